// Generated programs survive the text round trip: print -> parse gives a
// structurally equal program, and printing that again gives the same text.
// (The generator builds what the parser builds: flattened sequences, parser
// attr order, registry-inferred types.)
#include <gtest/gtest.h>

#include "core/ir/equal.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "properties/gen/Generator.h"

namespace pipecheck::gen {
namespace {

TEST(GeneratorText, PrintParseIsTheIdentity) {
  for (uint64_t seed = 0; seed < 300; ++seed) {
    PrngChoiceSource src(seed);
    auto g = generateProgram(src);
    ASSERT_TRUE(g.ok()) << g.error().str();
    std::string printed = text::printProgram(*g->program);
    auto parsed = text::parseProgram(printed, "seed" + std::to_string(seed) + ".py");
    ASSERT_TRUE(parsed.ok()) << "seed " << seed << ": " << parsed.error().str() << "\n" << printed;
    auto eq = ir::structuralEqual(g->program, *parsed);
    EXPECT_TRUE(eq.equal) << "seed " << seed << ": " << eq.str() << "\n" << printed;
    EXPECT_EQ(text::printProgram(**parsed), printed) << "seed " << seed;
  }
}

} // namespace
} // namespace pipecheck::gen

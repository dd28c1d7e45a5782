// Generated programs are inside the interpreter's contract: run with the
// corner values of their parameter ranges (and random tensor contents), every
// entry function returns, with no trap (out-of-bounds access, overflow), no
// stale tensor read (OutsideContract: the InOut discipline) and no fuel
// exhaustion. This checks the generator's promises against the reference
// interpreter (oracle/interp), which judges them independently.
#include <gtest/gtest.h>

#include "oracle/interp/interpreter.h"
#include "properties/gen/Generator.h"
#include "tests/properties/gen_checks.h"

namespace pipecheck::gen {
namespace {

TEST(GeneratorInterp, EveryProgramRunsToCompletionInsideTheContract) {
  int runs = 0, reported = 0;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    PrngChoiceSource src(seed);
    auto g = generateProgram(src);
    ASSERT_TRUE(g.ok()) << g.error().str();
    if (g->features.has(Feature::ZeroStep))
      continue; // outside the contract by design: the pass must reject it, the source never ends
    for (const auto &values : gentest::cornerAssignments(g->params)) {
      interp::Inputs in;
      in.seed = seed + 1;
      in.scalars = values;
      for (const std::string &entry : interp::entryFunctions(*g->program)) {
        interp::RunResult r = interp::run(*g->program, entry, in);
        ++runs;
        if (!std::holds_alternative<interp::Returned>(r.outcome) && reported++ < 5)
          ADD_FAILURE() << "seed " << seed << " entry " << entry << " "
                        << interp::formatScalarSet(values) << ": "
                        << interp::describe(r.outcome);
      }
    }
  }
  EXPECT_GT(runs, 600);
}

} // namespace
} // namespace pipecheck::gen

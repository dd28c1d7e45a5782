// Golden op calls: tests/golden-ops/NAME.in.py are programs written for this
// folder, one per op family; NAME.out.py is what the real PyPTO printed for
// them (make_goldens.py). The printed text parses and prints back byte for
// byte, parses with strict annotations (every inferred result type equals the
// type PyPTO printed, for the families whose rule the table has), and
// re-parses to a structurally equal program. The in.py files use DSL
// defaults PyPTO's parser fills in (cast's mode='round', mrgsort_format2's
// exhausted=False) and untyped literals it types (addsc's scalar as its
// tile's elements): pipecheck reads them to the same printed text.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/ir/equal.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

namespace fs = std::filesystem;

const std::string kDir = PIPECHECK_SOURCE_DIR "/tests/golden-ops/";

std::string readFile(const std::string &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> caseNames() {
  std::vector<std::string> out;
  for (const auto &e : fs::directory_iterator(kDir)) {
    std::string n = e.path().filename().string();
    if (n.size() > 7 && n.substr(n.size() - 7) == ".out.py")
      out.push_back(n.substr(0, n.size() - 7));
  }
  std::sort(out.begin(), out.end());
  return out;
}

class GoldenOps : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenOps, PyPtoPrintRoundTripsByteForByte) {
  std::string expected = readFile(kDir + GetParam() + ".out.py");
  ASSERT_FALSE(expected.empty());
  ASSERT_EQ(expected.back(), '\n');
  expected.pop_back();
  auto parsed = parseProgram(expected, GetParam() + ".out.py");
  ASSERT_TRUE(parsed.ok()) << parsed.error().str();
  EXPECT_EQ(printProgram(**parsed), expected);
  auto again = parseProgram(printProgram(**parsed), GetParam() + ".out.py");
  ASSERT_TRUE(again.ok()) << again.error().str();
  auto eq = ir::structuralEqual(parsed.value(), again.value());
  EXPECT_TRUE(eq.equal) << eq.str();
}

TEST_P(GoldenOps, InferredTypesAreThePrintedTypes) {
  std::string expected = readFile(kDir + GetParam() + ".out.py");
  ParseOptions strict;
  strict.strictAnnotations = true;
  auto parsed = parseProgram(expected, GetParam() + ".out.py", strict);
  EXPECT_TRUE(parsed.ok()) << parsed.error().str();
}

// The source as written (DSL defaults left out, literals untyped) reads as
// PyPTO read it: pipecheck's print of NAME.in.py is NAME.out.py (kwargs
// filled in, a literal scalar typed as its tile's elements, result types).
TEST_P(GoldenOps, TheSourceReadsAsPyPtoReadIt) {
  std::string expected = readFile(kDir + GetParam() + ".out.py");
  auto parsed = parseProgram(readFile(kDir + GetParam() + ".in.py"), GetParam() + ".in.py");
  ASSERT_TRUE(parsed.ok()) << parsed.error().str();
  EXPECT_EQ(printProgram(**parsed) + "\n", expected);
}

INSTANTIATE_TEST_SUITE_P(Cases, GoldenOps, ::testing::ValuesIn(caseNames()),
                         [](const auto &info) { return info.param; });

// An op name the table does not have is an error that names it, at the call.
TEST(GoldenOps, UnknownOpIsALocatedErrorNamingIt) {
  const std::string head = "import pypto.language as pl\n\n@pl.program\nclass P:\n"
                           "    @pl.function(type=pl.FunctionType.InCore)\n"
                           "    def kernel(self, x: pl.Tensor[[4, 4], pl.FP32]):\n"
                           "        t: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], "
                           "[4, 4])\n";
  struct Case {
    std::string call, message;
  };
  for (const Case &c : {Case{"pl.tile.foo(t)", "x.py:8:13: error: unknown op 'tile.foo'"},
                        Case{"pl.tensor.frob(x)", "x.py:8:13: error: unknown op 'tensor.frob'"},
                        Case{"pld.tile.zap(t)", "x.py:8:13: error: unknown op 'pld.tile.zap'"}}) {
    auto r = parseProgram(head + "        u = " + c.call + "\n", "x.py");
    ASSERT_FALSE(r.ok()) << c.call;
    EXPECT_NE(r.error().str().find(c.message), std::string::npos) << r.error().str();
  }
  // Every namespace of the table parses (pl.system, pl.tensor, pld.*).
  auto ok = parseProgram(head + "        pl.system.bar_all()\n        n = pl.tensor.get_block_idx()\n",
                         "x.py");
  EXPECT_TRUE(ok.ok()) << (ok.ok() ? "" : ok.error().str());
}

TEST(GoldenOps, HasOneCasePerFamilyGroup) {
  EXPECT_GE(caseNames().size(), 7u) << "golden-ops cases not found under " << kDir;
}

} // namespace
} // namespace pipecheck::text

// Golden comparison of lower_pipeline_loops with the real PyPTO outputs.
//
// For every case under tests/golden/cases: input.py is parsed as "input.py",
// lowered and printed; the text must equal lower.py minus its one trailing
// "\n" byte for byte. The pass is then re-run on its own output (must return
// the very same function objects and print the same text) and on the parsed
// golden lower.py (same check; README "Idempotence"). Error cases compare the
// exception kind and the first line of the message (up to and including the
// [input.py:L:C] span) with error.txt; the "Check failed" second line is
// compared only for its expression, not PyPTO's C++ file:line.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "tests/passes/lower_test_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;

const std::string kCases = PIPECHECK_SOURCE_DIR "/tests/golden/cases";

std::vector<std::string> caseNames() {
  std::vector<std::string> names;
  for (const auto &e : fs::directory_iterator(kCases))
    if (fs::exists(e.path() / "lower.py") || fs::exists(e.path() / "error.txt"))
      names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string stripOneNewline(std::string s) {
  if (!s.empty() && s.back() == '\n')
    s.pop_back();
  return s;
}

void expectIdempotent(const ir::ProgramPtr &p, const std::string &what) {
  auto again = passes::lowerPipelineLoops(p);
  ASSERT_TRUE(again.ok()) << what << ": " << again.error().message;
  ASSERT_EQ(again.value()->functions.size(), p->functions.size());
  for (std::size_t i = 0; i < p->functions.size(); ++i)
    EXPECT_EQ(again.value()->functions[i], p->functions[i])
        << what << ": function " << p->functions[i]->name << " was rebuilt";
  EXPECT_EQ(text::printProgram(*again.value()), text::printProgram(*p)) << what;
}

class GoldenLower : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenLower, MatchesPyPTO) {
  fs::path dir = fs::path(kCases) / GetParam();
  std::string input = testutil::readFile((dir / "input.py").string());
  testutil::LowerOutcome r = testutil::lowerText(input);
  if (fs::exists(dir / "error.txt")) {
    std::string golden = stripOneNewline(testutil::readFile((dir / "error.txt").string()));
    ASSERT_FALSE(r.ok) << "expected an error, got:\n" << r.text;
    std::string got = r.text;
    if (got.rfind("PARSE ", 0) == 0) // the parser rejected the input (err_stage_nonconst)
      got = got.substr(6);
    EXPECT_EQ(testutil::firstLine(got), testutil::firstLine(golden));
    std::size_t nl = golden.find('\n');
    if (nl != std::string::npos && golden.rfind("ERROR: InternalError", 0) == 0) {
      // "Check failed: <expr> at src/...:LINE" -> compare "Check failed: <expr>".
      std::string second = golden.substr(nl + 1);
      second = second.substr(0, second.find(" at src/"));
      EXPECT_EQ(got.substr(got.find('\n') + 1), second);
    }
    return;
  }
  ASSERT_TRUE(r.ok) << r.text;
  std::string golden = stripOneNewline(testutil::readFile((dir / "lower.py").string()));
  EXPECT_EQ(r.text, golden);
  expectIdempotent(r.output, "own output");
  auto goldenParsed = text::parseProgram(golden, "lower.py");
  ASSERT_TRUE(goldenParsed.ok()) << goldenParsed.error().str();
  expectIdempotent(goldenParsed.value(), "golden lower.py");
}

INSTANTIATE_TEST_SUITE_P(Cases, GoldenLower, ::testing::ValuesIn(caseNames()),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace pipecheck

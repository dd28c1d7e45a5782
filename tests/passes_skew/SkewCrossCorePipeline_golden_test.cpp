// Golden comparison of skew_cross_core_pipeline with the real PyPTO outputs
// (tests/golden-window/cases/*).
//
// For every case: input.py is parsed as "input.py" and run through
// skew_cross_core_pipeline alone with runPipeline (PyPTO planner, 910B);
// the raw print must equal skew.py minus its one trailing "\n" byte for byte,
// or, for an error case, the error kind and first line must equal error.txt's
// "ERROR: <kind>: <first line>". Skew outputs must satisfy PipelineLoopValid,
// SSAForm and UseAfterDef, and running the pass again on its output (and on
// the parsed golden) must change nothing (same program object). For every
// xc_* case the window lists skew -> lower_pipeline_loops ->
// canonicalize_io_order (and with lower_pipeline_to_slots, a no-op under
// the PyPTO planner, when registered) must reproduce window.py, and under
// PTOAS the four-pass list window_ptoas.py.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "core/verify/verifier.h"
#include "tests/passes_skew/skew_test_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
using namespace skewtest;

const std::string kCases = PIPECHECK_SOURCE_DIR "/tests/golden-window/cases";

// Case directories whose name starts with prefix (and that hold `required`).
std::vector<std::string> caseNames(const char *prefix = "", const char *required = "input.py") {
  std::vector<std::string> names;
  for (const auto &e : fs::directory_iterator(kCases)) {
    std::string n = e.path().filename().string();
    if (e.is_directory() && n.rfind(prefix, 0) == 0 && fs::exists(e.path() / required))
      names.push_back(n);
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string describe(const ir::Diagnostics &ds) {
  std::string out;
  for (const ir::Diagnostic &d : ds)
    out += d.str() + "\n";
  return out;
}

std::string firstLine(const std::string &s) { return s.substr(0, s.find('\n')); }

TEST(GoldenSkewCases, AllCasesAreFound) {
  EXPECT_EQ(caseNames().size(), 18u); // README: 18 cases, 1 error case
  EXPECT_EQ(caseNames("xc_").size(), 9u);
  EXPECT_EQ(caseNames("", "skew.py").size(), 17u);
  EXPECT_EQ(caseNames("xc_", "window.py").size(), 8u);
}

class GoldenSkew : public ::testing::TestWithParam<std::string> {};
class GoldenSkewOutput : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenSkew, MatchesPyPTO) {
  fs::path dir = fs::path(kCases) / GetParam();
  Outcome r = runSkew(readFile((dir / "input.py").string()));
  if (fs::exists(dir / "error.txt")) {
    ASSERT_FALSE(r.ok) << r.text;
    EXPECT_EQ(firstLine(r.text), firstLine(golden((dir / "error.txt").string())));
    return;
  }
  ASSERT_TRUE(r.ok) << r.text;
  std::string want = golden((dir / "skew.py").string());
  EXPECT_EQ(r.text, want) << firstDiff(r.text, want);
  for (const char *name : {"PipelineLoopValid", "SSAForm", "UseAfterDef"}) {
    const verify::Verifier *v = verify::findVerifier(name);
    ASSERT_NE(v, nullptr) << name;
    EXPECT_TRUE(v->run(*r.output).empty()) << name << "\n" << describe(v->run(*r.output));
  }
}

TEST_P(GoldenSkewOutput, IsIdempotent) {
  fs::path dir = fs::path(kCases) / GetParam();
  Outcome first = runSkew(readFile((dir / "input.py").string()));
  ASSERT_TRUE(first.ok) << first.text;
  passes::PassPtr pass = passes::createPass("skew_cross_core_pipeline").value();
  auto again = pass->run(first.output, passes::PassOptions{});
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value(), first.output) << "a second run rebuilt the program";
  // The golden output itself is a fixed point too.
  std::string want = golden((dir / "skew.py").string());
  Outcome onGolden = runSkew(want);
  ASSERT_TRUE(onGolden.ok) << onGolden.text;
  EXPECT_EQ(onGolden.output, onGolden.input);
  EXPECT_EQ(onGolden.text, want);
}

INSTANTIATE_TEST_SUITE_P(Cases, GoldenSkew, ::testing::ValuesIn(caseNames()),
                         [](const auto &info) { return info.param; });
INSTANTIATE_TEST_SUITE_P(Cases, GoldenSkewOutput, ::testing::ValuesIn(caseNames("", "skew.py")),
                         [](const auto &info) { return info.param; });

class GoldenWindow : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenWindow, SkewLowerCanonMatchesPyPTO) {
  fs::path dir = fs::path(kCases) / GetParam();
  std::string want = golden((dir / "window.py").string());
  std::vector<std::vector<std::string>> lists = {
      {"skew_cross_core_pipeline", "lower_pipeline_loops", "canonicalize_io_order"}};
  if (passes::findPass("lower_pipeline_to_slots"))
    lists.push_back({"skew_cross_core_pipeline", "lower_pipeline_to_slots", "lower_pipeline_loops",
                     "canonicalize_io_order"});
  for (const auto &names : lists) {
    Outcome r = runSkew(readFile((dir / "input.py").string()), names);
    ASSERT_TRUE(r.ok) << r.text;
    EXPECT_EQ(r.text, want) << names.size() << " passes: " << firstDiff(r.text, want);
  }
}

// Under PTOAS the same lists must give window_ptoas.py (LowerPipelineToSlots
// slots the same-core loop of xc_odd_trip_d1_then_samecore; the skew output
// does not depend on the planner).
TEST_P(GoldenWindow, PtoasWindowMatchesPyPTO) {
  if (!passes::findPass("lower_pipeline_to_slots"))
    GTEST_SKIP() << "lower_pipeline_to_slots is not registered";
  fs::path dir = fs::path(kCases) / GetParam();
  std::string want = golden((dir / "window_ptoas.py").string());
  Outcome r = runSkew(readFile((dir / "input.py").string()),
                      {"skew_cross_core_pipeline", "lower_pipeline_to_slots",
                       "lower_pipeline_loops", "canonicalize_io_order"},
                      {}, passes::MemoryPlanner::PTOAS);
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.text, want) << firstDiff(r.text, want);
  Outcome skewOnly = runSkew(readFile((dir / "input.py").string()), {"skew_cross_core_pipeline"},
                             {}, passes::MemoryPlanner::PTOAS);
  EXPECT_EQ(skewOnly.text, golden((dir / "skew.py").string()));
}

INSTANTIATE_TEST_SUITE_P(Cases, GoldenWindow, ::testing::ValuesIn(caseNames("xc_", "window.py")),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace pipecheck

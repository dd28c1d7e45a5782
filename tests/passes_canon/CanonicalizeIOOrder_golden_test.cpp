// Golden comparison of lower_pipeline_loops + canonicalize_io_order with the
// real PyPTO outputs (tests/golden/cases/*/canon.py).
//
// One parameterised test per case that has a canon.py: input.py is parsed as
// "input.py", lowered, canonicalised and printed; the text must equal
// canon.py minus its one trailing "\n" byte for byte (on mismatch the first
// differing line is shown). The output must satisfy the PipelineResolved,
// PipelineLoopValid, SSAForm, UseAfterDef and NormalizedStmtStructure verifiers. The golden
// canon.py itself, parsed and run through canonicalize_io_order again, must print unchanged (no
// Pipeline loops remain, so the pass is idempotent on its own fixed point).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "core/verify/verifier.h"
#include "tests/passes_canon/canon_test_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;

const std::string kCases = PIPECHECK_SOURCE_DIR "/tests/golden/cases";

std::vector<std::string> caseNames() {
  std::vector<std::string> names;
  for (const auto &e : fs::directory_iterator(kCases))
    if (fs::exists(e.path() / "canon.py"))
      names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string golden(const fs::path &file) {
  std::string s = canontest::readFile(file.string());
  if (!s.empty() && s.back() == '\n')
    s.pop_back();
  return s;
}

std::string describe(const ir::Diagnostics &ds) {
  std::string out;
  for (const ir::Diagnostic &d : ds)
    out += d.str() + "\n";
  return out;
}

class GoldenCanon : public ::testing::TestWithParam<std::string> {};

TEST(GoldenCanonCases, AllCasesWithCanonAreFound) {
  EXPECT_EQ(caseNames().size(), 23u); // README: 27 cases, 4 of them error cases
}

TEST_P(GoldenCanon, MatchesPyPTO) {
  fs::path dir = fs::path(kCases) / GetParam();
  canontest::Outcome r = canontest::runText(canontest::readFile((dir / "input.py").string()),
                                            {"lower_pipeline_loops", "canonicalize_io_order"});
  ASSERT_TRUE(r.ok) << r.text;
  std::string want = golden(dir / "canon.py");
  EXPECT_EQ(r.text, want) << canontest::firstDiff(r.text, want);
  EXPECT_TRUE(verify::verifyPipelineResolved(*r.output).empty())
      << describe(verify::verifyPipelineResolved(*r.output));
  EXPECT_TRUE(verify::verifyPipelineLoopValid(*r.output).empty())
      << describe(verify::verifyPipelineLoopValid(*r.output));
  // The reorder keeps SSA scoping, use-after-def and the normalized structure.
  for (const char *name : {"SSAForm", "UseAfterDef", "NormalizedStmtStructure"}) {
    const verify::Verifier *v = verify::findVerifier(name);
    ASSERT_NE(v, nullptr) << name;
    EXPECT_TRUE(v->run(*r.output).empty()) << describe(v->run(*r.output));
  }
}

TEST_P(GoldenCanon, GoldenIsAFixedPoint) {
  fs::path dir = fs::path(kCases) / GetParam();
  std::string want = golden(dir / "canon.py");
  canontest::Outcome r = canontest::runText(want, {"canonicalize_io_order"}, "canon.py");
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.output, r.input) << "the program was rebuilt although no Pipeline loop remains";
  EXPECT_EQ(r.text, want) << canontest::firstDiff(r.text, want);
  EXPECT_TRUE(verify::verifyPipelineResolved(*r.output).empty());
}

INSTANTIATE_TEST_SUITE_P(Cases, GoldenCanon, ::testing::ValuesIn(caseNames()),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace pipecheck

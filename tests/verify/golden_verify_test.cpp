// Every verifier on real PyPTO output: the golden files are programs PyPTO's
// own VerificationInstrument accepted (tests/golden/README.md), so every
// structural verifier must accept them too. This is the positive test that
// catches a verifier stricter than PyPTO. Expectations that depend on the
// file come from the file itself, not from the code under test:
//  * PipelineResolved must report exactly when the text still has a
//    `pl.pipeline(` loop (inputs and lower.py) and be silent otherwise.
//  * text/elif_yield is the one program PyPTO's SSA verifier rejects
//    (MISSING_YIELD, "IfStmt else branch must end with YieldStmt ..."), and
//    text/if_elif_else is deliberately non-SSA (a assigned in three branches).
//  * reuse_*.py run after InitMemRef, which invalidates SSAForm in PyPTO;
//    the golden ones still satisfy it, so it is required there too.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "core/text/parser.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

namespace fs = std::filesystem;
using ir::Diagnostic;
using ir::Diagnostics;

std::string readFile(const fs::path &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<fs::path> goldenPrograms() {
  std::vector<fs::path> out;
  for (const char *dir : {"/tests/golden", "/tests/golden-window"}) {
    fs::path root = fs::path(PIPECHECK_SOURCE_DIR) / (std::string(dir).substr(1));
    if (!fs::exists(root))
      continue;
    for (const auto &e : fs::recursive_directory_iterator(root))
      if (e.is_regular_file() && e.path().extension() == ".py")
        out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string rel(const fs::path &p) {
  return fs::relative(p, fs::path(PIPECHECK_SOURCE_DIR)).string();
}

TEST(GoldenVerify, StructuralVerifiersAcceptPyPTOOutput) {
  int parsed = 0;
  std::vector<std::string> unparsed;
  for (const fs::path &p : goldenPrograms()) {
    std::string text = readFile(p);
    auto prog = text::parseProgram(text, p.filename().string());
    if (!prog.ok()) {
      unparsed.push_back(rel(p) + ": " + prog.error().str());
      continue;
    }
    ++parsed;
    std::string name = rel(p);
    bool nonSsaText = name.find("if_elif_else") != std::string::npos ||
                      name.find("elif_yield") != std::string::npos;
    for (const verify::Verifier &v : verify::allVerifiers()) {
      if (v.name == "PipelineResolved")
        continue; // checked below against the text
      if (v.name == "HasMemRefs" && text.find("pl.tile.alloc(") == std::string::npos)
        continue; // a stage property: holds from InitMemRef on
      Diagnostics ds = v.run(*prog.value());
      if (v.name == "SSAForm" && nonSsaText)
        continue;
      EXPECT_TRUE(ds.empty()) << name << " / " << v.name << ":\n" << dump(ds);
    }
    bool hasPipeline = text.find("pl.pipeline(") != std::string::npos;
    Diagnostics pr = verify::verifyPipelineResolved(*prog.value());
    EXPECT_EQ(!pr.empty(), hasPipeline) << name << ":\n" << dump(pr);
    for (const Diagnostic &d : pr)
      EXPECT_EQ(d.code, 0) << name;
  }
  // Only the deliberately unparsable source may fail to parse.
  for (const std::string &u : unparsed)
    EXPECT_NE(u.find("err_stage_nonconst"), std::string::npos) << u;
  EXPECT_GT(parsed, 150);
}

TEST(GoldenVerify, ElifYieldIsRejectedLikePyPTO) {
  for (const char *f : {"elif_yield.in.py", "elif_yield.out.py"}) {
    fs::path p = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden/text" / f;
    auto prog = text::parseProgram(readFile(p), f);
    ASSERT_TRUE(prog.ok()) << prog.error().str();
    Diagnostics ds = verify::verifySSAForm(*prog.value());
    ASSERT_EQ(ds.size(), 1u) << f << "\n" << dump(ds);
    EXPECT_EQ(ds[0].code, 3);
    EXPECT_TRUE(startsWith(ds[0].message,
                           "IfStmt else branch must end with YieldStmt when return_vars exist"));
    EXPECT_NE(ds[0].message.find("in function 'main'"), std::string::npos);
  }
}

TEST(GoldenVerify, IfElifElseIsNonSsa) {
  fs::path p = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden/text/if_elif_else.out.py";
  auto prog = text::parseProgram(readFile(p), "if_elif_else.out.py");
  ASSERT_TRUE(prog.ok()) << prog.error().str();
  Diagnostics ds = verify::verifySSAForm(*prog.value());
  std::multiset<int> codes;
  for (const Diagnostic &d : ds)
    codes.insert(d.code);
  // a assigned three times (2nd and 3rd reported), then used after the if
  // where its branch-local definitions are out of scope.
  EXPECT_EQ(codes.count(1), 2u) << dump(ds);
  EXPECT_GE(codes.count(6), 1u) << dump(ds);
  EXPECT_EQ(codes.size(), codes.count(1) + codes.count(6)) << dump(ds);
  // Leak-mode UseAfterDef accepts it: every use has a reaching definition.
  EXPECT_TRUE(verify::verifyUseAfterDef(*prog.value()).empty());
}

} // namespace
} // namespace pipecheck::testir

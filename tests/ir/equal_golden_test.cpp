// Structural equality and hashing on the golden PyPTO programs, with the
// expected answers taken from the files (tests/golden/README.md), not from
// the code under test:
//  * parsing the same text twice gives two object graphs that are equal and
//    hash equal (nothing is shared, so no pointer fast path helps);
//  * every text/*.in.py is structurally equal to its *.out.py (PyPTO checked
//    exactly this, including the deliberately non-SSA if_elif_else);
//  * the canonical printer makes text identity and structural equality agree
//    on pass outputs: within a case, input/lower/canon texts that differ are
//    structurally unequal, and identical texts are equal.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/ir/equal.h"
#include "core/text/parser.h"

namespace pipecheck::ir {
namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

ProgramPtr parse(const fs::path &p) {
  auto r = text::parseProgram(readFile(p), p.filename().string());
  EXPECT_TRUE(r.ok()) << p << ": " << (r.ok() ? "" : r.error().str());
  return r.ok() ? r.value() : nullptr;
}

fs::path golden(const std::string &sub) { return fs::path(PIPECHECK_SOURCE_DIR) / "tests" / sub; }

TEST(GoldenEqual, ReparseIsEqualWithEqualHash) {
  int n = 0;
  for (const char *dir : {"golden", "golden-window"})
    for (const auto &e : fs::recursive_directory_iterator(golden(dir))) {
      if (e.path().extension() != ".py" ||
          e.path().string().find("err_stage_nonconst") != std::string::npos)
        continue;
      ProgramPtr a = parse(e.path()), b = parse(e.path());
      if (!a || !b)
        continue;
      ++n;
      EqualResult r = structuralEqual(a, b);
      EXPECT_TRUE(r.equal) << e.path() << "\n" << r.str();
      EXPECT_EQ(structuralHash(a), structuralHash(b)) << e.path();
    }
  EXPECT_GT(n, 150);
}

TEST(GoldenEqual, TextInputsEqualTheirCanonicalPrint) {
  int n = 0;
  for (const auto &e : fs::directory_iterator(golden("golden/text"))) {
    std::string name = e.path().filename().string();
    if (name.size() < 6 || name.substr(name.size() - 6) != ".in.py")
      continue;
    fs::path out = e.path().parent_path() / (name.substr(0, name.size() - 6) + ".out.py");
    ProgramPtr a = parse(e.path()), b = parse(out);
    if (!a || !b)
      continue;
    ++n;
    EqualResult r = structuralEqual(a, b);
    EXPECT_TRUE(r.equal) << name << "\n" << r.str();
    EXPECT_EQ(structuralHash(a), structuralHash(b)) << name;
  }
  EXPECT_EQ(n, 9);
}

TEST(GoldenEqual, DifferentPassOutputsAreUnequal) {
  int differing = 0, identical = 0;
  for (const auto &c : fs::directory_iterator(golden("golden/cases"))) {
    std::vector<fs::path> files;
    for (const char *f : {"input.py", "lower.py", "canon.py"})
      if (fs::exists(c.path() / f))
        files.push_back(c.path() / f);
    for (std::size_t i = 0; i < files.size(); ++i)
      for (std::size_t j = i + 1; j < files.size(); ++j) {
        ProgramPtr a = parse(files[i]), b = parse(files[j]);
        if (!a || !b)
          continue;
        bool sameText = readFile(files[i]) == readFile(files[j]);
        EqualResult r = structuralEqual(a, b);
        EXPECT_EQ(r.equal, sameText) << files[i] << " vs " << files[j].filename() << "\n"
                                     << r.str();
        if (!sameText) {
          EXPECT_FALSE(r.path.empty()) << files[i];
        }
        (sameText ? identical : differing)++;
      }
  }
  EXPECT_GT(differing, 40);
  EXPECT_GT(identical, 0); // trip < F cases: canon.py == lower.py
}

} // namespace
} // namespace pipecheck::ir

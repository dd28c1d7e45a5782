// The list of environment switches (tools/env_switches.h) is complete: every
// PIPECHECK_* name in the source tree (C++, CMake, scripts, docs) is either a
// known switch or a build setting, so the check that rejects unknown
// PIPECHECK_* variables never rejects one something reads. A new switch that
// is read somewhere but not listed fails here, naming the file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "tools/env_switches.h"
#include "tools/nearest.h"

namespace {

namespace fs = std::filesystem;
using namespace pipecheck::tools;

bool skipped(const fs::path &p) {
  for (const auto &part : p) {
    std::string s = part.string();
    if (s == ".git" || s.rfind("build", 0) == 0 || s == "out")
      return true;
  }
  return false;
}

TEST(EnvSwitches, EveryPipecheckNameInTheTreeIsKnown) {
  std::set<std::string> known;
  for (const EnvSwitch &s : knownEnvSwitches())
    known.emplace(s.name);
  for (std::string_view b : buildSettings())
    known.emplace(b);
  const fs::path root = PIPECHECK_SOURCE_DIR;
  const std::regex token("PIPECHECK_[A-Z0-9_]*[A-Z0-9]");
  int files = 0;
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator();
       ++it) {
    fs::path rel = fs::relative(it->path(), root);
    if (it->is_directory() && skipped(rel)) {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file() || it->file_size() > 2'000'000)
      continue;
    // The tests of the check itself spell switches wrong on purpose.
    if (rel == "tests/tools/flags_cli_test.cpp" || rel == "tests/tools/env_switches_test.cpp" ||
        rel == "tests/fuzz/CMakeLists.txt")
      continue;
    std::ifstream in(it->path(), std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    ++files;
    for (std::sregex_iterator m(text.begin(), text.end(), token), end; m != end; ++m)
      EXPECT_TRUE(known.count(m->str()))
          << rel << " names " << m->str()
          << ", which tools/env_switches.cpp does not list (a switch read from the environment "
             "goes in knownEnvSwitches(), a CMake option or compile definition in "
             "buildSettings())";
  }
  EXPECT_GT(files, 100);
}

TEST(EnvSwitches, CheckEnvironmentRejectsOnlyUnknownPipecheckNames) {
  std::string a = "PIPECHECK_FAULTS=x", b = "PATH=/bin", c = "PIPECHECK_PLANER=ptoas";
  char *ok[] = {a.data(), b.data(), nullptr};
  EXPECT_FALSE(checkEnvironment(ok).has_value());
  char *bad[] = {a.data(), c.data(), nullptr};
  auto err = checkEnvironment(bad);
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(*err, "unknown environment variable PIPECHECK_PLANER (did you mean "
                  "PIPECHECK_PLANNER?)");
}

TEST(Nearest, EditDistance) {
  EXPECT_EQ(editDistance("passes", "pases"), 1u);
  EXPECT_EQ(editDistance("", "abc"), 3u);
  EXPECT_EQ(editDistance("kitten", "sitting"), 3u);
  EXPECT_EQ(nearestName("pases", {"property", "passes", "planner"}), "passes");
}

} // namespace

// The model of InitMemRef / MemoryReuse against what the real PyPTO printed
// on small programs reduced from campaign findings (tests/passes_memory/real,
// its README says which rule each pins). Before the fixes each differed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/passes_memory/memory_test_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
const fs::path kDir = fs::path(PIPECHECK_SOURCE_DIR) / "tests/passes_memory/real";

std::string slurp(const fs::path &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> splitPasses(const std::string &list) {
  std::vector<std::string> out;
  std::stringstream ss(list);
  for (std::string n; std::getline(ss, n, ',');)
    out.push_back(n);
  return out;
}

struct Case {
  std::string program, passes;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  for (const auto &e : fs::directory_iterator(kDir)) {
    std::string stem = e.path().stem().string(); // NAME.<passes>
    std::size_t dot = stem.find('.');
    if (e.path().extension() == ".py" && dot != std::string::npos)
      out.push_back({stem.substr(0, dot), stem.substr(dot + 1)});
  }
  std::sort(out.begin(), out.end(), [](const Case &a, const Case &b) { return a.program < b.program; });
  return out;
}

TEST(RealMemoryOutputs, EveryCaseIsPresent) { EXPECT_EQ(cases().size(), 36u); }

TEST(RealMemoryOutputs, TheModelPrintsWhatPyPTOPrinted) {
  for (const Case &c : cases()) {
    memtest::Outcome r =
        memtest::runPasses(slurp(kDir / (c.program + ".py")), splitPasses(c.passes));
    ASSERT_TRUE(r.ok) << c.program << ": " << r.text;
    EXPECT_EQ(r.text + "\n", slurp(kDir / (c.program + "." + c.passes + ".py"))) << c.program;
  }
}

} // namespace
} // namespace pipecheck

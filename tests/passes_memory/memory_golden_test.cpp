// The memory pass list against the goldens, byte for byte.
//
// For every case with reuse_910B.py / reuse_950.py / reuse_910B.error.txt:
// parse input.py and run the golden's own pass list (meta.txt):
// lower_pipeline_loops, canonicalize_io_order, materialize_tensor_strides,
// init_mem_ref, materialize_semantic_aliases, memory_reuse,
// allocate_memory_addr with the file's backend and compare with the golden minus one trailing "\n" (an
// error golden: the kind and first message line). A pass that is not
// registered yet makes the test fail with a message naming it. Starting from
// input.py rather than a parse of canon.py matters: names made by the memory
// passes (`hf_mv`) derive from in-memory name hints (`hf`), which a parse of
// printed text would carry as the printer's disambiguation (`hf_1`).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "tests/passes_memory/memory_test_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kMemoryList = {"lower_pipeline_loops", "canonicalize_io_order",
                                              "materialize_tensor_strides", "init_mem_ref",
                                              "materialize_semantic_aliases", "memory_reuse",
                                              "allocate_memory_addr"};

std::string firstLine(const std::string &s) { return s.substr(0, s.find('\n')); }

std::vector<std::string> goldenFiles() {
  std::vector<std::string> out;
  for (const auto &e : fs::directory_iterator(PIPECHECK_SOURCE_DIR "/tests/golden/cases"))
    for (const char *file : {"reuse_910B.py", "reuse_950.py", "reuse_910B.error.txt"})
      if (fs::exists(e.path() / file))
        out.push_back(e.path().filename().string() + "/" + file);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(MemoryGolden, ThirtyGoldenFiles) { EXPECT_EQ(goldenFiles().size(), 30u); }

class MemoryGoldenFile : public testing::TestWithParam<std::string> {};

TEST_P(MemoryGoldenFile, MatchesByteForByte) {
  for (const std::string &n : kMemoryList)
    ASSERT_TRUE(passes::findPass(n).has_value()) << "pass '" << n << "' is not registered";
  fs::path g = fs::path(PIPECHECK_SOURCE_DIR "/tests/golden/cases") / GetParam();
  std::string file = g.filename().string();
  passes::PassOptions opts;
  opts.backend = file.find("950") != std::string::npos ? passes::Backend::Ascend950
                                                       : passes::Backend::Ascend910B;
  memtest::Outcome out = memtest::runPasses(
      memtest::readFile((g.parent_path() / "input.py").string()), kMemoryList, opts);
  std::string want = memtest::golden(g.string());
  if (g.extension() == ".txt") {
    ASSERT_FALSE(out.ok) << out.text;
    EXPECT_EQ(firstLine(out.text), firstLine(want));
  } else {
    EXPECT_EQ(out.text, want);
  }
}

std::string testName(const testing::TestParamInfo<std::string> &info) {
  std::string n = info.param;
  for (char &c : n)
    if (!std::isalnum(static_cast<unsigned char>(c)))
      c = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Cases, MemoryGoldenFile, testing::ValuesIn(goldenFiles()), testName);

} // namespace
} // namespace pipecheck

// fuzz_pipeline's choice-stream mutation (fuzz/harness/reroll_tail.h): it
// keeps a prefix, redraws the rest within the size limit, and is a function
// of input and seed, so libFuzzer can replay what it did.
#include "fuzz/harness/reroll_tail.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

namespace pipecheck::fuzz {
namespace {

std::vector<uint8_t> input(std::size_t n) {
  std::vector<uint8_t> v(n);
  for (std::size_t i = 0; i < n; ++i)
    v[i] = static_cast<uint8_t>(i * 7 + 3);
  return v;
}

TEST(RerollTail, KeepsAPrefixAndStaysWithinTheLimit) {
  const std::size_t size = 200, maxSize = 512;
  std::set<std::size_t> kept, sizes;
  for (uint32_t seed = 0; seed < 500; ++seed) {
    std::vector<uint8_t> orig = input(size), data = orig;
    data.resize(maxSize);
    std::size_t n = rerollTail(data.data(), size, maxSize, seed);
    ASSERT_GE(n, 1u);
    ASSERT_LE(n, maxSize);
    // The longest common prefix with the original: the kept part (the
    // redrawn byte right after it may match by chance, so at least keep).
    std::size_t common = 0;
    while (common < std::min(n, size) && data[common] == orig[common])
      ++common;
    kept.insert(common);
    sizes.insert(n);
    EXPECT_TRUE(common == n || common < size || n > size) << seed;
  }
  // Cuts fall all over the input and lengths all over the range.
  EXPECT_GT(kept.size(), 100u);
  EXPECT_GT(sizes.size(), 200u);
  EXPECT_TRUE(kept.count(0));
}

TEST(RerollTail, IsAFunctionOfInputAndSeed) {
  std::vector<uint8_t> a = input(64), b = input(64);
  a.resize(128);
  b.resize(128);
  std::size_t na = rerollTail(a.data(), 64, 128, 42), nb = rerollTail(b.data(), 64, 128, 42);
  ASSERT_EQ(na, nb);
  EXPECT_TRUE(std::equal(a.begin(), a.begin() + static_cast<long>(na), b.begin()));
  std::vector<uint8_t> c = input(64);
  c.resize(128);
  std::size_t nc = rerollTail(c.data(), 64, 128, 43);
  EXPECT_FALSE(nc == na && std::equal(a.begin(), a.begin() + static_cast<long>(na), c.begin()));
}

TEST(RerollTail, EmptyInputsAndAZeroLimit) {
  std::vector<uint8_t> data(16, 0);
  std::size_t n = rerollTail(data.data(), 0, 16, 5);
  EXPECT_GE(n, 1u);
  EXPECT_LE(n, 16u);
  EXPECT_EQ(rerollTail(data.data(), 0, 0, 5), 0u);
}

} // namespace
} // namespace pipecheck::fuzz

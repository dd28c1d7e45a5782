// Tests of the choice sources: exhaustion gives 0 / false / first, the byte
// layout is little-endian front to back, every mapping is monotone in the raw
// value, the PRNG is deterministic, and record/replay reproduces a stream.
#include <gtest/gtest.h>

#include "properties/gen/ChoiceSource.h"

namespace pipecheck::gen {
namespace {

TEST(ChoiceSource, ExhaustedSourcesFinishSmall) {
  VectorChoiceSource v({});
  BytesChoiceSource b(nullptr, 0);
  for (ChoiceSource *s : {static_cast<ChoiceSource *>(&v), static_cast<ChoiceSource *>(&b)}) {
    EXPECT_EQ(s->upTo(10), 0u);
    EXPECT_FALSE(s->oneIn(2));
    EXPECT_FALSE(s->chance({3, 4}));
    EXPECT_EQ(s->range(-5, 7), -5);
    EXPECT_EQ(s->pick(std::vector<int>{7, 8, 9}), 7);
    EXPECT_TRUE(s->ranOut());
  }
}

TEST(ChoiceSource, ZeroValuesGiveZeroChoices) {
  VectorChoiceSource v(std::vector<uint64_t>(8, 0));
  EXPECT_EQ(v.upTo(1000), 0u);
  EXPECT_FALSE(v.oneIn(3));
  EXPECT_FALSE(v.chance({1, 2}));
  EXPECT_FALSE(v.ranOut());
}

TEST(ChoiceSource, ScaleChoiceIsMonotoneAndCoversTheRange) {
  for (uint64_t n : {0ull, 1ull, 2ull, 6ull, 255ull, 1000ull}) {
    uint64_t prev = 0;
    std::vector<bool> hit(n + 1, false);
    for (uint64_t w = 0; w < 65536; ++w) {
      uint64_t c = scaleChoice(w, 16, n);
      ASSERT_LE(c, n);
      ASSERT_GE(c, prev) << "n=" << n << " w=" << w;
      prev = c;
      hit[c] = true;
    }
    for (uint64_t c = 0; c <= n; ++c)
      EXPECT_TRUE(hit[c]) << "n=" << n << " choice " << c << " unreachable";
  }
  EXPECT_EQ(scaleChoice(~uint64_t{0}, 64, 9), 9u);
  EXPECT_EQ(scaleChoice(uint64_t{1} << 63, 64, 9), 5u);
}

TEST(ChoiceSource, BytesAreLittleEndianFrontToBack) {
  // upTo(255) takes one byte; upTo(65535) takes two, little-endian.
  const uint8_t data[] = {0xFF, 0x34, 0x12, 0x00, 0x80};
  BytesChoiceSource b(data, sizeof data);
  EXPECT_EQ(b.upTo(255), 255u);
  EXPECT_EQ(b.upTo(65535), 0x1234u);
  EXPECT_EQ(b.upTo(1), 0u);   // 0x00 scaled to [0, 1]
  EXPECT_EQ(b.bytesUsed(), 4u);
  EXPECT_EQ(b.upTo(65535), 0u); // one byte left, two needed: exhausted
  EXPECT_TRUE(b.ranOut());
}

TEST(ChoiceSource, CertainEventsAreTrueUntilTheDataRunsOut) {
  VectorChoiceSource v({0, 0});
  EXPECT_TRUE(v.oneIn(1));
  EXPECT_TRUE(v.chance({4, 4}));
  EXPECT_FALSE(v.chance({4, 4})); // exhausted
  EXPECT_FALSE(v.oneIn(1));
}

TEST(ChoiceSource, OneInAndChanceAreTrueOnlyForHighValues) {
  VectorChoiceSource lo({0x7FFF}), hi({0xFFFF});
  EXPECT_FALSE(lo.oneIn(2));
  EXPECT_TRUE(hi.oneIn(2));
  VectorChoiceSource c1({0xFFFF}), c0({0x3FFF});
  EXPECT_TRUE(c1.chance({1, 4}));
  EXPECT_FALSE(c0.chance({1, 4}));
}

TEST(ChoiceSource, VectorHalvingNeverGrowsAChoice) {
  PrngChoiceSource prng(7);
  for (int i = 0; i < 2000; ++i) {
    uint64_t w = prng.nextWord() & 0xFFFF;
    uint64_t n = prng.nextWord() % 50;
    VectorChoiceSource a({w}), b({w / 2});
    EXPECT_LE(b.upTo(n), a.upTo(n));
  }
}

TEST(ChoiceSource, VectorFoldsLargeValuesIntoRange) {
  // 2^16 + 5 folds to 5 ^ 1 = 4 (raw), a small choice rather than the maximum.
  VectorChoiceSource v({(uint64_t{1} << 16) + 5});
  EXPECT_EQ(v.upTo(65535), 4u);
}

TEST(ChoiceSource, PrngIsDeterministicAndRoughlyUniform) {
  PrngChoiceSource a(42), b(42), c(43);
  std::vector<int> counts(4, 0);
  bool differs = false;
  for (int i = 0; i < 4000; ++i) {
    uint64_t x = a.upTo(3);
    EXPECT_EQ(x, b.upTo(3));
    differs |= x != c.upTo(3);
    ++counts[x];
  }
  EXPECT_TRUE(differs);
  for (int k : counts)
    EXPECT_NEAR(k, 1000, 150);
}

TEST(ChoiceSource, RecordAndReplayReproduceTheStream) {
  const uint8_t data[] = {1, 2, 3, 200, 17};
  BytesChoiceSource bytes(data, sizeof data);
  RecordingChoiceSource rec(bytes);
  std::vector<uint64_t> first;
  for (uint64_t n : {3ull, 9ull, 1000ull, 7ull, 5ull})
    first.push_back(rec.upTo(n));
  ReplayChoiceSource replay(rec.log());
  for (std::size_t i = 0; i < first.size(); ++i)
    EXPECT_EQ(replay.upTo(std::vector<uint64_t>{3, 9, 1000, 7, 5}[i]), first[i]);
  EXPECT_TRUE(replay.faithful());
  EXPECT_EQ(replay.upTo(9), 0u);
}

} // namespace
} // namespace pipecheck::gen

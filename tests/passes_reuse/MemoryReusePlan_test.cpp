// The pure planner (MemoryReusePlan.h) on hand-made intervals: the overlap
// predicate, FFD packing order, the legacy pipeline guard, every case of the
// capacity gate (§7) and the planner faults. Capacities are the 910B table
// (Vec 188416, Left 65536, Acc 131072); expected buffers, depths and texts
// are computed by hand from reference/memory-reuse.md §4–§7.
#include <gtest/gtest.h>

#include "core/passes/MemoryReusePlan.h"
#include "tests/passes_reuse/interval_util.h"

namespace pipecheck::passes::reuse {
namespace {

using ir::MemorySpace;

PlanInput noBackend(std::vector<ReuseInterval> ivs) {
  PlanInput in;
  in.intervals = std::move(ivs);
  in.backendConfigured = false;
  return in;
}

// Buffers of the first space as lists of names, member 0 first.
std::vector<std::vector<std::string>> buffers(const PlanInput &in, const ReusePlan &p,
                                              size_t space = 0) {
  std::vector<std::vector<std::string>> out;
  for (const Buffer &b : p.spaces.at(space).buffers) {
    out.emplace_back();
    for (int m : b.members)
      out.back().push_back(in.intervals[m].name);
  }
  return out;
}

using Names = std::vector<std::vector<std::string>>;

TEST(ReusePlanOverlap, TouchingIsNotOverlap) {
  EXPECT_FALSE(intervalsOverlap(0, 4, 4, 6));
  EXPECT_FALSE(intervalsOverlap(4, 6, 0, 4));
  EXPECT_TRUE(intervalsOverlap(0, 5, 4, 6));
  EXPECT_TRUE(intervalsOverlap(2, 3, 0, 9)); // nested
  EXPECT_FALSE(intervalsOverlap(0, 1, 5, 6));
}

TEST(ReusePlanOverlap, FaultForgivesOnePointOfOverlap) {
  PlanFaults f;
  f.sharesLiveTiles = true;
  EXPECT_FALSE(intervalsOverlap(0, 5, 4, 6, f)); // really overlapping on [4,5]
  EXPECT_TRUE(intervalsOverlap(0, 6, 4, 8, f));
}

// §12 TestBasic.test_different_sizes worked by hand: a=[4,5] e=[8,10] 16384,
// b=[6,7] f=[9,11] 4096 -> order a, e, b, f -> {a, e, b}, {f}: a later
// larger tile hosts an earlier smaller one, no size gate.
TEST(ReusePlanPacking, FirstFitDecreasing) {
  PlanInput in = noBackend({iv("a", 16384, 4, 5), iv("b", 4096, 6, 7), iv("e", 16384, 8, 10),
                            iv("f", 4096, 9, 11)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"a", "e", "b"}, {"f"}}));
  EXPECT_EQ(p.bufferRep, (std::vector<int>{0, 0, 0, 3}));
}

TEST(ReusePlanPacking, EarlierDefFirstOnEqualSizeAndCliqueRule) {
  // c overlaps a but not b: it may not join {b, a} (clique), opens a buffer.
  PlanInput in = noBackend({iv("b", 64, 5, 6), iv("a", 64, 1, 4), iv("c", 64, 3, 5)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"a", "b"}, {"c"}}));
}

TEST(ReusePlanPacking, SpacesArePackedSeparately) {
  PlanInput in = noBackend({iv("v", 64, 0, 1), iv("m", 64, 2, 3, {}, false, MemorySpace::Mat)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(p.bufferRep, (std::vector<int>{0, 1}));
}

TEST(ReusePlanPacking, PinnedOpensItsOwnBufferAndAdmitsNobody) {
  ReuseInterval pin = iv("pin", 64, 0, 1);
  pin.pinned = true;
  PlanInput in = noBackend({pin, iv("x", 64, 2, 3), iv("y", 64, 4, 5)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"pin"}, {"x", "y"}}));
}

TEST(ReusePlanPacking, PhiFamilyForgivesOverlap) {
  // Two branch-local yield sources of one If slot overlap as intervals but
  // are exclusive: same family -> may share; without the family they may not.
  ReuseInterval e = iv("e", 64, 4, 8), h = iv("h", 64, 6, 8);
  e.members = {VarLife{4, 8, {0}}};
  h.members = {VarLife{6, 8, {0}}};
  PlanInput in = noBackend({e, h});
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"e", "h"}}));
  in.intervals[1].members[0].families = {1};
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"e"}, {"h"}}));
}

TEST(ReusePlanPacking, ForbiddenOperandIsNotAliased) {
  // m = tile.move(s): touching lifetimes would share, the move forbids it.
  ReuseInterval s = iv("s", 64, 0, 2), m = iv("m", 64, 2, 3);
  m.forbidden = {0};
  PlanInput in = noBackend({s, m});
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"s"}, {"m"}}));
}

// Legacy guard (no backend): block iff same group, different stage, and at
// least one of the two is a load; L0 spaces exempt.
TEST(ReusePlanLegacyGuard, CrossStageLoadBlocks) {
  PlanInput in = noBackend({iv("l0", 64, 0, 1, {{0, 0}}, true), iv("l1", 64, 2, 3, {{0, 1}}, true)});
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"l0"}, {"l1"}}));
  in.intervals[1].isLoad = false; // load vs compute: still blocked
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"l0"}, {"l1"}}));
}

TEST(ReusePlanLegacyGuard, WhatDoesNotBlock) {
  // two computes of different stages
  PlanInput c = noBackend({iv("c0", 64, 0, 1, {{0, 0}}), iv("c1", 64, 2, 3, {{0, 1}})});
  EXPECT_EQ(buffers(c, planReuse(c)), (Names{{"c0", "c1"}}));
  // same stage loads
  PlanInput s = noBackend({iv("a", 64, 0, 1, {{0, 1}}, true), iv("b", 64, 2, 3, {{0, 1}}, true)});
  EXPECT_EQ(buffers(s, planReuse(s)), (Names{{"a", "b"}}));
  // different groups
  PlanInput g = noBackend({iv("a", 64, 0, 1, {{0, 0}}, true), iv("b", 64, 2, 3, {{1, 1}}, true)});
  EXPECT_EQ(buffers(g, planReuse(g)), (Names{{"a", "b"}}));
  // untagged partner
  PlanInput u = noBackend({iv("a", 64, 0, 1, {{0, 0}}, true), iv("b", 64, 2, 3)});
  EXPECT_EQ(buffers(u, planReuse(u)), (Names{{"a", "b"}}));
  // L0 exemption
  PlanInput l = noBackend({iv("a", 64, 0, 1, {{0, 0}}, true, MemorySpace::Left),
                           iv("b", 64, 2, 3, {{0, 1}}, true, MemorySpace::Left)});
  EXPECT_EQ(buffers(l, planReuse(l)), (Names{{"a", "b"}}));
  // nested memberships conflict through any shared group
  PlanInput n = noBackend({iv("a", 64, 0, 1, {{1, 0}, {0, 0}}, true),
                           iv("b", 64, 2, 3, {{1, 0}, {0, 1}}, true)});
  EXPECT_EQ(buffers(n, planReuse(n)), (Names{{"a"}, {"b"}}));
}

} // namespace
} // namespace pipecheck::passes::reuse

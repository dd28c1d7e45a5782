// The capacity gate of the planner (reference/memory-reuse.md §6.2 gated
// rule, §7 algorithm and diagnostics), on hand-made Vec/Left intervals with
// the 910B capacities (Vec 188416, Left 65536). Buffers, depths and message
// texts are worked out by hand in the comments.
#include <gtest/gtest.h>

#include "core/passes/MemoryReusePlan.h"
#include "tests/passes_reuse/interval_util.h"

namespace pipecheck::passes::reuse {
namespace {

using ir::MemorySpace;
using Names = std::vector<std::vector<std::string>>;

PlanInput on910B(std::vector<ReuseInterval> ivs) {
  PlanInput in;
  in.intervals = std::move(ivs);
  in.capacity = {{MemorySpace::Vec, 188416}, {MemorySpace::Left, 65536}};
  return in;
}

Names buffers(const PlanInput &in, const ReusePlan &p) {
  Names out;
  for (const Buffer &b : p.spaces.at(0).buffers) {
    out.emplace_back();
    for (int m : b.members)
      out.back().push_back(in.intervals[m].name);
  }
  return out;
}

const char *kDash = " \u2014 ";

std::string hintHead(int d, int g, int f, int64_t slot, int64_t freeCap,
                     const std::string &reserved = "") {
  return "software pipelining requested depth " + std::to_string(d) + " for pipeline group " +
         std::to_string(g) + " in Vec, but only " + std::to_string(f) + " of " +
         std::to_string(d) + " buffers fit (" + std::to_string(slot) + " B per stage, " +
         std::to_string(freeCap) + " B free" + reserved + ")" + kDash + "stages " +
         std::to_string(f) + " apart share storage and serialize. ";
}

std::string coResidentTail(int d, int f) {
  return "The operand would fit depth " + std::to_string(d) +
         " on its own, but co-resident buffers / other pipeline groups over-subscribe the "
         "space; relieve the co-residents ... to " + std::to_string(f) + ".";
}

// F = min(2, 188416 / 16384) = 2: cross-stage tiles stay apart even when
// neither is a load (role-agnostic), and in L0 too (Left: 65536 / 16384 = 4).
TEST(ReuseGate, AffordableSeparation) {
  PlanInput in = on910B({iv("c0", 16384, 0, 1, {{0, 0}}), iv("c1", 16384, 2, 3, {{0, 1}})});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"c0"}, {"c1"}}));
  EXPECT_TRUE(p.spaces[0].capacityKnown);
  EXPECT_EQ(p.spaces[0].groups.at(0).requested, 2);
  EXPECT_EQ(p.spaces[0].groups.at(0).depth, 2);
  EXPECT_TRUE(p.diagnostics.empty());

  PlanInput l = on910B({iv("a", 16384, 0, 1, {{0, 0}}, true, MemorySpace::Left),
                        iv("b", 16384, 2, 3, {{0, 1}}, true, MemorySpace::Left)});
  EXPECT_EQ(buffers(l, planReuse(l)), (Names{{"a"}, {"b"}}));
}

// slot 131072: floor(188416 / 131072) = 1 -> F = 1 -> the two stages share;
// PH-MR-001 slot-bound: need 2 * 131072 = 262144 > 188416, 188416 / 2 = 94208.
TEST(ReuseGate, SlotTooLarge) {
  PlanInput in = on910B({iv("s0", 131072, 0, 1, {{0, 0}}, true), iv("s1", 131072, 2, 3, {{0, 1}}, true)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"s0", "s1"}}));
  EXPECT_EQ(p.spaces[0].groups.at(0).depth, 1);
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(p.diagnostics[0].rule, "PH-MR-001");
  EXPECT_EQ(p.diagnostics[0].severity, ir::Severity::Note);
  EXPECT_EQ(p.diagnostics[0].message,
            hintHead(2, 0, 1, 131072, 188416) +
                "This operand alone needs 262144 B for depth 2; shrink the per-stage tile to <= "
                "94208 B, or reduce the pipeline depth (e.g. `pl.pipeline(stage=)`) to 1.");
}

// D = 3, slot 81920: floor(188416 / 81920) = 2 -> F = 2; ordinals 0,1,2 mod 2
// -> stages 0 and 2 share, stage 1 apart. need 245760 > 188416 -> slot-bound,
// 188416 / 3 = 62805.
TEST(ReuseGate, DepthThreeCappedToTwo) {
  PlanInput in = on910B({iv("s0", 81920, 0, 1, {{0, 0}}), iv("s1", 81920, 2, 3, {{0, 1}}),
                         iv("s2", 81920, 4, 5, {{0, 2}})});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"s0", "s2"}, {"s1"}}));
  EXPECT_EQ(p.spaces[0].groups.at(0).requested, 3);
  EXPECT_EQ(p.spaces[0].groups.at(0).depth, 2);
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(p.diagnostics[0].message,
            hintHead(3, 0, 2, 81920, 188416) +
                "This operand alone needs 245760 B for depth 3; shrink the per-stage tile to <= "
                "62805 B, or reduce the pipeline depth (e.g. `pl.pipeline(stage=)`) to 2.");
}

// Stages {0, 2} are ranked densely {0, 1}: with F = 2 they are apart (raw ids
// 0 and 2 would collide mod 2).
TEST(ReuseGate, SparseStageIdsAreRankedDensely) {
  PlanInput in = on910B({iv("s0", 16384, 0, 1, {{0, 0}}), iv("s2", 16384, 2, 3, {{0, 2}})});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"s0"}, {"s2"}}));
  EXPECT_EQ(p.spaces[0].groups.at(0).requested, 2);
}

// co (untagged, 65536) lives across both stages: F = 2 needs 3 x 65536 =
// 196608 > 188416 -> shed group 0 to F = 1 -> 131072. Co-resident-bound hint
// (need 131072 <= 188416).
TEST(ReuseGate, SheddingWithCoResidentTile) {
  PlanInput in = on910B({iv("co", 65536, 0, 10), iv("s0", 65536, 1, 2, {{0, 0}}, true),
                         iv("s1", 65536, 3, 4, {{0, 1}}, true)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"co"}, {"s0", "s1"}}));
  EXPECT_EQ(p.spaces[0].groups.at(0).depth, 1);
  EXPECT_EQ(p.spaces[0].shedRepacks, 1);
  EXPECT_EQ(p.spaces[0].footprint, 131072);
  EXPECT_FALSE(p.spaces[0].forcedLegacy);
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(p.diagnostics[0].message, hintHead(2, 0, 1, 65536, 188416) + coResidentTail(2, 1));
}

// Program-order disjoint groups time-share: a0/b0 (stage 0 of different
// groups) share one buffer, a1/b1 the other.
TEST(ReuseGate, TwoGroupsTimeShare) {
  PlanInput in = on910B({iv("a0", 16384, 0, 1, {{0, 0}}, true), iv("a1", 16384, 2, 3, {{0, 1}}, true),
                         iv("b0", 16384, 4, 5, {{1, 0}}, true), iv("b1", 16384, 6, 7, {{1, 1}}, true)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"a0", "b0"}, {"a1", "b1"}}));
  EXPECT_TRUE(p.diagnostics.empty());
}

// MaxRelief sheds the group with the larger aligned slot first: F = 2/2 gives
// X + 2 x 40960 = 196608 > 188416; group 0 (40960 > 32768) drops to 1 ->
// X, {p0, p1, q0}, {q1} = 188416 fits exactly; group 1 keeps F = 2.
TEST(ReuseGate, MaxReliefPicksLargestSlot) {
  PlanInput in = on910B({iv("X", 114688, 0, 20), iv("p0", 40960, 1, 2, {{0, 0}}),
                         iv("p1", 40960, 3, 4, {{0, 1}}), iv("q0", 32768, 5, 6, {{1, 0}}),
                         iv("q1", 32768, 7, 8, {{1, 1}})});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"X"}, {"p0", "p1", "q0"}, {"q1"}}));
  EXPECT_EQ(p.spaces[0].groups.at(0).depth, 1);
  EXPECT_EQ(p.spaces[0].groups.at(1).depth, 2);
  EXPECT_EQ(p.spaces[0].footprint, 188416);
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(p.diagnostics[0].message, hintHead(2, 0, 1, 40960, 188416) + coResidentTail(2, 1));
}

// Without a reserve, X + 2 x 32768 = 180224 fits at F = 2. A 32768-byte
// reserved region starts the footprint walk there: 212992 > 188416 -> F = 1,
// 180224. free = 188416 - 32768 = 155648.
TEST(ReuseGate, ReservedRegion) {
  PlanInput in = on910B({iv("X", 114688, 0, 20), iv("s0", 32768, 1, 2, {{0, 0}}),
                         iv("s1", 32768, 3, 4, {{0, 1}})});
  ReusePlan free = planReuse(in);
  EXPECT_EQ(buffers(in, free), (Names{{"X"}, {"s0"}, {"s1"}}));
  EXPECT_TRUE(free.diagnostics.empty());

  in.reserved[MemorySpace::Vec] = 32768;
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"X"}, {"s0", "s1"}}));
  EXPECT_EQ(p.spaces[0].footprint, 180224);
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(p.diagnostics[0].message,
            hintHead(2, 0, 1, 32768, 155648, " after 32768 B reserved") + coResidentTail(2, 1));
}

// Three co-live 65536 tiles, no group to shed: legacy re-pack, still 196608.
TEST(ReuseGate, LegacyFallbackWarns) {
  PlanInput in = on910B({iv("a", 65536, 0, 5), iv("b", 65536, 1, 5), iv("c", 65536, 2, 5)});
  ReusePlan p = planReuse(in);
  EXPECT_EQ(buffers(in, p), (Names{{"a"}, {"b"}, {"c"}}));
  EXPECT_TRUE(p.spaces[0].forcedLegacy);
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(p.diagnostics[0].severity, ir::Severity::Warning);
  EXPECT_EQ(p.diagnostics[0].rule, "MemoryReuse");
  EXPECT_EQ(p.diagnostics[0].message,
            "capacity-gated reuse could not fit memory space Vec at any double-buffering depth; "
            "fell back to the legacy packing (which also overflows \u2014 reduce tile size or "
            "stage count).");
}

// A single tile larger than the space: left to AllocateMemoryAddr, no warning.
TEST(ReuseGate, SingleBufferOverCapacityDoesNotWarn) {
  PlanInput in = on910B({iv("big", 200000, 0, 1)});
  ReusePlan p = planReuse(in);
  EXPECT_TRUE(p.spaces[0].forcedLegacy);
  EXPECT_TRUE(p.diagnostics.empty());
}

// One group with 258 stages of 32 B (F = min(258, 5888) = 258) beside a
// 188384-byte co-resident: only F = 1 fits, which takes 257 sheds; the 256
// budget runs out, the legacy packing (compute tiles never block) fits.
TEST(ReuseGate, ShedBudgetExhausted) {
  std::vector<ReuseInterval> ivs = {iv("X", 188384, 0, 1000)};
  for (int s = 0; s < 258; ++s)
    ivs.push_back(iv("t" + std::to_string(s), 32, 2 * s + 1, 2 * s + 2, {{0, s}}));
  PlanInput in = on910B(ivs);
  ReusePlan p = planReuse(in);
  ASSERT_EQ(p.spaces[0].buffers.size(), 2u);
  EXPECT_EQ(p.spaces[0].buffers[1].members.size(), 258u);
  EXPECT_TRUE(p.spaces[0].forcedLegacy);
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(p.diagnostics[0].message,
            "capacity-gated reuse could not fit memory space Vec within the shed-repack budget; "
            "fell back to the legacy packing.");
}

// No backend: no footprint check, no shed, no diagnostics, legacy guard.
TEST(ReuseGate, NoBackendNoGate) {
  PlanInput in = on910B({iv("a", 65536, 0, 5), iv("b", 65536, 1, 5), iv("c", 65536, 2, 5),
                         iv("c0", 16384, 6, 7, {{0, 0}}), iv("c1", 16384, 8, 9, {{0, 1}})});
  in.backendConfigured = false;
  in.capacity.clear();
  ReusePlan p = planReuse(in);
  EXPECT_FALSE(p.spaces[0].capacityKnown);
  EXPECT_EQ(buffers(in, p), (Names{{"a", "c0", "c1"}, {"b"}, {"c"}}));
  EXPECT_TRUE(p.diagnostics.empty());
}

TEST(ReuseGate, FaultIgnoresMembership) {
  PlanInput in = on910B({iv("c0", 16384, 0, 1, {{0, 0}}), iv("c1", 16384, 2, 3, {{0, 1}})});
  in.faults.ignoreMembership = true;
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"c0", "c1"}}));
}

TEST(ReuseGate, FaultLoadsAsNonLoadsOnlyInLegacy) {
  PlanInput in = on910B({iv("l0", 16384, 0, 1, {{0, 0}}, true), iv("l1", 16384, 2, 3, {{0, 1}}, true)});
  in.faults.loadsAsNonLoads = true;
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"l0"}, {"l1"}})); // gated: unaffected
  in.backendConfigured = false;
  in.capacity.clear();
  EXPECT_EQ(buffers(in, planReuse(in)), (Names{{"l0", "l1"}}));
}

} // namespace
} // namespace pipecheck::passes::reuse

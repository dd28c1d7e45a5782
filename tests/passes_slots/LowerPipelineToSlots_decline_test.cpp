// LowerPipelineToSlots: every reason to decline a loop, each next to a
// control that differs only in that reason and is slotted.
//
// A declined loop comes back byte-identical to its input (still pl.pipeline,
// no MemRef): declines are silent and all-or-nothing (reference/
// neighbour-passes.md section 6.1, golden-window observation 9). Capacities
// are the Backend tables (910B Vec 188416 bytes, 950 Vec 245760); a [64, 256]
// FP32 tile is 65536 bytes, a [32, 256] one 32768.
#include <gtest/gtest.h>

#include "tests/passes_slots/slots_test_util.h"

namespace pipecheck {
namespace {

using slotstest::count;
using slotstest::kernel;
using slotstest::printed;
using slotstest::slots;

std::string replaced(std::string s, const std::string &from, const std::string &to) {
  std::size_t at = s.find(from);
  EXPECT_NE(at, std::string::npos) << "no '" << from << "' in the template";
  if (at != std::string::npos)
    s.replace(at, from.size(), to);
  return s;
}

void expectSlotted(const std::string &src, std::size_t slottedLoads = 1) {
  memtest::Outcome r = slots(src);
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(count(r.text, "pl.MemRef(\"pipe_"), slottedLoads) << r.text;
  EXPECT_EQ(count(r.text, "pl.pipeline("), 0u) << r.text;
}

void expectDeclined(const std::string &src) {
  memtest::Outcome r = slots(src);
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.text, printed(src));
  EXPECT_EQ(count(r.text, "pl.MemRef("), count(printed(src), "pl.MemRef(")) << r.text;
}

// One Vec load, exp, store into the tensor carry. LOOP and the lines marked
// by their statements are what the tests replace.
const std::string kOne = kernel(R"(
        for i, (o,) in pl.pipeline(0, 8, stage=2, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)");

TEST(SlotsDecline, NonUnitStep) {
  expectSlotted(kOne);
  expectDeclined(replaced(kOne, "pl.pipeline(0, 8, stage=2", "pl.pipeline(0, 16, 2, stage=2"));
}

TEST(SlotsDecline, StartNotAMultipleOfF) {
  expectSlotted(replaced(kOne, "pl.pipeline(0, 8, stage=2", "pl.pipeline(4, 12, stage=4"));
  expectDeclined(replaced(kOne, "pl.pipeline(0, 8, stage=2", "pl.pipeline(2, 10, stage=4"));
}

TEST(SlotsDecline, FactorOneIsLeftToTheOtherPasses) {
  expectDeclined(replaced(kOne, "stage=2", "stage=1"));
}

TEST(SlotsDecline, FactorAboveSixteen) {
  expectSlotted(replaced(kOne, "pl.pipeline(0, 8, stage=2", "pl.pipeline(0, 32, stage=16"));
  expectDeclined(replaced(kOne, "pl.pipeline(0, 8, stage=2", "pl.pipeline(0, 34, stage=17"));
}

TEST(SlotsDecline, LoadStoredDirectly) {
  // tile.store reuses its destination (output_reuses_input), so all its
  // arguments are inherit-consumed (golden-window observation 2).
  expectDeclined(replaced(kOne, "pl.tile.store(e, [i * 32, 0], o)", "pl.tile.store(t, [i * 32, 0], o)"));
}

TEST(SlotsDecline, LoadConsumedByAnInPlaceOp) {
  // tile.write writes into its argument 0 (output_reuses_input): a load it
  // consumes is declined; the same write on a computed tile is not. (No
  // buffer-aliasing view op is registered; LowerPipelineToSlots_uses_test
  // covers views through the collector's predicate.)
  std::string onLoad = replaced(kOne, "= pl.tile.exp(t)", "= pl.tile.write(t, [0, 0], 1.0)");
  std::string onCompute =
      replaced(kOne, "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)",
               "            c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)\n"
               "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.write(c, [0, 0], 1.0)");
  expectSlotted(onCompute);
  expectDeclined(onLoad);
}

TEST(SlotsDecline, LoadIsANestedLoopsIterArgInit) {
  std::string nested = kernel(R"(
        for i, (o,) in pl.pipeline(0, 8, stage=2, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            for k, (acc,) in pl.range(3, init_values=(INIT,)):
                acc2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(acc, 0.5)
                r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc2)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(r, [i * 32, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)");
  expectSlotted(replaced(nested, "INIT", "e"));
  expectDeclined(replaced(nested, "INIT", "t"));
}

// A tile carry next to the tensor carry; the loop yields CARRY.
const std::string kCarry = kernel(R"(
        z: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        for i, (o, c) in pl.pipeline(0, 8, stage=2, init_values=(out, z)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            a: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = t
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, c)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)
            y, yc = pl.yield_(o2, CARRY)
        return y)");

TEST(SlotsDecline, LoadYieldedAsAPhi) {
  expectSlotted(replaced(kCarry, "CARRY", "e"));
  expectDeclined(replaced(kCarry, "CARRY", "t"));
}

TEST(SlotsDecline, BareAliasOfALoadReachingAPhi) {
  expectDeclined(replaced(kCarry, "CARRY", "a"));
}

TEST(SlotsDecline, DynamicValidExtent) {
  std::string dyn = replaced(
      kOne, "t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64]",
      "t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n, 64])] = "
      "pl.tile.load(x, [i * 32, 0], [32, 64], [n, 64]");
  ASSERT_NE(printed(dyn).find("valid_shape=[n, 64]"), std::string::npos) << printed(dyn);
  expectDeclined(dyn);
}

TEST(SlotsDecline, MemorySpaceOutsideVecMatAcc) {
  std::string mat = replaced(
      replaced(kOne, "t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]", "t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat]"),
      "[32, 64], [32, 64], target_memory=pl.Mem.Vec)\n            e",
      "[32, 64], [32, 64], target_memory=pl.Mem.Mat)\n            e");
  expectSlotted(mat);
  std::string left = replaced(replaced(mat, "pl.Mem.Mat]", "pl.Mem.Left]"), "target_memory=pl.Mem.Mat",
                              "target_memory=pl.Mem.Left");
  ASSERT_NE(printed(left).find("pl.Mem.Left]"), std::string::npos) << printed(left);
  expectDeclined(left);
}

// A wide load: [64, 256] FP32 = 65536 bytes per slot.
const std::string kWide = kernel(R"(
        for i, (o,) in pl.pipeline(0, 6, stage=STAGE, init_values=(out,)):
            t: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 64, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 64, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)");

TEST(SlotsDecline, OverTheMemorySpaceCapacity) {
  expectSlotted(replaced(kWide, "STAGE", "2"));  // 131072 <= 188416
  std::string three = replaced(kWide, "STAGE", "3");
  expectDeclined(three); // 196608 > 188416 on 910B
  memtest::Outcome on950 = slots(three, passes::Backend::Ascend950); // <= 245760
  ASSERT_TRUE(on950.ok) << on950.text;
  EXPECT_EQ(count(on950.text, R"(pl.MemRef("pipe_t", slots=3)[i % 3])"), 1u) << on950.text;
}

TEST(SlotsDecline, BudgetAccumulatesAcrossTheLoopsOfOneFunction) {
  // Each loop alone needs 2 x 65536 = 131072 bytes; together 262144 > 188416.
  std::string two = kernel(R"(
        for i, (o,) in pl.pipeline(0, 6, stage=2, init_values=(out,)):
            t: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 64, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 64, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        for j, (p,) in pl.pipeline(0, 6, stage=2, init_values=(y,)):
            u: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 64, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)
            f: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u)
            p2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(f, [j * 64, 0], p)
            yj: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(p2)
        return yj)");
  memtest::Outcome r = slots(two);
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(count(r.text, R"(pl.MemRef("pipe_t", slots=2)[i % 2])"), 1u) << r.text;
  EXPECT_EQ(count(r.text, "pipe_u"), 0u) << r.text;
  EXPECT_EQ(count(r.text, "for j, (p,) in pl.pipeline("), 1u) << r.text;
  // The second loop alone fits: it was the first loop's bytes that declined it.
  memtest::Outcome on950 = slots(two, passes::Backend::Ascend950); // 262144 > 245760 too
  ASSERT_TRUE(on950.ok);
  EXPECT_EQ(count(on950.text, "pipe_u"), 0u) << on950.text;
  std::string secondOnly = replaced(two, "pl.pipeline(0, 6, stage=2, init_values=(out,))",
                                    "pl.range(0, 6, init_values=(out,))");
  memtest::Outcome alone = slots(secondOnly);
  ASSERT_TRUE(alone.ok) << alone.text;
  EXPECT_EQ(count(alone.text, R"(pl.MemRef("pipe_u", slots=2)[j % 2])"), 1u) << alone.text;
}

TEST(SlotsDecline, AuthorPinnedAllocationCountsAgainstTheBudget) {
  // The loop needs 2 x 32768 = 65536 bytes; the author's 2-slot 65536-byte
  // declaration commits 131072 first: 196608 > 188416.
  std::string loop = kernel(R"(
        PINNED
        for i, (o,) in pl.pipeline(0, 8, stage=2, init_values=(out,)):
            t: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)");
  std::string pinned = "z: pl.Tile[[64, 256], pl.FP32, pl.MemRef(\"mine\", slots=2)[0], pl.Mem.Vec] = "
                       "pl.tile.load(x, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)";
  std::string plain = "z: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = "
                      "pl.tile.load(x, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)";
  expectSlotted(replaced(loop, "PINNED", plain));
  expectDeclined(replaced(loop, "PINNED", pinned));
}

TEST(SlotsDecline, LoopBelowADeclinedPipelineIsNotSlottedWhileASiblingIs) {
  std::string nest = kernel(R"(
        for ob, (o,) in OUTER:
            for i, (oi,) in pl.pipeline(0, 2, stage=2, init_values=(o,)):
                t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(ob + i) * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
                oi2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [(ob + i) * 32, 0], oi)
                yi: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(oi2)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(yi)
        for j, (p,) in pl.pipeline(0, 4, stage=2, init_values=(y,)):
            t2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 32 + 256, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t2)
            p2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e2, [j * 32 + 256, 0], p)
            yj: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(p2)
        return yj)");
  // Under a Sequential outer loop the inner pipeline is slotted.
  expectSlotted(replaced(nest, "OUTER", "pl.range(0, 8, 2, init_values=(out,))"), 2);
  // Under a declined (step 2) pipeline it is not; the sibling still is.
  memtest::Outcome r = slots(replaced(nest, "OUTER", "pl.pipeline(0, 8, 2, stage=2, init_values=(out,))"));
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(count(r.text, "pl.MemRef(\"pipe_"), 1u) << r.text;
  EXPECT_EQ(count(r.text, R"(pl.MemRef("pipe_t2", slots=2)[j % 2])"), 1u) << r.text;
  EXPECT_EQ(count(r.text, "pl.pipeline("), 2u) << r.text;
  // A stage=1 outer pipeline does not block (only F > 1 sets the flag); it
  // stays a pipeline for CanonicalizeIOOrder.
  memtest::Outcome one =
      slots(replaced(nest, "OUTER", "pl.pipeline(0, 8, 2, stage=1, init_values=(out,))"));
  ASSERT_TRUE(one.ok) << one.text;
  EXPECT_EQ(count(one.text, "pl.MemRef(\"pipe_"), 2u) << one.text;
  EXPECT_EQ(count(one.text, "in pl.pipeline(0, 8, 2, stage=1"), 1u) << one.text;
}

TEST(SlotsDecline, OneBlockedLoadDeclinesTheWholeLoop) {
  std::string two = replaced(kOne, "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)",
                             "            t3: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32 + 256, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)\n"
                             "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t3)");
  expectSlotted(two, 2);
  expectDeclined(replaced(two, "pl.tile.store(e, [i * 32, 0], o)", "pl.tile.store(t3, [i * 32, 0], o)"));
}

} // namespace
} // namespace pipecheck

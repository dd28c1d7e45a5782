// LowerPipelineToSlots internals: DisqualifyingUseCollector (alias roots
// through bare aliases and buffer-inheriting calls, phi_carried,
// inherit_consumed), the loop-shape gate and the slot budget.
//
// No buffer-aliasing view op (reshape, slice) is in pipecheck's op registry,
// so the view case runs the collector with a predicate that also counts
// tile.move as a view: a load reaching a yield or a consumer through such a
// view must be rooted at the load (reference/neighbour-passes.md 6.2).
#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "core/passes/LowerPipelineToSlotsInternal.h"
#include "tests/passes_slots/slots_test_util.h"

namespace pipecheck {
namespace {

using namespace passes::slots;

const std::string kViewed = slotstest::kernel(R"(
        z: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        for i, (o, c) in pl.pipeline(0, 8, stage=2, init_values=(out, z)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            m: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(t, target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(m, c)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)
            y, yc = pl.yield_(o2, m)
        return y)");

struct Loop {
  ir::ProgramPtr program; // keeps the nodes alive
  const ir::ForStmt *loop = nullptr;
  std::vector<ir::StmtPtr> body;
};

Loop parseLoop(const std::string &src) {
  Loop l;
  auto p = text::parseProgram(src, "input.py");
  EXPECT_TRUE(p.ok()) << (p.ok() ? "" : p.error().message);
  if (!p.ok())
    return l;
  l.program = p.value();
  for (const ir::StmtPtr &s : ir::stmtList(l.program->functions[0]->body))
    if (const ir::ForStmt *f = ir::asFor(s)) {
      l.loop = f;
      l.body = ir::stmtList(f->body);
    }
  return l;
}

const ir::Var *defOf(const Loop &l, std::size_t i) { return ir::asAssign(l.body.at(i))->var.get(); }

bool moveIsAView(const ir::Call &c) { return c.op == "tile.move" || outputInheritsSourceBuffer(c); }

TEST(SlotsUses, RegistryPredicateCoversStoreWriteAndMatmulAccOnly) {
  auto call = [](const char *op) { return ir::Call(op, {}, {}, {}, nullptr); };
  EXPECT_TRUE(outputInheritsSourceBuffer(call("tile.store")));
  EXPECT_TRUE(outputInheritsSourceBuffer(call("tile.write")));
  EXPECT_TRUE(outputInheritsSourceBuffer(call("tile.matmul_acc")));
  EXPECT_FALSE(outputInheritsSourceBuffer(call("tile.load")));
  EXPECT_FALSE(outputInheritsSourceBuffer(call("tile.move")));
  EXPECT_FALSE(outputInheritsSourceBuffer(call("tile.exp")));
}

TEST(SlotsUses, WithoutAViewTheMoveResultIsItsOwnRoot) {
  Loop l = parseLoop(kViewed);
  ASSERT_TRUE(l.loop);
  DisqualifyingUses u = collectDisqualifyingUses(l.loop->body, outputInheritsSourceBuffer);
  const ir::Var *t = defOf(l, 0), *m = defOf(l, 1), *e = defOf(l, 2);
  EXPECT_EQ(u.rootOf(m), m);
  EXPECT_TRUE(u.phiCarried.count(m));
  EXPECT_FALSE(u.phiCarried.count(t));
  EXPECT_FALSE(u.inheritConsumed.count(t));
  EXPECT_TRUE(u.inheritConsumed.count(e)); // an argument of tile.store
  passes::slots::SlotBudget budget(passes::Backend::Ascend910B);
  auto c = collectCandidates(*l.loop, 2, budget, outputInheritsSourceBuffer);
  ASSERT_TRUE(c);
  ASSERT_EQ(c->size(), 1u);
  EXPECT_EQ((*c)[0].get(), t);
}

TEST(SlotsUses, AViewOfALoadIsRootedAtTheLoadAndDeclinesIt) {
  Loop l = parseLoop(kViewed);
  ASSERT_TRUE(l.loop);
  DisqualifyingUses u = collectDisqualifyingUses(l.loop->body, moveIsAView);
  const ir::Var *t = defOf(l, 0), *m = defOf(l, 1);
  EXPECT_EQ(u.rootOf(m), t);
  EXPECT_TRUE(u.inheritConsumed.count(t)); // consumed by the view
  EXPECT_TRUE(u.phiCarried.count(t));      // the view reaches the yield
  passes::slots::SlotBudget budget(passes::Backend::Ascend910B);
  EXPECT_FALSE(collectCandidates(*l.loop, 2, budget, moveIsAView));
  EXPECT_EQ(budget.committed(ir::MemorySpace::Vec), 0u); // a declined loop commits nothing
}

TEST(SlotsUses, LoopShapeGate) {
  auto loop = [](int64_t start, int64_t step) {
    ir::ForSpec s;
    s.loopVar = ir::makeVar("i", ir::makeScalarType(ir::DataType::INDEX));
    s.start = ir::constInt(start);
    s.stop = ir::constInt(64);
    s.step = ir::constInt(step);
    s.body = ir::makeSeq({});
    return ir::makeFor(s);
  };
  EXPECT_TRUE(loopShapeAllowsSlots(*loop(0, 1), 2));
  EXPECT_TRUE(loopShapeAllowsSlots(*loop(6, 1), 3));
  EXPECT_TRUE(loopShapeAllowsSlots(*loop(0, 1), 16));
  EXPECT_FALSE(loopShapeAllowsSlots(*loop(0, 1), 1));
  EXPECT_FALSE(loopShapeAllowsSlots(*loop(0, 1), 17));
  EXPECT_FALSE(loopShapeAllowsSlots(*loop(0, 2), 2));
  EXPECT_FALSE(loopShapeAllowsSlots(*loop(3, 1), 2));
  ir::ForSpec dyn = ir::specOf(*loop(0, 1));
  dyn.start = ir::makeVar("lo", ir::makeScalarType(ir::DataType::INDEX));
  EXPECT_FALSE(loopShapeAllowsSlots(*ir::makeFor(dyn), 2));
}

// The kit under PTOAS (tests/golden-window/cases/slots_extents_rank): a static
// 1-D load is slotted, `[n]` is not; a 3-D valid shape [1, 4, n] is (the third
// dim is not read).
TEST(SlotsUses, StaticValidExtentsLookAtTheFirstTwoDims) {
  ir::ExprPtr n = ir::makeVar("n", ir::makeScalarType(ir::DataType::INDEX));
  auto tile = [](std::vector<ir::ExprPtr> shape, std::vector<ir::ExprPtr> valid) {
    ir::TileView v = ir::implicitTileView(shape, ir::MemorySpace::Vec);
    v.validShape = std::move(valid);
    return ir::makeTileType(ir::DataType::FP32, shape, ir::MemorySpace::Vec, v);
  };
  EXPECT_TRUE(hasStaticValidExtents(*ir::asTile(tile({ir::constInt(8), ir::constInt(16)}, {}))));
  EXPECT_FALSE(hasStaticValidExtents(
      *ir::asTile(tile({ir::constInt(8), ir::constInt(16)}, {n, ir::constInt(16)}))));
  EXPECT_FALSE(hasStaticValidExtents(
      *ir::asTile(tile({ir::constInt(8), ir::constInt(16)}, {ir::constInt(8), n}))));
  EXPECT_TRUE(hasStaticValidExtents(*ir::asTile(tile({ir::constInt(8)}, {}))));
  EXPECT_FALSE(hasStaticValidExtents(*ir::asTile(tile({ir::constInt(8)}, {n}))));
  EXPECT_TRUE(hasStaticValidExtents(*ir::asTile(
      tile({ir::constInt(1), ir::constInt(4), ir::constInt(16)},
           {ir::constInt(1), ir::constInt(4), n}))));
}

TEST(SlotsUses, BudgetUsesThePhysicalAllocationSizeWithAccPadding) {
  // Acc [10, 16] FP32: M padded to 16 -> 16 * 16 * 4 = 1024 bytes a slot.
  ir::VarPtr acc = ir::makeVar(
      "a", ir::makeTileType(ir::DataType::FP32, {ir::constInt(10), ir::constInt(16)},
                            ir::MemorySpace::Acc));
  SlotBudget b(passes::Backend::Ascend910B);
  EXPECT_TRUE(b.tryCommit({acc}, 2));
  EXPECT_EQ(b.committed(ir::MemorySpace::Acc), 2048u);
  EXPECT_EQ(b.committed(ir::MemorySpace::Vec), 0u);
  // Acc capacity on 910B is 131072: 64 more slots of 1024 bytes do not fit.
  EXPECT_FALSE(b.tryCommit({acc}, 128));
  EXPECT_EQ(b.committed(ir::MemorySpace::Acc), 2048u);
}

TEST(SlotsUses, PinnedAllocCollectorSeedsMaxSizeTimesMaxSlotsPerSpace) {
  auto l = text::parseProgram(slotstest::kernel(R"(
        a: pl.Tile[[8, 256], pl.FP32, pl.MemRef("buf", slots=2)[0], pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 256], [8, 256], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 256], pl.FP32, pl.MemRef("buf", slots=2)[1], pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 16], pl.FP32, pl.MemRef("other", slots=3)[1], pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        d: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return out)"), "input.py");
  ASSERT_TRUE(l.ok()) << l.error().message;
  SlotBudget b(passes::Backend::Ascend910B);
  b.seedPinned(*l.value()->functions[0]);
  EXPECT_EQ(b.committed(ir::MemorySpace::Vec), 2u * 16 * 256 * 4); // max size x 2 slots
  EXPECT_EQ(b.committed(ir::MemorySpace::Mat), 3u * 16 * 16 * 4);
}

} // namespace
} // namespace pipecheck

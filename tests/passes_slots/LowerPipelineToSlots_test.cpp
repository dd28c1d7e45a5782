// LowerPipelineToSlots: the planner gate, the binding it writes, the
// no-backend error, idempotence and its fault.
//
// Expected texts are written from reference/neighbour-passes.md section 6 and
// the golden-window README (observation 8: the binding prints inside the tile
// type as pl.MemRef("pipe_<name>", slots=F)[<loop var> % F]; the loop keeps
// bounds, step, iter_args and order and becomes pl.range).
#include <gtest/gtest.h>

#include "core/passes/faults.h"
#include "tests/passes_slots/slots_test_util.h"

namespace pipecheck {
namespace {

using slotstest::kernel;
using slotstest::printed;
using slotstest::slots;

// Two Vec loads feeding an add, start 4 (a multiple of F = 2), step 1.
const std::string kTwoLoads = kernel(R"(
        for i, (o,) in pl.pipeline(4, 12, stage=2, init_values=(out,)):
            ta: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            tb: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32 + 256, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(s, [i * 32, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)");

const std::string kTwoLoadsSlotted = kernel(R"(
        for i, (o,) in pl.range(4, 12, init_values=(out,)):
            ta: pl.Tile[[32, 64], pl.FP32, pl.MemRef("pipe_ta", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            tb: pl.Tile[[32, 64], pl.FP32, pl.MemRef("pipe_tb", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(x, [i * 32 + 256, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(s, [i * 32, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)");

TEST(LowerPipelineToSlots, RegisteredUnderItsPyPTOName) {
  std::optional<passes::PassInfo> info = passes::findPass("lower_pipeline_to_slots");
  ASSERT_TRUE(info);
  EXPECT_EQ(info->className, "LowerPipelineToSlots");
  auto p = passes::createPass("lower_pipeline_to_slots");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p.value()->name(), "lower_pipeline_to_slots");
  // Right after the skew, right before LowerPipelineLoops (reference section 0).
  std::vector<std::string> names;
  for (const passes::PassInfo &pi : passes::registeredPasses())
    names.push_back(pi.name);
  auto at = std::find(names.begin(), names.end(), "lower_pipeline_to_slots");
  ASSERT_NE(at, names.end());
  ASSERT_NE(at + 1, names.end());
  EXPECT_EQ(*(at + 1), "lower_pipeline_loops");
  if (at != names.begin()) {
    EXPECT_EQ(*(at - 1), "skew_cross_core_pipeline");
  }
}

TEST(LowerPipelineToSlots, PtoasBindsEveryLoadAndDemotesTheLoop) {
  memtest::Outcome r = slots(kTwoLoads);
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.text, kTwoLoadsSlotted);
}

TEST(LowerPipelineToSlots, SlotIsPinnedFSlotsIndexedByFloorModOfTheLoopVar) {
  memtest::Outcome r = slots(kTwoLoads);
  ASSERT_TRUE(r.ok) << r.text;
  const ir::ForStmt *loop = ir::asFor(ir::stmtList(r.output->functions[0]->body)[0]);
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop->forKind, ir::ForKind::Sequential);
  EXPECT_FALSE(ir::findAttr(loop->attrs, ir::kPipelineStagesAttr));
  const ir::AssignStmt *ta = ir::asAssign(ir::stmtList(loop->body)[0]);
  ASSERT_TRUE(ta);
  const ir::TileType *t = ir::asTile(ta->var->type);
  ASSERT_TRUE(t && t->memref);
  EXPECT_EQ(t->memref->name, "pipe_ta");
  EXPECT_TRUE(t->memref->pinned);
  EXPECT_EQ(t->memref->slotCount, 2);
  EXPECT_EQ(t->memref->size, 0u);
  const ir::BinaryExpr *idx = ir::asBinary(t->memref->slotIndex);
  ASSERT_TRUE(idx);
  EXPECT_EQ(idx->op, ir::BinaryOp::FloorMod);
  EXPECT_EQ(idx->lhs.get(), loop->loopVar.get());
  ASSERT_TRUE(ir::asConstInt(idx->rhs));
  EXPECT_EQ(ir::asConstInt(idx->rhs)->value, 2);
  // The use in tile.add is the new (slotted) var, not the old one.
  const ir::AssignStmt *add = ir::asAssign(ir::stmtList(loop->body)[2]);
  ASSERT_TRUE(add);
  EXPECT_EQ(ir::asCall(add->value)->args[0].get(), ta->var.get());
}

TEST(LowerPipelineToSlots, OutputIsAPrintFixpointThatReparsesEqual) {
  memtest::Outcome r = slots(kTwoLoads);
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(printed(r.text), r.text);
}

TEST(LowerPipelineToSlots, PyptoPlannerReturnsTheProgramUnchanged) {
  auto parsed = text::parseProgram(kTwoLoads, "input.py");
  ASSERT_TRUE(parsed.ok());
  for (passes::Backend b : {passes::Backend::Ascend910B, passes::Backend::None}) {
    passes::PassOptions o;
    o.backend = b; // PYPTO returns before it reads the backend: None does not raise
    auto out = passes::createPass("lower_pipeline_to_slots").value()->run(parsed.value(), o);
    ASSERT_TRUE(out.ok()) << out.error().message;
    EXPECT_EQ(out.value().get(), parsed.value().get());
    EXPECT_EQ(text::printProgram(*out.value()), printed(kTwoLoads));
  }
}

TEST(LowerPipelineToSlots, PtoasWithoutBackendRaisesForAnyFunctionWithABody) {
  // Even a function without a pipeline loop raises (golden-window observation 1).
  std::string noLoop = kernel(R"(
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        y: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return y)");
  for (const std::string &src : {kTwoLoads, noLoop}) {
    memtest::Outcome r = slots(src, passes::Backend::None);
    ASSERT_FALSE(r.ok) << r.text;
    EXPECT_EQ(r.text.substr(0, r.text.find('\n')),
              "ERROR: ValueError: Backend type not configured. Please call SetBackendType() or "
              "use compile() with backend_type parameter.");
  }
}

TEST(LowerPipelineToSlots, IdempotentOnItsOwnOutput) {
  memtest::Outcome once = slots(kTwoLoads);
  ASSERT_TRUE(once.ok) << once.text;
  auto again = passes::createPass("lower_pipeline_to_slots").value()->run(once.output, [] {
    passes::PassOptions o;
    o.planner = passes::MemoryPlanner::PTOAS;
    return o;
  }());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value()->functions[0].get(), once.output->functions[0].get());
  EXPECT_EQ(text::printProgram(*again.value()), once.text);
  // And on a re-parse of the printed output (the slots now come from the text).
  memtest::Outcome reparsed = slots(once.text);
  ASSERT_TRUE(reparsed.ok) << reparsed.text;
  EXPECT_EQ(reparsed.text, once.text);
}

TEST(LowerPipelineToSlots, AuthorBoundLoadIsSkippedSilentlyAndDoesNotBlockTheLoop) {
  memtest::Outcome r = slots(kernel(R"(
        for i, (o,) in pl.pipeline(0, 8, stage=2, init_values=(out,)):
            ta: pl.Tile[[32, 64], pl.FP32, pl.MemRef("mine", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            tb: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32 + 256, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(s, [i * 32, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)"));
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_NE(r.text.find(R"(pl.MemRef("mine", slots=2)[i % 2])"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find(R"(tb: pl.Tile[[32, 64], pl.FP32, pl.MemRef("pipe_tb", slots=2)[i % 2])"),
            std::string::npos)
      << r.text;
  EXPECT_EQ(r.text.find("pipe_ta"), std::string::npos) << r.text;
  EXPECT_EQ(r.text.find("pl.pipeline"), std::string::npos) << r.text;
}

TEST(LowerPipelineToSlots, ComputeTilesGetNoSlotAndPolicyAttrsStay) {
  memtest::Outcome r = slots(kernel(R"(
        for i, (o,) in pl.pipeline(0, 8, stage=2, init_values=(out,), attrs={"pipeline_overlap_stores": False}):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o2: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(o2)
        return y)"));
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(slotstest::count(r.text, "pl.MemRef("), 1u) << r.text;
  EXPECT_NE(r.text.find("pipeline_overlap_stores"), std::string::npos) << r.text;
  EXPECT_EQ(r.text.find("pl.pipeline"), std::string::npos) << r.text;
}

TEST(LowerPipelineToSlots, FaultIndexesTheSlotsModuloFMinusOne) {
  bool known = false;
  for (const passes::FaultInfo &f : passes::registeredFaults())
    known |= f.name == "slots-index-mod-f-minus-1" && f.pass == "lower_pipeline_to_slots";
  EXPECT_TRUE(known);
  std::string src = kTwoLoads;
  src.replace(src.find("stage=2"), 7, "stage=4");
  memtest::Outcome good = slots(src);
  memtest::Outcome bad = slots(src, passes::Backend::Ascend910B, passes::MemoryPlanner::PTOAS,
                               {"slots-index-mod-f-minus-1"});
  ASSERT_TRUE(good.ok && bad.ok) << good.text << bad.text;
  EXPECT_NE(good.text, bad.text);
  EXPECT_EQ(slotstest::count(good.text, "slots=4)[i % 4]"), 2u) << good.text;
  EXPECT_EQ(slotstest::count(bad.text, "slots=4)[i % 3]"), 2u) << bad.text;
}

} // namespace
} // namespace pipecheck

// Slot-shaped kernels: one same-core pl.pipeline loop shaped for
// LowerPipelineToSlots (the PTOAS planner's multi-buffering), either
// slottable or declined for exactly one reason.
//
// Slottable (choice 0): start a multiple of F, step 1, F in 2..16, and
// top-level Vec (or Mat) loads that are consumed by a computation (exp,
// muls, add of two loads, or move-to-Left + matmul) before the result is
// stored into the out tensor (a tensor iter_arg, or an EvalStmt store into
// the out param). Each decline variant changes one thing (see
// neighbour-passes.md section 6): the load is stored directly (tile.store is
// an in-place op, so all its arguments count as consumed), the load is a
// nested pl.range's iter_arg init, the load is yielded as a Vec carry, step 2,
// a start that is not a multiple of F, F above 16, or a [64, 64] FP32 Vec
// tile (16384 bytes) with F >= 12, so F slots exceed the 910B Vec capacity
// (188416 bytes). One more variant keeps the loop slottable but nests it in
// a pl.pipeline the planner declines (step 2): a slot must not be made under
// a declined ancestor (NB §6.1 step 3, PTOAS#1118), so both are declined.
// Which outcome is expected is recorded as a Feature; the pass and the slot
// properties judge what really happens.
#include "properties/gen/GenContext.h"

#include <algorithm>

namespace pipecheck::gen::detail {

using namespace ir;

namespace {
enum SlotVariant {
  Taken, Stored, NestedInit, Yielded, Step2, Misaligned, FOver16, Capacity, UnderDeclined
};
} // namespace

FunctionPtr Gen::genSlotKernel() {
  KernelCtx kc;
  bool aiv = src_.chance(k_.slotAivRatio);
  beginKernel(kc, 0, aiv ? "vec_slots" : "kernel_0", aiv ? FunctionType::AIV : FunctionType::InCore);
  int variant = weighted({k_.weightSlotTaken, k_.weightSlotStored, k_.weightSlotNestedInit,
                          k_.weightSlotYielded, k_.weightSlotStep2, k_.weightSlotMisaligned,
                          k_.weightSlotFOver16, k_.weightSlotCapacity,
                          k_.weightSlotUnderDeclined});
  static const Feature kVariant[] = {
      Feature::SlotTaken,           Feature::SlotDeclineStoredDirectly,
      Feature::SlotDeclineNestedInit, Feature::SlotDeclineYielded,
      Feature::SlotDeclineStep2,    Feature::SlotDeclineMisaligned,
      Feature::SlotDeclineFOver16,  Feature::SlotDeclineCapacity,
      Feature::SlotUnderDeclined};
  note(kVariant[variant]);
  kc.rank = 2;
  // Mat loads only where the variant's point is not a Vec tile.
  bool mat = (variant == Taken || variant == Step2 || variant == Misaligned) &&
             src_.chance(k_.slotMatRatio);
  kc.matmul = mat;
  if (variant == Capacity) {
    kc.vecShape = {64, 64};
  } else {
    int64_t rows = int64_t{1} << src_.range(k_.vecRowsLog2.lo, k_.vecRowsLog2.hi);
    int64_t cols = int64_t{1} << src_.range(k_.vecColsLog2.lo, k_.vecColsLog2.hi);
    kc.vecShape = {rows, cols};
  }
  if (mat) {
    note(Feature::SlotMatLoad);
    kc.M = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
    kc.K = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
    kc.N = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
  }

  // Loop shape.
  int64_t F = 2;
  if (variant == FOver16)
    F = src_.range(17, 32);
  else if (variant == Capacity)
    F = src_.range(12, 16);
  else if (variant == UnderDeclined)
    F = src_.range(2, 4); // the declined outer loop doubles the copies
  else
    F = src_.range(std::max<int64_t>(k_.slotStage.lo, 2), std::max<int64_t>(k_.slotStage.hi, 2));
  int64_t step = variant == Step2 ? 2 : 1;
  int64_t start = F * static_cast<int64_t>(src_.upTo(1));
  if (variant == Misaligned)
    start += src_.range(1, F - 1);
  int64_t trip = F;
  switch (src_.upTo(3)) {
  case 0: trip = F; break;
  case 1: trip = 2 * F; break;
  case 2: trip = F + 1; break;
  default: trip = src_.range(1, F - 1); break;
  }
  if (variant == FOver16 || variant == Capacity)
    trip = std::min(trip, F); // big loops stay cheap to interpret
  int64_t last = start + step * (trip - 1);

  Env env;
  int outSlot = addOutTensor(env);
  Stmts body;
  // UnderDeclined: for j, (o,) in pl.pipeline(0, 4, 2, stage=2) around the
  // slot loop, which is generated in `host` (the outer body's scope) and
  // threads the out tensor through the outer iter_arg.
  const bool nested = variant == UnderDeclined;
  Env host = env;
  Stmts outerBody;
  ForSpec outer;
  if (nested) {
    note(Feature::PipelineDepth2);
    outer.loopVar = newVar("j", makeScalarType(DataType::INDEX));
    outer.start = constInt(0);
    outer.stop = constInt(4);
    outer.step = constInt(2);
    outer.kind = ForKind::Pipeline;
    outer.attrs.emplace_back(kPipelineStagesAttr, int64_t{2});
    host.loopDepth = 1;
    host.pipelineDepth = 1;
    host.nestIterations = 2;
    host.index.insert(host.index.begin(), IndexVar{outer.loopVar, Interval{0, 2}, true});
    IterArgPtr ia = makeIterArg("o", env.values[outSlot].expr->type, env.values[outSlot].expr);
    outer.iterArgs = {ia};
    host.values[outSlot].expr = ia;
    host.values[outSlot].carried = true;
  }
  Env &scope = nested ? host : env;
  Stmts &scopeBody = nested ? outerBody : body;
  int right = mat ? getRight(scope, scopeBody) : -1;
  int seed = variant == Yielded ? loadTile(scope, scopeBody, ValKind::Vec, kc.vecShape) : -1;
  bool iterArg = variant == Yielded || nested || !src_.chance(k_.xcNoIterArgRatio);

  ForSpec spec;
  spec.loopVar = newVar("i", makeScalarType(DataType::INDEX));
  spec.start = constInt(start);
  spec.stop = constInt(last + 1);
  spec.step = constInt(step);
  spec.kind = ForKind::Pipeline;
  spec.attrs.emplace_back(kPipelineStagesAttr, F);
  Env be = scope;
  be.loopDepth = scope.loopDepth + 1;
  be.pipelineDepth = scope.pipelineDepth + 1;
  be.nestIterations = scope.nestIterations * trip;
  be.index.insert(be.index.begin(), IndexVar{spec.loopVar, Interval{start, last}, true});
  for (Value &v : be.values)
    v.writable = false;
  std::vector<int> carried;
  if (iterArg)
    carried.push_back(outSlot);
  if (seed >= 0)
    carried.push_back(seed);
  for (int k : carried) {
    IterArgPtr ia = makeIterArg(k == outSlot ? (nested ? "p" : "o") : "v",
                                scope.values[k].expr->type, scope.values[k].expr);
    spec.iterArgs.push_back(ia);
    be.values[k].expr = ia;
    be.values[k].writable = true;
    be.values[k].carried = true;
  }

  Stmts loop;
  int t = mat ? loadTile(be, loop, ValKind::Mat, {kc.M, kc.K})
              : loadTile(be, loop, ValKind::Vec, kc.vecShape);
  int t2 = -1;
  if (variant != Capacity && src_.chance(k_.slotTwoLoadsRatio)) {
    note(Feature::SlotTwoLoads);
    t2 = loadTile(be, loop, ValKind::Vec, kc.vecShape);
  }
  int result = -1;
  if (variant == Stored) {
    result = t; // the load itself goes to tile.store
  } else if (variant == NestedInit) {
    // for j, (v,) in pl.range(c, init_values=(t,)): v = muls(v, 0.5)
    const Value &tv = be.values[t];
    IterArgPtr ia = makeIterArg("v", tv.expr->type, tv.expr);
    ExprPtr mc = call("tile.muls", {ia, constFloat(0.5)});
    note(Feature::OpScalarBinary);
    VarPtr v2 = newVar("v", mc->type);
    VarPtr rv = newVar("rv", mc->type);
    ForSpec inner;
    inner.loopVar = newVar("j", makeScalarType(DataType::INDEX));
    inner.start = constInt(0);
    inner.stop = constInt(src_.range(1, 3));
    inner.step = constInt(1);
    inner.iterArgs = {ia};
    inner.body = flattenSeq({makeAssign(v2, mc), makeYield({v2})});
    inner.returnVars = {rv};
    emit(loop, makeFor(std::move(inner)));
    note(Feature::RangeInsidePipeline);
    result = addValue(be, Value{rv, ValKind::Vec, tv.shape});
  } else if (mat) {
    ExprPtr mv = call("tile.move", {be.values[t].expr}, {{"target_memory", MemorySpace::Left}});
    note(Feature::MoveLeft);
    VarPtr l = newVar("lft", mv->type);
    emit(loop, makeAssign(l, mv));
    ExprPtr mm = call("tile.matmul", {l, be.values[right].expr});
    note(Feature::Matmul);
    VarPtr c = newVar("c", mm->type);
    emit(loop, makeAssign(c, mm));
    result = addValue(be, Value{c, ValKind::Acc, {kc.M, kc.N}});
  } else {
    ExprPtr e;
    switch (t2 >= 0 ? 2 : src_.upTo(1)) {
    case 0: e = call("tile.exp", {be.values[t].expr}); note(Feature::OpUnary); break;
    case 1: e = call("tile.muls", {be.values[t].expr, constFloat(0.5)}); note(Feature::OpScalarBinary); break;
    default: e = call("tile.add", {be.values[t].expr, be.values[t2].expr}); note(Feature::OpBinary); break;
    }
    VarPtr ev = newVar("e", e->type);
    emit(loop, makeAssign(ev, e));
    result = addValue(be, Value{ev, ValKind::Vec, be.values[t].shape});
  }
  if (mat && t2 >= 0) { // the second (Vec) load is consumed too
    ExprPtr e = call("tile.exp", {be.values[t2].expr});
    note(Feature::OpUnary);
    VarPtr ev = newVar("e", e->type);
    emit(loop, makeAssign(ev, e));
    int r2 = addValue(be, Value{ev, ValKind::Vec, kc.vecShape});
    if (iterArg)
      genStore(be, loop, outSlot, r2);
    else
      storeEval(be, loop, outSlot, r2,
                disjointRowOffsets(be.values[outSlot].tensor, be.index.front(), start, 2, 1,
                                   std::max(kc.vecShape[0], kc.M), kc.vecShape));
  }
  if (iterArg)
    genStore(be, loop, outSlot, result);
  else
    storeEval(be, loop, outSlot, result,
              disjointRowOffsets(be.values[outSlot].tensor, be.index.front(), start,
                                 mat && t2 >= 0 ? 2 : 1, 0, std::max(kc.vecShape[0], kc.M),
                                 be.values[result].shape));
  if (seed >= 0)
    be.values[seed].expr = be.values[t].expr; // the load is yielded: a phi
  if (!carried.empty()) {
    std::vector<ExprPtr> ys;
    for (int k : carried)
      ys.push_back(be.values[k].expr);
    loop.push_back(makeYield(ys));
  }
  for (int k : carried) {
    VarPtr rv = newVar(k == outSlot ? "y" : "rv", scope.values[k].expr->type);
    spec.returnVars.push_back(rv);
    scope.values[k].expr = rv;
    scope.values[k].result = true;
  }
  spec.body = flattenSeq(loop);
  emit(scopeBody, makeFor(std::move(spec)));
  if (nested) { // close the declined outer loop around the slot loop
    outerBody.push_back(makeYield({host.values[outSlot].expr}));
    VarPtr rv = newVar("y", env.values[outSlot].expr->type);
    outer.returnVars = {rv};
    outer.body = flattenSeq(outerBody);
    emit(body, makeFor(std::move(outer)));
    env.values[outSlot].expr = rv;
    env.values[outSlot].result = true;
  }
  epilogue(env, body); // stores the yielded Vec carry
  return finishKernel(env, body);
}

} // namespace pipecheck::gen::detail

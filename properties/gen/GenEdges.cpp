// Contract edges: shapes that exercise a clause the other generator parts
// never reached, each behind one GenKnobs ratio ("contract edges") and one
// Feature tag (issue 16; docs/contracts.md names the rows).
//
// - invalidStepBounds: a pipeline loop whose step LowerPipelineLoops must
//   reject (zero; negative with a dynamic start). The faithful pipeline stops
//   with the pass's InternalError, which clean-errors judges against the
//   contract's run; every other property is "not checked" on such a program.
// - genOverflowPrefix: three 64 KiB FP32 Vec tiles live at once, over the
//   910B's Vec capacity, so allocate_memory_addr must raise its ValueError.
// - readOldCarry: a Vec carry's old value (the iter_arg) read after the
//   body made its new version, as `e = old + new` stored into a carried out
//   tensor: MaterializeSemanticAliases may not put the update in the old
//   value's buffer while that read is still to come.
// - genDbcMatmulKernel: the dbC rule's reference shape, a kernel of its own
//   appended after every other draw of a same-core program.
// The small FP16 tiles (16 bytes, below the 32-byte allocation unit) are a
// kernel shape chosen in genKernel; the slottable loop under a declined one
// is a slot variant (GenSlots.cpp).
#include "properties/gen/GenContext.h"

namespace pipecheck::gen::detail {

using namespace ir;

Gen::Bounds Gen::invalidStepBounds(Env &env, int form) {
  Bounds b;
  if (form == 1) { // a zero step, static bounds: the source itself never ends
    note(Feature::ZeroStep);
    note(Feature::StaticBounds);
    int64_t s = src_.range(0, k_.maxStaticStart);
    b.start = constInt(s);
    b.stop = constInt(s + 4);
    b.step = 0;
    b.var = {s, s + 3}; // the indices a source run would walk first
    b.maxTrip = 4;
    return b;
  }
  // A negative step with a dynamic start: for i in pl.pipeline(n, c, -m)
  // walks n, n - m, ... > c, so i stays in [c + 1, c + m*T] (an empty loop
  // when n <= c). Valid Python and a valid source; the pass must refuse it.
  note(Feature::DynNegStep);
  note(Feature::DynStart);
  int64_t m = src_.range(std::max<int64_t>(k_.step.lo, 1), std::max<int64_t>(k_.step.hi, 1));
  int64_t trip = 2 * src_.range(1, std::max(k_.maxTripMultiple, 1));
  int64_t c = src_.range(0, 2);
  b.start = boundParam(env, c, c + m * trip);
  b.stop = constInt(c);
  b.step = -m;
  b.var = {c + 1, c + m * trip};
  b.maxTrip = trip;
  return b;
}

void Gen::genOverflowPrefix(Env &env, Stmts &out) {
  std::vector<int> outs = valuesOf(env, ValKind::Tensor, true);
  if (outs.empty() || kc_->rank != 2)
    return;
  note(Feature::VecOverflow);
  const std::vector<int64_t> shape{128, 128}; // 64 KiB of FP32
  int t = newTensor(false, DataType::FP32);
  std::vector<ExprPtr> tiles;
  for (int64_t r = 0; r < 3; ++r) {
    ExprPtr offs = rowOffsets(t, constInt(128 * r), Interval{128 * r, 128 * r}, shape);
    ExprPtr dims = makeTuple({constInt(shape[0]), constInt(shape[1])});
    ExprPtr c = call("tile.load", {kc_->tensors[t].var, offs, dims, dims},
                     {{"target_memory", MemorySpace::Vec}});
    VarPtr v = newVar("big", c->type);
    emit(out, makeAssign(v, c));
    tiles.push_back(v);
  }
  note(Feature::VecLoad);
  ExprPtr sum = tiles[0];
  for (std::size_t i = 1; i < tiles.size(); ++i) {
    ExprPtr c = call("tile.add", {sum, tiles[i]});
    VarPtr v = newVar("bsum", c->type);
    emit(out, makeAssign(v, c));
    sum = v;
  }
  note(Feature::OpBinary);
  // Stored at row 0 of an out tensor (cast to its dtype first), so the sum is
  // observable and the three loads are all live at the first add.
  int slot = outs.front();
  DataType td = kc_->tensors[env.values[slot].tensor].dtype;
  if (td != DataType::FP32) {
    note(Feature::CastBeforeStore);
    sum = castTile(out, sum, td);
  }
  note(Feature::StoreVec);
  ExprPtr offs = rowOffsets(env.values[slot].tensor, constInt(0), Interval{0, 0}, shape);
  ExprPtr c = call("tile.store", {sum, offs, env.values[slot].expr});
  VarPtr o = newVar("o", c->type);
  emit(out, makeAssign(o, c));
  env.values[slot].expr = o;
}

void Gen::readOldCarry(Env &body, Stmts &out, const ExprPtr &old, int slot) {
  std::vector<int> outs = valuesOf(body, ValKind::Tensor, true);
  if (outs.empty())
    return; // nothing may be stored here: the read would be dead
  note(Feature::OldCarryRead);
  ExprPtr c = call("tile.add", {old, body.values[slot].expr});
  int eSlot = bindValue(body, out, "e", c, ValKind::Vec, body.values[slot].shape);
  genStore(body, out, outs[src_.index(outs.size())], eSlot);
}

FunctionPtr Gen::genDbcMatmulKernel(int index) {
  KernelCtx kc;
  beginKernel(kc, index, "kernel_" + std::to_string(index), FunctionType::InCore);
  kc.matmul = true;
  kc.M = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
  kc.K = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
  kc.N = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
  kc.cubeDtype = drawDtype({{k_.weightCubeFP32, DataType::FP32},
                            {k_.weightCubeBF16, DataType::BF16}});
  kc.vecShape = {kc.M, kc.N};
  note(Feature::DbcMatmulKernel);
  note(Feature::DoubleBufferC);
  Env env;
  int outSlot = addOutTensor(env);

  // for i, (o,) in pl.pipeline(s, s + k*F, stage=F, attrs={dbC}): a trip
  // that is a multiple of F (no partial tail) and at least one main group.
  int64_t stage = src_.range(std::max<int64_t>(k_.stage.lo, 3), std::min<int64_t>(k_.stage.hi, 6));
  static const Feature kStage[] = {Feature::Stage3, Feature::Stage4, Feature::Stage5,
                                   Feature::Stage6};
  note(kStage[stage - 3]);
  note(Feature::StaticBounds);
  note(Feature::TripMulF);
  note(Feature::Step1);
  int64_t trip = stage * src_.range(1, 2);
  int64_t start = src_.range(0, k_.maxStaticStart);
  VarPtr loopVar = newVar("i", makeScalarType(DataType::INDEX));
  Env be = env;
  be.loopDepth = be.pipelineDepth = 1;
  be.nestIterations = trip;
  be.expansion = stage;
  be.index.insert(be.index.begin(), IndexVar{loopVar, Interval{start, start + trip - 1}, true});
  IterArgPtr carry = makeIterArg("o", env.values[outSlot].expr->type, env.values[outSlot].expr);
  be.values[outSlot].expr = carry;
  be.values[outSlot].carried = true;
  note(Feature::TensorCarry);

  // Fresh operands every iteration (moved from Mat loads at offsets in i),
  // one matmul into Acc, its result stored: the F clones' results have
  // disjoint lifetimes, so two Acc buffers suffice and exactly two are due.
  Stmts body;
  int l = getLeft(be, body);
  int r = getRight(be, body);
  ExprPtr mm = call("tile.matmul", {be.values[l].expr, be.values[r].expr});
  note(Feature::Matmul);
  int accSlot = bindValue(be, body, "c", mm, ValKind::Acc, {kc.M, kc.N});
  genStore(be, body, outSlot, accSlot);
  body.push_back(makeYield({be.values[outSlot].expr}));

  VarPtr rv = newVar("r", carry->type);
  ForSpec spec;
  spec.loopVar = loopVar;
  spec.start = constInt(start);
  spec.stop = constInt(start + trip);
  spec.step = constInt(1);
  spec.iterArgs = {carry};
  spec.body = flattenSeq(body);
  spec.returnVars = {rv};
  spec.kind = ForKind::Pipeline;
  spec.attrs = {{kPipelineDoubleBufferCAttr, true}, {kPipelineStagesAttr, stage}};
  Stmts out;
  emit(out, makeFor(std::move(spec)));
  env.values[outSlot].expr = rv;
  env.values[outSlot].result = true;
  return finishKernel(env, out);
}

} // namespace pipecheck::gen::detail

// Loops: kind, stage, bounds (static, dynamic, outer-index), iter_args and
// return vars.
//
// Every loop variable gets an interval that holds for every value of the
// bound parameters in their ranges. Bounds never reverse (stop >= start for
// a positive step, for all parameter values) unless reversedDynRangeRatio
// asks for it: a reversed dynamic range means zero source iterations, and the
// real pass's remainder cascade may still run some, which is a question about
// the input contract rather than a plain finding.
//
// Static vs dynamic is syntactic in LowerPipelineLoops (only ConstInt bounds
// are static), so outer-index bounds (`i`, `i + 5`) take the dynamic path and
// therefore always have a positive step.
#include "properties/gen/GenContext.h"

#include <algorithm>
#include <tuple>

namespace pipecheck::gen::detail {

using namespace ir;

namespace {
int64_t ceilDiv(int64_t a, int64_t b) { return a <= 0 ? 0 : (a + b - 1) / b; }
ExprPtr plus(const ExprPtr &e, int64_t c) { return c == 0 ? e : add(e, constInt(c)); }
const char *loopVarHint(int depth) {
  static const char *kHints[] = {"i", "j", "k", "l", "m", "n"};
  return kHints[std::min(depth, 5)];
}
// Body copies LowerPipelineLoops makes of a loop with stage F: static bounds
// with `trip` iterations give the main loop's F clones (when trip >= F) plus
// trip % F tail clones; dynamic bounds give F plus the cascade's
// 1 + 2 + ... + (F-1). A demoted (trip 0) or marker (F = 1) loop keeps one.
int64_t staticCopies(int64_t f, int64_t trip) {
  return f <= 1 || trip <= 0 ? 1 : (trip >= f ? f : 0) + trip % f;
}
int64_t dynamicCopies(int64_t f) { return f <= 1 ? 1 : f + f * (f - 1) / 2; }
} // namespace

VarPtr Gen::boundParam(Env &env, int64_t lo, int64_t hi) {
  std::string name = "n" + std::to_string(paramCounter_++);
  VarPtr v = newVar(name, makeScalarType(DataType::INDEX));
  ParamInfo p;
  p.var = v;
  p.range = {lo, hi};
  p.bound = true;
  kc_->params.push_back(p);
  params_[name] = p.range;
  env.index.push_back(IndexVar{v, Interval{lo, hi}, false}); // usable in offsets from here on
  return v;
}

// `nK: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [K % 4])`, the K-th stop
// of the kernel read from its `lens: pl.Tensor[[4], pl.INT32]` param (made on
// first use; finishKernel puts the param and the reads in place). The value
// is in 0..tensorReadMax and never negative, so the loop is never reversed.
VarPtr Gen::tensorReadStop() {
  if (!kc_->lens)
    kc_->lens = newVar("lens", makeTensorType(DataType::INT32, {constInt(4)}));
  int64_t k = static_cast<int64_t>(kc_->readDefs.size());
  VarPtr n = newVar("n", makeScalarType(DataType::INT32));
  ExprPtr read = call("tensor.read", {kc_->lens, makeTuple({constInt(k % 4)})});
  kc_->readDefs.push_back(makeAssign(n, read));
  return n;
}

int64_t Gen::chooseStage(int64_t room) {
  // Choice 0 is F = 2 (the smallest real replication), then the marker F = 1.
  // A stage whose worst static lowering (2F - 1 copies) does not fit in the
  // room the enclosing pipelines leave (GenKnobs::maxExpansion) is not
  // offered; F = 1 always fits.
  static const int64_t kOrder[] = {2, 1, 3, 4, 5, 6, 7, 8};
  std::vector<int64_t> allowed;
  for (int64_t f : kOrder)
    if (f >= k_.stage.lo && f <= k_.stage.hi && (f == 1 || 2 * f - 1 <= room))
      allowed.push_back(f);
  if (allowed.empty())
    allowed.push_back(std::max<int64_t>(k_.stage.lo, 1));
  if (allowed[0] == 2 && src_.chance(k_.stage2Ratio))
    return 2;
  return src_.pick(allowed);
}

Gen::Bounds Gen::staticBounds(int64_t stage, int64_t step, int64_t cap, bool pipeline) {
  int64_t f = pipeline ? stage : 2;
  int64_t mult = src_.range(2, std::max(k_.maxTripMultiple, 2));
  int64_t trip = f;
  switch (src_.upTo(5)) {
  case 0: trip = f; break;
  case 1: trip = 0; break;
  case 2: trip = f > 1 ? src_.range(1, f - 1) : 0; break;
  case 3: trip = mult * f; break;
  case 4: trip = src_.range(1, std::max(k_.maxTripMultiple, 1)) * f + 1; break;
  default: trip = mult * f - 1; break;
  }
  if (trip > cap) {
    trip = cap;
    note(Feature::TripClamped);
  }
  if (pipeline) {
    if (trip == 0)
      note(Feature::Trip0);
    else if (trip < f)
      note(Feature::TripBelowF);
    else if (trip == f)
      note(Feature::TripEqF);
    else if (trip % f == 0)
      note(Feature::TripMulF);
    else if (trip % f == 1)
      note(Feature::TripMulFPlus1);
    else if (trip % f == f - 1)
      note(Feature::TripMulFMinus1);
  }
  Bounds b;
  b.step = step;
  b.maxTrip = trip;
  int64_t m = step > 0 ? step : -step;
  if (step > 0) {
    int64_t s = src_.range(0, k_.maxStaticStart);
    int64_t last = s + step * std::max<int64_t>(trip - 1, 0);
    int64_t stop = trip > 0 ? last + 1 + static_cast<int64_t>(src_.upTo(m - 1))
                            : s - static_cast<int64_t>(src_.upTo(std::min<int64_t>(s, 2)));
    b.start = constInt(s);
    b.stop = constInt(stop);
    b.var = {s, last};
  } else {
    int64_t s = m * trip + src_.range(0, 3);
    int64_t last = s - m * std::max<int64_t>(trip - 1, 0);
    int64_t stop = trip > 0 ? last - 1 - static_cast<int64_t>(src_.upTo(m - 1))
                            : s + static_cast<int64_t>(src_.upTo(2));
    b.start = constInt(s);
    b.stop = constInt(stop);
    b.var = {last, s};
  }
  return b;
}

std::optional<Gen::Bounds> Gen::dynamicBounds(Env &env, int form, int64_t stage, int64_t step,
                                              int64_t cap) {
  int64_t f = std::max<int64_t>(stage, 2);
  // Two statements: the operands of + are unsequenced (see genScalar).
  int64_t multiple = src_.range(1, std::max(k_.maxTripMultiple, 1));
  int64_t maxT = multiple * f + static_cast<int64_t>(src_.upTo(1));
  if (maxT > cap) {
    maxT = cap;
    note(Feature::TripClamped);
  }
  Bounds b;
  b.step = step;
  switch (form) {
  case 1: { // dynamic stop
    std::vector<const ParamInfo *> bound;
    for (const ParamInfo &p : kc_->params)
      if (p.bound && p.range.lo >= 0)
        bound.push_back(&p);
    if (!bound.empty() && src_.chance(k_.reuseParamRatio)) {
      const ParamInfo &p = *bound[src_.index(bound.size())];
      int64_t s = src_.range(0, std::min(p.range.lo, k_.maxStaticStart));
      if (ceilDiv(p.range.hi - s, step) <= cap) {
        note(Feature::ReusedParam);
        b.start = constInt(s);
        b.stop = p.var;
        b.var = {s, std::max(s, p.range.hi - 1)};
        b.maxTrip = ceilDiv(p.range.hi - s, step);
        note(Feature::DynStop);
        return b;
      }
      note(Feature::Fallback); // the shared trip count would exceed the nest budget
    }
    if (kc_->plainKernel && src_.chance(k_.tensorReadStopRatio)) {
      int64_t trips = ceilDiv(k_.tensorReadMax, step);
      if (trips <= cap) {
        b.start = constInt(0);
        b.stop = tensorReadStop();
        b.var = {0, std::max<int64_t>(0, step * (trips - 1))};
        b.maxTrip = trips;
        note(Feature::TensorReadStop);
        note(Feature::DynStop);
        return b;
      }
      note(Feature::Fallback); // too many iterations for the nest budget
    }
    int64_t s = src_.range(0, k_.maxStaticStart);
    b.start = constInt(s);
    b.stop = boundParam(env, s, s + step * maxT);
    b.var = {s, s + step * maxT - 1};
    b.maxTrip = maxT;
    note(Feature::DynStop);
    return b;
  }
  case 2: { // dynamic start
    int64_t e = step * maxT + src_.range(0, k_.maxStaticStart);
    b.start = boundParam(env, e - step * maxT, e);
    b.stop = constInt(e);
    b.var = {e - step * maxT, e - 1};
    b.maxTrip = maxT;
    note(Feature::DynStart);
    return b;
  }
  case 3: { // both dynamic: start in [0, a], stop in [a, a + step * maxT]
    int64_t a = src_.range(0, std::min<int64_t>(4, step * std::max<int64_t>(cap - maxT, 0)));
    bool reversed = src_.chance(k_.reversedDynRangeRatio);
    b.start = boundParam(env, 0, a);
    b.stop = boundParam(env, reversed ? 0 : a, a + step * maxT);
    b.var = {0, a + step * maxT - 1};
    b.maxTrip = ceilDiv(a + step * maxT, step);
    note(Feature::DynBoth);
    return b;
  }
  default: { // outer index
    std::vector<const IndexVar *> loops;
    for (const IndexVar &iv : env.index)
      if (iv.loopVar)
        loops.push_back(&iv);
    if (loops.empty())
      return std::nullopt;
    const IndexVar &o = *loops[src_.index(loops.size())];
    note(Feature::OuterIndexBounds);
    if (src_.upTo(1)) { // static start, stop = o + c: the trip grows with o
      int64_t s = src_.range(0, k_.maxStaticStart);
      int64_t c = std::max<int64_t>(0, s - o.range.lo) + static_cast<int64_t>(src_.upTo(2));
      int64_t trip = ceilDiv(o.range.hi + c - s, step);
      if (trip <= cap) {
        b.start = constInt(s);
        b.stop = plus(o.expr, c);
        b.var = {s, std::max(s, o.range.hi + c - 1)};
        b.maxTrip = trip;
        return b;
      }
      note(Feature::Fallback); // too many iterations for the nest budget
    }
    // start = o + c1, stop = o + c1 + span: a fixed trip at a moving base
    int64_t c1 = static_cast<int64_t>(src_.upTo(2));
    int64_t span = src_.range(0, step * maxT);
    b.start = plus(o.expr, c1);
    b.stop = plus(o.expr, c1 + span);
    b.var = {o.range.lo + c1, std::max(o.range.lo + c1, o.range.hi + c1 + span - 1)};
    b.maxTrip = ceilDiv(span, step);
    return b;
  }
  }
}

Gen::Bounds Gen::planBounds(Env &env, bool pipeline, int64_t stage, int64_t room) {
  int64_t cap = std::max<int64_t>(1, k_.maxNestIterations / std::max<int64_t>(env.nestIterations, 1));
  int64_t mag = src_.range(std::max<int64_t>(k_.step.lo, 1), std::max<int64_t>(k_.step.hi, 1));
  bool haveLoop = std::any_of(env.index.begin(), env.index.end(),
                              [](const IndexVar &iv) { return iv.loopVar; });
  int form = weighted({k_.weightStatic, k_.weightDynStop, k_.weightDynStart, k_.weightDynBoth,
                       haveLoop ? k_.weightOuterIndex : 0});
  // Every dynamic form lowers to the remainder cascade; when its copies do not
  // fit in the room left by the enclosing pipelines, the bounds are static.
  if (pipeline && form != 0 && dynamicCopies(stage) > room) {
    form = 0;
    note(Feature::Fallback);
  }
  std::optional<Bounds> b;
  if (form != 0) {
    b = dynamicBounds(env, form, stage, mag, cap);
    if (!b)
      note(Feature::Fallback);
  }
  bool neg = false;
  if (!b) {
    neg = src_.chance(k_.negStepRatio);
    b = staticBounds(stage, neg ? -mag : mag, cap, pipeline);
    note(Feature::StaticBounds);
  }
  if (pipeline) {
    static const Feature kStep[] = {Feature::Step1, Feature::Step2, Feature::Step3, Feature::Step4};
    if (mag >= 1 && mag <= 4)
      note(kStep[mag - 1]);
    if (neg)
      note(Feature::NegStep);
  }
  return *b;
}

// Picks the loop's carries. Each carry first picks a kind (tensor, scalar,
// Vec tile, Acc tile), then existing state of that kind (a writable out
// tensor, any scalar, a Vec tile, a writable Acc tile) or new state made just
// before the loop (a scalar seeded by a constant or a parameter, a Vec load,
// an Acc tile from a matmul or an extract). Out tensors cannot be made, so a
// tensor carry with every writable tensor already carried becomes a scalar.
std::vector<int> Gen::chooseCarries(Env &env, Stmts &out) {
  int n = static_cast<int>(src_.upTo(static_cast<uint64_t>(std::max(k_.maxIterArgs, 0))));
  std::vector<int> chosen;
  auto existing = [&](ValKind kind, bool writableOnly) {
    std::vector<int> ids;
    for (int i : valuesOf(env, kind, writableOnly))
      if (std::find(chosen.begin(), chosen.end(), i) == chosen.end())
        ids.push_back(i);
    return ids;
  };
  for (int c = 0; c < n; ++c) {
    int kind = weighted({k_.weightCarryTensor, k_.weightCarryScalar, k_.weightCarryVec,
                         kc_->matmul ? k_.weightCarryAcc : 0});
    if (kind == 0) {
      std::vector<int> outs = existing(ValKind::Tensor, true);
      if (!outs.empty()) {
        chosen.push_back(outs[src_.index(outs.size())]);
        continue;
      }
      kind = 1;
    }
    ValKind vk = kind == 1 ? ValKind::Scalar : kind == 2 ? ValKind::Vec : ValKind::Acc;
    std::vector<int> have = existing(vk, vk == ValKind::Acc);
    std::size_t i = src_.index(have.size() + 1); // the last option makes new state
    if (i < have.size()) {
      chosen.push_back(have[i]);
      continue;
    }
    if (vk == ValKind::Scalar) {
      Value v;
      v.kind = ValKind::Scalar;
      v.expr = src_.upTo(1) ? ExprPtr(seedParam()) : constInt(src_.range(0, 3));
      chosen.push_back(addValue(env, v));
    } else if (vk == ValKind::Vec) {
      chosen.push_back(src_.chance(k_.fullInitRatio)
                           ? fullTile(env, out)
                           : loadTile(env, out, ValKind::Vec, kc_->vecShape));
    } else {
      chosen.push_back(newAccValue(env, out));
    }
  }
  return chosen;
}

void Gen::genLoop(Env &env, Stmts &out, bool forcePipeline, bool wrapInRange) {
  bool pipeline = !wrapInRange && (forcePipeline || (env.pipelineDepth < k_.maxPipelineDepth &&
                                                     !src_.chance(k_.rangeInBodyRatio)));
  int64_t room = std::max<int64_t>(1, k_.maxExpansion / std::max<int64_t>(env.expansion, 1));
  // A pending invalid step (GenKnobs::invalidStepRatio) takes the first
  // pipeline loop with room for F = 2 (3 copies, the dynamic worst case).
  int invalid = 0;
  if (pipeline && pendingInvalidStep_ != 0 && room >= 3) {
    invalid = pendingInvalidStep_;
    pendingInvalidStep_ = 0;
  }
  int64_t stage = invalid ? 2 : pipeline ? chooseStage(room) : 0;
  Bounds b = invalid ? invalidStepBounds(env, invalid) : planBounds(env, pipeline, stage, room);
  AttrList attrs;
  if (pipeline) {
    static const Feature kStage[] = {Feature::Stage1, Feature::Stage2, Feature::Stage3,
                                     Feature::Stage4, Feature::Stage5, Feature::Stage6,
                                     Feature::Stage7, Feature::Stage8};
    if (stage >= 1 && stage <= 8)
      note(kStage[stage - 1]);
    if (src_.chance(k_.doubleBufferCRatio)) {
      attrs.emplace_back(kPipelineDoubleBufferCAttr, true);
      note(Feature::DoubleBufferC);
    }
    if (src_.chance(k_.overlapStoresFalseRatio)) {
      attrs.emplace_back(kPipelineOverlapStoresAttr, false);
      note(Feature::OverlapStoresFalse);
    }
    attrs.emplace_back(kPipelineStagesAttr, stage); // the parser appends it after user attrs
    if (env.pipelineDepth == 1)
      note(Feature::PipelineDepth2);
    if (env.pipelineDepth == 2)
      note(Feature::PipelineDepth3);
    if (env.rangeDepth > 0)
      note(Feature::RangeAroundPipeline);
  } else if (env.pipelineDepth > 0) {
    note(Feature::RangeInsidePipeline);
  }
  if (env.inIf)
    note(Feature::LoopInIf);

  std::vector<int> carried = chooseCarries(env, out);
  int invariant = pendingInvariant_; // -1: none (issue 16 shape)
  pendingInvariant_ = -1;
  if (invariant < 0)
    invariant = invariantTileBefore(env, out);
  Env be = env;
  ++be.loopDepth;
  (pipeline ? be.pipelineDepth : be.rangeDepth) += 1;
  be.nestIterations = env.nestIterations * std::max<int64_t>(b.maxTrip, 1);
  if (pipeline) {
    bool isStatic = b.start->kind == ExprKind::ConstInt && b.stop->kind == ExprKind::ConstInt;
    be.expansion = env.expansion * (isStatic ? staticCopies(stage, b.maxTrip) : dynamicCopies(stage));
  }
  VarPtr loopVar = newVar(loopVarHint(env.loopDepth), makeScalarType(DataType::INDEX));
  be.index.insert(be.index.begin(), IndexVar{loopVar, b.var, true});
  for (Value &v : be.values) {
    v.carried = false;
    if (v.kind == ValKind::Tensor || v.kind == ValKind::Acc)
      v.writable = false;
  }
  std::vector<IterArgPtr> iterArgs;
  static const char *kIterHint[] = {"a", "o", "v", "v", "v", "v", "acc"};
  for (int k : carried) {
    const Value &v = env.values[k];
    IterArgPtr ia = makeIterArg(kIterHint[static_cast<int>(v.kind)], v.expr->type, v.expr);
    iterArgs.push_back(ia);
    be.values[k].expr = ia;
    be.values[k].writable = true;
    be.values[k].carried = true;
    switch (v.kind) {
    case ValKind::Tensor: note(Feature::TensorCarry); break;
    case ValKind::Acc: note(Feature::AccCarry); break;
    case ValKind::Vec: note(Feature::VecCarry); break;
    default: note(Feature::ScalarCarry); break;
    }
  }
  // An array carry (GenKnobs::arrayCarryRatio), after the other carries;
  // plain kernels only (plainKernel marks them).
  IterArgPtr arrayIter;
  bool arraySecond = false;
  if (pipeline && kc_->plainKernel && src_.chance(k_.arrayCarryRatio)) {
    VarPtr arr = assign(out, "arr",
                        call("array.create", {constInt(4)}, {{"dtype", DataType::INDEX}}));
    arrayIter = makeIterArg("ar", arr->type, arr);
    note(Feature::ArrayCarry);
    arraySecond = src_.chance(k_.arraySecondAccessRatio);
    if (arraySecond)
      note(Feature::ArrayCarry2);
  }
  // A tensor-write carry (GenKnobs::tensorWriteRatio): top-level pipeline
  // loops of plain kernels, one per kernel.
  IterArgPtr cntIter;
  bool cntSecond = false;
  if (pipeline && kc_->plainKernel && !kc_->cnt && env.loopDepth == 0 && !env.inIf &&
      src_.chance(k_.tensorWriteRatio)) {
    kc_->cnt = newVar("cnt", makeTensorType(DataType::INT32, {constInt(4)}));
    cntIter = makeIterArg("c", kc_->cnt->type, kc_->cnt);
    note(Feature::TensorWrite);
    cntSecond = src_.chance(k_.tensorSecondWriteRatio);
    if (cntSecond)
      note(Feature::TensorWrite2);
  }
  // An online-softmax carry (GenKnobs::softmaxCarryRatio): a row max and a
  // row sum, after the other carries.
  IterArgPtr maxIter, sumIter;
  if (pipeline && softmaxCarryFits() && src_.chance(k_.softmaxCarryRatio)) {
    auto [m0, l0] = softmaxInits(out);
    maxIter = makeIterArg("mx", m0->type, m0);
    sumIter = makeIterArg("sm", l0->type, l0);
  }
  if (carried.size() >= 2)
    note(Feature::MultiCarry);
  if (pipeline && carried.empty() && !arrayIter && !cntIter && !maxIter)
    note(Feature::NoCarryPipeline);

  Stmts body;
  // Everything emitted into the body is copied as the body is (the carry
  // updates, array and tensor writes, softmax steps after its block too:
  // counted at the enclosing block's expansion, a dynamic stage=6 body's
  // dozen of them came out at a twenty-first of their lowered size).
  const int64_t outerEmit = kc_->emitExpansion;
  kc_->emitExpansion = std::max<int64_t>(be.expansion, 1);
  if (invariant >= 0)
    readInvariantTile(be, body, invariant);
  if (arrayIter) {
    // Floor modulo: an index in 0..3 for any i. The items are 0 or
    // arrayItemMax.
    ExprPtr item = makeBinary(BinaryOp::FloorMod, loopVar, constInt(4));
    VarPtr k = assign(body, "k", call("array.get_element", {arrayIter, item}));
    be.index.push_back(IndexVar{k, Interval{0, k_.arrayItemMax}, false});
    if (arraySecond) {
      ExprPtr item2 = makeBinary(BinaryOp::FloorMod, add(loopVar, constInt(2)), constInt(4));
      VarPtr k2 = assign(body, "k", call("array.get_element", {arrayIter, item2}));
      be.index.push_back(IndexVar{k2, Interval{0, k_.arrayItemMax}, false});
    }
  }
  if (wrapInRange) {
    genLoop(be, body, true, false);
    genBlock(be, body, static_cast<int>(src_.upTo(1)));
  } else {
    int extra = std::max(kc_->stmtsPerBlock - 1, 0);
    genBlock(be, body, !tight(be, 0) ? 1 + static_cast<int>(src_.upTo(static_cast<uint64_t>(extra))) : 1);
  }
  for (std::size_t c = 0; c < carried.size(); ++c) {
    int k = carried[c];
    if (be.values[k].expr == iterArgs[c] && !src_.chance(k_.keepUnchangedCarryRatio))
      updateCarry(be, body, k);
  }
  // The old value of an updated Vec carry read once more (issue 16 edge).
  for (std::size_t c = 0; c < carried.size(); ++c) {
    int k = carried[c];
    if (be.values[k].kind == ValKind::Vec && be.values[k].expr != iterArgs[c] &&
        src_.chance(k_.oldCarryReadRatio))
      readOldCarry(be, body, iterArgs[c], k);
  }
  ExprPtr arrayNext;
  if (arrayIter) {
    ExprPtr at = makeBinary(BinaryOp::FloorMod, add(loopVar, constInt(1)), constInt(4));
    ExprPtr item =
        mul(makeBinary(BinaryOp::FloorMod, loopVar, constInt(2)), constInt(k_.arrayItemMax));
    arrayNext = assign(body, "ar", call("array.update_element", {arrayIter, at, item}));
    if (arraySecond) {
      ExprPtr at2 = makeBinary(BinaryOp::FloorMod, add(loopVar, constInt(3)), constInt(4));
      ExprPtr item2 = mul(makeBinary(BinaryOp::FloorMod, add(loopVar, constInt(1)), constInt(2)),
                          constInt(k_.arrayItemMax));
      arrayNext = assign(body, "ar", call("array.update_element", {arrayNext, at2, item2}));
    }
  }
  ExprPtr maxNext, sumNext;
  if (maxIter)
    std::tie(maxNext, sumNext) = softmaxStep(be, body, maxIter, sumIter);
  ExprPtr cntNext;
  if (cntIter) {
    ExprPtr at = makeBinary(BinaryOp::FloorMod, loopVar, constInt(4));
    cntNext = assign(body, "c", call("tensor.write", {cntIter, makeTuple({at}),
                                                     makeCast(loopVar, DataType::INT32)}));
    if (cntSecond) {
      ExprPtr at2 = makeBinary(BinaryOp::FloorMod, add(loopVar, constInt(2)), constInt(4));
      cntNext = assign(body, "c", call("tensor.write", {cntNext, makeTuple({at2}),
                                                       makeCast(add(loopVar, constInt(1)),
                                                                DataType::INT32)}));
    }
  }
  std::vector<VarPtr> rvs;
  if (!carried.empty() || arrayIter || cntIter || maxIter) {
    std::vector<ExprPtr> yields;
    for (int k : carried)
      yields.push_back(be.values[k].expr);
    if (arrayIter)
      yields.push_back(arrayNext);
    if (maxIter) {
      yields.push_back(maxNext);
      yields.push_back(sumNext);
    }
    if (cntIter)
      yields.push_back(cntNext);
    body.push_back(makeYield(yields));
  }
  for (std::size_t c = 0; c < carried.size(); ++c) {
    Value &v = env.values[carried[c]];
    static const char *kRvHint[] = {"q", "r", "rv", "rv", "rv", "rv", "racc"};
    VarPtr rv = newVar(kRvHint[static_cast<int>(v.kind)], iterArgs[c]->type);
    rvs.push_back(rv);
    v.expr = rv;
    v.result = true;
  }
  if (arrayIter) {
    iterArgs.push_back(arrayIter);
    rvs.push_back(newVar("rar", arrayIter->type));
  }
  VarPtr sumResult;
  if (maxIter) {
    iterArgs.push_back(maxIter);
    rvs.push_back(newVar("rmx", maxIter->type));
    iterArgs.push_back(sumIter);
    sumResult = newVar("rsm", sumIter->type);
    rvs.push_back(sumResult);
  }
  if (cntIter) {
    iterArgs.push_back(cntIter);
    rvs.push_back(newVar("rc", cntIter->type));
    kc_->cntResult = rvs.back();
  }

  ForSpec spec;
  spec.loopVar = loopVar;
  spec.start = b.start;
  spec.stop = b.stop;
  spec.step = constInt(b.step);
  spec.iterArgs = std::move(iterArgs);
  spec.body = flattenSeq(body);
  spec.returnVars = std::move(rvs);
  spec.kind = pipeline ? ForKind::Pipeline : ForKind::Sequential;
  spec.attrs = std::move(attrs);
  kc_->emitExpansion = outerEmit;
  emit(out, makeFor(std::move(spec)));
  if (sumResult)
    softmaxUse(env, out, sumResult);
}

} // namespace pipecheck::gen::detail

// Cross-core programs: an AIC function and an AIV function whose pipeline
// loops exchange tiles, the input shape of SkewCrossCorePipeline.
//
// Channels: the AIC side pushes Acc [M, N] matmul results with
// tile.tpush_to_aiv and the AIV side pops them as Vec [M, N] with
// tile.tpop_from_aic; the AIV side pushes Vec [M, K] tiles with
// tile.tpush_to_aic and the AIC side pops them as Mat [M, K] with
// tile.tpop_from_aiv, moves them to Left and multiplies (the shapes of the
// golden-window xc_* cases). A popped tile's type is its annotation, so the
// generator sets the tpop Call's type to the tile type it declares.
//
// Balance: both loops run the same trip count (a shared static trip, or the
// same dynamic parameter n declared by both functions; a name is one runtime
// value program-wide), and per iteration each side pushes exactly as many
// tiles as its peer pops on that channel, so a co-scheduled run of the two
// functions with in-order FIFOs finishes. Never both sides consumer-first
// (that would deadlock): the per-iteration event orders are
//   0: AIC push,pop       AIV push,pop       (both skewable)
//   1: AIC push,pop       AIV pop,push       (AIV demoted: consumer first)
//   2: AIC pop,push       AIV push,pop       (AIC demoted)
//   3: AIC push,pop x2    AIV pop,push x2    (multi round trip: both demoted)
//   4: AIC pop,push x2    AIV push,pop x2
//   5: AIC push           AIV pop            (one way: no pair, not skewed;
//      or AIC pop, AIV push)
// Each side's loop is then noted as the skew should classify it (stage 1,
// dynamic bounds, trip < 2, multi round trip, consumer first, a carried
// value that cannot be recomputed: demoted; otherwise skewed at the depth
// the pass's rule gives), so `pipecheck gen --stats` shows both paths.
#include "properties/gen/GenContext.h"

#include <algorithm>

namespace pipecheck::gen::detail {

using namespace ir;

struct Gen::XcSide {
  bool aic = true;
  std::vector<bool> events; // per iteration: true = produce and push, false = pop and consume
  int64_t stage = 2;
  bool dynamic = false;
  std::string param;         // dynamic: the shared trip parameter n
  ParamRange paramRange;
  int64_t start = 0, step = 1, trip = 0; // static: start, step, trip; dynamic: start
  int carry = 0;             // 0 none, 1 recomputable scalar address, 2 tile / tile.read scalar
  bool iterArg = true;       // the consumer's store threads a tensor iter_arg
  bool relay = false;        // a later push sends the previous consume's result
  bool sameCoreAfter = false;
  int64_t M = 8, K = 8, N = 8;
  // The pipe set-up at the top of the body (GenKnobs::xcPipeSetupRatio):
  // which directions carry tiles, and the one slot size both sides name.
  bool pipeSetup = false, c2v = false, v2c = false;
  int64_t slotBytes = 0;
};

struct Gen::XcState {
  int outSlot = -1;
  int right = -1;      // AIC: the Right operand of every matmul
  ExprPtr row;         // scalar-carry address (the first offset of the load and the store)
  Interval rowRange;
  int lastResult = -1; // the previous consume's result (relay)
  int poppedLeft = -1; // AIC: the previous pop moved to Left
  ExprPtr readScalar;  // AIV opaque carry: tile.read of the produced tile
  IndexVar loop;       // the loop variable (EvalStmt stores address by it)
  int64_t start = 0;
  int consumes = 0, consumed = 0; // consumes per iteration, and so far
};

namespace {
AttrList split0() { return {{"split", int64_t{0}}}; }
AttrList target(MemorySpace ms) { return {{"target_memory", ms}}; }
int64_t skewDepth(int64_t stage, int64_t trip) {
  for (int64_t d = std::max<int64_t>(2, stage - 1); d >= 1; --d)
    if (trip % d == 0 && trip >= 2 * d)
      return d;
  return 1;
}
} // namespace

VarPtr Gen::sharedParam(Env &env, const std::string &name, ParamRange range) {
  VarPtr v = newVar(name, makeScalarType(DataType::INDEX));
  ParamInfo p;
  p.var = v;
  p.range = range;
  p.bound = true;
  kc_->params.push_back(p);
  params_[name] = range;
  env.index.push_back(IndexVar{v, Interval{range.lo, range.hi}, false});
  return v;
}

std::vector<FunctionPtr> Gen::genCrossCorePair() {
  static const std::vector<bool> kPC = {true, false}, kCP = {false, true},
                                 kPCPC = {true, false, true, false},
                                 kCPCP = {false, true, false, true};
  // Both sides skewable most often; each demoting order less often; the
  // one-way pair (shape 5) takes its weight from the first, so a seed's
  // other shapes stay what they were.
  const int oneWay = std::clamp(k_.xcOneWayWeight, 0, 4);
  const int drawn = weighted({4 - oneWay, oneWay, 2, 2, 1, 1});
  const int shape = drawn == 0 ? 0 : drawn == 1 ? 5 : drawn - 1;
  XcSide aic, aiv;
  aic.aic = true;
  aiv.aic = false;
  switch (shape) {
  case 0: aic.events = kPC; aiv.events = kPC; break;
  case 1: aic.events = kPC; aiv.events = kCP; break;
  case 2: aic.events = kCP; aiv.events = kPC; break;
  case 3: aic.events = kPCPC; aiv.events = kCPCP; break;
  case 4: aic.events = kCPCP; aiv.events = kPCPC; break;
  default: {
    // One way, either direction: the cube's results to the vector, or the
    // vector's tiles to the cube.
    const bool toVector = src_.upTo(1) == 0;
    aic.events = {toVector};
    aiv.events = {!toVector};
    break;
  }
  }
  int64_t M = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
  int64_t K = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
  int64_t N = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
  bool dynamic = src_.chance(k_.xcDynamicRatio);
  int64_t trip = 0;
  std::string param;
  ParamRange range{0, std::max<int64_t>(k_.xcMaxDynTrip, 1)};
  if (dynamic) {
    param = "n" + std::to_string(paramCounter_++);
  } else {
    // Choice 0 is trip 4 (depth 2 at F = 2); then odd, depth-3, trip 2,
    // below 2, and the zero trip.
    std::vector<int64_t> trips;
    for (int64_t t : {4, 3, 6, 2, 1, 5, 8, 0})
      if (t <= std::max<int64_t>(k_.xcMaxTrip, 0))
        trips.push_back(t);
    trip = trips.empty() ? 0 : src_.pick(trips);
  }
  for (XcSide *s : {&aic, &aiv}) {
    s->M = M, s->K = K, s->N = N;
    s->dynamic = dynamic;
    s->param = param;
    s->paramRange = range;
    s->trip = trip;
    // F = 2 first; the stage-1 marker (always demoted) less often.
    static const int64_t kStages[] = {2, 3, 4, 5, 1};
    s->stage = kStages[weighted({4, 3, 2, 2, 1})];
    if (dynamic) {
      s->start = static_cast<int64_t>(src_.upTo(2)); // (c, n + c): the trip is n
    } else {
      s->start = static_cast<int64_t>(src_.upTo(3));
      s->step = 1 + static_cast<int64_t>(src_.upTo(1));
    }
    bool producerFirstSingle = s->events.size() == 2 && s->events[0];
    if (producerFirstSingle && src_.chance(k_.xcScalarCarryRatio))
      s->carry = 1;
    else if (producerFirstSingle && src_.chance(k_.xcOpaqueCarryRatio))
      s->carry = 2;
    s->iterArg = !src_.chance(k_.xcNoIterArgRatio);
    if (s->events.size() > 2)
      s->relay = src_.upTo(1) != 0;
    if (!s->aic)
      s->sameCoreAfter = src_.chance(k_.xcSameCoreAfterRatio);
  }
  if (src_.chance(k_.xcPipeSetupRatio)) {
    // c2v: the cube pushes Acc [M, N] FP32; v2c: the vector pushes Vec
    // [M, K] FP32. One slot size for both directions (the larger), as the
    // real ExpandMixedKernel prints it.
    const bool c2v = std::count(aic.events.begin(), aic.events.end(), true) > 0;
    const bool v2c = std::count(aiv.events.begin(), aiv.events.end(), true) > 0;
    const int64_t bytes = 4 * std::max(c2v ? M * N : 0, v2c ? M * K : 0);
    for (XcSide *s : {&aic, &aiv}) {
      s->pipeSetup = true;
      s->c2v = c2v, s->v2c = v2c;
      s->slotBytes = bytes;
    }
  }
  return {genCrossCoreSide(aic, 0), genCrossCoreSide(aiv, 1)};
}

// As the outliner leaves a mixed kernel: `self.aic(...)` then `self.aiv(...)`
// in a Group function that returns both results. Its parameters are both
// sides' in order, a scalar both sides declare (the shared dynamic trip n:
// one runtime value program-wide) once.
FunctionPtr Gen::groupOf(const FunctionPtr &aic, const FunctionPtr &aiv) {
  auto fn = std::make_shared<Function>();
  fn->name = aic->name + "_" + aiv->name;
  fn->funcType = FunctionType::Group;
  std::map<std::string, VarPtr> scalars;
  Stmts body;
  std::vector<ExprPtr> rets;
  for (const FunctionPtr &side : {aic, aiv}) {
    std::vector<ExprPtr> args = forwardParams(*side, *fn, &scalars);
    std::vector<ExprPtr> results = callAndUnpack(*side, side->name, std::move(args), {}, body);
    rets.insert(rets.end(), results.begin(), results.end());
  }
  for (const ExprPtr &r : rets)
    fn->returnTypes.push_back(r->type);
  body.push_back(makeReturn(rets));
  fn->body = flattenSeq(body);
  return fn;
}

void Gen::xcNoteClassification(const XcSide &s) {
  static const Feature kStage[] = {Feature::Stage1, Feature::Stage2, Feature::Stage3,
                                   Feature::Stage4, Feature::Stage5};
  if (s.stage >= 1 && s.stage <= 5)
    note(kStage[s.stage - 1]);
  if (!s.iterArg)
    note(Feature::XcNoIterArgs);
  if (s.relay)
    note(Feature::XcRelay);
  if (s.events.size() == 1) {
    note(Feature::XcOneWay); // no tpush/tpop pair in the body: the skew leaves it
    return;
  }
  if (s.stage == 1)
    note(Feature::XcDemoteStage1);
  else if (s.dynamic)
    note(Feature::XcDemoteDynamic);
  else if (s.trip < 2)
    note(Feature::XcDemoteTripBelow2);
  else if (s.events.size() != 2)
    note(Feature::XcDemoteMultiRoundTrip);
  else if (!s.events[0])
    note(Feature::XcDemoteConsumerFirst);
  else if (s.carry == 2)
    note(Feature::XcDemoteCarry);
  else {
    note(Feature::XcSkewable);
    if (s.carry == 1)
      note(Feature::XcScalarCarryRecompute);
    static const Feature kDepth[] = {Feature::XcDepth1, Feature::XcDepth2, Feature::XcDepth3};
    int64_t d = skewDepth(s.stage, s.trip);
    note(d <= 3 ? kDepth[d - 1] : Feature::XcDepth4Plus);
  }
}

FunctionPtr Gen::genCrossCoreSide(const XcSide &s, int index) {
  KernelCtx kc;
  beginKernel(kc, index, s.aic ? "cube" : "vec", s.aic ? FunctionType::AIC : FunctionType::AIV);
  kc.rank = 2;
  kc.matmul = s.aic;
  kc.M = s.M, kc.K = s.K, kc.N = s.N;
  kc.vecShape = {s.M, s.N};
  xcNoteClassification(s);

  Env env;
  XcState st;
  st.outSlot = addOutTensor(env);
  Stmts body;
  VarPtr n = s.dynamic ? sharedParam(env, s.param, s.paramRange) : nullptr;
  if (s.pipeSetup)
    xcPipeSetup(body, s);
  // AIC: the Right operand is loop-invariant unless the carry is the tile.
  if (s.aic && s.carry != 2)
    st.right = getRight(env, body);

  // Bounds and the loop variable's interval.
  ForSpec spec;
  Interval iv;
  if (s.dynamic) {
    spec.start = constInt(s.start);
    spec.stop = s.start == 0 ? ExprPtr(n) : add(n, constInt(s.start));
    iv = {s.start, s.start + std::max<int64_t>(s.paramRange.hi - 1, 0)};
  } else {
    int64_t last = s.start + s.step * std::max<int64_t>(s.trip - 1, 0);
    spec.start = constInt(s.start);
    spec.stop = constInt(s.trip > 0 ? last + 1 : s.start);
    iv = {s.start, last};
  }
  spec.step = constInt(s.step);
  spec.kind = ForKind::Pipeline;
  spec.attrs.emplace_back(kPipelineStagesAttr, s.stage);
  spec.loopVar = newVar("i", makeScalarType(DataType::INDEX));

  Env be = env;
  be.loopDepth = 1;
  be.pipelineDepth = 1;
  be.nestIterations = std::max<int64_t>(s.dynamic ? s.paramRange.hi : s.trip, 1);
  be.index.insert(be.index.begin(), IndexVar{spec.loopVar, iv, true});
  for (Value &v : be.values)
    v.writable = false;
  IterArgPtr ia;
  if (s.iterArg) {
    const Value &o = env.values[st.outSlot];
    ia = makeIterArg("o", o.expr->type, o.expr);
    be.values[st.outSlot].expr = ia;
    be.values[st.outSlot].writable = true;
    be.values[st.outSlot].carried = true;
    spec.iterArgs.push_back(ia);
  }

  Stmts loop;
  st.loop = be.index.front();
  st.start = iv.lo;
  st.consumes = static_cast<int>(std::count(s.events.begin(), s.events.end(), false));
  if (s.carry == 1) {
    // blk = i * 2; row = blk * R (+ base): pure scalar arithmetic the
    // producer's load and the consumer's store both address with.
    int64_t rows = s.M;
    VarPtr blk = newVar("blk", makeScalarType(DataType::INDEX));
    emit(loop, makeAssign(blk, mul(spec.loopVar, constInt(2))));
    ExprPtr rowExpr = mul(blk, constInt(rows));
    Interval r{iv.lo * 2 * rows, iv.hi * 2 * rows};
    if (src_.upTo(1)) {
      ParamRange br{0, 4};
      VarPtr base = newVar("b" + std::to_string(paramCounter_++), makeScalarType(DataType::INDEX));
      kc.params.push_back(ParamInfo{base, br, false});
      params_[base->name] = br;
      rowExpr = add(rowExpr, base);
      r.hi += br.hi;
    }
    VarPtr row = newVar("row", makeScalarType(DataType::INDEX));
    emit(loop, makeAssign(row, rowExpr));
    st.row = row;
    st.rowRange = r;
  }
  for (bool produce : s.events) {
    if (produce)
      xcProduce(be, loop, s, st);
    else
      xcConsume(be, loop, s, st);
  }
  if (s.iterArg) {
    loop.push_back(makeYield({be.values[st.outSlot].expr}));
    VarPtr rv = newVar("y", ia->type);
    spec.returnVars.push_back(rv);
    env.values[st.outSlot].expr = rv;
    env.values[st.outSlot].result = true;
  }
  // Values made inside the loop stay inside it.
  spec.body = flattenSeq(loop);
  emit(body, makeFor(std::move(spec)));

  if (s.sameCoreAfter && kc.budget > 4) {
    note(Feature::XcSameCoreAfter);
    genLoop(env, body, /*forcePipeline=*/true, /*wrapInRange=*/false);
    epilogue(env, body);
  }
  return finishKernel(env, body);
}

// The consumer of a direction reserves its slot buffer, the producer imports
// it by name from its peer; both then initialise the pipe with the two
// addresses (the v2c statement first, as the real pass orders them).
void Gen::xcPipeSetup(Stmts &out, const XcSide &s) {
  note(Feature::XcPipeSetup);
  const int64_t slotNum = 2;
  auto bufferName = [](const char *dir) { return std::string("cube_vec_") + dir + "_slot_buffer"; };
  auto reserve = [&](const char *dir) {
    AttrList kw{{"name", bufferName(dir)}, {"size", slotNum * s.slotBytes}, {"base", int64_t{-1}}};
    return ExprPtr(assign(out, std::string(dir) + "_buf", call("system.reserve_buffer", {}, std::move(kw))));
  };
  auto import = [&](const char *dir) {
    AttrList kw{{"name", bufferName(dir)}, {"peer_func", std::string(s.aic ? "vec" : "cube")}};
    return ExprPtr(assign(out, std::string(dir) + "_imp", call("system.import_peer_buffer", {}, std::move(kw))));
  };
  ExprPtr v2c = constInt(0, DataType::INT32), c2v = constInt(0, DataType::INT32);
  if (s.v2c)
    v2c = s.aic ? reserve("v2c") : import("v2c");
  if (s.c2v)
    c2v = s.aic ? import("c2v") : reserve("c2v");
  AttrList kw{{"dir_mask", int64_t{(s.c2v ? 1 : 0) | (s.v2c ? 2 : 0)}},
              {"slot_size", s.slotBytes},
              {"slot_num", slotNum}};
  emit(out, makeEval(call(s.aic ? "system.aic_initialize_pipe" : "system.aiv_initialize_pipe",
                          {c2v, v2c}, std::move(kw))));
}

void Gen::xcProduce(Env &env, Stmts &out, const XcSide &s, XcState &st) {
  const char *pushOp = s.aic ? "tile.tpush_to_aiv" : "tile.tpush_to_aic";
  if (s.relay && st.lastResult >= 0 &&
      (s.aic || env.values[st.lastResult].shape == std::vector<int64_t>{s.M, s.K})) {
    emit(out, makeEval(call(pushOp, {env.values[st.lastResult].expr}, split0())));
    return;
  }
  ExprPtr pushed;
  if (s.aic) {
    int left = -1;
    if (st.poppedLeft >= 0 && src_.upTo(1))
      left = st.poppedLeft; // the previous round's popped tile (a data dependence)
    if (left < 0) {
      int a = pickInTensor();
      ExprPtr offs = st.row ? rowOffsets(a, st.row, st.rowRange, {s.M, s.K})
                            : genOffsets(env, a, {s.M, s.K});
      note(Feature::MatLoad);
      ExprPtr ld = call("tile.load", {kc_->tensors[a].var, offs, shapeTuple({s.M, s.K}),
                                      shapeTuple({s.M, s.K})},
                        target(MemorySpace::Mat));
      VarPtr m = newVar("am", ld->type);
      emit(out, makeAssign(m, ld));
      ExprPtr mv = call("tile.move", {m}, target(MemorySpace::Left));
      note(Feature::MoveLeft);
      VarPtr l = newVar("al", mv->type);
      emit(out, makeAssign(l, mv));
      left = addValue(env, Value{l, ValKind::Left, {s.M, s.K}});
    }
    if (st.right < 0) // the opaque carry: an in-loop Right the consumer reuses
      st.right = getRight(env, out);
    ExprPtr mm = call("tile.matmul", {env.values[left].expr, env.values[st.right].expr});
    note(Feature::Matmul);
    VarPtr acc = newVar("s", mm->type);
    emit(out, makeAssign(acc, mm));
    pushed = acc;
  } else {
    int x = pickInTensor();
    ExprPtr offs = st.row ? rowOffsets(x, st.row, st.rowRange, {s.M, s.K})
                          : genOffsets(env, x, {s.M, s.K});
    note(Feature::VecLoad);
    ExprPtr ld = call("tile.load", {kc_->tensors[x].var, offs, shapeTuple({s.M, s.K}),
                                    shapeTuple({s.M, s.K})},
                      target(MemorySpace::Vec));
    VarPtr t = newVar("t", ld->type);
    emit(out, makeAssign(t, ld));
    pushed = t;
    if (s.carry == 2) {
      // A scalar read from the tile: a Call, so the skew cannot recompute it.
      ExprPtr rd = call("tile.read", {t, makeTuple({constInt(0), constInt(0)})});
      VarPtr sc = newVar("sc", rd->type);
      emit(out, makeAssign(sc, rd));
      st.readScalar = sc;
      ExprPtr u = call("tile.adds", {t, sc});
      note(Feature::OpScalarBinary);
      VarPtr uv = newVar("u", u->type);
      emit(out, makeAssign(uv, u));
      pushed = uv;
    } else if (src_.upTo(1)) {
      ExprPtr u = call("tile.muls", {t, constFloat(std::vector<double>{0.125, 2.0}[src_.upTo(1)])});
      note(Feature::OpScalarBinary);
      VarPtr uv = newVar("u", u->type);
      emit(out, makeAssign(uv, u));
      pushed = uv;
    }
  }
  emit(out, makeEval(call(pushOp, {pushed}, split0())));
}

void Gen::xcConsume(Env &env, Stmts &out, const XcSide &s, XcState &st) {
  std::vector<int64_t> popShape = s.aic ? std::vector<int64_t>{s.M, s.K}
                                        : std::vector<int64_t>{s.M, s.N};
  TypePtr popType = makeTileType(DataType::FP32, {constInt(popShape[0]), constInt(popShape[1])},
                                 s.aic ? MemorySpace::Mat : MemorySpace::Vec);
  ExprPtr pop = call(s.aic ? "tile.tpop_from_aiv" : "tile.tpop_from_aic", {}, split0());
  auto typed = std::make_shared<Call>(static_cast<const Call &>(*pop));
  typed->type = popType; // the annotation is the popped tile's type
  VarPtr p = newVar(s.aic ? "p" : "g", popType);
  emit(out, makeAssign(p, typed));
  // The slot goes back to the producer right after the popped tile's last
  // read (drawn first, so the choice stream does not depend on the side).
  bool release = src_.chance(k_.xcFreeRatio);
  auto freeSlot = [&] {
    if (!release)
      return;
    note(Feature::XcFree);
    emit(out, makeEval(call(s.aic ? "system.tfree_to_aiv" : "system.tfree_to_aic", {p}, split0())));
  };
  int result = -1;
  if (s.aic) {
    ExprPtr mv = call("tile.move", {p}, target(MemorySpace::Left));
    note(Feature::MoveLeft);
    VarPtr pl = newVar("pm", mv->type);
    emit(out, makeAssign(pl, mv));
    freeSlot();
    st.poppedLeft = addValue(env, Value{pl, ValKind::Left, {s.M, s.K}});
    if (st.right < 0)
      st.right = getRight(env, out);
    ExprPtr mm = call("tile.matmul", {pl, env.values[st.right].expr});
    note(Feature::Matmul);
    VarPtr c = newVar("pv", mm->type);
    emit(out, makeAssign(c, mm));
    result = addValue(env, Value{c, ValKind::Acc, {s.M, s.N}});
  } else {
    ExprPtr e;
    if (st.readScalar) {
      e = call("tile.adds", {p, st.readScalar});
      note(Feature::OpScalarBinary);
    } else {
      switch (src_.upTo(2)) {
      case 0: e = call("tile.exp", {p}); note(Feature::OpUnary); break;
      case 1: e = call("tile.muls", {p, constFloat(0.5)}); note(Feature::OpScalarBinary); break;
      default: e = call("tile.adds", {p, constFloat(2.0)}); note(Feature::OpScalarBinary); break;
      }
    }
    VarPtr ev = newVar("e", e->type);
    emit(out, makeAssign(ev, e));
    freeSlot();
    result = addValue(env, Value{ev, ValKind::Vec, {s.M, s.N}});
  }
  st.lastResult = result;
  int tensor = env.values[st.outSlot].tensor;
  int r = st.consumed++;
  ExprPtr offs = st.row ? rowOffsets(tensor, st.row, st.rowRange, {s.M, s.N}) : nullptr;
  if (!s.iterArg) {
    // (The scalar-carry row, 2 * i * M + base, is already disjoint per
    // iteration; a carry only comes with one consume per iteration.)
    if (!offs)
      offs = disjointRowOffsets(tensor, st.loop, st.start, st.consumes, r, s.M, {s.M, s.N});
    storeEval(env, out, st.outSlot, result, offs);
    return;
  }
  if (!offs)
    offs = genOffsets(env, tensor, {s.M, s.N});
  note(s.aic ? Feature::StoreAcc : Feature::StoreVec);
  ExprPtr c = call("tile.store", {env.values[result].expr, offs, env.values[st.outSlot].expr});
  VarPtr v = newVar("o", c->type);
  emit(out, makeAssign(v, c));
  env.values[st.outSlot].expr = v;
}

} // namespace pipecheck::gen::detail

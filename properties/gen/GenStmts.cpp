// Blocks and the non-loop statements: scalar arithmetic, conditions, if/else
// with merged return vars, and the update that keeps a carried value alive.
//
// Scalar arithmetic stays bounded over thousands of iterations: a value is
// another value plus or minus an index or a constant, a min/max of two
// values, a floor division by a positive constant or (a * c) % m; no value
// is ever added to itself, so carries grow at most linearly and cannot
// overflow int64. Floor division and
// modulo of negative values are deliberate (they separate floor from
// truncating semantics in the interpreter).
#include "properties/gen/GenContext.h"

#include <algorithm>

namespace pipecheck::gen::detail {

using namespace ir;

void Gen::genBlock(Env &env, Stmts &out, int count) {
  int64_t outer = kc_->emitExpansion;
  kc_->emitExpansion = std::max<int64_t>(env.expansion, 1);
  // Past the kernel's limits a block keeps its first statement only (one
  // was asked for where a body must not be empty).
  for (int i = 0; i < count && (i == 0 || !tight(env, 0)); ++i)
    genStmt(env, out);
  kc_->emitExpansion = outer;
}

void Gen::genStmt(Env &env, Stmts &out) {
  bool low = tight(env, 4);
  bool haveVec = !valuesOf(env, ValKind::Vec, false).empty();
  bool haveOut = !valuesOf(env, ValKind::Tensor, true).empty();
  // In order of complexity: choice 0 is a scalar statement.
  std::vector<int> w = {
      k_.weightScalar,
      k_.weightVecLoad,
      haveVec ? k_.weightVecCompute : 0,
      haveOut ? k_.weightStore : 0,
      kc_->matmul && !low ? k_.weightMatmul : 0,
      !low && env.loopDepth < k_.maxLoopDepth ? k_.weightLoop : 0,
      !low && env.ifDepth < k_.maxIfDepth ? k_.weightIf : 0,
  };
  switch (weighted(w)) {
  case 0: {
    std::vector<int> carried;
    for (int i : valuesOf(env, ValKind::Scalar, false))
      if (env.values[i].carried)
        carried.push_back(i);
    std::size_t t = src_.upTo(carried.size());
    genScalar(env, out, t == 0 ? -1 : carried[t - 1]);
    break;
  }
  case 1: genVecLoad(env, out); break;
  case 2: {
    std::vector<int> carried;
    for (int i : valuesOf(env, ValKind::Vec, false))
      if (env.values[i].carried)
        carried.push_back(i);
    std::size_t t = src_.upTo(carried.size());
    // Real kernels chain their vector ops (a softmax is max, sub, exp,
    // sum, div on one tile): the value just computed (a new one, or the
    // carry it updated) takes up to maxComputeChain more ops.
    int last = genVecCompute(env, out, t == 0 ? -1 : carried[t - 1]);
    for (int k = 0; k < k_.maxComputeChain && !tight(env, 4) &&
                    src_.chance(k_.computeChainRatio);
         ++k) {
      note(Feature::ComputeChain);
      genVecCompute(env, out, last);
    }
    break;
  }
  case 3: genStore(env, out, -1, -1); break;
  case 4: genMatmul(env, out, -1); break;
  case 5: genLoop(env, out, false, false); break;
  default: genIf(env, out); break;
  }
}

// A scalar param (s0 in the corpus) used to seed carries and conditions.
VarPtr Gen::seedParam() {
  std::string name = "s" + std::to_string(paramCounter_++);
  VarPtr v = newVar(name, makeScalarType(DataType::INDEX));
  ParamInfo p;
  p.var = v;
  p.range = {k_.scalarParamRange.lo, k_.scalarParamRange.hi};
  kc_->params.push_back(p);
  params_[name] = p.range;
  return v;
}

// Index variables (innermost first), then scalar values (most recent first,
// unless indexOnly), then a small constant.
ExprPtr Gen::scalarOperand(Env &env, bool allowConst, bool indexOnly) {
  std::vector<ExprPtr> pool;
  for (const IndexVar &iv : env.index)
    pool.push_back(iv.expr);
  if (!indexOnly)
    for (int i : valuesOf(env, ValKind::Scalar, false))
      pool.push_back(env.values[i].expr);
  if (pool.empty() && !allowConst)
    return seedParam();
  std::size_t n = pool.size() + (allowConst ? 1 : 0);
  std::size_t i = src_.index(n);
  if (i < pool.size())
    return pool[i];
  return constInt(src_.range(1, 4));
}

void Gen::genScalar(Env &env, Stmts &out, int target) {
  ExprPtr a = target >= 0 ? env.values[target].expr : scalarOperand(env, false);
  ExprPtr e;
  switch (src_.upTo(4)) {
  // The added operand is an index or a constant, never another scalar value:
  // a + a (or a + b with b derived from a) doubles per iteration.
  case 0: e = add(a, scalarOperand(env, true, true)); break;
  case 1: e = sub(a, scalarOperand(env, true, true)); break;
  // Choices are drawn in separate statements: the order in which a call's
  // arguments are evaluated is unspecified (g++ and clang differ), and the
  // same choice stream must mean the same program under every compiler.
  // The order kept is the one the g++ builds used, so seeds keep their programs.
  case 2: {
    int64_t m = src_.range(7, 97);
    int64_t c = src_.range(2, 5);
    e = floorMod(mul(a, constInt(c)), constInt(m));
    break;
  }
  case 3: e = floorDiv(a, constInt(src_.range(2, 4))); break;
  default: {
    ExprPtr b = scalarOperand(env, true);
    e = makeBinary(src_.upTo(1) ? BinaryOp::Max : BinaryOp::Min, a, b);
    break;
  }
  }
  VarPtr v = newVar(target >= 0 ? "a" : "b", makeScalarType(DataType::INDEX));
  emit(out, makeAssign(v, e));
  if (target >= 0) {
    env.values[target].expr = v;
  } else {
    Value val;
    val.expr = v;
    val.kind = ValKind::Scalar;
    addValue(env, val);
  }
}

ExprPtr Gen::genCond(Env &env) {
  std::vector<int> scalars = valuesOf(env, ValKind::Scalar, false);
  std::vector<int> forms;
  if (!env.index.empty()) {
    forms.push_back(0); // i % c == r
    forms.push_back(1); // i < mid
  }
  if (!scalars.empty())
    forms.push_back(2); // a > x
  if (forms.empty())
    return makeBinary(BinaryOp::Gt, seedParam(), constInt(0));
  switch (src_.pick(forms)) {
  case 0: {
    const IndexVar &iv = env.index[src_.index(env.index.size())];
    int64_t c = src_.range(2, 3);
    return eq(floorMod(iv.expr, constInt(c)), constInt(src_.range(0, c - 1)));
  }
  case 1: {
    const IndexVar &iv = env.index[src_.index(env.index.size())];
    int64_t span = std::min<int64_t>(iv.range.hi - iv.range.lo, 64);
    return lt(iv.expr, constInt(iv.range.lo + static_cast<int64_t>(src_.upTo(span))));
  }
  default: {
    ExprPtr a = env.values[scalars[src_.index(scalars.size())]].expr;
    ExprPtr b = scalarOperand(env, true); // drawn before the operator: see genScalar
    return makeBinary(src_.upTo(1) ? BinaryOp::Lt : BinaryOp::Gt, a, b);
  }
  }
}

// A hint for the return var that merges or carries a value of this kind.
static std::string resultHint(ValKind k) {
  switch (k) {
  case ValKind::Tensor: return "r";
  case ValKind::Acc: return "racc";
  case ValKind::Vec: return "rv";
  default: return "q";
  }
}

void Gen::genIf(Env &env, Stmts &out) {
  if (env.pipelineDepth > 0)
    note(Feature::IfInPipeline);
  ExprPtr cond = genCond(env);
  if (src_.chance(k_.ifNoElseRatio)) {
    // Nothing may escape a branch without an else: no stores, no in-place ops.
    note(Feature::IfNoElse);
    Env te = env;
    te.inIf = true;
    ++te.ifDepth;
    for (Value &v : te.values)
      if (v.kind == ValKind::Tensor || v.kind == ValKind::Acc)
        v.writable = false;
    Stmts ts;
    genBlock(te, ts, 1 + static_cast<int>(src_.upTo(1)));
    emit(out, makeIf(cond, flattenSeq(ts), nullptr, {}));
    return;
  }
  Env te = env, ee = env;
  te.inIf = ee.inIf = true;
  te.ifDepth = ee.ifDepth = env.ifDepth + 1;
  Stmts ts, es;
  int maxExtra = std::max(kc_->stmtsPerBlock - 1, 0);
  genBlock(te, ts, 1 + static_cast<int>(src_.upTo(static_cast<uint64_t>(maxExtra))));
  genBlock(ee, es, static_cast<int>(src_.upTo(static_cast<uint64_t>(maxExtra))));

  // Optionally both branches produce a new value of one kind (if_else_tile_rv).
  std::vector<ExprPtr> thenVals, elseVals;
  std::vector<VarPtr> rvs;
  std::optional<Value> produced;
  if (src_.upTo(1)) {
    bool vec = !valuesOf(env, ValKind::Vec, false).empty() && src_.upTo(1);
    for (auto [be, bs] : {std::pair{&te, &ts}, std::pair{&ee, &es}}) {
      if (vec)
        genVecCompute(*be, *bs, -1);
      else
        genScalar(*be, *bs, -1);
    }
    produced = te.values.back();
    produced->result = true;
    thenVals.push_back(te.values.back().expr);
    elseVals.push_back(ee.values.back().expr);
    rvs.push_back(newVar(vec ? "rv" : "q", te.values.back().expr->type));
    produced->expr = rvs.back();
  }
  std::vector<int> merged;
  for (std::size_t k = 0; k < env.values.size(); ++k)
    if (te.values[k].expr != env.values[k].expr || ee.values[k].expr != env.values[k].expr) {
      merged.push_back(static_cast<int>(k));
      thenVals.push_back(te.values[k].expr);
      elseVals.push_back(ee.values[k].expr);
      rvs.push_back(newVar(resultHint(env.values[k].kind), env.values[k].expr->type));
    }
  StmtPtr elseBody;
  if (!rvs.empty()) {
    note(Feature::IfReturnVars);
    ts.push_back(makeYield(thenVals));
    es.push_back(makeYield(elseVals));
  }
  if (!es.empty())
    elseBody = flattenSeq(es);
  note(elseBody ? Feature::IfElse : Feature::IfNoElse);
  emit(out, makeIf(cond, flattenSeq(ts), elseBody, rvs));
  std::size_t r = produced ? 1 : 0;
  for (int k : merged) {
    env.values[k].expr = rvs[r++];
    env.values[k].result = true;
  }
  if (produced)
    addValue(env, *produced);
}

// Makes a new version of a carried value, so the loop's clones really chain.
void Gen::updateCarry(Env &env, Stmts &out, int slot) {
  switch (env.values[slot].kind) {
  case ValKind::Tensor: genStore(env, out, slot, -1); break;
  case ValKind::Acc: genMatmul(env, out, slot); break;
  case ValKind::Vec: genVecCompute(env, out, slot); break;
  default: genScalar(env, out, slot); break;
  }
}

} // namespace pipecheck::gen::detail

// Reference lowering with faults and a concrete executor (see smt_test_util.h).
#include "smt_test_util.h"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <unordered_map>

namespace pipecheck::smt::testing {

using namespace ir;

namespace {

TypePtr idx() { return makeScalarType(DataType::INDEX); }

ExprPtr boundExpr(const Bound &b, const VarPtr &n, const VarPtr &lo) {
  if (b.constant)
    return constInt(*b.constant);
  return b.param == "n" ? ExprPtr(n) : ExprPtr(lo);
}

ExprPtr offsetIndex(const ExprPtr &base, int64_t off) {
  if (off == 0)
    return base;
  if (auto c = asConstInt(base))
    return constInt(c->value + off);
  return add(base, constInt(off));
}

StmtPtr body(const ExprPtr &index) { return makeAssign(makeVar("b", idx()), mul(index, constInt(3))); }

std::vector<StmtPtr> clones(const ExprPtr &base, int64_t count, int64_t step, Fault fault) {
  std::vector<StmtPtr> out;
  for (int64_t k = 0; k < count; ++k)
    out.push_back(body(offsetIndex(base, fault == Fault::OffsetWithoutStep ? k : k * step)));
  return out;
}

ForStmtPtr loop(VarPtr var, ExprPtr start, ExprPtr stop, int64_t step, StmtPtr b, ForKind kind,
                std::optional<int64_t> stages) {
  ForSpec spec;
  spec.loopVar = std::move(var);
  spec.start = std::move(start);
  spec.stop = std::move(stop);
  spec.step = constInt(step);
  spec.body = std::move(b);
  spec.kind = kind;
  if (stages)
    spec.attrs.push_back({kPipelineStagesAttr, AttrValue(int64_t{*stages})});
  return makeFor(std::move(spec));
}

ProgramPtr program(const VarPtr &n, const VarPtr &lo, StmtPtr b) {
  auto fn = std::make_shared<Function>();
  fn->name = "main";
  fn->params = {n, lo};
  fn->directions = {ParamDirection::In, ParamDirection::In};
  fn->body = std::move(b);
  return makeProgram("P", {fn});
}

int64_t pyDiv(int64_t a, int64_t b, DivSemantics d) {
  if (b == 0)
    throw std::runtime_error("division by zero");
  int64_t q = a / b;
  if (d == DivSemantics::Floor && (a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}

} // namespace

::testing::AssertionResult claimHolds(const Counterexample &cex, const std::vector<int64_t> &src,
                                      const std::vector<int64_t> &low) {
  auto count = [](const std::vector<int64_t> &v, int64_t x) {
    return std::count(v.begin(), v.end(), x);
  };
  const int64_t x = cex.iterationValue();
  bool ok = false;
  switch (cex.query) {
  case Query::Extra: ok = count(low, x) >= 1 && count(src, x) == 0; break;
  case Query::Missing: ok = count(src, x) == 1 && count(low, x) == 0; break;
  case Query::Duplicate: ok = count(src, x) == 1 && count(low, x) >= 2; break;
  case Query::Order: {
    // Some execution of the later source iteration y precedes one of x.
    if (cex.otherIteration.size() != 1)
      break;
    const int64_t y = cex.otherIteration[0].second;
    auto sx = std::find(src.begin(), src.end(), x), sy = std::find(src.begin(), src.end(), y);
    auto py = std::find(low.begin(), low.end(), y);
    ok = sx < sy && sy != src.end() && py != low.end() && std::find(py, low.end(), x) != low.end();
    break;
  }
  case Query::TripFormula: ok = true; break;
  case Query::Count: {
    // The clones ran `runs` times where the source loop ran `trip` iterations.
    int64_t runs = -1, trip = -1;
    for (const auto &[k, v] : cex.extra) {
      if (k == "runs")
        runs = v;
      if (k == "trip")
        trip = v;
    }
    ok = runs != trip && static_cast<int64_t>(low.size()) == runs &&
         static_cast<int64_t>(src.size()) == trip;
    break;
  }
  }
  if (ok && low == src)
    ok = false; // a violated claim must show up as a different run
  if (ok)
    return ::testing::AssertionSuccess();
  auto text = [](const std::vector<int64_t> &v) {
    std::string s;
    for (int64_t x : v)
      s += std::to_string(x) + " ";
    return s;
  };
  return ::testing::AssertionFailure() << "claim does not reproduce: " << cex.str()
                                       << "\n  source:  " << text(src) << "\n  lowered: " << text(low);
}

std::vector<int64_t> pyRange(int64_t start, int64_t stop, int64_t step) {
  std::vector<int64_t> out;
  for (int64_t x = start; step > 0 ? x < stop : x > stop; x += step)
    out.push_back(x);
  return out;
}

LoopCase makeLoopCase(Bound start, Bound stop, int64_t step, int64_t F, Fault fault) {
  VarPtr n = makeVar("n", idx()), lo = makeVar("lo", idx());
  ExprPtr S = boundExpr(start, n, lo), E = boundExpr(stop, n, lo);
  LoopCase out;
  {
    VarPtr i = makeVar("i", idx());
    out.source = program(n, lo, loop(i, S, E, step, body(i), ForKind::Pipeline, F));
  }
  VarPtr i = makeVar("i", idx());
  std::vector<StmtPtr> stmts;
  if (start.constant && stop.constant) {
    int64_t s0 = *start.constant, e0 = *stop.constant;
    int64_t trip = pyRange(s0, e0, step).size();
    if (trip == 0) {
      stmts.push_back(loop(i, S, E, step, body(i), ForKind::Sequential, std::nullopt));
    } else {
      int64_t mainIters = trip / F, rem = trip % F;
      if (mainIters > 0) {
        ExprPtr mainStop = fault == Fault::MainPastMultiple ? constInt(e0)
                                                            : constInt(s0 + mainIters * F * step);
        stmts.push_back(loop(i, S, mainStop, F * step, flattenSeq(clones(i, F, step, fault)),
                             ForKind::Pipeline, 1));
      }
      for (StmtPtr &c : clones(constInt(s0 + mainIters * F * step), rem, step, fault))
        stmts.push_back(c);
    }
  } else {
    ExprPtr span = sub(E, S);
    ExprPtr trip = step == 1 ? span : floorDiv(add(span, constInt(step - 1)), constInt(step));
    ExprPtr mainIters = floorDiv(trip, constInt(F));
    VarPtr mainEnd = makeVar("unroll_main_end", idx());
    stmts.push_back(makeAssign(mainEnd, add(S, mul(mainIters, constInt(F * step)))));
    ExprPtr mainStop = fault == Fault::MainPastMultiple ? E : ExprPtr(mainEnd);
    stmts.push_back(loop(i, S, mainStop, F * step, flattenSeq(clones(i, F, step, fault)),
                         ForKind::Pipeline, 1));
    VarPtr rem = makeVar("unroll_rem", idx());
    ExprPtr remValue = (step == 1 || fault == Fault::RemainderInIndexUnits)
                           ? sub(E, mainEnd)
                           : sub(trip, mul(mainIters, constInt(F)));
    stmts.push_back(makeAssign(rem, remValue));
    StmtPtr inner;
    for (int64_t k = F - 1; k >= 1; --k) {
      if (fault == Fault::CascadeMissingLast && k == F - 1)
        continue;
      inner = makeIf(eq(rem, constInt(k)), flattenSeq(clones(mainEnd, k, step, fault)), inner, {});
    }
    if (inner)
      stmts.push_back(inner);
  }
  out.lowered = program(n, lo, flattenSeq(stmts));
  return out;
}

std::optional<std::vector<int64_t>> runWatched(const Function &f,
                                               const std::map<std::string, int64_t> &params,
                                               DivSemantics div, const Watch &watch, long fuel) {
  std::unordered_map<const Var *, int64_t> env;
  for (const VarPtr &p : f.params)
    if (auto it = params.find(p->name); it != params.end())
      env[p.get()] = it->second;
  std::vector<int64_t> seen;
  std::vector<std::optional<int64_t>> yielded;
  // nullopt: no integer value (a call, a tensor, or an unknown variable).
  std::function<std::optional<int64_t>(const ExprPtr &)> eval =
      [&](const ExprPtr &e) -> std::optional<int64_t> {
    if (auto c = asConstInt(e))
      return c->value;
    if (auto v = asVar(e)) {
      auto it = env.find(v);
      return it == env.end() ? std::nullopt : std::optional<int64_t>(it->second);
    }
    if (auto u = asUnary(e); u && u->op == UnaryOp::Neg) {
      auto x = eval(u->operand);
      return x ? std::optional<int64_t>(-*x) : std::nullopt;
    }
    const BinaryExpr *b = asBinary(e);
    if (!b)
      return std::nullopt;
    auto x = eval(b->lhs), y = eval(b->rhs);
    if (!x || !y)
      return std::nullopt;
    switch (b->op) {
    case BinaryOp::Add: return *x + *y;
    case BinaryOp::Sub: return *x - *y;
    case BinaryOp::Mul: return *x * *y;
    case BinaryOp::FloorDiv: return pyDiv(*x, *y, div);
    case BinaryOp::FloorMod: return *x - pyDiv(*x, *y, div) * *y;
    case BinaryOp::Eq: return *x == *y;
    case BinaryOp::Ne: return *x != *y;
    case BinaryOp::Lt: return *x < *y;
    case BinaryOp::Le: return *x <= *y;
    case BinaryOp::Gt: return *x > *y;
    case BinaryOp::Ge: return *x >= *y;
    default: return std::nullopt;
    }
  };
  auto bind = [&](const VarPtr &v, std::optional<int64_t> x) {
    if (x)
      env[v.get()] = *x;
    else
      env.erase(v.get());
  };
  std::function<bool(const StmtPtr &)> run = [&](const StmtPtr &s) -> bool {
    if (!s)
      return true;
    if (--fuel < 0)
      return false;
    if (auto w = watch.find(s.get()); w != watch.end()) {
      auto x = eval(w->second);
      if (!x)
        return false;
      seen.push_back(*x);
    }
    if (const SeqStmts *q = asSeq(s)) {
      for (const StmtPtr &c : q->stmts)
        if (!run(c))
          return false;
    } else if (const AssignStmt *a = asAssign(s)) {
      bind(a->var, eval(a->value));
    } else if (const YieldStmt *y = asYield(s)) {
      yielded.clear();
      for (const ExprPtr &v : y->values)
        yielded.push_back(eval(v));
    } else if (const ForStmt *l = asFor(s)) {
      auto start = eval(l->start), stop = eval(l->stop), step = eval(l->step);
      if (!start || !stop || !step || *step == 0)
        return false;
      for (const IterArgPtr &ia : l->iterArgs)
        bind(ia, eval(ia->init));
      for (int64_t x = *start; *step > 0 ? x < *stop : x > *stop; x += *step) {
        if (--fuel < 0)
          return false;
        env[l->loopVar.get()] = x;
        yielded.clear();
        if (!run(l->body))
          return false;
        for (size_t k = 0; k < l->iterArgs.size() && k < yielded.size(); ++k)
          bind(l->iterArgs[k], yielded[k]);
      }
      for (size_t k = 0; k < l->returnVars.size() && k < l->iterArgs.size(); ++k) {
        auto it = env.find(l->iterArgs[k].get());
        bind(l->returnVars[k], it == env.end() ? std::nullopt : std::optional<int64_t>(it->second));
      }
    } else if (const IfStmt *c = asIf(s)) {
      auto cond = eval(c->cond);
      if (!cond)
        return false;
      yielded.clear();
      if (!run(*cond ? c->thenBody : c->elseBody))
        return false;
      for (size_t k = 0; k < c->returnVars.size() && k < yielded.size(); ++k)
        bind(c->returnVars[k], yielded[k]);
    }
    return true;
  };
  if (!run(f.body))
    return std::nullopt;
  return seen;
}

std::optional<std::vector<int64_t>> runAnchors(const Function &f,
                                               const std::map<std::string, int64_t> &params,
                                               DivSemantics div, long fuel) {
  // Watch every `b = <index> * 3` (the only body makeLoopCase builds).
  Watch watch;
  std::function<void(const StmtPtr &)> find = [&](const StmtPtr &s) {
    if (!s)
      return;
    if (const SeqStmts *q = asSeq(s))
      for (const StmtPtr &c : q->stmts)
        find(c);
    if (const AssignStmt *a = asAssign(s); a && a->var->name == "b")
      watch[s.get()] = asBinary(a->value)->lhs;
    if (const ForStmt *l = asFor(s))
      find(l->body);
    if (const IfStmt *c = asIf(s)) {
      find(c->thenBody);
      find(c->elseBody);
    }
  };
  find(f.body);
  return runWatched(f, params, div, watch, fuel);
}

} // namespace pipecheck::smt::testing

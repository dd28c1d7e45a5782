// SkewCrossCorePipeline, part 2: the analysis of one cross-core loop body.
//
// Given a Pipeline loop with constant bounds and step whose body has already
// been visited, analyse() decides between skewing and demoting, following
// reference/neighbour-passes.md 5.2 items 1-13 in their order. Only the
// top-level statements of the body (trailing yield stripped) are classified.
// A statement's defs are the Vars bound by AssignStmts anywhere inside it
// (CollectDefVars recurses into nested bodies) plus the return vars of a
// top-level For/If; its uses are every Var/IterArg in expression position
// inside it (not the LHS of an AssignStmt, not types). The producer set is the
// backward slice of the first tpush/tpop (the lead) over those def/use
// edges; everything else is the consumer. A producer value the consumer uses
// (a "carry") must be recomputable: every in-loop statement of its backward
// slice an AssignStmt of a ScalarType var whose value contains no Call (out of
// loop vars, the loop var included, are invariant); those statements are then
// duplicated into the consumer set. Every failed guard is a Demote reason;
// only the two INTERNAL_CHECKs of item 3 are errors.
#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/walk.h"
#include "core/passes/LowerPipelineLoopsInternal.h"
#include "core/passes/SkewCrossCorePipelineInternal.h"
#include "core/ir/op_registry.h"

namespace pipecheck::passes::skew {

using namespace ir;

namespace {

const Call *messageCall(const StmtPtr &s) {
  if (const AssignStmt *a = asAssign(s))
    return asCall(a->value);
  if (const EvalStmt *e = asEval(s))
    return asCall(e->expr);
  return nullptr;
}

// The op table's role of the statement's message call (null: none).
const OpInfo *messageOp(const StmtPtr &s) {
  const Call *c = messageCall(s);
  return c ? lookupOp(*c) : nullptr;
}

std::vector<StmtPtr> topLevel(const StmtPtr &body) {
  std::vector<StmtPtr> stmts = stmtList(body);
  if (!stmts.empty() && asYield(stmts.back()))
    stmts.pop_back();
  return stmts;
}

// CollectDefVars (AssignStmt vars, nested bodies included) plus the return
// vars of the statement itself when it is a For or an If.
std::vector<const Var *> defsOf(const StmtPtr &s) {
  std::vector<const Var *> defs;
  forEachStmt(s, [&](const StmtPtr &n) {
    if (const AssignStmt *a = asAssign(n))
      defs.push_back(a->var.get());
  });
  if (const ForStmt *f = asFor(s))
    for (const VarPtr &rv : f->returnVars)
      defs.push_back(rv.get());
  if (const IfStmt *i = asIf(s))
    for (const VarPtr &rv : i->returnVars)
      defs.push_back(rv.get());
  return defs;
}

// VarUseCollector: every Var/IterArg in expression position.
std::unordered_set<const Var *> usesOf(const StmtPtr &s) {
  std::unordered_set<const Var *> uses;
  forEachExpr(s, [&](const ExprPtr &e) {
    if (const Var *v = asVar(e))
      uses.insert(v);
  });
  return uses;
}

bool hasCall(const ExprPtr &e) {
  bool found = false;
  forEachExpr(e, [&](const ExprPtr &n) { found |= asCall(n) != nullptr; });
  return found;
}

} // namespace

bool isTpush(const StmtPtr &s) {
  const OpInfo *op = messageOp(s);
  return op && op->isPush;
}
bool isTpop(const StmtPtr &s) {
  const OpInfo *op = messageOp(s);
  return op && op->isPop;
}

bool bodyHasCrossCorePair(const StmtPtr &body) {
  bool push = false, pop = false;
  for (const StmtPtr &s : topLevel(body)) {
    push |= isTpush(s);
    pop |= isTpop(s);
  }
  return push && pop;
}

int64_t chooseDepth(int64_t trip, int64_t maxDepth) {
  // trip >= 2d  <=>  d <= trip / 2; starting there avoids overflow and long
  // scans for huge stage counts.
  for (int64_t d = std::min(maxDepth, trip / 2); d > 1; --d)
    if (trip % d == 0)
      return d;
  return 1;
}

Result<Outcome> analyse(const ForStmt &loop, int64_t factor, int64_t start, int64_t stop,
                        int64_t step) {
  Plan plan;
  plan.start = start;
  plan.step = step;
  plan.trip = lpl::staticTripCount(start, stop, step); // item 1
  if (plan.trip < 2)
    return Outcome(Demote::ShortTrip);
  auto [rest, yields] = lpl::splitBodyYield(loop.body); // item 2
  plan.stmts = stmtList(rest);
  plan.yields = std::move(yields);
  // item 3
  if (loop.returnVars.size() != loop.iterArgs.size())
    return skewError("InternalError",
                     "SkewCrossCorePipeline: return_vars size must match iter_args size", loop.loc,
                     "op->return_vars_.size() == op->iter_args_.size()");
  if (!loop.iterArgs.empty() && plan.yields.size() != loop.iterArgs.size())
    return skewError("InternalError",
                     "SkewCrossCorePipeline: yield value count must match iter_args size", loop.loc,
                     "yield_values.size() == op->iter_args_.size()");

  // item 4: the lead and the message counts.
  const std::vector<StmtPtr> &stmts = plan.stmts;
  std::optional<std::size_t> lead;
  int numPush = 0, numPop = 0;
  for (std::size_t i = 0; i < stmts.size(); ++i) {
    bool push = isTpush(stmts[i]), pop = isTpop(stmts[i]);
    numPush += push;
    numPop += pop;
    if ((push || pop) && !lead)
      lead = i;
  }
  if (!lead || numPush == 0 || numPop == 0)
    return Outcome(Demote::NoLead);

  // item 5: def_idx; item 6: producer backward slice.
  std::vector<std::vector<const Var *>> defs(stmts.size());
  std::vector<std::unordered_set<const Var *>> uses(stmts.size());
  std::unordered_map<const Var *, std::size_t> defIdx;
  for (std::size_t i = 0; i < stmts.size(); ++i) {
    defs[i] = defsOf(stmts[i]);
    uses[i] = usesOf(stmts[i]);
    for (const Var *v : defs[i])
      defIdx.emplace(v, i);
  }
  std::set<std::size_t> producer{*lead};
  std::vector<std::size_t> work{*lead};
  while (!work.empty()) {
    std::size_t i = work.back();
    work.pop_back();
    for (const Var *v : uses[i]) {
      auto it = defIdx.find(v);
      if (it != defIdx.end() && producer.insert(it->second).second)
        work.push_back(it->second);
    }
  }
  if (producer.empty() || producer.size() == stmts.size())
    return Outcome(Demote::ProducerEmptyOrAll);
  // item 7
  for (std::size_t i : producer)
    for (const IterArgPtr &ia : loop.iterArgs)
      if (uses[i].count(ia.get()))
        return Outcome(Demote::ProducerUsesIterArg);
  // items 8-9
  std::set<std::size_t> consumer;
  std::unordered_set<const Var *> consumerDefs, consumerUses;
  for (std::size_t i = 0; i < stmts.size(); ++i)
    if (!producer.count(i)) {
      consumer.insert(i);
      consumerDefs.insert(defs[i].begin(), defs[i].end());
      consumerUses.insert(uses[i].begin(), uses[i].end());
    }
  for (std::size_t i : producer)
    for (const Var *v : uses[i])
      if (consumerDefs.count(v))
        return Outcome(Demote::ProducerUsesConsumer);
  // item 10
  std::vector<const Var *> carried;
  for (std::size_t i : producer)
    for (const Var *v : defs[i])
      if (consumerUses.count(v))
        carried.push_back(v);
  // item 11
  if (numPush != 1 || numPop != 1)
    return Outcome(Demote::MultiRoundTrip);
  // item 12: RecomputableScalarSlice per carried value.
  std::set<std::size_t> recompute;
  std::function<bool(const Var *)> recomputable = [&](const Var *v) {
    auto it = defIdx.find(v);
    if (it == defIdx.end())
      return true; // defined outside the loop: invariant
    if (recompute.count(it->second))
      return true;
    const AssignStmt *a = asAssign(stmts[it->second]);
    if (!a || a->var.get() != v || !asScalar(a->var->type) || hasCall(a->value))
      return false;
    recompute.insert(it->second);
    for (const Var *u : usesOf(stmts[it->second]))
      if (!recomputable(u))
        return false;
    return true;
  };
  for (const Var *v : carried)
    if (!recomputable(v))
      return Outcome(Demote::CarryNotRecomputable);
  consumer.insert(recompute.begin(), recompute.end());

  plan.depth = chooseDepth(plan.trip, std::max<int64_t>(2, factor - 1)); // item 13
  plan.produce = std::move(producer);
  plan.consume = std::move(consumer);
  return Outcome(std::move(plan));
}

} // namespace pipecheck::passes::skew

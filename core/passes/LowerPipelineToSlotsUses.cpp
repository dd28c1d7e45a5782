// LowerPipelineToSlots: which loads of a loop may take a slot.
//
// DisqualifyingUseCollector (reference/neighbour-passes.md section 6.2) walks a
// loop body, nested statements included, in program order. Alias roots: a
// bare tile alias `a = b` and the result of a call whose op inherits its
// source buffer (a view, or an op whose output reuses an input: tile.store,
// tile.write, tile.matmul_acc) are rooted at (the root of) b / argument 0.
// phi_carried collects the roots of vars read by any YieldStmt value or any
// nested loop's IterArg init; inherit_consumed the roots of vars read by any
// argument of an inheriting call. Because tile.store reuses its destination
// (arg 2), a load stored directly lands in inherit_consumed and declines the
// loop (golden-window observation 2). CollectCandidates then looks at the
// top-level statements only: an AssignStmt binding an unbound TileType var
// to a tile.load call is wanted (an author-bound tile is skipped silently;
// tile.read yields a scalar and is never a candidate); every wanted load must
// live in Vec/Mat/Acc, have static valid extents and be in neither set, and
// the slots of all of them must fit the budget, else the whole loop is
// declined. Assumes SSA (a var's alias root is recorded before its uses).
#include "core/ir/walk.h"
#include "core/passes/LowerPipelineToSlotsInternal.h"
#include "core/passes/MemRefUtil.h"

namespace pipecheck::passes::slots {

using namespace ir;

namespace {

// Every Var/IterArg read by e (leaves of the expression tree).
template <class F> void forEachVarRead(const ExprPtr &e, F &&fn) {
  if (!e)
    return;
  forEachExpr(e, [&](const ExprPtr &x) {
    if (const Var *v = asVar(x))
      fn(v);
  });
}

class Collector {
public:
  explicit Collector(const InheritsPredicate &inherits) : inherits_(inherits) {}
  DisqualifyingUses out;

  void visit(const StmtPtr &s) {
    if (const AssignStmt *a = asAssign(s))
      recordAlias(*a);
    // Calls anywhere in the statement's own expressions (AssignStmt value,
    // EvalStmt, loop bounds and iter_arg inits, if conditions, yields).
    forEachOwnExpr(*s, [&](const ExprPtr &e) {
      const Call *c = asCall(e);
      if (!c || !inherits_(*c))
        return;
      for (const ExprPtr &arg : c->args)
        forEachVarRead(arg, [&](const Var *v) { out.inheritConsumed.insert(out.rootOf(v)); });
    });
    if (const YieldStmt *y = asYield(s))
      for (const ExprPtr &v : y->values)
        forEachVarRead(v, [&](const Var *x) { out.phiCarried.insert(out.rootOf(x)); });
    if (const ForStmt *f = asFor(s))
      for (const IterArgPtr &ia : f->iterArgs)
        forEachVarRead(ia->init, [&](const Var *x) { out.phiCarried.insert(out.rootOf(x)); });
  }

private:
  void recordAlias(const AssignStmt &a) {
    if (!a.var)
      return;
    if (const Var *src = asVar(a.value)) {
      if (asTile(a.var->type))
        out.root[a.var.get()] = out.rootOf(src);
      return;
    }
    const Call *c = asCall(a.value);
    if (!c || !inherits_(*c) || c->args.empty())
      return;
    if (const Var *src = asVar(c->args[0]))
      out.root[a.var.get()] = out.rootOf(src);
  }

  const InheritsPredicate &inherits_;
};

bool isSlottableSpace(const TileType &t) {
  if (!t.memorySpace)
    return false;
  MemorySpace ms = *t.memorySpace;
  return ms == MemorySpace::Vec || ms == MemorySpace::Mat || ms == MemorySpace::Acc;
}

// A top-level statement CollectCandidates wants: `x: Tile[...] = tile.load(...)`
// with no MemRef on x. Author-bound tiles are skipped silently.
const Var *wantedLoad(const StmtPtr &s) {
  const AssignStmt *a = asAssign(s);
  if (!a || !a->var)
    return nullptr;
  const Call *c = asCall(a->value);
  if (!c || !callHasFamily(*c, OpFamily::Load))
    return nullptr;
  const TileType *t = asTile(a->var->type);
  if (!t || t->memref)
    return nullptr;
  return a->var.get();
}

} // namespace

bool outputInheritsSourceBuffer(const Call &call) {
  const OpInfo *info = opInfoOf(call);
  return info && (info->isView || info->inPlaceArg >= 0);
}

const Var *DisqualifyingUses::rootOf(const Var *v) const {
  auto it = root.find(v);
  return it == root.end() ? v : it->second;
}

DisqualifyingUses collectDisqualifyingUses(const StmtPtr &body, const InheritsPredicate &inherits) {
  Collector c(inherits);
  if (body)
    forEachStmt(body, [&](const StmtPtr &s) { c.visit(s); });
  return std::move(c.out);
}

bool loopShapeAllowsSlots(const ForStmt &loop, int64_t factor, ShapeFaults faults) {
  if (factor < kMinSlots || (factor > kMaxSlots && !faults.anyFactor))
    return false;
  const ConstInt *step = asConstInt(loop.step);
  if (!step || (step->value != 1 && !faults.anyStep)) // the fault: any constant step is taken
    return false;
  const ConstInt *start = asConstInt(loop.start);
  return start && (start->value % factor == 0 || faults.anyStart);
}

bool hasStaticValidExtents(const TileType &tile) {
  const std::vector<ExprPtr> &dims =
      tile.view && !tile.view->validShape.empty() ? tile.view->validShape : tile.shape;
  if (dims.empty())
    return false;
  return asConstInt(dims[0]) && (dims.size() < 2 || asConstInt(dims[1]));
}

std::optional<std::vector<VarPtr>> collectCandidates(const ForStmt &loop, int64_t factor,
                                                     SlotBudget &budget,
                                                     const InheritsPredicate &inherits) {
  const SeqStmts *seq = asSeq(loop.body);
  if (!seq)
    return std::vector<VarPtr>{};
  DisqualifyingUses uses = collectDisqualifyingUses(loop.body, inherits);
  std::vector<VarPtr> loads;
  for (const StmtPtr &s : seq->stmts) {
    const Var *v = wantedLoad(s);
    if (!v)
      continue;
    const TileType &t = *asTile(v->type);
    if (!isSlottableSpace(t) || !hasStaticValidExtents(t))
      return std::nullopt;
    const Var *r = uses.rootOf(v);
    if (uses.phiCarried.count(r) || uses.inheritConsumed.count(r))
      return std::nullopt;
    loads.push_back(asAssign(s)->var);
  }
  if (!loads.empty() && !budget.tryCommit(loads, factor))
    return std::nullopt;
  return loads;
}

} // namespace pipecheck::passes::slots

// Applying a MemoryReuse plan to a function body (reference/memory-reuse.md §9).
//
// 3. ApplyMemRefSharing: every MemRef on the base of a group that joined
//    another buffer is rebased onto the buffer representative's MemRef: a
//    MemRef equal to the group anchor's (offset and size, e.g. the LHS itself,
//    its pure aliases, loop carries typed from it) becomes the representative
//    MemRef (so a smaller member prints the buffer's size); a view at relative
//    offset rel becomes MemRef(rep base, rep offset + rel, own size); a dynamic
//    offset falls back to the representative. Because iter-args / return vars
//    carry their init's MemRef, rewriting by base does most of Step 3.5
//    (AlignLoopCarriesToInit); CarryAligner does the rest. The IRMutator
//    gives retyped vars fresh objects and remaps their uses.
// 4. YieldFixup: a For carry whose yield value lives on another base than the
//    init (a plain var: yieldFixupSkipsCarry), or an If whose else-yield
//    lives on another base than the then-yield (a plain var, never an
//    iter_arg), gets `<src>_mv = tile.move(src, target_memory=<space>)` typed
//    on the target MemRef before the yield; Acc->Acc is PyPTO's INTERNAL_CHECK. An If return var is then
//    retyped onto the then-yield's MemRef, or the else-yield's when the
//    then-yield has none (a tpop result) or is an iter_arg.
// 5. Top-level tile.alloc / tensor.alloc whose base no Tile/Tensor MemRef
//    references any more are removed. 6. pipeline_membership is stripped.
// 4.5 NormalizeIdentityCopyBuffers: a bare copy `x = y` of a tile on
//    another base than y's is retyped onto y's MemRef (InitMemRef gives a copy of an
//    iter_arg a fresh MemRef: tests/passes_memory/real/copy_of_iter_arg.py).
// Not modelled: Step 3.75 (Acc if-phi coalescing: an Acc if-phi mismatch
// reports the Step 4 error instead) and step 4.5's re-anchoring of in-place
// results whose reused input moved (no program of pipecheck's has shown it).
#include <unordered_map>
#include <unordered_set>

#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "core/passes/MemRefUtil.h"
#include "core/passes/MemoryReuse.h"

namespace pipecheck::passes {
namespace {

using namespace ir;

std::optional<int64_t> constOffset(const MemRef &m) {
  if (!m.byteOffset)
    return 0;
  if (const ConstInt *c = asConstInt(m.byteOffset))
    return c->value;
  return std::nullopt;
}

// The same MemRef as printed: one base, one size, and one offset (a constant
// written either way, `0` or `pl.const(0, pl.INT64)`, is the same offset).
bool sameMemRef(const MemRef &a, const MemRef &b) {
  if (a.base != b.base || a.size != b.size)
    return false;
  auto oa = constOffset(a), ob = constOffset(b);
  return oa && ob ? *oa == *ob : a.byteOffset == b.byteOffset;
}

struct Rebase {
  MemRefPtr rep;    // the buffer representative's MemRef
  MemRefPtr anchor; // the group's own representative MemRef
};

class SharingApplier : public IRMutator {
public:
  SharingApplier(std::unordered_map<const Var *, Rebase> rebase,
                 std::unordered_set<const Var *> reps)
      : rebase_(std::move(rebase)), reps_(std::move(reps)) {}

protected:
  // Every tile var an AssignStmt binds other than the group's defining var
  // (a bare alias `x = y`, a view such as tile.reshape, an in-place result)
  // is one of the group's sharing peers: it is rebased by the peer rule
  // (reference memory-reuse.md section 9 step 3: the representative's MemRef
  // only when at offset 0 with the buffer's size, else MemRef(rep base, rep
  // offset + rel, own size)), so a view or alias of a smaller member keeps
  // its own size while the member itself prints the buffer's (campaign
  // --impl pypto seed 21 for the alias; row_norm's reshape views of a
  // merged [1, 16] muls result print MemRef(mem_vec_7, 0, 64)).
  StmtPtr visitAssign(const std::shared_ptr<const AssignStmt> &op) override {
    peer_ = op->var && asTile(op->var->type) && !reps_.count(op->var.get());
    StmtPtr out = IRMutator::visitAssign(op);
    peer_ = false;
    return out;
  }

  // An if's return vars keep the MemRef they came with: the kit's sharing
  // rewrites the vars of assignments and the loop carries (Step 3.5), never
  // an if's return vars, which YieldFixup (step 4) then retypes onto a plain
  // yield's buffer. So an if whose yields are all iter_args (no retype)
  // keeps its return vars on the old base, and a loop yielding one gets a
  // move (found reducing gen --agree seed 7000029 against the kit: tests/
  // passes_memory/real/if_rv_keeps_old_base.py).
  StmtPtr visitIf(const IfStmtPtr &op) override {
    for (const VarPtr &rv : op->returnVars)
      ifReturnVars_.insert(rv.get());
    return IRMutator::visitIf(op);
  }
  VarPtr mutateDef(const VarPtr &v) override {
    return ifReturnVars_.count(v.get()) ? v : IRMutator::mutateDef(v);
  }

  MemRefPtr mutateMemRef(const MemRefPtr &m) override {
    auto it = m->base ? rebase_.find(m->base.get()) : rebase_.end();
    if (it == rebase_.end())
      return IRMutator::mutateMemRef(m);
    const Rebase &r = it->second;
    auto off = constOffset(*m), anchorOff = constOffset(*r.anchor), repOff = constOffset(*r.rep);
    if (peer_ && off && anchorOff && repOff) {
      if (*off == *anchorOff && m->size == r.rep->size)
        return r.rep;
      auto copy = std::make_shared<MemRef>(*r.rep);
      copy->byteOffset = constInt(*repOff + (*off - *anchorOff), DataType::INDEX);
      copy->size = m->size;
      return copy;
    }
    if (auto done = cache_.find(m.get()); done != cache_.end())
      return done->second;
    MemRefPtr out = r.rep;
    if (off && anchorOff && repOff && !(*off == *anchorOff && m->size == r.anchor->size)) {
      auto copy = std::make_shared<MemRef>(*r.rep);
      copy->byteOffset = constInt(*repOff + (*off - *anchorOff), DataType::INDEX);
      copy->size = m->size;
      out = copy;
    }
    cache_[m.get()] = out;
    return out;
  }

private:
  std::unordered_map<const Var *, Rebase> rebase_;
  std::unordered_set<const Var *> reps_; // each group's defining var
  std::unordered_map<const MemRef *, MemRefPtr> cache_;
  std::unordered_set<const Var *> ifReturnVars_;
  bool peer_ = false; // typing the LHS of a group peer
};

// A mutator that moves binding sites onto another MemRef: the retyped var is
// a fresh object, and later uses follow it (IRMutator's remapping).
class MemRefRetyper : public IRMutator {
protected:
  VarPtr retypeDef(const VarPtr &v, const MemRefPtr &m) {
    auto fresh = std::make_shared<Var>(v->name, withMemRef(v->type, m));
    fresh->loc = v->loc;
    remap_[v.get()] = fresh;
    return fresh;
  }
  // `original` is the iter_arg as the input had it (the key its uses go by).
  IterArgPtr retypeIterArg(const IterArgPtr &original, const IterArg &now, const MemRefPtr &m) {
    auto fresh = std::make_shared<IterArg>(now.name, withMemRef(now.type, m), now.init);
    fresh->loc = now.loc;
    remap_[original.get()] = fresh;
    return fresh;
  }
};

// Step 3.5, AlignLoopCarriesToInit (reference memory-reuse.md section 8;
// the kit runs it only when some group joined another buffer): after
// sharing, every tile carry's iter_arg and return var take their init's
// MemRef as it now is, top-down, so a nested loop initialised with an outer
// iter_arg sees it realigned. Rebasing by base (SharingApplier) already
// moves most carries with their init; this step adds the carries whose
// init moved on its own: an init that is a smaller member of a joined
// buffer prints the member's MemRef(base, 0, size) and the carry follows it
// (gen --agree seeds 211 and 223, programs 211000827 and 223000856), and an
// inner loop initialised with a tile that InitMemRef put on its outer
// carry's buffer leaves its own return-var buffer for that one (seed 197,
// program 197000781, tests/passes_memory/real/inner_carry_follows_init.py).
class CarryAligner : public MemRefRetyper {
protected:
  IterArgPtr mutateIterArgDef(const IterArgPtr &ia) override {
    IterArgPtr out = IRMutator::mutateIterArgDef(ia);
    if (!out->type || !out->type->isTile())
      return out;
    MemRefPtr want = memrefOf(out->init), have = memrefOfType(out->type);
    if (!want || !have || sameMemRef(*want, *have))
      return out;
    return retypeIterArg(ia, *out, want);
  }

  StmtPtr visitFor(const ForStmtPtr &op) override {
    StmtPtr s = IRMutator::visitFor(op);
    const ForStmt *f = asFor(s);
    if (!f)
      return s;
    std::vector<VarPtr> rvs = f->returnVars;
    bool retyped = false;
    for (size_t k = 0; k < rvs.size() && k < f->iterArgs.size(); ++k) {
      const IterArg &ia = *f->iterArgs[k];
      MemRefPtr want = ia.type && ia.type->isTile() ? memrefOfType(ia.type) : nullptr;
      MemRefPtr have = memrefOfType(rvs[k]->type);
      if (!want || !have || sameMemRef(*want, *have))
        continue;
      rvs[k] = retypeDef(rvs[k], want);
      retyped = true;
    }
    if (!retyped)
      return s;
    ForSpec spec = specOf(*f);
    spec.returnVars = std::move(rvs);
    return makeFor(spec);
  }
};

const Var *baseOf(const TypePtr &t) {
  MemRefPtr m = memrefOfType(t);
  return m ? m->base.get() : nullptr;
}

class YieldFixer : public MemRefRetyper {
public:
  std::optional<Diagnostic> error;

protected:
  StmtPtr visitFor(const ForStmtPtr &op) override {
    // A carry that the loop yields unchanged (its own iter_arg) is left as
    // it is, however its init was retyped: the kit neither moves nor
    // realigns it, and the iter_arg keeps the buffer it had, whose alloc
    // then stays (gen --agree seed 239, program 239000785).
    if (const YieldStmt *y = trailingYield(op->body))
      for (size_t k = 0; k < y->values.size() && k < op->iterArgs.size(); ++k)
        if (y->values[k].get() == op->iterArgs[k].get())
          yieldedUnchanged_.insert(op->iterArgs[k].get());
    StmtPtr s = IRMutator::visitFor(op);
    const ForStmt *f = asFor(s);
    if (!f || error)
      return s;
    std::vector<MemRefPtr> targets;
    for (const IterArgPtr &ia : f->iterArgs)
      targets.push_back(ia->type && ia->type->isTile() && !yieldFixupSkipsCarry(*ia)
                            ? memrefOfType(ia->type)
                            : nullptr);
    // A carry whose iter_arg followed its retyped init (mutateIterArgDef)
    // takes its return var along: the loop's result lives where its carry
    // does.
    std::vector<VarPtr> rvs = f->returnVars;
    bool retyped = false;
    for (size_t k = 0; k < rvs.size() && k < f->iterArgs.size(); ++k) {
      if (!realigned_.count(f->iterArgs[k].get()) || !targets[k] ||
          memrefOfType(rvs[k]->type) == targets[k])
        continue;
      rvs[k] = retypeDef(rvs[k], targets[k]);
      retyped = true;
    }
    StmtPtr body = fixYield(f->body, targets);
    if (body == f->body && !retyped)
      return s;
    ForSpec spec = specOf(*f);
    spec.body = body;
    spec.returnVars = std::move(rvs);
    return makeFor(spec);
  }

  // AlignLoopCarriesToInit after the If half: a loop whose init is the
  // return var of an earlier if that this pass retyped onto its then-yield's
  // MemRef carries that MemRef in its iter_arg (and return var, visitFor),
  // so its yield is fixed up against it, as the kit prints (gen --agree
  // seed 157, program 157000554: the move sits before the main loop's yield,
  // not in the remainder's else branch).
  IterArgPtr mutateIterArgDef(const IterArgPtr &ia) override {
    IterArgPtr out = IRMutator::mutateIterArgDef(ia);
    const Var *init = asVar(out->init);
    if (!init || !retypedIfVars_.count(init) || !out->type || !out->type->isTile() ||
        yieldFixupSkipsCarry(*out) || yieldedUnchanged_.count(ia.get()))
      return out;
    MemRefPtr want = memrefOf(out->init), have = memrefOfType(out->type);
    if (!want || !have || want->base == have->base)
      return out;
    IterArgPtr fresh = retypeIterArg(ia, *out, want);
    realigned_.insert(fresh.get());
    return fresh;
  }

  // The If half (reference memory-reuse.md section 8, Step 4), as the kit
  // prints it: per slot the canonical MemRef is the then-yield's when that
  // is a plain var with a buffer, else the else-yield's when that is; an
  // iter_arg yield never counts (tests/passes_memory/real/
  // if_yields_iter_arg.py: no move, return var left as it was). The else
  // yield gets a move only against a then-yield canonical; the return var is
  // then retyped onto the canonical MemRef, so an if result fed by a tpop
  // (no buffer) in one branch follows the other branch's tile into whatever
  // buffer that joined (tests/passes_memory/real/if_tpop_result.py).
  StmtPtr visitIf(const IfStmtPtr &op) override {
    StmtPtr s = IRMutator::visitIf(op);
    const IfStmt *i = asIf(s);
    if (!i || error || i->returnVars.empty())
      return s;
    const YieldStmt *ty = trailingYield(i->thenBody);
    const YieldStmt *ey = trailingYield(i->elseBody);
    std::vector<MemRefPtr> targets, canonical;
    for (size_t k = 0; k < i->returnVars.size(); ++k) {
      const TypePtr &rt = i->returnVars[k]->type;
      MemRefPtr then = rt && rt->isTile() ? plainVarMemRef(ty, k) : nullptr;
      targets.push_back(then);
      canonical.push_back(then ? then : rt && rt->isTile() ? plainVarMemRef(ey, k) : nullptr);
    }
    StmtPtr elseBody =
        i->elseBody && ty ? fixYield(i->elseBody, targets, /*skipIterArgs=*/true) : i->elseBody;
    if (error)
      return s;
    std::vector<VarPtr> rvs = i->returnVars;
    bool retyped = false;
    for (size_t k = 0; k < rvs.size(); ++k) {
      const MemRefPtr &m = canonical[k];
      if (!m || memrefOfType(rvs[k]->type) == m)
        continue;
      rvs[k] = retypeDef(rvs[k], m);
      retypedIfVars_.insert(rvs[k].get());
      retyped = true;
    }
    if (elseBody == i->elseBody && !retyped)
      return s;
    auto copy = std::make_shared<IfStmt>(*i);
    copy->elseBody = elseBody;
    copy->returnVars = std::move(rvs);
    return copy;
  }

private:
  std::unordered_set<const Var *> retypedIfVars_; // if return vars visitIf retyped
  std::unordered_set<const Var *> realigned_;     // iter_args that followed such an init
  std::unordered_set<const Var *> yieldedUnchanged_; // iter_args their loop yields as is

  static const YieldStmt *trailingYield(const StmtPtr &body) {
    if (!body)
      return nullptr;
    std::vector<StmtPtr> list = stmtList(body);
    return list.empty() ? nullptr : asYield(list.back());
  }

  // The MemRef of slot k of a yield when its value is a plain var (not an
  // iter_arg) that has one.
  static MemRefPtr plainVarMemRef(const YieldStmt *y, size_t k) {
    if (!y || k >= y->values.size() || !y->values[k] || y->values[k]->kind != ExprKind::Var)
      return nullptr;
    return memrefOf(y->values[k]);
  }

  // Inserts a tile.move before the trailing yield for every slot whose value
  // lives on another base than targets[k].
  // An If's else-yield that is an iter_arg is left alone (skipIterArgs), as
  // the kit prints (gen --agree seed 1000007: `yield_(e_2, v)` gets no move).
  StmtPtr fixYield(const StmtPtr &body, const std::vector<MemRefPtr> &targets,
                   bool skipIterArgs = false) {
    std::vector<StmtPtr> list = stmtList(body);
    const YieldStmt *y = list.empty() ? nullptr : asYield(list.back());
    if (!y)
      return body;
    std::vector<ExprPtr> values = y->values;
    std::vector<StmtPtr> moves;
    for (size_t k = 0; k < values.size() && k < targets.size(); ++k) {
      const MemRefPtr &target = targets[k];
      if (skipIterArgs && values[k] && values[k]->kind == ExprKind::IterArg)
        continue;
      VarPtr src = varPtr(values[k]);
      MemRefPtr have = memrefOf(values[k]);
      if (!target || !src || !have || !target->base || have->base == target->base)
        continue;
      const TileType *st = asTile(src->type);
      if (!st)
        continue;
      MemorySpace space = st->memorySpace.value_or(MemorySpace::DDR);
      if (space == MemorySpace::Acc) {
        Diagnostic d = makeError("MemoryReuse cannot reconcile divergent L0C accumulator buffers "
                                 "with tile.move; accumulator control-flow values must be "
                                 "coalesced before YieldFixup.", y->loc, "MemoryReuse");
        d.kind = "InternalError";
        error = d;
        return body;
      }
      auto call = makeOpCall("tile.move", {values[k]}, {{"target_memory", space}}, {}, y->loc);
      if (!call.ok()) {
        error = call.error();
        return body;
      }
      VarPtr mv = makeVar(src->name + "_mv", withMemRef(src->type, target), y->loc);
      moves.push_back(makeAssign(mv, *call, y->loc));
      values[k] = mv;
    }
    if (moves.empty())
      return body;
    list.pop_back();
    list.insert(list.end(), moves.begin(), moves.end());
    list.push_back(makeYield(values, y->loc));
    return flattenSeq(list, body->loc);
  }
};

// Step 4.5: `x = y` with x on another base than y goes onto y's MemRef.
class IdentityCopyNormalizer : public MemRefRetyper {
protected:
  StmtPtr visitAssign(const std::shared_ptr<const AssignStmt> &op) override {
    StmtPtr s = IRMutator::visitAssign(op);
    const AssignStmt *a = asAssign(s);
    if (!a || !asVar(a->value) || !asTile(a->var->type))
      return s;
    MemRefPtr want = memrefOfType(a->value->type), have = memrefOfType(a->var->type);
    // Another base only: an alias of a smaller member of a joined buffer
    // keeps its own MemRef(base, 0, own size) (alias_of_shared_member).
    if (!want || !have || want->base == have->base)
      return s;
    VarPtr fresh = retypeDef(a->var, want);
    remap_[op->var.get()] = fresh;
    auto out = std::make_shared<AssignStmt>(*a);
    out->var = fresh;
    return out;
  }
};

class MembershipStripper : public IRMutator {
protected:
  ExprPtr visitCall(const CallPtr &op) override {
    ExprPtr e = IRMutator::visitCall(op);
    const Call *c = asCall(e);
    if (c && findAttr(c->attrs, kPipelineMembershipAttr))
      return withAttrs(*c, withoutAttr(c->attrs, kPipelineMembershipAttr));
    return e;
  }
};

// Bases referenced by any Tile/Tensor MemRef of a binding site.
std::unordered_set<const Var *> referencedBases(const Function &f, const StmtPtr &body) {
  std::unordered_set<const Var *> used;
  auto note = [&](const TypePtr &t) {
    if (const Var *b = baseOf(t))
      used.insert(b);
  };
  for (const VarPtr &p : f.params)
    note(p->type);
  Function g = f;
  g.body = body;
  for (const DefSite &d : collectDefs(g))
    note(d.var->type);
  return used;
}

StmtPtr removeDeadAllocs(const Function &f, const StmtPtr &body) {
  std::unordered_set<const Var *> used = referencedBases(f, body);
  const SeqStmts *seq = asSeq(body);
  if (!seq)
    return body;
  std::vector<StmtPtr> kept;
  for (const StmtPtr &s : seq->stmts) {
    const AssignStmt *a = asAssign(s);
    if (a && isAllocCall(a->value) && !used.count(a->var.get()))
      continue;
    kept.push_back(s);
  }
  if (kept.size() == seq->stmts.size())
    return body;
  return flattenSeq(kept, body->loc);
}

} // namespace

Result<StmtPtr> applyMemoryReuse(const Function &f, const FunctionReusePlan &plan) {
  const ReuseLifetimes &lt = plan.lifetimes;
  std::unordered_map<const Var *, Rebase> rebase;
  std::unordered_set<const Var *> reps;
  for (const VarPtr &v : lt.reps)
    reps.insert(v.get());
  for (size_t i = 0; i < lt.intervals.size(); ++i) {
    size_t r = static_cast<size_t>(plan.plan.bufferRep[i]);
    if (r == i)
      continue;
    rebase[lt.bases[i].get()] = Rebase{memrefOfType(lt.reps[r]->type),
                                       memrefOfType(lt.reps[i]->type)};
  }
  StmtPtr body = f.body;
  if (!rebase.empty()) {
    body = SharingApplier(std::move(rebase), std::move(reps)).mutate(body);
    body = CarryAligner().mutate(body);
  }
  YieldFixer fixer;
  if (!plan.skipYieldFixup)
    body = fixer.mutate(body);
  if (fixer.error)
    return *fixer.error;
  body = IdentityCopyNormalizer().mutate(body);
  body = removeDeadAllocs(f, body);
  body = MembershipStripper().mutate(body);
  return body;
}

} // namespace pipecheck::passes

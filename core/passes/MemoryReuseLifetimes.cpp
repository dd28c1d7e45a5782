// Lifetime analysis of MemoryReuse (reference/memory-reuse.md §4).
//
// Program points: every AssignStmt / EvalStmt (allocs included), YieldStmt
// and ReturnStmt takes the next order; containers take none; an If condition
// and a For's iter-arg init values are used at the current order without
// consuming one; loop bounds are not uses. Defs are AssignStmt LHS vars of
// TileType only. A use of an If return var is redirected to the branch-local
// yield sources (through nested If phis); a use of a For return var to the
// loop's init var when that is a tracked def; iter-arg uses are ignored. The
// effective last use extends a var defined before a loop and (raw-)used at or
// after its start to the loop end. Sharing groups are keyed by MemRef base
// Var; the first member with a pipeline_membership tag gives the group's
// membership and load-ness. Tiles without a MemRef (tpop results) are not
// tracked. Writers whose op forbids output aliasing (registry
// notInplaceSafe, tile.move, a widening cast) list their operands' groups as
// forbidden; a row/col-expand op the groups of its operands after argument 0, and an op
// the groups of the operands its table row names noalias (tile.sel's mask).
#include <algorithm>
#include <unordered_map>

#include "core/ir/walk.h"
#include "core/passes/MemRefUtil.h"
#include "core/passes/MemoryReuse.h"

namespace pipecheck::passes {
namespace {

using namespace ir;

struct Branch {
  int64_t lo = 0, hi = -1; // order range of the branch body
  ExprPtr source;          // the branch's yield value for the slot (may be null)
};

class Analyzer {
public:
  struct Def {
    VarPtr var;
    int64_t order = 0;
    const Call *call = nullptr;
  };

  std::vector<Def> defs;
  std::unordered_map<const Var *, size_t> defIndex;
  std::unordered_map<const Var *, int64_t> rawLast;
  std::unordered_map<const Var *, std::vector<int>> families;
  std::unordered_map<const Var *, const Call *> allocs;
  std::vector<std::pair<int64_t, int64_t>> loops;
  bool loopResultNotRedirected = false; // the fault of that name

  void visit(const StmtPtr &s) {
    if (s)
      visitStmt(*s, [&](const auto &n) { on(n); });
  }

private:
  int64_t cur_ = 0;
  int nextFamily_ = 0;
  std::unordered_map<const Var *, std::vector<Branch>> phis_;
  // Where each If return var is defined: the order of its if's first
  // statement. A phi is only followed from a branch that contains its if.
  std::unordered_map<const Var *, int64_t> phiOrder_;
  std::unordered_map<const Var *, ExprPtr> loopResults_;

  void on(const SeqStmts &s) {
    for (const StmtPtr &c : s.stmts)
      visit(c);
  }
  void on(const AssignStmt &s) {
    int64_t o = cur_++;
    uses(s.value, o);
    const Call *call = asCall(s.value);
    if (const OpInfo *op = call ? lookupOp(*call) : nullptr;
        op && op->family == OpFamily::Alloc && op->isTileLevel)
      allocs[s.var.get()] = call;
    if (s.var->type && s.var->type->isTile() && !defIndex.count(s.var.get())) {
      defIndex[s.var.get()] = defs.size();
      defs.push_back({s.var, o, call});
    }
  }
  void on(const EvalStmt &s) { uses(s.expr, cur_++); }
  void on(const YieldStmt &s) { valuesUse(s.values, cur_++); }
  void on(const ReturnStmt &s) { valuesUse(s.values, cur_++); }
  void on(const ForStmt &s) {
    for (const IterArgPtr &ia : s.iterArgs)
      uses(ia->init, cur_);
    int64_t start = cur_;
    visit(s.body);
    loops.push_back({start, cur_ - 1});
    for (size_t k = 0; k < s.returnVars.size() && k < s.iterArgs.size(); ++k)
      loopResults_[s.returnVars[k].get()] = s.iterArgs[k]->init;
  }
  void on(const ScopeStmt &s) { // transparent: its statements run in place
    uses(s.coreNum, cur_);
    visit(s.body);
  }
  void on(const IfStmt &s) {
    uses(s.cond, cur_);
    int64_t at = cur_;
    Branch thenB{cur_, 0, nullptr};
    visit(s.thenBody);
    thenB.hi = cur_ - 1;
    Branch elseB{cur_, 0, nullptr};
    visit(s.elseBody);
    elseB.hi = cur_ - 1;
    const YieldStmt *ty = trailingYield(s.thenBody);
    const YieldStmt *ey = trailingYield(s.elseBody);
    for (size_t k = 0; k < s.returnVars.size(); ++k) {
      std::vector<Branch> branches;
      if (ty && k < ty->values.size())
        branches.push_back({thenB.lo, thenB.hi, ty->values[k]});
      if (ey && k < ey->values.size())
        branches.push_back({elseB.lo, elseB.hi, ey->values[k]});
      const Var *phi = s.returnVars[k].get();
      phis_[phi] = branches;
      phiOrder_[phi] = at;
      int fam = nextFamily_++;
      families[phi].push_back(fam);
      for (const Branch &b : branches)
        addFamily(b, fam, 0);
    }
  }

  static const YieldStmt *trailingYield(const StmtPtr &body) {
    if (!body)
      return nullptr;
    std::vector<StmtPtr> list = stmtList(body);
    return list.empty() ? nullptr : asYield(list.back());
  }

  bool trackedIn(const Var *v, const Branch &b) const {
    auto it = defIndex.find(v);
    return it != defIndex.end() && defs[it->second].order >= b.lo && defs[it->second].order <= b.hi;
  }

  // The phi v when its if lies inside branch b (a yield of a phi defined
  // before the branch is not branch-local: the kit neither redirects through
  // it nor puts its sources in the family; gen --agree seed 7000029).
  const std::vector<Branch> *phiIn(const Var *v, const Branch &b) const {
    auto p = phis_.find(v);
    if (p == phis_.end())
      return nullptr;
    int64_t at = phiOrder_.at(v);
    return at >= b.lo && at <= b.hi ? &p->second : nullptr;
  }

  void addFamily(const Branch &b, int fam, int depth) {
    const Var *v = asVar(b.source);
    if (!v || depth > 64)
      return;
    if (trackedIn(v, b))
      families[v].push_back(fam);
    else if (const std::vector<Branch> *inner = phiIn(v, b))
      for (const Branch &ib : *inner)
        addFamily(ib, fam, depth + 1);
  }

  void record(const Var *v, int64_t order) {
    int64_t &last = rawLast.try_emplace(v, order).first->second;
    last = std::max(last, order);
  }

  void redirectBranch(const Branch &b, int64_t order, int depth) {
    const Var *v = asVar(b.source);
    if (!v || depth > 64)
      return;
    if (trackedIn(v, b))
      record(v, order);
    else if (const std::vector<Branch> *inner = phiIn(v, b))
      for (const Branch &ib : *inner)
        redirectBranch(ib, order, depth + 1);
  }

  void useVar(const Var *v, int64_t order) {
    if (defIndex.count(v)) {
      record(v, order);
    } else if (auto p = phis_.find(v); p != phis_.end()) {
      for (const Branch &b : p->second)
        redirectBranch(b, order, 0);
    } else if (auto r = loopResults_.find(v);
               r != loopResults_.end() && !loopResultNotRedirected) {
      const Var *init = asVar(r->second);
      if (init && defIndex.count(init))
        record(init, order);
    } // iter-args, params, scalars: untracked
  }

  void uses(const ExprPtr &e, int64_t order) {
    if (!e)
      return;
    forEachExpr(e, [&](const ExprPtr &x) {
      if (const Var *v = asVar(x))
        useVar(v, order);
    });
  }
  void valuesUse(const std::vector<ExprPtr> &values, int64_t order) {
    for (const ExprPtr &v : values)
      uses(v, order);
  }
};

// A widening cast (more result bits than input bits) writes more bytes than
// it reads per element, so its output never takes its input's buffer (the
// real MemoryReuse's rule; measured with the kit: BF16/FP16 -> FP32 get a
// fresh buffer, FP32 -> BF16/INT8/INT32 reuse).
bool isWideningCast(const Call &c, const OpInfo &info) {
  if (info.family != OpFamily::Cast || c.args.empty())
    return false;
  const TileType *in = asTile(c.args[0]->type);
  const TileType *out = asTile(c.type);
  return in && out && bitWidth(out->dtype) > bitWidth(in->dtype);
}

bool forbidsOutputAlias(const Call &c) {
  const OpInfo *info = opInfoOf(c);
  return info && (info->notInplaceSafe || info->isMove || isWideningCast(c, *info));
}

// A row/col-expand op's operands after argument 0 (the broadcast [rows, 1] /
// [1, cols] vector, and row_expand_add's optional tmp) never lend their
// buffer to the result, even when the shapes are equal (a [1, cols]
// col_expand_max of a [1, cols] tile, a [rows, 1] row_expand_mul, a tmp of
// the result's shape); argument 0 does (measured with the kit:
// tests/passes_memory/real/expand_operands.py, gen --agree seed 1000190;
// tmp_operands.py).
bool isBroadcastOperand(const Call &c, size_t arg) {
  const OpInfo *info = opInfoOf(c);
  return arg >= 1 && info &&
         (info->family == OpFamily::RowExpand || info->family == OpFamily::ColExpand);
}

// An operand the table says the output never aliases (OpInfo::noAliasArgs).
bool isNoAliasOperand(const Call &c, size_t arg) {
  const OpInfo *info = opInfoOf(c);
  return info && std::find(info->noAliasArgs.begin(), info->noAliasArgs.end(),
                           static_cast<int>(arg)) != info->noAliasArgs.end();
}

} // namespace

ReuseLifetimes analyzeReuseLifetimes(const StmtPtr &body, const reuse::PlanFaults &faults) {
  Analyzer a;
  a.loopResultNotRedirected = faults.loopResultNotRedirected;
  a.visit(body);
  ReuseLifetimes out;
  out.loops = a.loops;

  // Effective last use (ComputeEffectiveLastUse).
  for (const Analyzer::Def &d : a.defs) {
    auto it = a.rawLast.find(d.var.get());
    int64_t raw = it == a.rawLast.end() ? d.order : it->second;
    int64_t last = raw;
    for (const auto &[start, end] : a.loops)
      if (d.order < start && raw >= start && !faults.noLoopExtension)
        last = std::max(last, end);
    out.varLiveness[d.var.get()] = {d.order, last};
  }

  // Sharing groups by MemRef base, in first-def order.
  std::unordered_map<const Var *, int> groupOf;
  std::vector<std::vector<size_t>> members;
  for (size_t i = 0; i < a.defs.size(); ++i) {
    MemRefPtr m = memrefOfType(a.defs[i].var->type);
    if (!m || !m->base)
      continue;
    auto [it, fresh] = groupOf.try_emplace(m->base.get(), static_cast<int>(members.size()));
    if (fresh) {
      members.emplace_back();
      out.bases.push_back(m->base);
      out.reps.push_back(a.defs[i].var);
    }
    members[it->second].push_back(i);
  }

  for (size_t g = 0; g < members.size(); ++g) {
    const VarPtr &rep = out.reps[g];
    reuse::ReuseInterval iv;
    iv.name = rep->name;
    iv.space = spaceOf(rep->type);
    MemRefPtr repRef = memrefOfType(rep->type);
    iv.size = repRef->size;
    iv.pinned = repRef->pinned;
    if (auto al = a.allocs.find(out.bases[g].get()); al != a.allocs.end())
      iv.pinned |= getAttr<bool>(al->second->kwargs, "pinned").value_or(false);
    bool first = true;
    bool tagged = false;
    for (size_t idx : members[g]) {
      const Analyzer::Def &d = a.defs[idx];
      auto [def, last] = out.varLiveness[d.var.get()];
      iv.def = first ? def : std::min(iv.def, def);
      iv.last = first ? last : std::max(iv.last, last);
      first = false;
      reuse::VarLife life{def, last, {}};
      if (auto f = a.families.find(d.var.get()); f != a.families.end())
        life.families = f->second;
      iv.members.push_back(std::move(life));
      if (!tagged && d.call) {
        auto packed = getAttr<std::string>(d.call->attrs, kPipelineMembershipAttr);
        if (packed && !packed->empty()) {
          tagged = true;
          iv.membership = parsePipelineMembership(*packed);
          const OpInfo *op = lookupOp(*d.call);
          iv.isLoad = op && op->isLoad;
        }
      }
      if (d.call)
        for (size_t k = 0; k < d.call->args.size(); ++k) {
          MemRefPtr am = memrefOf(d.call->args[k]);
          if (!am || !am->base)
            continue;
          // The real pass never gives a result the buffer of an operand its
          // op forbids (a widening cast's, tile.move's, a not_inplace_safe
          // op's), an expand op's broadcast operand's, or a noalias
          // operand's. A smaller operand's it does: `wide = mul(sum8, c)`
          // joins the buffer of the INT8 sum8 (golden-kernels case
          // mixed_dtypes; a rule "never a smaller operand's", inferred from a
          // widening cast and a row vector, contradicted it).
          if (!forbidsOutputAlias(*d.call) && !isBroadcastOperand(*d.call, k) &&
              !isNoAliasOperand(*d.call, k))
            continue;
          auto og = groupOf.find(am->base.get());
          if (og != groupOf.end() && og->second != static_cast<int>(g))
            iv.forbidden.push_back(og->second);
        }
    }
    out.intervals.push_back(std::move(iv));
  }
  return out;
}

} // namespace pipecheck::passes

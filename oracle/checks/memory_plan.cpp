// Memory plan facts: tile buffers, memberships, pre-reuse groups and
// lifetimes. See memory_plan.h for what is read from where.
#include "oracle/checks/memory_plan.h"

#include <functional>
#include <set>
#include <unordered_map>

#include "core/ir/walk.h"
#include "core/ir/op_registry.h"
#include "core/passes/ReserveBuffers.h"

namespace pipecheck::checks {
namespace {

// Program points and lifetimes of one function (memory_plan.h).
class Lifetimes {
public:
  explicit Lifetimes(const ir::Function &fn) {
    walk(fn.body);
    for (const auto &[v, d] : def_) {
      auto it = last_.find(v);
      int last = it != last_.end() && it->second > d ? it->second : d;
      for (const auto &[start, end] : loops_)
        if (d < start && last >= start && end > last)
          last = end;
      spans[v] = {d, last};
    }
  }
  std::unordered_map<const ir::Var *, std::pair<int, int>> spans;

private:
  int order_ = 0;
  std::unordered_map<const ir::Var *, int> def_, last_;
  std::unordered_map<const ir::Var *, std::vector<const ir::Var *>> redirect_;
  std::vector<std::pair<int, int>> loops_;

  void use(const ir::Var *v, int at, int depth = 0) {
    auto r = redirect_.find(v);
    if (r != redirect_.end() && depth < 64) {
      for (const ir::Var *s : r->second)
        use(s, at, depth + 1);
      return;
    }
    int &l = last_[v];
    l = std::max(l, at);
  }
  void uses(const ir::ExprPtr &e, int at) {
    ir::forEachExpr(e, [&](const ir::ExprPtr &x) {
      if (x->kind == ir::ExprKind::Var)
        use(static_cast<const ir::Var *>(x.get()), at);
    });
    // IterArg uses inside a body are untracked (the init is kept live by the loop rule).
  }
  static const ir::YieldStmt *trailingYield(const ir::StmtPtr &s) {
    if (!s)
      return nullptr;
    if (const ir::YieldStmt *y = ir::asYield(s))
      return y;
    if (const ir::SeqStmts *q = ir::asSeq(s))
      return q->stmts.empty() ? nullptr : trailingYield(q->stmts.back());
    return nullptr;
  }
  void sources(const ir::StmtPtr &body, std::size_t slot, std::vector<const ir::Var *> &out) {
    const ir::YieldStmt *y = trailingYield(body);
    if (y && slot < y->values.size())
      if (const ir::Var *v = ir::asVar(y->values[slot]))
        out.push_back(v);
  }
  void walk(const ir::StmtPtr &s) {
    if (!s)
      return;
    ir::visitStmt(*s, [&](const auto &n) {
      using N = std::decay_t<decltype(n)>;
      if constexpr (std::is_same_v<N, ir::SeqStmts>) {
        for (const auto &c : n.stmts)
          walk(c);
      } else if constexpr (std::is_same_v<N, ir::AssignStmt>) {
        int at = order_++;
        uses(n.value, at);
        def_[n.var.get()] = at;
      } else if constexpr (std::is_same_v<N, ir::EvalStmt>) {
        uses(n.expr, order_++);
      } else if constexpr (std::is_same_v<N, ir::ForStmt>) {
        for (const auto &ia : n.iterArgs)
          uses(ia->init, order_);
        int start = order_;
        walk(n.body);
        loops_.push_back({start, order_ - 1});
        for (std::size_t i = 0; i < n.returnVars.size() && i < n.iterArgs.size(); ++i)
          if (const ir::Var *init = ir::asVar(n.iterArgs[i]->init))
            redirect_[n.returnVars[i].get()] = {init};
      } else if constexpr (std::is_same_v<N, ir::ScopeStmt>) {
        walk(n.body); // transparent
      } else if constexpr (std::is_same_v<N, ir::IfStmt>) {
        uses(n.cond, order_);
        walk(n.thenBody);
        walk(n.elseBody);
        for (std::size_t i = 0; i < n.returnVars.size(); ++i) {
          std::vector<const ir::Var *> src;
          sources(n.thenBody, i, src);
          sources(n.elseBody, i, src);
          redirect_[n.returnVars[i].get()] = src;
        }
      } else { // Yield, Return
        int at = order_++;
        for (const auto &v : n.values)
          uses(v, at);
      }
    });
  }
};

struct RawDef {
  const ir::AssignStmt *stmt = nullptr;
  const ir::TileType *type = nullptr;
  std::string name;
  int occurrence = 0;
};

std::vector<RawDef> tileDefs(const ir::Function &fn) {
  std::vector<RawDef> out;
  std::map<std::string, int> seen;
  ir::forEachStmt(fn.body, [&](const ir::StmtPtr &s) {
    const ir::AssignStmt *a = ir::asAssign(s);
    const ir::TileType *t = a ? ir::asTile(a->var->type) : nullptr;
    if (t)
      out.push_back({a, t, a->var->name, seen[a->var->name]++});
  });
  return out;
}

std::string baseName(const ir::MemRef &m) { return m.base ? m.base->name : m.name; }

// The var a value names, through iter_args to their inits.
// Loop return var -> its iter_arg's init.
using CarryInits = std::unordered_map<const ir::Var *, ir::ExprPtr>;

CarryInits carryInits(const ir::Function &fn) {
  CarryInits out;
  ir::forEachStmt(fn.body, [&](const ir::StmtPtr &s) {
    if (const ir::ForStmt *f = ir::asFor(s))
      for (std::size_t i = 0; i < f->returnVars.size() && i < f->iterArgs.size(); ++i)
        out[f->returnVars[i].get()] = f->iterArgs[i]->init;
  });
  return out;
}

// The var a value names, through iter_args and loop return vars to inits.
const ir::Var *rootVar(const ir::ExprPtr &e, const CarryInits &carries, int depth = 0) {
  if (!e || depth > 64)
    return nullptr;
  if (e->kind == ir::ExprKind::IterArg)
    return rootVar(static_cast<const ir::IterArg &>(*e).init, carries, depth + 1);
  if (e->kind != ir::ExprKind::Var)
    return nullptr;
  const auto *v = static_cast<const ir::Var *>(e.get());
  auto it = carries.find(v);
  return it == carries.end() ? v : rootVar(it->second, carries, depth + 1);
}

// A cube op that accumulates into its first argument (matmul_acc, gemv_acc, ...).
bool reusesFirstArg(const std::string &op) {
  const ir::OpInfo *info = ir::OpRegistry::instance().find(op);
  return info && info->isCubeOp && info->inPlaceArg == 0;
}

} // namespace

bool isL0Space(ir::MemorySpace s) {
  using M = ir::MemorySpace;
  return s == M::Left || s == M::Right || s == M::Acc || s == M::Bias || s == M::LeftScale ||
         s == M::RightScale;
}

std::string PlanTile::label() const {
  return occurrence == 0 ? name : name + "#" + std::to_string(occurrence);
}

std::string PlanTile::describe() const {
  std::string m;
  for (const auto &p : pairs)
    m += (m.empty() ? "" : ";") + std::to_string(p.group) + ":" + std::to_string(p.stage);
  std::string r = offset ? "[" + std::to_string(*offset) + ", " + std::to_string(*offset + size) + ")"
                         : "[?, ?)";
  return label() + " (" + (op.empty() ? "alias" : op) + (m.empty() ? "" : ", " + m) + ") in " +
         base + " " + r;
}

MemoryPlan readMemoryPlan(const ir::Program &plan, const ir::Program *before,
                          std::string beforeName) {
  MemoryPlan out;
  out.membershipSnapshot = std::move(beforeName);
  for (const ir::FunctionPtr &fn : plan.functions) {
    // A function whose regions do not resolve stopped the real pass; its
    // plan is not read with a reserved end (the run never got here).
    if (auto layout = passes::resolveReserveBuffers(*fn); layout.ok() && !layout.value().reservedEnd.empty())
      out.reservedEnd[fn->name] = layout.value().reservedEnd;
    Lifetimes life(*fn);
    std::vector<RawDef> defs = tileDefs(*fn);
    std::map<std::pair<std::string, int>, RawDef> prior;
    ir::FunctionPtr pf = before ? before->find(fn->name) : nullptr;
    if (pf)
      for (const RawDef &d : tileDefs(*pf)) {
        prior[{d.name, d.occurrence}] = d;
        if (d.type->memref)
          out.groupsFromMemRefs = true;
      }
    std::unordered_map<const ir::Var *, std::size_t> index; // plan var -> tile
    std::size_t first = out.tiles.size();
    for (const RawDef &d : defs) {
      if (!d.type->memref)
        continue; // buffer-less by design (tpop results)
      PlanTile t;
      t.function = fn->name;
      t.name = d.name;
      t.occurrence = d.occurrence;
      if (const ir::Call *c = ir::asCall(d.stmt->value))
        t.op = c->op;
      t.space = d.type->memorySpace.value_or(ir::MemorySpace::Vec);
      t.base = baseName(*d.type->memref);
      if (const ir::ConstInt *o = ir::asConstInt(d.type->memref->byteOffset))
        t.offset = o->value;
      else if (!d.type->memref->byteOffset)
        t.offset = 0;
      t.size = static_cast<int64_t>(d.type->memref->size);
      t.slotSize = t.size;
      const ir::OpInfo *defOp = ir::OpRegistry::instance().find(t.op);
      t.load = defOp && defOp->family == ir::OpFamily::Load;
      auto p = prior.find({d.name, d.occurrence});
      if (p != prior.end()) {
        const ir::Call *pc = ir::asCall(p->second.stmt->value);
        if (pc)
          if (auto m = ir::getAttr<std::string>(pc->attrs, ir::kPipelineMembershipAttr))
            t.pairs = parseMembership(*m).value_or(std::vector<MembershipPair>{});
        if (p->second.type->memref)
          t.slotSize = static_cast<int64_t>(p->second.type->memref->size);
      }
      auto span = life.spans.find(d.stmt->var.get());
      if (span != life.spans.end()) {
        t.def = span->second.first;
        t.last = span->second.second;
      }
      index[d.stmt->var.get()] = out.tiles.size();
      out.tiles.push_back(std::move(t));
    }
    // Pre-reuse sharing groups.
    std::size_t n = out.tiles.size() - first;
    std::vector<std::size_t> parent(n);
    for (std::size_t i = 0; i < n; ++i)
      parent[i] = i;
    std::function<std::size_t(std::size_t)> find = [&](std::size_t i) {
      return parent[i] == i ? i : parent[i] = find(parent[i]);
    };
    auto unite = [&](std::size_t a, std::size_t b) { parent[find(a)] = find(b); };
    if (out.groupsFromMemRefs) {
      std::map<std::string, std::size_t> byBase;
      for (std::size_t i = 0; i < n; ++i) {
        const PlanTile &t = out.tiles[first + i];
        auto p = prior.find({t.name, t.occurrence});
        if (p == prior.end() || !p->second.type->memref)
          continue;
        auto [it, fresh] = byBase.emplace(baseName(*p->second.type->memref), i);
        if (!fresh)
          unite(i, it->second);
      }
    } else {
      CarryInits carries = carryInits(*fn);
      for (const RawDef &d : defs) {
        auto self = index.find(d.stmt->var.get());
        if (self == index.end())
          continue;
        const ir::Var *src = nullptr;
        if (const ir::Call *c = ir::asCall(d.stmt->value)) {
          if (reusesFirstArg(c->op) && !c->args.empty())
            src = rootVar(c->args[0], carries);
        } else {
          src = rootVar(d.stmt->value, carries); // bare alias
        }
        auto other = src ? index.find(src) : index.end();
        if (other != index.end())
          unite(self->second - first, other->second - first);
      }
    }
    for (std::size_t i = 0; i < n; ++i)
      out.tiles[first + i].group = static_cast<int>(find(i));
    // Each group's membership representative: its first member (definition
    // order = tile order) whose call carries a membership (section 4).
    std::map<std::size_t, std::size_t> rep;
    std::map<std::size_t, int64_t> slot;
    for (std::size_t i = 0; i < n; ++i) {
      const PlanTile &t = out.tiles[first + i];
      int64_t &s = slot[find(i)];
      s = std::max(s, t.slotSize);
      if (!t.pairs.empty())
        rep.emplace(find(i), first + i);
    }
    for (std::size_t i = 0; i < n; ++i) {
      PlanTile &t = out.tiles[first + i];
      t.groupSlot = slot[find(i)];
      auto r = rep.find(find(i));
      if (r == rep.end())
        continue;
      const PlanTile &m = out.tiles[r->second];
      t.groupPairs = m.pairs;
      t.groupLoad = m.load;
      t.groupRepName = m.label();
      t.groupRep = r->second == first + i;
    }
  }
  return out;
}

bool shareBytes(const PlanTile &a, const PlanTile &b) {
  if (a.function != b.function || a.base != b.base)
    return false;
  if (!a.offset || !b.offset)
    return true;
  return *a.offset < *b.offset + b.size && *b.offset < *a.offset + a.size;
}

bool reuseShare(const PlanTile &a, const PlanTile &b) {
  return shareBytes(a, b) && a.group != b.group;
}

bool liveTogether(const PlanTile &a, const PlanTile &b) {
  if (a.def < 0 || b.def < 0)
    return true;
  return !(a.last <= b.def || b.last <= a.def);
}

int64_t spaceFootprint(const MemoryPlan &plan, const std::string &function,
                       ir::MemorySpace space) {
  std::map<std::string, int64_t> slot; // name order, like the allocator
  for (const PlanTile &t : plan.tiles)
    if (t.function == function && t.space == space)
      slot[t.base] = std::max(slot[t.base], t.size);
  int64_t cursor = 0;
  if (auto f = plan.reservedEnd.find(function); f != plan.reservedEnd.end())
    if (auto r = f->second.find(space); r != f->second.end())
      cursor = r->second;
  for (const auto &[base, size] : slot)
    cursor = align32(cursor + size);
  return cursor;
}

int64_t highWater(const MemoryPlan &plan, const std::string &function, ir::MemorySpace space) {
  int64_t high = 0;
  for (const PlanTile &t : plan.tiles)
    if (t.function == function && t.space == space)
      high = std::max(high, t.offset.value_or(0) + t.size);
  return high;
}

std::map<std::string, std::vector<ir::MemorySpace>> spacesByFunction(const MemoryPlan &plan) {
  std::map<std::string, std::set<ir::MemorySpace>> s;
  for (const PlanTile &t : plan.tiles)
    s[t.function].insert(t.space);
  std::map<std::string, std::vector<ir::MemorySpace>> out;
  for (const auto &[f, spaces] : s)
    out[f].assign(spaces.begin(), spaces.end());
  return out;
}

} // namespace pipecheck::checks

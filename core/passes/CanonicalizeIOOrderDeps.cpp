// The two statement analyses CanonicalizeIOOrder relies on (§8.1, §8.4 step 1).
//
// buildDependencyGraph: for each top-level statement in order, the vars it
// uses and defines over its whole subtree (uses = every Var/IterArg in
// expression position, not inside types; defs = every binding site: assign
// LHS, loop var, iter args, return vars); an edge comes from the last earlier
// statement that defined a used var. Only RAW edges exist: soundness of the
// reorder rests on SSA plus the InOut-use discipline, which
// collectInOutUseDisciplineDiagnostics checks per function: a var passed as an
// InOut/Out argument of a user-function call is "dead" afterwards and any
// later read of it is a violation. Reads inside the call's own arguments come
// first (f(T, inout=T) is fine); a use of an IterArg also reads its init
// value, as PyPTO's visitor does; the branches of an if start from the state
// before it and the state after it is the union. Both derive from the
// forEachField lists (walk.h / field_list.h) except for that if rule.
#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/field_list.h"
#include "core/ir/walk.h"
#include "core/passes/CanonicalizeIOOrderInternal.h"

namespace pipecheck::passes::cio {

using namespace ir;

namespace {

void collectDefs(const StmtPtr &s, std::unordered_set<const Var *> &defs) {
  forEachStmt(s, [&](const StmtPtr &st) {
    for (const FieldRef &f : stmtFields(*st)) {
      if (f.kind == FieldKind::Def && f.var())
        defs.insert(f.var().get());
      else if (f.kind == FieldKind::Defs)
        for (const VarPtr &v : f.vars())
          defs.insert(v.get());
      else if (f.kind == FieldKind::IterArgs)
        for (const IterArgPtr &v : f.iterArgs())
          defs.insert(v.get());
    }
  });
}

void collectUses(const StmtPtr &s, std::unordered_set<const Var *> &uses) {
  forEachExpr(s, [&](const ExprPtr &e) {
    if (const Var *v = asVar(e))
      uses.insert(v);
  });
}

// The "canon-deps-shallow-uses" fault: only the statement's own expression
// fields count as uses (a loop's or if's body is not looked into).
void collectShallowUses(const StmtPtr &s, std::unordered_set<const Var *> &uses) {
  auto note = [&](const ExprPtr &root) {
    forEachExpr(root, [&](const ExprPtr &e) {
      if (const Var *v = asVar(e))
        uses.insert(v);
    });
  };
  for (const FieldRef &f : stmtFields(*s)) {
    if ((f.kind == FieldKind::Expr || f.kind == FieldKind::OptExpr) && f.expr())
      note(f.expr());
    else if (f.kind == FieldKind::Exprs)
      for (const ExprPtr &e : f.exprs())
        note(e);
  }
}

class DisciplineChecker {
public:
  explicit DisciplineChecker(const Program &program) : program_(program) {}
  Diagnostics take() { return std::move(out_); }

  void stmt(const StmtPtr &s) {
    if (!s)
      return;
    if (const IfStmt *i = asIf(s)) {
      expr(i->cond);
      std::unordered_set<const Var *> before = dead_;
      stmt(i->thenBody);
      std::unordered_set<const Var *> afterThen = std::move(dead_);
      dead_ = std::move(before);
      stmt(i->elseBody);
      dead_.insert(afterThen.begin(), afterThen.end());
      return;
    }
    for (const FieldRef &f : stmtFields(*s)) {
      switch (f.kind) {
      case FieldKind::Expr:
      case FieldKind::OptExpr:
        expr(f.expr());
        break;
      case FieldKind::Exprs:
        for (const ExprPtr &e : f.exprs())
          expr(e);
        break;
      case FieldKind::IterArgs:
        for (const IterArgPtr &ia : f.iterArgs())
          expr(ia->init);
        break;
      case FieldKind::Stmt:
      case FieldKind::OptStmt:
        stmt(f.stmt());
        break;
      case FieldKind::Stmts:
        for (const StmtPtr &c : f.stmts())
          stmt(c);
        break;
      default:
        break;
      }
    }
  }

private:
  void expr(const ExprPtr &e) {
    if (!e)
      return;
    if (const Var *v = asVar(e)) {
      if (dead_.count(v)) {
        auto origin = origin_.find(v);
        std::string where = origin != origin_.end() && origin->second.valid()
                                ? origin->second.str()
                                : std::string("<unknown>");
        out_.push_back(makeError("variable '" + v->name + "' was passed as InOut/Out at " + where +
                                     "; read the post-call return value instead of the pre-call "
                                     "variable",
                                 e->loc, "InOutUseDiscipline", 0));
      }
      if (const IterArg *ia = asIterArg(e))
        expr(ia->init);
      return;
    }
    const Call *call = asCall(e);
    if (!call) {
      for (const FieldRef &f : exprFields(*e)) {
        if (f.kind == FieldKind::Expr || f.kind == FieldKind::OptExpr)
          expr(f.expr());
        else if (f.kind == FieldKind::Exprs)
          for (const ExprPtr &c : f.exprs())
            expr(c);
      }
      return;
    }
    for (const ExprPtr &a : call->args)
      expr(a);
    if (!call->isFunctionCall)
      return;
    FunctionPtr callee = program_.find(call->op);
    if (!callee)
      return;
    std::size_t n = std::min(callee->directions.size(), call->args.size());
    for (std::size_t i = 0; i < n; ++i) {
      ParamDirection d = callee->directions[i];
      if (d != ParamDirection::InOut && d != ParamDirection::Out)
        continue;
      if (const Var *v = asVar(call->args[i])) {
        dead_.insert(v);
        origin_.emplace(v, e->loc); // the first origin is kept
      }
    }
  }

  const Program &program_;
  std::unordered_set<const Var *> dead_;
  std::unordered_map<const Var *, SourceLoc> origin_;
  Diagnostics out_;
};

} // namespace

DependencyGraph buildDependencyGraph(const std::vector<StmtPtr> &stmts, bool shallowUsesFault) {
  DependencyGraph g;
  g.predecessors.resize(stmts.size());
  std::unordered_map<const Var *, std::size_t> lastDef;
  for (std::size_t i = 0; i < stmts.size(); ++i) {
    std::unordered_set<const Var *> uses, defs;
    if (shallowUsesFault)
      collectShallowUses(stmts[i], uses);
    else
      collectUses(stmts[i], uses);
    collectDefs(stmts[i], defs);
    for (const Var *v : uses) {
      auto it = lastDef.find(v);
      if (it != lastDef.end() && stmts[it->second].get() != stmts[i].get())
        g.predecessors[i].insert(it->second);
    }
    for (const Var *v : defs)
      lastDef[v] = i;
  }
  return g;
}

Diagnostics collectInOutUseDisciplineDiagnostics(const StmtPtr &body, const Program &program) {
  DisciplineChecker checker(program);
  checker.stmt(body);
  return checker.take();
}

} // namespace pipecheck::passes::cio

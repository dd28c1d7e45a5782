// UseAfterDef: every use of a Var comes after a definition that is in scope.
//
// PyPTO's UseAfterDefCheck (code 401, USE_BEFORE_DEF), per function:
//  * params, the vars inside param and return types, and the program's
//    dynamic dims are defined for the whole body;
//  * an AssignStmt defines its var after its value is evaluated;
//  * a loop's bounds and iter_arg init values are evaluated outside the loop;
//    the loop var and iter_args are defined only inside the body; after the
//    loop only the return vars are added, unless the loop has none, in which
//    case the body's definitions stay visible ("leak mode", the non-SSA form
//    the parser produces before ConvertToSSA);
//  * an if with return vars exposes only them afterwards; an if without
//    return vars exposes the union of both branches' definitions (leak mode).
// Unlike SSAForm this accepts non-SSA IR; it only asks "is there a reaching
// definition". Vars inside the type of a used var are uses too. Each
// diagnostic points at the statement that holds the use.
#include <unordered_set>

#include "core/ir/walk.h"
#include "core/verify/codes.h"
#include "core/verify/util.h"
#include "core/verify/verifier.h"

namespace pipecheck::verify {
namespace {

using namespace ir;

class UseChecker {
public:
  UseChecker(const Program &p, const Function &f, Diagnostics &out) : f_(f), out_(out) {
    for (const VarPtr &d : p.dynamicDims)
      defs_.insert(d.get());
    for (const VarPtr &param : f.params) {
      defs_.insert(param.get());
      defineTypeVars(param->type);
    }
    for (const TypePtr &t : f.returnTypes)
      defineTypeVars(t);
  }

  void run() {
    if (f_.body)
      visit(f_.body);
  }

private:
  using Scope = std::unordered_set<const Var *>;
  const Function &f_;
  Diagnostics &out_;
  Scope defs_;

  void defineTypeVars(const TypePtr &t) {
    forEachTypeExpr(t, [&](const ExprPtr &root) {
      forEachExpr(root, [&](const ExprPtr &e) {
        if (const Var *v = asVar(e))
          defs_.insert(v);
      });
    });
  }

  void use(const Var &v, const SourceLoc &loc) {
    if (!defs_.count(&v))
      out_.push_back(diag("UseAfterDef", UseAfterDefCode::UseBeforeDef,
                          "Variable '" + v.name + "' used before definition" + inFunction(f_),
                          loc));
  }

  void ownUses(const StmtPtr &s) {
    SourceLoc loc = locOf(s);
    forEachOwnExpr(*s, [&](const ExprPtr &e) {
      const Var *v = asVar(e);
      if (!v)
        return;
      use(*v, loc);
      forEachTypeExpr(v->type, [&](const ExprPtr &root) {
        forEachExpr(root, [&](const ExprPtr &x) {
          if (const Var *tv = asVar(x))
            use(*tv, loc);
        });
      });
    });
  }

  void visit(const StmtPtr &s) {
    switch (s->kind) {
    case StmtKind::Seq:
      for (const StmtPtr &c : static_cast<const SeqStmts &>(*s).stmts)
        visit(c);
      return;
    case StmtKind::Assign:
      ownUses(s);
      defs_.insert(static_cast<const AssignStmt &>(*s).var.get());
      return;
    case StmtKind::Eval:
    case StmtKind::Yield:
    case StmtKind::Return:
      ownUses(s);
      return;
    case StmtKind::For: {
      const auto &f = static_cast<const ForStmt &>(*s);
      ownUses(s);
      Scope saved = defs_;
      defs_.insert(f.loopVar.get());
      for (const IterArgPtr &ia : f.iterArgs)
        defs_.insert(ia.get());
      visit(f.body);
      defs_.erase(f.loopVar.get());
      for (const IterArgPtr &ia : f.iterArgs)
        defs_.erase(ia.get());
      if (!f.returnVars.empty()) {
        defs_ = std::move(saved);
        for (const VarPtr &rv : f.returnVars)
          defs_.insert(rv.get());
      }
      return;
    }
    case StmtKind::If: {
      const auto &i = static_cast<const IfStmt &>(*s);
      ownUses(s);
      Scope saved = defs_;
      visit(i.thenBody);
      Scope thenDefs = std::move(defs_);
      defs_ = saved;
      if (i.elseBody)
        visit(i.elseBody);
      Scope elseDefs = std::move(defs_);
      defs_ = std::move(saved);
      if (!i.returnVars.empty()) {
        for (const VarPtr &rv : i.returnVars)
          defs_.insert(rv.get());
      } else {
        defs_.insert(thenDefs.begin(), thenDefs.end());
        defs_.insert(elseDefs.begin(), elseDefs.end());
      }
      return;
    }
    case StmtKind::Scope: // transparent: its definitions stay visible after it
      ownUses(s);
      visit(static_cast<const ScopeStmt &>(*s).body);
      return;
    }
  }
};

} // namespace

Diagnostics verifyUseAfterDef(const Program &program) {
  Diagnostics out;
  for (const FunctionPtr &f : program.functions)
    UseChecker(program, *f, out).run();
  return out;
}

} // namespace pipecheck::verify

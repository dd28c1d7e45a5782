// SSAForm: every Var is defined once, used only where visible, and every
// loop / if that carries values ends its bodies with a matching yield.
//
// Follows PyPTO's SSA verifier (reference/neighbour-passes.md section 11),
// with its codes and messages, per function:
//  * Scopes. Params, the vars inside param and return types, and the
//    program's dynamic dims are in the outermost scope. An AssignStmt's value
//    is checked before its var is defined; a loop's bounds and iter_arg init
//    values in the enclosing scope; the loop var and iter_args only inside the
//    body; each if branch in its own scope; return vars become visible after
//    their statement. A use outside scope is SCOPE_VIOLATION (6); so is a var
//    inside the type of a used var (or of an assigned var) that is not
//    visible, as PyPTO's visitor also walks those types.
//  * MULTIPLE_ASSIGNMENT (1). Deliberately stricter than PyPTO, which counts
//    only AssignStmt vars and return vars: here every binding site counts
//    (params, loop vars and iter_args too), so "one definition per Var across
//    the function" holds literally. A faithful pass never reuses a binding
//    object, so the extra cases only flag real cloning bugs. The diagnostic
//    points at the second (third, ...) binding statement, not at the var's
//    own span as PyPTO does (that is always the first definition).
//  * MISSING_YIELD (3), ITER_ARGS_RETURN_VARS_MISMATCH (4),
//    YIELD_COUNT_MISMATCH (5) with PyPTO's messages; the trailing statement
//    is found through nested SeqStmts.
//  * MISPLACED_YIELD (7): a YieldStmt anywhere but the trailing position of a
//    loop body, an if branch or the function body (a trailing yield in the
//    function body is what the printer shows as `return`).
// Messages end with " in function 'NAME'" (PyPTO appends the printed function,
// which core/verify cannot produce).
#include <unordered_map>
#include <unordered_set>

#include "core/ir/walk.h"
#include "core/verify/codes.h"
#include "core/verify/util.h"
#include "core/verify/verifier.h"

namespace pipecheck::verify {
namespace {

using namespace ir;

constexpr std::string_view kRule = "SSAForm";

class SSAChecker {
public:
  SSAChecker(const Program &p, const Function &f, Diagnostics &out) : f_(f), out_(out) {
    scopes_.emplace_back();
    for (const VarPtr &d : p.dynamicDims)
      define(d.get());
    for (const VarPtr &param : f.params) {
      countDef(param, f.loc);
      define(param.get());
      defineTypeVars(param->type);
    }
    for (const TypePtr &t : f.returnTypes)
      defineTypeVars(t);
  }

  void run() {
    if (f_.body)
      visit(f_.body, true);
  }

private:
  const Function &f_;
  Diagnostics &out_;
  std::unordered_map<const Var *, int> defCount_;
  std::vector<std::unordered_set<const Var *>> scopes_;

  void report(SSACode code, std::string msg, SourceLoc loc) {
    out_.push_back(diag(kRule, code, msg + inFunction(f_), std::move(loc)));
  }
  void define(const Var *v) { scopes_.back().insert(v); }
  bool visible(const Var *v) const {
    for (const auto &s : scopes_)
      if (s.count(v))
        return true;
    return false;
  }
  void defineTypeVars(const TypePtr &t) {
    forEachTypeExpr(t, [&](const ExprPtr &root) {
      forEachExpr(root, [&](const ExprPtr &e) {
        if (const Var *v = asVar(e))
          define(v);
      });
    });
  }

  void countDef(const VarPtr &v, const SourceLoc &loc) {
    int n = ++defCount_[v.get()];
    if (n > 1)
      report(SSACode::MultipleAssignment,
             "Variable '" + v->name + "' is assigned more than once (" + std::to_string(n) +
                 " times), violating SSA form",
             loc);
  }

  // A var in expression position; with checkType, the vars inside its type too.
  void useVar(const Var &v, const SourceLoc &loc, bool checkType = true) {
    if (!visible(&v))
      report(SSACode::ScopeViolation, "Variable '" + v.name + "' used outside its defining scope",
             loc);
    if (checkType)
      typeUses(v.type, loc);
  }
  void typeUses(const TypePtr &t, const SourceLoc &loc) {
    forEachTypeExpr(t, [&](const ExprPtr &root) {
      forEachExpr(root, [&](const ExprPtr &e) {
        if (const Var *v = asVar(e))
          useVar(*v, loc, false);
      });
    });
  }
  void ownUses(const StmtPtr &s) {
    SourceLoc loc = locOf(s);
    forEachOwnExpr(*s, [&](const ExprPtr &e) {
      if (const Var *v = asVar(e))
        useVar(*v, loc);
    });
  }

  void visit(const StmtPtr &s, bool trailingOk) {
    switch (s->kind) {
    case StmtKind::Seq: {
      const auto &seq = static_cast<const SeqStmts &>(*s);
      for (std::size_t i = 0; i < seq.stmts.size(); ++i) {
        bool trailing = trailingOk && i + 1 == seq.stmts.size();
        visit(seq.stmts[i], trailing);
      }
      return;
    }
    case StmtKind::Yield:
      if (!trailingOk)
        report(SSACode::MisplacedYield,
               "YieldStmt must be the last statement of its loop body or if branch", locOf(s));
      ownUses(s);
      return;
    case StmtKind::Assign: {
      const auto &a = static_cast<const AssignStmt &>(*s);
      ownUses(s);
      countDef(a.var, locOf(s));
      define(a.var.get());
      typeUses(a.var->type, locOf(s));
      return;
    }
    case StmtKind::Eval:
    case StmtKind::Return:
      ownUses(s);
      return;
    case StmtKind::For:
      visitFor(s, static_cast<const ForStmt &>(*s));
      return;
    case StmtKind::If:
      visitIf(s, static_cast<const IfStmt &>(*s));
      return;
    case StmtKind::Scope: // binds nothing; a trailing yield may sit inside it
      ownUses(s);
      visit(static_cast<const ScopeStmt &>(*s).body, trailingOk);
      return;
    }
  }

  void visitFor(const StmtPtr &s, const ForStmt &f) {
    SourceLoc loc = locOf(s);
    for (const VarPtr &rv : f.returnVars)
      countDef(rv, loc);
    ownUses(s); // bounds and init values, in the enclosing scope
    scopes_.emplace_back();
    countDef(f.loopVar, loc);
    define(f.loopVar.get());
    for (const IterArgPtr &ia : f.iterArgs) {
      countDef(ia, loc);
      define(ia.get());
    }
    visit(f.body, true);
    scopes_.pop_back();

    std::size_t n = f.iterArgs.size();
    if (n != f.returnVars.size())
      report(SSACode::IterArgsReturnVarsMismatch,
             "ForStmt iter_args count (" + std::to_string(n) + ") != return_vars count (" +
                 std::to_string(f.returnVars.size()) + ")",
             loc);
    if (n > 0) {
      const YieldStmt *y = asYield(lastStmt(f.body));
      if (!y)
        report(SSACode::MissingYield,
               "ForStmt with iter_args must have YieldStmt as last statement in body", loc);
      else if (y->values.size() != n)
        report(SSACode::YieldCountMismatch,
               "ForStmt YieldStmt value count (" + std::to_string(y->values.size()) +
                   ") != iter_args count (" + std::to_string(n) + ")",
               loc);
    }
    for (const VarPtr &rv : f.returnVars)
      define(rv.get());
  }

  void visitIf(const StmtPtr &s, const IfStmt &f) {
    SourceLoc loc = locOf(s);
    for (const VarPtr &rv : f.returnVars)
      countDef(rv, loc);
    ownUses(s); // the condition
    for (const StmtPtr &branch : {f.thenBody, f.elseBody}) {
      if (!branch)
        continue;
      scopes_.emplace_back();
      visit(branch, true);
      scopes_.pop_back();
    }
    if (!f.returnVars.empty())
      checkIfYields(f, loc);
    for (const VarPtr &rv : f.returnVars)
      define(rv.get());
  }

  void checkIfYields(const IfStmt &f, const SourceLoc &loc) {
    if (!f.elseBody) {
      report(SSACode::MissingYield, "IfStmt with return_vars must have else branch", loc);
      return;
    }
    std::size_t n = f.returnVars.size();
    struct Branch {
      const StmtPtr &body;
      const char *name, *dashed;
    };
    for (const Branch &b :
         {Branch{f.thenBody, "then", "then-branch"}, Branch{f.elseBody, "else", "else-branch"}}) {
      const YieldStmt *y = asYield(lastStmt(b.body));
      if (!y)
        report(SSACode::MissingYield,
               std::string("IfStmt ") + b.name +
                   " branch must end with YieldStmt when return_vars exist",
               loc);
      else if (y->values.size() != n)
        report(SSACode::YieldCountMismatch,
               std::string("IfStmt ") + b.dashed + " YieldStmt value count (" +
                   std::to_string(y->values.size()) + ") != return_vars count (" +
                   std::to_string(n) + ")",
               loc);
    }
  }
};

} // namespace

Diagnostics verifySSAForm(const Program &program) {
  Diagnostics out;
  for (const FunctionPtr &f : program.functions)
    SSAChecker(program, *f, out).run();
  return out;
}

} // namespace pipecheck::verify

// IR statements: SeqStmts, AssignStmt, EvalStmt, YieldStmt, ReturnStmt,
// ForStmt, IfStmt, ScopeStmt.
//
// Immutable and shared like expressions (StmtPtr = shared_ptr<const Stmt>).
// Fields are listed once in forEachField, in PyPTO's descriptor order, with
// binding sites marked as defs (see expr.h for the visitor protocol).
// SeqStmts is a transparent container; build sequences with flattenSeq(),
// which mirrors SeqStmts::Flatten (splices nested sequences two levels deep,
// unwraps a single element, empty list -> empty SeqStmts).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/ir/attrs.h"
#include "core/ir/expr.h"

namespace pipecheck::ir {

struct Stmt;
using StmtPtr = std::shared_ptr<const Stmt>;

enum class StmtKind { Seq, Assign, Eval, Yield, Return, For, If, Scope };

struct Stmt {
  StmtKind kind;
  SourceLoc loc;                     // ignored by equality
  std::vector<std::string> comments; // leading comments; ignored by equality
  explicit Stmt(StmtKind k) : kind(k) {}
  virtual ~Stmt() = default;
  std::string_view typeName() const; // "SeqStmts", "AssignStmt", ...
};

struct SeqStmts : Stmt {
  std::vector<StmtPtr> stmts;
  explicit SeqStmts(std::vector<StmtPtr> s) : Stmt(StmtKind::Seq), stmts(std::move(s)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.stmts("stmts", self.stmts);
  }
};

struct AssignStmt : Stmt {
  VarPtr var;
  ExprPtr value;
  AssignStmt(VarPtr var_, ExprPtr value_)
      : Stmt(StmtKind::Assign), var(std::move(var_)), value(std::move(value_)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.def("var", self.var);
    v.expr("value", self.value);
  }
};

struct EvalStmt : Stmt {
  ExprPtr expr;
  explicit EvalStmt(ExprPtr e) : Stmt(StmtKind::Eval), expr(std::move(e)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.expr("expr", self.expr);
  }
};

struct YieldStmt : Stmt {
  std::vector<ExprPtr> values;
  explicit YieldStmt(std::vector<ExprPtr> vals) : Stmt(StmtKind::Yield), values(std::move(vals)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.exprs("value", self.values);
  }
};

struct ReturnStmt : Stmt {
  std::vector<ExprPtr> values;
  explicit ReturnStmt(std::vector<ExprPtr> vals)
      : Stmt(StmtKind::Return), values(std::move(vals)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.exprs("value", self.values);
  }
};

struct ForStmt : Stmt {
  VarPtr loopVar;
  ExprPtr start, stop, step;
  std::vector<IterArgPtr> iterArgs;
  StmtPtr body;
  std::vector<VarPtr> returnVars;
  ForKind forKind = ForKind::Sequential;
  AttrList attrs;
  ForStmt() : Stmt(StmtKind::For) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.def("loop_var", self.loopVar);
    v.expr("start", self.start);
    v.expr("stop", self.stop);
    v.expr("step", self.step);
    v.iterArgs("iter_args", self.iterArgs);
    v.stmt("body", self.body);
    v.defs("return_vars", self.returnVars);
    v.data("kind", self.forKind);
    v.attrs("attrs", self.attrs);
  }
};

struct IfStmt : Stmt {
  ExprPtr cond;
  StmtPtr thenBody;
  StmtPtr elseBody; // may be null
  std::vector<VarPtr> returnVars;
  IfStmt() : Stmt(StmtKind::If) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.expr("condition", self.cond);
    v.stmt("then_body", self.thenBody);
    v.optStmt("else_body", self.elseBody);
    v.defs("return_vars", self.returnVars);
  }
};

// A scope statement (PyPTO's ScopeStmt family: InCoreScopeStmt,
// ClusterScopeStmt, HierarchyScopeStmt, SpmdScopeStmt, RuntimeScopeStmt,
// SplitAivScopeStmt), one node with the union of their fields: a field the
// kind does not have stays at its default on both sides of a comparison. A
// scope binds nothing: names its body defines stay visible after it (the
// printer writes `with pl.scope():` and the body one level deeper), and it
// runs its body once.
//   InCore     with pl.at(level=pl.Level.CORE_GROUP[, optimizations=[pl.split(M)]][, name_hint="n"])
//   Hierarchy  with pl.at(level=pl.Level.L[, role=pl.Role.R][, name_hint="n"])
//   Cluster    with pl.cluster([name_hint="n"])
//   Spmd       with pl.spmd(core_num[, sync_start=True][, name_hint="n"])
//   Runtime    with pl.scope([mode=pl.ScopeMode.MANUAL])
//   SplitAiv   for lane in pl.split_aiv(count, mode=pl.SplitMode.M): the body
//              once per AIV lane; `lane` (the one var in laneVars) is the lane
//              index (the interpreter reports it outside its contract).
struct ScopeStmt : Stmt {
  ScopeKind scopeKind = ScopeKind::Runtime;
  std::string nameHint;
  AttrList attrs;
  SplitMode split = SplitMode::NONE;  // InCore, SplitAiv
  std::optional<Level> level;         // Hierarchy
  std::optional<Role> role;           // Hierarchy
  ExprPtr coreNum;                    // Spmd (null elsewhere)
  bool syncStart = false;             // Spmd
  bool manual = false;                // Runtime
  int64_t count = 0;                  // SplitAiv
  std::vector<VarPtr> laneVars;       // SplitAiv: the lane index (empty elsewhere)
  StmtPtr body;
  ScopeStmt() : Stmt(StmtKind::Scope) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.data("scope_kind", self.scopeKind);
    v.data("name_hint", self.nameHint);
    v.attrs("attrs", self.attrs);
    v.data("split", self.split);
    v.data("level", self.level);
    v.data("role", self.role);
    v.optExpr("core_num", self.coreNum);
    v.data("sync_start", self.syncStart);
    v.data("manual", self.manual);
    v.data("count", self.count);
    v.defs("lane_vars", self.laneVars);
    v.stmt("body", self.body);
  }
};

using ForStmtPtr = std::shared_ptr<const ForStmt>;
using ScopeStmtPtr = std::shared_ptr<const ScopeStmt>;
using IfStmtPtr = std::shared_ptr<const IfStmt>;

template <class F> decltype(auto) visitStmt(const Stmt &s, F &&f) {
  switch (s.kind) {
  case StmtKind::Seq: return f(static_cast<const SeqStmts &>(s));
  case StmtKind::Assign: return f(static_cast<const AssignStmt &>(s));
  case StmtKind::Eval: return f(static_cast<const EvalStmt &>(s));
  case StmtKind::Yield: return f(static_cast<const YieldStmt &>(s));
  case StmtKind::Return: return f(static_cast<const ReturnStmt &>(s));
  case StmtKind::For: return f(static_cast<const ForStmt &>(s));
  case StmtKind::If: return f(static_cast<const IfStmt &>(s));
  case StmtKind::Scope: return f(static_cast<const ScopeStmt &>(s));
  }
  return f(static_cast<const SeqStmts &>(s)); // unreachable
}

const SeqStmts *asSeq(const StmtPtr &s);
const AssignStmt *asAssign(const StmtPtr &s);
const EvalStmt *asEval(const StmtPtr &s);
const YieldStmt *asYield(const StmtPtr &s);
const ReturnStmt *asReturn(const StmtPtr &s);
const ForStmt *asFor(const StmtPtr &s);
const IfStmt *asIf(const StmtPtr &s);
const ScopeStmt *asScope(const StmtPtr &s);

// SeqStmts::Flatten: splice children that are SeqStmts (and one further level
// of nesting), unwrap a single remaining element, empty -> empty SeqStmts.
StmtPtr flattenSeq(const std::vector<StmtPtr> &stmts, SourceLoc loc = {});
// The statements of a body: the SeqStmts' children, or {s} for anything else.
std::vector<StmtPtr> stmtList(const StmtPtr &s);

} // namespace pipecheck::ir

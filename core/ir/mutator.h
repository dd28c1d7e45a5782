// IRMutator: a copy-on-write rewriter over expressions, statements and types.
//
// Every node kind has a virtual visit method. The defaults rebuild a node
// generically from its forEachField list (expr.h documents the protocol): each
// child is mutated, and when no child changed the original pointer is returned,
// so an untouched subtree keeps its identity (a pass that changes nothing
// returns the same function object, which is how idempotence is checked).
// A SeqStmts whose children changed is re-flattened with flattenSeq, like
// PyPTO's IRMutator, so a statement replaced by a sequence is spliced into its
// parent. Binding sites go through mutateDef / mutateIterArgDef; uses of Vars
// go through visitVar / visitIterArg, which consult the remap table. The
// default mutateDef keeps a Var unless its type changed (then a fresh Var with
// the same name is made and recorded in the remap table, so later uses follow).
// DeepClone (clone.h) overrides the def hooks to give every binding site a
// fresh Var. Assumes the tree is well scoped: a use is visited after its
// binding site (true for the forEachField orders of ForStmt/IfStmt/Assign).
#pragma once

#include <unordered_map>

#include "core/ir/program.h"

namespace pipecheck::ir {

class IRMutator;

namespace detail {
// Field visitor that mutates the fields of a node copy in place and records
// whether anything changed. Used by IRMutator::rebuild.
struct FieldMutator {
  IRMutator &m;
  bool changed = false;
  void def(const char *, VarPtr &v);
  void defs(const char *, std::vector<VarPtr> &vs);
  void iterArgs(const char *, std::vector<IterArgPtr> &ias);
  void expr(const char *, ExprPtr &e);
  void optExpr(const char *, ExprPtr &e);
  void exprs(const char *, std::vector<ExprPtr> &es);
  void stmt(const char *, StmtPtr &s);
  void optStmt(const char *, StmtPtr &s);
  void stmts(const char *, std::vector<StmtPtr> &ss);
  void type(const char *, TypePtr &t);
  void types(const char *, std::vector<TypePtr> &ts);
  void attrs(const char *, AttrList &as);
  void tensorView(const char *, std::optional<TensorView> &v);
  void tileView(const char *, std::optional<TileView> &v);
  void memref(const char *, MemRefPtr &m);
  template <class T> void data(const char *, T &) {}
  template <class T> void ignored(const char *, T &) {}
};
} // namespace detail

class IRMutator {
public:
  virtual ~IRMutator() = default;

  // Dispatch on the node kind. Null in, null out.
  ExprPtr mutate(const ExprPtr &e);
  StmtPtr mutate(const StmtPtr &s);
  virtual TypePtr mutateType(const TypePtr &t);

protected:
  friend struct detail::FieldMutator;

  // Expressions.
  virtual ExprPtr visitVar(const VarPtr &op);
  virtual ExprPtr visitIterArg(const IterArgPtr &op);
  virtual ExprPtr visitConstInt(const std::shared_ptr<const ConstInt> &op);
  virtual ExprPtr visitConstFloat(const std::shared_ptr<const ConstFloat> &op);
  virtual ExprPtr visitConstBool(const std::shared_ptr<const ConstBool> &op);
  virtual ExprPtr visitBinary(const std::shared_ptr<const BinaryExpr> &op);
  virtual ExprPtr visitUnary(const std::shared_ptr<const UnaryExpr> &op);
  virtual ExprPtr visitCall(const CallPtr &op);
  virtual ExprPtr visitMakeTuple(const std::shared_ptr<const MakeTuple> &op);
  virtual ExprPtr visitTupleGetItem(const std::shared_ptr<const TupleGetItem> &op);

  // Statements.
  virtual StmtPtr visitSeq(const std::shared_ptr<const SeqStmts> &op);
  virtual StmtPtr visitAssign(const std::shared_ptr<const AssignStmt> &op);
  virtual StmtPtr visitEval(const std::shared_ptr<const EvalStmt> &op);
  virtual StmtPtr visitYield(const std::shared_ptr<const YieldStmt> &op);
  virtual StmtPtr visitReturn(const std::shared_ptr<const ReturnStmt> &op);
  virtual StmtPtr visitFor(const ForStmtPtr &op);
  virtual StmtPtr visitIf(const IfStmtPtr &op);

  // Binding sites and type internals.
  virtual VarPtr mutateDef(const VarPtr &v);
  virtual IterArgPtr mutateIterArgDef(const IterArgPtr &ia);
  virtual MemRefPtr mutateMemRef(const MemRefPtr &m);

  // Rebuilds op from its forEachField list; returns op itself when no field
  // changed.
  template <class T> std::shared_ptr<const T> rebuild(const std::shared_ptr<const T> &op) {
    T copy(*op);
    detail::FieldMutator fm{*this};
    T::forEachField(copy, fm);
    if (!fm.changed)
      return op;
    return std::make_shared<T>(std::move(copy));
  }

  // Var -> replacement for every later use (and def) of that Var.
  std::unordered_map<const Var *, ExprPtr> remap_;
  const ExprPtr *findRemap(const Var *v) const;
};

} // namespace pipecheck::ir

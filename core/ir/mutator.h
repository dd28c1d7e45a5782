// IRMutator: a copy-on-write rewriter over expressions, statements and types.
//
// Every node kind has a virtual visit method. The defaults rebuild a node
// generically from its forEachField list (expr.h documents the protocol): each
// child is mutated, and when no child changed the original pointer is returned
// (without copying the node: see detail::FieldProbe),
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
// rebuild() runs in two phases so an unchanged node costs no copy. FieldProbe
// walks the const node, mutates every child and pushes each result on the
// mutator's result stack (in field order), noting whether any differs.
// Only then, if something changed, the node is copied once and FieldApply
// walks the copy in the same order, storing the results back.
using Slot = std::shared_ptr<const void>;

struct FieldProbe {
  IRMutator &m;
  bool changed = false;
  void push(Slot now, const void *before);
  void def(const char *, const VarPtr &v);
  void defs(const char *, const std::vector<VarPtr> &vs);
  void iterArgs(const char *, const std::vector<IterArgPtr> &ias);
  void expr(const char *, const ExprPtr &e);
  void optExpr(const char *, const ExprPtr &e);
  void exprs(const char *, const std::vector<ExprPtr> &es);
  void stmt(const char *, const StmtPtr &s);
  void optStmt(const char *, const StmtPtr &s);
  void stmts(const char *, const std::vector<StmtPtr> &ss);
  void type(const char *, const TypePtr &t);
  void types(const char *, const std::vector<TypePtr> &ts);
  void attrs(const char *, const AttrList &as);
  void tensorView(const char *, const std::optional<TensorView> &v);
  void tileView(const char *, const std::optional<TileView> &v);
  void memref(const char *, const MemRefPtr &m);
  template <class T> void data(const char *, const T &) {}
  template <class T> void ignored(const char *, const T &) {}
};

struct FieldApply {
  const std::vector<Slot> &results;
  std::size_t next;
  template <class T> void take(std::shared_ptr<const T> &slot) {
    slot = std::static_pointer_cast<const T>(results[next++]);
  }
  template <class T> void takeAll(std::vector<std::shared_ptr<const T>> &v) {
    for (auto &x : v)
      take(x);
  }
  void def(const char *, VarPtr &v) { take(v); }
  void defs(const char *, std::vector<VarPtr> &vs) { takeAll(vs); }
  void iterArgs(const char *, std::vector<IterArgPtr> &ias) { takeAll(ias); }
  void expr(const char *, ExprPtr &e) { take(e); }
  void optExpr(const char *, ExprPtr &e) {
    if (e)
      take(e);
  }
  void exprs(const char *, std::vector<ExprPtr> &es) { takeAll(es); }
  void stmt(const char *, StmtPtr &s) { take(s); }
  void optStmt(const char *, StmtPtr &s) {
    if (s)
      take(s);
  }
  void stmts(const char *, std::vector<StmtPtr> &ss) { takeAll(ss); }
  void type(const char *, TypePtr &t) {
    if (t)
      take(t);
  }
  void types(const char *, std::vector<TypePtr> &ts) {
    for (auto &t : ts)
      type(nullptr, t);
  }
  void attrs(const char *, AttrList &as);
  void tensorView(const char *, std::optional<TensorView> &v);
  void tileView(const char *, std::optional<TileView> &v);
  void memref(const char *, MemRefPtr &m) {
    if (m)
      take(m);
  }
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
  friend struct detail::FieldProbe;

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
  virtual StmtPtr visitScope(const ScopeStmtPtr &op);

  // Binding sites and type internals.
  virtual VarPtr mutateDef(const VarPtr &v);
  virtual IterArgPtr mutateIterArgDef(const IterArgPtr &ia);
  virtual MemRefPtr mutateMemRef(const MemRefPtr &m);

  // Rebuilds op from its forEachField list; returns op itself when no field
  // changed.
  template <class T> std::shared_ptr<const T> rebuild(const std::shared_ptr<const T> &op) {
    std::shared_ptr<T> copy = rebuildCopy(*op);
    return copy ? std::shared_ptr<const T>(std::move(copy)) : op;
  }
  // The changed copy of node, or null when no field changed.
  template <class T> std::shared_ptr<T> rebuildCopy(const T &node) {
    std::size_t base = results_.size();
    detail::FieldProbe probe{*this};
    T::forEachField(node, probe);
    std::shared_ptr<T> copy;
    if (probe.changed) {
      copy = std::make_shared<T>(node);
      detail::FieldApply apply{results_, base};
      T::forEachField(*copy, apply);
    }
    results_.resize(base);
    return copy;
  }

  // Var -> replacement for every later use (and def) of that Var.
  std::unordered_map<const Var *, ExprPtr> remap_;
  const ExprPtr *findRemap(const Var *v) const;

private:
  std::vector<detail::Slot> results_; // FieldProbe's result stack
};

} // namespace pipecheck::ir

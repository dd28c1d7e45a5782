// IRMutator defaults: generic copy-on-write rebuilds driven by forEachField.
//
// See mutator.h. Types are rebuilt through makeTensorType / makeTileType so a
// substituted view is re-canonicalised exactly as PyPTO's type constructors
// do (a valid_shape that becomes equal to the shape drops the view).
#include "core/ir/mutator.h"

namespace pipecheck::ir {

namespace detail {

template <class P> static bool assignIfChanged(P &slot, P value) {
  if (value == slot)
    return false;
  slot = std::move(value);
  return true;
}

void FieldMutator::def(const char *, VarPtr &v) {
  if (v)
    changed |= assignIfChanged(v, m.mutateDef(v));
}
void FieldMutator::defs(const char *n, std::vector<VarPtr> &vs) {
  for (VarPtr &v : vs)
    def(n, v);
}
void FieldMutator::iterArgs(const char *, std::vector<IterArgPtr> &ias) {
  for (IterArgPtr &ia : ias)
    changed |= assignIfChanged(ia, m.mutateIterArgDef(ia));
}
void FieldMutator::expr(const char *, ExprPtr &e) { changed |= assignIfChanged(e, m.mutate(e)); }
void FieldMutator::optExpr(const char *n, ExprPtr &e) {
  if (e)
    expr(n, e);
}
void FieldMutator::exprs(const char *n, std::vector<ExprPtr> &es) {
  for (ExprPtr &e : es)
    expr(n, e);
}
void FieldMutator::stmt(const char *, StmtPtr &s) { changed |= assignIfChanged(s, m.mutate(s)); }
void FieldMutator::optStmt(const char *n, StmtPtr &s) {
  if (s)
    stmt(n, s);
}
void FieldMutator::stmts(const char *n, std::vector<StmtPtr> &ss) {
  for (StmtPtr &s : ss)
    stmt(n, s);
}
void FieldMutator::type(const char *, TypePtr &t) {
  if (t)
    changed |= assignIfChanged(t, m.mutateType(t));
}
void FieldMutator::types(const char *n, std::vector<TypePtr> &ts) {
  for (TypePtr &t : ts)
    type(n, t);
}
void FieldMutator::attrs(const char *, AttrList &as) {
  for (auto &kv : as)
    if (ExprPtr *e = std::get_if<ExprPtr>(&kv.second); e && *e)
      changed |= assignIfChanged(*e, m.mutate(*e));
}
void FieldMutator::tensorView(const char *n, std::optional<TensorView> &v) {
  if (!v)
    return;
  exprs(n, v->validShape);
  exprs(n, v->stride);
}
void FieldMutator::tileView(const char *n, std::optional<TileView> &v) {
  if (!v)
    return;
  exprs(n, v->validShape);
  exprs(n, v->stride);
  optExpr(n, v->startOffset);
}
void FieldMutator::memref(const char *, MemRefPtr &mr) {
  if (mr)
    changed |= assignIfChanged(mr, m.mutateMemRef(mr));
}

} // namespace detail

const ExprPtr *IRMutator::findRemap(const Var *v) const {
  auto it = remap_.find(v);
  return it == remap_.end() ? nullptr : &it->second;
}

ExprPtr IRMutator::mutate(const ExprPtr &e) {
  if (!e)
    return e;
  switch (e->kind) {
  case ExprKind::Var: return visitVar(std::static_pointer_cast<const Var>(e));
  case ExprKind::IterArg: return visitIterArg(std::static_pointer_cast<const IterArg>(e));
  case ExprKind::ConstInt: return visitConstInt(std::static_pointer_cast<const ConstInt>(e));
  case ExprKind::ConstFloat: return visitConstFloat(std::static_pointer_cast<const ConstFloat>(e));
  case ExprKind::ConstBool: return visitConstBool(std::static_pointer_cast<const ConstBool>(e));
  case ExprKind::Binary: return visitBinary(std::static_pointer_cast<const BinaryExpr>(e));
  case ExprKind::Unary: return visitUnary(std::static_pointer_cast<const UnaryExpr>(e));
  case ExprKind::Call: return visitCall(std::static_pointer_cast<const Call>(e));
  case ExprKind::MakeTuple: return visitMakeTuple(std::static_pointer_cast<const MakeTuple>(e));
  case ExprKind::TupleGetItem:
    return visitTupleGetItem(std::static_pointer_cast<const TupleGetItem>(e));
  }
  return e;
}

StmtPtr IRMutator::mutate(const StmtPtr &s) {
  if (!s)
    return s;
  switch (s->kind) {
  case StmtKind::Seq: return visitSeq(std::static_pointer_cast<const SeqStmts>(s));
  case StmtKind::Assign: return visitAssign(std::static_pointer_cast<const AssignStmt>(s));
  case StmtKind::Eval: return visitEval(std::static_pointer_cast<const EvalStmt>(s));
  case StmtKind::Yield: return visitYield(std::static_pointer_cast<const YieldStmt>(s));
  case StmtKind::Return: return visitReturn(std::static_pointer_cast<const ReturnStmt>(s));
  case StmtKind::For: return visitFor(std::static_pointer_cast<const ForStmt>(s));
  case StmtKind::If: return visitIf(std::static_pointer_cast<const IfStmt>(s));
  }
  return s;
}

TypePtr IRMutator::mutateType(const TypePtr &t) {
  if (!t)
    return t;
  detail::FieldMutator fm{*this};
  if (const TensorType *tt = asTensor(t)) {
    TensorType copy(*tt);
    TensorType::forEachField(copy, fm);
    return fm.changed ? makeTensorType(copy.dtype, copy.shape, copy.view, copy.memref) : t;
  }
  if (const TileType *tl = asTile(t)) {
    TileType copy(*tl);
    TileType::forEachField(copy, fm);
    return fm.changed
               ? makeTileType(copy.dtype, copy.shape, copy.memorySpace, copy.view, copy.memref)
               : t;
  }
  if (const TupleType *tu = asTuple(t)) {
    TupleType copy(*tu);
    TupleType::forEachField(copy, fm);
    return fm.changed ? std::make_shared<TupleType>(std::move(copy)) : t;
  }
  return t; // Scalar, Ptr, MemRef, Unknown hold no expressions
}

ExprPtr IRMutator::visitVar(const VarPtr &op) {
  const ExprPtr *r = findRemap(op.get());
  return r ? *r : op;
}
ExprPtr IRMutator::visitIterArg(const IterArgPtr &op) {
  const ExprPtr *r = findRemap(op.get());
  return r ? *r : op;
}
ExprPtr IRMutator::visitConstInt(const std::shared_ptr<const ConstInt> &op) { return op; }
ExprPtr IRMutator::visitConstFloat(const std::shared_ptr<const ConstFloat> &op) { return op; }
ExprPtr IRMutator::visitConstBool(const std::shared_ptr<const ConstBool> &op) { return op; }
ExprPtr IRMutator::visitBinary(const std::shared_ptr<const BinaryExpr> &op) { return rebuild(op); }
ExprPtr IRMutator::visitUnary(const std::shared_ptr<const UnaryExpr> &op) { return rebuild(op); }
ExprPtr IRMutator::visitCall(const CallPtr &op) { return rebuild(op); }
ExprPtr IRMutator::visitMakeTuple(const std::shared_ptr<const MakeTuple> &op) {
  return rebuild(op);
}
ExprPtr IRMutator::visitTupleGetItem(const std::shared_ptr<const TupleGetItem> &op) {
  return rebuild(op);
}

StmtPtr IRMutator::visitSeq(const std::shared_ptr<const SeqStmts> &op) {
  std::vector<StmtPtr> out;
  out.reserve(op->stmts.size());
  bool changed = false;
  for (const StmtPtr &s : op->stmts) {
    StmtPtr n = mutate(s);
    changed |= n != s;
    out.push_back(std::move(n));
  }
  if (!changed)
    return op;
  return flattenSeq(out, op->loc);
}
StmtPtr IRMutator::visitAssign(const std::shared_ptr<const AssignStmt> &op) { return rebuild(op); }
StmtPtr IRMutator::visitEval(const std::shared_ptr<const EvalStmt> &op) { return rebuild(op); }
StmtPtr IRMutator::visitYield(const std::shared_ptr<const YieldStmt> &op) { return rebuild(op); }
StmtPtr IRMutator::visitReturn(const std::shared_ptr<const ReturnStmt> &op) {
  return rebuild(op);
}
StmtPtr IRMutator::visitFor(const ForStmtPtr &op) { return rebuild(op); }
StmtPtr IRMutator::visitIf(const IfStmtPtr &op) { return rebuild(op); }

VarPtr IRMutator::mutateDef(const VarPtr &v) {
  if (const ExprPtr *r = findRemap(v.get()))
    if (VarPtr nv = varPtr(*r))
      return nv;
  TypePtr t = mutateType(v->type);
  if (t == v->type)
    return v;
  auto fresh = std::make_shared<Var>(v->name, std::move(t));
  fresh->loc = v->loc;
  remap_[v.get()] = fresh;
  return fresh;
}

IterArgPtr IRMutator::mutateIterArgDef(const IterArgPtr &ia) {
  if (const ExprPtr *r = findRemap(ia.get()))
    if (IterArgPtr nia = iterArgPtr(*r))
      return nia;
  ExprPtr init = mutate(ia->init);
  TypePtr t = mutateType(ia->type);
  if (init == ia->init && t == ia->type)
    return ia;
  auto fresh = std::make_shared<IterArg>(ia->name, std::move(t), std::move(init));
  fresh->loc = ia->loc;
  remap_[ia.get()] = fresh;
  return fresh;
}

MemRefPtr IRMutator::mutateMemRef(const MemRefPtr &m) {
  MemRef copy(*m);
  bool changed = false;
  if (copy.base) {
    VarPtr nb = varPtr(mutate(ExprPtr(copy.base)));
    if (nb && nb != copy.base) {
      copy.base = nb;
      changed = true;
    }
  }
  for (ExprPtr *e : {&copy.byteOffset, &copy.slotIndex}) {
    ExprPtr n = mutate(*e);
    if (n != *e) {
      *e = n;
      changed = true;
    }
  }
  return changed ? std::make_shared<MemRef>(std::move(copy)) : m;
}

} // namespace pipecheck::ir

// IRMutator defaults: generic copy-on-write rebuilds driven by forEachField.
//
// See mutator.h. Types are rebuilt through makeTensorType / makeTileType so a
// substituted view is re-canonicalised exactly as PyPTO's type constructors
// do (a valid_shape that becomes equal to the shape drops the view).
#include "core/ir/mutator.h"

namespace pipecheck::ir {

namespace detail {

void FieldProbe::push(Slot now, const void *before) {
  changed |= now.get() != before;
  m.results_.push_back(std::move(now));
}
void FieldProbe::def(const char *, const VarPtr &v) { push(m.mutateDef(v), v.get()); }
void FieldProbe::defs(const char *n, const std::vector<VarPtr> &vs) {
  for (const VarPtr &v : vs)
    def(n, v);
}
void FieldProbe::iterArgs(const char *, const std::vector<IterArgPtr> &ias) {
  for (const IterArgPtr &ia : ias)
    push(m.mutateIterArgDef(ia), ia.get());
}
void FieldProbe::expr(const char *, const ExprPtr &e) { push(m.mutate(e), e.get()); }
void FieldProbe::optExpr(const char *n, const ExprPtr &e) {
  if (e)
    expr(n, e);
}
void FieldProbe::exprs(const char *n, const std::vector<ExprPtr> &es) {
  for (const ExprPtr &e : es)
    expr(n, e);
}
void FieldProbe::stmt(const char *, const StmtPtr &s) { push(m.mutate(s), s.get()); }
void FieldProbe::optStmt(const char *n, const StmtPtr &s) {
  if (s)
    stmt(n, s);
}
void FieldProbe::stmts(const char *n, const std::vector<StmtPtr> &ss) {
  for (const StmtPtr &s : ss)
    stmt(n, s);
}
void FieldProbe::type(const char *, const TypePtr &t) {
  if (t)
    push(m.mutateType(t), t.get());
}
void FieldProbe::types(const char *n, const std::vector<TypePtr> &ts) {
  for (const TypePtr &t : ts)
    type(n, t);
}
void FieldProbe::attrs(const char *n, const AttrList &as) {
  for (const auto &kv : as)
    if (const ExprPtr *e = std::get_if<ExprPtr>(&kv.second); e && *e)
      expr(n, *e);
}
void FieldProbe::tensorView(const char *n, const std::optional<TensorView> &v) {
  if (!v)
    return;
  exprs(n, v->validShape);
  exprs(n, v->stride);
}
void FieldProbe::tileView(const char *n, const std::optional<TileView> &v) {
  if (!v)
    return;
  exprs(n, v->validShape);
  exprs(n, v->stride);
  optExpr(n, v->startOffset);
}
void FieldProbe::memref(const char *, const MemRefPtr &mr) {
  if (mr)
    push(m.mutateMemRef(mr), mr.get());
}

void FieldApply::attrs(const char *, AttrList &as) {
  for (auto &kv : as)
    if (ExprPtr *e = std::get_if<ExprPtr>(&kv.second); e && *e)
      take(*e);
}
void FieldApply::tensorView(const char *, std::optional<TensorView> &v) {
  if (!v)
    return;
  takeAll(v->validShape);
  takeAll(v->stride);
}
void FieldApply::tileView(const char *, std::optional<TileView> &v) {
  if (!v)
    return;
  takeAll(v->validShape);
  takeAll(v->stride);
  if (v->startOffset)
    take(v->startOffset);
}

} // namespace detail

const ExprPtr *IRMutator::findRemap(const Var *v) const {
  if (remap_.empty())
    return nullptr;
  auto it = remap_.find(v);
  return it == remap_.end() ? nullptr : &it->second;
}

ExprPtr IRMutator::mutate(const ExprPtr &e) {
  if (!e)
    return e;
  switch (e->kind) {
  case ExprKind::Var:
    return visitVar(std::static_pointer_cast<const Var>(e));
  case ExprKind::IterArg:
    return visitIterArg(std::static_pointer_cast<const IterArg>(e));
  case ExprKind::ConstInt:
    return visitConstInt(std::static_pointer_cast<const ConstInt>(e));
  case ExprKind::ConstFloat:
    return visitConstFloat(std::static_pointer_cast<const ConstFloat>(e));
  case ExprKind::ConstBool:
    return visitConstBool(std::static_pointer_cast<const ConstBool>(e));
  case ExprKind::Binary:
    return visitBinary(std::static_pointer_cast<const BinaryExpr>(e));
  case ExprKind::Unary:
    return visitUnary(std::static_pointer_cast<const UnaryExpr>(e));
  case ExprKind::Call:
    return visitCall(std::static_pointer_cast<const Call>(e));
  case ExprKind::MakeTuple:
    return visitMakeTuple(std::static_pointer_cast<const MakeTuple>(e));
  case ExprKind::TupleGetItem:
    return visitTupleGetItem(std::static_pointer_cast<const TupleGetItem>(e));
  }
  return e;
}

StmtPtr IRMutator::mutate(const StmtPtr &s) {
  if (!s)
    return s;
  switch (s->kind) {
  case StmtKind::Seq:
    return visitSeq(std::static_pointer_cast<const SeqStmts>(s));
  case StmtKind::Assign:
    return visitAssign(std::static_pointer_cast<const AssignStmt>(s));
  case StmtKind::Eval:
    return visitEval(std::static_pointer_cast<const EvalStmt>(s));
  case StmtKind::Yield:
    return visitYield(std::static_pointer_cast<const YieldStmt>(s));
  case StmtKind::Return:
    return visitReturn(std::static_pointer_cast<const ReturnStmt>(s));
  case StmtKind::For:
    return visitFor(std::static_pointer_cast<const ForStmt>(s));
  case StmtKind::If:
    return visitIf(std::static_pointer_cast<const IfStmt>(s));
  case StmtKind::Scope:
    return visitScope(std::static_pointer_cast<const ScopeStmt>(s));
  }
  return s;
}

TypePtr IRMutator::mutateType(const TypePtr &t) {
  if (!t)
    return t;
  if (const TensorType *tt = asTensor(t)) {
    std::shared_ptr<TensorType> c = rebuildCopy(*tt);
    return c ? makeTensorType(c->dtype, c->shape, c->view, c->memref, c->distributed) : t;
  }
  if (const TileType *tl = asTile(t)) {
    std::shared_ptr<TileType> c = rebuildCopy(*tl);
    return c ? makeTileType(c->dtype, c->shape, c->memorySpace, c->view, c->memref) : t;
  }
  if (const TupleType *tu = asTuple(t)) {
    std::shared_ptr<TupleType> c = rebuildCopy(*tu);
    return c ? TypePtr(std::move(c)) : t;
  }
  return t; // Scalar, Array, Ptr, MemRef, Unknown hold no expressions
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
  std::vector<StmtPtr> out; // filled from the first changed child on
  bool changed = false;
  const std::vector<StmtPtr> &in = op->stmts;
  for (std::size_t i = 0; i < in.size(); ++i) {
    StmtPtr n = mutate(in[i]);
    if (!changed && n != in[i]) {
      changed = true;
      out.reserve(in.size());
      out.assign(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(i));
    }
    if (changed)
      out.push_back(std::move(n));
  }
  if (!changed)
    return op;
  return flattenSeq(out, op->loc);
}
StmtPtr IRMutator::visitAssign(const std::shared_ptr<const AssignStmt> &op) { return rebuild(op); }
StmtPtr IRMutator::visitEval(const std::shared_ptr<const EvalStmt> &op) { return rebuild(op); }
StmtPtr IRMutator::visitYield(const std::shared_ptr<const YieldStmt> &op) { return rebuild(op); }
StmtPtr IRMutator::visitReturn(const std::shared_ptr<const ReturnStmt> &op) { return rebuild(op); }
StmtPtr IRMutator::visitFor(const ForStmtPtr &op) { return rebuild(op); }
StmtPtr IRMutator::visitIf(const IfStmtPtr &op) { return rebuild(op); }
StmtPtr IRMutator::visitScope(const ScopeStmtPtr &op) { return rebuild(op); }

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
  // Mutate the three fields first and copy the MemRef (its name string
  // included) only when one of them changed: most memrefs come back as is.
  VarPtr base = m->base;
  if (m->base) {
    VarPtr nb = varPtr(mutate(ExprPtr(m->base)));
    if (nb)
      base = nb;
  }
  ExprPtr byteOffset = mutate(m->byteOffset);
  ExprPtr slotIndex = mutate(m->slotIndex);
  if (base == m->base && byteOffset == m->byteOffset && slotIndex == m->slotIndex)
    return m;
  auto copy = std::make_shared<MemRef>(*m);
  copy->base = std::move(base);
  copy->byteOffset = std::move(byteOffset);
  copy->slotIndex = std::move(slotIndex);
  return copy;
}

} // namespace pipecheck::ir

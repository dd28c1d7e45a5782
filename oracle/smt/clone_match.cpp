// The clone matcher and lowered-expression equality (see clone_match.h).
//
// Both walk expressions by kind with ir::visitExpr. They only need the
// expression fields that carry meaning for index arithmetic and call shape;
// types, spans and name hints are skipped on purpose (see the header).
#include "oracle/smt/clone_match.h"

#include "core/ir/builder.h"

#include <algorithm>
#include <cctype>

namespace pipecheck::smt {

using namespace ir;

namespace {

bool sameAttrValue(const AttrValue &a, const AttrValue &b) {
  const ExprPtr *ea = std::get_if<ExprPtr>(&a);
  const ExprPtr *eb = std::get_if<ExprPtr>(&b);
  if (ea || eb)
    return ea && eb && structEq(*ea, *eb);
  return a == b;
}

int paramIndex(const Function &f, const Var *v) {
  for (size_t i = 0; i < f.params.size(); ++i)
    if (f.params[i].get() == v)
      return static_cast<int>(i);
  return -1;
}

bool isDynamicDim(const Program &p, const Var *v) {
  return std::any_of(p.dynamicDims.begin(), p.dynamicDims.end(),
                     [&](const VarPtr &d) { return d.get() == v; });
}

} // namespace

// Every "_N" suffix goes, not only the last: a lowering read back from text
// (validate, --impl pypto) names the clones of o_1 "o_1_1", "o_1_2" (the
// printer's disambiguation of the pass's equal name hints), whose base must
// still be the source's "o".
std::string_view baseName(std::string_view name) {
  for (;;) {
    size_t us = name.rfind('_');
    if (us == std::string_view::npos || us == 0 || us + 1 == name.size())
      return name;
    for (size_t i = us + 1; i < name.size(); ++i)
      if (!std::isdigit(static_cast<unsigned char>(name[i])))
        return name;
    name = name.substr(0, us);
  }
}

bool structEq(const ExprPtr &a, const ExprPtr &b) {
  if (a == b)
    return true;
  if (!a || !b || a->kind != b->kind)
    return false;
  switch (a->kind) {
  case ExprKind::Var:
  case ExprKind::IterArg:
    return false; // identity only
  case ExprKind::ConstInt:
    return asConstInt(a)->value == asConstInt(b)->value;
  case ExprKind::ConstFloat:
    return static_cast<const ConstFloat &>(*a).value == static_cast<const ConstFloat &>(*b).value;
  case ExprKind::ConstBool:
    return static_cast<const ConstBool &>(*a).value == static_cast<const ConstBool &>(*b).value;
  case ExprKind::Binary: {
    const BinaryExpr *x = asBinary(a), *y = asBinary(b);
    return x->op == y->op && structEq(x->lhs, y->lhs) && structEq(x->rhs, y->rhs);
  }
  case ExprKind::Unary: {
    const UnaryExpr *x = asUnary(a), *y = asUnary(b);
    if (x->op != y->op || !structEq(x->operand, y->operand))
      return false;
    return x->op != UnaryOp::Cast || scalarDtype(a) == scalarDtype(b);
  }
  case ExprKind::Call: {
    const Call *x = asCall(a), *y = asCall(b);
    if (x->op != y->op || x->isFunctionCall != y->isFunctionCall ||
        x->args.size() != y->args.size() || x->kwargs.size() != y->kwargs.size())
      return false;
    for (size_t i = 0; i < x->args.size(); ++i)
      if (!structEq(x->args[i], y->args[i]))
        return false;
    for (const auto &[k, v] : x->kwargs) {
      const AttrValue *w = findAttr(y->kwargs, k);
      if (!w || !sameAttrValue(v, *w))
        return false;
    }
    return true;
  }
  case ExprKind::MakeTuple: {
    const MakeTuple *x = asMakeTuple(a), *y = asMakeTuple(b);
    if (x->elements.size() != y->elements.size())
      return false;
    for (size_t i = 0; i < x->elements.size(); ++i)
      if (!structEq(x->elements[i], y->elements[i]))
        return false;
    return true;
  }
  case ExprKind::TupleGetItem: {
    const auto &x = static_cast<const TupleGetItem &>(*a);
    const auto &y = static_cast<const TupleGetItem &>(*b);
    return x.index == y.index && structEq(x.tuple, y.tuple);
  }
  }
  return false;
}

bool CloneMatcher::matchVar(const Var &s, const ExprPtr &l, Bindings &b) const {
  if (int k = paramIndex(src_, &s); k >= 0) {
    const Var *lv = asVar(l);
    return lv && static_cast<size_t>(k) < low_.params.size() && low_.params[k].get() == lv;
  }
  if (isDynamicDim(srcProg_, &s)) {
    const Var *lv = asVar(l);
    return lv && isDynamicDim(lowProg_, lv) && lv->name == s.name;
  }
  auto [it, inserted] = b.emplace(&s, l);
  return inserted || structEq(it->second, l);
}

bool CloneMatcher::matchAttrs(const AttrList &s, const AttrList &l, Bindings &b) const {
  if (s.size() != l.size())
    return false;
  for (const auto &[k, v] : s) {
    const AttrValue *w = findAttr(l, k);
    if (!w)
      return false;
    const ExprPtr *es = std::get_if<ExprPtr>(&v);
    const ExprPtr *el = std::get_if<ExprPtr>(w);
    if (es || el) {
      if (!es || !el || !matchExpr(*es, *el, b))
        return false;
    } else if (!(v == *w)) {
      return false;
    }
  }
  return true;
}

bool CloneMatcher::matchExpr(const ExprPtr &s, const ExprPtr &l, Bindings &b) const {
  if (wildcards_)
    if (const Var *lv = asVar(l); lv && wildcards_->count(lv))
      return true; // a lowering may still put any expression here
  if (s->kind == ExprKind::Var || s->kind == ExprKind::IterArg)
    return matchVar(*asVar(s), l, b);
  if (s->kind != l->kind)
    return false;
  switch (s->kind) {
  case ExprKind::Var:
  case ExprKind::IterArg:
    return false; // handled above
  case ExprKind::ConstInt:
  case ExprKind::ConstFloat:
  case ExprKind::ConstBool:
    return structEq(s, l);
  case ExprKind::Binary: {
    const BinaryExpr *x = asBinary(s), *y = asBinary(l);
    return x->op == y->op && matchExpr(x->lhs, y->lhs, b) && matchExpr(x->rhs, y->rhs, b);
  }
  case ExprKind::Unary: {
    const UnaryExpr *x = asUnary(s), *y = asUnary(l);
    if (x->op != y->op || !matchExpr(x->operand, y->operand, b))
      return false;
    return x->op != UnaryOp::Cast || scalarDtype(s) == scalarDtype(l);
  }
  case ExprKind::Call: {
    const Call *x = asCall(s), *y = asCall(l);
    if (x->op != y->op || x->isFunctionCall != y->isFunctionCall ||
        x->args.size() != y->args.size())
      return false;
    for (size_t i = 0; i < x->args.size(); ++i)
      if (!matchExpr(x->args[i], y->args[i], b))
        return false;
    return matchAttrs(x->kwargs, y->kwargs, b); // attrs ignored: the pass appends tags
  }
  case ExprKind::MakeTuple: {
    const MakeTuple *x = asMakeTuple(s), *y = asMakeTuple(l);
    if (x->elements.size() != y->elements.size())
      return false;
    for (size_t i = 0; i < x->elements.size(); ++i)
      if (!matchExpr(x->elements[i], y->elements[i], b))
        return false;
    return true;
  }
  case ExprKind::TupleGetItem: {
    const auto &x = static_cast<const TupleGetItem &>(*s);
    const auto &y = static_cast<const TupleGetItem &>(*l);
    return x.index == y.index && matchExpr(x.tuple, y.tuple, b);
  }
  }
  return false;
}

bool CloneMatcher::matchStmt(const Stmt &s, const Stmt &l, Bindings &b) const {
  if (s.kind != l.kind)
    return false;
  switch (s.kind) {
  case StmtKind::Assign: {
    const auto &x = static_cast<const AssignStmt &>(s);
    const auto &y = static_cast<const AssignStmt &>(l);
    if (baseName(x.var->name) != baseName(y.var->name))
      return false;
    if (!matchExpr(x.value, y.value, b))
      return false;
    return matchVar(*x.var, y.var, b);
  }
  case StmtKind::Eval:
    return matchExpr(static_cast<const EvalStmt &>(s).expr, static_cast<const EvalStmt &>(l).expr,
                     b);
  case StmtKind::If:
    return matchExpr(static_cast<const IfStmt &>(s).cond, static_cast<const IfStmt &>(l).cond, b);
  default:
    return false;
  }
}

bool CloneMatcher::matchForHeader(const ForStmt &s, const ForStmt &l, Bindings &b) const {
  return matchExpr(s.start, l.start, b) && matchExpr(s.stop, l.stop, b) &&
         matchExpr(s.step, l.step, b);
}

} // namespace pipecheck::smt

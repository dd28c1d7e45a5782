// The clone matcher of iteration traces and its expression helpers; see
// iteration_trace_match.h.
#include <functional>
#include <set>

#include "oracle/interp/iteration_trace_match.h"

namespace pipecheck::interp::trace {

bool mentions(const ir::ExprPtr &e, const ir::Var *v) {
  if (!e)
    return false;
  if (const ir::Var *x = ir::asVar(e))
    return x == v;
  if (const ir::BinaryExpr *b = ir::asBinary(e))
    return mentions(b->lhs, v) || mentions(b->rhs, v);
  if (const ir::UnaryExpr *u = ir::asUnary(e))
    return mentions(u->operand, v);
  if (const ir::Call *c = ir::asCall(e)) {
    for (const auto &a : c->args)
      if (mentions(a, v))
        return true;
    return false;
  }
  if (const ir::MakeTuple *t = ir::asMakeTuple(e)) {
    for (const auto &x : t->elements)
      if (mentions(x, v))
        return true;
    return false;
  }
  if (e->kind == ir::ExprKind::TupleGetItem)
    return mentions(static_cast<const ir::TupleGetItem &>(*e).tuple, v);
  return false;
}

bool mentionsVia(const ir::ExprPtr &e, const ir::Var *v, const Defs &defs, int depth) {
  if (mentions(e, v))
    return true;
  if (depth > 64 || !e)
    return false;
  std::set<const ir::Var *> used;
  std::function<void(const ir::ExprPtr &)> collect = [&](const ir::ExprPtr &x) {
    if (!x)
      return;
    if (const ir::Var *u = ir::asVar(x))
      used.insert(u);
    else if (const ir::BinaryExpr *b = ir::asBinary(x)) {
      collect(b->lhs);
      collect(b->rhs);
    } else if (const ir::UnaryExpr *un = ir::asUnary(x))
      collect(un->operand);
    else if (const ir::Call *c = ir::asCall(x))
      for (const auto &a : c->args)
        collect(a);
    else if (const ir::MakeTuple *t = ir::asMakeTuple(x))
      for (const auto &el : t->elements)
        collect(el);
  };
  collect(e);
  for (const ir::Var *u : used) {
    auto it = defs.find(u);
    if (it != defs.end() && mentionsVia(it->second, v, defs, depth + 1))
      return true;
  }
  return false;
}

// Structural equality of lowered expressions (vars by identity).
bool sameExpr(const ir::ExprPtr &a, const ir::ExprPtr &b) {
  if (a == b)
    return true;
  if (!a || !b || a->kind != b->kind)
    return false;
  switch (a->kind) {
  case ir::ExprKind::Var:
  case ir::ExprKind::IterArg:
    return false; // distinct identities
  case ir::ExprKind::ConstInt:
    return ir::asConstInt(a)->value == ir::asConstInt(b)->value;
  case ir::ExprKind::ConstFloat:
    return static_cast<const ir::ConstFloat &>(*a).value ==
           static_cast<const ir::ConstFloat &>(*b).value;
  case ir::ExprKind::ConstBool:
    return static_cast<const ir::ConstBool &>(*a).value ==
           static_cast<const ir::ConstBool &>(*b).value;
  case ir::ExprKind::Binary: {
    auto *x = ir::asBinary(a), *y = ir::asBinary(b);
    return x->op == y->op && sameExpr(x->lhs, y->lhs) && sameExpr(x->rhs, y->rhs);
  }
  case ir::ExprKind::Unary: {
    auto *x = ir::asUnary(a), *y = ir::asUnary(b);
    return x->op == y->op && sameExpr(x->operand, y->operand);
  }
  default:
    return false; // calls and tuples never bind a hole twice in practice
  }
}

bool hasCall(const ir::ExprPtr &e) {
  if (!e)
    return false;
  if (ir::asCall(e))
    return true;
  if (const ir::BinaryExpr *b = ir::asBinary(e))
    return hasCall(b->lhs) || hasCall(b->rhs);
  if (const ir::UnaryExpr *u = ir::asUnary(e))
    return hasCall(u->operand);
  if (const ir::MakeTuple *t = ir::asMakeTuple(e)) {
    for (const auto &x : t->elements)
      if (hasCall(x))
        return true;
    return false;
  }
  if (e->kind == ir::ExprKind::TupleGetItem)
    return hasCall(static_cast<const ir::TupleGetItem &>(*e).tuple);
  return false;
}

// "t_12" -> "t"; names without a numeric suffix -> "".
std::string stripSuffix(const std::string &n) {
  std::size_t u = n.rfind('_');
  if (u == std::string::npos || u == 0 || u + 1 == n.size())
    return "";
  for (std::size_t k = u + 1; k < n.size(); ++k)
    if (n[k] < '0' || n[k] > '9')
      return "";
  return n.substr(0, u);
}

bool namesMayCollide(const std::string &a, const std::string &b) {
  if (a == b)
    return true;
  std::string ba = stripSuffix(a), bb = stripSuffix(b);
  return ba == b || bb == a || (!ba.empty() && ba == bb);
}

bool Matcher::match(const ir::ExprPtr &p, const ir::ExprPtr &e) {
  if (!p || !e)
    return p == e;
  if (++depth > 64) { // expansions nest at most as deep as the body's scalar chain
    --depth;
    return false;
  }
  struct Guard {
    int &d;
    ~Guard() { --d; }
  } guard{depth};
  if (wildcards)
    if (const ir::Var *lv = ir::asVar(e); lv && wildcards->count(lv))
      return true; // a lowering may still put any expression here
  if (const ir::Var *v = ir::asVar(p)) {
    if (params && params->count(v)) {
      // Passes never substitute a parameter: only the same one matches.
      const ir::Var *lv = ir::asVar(e);
      return lv && lv->name == v->name;
    }
    auto def = sourceDefs.find(v);
    if (def != sourceDefs.end()) {
      if (const ir::Var *lv = ir::asVar(e)) {
        auto ld = loweredDefs.find(lv);
        if (ld != loweredDefs.end())
          return match(def->second, ld->second);
      }
      return match(def->second, e);
    }
    auto [it, fresh] = b.emplace(v, e);
    return fresh || sameExpr(it->second, e);
  }
  if (p->kind != e->kind) {
    // Constants may change dtype through print/parse; compare values.
    return false;
  }
  switch (p->kind) {
  case ir::ExprKind::ConstInt:
  case ir::ExprKind::ConstFloat:
  case ir::ExprKind::ConstBool:
    return sameExpr(p, e);
  case ir::ExprKind::Binary: {
    auto *x = ir::asBinary(p), *y = ir::asBinary(e);
    return x->op == y->op && match(x->lhs, y->lhs) && match(x->rhs, y->rhs);
  }
  case ir::ExprKind::Unary: {
    auto *x = ir::asUnary(p), *y = ir::asUnary(e);
    return x->op == y->op && match(x->operand, y->operand);
  }
  case ir::ExprKind::Call: {
    auto *x = ir::asCall(p), *y = ir::asCall(e);
    if (x->op != y->op || x->isFunctionCall != y->isFunctionCall ||
        x->args.size() != y->args.size())
      return false;
    for (std::size_t k = 0; k < x->args.size(); ++k)
      if (!match(x->args[k], y->args[k]))
        return false;
    return true;
  }
  case ir::ExprKind::MakeTuple: {
    auto *x = ir::asMakeTuple(p), *y = ir::asMakeTuple(e);
    if (x->elements.size() != y->elements.size())
      return false;
    for (std::size_t k = 0; k < x->elements.size(); ++k)
      if (!match(x->elements[k], y->elements[k]))
        return false;
    return true;
  }
  case ir::ExprKind::TupleGetItem: {
    const auto &x = static_cast<const ir::TupleGetItem &>(*p);
    const auto &y = static_cast<const ir::TupleGetItem &>(*e);
    return x.index == y.index && match(x.tuple, y.tuple);
  }
  default:
    return false;
  }
}

} // namespace pipecheck::interp::trace

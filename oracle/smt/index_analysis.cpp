// Syntactic analyses of index expressions (see index_analysis.h).
#include "oracle/smt/index_analysis.h"

#include <functional>

namespace pipecheck::smt {

using namespace ir;

const ExprPtr *DefMap::find(const Var *v) const {
  if (redefined.count(v))
    return nullptr;
  auto it = values.find(v);
  return it == values.end() ? nullptr : &it->second;
}

DefMap collectDefs(const Function &f) {
  DefMap defs;
  std::function<void(const StmtPtr &)> walk = [&](const StmtPtr &s) {
    if (!s)
      return;
    visitStmt(*s, [&](const auto &node) {
      using T = std::decay_t<decltype(node)>;
      if constexpr (std::is_same_v<T, SeqStmts>) {
        for (const StmtPtr &c : node.stmts)
          walk(c);
      } else if constexpr (std::is_same_v<T, AssignStmt>) {
        if (!defs.values.emplace(node.var.get(), node.value).second)
          defs.redefined.insert(node.var.get());
      } else if constexpr (std::is_same_v<T, ForStmt>) {
        walk(node.body);
      } else if constexpr (std::is_same_v<T, IfStmt>) {
        walk(node.thenBody);
        walk(node.elseBody);
      } else if constexpr (std::is_same_v<T, ScopeStmt>) {
        walk(node.body);
      }
    });
  };
  walk(f.body);
  return defs;
}

std::optional<int64_t> constValue(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return c->value;
  if (const UnaryExpr *u = asUnary(e)) {
    if (u->op == UnaryOp::Neg) {
      if (auto v = constValue(u->operand); v && *v != INT64_MIN)
        return -*v;
    } else if (u->op == UnaryOp::Cast && isIntScalar(e->type)) {
      return constValue(u->operand);
    }
  }
  return std::nullopt;
}

bool mentions(const ExprPtr &e, const Var *v) {
  if (!e)
    return false;
  return visitExpr(*e, [&](const auto &node) -> bool {
    using T = std::decay_t<decltype(node)>;
    if constexpr (std::is_same_v<T, Var> || std::is_same_v<T, IterArg>) {
      return &node == v;
    } else if constexpr (std::is_same_v<T, BinaryExpr>) {
      return mentions(node.lhs, v) || mentions(node.rhs, v);
    } else if constexpr (std::is_same_v<T, UnaryExpr>) {
      return mentions(node.operand, v);
    } else if constexpr (std::is_same_v<T, Call>) {
      for (const ExprPtr &a : node.args)
        if (mentions(a, v))
          return true;
      for (const auto &kv : node.kwargs)
        if (const ExprPtr *x = std::get_if<ExprPtr>(&kv.second); x && mentions(*x, v))
          return true;
      return false;
    } else if constexpr (std::is_same_v<T, MakeTuple>) {
      for (const ExprPtr &a : node.elements)
        if (mentions(a, v))
          return true;
      return false;
    } else if constexpr (std::is_same_v<T, TupleGetItem>) {
      return mentions(node.tuple, v);
    } else {
      return false;
    }
  });
}

bool stmtMentions(const Stmt &s, const Var *v) {
  switch (s.kind) {
  case StmtKind::Assign: return mentions(static_cast<const AssignStmt &>(s).value, v);
  case StmtKind::Eval: return mentions(static_cast<const EvalStmt &>(s).expr, v);
  case StmtKind::If: return mentions(static_cast<const IfStmt &>(s).cond, v);
  case StmtKind::For: {
    const auto &f = static_cast<const ForStmt &>(s);
    return mentions(f.start, v) || mentions(f.stop, v) || mentions(f.step, v);
  }
  default: return false;
  }
}

namespace {

std::optional<int64_t> linear(const ExprPtr &e, const Var *v, const DefMap &defs, int depth) {
  if (depth > 64)
    return std::nullopt;
  if (const Var *x = asVar(e)) {
    if (x == v)
      return 1;
    if (const ExprPtr *d = defs.find(x))
      return linear(*d, v, defs, depth + 1);
    return 0;
  }
  if (constValue(e))
    return 0;
  if (const BinaryExpr *b = asBinary(e)) {
    auto l = linear(b->lhs, v, defs, depth + 1);
    auto r = linear(b->rhs, v, defs, depth + 1);
    if (!l || !r)
      return std::nullopt;
    int64_t out;
    switch (b->op) {
    case BinaryOp::Add:
      if (__builtin_add_overflow(*l, *r, &out))
        return std::nullopt;
      return out;
    case BinaryOp::Sub:
      if (__builtin_sub_overflow(*l, *r, &out))
        return std::nullopt;
      return out;
    case BinaryOp::Mul:
      if (*l == 0 && *r == 0)
        return 0;
      if (auto c = constValue(b->rhs); c && *l != 0 && !__builtin_mul_overflow(*l, *c, &out))
        return out;
      if (auto c = constValue(b->lhs); c && *r != 0 && !__builtin_mul_overflow(*r, *c, &out))
        return out;
      return std::nullopt;
    default:
      if (*l == 0 && *r == 0)
        return 0;
      return std::nullopt;
    }
  }
  if (const UnaryExpr *u = asUnary(e)) {
    auto c = linear(u->operand, v, defs, depth + 1);
    if (!c)
      return std::nullopt;
    if (u->op == UnaryOp::Neg && *c != INT64_MIN)
      return -*c;
    if (u->op == UnaryOp::Cast && isIntScalar(e->type))
      return c;
    return *c == 0 ? std::optional<int64_t>(0) : std::nullopt;
  }
  // Calls, tuples: v must not occur at all.
  return mentions(e, v) ? std::nullopt : std::optional<int64_t>(0);
}

} // namespace

std::optional<int64_t> linearCoeff(const ExprPtr &e, const Var *v, const DefMap &defs) {
  return linear(e, v, defs, 0);
}

bool isIntScalar(const TypePtr &t) {
  const ScalarType *s = asScalar(t);
  return s && isInt(s->dtype);
}

} // namespace pipecheck::smt

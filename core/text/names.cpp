// Def/use collection and PyPTO's rename rule; see names.h.
#include "core/text/names.h"

#include <string_view>
#include <unordered_map>

namespace pipecheck::text {
namespace {

using namespace ir;

class Collector {
public:
  DefUse out;
  std::unordered_set<const Var *> useSet;

  void def(const Var *v) {
    out.defs.push_back(v);
    out.defSet.insert(v);
  }

  void expr(const ExprPtr &e) {
    if (!e)
      return;
    switch (e->kind) {
    case ExprKind::Var:
    case ExprKind::IterArg:
      if (useSet.insert(static_cast<const Var *>(e.get())).second)
        out.uses.push_back(static_cast<const Var *>(e.get()));
      return;
    case ExprKind::ConstInt:
    case ExprKind::ConstFloat:
    case ExprKind::ConstBool:
      return;
    case ExprKind::Binary: {
      const auto &b = static_cast<const BinaryExpr &>(*e);
      expr(b.lhs);
      expr(b.rhs);
      return;
    }
    case ExprKind::Unary:
      expr(static_cast<const UnaryExpr &>(*e).operand);
      return;
    case ExprKind::Call:
      for (const auto &a : static_cast<const Call &>(*e).args)
        expr(a);
      return;
    case ExprKind::MakeTuple:
      for (const auto &a : static_cast<const MakeTuple &>(*e).elements)
        expr(a);
      return;
    case ExprKind::TupleGetItem:
      expr(static_cast<const TupleGetItem &>(*e).tuple);
      return;
    }
  }

  void stmt(const StmtPtr &s) {
    if (!s)
      return;
    switch (s->kind) {
    case StmtKind::Seq:
      for (const auto &c : static_cast<const SeqStmts &>(*s).stmts)
        stmt(c);
      return;
    case StmtKind::Assign: {
      const auto &a = static_cast<const AssignStmt &>(*s);
      def(a.var.get());
      expr(a.value);
      return;
    }
    case StmtKind::Eval:
      expr(static_cast<const EvalStmt &>(*s).expr);
      return;
    case StmtKind::Yield:
      for (const auto &v : static_cast<const YieldStmt &>(*s).values)
        expr(v);
      return;
    case StmtKind::Return:
      for (const auto &v : static_cast<const ReturnStmt &>(*s).values)
        expr(v);
      return;
    case StmtKind::For: {
      const auto &f = static_cast<const ForStmt &>(*s);
      def(f.loopVar.get());
      for (const auto &rv : f.returnVars)
        def(rv.get());
      for (const auto &ia : f.iterArgs) {
        def(ia.get());
        expr(ia->init);
      }
      expr(f.start);
      expr(f.stop);
      expr(f.step);
      stmt(f.body);
      return;
    }
    case StmtKind::If: {
      const auto &i = static_cast<const IfStmt &>(*s);
      for (const auto &rv : i.returnVars)
        def(rv.get());
      expr(i.cond);
      stmt(i.thenBody);
      stmt(i.elseBody);
      return;
    }
    case StmtKind::Scope: {
      const auto &sc = static_cast<const ScopeStmt &>(*s);
      for (const auto &lane : sc.laneVars)
        def(lane.get());
      expr(sc.coreNum);
      stmt(sc.body);
      return;
    }
    }
  }
};

void exprVars(const ExprPtr &e, std::vector<const Var *> &out,
              std::unordered_set<const Var *> &seen) {
  if (!e)
    return;
  if (const Var *v = asVar(e)) {
    if (seen.insert(v).second)
      out.push_back(v);
  } else if (const BinaryExpr *b = asBinary(e)) {
    exprVars(b->lhs, out, seen);
    exprVars(b->rhs, out, seen);
  } else if (const UnaryExpr *u = asUnary(e)) {
    exprVars(u->operand, out, seen);
  }
}

void typeVars(const TypePtr &type, std::vector<const Var *> &out,
              std::unordered_set<const Var *> &seen) {
  if (const TensorType *t = asTensor(type)) {
    for (const auto &d : t->shape)
      exprVars(d, out, seen);
    if (t->view) {
      for (const auto &d : t->view->validShape)
        exprVars(d, out, seen);
      for (const auto &d : t->view->stride)
        exprVars(d, out, seen);
    }
  } else if (const TileType *t = asTile(type)) {
    for (const auto &d : t->shape)
      exprVars(d, out, seen);
    if (t->view) {
      for (const auto &d : t->view->validShape)
        exprVars(d, out, seen);
      for (const auto &d : t->view->stride)
        exprVars(d, out, seen);
      exprVars(t->view->startOffset, out, seen);
    }
  } else if (const TupleType *t = asTuple(type)) {
    for (const auto &e : t->types)
      typeVars(e, out, seen);
  }
}

void callsIn(const ExprPtr &e, std::vector<std::string> &out,
             std::unordered_set<std::string> &seen) {
  if (!e)
    return;
  if (const Call *c = asCall(e)) {
    if (c->isFunctionCall && seen.insert(c->op).second)
      out.push_back(c->op);
    for (const auto &a : c->args)
      callsIn(a, out, seen);
  } else if (const BinaryExpr *b = asBinary(e)) {
    callsIn(b->lhs, out, seen);
    callsIn(b->rhs, out, seen);
  } else if (const UnaryExpr *u = asUnary(e)) {
    callsIn(u->operand, out, seen);
  } else if (const MakeTuple *t = asMakeTuple(e)) {
    for (const auto &a : t->elements)
      callsIn(a, out, seen);
  } else if (e->kind == ExprKind::TupleGetItem) {
    callsIn(static_cast<const TupleGetItem &>(*e).tuple, out, seen);
  }
}

void callsInStmt(const StmtPtr &s, std::vector<std::string> &out,
                 std::unordered_set<std::string> &seen) {
  if (!s)
    return;
  visitStmt(*s, [&](const auto &node) {
    using T = std::decay_t<decltype(node)>;
    if constexpr (std::is_same_v<T, SeqStmts>) {
      for (const auto &c : node.stmts)
        callsInStmt(c, out, seen);
    } else if constexpr (std::is_same_v<T, AssignStmt>) {
      callsIn(node.value, out, seen);
    } else if constexpr (std::is_same_v<T, EvalStmt>) {
      callsIn(node.expr, out, seen);
    } else if constexpr (std::is_same_v<T, YieldStmt> || std::is_same_v<T, ReturnStmt>) {
      for (const auto &v : node.values)
        callsIn(v, out, seen);
    } else if constexpr (std::is_same_v<T, ForStmt>) {
      for (const auto &ia : node.iterArgs)
        callsIn(ia->init, out, seen);
      callsIn(node.start, out, seen);
      callsIn(node.stop, out, seen);
      callsIn(node.step, out, seen);
      callsInStmt(node.body, out, seen);
    } else if constexpr (std::is_same_v<T, IfStmt>) {
      callsIn(node.cond, out, seen);
      callsInStmt(node.thenBody, out, seen);
      callsInStmt(node.elseBody, out, seen);
    } else if constexpr (std::is_same_v<T, ScopeStmt>) {
      callsIn(node.coreNum, out, seen);
      callsInStmt(node.body, out, seen);
    }
  });
}

} // namespace

DefUse collectDefUse(const StmtPtr &body) {
  Collector c;
  c.stmt(body);
  return std::move(c.out);
}

NameMap buildRenameMap(const std::vector<const Var *> &ordered) {
  std::vector<const Var *> unique;
  unique.reserve(ordered.size());
  std::unordered_set<const Var *> seen(ordered.size());
  for (const Var *v : ordered)
    if (v && seen.insert(v).second)
      unique.push_back(v);
  // Keys view the Vars' own names (the Vars outlive this call).
  std::unordered_map<std::string_view, int> holders(unique.size());
  for (const Var *v : unique)
    ++holders[v->name];
  std::unordered_set<std::string> taken(unique.size());
  for (const Var *v : unique)
    if (holders[v->name] == 1)
      taken.insert(v->name);
  // The first suffix of each base not yet known to be taken: `taken` only
  // grows, so the search for the next holder of a base resumes there instead
  // of at base, base_1, ... again (which made n holders of one hint cost n^2).
  std::unordered_map<std::string_view, int> nextSuffix;
  NameMap out(unique.size());
  for (const Var *v : unique) {
    if (holders[v->name] == 1) {
      out[v] = v->name;
      continue;
    }
    int &k = nextSuffix[v->name];
    std::string candidate = k == 0 ? v->name : v->name + "_" + std::to_string(k);
    while (taken.count(candidate))
      candidate = v->name + "_" + std::to_string(++k);
    ++k;
    taken.insert(candidate);
    out[v] = std::move(candidate);
  }
  return out;
}

void collectTypeVars(const TypePtr &type, std::vector<const Var *> &out) {
  std::unordered_set<const Var *> seen(out.begin(), out.end());
  typeVars(type, out, seen);
}

std::vector<std::string> calledFunctions(const StmtPtr &body) {
  std::vector<std::string> out;
  std::unordered_set<std::string> seen;
  callsInStmt(body, out, seen);
  return out;
}

} // namespace pipecheck::text

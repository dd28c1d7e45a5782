// Generic traversals over the field lists; see walk.h for the conventions.
#include "core/ir/walk.h"

#include "core/ir/field_list.h"

namespace pipecheck::ir {
namespace {

void attrExprs(const AttrList &attrs, const ExprFn &fn, bool intoTypes) {
  for (const auto &kv : attrs)
    if (const ExprPtr *e = std::get_if<ExprPtr>(&kv.second))
      forEachExpr(*e, fn, intoTypes);
}

// forEachField visitors for the hot walks below. They visit the same fields in
// the same order as a loop over the node's FieldList would, without building
// that list (a vector, plus a copy of every data field such as a Call's op
// name) for every node.
struct ExprRoots { // the expression roots of every field of one node
  const ExprFn &fn;
  bool intoTypes;
  void expr(const char *, const ExprPtr &e) {
    if (e)
      forEachExpr(e, fn, intoTypes);
  }
  void optExpr(const char *n, const ExprPtr &e) { expr(n, e); }
  void exprs(const char *, const std::vector<ExprPtr> &es) {
    for (const ExprPtr &e : es)
      forEachExpr(e, fn, intoTypes);
  }
  void attrs(const char *, const AttrList &as) { attrExprs(as, fn, intoTypes); }
  template <class T> void def(const char *, const T &) {}
  template <class T> void defs(const char *, const T &) {}
  template <class T> void iterArgs(const char *, const T &) {}
  template <class T> void stmt(const char *, const T &) {}
  template <class T> void optStmt(const char *, const T &) {}
  template <class T> void stmts(const char *, const T &) {}
  template <class T> void type(const char *, const T &) {}
  template <class T> void types(const char *, const T &) {}
  template <class T> void tensorView(const char *, const T &) {}
  template <class T> void tileView(const char *, const T &) {}
  template <class T> void memref(const char *, const T &) {}
  template <class T> void data(const char *, const T &) {}
  template <class T> void ignored(const char *, const T &) {}
};

struct OwnExprRoots : ExprRoots { // forEachOwnExpr: iter-arg inits too
  void iterArgs(const char *, const std::vector<IterArgPtr> &ias) {
    ExprRoots inner{fn, intoTypes};
    for (const IterArgPtr &ia : ias)
      IterArg::forEachField(*ia, inner);
  }
};

struct ChildStmts { // forEachStmt's recursion
  const StmtFn &fn;
  void stmt(const char *, const StmtPtr &s) { forEachStmt(s, fn); }
  void optStmt(const char *n, const StmtPtr &s) { stmt(n, s); }
  void stmts(const char *, const std::vector<StmtPtr> &ss) {
    for (const StmtPtr &c : ss)
      forEachStmt(c, fn);
  }
  template <class T> void def(const char *, const T &) {}
  template <class T> void defs(const char *, const T &) {}
  template <class T> void iterArgs(const char *, const T &) {}
  template <class T> void expr(const char *, const T &) {}
  template <class T> void optExpr(const char *, const T &) {}
  template <class T> void exprs(const char *, const T &) {}
  template <class T> void attrs(const char *, const T &) {}
  template <class T> void type(const char *, const T &) {}
  template <class T> void types(const char *, const T &) {}
  template <class T> void tensorView(const char *, const T &) {}
  template <class T> void tileView(const char *, const T &) {}
  template <class T> void memref(const char *, const T &) {}
  template <class T> void data(const char *, const T &) {}
  template <class T> void ignored(const char *, const T &) {}
};

struct DefSites { // collectDefs: one statement's def fields, in field order
  std::vector<DefSite> &out;
  const StmtPtr &s;
  void def(const char *n, const VarPtr &v) { out.push_back({v, s, n}); }
  void defs(const char *n, const std::vector<VarPtr> &vs) {
    for (const VarPtr &v : vs)
      out.push_back({v, s, n});
  }
  void iterArgs(const char *n, const std::vector<IterArgPtr> &ias) {
    for (const IterArgPtr &v : ias)
      out.push_back({v, s, n});
  }
  template <class T> void expr(const char *, const T &) {}
  template <class T> void optExpr(const char *, const T &) {}
  template <class T> void exprs(const char *, const T &) {}
  template <class T> void attrs(const char *, const T &) {}
  template <class T> void stmt(const char *, const T &) {}
  template <class T> void optStmt(const char *, const T &) {}
  template <class T> void stmts(const char *, const T &) {}
  template <class T> void type(const char *, const T &) {}
  template <class T> void types(const char *, const T &) {}
  template <class T> void tensorView(const char *, const T &) {}
  template <class T> void tileView(const char *, const T &) {}
  template <class T> void memref(const char *, const T &) {}
  template <class T> void data(const char *, const T &) {}
  template <class T> void ignored(const char *, const T &) {}
};

} // namespace

void forEachStmt(const StmtPtr &s, const StmtFn &fn) {
  if (!s)
    return;
  fn(s);
  ChildStmts children{fn};
  visitStmt(*s, [&](const auto &node) {
    std::decay_t<decltype(node)>::forEachField(node, children);
  });
}

void forEachTypeExpr(const TypePtr &t, const ExprFn &fn) {
  if (!t)
    return;
  for (const FieldRef &f : typeFields(*t)) {
    switch (f.kind) {
    case FieldKind::Exprs:
      for (const ExprPtr &e : f.exprs())
        fn(e);
      break;
    case FieldKind::Types:
      for (const TypePtr &sub : f.types())
        forEachTypeExpr(sub, fn);
      break;
    case FieldKind::TensorView:
      if (const auto &v = f.tensorView()) {
        for (const ExprPtr &e : v->validShape)
          fn(e);
        for (const ExprPtr &e : v->stride)
          fn(e);
      }
      break;
    case FieldKind::TileView:
      if (const auto &v = f.tileView()) {
        for (const ExprPtr &e : v->validShape)
          fn(e);
        for (const ExprPtr &e : v->stride)
          fn(e);
        if (v->startOffset)
          fn(v->startOffset);
      }
      break;
    default:
      break;
    }
  }
}

void forEachExpr(const ExprPtr &e, const ExprFn &fn, bool intoTypes) {
  if (!e)
    return;
  fn(e);
  if (asVar(e)) { // a leaf in expression position
    if (intoTypes)
      forEachTypeExpr(e->type, [&](const ExprPtr &x) { forEachExpr(x, fn, intoTypes); });
    return;
  }
  ExprRoots roots{fn, intoTypes};
  visitExpr(*e, [&](const auto &node) {
    std::decay_t<decltype(node)>::forEachField(node, roots);
  });
}

void forEachOwnExpr(const Stmt &s, const ExprFn &fn, bool intoTypes) {
  // Iter-arg init values are evaluated by the loop, so they are its own.
  OwnExprRoots roots{{fn, intoTypes}};
  visitStmt(s, [&](const auto &node) {
    std::decay_t<decltype(node)>::forEachField(node, roots);
  });
}

void forEachExpr(const StmtPtr &s, const ExprFn &fn, bool intoTypes) {
  forEachStmt(s, [&](const StmtPtr &st) { forEachOwnExpr(*st, fn, intoTypes); });
}

std::vector<DefSite> collectDefs(const Function &f) {
  std::vector<DefSite> out;
  for (const VarPtr &p : f.params)
    out.push_back({p, nullptr, "params"});
  forEachStmt(f.body, [&](const StmtPtr &s) {
    DefSites sites{out, s};
    visitStmt(*s, [&](const auto &node) {
      std::decay_t<decltype(node)>::forEachField(node, sites);
    });
  });
  return out;
}

std::vector<UseSite> collectUses(const Function &f, bool intoTypes) {
  std::vector<UseSite> out;
  forEachStmt(f.body, [&](const StmtPtr &s) {
    forEachOwnExpr(
        *s,
        [&](const ExprPtr &e) {
          if (VarPtr v = varPtr(e))
            out.push_back({v, s});
        },
        intoTypes);
  });
  return out;
}

} // namespace pipecheck::ir

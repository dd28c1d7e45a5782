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

// The expression roots of one field (shared by expressions and statements).
void fieldExprs(const FieldRef &f, const ExprFn &fn, bool intoTypes) {
  switch (f.kind) {
  case FieldKind::Expr:
  case FieldKind::OptExpr:
    if (f.expr())
      forEachExpr(f.expr(), fn, intoTypes);
    break;
  case FieldKind::Exprs:
    for (const ExprPtr &e : f.exprs())
      forEachExpr(e, fn, intoTypes);
    break;
  case FieldKind::Attrs:
    attrExprs(f.attrs(), fn, intoTypes);
    break;
  default:
    break;
  }
}

} // namespace

void forEachStmt(const StmtPtr &s, const StmtFn &fn) {
  if (!s)
    return;
  fn(s);
  for (const FieldRef &f : stmtFields(*s)) {
    if (f.kind == FieldKind::Stmt || f.kind == FieldKind::OptStmt)
      forEachStmt(f.stmt(), fn);
    else if (f.kind == FieldKind::Stmts)
      for (const StmtPtr &c : f.stmts())
        forEachStmt(c, fn);
  }
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
  for (const FieldRef &f : exprFields(*e))
    fieldExprs(f, fn, intoTypes);
}

void forEachOwnExpr(const Stmt &s, const ExprFn &fn, bool intoTypes) {
  for (const FieldRef &f : stmtFields(s)) {
    if (f.kind == FieldKind::IterArgs) { // init values are evaluated by the loop
      for (const IterArgPtr &ia : f.iterArgs())
        for (const FieldRef &g : exprFields(*ia))
          fieldExprs(g, fn, intoTypes);
    } else {
      fieldExprs(f, fn, intoTypes);
    }
  }
}

void forEachExpr(const StmtPtr &s, const ExprFn &fn, bool intoTypes) {
  forEachStmt(s, [&](const StmtPtr &st) { forEachOwnExpr(*st, fn, intoTypes); });
}

std::vector<DefSite> collectDefs(const Function &f) {
  std::vector<DefSite> out;
  for (const VarPtr &p : f.params)
    out.push_back({p, nullptr, "params"});
  forEachStmt(f.body, [&](const StmtPtr &s) {
    for (const FieldRef &fr : stmtFields(*s)) {
      if (fr.kind == FieldKind::Def)
        out.push_back({fr.var(), s, fr.name});
      else if (fr.kind == FieldKind::Defs)
        for (const VarPtr &v : fr.vars())
          out.push_back({v, s, fr.name});
      else if (fr.kind == FieldKind::IterArgs)
        for (const IterArgPtr &v : fr.iterArgs())
          out.push_back({v, s, fr.name});
    }
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

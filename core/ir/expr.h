// IR expressions: Var, IterArg, constants, binary/unary arithmetic, Call,
// MakeTuple and TupleGetItem.
//
// Nodes are immutable and shared (ExprPtr = shared_ptr<const Expr>). A Var's
// identity is its address; its name is only a hint for the printer (the
// printer disambiguates x, x_1, ...). Every node type lists its fields exactly
// once, in PyPTO's descriptor order, in a static forEachField(self, visitor).
// Equality, hashing, deep clone, child walks and the mutator all derive from
// that list, so none can miss a field. The visitor protocol (all methods take
// the field name first; references are const when self is const):
//   v.def(name, VarPtr&)              a binding site (DefField)
//   v.defs(name, vector<VarPtr>&)     several binding sites
//   v.iterArgs(name, vector<IterArgPtr>&)
//   v.expr(name, ExprPtr&)            a child expression (never null)
//   v.optExpr(name, ExprPtr&)         a child expression that may be null
//   v.exprs(name, vector<ExprPtr>&)
//   v.stmt(name, StmtPtr&) / v.optStmt(name, StmtPtr&) / v.stmts(name, vector<StmtPtr>&)
//   v.type(name, TypePtr&) / v.types(name, vector<TypePtr>&)
//   v.attrs(name, AttrList&)          compared as a map
//   v.data(name, T&)                  plain compared data (ints, enums, strings)
//   v.ignored(name, T&)               skipped by equality (names, spans, comments)
//   v.tensorView / v.tileView / v.memref  (type internals)
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/attrs.h"
#include "core/ir/diagnostic.h"
#include "core/ir/type.h"

namespace pipecheck::ir {

enum class ExprKind {
  Var, IterArg, ConstInt, ConstFloat, ConstBool, Binary, Unary, Call, MakeTuple, TupleGetItem
};

enum class BinaryOp {
  Add, Sub, Mul, FloorDiv, FloorMod, FloatDiv, Min, Max, Pow,
  Eq, Ne, Lt, Le, Gt, Ge, And, Or, Xor, BitAnd, BitOr, BitXor, Shl, Shr
};
enum class UnaryOp { Neg, Not, Abs, BitNot, Cast };

// PyPTO TypeName() of a binary/unary node ("Add", "FloorDiv", "Neg", ...).
std::string_view typeName(BinaryOp);
std::string_view typeName(UnaryOp);
bool isComparison(BinaryOp);

struct Expr {
  ExprKind kind;
  TypePtr type;
  SourceLoc loc; // ignored by equality
  Expr(ExprKind k, TypePtr t) : kind(k), type(std::move(t)) {}
  virtual ~Expr() = default;
  // PyPTO's TypeName() for this node ("Var", "ConstInt", "Add", "Call", ...).
  std::string_view typeName() const;
};

struct Var : Expr {
  std::string name; // hint only
  Var(std::string n, TypePtr t) : Expr(ExprKind::Var, std::move(t)), name(std::move(n)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.ignored("name_hint", self.name);
  }

protected:
  Var(ExprKind k, std::string n, TypePtr t) : Expr(k, std::move(t)), name(std::move(n)) {}
};

struct IterArg : Var {
  ExprPtr init;
  IterArg(std::string n, TypePtr t, ExprPtr i)
      : Var(ExprKind::IterArg, std::move(n), std::move(t)), init(std::move(i)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.ignored("name_hint", self.name);
    v.expr("initValue", self.init);
  }
};

struct ConstInt : Expr {
  int64_t value;
  ConstInt(int64_t val, DataType d) : Expr(ExprKind::ConstInt, makeScalarType(d)), value(val) {}
  DataType dtype() const;
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.data("value", self.value);
  }
};

struct ConstFloat : Expr {
  double value;
  ConstFloat(double val, DataType d) : Expr(ExprKind::ConstFloat, makeScalarType(d)), value(val) {}
  DataType dtype() const;
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.data("value", self.value);
  }
};

struct ConstBool : Expr {
  bool value;
  explicit ConstBool(bool val)
      : Expr(ExprKind::ConstBool, makeScalarType(DataType::BOOL)), value(val) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.data("value", self.value);
  }
};

struct BinaryExpr : Expr {
  BinaryOp op;
  ExprPtr lhs, rhs;
  BinaryExpr(BinaryOp o, ExprPtr l, ExprPtr r, TypePtr t)
      : Expr(ExprKind::Binary, std::move(t)), op(o), lhs(std::move(l)), rhs(std::move(r)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.data("op", self.op);
    v.expr("left", self.lhs);
    v.expr("right", self.rhs);
  }
};

// Cast's target dtype is the node's (scalar) type.
struct UnaryExpr : Expr {
  UnaryOp op;
  ExprPtr operand;
  UnaryExpr(UnaryOp o, ExprPtr x, TypePtr t)
      : Expr(ExprKind::Unary, std::move(t)), op(o), operand(std::move(x)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.data("op", self.op);
    v.expr("operand", self.operand);
  }
};

// A call to a registered op ("tile.load") or, when isFunctionCall, to a
// function of the program (PyPTO's GlobalVar callee; printed self.name(...)).
struct Call : Expr {
  std::string op;
  bool isFunctionCall = false;
  std::vector<ExprPtr> args;
  AttrList attrs;
  AttrList kwargs;
  Call(std::string o, std::vector<ExprPtr> a, AttrList kw, AttrList at, TypePtr t,
       bool fnCall = false)
      : Expr(ExprKind::Call, std::move(t)), op(std::move(o)), isFunctionCall(fnCall),
        args(std::move(a)), attrs(std::move(at)), kwargs(std::move(kw)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.data("op", self.op);
    v.data("is_function_call", self.isFunctionCall);
    v.exprs("args", self.args);
    v.attrs("attrs", self.attrs);
    v.attrs("kwargs", self.kwargs);
  }
};

struct MakeTuple : Expr {
  std::vector<ExprPtr> elements;
  MakeTuple(std::vector<ExprPtr> e, TypePtr t)
      : Expr(ExprKind::MakeTuple, std::move(t)), elements(std::move(e)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.exprs("elements", self.elements);
  }
};

struct TupleGetItem : Expr {
  ExprPtr tuple;
  int64_t index;
  TupleGetItem(ExprPtr tup, int64_t i, TypePtr t)
      : Expr(ExprKind::TupleGetItem, std::move(t)), tuple(std::move(tup)), index(i) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.type("type", self.type);
    v.expr("tuple", self.tuple);
    v.data("index", self.index);
  }
};

using IterArgPtr = std::shared_ptr<const IterArg>;
using CallPtr = std::shared_ptr<const Call>;

// Dispatch on ExprKind: calls f(const Concrete&). Derived code switches on
// kind with this instead of dynamic_cast.
template <class F> decltype(auto) visitExpr(const Expr &e, F &&f) {
  switch (e.kind) {
  case ExprKind::Var: return f(static_cast<const Var &>(e));
  case ExprKind::IterArg: return f(static_cast<const IterArg &>(e));
  case ExprKind::ConstInt: return f(static_cast<const ConstInt &>(e));
  case ExprKind::ConstFloat: return f(static_cast<const ConstFloat &>(e));
  case ExprKind::ConstBool: return f(static_cast<const ConstBool &>(e));
  case ExprKind::Binary: return f(static_cast<const BinaryExpr &>(e));
  case ExprKind::Unary: return f(static_cast<const UnaryExpr &>(e));
  case ExprKind::Call: return f(static_cast<const Call &>(e));
  case ExprKind::MakeTuple: return f(static_cast<const MakeTuple &>(e));
  case ExprKind::TupleGetItem: return f(static_cast<const TupleGetItem &>(e));
  }
  return f(static_cast<const Var &>(e)); // unreachable
}

// Checked downcasts (null when the kind does not match). asVar accepts IterArg.
const Var *asVar(const ExprPtr &e);
const IterArg *asIterArg(const ExprPtr &e);
const ConstInt *asConstInt(const ExprPtr &e);
const Call *asCall(const ExprPtr &e);
const BinaryExpr *asBinary(const ExprPtr &e);
const UnaryExpr *asUnary(const ExprPtr &e);
const MakeTuple *asMakeTuple(const ExprPtr &e);
// The value of an integer constant as PyPTO's GetConstIntValue sees it: a
// ConstInt of any dtype, or Neg(ConstInt) (how `-3` parses); nullopt
// otherwise. Negation wraps (two's complement), so INT64_MIN is safe.
std::optional<int64_t> constIntValue(const ExprPtr &e);
// Shared-pointer casts that keep ownership (null on mismatch).
VarPtr varPtr(const ExprPtr &e);
IterArgPtr iterArgPtr(const ExprPtr &e);

} // namespace pipecheck::ir

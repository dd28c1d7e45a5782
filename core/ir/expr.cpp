// Expression helpers: type names, downcasts.
#include "core/ir/expr.h"

namespace pipecheck::ir {

std::string_view typeName(BinaryOp op) {
  switch (op) {
  case BinaryOp::Add: return "Add";
  case BinaryOp::Sub: return "Sub";
  case BinaryOp::Mul: return "Mul";
  case BinaryOp::FloorDiv: return "FloorDiv";
  case BinaryOp::FloorMod: return "FloorMod";
  case BinaryOp::FloatDiv: return "FloatDiv";
  case BinaryOp::Min: return "Min";
  case BinaryOp::Max: return "Max";
  case BinaryOp::Pow: return "Pow";
  case BinaryOp::Eq: return "Eq";
  case BinaryOp::Ne: return "Ne";
  case BinaryOp::Lt: return "Lt";
  case BinaryOp::Le: return "Le";
  case BinaryOp::Gt: return "Gt";
  case BinaryOp::Ge: return "Ge";
  case BinaryOp::And: return "And";
  case BinaryOp::Or: return "Or";
  case BinaryOp::Xor: return "Xor";
  case BinaryOp::BitAnd: return "BitAnd";
  case BinaryOp::BitOr: return "BitOr";
  case BinaryOp::BitXor: return "BitXor";
  case BinaryOp::Shl: return "BitShiftLeft";
  case BinaryOp::Shr: return "BitShiftRight";
  }
  return "Binary";
}

std::string_view typeName(UnaryOp op) {
  switch (op) {
  case UnaryOp::Neg: return "Neg";
  case UnaryOp::Not: return "Not";
  case UnaryOp::Abs: return "Abs";
  case UnaryOp::BitNot: return "BitNot";
  case UnaryOp::Cast: return "Cast";
  }
  return "Unary";
}

bool isComparison(BinaryOp op) {
  switch (op) {
  case BinaryOp::Eq: case BinaryOp::Ne: case BinaryOp::Lt: case BinaryOp::Le:
  case BinaryOp::Gt: case BinaryOp::Ge:
    return true;
  default:
    return false;
  }
}

std::string_view Expr::typeName() const {
  switch (kind) {
  case ExprKind::Var: return "Var";
  case ExprKind::IterArg: return "IterArg";
  case ExprKind::ConstInt: return "ConstInt";
  case ExprKind::ConstFloat: return "ConstFloat";
  case ExprKind::ConstBool: return "ConstBool";
  case ExprKind::Binary: return ir::typeName(static_cast<const BinaryExpr *>(this)->op);
  case ExprKind::Unary: return ir::typeName(static_cast<const UnaryExpr *>(this)->op);
  case ExprKind::Call: return "Call";
  case ExprKind::MakeTuple: return "MakeTuple";
  case ExprKind::TupleGetItem: return "TupleGetItemExpr";
  }
  return "Expr";
}

DataType ConstInt::dtype() const { return static_cast<const ScalarType &>(*type).dtype; }
DataType ConstFloat::dtype() const { return static_cast<const ScalarType &>(*type).dtype; }

const Var *asVar(const ExprPtr &e) {
  return e && (e->kind == ExprKind::Var || e->kind == ExprKind::IterArg)
             ? static_cast<const Var *>(e.get())
             : nullptr;
}
const IterArg *asIterArg(const ExprPtr &e) {
  return e && e->kind == ExprKind::IterArg ? static_cast<const IterArg *>(e.get()) : nullptr;
}
const ConstInt *asConstInt(const ExprPtr &e) {
  return e && e->kind == ExprKind::ConstInt ? static_cast<const ConstInt *>(e.get()) : nullptr;
}
const Call *asCall(const ExprPtr &e) {
  return e && e->kind == ExprKind::Call ? static_cast<const Call *>(e.get()) : nullptr;
}
const BinaryExpr *asBinary(const ExprPtr &e) {
  return e && e->kind == ExprKind::Binary ? static_cast<const BinaryExpr *>(e.get()) : nullptr;
}
std::optional<int64_t> constIntValue(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return c->value;
  if (const UnaryExpr *u = asUnary(e))
    if (u->op == UnaryOp::Neg)
      if (const ConstInt *c = asConstInt(u->operand))
        return static_cast<int64_t>(0 - static_cast<uint64_t>(c->value));
  return std::nullopt;
}

const UnaryExpr *asUnary(const ExprPtr &e) {
  return e && e->kind == ExprKind::Unary ? static_cast<const UnaryExpr *>(e.get()) : nullptr;
}
const MakeTuple *asMakeTuple(const ExprPtr &e) {
  return e && e->kind == ExprKind::MakeTuple ? static_cast<const MakeTuple *>(e.get()) : nullptr;
}
VarPtr varPtr(const ExprPtr &e) {
  return asVar(e) ? std::static_pointer_cast<const Var>(e) : nullptr;
}
IterArgPtr iterArgPtr(const ExprPtr &e) {
  return asIterArg(e) ? std::static_pointer_cast<const IterArg>(e) : nullptr;
}

} // namespace pipecheck::ir

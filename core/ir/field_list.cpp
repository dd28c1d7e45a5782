// Kind dispatch for fieldsOf(); see field_list.h.
#include "core/ir/field_list.h"

namespace pipecheck::ir {

FieldList exprFields(const Expr &e) {
  return visitExpr(e, [](const auto &node) { return fieldsOf(node); });
}

FieldList stmtFields(const Stmt &s) {
  return visitStmt(s, [](const auto &node) { return fieldsOf(node); });
}

FieldList typeFields(const Type &t) {
  switch (t.kind) {
  case TypeKind::Scalar:
    return fieldsOf(static_cast<const ScalarType &>(t));
  case TypeKind::Tensor:
    return fieldsOf(static_cast<const TensorType &>(t));
  case TypeKind::Tile:
    return fieldsOf(static_cast<const TileType &>(t));
  case TypeKind::Tuple:
    return fieldsOf(static_cast<const TupleType &>(t));
  case TypeKind::Array:
    return fieldsOf(static_cast<const ArrayType &>(t));
  case TypeKind::Handle:
    return fieldsOf(static_cast<const HandleType &>(t));
  case TypeKind::Ptr:
  case TypeKind::MemRef:
  case TypeKind::Unknown:
    return {};
  }
  return {};
}

std::string_view typeName(const Type &t) {
  switch (t.kind) {
  case TypeKind::Scalar:
    return "ScalarType";
  case TypeKind::Tensor:
    return static_cast<const TensorType &>(t).distributed ? "DistributedTensorType" : "TensorType";
  case TypeKind::Array:
    return "ArrayType";
  case TypeKind::Tile:
    return "TileType";
  case TypeKind::Tuple:
    return "TupleType";
  case TypeKind::Ptr:
    return "PtrType";
  case TypeKind::Handle:
    return "HandleType";
  case TypeKind::MemRef:
    return "MemRefType";
  case TypeKind::Unknown:
    return "UnknownType";
  }
  return "Type";
}

} // namespace pipecheck::ir

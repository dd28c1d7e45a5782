// Reflection over forEachField: a node's fields as a flat list of typed refs.
//
// Every IR node lists its fields once in a static forEachField (protocol at
// the top of expr.h). Generic algorithms that must treat two nodes field by
// field (structural equality zips the lists of lhs and rhs), or that only need
// "the children of kind X" (walks, hashing), collect the list once with
// fieldsOf() instead of writing a visitor per algorithm. A FieldRef points
// into the node (no copies of children); its kind says which accessor is
// valid. Plain data fields (dtypes, enums, ints, strings, ForKind, op names)
// are converted to a DataValue so they can be compared, hashed and printed
// without knowing their C++ type. The list is only valid while the node lives.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::ir {

enum class FieldKind {
  Def,        // VarPtr binding site
  Defs,       // vector<VarPtr> binding sites
  IterArgs,   // vector<IterArgPtr> binding sites
  Expr,       // ExprPtr (never null)
  OptExpr,    // ExprPtr (may be null)
  Exprs,      // vector<ExprPtr>
  Stmt,       // StmtPtr (never null)
  OptStmt,    // StmtPtr (may be null)
  Stmts,      // vector<StmtPtr>
  Type,       // TypePtr
  Types,      // vector<TypePtr>
  Attrs,      // AttrList (compared as a map)
  Data,       // plain data, see FieldRef::data
  Ignored,    // names, spans, comments
  TensorView, // optional<TensorView>
  TileView,   // optional<TileView>
  MemRef,     // MemRefPtr (ignored by equality)
};

// A plain data field's value: monostate stands for an empty optional; enums
// and bools are stored as integers. text() renders the field for messages
// (computed on demand, so comparing and hashing never format strings).
struct DataValue {
  std::variant<std::monostate, int64_t, double, std::string, std::vector<int64_t>> value;
  std::string (*render)(const void *) = nullptr;
  const void *field = nullptr;
  bool operator==(const DataValue &o) const { return value == o.value; }
  std::string text() const { return render ? render(field) : std::string(); }
};

struct FieldRef {
  std::string_view name; // the field name as listed in forEachField
  FieldKind kind;
  const void *ptr = nullptr; // points at the field; typed by kind
  DataValue data;            // Data fields only

  const VarPtr &var() const { return *static_cast<const VarPtr *>(ptr); }
  const std::vector<VarPtr> &vars() const { return *static_cast<const std::vector<VarPtr> *>(ptr); }
  const std::vector<IterArgPtr> &iterArgs() const {
    return *static_cast<const std::vector<IterArgPtr> *>(ptr);
  }
  const ExprPtr &expr() const { return *static_cast<const ExprPtr *>(ptr); }
  const std::vector<ExprPtr> &exprs() const {
    return *static_cast<const std::vector<ExprPtr> *>(ptr);
  }
  const StmtPtr &stmt() const { return *static_cast<const StmtPtr *>(ptr); }
  const std::vector<StmtPtr> &stmts() const {
    return *static_cast<const std::vector<StmtPtr> *>(ptr);
  }
  const TypePtr &type() const { return *static_cast<const TypePtr *>(ptr); }
  const std::vector<TypePtr> &types() const {
    return *static_cast<const std::vector<TypePtr> *>(ptr);
  }
  const AttrList &attrs() const { return *static_cast<const AttrList *>(ptr); }
  const std::optional<TensorView> &tensorView() const {
    return *static_cast<const std::optional<TensorView> *>(ptr);
  }
  const std::optional<TileView> &tileView() const {
    return *static_cast<const std::optional<TileView> *>(ptr);
  }
};

using FieldList = std::vector<FieldRef>;

namespace detail {

using DataVariant = decltype(DataValue::value);

template <class T> DataVariant dataValue(const T &x);
template <class T> std::string dataText(const T &x);

template <class T> DataVariant dataValue(const std::optional<T> &x) {
  return x ? dataValue(*x) : DataVariant{std::monostate{}};
}
template <class T> std::string dataText(const std::optional<T> &x) {
  return x ? dataText(*x) : "nullopt";
}

template <class T> DataVariant dataValue(const std::vector<T> &xs) {
  std::vector<int64_t> out;
  for (const T &x : xs) {
    DataVariant d = dataValue(x);
    out.push_back(std::holds_alternative<int64_t>(d) ? std::get<int64_t>(d) : 0);
  }
  return out;
}
template <class T> std::string dataText(const std::vector<T> &xs) {
  std::string text;
  for (const T &x : xs)
    text += (text.empty() ? "" : ", ") + dataText(x);
  return "[" + text + "]";
}

template <class T> DataVariant dataValue(const T &x) {
  if constexpr (std::is_same_v<T, std::string>)
    return x;
  else if constexpr (std::is_floating_point_v<T>) // -0.0 == 0.0, as PyPTO compares doubles
    return static_cast<double>(x) == 0.0 ? 0.0 : static_cast<double>(x);
  else if constexpr (std::is_enum_v<T> || std::is_integral_v<T>)
    return static_cast<int64_t>(x);
  else
    static_assert(std::is_integral_v<T>, "unsupported data field type");
}

template <class T> std::string dataText(const T &x) {
  if constexpr (std::is_same_v<T, bool>) {
    return x ? "True" : "False";
  } else if constexpr (std::is_same_v<T, std::string>) {
    return "'" + x + "'";
  } else if constexpr (std::is_floating_point_v<T>) {
    return std::to_string(x);
  } else if constexpr (std::is_enum_v<T>) {
    if constexpr (requires { name(x); })
      return std::string(name(x));
    else if constexpr (requires { typeName(x); })
      return std::string(typeName(x));
    else
      return std::to_string(static_cast<int64_t>(x));
  } else {
    return std::to_string(x);
  }
}

template <class T> std::string renderData(const void *p) {
  return dataText(*static_cast<const T *>(p));
}

// The forEachField visitor that records refs.
struct FieldCollector {
  FieldList &out;
  void push(std::string_view n, FieldKind k, const void *p) { out.push_back({n, k, p, {}}); }
  void def(std::string_view n, const VarPtr &v) { push(n, FieldKind::Def, &v); }
  void defs(std::string_view n, const std::vector<VarPtr> &v) { push(n, FieldKind::Defs, &v); }
  void iterArgs(std::string_view n, const std::vector<IterArgPtr> &v) {
    push(n, FieldKind::IterArgs, &v);
  }
  void expr(std::string_view n, const ExprPtr &e) { push(n, FieldKind::Expr, &e); }
  void optExpr(std::string_view n, const ExprPtr &e) { push(n, FieldKind::OptExpr, &e); }
  void exprs(std::string_view n, const std::vector<ExprPtr> &e) { push(n, FieldKind::Exprs, &e); }
  void stmt(std::string_view n, const StmtPtr &s) { push(n, FieldKind::Stmt, &s); }
  void optStmt(std::string_view n, const StmtPtr &s) { push(n, FieldKind::OptStmt, &s); }
  void stmts(std::string_view n, const std::vector<StmtPtr> &s) { push(n, FieldKind::Stmts, &s); }
  void type(std::string_view n, const TypePtr &t) { push(n, FieldKind::Type, &t); }
  void types(std::string_view n, const std::vector<TypePtr> &t) { push(n, FieldKind::Types, &t); }
  void attrs(std::string_view n, const AttrList &a) { push(n, FieldKind::Attrs, &a); }
  void tensorView(std::string_view n, const std::optional<TensorView> &v) {
    push(n, FieldKind::TensorView, &v);
  }
  void tileView(std::string_view n, const std::optional<TileView> &v) {
    push(n, FieldKind::TileView, &v);
  }
  void memref(std::string_view n, const MemRefPtr &m) { push(n, FieldKind::MemRef, &m); }
  template <class T> void data(std::string_view n, const T &x) {
    out.push_back({n, FieldKind::Data, &x, {dataValue(x), &renderData<T>, &x}});
  }
  template <class T> void ignored(std::string_view n, const T &x) {
    push(n, FieldKind::Ignored, &x);
  }
};

} // namespace detail

// The fields of a concrete node type (Function, ForStmt, TileType, ...).
template <class Node> FieldList fieldsOf(const Node &n) {
  FieldList out;
  Node::forEachField(n, detail::FieldCollector{out});
  return out;
}

// Dispatching versions for the polymorphic bases.
FieldList exprFields(const Expr &e);
FieldList stmtFields(const Stmt &s);
// Empty for the field-less types (Ptr, MemRefType, Unknown).
FieldList typeFields(const Type &t);

// PyPTO's TypeName() of a type ("ScalarType", "TensorType", "TileType", ...).
std::string_view typeName(const Type &t);

} // namespace pipecheck::ir

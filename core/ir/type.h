// IR types: Scalar, Tensor (plain or distributed, pld.DistributedTensor),
// Tile (with memory space, implicit tile views and an optional MemRef),
// Tuple, scalar Array (pl.Array[N, DT]), Ptr, MemRefType, Unknown.
//
// Types are immutable values behind shared_ptr<const Type>. TileType keeps its
// view canonical: makeTileType() drops a view equal to the implicit view for
// (shape, memory space), exactly like PyPTO's constructor, so that equal types
// have one encoding and the printer can omit the view. Each class lists its
// fields once in forEachField (see expr.h for the field-visitor protocol);
// equality, clone and walks derive from that list. The memref is an
// IgnoreField for equality (PyPTO ignores memrefs in types).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/enums.h"

namespace pipecheck::ir {

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;
struct Var;
using VarPtr = std::shared_ptr<const Var>;
struct Type;
using TypePtr = std::shared_ptr<const Type>;

enum class TypeKind { Scalar, Tensor, Tile, Tuple, Ptr, MemRef, Unknown, Array, Handle };

struct Type {
  TypeKind kind;
  explicit Type(TypeKind k) : kind(k) {}
  virtual ~Type() = default;
  bool isScalar() const { return kind == TypeKind::Scalar; }
  bool isTensor() const { return kind == TypeKind::Tensor; }
  bool isTile() const { return kind == TypeKind::Tile; }
  bool isShaped() const { return kind == TypeKind::Tensor || kind == TypeKind::Tile; }
};

struct ScalarType : Type {
  DataType dtype;
  explicit ScalarType(DataType d) : Type(TypeKind::Scalar), dtype(d) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.data("dtype", self.dtype);
  }
};

// A buffer assignment (InitMemRef and later). PyPTO's MemRef is a Var whose
// name is the allocation's name (mem_vec_3); base is the Ptr var defined by
// tile.alloc (or null when the printer must use the string form).
struct MemRef {
  std::string name;
  VarPtr base;          // may be null (string form)
  ExprPtr byteOffset;   // may be null for the pinned string form
  uint64_t size = 0;
  bool pinned = false;
  int64_t slotCount = 0; // 0: not slotted
  ExprPtr slotIndex;     // may be null
};
using MemRefPtr = std::shared_ptr<const MemRef>;

struct TensorView {
  std::vector<ExprPtr> validShape;
  std::vector<ExprPtr> stride;
  TensorLayout layout = TensorLayout::ND;
  PadValue pad = PadValue::null;
};

struct TileView {
  std::vector<ExprPtr> validShape; // empty: same as shape
  std::vector<ExprPtr> stride;
  ExprPtr startOffset;             // may be null
  TileLayout blayout = TileLayout::row_major;
  TileLayout slayout = TileLayout::none_box;
  int64_t fractal = 512;
  PadValue pad = PadValue::null;
  CompactMode compact = CompactMode::null;
};

struct ShapedType : Type {
  DataType dtype;
  std::vector<ExprPtr> shape;
  MemRefPtr memref; // ignored by structural equality
  ShapedType(TypeKind k, DataType d, std::vector<ExprPtr> s, MemRefPtr m)
      : Type(k), dtype(d), shape(std::move(s)), memref(std::move(m)) {}
};

struct TensorType : ShapedType {
  std::optional<TensorView> view;
  // A slice of a cross-rank window buffer (PyPTO's DistributedTensorType, a
  // TensorType subclass): printed pld.DistributedTensor[...], otherwise a
  // tensor in every respect.
  bool distributed = false;
  // An MX-layout tensor (MX_A_ZZ, MX_B_NN) holds MX scales: PyPTO's loads of
  // one follow their own rules (tile_type_rules.cpp, text/pypto_readback.h).
  bool holdsMxScales() const {
    return view && (view->layout == TensorLayout::MX_A_ZZ || view->layout == TensorLayout::MX_B_NN);
  }
  TensorType(DataType d, std::vector<ExprPtr> s, std::optional<TensorView> v, MemRefPtr m,
             bool dist = false)
      : ShapedType(TypeKind::Tensor, d, std::move(s), std::move(m)), view(std::move(v)),
        distributed(dist) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.data("dtype", self.dtype);
    v.exprs("shape", self.shape);
    v.tensorView("tensor_view", self.view);
    v.memref("memref", self.memref);
    v.data("distributed", self.distributed);
  }
};

struct TileType : ShapedType {
  std::optional<MemorySpace> memorySpace;
  std::optional<TileView> view; // canonical: nullopt when equal to the implicit view
  TileType(DataType d, std::vector<ExprPtr> s, std::optional<MemorySpace> ms,
           std::optional<TileView> v, MemRefPtr m)
      : ShapedType(TypeKind::Tile, d, std::move(s), std::move(m)), memorySpace(ms),
        view(std::move(v)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.data("dtype", self.dtype);
    v.exprs("shape", self.shape);
    v.data("memory_space", self.memorySpace);
    v.tileView("tile_view", self.view);
    v.memref("memref", self.memref);
  }
  // The view with implicit defaults filled in (never nullopt).
  TileView effectiveView() const;
};

struct TupleType : Type {
  std::vector<TypePtr> types;
  explicit TupleType(std::vector<TypePtr> t) : Type(TypeKind::Tuple), types(std::move(t)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.types("types", self.types);
  }
};

// A fixed-size array of scalars (pl.Array[N, DT]), built by pl.array.create.
struct ArrayType : Type {
  int64_t size = 0;
  DataType dtype = DataType::INT32;
  ArrayType(int64_t n, DataType d) : Type(TypeKind::Array), size(n), dtype(d) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.data("size", self.size);
    v.data("dtype", self.dtype);
  }
};

struct PtrType : Type { PtrType() : Type(TypeKind::Ptr) {} };
// An opaque runtime handle the DSL names but pipecheck does not look into:
// pl.PrefetchAsyncContext, pl.AsyncEvent, pl.AsyncSession (prefetch.*) and
// pld.CommCtxType (pld.system.get_comm_ctx). `name` is the printed spelling.
struct HandleType : Type {
  std::string name;
  explicit HandleType(std::string n) : Type(TypeKind::Handle), name(std::move(n)) {}
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.data("name", self.name);
  }
};
struct MemRefTypeT : Type { MemRefTypeT() : Type(TypeKind::MemRef) {} };
struct UnknownType : Type { UnknownType() : Type(TypeKind::Unknown) {} };

// Dims equal as written: the same node, or constants of the same value.
bool sameStaticDims(const std::vector<ExprPtr> &a, const std::vector<ExprPtr> &b);

// The implicit tile view for (shape, memory space): GetImplicitTileLayout.
TileView implicitTileView(const std::vector<ExprPtr> &shape, std::optional<MemorySpace> ms);
// True when view equals the implicit view (valid_shape empty or equal to shape).
bool isImplicitTileView(const TileView &view, const std::vector<ExprPtr> &shape,
                        std::optional<MemorySpace> ms);

TypePtr makeScalarType(DataType d);
TypePtr makeTensorType(DataType d, std::vector<ExprPtr> shape,
                       std::optional<TensorView> view = std::nullopt, MemRefPtr memref = nullptr,
                       bool distributed = false);
TypePtr makeArrayType(int64_t size, DataType d);
// Canonicalises the view (drops it when implicit).
TypePtr makeTileType(DataType d, std::vector<ExprPtr> shape, std::optional<MemorySpace> ms,
                     std::optional<TileView> view = std::nullopt, MemRefPtr memref = nullptr);
TypePtr makeTupleType(std::vector<TypePtr> types);
TypePtr makePtrType();
// name: one of handleTypeNames().
TypePtr makeHandleType(std::string name);
// The printed spellings of the handle types the parser accepts.
const std::vector<std::string> &handleTypeNames();
TypePtr makeMemRefType();
TypePtr makeUnknownType();

// Convenience accessors (null when the type is not of that kind).
const ScalarType *asScalar(const TypePtr &t);
const TensorType *asTensor(const TypePtr &t);
const TileType *asTile(const TypePtr &t);
const ShapedType *asShaped(const TypePtr &t);
const TupleType *asTuple(const TypePtr &t);
const ArrayType *asArray(const TypePtr &t);

// Copy of a shaped type with a different memref (or none).
TypePtr withMemRef(const TypePtr &t, MemRefPtr memref);

} // namespace pipecheck::ir

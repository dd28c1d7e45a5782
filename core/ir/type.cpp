// Type constructors and the implicit tile view table (GetImplicitTileLayout).
//
// The implicit view decides whether a TileType stores a view at all: a view
// equal to implicitTileView(shape, space) is dropped, which is how PyPTO keeps
// one canonical encoding and why the printer omits pl.TileView(...) for most
// tiles. See reference/ir-and-text.md section 1.1.
#include "core/ir/type.h"

#include "core/ir/expr.h"

namespace pipecheck::ir {

bool sameStaticDims(const std::vector<ExprPtr> &a, const std::vector<ExprPtr> &b) {
  if (a.size() != b.size())
    return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == b[i])
      continue;
    const ConstInt *x = asConstInt(a[i]);
    const ConstInt *y = asConstInt(b[i]);
    if (!x || !y || x->value != y->value)
      return false;
  }
  return true;
}

TileView implicitTileView(const std::vector<ExprPtr> &shape, std::optional<MemorySpace> ms) {
  TileView v;
  // Shape default: col_major only for a static 2-D [R, 1] with R > 1.
  if (shape.size() == 2) {
    const ConstInt *r = asConstInt(shape[0]);
    const ConstInt *c = asConstInt(shape[1]);
    if (r && c && c->value == 1 && r->value > 1)
      v.blayout = TileLayout::col_major;
  }
  if (!ms)
    return v;
  switch (*ms) {
  case MemorySpace::Mat:
  case MemorySpace::Left:
    v.blayout = TileLayout::col_major;
    v.slayout = TileLayout::row_major;
    break;
  case MemorySpace::Right:
    v.slayout = TileLayout::col_major;
    break;
  case MemorySpace::Acc:
    v.blayout = TileLayout::col_major;
    v.slayout = TileLayout::row_major;
    v.fractal = 1024;
    break;
  case MemorySpace::LeftScale:
    v.blayout = TileLayout::row_major;
    v.slayout = TileLayout::row_major;
    v.fractal = 32;
    break;
  case MemorySpace::RightScale:
    v.blayout = TileLayout::col_major;
    v.slayout = TileLayout::col_major;
    v.fractal = 32;
    break;
  default:
    break;
  }
  return v;
}

bool isImplicitTileView(const TileView &view, const std::vector<ExprPtr> &shape,
                        std::optional<MemorySpace> ms) {
  TileView imp = implicitTileView(shape, ms);
  if (!view.validShape.empty() && !sameStaticDims(view.validShape, shape))
    return false;
  return view.stride.empty() && !view.startOffset && view.blayout == imp.blayout &&
         view.slayout == imp.slayout && view.fractal == imp.fractal &&
         view.pad == PadValue::null && view.compact == CompactMode::null;
}

TileView TileType::effectiveView() const {
  if (view)
    return *view;
  return implicitTileView(shape, memorySpace);
}

TypePtr makeScalarType(DataType d) { return std::make_shared<ScalarType>(d); }

TypePtr makeTensorType(DataType d, std::vector<ExprPtr> shape, std::optional<TensorView> view,
                       MemRefPtr memref, bool distributed) {
  if (view) {
    bool validIsShape = view->validShape.empty() || sameStaticDims(view->validShape, shape);
    if (validIsShape && view->stride.empty() && view->layout == TensorLayout::ND &&
        view->pad == PadValue::null)
      view.reset();
    else if (validIsShape)
      view->validShape.clear();
  }
  return std::make_shared<TensorType>(d, std::move(shape), std::move(view), std::move(memref),
                                      distributed);
}

TypePtr makeArrayType(int64_t size, DataType d) { return std::make_shared<ArrayType>(size, d); }

TypePtr makeTileType(DataType d, std::vector<ExprPtr> shape, std::optional<MemorySpace> ms,
                     std::optional<TileView> view, MemRefPtr memref) {
  if (view && isImplicitTileView(*view, shape, ms))
    view.reset();
  return std::make_shared<TileType>(d, std::move(shape), ms, std::move(view), std::move(memref));
}

TypePtr makeTupleType(std::vector<TypePtr> types) {
  return std::make_shared<TupleType>(std::move(types));
}
TypePtr makePtrType() { return std::make_shared<PtrType>(); }
TypePtr makeHandleType(std::string name) { return std::make_shared<HandleType>(std::move(name)); }
const std::vector<std::string> &handleTypeNames() {
  static const std::vector<std::string> names = {"pl.PrefetchAsyncContext", "pl.AsyncEvent",
                                                 "pl.AsyncSession", "pld.CommCtxType"};
  return names;
}
TypePtr makeMemRefType() { return std::make_shared<MemRefTypeT>(); }
TypePtr makeUnknownType() { return std::make_shared<UnknownType>(); }

const ScalarType *asScalar(const TypePtr &t) {
  return t && t->kind == TypeKind::Scalar ? static_cast<const ScalarType *>(t.get()) : nullptr;
}
const TensorType *asTensor(const TypePtr &t) {
  return t && t->kind == TypeKind::Tensor ? static_cast<const TensorType *>(t.get()) : nullptr;
}
const TileType *asTile(const TypePtr &t) {
  return t && t->kind == TypeKind::Tile ? static_cast<const TileType *>(t.get()) : nullptr;
}
const ShapedType *asShaped(const TypePtr &t) {
  return t && t->isShaped() ? static_cast<const ShapedType *>(t.get()) : nullptr;
}
const TupleType *asTuple(const TypePtr &t) {
  return t && t->kind == TypeKind::Tuple ? static_cast<const TupleType *>(t.get()) : nullptr;
}
const ArrayType *asArray(const TypePtr &t) {
  return t && t->kind == TypeKind::Array ? static_cast<const ArrayType *>(t.get()) : nullptr;
}

TypePtr withMemRef(const TypePtr &t, MemRefPtr memref) {
  if (const TensorType *tt = asTensor(t))
    return std::make_shared<TensorType>(tt->dtype, tt->shape, tt->view, std::move(memref),
                                        tt->distributed);
  if (const TileType *tl = asTile(t))
    return std::make_shared<TileType>(tl->dtype, tl->shape, tl->memorySpace, tl->view,
                                      std::move(memref));
  return t;
}

} // namespace pipecheck::ir

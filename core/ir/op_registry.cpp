// The op registry's table: signatures, kwarg schemas, result-type rules and
// role flags for every tile op in the subset. See op_registry.h.
//
// The result-type rules follow reference/ir-and-text.md section 5. Known
// imprecision: tile.store always returns the destination tensor's type (PyPTO
// widens TensorView.valid_shape when the written rectangle changes the valid
// region; our inputs never start from a partial valid region), and binary
// tile ops take the lhs shape instead of broadcasting.
#include "core/ir/op_registry.h"

#include "core/ir/builder.h"

namespace pipecheck::ir {
namespace {

using Args = std::vector<ExprPtr>;

Diagnostic typeError(std::string msg) { return makeError(std::move(msg), {}, "TypeCheck"); }

std::optional<MemorySpace> kwargSpace(const AttrList &kw, std::string_view key) {
  return getAttr<MemorySpace>(kw, key);
}

Result<const TileType *> tileArg(const Args &a, std::size_t i, std::string_view op) {
  const TileType *t = i < a.size() ? asTile(a[i]->type) : nullptr;
  if (!t)
    return typeError(std::string(op) + ": argument " + std::to_string(i) + " must be a Tile");
  return t;
}

// A list argument (offsets, shapes, indices): a MakeTuple of integer scalars.
Result<std::vector<ExprPtr>> tupleArg(const Args &a, std::size_t i, std::string_view op) {
  const MakeTuple *t = i < a.size() ? asMakeTuple(a[i]) : nullptr;
  if (!t)
    return typeError(std::string(op) + ": argument " + std::to_string(i) + " must be a list");
  for (const ExprPtr &e : t->elements) {
    const ScalarType *s = asScalar(e->type);
    if (!s || !isInt(s->dtype))
      return typeError(std::string(op) + ": argument " + std::to_string(i) +
                       " must be a list of integers");
  }
  return t->elements;
}

Result<TypePtr> inferLoad(const Args &a, const AttrList &kw) {
  const TensorType *src = asTensor(a[0]->type);
  if (!src)
    return typeError("tile.load: argument 0 must be a Tensor");
  PC_TRY(tupleArg(a, 1, "tile.load"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 2, "tile.load"));
  std::vector<ExprPtr> valid = a.size() > 3 ? PC_TRY(tupleArg(a, 3, "tile.load")) : shape;
  MemorySpace ms = kwargSpace(kw, "target_memory").value_or(MemorySpace::Vec);
  TileView view = implicitTileView(shape, ms);
  if (ms == MemorySpace::Mat && shape.size() == 2) {
    const ConstInt *r = asConstInt(shape[0]);
    if (r && r->value == 1) { // a Mat [1, K] row is row-major, no box
      view.blayout = TileLayout::row_major;
      view.slayout = TileLayout::none_box;
    }
  }
  view.validShape = valid;
  return makeTileType(src->dtype, shape, ms, view);
}

Result<TypePtr> inferStore(const Args &a, const AttrList &) {
  PC_TRY(tileArg(a, 0, "tile.store"));
  PC_TRY(tupleArg(a, 1, "tile.store"));
  if (a.size() > 3)
    PC_TRY(tupleArg(a, 3, "tile.store"));
  if (!asTensor(a[2]->type))
    return typeError("tile.store: argument 2 must be a Tensor");
  return a[2]->type;
}

Result<TypePtr> inferRead(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.read"));
  PC_TRY(tupleArg(a, 1, "tile.read"));
  return makeScalarType(t->dtype);
}

Result<TypePtr> inferSameTile(const Args &a, const AttrList &) {
  PC_TRY(tileArg(a, 0, "tile op"));
  return a[0]->type;
}

// Elementwise results live in Vec and inherit the lhs valid shape and layout.
Result<TypePtr> inferElementwise(const Args &a, const AttrList &) {
  const TileType *l = PC_TRY(tileArg(a, 0, "tile elementwise op"));
  DataType d = l->dtype;
  if (a.size() > 1) {
    if (const TileType *r = asTile(a[1]->type))
      d = promoteScalar(l->dtype, r->dtype);
  }
  TileView lv = l->effectiveView();
  TileView view = implicitTileView(l->shape, MemorySpace::Vec);
  view.validShape = lv.validShape;
  view.blayout = lv.blayout;
  view.slayout = lv.slayout;
  return makeTileType(d, l->shape, MemorySpace::Vec, view);
}

Result<TypePtr> inferMove(const Args &a, const AttrList &kw) {
  const TileType *src = PC_TRY(tileArg(a, 0, "tile.move"));
  auto target = kwargSpace(kw, "target_memory");
  if (!target)
    return typeError("tile.move: target_memory is required");
  TileView sv = src->effectiveView();
  TileView view = implicitTileView(src->shape, *target);
  if (*target == MemorySpace::Right)
    view.blayout = TileLayout::row_major;
  if (*target == MemorySpace::Vec) { // Vec-like destinations keep the source layout
    view.blayout = sv.blayout;
    view.slayout = sv.slayout;
  }
  if (auto b = getAttr<TileLayout>(kw, "blayout"))
    view.blayout = *b;
  if (auto s = getAttr<TileLayout>(kw, "slayout"))
    view.slayout = *s;
  view.validShape = sv.validShape;
  view.pad = sv.pad;
  return makeTileType(src->dtype, src->shape, *target, view);
}

Result<TypePtr> inferExtract(const Args &a, const AttrList &kw) {
  const TileType *src = PC_TRY(tileArg(a, 0, "tile.extract"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 3, "tile.extract"));
  auto target = kwargSpace(kw, "target_memory");
  if (!target)
    return typeError("tile.extract: target_memory is required");
  TileView view = implicitTileView(shape, *target);
  if (*target == MemorySpace::Left) {
    view.blayout = TileLayout::row_major;
    view.slayout = TileLayout::row_major;
  } else if (*target == MemorySpace::Right) {
    view.blayout = TileLayout::row_major;
    view.slayout = TileLayout::col_major;
  }
  return makeTileType(src->dtype, shape, *target, view);
}

Result<TypePtr> inferMatmul(const Args &a, const AttrList &) {
  const TileType *l = PC_TRY(tileArg(a, 0, "tile.matmul"));
  const TileType *r = PC_TRY(tileArg(a, 1, "tile.matmul"));
  if (l->shape.size() != 2 || r->shape.size() != 2)
    return typeError("tile.matmul: operands must be 2-D");
  DataType d = isFloat(l->dtype) ? DataType::FP32 : DataType::INT32;
  return makeTileType(d, {l->shape[0], r->shape[1]}, MemorySpace::Acc);
}

Result<TypePtr> inferMatmulAcc(const Args &a, const AttrList &) {
  const TileType *acc = PC_TRY(tileArg(a, 0, "tile.matmul_acc"));
  PC_TRY(tileArg(a, 1, "tile.matmul_acc"));
  PC_TRY(tileArg(a, 2, "tile.matmul_acc"));
  return makeTileType(acc->dtype, acc->shape, MemorySpace::Acc, acc->view);
}

Result<TypePtr> inferFull(const Args &a, const AttrList &kw) {
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 0, "tile.full"));
  DataType d = getAttr<DataType>(kw, "dtype").value_or(DataType::FP32);
  return makeTileType(d, shape, MemorySpace::Vec);
}

Result<TypePtr> inferCreate(const Args &a, const AttrList &kw) {
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 0, "tile.create"));
  DataType d = getAttr<DataType>(kw, "dtype").value_or(DataType::FP32);
  MemorySpace ms = kwargSpace(kw, "target_memory").value_or(MemorySpace::Vec);
  return makeTileType(d, shape, ms);
}

Result<TypePtr> inferPtr(const Args &, const AttrList &) { return makePtrType(); }
// tpop's result type comes from its annotation (the parser's Unknown rule).
Result<TypePtr> inferUnknown(const Args &, const AttrList &) { return makeUnknownType(); }

} // namespace

void OpRegistry::registerOp(OpInfo info) {
  info.isCubeMatmul = info.name.rfind("tile.matmul", 0) == 0;
  ops_.push_back(std::move(info));
}

OpRegistry::OpRegistry() {
  using K = ArgKind;
  registerOp({.name = "tile.load", .args = {K::Tensor, K::Tuple, K::Tuple}, .optionalArgs = 1,
              .kwargs = {"target_memory", "clamp"}, .inferType = inferLoad, .isLoad = true});
  registerOp({.name = "tile.store", .args = {K::Tile, K::Tuple, K::Tensor}, .optionalArgs = 1,
              .kwargs = {"atomic"}, .inferType = inferStore, .isStore = true,
              .inPlaceArg = 2});
  registerOp({.name = "tile.read", .args = {K::Tile, K::Tuple}, .inferType = inferRead,
              .isLoad = true});
  registerOp({.name = "tile.write", .args = {K::Tile, K::Tuple, K::Scalar},
              .inferType = inferSameTile, .inPlaceArg = 0});
  registerOp({.name = "tile.move", .args = {K::Tile},
              .kwargs = {"target_memory", "blayout", "slayout"}, .inferType = inferMove});
  registerOp({.name = "tile.extract", .args = {K::Tile, K::Scalar, K::Scalar, K::Tuple},
              .kwargs = {"target_memory"}, .inferType = inferExtract, .notInplaceSafe = true});
  for (const char *op : {"tile.add", "tile.sub", "tile.mul", "tile.div"})
    registerOp({.name = op, .args = {K::Tile, K::Tile}, .inferType = inferElementwise,
                .outMemory = MemorySpace::Vec});
  for (const char *op : {"tile.adds", "tile.subs", "tile.muls", "tile.divs"})
    registerOp({.name = op, .args = {K::Tile, K::Scalar}, .inferType = inferElementwise,
                .outMemory = MemorySpace::Vec});
  registerOp({.name = "tile.exp", .args = {K::Tile}, .inferType = inferElementwise,
              .outMemory = MemorySpace::Vec});
  registerOp({.name = "tile.matmul", .args = {K::Tile, K::Tile}, .inferType = inferMatmul,
              .outMemory = MemorySpace::Acc});
  registerOp({.name = "tile.matmul_acc", .args = {K::Tile, K::Tile, K::Tile}, .optionalArgs = 1,
              .inferType = inferMatmulAcc, .inPlaceArg = 0, .outMemory = MemorySpace::Acc});
  registerOp({.name = "tile.full", .args = {K::Tuple, K::Scalar}, .kwargs = {"dtype"},
              .inferType = inferFull, .outMemory = MemorySpace::Vec});
  registerOp({.name = "tile.create", .args = {K::Tuple}, .kwargs = {"dtype", "target_memory"},
              .inferType = inferCreate});
  registerOp({.name = "tile.alloc", .args = {K::Scalar, K::Scalar}, .inferType = inferPtr});
  for (const char *op : {"tile.tpush_to_aiv", "tile.tpush_to_aic"})
    registerOp({.name = op, .args = {K::Tile}, .kwargs = {"split"}, .inferType = inferUnknown,
                .isCrossCore = true});
  for (const char *op : {"tile.tpop_from_aic", "tile.tpop_from_aiv"})
    registerOp({.name = op, .args = {}, .kwargs = {"split"}, .inferType = inferUnknown,
                .isCrossCore = true});
}

const OpRegistry &OpRegistry::instance() {
  static const OpRegistry registry;
  return registry;
}

const OpInfo *OpRegistry::find(std::string_view name) const {
  for (const OpInfo &op : ops_)
    if (op.name == name)
      return &op;
  return nullptr;
}

Result<CallPtr> makeOpCall(std::string_view op, std::vector<ExprPtr> args, AttrList kwargs,
                           AttrList attrs, SourceLoc loc) {
  const OpInfo *info = OpRegistry::instance().find(op);
  if (!info)
    return makeError("unknown op '" + std::string(op) + "'", loc, "TypeCheck");
  std::size_t lo = info->args.size(), hi = lo + info->optionalArgs;
  if (args.size() < lo || args.size() > hi)
    return makeError(std::string(op) + ": expected " + std::to_string(lo) +
                         (hi > lo ? " to " + std::to_string(hi) : std::string()) +
                         " arguments, got " + std::to_string(args.size()),
                     loc, "TypeCheck");
  if (!info->kwargs.empty())
    for (const auto &[k, v] : kwargs) {
      bool known = false;
      for (const auto &d : info->kwargs)
        known |= d == k;
      if (!known)
        return makeError(std::string(op) + ": unexpected keyword argument '" + k + "'", loc,
                         "TypeCheck");
    }
  auto type = info->inferType(args, kwargs);
  if (!type.ok()) {
    Diagnostic d = type.error();
    d.loc = loc;
    return d;
  }
  return makeCall(std::string(op), std::move(args), std::move(kwargs), std::move(attrs),
                  std::move(type).value(), std::move(loc));
}

} // namespace pipecheck::ir

// The result-type rules of the tile-level ops (and of the few families every
// level shares: index queries, buffers, allocs). See type_rules.h.
//
// The rules follow reference/ir-and-text.md section 5 and what the kit
// printed for calls built with pl.parse_program (tests/golden-ops,
// tests/golden-kernels/cases/type_rules_tile). Known imprecision: tile.store
// always returns the destination tensor's type (PyPTO widens
// TensorView.valid_shape when the written rectangle changes the valid region;
// our inputs never start from a partial valid region), and binary tile ops
// take the lhs shape instead of broadcasting.
#include <algorithm>
#include <map>
#include <stdexcept>

#include "core/ir/builder.h"
#include "core/ir/describe.h"
#include "core/ir/enums.h"
#include "core/ir/type_rules.h"

namespace pipecheck::ir::rules {
namespace {


std::optional<MemorySpace> kwargSpace(const AttrList &kw, std::string_view key) {
  return getAttr<MemorySpace>(kw, key);
}

// PyPTO's check of a load's or slice's valid_shape, in its words
// (kit-probed): a constant valid extent above the constant window extent.
Result<Unit> checkValidWithinWindow(const std::vector<ExprPtr> &valid,
                                    const std::vector<ExprPtr> &shape, const std::string &op) {
  for (std::size_t k = 0; k < valid.size() && k < shape.size(); ++k) {
    std::optional<int64_t> v = constDim(valid[k]), s = constDim(shape[k]);
    if (v && s && *v > *s)
      return typeError(op + " valid_shape " + std::to_string(k) + " is " + std::to_string(*v) +
                       ", which exceeds the window extent " + std::to_string(*s) +
                       "; a valid region cannot be larger than the shape that holds it");
  }
  return Unit{};
}

Result<TypePtr> inferLoad(const Args &a, const AttrList &kw) {
  const TensorType *src = asTensor(a[0]->type);
  if (!src)
    return typeError("tile.load: argument 0 must be a Tensor");
  PC_TRY(tupleArg(a, 1, "tile.load"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 2, "tile.load"));
  std::vector<ExprPtr> valid = a.size() > 3 ? PC_TRY(tupleArg(a, 3, "tile.load")) : shape;
  // PyPTO's own check, in its words (kit-probed): a constant valid extent
  // above the constant window extent is rejected. (A fuzz_text soak found
  // the reading that accepted it: the annotation's full-shape TileView then
  // printed as none, and re-reading inferred the larger one.)
  PC_TRY(checkValidWithinWindow(valid, shape, "tile.load"));
  MemorySpace ms = kwargSpace(kw, "target_memory").value_or(MemorySpace::Vec);
  // An MX-layout tensor holds MX scales, FP8E8M0 or UINT8 only, in PyPTO's
  // words (its op construction's rule, kit-probed). That they load into Mat
  // only is its DSL wrapper's rule, checked before this one: the parser
  // applies it to user input and the readback model to snapshots
  // (text/pypto_readback.h), since a pass could build such a load.
  const bool mxSource = src->holdsMxScales();
  if (mxSource && src->dtype != DataType::FP8E8M0 && src->dtype != DataType::UINT8)
    return typeError("The operator tile.load of an MX-layout tensor requires FP8E8M0 or UINT8 "
                     "dtype, but got " + dtypeString(src->dtype));
  TileView view = implicitTileView(shape, ms);
  // A Vec load of one column is column-major even at one row, where the
  // shape's implicit view is row-major (kit-probed: `load(x, [0, 0], [1,
  // 1])` prints blayout=col_major; tile.full, create, slice and extract of
  // [1, 1] do not).
  if (ms == MemorySpace::Vec && shape.size() == 2)
    if (const ConstInt *r = asConstInt(shape[0]), *c = asConstInt(shape[1]);
        r && c && r->value == 1 && c->value == 1)
      view.blayout = TileLayout::col_major;
  const bool dnSource = src->view && src->view->layout == TensorLayout::DN;
  if (ms == MemorySpace::Mat && shape.size() == 2 && dnSource) {
    // From a DN tensor (a column-major view) the Mat tile is transposed:
    // row-major blocks of column-major fractals, and a [K, 1] column has no
    // box (kit-printed: tests/golden-kernels/cases/tensor_view_dn). A Vec
    // tile keeps its plain type.
    const ConstInt *c = asConstInt(shape[1]);
    view.blayout = TileLayout::row_major;
    view.slayout = c && c->value == 1 ? TileLayout::none_box : TileLayout::col_major;
  } else if (ms == MemorySpace::Mat && shape.size() == 2) {
    const ConstInt *r = asConstInt(shape[0]);
    if (r && r->value == 1) { // a Mat [1, K] row is row-major, no box
      view.blayout = TileLayout::row_major;
      view.slayout = TileLayout::none_box;
    }
  }
  // An MX scale tile keeps its tensor's layout in Mat with a 32-byte
  // fractal, whatever its shape (kit-probed; golden
  // tests/golden-kernels/cases/tile_ops_more): MX_A_ZZ row-major blocks of
  // row-major fractals, MX_B_NN column-major blocks of column-major ones.
  // A scale dtype from another layout is an ordinary Mat tile.
  if (mxSource) {
    const bool a = src->view->layout == TensorLayout::MX_A_ZZ;
    view.blayout = a ? TileLayout::row_major : TileLayout::col_major;
    view.slayout = a ? TileLayout::row_major : TileLayout::col_major;
    view.fractal = 32;
  }
  // A valid shape equal to the shape is left out, as PyPTO prints (and
  // re-reads) it, also where the view itself is not implicit (a Mat tile
  // from a DN source): otherwise the annotation read back from the printed
  // text would differ from the inferred type.
  if (!sameStaticDims(valid, shape) || isImplicitTileView(view, shape, ms))
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

// tile.write(tile, indices, value): the tile itself, updated in place; the
// value has the tile's own dtype (checkWriteValue).
Result<TypePtr> inferWrite(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.write"));
  PC_TRY(checkWriteValue(t->dtype, a, "tile"));
  return a[0]->type;
}

// Elementwise results live in Vec and inherit the lhs valid shape and layout;
// their dtype is the one both tile operands promote to, or with KeepLhs the
// lhs's (tile.shl and tile.shr: the kit types `shl(uint8, int32)` UINT8).
template <bool KeepLhs = false> Result<TypePtr> inferElementwise(const Args &a, const AttrList &) {
  const TileType *l = PC_TRY(tileArg(a, 0, "tile elementwise op"));
  DataType d = l->dtype;
  if (a.size() > 1 && !KeepLhs) {
    if (const TileType *r = asTile(a[1]->type))
      d = promoteScalar(l->dtype, r->dtype);
  }
  TileView lv = l->effectiveView();
  TileView view = implicitTileView(l->shape, MemorySpace::Vec);
  view.validShape = lv.validShape;
  view.blayout = lv.blayout;
  view.slayout = lv.slayout;
  view.pad = lv.pad; // a fillpad result's pad travels on, from the lhs only (golden pad_views)
  return makeTileType(d, l->shape, MemorySpace::Vec, view);
}

// tile.expands and tile.rems: the tile's shape and layouts in the dtype the
// tile and the scalar promote to (the kit types `expands(fp16_tile, 2.0)` and
// `rems(fp16_tile, 2.0, tmp)` FP32, `expands(int8_tile, pl.const(2,
// pl.INT32))` INT32; an int literal has already taken the tile's dtype),
// where tile.adds and the other scalar ops keep the tile's dtype.
Result<TypePtr> inferScalarPromote(const Args &a, const AttrList &kw) {
  auto type = PC_TRY(inferElementwise(a, kw));
  const ScalarType *s = a.size() > 1 ? asScalar(a[1]->type) : nullptr;
  if (!s)
    return typeError("tile scalar op: argument 1 must be a scalar");
  const TileType *t = asTile(type);
  DataType d = promoteScalar(t->dtype, s->dtype);
  if (d == t->dtype)
    return type;
  return makeTileType(d, t->shape, t->memorySpace, t->view);
}

// tile.mrgsort_format2 (2 to 4 sorted lists, then tmp): the merged list is
// typed as the tmp tile, its last arg (the kit types mrgsort_format2(a, b,
// t2) of [1, 128] lists and a [2, 128] tmp as [2, 128]).
Result<TypePtr> inferLastTile(const Args &a, const AttrList &) {
  if (a.empty())
    return typeError("tile.mrgsort_format2: no arguments");
  PC_TRY(tileArg(a, a.size() - 1, "tile.mrgsort_format2"));
  return a.back()->type;
}

Result<TypePtr> inferMove(const Args &a, const AttrList &kw) {
  const TileType *src = PC_TRY(tileArg(a, 0, "tile.move"));
  auto target = kwargSpace(kw, "target_memory");
  if (!target)
    return typeError("tile.move: target_memory is required");
  TileView sv = src->effectiveView();
  DataType dtype = src->dtype;
  // A move into a scale buffer takes an MX scale tile from Mat whose view
  // is the scale side's (an MX_A_ZZ load for LeftScale, MX_B_NN for
  // RightScale), checked in this order in PyPTO's words, and the scale is
  // FP8E8M0 there whatever byte type it was loaded as (kit-probed over
  // every source space and the scale dtypes).
  if (*target == MemorySpace::LeftScale || *target == MemorySpace::RightScale) {
    const bool left = *target == MemorySpace::LeftScale;
    if (src->memorySpace != MemorySpace::Mat)
      return typeError("The operator tile.move into LeftScale/RightScale requires the input tile "
                       "to be in Mat memory");
    if (dtype != DataType::UINT8 && dtype != DataType::FP8E8M0)
      return typeError("The operator tile.move into LeftScale/RightScale requires UINT8 or "
                       "FP8E8M0 dtype, but got " + dtypeString(dtype));
    const TileLayout want = left ? TileLayout::row_major : TileLayout::col_major;
    if (sv.blayout != want || sv.slayout != want || sv.fractal != 32)
      return typeError(std::string("The operator tile.move into ") +
                       (left ? "LeftScale" : "RightScale") +
                       " requires the source Mat tile to use the matching " +
                       (left ? "row/row/32" : "col/col/32") + " layout");
    dtype = DataType::FP8E8M0;
  }
  TileView view = implicitTileView(src->shape, *target);
  if (*target == MemorySpace::Right)
    view.blayout = TileLayout::row_major;
  // Vec and Bias keep the source's layouts (not its fractal; kit-probed
  // from Mat, Vec, Acc and MX scale tiles).
  if (*target == MemorySpace::Vec || *target == MemorySpace::Bias) {
    view.blayout = sv.blayout;
    view.slayout = sv.slayout;
  }
  if (auto b = getAttr<TileLayout>(kw, "blayout"))
    view.blayout = *b;
  if (auto s = getAttr<TileLayout>(kw, "slayout"))
    view.slayout = *s;
  view.validShape = sv.validShape;
  view.pad = sv.pad;
  return makeTileType(dtype, src->shape, *target, view);
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

bool isFullValid(const TileType &t) {
  TileView v = t.effectiveView();
  return v.validShape.empty() || sameStaticDims(v.validShape, t.shape);
}

// The valid shape of a 2-D tile, its shape when the whole tile is valid.
std::vector<ExprPtr> validOf(const TileType &t) {
  TileView v = t.effectiveView();
  return v.validShape.empty() ? t.shape : v.validShape;
}

DataType accumulatorDtype(DataType in) { return isFloat(in) ? DataType::FP32 : DataType::INT32; }

// The cube multiplies operands of one element type (kit-probed over every
// pair: a BF16 lhs with an FP16 rhs is rejected, at matmul and matmul_acc).
Result<Unit> checkSameOperandDtypes(const TileType &l, const TileType &r, std::string_view op) {
  if (l.dtype == r.dtype)
    return Unit{};
  return typeError("The operator " + std::string(op) +
                   " requires identical lhs and rhs data types, but got " + dtypeString(l.dtype) +
                   " and " + dtypeString(r.dtype));
}

// tile.matmul and tile.matmul_bias: [M, N] in Acc. When either operand holds
// only part of its tile, the result's valid region is [valid M, valid N] and
// the kit marks it compact (CompactMode.normal) when M is partial.
Result<TypePtr> inferMatmul(const Args &a, const AttrList &) {
  const TileType *l = PC_TRY(tileArg(a, 0, "tile.matmul"));
  const TileType *r = PC_TRY(tileArg(a, 1, "tile.matmul"));
  if (l->shape.size() != 2 || r->shape.size() != 2)
    return typeError("tile.matmul: operands must be 2-D");
  PC_TRY(checkSameOperandDtypes(*l, *r, "tile.matmul"));
  std::vector<ExprPtr> shape = {l->shape[0], r->shape[1]};
  DataType d = accumulatorDtype(l->dtype);
  TileView view = implicitTileView(shape, MemorySpace::Acc);
  view.validShape = {validOf(*l)[0], validOf(*r)[1]};
  // Only a partial M marks it compact: neither a partial N nor a partial K
  // does (kit-probed: a Left tile valid [16, 5] times a Right tile valid
  // [5, 16] is a plain [16, 16] Acc tile).
  if (!sameStaticDims({validOf(*l)[0]}, {l->shape[0]}))
    view.compact = CompactMode::normal;
  return makeTileType(d, shape, MemorySpace::Acc, view);
}

Result<TypePtr> inferMatmulAcc(const Args &a, const AttrList &) {
  const TileType *acc = PC_TRY(tileArg(a, 0, "tile.matmul_acc"));
  const TileType *l = PC_TRY(tileArg(a, 1, "tile.matmul_acc"));
  const TileType *r = PC_TRY(tileArg(a, 2, "tile.matmul_acc"));
  PC_TRY(checkSameOperandDtypes(*l, *r, "tile.matmul_acc"));
  return makeTileType(acc->dtype, acc->shape, MemorySpace::Acc, acc->view);
}

Result<TypePtr> inferFull(const Args &a, const AttrList &kw) {
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 0, "tile.full"));
  DataType d = getAttr<DataType>(kw, "dtype").value_or(DataType::FP32);
  // Always row_major, so a [R>1, 1] full prints its blayout=row_major (the
  // kit's print; tile.create keeps the shape's implicit col_major).
  TileView view = implicitTileView(shape, MemorySpace::Vec);
  view.blayout = TileLayout::row_major;
  return makeTileType(d, shape, MemorySpace::Vec, view);
}

Result<TypePtr> inferCreate(const Args &a, const AttrList &kw) {
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 0, "tile.create"));
  DataType d = getAttr<DataType>(kw, "dtype").value_or(DataType::FP32);
  MemorySpace ms = kwargSpace(kw, "target_memory").value_or(MemorySpace::Vec);
  return makeTileType(d, shape, ms);
}

Result<TypePtr> inferPtr(const Args &, const AttrList &) { return makePtrType(); }

// ---- rules added with the whole op table (checked against PyPTO's print) ----


// A Vec tile of dtype d and shape, with the given valid shape when it differs.
TypePtr vecTile(DataType d, std::vector<ExprPtr> shape, std::vector<ExprPtr> valid = {}) {
  if (valid.empty() || sameStaticDims(valid, shape))
    return makeTileType(d, std::move(shape), MemorySpace::Vec);
  TileView view = implicitTileView(shape, MemorySpace::Vec);
  view.validShape = std::move(valid);
  return makeTileType(d, std::move(shape), MemorySpace::Vec, view);
}

ExprPtr dimOne() { return constInt(1, DataType::INDEX); }

// Row reductions keep the rows and collapse the columns to 1 (valid rows
// carry over); column reductions the other way round. Arg reductions yield
// INT32 indices. A row reduction's [rows, 1] result is a column vector laid
// out col_major whatever its row count: implicit for a static [R>1, 1], so
// it prints only for [1, 1] (and dynamic rows) as
// `pl.TileView(blayout=pl.TileLayout.col_major)`, as the kit prints row_sum,
// row_max, row_min, row_prod and row_argmax of a [1, N] tile; a column
// reduction's [1, cols] result keeps the implicit layout (col_sum of [N, 1]
// prints a plain [1, 1]).
template <bool Row, bool Arg>
Result<TypePtr> inferReduce(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile reduction"));
  if (t->shape.size() != 2)
    return typeError("tile reduction: operand must be 2-D");
  DataType d = Arg ? DataType::INT32 : t->dtype;
  std::vector<ExprPtr> shape = Row ? std::vector<ExprPtr>{t->shape[0], dimOne()}
                                   : std::vector<ExprPtr>{dimOne(), t->shape[1]};
  std::vector<ExprPtr> valid;
  if (!isFullValid(*t)) {
    const std::vector<ExprPtr> &v = t->effectiveView().validShape;
    valid = Row ? std::vector<ExprPtr>{v[0], dimOne()} : std::vector<ExprPtr>{dimOne(), v[1]};
  }
  if (!Row)
    return vecTile(d, std::move(shape), std::move(valid));
  TileView view = implicitTileView(shape, MemorySpace::Vec);
  view.blayout = TileLayout::col_major;
  if (!valid.empty() && !sameStaticDims(valid, shape))
    view.validShape = std::move(valid);
  return makeTileType(d, std::move(shape), MemorySpace::Vec, view);
}

// Elementwise on a chosen operand (sel/sels take their shape from arg 1).
template <std::size_t I> Result<TypePtr> inferElementwiseOn(const Args &a, const AttrList &kw) {
  if (I == 0)
    return inferElementwise(a, kw);
  PC_TRY(tileArg(a, I, "tile select"));
  Args shifted(a.begin() + static_cast<std::ptrdiff_t>(I), a.begin() + static_cast<std::ptrdiff_t>(I) + 1);
  return inferElementwise(shifted, kw);
}

// tile.cast: the lhs's shape and valid shape in the target dtype.
Result<TypePtr> inferCast(const Args &a, const AttrList &kw) {
  auto target = getAttr<DataType>(kw, "target_type");
  if (!target)
    return typeError("tile.cast: target_type is required");
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.cast"));
  PC_TRY(checkCastChangesDtype(t->dtype, *target, "tile.cast"));
  TileView v = t->effectiveView();
  // The layouts carry over as in elementwise ops (the kit prints the cast of
  // a [1, 1] row_sum result with its blayout=col_major).
  TileView view = implicitTileView(t->shape, MemorySpace::Vec);
  if (!isFullValid(*t))
    view.validShape = v.validShape;
  view.blayout = v.blayout;
  view.slayout = v.slayout;
  view.pad = v.pad;
  return makeTileType(*target, t->shape, MemorySpace::Vec, view);
}

// tile.concat: columns add up; the result's valid shape is the whole tile.
Result<TypePtr> inferConcat(const Args &a, const AttrList &) {
  const TileType *l = PC_TRY(tileArg(a, 0, "tile.concat"));
  const TileType *r = PC_TRY(tileArg(a, 1, "tile.concat"));
  if (l->shape.size() != 2 || r->shape.size() != 2)
    return typeError("tile.concat: operands must be 2-D");
  const ConstInt *c0 = asConstInt(l->shape[1]);
  const ConstInt *c1 = asConstInt(r->shape[1]);
  if (!c0 || !c1)
    return makeUnknownType();
  return vecTile(l->dtype, {l->shape[0], constInt(c0->value + c1->value, DataType::INDEX)});
}

// Views and reshapes keep the input's memory space.
// The valid region of a partly valid row-major tile carried through a
// reshape, in PyPTO's words where it cannot be (kit-probed). The real data
// must be a prefix of the buffer: its innermost partial dimension p may be
// preceded by dimensions valid for 1 only. Then a constant count of N
// elements becomes the one prefix box of the new shape holding N (a [8, 16]
// of [16, 16] reshaped [8, 32] is [4, 32]; to [1, 256] it is [1, 128]), and
// a runtime row count n keeps its row size: the new shape needs a dimension,
// after dimensions of 1 only, whose trailing dimensions hold that many
// elements ([n, 16] to [16, 2, 8] is [n, 2, 8]). Static shapes only (the
// caller's); an empty result is the whole tile.
Result<std::vector<ExprPtr>> reshapedValid(const std::vector<ExprPtr> &from,
                                           const std::vector<ExprPtr> &valid,
                                           const std::vector<ExprPtr> &to) {
  const std::string head =
      "tile.reshape: cannot reshape " + describe(from) + " to " + describe(to) + " because ";
  const std::string tail = "copy the real data out first (pl.slice / pl.store).";
  std::size_t p = valid.size();
  for (std::size_t d = valid.size(); d-- > 0;)
    if (!sameStaticDims({valid[d]}, {from[d]})) {
      p = d;
      break;
    }
  if (p == valid.size())
    return std::vector<ExprPtr>{};
  bool prefix = true;
  for (std::size_t d = 0; d < p; ++d)
    prefix &= constDim(valid[d]) == std::optional<int64_t>(1);
  std::optional<int64_t> vp = constDim(valid[p]);
  if (!prefix)
    return typeError(head + "only part of it holds real data (valid_shape " + describe(valid) +
                     "). Dimension " + std::to_string(p) + " is valid for " +
                     describe(valid[p]) + " of " + std::to_string(*constDim(from[p])) +
                     (vp ? "" : " (a runtime extent that cannot be proven equal)") +
                     ", so the real data is scattered across the buffer rather than filling it "
                     "from the start, and no region of the new shape describes the same cells. "
                     "Reshape the full extent and narrow afterwards, or " + tail);
  int64_t rowSize = 1;
  for (std::size_t d = p + 1; d < from.size(); ++d)
    rowSize *= *constDim(from[d]);
  auto trailing = [&](std::size_t j) {
    int64_t n = 1;
    for (std::size_t d = j + 1; d < to.size(); ++d)
      n *= *constDim(to[d]);
    return n;
  };
  auto box = [&](std::size_t j, ExprPtr lead) {
    std::vector<ExprPtr> out(j, constInt(1));
    out.push_back(std::move(lead));
    out.insert(out.end(), to.begin() + static_cast<std::ptrdiff_t>(j) + 1, to.end());
    return sameStaticDims(out, to) ? std::vector<ExprPtr>{} : out;
  };
  if (!vp) {
    for (std::size_t j = 0; j < to.size(); ++j) {
      if (trailing(j) == rowSize)
        return box(j, valid[p]);
      if (*constDim(to[j]) != 1)
        break;
    }
    return typeError(head + "its real data extends a runtime number of rows (" +
                     describe(valid[p]) + ") and no dimension of " + describe(to) + " has the matching row size of " +
                     std::to_string(rowSize) + " elements. Keep that dimension intact in the "
                     "target shape, or " + tail);
  }
  const int64_t count = *vp * rowSize;
  for (std::size_t j = 0; j < to.size(); ++j) {
    const int64_t t = trailing(j);
    if (count % t == 0 && count / t <= *constDim(to[j]))
      return box(j, constInt(count / t));
  }
  return typeError(head + "only " + std::to_string(count) +
                   " of its elements hold real data (valid_shape " + describe(valid) +
                   "), and no region of " + describe(to) + " covers exactly those " +
                   std::to_string(count) + " elements -- they do not fill a whole number of rows "
                   "there. Pick a target shape whose trailing dimensions divide it, or " + tail);
}

Result<TypePtr> inferReshape(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.reshape"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tile.reshape"));
  // PyPTO's check, in its words (kit-probed), where both sizes are static.
  auto size = [](const std::vector<ExprPtr> &dims) -> std::optional<int64_t> {
    int64_t n = 1;
    for (const ExprPtr &d : dims) {
      std::optional<int64_t> c = constDim(d);
      if (!c)
        return std::nullopt;
      n *= *c;
    }
    return n;
  };
  std::optional<int64_t> from = size(t->shape), to = size(shape);
  if (from && to && *from != *to)
    return typeError("tile.reshape: cannot reshape tile of size " + std::to_string(*from) +
                     " into shape with size " + std::to_string(*to));
  // A partly valid tile whose elements are not stored row-major (a Mat
  // tile's column-major blocks, a transpose view) cannot be reshaped: its
  // real data is no contiguous run (PyPTO's check and words, kit-probed).
  // Judged where the valid shape is static, so never stricter than PyPTO.
  const TileView sv = t->effectiveView();
  const bool rowMajor = sv.blayout == TileLayout::row_major && sv.slayout == TileLayout::none_box;
  if (from && to && !rowMajor && !sv.validShape.empty() && size(sv.validShape) &&
      !sameStaticDims(sv.validShape, t->shape)) {
    return typeError("tile.reshape: cannot reshape " + describe(t->shape) + " to " +
                     describe(shape) + " because only part of it holds real data (valid_shape " +
                     describe(sv.validShape) +
                     ") and its elements are not stored row-major, so the real data does not "
                     "occupy a contiguous run that the new shape can describe. Reshape the full "
                     "extent and narrow afterwards, or copy the real data out first (pl.slice / "
                     "pl.store).");
  }
  std::vector<ExprPtr> valid;
  if (rowMajor && from && to && !isFullValid(*t))
    valid = PC_TRY(reshapedValid(t->shape, sv.validShape, shape));
  PadValue pad = sv.pad;
  if (pad == PadValue::null && valid.empty())
    return makeTileType(t->dtype, shape, t->memorySpace);
  TileView view = implicitTileView(shape, t->memorySpace);
  view.pad = pad; // as the kit keeps a fillpad result's pad (golden pad_views)
  view.validShape = std::move(valid);
  return makeTileType(t->dtype, shape, t->memorySpace, view);
}

// tile.transpose moves data: the two axes swap, the valid shape is dropped.
Result<TypePtr> inferTranspose(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.transpose"));
  const ConstInt *x = a.size() > 1 ? asConstInt(a[1]) : nullptr;
  const ConstInt *y = a.size() > 2 ? asConstInt(a[2]) : nullptr;
  auto rank = static_cast<int64_t>(t->shape.size());
  if (!x || !y || x->value < 0 || y->value < 0 || x->value >= rank || y->value >= rank)
    return typeError("tile.transpose: axes must be constants within the tile's rank");
  std::vector<ExprPtr> shape = t->shape;
  std::swap(shape[static_cast<std::size_t>(x->value)], shape[static_cast<std::size_t>(y->value)]);
  return makeTileType(t->dtype, shape, t->memorySpace);
}

// tile.transpose_view reinterprets a 2-D tile: dims and valid dims swap and
// both layouts flip, row-major <-> column-major (a none_box inner layout
// stays; kit-probed on Vec, Mat, Left, Right and Acc tiles).
Result<TypePtr> inferTransposeView(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.transpose_view"));
  if (t->shape.size() != 2)
    return typeError("tile.transpose_view: operand must be 2-D");
  TileView v = t->effectiveView();
  std::vector<ExprPtr> shape = {t->shape[1], t->shape[0]};
  TileView out = implicitTileView(shape, t->memorySpace);
  if (!isFullValid(*t))
    out.validShape = {v.validShape[1], v.validShape[0]};
  auto flip = [](TileLayout l) {
    return l == TileLayout::col_major   ? TileLayout::row_major
           : l == TileLayout::row_major ? TileLayout::col_major
                                        : l;
  };
  out.blayout = flip(v.blayout);
  out.slayout = flip(v.slayout);
  return makeTileType(t->dtype, shape, t->memorySpace, out);
}

// tile.fillpad fills the padding: the whole tile becomes valid and the view
// records the pad value (default zero). The tile keeps its memory space and
// its block and inner layouts; the fractal is the default one (kit-probed:
// an Acc tile's 1024 becomes 512).
Result<TypePtr> inferFillpad(const Args &a, const AttrList &kw) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.fillpad"));
  std::vector<ExprPtr> shape = t->shape;
  if (a.size() > 1)
    shape = PC_TRY(tupleArg(a, 1, "tile.fillpad_expand"));
  const TileView source = t->effectiveView();
  TileView view;
  view.blayout = source.blayout;
  view.slayout = source.slayout;
  view.pad = getAttr<PadValue>(kw, "pad_value").value_or(PadValue::zero);
  const MemorySpace ms = t->memorySpace.value_or(MemorySpace::Vec);
  return makeTileType(t->dtype, shape, ms, view);
}

// tile.slice: the given shape, at the given offset, with an optional valid
// shape; the input's memory space. Its pad value is pad_value= when given,
// else the input's (a slice of a fillpad'ed tile keeps the pad: kit-probed).
// The valid extent a slice takes in one dimension from a partly valid
// source (kit-probed, PyPTO's expression): min(max(valid - offset, 0),
// extent), the max left out at a zero offset, folded where all three are
// constant; a dimension the source holds whole stays whole (the window is
// inside the source, PyPTO's window rule).
// An integer expression as constant + sum of coefficient * var, or nullopt.
struct LinearForm {
  int64_t constant = 0;
  std::map<const Var *, int64_t> terms; // zero coefficients erased
};

std::optional<LinearForm> linearForm(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return LinearForm{c->value, {}};
  if (const Var *v = asVar(e))
    return LinearForm{0, {{v, 1}}};
  if (e->kind != ExprKind::Binary)
    return std::nullopt;
  const auto &b = static_cast<const BinaryExpr &>(*e);
  std::optional<LinearForm> l = linearForm(b.lhs), r = linearForm(b.rhs);
  if (!l || !r)
    return std::nullopt;
  auto combine = [](LinearForm x, const LinearForm &y, int64_t sign) {
    x.constant += sign * y.constant;
    for (const auto &[v, k] : y.terms)
      if ((x.terms[v] += sign * k) == 0)
        x.terms.erase(v);
    return x;
  };
  auto scale = [](LinearForm x, int64_t k) {
    x.constant *= k;
    for (auto &term : x.terms)
      term.second *= k;
    if (k == 0)
      x.terms.clear();
    return x;
  };
  switch (b.op) {
  case BinaryOp::Add: return combine(*l, *r, 1);
  case BinaryOp::Sub: return combine(*l, *r, -1);
  case BinaryOp::Mul:
    if (l->terms.empty())
      return scale(*r, l->constant);
    if (r->terms.empty())
      return scale(*l, r->constant);
    return std::nullopt;
  default: return std::nullopt;
  }
}

// The node of var v inside e (through binary operators), or null.
ExprPtr findVar(const ExprPtr &e, const Var *v) {
  if (asVar(e) == v)
    return e;
  if (e->kind != ExprKind::Binary)
    return nullptr;
  const auto &b = static_cast<const BinaryExpr &>(*e);
  ExprPtr l = findVar(b.lhs, v);
  return l ? l : findVar(b.rhs, v);
}

ExprPtr slicedValidDim(const ExprPtr &valid, const ExprPtr &full, const ExprPtr &offset,
                       const ExprPtr &extent) {
  if (sameStaticDims({valid}, {full}))
    return extent;
  std::optional<int64_t> e = constDim(extent);
  // PyPTO simplifies valid - offset first: `(n + 4) - n` is 4, `2 * n - n`
  // is n (a var, non-negative, so no max), and n - n is 0. Only these forms
  // are folded here; any other keeps the unsimplified expression, which
  // has the same value.
  std::optional<LinearForm> v = linearForm(valid), o = linearForm(offset);
  if (v && o) {
    for (const auto &[var, k] : o->terms)
      if ((v->terms[var] -= k) == 0)
        v->terms.erase(var);
    v->constant -= o->constant;
    if (v->terms.empty() && e)
      return constInt(std::min(std::max<int64_t>(v->constant, 0), *e));
    if (v->constant == 0 && v->terms.size() == 1 && v->terms.begin()->second == 1) {
      if (ExprPtr var = findVar(valid, v->terms.begin()->first))
        return makeBinary(BinaryOp::Min, var, extent);
    }
  }
  std::optional<int64_t> oc = constDim(offset);
  ExprPtr rest = oc && *oc == 0 ? valid
                                : makeBinary(BinaryOp::Max, makeBinary(BinaryOp::Sub, valid, offset),
                                             constInt(0));
  return makeBinary(BinaryOp::Min, rest, extent);
}

Result<TypePtr> inferSlice(const Args &a, const AttrList &kw) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.slice"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tile.slice"));
  std::vector<ExprPtr> offsets = PC_TRY(tupleArg(a, 2, "tile.slice"));
  if (a.size() > 4)
    return makeUnknownType(); // drop_dims: the annotation says which dims remain
  PadValue pad = getAttr<PadValue>(kw, "pad_value").value_or(t->effectiveView().pad);
  // The source's valid region, shifted by the offsets and cut to the window;
  // an explicit valid shape wins, except that two constants take the
  // smaller (kit-probed: a [16, 5]-valid source sliced [8, 16] at [8, 0] is
  // valid [8, 5]; with valid_shape=[4, 16] it is [4, 5]; with [n, 16], [n, 5]).
  std::vector<ExprPtr> derived = shape;
  const std::vector<ExprPtr> srcValid = validOf(*t);
  if (srcValid.size() == shape.size() && offsets.size() == shape.size() &&
      t->shape.size() == shape.size())
    for (std::size_t d = 0; d < shape.size(); ++d)
      derived[d] = slicedValidDim(srcValid[d], t->shape[d], offsets[d], shape[d]);
  std::optional<std::vector<ExprPtr>> valid = derived;
  if (a.size() > 3) {
    std::vector<ExprPtr> given = PC_TRY(tupleArg(a, 3, "tile.slice"));
    PC_TRY(checkValidWithinWindow(given, shape, "tile.slice"));
    for (std::size_t k = 0; k < given.size() && k < shape.size(); ++k) {
      std::optional<int64_t> g = constDim(given[k]);
      std::optional<int64_t> from = k < derived.size() ? constDim(derived[k]) : std::nullopt;
      if (!(g && from && *from < *g))
        continue;
      given[k] = derived[k];
    }
    valid = std::move(given);
  }
  if (sameStaticDims(*valid, shape))
    valid.reset();
  if (!valid && pad == PadValue::null)
    return makeTileType(t->dtype, shape, t->memorySpace);
  // Such a slice takes the source's own view when it has one other than its
  // space's implicit view (its layouts and fractal: a fillpad or transpose
  // view result), else, with a valid shape, the shape's default view, not
  // the space's (kit-probed: a valid slice of a Mat, Left, Right or Acc load
  // is row-major, none_box, fractal 512; of a fillpad'ed Acc tile it keeps
  // fractal 512, of a transpose view the column-major blocks).
  const bool ownView = t->view && !isImplicitTileView(*t->view, t->shape, t->memorySpace);
  TileView view = ownView  ? *t->view
                  : valid ? implicitTileView(shape, std::nullopt)
                          : implicitTileView(shape, t->memorySpace);
  view.validShape = valid ? *valid : std::vector<ExprPtr>{};
  view.pad = pad;
  return makeTileType(t->dtype, shape, t->memorySpace, view);
}

// tile.set_validshape: the same tile with valid shape [rows, cols].
Result<TypePtr> inferSetValidShape(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.set_validshape"));
  TileView view = t->effectiveView();
  view.validShape = {a[1], a[2]};
  return makeTileType(t->dtype, t->shape, t->memorySpace, view);
}

// Is x - y provably >= 0 (true), provably < 0 (false), or not known? By
// their linear forms over vars taken as non-negative (INDEX values).
std::optional<bool> provablyAtLeast(const ExprPtr &x, const ExprPtr &y) {
  std::optional<LinearForm> l = linearForm(x), r = linearForm(y);
  if (!l || !r)
    return std::nullopt;
  for (const auto &[var, k] : r->terms)
    if ((l->terms[var] -= k) == 0)
      l->terms.erase(var);
  l->constant -= r->constant;
  if (l->terms.empty())
    return l->constant >= 0;
  bool nonNegative = l->constant >= 0;
  for (const auto &term : l->terms)
    nonNegative &= term.second > 0;
  return nonNegative ? std::optional<bool>(true) : std::nullopt;
}

// tile.assemble writes source into target in place: the target's type, its
// valid region grown by the write (kit-probed, PyPTO's words): a write must
// start at or before the valid extent of every dimension, may grow the
// region along one dimension only, and then must span the others from the
// origin with their valid extents, so that the union is one origin-anchored
// rectangle: min(max(valid, offset + extent), shape) along the grown one.
// Where an extent is a runtime value the rule is judged only as far as the
// linear forms decide it; otherwise the target's type stays (never stricter
// than PyPTO).
Result<TypePtr> inferAssemble(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.assemble"));
  const TileType *src = PC_TRY(tileArg(a, 1, "tile.assemble"));
  const auto *offTuple = a.size() > 2 ? asMakeTuple(a[2]) : nullptr;
  if (isFullValid(*t) || !offTuple)
    return a[0]->type;
  const std::vector<ExprPtr> &off = offTuple->elements;
  const std::vector<ExprPtr> tv = validOf(*t), ext = validOf(*src);
  const std::size_t rank = t->shape.size();
  if (off.size() != rank || ext.size() != rank || tv.size() != rank)
    return a[0]->type;
  const std::string head = "tile.assemble ";
  auto text = [](const ExprPtr &e) { return describe(e); };
  std::vector<ExprPtr> end(rank);
  std::vector<std::size_t> grows;
  for (std::size_t d = 0; d < rank; ++d) {
    std::optional<bool> abuts = provablyAtLeast(tv[d], off[d]);
    if (abuts == std::optional<bool>(false))
      return typeError(head + "leaves a gap in dimension " + std::to_string(d) +
                       ": the write starts at " + text(off[d]) +
                       ", which is not provably at or before the target valid extent " +
                       text(tv[d]) + ". A valid shape names one contiguous origin-anchored "
                       "rectangle, so a write that grows it must abut the region already there");
    if (!abuts)
      return a[0]->type;
    end[d] = constDim(off[d]) == std::optional<int64_t>(0) ? ext[d] : add(off[d], ext[d]);
    if (std::optional<int64_t> o = constDim(off[d]), e = constDim(ext[d]); o && e)
      end[d] = constInt(*o + *e);
    std::optional<bool> within = provablyAtLeast(tv[d], end[d]);
    if (within != std::optional<bool>(true))
      grows.push_back(d);
  }
  if (grows.empty())
    return a[0]->type;
  if (grows.size() > 1) {
    bool allProvable = true;
    for (std::size_t d : grows)
      allProvable &= provablyAtLeast(tv[d], end[d]) == std::optional<bool>(false);
    if (!allProvable)
      return a[0]->type;
    std::string dims;
    for (std::size_t i = 0; i < grows.size(); ++i)
      dims += (i == 0 ? "" : i + 1 == grows.size() ? " and " : ", ") + std::to_string(grows[i]);
    return typeError(head + "grows the valid region along dimensions " + dims +
                     " at once, whose union with the target is an L-shape rather than one "
                     "origin-anchored rectangle. Target valid " + describe(tv) + ", writing " +
                     describe(ext) + " at offset " + describe(off));
  }
  const std::size_t g = grows.front();
  for (std::size_t e = 0; e < rank; ++e) {
    if (e == g)
      continue;
    std::optional<int64_t> o = constDim(off[e]);
    if (!o)
      return a[0]->type;
    if (*o != 0)
      return typeError(head + "grows dimension " + std::to_string(g) +
                       ", so it must span dimension " + std::to_string(e) +
                       " from the origin, but it starts at " + std::to_string(*o) +
                       ". The added region would be narrower than the region it extends, making "
                       "the union an L-shape");
    std::optional<bool> ge = provablyAtLeast(ext[e], tv[e]), le = provablyAtLeast(tv[e], ext[e]);
    if (ge == std::optional<bool>(true) && le == std::optional<bool>(true))
      continue;
    if (!ge || !le)
      return a[0]->type;
    return typeError(head + "grows dimension " + std::to_string(g) + ", so its extent in dimension " +
                     std::to_string(e) + " (" + text(ext[e]) +
                     ") must provably equal the target valid extent (" + text(tv[e]) +
                     "). The added region would otherwise not line up with the region it "
                     "extends, making the union an L-shape");
  }
  // The grown extent: max(valid, end), folded where their difference is
  // known, then cut to the shape.
  ExprPtr grown = provablyAtLeast(end[g], tv[g]) == std::optional<bool>(true)
                      ? end[g]
                      : makeBinary(BinaryOp::Max, tv[g], end[g]);
  std::optional<int64_t> gc = constDim(grown), sc = constDim(t->shape[g]);
  std::vector<ExprPtr> valid = tv;
  valid[g] = gc && sc ? constInt(std::min(*gc, *sc)) : makeBinary(BinaryOp::Min, grown, t->shape[g]);
  TileView view = t->effectiveView();
  view.validShape = sameStaticDims(valid, t->shape) ? std::vector<ExprPtr>{} : valid;
  return makeTileType(t->dtype, t->shape, t->memorySpace, view);
}

Result<TypePtr> inferCi(const Args &a, const AttrList &kw) {
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tile.ci"));
  DataType d = getAttr<DataType>(kw, "dtype").value_or(DataType::INT32);
  PC_TRY(checkCi(shape, d, true));
  return vecTile(d, shape);
}

Result<TypePtr> inferIndex(const Args &, const AttrList &) {
  return makeScalarType(DataType::INDEX);
}
Result<TypePtr> inferInt32Scalar(const Args &, const AttrList &) {
  return makeScalarType(DataType::INT32);
}

// ---- rules of the ops that share a `type=` flag (kit-probed) ----

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

// tile.cmp / tile.cmps: a packed bit mask, one bit per element: UINT8 rows of
// ceil(cols / 8) valid bytes in a row padded to 32 bytes (a [16, 64] FP32
// compare gives [16, 32] valid [16, 8]; [4, 1000 of 1024] gives [4, 128]
// valid [4, 125]); the block layout is the input's.
Result<TypePtr> inferCmpMask(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.cmp"));
  if (t->shape.size() != 2)
    return typeError("tile.cmp: operands must be 2-D");
  std::vector<ExprPtr> valid = validOf(*t);
  std::optional<int64_t> cols = constDim(t->shape[1]), vcols = constDim(valid[1]);
  if (!cols || !vcols)
    return makeUnknownType();
  int64_t bytes = ceilDiv(*cols, 8);
  std::vector<ExprPtr> shape = {t->shape[0], dim(ceilDiv(bytes, 32) * 32)};
  TileView view = implicitTileView(shape, MemorySpace::Vec);
  view.blayout = t->effectiveView().blayout;
  view.validShape = {valid[0], dim(ceilDiv(*vcols, 8))};
  return makeTileType(DataType::UINT8, shape, MemorySpace::Vec, view);
}

// tile.sort32: (value, index) pairs, twice the columns; the valid shape is
// dropped and the block layout is the input's.
Result<TypePtr> inferSort32(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.sort32"));
  std::optional<int64_t> cols = t->shape.size() == 2 ? constDim(t->shape[1]) : std::nullopt;
  if (!cols)
    return makeUnknownType();
  std::vector<ExprPtr> shape = {t->shape[0], dim(2 * *cols)};
  TileView view = implicitTileView(shape, MemorySpace::Vec);
  view.blayout = t->effectiveView().blayout;
  return makeTileType(t->dtype, shape, MemorySpace::Vec, view);
}

// Generators (tile.tri, tile.random): the first list argument is the shape,
// a second one the valid shape; the dtype= kwarg; always row_major, as
// tile.full.
Result<TypePtr> inferGenerated(const Args &a, const AttrList &kw) {
  std::vector<std::vector<ExprPtr>> lists;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (asMakeTuple(a[i]))
      lists.push_back(PC_TRY(tupleArg(a, i, "tile generator")));
  auto d = getAttr<DataType>(kw, "dtype");
  if (lists.empty() || !d)
    return makeUnknownType();
  TileView view = implicitTileView(lists[0], MemorySpace::Vec);
  view.blayout = TileLayout::row_major;
  if (lists.size() > 1 && !sameStaticDims(lists[1], lists[0]))
    view.validShape = lists[1];
  return makeTileType(*d, lists[0], MemorySpace::Vec, view);
}

// tile.reinterpret_view: the same bytes as another dtype; the last dim (and
// valid dim) scale by the byte-size ratio, the rest of the view stays.
Result<TypePtr> inferReinterpret(const Args &a, const AttrList &kw) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.reinterpret_view"));
  auto d = getAttr<DataType>(kw, "dtype");
  if (!d)
    return typeError("tile.reinterpret_view: dtype is required");
  int64_t from = byteSize(t->dtype), to = byteSize(*d);
  auto scale = [&](const ExprPtr &e) -> ExprPtr {
    std::optional<int64_t> v = constDim(e);
    return v && (*v * from) % to == 0 ? dim(*v * from / to) : nullptr;
  };
  std::vector<ExprPtr> shape = t->shape;
  TileView view = t->effectiveView();
  if (from != to) {
    if (shape.empty() || !(shape.back() = scale(shape.back())))
      return makeUnknownType();
    if (!view.validShape.empty() && !(view.validShape.back() = scale(view.validShape.back())))
      return makeUnknownType();
  }
  return makeTileType(*d, shape, t->memorySpace, view);
}

// tile.batch_matmul: the batch dims broadcast, [.., M, N] in Acc; valid
// shapes are not carried.
Result<TypePtr> inferBatchMatmul(const Args &a, const AttrList &) {
  const TileType *l = PC_TRY(tileArg(a, 0, "tile.batch_matmul"));
  const TileType *r = PC_TRY(tileArg(a, 1, "tile.batch_matmul"));
  if (l->shape.size() < 2 || r->shape.size() < 2)
    return typeError("tile.batch_matmul: operands must be at least 2-D");
  std::vector<ExprPtr> lb(l->shape.begin(), l->shape.end() - 2);
  std::vector<ExprPtr> rb(r->shape.begin(), r->shape.end() - 2);
  std::vector<ExprPtr> shape = PC_TRY(broadcastShapes(lb, rb, "tile.batch_matmul"));
  shape.push_back(l->shape[l->shape.size() - 2]);
  shape.push_back(r->shape.back());
  return makeTileType(accumulatorDtype(l->dtype), shape, MemorySpace::Acc);
}

// tile.batch_matmul_acc: the accumulator's dtype and shape in Acc; its
// valid shape is not carried (as batch_matmul's).
Result<TypePtr> inferBatchMatmulAcc(const Args &a, const AttrList &) {
  const TileType *acc = PC_TRY(tileArg(a, 0, "tile.batch_matmul_acc"));
  return makeTileType(acc->dtype, acc->shape, MemorySpace::Acc);
}

// tile.gemv / gemv_bias: a [1, K] row times [K, N] fills row 0 of a 16-row
// Acc tile: [16, N] valid [1, valid N].
Result<TypePtr> inferGemv(const Args &a, const AttrList &) {
  const TileType *l = PC_TRY(tileArg(a, 0, "tile.gemv"));
  const TileType *r = PC_TRY(tileArg(a, 1, "tile.gemv"));
  if (r->shape.size() != 2)
    return typeError("tile.gemv: operands must be 2-D");
  std::vector<ExprPtr> shape = {dim(16), r->shape[1]};
  TileView view = implicitTileView(shape, MemorySpace::Acc);
  view.validShape = {dim(1), validOf(*r)[1]};
  return makeTileType(accumulatorDtype(l->dtype), shape, MemorySpace::Acc, view);
}

// tile.gather: src's dtype in the indices' shape.
Result<TypePtr> inferGather(const Args &a, const AttrList &) {
  const TileType *src = PC_TRY(tileArg(a, 0, "tile.gather"));
  const TileType *idx = PC_TRY(tileArg(a, 1, "tile.gather"));
  return vecTile(src->dtype, idx->shape);
}

// tile.gatherb: every UINT32 offset picks a 32-byte block: [rows, offset
// cols * 32 / element bytes] of output_dtype (default src's).
Result<TypePtr> inferGatherb(const Args &a, const AttrList &kw) {
  const TileType *src = PC_TRY(tileArg(a, 0, "tile.gatherb"));
  const TileType *off = PC_TRY(tileArg(a, 1, "tile.gatherb"));
  DataType d = getAttr<DataType>(kw, "output_dtype").value_or(src->dtype);
  std::optional<int64_t> cols = off->shape.size() == 2 ? constDim(off->shape[1]) : std::nullopt;
  if (!cols)
    return makeUnknownType();
  return vecTile(d, {off->shape[0], dim(*cols * 32 / byteSize(d))});
}

// tile.gather_mask: mask patterns 1-2 keep every 2nd column, 3-6 every 4th,
// 7 all of them; output_dtype (default src's); the valid shape is dropped.
Result<TypePtr> inferGatherMask(const Args &a, const AttrList &kw) {
  const TileType *src = PC_TRY(tileArg(a, 0, "tile.gather_mask"));
  auto pattern = getAttr<int64_t>(kw, "mask_pattern");
  std::optional<int64_t> cols = src->shape.size() == 2 ? constDim(src->shape[1]) : std::nullopt;
  if (!pattern || !cols || *pattern < 1 || *pattern > 7)
    return makeUnknownType();
  int64_t keep = *pattern <= 2 ? 2 : *pattern <= 6 ? 4 : 1;
  DataType d = getAttr<DataType>(kw, "output_dtype").value_or(src->dtype);
  return vecTile(d, {src->shape[0], dim(*cols / keep)});
}

// tile.gather_compare: (INT32 indices [rows, out_cols], counts [1, out_cols]
// of count_dtype, default INT32).
Result<TypePtr> inferGatherCompare(const Args &a, const AttrList &kw) {
  const TileType *src = PC_TRY(tileArg(a, 0, "tile.gather_compare"));
  auto cols = getAttr<int64_t>(kw, "out_cols");
  if (!cols || src->shape.size() != 2)
    return makeUnknownType();
  DataType count = getAttr<DataType>(kw, "count_dtype").value_or(DataType::INT32);
  return makeTupleType({vecTile(DataType::INT32, {src->shape[0], dim(*cols)}),
                        vecTile(count, {dim(1), dim(*cols)})});
}

// tile.mgather (row mode): one row of mem per index of a [1, R] or [R, 1]
// index tile: [R, mem cols] of mem's dtype, in target_memory (Vec).
Result<TypePtr> inferMgather(const Args &a, const AttrList &kw) {
  const TensorType *mem = PC_TRY(tensorArg(a, 0, "tile.mgather"));
  const TileType *idx = a.size() > 1 ? asTile(a[1]->type) : nullptr;
  if (!idx || idx->shape.size() != 2 || mem->shape.empty())
    return makeUnknownType();
  std::optional<int64_t> r0 = constDim(idx->shape[0]);
  ExprPtr rows = r0 && *r0 == 1 ? idx->shape[1] : idx->shape[0];
  MemorySpace ms = kwargSpace(kw, "target_memory").value_or(MemorySpace::Vec);
  return makeTileType(mem->dtype, {rows, mem->shape.back()}, ms);
}

} // namespace

// Families every level shares.
TypeRule commonRule(OpFamily f) {
  using F = OpFamily;
  switch (f) {
  case F::Index: return inferIndex;
  case F::ReserveBuffer:
  case F::ImportPeerBuffer: return inferInt32Scalar;
  case F::Alloc: return inferPtr;
  default: return nullptr;
  }
}

TypeRule tileRule(OpFamily f, std::string_view rule) {
  using F = OpFamily;
  if (!rule.empty()) {
    static const NamedRule named[] = {
        {"elementwise", inferElementwise<>}, {"sort32", inferSort32},
        {"elementwise_lhs", inferElementwise<true>},
        {"generated", inferGenerated},     {"reinterpret", inferReinterpret},
        {"matmul", inferMatmul},           {"batch_matmul", inferBatchMatmul},
        {"gemv", inferGemv},               {"gather", inferGather},
        {"batch_matmul_acc", inferBatchMatmulAcc}, {"matmul_acc", inferMatmulAcc},
        {"gatherb", inferGatherb},         {"gather_mask", inferGatherMask},
        {"gather_compare", inferGatherCompare}, {"mgather", inferMgather},
        {"scalar_promote", inferScalarPromote}, {"last_tile", inferLastTile}};
    return namedRule(named, rule, "tile");
  }
  if (TypeRule common = commonRule(f))
    return common;
  switch (f) {
  case F::Load: return inferLoad;
  case F::Store: return inferStore;
  case F::Read: return inferRead;
  case F::Write: return inferWrite;
  case F::Move: return inferMove;
  case F::Extract: return inferExtract;
  case F::Slice: return inferSlice;
  case F::Assemble: return inferAssemble;
  case F::Concat: return inferConcat;
  case F::Reshape: return inferReshape;
  case F::Transpose: return inferTranspose;
  case F::TransposeView: return inferTransposeView;
  case F::Fillpad:
  case F::FillpadExpand: return inferFillpad;
  case F::SetValidShape: return inferSetValidShape;
  case F::Unary:
  case F::Binary:
  case F::ScalarBinary:
  case F::Ternary:
  case F::RowExpand:
  case F::ColExpand: return inferElementwise<>;
  case F::Expands: return inferScalarPromote;
  case F::Cmp:
  case F::Cmps: return inferCmpMask;
  case F::Select: return inferElementwiseOn<1>;
  case F::RowReduce: return inferReduce<true, false>;
  case F::ColReduce: return inferReduce<false, false>;
  case F::RowArgReduce: return inferReduce<true, true>;
  case F::ColArgReduce: return inferReduce<false, true>;
  case F::Matmul: return inferMatmul;
  case F::MatmulAcc: return inferMatmulAcc;
  case F::Cast: return inferCast;
  case F::Full: return inferFull;
  case F::Create: return inferCreate;
  case F::Ci: return inferCi;
  default: return nullptr;
  }
}

} // namespace pipecheck::ir::rules

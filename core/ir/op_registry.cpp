// The op registry: reads the rows of core/ir/ops.def (every PyPTO op) into
// OpInfo entries and attaches each family's result-type rule. See
// op_registry.h for the columns.
//
// The result-type rules follow reference/ir-and-text.md section 5 and, for
// the families added with the whole table, what PyPTO printed for calls we
// built with pl.parse_program (tests/golden-ops holds those prints). Known
// imprecision: tile.store always returns the destination tensor's type (PyPTO
// widens TensorView.valid_shape when the written rectangle changes the valid
// region; our inputs never start from a partial valid region), and binary
// tile ops take the lhs shape instead of broadcasting.
#include "core/ir/op_registry.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/ir/builder.h"
#include "core/ir/enums.h"

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
// No rule in the table: the assignment's annotation gives the type (tpop,
// cmp's packed masks, cube ops beyond matmul, tensor-level ops).
Result<TypePtr> inferUnknown(const Args &, const AttrList &) { return makeUnknownType(); }

// ---- rules added with the whole op table (checked against PyPTO's print) ----

bool isFullValid(const TileType &t) {
  TileView v = t.effectiveView();
  return v.validShape.empty() || sameStaticDims(v.validShape, t.shape);
}

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
  TileView v = t->effectiveView();
  // The layouts carry over as in elementwise ops (the kit prints the cast of
  // a [1, 1] row_sum result with its blayout=col_major).
  TileView view = implicitTileView(t->shape, MemorySpace::Vec);
  if (!isFullValid(*t))
    view.validShape = v.validShape;
  view.blayout = v.blayout;
  view.slayout = v.slayout;
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
Result<TypePtr> inferReshape(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.reshape"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tile.reshape"));
  return makeTileType(t->dtype, shape, t->memorySpace);
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
// the block layout flips.
Result<TypePtr> inferTransposeView(const Args &a, const AttrList &) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.transpose_view"));
  if (t->shape.size() != 2)
    return typeError("tile.transpose_view: operand must be 2-D");
  TileView v = t->effectiveView();
  std::vector<ExprPtr> shape = {t->shape[1], t->shape[0]};
  TileView out = implicitTileView(shape, t->memorySpace);
  if (!isFullValid(*t))
    out.validShape = {v.validShape[1], v.validShape[0]};
  out.blayout = v.blayout == TileLayout::col_major ? TileLayout::row_major : TileLayout::col_major;
  out.slayout = v.slayout;
  return makeTileType(t->dtype, shape, t->memorySpace, out);
}

// tile.fillpad fills the padding: the whole tile becomes valid and the view
// records the pad value (default zero).
Result<TypePtr> inferFillpad(const Args &a, const AttrList &kw) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.fillpad"));
  std::vector<ExprPtr> shape = t->shape;
  if (a.size() > 1)
    shape = PC_TRY(tupleArg(a, 1, "tile.fillpad_expand"));
  TileView view = implicitTileView(shape, MemorySpace::Vec);
  view.pad = getAttr<PadValue>(kw, "pad_value").value_or(PadValue::zero);
  return makeTileType(t->dtype, shape, MemorySpace::Vec, view);
}

// tile.slice: the given shape, at the given offset, with an optional valid
// shape; the input's memory space. Its pad value is pad_value= when given,
// else the input's (a slice of a fillpad'ed tile keeps the pad: kit-probed).
Result<TypePtr> inferSlice(const Args &a, const AttrList &kw) {
  const TileType *t = PC_TRY(tileArg(a, 0, "tile.slice"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tile.slice"));
  PC_TRY(tupleArg(a, 2, "tile.slice"));
  if (a.size() > 4)
    return makeUnknownType(); // drop_dims: the annotation says which dims remain
  PadValue pad = getAttr<PadValue>(kw, "pad_value").value_or(t->effectiveView().pad);
  std::optional<std::vector<ExprPtr>> valid;
  if (a.size() > 3) {
    valid = PC_TRY(tupleArg(a, 3, "tile.slice"));
    if (sameStaticDims(*valid, shape))
      valid.reset();
  }
  if (!valid && pad == PadValue::null)
    return makeTileType(t->dtype, shape, t->memorySpace);
  TileView view = implicitTileView(shape, t->memorySpace);
  if (valid)
    view.validShape = *valid;
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

// tile.assemble writes source into target in place: target's type.
Result<TypePtr> inferAssemble(const Args &a, const AttrList &) {
  PC_TRY(tileArg(a, 0, "tile.assemble"));
  PC_TRY(tileArg(a, 1, "tile.assemble"));
  return a[0]->type;
}

Result<TypePtr> inferCi(const Args &a, const AttrList &kw) {
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tile.ci"));
  return vecTile(getAttr<DataType>(kw, "dtype").value_or(DataType::INT32), shape);
}

Result<TypePtr> inferIndex(const Args &, const AttrList &) {
  return makeScalarType(DataType::INDEX);
}
Result<TypePtr> inferInt32Scalar(const Args &, const AttrList &) {
  return makeScalarType(DataType::INT32);
}
Result<TypePtr> inferTensorRead(const Args &a, const AttrList &) {
  const TensorType *t = asTensor(a[0]->type);
  if (!t)
    return typeError("tensor.read: argument 0 must be a Tensor");
  return makeScalarType(t->dtype);
}

using Rule = std::function<Result<TypePtr>(const Args &, const AttrList &)>;

// The result-type rule of a family. Tile ops have rules; tensor-level and
// distributed ops take their type from the annotation (they are not part of
// the pipeline window, which works on tiles).
Rule ruleFor(const std::string &name, OpFamily f) {
  bool tile = name.rfind("tile.", 0) == 0;
  using F = OpFamily;
  if (name == "tensor.read")
    return inferTensorRead;
  if (f == F::Index)
    return inferIndex;
  if (f == F::ReserveBuffer || f == F::ImportPeerBuffer)
    return inferInt32Scalar;
  if (f == F::Alloc)
    return inferPtr;
  if (!tile)
    return inferUnknown;
  switch (f) {
  case F::Load: return inferLoad;
  case F::Store: return inferStore;
  case F::Read: return inferRead;
  case F::Write: return inferSameTile;
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
  case F::Expands:
  case F::RowExpand:
  case F::ColExpand: return inferElementwise;
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
  default: return inferUnknown;
  }
}

// ---- reading ops.def rows ----

std::vector<std::string> words(std::string_view s, char sep = ' ') {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      if (!cur.empty() || sep != ' ')
        out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty() || (sep != ' ' && !s.empty()))
    out.push_back(cur);
  return out;
}

MemorySpace spaceNamed(const std::string &s) {
  for (int i = 0; i <= static_cast<int>(MemorySpace::RightScale); ++i)
    if (name(static_cast<MemorySpace>(i)) == s)
      return static_cast<MemorySpace>(i);
  throw std::logic_error("ops.def: unknown memory space '" + s + "'");
}

ArgKind kindNamed(char k) {
  switch (k) {
  case 'T': return ArgKind::Tile;
  case 'N': return ArgKind::Tensor;
  case 'S': return ArgKind::Scalar;
  case 'L': return ArgKind::Tuple;
  default: return ArgKind::Any;
  }
}

// A KWARGS default: an integer, False/True, a 'string', a memory space, a
// dtype, or Family.value for the other enums PyPTO's wrappers default to.
AttrValue kwargDefault(const std::string &op, const std::string &d) {
  if (d.size() >= 2 && d.front() == '\'' && d.back() == '\'')
    return AttrValue(std::in_place_type<std::string>, d.substr(1, d.size() - 2));
  if (d == "False" || d == "True")
    return AttrValue(std::in_place_type<bool>, d == "True");
  if (!d.empty() && (std::isdigit(static_cast<unsigned char>(d[0])) || d[0] == '-'))
    return AttrValue(std::in_place_type<int64_t>, std::stoll(d));
  if (auto dt = parseDataType(d))
    return AttrValue(*dt);
  if (auto ms = parseMemorySpace(d))
    return AttrValue(*ms);
  std::size_t dot = d.find('.');
  std::string family = d.substr(0, dot), value = dot == std::string::npos ? "" : d.substr(dot + 1);
  if (family == "PadValue")
    if (auto v = parsePadValue(value))
      return AttrValue(*v);
  if (family == "TensorLayout")
    if (auto v = parseTensorLayout(value))
      return AttrValue(*v);
  if (family == "TileLayout")
    if (auto v = parseTileLayout(value))
      return AttrValue(*v);
  throw std::logic_error("ops.def: unreadable kwarg default '" + d + "' on " + op);
}

// The KWARGS column (see op_registry.h): kwarg specs in print order, and the
// DSL's positional parameters (ARGS, minus `@` args, then the kwargs before
// `*`, `@` args where they stand).
void readKwargs(OpInfo &info, const char *column) {
  std::vector<std::string> positional;
  auto isPlaced = [&](const std::string &arg) {
    for (const std::string &k : words(column))
      if (k == "@" + arg)
        return true;
    return false;
  };
  for (const ArgSpec &a : info.argSpecs)
    if (!isPlaced(a.name))
      positional.push_back(a.name);
  bool keywordOnly = false;
  for (const std::string &k : words(column)) {
    if (k == "*") {
      keywordOnly = true;
      continue;
    }
    KwargSpec spec;
    if (k[0] == '@') {
      spec.name = k.substr(1);
      for (std::size_t i = 0; i < info.argSpecs.size(); ++i)
        if (info.argSpecs[i].name == spec.name)
          spec.argIndex = static_cast<int>(i);
      if (spec.argIndex < 0)
        throw std::logic_error("ops.def: '" + k + "' names no arg of " + info.name);
    } else {
      std::size_t eq = k.find('='), q = k.find('?');
      spec.name = k.substr(0, std::min(eq, q));
      if (q != std::string::npos)
        spec.omit = eq == std::string::npos ? KwargSpec::Omit::WhenNone
                                             : KwargSpec::Omit::WhenDefault;
      if (eq != std::string::npos)
        spec.deflt = kwargDefault(info.name, k.substr(eq + 1));
      info.kwargs.push_back(spec.name);
    }
    if (!keywordOnly)
      positional.push_back(spec.name);
    info.kwargSpecs.push_back(std::move(spec));
  }
  info.dslPositional = std::move(positional);
}

struct Row {
  const char *name;
  OpFamily family;
  const char *args, *kwargs, *inSpaces, *outMemory, *effects, *channel, *flags;
};

const Row kRows[] = {
#define PC_OP(NAME, FAMILY, ARGS, KWARGS, IN, OUT, EFF, CHAN, FLAGS)                            \
  {NAME, OpFamily::FAMILY, ARGS, KWARGS, IN, OUT, EFF, CHAN, FLAGS},
#include "core/ir/ops.def"
#undef PC_OP
};

OpInfo infoFromRow(const Row &r) {
  OpInfo info;
  info.name = r.name;
  info.family = r.family;
  for (const std::string &a : words(r.args)) {
    if (a == "*") {
      info.variadic = true;
      continue;
    }
    // name:K, then "?" (optional), "=arg" (its default), "@T" (a literal's type).
    std::size_t colon = a.find(':');
    ArgSpec spec{a.substr(0, colon), kindNamed(a[colon + 1]), false, {}, {}};
    for (std::size_t i = colon + 2; i < a.size();) {
      char mark = a[i];
      std::size_t end = a.find_first_of("?=@", i + 1);
      std::string word = a.substr(i + 1, end == std::string::npos ? end : end - i - 1);
      if (mark == '?')
        spec.optional = true;
      else if (mark == '=')
        spec.defaultFrom = word;
      else if (mark == '@')
        spec.literalType = word;
      else
        throw std::logic_error("ops.def: unreadable arg '" + a + "' on " + info.name);
      i = end == std::string::npos ? a.size() : end;
    }
    if (spec.optional)
      ++info.optionalArgs;
    else
      info.args.push_back(spec.kind);
    info.argSpecs.push_back(std::move(spec));
  }
  readKwargs(info, r.kwargs);
  std::string in = r.inSpaces, out = r.outMemory;
  info.memorySpecDeclared = out != "-";
  if (in != "-" && !in.empty())
    for (const std::string &group : words(in, ';')) {
      std::vector<MemorySpace> allowed;
      for (const std::string &s : words(group, '|'))
        if (!s.empty())
          allowed.push_back(spaceNamed(s));
      info.inputSpaces.push_back(std::move(allowed));
    }
  if (out == "-")
    info.outMemoryRule = OutMemoryRule::NoSpec;
  else if (out == "none")
    info.outMemoryRule = OutMemoryRule::None;
  else if (out == "inherit")
    info.outMemoryRule = OutMemoryRule::InheritFromInput;
  else if (out == "deferred")
    info.outMemoryRule = OutMemoryRule::Deferred;
  else {
    info.outMemoryRule = OutMemoryRule::Fixed;
    // An op with a target_memory kwarg places its result where the kwarg
    // says; the spec's space is only its default.
    bool targeted = false;
    for (const std::string &k : info.kwargs)
      targeted |= k == "target_memory";
    if (!targeted)
      info.outMemory = spaceNamed(out);
  }
  for (const std::string &e : words(r.effects, ',')) {
    std::size_t colon = e.find(':');
    std::string what = e.substr(colon + 1);
    ArgEffect eff = what == "R" ? ArgEffect::Read : what == "W" ? ArgEffect::Write
                                                                : ArgEffect::ReadWrite;
    info.effects.emplace_back(std::stoi(e.substr(0, colon)), eff);
  }
  std::string ch = r.channel;
  info.writeChannel = ch == "Dma"      ? WriteChannel::Dma
                      : ch == "Scalar" ? WriteChannel::Scalar
                                       : WriteChannel::None;
  for (const std::string &f : words(r.flags)) {
    if (f == "load") info.isLoad = true;
    else if (f == "store") info.isStore = true;
    else if (f == "write") info.isElementWrite = true;
    else if (f == "move") info.isMove = true;
    else if (f == "push") info.isPush = true;
    else if (f == "pop") info.isPop = true;
    else if (f == "free") info.isFree = true;
    else if (f == "view") info.isAliasView = true;
    else if (f == "cube") info.isCubeOp = true;
    else if (f == "fresh") info.notInplaceSafe = true;
    else if (f == "floatonly") info.floatOnly = true;
    else if (f == "intonly") info.intOnly = true;
    else if (f == "divisor") info.divides = true;
    else if (f.rfind("inplace=", 0) == 0) info.inPlaceArg = std::stoi(f.substr(8));
    else throw std::logic_error("ops.def: unknown flag '" + f + "' on " + info.name);
  }
  info.isCrossCore = info.isPush || info.isPop;
  // PyPTO's passes single out the tile.matmul* ops among the cube ops.
  info.isCubeMatmul = info.isCubeOp && info.name.rfind("tile.matmul", 0) == 0;
  if (info.isPush || info.isPop || info.isFree) {
    bool aiv = info.name.size() >= 3 && info.name.compare(info.name.size() - 3, 3, "aiv") == 0;
    info.peer = aiv ? OpInfo::Peer::Aiv : OpInfo::Peer::Aic;
  }
  info.isView = info.outMemoryRule == OutMemoryRule::InheritFromInput;
  info.isTileLevel = info.name.rfind("tile.", 0) == 0;
  info.producesTile = info.isTileLevel && !info.isStore && !info.isPush &&
                      info.family != OpFamily::Read && info.family != OpFamily::Index &&
                      info.family != OpFamily::Alloc;
  info.inferType = ruleFor(info.name, info.family);
  return info;
}

} // namespace

std::string_view familyName(OpFamily f) {
  static constexpr std::string_view names[] = {
      "Load", "Store", "Read", "Write", "Move", "Extract", "Slice", "Assemble", "Concat",
      "Reshape", "Transpose", "TransposeView", "View", "Fillpad", "FillpadExpand",
      "SetValidShape", "Unary", "Binary", "ScalarBinary", "Ternary", "Expands", "Cmp", "Cmps",
      "Select", "RowExpand", "ColExpand", "RowReduce", "ColReduce", "RowArgReduce",
      "ColArgReduce", "Matmul", "MatmulAcc", "CubeOther", "Cast", "Full", "Create", "Ci",
      "Index", "Push", "Pop", "Free", "PipeInit", "ReserveBuffer", "ImportPeerBuffer", "Alloc",
      "Dim", "System", "Array", "Other"};
  return names[static_cast<std::size_t>(f)];
}

std::optional<ArgEffect> OpInfo::effectOn(int i) const {
  for (const auto &[arg, eff] : effects)
    if (arg == i)
      return eff;
  return std::nullopt;
}

void OpRegistry::registerOp(OpInfo info) { ops_.push_back(std::move(info)); }

OpRegistry::OpRegistry() {
  for (const Row &r : kRows)
    registerOp(infoFromRow(r));
  for (std::size_t i = 0; i < ops_.size(); ++i)
    index_.emplace_back(ops_[i].name, i);
  std::sort(index_.begin(), index_.end());
}

const OpRegistry &OpRegistry::instance() {
  static const OpRegistry registry;
  return registry;
}

const OpInfo *OpRegistry::find(std::string_view name) const {
  auto it = std::lower_bound(index_.begin(), index_.end(), name,
                             [](const auto &e, std::string_view n) { return e.first < n; });
  return it != index_.end() && it->first == name ? &ops_[it->second] : nullptr;
}

const OpInfo *lookupOp(const Call &c) {
  return c.isFunctionCall ? nullptr : OpRegistry::instance().find(c.op);
}

bool callHasFamily(const Call &c, OpFamily f) {
  const OpInfo *info = lookupOp(c);
  return info && info->family == f;
}

Result<CallPtr> makeOpCall(std::string_view op, std::vector<ExprPtr> args, AttrList kwargs,
                           AttrList attrs, SourceLoc loc) {
  const OpInfo *info = OpRegistry::instance().find(op);
  if (!info)
    return makeError("unknown op '" + std::string(op) + "'", loc, "TypeCheck");
  std::size_t lo = info->args.size(), hi = lo + info->optionalArgs;
  if (args.size() < lo || (!info->variadic && args.size() > hi))
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

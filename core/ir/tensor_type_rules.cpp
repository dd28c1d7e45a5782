// The result-type rules of the tensor-level ops (see type_rules.h): the
// tensor twins of the tile families, as the kit deduces them. A tensor's
// TensorView carries a valid shape, strides, a layout and a pad value:
//   * elementwise, scalar, cast and reduction results keep the operand's
//     valid region (reduced like the shape) and drop its strides; a binary
//     op keeps it only when both operands have the same one;
//   * float math (exp, sqrt, recip, rsqrt, ...) of an integer tensor is FP32
//     (rule `float_math`); a tensor.matmul keeps the operands' dtype;
//   * expands, row/col expands, concat, reshape and the generators give a
//     plain tensor; transpose swaps shape, strides (row-major when none are
//     given) and valid shape, and swapping the last two dims of an ND tensor
//     makes it DN.
// Forms the kit's deduction depends on more than we model (a slice or
// reshape of a partly valid tensor, tensor.view with a valid shape or
// layout, dynamic extents a rule would have to compute) return Unknown, and
// the annotation gives the type.
#include <stdexcept>

#include "core/ir/builder.h"
#include "core/ir/describe.h"
#include "core/ir/type_rules.h"

namespace pipecheck::ir::rules {
namespace {

bool hasValid(const TensorType &t) { return t.view && !t.view->validShape.empty(); }

// A tensor with the given valid shape (none when empty or whole).
TypePtr tensorOf(DataType d, std::vector<ExprPtr> shape, std::vector<ExprPtr> valid = {}) {
  if (valid.empty())
    return makeTensorType(d, std::move(shape));
  TensorView v;
  v.validShape = std::move(valid);
  return makeTensorType(d, std::move(shape), v);
}

std::vector<ExprPtr> keptValid(const TensorType &t) {
  return hasValid(t) ? t.view->validShape : std::vector<ExprPtr>{};
}

// Row-major strides of a static shape (empty when a dim is dynamic).
std::vector<ExprPtr> rowMajorStrides(const std::vector<ExprPtr> &shape) {
  std::vector<ExprPtr> out(shape.size());
  int64_t step = 1;
  for (std::size_t k = shape.size(); k-- > 0;) {
    out[k] = dim(step);
    std::optional<int64_t> d = constDim(shape[k]);
    if (!d)
      return {};
    step *= *d;
  }
  return out;
}

template <bool FloatMath> Result<TypePtr> inferUnary(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor unary op"));
  DataType d = FloatMath && !isFloat(t->dtype) ? DataType::FP32 : t->dtype;
  return tensorOf(d, t->shape, keptValid(*t));
}

// tensor.adds/muls/divs/fmods promote the tensor's dtype with the scalar's;
// tensor.subs and the bitwise scalar ops keep the tensor's (`type=keep_dtype`:
// the kit types `tensor.subs(fp16, 2.0)` FP16 where tensor.adds gives FP32).
template <bool Promote> Result<TypePtr> inferScalarOp(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor scalar op"));
  const ScalarType *s = a.size() > 1 ? asScalar(a[1]->type) : nullptr;
  if (!s)
    return typeError("tensor scalar op: argument 1 must be a scalar");
  return tensorOf(Promote ? promoteScalar(t->dtype, s->dtype) : t->dtype, t->shape, keptValid(*t));
}

Result<TypePtr> inferBinary(const Args &a, const AttrList &kw) {
  const TensorType *l = PC_TRY(tensorArg(a, 0, "tensor binary op"));
  if (a.size() > 1 && asScalar(a[1]->type))
    return inferScalarOp<true>(a, kw);
  const TensorType *r = PC_TRY(tensorArg(a, 1, "tensor binary op"));
  std::vector<ExprPtr> shape = PC_TRY(broadcastShapes(l->shape, r->shape, "tensor binary op"));
  std::vector<ExprPtr> valid;
  if (hasValid(*l) && hasValid(*r) && sameStaticDims(l->shape, r->shape) &&
      sameStaticDims(l->view->validShape, r->view->validShape))
    valid = l->view->validShape;
  return tensorOf(promoteScalar(l->dtype, r->dtype), shape, valid);
}

// part_add / part_max / ...: as a binary op, but always a plain tensor
// (part_max(v, v) of a partly valid v drops the valid shape).
Result<TypePtr> inferPartial(const Args &a, const AttrList &) {
  const TensorType *l = PC_TRY(tensorArg(a, 0, "tensor part op"));
  const TensorType *r = PC_TRY(tensorArg(a, 1, "tensor part op"));
  std::vector<ExprPtr> shape = PC_TRY(broadcastShapes(l->shape, r->shape, "tensor part op"));
  return tensorOf(promoteScalar(l->dtype, r->dtype), shape);
}

// expands and row/col expands: the target's dtype and shape, a plain tensor.
Result<TypePtr> inferExpand(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor expand op"));
  return tensorOf(t->dtype, t->shape);
}

// Reductions over the last (row) or second-to-last (col) dim, kept as 1.
template <bool Row, bool Arg> Result<TypePtr> inferReduce(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor reduction"));
  if (t->shape.size() < 2)
    return makeUnknownType();
  auto reduce = [](std::vector<ExprPtr> s) {
    s[s.size() - (Row ? 1 : 2)] = dim(1);
    return s;
  };
  std::vector<ExprPtr> valid = hasValid(*t) ? reduce(t->view->validShape) : std::vector<ExprPtr>{};
  return tensorOf(Arg ? DataType::INT32 : t->dtype, reduce(t->shape), valid);
}

// tensor.write(tensor, indices, value): the tensor, updated in place; the
// value has the tensor's own dtype (checkWriteValue).
Result<TypePtr> inferWrite(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.write"));
  PC_TRY(checkWriteValue(t->dtype, a, "tensor"));
  return a[0]->type;
}

Result<TypePtr> inferCast(const Args &a, const AttrList &kw) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.cast"));
  auto target = getAttr<DataType>(kw, "target_type");
  if (!target)
    return typeError("tensor.cast: target_type is required");
  PC_TRY(checkCastChangesDtype(t->dtype, *target, "tensor.cast"));
  return tensorOf(*target, t->shape, keptValid(*t));
}

// full, ci, random: the first list argument is the shape; the dtype= kwarg.
Result<TypePtr> inferGenerated(const Args &a, const AttrList &kw) {
  auto d = getAttr<DataType>(kw, "dtype");
  for (std::size_t i = 0; i < a.size(); ++i)
    if (asMakeTuple(a[i]) && d)
      return tensorOf(*d, PC_TRY(tupleArg(a, i, "tensor generator")));
  return makeUnknownType();
}

// tensor.create / create_l1: a layout other than ND shows in the view.
Result<TypePtr> inferCreate(const Args &a, const AttrList &kw) {
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 0, "tensor.create"));
  auto d = getAttr<DataType>(kw, "dtype");
  if (!d)
    return typeError("tensor.create: dtype is required");
  TensorView v;
  v.layout = getAttr<TensorLayout>(kw, "layout").value_or(TensorLayout::ND);
  return makeTensorType(*d, shape, v);
}

// tensor.fillpad: the whole tensor becomes valid; strides and layout stay.
// fillpad_expand: the new shape, with the pad value in the view.
Result<TypePtr> inferFillpad(const Args &a, const AttrList &kw) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.fillpad"));
  TensorView v = t->view.value_or(TensorView{});
  v.validShape.clear();
  if (a.size() < 2)
    return makeTensorType(t->dtype, t->shape, v);
  v.pad = getAttr<PadValue>(kw, "pad_value").value_or(PadValue::zero);
  return makeTensorType(t->dtype, PC_TRY(tupleArg(a, 1, "tensor.fillpad_expand")), v);
}

Result<TypePtr> inferConcat(const Args &a, const AttrList &) {
  const TensorType *l = PC_TRY(tensorArg(a, 0, "tensor.concat"));
  const TensorType *r = PC_TRY(tensorArg(a, 1, "tensor.concat"));
  if (l->shape.size() != 2 || r->shape.size() != 2)
    return makeUnknownType();
  std::optional<int64_t> c0 = constDim(l->shape[1]), c1 = constDim(r->shape[1]);
  if (!c0 || !c1)
    return makeUnknownType();
  return tensorOf(l->dtype, {l->shape[0], dim(*c0 + *c1)});
}

// tensor.matmul: [.., M, N] (a_trans / b_trans pick the dims), batch dims
// broadcast, the operands' dtype unless out_dtype says otherwise.
Result<TypePtr> inferMatmul(const Args &a, const AttrList &kw) {
  const TensorType *l = PC_TRY(tensorArg(a, 0, "tensor.matmul"));
  const TensorType *r = PC_TRY(tensorArg(a, 1, "tensor.matmul"));
  if (l->shape.size() < 2 || r->shape.size() < 2)
    return makeUnknownType();
  bool at = getAttr<bool>(kw, "a_trans").value_or(false);
  bool bt = getAttr<bool>(kw, "b_trans").value_or(false);
  std::size_t ln = l->shape.size(), rn = r->shape.size();
  std::vector<ExprPtr> lb(l->shape.begin(), l->shape.end() - 2);
  std::vector<ExprPtr> rb(r->shape.begin(), r->shape.end() - 2);
  std::vector<ExprPtr> shape = PC_TRY(broadcastShapes(lb, rb, "tensor.matmul"));
  shape.push_back(l->shape[at ? ln - 1 : ln - 2]);
  shape.push_back(r->shape[bt ? rn - 2 : rn - 1]);
  DataType d = getAttr<DataType>(kw, "out_dtype").value_or(promoteScalar(l->dtype, r->dtype));
  return tensorOf(d, shape);
}

// tensor.slice: the given shape, its valid shape and pad value when given.
Result<TypePtr> inferSlice(const Args &a, const AttrList &kw) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.slice"));
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tensor.slice"));
  PC_TRY(tupleArg(a, 2, "tensor.slice"));
  if (a.size() > 4 || hasValid(*t) || findAttr(kw, "clamp"))
    return makeUnknownType(); // drop_dims, clamping, a partly valid source
  TensorView v;
  if (a.size() > 3)
    v.validShape = PC_TRY(tupleArg(a, 3, "tensor.slice"));
  v.pad = getAttr<PadValue>(kw, "pad_value").value_or(PadValue::null);
  // A window of a distributed tensor is one too (kit-probed: tensor.slice
  // and tensor.view of a pld.DistributedTensor print pld.DistributedTensor).
  return makeTensorType(t->dtype, shape, v, nullptr, t->distributed);
}

Result<TypePtr> inferReshape(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.reshape"));
  if (hasValid(*t))
    return makeUnknownType();
  return tensorOf(t->dtype, PC_TRY(tupleArg(a, 1, "tensor.reshape")));
}

Result<TypePtr> inferTranspose(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.transpose"));
  auto rank = static_cast<int64_t>(t->shape.size());
  const ConstInt *x = a.size() > 1 ? asConstInt(a[1]) : nullptr;
  const ConstInt *y = a.size() > 2 ? asConstInt(a[2]) : nullptr;
  if (!x || !y)
    return makeUnknownType();
  int64_t i = x->value < 0 ? x->value + rank : x->value;
  int64_t j = y->value < 0 ? y->value + rank : y->value;
  if (i < 0 || j < 0 || i >= rank || j >= rank)
    return typeError("tensor.transpose: axes must be within the tensor's rank");
  TensorView v = t->view.value_or(TensorView{});
  if (v.stride.empty())
    v.stride = rowMajorStrides(t->shape);
  if (v.stride.empty())
    return makeUnknownType();
  auto ui = static_cast<std::size_t>(i), uj = static_cast<std::size_t>(j);
  std::vector<ExprPtr> shape = t->shape;
  std::swap(shape[ui], shape[uj]);
  std::swap(v.stride[ui], v.stride[uj]);
  if (!v.validShape.empty())
    std::swap(v.validShape[ui], v.validShape[uj]);
  bool lastTwo = std::min(i, j) == rank - 2 && std::max(i, j) == rank - 1;
  v.layout = lastTwo && v.layout == TensorLayout::ND ? TensorLayout::DN : TensorLayout::ND;
  return makeTensorType(t->dtype, shape, v);
}

Result<TypePtr> inferSetValidShape(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.set_validshape"));
  TensorView v = t->view.value_or(TensorView{});
  v.validShape = {a[1], a[2]};
  return makeTensorType(t->dtype, t->shape, v);
}

// tensor.view of a wholly valid tensor: a row-major view of the new shape
// (shape only, or layout=ND, which the view then states), or with
// layout=DN the column-major one: the last two dims swap their strides,
// [1, R] for a [.., R, C] view, the outer dims row-major over the rest
// (kit-printed: stride [128, 1, 8] for a [4, 8, 16] DN view). PyPTO's checks
// in its words (kit-probed): NZ is tile-only, DN needs rank 2 or more, and a
// target valid shape needs a source one. Other forms (a valid shape) take
// the annotation's type.
Result<TypePtr> inferView(const Args &a, const AttrList &kw) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.view"));
  std::optional<TensorLayout> layout = getAttr<TensorLayout>(kw, "layout");
  if (layout == TensorLayout::NZ)
    return typeError("tensor.view: NZ layout is not allowed on TensorType (NZ is tile-only)");
  if (a.size() > 2 && !hasValid(*t))
    return typeError("tensor.view: an explicit target valid_shape requires a source valid_shape");
  if (a.size() != 2 || hasValid(*t))
    return makeUnknownType();
  std::vector<ExprPtr> shape = PC_TRY(tupleArg(a, 1, "tensor.view"));
  if (layout == TensorLayout::DN && shape.size() < 2)
    return typeError("tensor.view: DN layout requires rank >= 2, got " +
                     std::to_string(shape.size()));
  TensorView v;
  if (layout == TensorLayout::DN) {
    const std::size_t n = shape.size();
    if (n > 2) {
      v.stride = rowMajorStrides(shape);
      if (v.stride.empty())
        return makeUnknownType();
    } else {
      v.stride.resize(2);
    }
    v.stride[n - 2] = dim(1);
    v.stride[n - 1] = shape[n - 2];
    v.layout = TensorLayout::DN;
    return makeTensorType(t->dtype, shape, v, nullptr, t->distributed);
  }
  if (layout && layout != TensorLayout::ND)
    return makeUnknownType();
  v.stride = rowMajorStrides(shape);
  if (v.stride.empty())
    return makeUnknownType();
  return makeTensorType(t->dtype, shape, v, nullptr, t->distributed);
}

// tensor.reinterpret_view: the last dim, the valid one and the outer strides
// scale by the byte-size ratio.
Result<TypePtr> inferReinterpret(const Args &a, const AttrList &kw) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.reinterpret_view"));
  auto d = getAttr<DataType>(kw, "dtype");
  if (!d)
    return typeError("tensor.reinterpret_view: dtype is required");
  int64_t from = byteSize(t->dtype), to = byteSize(*d);
  bool ok = true;
  auto scale = [&](ExprPtr &e) {
    std::optional<int64_t> v = constDim(e);
    if (v && (*v * from) % to == 0)
      e = dim(*v * from / to);
    else
      ok = false;
  };
  std::vector<ExprPtr> shape = t->shape;
  std::optional<TensorView> v = t->view;
  if (from != to && !shape.empty()) {
    scale(shape.back());
    if (v && !v->validShape.empty())
      scale(v->validShape.back());
    if (v)
      for (std::size_t k = 0; k + 1 < v->stride.size(); ++k)
        scale(v->stride[k]);
  }
  if (!ok)
    return makeUnknownType();
  return makeTensorType(*d, shape, v);
}

// tensor.scatter / scatter_update: the input's dtype and shape, always a
// plain tensor (a partly valid input's view is not kept).
Result<TypePtr> inferPlain(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor op"));
  return tensorOf(t->dtype, t->shape);
}

// tensor.gather (index form): src's dtype in the index's shape.
Result<TypePtr> inferGather(const Args &a, const AttrList &) {
  const TensorType *src = PC_TRY(tensorArg(a, 0, "tensor.gather"));
  const TensorType *idx = a.size() > 1 ? asTensor(a[1]->type) : nullptr;
  if (!idx)
    return makeUnknownType();
  return tensorOf(src->dtype, idx->shape);
}

// tensor.gather_mask: as tile.gather_mask (patterns 1-2 keep half the
// columns, 3-6 a quarter, 7 all), a plain tensor.
Result<TypePtr> inferGatherMask(const Args &a, const AttrList &kw) {
  const TensorType *src = PC_TRY(tensorArg(a, 0, "tensor.gather_mask"));
  auto pattern = getAttr<int64_t>(kw, "mask_pattern");
  std::optional<int64_t> cols = src->shape.size() == 2 ? constDim(src->shape[1]) : std::nullopt;
  if (!pattern || !cols || *pattern < 1 || *pattern > 7)
    return makeUnknownType();
  int64_t keep = *pattern <= 2 ? 2 : *pattern <= 6 ? 4 : 1;
  DataType d = getAttr<DataType>(kw, "output_dtype").value_or(src->dtype);
  return tensorOf(d, {src->shape[0], dim(*cols / keep)});
}

// tensor.sort32: (value, index) pairs, twice the columns, a plain tensor.
Result<TypePtr> inferSort32(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.sort32"));
  std::optional<int64_t> cols = t->shape.size() == 2 ? constDim(t->shape[1]) : std::nullopt;
  if (!cols)
    return makeUnknownType();
  return tensorOf(t->dtype, {t->shape[0], dim(2 * *cols)});
}

// tensor.mrgsort_format2: the sorted lists side by side, their columns added
// (the kit types mrgsort_format2(x, y, z) of [16, 32]s as [16, 96]).
Result<TypePtr> inferMrgsortCols(const Args &a, const AttrList &) {
  const TensorType *first = PC_TRY(tensorArg(a, 0, "tensor.mrgsort_format2"));
  int64_t cols = 0;
  for (const ExprPtr &arg : a) {
    const TensorType *t = asTensor(arg->type);
    std::optional<int64_t> c = t && t->shape.size() == 2 ? constDim(t->shape[1]) : std::nullopt;
    if (!c)
      return makeUnknownType();
    cols += *c;
  }
  return tensorOf(first->dtype, {first->shape[0], dim(cols)});
}

// tensor.expand_clone: target's shape in the dtype src and target promote to
// (FP16 src into an FP32 target, or FP32 into FP16: FP32 either way).
Result<TypePtr> inferExpandClone(const Args &a, const AttrList &) {
  const TensorType *src = PC_TRY(tensorArg(a, 0, "tensor.expand_clone"));
  const TensorType *target = PC_TRY(tensorArg(a, 1, "tensor.expand_clone"));
  return tensorOf(promoteScalar(src->dtype, target->dtype), target->shape);
}

// tensor.gather_compare: the [R, out_cols] INT32 indices and a [1, R] count
// row in count_dtype (INT32 by default).
Result<TypePtr> inferGatherCompare(const Args &a, const AttrList &kw) {
  const TensorType *src = PC_TRY(tensorArg(a, 0, "tensor.gather_compare"));
  auto cols = getAttr<int64_t>(kw, "out_cols");
  if (!cols || src->shape.size() != 2)
    return makeUnknownType();
  DataType count = getAttr<DataType>(kw, "count_dtype").value_or(DataType::INT32);
  return makeTupleType({tensorOf(DataType::INT32, {src->shape[0], dim(*cols)}),
                        tensorOf(count, {dim(1), src->shape[0]})});
}

Result<TypePtr> inferRead(const Args &a, const AttrList &) {
  const TensorType *t = PC_TRY(tensorArg(a, 0, "tensor.read"));
  return makeScalarType(t->dtype);
}

Result<TypePtr> inferDim(const Args &, const AttrList &) { return makeScalarType(DataType::INDEX); }

// pl.array.create(N, dtype=DT) -> pl.Array[N, DT]. PyPTO's checks, in its
// words (kit-probed): the dtype is required and must be an integer, BOOL or
// TASK_ID; the extent is a Python int (a constant here).
Result<TypePtr> inferArrayCreate(const Args &a, const AttrList &kw) {
  std::optional<int64_t> n = a.empty() ? std::nullopt : constDim(a[0]);
  if (!n || *n < 0)
    return typeError("array.create: the extent must be a non-negative integer constant");
  std::optional<DataType> d = getAttr<DataType>(kw, "dtype");
  if (!d)
    return typeError("create() missing 1 required positional argument: 'dtype'");
  if (!isInt(*d) && *d != DataType::BOOL && *d != DataType::TASK_ID)
    return typeError("array.create dtype must be integer, BOOL, or TASK_ID, got " +
                     dtypeString(*d));
  return makeArrayType(*n, *d);
}

// pl.array.get_element(arr, i) -> a scalar of the array's dtype.
Result<TypePtr> inferArrayItem(const Args &a, const AttrList &) {
  const ArrayType *t = a.empty() ? nullptr : asArray(a[0]->type);
  if (!t)
    return typeError("array.get_element: argument 0 must be an array");
  return makeScalarType(t->dtype);
}

} // namespace

// pld.tile.remote_store pushes its src as a 2-D region: PyPTO refuses a
// rank-1 tile, in these words (kit-probed: tools/op_probe.py dist_kernel_*;
// gen --agree seed 801). The call yields nothing a program names.
Result<TypePtr> inferRemoteStore(const Args &a, const AttrList &) {
  if (const TileType *t = a.empty() ? nullptr : asTile(a[0]->type); t && t->shape.size() < 2)
    return typeError("pld.tile.remote_store src must be at least 2-D (it is pushed as a 2-D "
                     "region), got rank " + std::to_string(t->shape.size()));
  return makeUnknownType();
}

// pld.tile.put(dst, peer, src, stage, ...) copies src into the window dst
// through a Vec staging tile; PyPTO checks, in this order and these words
// (kit-probed, 2026-12-07): one element type (its message names the two
// types' kinds), one rank, the same static extents, the stage's dtype is
// dst's, and the stage is 2-D (of any extents; a Mat stage passes too).
// The call yields nothing a program names.
Result<TypePtr> inferPut(const Args &a, const AttrList &) {
  const TensorType *dst = a.size() > 0 ? asTensor(a[0]->type) : nullptr;
  const TensorType *src = a.size() > 2 ? asTensor(a[2]->type) : nullptr;
  if (!dst || !src)
    return makeUnknownType();
  auto kind = [](const TensorType &t) {
    return std::string(t.distributed ? "DistributedTensorType" : "TensorType");
  };
  if (dst->dtype != src->dtype)
    return typeError("pld.tile.put dst and src must have the same element type, got dst " +
                     kind(*dst) + " vs src " + kind(*src));
  if (dst->shape.size() != src->shape.size())
    return typeError("pld.tile.put dst rank (" + std::to_string(dst->shape.size()) +
                     ") must match src rank (" + std::to_string(src->shape.size()) + ")");
  for (std::size_t d = 0; d < dst->shape.size(); ++d) {
    std::optional<int64_t> x = constDim(dst->shape[d]), y = constDim(src->shape[d]);
    if (x && y && *x != *y)
      return typeError("pld.tile.put dst and src must have the same static shape; dimension " +
                       std::to_string(d) + " differs (dst=" + std::to_string(*x) +
                       ", src=" + std::to_string(*y) + ")");
  }
  const TileType *stage = a.size() > 3 ? asTile(a[3]->type) : nullptr;
  if (stage && stage->dtype != dst->dtype)
    return typeError("pld.tile.put stage dtype must match dst dtype, got stage=" +
                     dtypeString(stage->dtype) + " dst=" + dtypeString(dst->dtype));
  if (stage && stage->shape.size() != 2)
    return typeError("pld.tile.put stage must be a 2D VEC staging tile, got rank " +
                     std::to_string(stage->shape.size()));
  return makeUnknownType();
}

// pld.tensor.window(buf, shape, dtype=) views a window buffer: PyPTO wants
// buf to be a pointer, in these words (kit-probed, op_probe.py
// host_window_incore). The result's type is its annotation's.
Result<TypePtr> inferWindow(const Args &a, const AttrList &) {
  if (!a.empty() && a[0]->type->kind != TypeKind::Ptr && a[0]->type->kind != TypeKind::Unknown)
    return typeError("pld.tensor.window expects a Ptr handle (output of "
                     "pld.tensor.alloc_window_buffer); got " + describe(a[0]->type));
  return makeUnknownType();
}

TypeRule tensorRule(OpFamily f, std::string_view rule) {
  using F = OpFamily;
  if (!rule.empty()) {
    static const NamedRule named[] = {
        {"float_math", inferUnary<true>}, {"elementwise", inferPartial},
        {"generated", inferGenerated},     {"reinterpret", inferReinterpret},
        {"plain", inferPlain},             {"gather", inferGather},
        {"gather_mask", inferGatherMask},  {"sort32", inferSort32},
        {"keep_dtype", inferScalarOp<false>}, {"mrgsort_cols", inferMrgsortCols},
        {"expand_clone", inferExpandClone}, {"gather_compare", inferGatherCompare},
        {"array_create", inferArrayCreate}, {"array_item", inferArrayItem},
        {"remote_store", inferRemoteStore}, {"put", inferPut},
        {"window", inferWindow}};
    return namedRule(named, rule, "tensor");
  }
  if (TypeRule common = commonRule(f))
    return common;
  switch (f) {
  case F::Read: return inferRead;
  case F::Dim: return inferDim;
  case F::Unary: return inferUnary<false>;
  case F::Binary:
  case F::Cmp: return inferBinary;
  case F::ScalarBinary: return inferScalarOp<true>;
  case F::Expands:
  case F::RowExpand:
  case F::ColExpand: return inferExpand;
  case F::RowReduce: return inferReduce<true, false>;
  case F::ColReduce: return inferReduce<false, false>;
  case F::RowArgReduce: return inferReduce<true, true>;
  case F::ColArgReduce: return inferReduce<false, true>;
  case F::Cast: return inferCast;
  case F::Full:
  case F::Ci:
    return [](const Args &a, const AttrList &kw) -> Result<TypePtr> {
      if (a.size() > 1 && asMakeTuple(a[1]))
        PC_TRY(checkCi(PC_TRY(tupleArg(a, 1, "tensor.ci")),
                       getAttr<DataType>(kw, "dtype").value_or(DataType::INT32), false));
      return inferGenerated(a, kw);
    };
  case F::Create: return inferCreate;
  case F::Fillpad:
  case F::FillpadExpand: return inferFillpad;
  case F::Concat: return inferConcat;
  case F::Matmul: return inferMatmul;
  case F::MatmulAcc:
  case F::Assemble:
  case F::Write: return inferWrite;
  case F::Slice: return inferSlice;
  case F::Reshape: return inferReshape;
  case F::Transpose: return inferTranspose;
  case F::SetValidShape: return inferSetValidShape;
  case F::View: return inferView;
  default: return nullptr;
  }
}

} // namespace pipecheck::ir::rules

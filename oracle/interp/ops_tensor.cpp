// Tensor-level scalar access and creation: tensor.read, tensor.write,
// tensor.dim and tensor.create (the table's Read / Write / Dim / Create
// families on a tensor). Real kernels read loop bounds and offsets from
// tensors this way (988 tensor.read, 599 tensor.write, 752 tensor.create and
// 187 tensor.dim calls at the window, reference/real-kernels.md), so a
// trip count or an offset computed from one is exact, never a hash.
//
// Rules:
//  * tensor.read(t, [i, j]) yields element [i, j] of t's current version,
//    in t's dtype; an index outside t's shape traps (outside the contract).
//  * tensor.write(t, [i, j], v) stores v, cast to t's dtype, into element
//    [i, j] in place; bound to a var, its result is a new version of t (as
//    tile.store's; machine.h), evaluated for effect it keeps t current.
//  * tensor.dim(t, axis) is t's extent on axis (a negative axis counts from
//    the end) as an INDEX scalar, of any version of t (shapes never change).
//  * tensor.create(shape, dtype=...) is a new zero-filled tensor; with
//    init_value every element holds that value instead.
//  * tensor.reshape(t, shape) is a view of t's bytes in row-major order with
//    another shape of the same element count (machine.h: a write through
//    either is seen by both; Orchestration functions hand kernels reshaped
//    views of their tensors, 305 calls at the window). A different element
//    count or a negative extent traps.
//  * tensor.view(t, shape) of a row-major ND tensor is the same view (the
//    kit gives it canonical row-major strides; 65 calls at the window);
//    with layout=DN it is the column-major view of t's bytes (strides
//    [1, R] for a [R, C] view: a transposed weight read K-major), which
//    tile.load, tile.store, tensor.read/write and tensor.dim read through;
//    any other use of such a view (a reshape or view of it) traps. A view
//    with a valid_shape, another layout or a source that is not plain
//    row-major (DN, strided, partly valid) reinterprets bytes in ways not
//    modelled here: it traps, so a program with one is "not checked".
//  * tensor.slice(t, shape, offset) is the window of t at offset: a view
//    whose element [i, j] is t's element [offset + (i, j)], with t's strides
//    (row-major in t's shape for a plain t) from the window's first element,
//    as the kit's InitMemRef gives it t's base at that byte offset (44 calls
//    at the window, Orchestration functions handing kernels a part of a
//    tensor). A write through it is a write into t. A window past t's
//    extent traps; a valid_shape, drop_dims, pad_value or clamp is not
//    modelled (trap).
//  * tensor.assemble(t, s, offset) copies every element of s into t at
//    offset, in place (the table's 0:W effect; as tensor.write, bound to a
//    var its result is a new version of t). s is read whole before t is
//    written, so an s that views t's bytes reads what it held before. A
//    window past t's extent or another dtype traps; an atomic accumulate
//    (atomic=pl.AtomicType.Add) is not modelled (trap).
#include "oracle/interp/op_family.h"
#include "oracle/interp/scalar_ops.h"

namespace pipecheck::interp {

ir::Result<int64_t> elementOf(const TensorObject &t, const OpArgs &args, std::size_t i,
                              const std::string &op) {
  std::vector<int64_t> idx = PC_TRY(intListArg(args, i, op));
  std::vector<int64_t> one(idx.size(), 1);
  PC_TRY(checkWindow(op + " index", idx, one, t.shape, "tensor '" + t.name + "'"));
  return t.elementOffset(idx);
}

namespace {

using ir::DataType;

ir::Result<Value> opTensorRead(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  TensorObject *t = PC_TRY(ctx.machine().live(ref, call.op));
  PC_TRY(checkElementType(t->dtype, call.op));
  int64_t flat = PC_TRY(elementOf(*t, args, 1, call.op));
  return Value(ScalarValue::load(t->at(flat), t->dtype));
}

ir::Result<Value> opTensorWrite(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  TensorObject *t = PC_TRY(ctx.machine().live(ref, call.op));
  PC_TRY(checkElementType(t->dtype, call.op));
  int64_t flat = PC_TRY(elementOf(*t, args, 1, call.op));
  ScalarValue v = PC_TRY(castScalar(PC_TRY(scalarArg(args, 2, call.op)), t->dtype));
  v.store(t->mutableData() + flat * t->elementBytesOf());
  if (ctx.resultBound())
    return Value(ctx.machine().supersede(ref));
  return Value(ref);
}

ir::Result<Value> opTensorDim(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  // A shape never changes, so a superseded version's extent is still its
  // extent: unlike a read, tensor.dim of a stale version is inside the
  // contract (Orchestration callers read a param's dim after a kernel wrote it).
  const TensorObject *t = &ctx.machine().object(ref);
  int64_t axis = PC_TRY(intArg(args, 1, call.op));
  int64_t rank = static_cast<int64_t>(t->shape.size());
  if (axis < -rank || axis >= rank)
    return trap(call.op + ": axis " + std::to_string(axis) + " of a rank-" +
                std::to_string(rank) + " tensor");
  return Value(ScalarValue::ofInt(t->shape[static_cast<std::size_t>(axis < 0 ? axis + rank : axis)],
                                  DataType::INDEX));
}

ir::Result<Value> opTensorCreate(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 0, call.op));
  std::optional<DataType> dtype = kwDtype(call, "dtype");
  if (!dtype)
    if (const ir::TensorType *declared = ir::asTensor(ctx.resultType()))
      dtype = declared->dtype;
  if (!dtype)
    return trap("type error: " + call.op + " needs a dtype");
  PC_TRY(checkElementType(*dtype, call.op));
  for (int64_t d : shape)
    if (d < 0)
      return trap(call.op + ": negative extent in " + dimsText(shape));
  TensorRef ref = ctx.machine().createTensor(call.op, *dtype, shape);
  if (const ir::AttrValue *init = ir::findAttr(call.kwargs, "init_value")) {
    std::optional<ScalarValue> v;
    if (const int64_t *i = std::get_if<int64_t>(init))
      v = ScalarValue::ofInt(*i, DataType::INDEX);
    else if (const double *f = std::get_if<double>(init))
      v = ScalarValue::ofFloat(*f, DataType::FP32);
    if (!v)
      return trap("not modelled: " + call.op + " init_value of this kind");
    ScalarValue c = PC_TRY(castScalar(*v, *dtype));
    TensorObject &t = ctx.machine().object(ref);
    std::byte *p = t.mutableData();
    int w = t.elementBytesOf();
    for (int64_t k = 0; k < t.numElements(); ++k)
      c.store(p + k * w);
  }
  return Value(ref);
}

ir::Result<Value> opTensorAssemble(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  if (const ir::AttrValue *atomic = ir::findAttr(call.kwargs, "atomic"))
    if (const int64_t *kind = std::get_if<int64_t>(atomic); !kind || *kind != 0)
      return trap("not modelled: " + call.op + " with an atomic accumulate");
  TensorRef dstRef = PC_TRY(tensorArg(args, 0, call.op));
  TensorRef srcRef = PC_TRY(tensorArg(args, 1, call.op));
  std::vector<int64_t> offset = PC_TRY(intListArg(args, 2, call.op));
  const TensorObject *src = PC_TRY(ctx.machine().live(srcRef, call.op));
  if (src->shape.size() != offset.size())
    return trap("type error: " + call.op + " of a rank-" + std::to_string(src->shape.size()) +
                " tensor at " + dimsText(offset));
  const DataType dtype = src->dtype;
  const std::vector<int64_t> extent = src->shape;
  const int w = src->elementBytesOf();
  const std::vector<int64_t> zero(extent.size(), 0);
  std::vector<std::byte> bytes(static_cast<std::size_t>(src->numElements() * w));
  copyTensorWindow(*src, zero, extent, bytes.data(), extent, zero);
  TensorObject *dst = PC_TRY(ctx.machine().live(dstRef, call.op));
  if (dst->dtype != dtype)
    return trap("type error: " + call.op + " of a " + std::string(ir::name(dtype)) +
                " tensor into a " + std::string(ir::name(dst->dtype)) + " tensor");
  PC_TRY(checkWindow(call.op + " window", offset, extent, dst->shape,
                     "tensor '" + dst->name + "'"));
  std::byte *out = dst->mutableData();
  const std::byte *in = bytes.data(); // row-major, in forEachIndex's order
  forEachIndex(extent, [&](const std::vector<int64_t> &idx) {
    std::copy_n(in, w, out + windowElement(*dst, offset, idx) * w);
    in += w;
  });
  if (ctx.resultBound())
    return Value(ctx.machine().supersede(dstRef));
  return Value(dstRef);
}

// tensor.reshape: a row-major view of args[0]'s bytes with the shape
// args[1] (the element count must not change).
ir::Result<Value> rowMajorView(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  TensorObject *t = PC_TRY(ctx.machine().live(ref, call.op));
  if (!t->strides.empty())
    return trap("not modelled: " + call.op + " of the strided view '" + t->name + "'");
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 1, call.op));
  for (int64_t d : shape)
    if (d < 0)
      return trap(call.op + ": negative extent in " + dimsText(shape));
  if (elementCount(shape) != t->numElements())
    return trap("type error: " + call.op + " of tensor '" + t->name + "' " + dimsText(t->shape) +
                " to " + dimsText(shape) + " changes the element count");
  std::string name = t->name;
  return Value(ctx.machine().createView(ref, std::move(name), std::move(shape)));
}

// True when a tensor of this static type and runtime shape is laid out
// plainly: ND, wholly valid, strides absent or row-major.
ir::Result<bool> plainRowMajor(OpContext &ctx, const ir::TensorType &t,
                               const std::vector<int64_t> &shape) {
  if (!t.view)
    return true;
  const ir::TensorView &v = *t.view;
  if (v.layout != ir::TensorLayout::ND || v.pad != ir::PadValue::null)
    return false;
  if (!v.validShape.empty() && PC_TRY(ctx.evalDims(v.validShape)) != shape)
    return false;
  if (v.stride.empty())
    return true;
  return PC_TRY(ctx.evalDims(v.stride)) == stridesOf(shape);
}

// A DN view of a plain row-major tensor: `tensor.view(x, [R, C],
// layout=pl.TensorLayout.DN)` reads x's bytes column-major, element [i, j]
// at storage index i + j * R, which is the type the kit gives it
// (`pl.TensorView(stride=[1, R], layout=pl.TensorLayout.DN)`, golden
// cases/tensor_view_dn). Rank 2 only, and within the source's elements.
ir::Result<Value> columnMajorView(OpContext &ctx, const ir::Call &call, const OpArgs &args,
                                  TensorRef ref, const TensorObject &t) {
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 1, call.op));
  if (shape.size() != 2 || shape[0] < 0 || shape[1] < 0)
    return trap("not modelled: " + call.op + " with layout DN to " + dimsText(shape) +
                " (a rank-2 view only)");
  if (shape[0] * shape[1] > t.numElements())
    return trap("type error: " + call.op + " of tensor '" + t.name + "' " + dimsText(t.shape) +
                " to " + dimsText(shape) + " reads past its elements");
  std::vector<int64_t> strides{1, shape[0]};
  // The declared result type states the strides when it has them; a view
  // whose stated strides are other than column-major is not this one.
  if (const ir::TensorType *rt = ir::asTensor(ctx.resultType()); rt && rt->view &&
                                                                  !rt->view->stride.empty())
    if (PC_TRY(ctx.evalDims(rt->view->stride)) != strides)
      return trap("not modelled: " + call.op + " with layout DN and strides other than [1, " +
                  std::to_string(shape[0]) + "]");
  std::string name = t.name;
  return Value(ctx.machine().createView(ref, std::move(name), std::move(shape), std::move(strides)));
}

ir::Result<Value> opTensorView(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  TensorObject *t = PC_TRY(ctx.machine().live(ref, call.op));
  const ir::TensorType *declared = call.args.empty() ? nullptr : ir::asTensor(call.args[0]->type);
  const ir::AttrValue *layout = ir::findAttr(call.kwargs, "layout");
  const ir::TensorLayout *kind = layout ? std::get_if<ir::TensorLayout>(layout) : nullptr;
  bool plainSource = args.size() == 2 && declared && t->strides.empty() &&
                     PC_TRY(plainRowMajor(ctx, *declared, t->shape));
  if (plainSource && (!layout || (kind && *kind == ir::TensorLayout::ND)))
    return rowMajorView(ctx, call, args);
  if (plainSource && kind && *kind == ir::TensorLayout::DN)
    return columnMajorView(ctx, call, args, ref, *t);
  return trap("not modelled: " + call.op + " of tensor '" + t->name +
              "' other than a shape-only or DN view of a row-major ND tensor (valid_shape, "
              "another layout, or a DN, strided or partly valid source)");
}

ir::Result<Value> opTensorSlice(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  TensorObject *t = PC_TRY(ctx.machine().live(ref, call.op));
  if (args.size() != 3 || !call.kwargs.empty())
    return trap("not modelled: " + call.op + " with a valid_shape, drop_dims, pad_value or clamp");
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 1, call.op));
  std::vector<int64_t> offset = PC_TRY(intListArg(args, 2, call.op));
  if (shape.size() != t->shape.size() || offset.size() != t->shape.size())
    return trap("type error: " + call.op + " of a rank-" + std::to_string(t->shape.size()) +
                " tensor with shape " + dimsText(shape) + " at " + dimsText(offset));
  for (int64_t d : shape)
    if (d < 0)
      return trap(call.op + ": negative extent in " + dimsText(shape));
  PC_TRY(checkWindow(call.op + " window", offset, shape, t->shape, "tensor '" + t->name + "'"));
  std::vector<int64_t> strides = t->strides.empty() ? stridesOf(t->shape) : t->strides;
  int64_t origin = t->elementOffset(offset);
  std::string name = t->name;
  return Value(ctx.machine().createView(ref, std::move(name), std::move(shape), std::move(strides),
                                        origin));
}

bool isTensorOp(const ir::OpInfo &op) { return op.name.rfind("tensor.", 0) == 0; }

} // namespace

OpSemantics tensorSemantics(const ir::OpInfo &op) {
  if (!isTensorOp(op))
    return nullptr;
  using F = ir::OpFamily;
  switch (op.family) {
  case F::Read: return opTensorRead;
  case F::Write: return opTensorWrite;
  case F::Dim: return opTensorDim;
  case F::Create: return opTensorCreate;
  case F::Reshape: return rowMajorView;
  case F::Slice: return opTensorSlice;
  case F::Assemble: return opTensorAssemble;
  // tensor.reinterpret_view (a View with its own type rule) changes the
  // dtype and runs uninterpreted.
  case F::View: return op.typeRule.empty() ? opTensorView : nullptr;
  default: return nullptr;
  }
}

} // namespace pipecheck::interp

// Data-layout families: slice, assemble, concat, reshape, transpose,
// transpose_view, fillpad (also _inplace and _expand), set_validshape, ci.
//
// Rules:
//  * Results are logical: element (i, j) of a transpose_view is element
//    (j, i) of its input, a reshape keeps the row-major element order, a
//    slice is the window at its offset. The buffer-aware store places result
//    bytes densely at the result's MemRef (buffer_store.h), which is exact
//    for views that keep the row-major order of their input's bytes
//    (reshape, set_validshape, slices of whole rows) and an approximation
//    for a transpose_view or column slice that shares its input's buffer.
//  * slice, assemble and reshape results take the valid shape their type
//    gives (typedValid: the rules of core/ir/tile_type_rules.cpp derive it
//    from the source's, as PyPTO's do), evaluated at run time.
//  * slice: the window must lie inside the input's shape (else a trap);
//    its valid shape is its type's, else the valid_shape argument, else the
//    whole window. drop_dims slices are not interpreted (uninterpreted
//    function).
//  * assemble(target, source, offset): target with source's valid region
//    written at offset (in bounds, else a trap); its valid shape grows as its
//    type says.
//  * concat(a, b): columns of a then of b (same rows), all valid.
//  * reshape: the element count must match; a partly valid input needs a
//    type naming the result's valid shape (its real data a prefix the new
//    shape boxes), else it traps.
//  * transpose(t, a1, a2): axes a1 and a2 swapped, every element moved,
//    the result fully valid; transpose_view: the 2-D swap keeping the
//    (swapped) valid shape.
//  * fillpad: elements outside the valid region become the pad value (zero;
//    max = +inf / the integer type's max; min = -inf / its min) and the
//    whole tile becomes valid; fillpad_inplace writes the input tile;
//    fillpad_expand copies the valid region into the larger shape first.
//  * set_validshape(t, rows, cols): the same elements, valid [rows, cols]
//    (at most the shape, else a trap).
//  * ci(start, shape): row 0 holds start + k (descending: start - k) for
//    every column k; other rows stay zero (pto.tci fills one row).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "oracle/interp/op_family.h"
#include "oracle/interp/scalar_ops.h"

namespace pipecheck::interp {
namespace {

using ir::DataType;
using ir::MemorySpace;

void copyWindow(const TileObject &src, const std::vector<int64_t> &srcOff, Bytes &dst,
                const std::vector<int64_t> &dstShape, const std::vector<int64_t> &dstOff,
                const std::vector<int64_t> &extent) {
  int w = elementBytes(src.meta.dtype);
  forEachRun(extent, src.meta.shape, srcOff, dstShape, dstOff, [&](int64_t s, int64_t d, int64_t n) {
    std::memcpy(dst.data() + d * w, src.at(s), static_cast<std::size_t>(n * w));
  });
}

// The valid shape the result's type names (the bound var's annotation, else
// the call's own type), evaluated; nullopt where the type names none (the
// whole tile) or is no tile type of that rank.
ir::Result<std::optional<std::vector<int64_t>>> typedValid(OpContext &ctx, const ir::Call &call,
                                                           std::size_t rank) {
  const ir::TileType *t = ir::asTile(ctx.resultType());
  if (!t)
    t = ir::asTile(call.type);
  if (!t || !t->view || t->view->validShape.size() != rank || t->shape.size() != rank)
    return std::optional<std::vector<int64_t>>{};
  return std::optional<std::vector<int64_t>>(PC_TRY(ctx.evalDims(t->view->validShape)));
}

ir::Result<Value> opSlice(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  const char *op = "tile.slice";
  if (a.size() > 4)
    return uninterpretedOp(ctx, call, a);
  TileRef t = PC_TRY(tileArg(a, 0, op));
  std::vector<int64_t> shape = PC_TRY(intListArg(a, 1, op));
  std::vector<int64_t> offset = PC_TRY(intListArg(a, 2, op));
  std::vector<int64_t> valid = a.size() > 3 ? PC_TRY(intListArg(a, 3, op)) : shape;
  if (auto typed = PC_TRY(typedValid(ctx, call, shape.size())))
    valid = *typed;
  PC_TRY(checkWindow("tile.slice window", offset, shape, t->meta.shape, "the tile"));
  std::vector<int64_t> zero(shape.size(), 0);
  PC_TRY(checkWindow("tile.slice valid_shape", zero, valid, shape, "the slice"));
  TileMeta meta{t->meta.dtype, shape, valid, resultSpace(ctx, call, t->meta.space)};
  Bytes scratch = scratchFor(meta);
  copyWindow(*t, offset, scratch, shape, zero, shape);
  return emitScratch(ctx, meta, scratch);
}

ir::Result<Value> opAssemble(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  const char *op = "tile.assemble";
  TileRef target = PC_TRY(tileArg(a, 0, op));
  TileRef source = PC_TRY(tileArg(a, 1, op));
  std::vector<int64_t> offset = PC_TRY(intListArg(a, 2, op));
  if (source->meta.dtype != target->meta.dtype)
    return trap("type error: tile.assemble of a " + std::string(ir::name(source->meta.dtype)) +
                " tile into a " + std::string(ir::name(target->meta.dtype)) + " tile");
  std::vector<int64_t> valid = validOf(*source);
  PC_TRY(checkWindow("tile.assemble window", offset, valid, target->meta.shape, "the target tile"));
  TileMeta meta = target->meta;
  meta.space = resultSpace(ctx, call, target->meta.space);
  if (auto typed = PC_TRY(typedValid(ctx, call, meta.shape.size())))
    meta.valid = *typed;
  else if (ir::asTile(call.type))
    meta.valid = meta.shape; // a type naming no valid shape: the write made it whole
  Bytes scratch(target->bytes.get(), target->bytes.get() + meta.byteSize());
  std::vector<int64_t> zero(valid.size(), 0);
  copyWindow(*source, zero, scratch, meta.shape, offset, valid);
  return emitScratch(ctx, meta, scratch);
}

ir::Result<Value> opConcat(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef l = PC_TRY(tileArg(a, 0, call.op));
  TileRef r = PC_TRY(tileArg(a, 1, call.op));
  const auto &ls = l->meta.shape, &rs = r->meta.shape;
  if (ls.size() != 2 || rs.size() != 2 || ls[0] != rs[0] || l->meta.dtype != r->meta.dtype)
    return trap("type error: tile.concat of " + dimsText(ls) + " and " + dimsText(rs));
  std::vector<int64_t> shape = {ls[0], ls[1] + rs[1]};
  TileMeta meta{l->meta.dtype, shape, shape, MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  copyWindow(*l, {0, 0}, scratch, shape, {0, 0}, ls);
  copyWindow(*r, {0, 0}, scratch, shape, {0, ls[1]}, rs);
  return emitScratch(ctx, meta, scratch);
}

ir::Result<Value> opReshape(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  std::vector<int64_t> shape = PC_TRY(intListArg(a, 1, call.op));
  if (elementCount(shape) != t->meta.numElements())
    return trap("type error: tile.reshape of " + dimsText(t->meta.shape) + " to " +
                dimsText(shape));
  std::vector<int64_t> valid = shape;
  if (auto typed = PC_TRY(typedValid(ctx, call, shape.size())))
    valid = *typed;
  else if (validOf(*t) != t->meta.shape)
    return trap("tile.reshape of a tile whose valid shape " + dimsText(t->meta.valid) +
                " is not its shape " + dimsText(t->meta.shape));
  if (elementCount(valid) > elementCount(validOf(*t)))
    return trap("tile.reshape to valid " + dimsText(valid) + " of a tile valid only " +
                dimsText(validOf(*t)));
  TileMeta meta{t->meta.dtype, shape, valid, resultSpace(ctx, call, t->meta.space)};
  Bytes scratch(t->bytes.get(), t->bytes.get() + meta.byteSize());
  return emitScratch(ctx, meta, scratch);
}

// Swaps axes x and y of t; keepValid: the result's valid shape is t's with
// the two axes swapped (transpose_view), else the whole result.
ir::Result<Value> transposed(OpContext &ctx, const ir::Call &call, const TileObject &t, int64_t x,
                             int64_t y, bool keepValid) {
  auto rank = static_cast<int64_t>(t.meta.shape.size());
  if (x < 0 || y < 0 || x >= rank || y >= rank)
    return trap("type error: " + call.op + " axes " + std::to_string(x) + ", " +
                std::to_string(y) + " of a rank-" + std::to_string(rank) + " tile");
  auto ux = static_cast<std::size_t>(x), uy = static_cast<std::size_t>(y);
  std::vector<int64_t> shape = t.meta.shape;
  std::swap(shape[ux], shape[uy]);
  std::vector<int64_t> valid = shape;
  if (keepValid) {
    valid = validOf(t);
    std::swap(valid[ux], valid[uy]);
  }
  TileMeta meta{t.meta.dtype, shape, valid, resultSpace(ctx, call, t.meta.space)};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(meta.dtype);
  std::vector<int64_t> istr = stridesOf(t.meta.shape), ostr = stridesOf(shape);
  for (int64_t f = 0; f < t.meta.numElements(); ++f) {
    int64_t o = 0;
    for (std::size_t k = 0; k < shape.size(); ++k) {
      int64_t i = (f / istr[k]) % t.meta.shape[k];
      std::size_t ok = k == ux ? uy : k == uy ? ux : k;
      o += i * ostr[ok];
    }
    std::memcpy(scratch.data() + o * w, t.at(f), static_cast<std::size_t>(w));
  }
  return emitScratch(ctx, meta, scratch);
}

ir::Result<Value> opTranspose(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  int64_t x = PC_TRY(intArg(a, 1, call.op));
  int64_t y = PC_TRY(intArg(a, 2, call.op));
  return transposed(ctx, call, *t, x, y, false);
}

ir::Result<Value> opTransposeView(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  if (t->meta.shape.size() != 2)
    return trap("type error: tile.transpose_view of a " + dimsText(t->meta.shape) + " tile");
  return transposed(ctx, call, *t, 0, 1, true);
}

// Writes the pad value into every element of (bytes, meta) outside valid.
ir::Result<ir::Unit> padOutside(std::byte *bytes, const TileMeta &meta,
                                const std::vector<int64_t> &valid, const ir::Call &call) {
  auto pad = [&]() -> ir::PadValue {
    if (const ir::AttrValue *v = ir::findAttr(call.kwargs, "pad_value"))
      if (const ir::PadValue *p = std::get_if<ir::PadValue>(v))
        return *p;
    return ir::PadValue::zero;
  }();
  if (pad == ir::PadValue::null)
    return trap(call.op + ": pad_value null has no value to fill");
  DataType d = meta.dtype;
  int w = elementBytes(d);
  std::vector<int64_t> str = stridesOf(meta.shape);
  for (int64_t f = 0; f < meta.numElements(); ++f) {
    bool inside = true;
    for (std::size_t k = 0; k < meta.shape.size() && inside; ++k)
      inside = (f / str[k]) % meta.shape[k] < valid[k];
    if (inside)
      continue;
    std::byte *p = bytes + f * w;
    if (ir::isFloat(d)) {
      double inf = std::numeric_limits<double>::infinity();
      storeFloat(p, d, pad == ir::PadValue::zero ? 0.0 : pad == ir::PadValue::max ? inf : -inf);
    } else {
      int64_t big = saturateToIntType(INT64_MAX, d), small = saturateToIntType(INT64_MIN, d);
      if (d == DataType::UINT64)
        small = 0;
      storeInt(p, d, pad == ir::PadValue::zero ? 0 : pad == ir::PadValue::max ? big : small);
    }
  }
  return ir::Unit{};
}

ir::Result<Value> opFillpad(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  PC_TRY(checkElementType(t->meta.dtype, call.op));
  std::vector<int64_t> valid = validOf(*t);
  const ir::OpInfo *info = ir::lookupOp(call);
  if (info && info->inPlaceArg == 0) { // fillpad_inplace: the input tile itself
    PC_TRY(padOutside(t->bytes.get(), t->meta, valid, call));
    t->meta.valid = t->meta.shape;
    return Value(t);
  }
  std::vector<int64_t> shape = a.size() > 1 ? PC_TRY(intListArg(a, 1, call.op)) : t->meta.shape;
  std::vector<int64_t> zero(shape.size(), 0);
  PC_TRY(checkWindow(call.op + " valid region", zero, valid, shape, "the result"));
  TileMeta meta{t->meta.dtype, shape, shape, MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  copyWindow(*t, zero, scratch, shape, zero, valid);
  PC_TRY(padOutside(scratch.data(), meta, valid, call));
  return emitScratch(ctx, meta, scratch);
}

ir::Result<Value> opSetValidShape(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  int64_t rows = PC_TRY(intArg(a, 1, call.op));
  int64_t cols = PC_TRY(intArg(a, 2, call.op));
  if (t->meta.shape.size() != 2)
    return trap("type error: tile.set_validshape of a " + dimsText(t->meta.shape) + " tile");
  std::vector<int64_t> valid = {rows, cols};
  PC_TRY(checkWindow("tile.set_validshape", {0, 0}, valid, t->meta.shape, "the tile"));
  TileMeta meta = t->meta;
  meta.valid = valid;
  meta.space = resultSpace(ctx, call, t->meta.space);
  Bytes scratch(t->bytes.get(), t->bytes.get() + meta.byteSize());
  return emitScratch(ctx, meta, scratch);
}

ir::Result<Value> opCi(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  ScalarValue start = PC_TRY(scalarArg(a, 0, call.op));
  std::vector<int64_t> shape = PC_TRY(intListArg(a, 1, call.op));
  DataType d = kwDtype(call, "dtype").value_or(DataType::INT32);
  PC_TRY(checkElementType(d, call.op));
  if (ir::isFloat(d) || shape.empty())
    return trap("type error: tile.ci of " + std::string(ir::name(d)) + " " + dimsText(shape));
  bool desc = kwFlag(call, "descending");
  TileMeta meta{d, shape, shape, MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  int64_t s = start.isFloat() ? static_cast<int64_t>(start.f) : start.i;
  for (int64_t k = 0; k < std::min(shape.back(), meta.numElements()); ++k)
    storeInt(scratch.data() + k * w, d, wrapToIntType(desc ? s - k : s + k, d));
  return emitScratch(ctx, meta, scratch);
}

} // namespace

OpSemantics layoutSemantics(const ir::OpInfo &op) {
  using F = ir::OpFamily;
  if (op.name.rfind("tile.", 0) != 0)
    return nullptr;
  switch (op.family) {
  case F::Slice: return opSlice;
  case F::Assemble: return opAssemble;
  case F::Concat: return opConcat;
  case F::Reshape: return opReshape;
  case F::Transpose: return opTranspose;
  case F::TransposeView: return opTransposeView;
  case F::Fillpad:
  case F::FillpadExpand: return opFillpad;
  case F::SetValidShape: return opSetValidShape;
  case F::Ci: return opCi;
  default: return nullptr;
  }
}

} // namespace pipecheck::interp

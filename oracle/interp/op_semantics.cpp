// What the table's ops compute: the original memory, arithmetic, cube,
// creation and cross-core ops here (by name), the other families in
// ops_elementwise.cpp, ops_reduce.cpp, ops_layout.cpp, ops_system.cpp,
// ops_tensor.cpp and ops_array.cpp (by the table's family), and every
// remaining op as the deterministic uninterpreted function of
// ops_uninterpreted.cpp (see op_semantics.h).
//
// Shared rules:
//  * Results are computed into scratch bytes and then emitted (a result may
//    alias an input under a buffer-aware store; see machine.h).
//  * Windows are checked against the accessed object's physical shape; an
//    access outside it traps with the offsets, extent and shape.
//  * Tiles carry a runtime valid shape. tile.load reads (and tile.store
//    writes) only the valid region; elsewhere a fresh tile holds zeros.
//    TODO(buffer-aware): padding outside the valid region is zero here but
//    whatever the buffer held before under a buffer store; reads of padding
//    (tile.read inside shape but outside valid) would then differ.
//  * Tile float arithmetic is IEEE in float (FP32 exact; BF16/FP16 computed
//    in float and rounded once), so x / 0.0 is inf, not a trap. Tile integer
//    arithmetic wraps to the element width; integer division by zero traps.
//  * tile.matmul accumulates over k in increasing order starting from 0
//    (float: c = c + a*b, never fused); tile.matmul_acc starts from the
//    accumulator's element (or from 0 when its init_cond argument is true).
//  * tile.store's result is a new tensor version when bound by an
//    AssignStmt; an EvalStmt store writes in place (machine.h).
//  * tile.write mutates its tile argument in place and returns it.
//  * tpush copies the tile into the channel; tpop takes the oldest tile, or
//    synthesises one from the seed when the channel is empty (machine.h).
#include "oracle/interp/op_semantics.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/ir/builder.h"
#include "oracle/interp/element.h"
#include "oracle/interp/fault.h"
#include "oracle/interp/op_family.h"
#include "oracle/interp/op_support.h"
#include "oracle/interp/random.h"
#include "oracle/interp/scalar_ops.h"

namespace pipecheck::interp {
namespace {

using Args = std::vector<Value>;
using ir::DataType;
using ir::MemorySpace;

MemorySpace spaceFor(OpContext &ctx, const ir::Call &call, MemorySpace fallback) {
  return resultSpace(ctx, call, fallback);
}

ir::Result<ir::Unit> checkElement(DataType d, std::string_view op) {
  return checkElementType(d, op);
}

ir::Result<Value> emit(OpContext &ctx, const TileMeta &meta, const Bytes &scratch) {
  return emitScratch(ctx, meta, scratch);
}

// ---- memory ops ---------------------------------------------------------

ir::Result<Value> opLoad(OpContext &ctx, const ir::Call &call, const Args &args) {
  const char *op = "tile.load";
  TensorRef ref = PC_TRY(tensorArg(args, 0, op));
  std::vector<int64_t> offsets = PC_TRY(intListArg(args, 1, op));
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 2, op));
  std::vector<int64_t> valid = args.size() > 3 ? PC_TRY(intListArg(args, 3, op)) : shape;
  TensorObject *t = PC_TRY(ctx.machine().live(ref, "tile.load"));
  PC_TRY(checkElement(t->dtype, op));
  if (valid.size() != shape.size())
    return trap("type error: tile.load valid_shape " + dimsText(valid) + " and shape " +
                dimsText(shape) + " differ in rank");
  for (std::size_t d = 0; d < shape.size(); ++d) {
    if (valid[d] < 0 || valid[d] > shape[d])
      return trap("tile.load valid_shape " + dimsText(valid) + " exceeds shape " + dimsText(shape));
    if (kwFlag(call, "clamp") && d < t->shape.size() && d < offsets.size())
      valid[d] = std::max<int64_t>(0, std::min(valid[d], t->shape[d] - offsets[d]));
  }
  PC_TRY(checkWindow("tile.load window", offsets, valid, t->shape, "tensor '" + t->name + "'"));
  TileMeta meta{t->dtype, shape, valid, spaceFor(ctx, call, MemorySpace::Vec)};
  Bytes scratch = scratchFor(meta);
  copyTensorWindow(*t, offsets, valid, scratch.data(), shape, std::vector<int64_t>(shape.size(), 0));
  return emit(ctx, meta, scratch);
}

ir::Result<Value> opStore(OpContext &ctx, const ir::Call &call, const Args &args) {
  return storeTileWindow(ctx, call, "tile.store", args);
}

ir::Result<std::vector<int64_t>> tileIndex(const TileObject &t, const Args &args, const char *op) {
  std::vector<int64_t> idx = PC_TRY(intListArg(args, 1, op));
  std::vector<int64_t> one(idx.size(), 1);
  PC_TRY(checkWindow(std::string(op) + " index", idx, one, t.meta.shape, "the tile"));
  return idx;
}

} // namespace

ir::Result<Value> storeTileWindow(OpContext &ctx, const ir::Call &call, const char *op,
                                  const OpArgs &args) {
  TileRef tile = PC_TRY(tileArg(args, 0, op));
  std::vector<int64_t> offsets = PC_TRY(intListArg(args, 1, op));
  TensorRef ref = PC_TRY(tensorArg(args, 2, op));
  std::vector<int64_t> extent =
      args.size() > 3 ? PC_TRY(intListArg(args, 3, op)) : tile->meta.valid;
  TensorObject *t = PC_TRY(ctx.machine().live(ref, op));
  PC_TRY(checkElement(t->dtype, op));
  std::vector<int64_t> zero(extent.size(), 0);
  PC_TRY(checkWindow("tile.store source region", zero, extent, tile->meta.shape, "the tile"));
  PC_TRY(checkWindow("tile.store window", offsets, extent, t->shape, "tensor '" + t->name + "'"));
  bool atomicAdd = kwInt(call, "atomic").value_or(0) == 1;
  DataType sd = tile->meta.dtype, td = t->dtype;
  int tw = elementBytes(td);
  std::byte *dstBase = t->mutableData();
  // One element: cast to the tensor's dtype, or added to it (atomic add).
  auto put = [&](const std::byte *src, std::byte *dst) {
    if (ir::isFloat(td)) {
      double v = loadFloat(src, sd);
      if (atomicAdd)
        v = static_cast<float>(loadFloat(dst, td)) + static_cast<float>(v);
      storeFloat(dst, td, v);
    } else {
      int64_t v = ir::isFloat(sd) ? static_cast<int64_t>(loadFloat(src, sd)) : loadInt(src, sd);
      if (atomicAdd)
        v = static_cast<int64_t>(static_cast<uint64_t>(v) + static_cast<uint64_t>(loadInt(dst, td)));
      storeInt(dst, td, v);
    }
  };
  if (!t->strides.empty()) { // a strided (DN) view: element by element
    forEachIndex(extent, [&](const std::vector<int64_t> &idx) {
      put(tile->at(flatIndex(tile->meta.shape, idx)),
          dstBase + windowElement(*t, offsets, idx) * tw);
    });
  } else {
    forEachRun(extent, tile->meta.shape, zero, t->shape, offsets,
               [&](int64_t s, int64_t d, int64_t n) {
                 if (sd == td && !atomicAdd) {
                   std::memcpy(dstBase + d * tw, tile->at(s), static_cast<std::size_t>(n * tw));
                   return;
                 }
                 for (int64_t k = 0; k < n; ++k)
                   put(tile->at(s + k), dstBase + (d + k) * tw);
               });
  }
  if (ctx.resultBound())
    return Value(ctx.machine().supersede(ref));
  return Value(ref);
}

namespace {

ir::Result<Value> opRead(OpContext &, const ir::Call &, const Args &args) {
  const char *op = "tile.read";
  TileRef tile = PC_TRY(tileArg(args, 0, op));
  std::vector<int64_t> idx = PC_TRY(tileIndex(*tile, args, op));
  return Value(ScalarValue::load(tile->at(flatIndex(tile->meta.shape, idx)), tile->meta.dtype));
}

ir::Result<Value> opWrite(OpContext &, const ir::Call &, const Args &args) {
  const char *op = "tile.write";
  TileRef tile = PC_TRY(tileArg(args, 0, op));
  std::vector<int64_t> idx = PC_TRY(tileIndex(*tile, args, op));
  ScalarValue v = PC_TRY(scalarArg(args, 2, op));
  DataType d = tile->meta.dtype;
  PC_TRY(castScalar(v, d)).store(tile->at(flatIndex(tile->meta.shape, idx)));
  return Value(tile);
}

// tile.gather_row(dst, src, dst_offset, src_offset, shapes): the `shapes`
// window of tensor src at src_offset written into dst at dst_offset, in
// place (the DMA of one paged row window, GM -> on-chip; the result aliases
// dst). Through src's strides (copyTensorWindow), so a window of a strided
// view reads what its parent holds there. transpose=True (a row placed as a
// column) and a valid_shape narrower than the window are not modelled (trap).
ir::Result<Value> opGatherRow(OpContext &ctx, const ir::Call &call, const Args &args) {
  const char *op = "tile.gather_row";
  TileRef dst = PC_TRY(tileArg(args, 0, op));
  TensorRef ref = PC_TRY(tensorArg(args, 1, op));
  std::vector<int64_t> at = PC_TRY(intListArg(args, 2, op));
  std::vector<int64_t> from = PC_TRY(intListArg(args, 3, op));
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 4, op));
  if (kwFlag(call, "transpose") || ir::findAttr(call.kwargs, "valid_shape"))
    return trap(std::string("not modelled: ") + op + " with transpose=True or a valid_shape");
  TensorObject *t = PC_TRY(ctx.machine().live(ref, op));
  if (t->dtype != dst->meta.dtype)
    return trap(std::string("type error: ") + op + " of a " + std::string(ir::name(t->dtype)) +
                " tensor into a " + std::string(ir::name(dst->meta.dtype)) + " tile");
  PC_TRY(checkWindow(std::string(op) + " source window", from, shape, t->shape,
                     "tensor '" + t->name + "'"));
  PC_TRY(checkWindow(std::string(op) + " destination window", at, shape, dst->meta.shape,
                     "the destination tile"));
  copyTensorWindow(*t, from, shape, dst->at(0), dst->meta.shape, at);
  return Value(dst);
}

ir::Result<Value> opMove(OpContext &ctx, const ir::Call &call, const Args &args) {
  TileRef src = PC_TRY(tileArg(args, 0, "tile.move"));
  TileMeta meta = src->meta;
  meta.space = spaceFor(ctx, call, meta.space);
  Bytes scratch(src->bytes.get(), src->bytes.get() + meta.byteSize());
  return emit(ctx, meta, scratch);
}

ir::Result<Value> opExtract(OpContext &ctx, const ir::Call &call, const Args &args) {
  const char *op = "tile.extract";
  TileRef src = PC_TRY(tileArg(args, 0, op));
  int64_t row = PC_TRY(intArg(args, 1, op));
  int64_t col = PC_TRY(intArg(args, 2, op));
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 3, op));
  std::vector<int64_t> offsets = {row, col};
  PC_TRY(checkWindow("tile.extract window", offsets, shape, src->meta.shape, "the source tile"));
  TileMeta meta{src->meta.dtype, shape, shape, spaceFor(ctx, call, src->meta.space)};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(meta.dtype);
  forEachRun(shape, src->meta.shape, offsets, shape, {0, 0}, [&](int64_t s, int64_t d, int64_t n) {
    std::memcpy(scratch.data() + d * w, src->at(s), static_cast<std::size_t>(n * w));
  });
  return emit(ctx, meta, scratch);
}

// ---- elementwise --------------------------------------------------------

enum class Arith { Add, Sub, Mul, Div };

ir::Result<Value> elementwise(OpContext &ctx, const ir::Call &call, const TileObject &lhs,
                              const TileObject *rhs, const ScalarValue *scalar, Arith op,
                              const char *name) {
  DataType d =
      resultDtype(call, rhs ? ir::promoteScalar(lhs.meta.dtype, rhs->meta.dtype) : lhs.meta.dtype);
  PC_TRY(checkElement(d, name));
  const std::vector<int64_t> &shape = lhs.meta.shape;
  bool sameShape = true;
  if (rhs) {
    if (rhs->meta.shape.size() != shape.size())
      return trap(std::string("type error: ") + name + " operands have shapes " + dimsText(shape) +
                  " and " + dimsText(rhs->meta.shape));
    for (std::size_t k = 0; k < shape.size(); ++k) {
      if (rhs->meta.shape[k] != shape[k] && rhs->meta.shape[k] != 1)
        return trap(std::string("type error: ") + name + " cannot broadcast " +
                    dimsText(rhs->meta.shape) + " to " + dimsText(shape));
      sameShape &= rhs->meta.shape[k] == shape[k];
    }
  }
  TileMeta meta{d, shape, lhs.meta.valid, MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  int64_t n = meta.numElements();
  std::vector<int64_t> lstr = stridesOf(shape);
  std::vector<int64_t> rstr = rhs ? stridesOf(rhs->meta.shape) : std::vector<int64_t>{};
  auto rhsFlat = [&](int64_t f) {
    if (sameShape)
      return f;
    int64_t r = 0;
    for (std::size_t k = 0; k < shape.size(); ++k) {
      int64_t i = (f / lstr[k]) % shape[k];
      r += (rhs->meta.shape[k] == 1 ? 0 : i) * rstr[k];
    }
    return r;
  };
  ScalarValue sc;
  if (scalar)
    sc = PC_TRY(castScalar(*scalar, d));
  DivMode mode = ctx.divMode();
  for (int64_t f = 0; f < n; ++f) {
    std::byte *out = scratch.data() + f * w;
    const std::byte *a = lhs.at(f);
    if (ir::isFloat(d)) {
      float x = static_cast<float>(loadFloat(a, lhs.meta.dtype));
      float y = rhs ? static_cast<float>(loadFloat(rhs->at(rhsFlat(f)), rhs->meta.dtype))
                    : static_cast<float>(sc.f);
      float r = op == Arith::Add   ? x + y
                : op == Arith::Sub ? x - y
                : op == Arith::Mul ? x * y
                                   : x / y;
      storeFloat(out, d, r);
    } else {
      int64_t x = loadInt(a, lhs.meta.dtype);
      int64_t y = rhs ? loadInt(rhs->at(rhsFlat(f)), rhs->meta.dtype) : sc.i;
      uint64_t ux = static_cast<uint64_t>(x), uy = static_cast<uint64_t>(y);
      int64_t r;
      if (op == Arith::Add)
        r = static_cast<int64_t>(ux + uy);
      else if (op == Arith::Sub)
        r = static_cast<int64_t>(ux - uy);
      else if (op == Arith::Mul)
        r = static_cast<int64_t>(ux * uy);
      else if (y == 0)
        return trap(std::string(name) + ": integer division by zero at element " +
                    std::to_string(f));
      else
        r = intDiv(x, y, mode);
      storeInt(out, d, r);
    }
  }
  return emit(ctx, meta, scratch);
}

template <Arith A>
ir::Result<Value> opTileTile(OpContext &ctx, const ir::Call &call, const Args &args) {
  TileRef l = PC_TRY(tileArg(args, 0, call.op));
  TileRef r = PC_TRY(tileArg(args, 1, call.op));
  return elementwise(ctx, call, *l, r.get(), nullptr, A, call.op.c_str());
}

template <Arith A>
ir::Result<Value> opTileScalar(OpContext &ctx, const ir::Call &call, const Args &args) {
  TileRef l = PC_TRY(tileArg(args, 0, call.op));
  ScalarValue s = PC_TRY(scalarArg(args, 1, call.op));
  return elementwise(ctx, call, *l, nullptr, &s, A, call.op.c_str());
}

ir::Result<Value> opExp(OpContext &ctx, const ir::Call &, const Args &args) {
  TileRef t = PC_TRY(tileArg(args, 0, "tile.exp"));
  DataType d = t->meta.dtype;
  if (!ir::isFloat(d))
    return trap("type error: tile.exp of a " + std::string(ir::name(d)) + " tile");
  TileMeta meta{d, t->meta.shape, t->meta.valid, MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  for (int64_t f = 0; f < meta.numElements(); ++f)
    storeFloat(scratch.data() + f * w, d, std::exp(static_cast<float>(loadFloat(t->at(f), d))));
  return emit(ctx, meta, scratch);
}

// ---- cube ---------------------------------------------------------------

ir::Result<Value> matmulInto(OpContext &ctx, const ir::Call &call, const TileObject &a,
                             const TileObject &b, const TileObject *acc) {
  const char *name = call.op.c_str();
  if (a.meta.shape.size() != 2 || b.meta.shape.size() != 2)
    return trap(std::string("type error: ") + name + " operands must be 2-D, got " +
                dimsText(a.meta.shape) + " and " + dimsText(b.meta.shape));
  int64_t M = a.meta.shape[0], K = a.meta.shape[1], N = b.meta.shape[1];
  if (b.meta.shape[0] != K)
    return trap(std::string("type error: ") + name + " inner dimensions differ: " +
                dimsText(a.meta.shape) + " x " + dimsText(b.meta.shape));
  DataType d = acc ? acc->meta.dtype
                   : resultDtype(call, ir::isFloat(a.meta.dtype) ? DataType::FP32 : DataType::INT32);
  PC_TRY(checkElement(d, name));
  if (acc && (acc->meta.shape != std::vector<int64_t>{M, N}))
    return trap(std::string("type error: ") + name + " accumulator shape " +
                dimsText(acc->meta.shape) + " is not [" + std::to_string(M) + ", " +
                std::to_string(N) + "]");
  std::vector<int64_t> valid =
      acc ? acc->meta.valid : std::vector<int64_t>{a.meta.valid[0], b.meta.valid[1]};
  TileMeta meta{d, {M, N}, valid, MemorySpace::Acc};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  bool isF = ir::isFloat(d);
  // Decode the operands once (a tile op reads every element K or N times).
  std::vector<float> af, bf;
  std::vector<int64_t> ai, bi;
  if (isF) {
    af.resize(static_cast<std::size_t>(M * K));
    bf.resize(static_cast<std::size_t>(K * N));
    for (int64_t q = 0; q < M * K; ++q)
      af[static_cast<std::size_t>(q)] = static_cast<float>(loadFloat(a.at(q), a.meta.dtype));
    for (int64_t q = 0; q < K * N; ++q)
      bf[static_cast<std::size_t>(q)] = static_cast<float>(loadFloat(b.at(q), b.meta.dtype));
  } else {
    ai.resize(static_cast<std::size_t>(M * K));
    bi.resize(static_cast<std::size_t>(K * N));
    for (int64_t q = 0; q < M * K; ++q)
      ai[static_cast<std::size_t>(q)] = loadInt(a.at(q), a.meta.dtype);
    for (int64_t q = 0; q < K * N; ++q)
      bi[static_cast<std::size_t>(q)] = loadInt(b.at(q), b.meta.dtype);
  }
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < N; ++n) {
      std::byte *out = scratch.data() + (m * N + n) * w;
      if (isF) {
        float c = acc ? static_cast<float>(loadFloat(acc->at(m * N + n), d)) : 0.0f;
        const float *arow = af.data() + m * K;
        for (int64_t k = 0; k < K; ++k) {
          float p = arow[k] * bf[static_cast<std::size_t>(k * N + n)];
          c = c + p;
        }
        storeFloat(out, d, c);
      } else {
        uint64_t c = acc ? static_cast<uint64_t>(loadInt(acc->at(m * N + n), d)) : 0;
        for (int64_t k = 0; k < K; ++k)
          c += static_cast<uint64_t>(ai[static_cast<std::size_t>(m * K + k)]) *
               static_cast<uint64_t>(bi[static_cast<std::size_t>(k * N + n)]);
        storeInt(out, d, static_cast<int64_t>(c));
      }
    }
  return emit(ctx, meta, scratch);
}

ir::Result<Value> opMatmul(OpContext &ctx, const ir::Call &call, const Args &args) {
  TileRef a = PC_TRY(tileArg(args, 0, call.op));
  TileRef b = PC_TRY(tileArg(args, 1, call.op));
  return matmulInto(ctx, call, *a, *b, nullptr);
}

ir::Result<Value> opMatmulAcc(OpContext &ctx, const ir::Call &call, const Args &args) {
  TileRef acc = PC_TRY(tileArg(args, 0, call.op));
  TileRef a = PC_TRY(tileArg(args, 1, call.op));
  TileRef b = PC_TRY(tileArg(args, 2, call.op));
  bool init = false;
  if (args.size() > 3)
    init = truthy(PC_TRY(scalarArg(args, 3, call.op)));
  if (!init)
    return matmulInto(ctx, call, *a, *b, acc.get());
  // init_cond true: the accumulator's old contents are ignored.
  TileObject zero;
  zero.meta = acc->meta;
  Bytes zeros(static_cast<std::size_t>(acc->meta.byteSize()));
  zero.bytes = std::shared_ptr<std::byte>(zeros.data(), [](std::byte *) {});
  return matmulInto(ctx, call, *a, *b, &zero);
}

// ---- creation -----------------------------------------------------------

ir::Result<Value> opFull(OpContext &ctx, const ir::Call &call, const Args &args) {
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 0, "tile.full"));
  ScalarValue v = PC_TRY(scalarArg(args, 1, "tile.full"));
  DataType d = kwDtype(call, "dtype").value_or(resultDtype(call, DataType::FP32));
  PC_TRY(checkElement(d, "tile.full"));
  ScalarValue c = PC_TRY(castScalar(v, d));
  TileMeta meta{d, shape, shape, spaceFor(ctx, call, MemorySpace::Vec)};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  for (int64_t f = 0; f < meta.numElements(); ++f)
    c.store(scratch.data() + f * w);
  return emit(ctx, meta, scratch);
}

ir::Result<Value> opCreate(OpContext &ctx, const ir::Call &call, const Args &args) {
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 0, "tile.create"));
  DataType d = kwDtype(call, "dtype").value_or(resultDtype(call, DataType::FP32));
  PC_TRY(checkElement(d, "tile.create"));
  TileMeta meta{d, shape, shape, spaceFor(ctx, call, MemorySpace::Vec)};
  return emit(ctx, meta, scratchFor(meta)); // zero-filled (see file comment)
}

ir::Result<Value> opAlloc(OpContext &ctx, const ir::Call &, const Args &args) {
  int64_t space = PC_TRY(intArg(args, 0, "tile.alloc"));
  int64_t size = PC_TRY(intArg(args, 1, "tile.alloc"));
  if (space < 0 || space > static_cast<int64_t>(MemorySpace::RightScale))
    return trap("tile.alloc: memory space " + std::to_string(space) + " does not exist");
  PtrValue p = PC_TRY(ctx.machine().tiles().allocate(static_cast<MemorySpace>(space), size));
  return Value(p);
}

// ---- cross-core ---------------------------------------------------------

template <Channel C>
ir::Result<Value> opPush(OpContext &ctx, const ir::Call &call, const Args &args) {
  TileRef t = PC_TRY(tileArg(args, 0, call.op));
  ctx.machine().push(C, *t);
  return Value();
}

template <Channel C> ir::Result<Value> opPop(OpContext &ctx, const ir::Call &call, const Args &) {
  std::optional<TileRef> got = ctx.machine().pop(C);
  const ir::TileType *declared = ir::asTile(ctx.resultType());
  std::optional<TileMeta> want;
  if (declared) {
    TileMeta m;
    m.dtype = declared->dtype;
    m.shape = PC_TRY(ctx.evalDims(declared->shape));
    m.valid = m.shape;
    m.space = declared->memorySpace.value_or(MemorySpace::Vec);
    want = m;
  }
  if (got) {
    const TileObject &t = **got;
    TileMeta meta = t.meta;
    if (want) {
      if (want->dtype != t.meta.dtype || want->shape != t.meta.shape)
        return trap(call.op + ": popped a " + std::string(ir::name(t.meta.dtype)) + " " +
                    dimsText(t.meta.shape) + " tile but the result is declared " +
                    std::string(ir::name(want->dtype)) + " " + dimsText(want->shape));
      meta.space = want->space;
    }
    Bytes scratch(t.bytes.get(), t.bytes.get() + meta.byteSize());
    return emit(ctx, meta, scratch);
  }
  if (ctx.machine().coScheduled())
    return trap(std::string(kPeerBlockedMessage) + ": " + call.op + " #" +
                std::to_string(ctx.machine().pops(C) - 1) + " on channel " + channelName(C) +
                " has no message yet");
  if (!want)
    return trap(call.op + ": channel " + channelName(C) +
                " is empty and the result has no declared tile type to synthesise");
  PC_TRY(checkElement(want->dtype, call.op));
  // No peer tile: synthesise pop #k of this channel from the seed.
  uint64_t ordinal = static_cast<uint64_t>(ctx.machine().pops(C) - 1);
  SplitMix64 rng(
      mixSeed(ctx.seed(), 0x70700000ull + static_cast<uint64_t>(C) * 0x100000ull + ordinal));
  Bytes scratch = scratchFor(*want);
  fillSmallValues(scratch.data(), want->dtype, want->numElements(), rng);
  return emit(ctx, *want, scratch);
}

struct Entry {
  std::string_view name;
  OpSemantics fn;
};

const Entry kOps[] = {
    {"tile.load", opLoad},
    {"tile.store", opStore},
    {"tile.read", opRead},
    {"tile.write", opWrite},
    {"tile.gather_row", opGatherRow},
    {"tile.move", opMove},
    {"tile.extract", opExtract},
    {"tile.add", opTileTile<Arith::Add>},
    {"tile.sub", opTileTile<Arith::Sub>},
    {"tile.mul", opTileTile<Arith::Mul>},
    {"tile.div", opTileTile<Arith::Div>},
    {"tile.adds", opTileScalar<Arith::Add>},
    {"tile.subs", opTileScalar<Arith::Sub>},
    {"tile.muls", opTileScalar<Arith::Mul>},
    {"tile.divs", opTileScalar<Arith::Div>},
    {"tile.exp", opExp},
    {"tile.matmul", opMatmul},
    {"tile.matmul_acc", opMatmulAcc},
    {"tile.full", opFull},
    {"tile.create", opCreate},
    {"tile.alloc", opAlloc},
    {"tile.tpush_to_aiv", opPush<Channel::ToAiv>},
    {"tile.tpush_to_aic", opPush<Channel::ToAic>},
    {"tile.tpop_from_aic", opPop<Channel::ToAiv>},
    {"tile.tpop_from_aiv", opPop<Channel::ToAic>},
};

} // namespace

ir::Result<ir::Unit> checkElementType(DataType d, std::string_view op) {
  if (!supportedElement(d))
    return trap(std::string(op) + ": element type " + std::string(ir::name(d)) +
                " is not supported by the interpreter");
  return ir::Unit{};
}

MemorySpace resultSpace(OpContext &ctx, const ir::Call &call, MemorySpace fallback) {
  if (auto s = kwSpace(call, "target_memory"))
    return *s;
  if (const ir::TileType *t = ir::asTile(ctx.resultType()))
    if (t->memorySpace)
      return *t->memorySpace;
  return fallback;
}

DataType resultDtype(const ir::Call &call, DataType fallback) {
  if (const ir::TileType *t = ir::asTile(call.type))
    return t->dtype;
  return fallback;
}

std::vector<int64_t> validOf(const TileObject &t) {
  std::vector<int64_t> v = t.meta.valid;
  v.resize(t.meta.shape.size(), 0);
  for (std::size_t k = 0; k < v.size(); ++k)
    v[k] = std::max<int64_t>(0, std::min(v[k], t.meta.shape[k]));
  return v;
}

OpSemantics exactOpSemantics(std::string_view op) {
  for (const Entry &e : kOps)
    if (e.name == op)
      return e.fn;
  const ir::OpInfo *info = ir::OpRegistry::instance().find(op);
  if (!info)
    return nullptr;
  for (auto family : {elementwiseSemantics, reduceSemantics, layoutSemantics, systemSemantics,
                      tensorSemantics, arraySemantics, distributedSemantics})
    if (OpSemantics fn = family(*info))
      return fn;
  return nullptr;
}

OpSemantics findOpSemantics(std::string_view op) {
  if (OpSemantics fn = exactOpSemantics(op))
    return fn;
  if (ir::OpRegistry::instance().find(op))
    return uninterpretedOp;
  return nullptr;
}

std::vector<std::string> opsWithSemantics() {
  std::vector<std::string> out;
  for (const ir::OpInfo &info : ir::OpRegistry::instance().all())
    if (findOpSemantics(info.name))
      out.push_back(info.name);
  return out;
}

std::vector<std::string> opsWithExactSemantics() {
  std::vector<std::string> out;
  for (const ir::OpInfo &info : ir::OpRegistry::instance().all())
    if (exactOpSemantics(info.name))
      out.push_back(info.name);
  return out;
}

} // namespace pipecheck::interp

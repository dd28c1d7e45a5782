// The deterministic uninterpreted function: what every table op without
// exact semantics computes.
//
// Its result has the declared type's shape, valid shape and dtype (the
// annotation of the var it is bound to, else the call's inferred type); its
// values are small exact numbers (random.h's fill) drawn from a stream
// seeded by a hash of
//   * the op name,
//   * the call's kwargs (keys and values; not its attrs, which passes add
//     and which carry no meaning for the value), and
//   * every argument's value except scratch tiles (args the table names tmp
//     or tmp_tile): a scalar's dtype and bits; a tile's dtype,
//     shape, valid shape and the bytes of its valid region only (padding is
//     whatever a buffer held under a buffer-aware store); a tensor's dtype,
//     shape and contents; a tuple's items; a pointer only as "a pointer"
//     (allocation ids differ between a source and its lowering).
// So two runs agree exactly when the op sees the same inputs: differential
// and buffer-aware execution still judge replication, order and buffer
// sharing, never the op's arithmetic. A tensor argument the table declares
// Write/ReadWrite is overwritten with such values (a bound result is then a
// new version, as for tile.store); a tile argument declared so is
// overwritten in place when the call yields nothing. A tensor-typed result
// with no written tensor argument is not modelled (a trap). Every call is
// noted (OpContext::noteUninterpreted) so verdicts can say what they rest on.
#include <cstring>

#include "oracle/interp/op_family.h"
#include "oracle/interp/random.h"

namespace pipecheck::interp {
namespace {

using ir::DataType;

struct Hasher {
  uint64_t h = 0x6a09e667f3bcc909ull;
  void mix(uint64_t v) { h = mixSeed(h, v); }
  void bytes(const std::byte *p, std::size_t n) {
    uint64_t acc = 0xcbf29ce484222325ull;
    for (std::size_t k = 0; k < n; ++k) {
      acc ^= static_cast<uint64_t>(p[k]);
      acc *= 0x100000001b3ull;
    }
    mix(acc);
    mix(n);
  }
  void text(std::string_view s) { bytes(reinterpret_cast<const std::byte *>(s.data()), s.size()); }
  void dims(const std::vector<int64_t> &d) {
    mix(d.size());
    for (int64_t x : d)
      mix(static_cast<uint64_t>(x));
  }
};

void hashAttr(Hasher &h, const ir::AttrValue &v) {
  h.mix(v.index());
  std::visit(
      [&](const auto &x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, std::string>)
          h.text(x);
        else if constexpr (std::is_same_v<T, double>) {
          uint64_t b;
          std::memcpy(&b, &x, sizeof b);
          h.mix(b);
        } else if constexpr (std::is_same_v<T, std::vector<int64_t>>)
          h.dims(x);
        else if constexpr (std::is_integral_v<T> || std::is_enum_v<T>)
          h.mix(static_cast<uint64_t>(x));
        else
          h.mix(0x5e5e); // an expression attr: its kind only
      },
      v);
}

ir::Result<ir::Unit> hashValue(Hasher &h, OpContext &ctx, const Value &v, const std::string &op) {
  h.mix(v.v.index());
  if (const ScalarValue *s = v.scalar()) {
    h.mix(static_cast<uint64_t>(s->dtype));
    if (s->isFloat()) {
      uint64_t b;
      std::memcpy(&b, &s->f, sizeof b);
      h.mix(b);
    } else {
      h.mix(static_cast<uint64_t>(s->i));
    }
  } else if (const TileRef *t = v.tile()) {
    const TileObject &tile = **t;
    std::vector<int64_t> valid = validOf(tile);
    h.mix(static_cast<uint64_t>(tile.meta.dtype));
    h.dims(tile.meta.shape);
    h.dims(valid);
    int w = elementBytes(tile.meta.dtype);
    std::vector<int64_t> zero(valid.size(), 0);
    forEachRun(valid, tile.meta.shape, zero, tile.meta.shape, zero,
               [&](int64_t s, int64_t, int64_t n) {
                 h.bytes(tile.at(s), static_cast<std::size_t>(n * w));
               });
  } else if (const TensorRef *r = v.tensor()) {
    TensorObject *t = PC_TRY(ctx.machine().live(*r, op));
    h.mix(static_cast<uint64_t>(t->dtype));
    h.dims(t->shape);
    h.bytes(t->data(), t->byteSize());
  } else if (const TupleRef *tu = v.tuple()) {
    h.mix((*tu)->size());
    for (const Value &item : **tu)
      PC_TRY(hashValue(h, ctx, item, op));
  }
  return ir::Unit{};
}

ir::Result<std::vector<int64_t>> dimsOf(OpContext &ctx, const std::vector<ir::ExprPtr> &d) {
  return ctx.evalDims(d);
}

ir::Result<Value> valueOfType(OpContext &ctx, const ir::Call &call, const ir::TypePtr &type,
                              uint64_t seed) {
  SplitMix64 rng(seed);
  if (const ir::ScalarType *s = ir::asScalar(type)) {
    PC_TRY(checkElementType(s->dtype, call.op));
    std::byte buf[8] = {};
    fillSmallValues(buf, s->dtype, 1, rng);
    return Value(ScalarValue::load(buf, s->dtype));
  }
  if (const ir::TileType *t = ir::asTile(type)) {
    PC_TRY(checkElementType(t->dtype, call.op));
    TileMeta meta;
    meta.dtype = t->dtype;
    meta.shape = PC_TRY(dimsOf(ctx, t->shape));
    ir::TileView view = t->effectiveView();
    meta.valid = view.validShape.empty() ? meta.shape : PC_TRY(dimsOf(ctx, view.validShape));
    meta.space = t->memorySpace.value_or(ir::MemorySpace::Vec);
    if (meta.valid.size() != meta.shape.size())
      return trap("type error: " + call.op + " result valid shape " + dimsText(meta.valid) +
                  " and shape " + dimsText(meta.shape) + " differ in rank");
    for (std::size_t k = 0; k < meta.shape.size(); ++k)
      if (meta.shape[k] < 0 || meta.valid[k] < 0 || meta.valid[k] > meta.shape[k])
        return trap(call.op + ": result valid shape " + dimsText(meta.valid) +
                    " does not fit shape " + dimsText(meta.shape));
    Bytes scratch = scratchFor(meta);
    int w = elementBytes(meta.dtype);
    std::vector<int64_t> zero(meta.shape.size(), 0);
    forEachRun(meta.valid, meta.shape, zero, meta.shape, zero, [&](int64_t s, int64_t, int64_t n) {
      fillSmallValues(scratch.data() + s * w, meta.dtype, n, rng);
    });
    return emitScratch(ctx, meta, scratch);
  }
  if (const ir::TupleType *tt = ir::asTuple(type)) {
    auto items = std::make_shared<std::vector<Value>>();
    for (std::size_t k = 0; k < tt->types.size(); ++k)
      items->push_back(PC_TRY(valueOfType(ctx, call, tt->types[k], mixSeed(seed, k + 1))));
    return Value(TupleRef(items));
  }
  return trap("not modelled: uninterpreted op " + call.op + " yields a " +
              std::string(ir::asTensor(type) ? "tensor" : "value of unknown type") +
              " that no argument provides");
}

// Overwrites the tensor behind r with values of the stream `seed`.
ir::Result<ir::Unit> overwriteTensor(OpContext &ctx, TensorRef r, uint64_t seed,
                                     const std::string &op) {
  TensorObject *t = PC_TRY(ctx.machine().live(r, op));
  PC_TRY(checkElementType(t->dtype, op));
  SplitMix64 rng(seed);
  fillSmallValues(t->mutableData(), t->dtype, t->numElements(), rng);
  return ir::Unit{};
}

} // namespace

ir::Result<Value> uninterpretedOp(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  ctx.noteUninterpreted(call.op);
  Hasher h;
  h.text(call.op);
  for (const auto &[key, value] : call.kwargs) {
    h.text(key);
    hashAttr(h, value);
  }
  const ir::OpInfo *info = ir::lookupOp(call);
  for (std::size_t k = 0; k < args.size(); ++k) {
    // A scratch tile (the table's tmp / tmp_tile args) is not an input: the
    // device may clobber it and a memory plan may share its buffer.
    if (info && ir::isScratchArg(*info, k, args.size())) {
      h.mix(0x7e3f);
      continue;
    }
    PC_TRY(hashValue(h, ctx, args[k], call.op));
  }
  const ir::TypePtr &declared = ctx.resultType();
  ir::TypePtr type = declared && declared->kind != ir::TypeKind::Unknown ? declared : call.type;
  bool yieldsNothing = !type || type->kind == ir::TypeKind::Unknown;

  // Declared writes: tensors always, tiles when the call yields nothing.
  std::optional<TensorRef> written;
  if (info)
    for (const auto &[arg, eff] : info->effects) {
      if (eff == ir::ArgEffect::Read || arg < 0 || static_cast<std::size_t>(arg) >= args.size())
        continue;
      uint64_t seed = mixSeed(h.h, 0x77000 + static_cast<uint64_t>(arg));
      const Value &a = args[static_cast<std::size_t>(arg)];
      if (const TensorRef *r = a.tensor()) {
        PC_TRY(overwriteTensor(ctx, *r, seed, call.op));
        if (!written)
          written = *r;
      } else if (const TileRef *t = a.tile(); t && yieldsNothing) {
        TileObject &tile = **t;
        SplitMix64 rng(seed);
        std::vector<int64_t> valid = validOf(tile), zero(valid.size(), 0);
        forEachRun(valid, tile.meta.shape, zero, tile.meta.shape, zero,
                   [&](int64_t s, int64_t, int64_t n) {
                     fillSmallValues(tile.at(s), tile.meta.dtype, n, rng);
                   });
      }
    }
  if (yieldsNothing)
    return Value();
  if (ir::asTensor(type) && written)
    return ctx.resultBound() ? Value(ctx.machine().supersede(*written)) : Value(*written);
  return valueOfType(ctx, call, type, h.h);
}

} // namespace pipecheck::interp

// Distributed (pld.*) ops with exact one-rank semantics: the writes a
// kernel makes into a peer's window and the signals it sends.
//
// The interpreter runs one rank, and a pld.DistributedTensor param is read
// as the window every rank holds alike: a write "to peer p" lands in the
// window the run observes (outcome.h observes distributed params), whatever
// p is. That is exact for the peer's view of one writer, and it keeps two
// writes to disjoint regions, or two atomic adds, commutative, as on the
// device: a pass that reorders them changes nothing observable, one that
// reorders overlapping writes or drops one does.
//
// Rules:
//  * pld.tile.remote_store(tile, win, peer, offsets) writes the tile's valid
//    region into win at offsets, as tile.store does (atomic=1 adds); it
//    yields nothing.
//  * pld.system.notify(sig, peer, offsets, value, op=) updates element
//    offsets of sig (an integer window): op 0 (NotifyOp.AtomicAdd) adds
//    value, op 1 (Set) stores it; another op traps.
//  * pld.system.wait(sig, offsets, expected, cmp=) reads element offsets of
//    sig and compares it with expected: cmp 0 (WaitCmp.Eq) equal, 1 (Ge) at
//    least. When it fails, the call traps: on one rank nothing else will
//    ever write the slot, so the device would wait forever (the symmetric
//    reading of a program whose ranks all notify their peer and then wait:
//    a pass that hoists the wait above the notify deadlocks every rank).
//  * pld.tile.put(dst, peer, src, stage) copies src into the window dst
//    whole, element by element through each side's layout (atomic=1,
//    AtomicType.Add, adds); the type rule has made them one shape and
//    dtype. The staging tile keeps its value: a device uses its bytes as
//    scratch, which nothing can observe unless the planner let it share a
//    buffer with a tile live across the put -- and then that tile's own
//    definition or the stage's has already clobbered the other (the
//    clobber observer reports it). The region forms (stage2, offsets,
//    shape) trap as not modelled.
//  * pld.system.world_size() is 1 (the one rank).
//  * pld.tensor.alloc_window_buffer(size) allocates size bytes of device
//    memory, zero-filled (a pointer; nothing reads a window before a kernel
//    writes it in the programs pipecheck generates), and
//    pld.tensor.window(buf, shape, dtype=) views those bytes as a tensor
//    (two windows of one buffer alias, as on the device); a window larger
//    than its buffer traps.
// Every other pld op (defer_wait, get, remote_load, the collectives) runs
// uninterpreted (ops_uninterpreted.cpp).
#include <cstring>
#include <string_view>
#include <utility>

#include "oracle/interp/op_family.h"

namespace pipecheck::interp {
namespace {

ir::Result<Value> opRemoteStore(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  if (args.size() < 4)
    return trap(call.op + " takes (tile, window, peer, offsets)");
  PC_TRY(intArg(args, 2, call.op)); // the peer: any rank reads the same window here
  OpArgs asStore{args[0], args[3], args[1]};
  PC_TRY(storeTileWindow(ctx, call, "pld.tile.remote_store", asStore));
  return Value();
}

// The integer signal window args[0] and the slot the index tuple
// args[offsetsArg] names in it (notify and wait).
struct SignalSlot {
  TensorObject *window = nullptr;
  int64_t flat = 0;
};
ir::Result<SignalSlot> signalSlot(OpContext &ctx, const ir::Call &call, const OpArgs &args,
                                  std::size_t offsetsArg) {
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  TensorObject *t = PC_TRY(ctx.machine().live(ref, call.op));
  if (ir::isFloat(t->dtype))
    return trap(call.op + ": the signal window '" + t->name + "' is not an integer tensor");
  return SignalSlot{t, PC_TRY(elementOf(*t, args, offsetsArg, call.op))};
}

ir::Result<Value> opNotify(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  if (args.size() < 4)
    return trap(call.op + " takes (signal, peer, offsets, value)");
  PC_TRY(intArg(args, 1, call.op));
  auto [t, flat] = PC_TRY(signalSlot(ctx, call, args, 2));
  int64_t value = PC_TRY(intArg(args, 3, call.op));
  int64_t mode = kwInt(call, "op").value_or(0);
  if (mode != 0 && mode != 1)
    return trap(call.op + ": op=" + std::to_string(mode) + " is neither AtomicAdd (0) nor Set (1)");
  std::byte *at = t->mutableData() + flat * t->elementBytesOf();
  if (mode == 0)
    value = static_cast<int64_t>(static_cast<uint64_t>(value) +
                                 static_cast<uint64_t>(loadInt(at, t->dtype)));
  storeInt(at, t->dtype, value);
  return Value();
}

ir::Result<Value> opWait(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  if (args.size() < 3)
    return trap(call.op + " takes (signal, offsets, expected)");
  auto [t, flat] = PC_TRY(signalSlot(ctx, call, args, 1));
  int64_t expected = PC_TRY(intArg(args, 2, call.op));
  int64_t cmp = kwInt(call, "cmp").value_or(-1);
  if (cmp != 0 && cmp != 1)
    return trap(call.op + ": cmp=" + std::to_string(cmp) + " is neither Eq (0) nor Ge (1)");
  int64_t have = loadInt(t->at(flat), t->dtype);
  if (cmp == 0 ? have == expected : have >= expected)
    return Value();
  return trap(call.op + " waits forever: slot " + std::to_string(flat) + " of '" + t->name +
              "' holds " + std::to_string(have) + ", and it waits for " +
              (cmp == 0 ? "== " : ">= ") + std::to_string(expected) +
              " (on one rank nothing else signals it)");
}

ir::Result<Value> opPut(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  if (args.size() != 4)
    return trap("not modelled: " + call.op + " with " + std::to_string(args.size()) +
                " args (a second staging tile or a region)");
  TensorRef dstRef = PC_TRY(tensorArg(args, 0, call.op));
  PC_TRY(intArg(args, 1, call.op)); // the peer: any rank reads the same window here
  TensorRef srcRef = PC_TRY(tensorArg(args, 2, call.op));
  const TensorObject *src = PC_TRY(ctx.machine().live(srcRef, call.op));
  TensorObject *dst = PC_TRY(ctx.machine().live(dstRef, call.op));
  if (src->dtype != dst->dtype || src->shape != dst->shape)
    return trap("not modelled: " + call.op + " between '" + src->name + "' and '" + dst->name +
                "' of other shapes or dtypes");
  // Element by element through each side's layout (a view handed in by the
  // caller has its parent's strides); the source is read whole first, as
  // src and dst may share storage.
  const int w = dst->elementBytesOf();
  std::vector<std::byte> from(static_cast<std::size_t>(src->numElements() * w));
  int64_t k = 0;
  forEachIndex(src->shape, [&](const std::vector<int64_t> &idx) {
    std::memcpy(from.data() + k++ * w, src->data() + src->elementOffset(idx) * w,
                static_cast<std::size_t>(w));
  });
  const bool atomicAdd = kwInt(call, "atomic").value_or(0) == 1; // AtomicType.Add, as tile.store's
  std::byte *to = dst->mutableData();
  k = 0;
  forEachIndex(dst->shape, [&](const std::vector<int64_t> &idx) {
    const std::byte *a = from.data() + k++ * w;
    std::byte *b = to + dst->elementOffset(idx) * w;
    if (!atomicAdd)
      std::memcpy(b, a, static_cast<std::size_t>(w));
    else if (ir::isFloat(dst->dtype))
      storeFloat(b, dst->dtype,
                 static_cast<float>(loadFloat(b, dst->dtype)) + static_cast<float>(loadFloat(a, dst->dtype)));
    else
      storeInt(b, dst->dtype,
               static_cast<int64_t>(static_cast<uint64_t>(loadInt(a, dst->dtype)) +
                                    static_cast<uint64_t>(loadInt(b, dst->dtype))));
  });
  return Value();
}

ir::Result<Value> opWorldSize(OpContext &ctx, const ir::Call &, const OpArgs &) {
  ir::DataType d = ir::DataType::INT64;
  if (const auto *s = dynamic_cast<const ir::ScalarType *>(ctx.resultType().get()))
    d = s->dtype;
  return Value(ScalarValue::ofInt(1, d));
}

ir::Result<Value> opAllocWindowBuffer(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  int64_t size = PC_TRY(intArg(args, 0, call.op));
  if (size < 0)
    return trap(call.op + ": negative size " + std::to_string(size));
  // The buffer is a byte tensor of the machine; the pointer names its root.
  TensorRef bytes = ctx.machine().createTensor(call.op, ir::DataType::UINT8, {size});
  return Value(PtrValue{static_cast<int64_t>(bytes.root), ir::MemorySpace::DDR, size});
}

ir::Result<Value> opWindow(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  const PtrValue *buf = args.empty() ? nullptr : args[0].ptr();
  if (!buf || buf->space != ir::MemorySpace::DDR)
    return trap(call.op + ": argument 0 is not a window buffer");
  std::vector<int64_t> shape = PC_TRY(intListArg(args, 1, call.op));
  std::optional<ir::DataType> dtype = kwDtype(call, "dtype");
  if (!dtype)
    return trap("type error: " + call.op + " needs a dtype");
  PC_TRY(checkElementType(*dtype, call.op));
  int64_t bytes = elementCount(shape) * elementBytes(*dtype);
  if (bytes > buf->size)
    return trap(call.op + ": a " + dimsText(shape) + " window of " + std::to_string(bytes) +
                " bytes over a buffer of " + std::to_string(buf->size));
  TensorRef root{static_cast<uint32_t>(buf->id), 0};
  root.version = ctx.machine().object(root).version();
  TensorRef view = ctx.machine().createView(root, call.op, shape);
  ctx.machine().object(view).dtype = *dtype;
  return Value(view);
}

} // namespace

OpSemantics distributedSemantics(const ir::OpInfo &op) {
  static const std::pair<std::string_view, OpSemantics> kExact[] = {
      {"pld.tile.remote_store", opRemoteStore},
      {"pld.system.notify", opNotify},
      {"pld.system.wait", opWait},
      {"pld.tile.put", opPut},
      {"pld.system.world_size", opWorldSize},
      {"pld.tensor.alloc_window_buffer", opAllocWindowBuffer},
      {"pld.tensor.window", opWindow},
  };
  for (const auto &[name, semantics] : kExact)
    if (op.name == name)
      return semantics;
  return nullptr;
}

} // namespace pipecheck::interp

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
// Every other pld op (wait, put, get, remote_load, the collectives) runs
// uninterpreted (ops_uninterpreted.cpp).
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

ir::Result<Value> opNotify(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  if (args.size() < 4)
    return trap(call.op + " takes (signal, peer, offsets, value)");
  TensorRef ref = PC_TRY(tensorArg(args, 0, call.op));
  TensorObject *t = PC_TRY(ctx.machine().live(ref, call.op));
  if (ir::isFloat(t->dtype))
    return trap(call.op + ": the signal window '" + t->name + "' is not an integer tensor");
  PC_TRY(intArg(args, 1, call.op));
  int64_t flat = PC_TRY(elementOf(*t, args, 2, call.op));
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

} // namespace

OpSemantics distributedSemantics(const ir::OpInfo &op) {
  if (op.name == "pld.tile.remote_store")
    return opRemoteStore;
  if (op.name == "pld.system.notify")
    return opNotify;
  return nullptr;
}

} // namespace pipecheck::interp

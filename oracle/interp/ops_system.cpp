// System families: block / subblock indices, pipe set-up, tfree, buffer
// reservation and import, and the synchronisation ops.
//
// Rules:
//  * The interpreter runs one block of one core (co-scheduled AIC/AIV runs
//    pair one AIC with one AIV): get_block_idx and get_subblock_idx are 0,
//    get_block_num is 1 (INDEX scalars).
//  * Statements run in program order, so synchronisation (sync_src/dst,
//    sync_set/wait, bar_*, fence, syncall, set_ffts, cacheinvalid) has no
//    effect on values: these ops check nothing and yield nothing. The same
//    holds for aic/aiv_initialize_pipe (the channels exist from the start,
//    machine.h). tfree_to_aic/aiv yield nothing either (the argument must be
//    a tile); the executor marks the freed tile, and a later read of it
//    traps (exec_expr.cpp, Executor::freedSlots_).
//  * reserve_buffer(name, size, base) yields the INT32 address of its
//    buffer: base when it is >= 0, else a fixed function of the name
//    (0x10000 + 32 * (FNV-1a(name) mod 4096)); import_peer_buffer(name,
//    peer_func) yields the same function of the name, so a pipe's two ends
//    agree on a buffer they name alike.
//  * System ops that yield a scalar without a rule here (available core
//    counts, task handles) are uninterpreted.
#include "oracle/interp/op_family.h"

namespace pipecheck::interp {
namespace {

using ir::DataType;

ir::Result<Value> opIndex(OpContext &, const ir::Call &call, const OpArgs &) {
  bool num = call.op.size() >= 13 && call.op.compare(call.op.size() - 13, 13, "get_block_num") == 0;
  return Value(ScalarValue::ofInt(num ? 1 : 0, DataType::INDEX));
}

ir::Result<Value> opNothing(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  // A task id (system.task_dummy, task_invalid) only orders the runtime's
  // tasks; no op computes with one, so every id is the same handle and no
  // verdict rests on it.
  const ir::ScalarType *s = ir::asScalar(ctx.resultType());
  if (!s)
    s = ir::asScalar(call.type);
  if (s && s->dtype == ir::DataType::TASK_ID)
    return Value(ScalarValue::ofInt(0, ir::DataType::TASK_ID));
  if (s)
    return uninterpretedOp(ctx, call, args);
  return Value();
}

ir::Result<Value> opFree(OpContext &, const ir::Call &call, const OpArgs &args) {
  PC_TRY(tileArg(args, 0, call.op));
  return Value();
}

int64_t nameAddress(const std::string &name) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (char c : name) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ull;
  }
  return 0x10000 + 32 * static_cast<int64_t>(h % 4096);
}

ir::Result<Value> opBuffer(OpContext &, const ir::Call &call, const OpArgs &) {
  const ir::AttrValue *n = ir::findAttr(call.kwargs, "name");
  const std::string *name = n ? std::get_if<std::string>(n) : nullptr;
  if (!name)
    return trap("type error: " + call.op + " needs a name= string");
  int64_t addr = nameAddress(*name);
  if (ir::lookupOp(call) && ir::lookupOp(call)->family == ir::OpFamily::ReserveBuffer) {
    int64_t base = kwInt(call, "base").value_or(-1);
    if (base >= 0)
      addr = base;
  }
  return Value(ScalarValue::ofInt(wrapToIntType(addr, DataType::INT32), DataType::INT32));
}

} // namespace

OpSemantics systemSemantics(const ir::OpInfo &op) {
  using F = ir::OpFamily;
  switch (op.family) {
  case F::Index: return opIndex;
  case F::PipeInit:
  case F::System: return opNothing;
  case F::Free: return opFree;
  case F::ReserveBuffer:
  case F::ImportPeerBuffer: return opBuffer;
  default: return nullptr;
  }
}

} // namespace pipecheck::interp

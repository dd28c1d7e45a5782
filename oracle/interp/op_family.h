// Internal: helpers shared by the per-family semantics files
// (op_semantics.cpp, ops_elementwise.cpp, ops_reduce.cpp, ops_layout.cpp,
// ops_system.cpp, ops_tensor.cpp, ops_array.cpp, ops_distributed.cpp,
// ops_uninterpreted.cpp)
// and each file's lookup.
//
// Each family file answers "the semantics of this table op" for the ops of
// its families (null when it has none); op_semantics.cpp asks them in turn
// and falls back to the uninterpreted function.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/ir/op_registry.h"
#include "oracle/interp/element.h"
#include "oracle/interp/fault.h"
#include "oracle/interp/op_semantics.h"
#include "oracle/interp/op_support.h"

namespace pipecheck::interp {

using Bytes = std::vector<std::byte>;
using OpArgs = std::vector<Value>;

inline Bytes scratchFor(const TileMeta &m) { return Bytes(static_cast<std::size_t>(m.byteSize())); }

inline ir::Result<Value> emitScratch(OpContext &ctx, const TileMeta &meta, const Bytes &scratch) {
  TileRef t = PC_TRY(ctx.emitTile(meta, scratch.data()));
  return Value(t);
}

// Trap unless the interpreter stores elements of type d.
ir::Result<ir::Unit> checkElementType(ir::DataType d, std::string_view op);

// Memory space of a result: the op's target_memory kwarg, else the declared
// result type's space, else fallback.
ir::MemorySpace resultSpace(OpContext &ctx, const ir::Call &call, ir::MemorySpace fallback);

// Element dtype of a call's result: its inferred tile dtype when the type
// checker gave one, else fallback.
ir::DataType resultDtype(const ir::Call &call, ir::DataType fallback);

// The valid region of t clipped to its shape (valid <= shape always holds
// for tiles the interpreter made; clipping keeps a hand-built meta safe).
std::vector<int64_t> validOf(const TileObject &t);

// Element access as float / int, decoded from t's dtype.
inline float elemF(const TileObject &t, int64_t flat) {
  return static_cast<float>(loadFloat(t.at(flat), t.meta.dtype));
}
inline int64_t elemI(const TileObject &t, int64_t flat) { return loadInt(t.at(flat), t.meta.dtype); }

// tile.store's rule for args (tile, offsets, tensor[, extent]): the tile's
// valid region (or extent) written into the tensor at offsets, cast to its
// dtype or added to it (atomic=1); a new version when the result is bound.
// Named `op` in traps (op_semantics.cpp; pld.tile.remote_store reuses it).
ir::Result<Value> storeTileWindow(OpContext &ctx, const ir::Call &call, const char *op,
                                  const OpArgs &args);

// The flat element index in t of the index tuple args[i], or a trap naming
// the op when it is outside t's shape (ops_tensor.cpp; tensor.read/write,
// pld.system.notify).
ir::Result<int64_t> elementOf(const TensorObject &t, const OpArgs &args, std::size_t i,
                              const std::string &op);

// Family lookups (null: not this file's op).
OpSemantics elementwiseSemantics(const ir::OpInfo &op); // ops_elementwise.cpp
OpSemantics reduceSemantics(const ir::OpInfo &op);      // ops_reduce.cpp
OpSemantics layoutSemantics(const ir::OpInfo &op);      // ops_layout.cpp
OpSemantics systemSemantics(const ir::OpInfo &op);      // ops_system.cpp
OpSemantics tensorSemantics(const ir::OpInfo &op);      // ops_tensor.cpp
OpSemantics arraySemantics(const ir::OpInfo &op);       // ops_array.cpp
OpSemantics distributedSemantics(const ir::OpInfo &op); // ops_distributed.cpp
// The deterministic uninterpreted function (ops_uninterpreted.cpp).
ir::Result<Value> uninterpretedOp(OpContext &ctx, const ir::Call &call, const OpArgs &args);

} // namespace pipecheck::interp

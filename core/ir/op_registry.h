// The op registry: the only global in pipecheck.
//
// One entry per tile op (tile.load, tile.store, tile.read, tile.write,
// tile.move, tile.extract, tile.add/sub/mul/div, tile.adds/subs/muls/divs,
// tile.exp, tile.matmul, tile.matmul_acc, tile.full, tile.create, tile.alloc,
// cross-core tile.tpush_to_aiv/tpush_to_aic/tpop_from_aic/tpop_from_aiv).
// Each entry holds the op's signature (argument count and kinds, declared
// kwargs), its result-type rule (with the tile-view and memory-space rules
// PyPTO applies), and role flags the passes and oracles need (is a load, is a
// store, writes into an input in place, is a cube matmul). The parser, the
// type checker, the passes and the interpreter all consult this table, so
// they cannot disagree about an op. Op semantics for execution live in
// oracle/interp/op_semantics.cpp, keyed by the same names; a test checks that
// every registered op has semantics there.
//
// Adding an op: add one registerOp(...) entry in op_registry.cpp (and its
// semantics in oracle/interp). That is the whole checklist.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/expr.h"

namespace pipecheck::ir {

enum class ArgKind { Tile, Tensor, Scalar, Tuple, Any };

struct OpInfo {
  std::string name;                      // "tile.load"
  std::vector<ArgKind> args;             // required positional args
  int optionalArgs = 0;                  // trailing optional args (e.g. matmul_acc's init_cond)
  std::vector<std::string> kwargs;       // declared kwargs (empty: not checked)
  // Result type from the (already typed) args and kwargs; an error names the
  // problem (the caller adds the location).
  std::function<Result<TypePtr>(const std::vector<ExprPtr> &, const AttrList &)> inferType;
  bool isLoad = false;        // reads a tensor into a tile (tile.load) or tile.read
  bool isStore = false;       // writes a tile into a tensor
  bool isCubeMatmul = false;  // name starts with "tile.matmul"
  bool isCrossCore = false;   // tpush/tpop
  int inPlaceArg = -1;        // result reuses this input's buffer (matmul_acc: 0, store: 2)
  bool isView = false;        // output aliases input 0's buffer (OutputMemoryInheritsInput)
  bool notInplaceSafe = false; // output must not alias any input's buffer (tile.extract)
  std::optional<MemorySpace> outMemory; // default output memory space, if fixed
};

class OpRegistry {
public:
  static const OpRegistry &instance();
  const OpInfo *find(std::string_view name) const;
  const std::vector<OpInfo> &all() const { return ops_; }

private:
  OpRegistry();
  void registerOp(OpInfo info);
  std::vector<OpInfo> ops_;
};

// Builds a registered-op call: checks arity and declared kwargs, infers the
// result type. Errors carry loc.
Result<CallPtr> makeOpCall(std::string_view op, std::vector<ExprPtr> args, AttrList kwargs,
                           AttrList attrs = {}, SourceLoc loc = {});

} // namespace pipecheck::ir

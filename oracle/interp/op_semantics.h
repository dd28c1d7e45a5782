// Execution semantics of the table's ops (core/ir/op_registry.h), grouped by
// family (op_semantics.cpp and the ops_*.cpp files). An op without exact
// semantics runs as a deterministic uninterpreted function of its inputs
// (ops_uninterpreted.cpp), so every op runs; RunStats records which ran
// uninterpreted so verdicts can say so.
//
// An op sees its evaluated positional args (a MakeTuple argument arrives as
// a tuple of scalars), the Call node (for kwargs and attrs) and an OpContext
// the interpreter implements: machine state, division mode, the type the
// result is bound to, and emitTile(), the only way to create a result tile
// (it asks the machine's TileStore for storage, with the defining var's
// placement when the store wants it, then copies the op's scratch bytes in;
// see machine.h for why results are computed into scratch first).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/ir/expr.h"
#include "oracle/interp/machine.h"
#include "oracle/interp/options.h"

namespace pipecheck::interp {

class OpContext {
public:
  virtual ~OpContext() = default;
  virtual Machine &machine() = 0;
  virtual DivMode divMode() const = 0;
  // The annotated type of the var the result is bound to, or the call's own
  // type for an EvalStmt (tpop's result type comes from the annotation).
  virtual const ir::TypePtr &resultType() const = 0;
  // True when the result is bound by an AssignStmt (false for EvalStmt).
  virtual bool resultBound() const = 0;
  // Integer values of shape expressions (for types mentioning dynamic dims).
  virtual ir::Result<std::vector<int64_t>> evalDims(const std::vector<ir::ExprPtr> &dims) = 0;
  // A result tile with the given meta, holding a copy of scratch
  // (meta.byteSize() bytes).
  virtual ir::Result<TileRef> emitTile(const TileMeta &meta, const std::byte *scratch) = 0;
  // The run's input seed (synthesised tpop tiles derive from it).
  virtual uint64_t seed() const = 0;
  // Records that op ran as the uninterpreted function (RunStats).
  virtual void noteUninterpreted(std::string_view op) = 0;
};

using OpSemantics = ir::Result<Value> (*)(OpContext &ctx, const ir::Call &call,
                                          const std::vector<Value> &args);

// The semantics of a registered op: its exact semantics, else the
// uninterpreted function (ops_uninterpreted.cpp); null for a name the
// table does not have.
OpSemantics findOpSemantics(std::string_view op);
// The exact semantics of an op, or null (it then runs uninterpreted).
OpSemantics exactOpSemantics(std::string_view op);
// Every table op with semantics (all of them) / with exact semantics.
std::vector<std::string> opsWithSemantics();
std::vector<std::string> opsWithExactSemantics();

} // namespace pipecheck::interp

// Internal: the interpreter's executor class, shared by exec_stmt.cpp
// (statements, loops, calls), exec_expr.cpp (expressions, the OpContext and
// EvalScope implementations) and run.cpp (entry setup and outputs). Not part
// of the library's interface; include interpreter.h instead.
//
// State: a stack of frames (one per active function call), each with its
// environment (Var identity -> Value) and its active loops (for Where);
// the machine; the fuel counter; the pending values of the last yield or
// return; and the "result context" of the call being evaluated (the type
// its result is bound to and whether an AssignStmt binds it), which op
// semantics read through OpContext.
#pragma once

#include <unordered_map>
#include <vector>

#include "oracle/interp/interpreter.h"
#include "oracle/interp/op_semantics.h"

namespace pipecheck::interp {

class Executor final : public OpContext, public EvalScope {
public:
  Executor(const ir::Program &program, const Inputs &inputs, const Options &options,
           ExecObserver *observer, std::unique_ptr<TileStore> store);

  RunResult run(std::string_view entry);

  // OpContext
  Machine &machine() override { return machine_; }
  DivMode divMode() const override { return options_.divMode; }
  const ir::TypePtr &resultType() const override { return *resultType_; }
  bool resultBound() const override { return resultBound_; }
  ir::Result<std::vector<int64_t>> evalDims(const std::vector<ir::ExprPtr> &dims) override;
  ir::Result<TileRef> emitTile(const TileMeta &meta, const std::byte *scratch) override;
  uint64_t seed() const override { return inputs_.seed; }
  void noteUninterpreted(std::string_view op) override {
    ++stats_.uninterpretedCalls;
    mergeUninterpreted(stats_.uninterpreted, {std::string(op)});
  }

  // EvalScope
  std::optional<ScalarValue> evalScalar(const ir::ExprPtr &e) override;
  const ir::Function &function() const override { return *frames_.back().fn; }
  const Value *valueOf(const ir::Var *v) const override { return lookup(v); }

private:
  enum class Flow { Normal, Yield, Return };
  struct ActiveLoop {
    const ir::ForStmt *loop;
    int64_t value;
  };
  struct Frame {
    const ir::Function *fn;
    std::unordered_map<const ir::Var *, Value> env;
    std::vector<ActiveLoop> loops;
  };

  // exec_stmt.cpp
  ir::Result<Flow> exec(const ir::Stmt &s);
  ir::Result<Flow> execInner(const ir::Stmt &s);
  ir::Result<Flow> execFor(const ir::ForStmt &f);
  ir::Result<Flow> execIf(const ir::IfStmt &s);
  ir::Result<Flow> execScope(const ir::ScopeStmt &s); // runs the body once (exec_stmt.cpp)
  ir::Result<ir::Unit> burn();
  void captureWhere(const ir::Stmt &s);
  ir::Result<Value> callFunction(const ir::Function &fn, std::vector<Value> args);

  // exec_expr.cpp
  ir::Result<Value> eval(const ir::ExprPtr &e);
  ir::Result<Value> evalCall(const ir::Call &c);
  ir::Result<ScalarValue> evalScalarStrict(const ir::ExprPtr &e, const char *what);
  ir::Result<int64_t> evalInt(const ir::ExprPtr &e, const char *what);
  // Evaluates the top-level expression of a statement with its result context.
  ir::Result<Value> evalBound(const ir::ExprPtr &e, const ir::TypePtr &bindType, bool bound);
  std::optional<ScalarValue> pureEval(const ir::ExprPtr &e);
  const Value *lookup(const ir::Var *v) const;
  // The MemRef of a tile type resolved for a buffer-aware store; false when
  // the store ignores placements or the type has no MemRef.
  ir::Result<bool> resolvePlacement(const ir::TypePtr &type, TilePlacement &placement);
  // A carried tile (loop init or yield, if yield) moved into the buffer of
  // the iter_arg / return var that holds it, as the hardware keeps a carry:
  // the bytes are copied into that var's MemRef. Unchanged for non-tiles, for
  // value semantics and for vars without a MemRef.
  ir::Result<Value> carryInto(const ir::TypePtr &varType, Value v);
  static std::tuple<std::string, int64_t, int64_t, uint64_t> placementKey(const TilePlacement &p);

  // run.cpp
  ir::Result<std::vector<Value>> entryArgs(const ir::Function &fn);
  ir::Result<Outputs> collectOutputs(const ir::Function &fn, const std::vector<Value> &args,
                                     const Value &returned);

  const ir::Program &program_;
  const Inputs &inputs_;
  Options options_;
  ExecObserver *observer_;
  Machine machine_;
  std::unordered_map<const ir::Var *, Value> globals_; // pl.dynamic dims
  std::vector<Frame> frames_;
  std::vector<Value> pending_; // values of the last yield / return
  uint64_t fuelUsed_ = 0;
  RunStats stats_;
  Where where_;
  bool whereSet_ = false;
  const ir::TypePtr *resultType_ = nullptr;
  bool resultBound_ = false;
  // The op being run is a view that gets bytes of its own (evalCall); emitTile
  // records the MemRef it shares in TileObject::viewIn.
  bool detachResult_ = false;
  // Value semantics only: tiles an op wrote in place through a ReadWrite
  // argument (tile.matmul_acc's acc, tile.write's target, ...), with the
  // op's name. The hardware updates that tile's buffer, so a later read of
  // it has no value-semantics meaning: it is outside the contract the
  // oracles judge by (exec_expr.cpp). Holding the TileRef keeps the address
  // from being reused by another tile.
  std::unordered_map<const TileObject *, std::pair<TileRef, std::string>> writtenInPlace_;
  // Popped tiles whose slot a tfree_to_aic / tfree_to_aiv returned to the
  // producer, with the op's name: the producer may overwrite the slot from
  // then on, so a later read of the tile traps (a lowering that moves a
  // read of a popped tile past its tfree). Held weakly: a loop frees a
  // slot per iteration, and keeping every freed tile alive would grow with
  // the trip count; an entry whose tile is gone is stale (its address may
  // belong to a new tile) and is dropped when met.
  std::unordered_map<const TileObject *, std::pair<std::weak_ptr<TileObject>, std::string>>
      freedSlots_;
  std::size_t freedSlotsPrune_ = 64; // prune expired entries at this size
};

} // namespace pipecheck::interp

// Execution observers: the hook through which traces are recorded.
//
// The interpreter calls an ExecObserver (if one is given) on every function
// entry/exit, before every statement (compound ones too), and around every
// loop: onLoopBegin with the evaluated bounds, onIteration with the loop
// variable's value before each body run, onLoopEnd after the last. Observers
// must not change the run: they get a read-only EvalScope that evaluates
// pure scalar expressions (no calls, no fuel) in the environment the
// statement is about to run in. Iteration traces (iteration_trace.h) are
// built on this; so can coverage counters or a debugger-style tracer.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/ir/program.h"
#include "oracle/interp/value.h"

namespace pipecheck::interp {

class EvalScope {
public:
  virtual ~EvalScope() = default;
  // Value of a pure scalar expression in the current environment; nullopt
  // when it contains a call, an unbound var or faults (e.g. divides by 0).
  virtual std::optional<ScalarValue> evalScalar(const ir::ExprPtr &e) = 0;
  virtual const ir::Function &function() const = 0;
  // The value bound to v in the current frame (or a global); null when v is
  // unbound. Default: unknown (null).
  virtual const Value *valueOf(const ir::Var *) const { return nullptr; }
};

class ExecObserver {
public:
  virtual ~ExecObserver() = default;
  virtual void onFunctionEnter(const ir::Function &) {}
  virtual void onFunctionExit(const ir::Function &) {}
  virtual void onStmt(const ir::Stmt &, EvalScope &) {}
  virtual void onLoopBegin(const ir::ForStmt &, int64_t /*start*/, int64_t /*stop*/,
                           int64_t /*step*/) {}
  virtual void onIteration(const ir::ForStmt &, int64_t /*value*/) {}
  virtual void onLoopEnd(const ir::ForStmt &) {}
};

// Forwards every event to several observers, in order.
class FanOutObserver final : public ExecObserver {
public:
  explicit FanOutObserver(std::vector<ExecObserver *> targets) : targets_(std::move(targets)) {}
  void onFunctionEnter(const ir::Function &f) override {
    for (auto *t : targets_)
      t->onFunctionEnter(f);
  }
  void onFunctionExit(const ir::Function &f) override {
    for (auto *t : targets_)
      t->onFunctionExit(f);
  }
  void onStmt(const ir::Stmt &s, EvalScope &scope) override {
    for (auto *t : targets_)
      t->onStmt(s, scope);
  }
  void onLoopBegin(const ir::ForStmt &f, int64_t a, int64_t b, int64_t c) override {
    for (auto *t : targets_)
      t->onLoopBegin(f, a, b, c);
  }
  void onIteration(const ir::ForStmt &f, int64_t v) override {
    for (auto *t : targets_)
      t->onIteration(f, v);
  }
  void onLoopEnd(const ir::ForStmt &f) override {
    for (auto *t : targets_)
      t->onLoopEnd(f);
  }

private:
  std::vector<ExecObserver *> targets_;
};

} // namespace pipecheck::interp

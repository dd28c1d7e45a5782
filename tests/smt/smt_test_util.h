// Test helpers for oracle/smt: hand-built pipeline programs, a small
// reference lowering with deliberate faults, and a concrete executor.
//
// makeLoopCase builds a one-loop function
//     def main(n, lo):  for i in pl.pipeline(start, stop, step, stage=F): b = i * 3
// and its lowering following shared/reference/lower-pipeline-loops.md
// (static: exact-multiple main loop + flat tail; dynamic: unroll_main_end,
// main loop, unroll_rem, `if unroll_rem == k` cascade innermost-first), with
// one optional fault from the list. The body has no iter_args, so the
// lowering needs no yields.
//
// runAnchors executes a function of this scalar subset (Seq, Assign, For, If)
// on concrete parameters and returns the values of the loop index at every
// executed clone of `b = <index> * 3` (value / 3), in execution order. It is
// the tests' independent oracle: proofs must agree with exhaustive runs over
// small bounds, and every counterexample must reproduce concretely.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "oracle/smt/coverage.h"

namespace pipecheck::smt::testing {

enum class Fault {
  None,
  RemainderInIndexUnits, // unroll_rem = stop - unroll_main_end even when step > 1
  CascadeMissingLast,    // no `if unroll_rem == F-1` branch
  MainPastMultiple,      // main loop stop = the source stop
  OffsetWithoutStep      // clone k at index base + k instead of base + k*step
};

struct Bound {
  std::optional<int64_t> constant; // set: a compile-time constant
  std::string param;               // otherwise: "n" or "lo"
  static Bound c(int64_t v) { return {v, ""}; }
  static Bound p(std::string name) { return {std::nullopt, std::move(name)}; }
};

struct LoopCase {
  ir::ProgramPtr source, lowered;
};

LoopCase makeLoopCase(Bound start, Bound stop, int64_t step, int64_t stages, Fault fault = Fault::None);

// Executes f; nullopt when it exceeds the fuel (statement count).
std::optional<std::vector<int64_t>> runAnchors(const ir::Function &f,
                                               const std::map<std::string, int64_t> &params,
                                               DivSemantics div, long fuel = 100000);

// The general form: executes the integer scalar part of f (Assign, For with
// iter_args, If with return vars, Yield; calls and tensors are skipped) and
// records, each time a watched statement runs, the value of its expression.
// Unknown integer values (a skipped call's result) make the run fail
// (nullopt), as does running out of fuel.
using Watch = std::map<const ir::Stmt *, ir::ExprPtr>;
std::optional<std::vector<int64_t>> runWatched(const ir::Function &f,
                                               const std::map<std::string, int64_t> &params,
                                               DivSemantics div, const Watch &watch,
                                               long fuel = 100000);

// Checks a counterexample's claim against concrete runs of one loop: src and
// low are the iteration values of the loop in execution order (source run and
// lowered run with the counterexample's parameters). Only for loops whose
// iteration is a single value.
::testing::AssertionResult claimHolds(const Counterexample &cex, const std::vector<int64_t> &src,
                                      const std::vector<int64_t> &low);

// Python's range(start, stop, step) as a list.
std::vector<int64_t> pyRange(int64_t start, int64_t stop, int64_t step);

} // namespace pipecheck::smt::testing

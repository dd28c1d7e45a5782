// The reference interpreter: runs one entry function of a program on given
// inputs and returns a closed Outcome (outcome.h) plus run statistics.
//
// Semantics (DESIGN.md "Semantics the oracles judge by"): statements run in
// order; loops of every kind (range, pipeline, parallel, unroll) run their
// iterations in order, a pipeline loop exactly like range; iter_args are
// bound from their init values, rebound from the body's trailing yield, and
// their last values bind the loop's return vars; an if binds its return vars
// from the taken branch's yield; calls with isFunctionCall run the named
// function of the program (arguments by value; tensors by reference with
// versions, see machine.h); registered ops run their semantics from
// op_semantics.cpp. Scalar arithmetic is in scalar_ops.h.
//
// Determinism: the run depends only on (program, entry, inputs, options).
// Fuel: every executed statement and every loop iteration costs one unit;
// when Options.fuel is used up the run ends with FuelExhausted. Each run
// starts with fresh fuel. RunStats.statements is the fuel used, which is
// the number to divide by wall time for "interpreted statements per second".
//
// Traps name the statement, its location, the enclosing loop variables'
// values and the offending values. Observers (observer.h) see every
// statement and loop iteration; the store argument swaps the tile storage
// (machine.h); without one, Options.storage picks it (value semantics by
// default, or the buffer-aware store of buffer_store.h).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/program.h"
#include "oracle/interp/inputs.h"
#include "oracle/interp/machine.h"
#include "oracle/interp/observer.h"
#include "oracle/interp/options.h"
#include "oracle/interp/outcome.h"

namespace pipecheck::interp {

RunResult run(const ir::Program &program, std::string_view entry, const Inputs &inputs,
              const Options &options = {}, ExecObserver *observer = nullptr,
              std::unique_ptr<TileStore> store = nullptr);

// Functions no other function of the program calls, in program order (the
// natural entries: the orchestration function, or each kernel of a program
// without one). The members a Group function calls are entries too: the
// group runs them at once on two cores, which only a co-scheduled run of
// the pair shows (cosched.h).
std::vector<std::string> entryFunctions(const ir::Program &program);

} // namespace pipecheck::interp

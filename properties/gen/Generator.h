// The one generator of random well-formed pipeline programs.
//
// generateProgram reads every decision from a ChoiceSource (PRNG, libFuzzer
// bytes, RapidCheck vector; see ChoiceSource.h) and returns a program that is
// SSA, typed through the op registry (every tile op is built with
// ir::makeOpCall), obeys the InOut discipline (every tensor store is threaded
// through SSA: store results are carried by iter_args, if return vars and
// yields, and no stale tensor version is read), and is in bounds for every
// value of its scalar parameters inside the returned ParamRanges. Smaller
// choices give smaller, simpler programs: an all-zero stream gives one kernel
// with one static pl.pipeline(2, stage=2) loop and one statement in its body.
//
// The first decision picks the program kind (GenKnobs, "program kinds"):
// same-core kernels (choice 0, the original shape), one kernel whose
// pipeline loop is shaped for LowerPipelineToSlots (slottable or declined
// for one reason; GenSlots.cpp), or a cross-core pair: an AIC and an AIV
// function whose pipeline loops exchange tiles through tpush / tpop in both
// directions, with push and pop counts balanced per channel over the whole
// run so the two functions co-scheduled finish (GenCrossCore.cpp). Features
// record which skew or slot outcome each such loop should get.
//
// Shapes the generator cannot build for a given choice (a store with no
// writable tensor, a reused parameter whose range does not fit, ...) fall
// back to a simpler valid shape and are counted as Feature::Fallback.
//
// How in-bounds is guaranteed: every loop variable and bound parameter has an
// integer interval; offsets are affine in them and shifted so their minimum is
// 0; the generator runs twice over the same recorded choices, first measuring
// the largest extent each tensor needs, then building the program with tensors
// of exactly that size.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "core/ir/diagnostic.h"
#include "core/ir/program.h"
#include "properties/gen/ChoiceSource.h"
#include "properties/gen/Features.h"
#include "properties/gen/GenKnobs.h"

namespace pipecheck::gen {

struct ParamRange {
  int64_t lo = 0;
  int64_t hi = 0;
};

// Every scalar parameter of every function, by name. A name denotes the same
// runtime value in each function that declares it (an Orchestration caller
// passes its own parameter of that name through), so names are unique per
// program, not per function.
using ParamRanges = std::map<std::string, ParamRange>;

struct Generated {
  ir::ProgramPtr program;
  ParamRanges params;
  FeatureSet features;
};

// Never fails on a choice; an error means a generator bug (an op the registry
// rejects, or the second generation pass diverging from the first).
ir::Result<Generated> generateProgram(ChoiceSource &source, const GenKnobs &knobs = {});

// Statements in a program, counting every statement node except SeqStmts
// (loops and ifs count once plus their bodies; returns and yields count).
uint32_t countStatements(const ir::Program &program);

} // namespace pipecheck::gen

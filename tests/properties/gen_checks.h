// Independent checks of generated programs, used by gen_test.
//
// They re-derive the generator's promises from the IR alone (never from the
// generator's internal intervals): each Var is bound once; every Pipeline
// loop carries pipeline_stages (and no other loop does); and every tile.load,
// tile.store and tile.extract stays inside its tensor or source tile when the
// kernel is walked with concrete parameter values. The access walk iterates
// the loops for real and takes both branches of every if (conditions may
// depend on data), so it checks a superset of the executed accesses.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/ir/program.h"
#include "properties/gen/Generator.h"

namespace pipecheck::gentest {

// Problems found (empty when the program is fine), each naming the function.
std::vector<std::string> checkSingleDefinition(const ir::Program &p);
std::vector<std::string> checkPipelineAttrs(const ir::Program &p);
// Every scalar parameter of every function has a range in `ranges`, lo <= hi.
std::vector<std::string> checkParamsHaveRanges(const ir::Program &p,
                                               const gen::ParamRanges &ranges);

// Walks every InCore function with the given parameter values (by name;
// missing ones are a problem) and checks each access. `iterations` (if not
// null) receives the number of loop iterations walked.
std::vector<std::string> checkAccessesInBounds(const ir::Program &p,
                                               const std::map<std::string, int64_t> &values,
                                               uint64_t *iterations = nullptr);

// Corner assignments of the ranges: every lo/hi combination for up to four
// parameters, otherwise all-lo, all-hi and two alternating mixes; plus the
// midpoint assignment.
std::vector<std::map<std::string, int64_t>> cornerAssignments(const gen::ParamRanges &ranges);

// Stores evaluated for effect (EvalStmt tile.store, no SSA result) are not
// ordered by any data dependence, so the generator promises that no two of
// them (in any iterations) write overlapping regions of one tensor. Walks
// every function with the given parameter values.
std::vector<std::string> checkEvalStoresDisjoint(const ir::Program &p,
                                                 const std::map<std::string, int64_t> &values);

// Cross-core traffic of one function walked with concrete parameter values:
// every tpush / tpop in execution order, with its channel (0 = aic->aiv:
// tpush_to_aiv / tpop_from_aic; 1 = aiv->aic: tpush_to_aic / tpop_from_aiv)
// and the tile's shape and dtype (the pushed argument's type, or the popped
// tile's annotated type). A tpush or tpop under an if is a problem (its count
// would depend on data).
struct ChannelEvent {
  bool push = false;
  int channel = 0;
  std::vector<int64_t> shape;
  ir::DataType dtype = ir::DataType::FP32;
};
std::vector<ChannelEvent> channelEvents(const ir::Function &f,
                                        const std::map<std::string, int64_t> &values,
                                        std::vector<std::string> &problems);

// Co-schedules two event sequences (the AIC and the AIV function) over
// in-order FIFOs of unbounded depth: each side runs until its next pop finds
// its channel empty. Problems: a deadlock (both blocked before the end), a
// pop whose shape/dtype differs from the tile pushed, a side popping a
// channel it pushes to, or tiles left in a FIFO at the end.
std::vector<std::string> coSchedule(const std::vector<ChannelEvent> &aic,
                                    const std::vector<ChannelEvent> &aiv);

// Loop facts for knob tests: (kind, stages or 0, step if constant).
struct LoopFact {
  ir::ForKind kind;
  int64_t stages = 0;
  bool constStep = false;
  int64_t step = 0;
  bool staticBounds = false;
};
std::vector<LoopFact> loopFacts(const ir::Program &p);

} // namespace pipecheck::gentest

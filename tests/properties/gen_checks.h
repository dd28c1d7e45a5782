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

// Replaying a Z3 counterexample in the interpreter.
//
// A model says "with these bounds, iteration x runs twice" (or never, or
// out of order); the replay runs the source and the lowering on exactly those
// scalar values, records both iteration traces and reports the first
// concrete difference, so a pass author reads the wrong iteration instead of
// a model. Used by the iteration-proof property and by `pipecheck prove`,
// which is why it takes plain programs rather than a RunContext.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "core/ir/program.h"
#include "oracle/interp/options.h"
#include "oracle/smt/coverage.h"
#include "oracle/smt/sites.h"

namespace pipecheck::checks {

struct ReplayOptions {
  uint64_t seed = 1; // tensor contents
  interp::DivMode div = interp::DivMode::Floor;
  uint64_t fuel = 1'000'000;
  std::optional<std::chrono::steady_clock::time_point> deadline; // interp::Options::deadline
};

struct Replay {
  bool reproduced = false; // the traces (or the outputs, or the counts) differ at these bounds
  std::string text;        // "replay main(n=4, s0=0): <first trace difference>" + outputs line
  // A Count counterexample (smt::Query::Count): how often the source ran the
  // anchor and the lowering ran its clones, when both runs returned.
  std::optional<std::pair<int64_t, int64_t>> counts;
};

// `proof` must carry a counterexample (Refuted, or a refuted trip formula's).
Replay replayCounterexample(const ir::Program &source, const ir::Program &lowered,
                            const smt::LoopProof &proof, const smt::Counterexample &cex,
                            const ReplayOptions &options = {});

// A count-only loop space's replay on the function's scalar `params`: how
// often the source runs the anchor and the lowering runs its clones (the
// space's own programs and sites).
Replay replayCount(const smt::LoopSpace &space, const std::map<std::string, int64_t> &params,
                   const ReplayOptions &options);

} // namespace pipecheck::checks

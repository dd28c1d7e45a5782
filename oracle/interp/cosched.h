// Co-scheduled execution of a cross-core pair: one AIC-side function and one
// AIV-side function of a program that talk through tpush/tpop, run together
// so that every pop reads what the peer really pushed.
//
// No threads: each side is re-run deterministically from scratch with the
// peer's push log so far (Options.peer, machine.h). A pop past the end of
// that log stops the side ("waits"). Because a run is a pure function of its
// inputs and its feed, a longer feed replays the same prefix and can only
// extend the side's push log, so alternating the two sides reaches a
// fixpoint: either both sides return (Completed), or in one round neither
// side pushed anything new while some side waits (Deadlock: every side is
// waiting, or one waits for a peer that has already finished), or a side
// ended otherwise (Failed: trap, fuel, outside the contract). The total work
// is bounded (CoOptions): rounds and interpreted statements over all re-runs;
// past the bound the result is BudgetExhausted, never a hang.
//
// The sides keep separate machines: their tensors are separate roots filled
// from the same seed streams as a single-sided run (shared GM between the
// cores is not modelled). A pop's tile is copied from the peer's push.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "oracle/interp/interpreter.h"

namespace pipecheck::interp {

struct CoOptions {
  int maxRounds = 4096;                    // re-runs of each side
  uint64_t maxStatements = 200'000'000;    // over all re-runs of both sides
};

enum class CoStatus { Completed, Deadlock, Failed, BudgetExhausted };
const char *coStatusName(CoStatus s); // "completed", "deadlock", "failed", "budget exhausted"

struct CoSide {
  std::string entry;
  RunResult result{InternalError{"not run"}, {}};
  bool waiting = false; // its last run stopped at a pop with no message
  Where waitedAt;       // the pop statement it waits at
  std::string waitMessage;
};

struct CoRunResult {
  CoStatus status = CoStatus::Failed;
  CoSide aic, aiv;
  int rounds = 0;
  uint64_t statements = 0;
  // One line: "deadlock: aic 'cube' waits at ... (pop #3 ...); aiv 'vec' waits at ...".
  std::string message;
};

// Runs aicEntry and aivEntry of `program` co-scheduled. Each side gets its
// own inputs; options apply to both (Options.peer is set per run).
CoRunResult coRun(const ir::Program &program, std::string_view aicEntry, const Inputs &aicInputs,
                  std::string_view aivEntry, const Inputs &aivInputs, const Options &options = {},
                  const CoOptions &co = {});

} // namespace pipecheck::interp

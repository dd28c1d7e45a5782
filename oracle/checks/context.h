// The run context a property judges: one source program, the pass pipeline's
// snapshots, and lazily computed, cached oracle results.
//
// A driver (ctest suite, fuzz target, CLI) builds a CheckInput, and
// makeContext() runs the pipeline once (with the verify and round-trip
// instruments OFF: those are properties here, judged per snapshot, so the
// run goes as far as the passes go). Properties then read the snapshots and
// ask the context for interpreter runs, which it caches per (snapshot, input
// set), so `differential`, `iteration-coverage` and `skew-fifo-order` share
// executions (each run records what any of them reads: the iteration trace,
// and the channel traffic when the source has a cross-core op).
// `validate` mode (pipecheck validate SOURCE LOWERED) builds a context whose
// only snapshot is a lowering given as text, not produced by pipecheck.
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/pipeline/pipeline.h"
#include "oracle/checks/channel_log.h"
#include "oracle/interp/inputs.h"
#include "oracle/interp/iteration_trace.h"
#include "oracle/interp/options.h"
#include "oracle/interp/outcome.h"

namespace pipecheck::smt {
class SolverSession; // oracle/smt/solver.h
}

namespace pipecheck::checks {

// Inclusive value ranges of dynamic scalar params that keep a program in
// bounds ("n=0..10"); inputs outside them are not tried.
using ParamRanges = std::map<std::string, std::pair<int64_t, int64_t>>;

// Time and size budgets of one program's check, so that no input hangs a
// driver. A property that runs past its time (or a program whose snapshot is
// over the size budget) gets the verdict "not checked: budget (...)",
// counted in every summary, never a guess (runCatalogue, budget.cpp).
// Properties stop cooperatively: the interpreter reads the deadline every
// 1024 statements, each Z3 check's time limit is cut to what is left, and
// the size budget keeps printing, parsing and encoding of huge snapshots from
// starting at all.
struct Budget {
  using Clock = std::chrono::steady_clock;
  // Wall time one property may spend on one program (0: none). Corpus and
  // generated programs take well under a second per property (the whole
  // catalogue < 5 s wall on a machine loaded twelvefold); thirty seconds
  // leaves room for several Z3 checks at their own 5 s limit. The campaign
  // and the suites set tighter budgets (10 s, 4 s).
  unsigned propertyMs = 30'000;
  // Wall time all properties together may spend on one program, from the
  // RunContext's construction (pipeline run included; 0: none). Four
  // properties' worth: one pathological program costs a driver at most this.
  unsigned programMs = 120'000;
  // Statements any snapshot may have (pipeline::countStatements; 0: none).
  // Generated programs lower to a few thousand at most (properties/gen bounds
  // the nested expansion). Printing grows faster than linearly with size
  // (text::buildRenameMap; measured 0.05 s at 4,000 lines, 0.55 s at 11,000,
  // 20 s at 32,000) and round-trip prints every snapshot three times, so
  // the budget stops where that still fits in one property's time.
  std::size_t maxSnapshotStatements = 10'000;
  // An absolute end that no property passes (the campaign's own deadline).
  std::optional<Clock::time_point> hardDeadline;
  // propertyMs = ms, programMs = 3 * ms (the --budget-ms flag; the ratio of
  // the campaign's budget).
  void setPropertyMs(unsigned ms) {
    propertyMs = ms;
    programMs = 3 * ms;
  }
};

struct CheckInput {
  ir::ProgramPtr source;
  std::string fileName = "input.py";
  std::vector<std::string> passes = pipeline::defaultPassList();
  passes::PassOptions passOptions; // faults for the bug zoo
  ParamRanges params;
  // A lowering given from outside (validate mode): replaces the pipeline run.
  ir::ProgramPtr givenLowered;
  std::string givenLoweredName = "lowered";
  // Several snapshots given from outside, in pass order, each named after
  // the pass that would have produced it ("canonicalize_io_order",
  // "memory_reuse", ...): replaces the pipeline run (and givenLowered), so
  // properties that read several snapshots (props_memory.cpp) can judge
  // hand-built or PyPTO-produced plans.
  std::vector<pipeline::Snapshot> givenSnapshots;
  // Which implementation produced givenSnapshots, for every report and
  // message ("pypto 0.1.0 (commit ...)", "PyPTO dump folder DIR"); empty
  // when they were handed in by a test ("the given snapshots").
  std::string givenOrigin;
  // The given implementation raised in pass givenFailedPass (the pass after
  // the last given snapshot; may be the first pass): the run counts as
  // rejected there, with givenFailure as its error, and clean-errors judges
  // it against the model's own run of the same passes.
  std::string givenFailedPass;
  ir::Diagnostic givenFailure;
  // The text of each given snapshot as its producer printed it (parallel to
  // givenSnapshots; missing or empty entries: not known), so model-agrees
  // compares bytes, not pipecheck's re-print.
  std::vector<std::string> givenTexts;
  // Whether the producer's own parser reads each given snapshot's text back
  // (parallel to givenSnapshots; a missing entry: nobody asked it, so
  // round-trip asks pipecheck's model of PyPTO's parser, text/pypto_readback.h).
  struct Readback {
    bool decided = false;                 // the producer's parser was asked
    std::optional<ir::Diagnostic> error;  // what it raised (kind = its class)
    // It read the text back, but not as the program it printed (its own
    // structural equality's reason): the text then denotes another program
    // than the IR the pass returned, so pipecheck, which judges the text,
    // judges no property on it but round-trip (unknown_values.h).
    std::optional<std::string> differs;
  };
  std::vector<Readback> givenReadback;
  interp::DivMode div = interp::DivMode::Floor;
  uint64_t fuel = 2'000'000;
  uint64_t seed = 1;
  int maxInputSets = 12;   // edge-value sets tried per entry function
  unsigned smtTimeoutMs = 5000;
  // Waiver for the known finding of corpus/finding_dyn_stop_below_start.py:
  // the real dynamic lowering runs iterations when a pipeline loop's runtime
  // stop lies below its start (positive step). When set, input sets whose
  // dynamic pipeline bounds are unordered are not tried and the Z3 proofs
  // assume ordered bounds, so other bugs stay visible. Off by default: the
  // finding is reported unless a driver asks for the waiver.
  bool orderedBoundsOnly = false;
  Budget budget;
  // The Z3 context the proofs check in (RunContext::solver). A driver that
  // checks many programs in one thread may hand every input the same one:
  // a context costs about 9 ms to create in a campaign (its fresh tables
  // page-fault), as much as a small program's proofs. `pipecheck campaign`
  // passes one for all its programs (memory and verdicts measured in
  // docs/iteration-proof-coverage.md). Null: the RunContext
  // creates its own on first use. Not thread-safe: one per thread.
  std::shared_ptr<smt::SolverSession> solver;

  // Forgets everything given from outside (lowering, snapshots, their
  // producer's texts, readback and failure), so the input runs its own
  // pipeline on its source: a template for a reducer's candidates.
  void clearGiven() {
    givenLowered = nullptr;
    givenSnapshots.clear();
    givenOrigin.clear();
    givenFailedPass.clear();
    givenFailure = {};
    givenTexts.clear();
    givenReadback.clear();
  }
};

// One interpreter run of one snapshot on one input set (cached).
struct ExecResult {
  interp::RunResult result;
  interp::IterationTrace trace;
  // Each function's pushes and pops, recorded only when the source has a
  // cross-core op (skew-fifo-order reads them; empty otherwise).
  window::ChannelLog channels;
};

class RunContext {
public:
  explicit RunContext(CheckInput input);

  const CheckInput &input() const { return input_; }
  const ir::ProgramPtr &source() const { return input_.source; }
  const pipeline::PipelineRun &run() const { return run_; }
  // Snapshots after the input: (pass name, program). In validate mode, the
  // given lowering under givenLoweredName.
  const std::vector<pipeline::Snapshot> &outputs() const { return outputs_; }
  // The snapshot produced by `pass`, or null.
  ir::ProgramPtr snapshot(std::string_view pass) const;

  // Entry functions and their input sets (edge values within ranges).
  struct InputSet {
    std::string entry;
    interp::Inputs inputs;
    std::string label; // "kernel(n=4)"
  };
  const std::vector<InputSet> &inputSets();
  // Why inputSets() is empty, for a "not checked" verdict: no entry, or how
  // many candidate sets the param ranges and --ordered-bounds turned away.
  std::string whyNoInputSets();
  // Runs program (the source when program is the source pointer) on set k.
  const ExecResult &exec(const ir::ProgramPtr &program, std::size_t k);

  // Budget bookkeeping (budget.cpp). runCatalogue sets the running
  // property's deadline; checks hand it to the interpreter and Z3. An
  // interpreter run stopped by a deadline (here or cached from an earlier
  // property) marks the budget hit, so its outcome is never judged.
  using Deadline = std::optional<Budget::Clock::time_point>;
  const Deadline &deadline() const { return deadline_; }
  void setDeadline(Deadline d) { deadline_ = d; }
  // Interpreter options of this input (division mode, fuel) with the
  // running property's deadline: every check's run starts from these.
  interp::Options interpOptions() const {
    interp::Options o;
    o.divMode = input_.div;
    o.fuel = input_.fuel;
    o.deadline = deadline_;
    return o;
  }
  bool budgetHit() const { return budgetHit_; }
  void clearBudgetHit() { budgetHit_ = false; }
  // When all properties of this program must be done (programMs and
  // hardDeadline), or none.
  Deadline programDeadline() const;
  // The Z3 context every proof of this program checks in (iteration-proof,
  // slot-distinct): CheckInput::solver, else one created on first use.
  smt::SolverSession &solver();

  // Why the snapshots are over the size budget (then nothing is judged).
  const std::optional<std::string> &sizeOverBudget() const { return run_.overBudget; }

private:
  CheckInput input_;
  pipeline::PipelineRun run_;
  std::vector<pipeline::Snapshot> outputs_;
  std::optional<std::vector<InputSet>> inputSets_;
  int candidateSets_ = 0, unorderedSets_ = 0; // counted by inputSets()
  std::map<std::pair<const ir::Program *, std::size_t>, std::unique_ptr<ExecResult>> cache_;
  std::optional<bool> crossCore_; // does the source have a cross-core op (exec)
  Budget::Clock::time_point created_ = Budget::Clock::now();
  Deadline deadline_;
  bool budgetHit_ = false;
};

// Parses "# params: n=0..10 s0=-3..3" style text ("none" or empty: no ranges).
ParamRanges parseParamRanges(std::string_view text);

} // namespace pipecheck::checks

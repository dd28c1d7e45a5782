// The run context a property judges: one source program, the pass pipeline's
// snapshots, and lazily computed, cached oracle results.
//
// A driver (ctest suite, fuzz target, CLI) builds a CheckInput, and
// makeContext() runs the pipeline once (with the verify and round-trip
// instruments OFF: those are properties here, judged per snapshot, so the
// run goes as far as the passes go). Properties then read the snapshots and
// ask the context for interpreter runs, which it caches per (snapshot, input
// set), so `differential` and `iteration-coverage` share executions.
// `validate` mode (pipecheck validate SOURCE LOWERED) builds a context whose
// only snapshot is a lowering given as text, not produced by pipecheck.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/pipeline/pipeline.h"
#include "oracle/interp/inputs.h"
#include "oracle/interp/iteration_trace.h"
#include "oracle/interp/options.h"
#include "oracle/interp/outcome.h"

namespace pipecheck::checks {

// Inclusive value ranges of dynamic scalar params that keep a program in
// bounds ("n=0..10"); inputs outside them are not tried.
using ParamRanges = std::map<std::string, std::pair<int64_t, int64_t>>;

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
};

// One interpreter run of one snapshot on one input set (cached).
struct ExecResult {
  interp::RunResult result;
  interp::IterationTrace trace;
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
  // Runs program (the source when program is the source pointer) on set k.
  const ExecResult &exec(const ir::ProgramPtr &program, std::size_t k);

private:
  CheckInput input_;
  pipeline::PipelineRun run_;
  std::vector<pipeline::Snapshot> outputs_;
  std::optional<std::vector<InputSet>> inputSets_;
  std::map<std::pair<const ir::Program *, std::size_t>, std::unique_ptr<ExecResult>> cache_;
};

// Parses "# params: n=0..10 s0=-3..3" style text ("none" or empty: no ranges).
ParamRanges parseParamRanges(std::string_view text);

} // namespace pipecheck::checks

// The pass manager: runs a named list of passes with optional instruments.
//
// runPipeline takes a program and pass registry names ("lower_pipeline_loops",
// ...), keeps a snapshot of the program before the first pass ("input") and
// after every pass (named after the pass), and times each pass and its
// instruments separately. Instruments are switched on by PipelineOptions (a
// value, never a global): `verify` runs the core/verify verifiers on the input
// and after every pass (a stage property such as PipelineResolved only after
// a pass listing it in PassInfo::produces; a property a pass lists in
// PassInfo::invalidates is not checked again until a later pass produces it);
// `roundTrip` prints each pass's
// output, parses it back and checks structural equality with the program. On the first
// failure (an unknown pass or fault, a pass error, a verifier error, a round
// trip mismatch) the run stops, names the pass in failedPass ("input" when
// the input itself fails verification), keeps the snapshots up to the IR from
// before that pass, and records the rejected output (when the pass produced
// one) in failedOutput. Data flows one way: passes never see the instruments.
//
// The size budget (PipelineOptions::maxStatements) is not a failure of a
// pass: a snapshot with more statements than the budget (the input, or a
// pass output: a deep nest of dynamic pipelines replicates its body
// F(F+1)/2 times per level) stops the run before anything prints, parses or
// judges it, and PipelineRun::overBudget says why. Drivers report that as
// "not checked: budget", never as a verdict on the passes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/program.h"
#include "core/passes/pass.h"

namespace pipecheck::pipeline {

struct PipelineOptions {
  bool verify = false;                  // verify::allVerifiers() on the input and after each pass
  bool roundTrip = false;               // print -> parse -> structuralEqual after each pass
  passes::PassOptions passOptions;      // handed to every pass (faults)
  std::string fileName = "pipeline.py"; // file name the round-trip parser reports
  // Statements any snapshot may have (countStatements); 0: no limit.
  std::size_t maxStatements = 0;
};

struct Snapshot {
  std::string name; // "input" or the registry name of the pass that produced it
  ir::ProgramPtr program;
};

struct PassTiming {
  std::string pass;
  double passSeconds = 0;       // the pass itself
  double instrumentSeconds = 0; // verification + round trip after it
};

struct PipelineRun {
  std::vector<Snapshot> snapshots; // input first; only states that passed every instrument
  std::vector<PassTiming> timings; // one per pass that ran (also the failing one)
  ir::Diagnostics diagnostics;     // errors of the failure, plus verifier and pass warnings
  std::optional<std::string> failedPass;
  ir::ProgramPtr failedOutput; // output rejected by an instrument (null otherwise)
  // Set when a snapshot exceeded PipelineOptions::maxStatements: "the output
  // of lower_pipeline_loops has 39848 statements, over the size budget of
  // 30000". The run stopped there; that snapshot is not kept.
  std::optional<std::string> overBudget;

  bool ok() const { return !failedPass; }
  // The last good program (the pipeline's result when ok()).
  const ir::ProgramPtr &finalProgram() const { return snapshots.back().program; }
  // A one-line summary: "ok" or "pass 'x' failed: <first diagnostic>".
  std::string summary() const;
};

// Under passOptions.planner == PTOAS the runner drops memory_reuse and
// allocate_memory_addr from passNames (passesForPlanner), as PyPTO's
// PassManager does when it is built under that planner: they neither run
// nor leave a snapshot or timing.
PipelineRun runPipeline(const ir::ProgramPtr &input, const std::vector<std::string> &passNames,
                        const PipelineOptions &options = {});

// Statements of every function (SeqStmts containers not counted): the
// measure of the size budget.
std::size_t countStatements(const ir::Program &program);

// "a,b , c" -> {"a", "b", "c"} (empty items dropped).
std::vector<std::string> splitPassList(std::string_view list);

// The pass lists of the golden files: "lower" = lower_pipeline_loops;
// "canon" adds canonicalize_io_order; "window" is the golden-window list
// (skew_cross_core_pipeline, lower_pipeline_to_slots, lower_pipeline_loops,
// canonicalize_io_order); "memory" is the whole real window from
// skew_cross_core_pipeline to allocate_memory_addr (reference/
// neighbour-passes.md section 0). nullopt for an unknown name. The lists may
// name passes not registered yet; running such a list fails with "unknown pass".
std::optional<std::vector<std::string>> namedPipeline(std::string_view name);

// The pass list every driver runs unless told otherwise: the whole window
// from skew_cross_core_pipeline to allocate_memory_addr in the real order.
inline constexpr std::string_view kDefaultPipeline = "memory";
std::vector<std::string> defaultPassList();
// The default list as PyPTO's PassManager builds it for a planner: PTOAS
// drops memory_reuse and allocate_memory_addr, PYPTO drops nothing.
std::vector<std::string> defaultPassList(passes::MemoryPlanner planner);

// True when PyPTO's PassManager leaves `pass` out under `planner` (PTOAS:
// memory_reuse and allocate_memory_addr). lower_pipeline_to_slots is never
// dropped: it gates itself on the planner.
bool plannerSkipsPass(std::string_view pass, passes::MemoryPlanner planner);
// names without the passes plannerSkipsPass drops, each spelled as its factory
// name (a CamelCase class name such as LowerPipelineLoops is accepted).
std::vector<std::string> passesForPlanner(const std::vector<std::string> &names,
                                          passes::MemoryPlanner planner);

} // namespace pipecheck::pipeline

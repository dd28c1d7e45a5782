// The pass interface, pass options and the pass registry.
//
// A pass maps a Program to a new Program (functions it did not change keep
// their identity) or to a Diagnostic. Pass errors mirror PyPTO's exceptions:
// Diagnostic::kind is the exception class ("InternalError", "ValueError",
// "TypeError") and Diagnostic::message is PyPTO's text — for InternalError
// checks the first line ends with " [file:line:col]" when the loop has a span
// and a second line "Check failed: <expr>" follows when the checked
// expression is known (we never print PyPTO's C++ file:line). The registry is
// a constant table (no mutable global): registry name in PyPTO's Python
// spelling, class name, one-line description and factory. PassOptions is a
// value handed to every pass; its `faults` set switches on deliberately wrong
// variants of a pass (faults.h) so the oracles can be tested against them;
// `backend` and `planner` are the context the memory passes read (backend.h).
#pragma once

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/program.h"
#include "core/passes/backend.h"

namespace pipecheck::passes {

struct PassOptions {
  // Names from registeredFaults(); empty for the faithful passes.
  std::set<std::string> faults;
  // Target SoC for the memory passes (capacities); 910B is pipecheck's default.
  Backend backend = Backend::Ascend910B;
  MemoryPlanner planner = MemoryPlanner::PYPTO;
  bool hasFault(std::string_view name) const { return faults.count(std::string(name)) > 0; }
};

class Pass {
public:
  virtual ~Pass() = default;
  virtual std::string_view name() const = 0; // registry name, e.g. "lower_pipeline_loops"
  virtual ir::Result<ir::ProgramPtr> run(const ir::ProgramPtr &program,
                                         const PassOptions &options) const = 0;
};
using PassPtr = std::unique_ptr<const Pass>;

struct PassInfo {
  std::string name;        // PyPTO python name: "lower_pipeline_loops"
  std::string className;   // PyPTO class / our file name: "LowerPipelineLoops"
  std::string description; // one line
  PassPtr (*factory)() = nullptr;
  // Verifier names (core/verify) whose property holds after this pass even if
  // it did not hold before (e.g. "PipelineResolved" for canonicalize_io_order).
  // The runner's verify instrument checks such stage properties only once a
  // pass has produced them; every other verifier is checked after every pass.
  std::vector<std::string> produces = {};
  // Verifier names whose property this pass may break (e.g. "SSAForm" for
  // init_mem_ref); the verify instrument stops checking them after this pass
  // until a later pass produces them again.
  std::vector<std::string> invalidates = {};
  // True when the pass may reorder statements of different clones (so body
  // executions no longer run in source iteration order, by design):
  // iteration-coverage then checks "each iteration exactly once" without
  // the order from this snapshot on.
  bool reordersClones = false;
  // The warnings and hints the pass would print for this input (PyPTO logs
  // them; our passes return programs only, so the runner asks separately
  // and keeps them in PipelineRun::diagnostics). Null: the pass never warns.
  ir::Diagnostics (*warnings)(const ir::Program &input, const PassOptions &options) = nullptr;
};

// The registered passes, in registration order.
std::vector<PassInfo> registeredPasses();
// By factory name ("lower_pipeline_loops") or class name ("LowerPipelineLoops");
// the result's .name is always the factory name.
std::optional<PassInfo> findPass(std::string_view name);
// Error (kind "ValueError") naming the unknown pass.
ir::Result<PassPtr> createPass(std::string_view name);

// Factories, one per pass file.
PassPtr createSkewCrossCorePipelinePass();
PassPtr createLowerPipelineLoopsPass();
PassPtr createMemoryReusePass();
PassPtr createInitMemRefPass();
PassPtr createMaterializeSemanticAliasesPass();
PassPtr createAllocateMemoryAddrPass();
PassPtr createCanonicalizeIOOrderPass();
PassPtr createMaterializeTensorStridesPass();
PassPtr createLowerPipelineToSlotsPass();

// Convenience: run LowerPipelineLoops on a program.
ir::Result<ir::ProgramPtr> lowerPipelineLoops(const ir::ProgramPtr &program,
                                              const PassOptions &options = {});

} // namespace pipecheck::passes

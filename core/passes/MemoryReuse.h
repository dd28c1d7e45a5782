// MemoryReuse's IR-facing API: lifetime analysis, planning and application.
//
// The pass (MemoryReuse.cpp) is planMemoryReuse + applyMemoryReuse per
// function. The Pass interface has no channel for warnings, so the pass drops
// them; planMemoryReuse returns them as values (ReusePlan::diagnostics: the
// legacy-fallback warning, rule "MemoryReuse", and PH-MR-001 hints) for the
// pipeline, checks and tests to read. Orchestration functions are skipped
// (nullopt), like functions without tile intervals. Input form: the output
// of InitMemRef / MaterializeSemanticAliases (tile vars carry MemRefs whose
// base is the Ptr var of a top-level tile.alloc).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "core/ir/program.h"
#include "core/passes/MemoryReusePlan.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {

// reference/memory-reuse.md §4: one interval per sharing group (MemRef base).
struct ReuseLifetimes {
  std::vector<reuse::ReuseInterval> intervals; // in order of the groups' first defs
  std::vector<ir::VarPtr> bases;               // the group's MemRef base (Ptr var)
  std::vector<ir::VarPtr> reps;                // the group's earliest-defined tile var
  // Per tile var: (def order, effective last use).
  std::map<const ir::Var *, std::pair<int64_t, int64_t>> varLiveness;
  std::vector<std::pair<int64_t, int64_t>> loops; // [start, end] of every For body
};

// faults: only noLoopExtension and loopResultNotRedirected act here.
ReuseLifetimes analyzeReuseLifetimes(const ir::StmtPtr &body, const reuse::PlanFaults &faults = {});

struct FunctionReusePlan {
  ReuseLifetimes lifetimes;
  reuse::ReusePlan plan;
  bool skipYieldFixup = false; // the "reuse-skips-yield-fixup" fault
};

// Capacities from options.backend, faults from options.faults. nullopt for an
// Orchestration function or one without tile intervals (the pass leaves both
// unchanged).
std::optional<FunctionReusePlan> planMemoryReuse(const ir::Function &f,
                                                 const PassOptions &options);
// The diagnostics of planMemoryReuse over every function of a program.
ir::Diagnostics memoryReuseDiagnostics(const ir::Program &program, const PassOptions &options);

// §9 steps 3–6 on f's body: rebase MemRefs onto buffer representatives
// (loop carries follow their init), YieldFixup tile.move insertion, removal of
// unreferenced top-level allocs, stripping of pipeline_membership.
ir::Result<ir::StmtPtr> applyMemoryReuse(const ir::Function &f, const FunctionReusePlan &plan);

} // namespace pipecheck::passes

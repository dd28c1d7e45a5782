// The property catalogue: one entry per property, shared by every driver.
//
// Like the pass registry, the catalogue is a constant table: a stable
// kebab-case id, a one-line contract, and a check function over a
// RunContext. ctest suites, the fuzz targets, the campaign and the CLI all
// iterate this table; none keeps its own list. A check never throws and
// never mutates IR; it returns one Verdict (the witness names values,
// iteration and statement; `pass` names the snapshot where it first fails).
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/checks/context.h"
#include "oracle/checks/cpu_profile.h"
#include "oracle/checks/verdict.h"

namespace pipecheck::checks {

struct Property {
  std::string_view id;
  std::string_view contract; // one line
  Verdict (*check)(RunContext &);
};

std::span<const Property> catalogue();
const Property *findProperty(std::string_view id);

// Runs the catalogue (or the named subset; unknown ids are an error verdict
// "harness error") on one context, each property within the budgets of
// CheckInput::budget (checkWithinBudget). With a profile, each property's
// CPU time is added under its id (and the unknown-values gate and the
// oracles' reconciliation under their own names).
std::vector<Verdict> runCatalogue(RunContext &ctx, const std::vector<std::string> &only = {},
                                  CpuProfile *profile = nullptr);

// p.check(ctx) under the time and size budgets (budget.cpp): over budget is
// "not checked: budget (...)", recognised by isBudgetVerdict.
Verdict checkWithinBudget(const Property &p, RunContext &ctx);
bool isBudgetVerdict(const Verdict &v);

// The check functions, one per property (defined in props_*.cpp).
Verdict checkSsaValid(RunContext &);
Verdict checkPipelineLoopValid(RunContext &);
Verdict checkNormalizedStructure(RunContext &);
Verdict checkRoundTrip(RunContext &);
Verdict checkIdempotent(RunContext &);
Verdict checkMarker(RunContext &);
Verdict checkIterationCoverage(RunContext &);
Verdict checkIterationProof(RunContext &);
Verdict checkDifferential(RunContext &);
Verdict checkMembershipTags(RunContext &);
Verdict checkAccUntagged(RunContext &);
Verdict checkPipelineResolved(RunContext &);
Verdict checkCleanErrors(RunContext &);
// props_memory.cpp
Verdict checkNoCrossStageLoadSharing(RunContext &);
Verdict checkStageDepth(RunContext &);
Verdict checkAccSingleBuffer(RunContext &);
Verdict checkCapacity(RunContext &);
Verdict checkBufferDifferential(RunContext &);
// props_window.cpp, props_window_exec.cpp
Verdict checkCrossCoreResolved(RunContext &);
Verdict checkSkewFifoOrder(RunContext &);
Verdict checkSlotDistinct(RunContext &);
Verdict checkWindowDifferential(RunContext &);
// props_model_agrees.cpp
Verdict checkModelAgrees(RunContext &);
// One model-agrees verdict per given snapshot, in order (empty when none is
// given); checkModelAgrees is the first that does not hold, else holds.
std::vector<Verdict> modelAgreesPerPass(RunContext &);

} // namespace pipecheck::checks

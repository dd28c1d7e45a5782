// MemoryReuse: lifetime-based buffer sharing of tile MemRefs
// (reference/memory-reuse.md; PyPTO's TransformMemoryReuse).
//
// A function pass: Orchestration functions and functions without tile
// intervals are returned unchanged (also not stripped, like the real early
// return). Otherwise: lifetimes (MemoryReuseLifetimes.cpp) -> plan
// (MemoryReusePlan.cpp: can-share, pipeline guard, capacity gate with depths
// from memoryCapacity(options.backend, space), FFD packing, shedding,
// legacy fallback) -> application (MemoryReuseApply.cpp). The plan's
// warnings and PH-MR-001 hints have no channel through the Pass interface;
// callers that want them use planMemoryReuse / memoryReuseDiagnostics.
// Reserved regions (system.reserve_buffer, ReserveBuffers.h) start the
// footprint walk at their end; resolving them is where the real pass raises
// their InternalErrors (size, memory space, overlap).
// Faults: reuse-ignores-membership, reuse-loads-as-non-loads,
// reuse-shares-live-tiles (faults.h).
#include "core/passes/MemoryReuse.h"

#include "core/passes/ReserveBuffers.h"

namespace pipecheck::passes {
namespace {

using namespace ir;

reuse::PlanInput planInput(const Function &f, const ReuseLifetimes &lt,
                           const PassOptions &options) {
  reuse::PlanInput in;
  in.intervals = lt.intervals;
  in.backendConfigured = options.backend != Backend::None;
  for (const reuse::ReuseInterval &iv : lt.intervals)
    in.capacity[iv.space] = memoryCapacity(options.backend, iv.space);
  in.faults.ignoreMembership = options.hasFault("reuse-ignores-membership");
  in.faults.loadsAsNonLoads = options.hasFault("reuse-loads-as-non-loads");
  in.faults.sharesLiveTiles = options.hasFault("reuse-shares-live-tiles");
  in.faults.sizeAscending = options.hasFault("reuse-sorts-ascending");
  in.faults.firstMemberOnly = options.hasFault("reuse-checks-first-member");
  in.faults.touchingBlocks = options.hasFault("reuse-touching-blocks");
  in.faults.l0ExemptGated = options.hasFault("reuse-l0-exempt-when-gated");
  in.loc = f.loc;
  if (auto layout = resolveReserveBuffers(f); layout.ok()) // errors: see run()
    in.reserved = layout.value().reservedEnd;
  return in;
}

reuse::PlanFaults lifetimeFaults(const PassOptions &options) {
  reuse::PlanFaults f;
  f.noLoopExtension = options.hasFault("reuse-no-loop-extension");
  f.loopResultNotRedirected = options.hasFault("reuse-loop-result-not-redirected");
  return f;
}

class MemoryReuse : public Pass {
public:
  std::string_view name() const override { return "memory_reuse"; }
  Result<ProgramPtr> run(const ProgramPtr &program, const PassOptions &options) const override {
    auto out = std::make_shared<Program>(*program);
    for (FunctionPtr &f : out->functions) {
      if (!f)
        continue;
      std::optional<FunctionReusePlan> plan = planMemoryReuse(*f, options);
      if (!plan)
        continue;
      PC_TRY(resolveReserveBuffers(*f));
      StmtPtr body = PC_TRY(applyMemoryReuse(*f, *plan));
      f = withBody(f, body);
    }
    return ProgramPtr(out);
  }
};

} // namespace

std::optional<FunctionReusePlan> planMemoryReuse(const Function &f, const PassOptions &options) {
  if (f.funcType == FunctionType::Orchestration || !f.body)
    return std::nullopt;
  FunctionReusePlan out;
  out.lifetimes = analyzeReuseLifetimes(f.body, lifetimeFaults(options));
  out.skipYieldFixup = options.hasFault("reuse-skips-yield-fixup");
  if (out.lifetimes.intervals.empty())
    return std::nullopt;
  out.plan = reuse::planReuse(planInput(f, out.lifetimes, options));
  return out;
}

Diagnostics memoryReuseDiagnostics(const Program &program, const PassOptions &options) {
  Diagnostics all;
  for (const FunctionPtr &f : program.functions)
    if (f)
      if (auto plan = planMemoryReuse(*f, options))
        all.insert(all.end(), plan->plan.diagnostics.begin(), plan->plan.diagnostics.end());
  return all;
}

PassPtr createMemoryReusePass() { return std::make_unique<MemoryReuse>(); }

} // namespace pipecheck::passes

// The catalogue table and the runner over it; see catalogue.h.
#include "oracle/checks/catalogue.h"
#include "oracle/checks/consistency.h"
#include "oracle/checks/unknown_values.h"

#include <array>

namespace pipecheck::checks {
namespace {

constexpr std::array<Property, 23> kCatalogue = {{
    {"ssa-valid", "every pass output is in SSA form (SSAForm verifier) when its input is",
     checkSsaValid},
    {"pipeline-loop-valid",
     "in every snapshot a loop is Pipeline exactly when it carries pipeline_stages",
     checkPipelineLoopValid},
    {"normalized-structure",
     "no single-child or nested SeqStmts, yields only last in their scope, in every pass output",
     checkNormalizedStructure},
    {"round-trip",
     "every snapshot prints, parses back structurally equal, and re-prints byte-identically",
     checkRoundTrip},
    {"idempotent", "lower_pipeline_loops applied to its own output changes nothing",
     checkIdempotent},
    {"marker",
     "after lowering every Pipeline loop has pipeline_stages=1 and each lowered source loop "
     "keeps a Pipeline main loop",
     checkMarker},
    {"iteration-coverage",
     "for every input tried, each source pipeline iteration runs exactly once, in source order",
     checkIterationCoverage},
    {"iteration-proof",
     "Z3: for every value of the dynamic bounds, each source iteration runs exactly once and in "
     "order",
     checkIterationProof},
    {"differential",
     "the source and every snapshot compute bit-identical outputs on every input tried",
     checkDifferential},
    {"membership-tags",
     "every tile-producing call in clone k of a replicated region carries that region's g:k, "
     "innermost pair first; nothing outside replicated regions is tagged",
     checkMembershipTags},
    {"acc-untagged",
     "matmul results into Acc are untagged unless the loop is double-buffered (dbC); extracts "
     "into Acc are tagged",
     checkAccUntagged},
    {"pipeline-resolved",
     "after canonicalize_io_order no Pipeline loop and no pipeline_* loop attr remains",
     checkPipelineResolved},
    {"clean-errors",
     "a rejected input gets a diagnostic with kind and message, never a crash or a silent pass",
     checkCleanErrors},
    {"no-cross-stage-load-sharing",
     "after memory_reuse no load shares bytes with a tile of another stage of its pipeline "
     "group in Vec/Mat (unless the capacity gate shed the depth)",
     checkNoCrossStageLoadSharing},
    {"stage-depth",
     "under the capacity gate, tiles of group g sharing a buffer have stage ordinals equal mod "
     "F_g = max(1, min(D_g, capacity / slot_g))",
     checkStageDepth},
    {"acc-single-buffer",
     "Acc matmul results with disjoint lifetimes use one buffer without "
     "pipeline_double_buffer_c, exactly two with it",
     checkAccSingleBuffer},
    {"capacity",
     "after allocate_memory_addr every memory space fits the backend capacity with every slot "
     "32-byte aligned, or the run raised the capacity error for a plan that really overflows",
     checkCapacity},
    {"buffer-differential",
     "the last memory snapshot run buffer-aware (tiles in their MemRef bytes) computes the "
     "source's outputs bit-identically",
     checkBufferDifferential},
    {"cross-core-resolved",
     "no cross-core loop (top-level tpush and tpop) reaches lower_pipeline_loops as a Pipeline "
     "loop, nor keeps Pipeline or pipeline_stages in any snapshot after the skew",
     checkCrossCoreResolved},
    {"skew-fifo-order",
     "from the skew on, no pop is hoisted above a push it followed in the source, and the "
     "push log (channel, order, values) of every run equals the source's",
     checkSkewFifoOrder},
    {"slot-distinct",
     "Z3: a slotted MemRef gives iterations less than F apart distinct slots in [0, F), its "
     "index is the literal loop_var % F, in a loop the planner may slot (step 1, start % F == 0, "
     "F in [2, 16], no declined pipeline above)",
     checkSlotDistinct},
    {"window-differential",
     "with both cores of a cross-core pair co-scheduled, every snapshot completes without "
     "deadlock and computes the source's outputs and push logs bit-identically",
     checkWindowDifferential},
    {"model-agrees",
     "for snapshots given from outside, pipecheck's model of each pass run on the snapshot "
     "before prints the snapshot after byte for byte",
     checkModelAgrees},
}};

} // namespace

std::span<const Property> catalogue() { return kCatalogue; }

const Property *findProperty(std::string_view id) {
  for (const Property &p : kCatalogue)
    if (p.id == id)
      return &p;
  return nullptr;
}

std::vector<Verdict> runCatalogue(RunContext &ctx, const std::vector<std::string> &only,
                                  CpuProfile *profile) {
  std::vector<Verdict> out;
  // A free variable: only the properties that judge it run (unknown_values.h).
  // A given snapshot's text that is not its IR: only round-trip runs.
  std::optional<std::string> unknown, notItsIR;
  {
    CpuProfile::Scope timed(profile, "unknown-values gate");
    unknown = unknownValues(ctx);
    notItsIR = textIsNotItsIR(ctx);
  }
  auto check = [&](const Property &p) {
    if (notItsIR && p.id != "round-trip")
      return notChecked(std::string(p.id), *notItsIR);
    if (unknown && !judgesUnknownValues(p.id))
      return notChecked(std::string(p.id), *unknown);
    CpuProfile::Scope timed(profile, p.id);
    return checkWithinBudget(p, ctx);
  };
  if (only.empty()) {
    for (const Property &p : kCatalogue)
      out.push_back(check(p));
  } else {
    for (const std::string &id : only) {
      if (const Property *p = findProperty(id))
        out.push_back(check(*p));
      else
        out.push_back(harnessError(id, "unknown property id"));
    }
  }
  // Oracles that contradict each other give a harness error, not a finding.
  CpuProfile::Scope timed(profile, "reconciliation");
  return reconcileVerdicts(ctx, std::move(out));
}

} // namespace pipecheck::checks

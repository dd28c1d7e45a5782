// The fault table; see faults.h. Each line says what the wrong variant does.
#include "core/passes/faults.h"

namespace pipecheck::passes {

std::vector<FaultInfo> registeredFaults() {
  const char *lpl = "lower_pipeline_loops";
  return {
      {"tail-off-by-one", lpl,
       "static tail with trip % F > 0 emits trip % F + 1 clones (loop bound <= instead of <)"},
      {"main-stop-original", lpl,
       "main loop stops at the source loop's stop instead of the exact multiple of F*step"},
      {"offset-without-step", lpl, "clone k is offset by k instead of k*step"},
      {"iter-args-not-threaded", lpl,
       "every clone reads the region's initial iter-arg values instead of the previous yield"},
      {"rem-in-index-units", lpl,
       "dynamic step>1 remainder is stop - unroll_main_end (index units) instead of iterations"},
      {"cascade-missing-last-branch", lpl,
       "dynamic cascade has no 'unroll_rem == F-1' branch (built from F-2 down)"},
      {"untagged-clones", lpl, "only clone 0 of a region gets its pipeline_membership pair"},
      {"tagged-accumulator", lpl,
       "tile.matmul* into Acc is tagged even without pipeline_double_buffer_c"},
      {"attr-left-at-F", lpl, "main loop keeps pipeline_stages=F instead of the marker 1"},
      {"kind-without-attr", lpl, "main loop keeps ForKind Pipeline but drops pipeline_stages"},
      {"skew-swaps-messages", "skew_cross_core_pipeline",
       "the steady loop emits its produce clones in reverse order (produce(k+1) before "
       "produce(k)), so two messages reach the FIFO swapped (depth >= 2)"},
      {"skew-keeps-pipeline", "skew_cross_core_pipeline",
       "demoted loops and the steady loop keep ForKind Pipeline and pipeline_stages, so "
       "LowerPipelineLoops replicates them later"},
      {"skew-keeps-stages-attr", "skew_cross_core_pipeline",
       "demoted loops and the steady loop become Sequential but keep pipeline_stages"},
      {"reuse-ignores-membership", "memory_reuse",
       "the pipeline guard never blocks: cross-stage clones of a pipeline group share buffers"},
      {"reuse-loads-as-non-loads", "memory_reuse",
       "the legacy guard's load test is always false, so cross-stage load tiles share"},
      {"reuse-shares-live-tiles", "memory_reuse",
       "lifetime overlap test off by one (last <= def + 1 counts as disjoint): a tile read one "
       "point after another's definition shares its buffer"},
      {"slots-index-mod-f-minus-1", "lower_pipeline_to_slots",
       "a slotted load's slot index is loop_var % (F-1) instead of loop_var % F"},
  };
}

ir::Status validateFaults(const PassOptions &options) {
  std::vector<FaultInfo> known = registeredFaults();
  for (const std::string &f : options.faults) {
    bool found = false;
    for (const FaultInfo &k : known)
      found |= k.name == f;
    if (!found) {
      ir::Diagnostic d = ir::makeError("unknown fault '" + f + "'", {}, "pipeline");
      d.kind = "ValueError";
      return d;
    }
  }
  return ir::okStatus();
}

} // namespace pipecheck::passes

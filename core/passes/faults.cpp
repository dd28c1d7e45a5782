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
      // ---- issue 16: one fault per contract clause (docs/contracts.md) ----
      {"trip-floor-div", lpl,
       "static trip count is |stop - start| / |step| rounded down instead of up"},
      {"dyn-trip-floor-div", lpl,
       "dynamic step>1 trip expression is (stop - start) // step, without the + step - 1"},
      {"main-step-unscaled", lpl, "main loop step is step instead of F*step"},
      {"neg-step-tail-base", lpl,
       "negative-step static tail starts at start + main*F*|step| (sign of the step lost)"},
      {"dyn-tail-base-start", lpl,
       "dynamic cascade clones are offset from the loop start instead of unroll_main_end"},
      {"tail-seeds-from-init", lpl,
       "static tail after a main loop starts from the iter-args' init values, not the "
       "main loop's results"},
      {"cascade-seeds-from-init", lpl,
       "dynamic cascade branches start from the init values, not the main loop's results"},
      {"cascade-rem-ge", lpl, "cascade branch k tests unroll_rem >= k instead of == k"},
      {"zero-trip-not-demoted", lpl,
       "a static zero-trip loop is left Pipeline with stage=F instead of demoted to Sequential"},
      {"group-ids-per-program", lpl,
       "group ids count across the program instead of restarting at 0 per function "
       "(ids are only names: benign)",
       true},
      {"outer-pair-first", lpl,
       "the enclosing loop's pair is prepended to a nested clone's membership (innermost "
       "pair no longer first)"},
      {"stage-from-one", lpl, "clone k is tagged with stage k+1"},
      {"tagger-skips-nested", lpl,
       "the tagger only looks at a clone's top-level statements, not inside nested loops "
       "and ifs"},
      {"acc-test-on-space", lpl,
       "every call into Acc counts as a cube accumulator, so tile.extract into Acc is left "
       "untagged"},
      {"dbc-ignored", lpl,
       "pipeline_double_buffer_c is never read: Acc matmul results stay untagged in dbC loops"},
      {"skew-consume-lag-off-by-one", "skew_cross_core_pipeline",
       "steady consume clone i runs iteration k - (D-i-1)*step instead of k - (D-i)*step"},
      {"skew-epilogue-not-threaded", "skew_cross_core_pipeline",
       "every epilogue consume starts from the steady loop's results instead of the previous "
       "epilogue clone's yields"},
      {"skew-depth-ignores-divisibility", "skew_cross_core_pipeline",
       "when no depth in [2, max] divides the trip count, depth 2 is used anyway (trip >= 4)"},
      {"slots-any-step", "lower_pipeline_to_slots",
       "loops with a constant step other than 1 are slotted (iv % F is no longer a "
       "per-iteration slot)"},
      {"slots-decline-all", "lower_pipeline_to_slots",
       "every loop is declined, so lower_pipeline_loops replicates it (performance only)", true},
      {"canon-keeps-overlap-attr", "canonicalize_io_order",
       "demoted loops keep pipeline_overlap_stores"},
      {"canon-no-dbc-rotation", "canonicalize_io_order",
       "dbC loops keep the full stage of Acc matmul memberships instead of stage mod 2"},
      {"canon-eval-stage-unkeyed", "canonicalize_io_order",
       "an Eval statement's stage key is empty (its operands' memberships are not looked up), "
       "so a system.tfree sorts before the tagged statements that still read its popped tile"},
      {"canon-deps-shallow-uses", "canonicalize_io_order",
       "dependence edges only see a statement's own expressions, not the uses inside a "
       "nested loop or if body"},
      {"canon-loads-last", "canonicalize_io_order",
       "loads are scheduled after compute instead of before it (dependences kept: "
       "performance only)",
       true},
      {"reuse-no-loop-extension", "memory_reuse",
       "a tile defined before a loop and read inside it is not kept live to the loop end"},
      {"reuse-loop-result-not-redirected", "memory_reuse",
       "a read of a loop's return var does not keep the init's buffer live"},
      {"reuse-sorts-ascending", "memory_reuse",
       "first-fit packs intervals smallest first, so a larger tile joins a smaller buffer"},
      {"reuse-checks-first-member", "memory_reuse",
       "a candidate joins a buffer if it can share with the buffer's first member (no clique "
       "test)"},
      {"reuse-skips-yield-fixup", "memory_reuse",
       "no YieldFixup: a carry whose yield lives in another buffer than its init gets no "
       "tile.move"},
      {"reuse-l0-exempt-when-gated", "memory_reuse",
       "the L0 exemption of the legacy guard is applied under the capacity gate too"},
      {"reuse-touching-blocks", "memory_reuse",
       "touching lifetimes (last use == def) count as overlapping (performance only)", true},
      {"alias-ignores-later-reads", "materialize_semantic_aliases",
       "a carry's producer is retargeted onto the init's buffer even when a later statement "
       "still reads that buffer"},
      {"alloc-names-descending", "allocate_memory_addr",
       "bases are placed in descending name order (another valid placement: benign)", true},
      // ---- issue 16, second round: the clauses that had no fault ----
      {"group-per-source-loop", lpl,
       "one group id per source loop: the static tail and every cascade branch reuse the main "
       "loop's id instead of a fresh one per ReplicateBody"},
      {"marker-loops-relowered", lpl,
       "a loop with pipeline_stages=1 (a main-loop marker) is lowered again as a one-clone "
       "region, so a second run tags it once more"},
      {"zero-step-accepted", lpl,
       "a static zero step is not rejected: the loop counts as zero-trip and is demoted"},
      {"dyn-neg-step-accepted", lpl,
       "a negative step with dynamic bounds is lowered instead of raising the InternalError"},
      {"tail-untagged", lpl, "the static tail's clones get no pipeline_membership pair"},
      {"dyn-main-end-without-step", lpl,
       "dynamic step>1: unroll_main_end = start + main_iters*F, without the *step"},
      {"cascade-else-yields-init", lpl,
       "dynamic cascade: the rem == 0 branch yields the iter-args' init values, not the main "
       "loop's results"},
      {"skew-groups-from-zero", "skew_cross_core_pipeline",
       "skew group ids count from 0 instead of 1 << 20, so they collide with "
       "lower_pipeline_loops' ids in the same function"},
      {"slots-misaligned-start", "lower_pipeline_to_slots",
       "the start % F == 0 test is left out: a loop with a misaligned start is slotted"},
      {"slots-f-unbounded", "lower_pipeline_to_slots",
       "the F <= 16 bound is left out: loops with F > 16 are slotted"},
      {"slots-under-declined-ancestor", "lower_pipeline_to_slots",
       "a pipeline loop nested in a declined pipeline loop is slotted anyway"},
      {"alloc-no-align", "allocate_memory_addr",
       "the bump cursor is not rounded up to 32 bytes after each slot"},
      {"alloc-no-capacity-error", "allocate_memory_addr",
       "a space whose high water exceeds the backend capacity is accepted without the "
       "ValueError"},
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

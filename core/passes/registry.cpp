// The pass registry: one line per pass (name, class, description, factory).
//
// Built on each call from a constant initializer list, so there is no mutable
// global; the table is tiny. Adding a pass = one line here plus its file.
#include "core/passes/MemoryReuse.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {

std::vector<PassInfo> registeredPasses() {
  return {
      {"skew_cross_core_pipeline", "SkewCrossCorePipeline",
       "Skew cross-core (tpush/tpop) pl.pipeline loops into prologue / steady Sequential loop / "
       "epilogue with membership groups from 1 << 20, or demote them to Sequential",
       &createSkewCrossCorePipelinePass, {}, {}, /*reordersClones=*/true},
      {"lower_pipeline_to_slots", "LowerPipelineToSlots",
       "PTOAS planner only: bind each top-level load of a qualifying pl.pipeline(stage=F) loop "
       "to slot loop_var % F of a pinned F-slot allocation and demote the loop to Sequential",
       &createLowerPipelineToSlotsPass},
      {"lower_pipeline_loops", "LowerPipelineLoops",
       "Replicate pl.pipeline(stage=F) bodies F times (main loop + static tail or remainder "
       "cascade), tag tile producers with pipeline_membership",
       &createLowerPipelineLoopsPass},
      {"canonicalize_io_order", "CanonicalizeIOOrder",
       "Reorder statements inside Pipeline loops (scalar, load, then compute/store by stage), "
       "demote every Pipeline loop to Sequential and strip its pipeline attrs",
       &createCanonicalizeIOOrderPass, {"PipelineResolved"}, {}, /*reordersClones=*/true},
      {"materialize_tensor_strides", "MaterializeTensorStrides",
       "Fill every TensorView with an empty stride with its packed canonical strides",
       &createMaterializeTensorStridesPass},
      {"init_mem_ref", "InitMemRef",
       "Attach a MemRef to every shaped var (fresh mem_<space>_<id>, sharing for views, in-place "
       "outputs, aliases and carries) and prepend one tile.alloc per on-chip base",
       &createInitMemRefPass, {"HasMemRefs", "NormalizedStmtStructure"}, {"SSAForm"}},
      {"materialize_semantic_aliases", "MaterializeSemanticAliases",
       "Retarget each loop-carried tile's producer chain onto the init's buffer (top-down, "
       "declining views, space changes, unsafe in-place reads and live targets)",
       &createMaterializeSemanticAliasesPass, {"NormalizedStmtStructure"}},
      {"memory_reuse", "MemoryReuse",
       "Share tile buffers between non-overlapping lifetimes (first-fit decreasing per memory "
       "space, pipeline guard, capacity-gated depth), fix up carries, drop dead allocs, strip "
       "pipeline_membership",
       &createMemoryReusePass, {"NormalizedStmtStructure"}, {}, false, &memoryReuseDiagnostics},
      {"allocate_memory_addr", "AllocateMemoryAddr",
       "Place each on-chip MemRef base by a 32-byte-aligned bump per memory space (bases in "
       "name order), print absolute offsets, fail when a space exceeds the backend capacity",
       &createAllocateMemoryAddrPass},
  };
}

// Either spelling finds a pass: the factory name (lower_pipeline_loops) or
// PyPTO's class name as its pass dumps and logs spell it (LowerPipelineLoops).
std::optional<PassInfo> findPass(std::string_view name) {
  for (PassInfo &p : registeredPasses())
    if (p.name == name || p.className == name)
      return p;
  return std::nullopt;
}

ir::Result<PassPtr> createPass(std::string_view name) {
  std::optional<PassInfo> p = findPass(name);
  if (!p) {
    ir::Diagnostic d = ir::makeError("unknown pass '" + std::string(name) + "'", {}, "pipeline");
    d.kind = "ValueError";
    return d;
  }
  return p->factory();
}

} // namespace pipecheck::passes

// The pass registry: one line per pass (name, class, description, factory).
//
// Built on each call from a constant initializer list, so there is no mutable
// global; the table is tiny. Adding a pass = one line here plus its file.
#include "core/passes/pass.h"

namespace pipecheck::passes {

std::vector<PassInfo> registeredPasses() {
  return {
      {"lower_pipeline_loops", "LowerPipelineLoops",
       "Replicate pl.pipeline(stage=F) bodies F times (main loop + static tail or remainder "
       "cascade), tag tile producers with pipeline_membership",
       &createLowerPipelineLoopsPass},
  };
}

std::optional<PassInfo> findPass(std::string_view name) {
  for (PassInfo &p : registeredPasses())
    if (p.name == name)
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

// PipelineLoopValid: a loop has kind Pipeline exactly when it carries the
// "pipeline_stages" attr.
//
// The invariant every pipeline pass keeps (reference/lower-pipeline-loops.md
// section 7): the user's pl.pipeline(..., stage=F) sets both, LowerPipelineLoops
// keeps both on its main loop (stages rewritten to 1), and every demotion
// (CanonicalizeIOOrder, the zero-trip case, Skew, Slots) changes kind and
// strips the attr together. PyPTO's codes: 0 = Pipeline kind without the
// attr, 1 = the attr on a non-Pipeline loop. The attr's value, the policy
// attrs and memberships are not checked here. Nested loops are visited too.
#include "core/ir/walk.h"
#include "core/verify/codes.h"
#include "core/verify/util.h"
#include "core/verify/verifier.h"

namespace pipecheck::verify {

using namespace ir;

Diagnostics verifyPipelineLoopValid(const Program &program) {
  constexpr std::string_view kRule = "PipelineLoopValid";
  Diagnostics out;
  for (const FunctionPtr &f : program.functions) {
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const ForStmt *loop = asFor(s);
      if (!loop)
        return;
      bool isPipeline = loop->forKind == ForKind::Pipeline;
      bool hasStages = findAttr(loop->attrs, kPipelineStagesAttr) != nullptr;
      if (isPipeline && !hasStages)
        out.push_back(diag(kRule, PipelineLoopValidCode::PipelineWithoutStages,
                           "ForStmt" + inFunction(*f) +
                               " has kind Pipeline but no 'pipeline_stages' attr; pipeline "
                               "loops must always carry the stage attribute (kind <=> attr)",
                           locOf(s)));
      if (!isPipeline && hasStages)
        out.push_back(diag(kRule, PipelineLoopValidCode::StagesOnNonPipeline,
                           "ForStmt" + inFunction(*f) +
                               " carries attrs['pipeline_stages'] but its kind is " +
                               std::string(name(loop->forKind)) +
                               ", not Pipeline; the attr is only meaningful on Pipeline loops",
                           locOf(s)));
    });
  }
  return out;
}

} // namespace pipecheck::verify

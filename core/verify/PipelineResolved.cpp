// PipelineResolved: no pipeline loop survives CanonicalizeIOOrder.
//
// CanonicalizeIOOrder is the only producer of this property: it demotes every
// Pipeline loop to Sequential and strips "pipeline_stages",
// "pipeline_overlap_stores" and "pipeline_double_buffer_c" from it
// (reference/neighbour-passes.md section 8). PyPTO's verifier checks only the
// kind (code 0). pipecheck adds code 1 for a "pipeline_stages" attr left on
// any loop: PyPTO would report that state through PipelineLoopValid code 1,
// and after canonicalisation it always means a half-done demotion.
// The two policy attrs are deliberately NOT checked: loops demoted by other
// passes (LowerPipelineLoops' zero-trip case, Skew, Slots) legitimately keep
// them on a Sequential loop, and CanonicalizeIOOrder only strips them from
// loops that were still Pipeline.
#include "core/ir/walk.h"
#include "core/verify/codes.h"
#include "core/verify/util.h"
#include "core/verify/verifier.h"

namespace pipecheck::verify {

using namespace ir;

Diagnostics verifyPipelineResolved(const Program &program) {
  constexpr std::string_view kRule = "PipelineResolved";
  Diagnostics out;
  for (const FunctionPtr &f : program.functions) {
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const ForStmt *loop = asFor(s);
      if (!loop)
        return;
      if (loop->forKind == ForKind::Pipeline)
        out.push_back(diag(kRule, PipelineResolvedCode::PipelineLoopSurvives,
                           "ForStmt" + inFunction(*f) +
                               " still has kind Pipeline (survived past CanonicalizeIOOrder)",
                           locOf(s)));
      else if (findAttr(loop->attrs, kPipelineStagesAttr))
        out.push_back(diag(kRule, PipelineResolvedCode::StagesAttrSurvives,
                           "ForStmt" + inFunction(*f) +
                               " still carries attrs['pipeline_stages'] after demotion",
                           locOf(s)));
    });
  }
  return out;
}

} // namespace pipecheck::verify

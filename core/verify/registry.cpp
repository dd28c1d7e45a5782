// The verifier registry: the one table every driver iterates.
//
// Adding a verifier: write NAME.cpp with `ir::Diagnostics verifyNAME(const
// ir::Program&)`, declare it in verifier.h, add one line below and one source
// line to CMakeLists.txt. The table is constant data (not mutable state).
#include "core/verify/verifier.h"

#include <array>

namespace pipecheck::verify {
namespace {

constexpr std::array<Verifier, 7> kVerifiers = {{
    {"SSAForm", "single definition per Var, uses in scope, yields match iter_args/return_vars",
     verifySSAForm},
    {"PipelineLoopValid", "ForStmt kind == Pipeline <=> attrs has pipeline_stages",
     verifyPipelineLoopValid},
    {"NormalizedStmtStructure", "no single-child or nested SeqStmts; YieldStmt only last",
     verifyNormalizedStmtStructure},
    {"PipelineResolved", "no Pipeline loop and no pipeline_stages attr remains",
     verifyPipelineResolved},
    {"UseAfterDef", "every use after a definition in scope", verifyUseAfterDef},
    {"TypeCheck", "op calls re-infer to their type; assigns, bounds, conditions, carried types",
     verifyTypeCheck},
    {"HasMemRefs", "every AssignStmt-bound tile has a MemRef (tpop results and their "
     "views/aliases excepted)",
     verifyHasMemRefs},
}};

} // namespace

std::span<const Verifier> allVerifiers() { return kVerifiers; }

const Verifier *findVerifier(std::string_view name) {
  for (const Verifier &v : kVerifiers)
    if (v.name == name)
      return &v;
  return nullptr;
}

ir::Diagnostics verifyAll(const ir::Program &program) {
  ir::Diagnostics out;
  for (const Verifier &v : kVerifiers) {
    ir::Diagnostics d = v.run(program);
    out.insert(out.end(), d.begin(), d.end());
  }
  return out;
}

} // namespace pipecheck::verify

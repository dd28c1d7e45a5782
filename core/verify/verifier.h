// IR property verifiers: one per invariant, one file each, one registry.
//
// A verifier reads a Program and returns diagnostics; it never changes the IR
// and never stops at the first problem. Each Diagnostic carries the rule name
// (the verifier's name), a rule-specific code (codes.h), a message that names
// the function, and the location of the offending statement (or loop, or
// use) when the IR has one. The names are PyPTO's IRProperty names:
//   SSAForm                 single definition per Var, scoped uses, yields   (PyPTO "SSAVerify")
//   PipelineLoopValid       kind == Pipeline <=> attrs has "pipeline_stages"
//   NormalizedStmtStructure no 1-child / nested SeqStmts, yields last
//   PipelineResolved        no Pipeline loop (or pipeline_stages) is left
//   UseAfterDef             every use after a definition in scope            (PyPTO
//   "UseAfterDefCheck") TypeCheck               op calls re-infer to their stored type, assigns,
//                           loop bounds, if conditions, loop/if carried types
// The pass runner and the property catalogue iterate allVerifiers(); nothing
// else knows the list.
#pragma once

#include <span>
#include <string_view>

#include "core/ir/program.h"

namespace pipecheck::verify {

struct Verifier {
  std::string_view name;        // "SSAForm": also the Diagnostic::rule of its findings
  std::string_view description; // one line
  ir::Diagnostics (*run)(const ir::Program &);
};

// Every verifier, in a fixed order.
std::span<const Verifier> allVerifiers();
// Null when no verifier has that name.
const Verifier *findVerifier(std::string_view name);
// Runs every verifier and concatenates their findings.
ir::Diagnostics verifyAll(const ir::Program &program);

ir::Diagnostics verifySSAForm(const ir::Program &program);
ir::Diagnostics verifyPipelineLoopValid(const ir::Program &program);
ir::Diagnostics verifyNormalizedStmtStructure(const ir::Program &program);
ir::Diagnostics verifyPipelineResolved(const ir::Program &program);
ir::Diagnostics verifyUseAfterDef(const ir::Program &program);
ir::Diagnostics verifyTypeCheck(const ir::Program &program);
ir::Diagnostics verifyHasMemRefs(const ir::Program &program);

} // namespace pipecheck::verify

// The candidate gate of a reduction session; see Session.h.
#include "properties/reduce/Session.h"

#include "core/ir/equal.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/verify/verifier.h"

namespace pipecheck::reduce {
namespace {

// The verifiers a reduced program must pass: the ones every input of the
// passes satisfies. NormalizedStmtStructure is left out on purpose -- the
// parser's output already has it, and flattenSeq keeps it.
constexpr std::string_view kVerifiers[] = {"SSAForm", "UseAfterDef", "PipelineLoopValid",
                                           "TypeCheck"};

} // namespace

Session::Session(ir::ProgramPtr program, const StillFails &stillFails,
                 const ReduceOptions &options)
    : current_(std::move(program)), stillFails_(stillFails), options_(options),
      start_(std::chrono::steady_clock::now()) {
  seen_.insert(ir::structuralHash(current_));
}

bool Session::exhausted() const {
  if (tried_ >= options_.maxCandidates)
    return true;
  std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start_;
  return spent.count() >= options_.maxSeconds;
}

bool Session::valid(const ir::ProgramPtr &candidate, ir::ProgramPtr &reparsed) const {
  for (std::string_view name : kVerifiers) {
    const verify::Verifier *v = verify::findVerifier(name);
    if (!v)
      continue; // TODO: a verifier missing from the registry is not enforced
    for (const ir::Diagnostic &d : v->run(*candidate))
      if (d.severity == ir::Severity::Error)
        return false;
  }
  std::string text = text::printProgram(*candidate);
  auto parsed = text::parseProgram(text, "reduced.py");
  if (!parsed.ok() || !ir::structuralEqual(parsed.value(), candidate))
    return false;
  reparsed = parsed.value();
  return true;
}

bool Session::tryCandidate(const ir::ProgramPtr &candidate) {
  if (!candidate || exhausted())
    return false;
  if (!seen_.insert(ir::structuralHash(candidate)).second)
    return false;
  ++tried_;
  ir::ProgramPtr reparsed;
  if (!valid(candidate, reparsed) || !stillFails_(reparsed))
    return false;
  current_ = std::move(reparsed);
  ++accepted_;
  return true;
}

} // namespace pipecheck::reduce

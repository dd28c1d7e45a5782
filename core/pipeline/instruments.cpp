// Verification and round-trip instruments; see instruments.h.
//
// The round trip is PyPTO's own test instrument: print the program raw, parse
// the text back, and require structural equality (names, spans, comments and
// MemRefs are ignored by equality). The parser reports positions in the
// printed text under the given file name.
#include "core/pipeline/instruments.h"

#include "core/ir/equal.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/verify/verifier.h"

namespace pipecheck::pipeline {

bool hasErrors(const ir::Diagnostics &ds) {
  for (const ir::Diagnostic &d : ds)
    if (d.severity == ir::Severity::Error)
      return true;
  return false;
}

std::vector<std::string> stageProperties() { return {"PipelineResolved", "HasMemRefs"}; }

ir::Diagnostics verifyProgram(const ir::ProgramPtr &program,
                              const std::set<std::string> &established,
                              const std::set<std::string> &invalidated) {
  ir::Diagnostics out;
  std::vector<std::string> stageProps = stageProperties();
  for (const verify::Verifier &v : verify::allVerifiers()) {
    std::string name(v.name);
    bool stage = false;
    for (const std::string &s : stageProps)
      stage |= s == name;
    if ((stage && !established.count(name)) || invalidated.count(name))
      continue;
    ir::Diagnostics ds = v.run(*program);
    out.insert(out.end(), ds.begin(), ds.end());
  }
  return out;
}

ir::Diagnostics roundTripProgram(const ir::ProgramPtr &program, const std::string &fileName) {
  std::string printed = text::printProgram(*program);
  ir::Result<ir::ProgramPtr> parsed = text::parseProgram(printed, fileName, text::printedReading());
  if (!parsed.ok()) {
    ir::Diagnostic d = parsed.error();
    d.rule = "round-trip";
    d.message = "printed program does not parse: " + d.message;
    return {d};
  }
  ir::EqualResult eq = ir::structuralEqual(program, parsed.value());
  if (eq.equal)
    return {};
  return {ir::makeError("print -> parse is not structurally equal: " + eq.str(), {}, "round-trip")};
}

} // namespace pipecheck::pipeline

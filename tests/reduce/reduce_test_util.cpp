// Helpers of the reducer tests; see reduce_test_util.h.
#include "tests/reduce/reduce_test_util.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/ir/equal.h"
#include "core/ir/walk.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/verify/verifier.h"

namespace pipecheck::reduce::test {

using namespace ir;

ProgramPtr parseOrFail(std::string_view text) {
  auto r = text::parseProgram(text, "test.py");
  if (!r.ok()) {
    ADD_FAILURE() << r.error().str();
    return nullptr;
  }
  return r.value();
}

std::string validityErrors(const ProgramPtr &program) {
  std::string out;
  for (std::string_view name : {"SSAForm", "UseAfterDef", "PipelineLoopValid", "TypeCheck"}) {
    const verify::Verifier *v = verify::findVerifier(name);
    if (!v) {
      out += "missing verifier " + std::string(name) + "\n";
      continue;
    }
    for (const Diagnostic &d : v->run(*program))
      if (d.severity == Severity::Error)
        out += d.str() + "\n";
  }
  auto parsed = text::parseProgram(text::printProgram(*program), "roundtrip.py");
  if (!parsed.ok())
    out += "reparse: " + parsed.error().str() + "\n";
  else if (auto eq = structuralEqual(parsed.value(), program); !eq)
    out += "round trip: " + eq.str() + "\n";
  return out;
}

bool hasOpInPipeline(const Program &program, std::string_view op, int64_t minStage) {
  bool found = false;
  for (const FunctionPtr &f : program.functions)
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const ForStmt *loop = asFor(s);
      if (!loop || loop->forKind != ForKind::Pipeline)
        return;
      auto stages = getAttr<int64_t>(loop->attrs, kPipelineStagesAttr);
      if (!stages || *stages < minStage)
        return;
      forEachExpr(loop->body, [&](const ExprPtr &e) {
        const Call *c = asCall(e);
        found |= c && !c->isFunctionCall && c->op == op;
      });
    });
  return found;
}

std::string readText(const std::string &path) {
  std::ifstream in(path);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace pipecheck::reduce::test

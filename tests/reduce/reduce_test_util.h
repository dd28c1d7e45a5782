// Helpers shared by the reducer tests: parse inline text, check validity the
// way the reducer's contract states it (verifiers + round trip), and the
// structural predicates used as oracles.
#pragma once

#include <string>
#include <string_view>

#include "core/ir/program.h"

namespace pipecheck::reduce::test {

// Parses text; fails the current test (and returns null) on a parse error.
ir::ProgramPtr parseOrFail(std::string_view text);
// Error messages of SSAForm, UseAfterDef, PipelineLoopValid, TypeCheck and of
// the print -> parse -> equal round trip; empty when the program is valid.
std::string validityErrors(const ir::ProgramPtr &program);
// True when some pipeline loop with pipeline_stages >= minStage contains
// (anywhere in its body) a call of `op`.
bool hasOpInPipeline(const ir::Program &program, std::string_view op, int64_t minStage);
// Reads a whole file (empty on error).
std::string readText(const std::string &path);

} // namespace pipecheck::reduce::test

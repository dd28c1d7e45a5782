// Helpers shared by the reducer tests: parse inline text, check validity the
// way the reducer's contract states it (verifiers + round trip), and the
// structural predicates used as oracles.
#pragma once

#include <string>
#include <string_view>

#include "core/ir/program.h"

namespace pipecheck::reduce::test {

// Three functions (one called by another), a range loop with a scalar
// carry, an F=4 pipeline loop with a tensor and a scalar carry around an
// if/else with a tile return var, an F=2 pipeline loop, dead scalar code.
// tile.exp occurs only in the then branch of the F=4 loop of `kernel`. Every
// access is in bounds for any s0 (params: s0=-3..3), so it also runs.
extern const char *const kBigProgram;

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

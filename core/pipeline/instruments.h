// Pipeline instruments: whole-program verification and the print/parse round trip.
//
// Each instrument inspects one program and returns diagnostics; an empty
// error list means the program passed. They are separate from the runner so
// the property catalogue can call them directly on snapshots.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::pipeline {

// Verifiers whose property only holds from some point of the pipeline on
// (a pass lists it in PassInfo::produces); all others hold at every state.
std::vector<std::string> stageProperties();

// The verifiers of core/verify (verify::allVerifiers()) on the program,
// except the stage properties not in `established` and the properties in
// `invalidated` (broken by an earlier pass's PassInfo::invalidates, e.g.
// SSAForm after init_mem_ref, and not produced again since).
ir::Diagnostics verifyProgram(const ir::ProgramPtr &program,
                              const std::set<std::string> &established = {},
                              const std::set<std::string> &invalidated = {});

// printProgram -> parseProgram(fileName) -> structuralEqual with program. A
// parse error or a mismatch is one error diagnostic (rule "round-trip").
ir::Diagnostics roundTripProgram(const ir::ProgramPtr &program, const std::string &fileName);

bool hasErrors(const ir::Diagnostics &ds);

} // namespace pipecheck::pipeline

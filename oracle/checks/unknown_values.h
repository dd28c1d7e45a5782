// Programs whose values nobody can know: a snapshot (or the input) that uses
// a free variable (core/text/free_vars.h), read from text PyPTO printed.
//
// Such a program computes with a value that nothing gives, so a property
// that runs it, compares what it computes, proves something about it, or
// judges it against pipecheck's model would have to guess: every property
// says "not checked: <why>" on it instead (runCatalogue), except the two
// that judge exactly what is wrong with it: ssa-valid (the use of a Var that
// nothing defines) and round-trip (the text, and PyPTO reading it back).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "oracle/checks/context.h"

namespace pipecheck::checks {

// "the snapshot after lower_pipeline_loops has a free variable: function
// kernel uses `a_2__FREE_VAR`, which nothing defines", or nullopt.
std::optional<std::string> unknownValues(const RunContext &ctx);

// Whether property `id` still judges a program with unknown values.
bool judgesUnknownValues(std::string_view id);

// A given snapshot whose producer reads its own print back as another
// program (CheckInput::Readback::differs; PyPTO prints a var inside a
// compound type expression without its suffix, docs/triage/printer-suffix-lead):
// the text pipecheck reads is not the IR the pass returned, so every
// property but round-trip, which reports exactly that, says "not checked"
// with this reason; nullopt when there is none.
std::optional<std::string> textIsNotItsIR(const RunContext &ctx);

} // namespace pipecheck::checks

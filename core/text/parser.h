// The parser of PyPTO's pl DSL subset: text -> ir::Program.
//
// Reads what PyPTO's printer writes (and the input-only sugar PyPTO's parser
// accepts: unannotated assigns, elif, pl.load/pl.store/pl.add/..., omitted
// load arguments, self on any function, pl.MemorySpace.X) and builds the IR
// through ir::makeOpCall so op result types come from the op registry. The
// semantics follow shared/reference/ir-and-text.md section 4. Errors come
// back as a Diagnostic "FILE:LINE:COL: error: message" with rule "parse";
// the parser never throws, never aborts, and bounds its recursion, so any
// byte string is safe input.
#pragma once

#include <string_view>

#include "core/ir/program.h"

namespace pipecheck::text {

struct ParseOptions {
  // Report an assignment annotation that disagrees with the type the op
  // registry infers for the value (other than a MemRef, which only the
  // annotation can carry). PyPTO merges such annotations silently; tests use
  // this to check the registry's result-type rules against golden text.
  bool strictAnnotations = false;
  // The text is a printout of PyPTO's in-memory IR (a pass dump): give vars
  // the name hints the printer's base, base_1, ... suffixes hid
  // (printed_hints.h). Printing is unchanged; only clones a pass makes later
  // are named differently.
  bool hintsFromPrinter = false;
};

ir::Result<ir::ProgramPtr> parseProgram(std::string_view text, std::string_view fileName,
                                        ParseOptions options = {});

} // namespace pipecheck::text

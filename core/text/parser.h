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
  // Read a snapshot PyPTO printed, not user input: a body name that nothing
  // binds (PyPTO prints such a var `NAME__FREE_VAR`, as it marks malformed
  // IR) becomes a free Var: one Var per spelling and function, named without
  // the suffix, of UnknownType (the text does not say its type), defined by
  // no statement, so the printer writes it back as it came and the SSA
  // verifiers see a use that nothing defines. A name without the suffix that
  // an earlier statement of the function bound in a scope now closed reads
  // as that Var (a use outside its scope). Off (user input), such a name is
  // a NameError.
  bool freeVars = false;
  // Judge each call as PyPTO's DSL wrappers and op construction judge one
  // written by hand (text/pypto_readback.h: a tile.load's target space and
  // ranks, a load or store window past its tensor), rules a pass building
  // the call in C++ bypasses: on for user input, off for a text a pass
  // printed (which round-trip's readback model judges instead).
  bool dslRules = true;
};

// The reading for snapshots PyPTO printed (validate, --impl pypto).
inline ParseOptions snapshotReading() {
  ParseOptions o;
  o.freeVars = true;
  o.dslRules = false;
  return o;
}

// The reading for a text pipecheck printed from its own IR (its passes'
// snapshots, re-read by round-trip and the instruments): every name bound,
// as in user input, but a call is the IR a pass built, not DSL input (the
// real LowerPipelineLoops leaves a dead clone's load past its tensor:
// corpus/finding_dead_main_clone_load_past_end.py).
inline ParseOptions printedReading() {
  ParseOptions o;
  o.dslRules = false;
  return o;
}

// The suffix PyPTO's printer appends to a free variable.
inline constexpr std::string_view kFreeVarSuffix = "__FREE_VAR";

ir::Result<ir::ProgramPtr> parseProgram(std::string_view text, std::string_view fileName,
                                        ParseOptions options = {});

} // namespace pipecheck::text

// Recovering the name hints a printed snapshot lost (ParseOptions::
// hintsFromPrinter).
//
// PyPTO's printer gives distinct vars that share a name hint the names base,
// base_1, base_2, ... (names.h). A pass dump therefore prints two vars with
// hint `c__ssa_v0_Vec` as `c__ssa_v0_Vec` and `c__ssa_v0_Vec_1`, and the
// parser, reading the text, gives the second the hint `c__ssa_v0_Vec_1`.
// Hints are cosmetic until a pass clones the var: the real pass, holding the
// in-memory IR, prints the clones as c__ssa_v0_Vec_2, _3, while a hint read
// back from the text gives c__ssa_v0_Vec_1_1, _1_2 (the kit on the re-parsed
// text prints exactly that). For text that is a printout of PyPTO's in-memory
// IR, this gives a var printed `B_k` (k >= 1) the hint `B` when another var of
// the same function is named `B`, keeping only renamings under which the
// program still prints exactly as the text.
//
// Which suffixes count: only bases that contain "__". Every var of a whole
// pipeline's window snapshot went through ConvertToSSA, which ends each name
// with a `__ssa_vN` / `__idx_vN` / `__iter_vN` / `__rv_vN` part or gets a pass
// suffix after it (`out__store`, `c__ssa_v0_Vec`), so a trailing `_k` after a
// `__` part is the printer's; a hand-written `t_1` beside `t` (a distinct
// hint in PyPTO too) is left alone. A guess, right on every dump in
// tests/golden-kernels; off by default (text parsed as source keeps its
// names, as PyPTO's own parser does).
#pragma once

#include <string_view>

#include "core/ir/program.h"

namespace pipecheck::text {

// Renames, in place, vars of `fresh` (a program parseProgram has just built
// from `text` and not yet handed out) as described above. Returns how many
// vars took a recovered hint.
int recoverPrinterHints(const ir::Program &fresh, std::string_view text);

} // namespace pipecheck::text

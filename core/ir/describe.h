// Short, human-readable summaries of IR nodes for diagnostics.
//
// Structural-equality mismatches and verifier messages need to show the nodes
// involved, but core/ir cannot use the printer (core/text depends on core/ir,
// not the other way round). These summaries look like the pl DSL (`n + 1`,
// `pl.tile.load(a, [i, 0], ...)`, `pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec]`)
// but are NOT canonical: names are raw hints (no x_1 disambiguation), large
// subtrees are elided with "...", and statements show only their head line.
// Never parse or compare this text; use core/text for that.
#pragma once

#include <string>

#include "core/ir/program.h"

namespace pipecheck::ir {

std::string describe(const ExprPtr &e);
std::string describe(const StmtPtr &s);
std::string describe(const TypePtr &t);
// A dims list, `[32, n]`.
std::string describe(const std::vector<ExprPtr> &dims);

} // namespace pipecheck::ir

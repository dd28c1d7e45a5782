// Short one-line renderings of expressions and statements for messages.
//
// pc_interp links pc_ir only, so it cannot use the text printer; these
// renderings follow the DSL's look ("t = tile.load(x, [i * 32, 0], [32, 16])",
// "for i in pipeline(0, n, 1)") without types, kwargs or attrs, and are cut
// at a fixed length. They are for humans reading a trap or a trace note, not
// for parsing.
#pragma once

#include <string>

#include "core/ir/stmt.h"

namespace pipecheck::interp {

std::string describeExpr(const ir::ExprPtr &e);
// A statement header: leaf statements in full, loops and ifs by their header.
std::string describeStmt(const ir::Stmt &s);

} // namespace pipecheck::interp

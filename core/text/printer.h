// The printer of PyPTO's pl DSL subset: byte-exact with PyPTO's raw printer.
//
// printProgram() emits the raw (unformatted) text that PyPTO's
// ir.python_print(program, format=False) produces: no trailing newline, no
// blank line between functions, 4-space indentation, per-function name
// disambiguation (x, x_1, ...), functions in callee-first order. The rules
// are in shared/reference/ir-and-text.md section 2; the golden files under
// tests/golden pin them down. The other entry points print fragments for
// diagnostics: a statement gets the same name disambiguation a function body
// gets (its free vars print plainly), an expression or a type prints names as
// their hints.
#pragma once

#include <string>

#include "core/ir/program.h"

namespace pipecheck::text {

// The whole program, raw format, no trailing newline.
std::string printProgram(const ir::Program &program);
// One function as it appears inside a program (decorator, def, body), at
// indent 0, without the program header.
std::string printFunction(const ir::Function &function);
// A statement (and its nested body) at indent 0.
std::string printStmt(const ir::StmtPtr &stmt);
// An expression; variables print as their name hints.
std::string printExpr(const ir::ExprPtr &expr);
// A type annotation, e.g. "pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec]".
std::string printType(const ir::TypePtr &type);
// A float literal as PyPTO prints it (17 significant digits, ".0" appended
// to integral values).
std::string formatFloat(double value);

} // namespace pipecheck::text

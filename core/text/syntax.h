// Recursive-descent parser from tokens to the syntax tree (ast.h).
//
// Accepts the Python subset the pl DSL uses: imports, decorated classes and
// functions, assignments (plain, annotated, tuple targets), expression
// statements, return/pass/break/continue, for, if/elif/else, with (one
// context manager, optional `as NAME`), and Python
// expressions without comprehensions, lambdas, slices or chained
// comparisons. Anything else is a diagnostic naming the construct, at its
// position. Nesting is bounded (brackets and indentation by the lexer,
// operator chains here) so hostile input cannot exhaust the stack.
#pragma once

#include <string_view>
#include <vector>

#include "core/ir/diagnostic.h"
#include "core/text/ast.h"

namespace pipecheck::text {

inline constexpr int kMaxExprDepth = 100;  // recursion through brackets and unary chains
inline constexpr int kMaxTreeDepth = 200;  // height of an expression tree (operator chains)
inline constexpr int kMaxBlockDepth = 150; // nested blocks, counting each elif as one level

// Python's reserved words (a printed op name that is one gets a trailing '_').
bool isPythonKeyword(std::string_view s);

// The module's statements; their nodes live in `arena`, which must outlive them.
ir::Result<std::vector<AstStmtPtr>> parseSyntax(std::string_view src, std::string_view file,
                                                AstArena &arena);

} // namespace pipecheck::text

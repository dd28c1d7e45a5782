// The syntax tree of the Python subset, produced by syntax.cpp and consumed
// by the elaborator (parser_*.cpp).
//
// It is deliberately plain: one node struct for expressions and one for
// statements, each with a kind, a 1-based source position (PyPTO's spans:
// a call or attribute starts where its leftmost operand starts) and
// children. Nothing here knows about the pl DSL; the elaborator gives the
// names meaning.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace pipecheck::text {

struct Pos {
  int line = 0, col = 0;
};

enum class AstKind {
  Name, Int, Float, Str, True, False, None, Ellipsis,
  Attr,      // items[0].name
  Subscript, // items[0][items[1]]
  Call,      // items[0](items[1..], kwargs)
  BinOp,     // items[0] op items[1]; op in `op`
  UnaryOp,   // op items[0]; op is "-", "+", "~", "not"
  Compare,   // items[0] op items[1] (chains are rejected by the parser)
  BoolOp,    // items[0] op items[1]; op is "and" / "or"
  List, Tuple,
  Dict       // items = k0, v0, k1, v1, ...
};

struct AstExpr;
using AstExprPtr = std::shared_ptr<AstExpr>;

struct AstExpr {
  AstKind kind = AstKind::None;
  Pos pos;
  std::string name; // Name id, Attr member, Str value, operator
  int64_t intValue = 0;
  double floatValue = 0;
  bool parenthesized = false; // a Tuple written with parentheses
  int depth = 1;              // height of this subtree (bounded by the parser)
  std::vector<AstExprPtr> items;
  std::vector<std::pair<std::string, AstExprPtr>> kwargs; // Call keywords, in order
};

enum class AstStmtKind {
  Expr, Assign, Return, Pass, Break, Continue, For, If, With, FunctionDef, ClassDef, Import
};

struct AstStmt;
using AstStmtPtr = std::shared_ptr<AstStmt>;

struct AstParam {
  std::string name;
  Pos pos;
  AstExprPtr annotation; // may be null
};

struct AstStmt {
  AstStmtKind kind = AstStmtKind::Pass;
  Pos pos;
  std::vector<std::string> comments;  // full-line comments just above the statement
  AstExprPtr target;                  // Assign (Name or Tuple), For, With `as` (may be null)
  AstExprPtr annotation;              // Assign with `x: T = v`
  AstExprPtr value;                   // Assign value, Expr, Return (may be null), For iter, If cond,
                                      // With context expression
  std::vector<AstStmtPtr> body;       // For/If/With/Def/Class body
  std::vector<AstStmtPtr> orelse;     // If else (an elif is one nested If)
  std::string name;                   // Def/Class name, Import module ("pypto.language")
  std::string alias;                  // Import alias
  std::vector<AstParam> params;       // Def
  AstExprPtr returns;                 // Def return annotation
  std::vector<AstExprPtr> decorators; // Def/Class
};

} // namespace pipecheck::text

// Read-only generic traversals: statements, expressions, binding sites, uses.
//
// Everything here is derived from the forEachField lists (field_list.h), so a
// new field of kind stmt/expr/def is walked without edits. Conventions:
//  * Order is pre-order (a node before its children), children in field order.
//  * A Var/IterArg met in expression position is a leaf: the walk does not
//    descend into its type or an IterArg's init value (that init belongs to
//    the ForStmt that binds the IterArg and is visited there).
//  * "Own expressions" of a statement are the roots of its expression fields
//    (AssignStmt value, ForStmt start/stop/step and iter_arg init values,
//    IfStmt condition, yield/return values, Expr-valued attrs), not those of
//    nested statements. They are all evaluated before the statement binds
//    anything, which is what scoped checkers rely on.
//  * With intoTypes, the expressions embedded in the types of visited vars
//    (shape dims, tile/tensor view valid_shape/stride/start_offset) are
//    walked too; memrefs are not.
#pragma once

#include <functional>
#include <string_view>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::ir {

using StmtFn = std::function<void(const StmtPtr &)>;
using ExprFn = std::function<void(const ExprPtr &)>;

// Every statement of the tree rooted at s (s included), pre-order.
void forEachStmt(const StmtPtr &s, const StmtFn &fn);

// Every expression node of the tree rooted at e (e included), pre-order.
void forEachExpr(const ExprPtr &e, const ExprFn &fn, bool intoTypes = false);
// The root expressions of one statement's own expression fields (see above),
// then their subtrees, pre-order. Nested statements are not entered.
void forEachOwnExpr(const Stmt &s, const ExprFn &fn, bool intoTypes = false);
// Every expression of every statement of the tree rooted at s.
void forEachExpr(const StmtPtr &s, const ExprFn &fn, bool intoTypes = false);
// The root expressions embedded in a type (shape, view valid_shape, stride,
// start_offset; tuple elements recursively). Memrefs are skipped.
void forEachTypeExpr(const TypePtr &t, const ExprFn &fn);

struct DefSite {
  VarPtr var;
  StmtPtr stmt;           // the binding statement; null for a function parameter
  std::string_view field; // "params", "var", "loop_var", "iter_args", "return_vars"
};
// Every binding site of a function: params first, then each statement's def
// fields (in field order) in statement pre-order. A var bound twice (non-SSA)
// appears twice.
std::vector<DefSite> collectDefs(const Function &f);

struct UseSite {
  VarPtr var;
  StmtPtr stmt; // the statement whose own expressions contain the use
};
// Every occurrence of a Var/IterArg in expression position (not at a binding
// site), in statement pre-order then expression pre-order. With intoTypes,
// vars inside the types of used vars count as uses too.
std::vector<UseSite> collectUses(const Function &f, bool intoTypes = false);

} // namespace pipecheck::ir

// Structural equality and hashing, as PyPTO's structural_equal defines them.
//
// Two IR trees are equal when they are the same up to a bijective renaming of
// the variables they bind (alpha-equivalence). The rules (reference/
// ir-and-text.md section 6):
//  * The comparison zips the forEachField lists of both nodes; a node whose
//    TypeName differs (Add vs Sub, Var vs IterArg) is a mismatch. The same
//    pointer on both sides is equal without looking inside, except a Var:
//    a var always goes through the map, so a shared var that one side has
//    mapped to another partner is a mismatch (PyPTO would accept it; this
//    only differs on ill-scoped IR and keeps the hash consistent).
//  * At a binding site (a def field: params, AssignStmt.var, loop_var,
//    iter_args, return_vars) the two vars' types are compared and the pair is
//    recorded in a bijective map; a var already mapped to another partner is
//    a mismatch, which is why non-SSA IR (one Var assigned twice) differs from
//    SSA IR. While a def field is compared, every var met (also inside its
//    type or an iter_arg's init value) is auto-mapped the same way.
//  * At a use, the pair must be mapped to each other, or be the same pointer.
//    Types are not compared again at uses.
//  * Ignored: names, spans, comments, function and program names, memrefs.
//  * kwargs/attrs compare as maps: same size, every key matched once, the
//    held alternative identical (int attr != bool attr), values equal (Expr
//    values through the var map).
//  * INDEX equals INT64 only for a ForStmt loop_var's type and a ConstInt's
//    own type. A tile view equal to the implicit view counts as absent.
//  * SeqStmts is a plain vector (Seq([a]) != a); optional fields must agree on
//    presence; a Program's functions compare as a map keyed by name.
// The mismatch path reads like PyPTO's ("['main'].body[0].value.right"):
// field names joined by '.', vector indices and map keys in brackets, with
// Program and SeqStmts transparent (their own field names are not shown).
//
// structuralHash is consistent with structuralEqual: equal trees hash equal.
// Bound vars hash by binding order, so alpha-renamed trees hash equal; vars
// not bound in the hashed tree all hash alike. (Known gap: a subtree shared by
// pointer between two trees that bind its vars differently is equal by the
// pointer fast path but may hash differently; that needs ill-scoped IR.)
#pragma once

#include <cstdint>
#include <string>

#include "core/ir/program.h"

namespace pipecheck::ir {

struct EqualResult {
  bool equal = true;
  std::string path;   // e.g. "['main'].body[0].value.right"; empty when equal
  std::string reason; // e.g. "Node type mismatch (ConstInt != Cast)"
  std::string lhs;    // short summary of the mismatching left/right part (describe.h)
  std::string rhs;
  explicit operator bool() const { return equal; }
  // PyPTO's assert message layout: "Structural equality assertion failed at:
  // PATH\n\nLeft-hand side:\n  ...\n\nRight-hand side:\n  ...\n\nReason: ...".
  std::string str() const;
};

EqualResult structuralEqual(const ProgramPtr &lhs, const ProgramPtr &rhs);
EqualResult structuralEqual(const FunctionPtr &lhs, const FunctionPtr &rhs);
EqualResult structuralEqual(const StmtPtr &lhs, const StmtPtr &rhs);
EqualResult structuralEqual(const ExprPtr &lhs, const ExprPtr &rhs);
// Types alone, with no var mapping (a Var dim must be the same pointer);
// memrefs ignored. Used by the type checker.
EqualResult structuralEqualType(const TypePtr &lhs, const TypePtr &rhs);

uint64_t structuralHash(const ProgramPtr &p);
uint64_t structuralHash(const FunctionPtr &f);
uint64_t structuralHash(const StmtPtr &s);
uint64_t structuralHash(const ExprPtr &e);

} // namespace pipecheck::ir

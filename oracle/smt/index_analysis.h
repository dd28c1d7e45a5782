// Small syntactic analyses of index expressions, shared by site extraction
// and the encoders.
//
// - collectDefs: the SSA scalar definitions of a function (Var -> value), so
//   unroll_main_end / unroll_rem and friends can be substituted by their
//   defining expressions. In SSA form every Var is assigned once; a Var
//   assigned twice (non-SSA input) keeps its first definition and is listed in
//   DefMap::redefined so encoders can treat it as opaque.
// - constValue: the value of ConstInt, Neg(ConstInt) and int casts of them
//   (what LowerPipelineLoops accepts as a compile-time constant).
// - mentions: direct syntactic use of a Var in an expression.
// - linearCoeff: if e (seen through SSA definitions) is c*v + rest with a
//   constant c and rest free of v, returns c (0 when v does not occur);
//   nullopt when v occurs non-linearly or under an operator we do not analyse.
//   Used to solve a site's loop variables from its index expressions.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/program.h"

namespace pipecheck::smt {

struct DefMap {
  std::unordered_map<const ir::Var *, ir::ExprPtr> values;
  std::unordered_set<const ir::Var *> redefined;
  const ir::ExprPtr *find(const ir::Var *v) const;
};

DefMap collectDefs(const ir::Function &f);

std::optional<int64_t> constValue(const ir::ExprPtr &e);

bool mentions(const ir::ExprPtr &e, const ir::Var *v);
// The expressions a statement evaluates itself (not its children):
// Assign value, Eval expr, If cond, For start/stop/step; mentions() over them.
bool stmtMentions(const ir::Stmt &s, const ir::Var *v);

std::optional<int64_t> linearCoeff(const ir::ExprPtr &e, const ir::Var *v, const DefMap &defs);

// True for scalar integer types (INDEX, INT*, UINT*), the only Vars the
// encoders give an integer meaning.
bool isIntScalar(const ir::TypePtr &t);

} // namespace pipecheck::smt

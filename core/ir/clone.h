// Deep clone and substitution, built on IRMutator.
//
// deepClone(stmt, map, cloneDefVars) copies a statement tree while replacing
// every Var in `map` by its expression (one shared node per mapped Var). With
// cloneDefVars (the default, what LowerPipelineLoops uses), every binding site
// inside the subtree gets a FRESH object with the SAME name hint and span:
// AssignStmt.var, ForStmt.loop_var and return_vars, IfStmt.return_vars, and
// IterArgs (cloned when their ForStmt is met, with a cloned init value). Var
// types are rewritten through the substitution, so shape / view / MemRef
// expressions follow it; MemRefs get fresh copies (one per original MemRef).
// Free Vars not in the map are kept as they are (function params, outer loop
// vars), and Call attrs are kept (existing pipeline memberships survive).
// Unchanged expressions keep their identity (copy-on-write); names are never
// suffixed — the printer disambiguates. See reference/lower-pipeline-loops.md
// section 3.2. substitute() is the same mapping without def cloning.
#pragma once

#include <unordered_map>

#include "core/ir/mutator.h"

namespace pipecheck::ir {

using VarSubstitution = std::unordered_map<const Var *, ExprPtr>;

StmtPtr deepClone(const StmtPtr &stmt, const VarSubstitution &map = {}, bool cloneDefVars = true);
ExprPtr substitute(const ExprPtr &expr, const VarSubstitution &map);
StmtPtr substitute(const StmtPtr &stmt, const VarSubstitution &map);

} // namespace pipecheck::ir

// Per-function printed names: PyPTO's BuildVarRenameMap.
//
// Distinct Var pointers that share a name hint must print differently, and
// the choice must match PyPTO's exactly because printed names are part of the
// golden text. The candidates are collected as params, then body definitions
// in DFS pre-order (a for loop contributes loop var, return vars, iter args;
// an if its return vars before its branches; an assign its var), then body
// uses in visit order. A hint held by one pointer keeps its name and reserves
// it; colliding pointers take the first free name of base, base_1, base_2...
// in collection order.
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/ir/stmt.h"

namespace pipecheck::text {

// Definitions and uses of a statement tree, in PyPTO's VarDefUseCollector
// order. defs may hold a pointer twice (a non-SSA var assigned twice); uses
// hold each pointer once.
struct DefUse {
  std::vector<const ir::Var *> defs;
  std::vector<const ir::Var *> uses;
  std::unordered_set<const ir::Var *> defSet;
};
DefUse collectDefUse(const ir::StmtPtr &body);

using NameMap = std::unordered_map<const ir::Var *, std::string>;

// Renames colliding hints over `ordered` (duplicates are counted once, at
// their first position).
NameMap buildRenameMap(const std::vector<const ir::Var *> &ordered);

// Every Var a type mentions (shapes, views, start offsets), through
// arithmetic; in first-seen order.
void collectTypeVars(const ir::TypePtr &type, std::vector<const ir::Var *> &out);

// Names of the functions a body calls (Call with isFunctionCall), each once.
std::vector<std::string> calledFunctions(const ir::StmtPtr &body);

} // namespace pipecheck::text

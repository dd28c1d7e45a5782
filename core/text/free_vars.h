// Free variables: Vars a function body uses that nothing defines.
//
// PyPTO's printer marks such a Var `NAME__FREE_VAR` (it only arises from a
// pass that substituted a Var without defining the substitute: malformed
// IR), and the snapshot reading (ParseOptions::freeVars) reads that text
// back into one. A program that has one has no known meaning: what it
// computes depends on a value nothing gives, so the checks that need values
// say "not checked" on it (oracle/checks/catalogue.cpp) and ssa-valid
// reports the use.
#pragma once

#include <string>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::text {

struct FreeVarUse {
  std::string function;
  std::string spelling; // as the printer writes it: NAME__FREE_VAR
  const ir::Var *var = nullptr;
};

// The free vars of every function, in function order and first use order,
// by the printer's rule: a body use that is not a param of the function,
// not defined by one of its statements, and not a dynamic dimension (a Var
// that only types mention and no function defines).
std::vector<FreeVarUse> freeVarUses(const ir::Program &p);

// "function kernel uses `a_2__FREE_VAR`, which nothing defines" (the first
// use, and how many more there are), or "" when there is none.
std::string describeFreeVars(const std::vector<FreeVarUse> &uses);

} // namespace pipecheck::text

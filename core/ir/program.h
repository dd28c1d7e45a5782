// Function and Program.
//
// A Function has a type (InCore, Orchestration, Opaque, ...); level and role
// are derived from it as PyPTO's constructor does. A Program holds functions
// keyed (and ordered) by name, plus the program-level dynamic dimension
// symbols (N = pl.dynamic("N")) that types may mention.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/stmt.h"

namespace pipecheck::ir {

struct Function {
  std::string name;                          // ignored by equality (Program keys by it)
  FunctionType funcType = FunctionType::Opaque;
  std::vector<VarPtr> params;
  std::vector<ParamDirection> directions;     // one per param
  std::vector<TypePtr> returnTypes;
  StmtPtr body;
  AttrList attrs;
  SourceLoc loc;
  // Level and role written on the decorator of a type that derives none
  // (Opaque, Spmd, Inline): `@pl.function(level=pl.Level.HOST, role=...)`.
  std::optional<Level> explicitLevel;
  std::optional<Role> explicitRole;
  template <class Self, class V> static void forEachField(Self &self, V &&v) {
    v.defs("params", self.params);
    v.data("param_directions", self.directions);
    v.data("func_type", self.funcType);
    v.data("level", self.explicitLevel);
    v.data("role", self.explicitRole);
    v.attrs("attrs", self.attrs);
    v.types("return_types", self.returnTypes);
    v.stmt("body", self.body);
    v.ignored("name", self.name);
  }
  std::optional<Level> level() const; // derived from funcType, else explicitLevel
  std::optional<Role> role() const;   // derived from funcType, else explicitRole
};
using FunctionPtr = std::shared_ptr<const Function>;

struct Program {
  std::string name;                    // ignored by equality
  std::vector<FunctionPtr> functions;  // sorted by name
  std::vector<VarPtr> dynamicDims;     // pl.dynamic symbols, in declaration order
  FunctionPtr find(std::string_view fname) const;
};
using ProgramPtr = std::shared_ptr<const Program>;

// Sorts by name (PyPTO's std::map<GlobalVar, Function> order).
ProgramPtr makeProgram(std::string name, std::vector<FunctionPtr> functions,
                       std::vector<VarPtr> dynamicDims = {});
// Copy of p with one function replaced (by name).
ProgramPtr withFunction(const ProgramPtr &p, FunctionPtr f);
// Copy of f with a new body (the same function object when body is unchanged).
FunctionPtr withBody(const FunctionPtr &f, StmtPtr body);

} // namespace pipecheck::ir

// Function level/role derivation and Program helpers.
#include "core/ir/program.h"

#include <algorithm>

namespace pipecheck::ir {

std::optional<Level> Function::level() const {
  switch (funcType) {
  case FunctionType::InCore: return Level::CHIP_DIE;
  case FunctionType::AIC: return Level::AIC;
  case FunctionType::AIV: return Level::AIV;
  case FunctionType::Group: return Level::CORE_GROUP;
  case FunctionType::Orchestration:
  case FunctionType::Graph: return Level::CHIP;
  default: return explicitLevel;
  }
}

std::optional<Role> Function::role() const {
  switch (funcType) {
  case FunctionType::InCore:
  case FunctionType::AIC:
  case FunctionType::AIV:
  case FunctionType::Group: return Role::SubWorker;
  case FunctionType::Orchestration:
  case FunctionType::Graph: return Role::Orchestrator;
  default: return explicitRole;
  }
}

FunctionPtr Program::find(std::string_view fname) const {
  for (const auto &f : functions)
    if (f->name == fname)
      return f;
  return nullptr;
}

ProgramPtr makeProgram(std::string name, std::vector<FunctionPtr> functions,
                       std::vector<VarPtr> dynamicDims) {
  std::stable_sort(functions.begin(), functions.end(),
                   [](const FunctionPtr &a, const FunctionPtr &b) { return a->name < b->name; });
  auto p = std::make_shared<Program>();
  p->name = std::move(name);
  p->functions = std::move(functions);
  p->dynamicDims = std::move(dynamicDims);
  return p;
}

ProgramPtr withFunction(const ProgramPtr &p, FunctionPtr f) {
  auto out = std::make_shared<Program>(*p);
  for (auto &g : out->functions)
    if (g->name == f->name)
      g = f;
  return out;
}

FunctionPtr withBody(const FunctionPtr &f, StmtPtr body) {
  if (body == f->body)
    return f;
  auto out = std::make_shared<Function>(*f);
  out->body = std::move(body);
  return out;
}

} // namespace pipecheck::ir

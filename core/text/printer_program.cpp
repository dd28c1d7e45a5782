// Program-level printing and the public entry points of printer.h.
//
// The header is `# pypto.program: NAME`, the import line and a blank line;
// then one `N = pl.dynamic("N")` line per dynamic dimension (sorted by
// printed name, followed by a blank line) -- the symbols are found the way
// PyPTO finds them, as Vars mentioned by the types of params, return types
// and body vars that no function defines; then `@pl.program`, `class NAME:`
// and the functions in callee-first order (a DFS over the functions in name
// order, each visiting its callees in name order first).
#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "core/text/printer.h"
#include "core/text/printer_impl.h"

namespace pipecheck::text {
namespace {

using namespace ir;

NameMap dynamicDimNames(const Program &p) {
  std::vector<const Var *> found;
  std::unordered_set<const Var *> defined;
  for (const auto &f : p.functions) {
    if (!f)
      continue;
    for (const auto &param : f->params) {
      if (!param)
        continue;
      collectTypeVars(param->type, found);
      defined.insert(param.get());
    }
    for (const auto &t : f->returnTypes)
      collectTypeVars(t, found);
    DefUse du = collectDefUse(f->body);
    for (const Var *v : du.defs)
      collectTypeVars(v->type, found);
    for (const Var *v : du.uses)
      collectTypeVars(v->type, found);
    defined.insert(du.defSet.begin(), du.defSet.end());
  }
  std::vector<const Var *> dyn;
  for (const Var *v : found)
    if (!defined.count(v))
      dyn.push_back(v);
  return buildRenameMap(dyn);
}

std::vector<const Function *> calleeFirstOrder(const Program &p) {
  std::map<std::string, const Function *> byName;
  for (const auto &f : p.functions)
    if (f)
      byName.emplace(f->name, f.get());
  std::map<std::string, std::set<std::string>> deps;
  for (const auto &[n, f] : byName)
    for (const auto &callee : calledFunctions(f->body))
      if (byName.count(callee))
        deps[n].insert(callee);
  std::vector<const Function *> sorted;
  std::set<std::string> visited, inProgress;
  std::function<bool(const std::string &)> dfs = [&](const std::string &n) {
    if (visited.count(n))
      return true;
    if (inProgress.count(n))
      return false;
    inProgress.insert(n);
    for (const auto &d : deps[n])
      if (!dfs(d))
        return false;
    inProgress.erase(n);
    visited.insert(n);
    sorted.push_back(byName[n]);
    return true;
  };
  for (const auto &[n, f] : byName) {
    if (!dfs(n)) { // a call cycle: PyPTO falls back to name order
      sorted.clear();
      for (const auto &[n2, f2] : byName)
        sorted.push_back(f2);
      return sorted;
    }
  }
  return sorted;
}

} // namespace

std::string printProgram(const Program &program) {
  Printer pr;
  std::string pname = program.name.empty() ? "Program" : program.name;
  pr.out = "# pypto.program: " + pname + "\nimport pypto.language as pl\n\n";
  pr.dynNames = dynamicDimNames(program);
  if (!pr.dynNames.empty()) {
    std::vector<std::string> dn;
    for (const auto &kv : pr.dynNames)
      dn.push_back(kv.second);
    std::sort(dn.begin(), dn.end());
    for (const auto &n : dn)
      pr.out += n + " = pl.dynamic(\"" + n + "\")\n";
    pr.out += "\n";
  }
  pr.out += "@pl.program\nclass " + pname + ":\n";
  pr.inProgram = true;
  pr.indent = 1;
  bool first = true;
  for (const Function *f : calleeFirstOrder(program)) {
    if (!first)
      pr.out += "\n";
    first = false;
    pr.function(*f);
  }
  return pr.out;
}

std::string printFunction(const Function &function) {
  Printer pr;
  pr.inProgram = true;
  pr.function(function);
  return pr.out;
}

std::string printStmt(const StmtPtr &stmt) {
  Printer pr;
  pr.buildNames({}, stmt, false);
  pr.stmtBlock(stmt);
  return pr.out;
}

std::string printExpr(const ExprPtr &expr) {
  Printer pr;
  return pr.exprString(expr);
}

std::string printType(const TypePtr &type) {
  Printer pr;
  return pr.type(type);
}

} // namespace pipecheck::text

// Free variables by the printer's rule; see free_vars.h.
#include "core/text/free_vars.h"

#include <unordered_set>

#include "core/text/names.h"
#include "core/text/parser.h"

namespace pipecheck::text {

std::vector<FreeVarUse> freeVarUses(const ir::Program &p) {
  // Defined anywhere in the program, and mentioned by some type: a type
  // var that no function defines is a dynamic dim, printed without suffix.
  std::unordered_set<const ir::Var *> defined, inTypes, dynamic;
  std::vector<const ir::Var *> typeVars;
  // Each body's definitions and uses, collected once for both loops below.
  std::vector<DefUse> bodies;
  bodies.reserve(p.functions.size());
  for (const auto &d : p.dynamicDims)
    dynamic.insert(d.get()); // `N = pl.dynamic("N")`: module-level, defined for every body
  for (const auto &f : p.functions) {
    if (!f)
      continue;
    for (const auto &param : f->params) {
      defined.insert(param.get());
      collectTypeVars(param->type, typeVars);
    }
    for (const auto &t : f->returnTypes)
      collectTypeVars(t, typeVars);
    const DefUse &du = bodies.emplace_back(collectDefUse(f->body));
    defined.insert(du.defSet.begin(), du.defSet.end());
    for (const ir::Var *v : du.defs)
      collectTypeVars(v->type, typeVars);
    for (const ir::Var *v : du.uses)
      collectTypeVars(v->type, typeVars);
  }
  inTypes.insert(typeVars.begin(), typeVars.end());
  std::vector<FreeVarUse> out;
  std::size_t body = 0;
  for (const auto &f : p.functions) {
    if (!f)
      continue;
    std::unordered_set<const ir::Var *> own;
    for (const auto &param : f->params)
      own.insert(param.get());
    const DefUse &du = bodies[body++];
    for (const ir::Var *u : du.uses)
      if (!own.count(u) && !du.defSet.count(u) && !dynamic.count(u) &&
          !(inTypes.count(u) && !defined.count(u)))
        out.push_back({f->name, u->name + std::string(kFreeVarSuffix), u});
  }
  return out;
}

std::string describeFreeVars(const std::vector<FreeVarUse> &uses) {
  if (uses.empty())
    return "";
  std::string s = "function " + uses.front().function + " uses `" + uses.front().spelling +
                  "`, which nothing defines";
  if (uses.size() > 1)
    s += " (and " + std::to_string(uses.size() - 1) + " more free variable" +
         (uses.size() > 2 ? "s" : "") + ")";
  return s;
}

} // namespace pipecheck::text

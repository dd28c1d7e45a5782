// Reduction family 5: bypass a definition.
//
// An assignment `v = value` is removed and every use of v in the function
// takes a replacement that is already visible at the assignment: the value
// itself when it is not a call (`k = n * 3` is inlined into its uses), else
// a var of v's type -- first the call's own var operands (skipping the op:
// `m = muls(t, 2.0)` -> t), then the function's params (a store's result ->
// the output tensor param), then the closest earlier definitions (a
// loop-invariant load inside a loop -> the same load before it). This frees
// chains that only feed a return or a yield, which statement removal cannot
// touch because the final use keeps every definition alive. Assignments are
// tried from the last to the first, so a chain collapses from its end.
#include <algorithm>
#include <iterator>

#include "core/ir/equal.h"
#include "core/ir/walk.h"
#include "properties/reduce/Edit.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

std::vector<StmtSite> collectAssigns(const Program &program) {
  std::vector<StmtSite> out;
  for (std::size_t fi = 0; fi < program.functions.size(); ++fi)
    if (program.functions[fi]->body)
      forEachStmt(program.functions[fi]->body, [&](const StmtPtr &s) {
        if (s->kind == StmtKind::Assign)
          out.push_back({fi, s});
      });
  return out;
}

// How many earlier same-typed definitions are offered besides the operands
// and params; the closest come first and invisible ones fail the verifiers.
constexpr std::size_t kEarlierDefs = 4;

// Replacements of the assigned var, best first (see the file comment);
// earlier definitions that are not visible at the assignment are offered
// too and rejected by the verifiers.
std::vector<ExprPtr> replacements(const Function &f, const StmtPtr &stmt) {
  const AssignStmt &a = *asAssign(stmt);
  std::vector<ExprPtr> out;
  auto consider = [&](const ExprPtr &e) {
    const Var *v = asVar(e);
    if (!v || v == a.var.get() || !structuralEqualType(v->type, a.var->type))
      return false;
    for (const ExprPtr &seen : out)
      if (seen.get() == v)
        return false;
    out.push_back(e);
    return true;
  };
  if (const Call *c = asCall(a.value)) {
    for (const ExprPtr &arg : c->args)
      consider(arg);
  } else if (!consider(a.value)) {
    out.push_back(a.value); // scalar arithmetic or a constant: inline it
  }
  for (const VarPtr &p : f.params)
    consider(p);
  std::vector<DefSite> defs = collectDefs(f);
  auto self = std::find_if(defs.begin(), defs.end(),
                           [&](const DefSite &d) { return d.stmt == stmt; });
  std::size_t earlier = 0;
  for (auto it = std::make_reverse_iterator(self); it != defs.rend() && earlier < kEarlierDefs;
       ++it)
    if (it->stmt && consider(it->var))
      ++earlier;
  return out;
}

} // namespace

bool reduceBypass(Session &session) {
  bool any = false;
  for (std::size_t k = collectAssigns(*session.current()).size(); k-- > 0 && !session.exhausted();) {
    auto sites = collectAssigns(*session.current());
    if (k >= sites.size())
      continue;
    const AssignStmt *a = asAssign(sites[k].stmt);
    const Function &f = *session.current()->functions[sites[k].function];
    for (const ExprPtr &r : replacements(f, sites[k].stmt)) {
      if (session.exhausted())
        break;
      VarSubstitution after{{a->var.get(), r}};
      if (session.tryCandidate(replaceStmt(session.current(), sites[k], flattenSeq({}), after))) {
        any = true;
        break;
      }
    }
  }
  return any;
}

} // namespace pipecheck::reduce

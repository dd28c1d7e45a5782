// Reduction family 4: remove one iter_arg of a loop.
//
// Dropping iter_arg j binds its uses in the body to its init value, drops
// value j of the body's trailing yield, and replaces the loop's return var j
// by the init value in the rest of the function. A loop left with no
// iter_args loses its (now empty) yield. The init value is evaluated in the
// loop's enclosing scope, so it is visible both in the body and after the
// loop. Iter_args are tried last to first, loops in pre-order.
#include "core/ir/builder.h"
#include "properties/reduce/Edit.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

ProgramPtr withoutIterArg(const ProgramPtr &program, const StmtSite &site, std::size_t j) {
  const ForStmt *loop = asFor(site.stmt);
  if (loop->returnVars.size() != loop->iterArgs.size())
    return nullptr;
  const IterArgPtr ia = loop->iterArgs[j];
  SplitBody split = splitTrailingYield(substitute(loop->body, {{ia.get(), ia->init}}));
  const YieldStmt *yield = split.yield ? asYield(split.yield) : nullptr;
  if (!yield || yield->values.size() != loop->iterArgs.size())
    return nullptr;
  std::vector<ExprPtr> values = yield->values;
  values.erase(values.begin() + static_cast<std::ptrdiff_t>(j));

  ForSpec spec = specOf(*loop);
  spec.iterArgs.erase(spec.iterArgs.begin() + static_cast<std::ptrdiff_t>(j));
  spec.returnVars.erase(spec.returnVars.begin() + static_cast<std::ptrdiff_t>(j));
  if (!values.empty())
    split.stmts.push_back(makeYield(values, split.yield->loc));
  spec.body = flattenSeq(split.stmts);
  VarSubstitution after{{loop->returnVars[j].get(), ia->init}};
  return replaceStmt(program, site, makeFor(std::move(spec)), after);
}

} // namespace

bool reduceIterArgs(Session &session) {
  bool any = false;
  for (std::size_t k = 0; !session.exhausted(); ++k) {
    auto loops = collectLoops(*session.current());
    if (k >= loops.size())
      break;
    // Last to first; after an accepted drop the indices below j are unchanged.
    for (std::size_t j = asFor(loops[k].stmt)->iterArgs.size(); j-- > 0 && !session.exhausted();) {
      loops = collectLoops(*session.current());
      if (ProgramPtr cand = withoutIterArg(session.current(), loops[k], j))
        any |= session.tryCandidate(cand);
    }
  }
  return any;
}

} // namespace pipecheck::reduce

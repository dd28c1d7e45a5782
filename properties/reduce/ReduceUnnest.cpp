// Reduction family 3: remove a level of nesting.
//
// A loop is replaced by one copy of its body with the loop var bound to the
// start value and each iter_arg to its init value; the values of the
// trailing yield replace the loop's return vars in the rest of the function.
// An if is replaced by its then branch, or else by its else branch, the same
// way (the branch's yield values replace the if's return vars). The body's
// own definitions keep their Var objects: the program stays in SSA form
// because the loop or if they came from is gone. A scope is replaced by its
// body (it binds nothing). Sites are tried in pre-order; after an accepted
// candidate the same index names the next site.
#include "core/ir/builder.h"
#include "properties/reduce/Edit.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

// The inlined body and the return-var substitution; false when the body's
// yield does not match the return vars.
bool inlineBody(const StmtPtr &body, const VarSubstitution &bind,
                const std::vector<VarPtr> &returnVars, StmtPtr &replacement,
                VarSubstitution &after) {
  SplitBody split = splitTrailingYield(bind.empty() ? body : substitute(body, bind));
  const YieldStmt *yield = split.yield ? asYield(split.yield) : nullptr;
  std::size_t values = yield ? yield->values.size() : 0;
  if (values != returnVars.size())
    return false;
  for (std::size_t i = 0; i < values; ++i)
    after[returnVars[i].get()] = yield->values[i];
  replacement = flattenSeq(split.stmts);
  return true;
}

bool unnestLoop(Session &session, std::size_t k) {
  auto loops = collectLoops(*session.current());
  const ForStmt *loop = asFor(loops[k].stmt);
  VarSubstitution bind{{loop->loopVar.get(), loop->start}};
  for (const IterArgPtr &ia : loop->iterArgs)
    bind[ia.get()] = ia->init;
  StmtPtr replacement;
  VarSubstitution after;
  if (!inlineBody(loop->body, bind, loop->returnVars, replacement, after))
    return false;
  return session.tryCandidate(replaceStmt(session.current(), loops[k], replacement, after));
}

bool unnestIf(Session &session, std::size_t k) {
  for (int branch = 0; branch < 2 && !session.exhausted(); ++branch) {
    auto ifs = collectIfs(*session.current());
    const IfStmt *s = asIf(ifs[k].stmt);
    const StmtPtr &body = branch == 0 ? s->thenBody : s->elseBody;
    StmtPtr replacement;
    VarSubstitution after;
    if (!body || !inlineBody(body, {}, s->returnVars, replacement, after))
      continue;
    if (session.tryCandidate(replaceStmt(session.current(), ifs[k], replacement, after)))
      return true;
  }
  return false;
}

bool unnestScope(Session &session, std::size_t k) {
  auto scopes = collectScopes(*session.current());
  return session.tryCandidate(
      replaceStmt(session.current(), scopes[k], asScope(scopes[k].stmt)->body));
}

// Tries `unnest(session, k)` on every site k of `collect`'s kind, in
// pre-order; after an accepted candidate the same index names the next site.
template <class Collect, class Unnest>
bool eachSite(Session &session, Collect collect, Unnest unnest) {
  bool any = false;
  for (std::size_t k = 0; !session.exhausted() && k < collect(*session.current()).size();) {
    if (unnest(session, k))
      any = true;
    else
      ++k;
  }
  return any;
}

} // namespace

bool reduceUnnest(Session &session) {
  bool any = eachSite(session, collectLoops, unnestLoop);
  any = eachSite(session, collectIfs, unnestIf) || any;
  any = eachSite(session, collectScopes, unnestScope) || any;
  return any;
}

} // namespace pipecheck::reduce

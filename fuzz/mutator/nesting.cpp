// Loop-structure mutations: nest a loop in a new outer loop, or flatten a
// loop into one iteration of its body.
//
// Nesting wraps loop L in `for o in pl.range(0, K)` (K = 1 or 2) that
// carries L's iter_args: the outer loop's iter_args start from L's init
// values, L's iter_args start from the outer ones, the outer body yields L's
// results and the outer loop binds L's original return vars, so every later
// use is unchanged. Flattening replaces L by its body with the loop var
// bound to the start value and each iter_arg to its init value, and turns
// the trailing yield into assignments of L's return vars (one iteration of
// L; the program changes meaning unless L ran exactly once, which is the
// point: it is a new test case). Both mutations keep the IR in SSA form.
#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "fuzz/mutator/mutations.h"
#include "fuzz/mutator/sites.h"

namespace pipecheck::fuzz {
namespace {

// Rewrites uses of selected vars (loop var, iter_args) to given expressions.
class Substitute : public ir::IRMutator {
public:
  void bind(const ir::Var *v, ir::ExprPtr e) { remap_[v] = std::move(e); }
};

} // namespace

std::optional<ir::ProgramPtr> nestLoop(const ir::ProgramPtr &p, uint64_t pick, uint64_t param) {
  auto loops = collectLoops(*p);
  if (loops.empty())
    return std::nullopt;
  const LoopSite &site = pickSite(loops, pick);
  const ir::ForStmt &inner = *site.loop;
  if (inner.iterArgs.size() != inner.returnVars.size())
    return std::nullopt;

  ir::ForSpec outer;
  outer.loopVar = ir::makeVar("o", ir::makeScalarType(ir::DataType::INDEX));
  outer.start = ir::constInt(0);
  outer.stop = ir::constInt(1 + static_cast<int64_t>(param % 2));
  outer.step = ir::constInt(1);
  outer.returnVars = inner.returnVars;

  ir::ForSpec spec = ir::specOf(inner);
  Substitute sub;
  spec.iterArgs.clear();
  spec.returnVars.clear();
  std::vector<ir::ExprPtr> yielded;
  for (std::size_t i = 0; i < inner.iterArgs.size(); ++i) {
    const ir::IterArgPtr &ia = inner.iterArgs[i];
    ir::IterArgPtr outerArg = ir::makeIterArg(ia->name, ia->type, ia->init);
    ir::IterArgPtr innerArg = ir::makeIterArg(ia->name, ia->type, outerArg);
    sub.bind(ia.get(), innerArg);
    outer.iterArgs.push_back(outerArg);
    spec.iterArgs.push_back(innerArg);
    ir::VarPtr r = ir::makeVar(inner.returnVars[i]->name, inner.returnVars[i]->type);
    spec.returnVars.push_back(r);
    yielded.push_back(r);
  }
  spec.body = sub.mutate(inner.body);
  std::vector<ir::StmtPtr> outerBody{ir::makeFor(std::move(spec))};
  if (!yielded.empty())
    outerBody.push_back(ir::makeYield(yielded));
  outer.body = ir::flattenSeq(outerBody);
  return replaceStmt(p, site.function, site.loop.get(), ir::makeFor(std::move(outer)));
}

std::optional<ir::ProgramPtr> flattenLoop(const ir::ProgramPtr &p, uint64_t pick, uint64_t) {
  auto loops = collectLoops(*p);
  if (loops.empty())
    return std::nullopt;
  const LoopSite &site = pickSite(loops, pick);
  const ir::ForStmt &loop = *site.loop;
  Substitute sub;
  sub.bind(loop.loopVar.get(), loop.start);
  for (const auto &ia : loop.iterArgs)
    sub.bind(ia.get(), ia->init);
  std::vector<ir::StmtPtr> body = ir::stmtList(sub.mutate(loop.body));
  const ir::YieldStmt *y = body.empty() ? nullptr : ir::asYield(body.back());
  if (!loop.returnVars.empty()) {
    if (!y || y->values.size() != loop.returnVars.size())
      return std::nullopt;
    std::vector<ir::ExprPtr> values = y->values;
    body.pop_back();
    for (std::size_t i = 0; i < values.size(); ++i)
      body.push_back(ir::makeAssign(loop.returnVars[i], values[i]));
  } else if (y) {
    body.pop_back();
  }
  return replaceStmt(p, site.function, site.loop.get(), ir::flattenSeq(body));
}

} // namespace pipecheck::fuzz

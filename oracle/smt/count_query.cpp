// The Count query of a count-only loop (sites.h, step 6).
//
// Per enclosing iteration X (the enclosing components, with their source
// formulas) the clones of the anchor must run exactly trip(L)(X) times:
//   sum over sites s of  ite(runs_s(X), countTrip_s, 0)  ==  trip(L)(X)
// where runs_s leaves out the range of the one lowered loop no enclosing
// component accounts for (site.countFrame) and countTrip_s is that loop's
// trip count (1 when the site has none). The query asks Z3 for X and
// parameter values where the two differ.
//
// Why a count is exact here. Site extraction guarantees that nothing
// around a clone inside the counted loop depends on its variable, so for
// one X the clone runs either on every iteration of that loop or on none,
// and its other lowered loop variables are functions of X (solved from the
// enclosing indices; a variable that is not is "not checked" below). Opaque
// values (an iter_arg in a condition) are free symbols: a proof holds for
// every value of them, which covers the values a run gives them (where a
// condition inside the counted loop varies between its iterations, the
// per-iteration count of clones is the same for every value, or the proof
// fails); a refutation resting on one is only "not proved" (Unknown).
#include "oracle/smt/queries.h"

namespace pipecheck::smt {

using namespace ir;

std::string anchorName(const LoopSpace &space) {
  if (const auto *a = dynamic_cast<const AssignStmt *>(space.anchor))
    return a->var->name;
  return "the anchor statement";
}

QueryResult runCountQuery(const SpaceEnv &env, const QueryConfig &cfg) {
  QueryResult res;
  res.query = Query::Count;
  const LoopSpace &sp = *env.space;
  TermFactory tf;
  std::vector<TermPtr> comps = componentSymbols(sp, "", nullptr);
  std::string failure;
  SourceFormulas src = sourceFormulas(tf, env, comps, &failure);
  ExprEncoder srcEnc(tf, env.source, env.mode, true);
  for (size_t k = 0; k < sp.loopComponent; ++k)
    srcEnc.bind(sp.components[k]->loopVar.get(), comps[k]);
  std::optional<int64_t> step = constValue(sp.loop->step);
  TermPtr trip = tripCount(tf, srcEnc.intOf(sp.loop->start), srcEnc.intOf(sp.loop->stop),
                           step.value_or(0));
  if (srcEnc.failed() && failure.empty())
    failure = "source bounds: " + srcEnc.failure();
  std::string approximation;
  TermPtr runs = intConst(0);
  for (const Site &s : sp.sites) {
    Instance inst = instantiate(tf, env, s, comps, s.frames.size(), sp.loopComponent, true);
    if (!inst.error.empty() && failure.empty())
      failure = inst.error;
    const ForStmt *counted = s.countFrame >= 0 ? s.frames[s.countFrame].forStmt() : nullptr;
    for (const ForStmt *f : inst.freshLoops)
      if (f != counted && failure.empty())
        failure = "the value of lowered loop variable '" + f->loopVar->name +
                  "' around a clone cannot be solved from the enclosing indices";
    if (!inst.approximation.empty() && approximation.empty())
      approximation = inst.approximation;
    runs = add(runs, ite(inst.runs, inst.countTrip, intConst(0)));
  }
  if (!failure.empty()) {
    res.verdict = Verdict::NotChecked;
    res.message = failure;
    return res;
  }
  std::vector<TermPtr> assertions{src.enclosing, ne(runs, trip)};
  if (cfg.orderedBounds)
    assertions.push_back(src.forward);
  QueryFrame frame = frameQuery(env, cfg, tf, comps, sp.loopComponent, &assertions);
  frame.observations.push_back({"count:runs", runs});
  frame.observations.push_back({"count:trip", trip});
  SolveResult r = cfg.session->solve(assertions, frame.observations, frame.minimize, cfg.solver);
  res.seconds = r.seconds;
  res.verdict = verdictOf(r.status);
  if (r.status != SatStatus::Sat) {
    res.message = res.verdict == Verdict::Proved
                      ? "the clones run as often as the source loop iterates"
                      : r.reason;
    return res;
  }
  Counterexample cex;
  cex.query = Query::Count;
  fillCounterexample(env, r.values, comps, nullptr, &cex);
  cex.iteration.clear(); // L's symbol is not part of this query
  for (const auto &[name, value] : r.values) {
    if (name == "count:runs")
      cex.extra.emplace_back("runs", value);
    if (name == "count:trip")
      cex.extra.emplace_back("trip", value);
  }
  settleSat(res, std::move(cex), approximation);
  return res;
}

} // namespace pipecheck::smt

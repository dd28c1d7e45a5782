// Coverage and order queries (a), (b), (c), order; see coverage.h.
//
// Each query gets its own TermFactory, so the aux symbols of divisions and
// the side constraints belong to exactly one solver call. Soundness notes:
// - Extra, Duplicate and Order only ask for the existence of executions, so
//   unsolved (fresh) lowered loop variables are exact there.
// - Missing negates "some site runs x"; with a fresh loop variable that
//   negation reads "for this particular value the site does not run", so a
//   sat answer is only "not proved" (Unknown), while unsat is still a proof.
// - Any opaque value (encode.h) in a site instance turns sat into Unknown.
#include "oracle/smt/queries.h"

#include <sstream>

namespace pipecheck::smt {

using namespace ir;

Verdict verdictOf(SatStatus s) {
  switch (s) {
  case SatStatus::Unsat: return Verdict::Proved;
  case SatStatus::Sat: return Verdict::Refuted;
  case SatStatus::Unknown: return Verdict::Unknown;
  case SatStatus::Timeout: return Verdict::Timeout;
  case SatStatus::Error: return Verdict::Error;
  }
  return Verdict::Error;
}

std::vector<TermPtr> componentSymbols(const LoopSpace &space, const std::string &suffix,
                                      const std::vector<TermPtr> *shareEnclosing) {
  std::vector<TermPtr> out;
  for (size_t k = 0; k < space.components.size(); ++k) {
    if (shareEnclosing && k < space.loopComponent)
      out.push_back((*shareEnclosing)[k]);
    else
      out.push_back(intSym(space.components[k]->loopVar->name + "@" + std::to_string(k) + suffix));
  }
  return out;
}

std::vector<Observation> paramObservations(const SpaceEnv &env) {
  std::vector<Observation> obs;
  for (const std::string &p : env.lowered.paramSyms)
    if (!p.empty())
      obs.push_back({p, intSym(p)});
  for (const std::string &r : env.lowered.readSyms)
    obs.push_back({r, intSym(r)});
  return obs;
}

std::vector<TermPtr> paramRangeAssumptions(const SpaceEnv &env, const QueryConfig &cfg) {
  std::vector<TermPtr> out;
  for (const std::string &p : env.lowered.paramSyms) {
    auto it = p.empty() ? cfg.paramRanges.end() : cfg.paramRanges.find(p);
    if (it == cfg.paramRanges.end())
      continue;
    out.push_back(le(intConst(it->second.first), intSym(p)));
    out.push_back(le(intSym(p), intConst(it->second.second)));
  }
  return out;
}

QueryFrame frameQuery(const SpaceEnv &env, const QueryConfig &cfg, const TermFactory &tf,
                      const std::vector<TermPtr> &comps, size_t components,
                      std::vector<TermPtr> *assertions) {
  for (TermPtr &t : paramRangeAssumptions(env, cfg))
    assertions->push_back(std::move(t));
  assertions->insert(assertions->end(), tf.sides().begin(), tf.sides().end());
  QueryFrame f;
  f.observations = paramObservations(env);
  for (const Observation &o : f.observations)
    f.minimize.push_back(o.term);
  for (size_t k = 0; k < components && k < comps.size(); ++k) {
    f.observations.push_back({comps[k]->name, comps[k]});
    f.minimize.push_back(comps[k]);
  }
  return f;
}

void settleSat(QueryResult &res, Counterexample cex, const std::string &approximation) {
  if (!approximation.empty()) {
    res.verdict = Verdict::Unknown;
    res.message = "not proved (" + approximation + "); candidate: " + cex.str();
    return;
  }
  res.verdict = Verdict::Refuted;
  res.message = cex.str();
  res.counterexample = std::move(cex);
}

void fillCounterexample(const SpaceEnv &env,
                        const std::vector<std::pair<std::string, int64_t>> &values,
                        const std::vector<TermPtr> &compsA, const std::vector<TermPtr> *compsB,
                        Counterexample *cex) {
  std::map<std::string, int64_t> byName(values.begin(), values.end());
  for (const std::string &p : env.lowered.paramSyms)
    if (!p.empty() && byName.count(p))
      cex->params[p] = byName[p];
  for (const std::string &r : env.lowered.readSyms)
    if (byName.count(r))
      cex->params[r] = byName[r];
  const LoopSpace &sp = *env.space;
  for (size_t k = 0; k < sp.components.size(); ++k) {
    const std::string &var = sp.components[k]->loopVar->name;
    auto a = byName.find(compsA[k]->name);
    if (a == byName.end())
      continue;
    if (k < sp.loopComponent) {
      cex->enclosing.emplace_back(var, a->second);
      continue;
    }
    cex->iteration.emplace_back(var, a->second);
    if (compsB)
      if (auto b = byName.find((*compsB)[k]->name); b != byName.end())
        cex->otherIteration.emplace_back(var, b->second);
  }
}

namespace {

struct Prepared {
  TermFactory tf;
  std::vector<TermPtr> comps;
  SourceFormulas src;
  std::vector<Instance> inst;
  std::string notChecked;
  std::string approximation;
  bool anyFresh = false;
};

void prepare(Prepared &p, const SpaceEnv &env, const std::string &suffix,
             const std::vector<TermPtr> *share) {
  const LoopSpace &sp = *env.space;
  p.comps = componentSymbols(sp, suffix, share);
  p.src = sourceFormulas(p.tf, env, p.comps, &p.notChecked);
  for (const Site &s : sp.sites) {
    p.inst.push_back(instantiate(p.tf, env, s, p.comps));
    const Instance &i = p.inst.back();
    if (!i.error.empty() && p.notChecked.empty())
      p.notChecked = i.error;
    if (!i.approximation.empty() && p.approximation.empty())
      p.approximation = i.approximation;
    p.anyFresh = p.anyFresh || !i.fresh.empty();
  }
}

std::string iterText(const std::vector<std::pair<std::string, int64_t>> &it) {
  std::ostringstream os;
  for (size_t i = 0; i < it.size(); ++i)
    os << (i ? ", " : "") << it[i].first << " = " << it[i].second;
  return os.str();
}

std::string provedText(Query q) {
  switch (q) {
  case Query::Extra: return "no iteration outside the source range runs";
  case Query::Missing: return "every source iteration runs";
  case Query::Duplicate: return "no source iteration runs twice";
  case Query::Order: return "clones run in source order";
  case Query::TripFormula: return "the runtime trip formulas meet their contract";
  case Query::Count: return "the clones run as often as the source loop iterates";
  }
  return "";
}

} // namespace

QueryResult runCoverageQuery(const SpaceEnv &env, Query q, const QueryConfig &cfg) {
  // The two queries with formulas of their own, before any site instance is
  // made (a count-only space's sites have no index for L to instantiate).
  if (q == Query::TripFormula)
    return runTripFormulaQuery(env, cfg);
  if (q == Query::Count)
    return runCountQuery(env, cfg);
  QueryResult res;
  res.query = q;
  const LoopSpace &sp = *env.space;
  Prepared a;
  prepare(a, env, "", nullptr);
  Prepared b; // second tuple (Order) or second instance of each site (Duplicate)
  std::vector<TermPtr> formula{a.src.enclosing};
  std::vector<Observation> obs = paramObservations(env);
  std::vector<TermPtr> minimize;
  for (const Observation &o : obs)
    minimize.push_back(o.term);
  for (const TermPtr &c : a.comps) {
    obs.push_back({c->name, c});
    minimize.push_back(c);
  }
  for (size_t s = 0; s < a.inst.size(); ++s)
    obs.push_back({"site#" + std::to_string(s), a.inst[s].runs});
  if (cfg.orderedBounds)
    formula.push_back(a.src.forward);
  for (TermPtr &t : paramRangeAssumptions(env, cfg))
    formula.push_back(std::move(t));

  switch (q) {
  case Query::Extra: {
    std::vector<TermPtr> any;
    for (const Instance &i : a.inst)
      any.push_back(i.runs);
    formula.push_back(orT(std::move(any)));
    formula.push_back(notT(a.src.chain));
    break;
  }
  case Query::Missing: {
    formula.push_back(a.src.chain);
    for (const Instance &i : a.inst)
      formula.push_back(notT(i.runs));
    break;
  }
  case Query::Duplicate: {
    formula.push_back(a.src.chain);
    std::vector<TermPtr> twice;
    for (size_t s = 0; s < a.inst.size(); ++s)
      for (size_t t = s + 1; t < a.inst.size(); ++t)
        twice.push_back(andT({a.inst[s].runs, a.inst[t].runs}));
    // The same site at two different values of an unsolved loop variable.
    for (size_t s = 0; s < sp.sites.size(); ++s) {
      if (a.inst[s].fresh.empty())
        continue;
      Instance again = instantiate(a.tf, env, sp.sites[s], a.comps);
      std::vector<TermPtr> differ;
      for (size_t v = 0; v < again.fresh.size(); ++v)
        differ.push_back(ne(a.inst[s].fresh[v], again.fresh[v]));
      twice.push_back(andT({a.inst[s].runs, again.runs, orT(std::move(differ))}));
    }
    formula.push_back(orT(std::move(twice)));
    break;
  }
  case Query::Order: {
    b.comps = componentSymbols(sp, "'", &a.comps);
    b.src = sourceFormulas(a.tf, env, b.comps, &a.notChecked);
    for (const Site &s : sp.sites)
      b.inst.push_back(instantiate(a.tf, env, s, b.comps));
    formula.push_back(a.src.chain);
    formula.push_back(b.src.chain);
    if (cfg.orderedBounds)
      formula.push_back(b.src.forward);
    formula.push_back(sourceBefore(env, a.comps, b.comps, &a.notChecked));
    std::vector<TermPtr> wrong;
    for (size_t x = 0; x < sp.sites.size(); ++x)
      for (size_t y = 0; y < sp.sites.size(); ++y) {
        TermPtr before = loweredBefore(sp.sites[x], a.inst[x], sp.sites[y], b.inst[y], &a.notChecked);
        wrong.push_back(andT({a.inst[x].runs, b.inst[y].runs, notT(before)}));
      }
    formula.push_back(orT(std::move(wrong)));
    for (size_t k = sp.loopComponent; k < b.comps.size(); ++k) {
      obs.push_back({b.comps[k]->name, b.comps[k]});
      minimize.push_back(b.comps[k]);
    }
    for (size_t s = 0; s < b.inst.size(); ++s)
      obs.push_back({"siteB#" + std::to_string(s), b.inst[s].runs});
    break;
  }
  case Query::TripFormula:
  case Query::Count:
    break; // answered above
  }
  if (!a.notChecked.empty()) {
    res.verdict = Verdict::NotChecked;
    res.message = a.notChecked;
    return res;
  }
  std::vector<TermPtr> assertions = std::move(formula);
  assertions.insert(assertions.end(), a.tf.sides().begin(), a.tf.sides().end());
  SolveResult r = cfg.session->solve(assertions, obs, minimize, cfg.solver);
  res.seconds = r.seconds;
  res.verdict = verdictOf(r.status);
  if (r.status != SatStatus::Sat) {
    res.message = res.verdict == Verdict::Proved ? provedText(q) : r.reason;
    return res;
  }
  Counterexample cex;
  cex.query = q;
  fillCounterexample(env, r.values, a.comps, q == Query::Order ? &b.comps : nullptr, &cex);
  std::vector<size_t> hitA, hitB;
  for (const auto &[n, v] : r.values) {
    if (v && n.rfind("site#", 0) == 0)
      hitA.push_back(std::stoul(n.substr(5)));
    if (v && n.rfind("siteB#", 0) == 0)
      hitB.push_back(std::stoul(n.substr(6)));
  }
  if (!hitA.empty())
    cex.site = describeSite(sp, sp.sites[hitA[0]]);
  if (q == Query::Duplicate && hitA.size() > 1)
    cex.otherSite = describeSite(sp, sp.sites[hitA[1]]);
  if (q == Query::Order && !hitB.empty())
    cex.otherSite = describeSite(sp, sp.sites[hitB[0]]);
  std::string approx = a.approximation;
  if (approx.empty() && q == Query::Missing && a.anyFresh)
    approx = "a site's loop variable could not be solved from its index, so 'runs nowhere' "
             "was checked for one value of it only";
  settleSat(res, std::move(cex), approx);
  return res;
}

std::string Counterexample::str() const {
  std::ostringstream os;
  os << name(query) << ": ";
  switch (query) {
  case Query::Extra: os << "iteration " << iterText(iteration) << " runs but is not a source iteration"; break;
  case Query::Missing: os << "source iteration " << iterText(iteration) << " never runs"; break;
  case Query::Duplicate: os << "source iteration " << iterText(iteration) << " runs twice"; break;
  case Query::Order:
    os << "source iteration " << iterText(iteration) << " precedes " << iterText(otherIteration)
       << " but runs after it";
    break;
  case Query::TripFormula: os << "trip formula violated (" << iterText(extra) << ")"; break;
  case Query::Count: {
    auto value = [&](const char *key) {
      for (const auto &[k, v] : extra)
        if (k == key)
          return v;
      return int64_t{0};
    };
    os << "the body's clones run " << value("runs") << " time(s) where the source loop runs "
       << value("trip") << " iteration(s)";
    break;
  }
  }
  if (!enclosing.empty())
    os << " [enclosing " << iterText(enclosing) << "]";
  if (!params.empty()) {
    os << " when";
    bool first = true;
    for (const auto &[k, v] : params) {
      os << (first ? " " : ", ") << k << " = " << v;
      first = false;
    }
  }
  if (!site.empty())
    os << "; at " << site;
  if (!otherSite.empty())
    os << "; and at " << otherSite;
  return os.str();
}

} // namespace pipecheck::smt

// proveLoweringCoverage: extraction, the four coverage/order queries and the
// trip-formula query per source pipeline loop (see coverage.h).
//
// The loop verdict combines the four queries with the precedence
// Refuted > Error > Timeout > Unknown > NotChecked > Proved, so a loop is
// Proved only when every query is. The trip formula has its own verdict: it is
// about the emitted helper values, and its failures usually show up in the
// iteration queries too.
#include "oracle/smt/coverage.h"

#include <chrono>
#include <ctime>
#include <optional>

#include "oracle/smt/queries.h"
#include "oracle/smt/sites.h"

namespace pipecheck::smt {

std::string_view name(Verdict v) {
  switch (v) {
  case Verdict::Proved: return "proved";
  case Verdict::Refuted: return "refuted";
  case Verdict::Unknown: return "unknown";
  case Verdict::Timeout: return "timeout";
  case Verdict::Error: return "error";
  case Verdict::NotChecked: return "not-checked";
  }
  return "?";
}

std::string_view name(Query q) {
  switch (q) {
  case Query::Extra: return "extra";
  case Query::Missing: return "missing";
  case Query::Duplicate: return "duplicate";
  case Query::Order: return "order";
  case Query::TripFormula: return "trip-formula";
  case Query::Count: return "count";
  }
  return "?";
}

namespace {

int severity(Verdict v) {
  switch (v) {
  case Verdict::Proved: return 0;
  case Verdict::NotChecked: return 1;
  case Verdict::Unknown: return 2;
  case Verdict::Timeout: return 3;
  case Verdict::Error: return 4;
  case Verdict::Refuted: return 5;
  }
  return 4;
}

// Runs the four iteration queries; returns the combined verdict.
Verdict runQueries(const SpaceEnv &env, const QueryConfig &cfg, LoopProof *out) {
  Verdict worst = Verdict::Proved;
  const QueryResult *first = nullptr;
  const std::vector<Query> queries =
      env.space->countOnly ? std::vector<Query>{Query::Count}
                           : std::vector<Query>{Query::Extra, Query::Missing, Query::Duplicate,
                                                Query::Order};
  for (Query q : queries) {
    QueryResult r = runCoverageQuery(env, q, cfg);
    if (out) {
      out->seconds += r.seconds;
      out->queries.push_back(std::move(r));
    } else {
      worst = severity(r.verdict) > severity(worst) ? r.verdict : worst;
    }
  }
  if (!out)
    return worst;
  for (const QueryResult &r : out->queries)
    if (severity(r.verdict) > severity(worst)) {
      worst = r.verdict;
      first = &r;
    }
  if (first) {
    out->message = first->counterexample ? first->message  // already names the query
                                         : std::string(name(first->query)) + ": " + first->message;
    out->counterexample = first->counterexample;
  } else if (env.space->countOnly) {
    out->message = "counted only: the clones of '" + anchorName(*env.space) +
                   "' run exactly as often as the source loop iterates, for every enclosing "
                   "iteration (the body never tells its iterations apart, so which clone runs "
                   "which iteration is not checked)";
  } else {
    out->message = "every source iteration runs exactly once, in source order, and nothing else "
                   "runs";
  }
  return worst;
}

LoopProof proveSpace(const LoopSpace &space, const Options &options, SolverSession &session) {
  LoopProof p;
  p.loopId = space.id.str();
  p.function = space.id.function;
  p.index = space.id.index;
  p.stages = space.id.stages;
  p.loopVar = space.loop->loopVar->name;
  p.sites = static_cast<int>(space.sites.size());
  p.countOnly = space.countOnly;
  p.tripFormula.query = Query::TripFormula;
  if (!space.error.empty()) {
    p.verdict = Verdict::Error;
    p.message = space.error;
    return p;
  }
  if (!space.notChecked.empty()) {
    p.verdict = Verdict::NotChecked;
    p.message = space.notChecked;
    return p;
  }
  SpaceEnv env = makeSpaceEnv(space, options.div == DivSemantics::Floor ? DivMode::Floor
                                                                        : DivMode::Trunc);
  QueryConfig cfg;
  cfg.session = &session;
  cfg.solver.timeoutMs = options.timeoutMs;
  cfg.solver.deadline = options.deadline;
  cfg.orderedBounds = options.assumeOrderedBounds;
  cfg.paramRanges = options.paramRanges;
  p.verdict = runQueries(env, cfg, &p);
  p.tripFormula = runTripFormulaQuery(env, cfg);
  p.seconds += p.tripFormula.seconds;
  if (!options.assumeOrderedBounds && options.retryOrderedOnRefute) {
    QueryConfig ordered = cfg;
    ordered.orderedBounds = true;
    if (p.verdict == Verdict::Refuted)
      p.orderedVerdict = runQueries(env, ordered, nullptr);
    if (p.tripFormula.verdict == Verdict::Refuted)
      p.orderedTripVerdict = runTripFormulaQuery(env, ordered).verdict;
  }
  return p;
}

// CPU time of the calling thread (Z3 checks run on it).
double threadCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

} // namespace

std::vector<LoopProof> proveLoweringCoverage(const ir::Program &source, const ir::Program &lowered,
                                             const Options &options) {
  std::vector<LoopProof> out;
  // One Z3 context for every check of this call, unless the caller gives one.
  std::optional<SolverSession> own;
  SolverSession &session = options.session ? *options.session : own.emplace();
  for (const LoopSpace &space : extractLoopSpaces(source, lowered)) {
    auto t0 = std::chrono::steady_clock::now();
    double c0 = threadCpuSeconds();
    out.push_back(proveSpace(space, options, session));
    out.back().cpuSeconds = threadCpuSeconds() - c0;
    out.back().wallSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  return out;
}

} // namespace pipecheck::smt

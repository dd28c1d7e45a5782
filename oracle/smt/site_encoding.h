// Formulas over a component tuple: "site s runs tuple C" and "C is a source
// iteration".
//
// A component tuple C holds one integer per component of a LoopSpace
// (enclosing source loops, L, its chain; see sites.h). The enclosing part is
// the same symbols X for every instance in one query (the proof of L is
// relative to one iteration of the enclosing loops); the chain part is the
// iteration being asked about.
//
// Site instances. The lowered loop variables m of a site's enclosing loops
// are solved from the tuple: when some component's index expression is
// c*m + rest with a constant c != 0 and rest free of unsolved variables,
// m = (C_k - rest) / c, with the divisibility (C_k - rest) % c == 0 added to
// the instance's condition. Everything then is quantifier-free in C. A loop
// variable that cannot be solved this way gets a fresh symbol constrained only
// by its loop's range ("fresh"); that is exact for existential questions but
// not under negation (see queries.cpp). The instance condition is
//   divisibility && AND_k index_k(m) == C_k && path(m)
// where the path has, per enclosing lowered loop with constant step s,
//   start <= m < stop (s > 0) or stop < m <= start (s < 0), (m - start) % |s| == 0
// and per enclosing if the condition or its negation.
//
// Source space. For each source loop with constant step s:
//   start <= x < stop, (x - start) % s == 0 for s > 0 (mirrored for s < 0),
// which is exactly { start + t*s | 0 <= t < trip } with trip the
// direction-aware ceil-div and 0 for an empty range. Source bounds must encode
// exactly (strict encoder); otherwise the loop is not checked.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "oracle/smt/encode.h"
#include "oracle/smt/sites.h"

namespace pipecheck::smt {

// Per-loop encoding context (built once per loop and semantics).
struct SpaceEnv {
  const LoopSpace *space = nullptr;
  FunctionEnv source, lowered;
  DivMode mode = DivMode::Floor;
};
SpaceEnv makeSpaceEnv(const LoopSpace &space, DivMode mode);

struct Instance {
  TermPtr runs;                                                 // the site runs C
  std::unordered_map<const ir::ForStmt *, TermPtr> loopValue;  // lowered loop var values
  std::vector<TermPtr> fresh;                                   // unsolved loop vars
  std::vector<const ir::ForStmt *> freshLoops;                  // their loops, in the same order
  // Count mode: how often the site runs per tuple when `runs` holds (the
  // trip count of site.countFrame's loop, whose range is left out of runs;
  // 1 when the site has no such loop).
  TermPtr countTrip;
  std::string approximation; // non-empty: an opaque value was used
  std::string error;         // non-empty: cannot encode (e.g. non-constant lowered step)
};

// frameLimit / compLimit restrict the instance to the site's first frames and
// to the first components (the trip-formula check uses the outer part only).
// countMode (count-only spaces, sites.h step 6): the loop at site.countFrame
// is left out of `runs` and measured by countTrip instead.
Instance instantiate(TermFactory &tf, const SpaceEnv &env, const Site &site,
                     const std::vector<TermPtr> &comps, size_t frameLimit, size_t compLimit,
                     bool countMode = false);
inline Instance instantiate(TermFactory &tf, const SpaceEnv &env, const Site &site,
                            const std::vector<TermPtr> &comps) {
  return instantiate(tf, env, site, comps, site.frames.size(), comps.size());
}

// Source-side formulas. Each sets *failure (first one wins) when a bound,
// step or condition does not encode exactly.
struct SourceFormulas {
  TermPtr enclosing; // the enclosing components are an iteration of the enclosing loops
  TermPtr chain;     // the chain components are an iteration of L and its chain
  TermPtr forward;   // every chain loop's bounds are ordered (start <= stop for step > 0)
};
SourceFormulas sourceFormulas(TermFactory &tf, const SpaceEnv &env,
                              const std::vector<TermPtr> &comps, std::string *failure);

// x in range(start, stop, step) for a constant step (false for step 0).
TermPtr inRange(TermFactory &tf, const TermPtr &x, const TermPtr &start, const TermPtr &stop,
                int64_t step);
// Direction-aware ceil-div trip count of range(start, stop, step), 0 when empty.
TermPtr tripCount(TermFactory &tf, const TermPtr &start, const TermPtr &stop, int64_t step);

// Source order: tuple a's chain iteration comes before tuple b's
// (lexicographic over the chain components, each in its step's direction).
TermPtr sourceBefore(const SpaceEnv &env, const std::vector<TermPtr> &a,
                     const std::vector<TermPtr> &b, std::string *failure);

// Lowered execution order of instance ia of site a before instance ib of site
// b (both with the same enclosing X): lexicographic over their common
// enclosing lowered loops, then static program order at the first frame where
// their paths diverge (then-branch before else-branch). False for the same
// site with equal loop values.
TermPtr loweredBefore(const Site &a, const Instance &ia, const Site &b, const Instance &ib,
                      std::string *failure);

// A one-line description of a site for messages.
std::string describeSite(const LoopSpace &space, const Site &site);

} // namespace pipecheck::smt

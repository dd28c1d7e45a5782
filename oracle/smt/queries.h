// The per-loop Z3 questions behind proveLoweringCoverage (see coverage.h for
// their meaning): each builds its formula with site_encoding.h, asks
// solver.h, and turns the answer into a QueryResult with a counterexample.
#pragma once

#include "oracle/smt/coverage.h"
#include "oracle/smt/site_encoding.h"
#include "oracle/smt/solver.h"

namespace pipecheck::smt {

struct QueryConfig {
  SolverSession *session = nullptr; // required
  SolverOptions solver;
  bool orderedBounds = false; // assume the chain loops' bounds are ordered
  std::map<std::string, std::pair<int64_t, int64_t>> paramRanges; // assumed param domains
};

// lo <= p <= hi for every function param with a declared range.
std::vector<TermPtr> paramRangeAssumptions(const SpaceEnv &env, const QueryConfig &cfg);

// What every query asks the solver besides its own formula: the param-range
// assumptions and the factory's side constraints (appended to assertions),
// and the observations and minimisation targets of the function's integer
// params and of the first `components` component symbols (the enclosing
// loops, or all of them).
struct QueryFrame {
  std::vector<Observation> observations;
  std::vector<TermPtr> minimize;
};
QueryFrame frameQuery(const SpaceEnv &env, const QueryConfig &cfg, const TermFactory &tf,
                      const std::vector<TermPtr> &comps, size_t components,
                      std::vector<TermPtr> *assertions);

// A satisfiable answer's result: Unknown ("not proved (<why>); candidate:
// ...") when the instance rested on an approximation, else Refuted with the
// counterexample.
void settleSat(QueryResult &res, Counterexample cex, const std::string &approximation);

// Any query: Extra, Missing, Duplicate or Order here, TripFormula and Count
// passed on to their own functions below.
QueryResult runCoverageQuery(const SpaceEnv &env, Query q, const QueryConfig &cfg);

// Count, for a count-only space (count_query.cpp).
QueryResult runCountQuery(const SpaceEnv &env, const QueryConfig &cfg);

// The anchor's defined name, or its kind, for messages.
std::string anchorName(const LoopSpace &space);

// TripFormula (trip_formula.cpp).
QueryResult runTripFormulaQuery(const SpaceEnv &env, const QueryConfig &cfg);

// Shared by both: symbols for one component tuple ("i", "j", ... with a
// suffix for the second tuple of an order query), observations of the
// function's integer parameters, and the translation of a solver answer.
std::vector<TermPtr> componentSymbols(const LoopSpace &space, const std::string &suffix,
                                      const std::vector<TermPtr> *shareEnclosing = nullptr);
std::vector<Observation> paramObservations(const SpaceEnv &env);
Verdict verdictOf(SatStatus s);
// Fills params / enclosing / iteration from observed values named as
// componentSymbols and paramObservations name them.
void fillCounterexample(const SpaceEnv &env, const std::vector<std::pair<std::string, int64_t>> &values,
                        const std::vector<TermPtr> &compsA, const std::vector<TermPtr> *compsB,
                        Counterexample *cex);

} // namespace pipecheck::smt

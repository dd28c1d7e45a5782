// Translation validation of pipeline-loop lowering with Z3: every source
// iteration runs exactly once, no other iteration runs, and iterations run in
// source order - for every value of the dynamic bounds.
//
// proveLoweringCoverage(source, lowered, options) checks each source pipeline
// loop (sites.h explains how loops and their clones are found from the IR
// alone) with these queries, each a quantifier-free integer problem over the
// function's scalar parameters, the enclosing loops' indices (free symbols:
// one fixed iteration of the enclosing loops, assumed to be a source
// iteration) and the iteration asked about:
//   Extra     (a) some site runs an iteration that is not a source iteration;
//   Missing   (b) a source iteration runs at no site;
//   Duplicate (c) a source iteration runs at two sites (or twice at one site;
//                 impossible when all the site's loop variables are solved
//                 from the index, because the index is then injective);
//   Order     two source iterations x before y whose clones run y first;
//             execution order is the static program order of sites refined
//             by loop-variable order of their common enclosing loops (exact
//             for ForStmt/IfStmt/SeqStmts; a non-constant lowered step makes
//             the order "not checked");
//   TripFormula the runtime main_end / rem values satisfy
//             0 <= rem < F, main_iters*F + rem == trip,
//             main_end == start + main_iters*F*step (reported separately).
// Unsat is Proved; sat is Refuted with a model (minimised); Z3 unknown is
// Unknown; a hit time limit is Timeout (never Proved); Z3 failures are Error.
// A sat answer whose formula used an opaque value (encode.h) or an unsolved
// loop variable under negation becomes Unknown ("not proved"), never Refuted.
//
// Bounds domain: by default every parameter value is considered. When the
// result is Refuted, the queries are re-run assuming the source loop's bounds
// are ordered (start <= stop for step > 0, start >= stop for step < 0) and
// that verdict is reported too: the real pass's dynamic lowering runs
// iterations when stop < start under floor division (see the tests).
// Integers are unbounded (no INDEX overflow is modelled).
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::smt {

class SolverSession; // solver.h

enum class Verdict { Proved, Refuted, Unknown, Timeout, Error, NotChecked };
std::string_view name(Verdict);

enum class Query { Extra, Missing, Duplicate, Order, TripFormula, Count };
std::string_view name(Query); // "extra", "missing", "duplicate", "order", "trip-formula", "count"

enum class DivSemantics { Floor, Trunc }; // of the IR's `//` and `%`

struct Options {
  DivSemantics div = DivSemantics::Floor;
  unsigned timeoutMs = 5000;        // per Z3 check
  // The caller's time budget (solver.h): every check's time limit is cut to
  // what is left; past it checks answer Timeout and the loop is not proved.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  bool assumeOrderedBounds = false; // restrict to start <= stop (step > 0) etc.
  bool retryOrderedOnRefute = true; // fill LoopProof::orderedVerdict when refuted
  // Inclusive ranges of integer scalar params (by name) assumed by every
  // query: a program's declared input domain ("# params: n=0..10").
  std::map<std::string, std::pair<int64_t, int64_t>> paramRanges;
  // The Z3 context to check in (not owned); null: a fresh one for this call.
  // Creating a context costs about as much as a loop's five checks (mostly
  // page faults on its fresh tables), so a caller that proves many programs
  // passes one (checks::RunContext::solver()).
  SolverSession *session = nullptr;
};

// A concrete counterexample, plain values for replay in the interpreter:
// run LoopProof::function of both programs with `params` (keyed by the lowered
// function's parameter names; source parameters correspond by position; other
// parameters, e.g. tensors, are free) and look at the clones of the loop when
// the enclosing loops have the `enclosing` values.
struct Counterexample {
  Query query = Query::Extra;
  // Integer scalar params of the function, and the read:NAME[i,j] symbols
  // of tensor reads (encode.h).
  std::map<std::string, int64_t> params;
  std::vector<std::pair<std::string, int64_t>> enclosing; // enclosing source loop var -> value
  // The iteration: L's loop variable value first, then the chain loops'
  // (loops between L and the anchor statement), named.
  std::vector<std::pair<std::string, int64_t>> iteration;
  std::vector<std::pair<std::string, int64_t>> otherIteration; // Order: the later source iteration
  std::string site, otherSite;                          // descriptions of the clones involved
  std::vector<std::pair<std::string, int64_t>> extra;   // TripFormula: main_end, rem, trip, ...; Count: runs, trip
  int64_t iterationValue() const { return iteration.empty() ? 0 : iteration.front().second; }
  std::string str() const;
};

struct QueryResult {
  Query query = Query::Extra;
  Verdict verdict = Verdict::NotChecked;
  std::string message;
  std::optional<Counterexample> counterexample; // only when Refuted
  double seconds = 0;
};

struct LoopProof {
  std::string loopId;   // "main#0"
  std::string function;
  int index = 0;        // pre-order among the function's pipeline loops of its class
  int64_t stages = 0;   // F (loops with F == 1 are numbered separately)
  std::string loopVar;
  Verdict verdict = Verdict::NotChecked; // iteration coverage and order (queries a, b, c, order)
  std::string message;
  std::optional<Counterexample> counterexample; // the first refuting query's
  std::vector<QueryResult> queries;             // Extra, Missing, Duplicate, Order; or Count
  bool countOnly = false; // proved or refuted by counting clones only (sites.h, step 6)
  QueryResult tripFormula;                      // separate verdict
  std::optional<Verdict> orderedVerdict; // re-run with ordered bounds (when refuted)
  std::optional<Verdict> orderedTripVerdict;
  int sites = 0;
  double seconds = 0;     // Z3 check time of this loop's queries (first checks only)
  double wallSeconds = 0; // whole proof of this loop: encoding, checks, minimisation, re-runs
  double cpuSeconds = 0;  // the same span in this thread's CPU time (stable on a loaded machine)
};

std::vector<LoopProof> proveLoweringCoverage(const ir::Program &source,
                                             const ir::Program &lowered,
                                             const Options &options = {});

} // namespace pipecheck::smt

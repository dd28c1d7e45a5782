// One satisfiability check of a conjunction of Terms, with Z3 behind it.
//
// This header is the whole Z3 boundary of pipecheck: callers pass Terms
// (term.h) and get back a status enum and, only when satisfiable, the integer
// values of the terms they asked to observe. z3_solver.cpp is the only file
// that includes z3++.h. A SolverSession owns one Z3 context and gives each
// check a fresh solver in it (creating a context costs far more than a small
// check); a session is not thread-safe, separate sessions are independent.
//
// Models are minimised before they are returned (STYLE: "minimise models
// before printing"): after a first model, a bounded binary search asks for a
// model whose `minimize` terms all have |value| <= b, for smaller b, then
// tries to pin each term to 0 in turn. Then each observation in turn is
// fixed to its least magnitude, negative first (booleans: false first), so
// that the values returned depend on the query alone, not on which model Z3
// met first: that choice depends on the context's history, and a shared
// session must print the counterexamples a fresh one prints. Each step gets
// a short time limit; a step that does not answer keeps the previous model.
//
// A session remembers its answers (query_cache.h): asked again, a query
// whose answer depends on the query alone (unsat, or sat with minimisation
// run to the end) is answered without Z3.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "oracle/smt/term.h"

namespace pipecheck::smt {

enum class SatStatus { Unsat, Sat, Unknown, Timeout, Error };
std::string_view name(SatStatus);

using Deadline = std::optional<std::chrono::steady_clock::time_point>;

struct SolverOptions {
  unsigned timeoutMs = 5000; // per check; Z3's "timeout" solver parameter
  bool minimizeModel = true;
  // The caller's time budget: each check gets min(timeoutMs, time left), and
  // once it has passed a check answers Timeout ("time budget spent") without
  // asking Z3; model minimisation stops there too.
  Deadline deadline;
};

// min(timeoutMs, milliseconds left before deadline); 0 when the deadline has passed.
unsigned effectiveTimeoutMs(unsigned timeoutMs, const Deadline &deadline);

struct Observation {
  std::string name;
  TermPtr term; // integer or boolean (booleans read as 0/1)
};

struct SolveResult {
  SatStatus status = SatStatus::Error;
  std::string reason; // Z3's reason for unknown, or the error text
  // Only when status == Sat: the value of each observation, in order. A value
  // that does not fit int64 makes the whole result an Error.
  std::vector<std::pair<std::string, int64_t>> values;
  double seconds = 0; // wall time of the first check (minimisation excluded); 0 when cached
  bool cached = false; // answered from the session's cache (query_cache.h), Z3 not asked
};

// What a session did: queries asked, and how many its cache answered.
struct SolverStats {
  uint64_t queries = 0;
  uint64_t cacheHits = 0;
  double savedSeconds = 0; // the first-check times the hits did not spend again
};

class SolverSession {
public:
  SolverSession();
  ~SolverSession();
  SolverSession(const SolverSession &) = delete;
  SolverSession &operator=(const SolverSession &) = delete;

  SolveResult solve(const std::vector<TermPtr> &assertions,
                    const std::vector<Observation> &observe, const std::vector<TermPtr> &minimize,
                    const SolverOptions &options);

  const SolverStats &stats() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One check in a fresh session.
SolveResult solve(const std::vector<TermPtr> &assertions, const std::vector<Observation> &observe,
                  const std::vector<TermPtr> &minimize, const SolverOptions &options);

} // namespace pipecheck::smt

// Answers of solved queries, kept by the query's structure, so that a
// campaign asks Z3 once per distinct question.
//
// Generated programs repeat their loop headers (`pl.pipeline(n0, 22, 3,
// stage=2)` with the same names, bounds and factor in many programs), and
// the iteration-space queries of a loop depend on nothing else, so the same
// query recurs. A SolverSession (solver.h) keeps one QueryCache: before a
// check it looks the query up by its key, after a check it stores the
// answer when the answer is a function of the query alone:
//   * unsat, and sat with a model whose minimisation ran to the end (the
//     canonical model of solver.h is then the query's, not the history's);
//   * never unknown, timeout or error (they depend on the time given).
// The key is the query's structure, not a hash of it: two keys are equal
// exactly when the assertions, the observations (names and terms), the
// minimised terms and the minimise flag are structurally equal (subterms
// are numbered by their structure, so the key's length is linear in the
// number of distinct subterms), so a hit can never answer a different
// question. Entries are dropped oldest first beyond kMaxBytes of keys.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "oracle/smt/solver.h"

namespace pipecheck::smt {

// The structural key of one query (see above).
std::string queryKey(const std::vector<TermPtr> &assertions,
                     const std::vector<Observation> &observe,
                     const std::vector<TermPtr> &minimize, bool minimizeModel);

class QueryCache {
public:
  static constexpr std::size_t kMaxBytes = std::size_t{32} << 20;

  // The stored answer for key, or null.
  const SolveResult *find(const std::string &key) const;
  void insert(const std::string &key, SolveResult result);

  SolverStats stats;

private:
  std::unordered_map<std::string, SolveResult> answers_;
  // Insertion order, for dropping: the map's own keys (node keys of an
  // unordered_map stay where they are until erased), not copies.
  std::deque<const std::string *> order_;
  std::size_t bytes_ = 0;
};

} // namespace pipecheck::smt

// One SolverSession (one Z3 context) answers each check as a fresh session
// would, whatever the checks before it did. Drivers share one session across
// programs (CheckInput::solver), so three things must not leak from one
// check to the next: assertions, the scopes model minimisation pushes (its
// pin loop leaves scopes open on purpose), and a time limit that fired
// (Z3 cancels through the context's resource limit; the next check must not
// start cancelled).
#include <gtest/gtest.h>

#include "oracle/smt/query_cache.h"
#include "oracle/smt/solver.h"

namespace pipecheck::smt {
namespace {

// n + 1 integers in [0, n), pairwise different: unsatisfiable, and linear
// (Z3 honours a time limit in linear arithmetic; term_solver_test.cpp says
// why a nonlinear query is no good for this), but exponential for case
// splitting, so a 1 ms limit fires long before an answer.
std::vector<TermPtr> pigeonhole(int n) {
  std::vector<TermPtr> xs, out;
  for (int i = 0; i <= n; ++i) {
    xs.push_back(intSym("p" + std::to_string(i)));
    out.push_back(le(intConst(0), xs.back()));
    out.push_back(lt(xs.back(), intConst(n)));
  }
  for (std::size_t i = 0; i < xs.size(); ++i)
    for (std::size_t j = i + 1; j < xs.size(); ++j)
      out.push_back(ne(xs[i], xs[j]));
  return out;
}

TEST(SolverSessionTest, AChecksAssertionsAndPinsDoNotReachTheNext) {
  SolverSession session;
  TermPtr x = intSym("x"), y = intSym("y");
  // Minimisation pins x to 0 (its scope stays open) and bounds |x|, |y|.
  SolveResult a = session.solve({le(intConst(0), x), lt(x, intConst(10)), eq(y, add(x, intConst(7)))},
                                {{"x", x}, {"y", y}}, {x, y}, {});
  ASSERT_EQ(a.status, SatStatus::Sat);
  EXPECT_EQ(a.values.at(0).second, 0);
  // Contradicts a's assertions and its pin x = 0: satisfiable only on its own.
  SolveResult b = session.solve({lt(intConst(100), x), eq(y, intConst(-3))}, {{"x", x}, {"y", y}},
                                {x}, {});
  ASSERT_EQ(b.status, SatStatus::Sat);
  EXPECT_EQ(b.values.at(0).second, 101);
  EXPECT_EQ(b.values.at(1).second, -3);
  // And an unsatisfiable check after them stays unsatisfiable.
  EXPECT_EQ(session.solve({lt(x, intConst(0)), lt(intConst(0), x)}, {}, {}, {}).status,
            SatStatus::Unsat);
}

TEST(SolverSessionTest, AFiredTimeLimitDoesNotCancelTheNextCheck) {
  SolverSession session;
  SolverOptions quick;
  quick.timeoutMs = 1;
  SolveResult hard = session.solve(pigeonhole(11), {}, {}, quick);
  ASSERT_EQ(hard.status, SatStatus::Timeout) << name(hard.status) << " " << hard.reason;
  // The same session, a normal limit: a small query is answered, not cancelled.
  TermPtr x = intSym("x");
  SolveResult r = session.solve({lt(intConst(41), x), lt(x, intConst(43))}, {{"x", x}}, {}, {});
  ASSERT_EQ(r.status, SatStatus::Sat) << r.reason;
  EXPECT_EQ(r.values.at(0).second, 42);
  EXPECT_EQ(session.solve(pigeonhole(3), {}, {}, {}).status, SatStatus::Unsat);
  // A spent deadline answers without asking Z3, and leaves nothing behind either.
  SolverOptions spent;
  spent.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  EXPECT_EQ(session.solve(pigeonhole(3), {}, {}, spent).status, SatStatus::Timeout);
  EXPECT_EQ(session.solve(pigeonhole(3), {}, {}, {}).status, SatStatus::Unsat);
}

// --- the session's answer cache (query_cache.h) ----------------------------

TEST(SolverSessionCache, AQueryAskedAgainIsAnsweredFromTheCacheWithTheSameAnswer) {
  SolverSession session;
  // Built twice: structurally equal terms, different objects.
  auto query = [] {
    TermPtr x = intSym("x"), y = intSym("y");
    return std::vector<TermPtr>{le(intConst(3), x), lt(x, intConst(10)), eq(y, add(x, intConst(7)))};
  };
  auto observe = [](const std::vector<TermPtr> &q) {
    return std::vector<Observation>{{"x", q[0]->args[1]}, {"y", q[2]->args[0]}};
  };
  std::vector<TermPtr> q1 = query(), q2 = query();
  SolveResult a = session.solve(q1, observe(q1), {}, {});
  ASSERT_EQ(a.status, SatStatus::Sat);
  EXPECT_FALSE(a.cached);
  SolveResult b = session.solve(q2, observe(q2), {}, {});
  EXPECT_TRUE(b.cached);
  EXPECT_EQ(b.status, SatStatus::Sat);
  EXPECT_EQ(b.values, a.values);
  EXPECT_EQ(session.stats().queries, 2u);
  EXPECT_EQ(session.stats().cacheHits, 1u);
  // A fresh session gives the cached answer too: it is the query's own.
  SolverSession fresh;
  EXPECT_EQ(fresh.solve(q2, observe(q2), {}, {}).values, a.values);
}

TEST(SolverSessionCache, ADifferentQuestionIsNeverACacheHit) {
  SolverSession session;
  TermPtr x = intSym("x"), z = intSym("z");
  ASSERT_EQ(session.solve({lt(intConst(3), x)}, {{"x", x}}, {}, {}).status, SatStatus::Sat);
  // Another symbol, another constant, another observation name, no
  // minimisation: four different questions, each asked of Z3.
  SolveResult other = session.solve({lt(intConst(3), z)}, {{"x", z}}, {}, {});
  EXPECT_FALSE(other.cached);
  EXPECT_FALSE(session.solve({lt(intConst(4), x)}, {{"x", x}}, {}, {}).cached);
  SolveResult renamed = session.solve({lt(intConst(3), x)}, {{"w", x}}, {}, {});
  EXPECT_FALSE(renamed.cached);
  EXPECT_EQ(renamed.values.at(0).first, "w");
  SolverOptions raw;
  raw.minimizeModel = false;
  EXPECT_FALSE(session.solve({lt(intConst(3), x)}, {{"x", x}}, {}, raw).cached);
  EXPECT_EQ(session.stats().cacheHits, 0u);
}

TEST(SolverSessionCache, ATimeoutIsNotRememberedAndASpentBudgetIsNotAnswered) {
  SolverSession session;
  SolverOptions quick;
  quick.timeoutMs = 1;
  ASSERT_EQ(session.solve(pigeonhole(11), {}, {}, quick).status, SatStatus::Timeout);
  // Asked again, it goes to Z3 again (and times out again), never a stored answer.
  SolveResult again = session.solve(pigeonhole(11), {}, {}, quick);
  EXPECT_FALSE(again.cached);
  EXPECT_EQ(again.status, SatStatus::Timeout);
  // An unsat answer is remembered, but a spent budget still answers Timeout.
  ASSERT_EQ(session.solve(pigeonhole(3), {}, {}, {}).status, SatStatus::Unsat);
  EXPECT_TRUE(session.solve(pigeonhole(3), {}, {}, {}).cached);
  SolverOptions spent;
  spent.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  EXPECT_EQ(session.solve(pigeonhole(3), {}, {}, spent).status, SatStatus::Timeout);
}

TEST(SolverSessionCache, TheOldestAnswersAreDroppedBeyondTheBound) {
  QueryCache cache;
  const std::size_t keyBytes = std::size_t{1} << 20;
  const std::size_t n = QueryCache::kMaxBytes / keyBytes + 8;
  auto key = [&](std::size_t i) { return std::string(keyBytes - 8, 'k') + std::to_string(i + 10000000); };
  for (std::size_t i = 0; i < n; ++i) {
    SolveResult r;
    r.status = SatStatus::Unsat;
    cache.insert(key(i), r);
  }
  EXPECT_EQ(cache.find(key(0)), nullptr);
  EXPECT_EQ(cache.find(key(7)), nullptr);
  ASSERT_NE(cache.find(key(n - 1)), nullptr);
  EXPECT_EQ(cache.find(key(n - 1))->status, SatStatus::Unsat);
  EXPECT_NE(cache.find(key(n - QueryCache::kMaxBytes / keyBytes)), nullptr);
}

} // namespace
} // namespace pipecheck::smt

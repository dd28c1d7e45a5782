// Z3Watchdog (oracle/smt/z3_watchdog.h): a check whose own Z3 timer never
// fires (here: none is set, as when the timer is missed) still comes back
// soon after its limit, as unknown; the next check on the same watchdog is
// not cancelled.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include <z3++.h>

#include "oracle/smt/z3_watchdog.h"

namespace pipecheck::smt {
namespace {

// n + 1 distinct integers in [0, n): unsatisfiable, and hard for n = 11.
void addPigeonhole(z3::solver &s, int n) {
  z3::context &ctx = s.ctx();
  z3::expr_vector xs(ctx);
  for (int i = 0; i <= n; ++i) {
    xs.push_back(ctx.int_const(("p" + std::to_string(i)).c_str()));
    s.add(xs.back() >= 0 && xs.back() < n);
  }
  s.add(z3::distinct(xs));
}

TEST(Z3Watchdog, InterruptsACheckWhoseTimerNeverFires) {
  z3::context ctx;
  Z3Watchdog watchdog;
  z3::solver hard(ctx); // no "timeout" parameter: only the watchdog can stop it
  addPigeonhole(hard, 11);
  auto t0 = std::chrono::steady_clock::now();
  z3::check_result r = watchdog.check(hard, 100);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r, z3::unknown);
  EXPECT_LT(seconds, 10.0); // 100 ms + the grace, far below what the query needs
  EXPECT_GE(watchdog.interrupts(), 1u);
  // SolverSession reads this reason as a Timeout (z3_solver.cpp, classify).
  EXPECT_EQ(hard.reason_unknown(), "interrupted");

  // The next check, on another solver, is answered: nothing of the
  // interrupt is left behind.
  z3::solver easy(ctx);
  addPigeonhole(easy, 3);
  unsigned before = watchdog.interrupts();
  EXPECT_EQ(watchdog.check(easy, 5000), z3::unsat);
  EXPECT_EQ(watchdog.interrupts(), before);
}

} // namespace
} // namespace pipecheck::smt

// A backstop for Z3's own time limit: interrupts a check that runs past it.
//
// Every check sets Z3's "timeout" parameter, a timer Z3 arms inside the
// check. Once, under ctest -j2 on the 2-core machine, a check with a 1 ms
// limit (SolverSessionTest.AFiredTimeLimitDoesNotCancelTheNextCheck, a
// pigeonhole query) ran for more than ten minutes: the timer was missed, and
// a campaign or a ctest suite would hang the same way (issue 15: budgets,
// never hangs). So every check also runs under this watchdog: one thread per
// SolverSession that, once a check is past its limit plus a grace, calls
// Z3_solver_interrupt on that check's solver, again every 50 ms until the
// check returns. An interrupted check answers unknown ("interrupted"), which
// SolverSession reports as Timeout, never as a proof. The interrupt is
// per solver, and disarm() returns only when no interrupt of that solver
// can follow, so nothing reaches the next check.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include <z3++.h>

namespace pipecheck::smt {

class Z3Watchdog {
public:
  Z3Watchdog() = default;
  ~Z3Watchdog();
  Z3Watchdog(const Z3Watchdog &) = delete;
  Z3Watchdog &operator=(const Z3Watchdog &) = delete;

  // s.check(), interrupted if it runs past limitMs plus the grace.
  z3::check_result check(z3::solver &s, unsigned limitMs);

  // Interrupts sent so far (tests; a missed Z3 timer shows here).
  unsigned interrupts() const;

  // Added to a check's limit before the watchdog steps in: Z3's own timer
  // normally answers first.
  static constexpr std::chrono::milliseconds kGrace{250};

private:
  void arm(z3::solver &s, std::chrono::steady_clock::time_point due);
  void disarm();
  void run();

  mutable std::mutex m_;
  std::condition_variable cv_;
  std::thread thread_;
  bool quit_ = false;
  Z3_context ctx_ = nullptr;
  Z3_solver solver_ = nullptr;
  std::chrono::steady_clock::time_point due_{};
  unsigned interrupts_ = 0;
};

} // namespace pipecheck::smt

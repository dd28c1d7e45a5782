// Z3Watchdog (z3_watchdog.h): one thread per session, armed around each check.
#include "oracle/smt/z3_watchdog.h"

namespace pipecheck::smt {

Z3Watchdog::~Z3Watchdog() {
  {
    std::lock_guard<std::mutex> lock(m_);
    quit_ = true;
  }
  cv_.notify_one();
  if (thread_.joinable())
    thread_.join();
}

z3::check_result Z3Watchdog::check(z3::solver &s, unsigned limitMs) {
  arm(s, std::chrono::steady_clock::now() + std::chrono::milliseconds(limitMs) + kGrace);
  z3::check_result r;
  try {
    r = s.check();
  } catch (...) {
    disarm();
    throw;
  }
  disarm();
  return r;
}

unsigned Z3Watchdog::interrupts() const {
  std::lock_guard<std::mutex> lock(m_);
  return interrupts_;
}

void Z3Watchdog::arm(z3::solver &s, std::chrono::steady_clock::time_point due) {
  {
    std::lock_guard<std::mutex> lock(m_);
    ctx_ = s.ctx();
    solver_ = s;
    due_ = due;
    if (!thread_.joinable())
      thread_ = std::thread([this] { run(); });
  }
  cv_.notify_one();
}

void Z3Watchdog::disarm() {
  std::lock_guard<std::mutex> lock(m_);
  solver_ = nullptr;
}

void Z3Watchdog::run() {
  std::unique_lock<std::mutex> lock(m_);
  while (!quit_) {
    if (!solver_) {
      cv_.wait(lock);
      continue;
    }
    Z3_solver armed = solver_;
    if (cv_.wait_until(lock, due_) == std::cv_status::timeout && !quit_ && solver_ == armed &&
        std::chrono::steady_clock::now() >= due_) {
      Z3_solver_interrupt(ctx_, solver_);
      ++interrupts_;
      due_ += std::chrono::milliseconds(50);
    }
  }
}

} // namespace pipecheck::smt

// Where a driver's CPU time goes, phase by phase (issue 15: "profile first").
//
// A CpuProfile adds up the calling thread's CPU time per named phase: the
// campaign charges generation, the pass pipeline (RunContext's
// constructor) and each property (runCatalogue) and prints the shares in
// its summary, so a user sees what a campaign spends its time on without
// perf. Thread CPU time, not wall time: the figure holds on a loaded
// machine. An interpreter run or a Z3 context that several properties share
// is charged to the first property that asks for it (RunContext caches).
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace pipecheck::checks {

// The calling thread's CPU time in seconds (CLOCK_THREAD_CPUTIME_ID).
double threadCpuSeconds();

class CpuProfile {
public:
  void add(std::string_view phase, double seconds);
  // Measures from construction to destruction into `phase` of `profile`
  // (nothing when profile is null).
  class Scope {
  public:
    Scope(CpuProfile *profile, std::string_view phase);
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

  private:
    CpuProfile *profile_;
    std::string_view phase_;
    double start_ = 0;
  };

  double total() const;
  // "round-trip 31% (12.0 ms/program), iteration-proof 20% (...), ..." for
  // the phases of at least `minShare` of the total, largest first, then
  // "other N%" for the rest; per-program figures divide by `programs`.
  std::string summary(long programs, double minShare = 0.02) const;
  const std::map<std::string, double, std::less<>> &seconds() const { return seconds_; }

private:
  std::map<std::string, double, std::less<>> seconds_;
};

} // namespace pipecheck::checks

// CPU time per phase; see cpu_profile.h.
#include "oracle/checks/cpu_profile.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <vector>

namespace pipecheck::checks {

double threadCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

void CpuProfile::add(std::string_view phase, double seconds) {
  auto it = seconds_.find(phase);
  if (it == seconds_.end())
    it = seconds_.emplace(std::string(phase), 0.0).first;
  it->second += seconds;
}

CpuProfile::Scope::Scope(CpuProfile *profile, std::string_view phase)
    : profile_(profile), phase_(phase), start_(profile ? threadCpuSeconds() : 0) {}

CpuProfile::Scope::~Scope() {
  if (profile_)
    profile_->add(phase_, threadCpuSeconds() - start_);
}

double CpuProfile::total() const {
  double t = 0;
  for (const auto &[phase, s] : seconds_)
    t += s;
  return t;
}

std::string CpuProfile::summary(long programs, double minShare) const {
  double all = total();
  if (all <= 0)
    return "none measured";
  std::vector<std::pair<double, std::string_view>> byTime;
  for (const auto &[phase, s] : seconds_)
    byTime.emplace_back(s, phase);
  std::sort(byTime.begin(), byTime.end(), [](const auto &a, const auto &b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  auto percent = [&](double s) { return std::to_string(std::lround(100 * s / all)) + "%"; };
  auto perProgram = [&](double s) {
    double ms = programs > 0 ? 1000 * s / static_cast<double>(programs) : 0;
    // One decimal below 10 ms, whole milliseconds above.
    double shown = ms < 10 ? std::round(ms * 10) / 10 : std::round(ms);
    std::string text = std::to_string(shown);
    text.erase(text.find_last_not_of('0') + 1);
    if (!text.empty() && text.back() == '.')
      text.pop_back();
    return text + " ms/program";
  };
  std::string out;
  double rest = 0;
  for (const auto &[s, phase] : byTime) {
    if (s < minShare * all) {
      rest += s;
      continue;
    }
    out += (out.empty() ? "" : ", ") + std::string(phase) + " " + percent(s) + " (" +
           perProgram(s) + ")";
  }
  if (rest > 0)
    out += (out.empty() ? "" : ", ") + std::string("other ") + percent(rest) + " (" +
           perProgram(rest) + ")";
  return out;
}

} // namespace pipecheck::checks

// The campaign's time-to-detect line; see time_to_detect.h.
#include "tools/time_to_detect.h"

#include <cstdio>

namespace pipecheck::tools {

namespace {

std::string seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

} // namespace

std::string timeToDetectLine(const TimeToDetect &t) {
  std::string line = "time-to-detect: found=";
  std::string shared = " shared=" + std::to_string(t.sharedWithFaithful);
  if (!t.found)
    return line + "no programs=" + std::to_string(t.programs) + " cpu_s=" +
           seconds(t.cpuSeconds) + " wall_s=" + seconds(t.wallSeconds) + shared;
  std::string also;
  for (const std::string &p : t.alsoFailing)
    also += (also.empty() ? "" : ",") + p;
  return line + "yes program=" + std::to_string(t.programIndex) +
         " seed=" + std::to_string(t.programSeed) + " cpu_s=" + seconds(t.cpuSeconds) +
         " wall_s=" + seconds(t.wallSeconds) + " property=" + t.property +
         " also=" + (also.empty() ? "-" : also) + " statements=" +
         std::to_string(t.statementsBefore) + "->" + std::to_string(t.statementsAfter) + shared;
}

} // namespace pipecheck::tools

// The time-to-detect record of `pipecheck campaign --stop-on-finding`: how
// long the campaign took to meet its first finding, which property found it
// and how far the reducer shrank the program. The campaign prints it as one
// machine-readable summary line (timeToDetectLine) that
// bench/time_to_detect.sh reads; nothing else in the summary is meant for
// scripts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pipecheck::tools {

struct TimeToDetect {
  bool found = false;
  long programs = 0;           // programs checked when the campaign stopped
  long programIndex = -1;      // 0-based index of the program with the finding
  std::uint64_t programSeed = 0;
  double cpuSeconds = 0;       // campaign CPU time up to the failing verdict (no reduction)
  double wallSeconds = 0;      // wall time up to the failing verdict
  std::string property;        // the first failing property of that program
  std::vector<std::string> alsoFailing; // other properties failing on the same program
  long statementsBefore = 0;   // reduction of the first finding (0 -> 0: not reduced)
  long statementsAfter = 0;
  // Failing verdicts skipped because the faithful passes fail the same
  // property on the same program (--fault only): not the fault's findings.
  long sharedWithFaithful = 0;
};

// "time-to-detect: found=yes program=3 seed=S cpu_s=0.213 wall_s=0.250
//  property=P also=Q,R statements=41->7 shared=0", or for no finding
// "time-to-detect: found=no programs=812 cpu_s=59.8 wall_s=60.0 shared=1".
// Space-separated key=value tokens; `also=-` when no other property failed.
std::string timeToDetectLine(const TimeToDetect &t);

} // namespace pipecheck::tools

// A finding a driver writes as a reproducer file (the campaign, `pipecheck
// reduce`): the program and the header report::reproducerText() writes
// above it (oracle/report/reproducer.h, the one writer of reproducers).
#pragma once

#include <optional>
#include <string>

#include "oracle/checks/context.h"
#include "oracle/checks/verdict.h"
#include "oracle/report/reproducer.h"

namespace pipecheck::tools {

struct Finding {
  ir::ProgramPtr program; // the (reduced) source program
  report::Reproducer header; // its programText is filled from `program` when written
};

// A finding of `verdict` on `program`, judged in `in` (params, input seed,
// passes, faults, backend, planner, waiver, division). implOrigin: the
// PyPTO whose passes failed ("" for the model).
Finding makeFinding(const checks::Verdict &verdict, const ir::ProgramPtr &program,
                    const checks::CheckInput &in, const std::string &implOrigin);

// The reproducer text (header comments + printed program + "\n").
std::string findingText(const Finding &f, const std::string &path);
// Writes it to dir/<property>-<n>.py (creating dir); returns the path or nullopt.
std::optional<std::string> writeFinding(const Finding &f, const std::string &dir, int n);

} // namespace pipecheck::tools

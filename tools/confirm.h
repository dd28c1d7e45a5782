// `pipecheck report --confirm`: runs a report's pytest reproducer against the
// importable PyPTO and says whether the real compiler shows the finding.
//
// The test is written next to the report (DIR/test_<property>_<hash>.py) and
// run by tools/pypto_confirm.py under PIPECHECK_PYTHON (default python3) with
// the caller's PYTHONPATH; that script answers `key: value` lines, parsed here
// into a report::Confirmation. Trouble running Python at all is an "error"
// confirmation with the reason, never a claim either way.
#pragma once

#include <optional>
#include <string>

#include "oracle/report/report.h"

namespace pipecheck::tools {

// Runs the pytest text of `r` (already written report: r.jsonPath set)
// against PyPTO. `timeoutSeconds` bounds the whole Python run.
report::Confirmation confirmReport(const report::Report &r, int timeoutSeconds = 600);

// Parses the runner's answer (`key: value` lines ending with `end: ok`).
// Returns nullopt for anything else, e.g. a runner that died half-way.
std::optional<report::Confirmation> parseConfirmation(const std::string &text);

} // namespace pipecheck::tools

// Printing a list of verdicts (text or JSON) for check and validate, with the
// closing summary line both commands end with.
#pragma once

#include <string>
#include <vector>

#include "oracle/checks/verdict.h"

namespace pipecheck::tools {

struct FileVerdicts {
  std::string file;
  std::vector<checks::Verdict> verdicts;
};

// Prints every file's verdicts and the summary; returns the exit code
// (1 when any property fails or the harness errs, else 0). A non-empty
// `impl` names the implementation whose passes were judged ("impl: ..."
// line, JSON field "impl").
int printVerdicts(const std::vector<FileVerdicts> &files, bool json, const std::string &impl = {});

} // namespace pipecheck::tools

// Writing a finding as a self-contained reproducer: the program as pl text
// under a header that names the property, its contract, the verdict, the
// witness, the replay seed and the ready commands to re-check and reduce it.
// `pipecheck check` reads the "# params:" line back, so the file replays.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/passes/backend.h"
#include "oracle/checks/context.h"
#include "oracle/checks/verdict.h"

namespace pipecheck::tools {

struct Finding {
  checks::Verdict verdict;
  ir::ProgramPtr program; // the (reduced) source program
  checks::ParamRanges params;
  std::vector<std::string> faults;
  std::vector<std::string> passes;
  std::optional<uint64_t> seed; // generator seed, when generated
  uint32_t statementsBefore = 0, statementsAfter = 0;
  // Under --impl pypto: the PyPTO whose passes failed ("# impl:" line; the
  // replay and reduce commands add --impl pypto). Empty for the model.
  std::string implOrigin;
  // The context the finding was judged in. The replay and reduce lines name
  // every one that differs from `pipecheck check`'s default, so the
  // reproducer re-checks the run that failed (a campaign mixes backends).
  passes::Backend backend = passes::Backend::Ascend910B;
  passes::MemoryPlanner planner = passes::MemoryPlanner::PYPTO;
  bool orderedBounds = false; // judged with --ordered-bounds (the campaign's waiver)
  interp::DivMode div = interp::DivMode::Floor;
  uint64_t inputSeed = 1; // the tensor contents' seed ("# input seed:" when not 1)

  // Takes the context (backend, planner, waiver, division) `in` was judged in.
  void judgedIn(const checks::CheckInput &in);
};

// The reproducer text (header comments + printed program + "\n").
std::string findingText(const Finding &f, const std::string &path);
// Writes it to dir/<property>-<n>.py (creating dir); returns the path or nullopt.
std::optional<std::string> writeFinding(const Finding &f, const std::string &dir, int n);

} // namespace pipecheck::tools

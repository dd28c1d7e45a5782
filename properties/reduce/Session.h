// One reduction session: the current program, the oracle, the budget, and
// the gate every candidate goes through.
//
// tryCandidate() is the only way a reduction family changes the program. It
// skips candidates seen before (by structural hash, so a family that proposes
// the same shape twice costs nothing), counts the rest against the budget,
// and accepts a candidate only when it is a valid input -- no error from
// SSAForm, UseAfterDef, PipelineLoopValid or TypeCheck, and print -> parse
// gives a structurally equal program -- and the oracle still fails on it.
// The parsed program becomes the current one, so what the reducer keeps is
// exactly what its printed reproducer will parse back to.
#pragma once

#include <chrono>
#include <unordered_set>

#include "properties/reduce/Reducer.h"

namespace pipecheck::reduce {

class Session {
public:
  Session(ir::ProgramPtr program, const StillFails &stillFails, const ReduceOptions &options);

  const ir::ProgramPtr &current() const { return current_; }
  // True once the candidate or time budget is spent.
  bool exhausted() const;
  // Checks the candidate; on success it becomes current() and true is returned.
  bool tryCandidate(const ir::ProgramPtr &candidate);

  int tried() const { return tried_; }
  int accepted() const { return accepted_; }

private:
  bool valid(const ir::ProgramPtr &candidate, ir::ProgramPtr &reparsed) const;

  ir::ProgramPtr current_;
  const StillFails &stillFails_;
  ReduceOptions options_;
  std::chrono::steady_clock::time_point start_;
  std::unordered_set<uint64_t> seen_;
  int tried_ = 0;
  int accepted_ = 0;
};

} // namespace pipecheck::reduce

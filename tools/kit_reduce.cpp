// reduceOnKit: the model proposes, the kit decides (see kit_reduce.h).
#include "tools/kit_reduce.h"

#include <algorithm>
#include <chrono>

namespace pipecheck::tools {

KitReduction reduceOnKit(WorkerPasses &real, const ir::ProgramPtr &program,
                         const checks::CheckInput &templ, const std::string &property,
                         const reduce::ReduceOptions &options) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto left = [&] {
    return std::max(0.0, options.maxSeconds -
                             std::chrono::duration<double>(Clock::now() - start).count());
  };
  // The model judges its own pipeline's output, not the kit's snapshots.
  checks::CheckInput modelTempl = templ;
  modelTempl.givenSnapshots.clear();
  modelTempl.givenTexts.clear();
  modelTempl.givenReadback.clear();
  modelTempl.givenFailedPass.clear();
  modelTempl.givenLowered = nullptr;
  reduce::StillFails onModel = reduce::propertyStillFails(modelTempl, property);
  reduce::StillFails onKit = real.stillFails(templ, property);

  KitReduction out;
  ir::ProgramPtr from = program;
  int tried = 0, accepted = 0;
  if (onModel(program)) {
    reduce::ReduceOptions half = options;
    half.maxSeconds = options.maxSeconds / 2;
    reduce::ReduceResult m = reduce::reduceProgram(program, onModel, half);
    tried = m.candidatesTried;
    accepted = m.accepted;
    if (m.program != program && onKit(m.program)) {
      from = m.program;
      out.modelFirst = true;
    }
  }
  reduce::ReduceOptions rest = options;
  rest.maxSeconds = left();
  out.result = reduce::reduceProgram(from, onKit, rest);
  out.result.candidatesTried += tried;
  out.result.accepted += out.modelFirst ? accepted : 0;
  out.result.statementsBefore = reduce::countStatements(*program);
  out.note = out.modelFirst ? "reduced on pipecheck's model (which fails it too), confirmed and "
                                  "reduced further through " + real.origin()
                            : "reduced through " + real.origin();
  return out;
}

} // namespace pipecheck::tools

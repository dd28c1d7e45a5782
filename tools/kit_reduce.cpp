// reduceOnKit: the model proposes, the kit decides (see kit_reduce.h).
#include "tools/kit_reduce.h"

#include <algorithm>
#include <chrono>

namespace pipecheck::tools {

KitReduction reduceOnKit(WorkerPasses &real, const ir::ProgramPtr &program,
                         const checks::CheckInput &fullTempl, const std::string &property,
                         const reduce::ReduceOptions &options, const std::string &failingPass) {
  checks::CheckInput templ = fullTempl;
  auto cutAt = std::find(templ.passes.begin(), templ.passes.end(), failingPass);
  if (!failingPass.empty() && cutAt != templ.passes.end())
    templ.passes.erase(cutAt + 1, templ.passes.end());
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto left = [&] {
    return std::max(0.0, options.maxSeconds -
                             std::chrono::duration<double>(Clock::now() - start).count());
  };
  // The cut list must show the failure on the program itself; else the
  // whole list (a property whose verdict needs the later snapshots).
  bool cut = templ.passes.size() < fullTempl.passes.size();
  if (cut && !real.stillFails(templ, property)(program)) {
    templ = fullTempl;
    cut = false;
  }
  // The model judges its own pipeline's output, not the kit's snapshots.
  checks::CheckInput modelTempl = templ;
  modelTempl.clearGiven();
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
  // Reduced on the cut list, the program must fail on the whole one too
  // (the report judges it so); else it is reduced again on the whole list.
  if (cut && out.result.program != program) {
    reduce::StillFails onWhole = real.stillFails(fullTempl, property);
    if (!onWhole(out.result.program)) {
      rest.maxSeconds = left();
      tried += out.result.candidatesTried;
      out.modelFirst = false;
      cut = false;
      out.result = reduce::reduceProgram(program, onWhole, rest);
    }
  }
  out.result.candidatesTried += tried;
  out.result.accepted += out.modelFirst ? accepted : 0;
  out.result.statementsBefore = reduce::countStatements(*program);
  out.note = out.modelFirst ? "reduced on pipecheck's model (which fails it too), confirmed and "
                                  "reduced further through " + real.origin()
                            : "reduced through " + real.origin();
  if (cut)
    out.note += ", running the passes up to " + failingPass;
  return out;
}

} // namespace pipecheck::tools

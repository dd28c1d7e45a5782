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
  // Every oracle keeps a clean source clean (reduce::cleanSourceGuard, built
  // once: it runs the original's source).
  const reduce::StillFails guard = reduce::cleanSourceGuard(fullTempl, program);
  auto oracle = [&](reduce::StillFails inner) { return reduce::guarded(std::move(inner), guard); };
  reduce::StillFails onModel = oracle(reduce::propertyStillFails(modelTempl, property));
  reduce::StillFails onKit = oracle(real.stillFails(templ, property));

  KitReduction out;
  ir::ProgramPtr from = program;
  int tried = 0, accepted = 0; // by the stages before the kit's own, kept or not
  if (onModel(program)) {
    reduce::ReduceOptions half = options;
    half.maxSeconds = options.maxSeconds / 2;
    reduce::ReduceResult m = reduce::reduceProgram(program, onModel, half);
    tried = m.candidatesTried;
    if (m.program != program && onKit(m.program)) {
      from = m.program;
      accepted = m.accepted;
      out.modelFirst = true;
    }
  }
  // round-trip: PyPTO re-reading each candidate's snapshots costs as much
  // as lowering it. Where pipecheck's model of PyPTO's parser rules rejects
  // the kit's snapshots too, it judges the candidates (the kit still lowers
  // each), and the kit's own re-read confirms the result.
  if (property == "round-trip" && real.kitReadback()) {
    reduce::StillFails onKitPasses = oracle(real.stillFailsModelReadback(templ, property));
    if (onKitPasses(from)) {
      reduce::ReduceOptions part = options;
      part.maxSeconds = left() * 2 / 3;
      reduce::ReduceResult r = reduce::reduceProgram(from, onKitPasses, part);
      tried += r.candidatesTried;
      if (r.program != from && onKit(r.program)) {
        from = r.program;
        accepted += r.accepted;
        out.readbackModelFirst = true;
      }
    }
  }
  reduce::ReduceOptions rest = options;
  rest.maxSeconds = left();
  out.result = reduce::reduceProgram(from, onKit, rest);
  // Reduced on the cut list, the program must fail on the whole one too
  // (the report judges it so); else it is reduced again on the whole list.
  if (cut && out.result.program != program) {
    reduce::StillFails onWhole = oracle(real.stillFails(fullTempl, property));
    if (!onWhole(out.result.program)) {
      rest.maxSeconds = left();
      tried += out.result.candidatesTried;
      accepted = 0;
      out.modelFirst = out.readbackModelFirst = false;
      cut = false;
      out.result = reduce::reduceProgram(program, onWhole, rest);
    }
  }
  out.result.candidatesTried += tried;
  out.result.accepted += accepted;
  out.result.statementsBefore = reduce::countStatements(*program);
  out.note.clear();
  if (out.modelFirst)
    out.note = "reduced on pipecheck's model (which fails it too), ";
  if (out.readbackModelFirst)
    out.note += "reduced on the kit's snapshots with pipecheck's model of PyPTO's parser "
                "(which rejects them too), ";
  out.note += out.note.empty() ? "reduced through " + real.origin()
                               : "confirmed and reduced further through " + real.origin();
  if (cut)
    out.note += ", running the passes up to " + failingPass;
  return out;
}

} // namespace pipecheck::tools

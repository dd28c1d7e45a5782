// differential and iteration-coverage: judged by running the reference
// interpreter on the source and on every snapshot, on the same input sets.
//
// An input set on which the source does not return (it traps, runs out of
// fuel, or reads a stale tensor) is outside the contract for that input and
// is skipped, never a finding; the verdict says how many sets were tried. A
// snapshot that traps or diverges where the source returned IS a finding.
// On a mismatch the witness names the input, the first differing element or
// value, the first snapshot (pass) where it appears, and the iteration trace
// difference of that snapshot. Iteration order is judged up to the first
// snapshot of a pass that reorders statements across clones
// (PassInfo::reordersClones: canonicalize_io_order hoists loads of later
// clones); after it, every iteration must still run exactly once.
#include "core/passes/pass.h"
#include "oracle/checks/catalogue.h"
#include "oracle/interp/interpreter.h"

namespace pipecheck::checks {
namespace {

struct SourceRuns {
  std::vector<std::size_t> ok; // input sets where the source returned
  std::string firstSkip;       // why the first skipped set was skipped
};

SourceRuns sourceRuns(RunContext &ctx) {
  SourceRuns out;
  const auto &sets = ctx.inputSets();
  for (std::size_t k = 0; k < sets.size(); ++k) {
    const ExecResult &r = ctx.exec(ctx.source(), k);
    if (r.result.outputs())
      out.ok.push_back(k);
    else if (out.firstSkip.empty())
      out.firstSkip = sets[k].label + ": " + interp::describe(r.result.outcome);
  }
  return out;
}

Verdict noInputs(const char *prop, RunContext &ctx, const SourceRuns &runs) {
  if (ctx.inputSets().empty())
    return notChecked(prop, ctx.whyNoInputSets());
  return notChecked(prop, "the source returned on none of " +
                              std::to_string(ctx.inputSets().size()) +
                              " input set(s); first: " + runs.firstSkip);
}

} // namespace

Verdict checkDifferential(RunContext &ctx) {
  const char *prop = "differential";
  if (ctx.outputs().empty())
    return notApplicable(prop, "no pass output to compare");
  SourceRuns runs = sourceRuns(ctx);
  if (runs.ok.empty())
    return noInputs(prop, ctx, runs);
  std::vector<std::string> uninterpreted; // ops the verdict rests on without their arithmetic
  for (std::size_t k : runs.ok) {
    const ExecResult &src = ctx.exec(ctx.source(), k);
    interp::mergeUninterpreted(uninterpreted, src.result.stats.uninterpreted);
    for (const auto &snap : ctx.outputs()) {
      const ExecResult &got = ctx.exec(snap.program, k);
      interp::mergeUninterpreted(uninterpreted, got.result.stats.uninterpreted);
      if (auto diff = interp::firstDifference(src.result.outcome, got.result.outcome)) {
        std::string witness = "input " + ctx.inputSets()[k].label + "\nsnapshot " + snap.name +
                              ": " + *diff + "\nsource: " + interp::describe(src.result.outcome) +
                              "\n" + snap.name + ": " + interp::describe(got.result.outcome);
        if (auto tdiff = interp::compareTraces(src.trace, got.trace))
          witness += "\niteration trace: " + *tdiff;
        return fails(prop, snap.name + " computes a different result on " +
                               ctx.inputSets()[k].label + interp::uninterpretedNote(uninterpreted),
                     witness, snap.name);
      }
    }
  }
  return holds(prop, std::to_string(runs.ok.size()) + " input set(s) x " +
                         std::to_string(ctx.outputs().size()) + " snapshot(s) bit-identical" +
                         interp::uninterpretedNote(uninterpreted));
}

Verdict checkIterationCoverage(RunContext &ctx) {
  const char *prop = "iteration-coverage";
  if (ctx.outputs().empty())
    return notApplicable(prop, "no pass output to compare");
  if (interp::pipelineLoops(*ctx.source()).empty())
    return notApplicable(prop, "the source has no pipeline loop");
  SourceRuns runs = sourceRuns(ctx);
  if (runs.ok.empty())
    return noInputs(prop, ctx, runs);
  bool anyTraced = false;
  int stopped = 0;
  for (std::size_t k : runs.ok) {
    const ExecResult &src = ctx.exec(ctx.source(), k);
    bool requireOrder = true;
    for (const auto &snap : ctx.outputs()) {
      std::optional<passes::PassInfo> info = passes::findPass(snap.name);
      if (info && info->reordersClones)
        requireOrder = false; // from here on: each iteration exactly once, any order
      const ExecResult &got = ctx.exec(snap.program, k);
      // A run that stopped (a trap, a read outside the contract, fuel) has
      // a truncated trace: iterations missing after the stop are the stop,
      // which differential reports, not a coverage fault (a campaign saw
      // "never runs i=1" for a store moved after an in-place matmul_acc).
      // An iteration it ran that the source never runs (or runs fewer
      // times), such as the out-of-bounds tail clone that trapped, is still
      // a coverage finding; the extra-iteration texts of
      // interp::firstTraceDifference are recognised for that.
      const bool stoppedEarly = !std::holds_alternative<interp::Returned>(got.result.outcome);
      if (got.trace.untraceable.size() < got.trace.loops.size())
        anyTraced = true;
      std::optional<interp::TraceDifference> diff =
          interp::firstTraceDifference(src.trace, got.trace, requireOrder);
      if (stoppedEarly) {
        const bool extra = diff && (diff->text.find(", which the source never runs") !=
                                        std::string::npos ||
                                    diff->text.find(" times, the source ") != std::string::npos);
        if (!extra) {
          ++stopped;
          break;
        }
      }
      if (diff) {
        Verdict v = fails(prop,
                          "iterations differ on " + ctx.inputSets()[k].label + " after " +
                              snap.name,
                          diff->text, snap.name);
        // For the cross-check against iteration-proof (consistency.cpp).
        v.evidence = {{"input-set", std::to_string(k)},
                      {"snapshot", snap.name},
                      {"loop", std::to_string(diff->loop)}};
        return v;
      }
    }
  }
  const std::string stops =
      stopped ? "; " + std::to_string(stopped) +
                    " input set(s) judged only up to a snapshot whose run stopped early (see "
                    "differential)"
              : "";
  if (!anyTraced)
    return notChecked(prop, "no pipeline loop body could be traced in the lowered program "
                            "(no anchor statement uses the loop variable)" + stops);
  return holds(prop, std::to_string(runs.ok.size()) + " input set(s) traced" + stops);
}

} // namespace pipecheck::checks

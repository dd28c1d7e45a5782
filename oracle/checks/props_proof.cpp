// iteration-proof: the Z3 translation validation of oracle/smt, with every
// counterexample replayed in the interpreter.
//
// Per source pipeline loop: Proved -> fine; Refuted -> the property fails,
// and the model's bounds are run through the source and the lowering so the
// witness shows the concrete wrong iteration, not only a model; Unknown,
// Timeout or NotChecked -> the loop is "not proved", and the property is
// "not checked" (never "holds") unless another loop is refuted. The proof is
// under the division semantics of the CheckInput (floor by default).
#include "oracle/checks/catalogue.h"
#include "oracle/checks/program_facts.h"
#include "oracle/checks/replay.h"
#include "oracle/smt/coverage.h"

namespace pipecheck::checks {
namespace {

smt::DivSemantics divOf(interp::DivMode m) {
  return m == interp::DivMode::Floor ? smt::DivSemantics::Floor : smt::DivSemantics::Trunc;
}

} // namespace

Verdict checkIterationProof(RunContext &ctx) {
  const char *prop = "iteration-proof";
  ir::ProgramPtr lowered = loweredSnapshot(ctx);
  if (!lowered)
    return notApplicable(prop, "no lower_pipeline_loops output");
  ir::ProgramPtr before = lowerInputSnapshot(ctx);
  smt::Options opts;
  opts.div = divOf(ctx.input().div);
  opts.timeoutMs = ctx.input().smtTimeoutMs;
  opts.assumeOrderedBounds = ctx.input().orderedBoundsOnly;
  opts.paramRanges = ctx.input().params;
  opts.deadline = ctx.deadline(); // each Z3 check gets what is left of the budget
  opts.session = &ctx.solver();
  std::vector<smt::LoopProof> proofs = smt::proveLoweringCoverage(*before, *lowered, opts);
  if (proofs.empty())
    return notApplicable(prop, "the source has no pipeline loop");
  std::string notProved, provedIds;
  int proved = 0, counted = 0;
  for (const smt::LoopProof &p : proofs) {
    if (p.verdict == smt::Verdict::Refuted && p.counterexample) {
      ReplayOptions ro{ctx.input().seed, ctx.input().div, ctx.input().fuel, ctx.deadline()};
      std::string witness = p.counterexample->str() + "\n" +
                            replayCounterexample(*before, *lowered, p, *p.counterexample, ro).text;
      if (p.orderedVerdict)
        witness += "\nwith ordered bounds (start <= stop for a positive step): " +
                   std::string(smt::name(*p.orderedVerdict));
      Verdict v = fails(prop, "loop " + p.loopId + ": " + p.message, witness,
                        "lower_pipeline_loops");
      // For the cross-check against the concrete trace on the same inputs
      // (consistency.cpp: proofContradictsTrace).
      auto assignments = [](const auto &pairs) {
        std::string out;
        for (const auto &[name, value] : pairs)
          out += (out.empty() ? "" : " ") + name + "=" + std::to_string(value);
        return out;
      };
      v.evidence = {{"refuted-loop", p.loopId},
                    {"cex-params", assignments(p.counterexample->params)},
                    {"cex-enclosing", std::to_string(p.counterexample->enclosing.size())},
                    {"cex-enclosing-values", assignments(p.counterexample->enclosing)},
                    {"cex-query", std::string(smt::name(p.counterexample->query))}};
      for (const auto &[name, value] : p.counterexample->extra)
        if (p.counterexample->query == smt::Query::Count)
          v.evidence["cex-" + name] = std::to_string(value); // cex-runs, cex-trip
      return v;
    }
    if (p.verdict == smt::Verdict::Proved) {
      ++proved;
      counted += p.countOnly;
      provedIds += (provedIds.empty() ? "" : " ") + p.loopId;
    } else if (notProved.empty())
      notProved = "loop " + p.loopId + " " + std::string(smt::name(p.verdict)) + ": " + p.message;
  }
  // The loops proved (smt::LoopId::str()), for the cross-check against
  // iteration-coverage (consistency.cpp): a proved loop is proved whatever
  // the other loops' verdicts.
  // A loop proved by counting its clones only (smt::LoopProof::countOnly)
  // is named as such: its proof says nothing about which clone runs which
  // iteration.
  std::string countedText =
      counted > 0 ? " (" + std::to_string(counted) +
                        " by counting clones only: their iterations cannot be told apart)"
                  : "";
  Verdict v = notProved.empty()
                  ? holds(prop, std::to_string(proved) + " loop(s) proved" + countedText)
                  : notChecked(prop, std::to_string(proved) + " of " +
                                         std::to_string(proofs.size()) + " loop(s) proved" +
                                         countedText + "; " + notProved);
  v.evidence = {{"proved-loops", provedIds}};
  return v;
}

} // namespace pipecheck::checks

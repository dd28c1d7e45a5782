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
#include "oracle/interp/interpreter.h"
#include "oracle/smt/coverage.h"

namespace pipecheck::checks {
namespace {

// Replays a counterexample: the source and the lowering on the model's
// parameter values; returns a description of the concrete difference.
std::string replay(RunContext &ctx, const ir::ProgramPtr &lowered, const smt::LoopProof &proof) {
  const smt::Counterexample &cex = *proof.counterexample;
  interp::Inputs in;
  in.seed = ctx.input().seed;
  for (const auto &[k, v] : cex.params)
    in.scalars[k] = v;
  interp::Options opts;
  opts.divMode = ctx.input().div;
  opts.fuel = ctx.input().fuel;
  interp::SourceTraceRecorder srcRec(*ctx.source());
  interp::LoweredTraceRecorder lowRec(*ctx.source());
  auto a = interp::run(*ctx.source(), proof.function, in, opts, &srcRec);
  auto b = interp::run(*lowered, proof.function, in, opts, &lowRec);
  std::string out = "replay " + proof.function + "(" + interp::formatScalarSet(in.scalars) + "): ";
  if (auto d = interp::compareTraces(srcRec.trace(), lowRec.trace()))
    out += *d;
  else if (!cex.enclosing.empty())
    out += "the interpreter run agrees at these bounds (the model fixes enclosing loop values "
           "that this run may not reach)";
  else
    out += "the interpreter traces agree at these bounds";
  if (auto d = interp::firstDifference(a.outcome, b.outcome))
    out += "\nreplay outputs: " + *d;
  return out;
}

smt::DivSemantics divOf(interp::DivMode m) {
  return m == interp::DivMode::Floor ? smt::DivSemantics::Floor : smt::DivSemantics::Trunc;
}

} // namespace

Verdict checkIterationProof(RunContext &ctx) {
  const char *prop = "iteration-proof";
  ir::ProgramPtr lowered = loweredSnapshot(ctx);
  if (!lowered)
    return notApplicable(prop, "no lower_pipeline_loops output");
  smt::Options opts;
  opts.div = divOf(ctx.input().div);
  opts.timeoutMs = ctx.input().smtTimeoutMs;
  opts.assumeOrderedBounds = ctx.input().orderedBoundsOnly;
  opts.paramRanges = ctx.input().params;
  std::vector<smt::LoopProof> proofs = smt::proveLoweringCoverage(*ctx.source(), *lowered, opts);
  if (proofs.empty())
    return notApplicable(prop, "the source has no pipeline loop");
  std::string notProved;
  int proved = 0;
  for (const smt::LoopProof &p : proofs) {
    if (p.verdict == smt::Verdict::Refuted && p.counterexample) {
      std::string witness = p.counterexample->str() + "\n" + replay(ctx, lowered, p);
      if (p.orderedVerdict)
        witness += "\nwith ordered bounds (start <= stop for a positive step): " +
                   std::string(smt::name(*p.orderedVerdict));
      return fails(prop, "loop " + p.loopId + ": " + p.message, witness, "lower_pipeline_loops");
    }
    if (p.verdict == smt::Verdict::Proved)
      ++proved;
    else if (notProved.empty())
      notProved = "loop " + p.loopId + " " + std::string(smt::name(p.verdict)) + ": " + p.message;
  }
  if (!notProved.empty())
    return notChecked(prop, std::to_string(proved) + " of " + std::to_string(proofs.size()) +
                                " loop(s) proved; " + notProved);
  return holds(prop, std::to_string(proved) + " loop(s) proved");
}

} // namespace pipecheck::checks

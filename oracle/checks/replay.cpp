// Counterexample replay (see replay.h).
#include "oracle/checks/replay.h"

#include "oracle/interp/inputs.h"
#include "oracle/interp/interpreter.h"
#include "oracle/interp/iteration_trace.h"

namespace pipecheck::checks {

Replay replayCounterexample(const ir::Program &source, const ir::Program &lowered,
                            const smt::LoopProof &proof, const smt::Counterexample &cex,
                            const ReplayOptions &options) {
  interp::Inputs in;
  in.seed = options.seed;
  interp::addModelValues(cex.params, in);
  interp::Options opts;
  opts.divMode = options.div;
  opts.fuel = options.fuel;
  opts.deadline = options.deadline;
  interp::SourceTraceRecorder srcRec(source);
  interp::LoweredTraceRecorder lowRec(source);
  auto a = interp::run(source, proof.function, in, opts, &srcRec);
  auto b = interp::run(lowered, proof.function, in, opts, &lowRec);
  Replay out;
  out.text = "replay " + proof.function + "(" + interp::formatInputs(in) + "): ";
  if (auto d = interp::compareTraces(srcRec.trace(), lowRec.trace())) {
    out.reproduced = true;
    out.text += *d;
  } else if (!cex.enclosing.empty()) {
    out.text += "the interpreter run agrees at these bounds (the model fixes enclosing loop "
                "values that this run may not reach)";
  } else {
    out.text += "the interpreter traces agree at these bounds";
  }
  if (auto d = interp::firstDifference(a.outcome, b.outcome)) {
    out.reproduced = true;
    out.text += "\nreplay outputs: " + *d;
  }
  return out;
}

} // namespace pipecheck::checks

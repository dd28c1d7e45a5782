// Counterexample replay (see replay.h).
#include "oracle/checks/replay.h"

#include <unordered_set>

#include "oracle/interp/inputs.h"
#include "oracle/interp/interpreter.h"
#include "oracle/interp/iteration_trace.h"
#include "oracle/smt/queries.h"
#include "oracle/smt/sites.h"

namespace pipecheck::checks {
namespace {

// Counts the executions of a set of statements (by node).
class StmtCounter final : public interp::ExecObserver {
public:
  explicit StmtCounter(std::unordered_set<const ir::Stmt *> stmts) : stmts_(std::move(stmts)) {}
  void onStmt(const ir::Stmt &s, interp::EvalScope &) override { count_ += stmts_.count(&s); }
  int64_t count() const { return count_; }

private:
  std::unordered_set<const ir::Stmt *> stmts_;
  int64_t count_ = 0;
};

interp::Options interpOptions(const ReplayOptions &options) {
  interp::Options opts;
  opts.divMode = options.div;
  opts.fuel = options.fuel;
  opts.deadline = options.deadline;
  return opts;
}

interp::Inputs inputsOf(const std::map<std::string, int64_t> &params,
                        const ReplayOptions &options) {
  interp::Inputs in;
  in.seed = options.seed;
  interp::addModelValues(params, in);
  return in;
}

} // namespace

// A Count counterexample says how often the clones run, not which iteration
// is wrong: the replay counts the anchor's executions in the source and its
// clones' in the lowering (the sites of the extraction the proof used).
Replay replayCount(const smt::LoopSpace &space, const std::map<std::string, int64_t> &params,
                   const ReplayOptions &options) {
  const std::string &fn = space.id.function;
  interp::Inputs in = inputsOf(params, options);
  interp::Options opts = interpOptions(options);
  std::unordered_set<const ir::Stmt *> clones;
  for (const smt::Site &s : space.sites)
    clones.insert(s.stmt);
  StmtCounter srcCount({space.anchor}), lowCount(std::move(clones));
  auto a = interp::run(*space.sourceProgram, fn, in, opts, &srcCount);
  auto b = interp::run(*space.loweredProgram, fn, in, opts, &lowCount);
  Replay out;
  out.text = "replay " + fn + "(" + interp::formatInputs(in) + "): the source runs '" +
             smt::anchorName(space) + "' " + std::to_string(srcCount.count()) +
             " time(s), the lowering runs its clones " + std::to_string(lowCount.count()) +
             " time(s)";
  if (a.outputs() && b.outputs()) {
    out.counts = std::make_pair(srcCount.count(), lowCount.count());
    out.reproduced = srcCount.count() != lowCount.count();
  } else {
    out.text += " (a run did not return, so the counts may be partial)";
  }
  if (space.loopComponent > 0)
    out.text += ", over every enclosing iteration the run reaches";
  if (auto d = interp::firstDifference(a.outcome, b.outcome)) {
    out.reproduced = true;
    out.text += "\nreplay outputs: " + *d;
  }
  return out;
}

Replay replayCounterexample(const ir::Program &source, const ir::Program &lowered,
                            const smt::LoopProof &proof, const smt::Counterexample &cex,
                            const ReplayOptions &options) {
  if (cex.query == smt::Query::Count) {
    for (const smt::LoopSpace &sp : smt::extractLoopSpaces(source, lowered))
      if (sp.id.str() == proof.loopId && sp.countOnly)
        return replayCount(sp, cex.params, options);
    return {false, "replay: loop " + proof.loopId + " has no count-only extraction to replay", {}};
  }
  interp::Inputs in = inputsOf(cex.params, options);
  interp::Options opts = interpOptions(options);
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

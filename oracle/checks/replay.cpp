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

// A Count counterexample says how often the clones run, not which iteration
// is wrong: the replay counts the anchor's executions in the source and its
// clones' in the lowering (the sites of the same extraction the proof used).
Replay replayCount(const ir::Program &source, const ir::Program &lowered,
                   const smt::LoopProof &proof, const smt::Counterexample &cex,
                   const interp::Inputs &in, const interp::Options &opts) {
  Replay out;
  out.text = "replay " + proof.function + "(" + interp::formatInputs(in) + "): ";
  const smt::LoopSpace *space = nullptr;
  std::vector<smt::LoopSpace> spaces = smt::extractLoopSpaces(source, lowered);
  for (const smt::LoopSpace &sp : spaces)
    if (sp.id.str() == proof.loopId && sp.countOnly)
      space = &sp;
  if (!space) {
    out.text += "loop " + proof.loopId + " has no count-only extraction to replay";
    return out;
  }
  std::unordered_set<const ir::Stmt *> clones;
  for (const smt::Site &s : space->sites)
    clones.insert(s.stmt);
  StmtCounter srcCount({space->anchor}), lowCount(std::move(clones));
  auto a = interp::run(source, proof.function, in, opts, &srcCount);
  auto b = interp::run(lowered, proof.function, in, opts, &lowCount);
  out.text += "the source runs '" + smt::anchorName(*space) + "' " +
              std::to_string(srcCount.count()) + " time(s), the lowering runs its clones " +
              std::to_string(lowCount.count()) + " time(s)";
  if (a.outputs() && b.outputs()) {
    out.counts = std::make_pair(srcCount.count(), lowCount.count());
    out.reproduced = srcCount.count() != lowCount.count();
  } else {
    out.text += " (a run did not return, so the counts may be partial)";
  }
  if (!cex.enclosing.empty())
    out.text += ", over every enclosing iteration the run reaches";
  if (auto d = interp::firstDifference(a.outcome, b.outcome)) {
    out.reproduced = true;
    out.text += "\nreplay outputs: " + *d;
  } else {
    out.outputsAgree = a.outputs() != nullptr;
  }
  return out;
}

} // namespace

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
  if (cex.query == smt::Query::Count)
    return replayCount(source, lowered, proof, cex, in, opts);
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

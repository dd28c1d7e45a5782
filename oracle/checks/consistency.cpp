// Cross-oracle consistency checks; see consistency.h for the rules and why
// each condition is there.
#include "oracle/checks/consistency.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <sstream>

#include "core/ir/walk.h"
#include "oracle/checks/catalogue.h"
#include "oracle/checks/program_facts.h"
#include "oracle/checks/replay.h"
#include "oracle/interp/interpreter.h"
#include "oracle/interp/iteration_trace.h"
#include "oracle/smt/sites.h"

namespace pipecheck::checks {
namespace {

std::optional<std::size_t> evidenceIndex(const Verdict &v, const char *key) {
  auto it = v.evidence.find(key);
  if (it == v.evidence.end())
    return std::nullopt;
  std::size_t out = 0;
  const std::string &s = it->second;
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  if (r.ec != std::errc() || r.ptr != s.data() + s.size())
    return std::nullopt;
  return out;
}

std::string evidenceText(const Verdict &v, const char *key) {
  auto it = v.evidence.find(key);
  return it == v.evidence.end() ? std::string() : it->second;
}

bool listed(const std::string &spaceSeparated, const std::string &word) {
  std::istringstream in(spaceSeparated);
  std::string w;
  while (in >> w)
    if (w == word)
      return true;
  return false;
}

const pipeline::Snapshot *snapshotNamed(const RunContext &ctx, const std::string &name) {
  for (const auto &s : ctx.outputs())
    if (s.name == name)
      return &s;
  return nullptr;
}

// Every ranged parameter has a value inside its range in this input set.
bool insideParamRanges(const RunContext::InputSet &set, const ParamRanges &ranges) {
  for (const auto &[name, r] : ranges) {
    auto it = set.inputs.scalars.find(name);
    if (it == set.inputs.scalars.end() || it->second < r.first || it->second > r.second)
      return false;
  }
  return true;
}

// One tile definition of a snapshot, as far as byte placement goes.
struct Placement {
  ir::MemorySpace space = ir::MemorySpace::Vec;
  std::optional<int64_t> offset; // constant byte offset, when known and not slotted
  int64_t extent = 0;            // max(MemRef size, tile bytes); 0 when unknown
};

std::optional<int64_t> tileBytes(const ir::TileType &t) {
  int64_t n = ir::byteSize(t.dtype);
  for (const ir::ExprPtr &d : t.shape) {
    const ir::ConstInt *c = ir::asConstInt(d);
    if (!c || c->value < 0)
      return std::nullopt;
    n *= c->value;
  }
  return n;
}

// The placements of every tile definition named `name` in `fn`; nullopt
// when one of them has no MemRef (its bytes are fresh in the buffer store:
// nothing to compare with the observer's claim).
std::optional<std::vector<Placement>> placementsOf(const ir::Function &fn, const std::string &name) {
  std::vector<Placement> out;
  bool bufferless = false;
  ir::forEachStmt(fn.body, [&](const ir::StmtPtr &s) {
    const ir::AssignStmt *a = ir::asAssign(s);
    if (!a || a->var->name != name)
      return;
    const auto *t = dynamic_cast<const ir::TileType *>(a->var->type.get());
    if (!t)
      return;
    if (!t->memref) {
      bufferless = true;
      return;
    }
    Placement p;
    p.space = t->memorySpace.value_or(ir::MemorySpace::Vec);
    const ir::ConstInt *o = ir::asConstInt(t->memref->byteOffset);
    bool slotted = t->memref->slotCount > 0 || t->memref->slotIndex;
    if (!slotted && (o || !t->memref->byteOffset))
      p.offset = o ? o->value : 0;
    if (auto b = tileBytes(*t))
      p.extent = std::max<int64_t>(*b, static_cast<int64_t>(t->memref->size));
    out.push_back(p);
  });
  if (bufferless || out.empty())
    return std::nullopt;
  return out;
}

// Disjoint under both readings of the buffer store (buffer_store.h):
// absolute (one arena per space, offset = address) and relative (offsets
// within the base's own block).
bool surelyDisjoint(const Placement &a, const Placement &b) {
  if (a.space != b.space)
    return true;
  if (!a.offset || !b.offset || a.extent <= 0 || b.extent <= 0)
    return false;
  return *a.offset + a.extent <= *b.offset || *b.offset + b.extent <= *a.offset;
}

// "n=3 s0=-1" (the proof's cex-params and cex-enclosing-values evidence)
// -> (name, value) in order; nullopt when malformed.
std::optional<std::vector<std::pair<std::string, int64_t>>>
parseAssignments(const std::string &text) {
  std::vector<std::pair<std::string, int64_t>> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    std::size_t eq = word.find('=');
    if (eq == std::string::npos || eq == 0)
      return std::nullopt;
    int64_t v = 0;
    const char *b = word.data() + eq + 1, *e = word.data() + word.size();
    auto r = std::from_chars(b, e, v);
    if (r.ec != std::errc() || r.ptr != e)
      return std::nullopt;
    out.emplace_back(word.substr(0, eq), v);
  }
  return out;
}

std::optional<std::map<std::string, int64_t>> parseParams(const std::string &text) {
  auto pairs = parseAssignments(text);
  if (!pairs)
    return std::nullopt;
  return std::map<std::string, int64_t>(pairs->begin(), pairs->end());
}

// Records the source's iteration trace and whether loop L begins while its
// enclosing loops hold given values: a counterexample's enclosing iteration
// is only a claim about the run when the run reaches it.
class ReachingTraceRecorder final : public interp::ExecObserver {
public:
  ReachingTraceRecorder(const ir::Program &source, const ir::ForStmt *loop,
                        std::vector<std::pair<const ir::ForStmt *, int64_t>> enclosing)
      : trace_(source), loop_(loop), enclosing_(std::move(enclosing)) {}
  void onLoopBegin(const ir::ForStmt &f, int64_t start, int64_t stop, int64_t step) override {
    trace_.onLoopBegin(f, start, stop, step);
    if (&f == loop_ &&
        std::all_of(enclosing_.begin(), enclosing_.end(), [&](const auto &e) {
          auto it = current_.find(e.first);
          return it != current_.end() && it->second == e.second;
        }))
      reached_ = true;
  }
  void onIteration(const ir::ForStmt &f, int64_t value) override {
    trace_.onIteration(f, value);
    current_[&f] = value;
  }
  void onLoopEnd(const ir::ForStmt &f) override {
    trace_.onLoopEnd(f);
    current_.erase(&f);
  }
  void onFunctionEnter(const ir::Function &f) override { trace_.onFunctionEnter(f); }
  void onFunctionExit(const ir::Function &f) override { trace_.onFunctionExit(f); }
  void onStmt(const ir::Stmt &s, interp::EvalScope &scope) override { trace_.onStmt(s, scope); }
  const interp::IterationTrace &trace() const { return trace_.trace(); }
  bool reached() const { return reached_; }

private:
  interp::SourceTraceRecorder trace_;
  const ir::ForStmt *loop_;
  std::vector<std::pair<const ir::ForStmt *, int64_t>> enclosing_;
  std::map<const ir::ForStmt *, int64_t> current_;
  bool reached_ = false;
};

} // namespace

std::optional<std::string> coverageContradictsProof(RunContext &ctx, const Verdict &coverage,
                                                    const Verdict &proof) {
  if (coverage.property != "iteration-coverage" || coverage.outcome != Outcome::Fails ||
      proof.property != "iteration-proof")
    return std::nullopt;
  // A proof that fails agrees; n/a or harness error says nothing. "not
  // checked" may still have proved the loop in question.
  if (proof.outcome != Outcome::Holds && proof.outcome != Outcome::NotChecked)
    return std::nullopt;
  auto k = evidenceIndex(coverage, "input-set");
  auto loop = evidenceIndex(coverage, "loop");
  if (!k || !loop || !proof.evidence.count("proved-loops"))
    return std::nullopt;
  ir::ProgramPtr lowered = loweredSnapshot(ctx);
  const pipeline::Snapshot *snap = snapshotNamed(ctx, evidenceText(coverage, "snapshot"));
  if (!lowered || !snap || snap->program != lowered)
    return std::nullopt; // first differs at a snapshot the proof does not judge
  const auto &sets = ctx.inputSets();
  if (*k >= sets.size() || !insideParamRanges(sets[*k], ctx.input().params))
    return std::nullopt;
  if (!ctx.exec(lowered, *k).result.outputs())
    return std::nullopt; // trapped or diverged: a short trace, differential's finding
  const ExecResult &src = ctx.exec(ctx.source(), *k);
  if (*loop >= src.trace.loops.size())
    return std::nullopt;
  if (ctx.input().orderedBoundsOnly && !src.trace.unorderedBounds.empty())
    return std::nullopt; // outside the proof's ordered-bounds domain
  const interp::PipelineLoop &sourceLoop = src.trace.loops[*loop];
  interp::LoweredTraceRecorder recorder(*ctx.source());
  const ir::AssignStmt *anchor = nullptr;
  for (const auto &a : recorder.anchors())
    if (a.loop == static_cast<int>(*loop))
      anchor = a.stmt;
  if (!anchor)
    return std::nullopt;
  ir::ProgramPtr before = lowerInputSnapshot(ctx);
  for (const smt::LoopSpace &space : smt::extractLoopSpaces(*before, *lowered)) {
    if (space.loop != sourceLoop.node)
      continue;
    // A count-only proof (sites.h, step 6) claims no order or identity of
    // iterations, so it contradicts no trace.
    if (space.anchor != anchor || space.countOnly ||
        !listed(proof.evidence.at("proved-loops"), space.id.str()))
      return std::nullopt;
    return "iteration-proof proved loop " + space.id.str() + " (" + sourceLoop.id() +
           ", the same anchor statement '" + anchor->var->name +
           "') runs every source iteration exactly once and in order for all dynamic bounds "
           "in its domain, and " +
           sets[*k].label + " is inside that domain";
  }
  return std::nullopt;
}

// Rule 4 (consistency.h): a count refutation of a loop with no enclosing
// loop, on inputs where the source runs the anchor exactly as often as the
// lowering runs its clones (both runs returning).
std::optional<std::string> countContradictsRun(RunContext &ctx, const smt::LoopSpace &space,
                                               const std::map<std::string, int64_t> &params) {
  if (space.loopComponent > 0)
    return std::nullopt; // the replay's counts are totals over enclosing iterations
  ReplayOptions ro{ctx.input().seed, ctx.input().div, ctx.input().fuel, ctx.deadline()};
  Replay r = replayCount(space, params, ro);
  if (!r.counts || r.counts->first != r.counts->second)
    return std::nullopt;
  return "iteration-proof's count query refutes loop " + space.id.str() + " at " +
         space.id.function + "(" + interp::formatScalarSet(params) +
         "), but on exactly those inputs the interpreter contradicts it: " + r.text;
}

std::optional<std::string> proofContradictsTrace(RunContext &ctx, const Verdict &proof) {
  if (proof.property != "iteration-proof" || proof.outcome != Outcome::Fails)
    return std::nullopt;
  std::string loopId = evidenceText(proof, "refuted-loop");
  auto params = parseParams(evidenceText(proof, "cex-params"));
  auto enclosingValues = parseAssignments(evidenceText(proof, "cex-enclosing-values"));
  auto enclosingCount = evidenceIndex(proof, "cex-enclosing");
  if (!enclosingValues || !enclosingCount || *enclosingCount != enclosingValues->size())
    return std::nullopt;
  ir::ProgramPtr lowered = loweredSnapshot(ctx);
  ir::ProgramPtr before = lowerInputSnapshot(ctx);
  const ir::ProgramPtr &source = ctx.source();
  // The anchors of both oracles are statements of the source: the proof's
  // must be the very node, so the pass input must be the source itself.
  // pl.dynamic sizes are not part of a counterexample's replayable inputs.
  if (loopId.empty() || !params || !lowered || before != source ||
      !source->dynamicDims.empty())
    return std::nullopt;
  const smt::LoopSpace *space = nullptr;
  std::vector<smt::LoopSpace> spaces = smt::extractLoopSpaces(*before, *lowered);
  for (const smt::LoopSpace &sp : spaces)
    if (sp.id.str() == loopId)
      space = &sp;
  // No chain (the trace anchors are top-level statements of the body), and
  // a value for every enclosing loop, named by its loop var (a model that
  // leaves one out says nothing about which instance of L it means).
  if (!space || !space->anchor || !space->source ||
      space->components.size() != space->loopComponent + 1 ||
      enclosingValues->size() != space->loopComponent)
    return std::nullopt;
  std::vector<std::pair<const ir::ForStmt *, int64_t>> enclosing;
  for (std::size_t k = 0; k < space->loopComponent; ++k) {
    const ir::ForStmt *f = space->components[k];
    if ((*enclosingValues)[k].first != f->loopVar->name)
      return std::nullopt;
    enclosing.emplace_back(f, (*enclosingValues)[k].second);
  }
  // The inputs must be a complete assignment of the function's integer
  // scalars inside the declared domain, or the run is not the proof's input.
  const ir::Function &fn = *space->source;
  interp::Inputs in;
  in.seed = ctx.input().seed;
  interp::addModelValues(*params, in);
  auto isParam = [&](const std::string &name) {
    return std::any_of(fn.params.begin(), fn.params.end(),
                       [&](const ir::VarPtr &p) { return p->name == name; });
  };
  for (const auto &[tensor, pins] : in.pins)
    if (!isParam(tensor))
      return std::nullopt;
  for (const auto &[name, value] : in.scalars) {
    if (!isParam(name))
      return std::nullopt;
    if (auto r = ctx.input().params.find(name);
        r != ctx.input().params.end() && (value < r->second.first || value > r->second.second))
      return std::nullopt;
  }
  for (const auto &[name, range] : ctx.input().params)
    if (isParam(name) && !in.scalars.count(name))
      return std::nullopt;
  if (space->countOnly)
    return countContradictsRun(ctx, *space, *params);
  // The trace recorder must follow the loop by the same anchor statement.
  std::vector<interp::PipelineLoop> loops = interp::pipelineLoops(*source);
  interp::LoweredTraceRecorder lowRec(*source);
  const interp::LoweredTraceRecorder::Anchor *anchor = nullptr;
  for (const auto &a : lowRec.anchors())
    if (loops.at(static_cast<std::size_t>(a.loop)).node == space->loop)
      anchor = &a;
  if (!anchor || anchor->stmt != space->anchor)
    return std::nullopt;
  interp::Options opts = ctx.interpOptions();
  ReachingTraceRecorder srcRec(*source, space->loop, enclosing);
  interp::RunResult a = interp::run(*source, fn.name, in, opts, &srcRec);
  interp::RunResult b = interp::run(*lowered, fn.name, in, opts, &lowRec);
  // Both must return (a trap, fuel or the deadline leaves a short trace)
  // with the same outputs (differential holds on these inputs).
  if (!a.outputs() || !b.outputs() || interp::firstDifference(a.outcome, b.outcome))
    return std::nullopt;
  if (ctx.input().orderedBoundsOnly && !srcRec.trace().unorderedBounds.empty())
    return std::nullopt; // outside the proof's ordered-bounds domain
  if (!srcRec.reached())
    return std::nullopt; // the counterexample's enclosing iteration is not one of this run's
  const interp::IterationTrace &lt = lowRec.trace();
  if (std::find(lt.untraceable.begin(), lt.untraceable.end(), anchor->loop) !=
          lt.untraceable.end() ||
      interp::compareTraces(srcRec.trace(), lt, /*requireOrder=*/true))
    return std::nullopt;
  std::string where;
  for (const auto &[var, value] : *enclosingValues)
    where += (where.empty() ? " in the enclosing iteration " : ", ") + var + " = " +
             std::to_string(value);
  if (!where.empty())
    where += " (which the source run reaches)";
  return "iteration-proof refutes loop " + loopId + " (" + evidenceText(proof, "cex-query") +
         ") at " + fn.name + "(" + interp::formatScalarSet(*params) + ")" + where +
         ", but on exactly those inputs the lowered program returns the source's outputs "
         "(differential agrees) and iteration-coverage, tracing the same anchor statement '" +
         anchor->name + "', sees every source iteration run exactly once and in order";
}

std::optional<std::string> clobberContradictsPlan(RunContext &ctx, const Verdict &bufferDiff) {
  if (bufferDiff.property != "buffer-differential" || bufferDiff.outcome != Outcome::Fails)
    return std::nullopt;
  std::string victim = evidenceText(bufferDiff, "victim");
  std::string clobberer = evidenceText(bufferDiff, "clobberer");
  std::string fnName = evidenceText(bufferDiff, "victim-function");
  if (victim.empty() || clobberer.empty() || fnName.empty() ||
      fnName != evidenceText(bufferDiff, "clobberer-function"))
    return std::nullopt;
  const pipeline::Snapshot *snap = snapshotNamed(ctx, evidenceText(bufferDiff, "snapshot"));
  if (!snap)
    return std::nullopt;
  ir::FunctionPtr fn = snap->program->find(fnName);
  if (!fn)
    return std::nullopt;
  auto vs = placementsOf(*fn, victim);
  auto cs = placementsOf(*fn, clobberer);
  if (!vs || !cs)
    return std::nullopt;
  for (const Placement &v : *vs)
    for (const Placement &c : *cs)
      if (!surelyDisjoint(v, c))
        return std::nullopt;
  return "the memory plan of " + snap->name + " places every tile " + victim +
         " and every tile " + clobberer + " of " + fnName +
         " in bytes that cannot overlap (different spaces or disjoint constant ranges), so "
         "writing " + clobberer + " cannot change " + victim + "'s bytes";
}

std::vector<Verdict> reconcileVerdicts(RunContext &ctx, std::vector<Verdict> verdicts) {
  auto find = [&](std::string_view id) -> Verdict * {
    for (Verdict &v : verdicts)
      if (v.property == id)
        return &v;
    return nullptr;
  };
  if (Verdict *cov = find("iteration-coverage"); cov && cov->outcome == Outcome::Fails) {
    Verdict *listedProof = find("iteration-proof");
    // Run under the program's budget like every listed property: an
    // unlisted proof must not turn a bounded check into an unbounded one.
    Verdict proof =
        listedProof ? *listedProof : checkWithinBudget(*findProperty("iteration-proof"), ctx);
    if (auto why = coverageContradictsProof(ctx, *cov, proof)) {
      Verdict failing = *cov;
      *cov = contradiction(failing, proof, *why);
      if (listedProof)
        *listedProof = contradiction(proof, failing, *why);
    }
  }
  if (Verdict *pf = find("iteration-proof"); pf && pf->outcome == Outcome::Fails) {
    Verdict *cov = find("iteration-coverage");
    // A coverage failure agrees that something is wrong: no contradiction.
    if (!cov || cov->outcome != Outcome::Fails)
      if (auto why = proofContradictsTrace(ctx, *pf)) {
        Verdict failing = *pf;
        // Rule 4's counterpart is the same interpreter run, counting.
        Verdict trace = holds("iteration-coverage",
                              evidenceText(*pf, "cex-query") == "count"
                                  ? "the source's loop body and its lowered clones run equally "
                                    "often on the proof's counterexample inputs"
                                  : "every source iteration exactly once and in order on the "
                                    "proof's counterexample inputs");
        *pf = contradiction(failing, trace, *why);
        if (cov && cov->outcome == Outcome::Holds)
          *cov = contradiction(*cov, failing, *why);
      }
  }
  if (Verdict *bd = find("buffer-differential"); bd && bd->outcome == Outcome::Fails) {
    if (auto why = clobberContradictsPlan(ctx, *bd)) {
      Verdict plan = holds("memory-plan", *why);
      *bd = contradiction(*bd, plan, *why);
    }
  }
  return verdicts;
}

} // namespace pipecheck::checks

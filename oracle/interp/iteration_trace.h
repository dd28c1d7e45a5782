// Iteration traces: which loop-variable values the body of every pipeline
// loop of the SOURCE program ran with, in order, recorded either on the
// source itself or on a lowered program whose loops have been replicated.
//
// Loop identity. In the source program each Pipeline ForStmt is identified
// by (function name, pre-order index among the function's Pipeline loops);
// pipelineLoops() lists them with their loop var name and the index of the
// nearest enclosing pipeline loop of the same function (-1 if none). The
// lowered program has no such loops any more (they became a main loop of
// clones, a tail, a cascade), so both recorders below are built from the
// SOURCE program and report entries against these ids.
//
// An entry is (loop, value, context): value is the loop var's value for that
// body execution, context the values of the enclosing pipeline loops'
// vars (outermost first), so `for i: for j:` gives (inner, j, [i]).
//
// SourceTraceRecorder observes the source run directly: every iteration of
// a source pipeline loop (matched by node identity) is one entry.
//
// LoweredTraceRecorder recognises the clones of a source loop body in ANY
// program derived from the source by cloning with substitution, including
// text printed and re-parsed (e.g. PyPTO's own output given to
// `pipecheck validate`). The scheme ("anchor statements"), and its
// assumptions, are documented at the top of iteration_trace.cpp; in short:
// each source loop gets one anchor, a top-level AssignStmt of its body that
// no other definition of the function can be mistaken for (preferably an op
// call depending on the loop var, else any assignment using it directly;
// iteration_trace_anchor.cpp); a lowered AssignStmt
// whose name is the anchor's (or the printer's disambiguated `name_N`) and
// whose value matches the anchor's value, with every source var read as a
// hole (body-local scalar defs expanded on both sides), is a clone of that
// body, and the expression standing where the loop var stood, evaluated at
// that moment, is the iteration value. A loop without an anchor is
// untraceable: it is listed, never guessed, and compareTraces() skips it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/ir/program.h"
#include "oracle/interp/observer.h"

namespace pipecheck::interp {

struct PipelineLoop {
  std::string function;
  int index = 0;       // pre-order among the function's Pipeline loops
  std::string loopVar; // the source loop var's name
  int parent = -1;     // position (in the pipelineLoops() list) of the enclosing pipeline loop
  const ir::ForStmt *node = nullptr; // the source node
  std::string id() const;            // "kernel#0 (i)"
};

// Every Pipeline loop of the program, functions in program order, loops in
// pre-order.
std::vector<PipelineLoop> pipelineLoops(const ir::Program &source);

struct TraceEntry {
  int loop = 0; // position in IterationTrace::loops
  int64_t value = 0;
  std::vector<int64_t> context; // enclosing pipeline loop values, outermost first
  // Lowered side: bit k set when context[k] was inferred from the order of
  // execution (the anchor does not mention that enclosing var) rather than
  // read from the clone itself. compareTraces never fails on an inferred
  // context alone: it re-compares with those levels dropped.
  uint64_t inferredContext = 0;
};

struct IterationTrace {
  std::vector<PipelineLoop> loops;
  std::vector<TraceEntry> entries;
  std::vector<int> untraceable;   // loops the recorder cannot follow (lowered side)
  std::vector<std::string> notes; // recogniser remarks (shape mismatches, ambiguities)
  // Source side: loops that began at least once with their stop on the far
  // side of the start for the step's direction (they run no iteration). The
  // Z3 proofs under ordered bounds (CheckInput::orderedBoundsOnly) exclude
  // such runs, so the consistency check needs to know.
  std::vector<int> unorderedBounds;
  // One line per entry, "kernel#0 (i) [1] = 4" (for `pipecheck run --trace`).
  std::string str() const;
};

class SourceTraceRecorder final : public ExecObserver {
public:
  explicit SourceTraceRecorder(const ir::Program &source);
  void onLoopBegin(const ir::ForStmt &f, int64_t start, int64_t stop, int64_t step) override;
  void onIteration(const ir::ForStmt &f, int64_t value) override;
  const IterationTrace &trace() const { return trace_; }

private:
  IterationTrace trace_;
  std::map<const ir::ForStmt *, int> byNode_;
  std::vector<int64_t> current_;
};

class LoweredTraceRecorder final : public ExecObserver {
public:
  explicit LoweredTraceRecorder(const ir::Program &source);
  void onStmt(const ir::Stmt &s, EvalScope &scope) override;
  const IterationTrace &trace() const { return trace_; }

  struct Anchor {
    int loop = 0;
    std::string name;    // the anchor's def name
    ir::ExprPtr pattern; // the anchor's value in the source
    const ir::Var *loopVar = nullptr;
    // Top-level scalar defs of the source body (expanded while matching).
    std::unordered_map<const ir::Var *, ir::ExprPtr> sourceDefs;
    const ir::AssignStmt *stmt = nullptr; // the anchor statement in the source
    std::vector<const ir::Var *> enclosingVars; // enclosing pipeline loop vars, outermost first
    // The source function's parameters: never holes (passes do not
    // substitute them), they match only the parameter of the same name.
    std::unordered_set<const ir::Var *> params;
  };
  // The anchor chosen for each traceable loop (for tests and messages).
  const std::vector<Anchor> &anchors() const { return anchors_; }

private:
  void note(std::string text);
  IterationTrace trace_;
  std::vector<Anchor> anchors_;
  std::multimap<std::string, int> byName_;   // def name -> anchor position
  std::vector<std::optional<int64_t>> last_; // last recorded value per loop
  // Scalar definitions executed so far in the observed run (var -> value).
  std::unordered_map<const ir::Var *, ir::ExprPtr> loweredDefs_;
};

// nullopt when, for every traceable loop, the lowered trace has the same
// sequence of (context, value) as the source trace (with requireOrder
// false: the same multiset, i.e. every iteration exactly once in any order,
// for snapshots after passes that reorder statements across clones, such as
// CanonicalizeIOOrder); otherwise the first difference, e.g. "kernel#0 (i):
// the lowered program runs i=10, which the source never runs (source ran 10
// iterations: 0, 1, 2, 3, ..., 7, 8, 9; lowered ran ...)".
std::optional<std::string> compareTraces(const IterationTrace &source,
                                         const IterationTrace &lowered, bool requireOrder = true);

// The same comparison, also naming the loop (position in source.loops) of
// the first difference.
struct TraceDifference {
  int loop = 0;
  std::string text;
};
std::optional<TraceDifference> firstTraceDifference(const IterationTrace &source,
                                                    const IterationTrace &lowered,
                                                    bool requireOrder = true);

} // namespace pipecheck::interp

// The lowered side of iteration traces: recognising the clones of a source
// pipeline loop body in a program derived from the source.
//
// Scheme ("anchor statements"). LowerPipelineLoops (and SkewCrossCorePipeline)
// build clones with DeepClone(body, {loop_var -> offset expr, iter_arg ->
// previous yield}): every def var of the body gets a fresh object with the
// SAME name, and every use of the loop var is replaced by one expression
// (`i + 2`, `unroll_main_end`, the constant 8). So in clone k of the body,
// the statement copied from source statement `t = f(..., i, ...)` is
// `t = f(..., e_k, ...)` where e_k is the value clone k stands for.
//
// For each source pipeline loop we pick an anchor among the top-level
// AssignStmts of its body (so it runs exactly once per body execution):
// first choice, the first whose value is an op call depending on the loop
// var, directly or through the body's top-level scalar defs (`row = i * 2 *
// 16 + base; t = tile.load(x, [row, 0], ...)`); second choice, the first
// whose value uses the loop var directly. A candidate that could be confused
// with another definition of the source function, or a call-free scalar in a
// cross-core body (the skew recomputes those), is set aside
// (iteration_trace_anchor.cpp says exactly when). While the lowered program
// runs, every AssignStmt whose name is the anchor's name, or the name plus a
// printer suffix `_N` (print + re-parse disambiguates clones as t, t_1, t_2),
// is matched against the anchor's value: same expression tree, where every
// Var of the source pattern is a hole (clones rename body vars, substitute
// iter_args by yields and the loop var by the offset expression), except
// that a function parameter matches only itself (by name), and a source var
// with a body-local scalar definition is expanded to that definition, and
// matched against the lowered var's executed definition (the recorder
// remembers every scalar assignment it sees) or the lowered expression
// itself; a hole seen twice must bind structurally equal expressions. The
// expression bound to the loop var's hole is evaluated right before the
// statement runs; that is the iteration value. The context (enclosing
// pipeline loops' values) is read the same way from the enclosing loop vars'
// holes when the anchor mentions them, else from the last value recorded for
// that enclosing loop.
//
// Assumptions, each of which makes a loop untraceable or adds a note rather
// than a false verdict:
//  * names survive: passes keep def-var names (reference §3.2) and the
//    printer only appends `_N`. A source def whose name can collide with
//    the anchor's after printing (`t` and `t_1`) and whose value the
//    anchor's pattern matches makes that candidate ambiguous, so it is never
//    chosen; a lowered statement matching two anchors is noted, not recorded;
//  * the substituted positions are not folded away: the pass never
//    simplifies `(i + 1) * 32` (reference §3.1, only OffsetIndex folds
//    constant bases). A pass that did would leave clones unrecognised; a
//    same-named statement that fails to match is noted;
//  * the anchor is a top-level statement of the body; reordering passes
//    (CanonicalizeIOOrder) may move it within the body, which keeps one
//    record per body execution. Context from "last recorded" values assumes
//    an inner loop's clones run after the enclosing clone's anchor when the
//    anchor does not mention the enclosing var; that is false when the inner
//    loop precedes the anchor in the body, or after reordering, so such a
//    context is marked inferred and compareTraces falls back to comparing
//    without it rather than report a difference it cannot be sure of.
// A loop whose body has no anchor is untraceable: e.g. a body of EvalStmt
// stores only, or an outer loop whose body is just an inner loop (its
// iterations still show up as the inner entries' context).
#include <functional>
#include <limits>
#include <set>
#include <unordered_map>

#include "oracle/interp/describe.h"
#include "oracle/interp/iteration_trace.h"
#include "oracle/interp/iteration_trace_match.h"

namespace pipecheck::interp {
namespace {

constexpr std::size_t kMaxNotes = 20;

using trace::Bindings;
using trace::stripSuffix;

} // namespace

LoweredTraceRecorder::LoweredTraceRecorder(const ir::Program &source) {
  trace_.loops = pipelineLoops(source);
  last_.assign(trace_.loops.size(), std::nullopt);
  trace::AnchorChoice choice = trace::chooseAnchors(source, trace_.loops);
  anchors_ = std::move(choice.anchors);
  trace_.untraceable = std::move(choice.untraceable);
  for (std::string &n : choice.notes)
    note(std::move(n));
  for (std::size_t k = 0; k < anchors_.size(); ++k)
    byName_.emplace(anchors_[k].name, static_cast<int>(k));
}

void LoweredTraceRecorder::note(std::string text) {
  if (trace_.notes.size() < kMaxNotes)
    trace_.notes.push_back(std::move(text));
}

void LoweredTraceRecorder::onStmt(const ir::Stmt &s, EvalScope &scope) {
  if (s.kind != ir::StmtKind::Assign || anchors_.empty())
    return;
  const auto &a = static_cast<const ir::AssignStmt &>(s);
  if (ir::asScalar(a.var->type))
    loweredDefs_[a.var.get()] = a.value;
  const std::string &fn = scope.function().name;
  std::vector<int> candidates;
  for (const std::string &key : {a.var->name, stripSuffix(a.var->name)}) {
    if (key.empty())
      continue;
    auto [lo, hi] = byName_.equal_range(key);
    for (auto it = lo; it != hi; ++it)
      if (trace_
              .loops[static_cast<std::size_t>(anchors_[static_cast<std::size_t>(it->second)].loop)]
              .function == fn)
        candidates.push_back(it->second);
  }
  if (candidates.empty())
    return;
  std::vector<std::pair<int, Bindings>> matched;
  for (int c : candidates) {
    const Anchor &an = anchors_[static_cast<std::size_t>(c)];
    trace::Matcher m{an.sourceDefs, loweredDefs_, &an.params, nullptr, {}};
    if (m.match(an.pattern, a.value))
      matched.emplace_back(c, std::move(m.b));
  }
  if (matched.empty()) {
    note("'" + describeStmt(s) + "' in " + fn + " has an anchor's name but not its shape");
    return;
  }
  if (matched.size() > 1) {
    // Prefer the anchor whose name is the statement's exact name.
    std::vector<std::pair<int, Bindings>> exact;
    for (auto &m : matched)
      if (anchors_[static_cast<std::size_t>(m.first)].name == a.var->name)
        exact.push_back(std::move(m));
    if (exact.size() != 1) {
      note("'" + describeStmt(s) + "' in " + fn + " matches several anchors; not recorded");
      return;
    }
    matched = std::move(exact);
  }
  const Anchor &an = anchors_[static_cast<std::size_t>(matched[0].first)];
  const Bindings &b = matched[0].second;
  auto valueOf = [&](const ir::Var *hole) -> std::optional<int64_t> {
    auto it = b.find(hole);
    if (it == b.end())
      return std::nullopt;
    auto v = scope.evalScalar(it->second);
    if (!v || v->isFloat())
      return std::nullopt;
    return v->i;
  };
  std::optional<int64_t> value = valueOf(an.loopVar);
  if (!value) {
    note("cannot evaluate the loop index of '" + describeStmt(s) + "' in " + fn);
    return;
  }
  TraceEntry e{an.loop, *value, {}};
  std::vector<int> parents;
  for (int p = trace_.loops[static_cast<std::size_t>(an.loop)].parent; p >= 0;
       p = trace_.loops[static_cast<std::size_t>(p)].parent)
    parents.insert(parents.begin(), p);
  for (std::size_t k = 0; k < parents.size(); ++k) {
    std::optional<int64_t> v = valueOf(an.enclosingVars[k]);
    if (!v) {
      v = last_[static_cast<std::size_t>(parents[k])];
      if (k < 64)
        e.inferredContext |= uint64_t{1} << k;
    }
    e.context.push_back(v.value_or(std::numeric_limits<int64_t>::min()));
  }
  last_[static_cast<std::size_t>(an.loop)] = *value;
  trace_.entries.push_back(std::move(e));
}

} // namespace pipecheck::interp

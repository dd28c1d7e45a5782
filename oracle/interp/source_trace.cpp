// The source side of iteration traces: pipeline loop enumeration, the
// direct recorder (one entry per iteration of a source pipeline loop),
// trace printing and trace comparison. See iteration_trace.h.
#include <algorithm>
#include <functional>

#include "oracle/interp/iteration_trace.h"

namespace pipecheck::interp {
namespace {

void walkLoops(const ir::StmtPtr &s, const std::string &fn, int parent,
               std::vector<PipelineLoop> &out, int &counter) {
  if (!s)
    return;
  if (const ir::SeqStmts *q = ir::asSeq(s)) {
    for (const auto &c : q->stmts)
      walkLoops(c, fn, parent, out, counter);
  } else if (const ir::ForStmt *f = ir::asFor(s)) {
    int mine = parent;
    if (f->forKind == ir::ForKind::Pipeline) {
      out.push_back(PipelineLoop{fn, counter++, f->loopVar->name, parent, f});
      mine = static_cast<int>(out.size()) - 1;
    }
    walkLoops(f->body, fn, mine, out, counter);
  } else if (const ir::IfStmt *i = ir::asIf(s)) {
    walkLoops(i->thenBody, fn, parent, out, counter);
    walkLoops(i->elseBody, fn, parent, out, counter);
  } else if (const ir::ScopeStmt *sc = ir::asScope(s)) {
    walkLoops(sc->body, fn, parent, out, counter); // a loop inside a scope is a loop all the same
  }
}

std::string contextText(const std::vector<int64_t> &ctx) {
  std::string s;
  for (int64_t v : ctx)
    s += (s.empty() ? "" : ", ") + std::to_string(v);
  return "[" + s + "]";
}

std::string iterText(const PipelineLoop &l, const TraceEntry &e) {
  std::string s = l.loopVar + "=" + std::to_string(e.value);
  if (!e.context.empty())
    s += " (enclosing " + contextText(e.context) + ")";
  return s;
}

std::string listText(const PipelineLoop &l, const std::vector<const TraceEntry *> &xs) {
  std::string s = std::to_string(xs.size()) + " iterations";
  if (xs.empty())
    return s;
  s += ": ";
  for (std::size_t k = 0; k < xs.size(); ++k) {
    if (xs.size() > 8 && k == 4) {
      s += ", ...";
      k = xs.size() - 3;
    }
    s += (k ? ", " : "") + iterText(l, *xs[k]).substr(l.loopVar.size() + 1);
  }
  return s;
}

bool sameIter(const TraceEntry &a, const TraceEntry &b) {
  return a.value == b.value && a.context == b.context;
}

} // namespace

std::string PipelineLoop::id() const {
  return function + "#" + std::to_string(index) + " (" + loopVar + ")";
}

std::vector<PipelineLoop> pipelineLoops(const ir::Program &source) {
  std::vector<PipelineLoop> out;
  for (const ir::FunctionPtr &f : source.functions) {
    int counter = 0;
    walkLoops(f->body, f->name, -1, out, counter);
  }
  return out;
}

std::string IterationTrace::str() const {
  std::string s;
  for (const TraceEntry &e : entries)
    s += loops[static_cast<std::size_t>(e.loop)].id() + " " + contextText(e.context) + " = " +
         std::to_string(e.value) + "\n";
  for (int u : untraceable)
    s += "untraceable: " + loops[static_cast<std::size_t>(u)].id() + "\n";
  for (const std::string &n : notes)
    s += "note: " + n + "\n";
  return s;
}

SourceTraceRecorder::SourceTraceRecorder(const ir::Program &source) {
  trace_.loops = pipelineLoops(source);
  current_.assign(trace_.loops.size(), 0);
  for (std::size_t k = 0; k < trace_.loops.size(); ++k)
    byNode_[trace_.loops[k].node] = static_cast<int>(k);
}

void SourceTraceRecorder::onLoopBegin(const ir::ForStmt &f, int64_t start, int64_t stop,
                                      int64_t step) {
  auto it = byNode_.find(&f);
  if (it == byNode_.end())
    return;
  bool unordered = (step > 0 && stop < start) || (step < 0 && stop > start);
  auto &u = trace_.unorderedBounds;
  if (unordered && std::find(u.begin(), u.end(), it->second) == u.end())
    u.push_back(it->second);
}

void SourceTraceRecorder::onIteration(const ir::ForStmt &f, int64_t value) {
  auto it = byNode_.find(&f);
  if (it == byNode_.end())
    return;
  int k = it->second;
  current_[static_cast<std::size_t>(k)] = value;
  TraceEntry e{k, value, {}};
  for (int p = trace_.loops[static_cast<std::size_t>(k)].parent; p >= 0;
       p = trace_.loops[static_cast<std::size_t>(p)].parent)
    e.context.insert(e.context.begin(), current_[static_cast<std::size_t>(p)]);
  trace_.entries.push_back(std::move(e));
}

namespace {

// The first difference between the source's and the lowering's entries of
// one loop, or nullopt.
std::optional<std::string> compareLoop(const PipelineLoop &l, std::vector<const TraceEntry *> a,
                                       std::vector<const TraceEntry *> b, bool requireOrder) {
  if (!requireOrder) {
    auto less = [](const TraceEntry *x, const TraceEntry *y) {
      return x->context != y->context ? x->context < y->context : x->value < y->value;
    };
    std::stable_sort(a.begin(), a.end(), less);
    std::stable_sort(b.begin(), b.end(), less);
  }
  std::size_t n = std::min(a.size(), b.size());
  std::size_t i = 0;
  while (i < n && sameIter(*a[i], *b[i]))
    ++i;
  if (i == n && a.size() == b.size())
    return std::nullopt;
  std::string head = l.id() + ": ";
  std::string tail = " (source ran " + listText(l, a) + "; lowered ran " + listText(l, b) + ")";
  auto countIn = [](const std::vector<const TraceEntry *> &xs, const TraceEntry &e) {
    return std::count_if(xs.begin(), xs.end(), [&](const TraceEntry *x) { return sameIter(*x, e); });
  };
  if (i < b.size()) {
    const TraceEntry &got = *b[i];
    auto inSource = countIn(a, got), inLowered = countIn(b, got);
    if (inSource == 0)
      return head + "the lowered program runs " + iterText(l, got) +
             ", which the source never runs" + tail;
    if (inLowered > inSource)
      return head + "the lowered program runs " + iterText(l, got) + " " +
             std::to_string(inLowered) + " times, the source " + std::to_string(inSource) + tail;
  }
  if (i < a.size()) {
    const TraceEntry &want = *a[i];
    if (countIn(b, want) == 0)
      return head + "the lowered program never runs " + iterText(l, want) + tail;
    if (!requireOrder)
      return head + "the lowered program runs " + iterText(l, want) +
             " fewer times than the source" + tail;
    return head + "iteration " + std::to_string(i) + " is " + iterText(l, want) +
           " in the source but " + (i < b.size() ? iterText(l, *b[i]) : "missing") +
           " in the lowered program (out of order)" + tail;
  }
  return head + "the lowered program runs extra iterations" + tail;
}

// Copies of `xs` without the context levels in `mask`.
std::vector<TraceEntry> dropLevels(const std::vector<const TraceEntry *> &xs, uint64_t mask) {
  std::vector<TraceEntry> out;
  for (const TraceEntry *x : xs) {
    TraceEntry e{x->loop, x->value, {}, 0};
    for (std::size_t k = 0; k < x->context.size(); ++k)
      if (k >= 64 || !(mask >> k & 1))
        e.context.push_back(x->context[k]);
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<const TraceEntry *> pointers(const std::vector<TraceEntry> &xs) {
  std::vector<const TraceEntry *> out;
  for (const TraceEntry &x : xs)
    out.push_back(&x);
  return out;
}

} // namespace

std::optional<std::string> compareTraces(const IterationTrace &source,
                                         const IterationTrace &lowered, bool requireOrder) {
  if (auto d = firstTraceDifference(source, lowered, requireOrder))
    return d->text;
  return std::nullopt;
}

std::optional<TraceDifference> firstTraceDifference(const IterationTrace &source,
                                                    const IterationTrace &lowered,
                                                    bool requireOrder) {
  for (std::size_t k = 0; k < source.loops.size(); ++k) {
    int loop = static_cast<int>(k);
    if (std::find(lowered.untraceable.begin(), lowered.untraceable.end(), loop) !=
        lowered.untraceable.end())
      continue;
    const PipelineLoop &l = source.loops[k];
    std::vector<const TraceEntry *> a, b;
    uint64_t inferred = 0;
    for (const TraceEntry &e : source.entries)
      if (e.loop == loop)
        a.push_back(&e);
    for (const TraceEntry &e : lowered.entries)
      if (e.loop == loop) {
        b.push_back(&e);
        inferred |= e.inferredContext;
      }
    std::optional<std::string> diff = compareLoop(l, a, b, requireOrder);
    if (!diff)
      continue;
    if (inferred == 0)
      return TraceDifference{loop, *diff};
    // Some enclosing-loop values were inferred from execution order, which
    // reordering or an inner loop placed before the enclosing anchor can
    // get wrong: judge the loop again without those levels, so only a
    // difference in what the clones themselves show is reported.
    std::vector<TraceEntry> a2 = dropLevels(a, inferred), b2 = dropLevels(b, inferred);
    if (auto d = compareLoop(l, pointers(a2), pointers(b2), requireOrder))
      return TraceDifference{loop, *d + " [enclosing loop values not visible in the clones are "
                                        "left out]"};
  }
  return std::nullopt;
}

} // namespace pipecheck::interp

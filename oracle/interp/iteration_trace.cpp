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
// AssignStmts of its body (so it runs exactly once per body execution) whose
// def name is unique among the source function's defs and params: first
// choice, the first whose value is an op call depending on the loop var,
// directly or through the body's top-level scalar defs (`row = i * 2 * 16 +
// base; t = tile.load(x, [row, 0], ...)`); second choice, the first whose
// value uses the loop var directly. Op calls come first because passes may
// duplicate pure scalar statements (SkewCrossCorePipeline recomputes them in
// every consumer clone) but never an op call. While the lowered program
// runs, every AssignStmt whose name is the anchor's name, or the name plus a
// printer suffix `_N` (print + re-parse disambiguates clones as t, t_1, t_2),
// is matched against the anchor's value: same expression tree, where every
// Var of the source pattern is a hole (clones rename body vars, substitute
// iter_args by yields and the loop var by the offset expression), except
// that a source var with a body-local scalar definition is expanded to that
// definition, and matched against the lowered var's executed definition
// (the recorder remembers every scalar assignment it sees) or the lowered
// expression itself; a hole seen twice must bind structurally equal
// expressions. The expression bound to the loop var's hole is evaluated
// right before the statement runs; that is the iteration value. The context
// (enclosing pipeline loops' values) is read the same way from the enclosing
// loop vars' holes when the anchor mentions them, else from the last value
// recorded for that enclosing loop.
//
// Assumptions, each of which makes a loop untraceable or adds a note rather
// than a false verdict:
//  * names survive: passes keep def-var names (reference §3.2) and the
//    printer only appends `_N`. A source name that itself ends in `_N` can
//    collide with a clone of another def; the structural match then decides,
//    and a still-ambiguous statement is noted and not recorded;
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

namespace pipecheck::interp {
namespace {

constexpr std::size_t kMaxNotes = 20;

void countDefs(const ir::StmtPtr &s, std::map<std::string, int> &count) {
  if (!s)
    return;
  ir::visitStmt(*s, [&](const auto &n) {
    using N = std::decay_t<decltype(n)>;
    if constexpr (std::is_same_v<N, ir::SeqStmts>) {
      for (const auto &c : n.stmts)
        countDefs(c, count);
    } else if constexpr (std::is_same_v<N, ir::AssignStmt>) {
      ++count[n.var->name];
    } else if constexpr (std::is_same_v<N, ir::ForStmt>) {
      ++count[n.loopVar->name];
      for (const auto &ia : n.iterArgs)
        ++count[ia->name];
      for (const auto &rv : n.returnVars)
        ++count[rv->name];
      countDefs(n.body, count);
    } else if constexpr (std::is_same_v<N, ir::IfStmt>) {
      for (const auto &rv : n.returnVars)
        ++count[rv->name];
      countDefs(n.thenBody, count);
      countDefs(n.elseBody, count);
    } else if constexpr (std::is_same_v<N, ir::ScopeStmt>) {
      countDefs(n.body, count);
    }
  });
}

bool mentions(const ir::ExprPtr &e, const ir::Var *v) {
  if (!e)
    return false;
  if (const ir::Var *x = ir::asVar(e))
    return x == v;
  if (const ir::BinaryExpr *b = ir::asBinary(e))
    return mentions(b->lhs, v) || mentions(b->rhs, v);
  if (const ir::UnaryExpr *u = ir::asUnary(e))
    return mentions(u->operand, v);
  if (const ir::Call *c = ir::asCall(e)) {
    for (const auto &a : c->args)
      if (mentions(a, v))
        return true;
    return false;
  }
  if (const ir::MakeTuple *t = ir::asMakeTuple(e)) {
    for (const auto &x : t->elements)
      if (mentions(x, v))
        return true;
    return false;
  }
  if (e->kind == ir::ExprKind::TupleGetItem)
    return mentions(static_cast<const ir::TupleGetItem &>(*e).tuple, v);
  return false;
}

// mentions(), looking through body-local scalar definitions.
bool mentionsVia(const ir::ExprPtr &e, const ir::Var *v,
                 const std::unordered_map<const ir::Var *, ir::ExprPtr> &defs, int depth = 0) {
  if (mentions(e, v))
    return true;
  if (depth > 64 || !e)
    return false;
  std::set<const ir::Var *> used;
  std::function<void(const ir::ExprPtr &)> collect = [&](const ir::ExprPtr &x) {
    if (!x)
      return;
    if (const ir::Var *u = ir::asVar(x))
      used.insert(u);
    else if (const ir::BinaryExpr *b = ir::asBinary(x)) {
      collect(b->lhs);
      collect(b->rhs);
    } else if (const ir::UnaryExpr *un = ir::asUnary(x))
      collect(un->operand);
    else if (const ir::Call *c = ir::asCall(x))
      for (const auto &a : c->args)
        collect(a);
    else if (const ir::MakeTuple *t = ir::asMakeTuple(x))
      for (const auto &el : t->elements)
        collect(el);
  };
  collect(e);
  for (const ir::Var *u : used) {
    auto it = defs.find(u);
    if (it != defs.end() && mentionsVia(it->second, v, defs, depth + 1))
      return true;
  }
  return false;
}

// Structural equality of lowered expressions (vars by identity).
bool sameExpr(const ir::ExprPtr &a, const ir::ExprPtr &b) {
  if (a == b)
    return true;
  if (!a || !b || a->kind != b->kind)
    return false;
  switch (a->kind) {
  case ir::ExprKind::Var:
  case ir::ExprKind::IterArg:
    return false; // distinct identities
  case ir::ExprKind::ConstInt:
    return ir::asConstInt(a)->value == ir::asConstInt(b)->value;
  case ir::ExprKind::ConstFloat:
    return static_cast<const ir::ConstFloat &>(*a).value ==
           static_cast<const ir::ConstFloat &>(*b).value;
  case ir::ExprKind::ConstBool:
    return static_cast<const ir::ConstBool &>(*a).value ==
           static_cast<const ir::ConstBool &>(*b).value;
  case ir::ExprKind::Binary: {
    auto *x = ir::asBinary(a), *y = ir::asBinary(b);
    return x->op == y->op && sameExpr(x->lhs, y->lhs) && sameExpr(x->rhs, y->rhs);
  }
  case ir::ExprKind::Unary: {
    auto *x = ir::asUnary(a), *y = ir::asUnary(b);
    return x->op == y->op && sameExpr(x->operand, y->operand);
  }
  default:
    return false; // calls and tuples never bind a hole twice in practice
  }
}

using Bindings = std::map<const ir::Var *, ir::ExprPtr>;
using Defs = std::unordered_map<const ir::Var *, ir::ExprPtr>;

struct Matcher {
  const Defs &sourceDefs;  // body-local scalar defs of the source loop body
  const Defs &loweredDefs; // scalar defs executed so far in the lowered run
  Bindings b;
  int depth = 0;

  // Matches source pattern p against lowered expression e. A source var with
  // a body-local scalar definition is expanded (and so is a lowered var with
  // a recorded definition, when the expansion needs it); every other source
  // var is a hole.
  bool match(const ir::ExprPtr &p, const ir::ExprPtr &e);
};

bool Matcher::match(const ir::ExprPtr &p, const ir::ExprPtr &e) {
  if (!p || !e)
    return p == e;
  if (++depth > 64) { // expansions nest at most as deep as the body's scalar chain
    --depth;
    return false;
  }
  struct Guard {
    int &d;
    ~Guard() { --d; }
  } guard{depth};
  if (const ir::Var *v = ir::asVar(p)) {
    auto def = sourceDefs.find(v);
    if (def != sourceDefs.end()) {
      if (const ir::Var *lv = ir::asVar(e)) {
        auto ld = loweredDefs.find(lv);
        if (ld != loweredDefs.end())
          return match(def->second, ld->second);
      }
      return match(def->second, e);
    }
    auto [it, fresh] = b.emplace(v, e);
    return fresh || sameExpr(it->second, e);
  }
  if (p->kind != e->kind) {
    // Constants may change dtype through print/parse; compare values.
    return false;
  }
  switch (p->kind) {
  case ir::ExprKind::ConstInt:
  case ir::ExprKind::ConstFloat:
  case ir::ExprKind::ConstBool:
    return sameExpr(p, e);
  case ir::ExprKind::Binary: {
    auto *x = ir::asBinary(p), *y = ir::asBinary(e);
    return x->op == y->op && match(x->lhs, y->lhs) && match(x->rhs, y->rhs);
  }
  case ir::ExprKind::Unary: {
    auto *x = ir::asUnary(p), *y = ir::asUnary(e);
    return x->op == y->op && match(x->operand, y->operand);
  }
  case ir::ExprKind::Call: {
    auto *x = ir::asCall(p), *y = ir::asCall(e);
    if (x->op != y->op || x->isFunctionCall != y->isFunctionCall ||
        x->args.size() != y->args.size())
      return false;
    for (std::size_t k = 0; k < x->args.size(); ++k)
      if (!match(x->args[k], y->args[k]))
        return false;
    return true;
  }
  case ir::ExprKind::MakeTuple: {
    auto *x = ir::asMakeTuple(p), *y = ir::asMakeTuple(e);
    if (x->elements.size() != y->elements.size())
      return false;
    for (std::size_t k = 0; k < x->elements.size(); ++k)
      if (!match(x->elements[k], y->elements[k]))
        return false;
    return true;
  }
  case ir::ExprKind::TupleGetItem: {
    const auto &x = static_cast<const ir::TupleGetItem &>(*p);
    const auto &y = static_cast<const ir::TupleGetItem &>(*e);
    return x.index == y.index && match(x.tuple, y.tuple);
  }
  default:
    return false;
  }
}

// "t_12" -> "t"; names without a numeric suffix -> "".
std::string stripSuffix(const std::string &n) {
  std::size_t u = n.rfind('_');
  if (u == std::string::npos || u == 0 || u + 1 == n.size())
    return "";
  for (std::size_t k = u + 1; k < n.size(); ++k)
    if (n[k] < '0' || n[k] > '9')
      return "";
  return n.substr(0, u);
}

} // namespace

LoweredTraceRecorder::LoweredTraceRecorder(const ir::Program &source) {
  trace_.loops = pipelineLoops(source);
  last_.assign(trace_.loops.size(), std::nullopt);
  std::map<std::string, std::map<std::string, int>> defCount;
  for (const ir::FunctionPtr &f : source.functions) {
    auto &count = defCount[f->name];
    for (const auto &p : f->params)
      ++count[p->name];
    countDefs(f->body, count);
  }
  for (std::size_t k = 0; k < trace_.loops.size(); ++k) {
    const PipelineLoop &l = trace_.loops[k];
    const ir::Var *lv = l.node->loopVar.get();
    const auto &count = defCount[l.function];
    std::vector<ir::StmtPtr> body = ir::stmtList(l.node->body);
    Anchor an;
    an.loop = static_cast<int>(k);
    an.loopVar = lv;
    for (const ir::StmtPtr &s : body)
      if (const ir::AssignStmt *a = ir::asAssign(s))
        if (ir::asScalar(a->var->type))
          an.sourceDefs[a->var.get()] = a->value;
    // First choice: an op call that depends on the loop var (possibly through
    // scalar defs of the body). Passes may duplicate pure scalar statements
    // (SkewCrossCorePipeline recomputes them per consumer clone) but never an
    // op call. Second choice: any assignment that uses the loop var directly.
    const ir::AssignStmt *chosen = nullptr;
    for (int pass = 0; pass < 2 && !chosen; ++pass)
      for (const ir::StmtPtr &s : body) {
        const ir::AssignStmt *a = ir::asAssign(s);
        if (!a || count.at(a->var->name) != 1)
          continue;
        bool ok = pass == 0 ? ir::asCall(a->value) && mentionsVia(a->value, lv, an.sourceDefs)
                            : mentions(a->value, lv);
        if (ok) {
          chosen = a;
          break;
        }
      }
    if (!chosen) {
      trace_.untraceable.push_back(static_cast<int>(k));
      continue;
    }
    an.name = chosen->var->name;
    an.pattern = chosen->value;
    for (int p = l.parent; p >= 0; p = trace_.loops[static_cast<std::size_t>(p)].parent)
      an.enclosingVars.insert(an.enclosingVars.begin(),
                              trace_.loops[static_cast<std::size_t>(p)].node->loopVar.get());
    byName_.emplace(an.name, static_cast<int>(anchors_.size()));
    anchors_.push_back(std::move(an));
  }
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
    Matcher m{an.sourceDefs, loweredDefs_, {}};
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

// The TripFormula query: do the lowered main-loop end and runtime remainder
// meet their contract for every value of the bounds?
//
// Recognition, from the IR alone: the main loop of L at a site is the
// innermost enclosing lowered loop whose variable occurs in L's index with
// coefficient 1 (for a count-only site: the loop it is counted over) and
// whose step is the constant F*step. Its stop expression is
// main_end (unroll_main_end, substituted). The remainder is the variable R of
// an `if R == k` that follows the main loop in the same statement list (the
// cascade, the first statement after the main loop that is not an assignment,
// with R assigned in between and some clone of L under it; R is unroll_rem,
// substituted by its definition). Static lowerings
// have no R; their remainder is then trip - main_iters*F, which still checks
// that the main loop stops at an exact multiple.
//
// Contract, with main_iters = (main_end - start) / (F*step):
//   (main_end - start) % (F*step) == 0, 0 <= rem < F, main_iters*F + rem == trip
// where trip is the source range's direction-aware ceil-div trip count (0 when
// empty). Each main-loop instance (one per clone of an enclosing pipeline) is
// checked with the enclosing indices as free symbols, under the condition that
// the instance runs.
#include "oracle/smt/queries.h"

#include <algorithm>
#include <map>

namespace pipecheck::smt {

using namespace ir;

namespace {

struct MainLoop {
  const Site *site = nullptr;
  size_t frame = 0;              // position of the main loop in site->frames
  ExprPtr rem;                   // the cascade's remainder variable, if any
};

// The remainder variable of the cascade that follows the main loop at
// site.frames[mainFrame]: the first non-assignment sibling after the main
// loop must be an `if R == k` that encloses some site of L, and R must be
// assigned between the two.
ExprPtr cascadeRemainder(const LoopSpace &sp, const Site &site, size_t mainFrame) {
  if (mainFrame == 0)
    return nullptr;
  const Frame &parent = site.frames[mainFrame - 1];
  if (parent.kind != Frame::Kind::Seq)
    return nullptr;
  const auto *seq = static_cast<const SeqStmts *>(parent.node);
  std::vector<const Var *> assigned;
  for (size_t i = parent.index + 1; i < seq->stmts.size(); ++i) {
    if (const AssignStmt *a = asAssign(seq->stmts[i])) {
      assigned.push_back(a->var.get());
      continue;
    }
    const IfStmt *is = asIf(seq->stmts[i]);
    const BinaryExpr *c = is ? asBinary(is->cond) : nullptr;
    if (!c || c->op != BinaryOp::Eq)
      return nullptr;
    ExprPtr r = asVar(c->lhs) && constValue(c->rhs)   ? c->lhs
                : asVar(c->rhs) && constValue(c->lhs) ? c->rhs
                                                      : nullptr;
    if (!r || std::find(assigned.begin(), assigned.end(), asVar(r)) == assigned.end())
      return nullptr;
    for (const Site &s : sp.sites)
      for (const Frame &f : s.frames)
        if (f.node == is)
          return r;
    return nullptr;
  }
  return nullptr;
}

std::vector<MainLoop> findMainLoops(const LoopSpace &sp, const DefMap &defs, int64_t stride) {
  std::vector<MainLoop> out;
  std::map<const Stmt *, bool> seen;
  for (const Site &s : sp.sites) {
    for (size_t i = s.frames.size(); i-- > 0;) {
      const ForStmt *f = s.frames[i].forStmt();
      if (!f || constValue(f->step) != stride)
        continue;
      // A count-only site has no index for L: its main loop is the loop it
      // is counted over (sites.h, step 6).
      const ExprPtr &ix = s.index[sp.loopComponent];
      if (ix ? linearCoeff(ix, f->loopVar.get(), defs) != 1 : static_cast<int>(i) != s.countFrame)
        continue;
      if (!seen.emplace(f, true).second)
        break;
      out.push_back({&s, i, cascadeRemainder(sp, s, i)});
      break;
    }
  }
  return out;
}

} // namespace

QueryResult runTripFormulaQuery(const SpaceEnv &env, const QueryConfig &cfg) {
  QueryResult res;
  res.query = Query::TripFormula;
  const LoopSpace &sp = *env.space;
  const int64_t F = sp.id.stages;
  auto step = constValue(sp.loop->step);
  if (!step || *step == 0) {
    res.message = "source step is not a constant";
    return res;
  }
  std::vector<MainLoop> mains = findMainLoops(sp, env.lowered.defs, F * *step);
  if (mains.empty() || F == 1) {
    res.message = F == 1 ? "stage=1 loop: no main loop / remainder"
                         : "no main loop of stride F*step found (static trip < F, or not "
                           "recognised): nothing to check";
    return res;
  }
  res.verdict = Verdict::Proved;
  for (const MainLoop &m : mains) {
    TermFactory tf;
    std::vector<TermPtr> comps = componentSymbols(sp, "", nullptr);
    std::string failure;
    SourceFormulas src = sourceFormulas(tf, env, comps, &failure);
    Instance outer = instantiate(tf, env, *m.site, comps, m.frame, sp.loopComponent);
    ExprEncoder low(tf, env.lowered, env.mode, false);
    for (const auto &[f, t] : outer.loopValue)
      low.bind(f->loopVar.get(), t);
    const ForStmt *mainLoop = m.site->frames[m.frame].forStmt();
    TermPtr mainEnd = low.intOf(mainLoop->stop);
    ExprEncoder srcEnc(tf, env.source, env.mode, true);
    for (size_t k = 0; k < sp.components.size(); ++k)
      srcEnc.bind(sp.components[k]->loopVar.get(), comps[k]);
    TermPtr start = srcEnc.intOf(sp.loop->start), stop = srcEnc.intOf(sp.loop->stop);
    if (srcEnc.failed() && failure.empty())
      failure = srcEnc.failure();
    if (!outer.error.empty() && failure.empty())
      failure = outer.error;
    if (!failure.empty()) {
      res.verdict = Verdict::NotChecked;
      res.message = failure;
      return res;
    }
    TermPtr trip = tripCount(tf, start, stop, *step);
    auto [mainIters, misalign] = tf.divMod(sub(mainEnd, start), intConst(F * *step), DivMode::Floor);
    TermPtr rem = sub(trip, mul(mainIters, intConst(F)));
    if (m.rem)
      rem = low.intOf(m.rem);
    std::string approx = low.approximated() ? low.approximation() : outer.approximation;
    TermPtr ok = andT({eq(misalign, intConst(0)), le(intConst(0), rem), lt(rem, intConst(F)),
                       eq(add(mul(mainIters, intConst(F)), rem), trip)});
    std::vector<TermPtr> assertions{src.enclosing, outer.runs, notT(ok)};
    if (cfg.orderedBounds)
      assertions.push_back(*step > 0 ? le(start, stop) : le(stop, start));
    QueryFrame frame = frameQuery(env, cfg, tf, comps, sp.loopComponent, &assertions);
    std::vector<Observation> &obs = frame.observations;
    obs.push_back({"main_end", mainEnd});
    obs.push_back({"main_iters", mainIters});
    obs.push_back({"rem", rem});
    obs.push_back({"trip", trip});
    SolveResult r = cfg.session->solve(assertions, obs, frame.minimize, cfg.solver);
    res.seconds += r.seconds;
    Verdict v = verdictOf(r.status);
    if (v == Verdict::Proved)
      continue;
    if (v != Verdict::Refuted) {
      res.verdict = v;
      res.message = r.reason;
      continue;
    }
    Counterexample cex;
    cex.query = Query::TripFormula;
    fillCounterexample(env, r.values, comps, nullptr, &cex);
    for (const auto &[n, val] : r.values)
      if (n == "main_end" || n == "main_iters" || n == "rem" || n == "trip")
        cex.extra.emplace_back(n, val);
    cex.site = "main loop " + mainLoop->loopVar->name + " in range(" + exprText(mainLoop->start) +
               ", " + exprText(mainLoop->stop) + ", " + exprText(mainLoop->step) + ")" +
               (m.rem ? ", remainder " + exprText(m.rem) : ", static tail");
    settleSat(res, std::move(cex), approx);
    if (res.verdict == Verdict::Refuted)
      return res;
  }
  if (res.verdict == Verdict::Proved)
    res.message = "main_end and rem meet 0 <= rem < F, main_iters*F + rem == trip, main_end == "
                  "start + main_iters*F*step";
  return res;
}

} // namespace pipecheck::smt

// The structural window properties: cross-core-resolved and slot-distinct,
// plus the helpers of props_window.h.
//
// cross-core-resolved: SkewCrossCorePipeline promises that every cross-core
// pipeline loop leaves it Sequential without pipeline_stages, so neither
// LowerPipelineToSlots nor LowerPipelineLoops (which have no cross-core
// handling) ever sees one. Judged on every output from the skew on, in pass
// order (and on the source when lower_pipeline_loops runs first): no
// cross-core loop is Pipeline or carries pipeline_stages. A marked loop at or
// before the program entering lower_pipeline_loops (the output before it;
// else the last skew/slots output) "reaches lower_pipeline_loops"; one in a
// later output "keeps its marker". Without such an entry point: not checked.
//
// slot-distinct: LowerPipelineToSlots binds a load to slot `iv % F` of an
// F-slot allocation. For every slotted MemRef in a loop of any output, Z3
// (oracle/smt/slot_query.h) proves over the loop's bounds that iterations
// less than F apart use different slots in [0, F); a counterexample names
// both iterations and is re-evaluated concretely in the witness. Separately
// the index must be the literal `loop_var % F` the real pass emits (ptoas
// matches that affine form). Z3 unknown/timeout is "not checked".
#include "oracle/checks/props_window.h"

#include <set>

#include "core/ir/walk.h"
#include "oracle/checks/catalogue.h"
#include "oracle/checks/program_facts.h"
#include "oracle/smt/encode.h"
#include "oracle/smt/slot_query.h"

namespace pipecheck::checks {
namespace window {

namespace {

void topLevel(const ir::StmtPtr &s, std::vector<const ir::Stmt *> &out) {
  if (const ir::SeqStmts *seq = ir::asSeq(s)) {
    for (const auto &c : seq->stmts)
      topLevel(c, out);
  } else if (s) {
    out.push_back(s.get());
  }
}

} // namespace

bool isCrossCoreLoop(const ir::ForStmt &f) {
  std::vector<const ir::Stmt *> body;
  topLevel(f.body, body);
  bool push = false, pop = false;
  for (const ir::Stmt *s : body) {
    push = push || isPush(crossCoreOp(*s));
    pop = pop || isPop(crossCoreOp(*s));
  }
  return push && pop;
}

std::vector<std::pair<std::string, std::string>> crossCorePairs(const ir::Program &p) {
  std::vector<std::string> aic, aiv;
  for (const auto &fn : p.functions) {
    bool c = false, v = false;
    ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
      XcOp op = crossCoreOp(*s);
      c = c || op == XcOp::PushToAiv || op == XcOp::PopFromAiv;
      v = v || op == XcOp::PushToAic || op == XcOp::PopFromAic;
    });
    if (c && !v)
      aic.push_back(fn->name);
    else if (v && !c)
      aiv.push_back(fn->name);
  }
  std::vector<std::pair<std::string, std::string>> out;
  for (std::size_t k = 0; k < aic.size() && k < aiv.size(); ++k)
    out.emplace_back(aic[k], aiv[k]);
  return out;
}

std::vector<pipeline::Snapshot> snapshotsFromSkew(const RunContext &ctx) {
  const auto &outs = ctx.outputs();
  for (std::size_t i = 0; i < outs.size(); ++i)
    if (outs[i].name == "skew_cross_core_pipeline")
      return {outs.begin() + static_cast<std::ptrdiff_t>(i), outs.end()};
  return outs;
}

std::string loopText(const std::string &function, const ir::ForStmt &f) {
  return function + ": loop " + f.loopVar->name + " (" +
         smt::exprText(f.start) + ", " + smt::exprText(f.stop) + ", " + smt::exprText(f.step) +
         ")" + (f.loc.valid() ? " [" + f.loc.str() + "]" : "");
}

} // namespace window

using namespace window;

namespace {

// The first cross-core loop of p still marked Pipeline (kind or attr).
std::string unresolvedLoop(const ir::Program &p) {
  std::string bad;
  for (const auto &fn : p.functions)
    ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
      const ir::ForStmt *f = ir::asFor(s);
      if (!f || !bad.empty() || !isCrossCoreLoop(*f))
        return;
      bool kind = f->forKind == ir::ForKind::Pipeline;
      auto stages = ir::getAttr<int64_t>(f->attrs, ir::kPipelineStagesAttr);
      if (kind || stages)
        bad = loopText(fn->name, *f) + " is " + (kind ? "Pipeline" : "Sequential") +
              (stages ? " with pipeline_stages=" + std::to_string(*stages)
                      : " without pipeline_stages");
    });
  return bad;
}

} // namespace

Verdict checkCrossCoreResolved(RunContext &ctx) {
  const char *prop = "cross-core-resolved";
  int sourceLoops = 0;
  for (const auto &fn : ctx.source()->functions)
    ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
      const ir::ForStmt *f = ir::asFor(s);
      sourceLoops += f && f->forKind == ir::ForKind::Pipeline && isCrossCoreLoop(*f);
    });
  if (sourceLoops == 0)
    return notApplicable(prop, "the source has no cross-core pipeline loop");
  const auto &outs = ctx.outputs();
  // The program entering lower_pipeline_loops: -1 the source, else an
  // index into outs; none when the run has no such point.
  std::optional<std::ptrdiff_t> entering;
  for (std::size_t i = 0; i < outs.size() && !entering; ++i)
    if (outs[i].name == "lower_pipeline_loops")
      entering = static_cast<std::ptrdiff_t>(i) - 1;
  if (!entering)
    for (std::size_t i = 0; i < outs.size(); ++i)
      if (outs[i].name == "skew_cross_core_pipeline" || outs[i].name == "lower_pipeline_to_slots")
        entering = static_cast<std::ptrdiff_t>(i);
  if (entering && *entering == -1) {
    std::string bad = unresolvedLoop(*ctx.source());
    if (!bad.empty())
      return fails(prop, "a cross-core loop reaches lower_pipeline_loops as a Pipeline loop",
                   bad + " in the program entering lower_pipeline_loops (input)",
                   "lower_pipeline_loops");
  }
  // Every output from the skew on, in pass order: the first one that still
  // marks a cross-core loop names the pass.
  std::vector<pipeline::Snapshot> after = snapshotsFromSkew(ctx);
  std::ptrdiff_t first = static_cast<std::ptrdiff_t>(outs.size() - after.size());
  for (std::size_t k = 0; k < after.size(); ++k) {
    const pipeline::Snapshot &snap = after[k];
    std::string bad = unresolvedLoop(*snap.program);
    if (bad.empty())
      continue;
    if (entering && first + static_cast<std::ptrdiff_t>(k) <= *entering)
      return fails(prop, "a cross-core loop reaches lower_pipeline_loops as a Pipeline loop",
                   bad + " in " + snap.name + " (before lower_pipeline_loops)",
                   snap.name);
    return fails(prop, "a cross-core loop keeps its pipeline marker after " + snap.name,
                 bad + " in " + snap.name, snap.name);
  }
  if (!entering)
    return notChecked(prop, "no snapshot entering lower_pipeline_loops (the run has no skew, "
                            "slots or lower_pipeline_loops output)");
  return holds(prop, std::to_string(sourceLoops) + " cross-core pipeline loop(s); " +
                         std::to_string(after.size()) + " snapshot(s) judged");
}

namespace {

struct SlotSite {
  std::string function;
  std::string var;
  const ir::Function *fn = nullptr;
  const ir::MemRef *memref = nullptr;
  std::vector<const ir::ForStmt *> loops; // enclosing, outermost first
  ir::SourceLoc loc;
};

void collectSlots(const ir::Function &fn, const ir::StmtPtr &s,
                  std::vector<const ir::ForStmt *> &loops, std::vector<SlotSite> &out) {
  if (!s)
    return;
  ir::visitStmt(*s, [&](const auto &n) {
    using N = std::decay_t<decltype(n)>;
    if constexpr (std::is_same_v<N, ir::SeqStmts>) {
      for (const auto &c : n.stmts)
        collectSlots(fn, c, loops, out);
    } else if constexpr (std::is_same_v<N, ir::ForStmt>) {
      loops.push_back(&n);
      collectSlots(fn, n.body, loops, out);
      loops.pop_back();
    } else if constexpr (std::is_same_v<N, ir::IfStmt>) {
      collectSlots(fn, n.thenBody, loops, out);
      collectSlots(fn, n.elseBody, loops, out);
    } else if constexpr (std::is_same_v<N, ir::ScopeStmt>) {
      collectSlots(fn, n.body, loops, out);
    } else if constexpr (std::is_same_v<N, ir::AssignStmt>) {
      const auto *shaped = dynamic_cast<const ir::ShapedType *>(n.var->type.get());
      if (shaped && shaped->memref && shaped->memref->slotCount > 0)
        out.push_back({fn.name, n.var->name, &fn, shaped->memref.get(), loops, n.loc});
    }
  });
}

std::string memrefText(const ir::MemRef &m) {
  return "pl.MemRef(\"" + m.name + "\", slots=" + std::to_string(m.slotCount) + ")" +
         (m.slotIndex ? "[" + smt::exprText(m.slotIndex) + "]" : "");
}

// The slot index evaluated at one value of the loop variable (floor semantics).
std::string replay(const SlotSite &site, const smt::SlotProof &p, int64_t iv) {
  std::map<std::string, int64_t> vals(p.params.begin(), p.params.end());
  vals[site.loops.back()->loopVar->name] = iv;
  auto v = evalParamExpr(site.memref->slotIndex, vals);
  return v ? std::to_string(*v) : "?";
}

// NB §6.1 step 3 and §6.3: lower_pipeline_to_slots binds slots only in a
// loop ptoas can match (step 1, a constant start that is a multiple of F,
// F in [2, 16]) and never under a declined pipeline loop (one that is still
// Pipeline with F > 1 in the pass's output). Judged on the MemRefs the pass
// created (absent from its input); "" when the site keeps the rules.
std::string slotShapeBreak(const SlotSite &site) {
  const ir::ForStmt &loop = *site.loops.back();
  int64_t f = site.memref->slotCount;
  const ir::ConstInt *step = ir::asConstInt(loop.step);
  const ir::ConstInt *start = ir::asConstInt(loop.start);
  if (f < 2 || f > 16)
    return "F = " + std::to_string(f) + " outside [2, 16]";
  if (!step || step->value != 1)
    return "the loop's step is not the constant 1";
  if (!start || start->value % f != 0)
    return "the loop's start is not a constant multiple of F = " + std::to_string(f);
  for (std::size_t k = 0; k + 1 < site.loops.size(); ++k) {
    const ir::ForStmt &up = *site.loops[k];
    auto stages = ir::getAttr<int64_t>(up.attrs, ir::kPipelineStagesAttr);
    if (up.forKind == ir::ForKind::Pipeline && stages && *stages > 1)
      return "an enclosing pipeline loop '" + up.loopVar->name + "' (F = " +
             std::to_string(*stages) + ") was declined";
  }
  return "";
}

} // namespace

Verdict checkSlotDistinct(RunContext &ctx) {
  const char *prop = "slot-distinct";
  if (ctx.outputs().empty())
    return notChecked(prop, "no pass output to judge");
  smt::SlotQueryOptions so;
  so.div = ctx.input().div == interp::DivMode::Floor ? smt::DivMode::Floor : smt::DivMode::Trunc;
  so.timeoutMs = ctx.input().smtTimeoutMs;
  so.deadline = ctx.deadline();
  so.paramRanges = ctx.input().params;
  so.session = &ctx.solver();
  std::set<std::string> seen;
  std::string formBad, formPass, notProved;
  int judged = 0;
  const ir::Program *prev = ctx.source().get();
  for (const auto &snap : ctx.outputs()) {
    // The slot MemRefs of the snapshot before (author declarations, or
    // slots bound earlier): the shape rule judges only the new ones.
    std::set<std::pair<std::string, std::string>> before;
    if (snap.name == "lower_pipeline_to_slots" && prev)
      for (const auto &fn : prev->functions) {
        std::vector<SlotSite> old;
        std::vector<const ir::ForStmt *> ls;
        collectSlots(*fn, fn->body, ls, old);
        for (const SlotSite &o : old)
          before.insert({o.function, o.memref->name});
      }
    prev = snap.program.get();
    for (const auto &fn : snap.program->functions) {
      std::vector<SlotSite> sites;
      std::vector<const ir::ForStmt *> loops;
      collectSlots(*fn, fn->body, loops, sites);
      for (const SlotSite &site : sites) {
        const ir::MemRef &m = *site.memref;
        std::string where = site.function + ": " + site.var + ": " + memrefText(m);
        if (site.loops.empty() || !m.slotIndex)
          continue; // not in a loop / no index: nothing in flight to judge
        if (snap.name == "lower_pipeline_to_slots" && !before.count({site.function, m.name}))
          if (std::string why = slotShapeBreak(site); !why.empty())
            return fails(prop,
                         site.function + ": " + site.var +
                             " is slotted in a loop the planner must decline: " + why,
                         where + " in " + loopText(site.function, *site.loops.back()), snap.name);
        const ir::ForStmt &loop = *site.loops.back();
        std::string key = where + " in " + loopText(site.function, loop);
        if (!seen.insert(key).second)
          continue;
        ++judged;
        smt::SlotQuestion q;
        q.program = snap.program.get();
        q.function = site.fn;
        q.loop = &loop;
        q.enclosing.assign(site.loops.begin(), site.loops.end() - 1);
        q.slotIndex = m.slotIndex;
        q.slotCount = m.slotCount;
        smt::SlotProof p = smt::proveSlotsDistinct(q, so);
        std::string lv = loop.loopVar->name;
        if (p.verdict == smt::Verdict::Refuted) {
          std::string w = key + "\n";
          if (p.outOfRange)
            w += "at " + lv + "=" + std::to_string(p.ivA) + " the slot index is " +
                 std::to_string(p.slotA) + " (replayed: " + replay(site, p, p.ivA) +
                 "), outside [0, " + std::to_string(m.slotCount) + ")";
          else
            w += "iterations " + lv + "=" + std::to_string(p.ivA) + " and " + lv + "=" +
                 std::to_string(p.ivB) + " can be in flight together (" +
                 std::to_string(p.ivB - p.ivA) + " apart in value, F=" +
                 std::to_string(m.slotCount) + ") and both use slot " +
                 std::to_string(p.slotA) + " (replayed: " + replay(site, p, p.ivA) + " and " +
                 replay(site, p, p.ivB) + ")";
          for (const auto &[n, v] : p.params)
            w += "\n  " + n + " = " + std::to_string(v);
          return fails(prop,
                       p.outOfRange ? site.function + ": slot index of " + site.var +
                                          " leaves [0, F)"
                                    : site.function + ": " + site.var +
                                          " gives two in-flight iterations the same slot",
                       w, snap.name);
        }
        if (p.verdict != smt::Verdict::Proved && notProved.empty())
          notProved = key + ": " + std::string(smt::name(p.verdict)) + " " + p.message;
        const ir::BinaryExpr *b = ir::asBinary(m.slotIndex);
        const ir::Var *v = b ? ir::asVar(b->lhs) : nullptr;
        const ir::ConstInt *f = b ? ir::asConstInt(b->rhs) : nullptr;
        bool literal = b && b->op == ir::BinaryOp::FloorMod && v == loop.loopVar.get() && f &&
                       f->value == m.slotCount;
        if (!literal && formBad.empty()) {
          formBad = key + "\nthe slot index is " + smt::exprText(m.slotIndex) + ", expected " +
                    lv + " % " + std::to_string(m.slotCount);
          formPass = snap.name;
        }
      }
    }
  }
  if (!formBad.empty())
    return fails(prop, "a slot index is not the literal loop_var % F form", formBad, formPass);
  if (judged == 0)
    return notApplicable(prop, "no slotted MemRef inside a loop in any snapshot");
  if (!notProved.empty())
    return notChecked(prop, "not proved: " + notProved);
  return holds(prop, std::to_string(judged) + " slotted MemRef(s) proved distinct over " +
                         "in-flight iterations");
}

} // namespace pipecheck::checks

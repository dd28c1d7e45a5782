// The anchor choice of iteration traces: which statement of each source
// pipeline loop body stands for "this iteration ran" in a lowered program.
//
// A candidate is a top-level AssignStmt of the body (so it runs once per
// body execution). First choice, the first whose value is an op call that
// depends on the loop var, directly or through the body's top-level scalar
// defs; second choice, the first other assignment that uses the loop var
// directly. Op calls come first because a pass may duplicate a pure scalar
// statement but never an op call.
//
// A candidate is set aside, never guessed at, when its clones could be
// confused with something else in the lowered program:
//  * recomputed scalars: SkewCrossCorePipeline duplicates the call-free
//    scalar defs a cross-core body's consume half needs (`blk = i * 2` runs
//    in the produce clone of iteration k and again in its consume clone), so
//    in a body with a top-level tpush/tpop a call-free candidate would count
//    each iteration twice;
//  * source ambiguity: some OTHER definition of the source function could
//    reach the lowered program under a name the recorder takes for the
//    candidate's (namesMayCollide: `t` and `t_1` are one name once the
//    printer disambiguates clones) with a value the candidate's pattern
//    matches. Tested on the source itself with the lowered-side wildcards a
//    lowering may still substitute (the pipeline loop vars and iter_args of
//    the function); a definition that is no AssignStmt in the source (a
//    parameter, loop var, iter_arg, For/If return var) may become an
//    AssignStmt of any value (LowerPipelineLoops assigns a loop's return
//    vars from the last clone's yield), so a colliding name alone makes the
//    candidate ambiguous. This is the rule the Z3 sites use (oracle/smt/
//    sites.h: the anchor must match exactly one statement of the source).
//    It replaces a plain "the def name is unique" rule, which both missed
//    `t` vs `t_1` (a load after a zero-trip loop was read as iteration 16)
//    and rejected every op call of a body whose names the generator reuses
//    in another loop, leaving only a recomputed scalar as anchor.
// A loop with no candidate left is untraceable: listed, never guessed.
#include "core/ir/walk.h"
#include "core/ir/op_registry.h"
#include "oracle/interp/iteration_trace_match.h"

namespace pipecheck::interp::trace {
namespace {

// One definition of a source function; assign is null when the source binds
// the name some other way.
struct Def {
  std::string name;
  const ir::AssignStmt *assign = nullptr;
};

struct FunctionFacts {
  std::vector<Def> defs;
  Defs scalarDefs;   // every scalar AssignStmt of the function
  VarSet params;
  VarSet wildcards;  // pipeline loop vars and iter_args
};

FunctionFacts factsOf(const ir::Function &f) {
  FunctionFacts out;
  for (const auto &p : f.params) {
    out.params.insert(p.get());
    out.defs.push_back({p->name, nullptr});
  }
  ir::forEachStmt(f.body, [&](const ir::StmtPtr &s) {
    if (const ir::AssignStmt *a = ir::asAssign(s)) {
      out.defs.push_back({a->var->name, a});
      if (ir::asScalar(a->var->type))
        out.scalarDefs[a->var.get()] = a->value;
    } else if (const ir::ForStmt *fo = ir::asFor(s)) {
      out.defs.push_back({fo->loopVar->name, nullptr});
      for (const auto &ia : fo->iterArgs)
        out.defs.push_back({ia->name, nullptr});
      for (const auto &rv : fo->returnVars)
        out.defs.push_back({rv->name, nullptr});
      if (fo->forKind == ir::ForKind::Pipeline) {
        out.wildcards.insert(fo->loopVar.get());
        for (const auto &ia : fo->iterArgs)
          out.wildcards.insert(ia.get());
      }
    } else if (const ir::IfStmt *i = ir::asIf(s)) {
      for (const auto &rv : i->returnVars)
        out.defs.push_back({rv->name, nullptr});
    }
  });
  return out;
}

bool isCrossCoreCall(const ir::ExprPtr &e) {
  // A tpush or tpop (the op table's cross-core push / pop roles; a tfree
  // moves no data).
  const ir::Call *c = ir::asCall(e);
  const ir::OpInfo *op =
      c && !c->isFunctionCall ? ir::OpRegistry::instance().find(c->op) : nullptr;
  return op && (op->isPush || op->isPop);
}

bool crossCoreBody(const std::vector<ir::StmtPtr> &body) {
  for (const ir::StmtPtr &s : body) {
    if (const ir::AssignStmt *a = ir::asAssign(s); a && isCrossCoreCall(a->value))
      return true;
    if (const ir::EvalStmt *e = ir::asEval(s); e && isCrossCoreCall(e->expr))
      return true;
  }
  return false;
}

// Why candidate `a` (with the loop body's scalar defs) is ambiguous in the
// source function, or "".
std::string ambiguity(const ir::AssignStmt &a, const Defs &bodyDefs, const FunctionFacts &fn) {
  for (const Def &d : fn.defs) {
    if (d.assign == &a || !namesMayCollide(d.name, a.var->name))
      continue;
    if (!d.assign)
      return "'" + d.name + "' is also bound by a parameter, loop or return var";
    Matcher m{bodyDefs, fn.scalarDefs, &fn.params, &fn.wildcards, {}};
    if (m.match(a.value, d.assign->value))
      return "'" + d.name + "' elsewhere in the function has the same shape";
  }
  return "";
}

} // namespace

AnchorChoice chooseAnchors(const ir::Program &source, const std::vector<PipelineLoop> &loops) {
  AnchorChoice out;
  std::map<std::string, FunctionFacts> facts;
  for (const ir::FunctionPtr &f : source.functions)
    facts.emplace(f->name, factsOf(*f));
  for (std::size_t k = 0; k < loops.size(); ++k) {
    const PipelineLoop &l = loops[k];
    const FunctionFacts &fn = facts.at(l.function);
    const ir::Var *lv = l.node->loopVar.get();
    std::vector<ir::StmtPtr> body = ir::stmtList(l.node->body);
    LoweredTraceRecorder::Anchor an;
    an.loop = static_cast<int>(k);
    an.loopVar = lv;
    an.params = fn.params;
    for (const ir::StmtPtr &s : body)
      if (const ir::AssignStmt *a = ir::asAssign(s))
        if (ir::asScalar(a->var->type))
          an.sourceDefs[a->var.get()] = a->value;
    bool crossCore = crossCoreBody(body);
    const ir::AssignStmt *chosen = nullptr;
    for (int pass = 0; pass < 2 && !chosen; ++pass)
      for (const ir::StmtPtr &s : body) {
        const ir::AssignStmt *a = ir::asAssign(s);
        if (!a)
          continue;
        bool call = ir::asCall(a->value) != nullptr;
        bool ok = pass == 0 ? call && mentionsVia(a->value, lv, an.sourceDefs)
                            : !call && mentions(a->value, lv);
        if (!ok)
          continue;
        if (pass == 1 && crossCore && !hasCall(a->value)) {
          out.notes.push_back(l.id() + ": '" + a->var->name +
                              "' not used as anchor: a call-free scalar of a cross-core body, "
                              "which the skew recomputes in the consume half");
          continue;
        }
        if (std::string why = ambiguity(*a, an.sourceDefs, fn); !why.empty()) {
          out.notes.push_back(l.id() + ": '" + a->var->name + "' not used as anchor: " + why);
          continue;
        }
        chosen = a;
        break;
      }
    if (!chosen) {
      out.untraceable.push_back(static_cast<int>(k));
      continue;
    }
    an.stmt = chosen;
    an.name = chosen->var->name;
    an.pattern = chosen->value;
    for (int p = l.parent; p >= 0; p = loops[static_cast<std::size_t>(p)].parent)
      an.enclosingVars.insert(an.enclosingVars.begin(),
                              loops[static_cast<std::size_t>(p)].node->loopVar.get());
    out.anchors.push_back(std::move(an));
  }
  return out;
}

} // namespace pipecheck::interp::trace

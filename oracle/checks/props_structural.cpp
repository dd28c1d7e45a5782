// Structural properties judged by the core/verify verifiers on every snapshot:
// ssa-valid, pipeline-loop-valid, normalized-structure, pipeline-resolved,
// plus marker (the stage=1 main-loop marker) and clean-errors.
//
// A verifier property holds when the verifier reports no error on any pass
// output. Inputs that already violate an invariant the passes assume (a
// non-SSA text input) make the property "n/a" rather than a finding: the
// contract is about what the passes do to valid input.
#include <optional>
#include <set>

#include "core/ir/walk.h"
#include "core/text/free_vars.h"
#include "core/verify/verifier.h"
#include "oracle/checks/catalogue.h"
#include "oracle/checks/program_facts.h"

namespace pipecheck::checks {
namespace {

const ir::Diagnostic *firstError(const ir::Diagnostics &ds) {
  for (const auto &d : ds)
    if (d.severity == ir::Severity::Error)
      return &d;
  return nullptr;
}

Verdict byVerifier(RunContext &ctx, std::string_view prop, std::string_view verifierName,
                   bool inputMustPass) {
  const verify::Verifier *v = verify::findVerifier(verifierName);
  if (!v)
    return harnessError(std::string(prop), "no verifier named " + std::string(verifierName));
  if (inputMustPass) {
    ir::Diagnostics onInput = v->run(*ctx.source());
    if (const ir::Diagnostic *d = firstError(onInput))
      return notApplicable(std::string(prop), "the input itself violates " +
                                                  std::string(verifierName) + ": " + d->str());
  }
  if (ctx.outputs().empty())
    return notApplicable(std::string(prop), "no pass output to judge");
  // A verifier is a function of the IR alone: a snapshot that is the very
  // object already judged (a pass returned its input unchanged, about a
  // third of generated snapshots) gets the same diagnostics and the same
  // free variables, so each program object is judged once as a snapshot.
  std::set<const ir::Program *> judged;
  for (const auto &snap : ctx.outputs()) {
    if (!judged.insert(snap.program.get()).second)
      continue;
    // A free variable (read from PyPTO's `NAME__FREE_VAR`) is named as the
    // text spells it; the verifier's diagnostic says where it is used.
    std::vector<text::FreeVarUse> free =
        prop == "ssa-valid" ? text::freeVarUses(*snap.program) : std::vector<text::FreeVarUse>{};
    if (!free.empty()) {
      ir::Diagnostics found = v->run(*snap.program);
      const ir::Diagnostic *d = firstError(found);
      return fails(std::string(prop),
                   snap.name + " introduces a use of `" + free.front().spelling +
                       "` which nothing defines (function " + free.front().function + ")",
                   d ? std::string(verifierName) + ": " + d->str() : "", snap.name);
    }
    ir::Diagnostics found = v->run(*snap.program);
    if (const ir::Diagnostic *d = firstError(found))
      return fails(std::string(prop),
                   std::string(verifierName) + " rejects the output of " + snap.name,
                   d->str(), snap.name);
  }
  return holds(std::string(prop), std::to_string(ctx.outputs().size()) + " snapshot(s) pass " +
                                      std::string(verifierName));
}

} // namespace

Verdict checkSsaValid(RunContext &ctx) { return byVerifier(ctx, "ssa-valid", "SSAForm", true); }

Verdict checkPipelineLoopValid(RunContext &ctx) {
  return byVerifier(ctx, "pipeline-loop-valid", "PipelineLoopValid", true);
}

Verdict checkNormalizedStructure(RunContext &ctx) {
  return byVerifier(ctx, "normalized-structure", "NormalizedStmtStructure", true);
}

namespace {

// The loop vars of the loops that carry a pipeline policy attr
// (pipeline_overlap_stores, pipeline_double_buffer_c), with their function.
std::set<std::pair<std::string, const ir::Var *>> policyAttrLoops(const ir::Program &p,
                                                                  bool pipelineOnly) {
  std::set<std::pair<std::string, const ir::Var *>> out;
  for (const auto &fn : p.functions)
    ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
      const ir::ForStmt *f = ir::asFor(s);
      if (!f || (pipelineOnly && f->forKind != ir::ForKind::Pipeline))
        return;
      if (ir::findAttr(f->attrs, ir::kPipelineOverlapStoresAttr) ||
          ir::findAttr(f->attrs, ir::kPipelineDoubleBufferCAttr))
        out.insert({fn->name, f->loopVar.get()});
    });
  return out;
}

} // namespace

Verdict checkPipelineResolved(RunContext &ctx) {
  const char *prop = "pipeline-resolved";
  const verify::Verifier *v = verify::findVerifier("PipelineResolved");
  bool after = false;
  const pipeline::Snapshot *prev = nullptr;
  for (const auto &snap : ctx.outputs()) {
    bool canon = snap.name == "canonicalize_io_order";
    after = after || canon;
    // The verifier leaves the policy attrs alone (other passes keep them on
    // loops they demote); CanonicalizeIOOrder itself strips them from every
    // loop that was still Pipeline, which its rebuilt loops (same loop var)
    // let us check here.
    if (canon && prev)
      for (const auto &[fn, var] : policyAttrLoops(*snap.program, false))
        if (policyAttrLoops(*prev->program, true).count({fn, var}))
          return fails(prop,
                       "canonicalize_io_order demoted loop '" + var->name + "' in " + fn +
                           " but left a pipeline_* policy attr on it",
                       "", snap.name);
    prev = &snap;
    if (!after)
      continue;
    ir::Diagnostics found = v->run(*snap.program);
    if (const ir::Diagnostic *d = firstError(found))
      return fails(prop, "PipelineResolved rejects the output of " + snap.name, d->str(),
                   snap.name);
  }
  if (!after)
    return notApplicable(prop, "canonicalize_io_order is not in the pass list");
  return holds(prop);
}

Verdict checkMarker(RunContext &ctx) {
  const char *prop = "marker";
  ir::ProgramPtr lowered = loweredSnapshot(ctx);
  if (!lowered)
    return notApplicable(prop, "no lower_pipeline_loops output");
  std::vector<SourceLoopFact> loops = sourcePipelineLoops(*lowerInputSnapshot(ctx));
  if (loops.empty())
    return notApplicable(prop, "no pipeline loop reaches lower_pipeline_loops");
  for (const auto &fn : lowered->functions) {
    std::string bad;
    ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
      const ir::ForStmt *f = ir::asFor(s);
      if (!f || !bad.empty() || f->forKind != ir::ForKind::Pipeline)
        return;
      auto stages = ir::getAttr<int64_t>(f->attrs, ir::kPipelineStagesAttr);
      if (!stages || *stages != 1)
        bad = "loop '" + f->loopVar->name + "' in " + fn->name +
              " is Pipeline with pipeline_stages=" + (stages ? std::to_string(*stages) : "absent");
    });
    if (!bad.empty())
      return fails(prop, "a lowered Pipeline loop is not a stage=1 marker", bad,
                   "lower_pipeline_loops");
  }
  // Every source loop whose lowering needs a main loop keeps one: a Pipeline
  // loop of stride F*step in the same function.
  for (const SourceLoopFact &l : loops) {
    if (l.stages <= 1 || !l.needsMainLoop)
      continue;
    ir::FunctionPtr fn = lowered->find(l.function);
    bool found = false;
    if (fn)
      ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
        const ir::ForStmt *f = ir::asFor(s);
        const ir::ConstInt *st = f ? ir::asConstInt(f->step) : nullptr;
        found = found || (f && f->forKind == ir::ForKind::Pipeline && st &&
                          st->value == l.stages * l.step);
      });
    if (!found)
      return fails(prop, "source loop " + l.id() + " has no Pipeline main loop after lowering",
                   "expected a pl.pipeline(..., " + std::to_string(l.stages * l.step) +
                       ", stage=1) loop in " + l.function,
                   "lower_pipeline_loops");
  }
  return holds(prop);
}

namespace {

// A pass of another implementation (PyPTO, through the worker) raised. That
// is a clean rejection when the input is invalid, and the model is the judge
// of validity: when pipecheck's own passes reject the program too (anywhere
// in the list), the exception holds; when they lower it, PyPTO raised on a
// program the contract accepts, which is a finding.
Verdict judgeGivenFailure(RunContext &ctx, const ir::Diagnostic &raised) {
  const char *prop = "clean-errors";
  const CheckInput &in = ctx.input();
  std::string what = in.givenFailedPass + " raised " +
                     (raised.kind.empty() ? std::string("an exception") : raised.kind) + ": " +
                     raised.message.substr(0, raised.message.find('\n'));
  std::string origin = in.givenOrigin.empty() ? "the given implementation" : in.givenOrigin;
  pipeline::PipelineOptions opts;
  opts.passOptions = in.passOptions;
  opts.fileName = in.fileName;
  pipeline::PipelineRun model = pipeline::runPipeline(in.source, in.passes, opts);
  if (!model.ok()) {
    const ir::Diagnostic *m = firstError(model.diagnostics);
    return holds(prop, "rejected by " + what + "; pipecheck's model rejects it too (in " +
                           *model.failedPass + (m ? ": " + m->message : std::string()) + ")");
  }
  return fails(prop,
               "in " + origin + ", " + what +
                   ", on a program pipecheck's model lowers without error: a crash of the pass "
                   "on valid input, or an input rule pipecheck's model does not know",
               raised.kind + ": " + raised.message, in.givenFailedPass);
}

} // namespace

namespace {

// The contract is the judge of which inputs are rejected, and with what
// class. When the judged passes are a variant of pipecheck's own (bug-zoo
// faults set; no given snapshots), the contract's run of the same passes on
// the same input must agree: a variant that lowers an input the contract
// rejects passes silently (a zero step, a dynamic negative step), one that
// rejects an input the contract lowers crashes on valid input, and one that
// raises another exception class breaks the error contract (LPL §2, §4.3).
// Without faults the run is the contract's own, so there is nothing to
// compare; given implementations are judged by judgeGivenFailure.
std::optional<Verdict> judgeAgainstContract(RunContext &ctx) {
  const char *prop = "clean-errors";
  const CheckInput &in = ctx.input();
  if (in.passOptions.faults.empty() || in.givenLowered || !in.givenSnapshots.empty() ||
      !in.givenFailedPass.empty())
    return std::nullopt;
  const pipeline::PipelineRun &run = ctx.run();
  if (run.overBudget)
    return std::nullopt;
  pipeline::PipelineOptions opts;
  opts.passOptions = in.passOptions;
  opts.passOptions.faults.clear();
  opts.fileName = in.fileName;
  opts.maxStatements = in.budget.maxSnapshotStatements;
  pipeline::PipelineRun contract = pipeline::runPipeline(in.source, in.passes, opts);
  if (contract.overBudget)
    return std::nullopt;
  const ir::Diagnostic *want = contract.ok() ? nullptr : firstError(contract.diagnostics);
  const ir::Diagnostic *got = run.ok() ? nullptr : firstError(run.diagnostics);
  // A capacity rejection (allocate_memory_addr's ValueError) depends on the
  // schedule and the buffer plan, which the contract leaves free: a variant
  // that orders loads differently or shares buffers differently may fit where
  // the contract's plan overflows, or overflow where it fits. That is not a
  // silent pass nor a crash; whether the variant's own plan fits is judged by
  // `capacity` (which kills alloc-no-capacity-error).
  auto capacityError = [](const pipeline::PipelineRun &r, const ir::Diagnostic *d) {
    return d && r.failedPass && *r.failedPass == "allocate_memory_addr" &&
           d->kind == "ValueError" && d->message.find("exceeds platform limit") != std::string::npos;
  };
  if ((run.ok() && capacityError(contract, want)) || (contract.ok() && capacityError(run, got)))
    return notApplicable(prop, "the contract's run and the judged passes differ only in a capacity "
                               "error, which depends on the schedule and buffer plan the contract "
                               "leaves free (capacity judges the judged plan)");
  if (run.ok() && !contract.ok())
    return fails(prop,
                 "the passes accepted an input the contract rejects in " + *contract.failedPass +
                     " (a silent pass)",
                 want ? want->kind + ": " + want->message : "", *contract.failedPass);
  if (!run.ok() && contract.ok())
    return fails(prop,
                 "pass '" + *run.failedPass + "' rejected an input the contract lowers",
                 got ? got->kind + ": " + got->message : "", *run.failedPass);
  if (!run.ok() && want && got && (*run.failedPass != *contract.failedPass || got->kind != want->kind))
    return fails(prop,
                 "pass '" + *run.failedPass + "' raised " + got->kind +
                     "; the contract raises " + want->kind + " in " + *contract.failedPass,
                 got->kind + ": " + got->message + "\ncontract: " + want->kind + ": " +
                     want->message,
                 *run.failedPass);
  return std::nullopt;
}

} // namespace

Verdict checkCleanErrors(RunContext &ctx) {
  const char *prop = "clean-errors";
  const pipeline::PipelineRun &run = ctx.run();
  if (auto v = judgeAgainstContract(ctx))
    return *v;
  if (run.ok())
    return notApplicable(prop, "the pipeline accepted the input");
  const ir::Diagnostic *d = firstError(run.diagnostics);
  if (!d)
    return fails(prop, "pass '" + *run.failedPass + "' failed without an error diagnostic", "",
                 *run.failedPass);
  if (d->message.empty())
    return fails(prop, "pass '" + *run.failedPass + "' failed with an empty message", d->str(),
                 *run.failedPass);
  if (!ctx.input().givenFailedPass.empty())
    return judgeGivenFailure(ctx, *d);
  return holds(prop, "rejected by " + *run.failedPass + ": " + d->message);
}

} // namespace pipecheck::checks

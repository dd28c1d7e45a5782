// SkewCrossCorePipeline: cross-core pl.pipeline loops leave as Sequential loops.
//
// Re-implements PyPTO's pass as reference/neighbour-passes.md section 5
// describes it. A function pass: each function gets a fresh mutator, hence a
// skew group counter starting at 1 << 20, and keeps its identity when nothing
// changed (the program too), so a second run is a no-op: everything the pass
// emits is Sequential without pipeline_stages. The mutator only overrides
// ForStmt (5.1): a loop that is not Pipeline with pipeline_stages is only
// recursed into; otherwise the stage count is checked (>= 1), bounds, step
// and body are visited first (nested pipelines inside-out), and the loop is
// classified by its top-level tpush/tpop pair. A non-cross-core loop is left
// as it is (rebuilt if a child changed); a cross-core loop with F == 1 is
// demoted; with F > 1 its step must be a compile-time constant (ValueError
// otherwise, checked before the bounds) and non-zero, then constant bounds
// are skewed when the analysis allows it (SkewCrossCorePipelineSlice.cpp,
// SkewCrossCorePipelineBuild.cpp) and everything else is demoted.
// DemoteToSequential keeps the body and every attr but pipeline_stages.
// Faults acting here: skew-keeps-pipeline, skew-keeps-stages-attr (and
// skew-swaps-messages in the builder).
#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/passes/LowerPipelineLoopsInternal.h"
#include "core/passes/SkewCrossCorePipelineInternal.h"

namespace pipecheck::passes {

namespace skew {

using namespace ir;

Diagnostic skewError(std::string kind, std::string message, const SourceLoc &span,
                     std::string checkExpr) {
  Diagnostic d = lpl::passError(std::move(kind), std::move(message), span, std::move(checkExpr));
  d.rule = "SkewCrossCorePipeline";
  return d;
}

AttrList demotedAttrs(const Context &ctx, const AttrList &attrs) {
  if (ctx.fault("skew-keeps-pipeline") || ctx.fault("skew-keeps-stages-attr"))
    return attrs;
  return withoutAttr(attrs, kPipelineStagesAttr);
}

ForKind demotedKind(const Context &ctx) {
  return ctx.fault("skew-keeps-pipeline") ? ForKind::Pipeline : ForKind::Sequential;
}

} // namespace skew

namespace {

using namespace ir;

class Skewer : public IRMutator {
public:
  explicit Skewer(const PassOptions &options) : ctx_{options} {}
  const std::optional<Diagnostic> &error() const { return error_; }

protected:
  StmtPtr visitFor(const ForStmtPtr &op) override {
    if (error_)
      return op;
    const AttrValue *stagesAttr = findAttr(op->attrs, kPipelineStagesAttr);
    if (op->forKind != ForKind::Pipeline || !stagesAttr)
      return IRMutator::visitFor(op);
    const int64_t *stages = std::get_if<int64_t>(stagesAttr);
    if (!stages) {
      Diagnostic d = lpl::attrTypeError("for_stmt", kPipelineStagesAttr, "int", *stagesAttr);
      d.rule = "SkewCrossCorePipeline";
      d.loc = op->loc;
      return fail(op, std::move(d));
    }
    int64_t factor = *stages;
    if (factor < 1)
      return fail(op, skew::skewError("InternalError",
                                      "SkewCrossCorePipeline: pipeline_stages must be >= 1, got " +
                                          std::to_string(factor),
                                      op->loc, "factor >= 1"));
    StmtPtr visited = IRMutator::visitFor(op); // bounds, step and body first
    if (error_)
      return op;
    const ForStmt &loop = static_cast<const ForStmt &>(*visited);
    if (!skew::bodyHasCrossCorePair(loop.body))
      return visited; // same-core: LowerPipelineToSlots / LowerPipelineLoops handle it
    if (factor == 1)
      return demote(loop);

    std::optional<int64_t> step = constIntValue(loop.step);
    if (!step) {
      Diagnostic d = skew::skewError(
          "ValueError",
          "SkewCrossCorePipeline: step must be a compile-time integer constant, got " +
              std::string(loop.step->typeName()));
      d.loc = loop.step->loc.valid() ? loop.step->loc : loop.loc;
      return fail(op, std::move(d));
    }
    if (*step == 0)
      return fail(op, skew::skewError("InternalError", "SkewCrossCorePipeline: step cannot be zero",
                                      loop.loc, "step != 0"));
    std::optional<int64_t> start = constIntValue(loop.start);
    std::optional<int64_t> stop = constIntValue(loop.stop);
    if (!start || !stop)
      return demote(loop);
    Result<skew::Outcome> plan = skew::analyse(loop, factor, *start, *stop, *step);
    if (!plan.ok())
      return fail(op, plan.error());
    const skew::Plan *p = std::get_if<skew::Plan>(&plan.value());
    if (!p)
      return demote(loop);
    Result<StmtPtr> lowered = skew::lowerSkewed(ctx_, loop, *p);
    if (!lowered.ok())
      return fail(op, lowered.error());
    return lowered.value();
  }

private:
  StmtPtr fail(const ForStmtPtr &op, Diagnostic d) {
    if (!error_)
      error_ = std::move(d);
    return op;
  }

  // DemoteToSequential: body unchanged, kind Sequential, pipeline_stages stripped.
  StmtPtr demote(const ForStmt &loop) {
    ForSpec spec = specOf(loop);
    spec.kind = skew::demotedKind(ctx_);
    spec.attrs = skew::demotedAttrs(ctx_, loop.attrs);
    return makeFor(std::move(spec));
  }

  skew::Context ctx_;
  std::optional<Diagnostic> error_;
};

class SkewCrossCorePipeline : public Pass {
public:
  std::string_view name() const override { return "skew_cross_core_pipeline"; }
  Result<ProgramPtr> run(const ProgramPtr &program, const PassOptions &options) const override {
    std::shared_ptr<Program> out;
    for (std::size_t i = 0; i < program->functions.size(); ++i) {
      const FunctionPtr &f = program->functions[i];
      if (!f)
        return skew::skewError("InternalError",
                               "SkewCrossCorePipeline cannot run on null function");
      Skewer skewer(options); // fresh per function: groups restart at 1 << 20
      StmtPtr body = skewer.mutate(f->body);
      if (skewer.error())
        return *skewer.error();
      if (body == f->body)
        continue;
      if (!out)
        out = std::make_shared<Program>(*program);
      out->functions[i] = withBody(f, body);
    }
    return out ? ProgramPtr(out) : program;
  }
};

} // namespace

PassPtr createSkewCrossCorePipelinePass() { return std::make_unique<SkewCrossCorePipeline>(); }

} // namespace pipecheck::passes

// LowerPipelineLoops: software-pipeline lowering of pl.pipeline(stage=F) loops.
//
// Re-implements PyPTO's pass exactly as reference/lower-pipeline-loops.md
// describes it (section numbers below refer to that page). A function pass:
// each function gets a fresh mutator, hence a group counter starting at 0,
// and keeps its identity when nothing changed. The mutator only overrides
// ForStmt; the dispatch order in visitFor is PyPTO's (§2): non-Pipeline or
// attr-less loops and F == 1 are only recursed into; for F > 1 the body is
// lowered first (inner errors and inner group ids come first), then the step
// is validated (ConstInt or Neg(ConstInt) only, non-zero) and the loop is
// lowered statically when start and stop are both such constants (§4.2) or
// dynamically otherwise (§4.3). The first error stops the pass, like PyPTO's
// exception. Faults that act here: tail-off-by-one, main-stop-original,
// rem-in-index-units, cascade-missing-last-branch, attr-left-at-F,
// kind-without-attr, trip-floor-div, dyn-trip-floor-div, main-step-unscaled,
// neg-step-tail-base, dyn-tail-base-start, tail-seeds-from-init,
// cascade-seeds-from-init, cascade-rem-ge, zero-trip-not-demoted,
// group-ids-per-program (see faults.h).
#include <limits>
#include <optional>

#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/passes/LowerPipelineLoopsInternal.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {

// ComputeStaticTripCount (declared in LowerPipelineLoopsInternal.h).
int64_t lpl::staticTripCount(int64_t start, int64_t stop, int64_t step) {
  bool ascending = step > 0 && start < stop;
  bool descending = step < 0 && start > stop;
  if (!ascending && !descending)
    return 0;
  uint64_t span = ascending ? static_cast<uint64_t>(stop) - static_cast<uint64_t>(start)
                            : static_cast<uint64_t>(start) - static_cast<uint64_t>(stop);
  uint64_t mag = step > 0 ? static_cast<uint64_t>(step) : 0 - static_cast<uint64_t>(step);
  uint64_t trip = span / mag + (span % mag != 0 ? 1 : 0);
  uint64_t cap = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  return static_cast<int64_t>(trip > cap ? cap : trip);
}

namespace {

using namespace ir;
using lpl::passError;

using lpl::staticTripCount;
using lpl::wrapAdd;
using lpl::wrapMul;

// GetConstIntValue / TryGetConstInt: ConstInt (any dtype) or Neg(ConstInt).
std::optional<int64_t> tryGetConstInt(const ExprPtr &e) { return constIntValue(e); }

Diagnostic withLoc(Diagnostic d, const SourceLoc &loc) {
  d.loc = loc;
  return d;
}

std::vector<VarPtr> freshReturnVars(const std::vector<VarPtr> &rvs, const std::string &suffix) {
  std::vector<VarPtr> out;
  for (const VarPtr &rv : rvs)
    out.push_back(makeVar(rv->name + suffix, rv->type, rv->loc));
  return out;
}

std::vector<ExprPtr> asExprs(const std::vector<VarPtr> &vs) {
  return std::vector<ExprPtr>(vs.begin(), vs.end());
}

class Lowerer : public IRMutator {
public:
  explicit Lowerer(const PassOptions &options) : ctx_{options} {}
  const std::optional<Diagnostic> &error() const { return error_; }
  lpl::Context &context() { return ctx_; } // for the group-ids-per-program fault

protected:
  StmtPtr visitFor(const ForStmtPtr &op) override {
    if (error_)
      return op;
    const AttrValue *stagesAttr = findAttr(op->attrs, kPipelineStagesAttr);
    if (op->forKind != ForKind::Pipeline || !stagesAttr)
      return IRMutator::visitFor(op);
    const int64_t *stages = std::get_if<int64_t>(stagesAttr);
    if (!stages)
      return fail(op,
                  withLoc(lpl::attrTypeError("for_stmt", kPipelineStagesAttr, "int", *stagesAttr),
                          op->loc));
    int64_t factor = *stages;
    if (factor < 1)
      return fail(op, passError("InternalError",
                                "LowerPipelineLoops: pipeline_stages must be >= 1, got " +
                                    std::to_string(factor),
                                op->loc));
    if (factor == 1 && !ctx_.fault("marker-loops-relowered"))
      return IRMutator::visitFor(op);

    StmtPtr innerBody = mutate(op->body);
    if (error_)
      return op;
    std::optional<int64_t> step = tryGetConstInt(op->step);
    if (!step)
      return fail(op, lpl::passErrorAt("ValueError",
                                       "LowerPipelineLoops: step must be a compile-time integer "
                                       "constant, got " +
                                           std::string(op->step->typeName()),
                                       op->step->loc.valid() ? op->step->loc : op->loc));
    if (*step == 0 && !ctx_.fault("zero-step-accepted"))
      return fail(op, passError("InternalError", "LowerPipelineLoops: step cannot be zero", op->loc,
                                "step != 0"));
    std::optional<int64_t> start = tryGetConstInt(op->start);
    std::optional<int64_t> stop = tryGetConstInt(op->stop);
    Result<StmtPtr> lowered = start && stop
                                  ? lowerStatic(*op, innerBody, factor, *start, *stop, *step)
                                  : lowerDynamic(*op, innerBody, factor, *step);
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

  // §4.1 BuildMainLoop.
  Result<StmtPtr> buildMainLoop(const ForStmt &op, const StmtPtr &body, int64_t factor,
                                int64_t step, const ExprPtr &mainStart, const ExprPtr &mainStop,
                                const std::vector<VarPtr> &mainReturnVars) {
    VarPtr loopVar = makeVar(op.loopVar->name, op.loopVar->type, op.loopVar->loc);
    std::vector<IterArgPtr> iterArgs;
    for (const IterArgPtr &ia : op.iterArgs)
      iterArgs.push_back(makeIterArg(ia->name, ia->type, ia->init, ia->loc));
    std::vector<ExprPtr> seeds(iterArgs.begin(), iterArgs.end());
    lpl::Region region = PC_TRY(lpl::replicateBody(ctx_, op, body, factor, step, loopVar, seeds));
    std::vector<StmtPtr> stmts{region.body};
    if (!op.iterArgs.empty())
      stmts.push_back(makeYield(region.finalYields, op.loc));
    ForSpec spec = specOf(op);
    spec.loopVar = loopVar;
    spec.start = mainStart;
    spec.stop = mainStop;
    spec.step = constInt(ctx_.fault("main-step-unscaled") ? step : wrapMul(factor, step),
                         DataType::INDEX);
    spec.iterArgs = std::move(iterArgs);
    spec.body = flattenSeq(stmts, op.loc);
    spec.returnVars = mainReturnVars;
    if (ctx_.fault("kind-without-attr"))
      spec.attrs = withoutAttr(op.attrs, kPipelineStagesAttr);
    else if (!ctx_.fault("attr-left-at-F"))
      spec.attrs = withAttrAtEnd(op.attrs, kPipelineStagesAttr, int64_t{1});
    return StmtPtr(makeFor(std::move(spec)));
  }

  // §4.2 DemoteToSequential (static zero trip).
  StmtPtr demoteToSequential(const ForStmt &op, const StmtPtr &innerBody) {
    ForSpec spec = specOf(op);
    spec.body = innerBody;
    spec.kind = ForKind::Sequential;
    spec.attrs = withoutAttr(op.attrs, kPipelineStagesAttr);
    return makeFor(std::move(spec));
  }

  // §4.2 LowerStatic.
  Result<StmtPtr> lowerStatic(const ForStmt &op, const StmtPtr &body, int64_t factor, int64_t start,
                              int64_t stop, int64_t step) {
    int64_t trip = staticTripCount(start, stop, step);
    if (trip > 0 && ctx_.fault("trip-floor-div")) // the bug: span / |step| without the ceil
      trip = (step > 0 ? stop - start : start - stop) / (step > 0 ? step : -step);
    if (trip == 0 && ctx_.fault("zero-trip-not-demoted")) {
      ForSpec spec = specOf(op); // the bug: a zero-trip loop keeps Pipeline and stage=F
      spec.body = body;
      return StmtPtr(makeFor(std::move(spec)));
    }
    if (trip == 0)
      return demoteToSequential(op, body);
    int64_t mainIters = trip / factor;
    int64_t remIters = trip % factor;
    if (remIters > 0 && ctx_.fault("tail-off-by-one"))
      remIters += 1;
    bool hasTail = remIters > 0;
    std::vector<VarPtr> mainReturnVars = op.returnVars;
    if (hasTail && !op.returnVars.empty())
      mainReturnVars = freshReturnVars(op.returnVars, "_main");
    int64_t tailStep = step < 0 && ctx_.fault("neg-step-tail-base") ? -step : step;
    int64_t tailBase = wrapAdd(start, wrapMul(wrapMul(mainIters, factor), tailStep));
    std::vector<StmtPtr> out;
    if (mainIters > 0) {
      ExprPtr mainStop =
          ctx_.fault("main-stop-original") ? op.stop : constInt(tailBase, DataType::INDEX);
      out.push_back(
          PC_TRY(buildMainLoop(op, body, factor, step, op.start, mainStop, mainReturnVars)));
    }
    if (hasTail) {
      if (mainIters > 0 && ctx_.fault("group-per-source-loop"))
        ctx_.fixedGroup = ctx_.nextGroup - 1; // the main loop's id
      ctx_.untaggedRegion = ctx_.fault("tail-untagged");
      std::vector<ExprPtr> seeds;
      if (mainIters > 0 && !ctx_.fault("tail-seeds-from-init"))
        seeds = asExprs(mainReturnVars);
      else
        for (const IterArgPtr &ia : op.iterArgs)
          seeds.push_back(ia->init);
      lpl::Region region = PC_TRY(lpl::replicateBody(ctx_, op, body, remIters, step,
                                                     constInt(tailBase, DataType::INDEX), seeds));
      ctx_.fixedGroup.reset();
      ctx_.untaggedRegion = false;
      out.push_back(region.body);
      if (region.finalYields.size() != op.returnVars.size())
        return lpl::passErrorAt("InternalError",
                                "LowerPipelineLoops: return_vars count differs from iter_args "
                                "(PyPTO indexes out of range here)",
                                op.loc);
      for (std::size_t j = 0; j < op.returnVars.size(); ++j)
        out.push_back(makeAssign(op.returnVars[j], region.finalYields[j], op.loc));
    }
    return flattenSeq(out, op.loc);
  }

  // §4.3 LowerDynamic.
  Result<StmtPtr> lowerDynamic(const ForStmt &op, const StmtPtr &body, int64_t factor,
                               int64_t step) {
    if (step <= 0 && !(step < 0 && ctx_.fault("dyn-neg-step-accepted")))
      return passError("InternalError",
                       "LowerPipelineLoops: dynamic bounds require a positive step, got " +
                           std::to_string(step) + ". Use static bounds for negative-step loops.",
                       op.loc, "step > 0");
    auto idx = [](int64_t v) { return constInt(v, DataType::INDEX); };
    ExprPtr spanExpr = makeBinary(BinaryOp::Sub, op.stop, op.start);
    ExprPtr tripExpr =
        step == 1 ? spanExpr
        : ctx_.fault("dyn-trip-floor-div") // the bug: (stop - start) // step, no ceil
            ? makeBinary(BinaryOp::FloorDiv, spanExpr, idx(step))
            : makeBinary(BinaryOp::FloorDiv, makeBinary(BinaryOp::Add, spanExpr, idx(step - 1)),
                         idx(step));
    ExprPtr factorExpr = idx(factor);
    ExprPtr mainIters = makeBinary(BinaryOp::FloorDiv, tripExpr, factorExpr);
    ExprPtr mainEndValue = makeBinary(
        BinaryOp::Add, op.start,
        makeBinary(BinaryOp::Mul, mainIters,
                   idx(ctx_.fault("dyn-main-end-without-step") ? factor : wrapMul(factor, step))));
    VarPtr mainEnd = makeVar("unroll_main_end", makeScalarType(DataType::INDEX), op.loc);
    std::vector<VarPtr> mainReturnVars = freshReturnVars(op.returnVars, "_main");
    ExprPtr mainStop = ctx_.fault("main-stop-original") ? op.stop : ExprPtr(mainEnd);
    StmtPtr mainLoop =
        PC_TRY(buildMainLoop(op, body, factor, step, op.start, mainStop, mainReturnVars));
    if (ctx_.fault("group-per-source-loop"))
      ctx_.fixedGroup = ctx_.nextGroup - 1; // every branch reuses the main loop's id
    ExprPtr remValue =
        step == 1 || ctx_.fault("rem-in-index-units")
            ? makeBinary(BinaryOp::Sub, op.stop, mainEnd)
            : makeBinary(BinaryOp::Sub, tripExpr, makeBinary(BinaryOp::Mul, mainIters, factorExpr));
    VarPtr rem = makeVar("unroll_rem", makeScalarType(DataType::INDEX), op.loc);

    bool hasIter = !op.iterArgs.empty();
    std::vector<ExprPtr> seed = asExprs(mainReturnVars);
    std::vector<ExprPtr> branchSeed = seed;
    if (ctx_.fault("cascade-seeds-from-init")) {
      branchSeed.clear();
      for (const IterArgPtr &ia : op.iterArgs)
        branchSeed.push_back(ia->init);
    }
    ExprPtr branchBase = ctx_.fault("dyn-tail-base-start") ? op.start : ExprPtr(mainEnd);
    BinaryOp branchTest = ctx_.fault("cascade-rem-ge") ? BinaryOp::Ge : BinaryOp::Eq;
    int64_t top = ctx_.fault("cascade-missing-last-branch") ? factor - 2 : factor - 1;
    IfStmtPtr inner;
    for (int64_t k = top; k >= 1; --k) {
      lpl::Region region =
          PC_TRY(lpl::replicateBody(ctx_, op, body, k, step, branchBase, branchSeed));
      std::vector<StmtPtr> thenStmts{region.body};
      if (hasIter)
        thenStmts.push_back(makeYield(region.finalYields, op.loc));
      StmtPtr elseBody;
      if (k == top) {
        if (hasIter) // rem == 0: the main loop's results (the fault: the init values)
          elseBody = makeYield(ctx_.fault("cascade-else-yields-init") ? branchSeedInit(op) : seed,
                               op.loc);
      } else {
        std::vector<StmtPtr> elseStmts{inner};
        if (hasIter)
          elseStmts.push_back(makeYield(asExprs(inner->returnVars), op.loc));
        elseBody = flattenSeq(elseStmts, op.loc);
      }
      std::vector<VarPtr> rvs;
      if (hasIter)
        rvs = k == 1 ? op.returnVars : freshReturnVars(op.returnVars, "_rem" + std::to_string(k));
      inner = makeIf(makeBinary(branchTest, rem, idx(k)), flattenSeq(thenStmts, op.loc), elseBody,
                     std::move(rvs), op.loc);
    }
    ctx_.fixedGroup.reset();
    std::vector<StmtPtr> out{makeAssign(mainEnd, mainEndValue, op.loc), mainLoop,
                             makeAssign(rem, remValue, op.loc)};
    if (inner)
      out.push_back(inner);
    else // cascade-missing-last-branch with F == 2: no branch left, bind the results directly
      for (std::size_t j = 0; j < op.returnVars.size() && j < seed.size(); ++j)
        out.push_back(makeAssign(op.returnVars[j], seed[j], op.loc));
    return flattenSeq(out, op.loc);
  }

  static std::vector<ExprPtr> branchSeedInit(const ForStmt &op) {
    std::vector<ExprPtr> out;
    for (const IterArgPtr &ia : op.iterArgs)
      out.push_back(ia->init);
    return out;
  }

  lpl::Context ctx_;
  std::optional<Diagnostic> error_;
};

class LowerPipelineLoops : public Pass {
public:
  std::string_view name() const override { return "lower_pipeline_loops"; }
  Result<ProgramPtr> run(const ProgramPtr &program, const PassOptions &options) const override {
    auto out = std::make_shared<Program>(*program);
    int32_t programGroups = 0; // only for the group-ids-per-program fault
    for (FunctionPtr &f : out->functions) {
      if (!f)
        return passError("InternalError", "LowerPipelineLoops cannot run on null function");
      Lowerer lowerer(options); // fresh per function: group ids restart at 0
      if (options.hasFault("group-ids-per-program"))
        lowerer.context().nextGroup = programGroups;
      StmtPtr body = lowerer.mutate(f->body);
      programGroups = lowerer.context().nextGroup;
      if (lowerer.error())
        return *lowerer.error();
      f = withBody(f, body);
    }
    return ProgramPtr(out);
  }
};

} // namespace

PassPtr createLowerPipelineLoopsPass() { return std::make_unique<LowerPipelineLoops>(); }

Result<ProgramPtr> lowerPipelineLoops(const ProgramPtr &program, const PassOptions &options) {
  return LowerPipelineLoops().run(program, options);
}

} // namespace pipecheck::passes

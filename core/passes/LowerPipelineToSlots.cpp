// LowerPipelineToSlots: multi-buffer a pl.pipeline(stage=F) loop by binding
// its loads to F-slot pinned allocations instead of replicating the body.
//
// Re-implements the real function pass as reference/neighbour-passes.md
// section 6 and the golden-window README describe it. Gate: under any planner
// but PTOAS the program is returned as it is (the same object: byte-identical
// output) before the backend is looked at. Under PTOAS the pass reads the
// backend first, for every function with a body, so Backend::None raises
// PyPTO's "Backend type not configured" ValueError even for a function
// without a pipeline loop (README observation 1; the pass doc says the
// opposite, the code wins). Per function: a fresh SlotBudget seeded by
// PinnedAllocCollector, then a pre-order walk of the loops. A Pipeline loop
// with the pipeline_stages attr (F >= 1, an InternalError otherwise) gets
// candidates only when F > 1, no enclosing pipeline loop was declined and its
// shape allows `iv % F` indexing (LowerPipelineToSlotsUses.cpp). A loop with no
// candidate (declined, or nothing to slot) keeps Pipeline and its body is
// visited with the ancestor flag raised when F > 1; a loop with candidates
// binds each load x to MemRef "pipe_x" (pinned, size 0, slots F, index
// FloorMod(loop_var, ConstInt(F, INDEX)), which prints `i % F`), substitutes
// the def and every use in one walk (IterArg init values included, through
// IRMutator::mutateIterArgDef), visits its body with the flag cleared and is
// demoted: Sequential, pipeline_stages stripped, other attrs, bounds, step,
// iter_args and statement order kept, no tail. Our MemRef keeps the base as
// its name with no base Var: that is exactly how the parser reads
// `pl.MemRef("pipe_x", slots=F)[i % F]`, so the result equals its own
// re-parse and InitMemRef (DeclaredAllocs.cpp) resolves it like an author
// declaration. Fault slots-index-mod-f-minus-1 indexes the slots with
// `iv % (F-1)`.
#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/passes/LowerPipelineLoopsInternal.h"
#include "core/passes/LowerPipelineToSlotsInternal.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {
namespace {

using namespace ir;

// PyPTO's BackendConfig CHECK when no backend type is set.
Diagnostic backendNotConfigured(const SourceLoc &loc) {
  Diagnostic d = makeError("Backend type not configured. Please call SetBackendType() or use "
                           "compile() with backend_type parameter.\n"
                           "Check failed: backend_type_.has_value()",
                           loc, "LowerPipelineToSlots");
  d.kind = "ValueError";
  return d;
}

class SlotBinder : public IRMutator {
public:
  SlotBinder(const PassOptions &options, slots::SlotBudget budget)
      : options_(options), budget_(std::move(budget)) {}
  const std::optional<Diagnostic> &error() const { return error_; }

protected:
  StmtPtr visitFor(const ForStmtPtr &op) override {
    if (error_)
      return op;
    const AttrValue *stagesAttr = findAttr(op->attrs, kPipelineStagesAttr);
    if (op->forKind != ForKind::Pipeline || !stagesAttr)
      return IRMutator::visitFor(op);
    const int64_t *stages = std::get_if<int64_t>(stagesAttr);
    if (!stages)
      return fail(op, lpl::attrTypeError("for_stmt", kPipelineStagesAttr, "int", *stagesAttr));
    int64_t factor = *stages;
    if (factor < 1)
      return fail(op, lpl::passError("InternalError",
                                     "LowerPipelineToSlots: pipeline_stages must be >= 1, got " +
                                         std::to_string(factor),
                                     op->loc, "factor >= 1"));
    std::optional<std::vector<VarPtr>> candidates;
    slots::ShapeFaults shapeFaults{options_.hasFault("slots-any-step"),
                                   options_.hasFault("slots-f-unbounded"),
                                   options_.hasFault("slots-misaligned-start")};
    bool shapeOk = slots::loopShapeAllowsSlots(*op, factor, shapeFaults);
    bool blocked = unslottedAncestor_ && !options_.hasFault("slots-under-declined-ancestor");
    if (factor > 1 && !blocked && shapeOk && !options_.hasFault("slots-decline-all"))
      candidates = slots::collectCandidates(*op, factor, budget_, slots::outputInheritsSourceBuffer);
    bool saved = unslottedAncestor_;
    if (!candidates || candidates->empty()) {
      unslottedAncestor_ = saved || factor > 1;
      StmtPtr out = IRMutator::visitFor(op);
      unslottedAncestor_ = saved;
      return out;
    }
    for (const VarPtr &load : *candidates)
      bindSlot(load, op->loopVar, factor);
    unslottedAncestor_ = false;
    StmtPtr visited = IRMutator::visitFor(op);
    unslottedAncestor_ = saved;
    ForSpec spec = specOf(*asFor(visited));
    spec.kind = ForKind::Sequential;
    spec.attrs = withoutAttr(spec.attrs, kPipelineStagesAttr);
    return makeFor(std::move(spec));
  }

private:
  void bindSlot(const VarPtr &load, const VarPtr &loopVar, int64_t factor) {
    int64_t modulus = options_.hasFault("slots-index-mod-f-minus-1") ? factor - 1 : factor;
    auto m = std::make_shared<MemRef>();
    m->name = "pipe_" + load->name;
    m->size = 0;
    m->pinned = true;
    m->slotCount = factor;
    m->slotIndex = floorMod(loopVar, constInt(modulus, DataType::INDEX));
    auto fresh = std::make_shared<Var>(load->name, withMemRef(load->type, m));
    fresh->loc = load->loc;
    remap_[load.get()] = fresh;
  }

  StmtPtr fail(const ForStmtPtr &op, Diagnostic d) {
    if (!error_)
      error_ = std::move(d);
    return op;
  }

  const PassOptions &options_;
  slots::SlotBudget budget_;
  bool unslottedAncestor_ = false; // an enclosing pipeline loop with F > 1 was declined
  std::optional<Diagnostic> error_;
};

class LowerPipelineToSlots : public Pass {
public:
  std::string_view name() const override { return "lower_pipeline_to_slots"; }
  Result<ProgramPtr> run(const ProgramPtr &program, const PassOptions &options) const override {
    if (options.planner != MemoryPlanner::PTOAS)
      return program;
    auto out = std::make_shared<Program>(*program);
    for (FunctionPtr &f : out->functions) {
      if (!f)
        return lpl::passError("InternalError", "LowerPipelineToSlots cannot run on null function");
      if (!f->body)
        continue;
      if (options.backend == Backend::None)
        return backendNotConfigured(f->loc);
      slots::SlotBudget budget(options.backend);
      budget.seedPinned(*f);
      SlotBinder binder(options, std::move(budget));
      StmtPtr body = binder.mutate(f->body);
      if (binder.error())
        return *binder.error();
      f = withBody(f, body);
    }
    return ProgramPtr(out);
  }
};

} // namespace

PassPtr createLowerPipelineToSlotsPass() { return std::make_unique<LowerPipelineToSlots>(); }

} // namespace pipecheck::passes

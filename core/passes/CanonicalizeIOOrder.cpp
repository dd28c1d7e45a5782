// CanonicalizeIOOrder: reorder statements inside pipeline loops, then demote
// every Pipeline loop to Sequential (reference/neighbour-passes.md §8).
//
// A program pass over every function (Orchestration included). A function
// that violates the InOut-use discipline is kept as it is: no reorder and no
// demotion (§8.1). Otherwise a fresh mutator walks the body. Entering a loop
// of kind Pipeline (its attr value is not inspected) raises the pipeline depth
// and sets the policy flags from that loop's "pipeline_overlap_stores"
// (default true) and "pipeline_double_buffer_c" (default false); nested
// non-Pipeline loops inherit them. Every SeqStmts met at depth > 0 is
// reordered bottom-up by cio::reorderRegion (CanonicalizeIOOrderSchedule.cpp);
// statements outside every Pipeline loop are never reordered. Every Pipeline
// loop is rebuilt as Sequential with "pipeline_stages",
// "pipeline_overlap_stores" and "pipeline_double_buffer_c" removed (other
// attrs keep their order). Functions that did not change keep their identity
// and an unchanged program is returned as the same object. A policy attr of
// the wrong type is a TypeError, as PyPTO's GetAttr<bool> throws.
#include <optional>

#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/passes/CanonicalizeIOOrderInternal.h"
#include "core/passes/LowerPipelineLoopsInternal.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {
namespace {

using namespace ir;

class Canonicalizer : public IRMutator {
public:
  explicit Canonicalizer(const PassOptions &options)
      : faults_{options.hasFault("canon-no-dbc-rotation"), options.hasFault("canon-loads-last"),
                options.hasFault("canon-deps-shallow-uses"),
                options.hasFault("canon-eval-stage-unkeyed")},
        keepOverlapAttr_(options.hasFault("canon-keeps-overlap-attr")) {}
  const std::optional<Diagnostic> &error() const { return error_; }

protected:
  StmtPtr visitFor(const ForStmtPtr &op) override {
    if (error_)
      return op;
    const bool isPipeline = op->forKind == ForKind::Pipeline;
    const int savedDepth = depth_;
    const cio::RegionPolicy savedPolicy = policy_;
    if (isPipeline) {
      std::optional<bool> overlap = boolAttr(*op, kPipelineOverlapStoresAttr, true);
      std::optional<bool> dbc = boolAttr(*op, kPipelineDoubleBufferCAttr, false);
      if (!overlap || !dbc)
        return op;
      ++depth_;
      policy_ = {*overlap, *dbc};
    }
    StmtPtr visited = IRMutator::visitFor(op);
    depth_ = savedDepth;
    policy_ = savedPolicy;
    const ForStmt *loop = asFor(visited);
    if (!isPipeline || !loop || error_)
      return visited;
    ForSpec spec = specOf(*loop);
    spec.kind = ForKind::Sequential;
    spec.attrs = withoutAttr(withoutAttr(spec.attrs, kPipelineStagesAttr),
                             kPipelineDoubleBufferCAttr);
    if (!keepOverlapAttr_) // the fault forgets pipeline_overlap_stores
      spec.attrs = withoutAttr(spec.attrs, kPipelineOverlapStoresAttr);
    return makeFor(std::move(spec));
  }

  StmtPtr visitSeq(const std::shared_ptr<const SeqStmts> &op) override {
    StmtPtr visited = IRMutator::visitSeq(op);
    if (depth_ == 0 || error_)
      return visited;
    auto seq = std::dynamic_pointer_cast<const SeqStmts>(visited);
    if (!seq || seq->stmts.size() < 2)
      return visited;
    Result<StmtPtr> reordered = cio::reorderRegion(seq, policy_, faults_);
    if (!reordered.ok()) {
      error_ = reordered.error();
      return visited;
    }
    return reordered.value();
  }

private:
  // GetAttr<bool>(key, default); a non-bool value is PyPTO's TypeError.
  std::optional<bool> boolAttr(const ForStmt &op, const char *key, bool dflt) {
    const AttrValue *v = findAttr(op.attrs, key);
    if (!v)
      return dflt;
    if (const bool *b = std::get_if<bool>(v))
      return *b;
    Diagnostic d = lpl::attrTypeError("for_stmt", key, "bool", *v);
    d.rule = "CanonicalizeIOOrder";
    d.loc = op.loc;
    error_ = std::move(d);
    return std::nullopt;
  }

  cio::ScheduleFaults faults_;
  bool keepOverlapAttr_ = false;
  int depth_ = 0;
  cio::RegionPolicy policy_;
  std::optional<Diagnostic> error_;
};

class CanonicalizeIOOrder : public Pass {
public:
  std::string_view name() const override { return "canonicalize_io_order"; }
  Result<ProgramPtr> run(const ProgramPtr &program, const PassOptions &options) const override {
    auto out = std::make_shared<Program>(*program);
    bool changed = false;
    for (FunctionPtr &f : out->functions) {
      if (!f || !cio::collectInOutUseDisciplineDiagnostics(f->body, *program).empty())
        continue;            // a discipline violation skips the whole function silently
      Canonicalizer mutator(options); // fresh per function
      StmtPtr body = mutator.mutate(f->body);
      if (mutator.error())
        return *mutator.error();
      FunctionPtr g = withBody(f, body);
      changed = changed || g != f;
      f = g;
    }
    return changed ? ProgramPtr(out) : program;
  }
};

} // namespace

PassPtr createCanonicalizeIOOrderPass() { return std::make_unique<CanonicalizeIOOrder>(); }

} // namespace pipecheck::passes

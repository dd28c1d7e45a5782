// LowerPipelineLoops, part 2: ReplicateBody and the membership tagger.
//
// ReplicateBody (reference §3) is the one primitive behind the main loop, the
// static tail and every dynamic cascade branch: it allocates one group id,
// deep-clones the (already lowered) body nClones times with the loop var
// mapped to OffsetIndex(base, k*step) and the iter args mapped to the previous
// clone's yields, strips each clone's terminal yield, and tags the clone's
// tile producers with "group:k". The tagger (§5.3) is an IRMutator that only
// rewrites AssignStmts whose var is a TileType and whose value is directly a
// Call, skipping tile.matmul* into Acc unless the source loop has
// pipeline_double_buffer_c; a tagged AssignStmt loses its leading comments,
// as in PyPTO. Faults (faults.h) that act here: offset-without-step,
// iter-args-not-threaded, untagged-clones, tagged-accumulator, outer-pair-first,
// stage-from-one, tagger-skips-nested, acc-test-on-space, dbc-ignored.
#include "core/ir/builder.h"
#include "core/ir/clone.h"
#include "core/ir/mutator.h"
#include "core/passes/LowerPipelineLoopsInternal.h"
#include "core/passes/PipelineMembership.h"
#include "core/ir/op_registry.h"

namespace pipecheck::passes::lpl {

using namespace ir;

Diagnostic passError(std::string kind, std::string message, const SourceLoc &span,
                     std::string checkExpr) {
  if (span.valid())
    message += " [" + span.str() + "]";
  if (!checkExpr.empty())
    message += "\nCheck failed: " + checkExpr;
  Diagnostic d = makeError(std::move(message), span, "LowerPipelineLoops");
  d.kind = std::move(kind);
  return d;
}

Diagnostic passErrorAt(std::string kind, std::string message, const SourceLoc &loc) {
  Diagnostic d = passError(std::move(kind), std::move(message));
  d.loc = loc;
  return d;
}

ExprPtr offsetIndex(const ExprPtr &base, int64_t off) {
  if (off == 0)
    return base;
  if (const ConstInt *c = asConstInt(base)) // the print->parse round trip folds 8 + 1 to 9
    return constInt(
        static_cast<int64_t>(static_cast<uint64_t>(c->value) + static_cast<uint64_t>(off)),
        DataType::INDEX, base->loc);
  return makeBinary(BinaryOp::Add, base, constInt(off, DataType::INDEX), base->loc);
}

std::pair<StmtPtr, std::vector<ExprPtr>> splitBodyYield(const StmtPtr &body) {
  if (const YieldStmt *y = asYield(body))
    return {makeSeq({}, body->loc), y->values};
  if (const SeqStmts *seq = asSeq(body)) {
    if (!seq->stmts.empty())
      if (const YieldStmt *y = asYield(seq->stmts.back())) {
        std::vector<StmtPtr> rest(seq->stmts.begin(), seq->stmts.end() - 1);
        return {makeSeq(std::move(rest), body->loc), y->values};
      }
  }
  return {body, {}};
}

namespace {

// PyPTO reports the C++ type held by a std::any; we name the variant alternative.
std::string attrTypeName(const AttrValue &v) {
  static const char *names[] = {
      "bool",       "int",          "double",   "std::string",      "DataType", "MemorySpace",
      "TileLayout", "TensorLayout", "PadValue", "std::vector<int>", "Expr"};
  return names[v.index()];
}

} // namespace

Diagnostic attrTypeError(std::string_view owner, std::string_view key, std::string_view expected,
                         const AttrValue &got) {
  return passError("TypeError", "Invalid type for " + std::string(owner) +
                                    " attr key: " + std::string(key) + ", expected " +
                                    std::string(expected) + ", but got " + attrTypeName(got));
}

namespace {

class MembershipTagger : public IRMutator {
public:
  MembershipTagger(int32_t group, int32_t stage, bool dbC, bool tagAcc, bool skipTpop,
                   TagFaults faults)
      : group_(group), stage_(stage), doubleBufferC_(dbC), tagAccumulators_(tagAcc),
        skipTpop_(skipTpop), faults_(faults) {}
  std::optional<Diagnostic> error;

protected:
  StmtPtr visitFor(const ForStmtPtr &op) override {
    return faults_.topLevelOnly ? StmtPtr(op) : IRMutator::visitFor(op);
  }
  StmtPtr visitIf(const IfStmtPtr &op) override {
    return faults_.topLevelOnly ? StmtPtr(op) : IRMutator::visitIf(op);
  }
  StmtPtr visitAssign(const std::shared_ptr<const AssignStmt> &op) override {
    StmtPtr visited = IRMutator::visitAssign(op);
    const AssignStmt &as = static_cast<const AssignStmt &>(*visited);
    const TileType *tile = asTile(as.var->type);
    const Call *call = asCall(as.value);
    if (!tile || !call)
      return visited;
    const OpInfo *info = lookupOp(*call);
    if (skipTpop_ && info && info->isPop)
      return visited;
    bool isCubeMatmul = info && info->isCubeMatmul;
    bool isCubeAccumulator = (isCubeMatmul || faults_.accBySpace) &&
                             tile->memorySpace == MemorySpace::Acc;
    if (isCubeAccumulator && !doubleBufferC_ && !tagAccumulators_)
      return visited;
    std::string packed;
    if (const AttrValue *old = findAttr(call->attrs, kPipelineMembershipAttr)) {
      const std::string *s = std::get_if<std::string>(old);
      if (!s) {
        if (!error)
          error = attrTypeError("call", kPipelineMembershipAttr, "std::string", *old);
        return visited;
      }
      packed = *s;
    }
    packed = faults_.outerPairFirst && !packed.empty()
                 ? appendPipelineMembership("", group_, stage_) + ";" + packed
                 : appendPipelineMembership(packed, group_, stage_);
    CallPtr tagged =
        withAttrs(*call, withAttrAtEnd(call->attrs, kPipelineMembershipAttr, std::move(packed)));
    return makeAssign(as.var, tagged, as.loc); // leading comments dropped, as in PyPTO
  }

private:
  int32_t group_, stage_;
  bool doubleBufferC_, tagAccumulators_, skipTpop_;
  TagFaults faults_;
};

} // namespace

Result<StmtPtr> tagMemberships(const StmtPtr &stmts, int32_t group, int32_t stage,
                               bool doubleBufferC, bool tagAccumulators, bool skipTpop,
                               TagFaults faults) {
  MembershipTagger tagger(group, stage, doubleBufferC, tagAccumulators, skipTpop, faults);
  StmtPtr out = tagger.mutate(stmts);
  if (tagger.error)
    return *tagger.error;
  return out;
}

Result<Region> replicateBody(Context &ctx, const ForStmt &op, const StmtPtr &body, int64_t nClones,
                             int64_t step, const ExprPtr &base,
                             const std::vector<ExprPtr> &initial) {
  if (initial.size() != op.iterArgs.size())
    return passErrorAt("InternalError", "Internal error: iter substitute count mismatch", op.loc);
  int32_t group = ctx.fixedGroup ? *ctx.fixedGroup : ctx.nextGroup++;
  bool doubleBufferC = false;
  if (const AttrValue *a = findAttr(op.attrs, kPipelineDoubleBufferCAttr)) {
    const bool *b = std::get_if<bool>(a);
    if (!b) {
      Diagnostic d = attrTypeError("for_stmt", kPipelineDoubleBufferCAttr, "bool", *a);
      d.loc = op.loc;
      return d;
    }
    doubleBufferC = *b && !ctx.fault("dbc-ignored");
  }
  TagFaults tagFaults{ctx.fault("outer-pair-first"), ctx.fault("tagger-skips-nested"),
                      ctx.fault("acc-test-on-space")};
  int32_t firstStage = ctx.fault("stage-from-one") ? 1 : 0;
  int64_t offsetUnit = ctx.fault("offset-without-step") ? 1 : step;
  std::vector<StmtPtr> clones;
  std::vector<ExprPtr> prevYields;
  for (int64_t k = 0; k < nClones; ++k) {
    VarSubstitution map;
    map[op.loopVar.get()] = offsetIndex(
        base, static_cast<int64_t>(static_cast<uint64_t>(k) * static_cast<uint64_t>(offsetUnit)));
    bool threaded = k > 0 && !ctx.fault("iter-args-not-threaded");
    for (std::size_t j = 0; j < op.iterArgs.size(); ++j)
      map[op.iterArgs[j].get()] = threaded ? prevYields[j] : initial[j];
    auto [stmts, yields] = splitBodyYield(deepClone(body, map, true));
    if (yields.size() != op.iterArgs.size())
      return passErrorAt("InternalError",
                         "Internal error: loop body must yield " +
                             std::to_string(op.iterArgs.size()) + " values for iter_args, got " +
                             std::to_string(yields.size()),
                         op.loc);
    if (!(k > 0 && ctx.fault("untagged-clones")) && !ctx.untaggedRegion)
      stmts = PC_TRY(tagMemberships(stmts, group, firstStage + static_cast<int32_t>(k),
                                    doubleBufferC, ctx.fault("tagged-accumulator"), false,
                                    tagFaults));
    clones.push_back(std::move(stmts));
    prevYields = std::move(yields);
  }
  return Region{flattenSeq(clones, op.loc), std::move(prevYields)};
}

} // namespace pipecheck::passes::lpl

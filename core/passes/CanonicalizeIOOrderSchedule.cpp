// ReorderRegion of CanonicalizeIOOrder (§8.3 categories, §8.4 the sort).
//
// A region is one SeqStmts under a Pipeline loop. Its top-level statements
// are sorted topologically over the RAW graph, always emitting the ready
// statement with the smallest key:
//   normal: (tier, stage string, 0, sub, 0, index)
//   dbC:    (tier, "", group, sub, stage, index)
// tier 0 = scalar compute, 1 = load (tile.load, tile.read, L1->L0 extract),
// 2 = tile compute and stores; sub 1 marks a Store-category statement. The
// stage string is the pipeline_membership of the tile a tier-2 statement
// defines, else of its first bare-Var operand defined by a tagged assign of
// this region; it is compared as a string, like the real pass ("0:10" <
// "0:2", "" first). In dbC mode stage = the innermost pair's stage and group
// = stage / 2 (both -1 when untagged). A trailing terminator is peeled off
// and re-appended; fewer than two other statements leave the region alone.
// In dbC regions the emitted Acc tile.matmul* assigns then get their
// innermost stage rotated modulo 2. Ops are matched by registry name.
#include <queue>
#include <string>
#include <tuple>
#include <unordered_map>

#include "core/ir/builder.h"
#include "core/passes/CanonicalizeIOOrderInternal.h"
#include "core/passes/PipelineMembership.h"
#include "core/ir/op_registry.h"

namespace pipecheck::passes::cio {

using namespace ir;

namespace {

enum class Category { ScalarCompute = 0, Load = 1, TileCompute = 2, Store = 3 };

const Call *opCall(const ExprPtr &e) {
  const Call *c = asCall(e);
  return c && !c->isFunctionCall ? c : nullptr;
}

bool isLoadLike(const Call &c) {
  const OpInfo *op = lookupOp(c);
  return op && op->isLoad;
}
bool isStoreLike(const Call &c) {
  const OpInfo *op = lookupOp(c);
  return op && op->isStoreLike();
}

// IsL1ToL0ExtractCall: tile.extract from a Mat tile whose first target_memory
// kwarg is Left or Right.
bool isL1ToL0Extract(const Call &c) {
  if (!callHasFamily(c, OpFamily::Extract) || c.args.empty())
    return false;
  const TileType *src = asTile(c.args[0]->type);
  if (!src || src->memorySpace != MemorySpace::Mat)
    return false;
  for (const auto &[key, value] : c.kwargs) {
    if (key != "target_memory")
      continue;
    const MemorySpace *ms = std::get_if<MemorySpace>(&value);
    return ms && (*ms == MemorySpace::Left || *ms == MemorySpace::Right);
  }
  return false;
}

Category categorize(const Stmt &s, RegionPolicy policy) {
  Category storeTier =
      policy.overlapStores || policy.doubleBufferC ? Category::Store : Category::TileCompute;
  if (s.kind == StmtKind::Assign) {
    const auto &a = static_cast<const AssignStmt &>(s);
    if (const Call *c = opCall(a.value)) {
      if (isLoadLike(*c))
        return Category::Load;
      if (isStoreLike(*c))
        return storeTier;
      if (const OpInfo *op = lookupOp(*c);
          policy.doubleBufferC && op && op->family == OpFamily::Assemble && op->isTileLevel)
        return Category::Store;
      if (isL1ToL0Extract(*c))
        return Category::Load;
    }
    return asScalar(a.var->type) ? Category::ScalarCompute : Category::TileCompute;
  }
  if (s.kind == StmtKind::Eval)
    if (const Call *c = opCall(static_cast<const EvalStmt &>(s).expr))
      if (isStoreLike(*c))
        return storeTier;
  return Category::TileCompute;
}

bool isTerminator(const StmtPtr &s) {
  return s->kind == StmtKind::Yield || s->kind == StmtKind::Return;
}

std::string membershipOf(const Call &c) {
  std::optional<std::string> m = getAttr<std::string>(c.attrs, kPipelineMembershipAttr);
  return m ? *m : std::string();
}

// §8.4 step 4: stage strings.
class StageLookup {
public:
  // evalUnkeyed: the "canon-eval-stage-unkeyed" fault (an EvalStmt's
  // operands are not looked up, so its key is "").
  StageLookup(const std::vector<StmtPtr> &stmts, bool evalUnkeyed) : evalUnkeyed_(evalUnkeyed) {
    for (const StmtPtr &s : stmts)
      if (const AssignStmt *a = asAssign(s))
        if (const Call *c = asCall(a->value)) {
          std::string m = membershipOf(*c);
          if (!m.empty())
            tileStage_[a->var.get()] = std::move(m);
        }
  }
  std::string key(const StmtPtr &s) const {
    if (const AssignStmt *a = asAssign(s)) {
      auto it = tileStage_.find(a->var.get());
      if (it != tileStage_.end())
        return it->second;
      if (const Call *c = asCall(a->value))
        return ofInputs(*c);
      return {};
    }
    if (const EvalStmt *e = asEval(s))
      if (const Call *c = asCall(e->expr); c && !evalUnkeyed_)
        return ofInputs(*c);
    return {};
  }

private:
  std::string ofInputs(const Call &c) const {
    for (const ExprPtr &arg : c.args)
      if (const Var *v = asVar(arg)) {
        auto it = tileStage_.find(v);
        if (it != tileStage_.end())
          return it->second;
      }
    return {};
  }
  std::unordered_map<const Var *, std::string> tileStage_;
  bool evalUnkeyed_ = false;
};

using HeapKey = std::tuple<int, std::string, int64_t, int, int64_t, std::size_t>;

// §8.4 step 8: the Acc matmul membership with its innermost stage taken mod 2.
StmtPtr rotateAccMembership(const StmtPtr &s) {
  const AssignStmt *a = asAssign(s);
  if (!a)
    return s;
  const Call *c = asCall(a->value);
  const TileType *lhs = asTile(a->var->type);
  const OpInfo *op = c ? lookupOp(*c) : nullptr;
  if (!op || !lhs || lhs->memorySpace != MemorySpace::Acc || !op->isCubeMatmul)
    return s;
  std::string packed = membershipOf(*c);
  std::vector<MembershipPair> pairs = parsePipelineMembership(packed);
  if (pairs.empty())
    return s;
  pairs.front().stage = ((pairs.front().stage % 2) + 2) % 2;
  std::string rotated;
  for (const MembershipPair &p : pairs)
    rotated = appendPipelineMembership(rotated, p.group, p.stage);
  if (rotated == packed)
    return s;
  CallPtr call = withAttrs(*c, withAttrAtEnd(c->attrs, kPipelineMembershipAttr, rotated));
  auto out = std::make_shared<AssignStmt>(a->var, call);
  out->loc = s->loc;
  out->comments = s->comments;
  return out;
}

} // namespace

Result<StmtPtr> reorderRegion(const std::shared_ptr<const SeqStmts> &seq, RegionPolicy policy,
                              ScheduleFaults faults) {
  const std::vector<StmtPtr> &stmts = seq->stmts;
  const std::size_t n = stmts.size();
  if (n == 0)
    return StmtPtr(seq);
  DependencyGraph graph = buildDependencyGraph(stmts, faults.shallowUses);
  const bool hasTerminator = isTerminator(stmts.back());
  const std::size_t count = hasTerminator ? n - 1 : n;
  if (count < 2)
    return StmtPtr(seq);

  std::vector<std::vector<std::size_t>> successors(count);
  std::vector<std::size_t> remaining(count, 0);
  for (std::size_t j = 0; j < count; ++j)
    for (std::size_t p : graph.predecessors[j]) { // p < j < count: never the terminator
      successors[p].push_back(j);
      ++remaining[j];
    }

  StageLookup stages(std::vector<StmtPtr>(stmts.begin(), stmts.begin() + count),
                     faults.evalUnkeyed);
  std::vector<HeapKey> keys(count);
  for (std::size_t i = 0; i < count; ++i) {
    Category cat = categorize(*stmts[i], policy);
    int tier = cat == Category::ScalarCompute ? 0 : cat == Category::Load ? 1 : 2;
    if (faults.loadsLast && cat == Category::Load) // a legal order, only slower
      tier = 3;
    int sub = cat == Category::Store ? 1 : 0;
    std::string packed = tier == 2 ? stages.key(stmts[i]) : std::string();
    if (policy.doubleBufferC) {
      std::vector<MembershipPair> pairs = parsePipelineMembership(packed);
      int64_t stage = pairs.empty() ? -1 : pairs.front().stage;
      int64_t group = pairs.empty() ? -1 : stage / 2;
      keys[i] = HeapKey{tier, std::string(), group, sub, stage, i};
    } else {
      keys[i] = HeapKey{tier, std::move(packed), 0, sub, 0, i};
    }
  }

  std::priority_queue<HeapKey, std::vector<HeapKey>, std::greater<>> ready;
  for (std::size_t i = 0; i < count; ++i)
    if (remaining[i] == 0)
      ready.push(keys[i]);
  std::vector<StmtPtr> out;
  out.reserve(n);
  while (!ready.empty()) {
    std::size_t i = std::get<5>(ready.top());
    ready.pop();
    bool rotate = policy.doubleBufferC && !faults.noDbcRotation;
    out.push_back(rotate ? rotateAccMembership(stmts[i]) : stmts[i]);
    for (std::size_t j : successors[i])
      if (--remaining[j] == 0)
        ready.push(keys[j]);
  }
  if (out.size() != count) {
    std::string message = "CanonicalizeIOOrder: dependency graph appears cyclic — should be "
                          "impossible for an SSA region under the InOut-use discipline";
    if (seq->loc.valid())
      message += " [" + seq->loc.str() + "]";
    Diagnostic d = makeError(std::move(message), seq->loc, "CanonicalizeIOOrder");
    d.kind = "InternalError";
    return d;
  }
  if (hasTerminator)
    out.push_back(stmts.back());

  bool changed = false;
  for (std::size_t i = 0; i < n && !changed; ++i)
    changed = out[i].get() != stmts[i].get();
  if (!changed)
    return StmtPtr(seq);
  auto result = std::make_shared<SeqStmts>(std::move(out));
  result->loc = seq->loc;
  result->comments = seq->comments;
  return StmtPtr(result);
}

} // namespace pipecheck::passes::cio

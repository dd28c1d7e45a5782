// SkewCrossCorePipeline, part 3: LowerSkewed, the skewed replacement of a loop.
//
// Items 14-17 of reference/neighbour-passes.md 5.2. With depth D, trip T,
// start s and step t (all constants, D divides T, T >= 2D) the loop becomes
//   prologue  produce(s + i*t)                         i in [0, D)
//   steady    for k in range(s + D*t, s + T*t, D*t) (Sequential):
//               produce(k + i*t) for i in [0, D), then consume(k - (D-i)*t)
//   epilogue  consume(s + (T-D)*t + i*t)               i in [0, D)
//   result    original_return_var_j = last epilogue yield j
// A produce / consume clone is a deep clone (fresh defs) of the selected
// top-level statements in index order, the loop var mapped to the index and
// the iter args to the values threaded so far (consumes thread sequentially:
// steady ones from the steady loop's fresh iter args, epilogue ones from the
// steady return vars "<name>_swp"). Prologue and epilogue indices are folded
// ConstInt INDEX; the clones themselves are not simplified (i * 64 becomes
// pl.const(1, pl.INDEX) * pl.const(64, pl.INDEX)). Clone i of both halves is
// tagged "<group>:i" with one group per skewed loop, tpop assigns excluded,
// cube Acc matmul results included. The steady loop keeps the source loop var
// and iter arg names, its leading comments and its attrs minus
// pipeline_stages. Fault skew-swaps-messages emits the steady loop's produce
// clones in reverse order.
#include <algorithm>

#include "core/ir/builder.h"
#include "core/ir/clone.h"
#include "core/passes/LowerPipelineLoopsInternal.h"
#include "core/passes/SkewCrossCorePipelineInternal.h"

namespace pipecheck::passes::skew {

using namespace ir;
using lpl::wrapAdd;
using lpl::wrapMul;

namespace {

struct Half {
  StmtPtr body;                // statements, yield stripped
  std::vector<ExprPtr> yields; // the clone's yield values (consume halves)
};

class Builder {
public:
  Builder(Context &ctx, const ForStmt &loop, const Plan &plan, int32_t group)
      : ctx_(ctx), loop_(loop), plan_(plan), group_(group) {}

  // clone_half: the statements of `which` in index order (plus the body's
  // yield when withYield), deep-cloned under {loop var -> index, iter arg j
  // -> iterSubs[j]}, split from the yield and tagged (group, stage).
  Result<Half> cloneHalf(const std::set<std::size_t> &which, const ExprPtr &index,
                         const std::vector<ExprPtr> &iterSubs, bool withYield, int64_t stage) {
    std::vector<StmtPtr> picked;
    for (std::size_t i : which)
      picked.push_back(plan_.stmts[i]);
    if (withYield)
      picked.push_back(makeYield(plan_.yields, loop_.loc));
    VarSubstitution map;
    map[loop_.loopVar.get()] = index;
    for (std::size_t j = 0; j < loop_.iterArgs.size() && j < iterSubs.size(); ++j)
      map[loop_.iterArgs[j].get()] = iterSubs[j];
    auto [stmts, yields] =
        lpl::splitBodyYield(deepClone(makeSeq(std::move(picked), loop_.loc), map, true));
    StmtPtr tagged = PC_TRY(lpl::tagMemberships(stmts, group_, static_cast<int32_t>(stage),
                                                /*doubleBufferC=*/false,
                                                /*tagAccumulators=*/true, /*skipTpop=*/true));
    return Half{tagged, std::move(yields)};
  }

  ExprPtr constIndex(int64_t v) const { return constInt(v, DataType::INDEX, loop_.loc); }

  Result<StmtPtr> build() {
    const int64_t start = plan_.start, step = plan_.step, trip = plan_.trip, depth = plan_.depth;
    std::vector<ExprPtr> init;
    for (const IterArgPtr &ia : loop_.iterArgs)
      init.push_back(ia->init);
    std::vector<StmtPtr> out;
    for (int64_t i = 0; i < depth; ++i) // prologue
      out.push_back(PC_TRY(cloneHalf(plan_.produce, constIndex(wrapAdd(start, wrapMul(i, step))),
                                     init, false, i))
                        .body);

    out.push_back(PC_TRY(steadyLoop()));

    std::vector<ExprPtr> carry = init;
    if (!steadyReturnVars_.empty())
      carry.assign(steadyReturnVars_.begin(), steadyReturnVars_.end());
    int64_t epilogueBase = wrapAdd(start, wrapMul(trip - depth, step));
    for (int64_t i = 0; i < depth; ++i) { // epilogue
      Half h = PC_TRY(cloneHalf(plan_.consume, constIndex(wrapAdd(epilogueBase, wrapMul(i, step))),
                                carry, true, i));
      out.push_back(h.body);
      if (!loop_.iterArgs.empty() && !ctx_.fault("skew-epilogue-not-threaded"))
        carry = std::move(h.yields);
    }
    for (std::size_t j = 0; j < loop_.returnVars.size() && j < carry.size(); ++j)
      out.push_back(makeAssign(loop_.returnVars[j], carry[j], loop_.loc));
    return flattenSeq(out, loop_.loc);
  }

private:
  Result<StmtPtr> steadyLoop() {
    const int64_t start = plan_.start, step = plan_.step, trip = plan_.trip, depth = plan_.depth;
    const VarPtr &lv = loop_.loopVar;
    VarPtr k = makeVar(lv->name, lv->type, lv->loc);
    std::vector<IterArgPtr> iterArgs;
    std::vector<ExprPtr> carry;
    for (const IterArgPtr &ia : loop_.iterArgs) {
      iterArgs.push_back(makeIterArg(ia->name, ia->type, ia->init, ia->loc));
      carry.push_back(iterArgs.back());
    }
    std::vector<StmtPtr> produces;
    for (int64_t i = 0; i < depth; ++i)
      produces.push_back(
          PC_TRY(cloneHalf(plan_.produce, lpl::offsetIndex(k, wrapMul(i, step)), carry, false, i))
              .body);
    if (ctx_.fault("skew-swaps-messages"))
      std::reverse(produces.begin(), produces.end());
    std::vector<StmtPtr> body = std::move(produces);
    for (int64_t i = 0; i < depth; ++i) {
      int64_t lag = ctx_.fault("skew-consume-lag-off-by-one") ? depth - i - 1 : depth - i;
      ExprPtr index = makeBinary(BinaryOp::Sub, k, constIndex(wrapMul(lag, step)), k->loc);
      Half h = PC_TRY(cloneHalf(plan_.consume, index, carry, true, i));
      body.push_back(h.body);
      if (!loop_.iterArgs.empty())
        carry = std::move(h.yields);
    }
    if (!loop_.iterArgs.empty())
      body.push_back(makeYield(carry, loop_.loc));
    for (const VarPtr &rv : loop_.returnVars)
      steadyReturnVars_.push_back(makeVar(rv->name + "_swp", rv->type, rv->loc));

    ForSpec spec = specOf(loop_);
    spec.loopVar = k;
    spec.start = constIndex(wrapAdd(start, wrapMul(depth, step)));
    spec.stop = constIndex(wrapAdd(start, wrapMul(trip, step)));
    spec.step = constIndex(wrapMul(depth, step));
    spec.iterArgs = std::move(iterArgs);
    spec.body = flattenSeq(body, loop_.loc);
    spec.returnVars = steadyReturnVars_;
    spec.kind = demotedKind(ctx_);
    spec.attrs = demotedAttrs(ctx_, loop_.attrs);
    return StmtPtr(makeFor(std::move(spec))); // comments and span kept by specOf
  }

  Context &ctx_;
  const ForStmt &loop_;
  const Plan &plan_;
  int32_t group_;
  std::vector<VarPtr> steadyReturnVars_;
};

} // namespace

Result<StmtPtr> lowerSkewed(Context &ctx, const ForStmt &loop, const Plan &plan) {
  int32_t group = ctx.nextGroup++; // item 14
  if (ctx.fault("skew-groups-from-zero")) // the bug: the counter's base 1 << 20 forgotten
    group -= kSkewGroupBase;
  if (ctx.fault("skew-depth-ignores-divisibility") && plan.depth < 2 && plan.trip >= 4) {
    Plan wrong = plan; // the bug: depth 2 without the trip % D == 0 test
    wrong.depth = 2;
    return Builder(ctx, loop, wrong, group).build();
  }
  return Builder(ctx, loop, plan, group).build();
}

} // namespace pipecheck::passes::skew

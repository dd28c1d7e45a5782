// Tests of the individual reduction families through targeted oracles.
//
// Each oracle states exactly what must survive, so the expected minimum is
// read off the oracle, not off the reducer: a trip count the oracle needs
// (>= 3) ends at exactly 3 with start 0 and step 1; nesting the oracle does
// not need disappears; iter_args it does not need go; a dynamic bound
// becomes a constant; attrs other than pipeline_stages go.
#include <gtest/gtest.h>

#include "core/ir/walk.h"
#include "core/text/printer.h"
#include "properties/reduce/Reducer.h"
#include "tests/reduce/reduce_test_util.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;
using test::hasOpInPipeline;
using test::parseOrFail;
using test::validityErrors;

std::vector<const ForStmt *> loopsOf(const Program &p) {
  std::vector<const ForStmt *> out;
  for (const FunctionPtr &f : p.functions)
    forEachStmt(f->body, [&](const StmtPtr &s) {
      if (const ForStmt *l = asFor(s))
        out.push_back(l);
    });
  return out;
}

std::optional<int64_t> constOf(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return c->value;
  return std::nullopt;
}

// The test's own trip count of a loop with constant bounds (nullopt otherwise).
std::optional<int64_t> tripOf(const ForStmt &l) {
  auto a = constOf(l.start), b = constOf(l.stop), s = constOf(l.step);
  if (!a || !b || !s || *s == 0)
    return std::nullopt;
  int64_t n = 0;
  for (int64_t i = *a; *s > 0 ? i < *b : i > *b; i += *s)
    ++n;
  return n;
}

bool containsOp(const StmtPtr &body, std::string_view op) {
  bool found = false;
  forEachExpr(body, [&](const ExprPtr &e) {
    const Call *c = asCall(e);
    found |= c && c->op == op;
  });
  return found;
}

constexpr const char *kStridedCarry = R"(import pypto.language as pl

@pl.program
class Strided:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4096], pl.FP32], out: pl.Out[pl.Tensor[[4096], pl.FP32]], aux: pl.Out[pl.Tensor[[4096], pl.FP32]]) -> pl.Tensor[[4096], pl.FP32]:
        for i, (o, p, s) in pl.pipeline(2, 20, 2, stage=6, init_values=(out, aux, 0), attrs={"pipeline_overlap_stores": False}):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            e: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o2: pl.Tensor[[4096], pl.FP32] = pl.tile.store(e, [i * 128], o)
            p2: pl.Tensor[[4096], pl.FP32] = pl.tile.store(t, [i * 128], p)
            s2: pl.Scalar[pl.INDEX] = s + i
            ro, rp, rs = pl.yield_(o2, p2, s2)
        return ro
)";

TEST(ReduceLoops, TripStartStepStageAndAttrsShrinkToWhatTheOracleNeeds) {
  ProgramPtr p = parseOrFail(kStridedCarry);
  ASSERT_TRUE(p);
  ASSERT_EQ(validityErrors(p), "");
  // Needs: a pipeline loop of stage >= 2 and constant trip >= 3 with an exp inside.
  auto oracle = [](const ProgramPtr &q) {
    for (const ForStmt *l : loopsOf(*q)) {
      auto stages = getAttr<int64_t>(l->attrs, kPipelineStagesAttr);
      auto trip = tripOf(*l);
      if (l->forKind == ForKind::Pipeline && stages && *stages >= 2 && trip && *trip >= 3 &&
          containsOp(l->body, "tile.exp"))
        return true;
    }
    return false;
  };
  ASSERT_TRUE(oracle(p));
  ReduceResult r = reduceProgram(p, oracle);
  std::string text = text::printProgram(*r.program);
  EXPECT_EQ(validityErrors(r.program), "") << text;
  ASSERT_TRUE(oracle(r.program)) << text;
  auto loops = loopsOf(*r.program);
  ASSERT_EQ(loops.size(), 1u) << text;
  const ForStmt &l = *loops[0];
  EXPECT_EQ(constOf(l.start), 0) << text;
  EXPECT_EQ(constOf(l.step), 1) << text;
  EXPECT_EQ(constOf(l.stop), 3) << text;
  EXPECT_EQ(getAttr<int64_t>(l.attrs, kPipelineStagesAttr), 2) << text;
  EXPECT_EQ(l.attrs.size(), 1u) << text; // pipeline_overlap_stores dropped
  EXPECT_TRUE(l.iterArgs.empty()) << text;
  EXPECT_TRUE(l.returnVars.empty()) << text;
  EXPECT_LE(r.statementsAfter, 4u) << text; // for, load, exp, return
}

TEST(ReduceIterArgs, KeepsOnlyTheCarryTheOracleNeeds) {
  ProgramPtr p = parseOrFail(kStridedCarry);
  ASSERT_TRUE(p);
  // Needs: a loop carrying a scalar (the `s` carry) and an exp in a pipeline.
  auto oracle = [](const ProgramPtr &q) {
    bool scalarCarry = false;
    for (const ForStmt *l : loopsOf(*q))
      for (const IterArgPtr &ia : l->iterArgs)
        scalarCarry |= asScalar(ia->type) != nullptr;
    return scalarCarry && hasOpInPipeline(*q, "tile.exp", 2);
  };
  ASSERT_TRUE(oracle(p));
  ReduceResult r = reduceProgram(p, oracle);
  std::string text = text::printProgram(*r.program);
  EXPECT_EQ(validityErrors(r.program), "") << text;
  ASSERT_TRUE(oracle(r.program)) << text;
  auto loops = loopsOf(*r.program);
  ASSERT_EQ(loops.size(), 1u) << text;
  ASSERT_EQ(loops[0]->iterArgs.size(), 1u) << text;
  EXPECT_TRUE(asScalar(loops[0]->iterArgs[0]->type)) << text;
  EXPECT_EQ(loops[0]->returnVars.size(), 1u) << text;
}

constexpr const char *kNested = R"(import pypto.language as pl

@pl.program
class Nested:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 8], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 8], pl.FP32]]) -> pl.Tensor[[64, 8], pl.FP32]:
        for b, (ob,) in pl.range(2, init_values=(out,)):
            for i, (o,) in pl.pipeline(n, stage=3, init_values=(ob,)):
                for j, (p,) in pl.pipeline(i, i + 5, stage=4, init_values=(o,)):
                    if j % 2 == 0:
                        t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8 + j, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
                        v: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
                    else:
                        u: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8 + j, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
                        w: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u)
                        v: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(w)
                    p2: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(v, [i * 8 + j, 0], p)
                    rp: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(p2)
                ro: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(rp)
            rb: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(ro)
        return rb
)";

TEST(ReduceUnnest, OuterLoopsAndTheIfDisappearAndDynamicBoundsBecomeConstants) {
  ProgramPtr p = parseOrFail(kNested);
  ASSERT_TRUE(p);
  ASSERT_EQ(validityErrors(p), "");
  auto oracle = [](const ProgramPtr &q) { return hasOpInPipeline(*q, "tile.exp", 2); };
  ASSERT_TRUE(oracle(p));
  ReduceResult r = reduceProgram(p, oracle);
  std::string text = text::printProgram(*r.program);
  EXPECT_EQ(validityErrors(r.program), "") << text;
  ASSERT_TRUE(oracle(r.program)) << text;
  auto loops = loopsOf(*r.program);
  ASSERT_EQ(loops.size(), 1u) << text;
  EXPECT_TRUE(constOf(loops[0]->start)) << text;
  EXPECT_TRUE(constOf(loops[0]->stop)) << text;
  bool hasIf = false;
  forEachStmt(r.program->functions[0]->body, [&](const StmtPtr &s) { hasIf |= asIf(s) != nullptr; });
  EXPECT_FALSE(hasIf) << text;
  EXPECT_LE(r.statementsAfter, 4u) << text;
}

TEST(ReduceUnnest, KeepsTheNestingTheOracleNeeds) {
  ProgramPtr p = parseOrFail(kNested);
  ASSERT_TRUE(p);
  // Needs: a pipeline loop nested in another pipeline loop, exp innermost.
  auto oracle = [](const ProgramPtr &q) {
    for (const ForStmt *l : loopsOf(*q)) {
      if (l->forKind != ForKind::Pipeline)
        continue;
      for (const ForStmt *inner : loopsOf(*q))
        if (inner != l && inner->forKind == ForKind::Pipeline && containsOp(inner->body, "tile.exp")) {
          bool nested = false;
          forEachStmt(l->body, [&](const StmtPtr &s) { nested |= s.get() == inner; });
          if (nested)
            return true;
        }
    }
    return false;
  };
  ASSERT_TRUE(oracle(p));
  ReduceResult r = reduceProgram(p, oracle);
  std::string text = text::printProgram(*r.program);
  EXPECT_EQ(validityErrors(r.program), "") << text;
  ASSERT_TRUE(oracle(r.program)) << text;
  EXPECT_EQ(loopsOf(*r.program).size(), 2u) << text;
  EXPECT_LE(r.statementsAfter, 5u) << text;
}

constexpr const char *kChainAfterLoop = R"(import pypto.language as pl

@pl.program
class Chain:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[512], pl.FP32], out: pl.Out[pl.Tensor[[512], pl.FP32]]) -> tuple[pl.Tensor[[512], pl.FP32], pl.Scalar[pl.INDEX]]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            e: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        u: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [128], [128], target_memory=pl.Mem.Vec)
        m: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u, 2.0)
        a: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.add(m, u)
        o: pl.Tensor[[512], pl.FP32] = pl.tile.store(a, [0], out)
        k: pl.Scalar[pl.INDEX] = 7
        k2: pl.Scalar[pl.INDEX] = k * 3
        return o, k2
)";

TEST(ReduceBypass, ChainsThatOnlyFeedTheReturnCollapse) {
  // Statement removal alone cannot touch u, m, a, o, k, k2: the return keeps
  // each alive. Bypassing o by the `out` param, then the rest, frees them.
  ProgramPtr p = parseOrFail(kChainAfterLoop);
  ASSERT_TRUE(p);
  ASSERT_EQ(validityErrors(p), "");
  auto oracle = [](const ProgramPtr &q) { return hasOpInPipeline(*q, "tile.exp", 2); };
  ReduceResult r = reduceProgram(p, oracle);
  std::string text = text::printProgram(*r.program);
  EXPECT_EQ(validityErrors(r.program), "") << text;
  ASSERT_TRUE(oracle(r.program)) << text;
  EXPECT_FALSE(containsOp(r.program->functions[0]->body, "tile.store")) << text;
  EXPECT_FALSE(containsOp(r.program->functions[0]->body, "tile.muls")) << text;
  EXPECT_EQ(r.statementsAfter, 4u) << text; // for, load, exp, return
}

} // namespace
} // namespace pipecheck::reduce

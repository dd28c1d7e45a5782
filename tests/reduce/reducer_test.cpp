// Tests of the IR-level reducer (properties/reduce) with structural oracles.
//
// The oracles are plain predicates over the IR, so the smallest program that
// satisfies them is known from the predicate alone: a pipeline loop with
// stage >= 2 around one load and one exp, plus the function's return. Each
// test checks the result is a valid input (verifiers + round trip), still
// satisfies the oracle, and is small; others check the budget and that an
// oracle that never fails leaves the program untouched.
#include <gtest/gtest.h>

#include "core/ir/equal.h"
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

// Three functions (one called by another), a range loop with a scalar carry,
// a pipeline loop with a tensor and a scalar carry around an if/else with a
// tile return var, a second pipeline loop, dead scalar code. tile.exp occurs
// only in the then branch of the F=4 pipeline loop of `kernel`.
constexpr const char *kBigProgram = R"(import pypto.language as pl

@pl.program
class Big:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def helper(y: pl.Tensor[[512], pl.FP32], out: pl.Out[pl.Tensor[[512], pl.FP32]]) -> pl.Tensor[[512], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            m: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            o2: pl.Tensor[[512], pl.FP32] = pl.tile.store(m, [i * 128], o)
            r: pl.Tensor[[512], pl.FP32] = pl.yield_(o2)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1280], pl.FP32], s0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1280], pl.FP32]]) -> pl.Tensor[[1280], pl.FP32]:
        a0: pl.Scalar[pl.INDEX] = s0 + 1
        b0: pl.Scalar[pl.INDEX] = a0 * 2
        for j, (acc,) in pl.range(3, init_values=(b0,)):
            acc2: pl.Scalar[pl.INDEX] = acc + j
            ra: pl.Scalar[pl.INDEX] = pl.yield_(acc2)
        for i, (o, c) in pl.pipeline(1, 10, stage=4, init_values=(out, ra)):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            if i % 2 == 0:
                e: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
                q: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
            else:
                f: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
                q: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.yield_(f)
            g: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.add(q, t)
            o2: pl.Tensor[[1280], pl.FP32] = pl.tile.store(g, [i * 128], o)
            c2: pl.Scalar[pl.INDEX] = c + i
            ro, rc = pl.yield_(o2, c2)
        d: pl.Scalar[pl.INDEX] = rc * 3
        for k, (o3,) in pl.pipeline(0, 2, stage=2, init_values=(ro,)):
            t3: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [k * 128], [128], [128], target_memory=pl.Mem.Vec)
            m3: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t3, 2.0)
            o4: pl.Tensor[[1280], pl.FP32] = pl.tile.store(m3, [k * 128], o3)
            r3: pl.Tensor[[1280], pl.FP32] = pl.yield_(o4)
        return r3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, y: pl.Tensor[[512], pl.FP32], out2: pl.Out[pl.Tensor[[512], pl.FP32]]) -> pl.Tensor[[512], pl.FP32]:
        r1: pl.Tensor[[512], pl.FP32] = self.helper(y, out2)
        return r1
)";

bool expInPipeline(const ProgramPtr &p) { return hasOpInPipeline(*p, "tile.exp", 2); }

TEST(Reducer, BigProgramIsValidAndSatisfiesTheOracle) {
  ProgramPtr big = parseOrFail(kBigProgram);
  ASSERT_TRUE(big);
  EXPECT_EQ(validityErrors(big), "");
  EXPECT_TRUE(expInPipeline(big));
  EXPECT_GE(countStatements(*big), 25u);
}

TEST(Reducer, BigProgramShrinksToAHandfulOfStatements) {
  ProgramPtr big = parseOrFail(kBigProgram);
  ASSERT_TRUE(big);
  int oracleCalls = 0;
  ReduceResult r = reduceProgram(big, [&](const ProgramPtr &p) {
    ++oracleCalls;
    return expInPipeline(p);
  });
  ASSERT_TRUE(r.program);
  EXPECT_EQ(validityErrors(r.program), "") << text::printProgram(*r.program);
  EXPECT_TRUE(expInPipeline(r.program));
  EXPECT_EQ(r.statementsBefore, countStatements(*big));
  EXPECT_EQ(r.statementsAfter, countStatements(*r.program));
  // for, load, exp, return: the predicate needs the loop, the exp and its
  // operand; the return is the function's. Allow one more (a yield).
  EXPECT_LE(r.statementsAfter, 5u) << text::printProgram(*r.program);
  EXPECT_EQ(r.program->functions.size(), 1u) << text::printProgram(*r.program);
  EXPECT_GT(r.accepted, 0);
  EXPECT_LE(r.accepted, r.candidatesTried);
  EXPECT_LE(oracleCalls, r.candidatesTried);
  // The loop keeps stage >= 2 (the oracle's bound) but no more.
  std::optional<int64_t> stage;
  forEachStmt(r.program->functions[0]->body, [&](const StmtPtr &s) {
    if (const ForStmt *f = asFor(s))
      stage = getAttr<int64_t>(f->attrs, kPipelineStagesAttr);
  });
  EXPECT_EQ(stage, 2) << text::printProgram(*r.program);
}

TEST(Reducer, IsDeterministic) {
  ProgramPtr big = parseOrFail(kBigProgram);
  ASSERT_TRUE(big);
  ReduceResult a = reduceProgram(big, expInPipeline);
  ReduceResult b = reduceProgram(big, expInPipeline);
  EXPECT_EQ(text::printProgram(*a.program), text::printProgram(*b.program));
  EXPECT_EQ(a.candidatesTried, b.candidatesTried);
  EXPECT_EQ(a.accepted, b.accepted);
}

TEST(Reducer, CandidateBudgetIsRespected) {
  ProgramPtr big = parseOrFail(kBigProgram);
  ASSERT_TRUE(big);
  for (int budget : {0, 1, 7, 30}) {
    int oracleCalls = 0;
    ReduceOptions opts;
    opts.maxCandidates = budget;
    ReduceResult r = reduceProgram(
        big,
        [&](const ProgramPtr &p) {
          ++oracleCalls;
          return expInPipeline(p);
        },
        opts);
    EXPECT_LE(r.candidatesTried, budget);
    EXPECT_LE(oracleCalls, budget);
    EXPECT_EQ(validityErrors(r.program), "");
    EXPECT_TRUE(expInPipeline(r.program));
    if (budget == 0)
      EXPECT_EQ(r.program, big);
  }
}

TEST(Reducer, RoundBudgetAndTimeBudgetAreRespected) {
  ProgramPtr big = parseOrFail(kBigProgram);
  ASSERT_TRUE(big);
  ReduceOptions noTime;
  noTime.maxSeconds = 0;
  ReduceResult r = reduceProgram(big, expInPipeline, noTime);
  EXPECT_EQ(r.candidatesTried, 0);
  EXPECT_EQ(r.program, big);

  ReduceOptions noRounds;
  noRounds.maxRounds = 0;
  r = reduceProgram(big, expInPipeline, noRounds);
  EXPECT_EQ(r.candidatesTried, 0);
  EXPECT_EQ(r.program, big);

  // One round already removes most of the program but is not the fixpoint.
  ReduceOptions oneRound;
  oneRound.maxRounds = 1;
  ReduceResult one = reduceProgram(big, expInPipeline, oneRound);
  ReduceResult full = reduceProgram(big, expInPipeline);
  EXPECT_LT(one.candidatesTried, full.candidatesTried);
  EXPECT_LT(one.statementsAfter, one.statementsBefore);
  EXPECT_GE(one.statementsAfter, full.statementsAfter);
}

TEST(Reducer, OracleThatNeverFailsLeavesTheProgramUnchanged) {
  ProgramPtr big = parseOrFail(kBigProgram);
  ASSERT_TRUE(big);
  int oracleCalls = 0;
  ReduceResult r = reduceProgram(big, [&](const ProgramPtr &) {
    ++oracleCalls;
    return false;
  });
  EXPECT_EQ(r.program, big);
  EXPECT_EQ(r.accepted, 0);
  EXPECT_GT(oracleCalls, 0);
  EXPECT_GT(r.candidatesTried, oracleCalls); // invalid candidates never reach the oracle
  EXPECT_EQ(r.statementsBefore, r.statementsAfter);
}

TEST(Reducer, OracleSeesOnlyValidCandidates) {
  ProgramPtr big = parseOrFail(kBigProgram);
  ASSERT_TRUE(big);
  int invalid = 0, calls = 0;
  reduceProgram(big, [&](const ProgramPtr &p) {
    ++calls;
    invalid += !validityErrors(p).empty();
    return expInPipeline(p);
  });
  EXPECT_GT(calls, 0);
  EXPECT_EQ(invalid, 0);
}

} // namespace
} // namespace pipecheck::reduce

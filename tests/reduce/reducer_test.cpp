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
using test::kBigProgram;
using test::parseOrFail;
using test::validityErrors;


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
    if (budget == 0) {
      EXPECT_EQ(r.program, big);
    }
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

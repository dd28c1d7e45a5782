// A failing property suite reports within its budget, shrinking included
// (issue 15: with a wrong tail in LowerPipelineLoops, the IterationProof
// suite ran for more than seven minutes, most of it RapidCheck re-running
// Z3 proofs while it shrank). Each evaluation is held to
// kEvaluationBudgetMs (Z3 checks get what is left of it) and the shrinking
// to kShrinkSeconds / kMaxShrinkEvaluations (suite_support.h), so the suite
// still fails, with a counterexample, soon after it first fails.
//
// The one timing assertion pins that deadline with generous slack (it is
// about a bound, not about speed); the deterministic one is that shrinking
// stops after at most kMaxShrinkEvaluations evaluations.
#include <chrono>

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "properties/suites/suite_support.h"

namespace pipecheck::suites {
namespace {

TEST(SuiteBudget, IterationProofWithAWrongTailFailsWithinItsBudget) {
  ShrinkBudget budget;
  auto t0 = std::chrono::steady_clock::now();
  bool passed = rc::check("iteration-proof under main-stop-original", [&] {
    propertyHoldsWith("iteration-proof", {"main-stop-original"}, SuiteFocus::SameCorePypto,
                      budget);
  });
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::cout << "[budget] failed after " << seconds << " s, " << budget.shrinkEvaluations()
            << " shrink evaluation(s)" << (budget.spent() ? ", shrink budget spent" : "")
            << "\n";
  ASSERT_FALSE(passed) << "the fault was not found: nothing to time";
  EXPECT_TRUE(budget.failed());
  EXPECT_LE(budget.shrinkEvaluations(), kMaxShrinkEvaluations);
  // Search (at most 40 cases of one evaluation budget each, in practice a
  // few) + the shrink budget + one evaluation, with room for a loaded machine.
  EXPECT_LT(seconds, 40 * kEvaluationBudgetMs / 1000.0 + kShrinkSeconds + 60);
}

TEST(SuiteBudget, ShrinkBudgetStopsEvaluationsAfterTheCap) {
  ShrinkBudget b;
  EXPECT_TRUE(b.allowEvaluation()); // before any failure: unlimited
  b.noteFailure();
  int allowed = 0;
  while (b.allowEvaluation() && allowed <= kMaxShrinkEvaluations)
    ++allowed;
  EXPECT_EQ(allowed, kMaxShrinkEvaluations);
  EXPECT_TRUE(b.spent());
  EXPECT_FALSE(b.allowEvaluation());
}

} // namespace
} // namespace pipecheck::suites

// The suites' program mix: over the streams RapidCheck generates for a
// suite (its fixed seed and sizes), some programs are cross-core pairs,
// some are slot-shaped, and some cases run under the PTOAS planner, so the
// catalogue suites (cross-core-resolved, skew-fifo-order, slot-distinct,
// window-differential among them) really meet the shapes those properties
// are about instead of passing as NotApplicable.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "properties/gen/RcChoices.h"
#include "properties/suites/suite_support.h"

namespace pipecheck::suites {
namespace {

// RapidCheck's listener, silenced: this test only counts.
struct QuietListener : rc::detail::TestListener {
  void onTestCaseFinished(const rc::detail::CaseDescription &) override {}
  void onShrinkTried(const rc::detail::CaseDescription &, bool) override {}
  void onTestFinished(const rc::detail::TestMetadata &, const rc::detail::TestResult &) override {}
};

TEST(SuiteMix, GeneratedCasesIncludeCrossCoreSlotShapedAndPtoas) {
  int cases = 0, crossCore = 0, slots = 0, ptoas = 0;
  rc::detail::TestParams params;
  params.seed = 20261130; // suite_main.cpp's default seed
  params.maxSuccess = 120;
  params.maxSize = 60;
  QuietListener listener;
  auto result = rc::detail::checkTestable(
      [&] {
        auto stream = *gen::rcChoiceStream();
        bool isPtoas = rcPlanner() == passes::MemoryPlanner::PTOAS;
        gen::VectorChoiceSource src(stream);
        auto g = gen::generateProgram(src);
        RC_ASSERT(g.ok());
        ++cases;
        crossCore += g->features.has(gen::Feature::CrossCore);
        slots += g->features.has(gen::Feature::SlotShaped);
        ptoas += isPtoas;
      },
      rc::detail::TestMetadata{}, params, listener);
  EXPECT_TRUE(result.is<rc::detail::SuccessResult>());
  std::printf("[suites] %d cases: %d cross-core, %d slot-shaped, %d under PTOAS\n", cases,
              crossCore, slots, ptoas);
  EXPECT_GE(crossCore, cases / 20);
  EXPECT_GE(slots, cases / 20);
  EXPECT_GE(ptoas, cases / 6);
  EXPECT_LE(ptoas, cases / 2);
}

} // namespace
} // namespace pipecheck::suites

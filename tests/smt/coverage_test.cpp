// proveLoweringCoverage on hand-built lowerings (smt_test_util.h): correct
// lowerings prove; each fault from the issue is refuted with concrete bounds,
// and every counterexample is replayed with the tests' own executor, so a
// verdict is never trusted on its own.
#include <gtest/gtest.h>

#include "smt_test_util.h"

namespace pipecheck::smt {
namespace {

using testing::Bound;
using testing::Fault;
using testing::makeLoopCase;
using testing::pyRange;
using testing::runAnchors;

LoopProof only(const std::vector<LoopProof> &ps) {
  EXPECT_EQ(ps.size(), 1u);
  return ps.front();
}

// Source bounds for the params of a counterexample.
int64_t boundValue(const Bound &b, const std::map<std::string, int64_t> &params) {
  return b.constant ? *b.constant : params.at(b.param);
}

// Replays a counterexample with the tests' executor and checks its claim.
void expectReproduces(const testing::LoopCase &lc, const Bound &start, const Bound &stop,
                      int64_t step, const Counterexample &cex, DivSemantics div) {
  std::map<std::string, int64_t> params = {{"n", 0}, {"lo", 0}};
  for (const auto &[k, v] : cex.params)
    params[k] = v;
  auto ran = runAnchors(*lc.lowered->functions[0], params, div);
  ASSERT_TRUE(ran) << "lowering ran out of fuel";
  std::vector<int64_t> src = pyRange(boundValue(start, params), boundValue(stop, params), step);
  EXPECT_TRUE(testing::claimHolds(cex, src, *ran));
}

struct StaticCase {
  int64_t start, stop, step, stages;
};

class StaticLowering : public ::testing::TestWithParam<StaticCase> {};

TEST_P(StaticLowering, CorrectLoweringIsProved) {
  const StaticCase c = GetParam();
  auto lc = makeLoopCase(Bound::c(c.start), Bound::c(c.stop), c.step, c.stages);
  // The reference lowering itself is right (independent check).
  auto ran = runAnchors(*lc.lowered->functions[0], {}, DivSemantics::Floor);
  ASSERT_TRUE(ran);
  ASSERT_EQ(*ran, pyRange(c.start, c.stop, c.step));
  for (DivSemantics div : {DivSemantics::Floor, DivSemantics::Trunc}) {
    const LoopProof p = only(proveLoweringCoverage(*lc.source, *lc.lowered, {.div = div}));
    EXPECT_EQ(p.verdict, Verdict::Proved) << p.message;
    for (const QueryResult &q : p.queries)
      EXPECT_EQ(q.verdict, Verdict::Proved) << name(q.query) << ": " << q.message;
    EXPECT_NE(p.tripFormula.verdict, Verdict::Refuted) << p.tripFormula.message;
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, StaticLowering,
                         ::testing::Values(StaticCase{0, 10, 1, 4}, StaticCase{3, 25, 2, 5},
                                           StaticCase{2, 22, 3, 6}, StaticCase{5, 8, 4, 3},
                                           StaticCase{17, 3, -2, 3}, StaticCase{10, 0, -1, 4},
                                           StaticCase{0, 8, 1, 4}, StaticCase{0, 3, 1, 4},
                                           StaticCase{5, 5, 1, 2}, StaticCase{9, 2, 1, 3}));

struct DynCase {
  Bound start, stop;
  int64_t step, stages;
};

class DynamicLowering : public ::testing::TestWithParam<DynCase> {};

TEST_P(DynamicLowering, ProvedForOrderedBoundsUnderFloor) {
  const DynCase c = GetParam();
  auto lc = makeLoopCase(c.start, c.stop, c.step, c.stages);
  const LoopProof p = only(proveLoweringCoverage(*lc.source, *lc.lowered,
                                                  {.div = DivSemantics::Floor, .assumeOrderedBounds = true}));
  EXPECT_EQ(p.verdict, Verdict::Proved) << p.message;
  EXPECT_EQ(p.tripFormula.verdict, Verdict::Proved) << p.tripFormula.message;
  EXPECT_EQ(p.sites, c.stages + c.stages * (c.stages - 1) / 2);
}

// The real pass's formulas under floor division run iterations when
// stop < start (e.g. range(1, n) with n = 0 runs i = -1): a finding, found
// without assuming ordered bounds and replayed concretely.
TEST_P(DynamicLowering, ReversedBoundsRunIterationsUnderFloor) {
  const DynCase c = GetParam();
  auto lc = makeLoopCase(c.start, c.stop, c.step, c.stages);
  const LoopProof p = only(proveLoweringCoverage(*lc.source, *lc.lowered, {}));
  ASSERT_EQ(p.verdict, Verdict::Refuted) << p.message;
  ASSERT_TRUE(p.counterexample);
  expectReproduces(lc, c.start, c.stop, c.step, *p.counterexample, DivSemantics::Floor);
  std::map<std::string, int64_t> params = {{"n", 0}, {"lo", 0}};
  for (const auto &[k, v] : p.counterexample->params)
    params[k] = v;
  EXPECT_LT(boundValue(c.stop, params), boundValue(c.start, params));
  ASSERT_TRUE(p.orderedVerdict);
  EXPECT_EQ(*p.orderedVerdict, Verdict::Proved);
  EXPECT_EQ(p.tripFormula.verdict, Verdict::Refuted);
  ASSERT_TRUE(p.orderedTripVerdict);
  EXPECT_EQ(*p.orderedTripVerdict, Verdict::Proved);
}

// Under truncating division the same lowering runs nothing for reversed
// bounds (the remainder is <= 0 and matches no branch, the main loop ends
// before its start), so coverage holds for every bound, while the contract
// fails: a negative remainder or a negative main_iters.
TEST_P(DynamicLowering, TruncatingDivisionCoversAllBounds) {
  const DynCase c = GetParam();
  auto lc = makeLoopCase(c.start, c.stop, c.step, c.stages);
  const LoopProof &p =
      only(proveLoweringCoverage(*lc.source, *lc.lowered, {.div = DivSemantics::Trunc}));
  EXPECT_EQ(p.verdict, Verdict::Proved) << p.message;
  EXPECT_EQ(p.tripFormula.verdict, Verdict::Refuted) << p.tripFormula.message;
  ASSERT_TRUE(p.tripFormula.counterexample);
  std::map<std::string, int64_t> seen(p.tripFormula.counterexample->extra.begin(),
                                      p.tripFormula.counterexample->extra.end());
  EXPECT_EQ(seen.at("trip"), 0) << p.tripFormula.message;
  EXPECT_TRUE(seen.at("rem") < 0 || seen.at("main_iters") < 0) << p.tripFormula.message;
  // Brute force agrees: the lowering runs exactly range() for small bounds.
  for (int64_t n = -12; n <= 30; ++n)
    for (int64_t lo : {-7, -1, 0, 3}) {
      std::map<std::string, int64_t> params{{"n", n}, {"lo", lo}};
      auto ran = runAnchors(*lc.lowered->functions[0], params, DivSemantics::Trunc);
      ASSERT_TRUE(ran);
      EXPECT_EQ(*ran, pyRange(boundValue(c.start, params), boundValue(c.stop, params), c.step))
          << "n=" << n << " lo=" << lo;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, DynamicLowering,
    ::testing::Values(DynCase{Bound::c(0), Bound::p("n"), 1, 4},
                      DynCase{Bound::c(1), Bound::p("n"), 3, 5},
                      DynCase{Bound::p("lo"), Bound::c(40), 2, 3},
                      DynCase{Bound::p("lo"), Bound::p("n"), 2, 2},
                      DynCase{Bound::c(4), Bound::p("n"), 1, 2}));

struct FaultCase {
  const char *label;
  Bound start, stop;
  int64_t step, stages;
  Fault fault;
};

class FaultyLowering : public ::testing::TestWithParam<FaultCase> {};

TEST_P(FaultyLowering, RefutedWithConcreteBounds) {
  const FaultCase c = GetParam();
  auto lc = makeLoopCase(c.start, c.stop, c.step, c.stages, c.fault);
  for (DivSemantics div : {DivSemantics::Floor, DivSemantics::Trunc}) {
    // Ordered bounds, so the refutation comes from the fault alone.
    const LoopProof p = only(proveLoweringCoverage(
        *lc.source, *lc.lowered, {.div = div, .assumeOrderedBounds = true}));
    ASSERT_EQ(p.verdict, Verdict::Refuted) << c.label << ": " << p.message;
    ASSERT_TRUE(p.counterexample);
    std::map<std::string, int64_t> params = {{"n", 0}, {"lo", 0}};
    for (const auto &[k, v] : p.counterexample->params)
      params[k] = v;
    EXPECT_LE(boundValue(c.start, params), boundValue(c.stop, params)) << p.message;
    expectReproduces(lc, c.start, c.stop, c.step, *p.counterexample, div);
    // Every refuting query's model reproduces, not only the first.
    for (const QueryResult &q : p.queries)
      if (q.verdict == Verdict::Refuted)
        expectReproduces(lc, c.start, c.stop, c.step, *q.counterexample, div);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Faults, FaultyLowering,
    ::testing::Values(
        FaultCase{"remainder in index units", Bound::c(1), Bound::p("n"), 3, 5,
                  Fault::RemainderInIndexUnits},
        FaultCase{"remainder in index units, dyn start", Bound::p("lo"), Bound::c(40), 2, 3,
                  Fault::RemainderInIndexUnits},
        FaultCase{"cascade missing last branch", Bound::c(1), Bound::p("n"), 3, 5,
                  Fault::CascadeMissingLast},
        FaultCase{"cascade missing last branch F=2", Bound::c(0), Bound::p("n"), 1, 2,
                  Fault::CascadeMissingLast},
        FaultCase{"main loop past the multiple (dynamic)", Bound::c(0), Bound::p("n"), 1, 4,
                  Fault::MainPastMultiple},
        FaultCase{"main loop past the multiple (static)", Bound::c(3), Bound::c(25), 2, 5,
                  Fault::MainPastMultiple},
        FaultCase{"clone offset without the step (dynamic)", Bound::c(1), Bound::p("n"), 3, 5,
                  Fault::OffsetWithoutStep},
        FaultCase{"clone offset without the step (static)", Bound::c(2), Bound::c(22), 3, 6,
                  Fault::OffsetWithoutStep}));

TEST(FaultyLowering, StaticMainPastMultipleBreaksTripFormula) {
  auto lc = makeLoopCase(Bound::c(3), Bound::c(25), 2, 5, Fault::MainPastMultiple);
  const LoopProof p = only(proveLoweringCoverage(*lc.source, *lc.lowered, {}));
  EXPECT_EQ(p.tripFormula.verdict, Verdict::Refuted) << p.tripFormula.message;
}

} // namespace
} // namespace pipecheck::smt

namespace pipecheck::smt {
namespace {

// A lowering wrapped in an extra loop whose variable no index uses: that
// loop variable cannot be solved from the index ("fresh"), so the duplicate
// query must compare two values of it at the same site.
TEST(FaultyLowering, WrapperLoopRunsEverythingTwice) {
  using namespace ir;
  auto lc = makeLoopCase(Bound::c(0), Bound::c(8), 1, 2);
  auto wrapped = std::make_shared<Function>(*lc.lowered->functions[0]);
  ForSpec z;
  z.loopVar = makeVar("z", makeScalarType(DataType::INDEX));
  z.start = constInt(0);
  z.stop = constInt(2);
  z.step = constInt(1);
  z.body = wrapped->body;
  wrapped->body = makeFor(std::move(z));
  auto lowered = makeProgram("P", {wrapped});
  auto proofs = proveLoweringCoverage(*lc.source, *lowered, {});
  ASSERT_EQ(proofs.size(), 1u);
  const LoopProof &p = proofs[0];
  EXPECT_EQ(p.verdict, Verdict::Refuted) << p.message;
  const QueryResult &dup = p.queries.at(2);
  ASSERT_EQ(dup.query, Query::Duplicate);
  ASSERT_EQ(dup.verdict, Verdict::Refuted) << dup.message;
  auto ran = runAnchors(*wrapped, {}, DivSemantics::Floor);
  ASSERT_TRUE(ran);
  EXPECT_TRUE(testing::claimHolds(*dup.counterexample, pyRange(0, 8, 1), *ran));
  // "Runs nowhere" cannot be decided with an unsolved loop variable: not proved, not refuted.
  EXPECT_NE(p.queries.at(1).verdict, Verdict::Refuted) << p.queries.at(1).message;
  EXPECT_NE(p.queries.at(1).verdict, Verdict::Proved) << p.queries.at(1).message;
}

} // namespace
} // namespace pipecheck::smt

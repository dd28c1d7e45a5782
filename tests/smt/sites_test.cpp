// Iteration-space extraction: which lowered statements are sites, with which
// index expressions, and when a loop is "not checked" instead of guessed.
#include <gtest/gtest.h>

#include <algorithm>

#include "oracle/smt/clone_match.h"
#include "oracle/smt/encode.h"
#include "oracle/smt/sites.h"
#include "smt_test_util.h"

namespace pipecheck::smt {
namespace {

using namespace ir;
using testing::Bound;
using testing::makeLoopCase;

TypePtr idx() { return makeScalarType(DataType::INDEX); }

ForStmtPtr pipelineLoop(VarPtr v, ExprPtr start, ExprPtr stop, int64_t step, StmtPtr body,
                        int64_t stages) {
  ForSpec s;
  s.loopVar = std::move(v);
  s.start = std::move(start);
  s.stop = std::move(stop);
  s.step = constInt(step);
  s.body = std::move(body);
  s.kind = ForKind::Pipeline;
  s.attrs.push_back({kPipelineStagesAttr, AttrValue(int64_t{stages})});
  return makeFor(std::move(s));
}

ProgramPtr oneFunction(std::vector<VarPtr> params, StmtPtr body, std::string name = "main") {
  auto fn = std::make_shared<Function>();
  fn->name = std::move(name);
  fn->params = std::move(params);
  fn->directions.assign(fn->params.size(), ParamDirection::In);
  fn->body = std::move(body);
  return makeProgram("P", {fn});
}

std::vector<std::string> indexTexts(const LoopSpace &s) {
  std::vector<std::string> out;
  for (const Site &site : s.sites)
    out.push_back(exprText(site.index[s.loopComponent]));
  return out;
}

TEST(SitesTest, DynamicLoweringHasMainLoopAndCascadeSites) {
  auto lc = makeLoopCase(Bound::c(0), Bound::p("n"), 2, 4);
  auto spaces = extractLoopSpaces(*lc.source, *lc.lowered);
  ASSERT_EQ(spaces.size(), 1u);
  const LoopSpace &s = spaces[0];
  EXPECT_TRUE(s.notChecked.empty()) << s.notChecked;
  EXPECT_EQ(s.id.str(), "main#0");
  std::vector<std::string> want = {"i", "i + 2", "i + 4", "i + 6",
                                   // cascade, innermost-first construction: rem == 1 .. 3
                                   "unroll_main_end", "unroll_main_end", "unroll_main_end + 2",
                                   "unroll_main_end", "unroll_main_end + 2", "unroll_main_end + 4"};
  EXPECT_EQ(indexTexts(s), want);
  // The rem == 3 branch's sites sit under two else-branches and one then-branch.
  const Site &last = s.sites.back();
  int ifs = 0;
  for (const Frame &f : last.frames)
    ifs += f.kind == Frame::Kind::If;
  EXPECT_EQ(ifs, 3);
}

TEST(SitesTest, StaticTailIndicesAreFoldedConstants) {
  auto lc = makeLoopCase(Bound::c(3), Bound::c(25), 2, 5);
  auto spaces = extractLoopSpaces(*lc.source, *lc.lowered);
  ASSERT_EQ(spaces.size(), 1u);
  std::vector<std::string> want = {"i", "i + 2", "i + 4", "i + 6", "i + 8", "23"};
  EXPECT_EQ(indexTexts(spaces[0]), want);
}

// A body that never uses its loop variable names no iteration: its clones
// are attributed only through a lowered loop with the source header. A
// replicated lowering (main loop step 2, two clones) has none: not checked.
// The identity "lowering" keeps the header: each iteration runs once, proved.
// A body that never uses its loop variable: no clone says which iteration it
// runs, so a replicated lowering is judged by counting its clones
// (sites.h, step 6). The identity is still proved iteration by iteration.
TEST(SitesTest, BodyWithoutLoopVariableIsCountedOnly) {
  VarPtr n = makeVar("n", idx()), lo = makeVar("lo", idx()), i = makeVar("i", idx());
  auto body = [&] { return makeAssign(makeVar("b", idx()), mul(lo, constInt(3))); };
  auto p = oneFunction({n, lo}, pipelineLoop(i, constInt(0), n, 1, body(), 2));
  Options ordered;
  ordered.assumeOrderedBounds = true;
  // Two clones per main iteration and no remainder: one run too many for odd n.
  auto noRemainder = oneFunction(
      {n, lo}, pipelineLoop(makeVar("i", idx()), constInt(0), n, 2, flattenSeq({body(), body()}), 1));
  auto bad = proveLoweringCoverage(*p, *noRemainder, ordered);
  ASSERT_EQ(bad.size(), 1u);
  EXPECT_TRUE(bad[0].countOnly);
  ASSERT_EQ(bad[0].verdict, Verdict::Refuted) << bad[0].message;
  ASSERT_TRUE(bad[0].counterexample);
  EXPECT_EQ(bad[0].counterexample->query, Query::Count);
  const int64_t odd = bad[0].counterexample->params.at("n");
  EXPECT_EQ(bad[0].counterexample->extra,
            (std::vector<std::pair<std::string, int64_t>>{{"runs", odd + 1}, {"trip", odd}}))
      << bad[0].message;
  // The same main loop up to the even part, and one more clone when n is odd.
  auto withRemainder = oneFunction(
      {n, lo},
      flattenSeq({pipelineLoop(makeVar("i", idx()), constInt(0), sub(n, floorMod(n, constInt(2))), 2,
                               flattenSeq({body(), body()}), 1),
                  makeIf(eq(floorMod(n, constInt(2)), constInt(1)), body(), nullptr, {})}));
  auto good = proveLoweringCoverage(*p, *withRemainder, ordered);
  ASSERT_EQ(good.size(), 1u);
  EXPECT_TRUE(good[0].countOnly);
  EXPECT_EQ(good[0].verdict, Verdict::Proved) << good[0].message;
  EXPECT_NE(good[0].message.find("counted only"), std::string::npos) << good[0].message;
  // The trip formula finds the main loop of a count-only loop as the loop
  // its clones are counted over: n - n % 2 is a multiple of F * step, n is not.
  EXPECT_EQ(good[0].tripFormula.verdict, Verdict::Proved) << good[0].tripFormula.message;
  EXPECT_EQ(bad[0].tripFormula.verdict, Verdict::Refuted) << bad[0].tripFormula.message;
  auto identity = proveLoweringCoverage(*p, *p, {});
  ASSERT_EQ(identity.size(), 1u);
  EXPECT_FALSE(identity[0].countOnly);
  EXPECT_EQ(identity[0].verdict, Verdict::Proved) << identity[0].message;
}

TEST(SitesTest, AmbiguousAnchorIsNotChecked) {
  VarPtr n = makeVar("n", idx()), lo = makeVar("lo", idx());
  VarPtr i = makeVar("i", idx()), j = makeVar("j", idx());
  auto body = [](const VarPtr &v) { return makeAssign(makeVar("b", idx()), mul(v, constInt(3))); };
  auto p = oneFunction({n, lo}, flattenSeq({pipelineLoop(i, constInt(0), n, 1, body(i), 2),
                                            pipelineLoop(j, constInt(0), lo, 1, body(j), 2)}));
  auto proofs = proveLoweringCoverage(*p, *p, {});
  ASSERT_EQ(proofs.size(), 2u);
  for (const LoopProof &pr : proofs) {
    EXPECT_EQ(pr.verdict, Verdict::NotChecked);
    EXPECT_NE(pr.message.find("ambiguous"), std::string::npos) << pr.message;
  }
}

TEST(SitesTest, MissingFunctionIsAnError) {
  auto lc = makeLoopCase(Bound::c(0), Bound::p("n"), 1, 2);
  auto other = oneFunction({}, flattenSeq({}), "not_main");
  auto proofs = proveLoweringCoverage(*lc.source, *other, {});
  ASSERT_EQ(proofs.size(), 1u);
  EXPECT_EQ(proofs[0].verdict, Verdict::Error) << proofs[0].message;
}

// An inner loop inside an F > 1 outer pipeline whose body never mentions the
// outer variable: clones of the inner body in different outer clones cannot
// be told apart, so nothing is claimed.
TEST(SitesTest, UnattributableOuterCloneIsNotChecked) {
  VarPtr n = makeVar("n", idx()), o = makeVar("o", idx()), i = makeVar("i", idx());
  auto inner = [&](const VarPtr &v) {
    return pipelineLoop(v, constInt(0), n, 1, makeAssign(makeVar("b", idx()), mul(v, constInt(3))), 1);
  };
  auto src = oneFunction({n}, pipelineLoop(o, constInt(0), constInt(4), 1, inner(i), 2));
  VarPtr o2 = makeVar("o", idx());
  auto low = oneFunction(
      {n}, pipelineLoop(o2, constInt(0), constInt(4), 2,
                        flattenSeq({inner(makeVar("i", idx())), inner(makeVar("i", idx()))}), 1));
  // Parameters must be the same objects by position: rebuild low with src's n.
  auto lowFn = std::make_shared<Function>(*low->functions[0]);
  lowFn->params = src->functions[0]->params;
  low = makeProgram("P", {lowFn});
  auto proofs = proveLoweringCoverage(*src, *low, {});
  ASSERT_EQ(proofs.size(), 2u);
  for (const LoopProof &p : proofs)
    EXPECT_EQ(p.verdict, Verdict::NotChecked) << p.loopId << ": " << p.message;
}

// A bound the encoder cannot model (defined by a call) is an approximation:
// the lowering may well be wrong, but the verdict is "unknown", never
// "refuted" and never "proved".
TEST(SitesTest, OpaqueBoundGivesUnknownNotRefuted) {
  VarPtr n = makeVar("n", idx()), lo = makeVar("lo", idx());
  VarPtr i = makeVar("i", idx());
  auto src = oneFunction(
      {n, lo}, pipelineLoop(i, constInt(0), n, 1, makeAssign(makeVar("b", idx()), mul(i, constInt(3))), 2));
  VarPtr k = makeVar("k", idx()), i2 = makeVar("i", idx());
  auto call = makeCall("test.opaque", {}, {}, {}, idx());
  auto low = oneFunction(
      src->functions[0]->params,
      flattenSeq({makeAssign(k, call),
                  pipelineLoop(i2, constInt(0), k, 2,
                               flattenSeq({makeAssign(makeVar("b", idx()), mul(i2, constInt(3))),
                                           makeAssign(makeVar("b", idx()),
                                                      mul(add(i2, constInt(1)), constInt(3)))}),
                               1)}));
  auto proofs = proveLoweringCoverage(*src, *low, {});
  ASSERT_EQ(proofs.size(), 1u);
  EXPECT_EQ(proofs[0].verdict, Verdict::Unknown) << proofs[0].message;
  EXPECT_FALSE(proofs[0].counterexample);
  EXPECT_NE(proofs[0].message.find("not proved"), std::string::npos) << proofs[0].message;
}

TEST(SitesTest, BaseNameStripsPrinterSuffix) {
  EXPECT_EQ(baseName("t_12"), "t");
  EXPECT_EQ(baseName("o_1_2"), "o"); // a clone of o_1 as the printer names it in text
  EXPECT_EQ(baseName("unroll_main_end"), "unroll_main_end");
  EXPECT_EQ(baseName("r_rem2"), "r_rem2");
  EXPECT_EQ(baseName("x_"), "x_");
}

} // namespace
} // namespace pipecheck::smt

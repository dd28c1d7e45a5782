// SkewCrossCorePipeline: every reason a cross-core loop is demoted.
//
// Each test writes one cross-core pipeline loop that must NOT be skewed and
// checks two things: the pass output demotes it exactly (ForKind Sequential,
// pipeline_stages gone, every other field and the body object unchanged, no
// pipeline_membership written anywhere), and, where the decision is made by
// the body analysis (reference/neighbour-passes.md 5.2), that analyse()
// names the expected guard, so a test fails if the loop is demoted for the
// wrong reason. Dynamic bounds and stage=1 are decided by the driver (5.1).
#include <gtest/gtest.h>

#include "core/ir/walk.h"
#include "core/passes/SkewCrossCorePipelineInternal.h"
#include "tests/passes_skew/skew_test_util.h"

namespace pipecheck {
namespace {

using namespace skewtest;
using passes::skew::Demote;

const char *kLoad = "t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], "
                    "[32, 64], [32, 64], target_memory=pl.Mem.Vec)";
const char *kPush = "pl.tile.tpush_to_aic(t, split=0)";
const char *kPop = "r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)";
const char *kStoreR = "o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(r, [i * 32, 0], o)";
const char *kYield = "y: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(o2)";

std::string loop(const std::string &bounds, int64_t stage) {
  return "for i, (o,) in pl.pipeline(" + bounds + ", stage=" + std::to_string(stage) +
         ", init_values=(out,)):";
}

const ir::ForStmt *firstLoop(const ir::ProgramPtr &p) {
  for (const ir::StmtPtr &s : ir::stmtList(p->find("f")->body))
    if (const ir::ForStmt *f = ir::asFor(s))
      return f;
  return nullptr;
}

// The analysis verdict for the first loop of f in src (nullopt: skewable).
std::optional<Demote> analysisVerdict(const ir::ProgramPtr &input) {
  const ir::ForStmt *f = firstLoop(input);
  int64_t factor = *ir::getAttr<int64_t>(f->attrs, ir::kPipelineStagesAttr);
  auto r = passes::skew::analyse(*f, factor, *ir::constIntValue(f->start),
                                 *ir::constIntValue(f->stop), *ir::constIntValue(f->step));
  EXPECT_TRUE(r.ok());
  if (const Demote *d = std::get_if<Demote>(&r.value()))
    return *d;
  return std::nullopt;
}

void expectDemoted(const Outcome &r) {
  ASSERT_TRUE(r.ok) << r.text;
  const ir::ForStmt *in = firstLoop(r.input);
  const ir::ForStmt *out = firstLoop(r.output);
  ASSERT_TRUE(in && out) << r.text;
  EXPECT_EQ(in->forKind, ir::ForKind::Pipeline);
  EXPECT_EQ(out->forKind, ir::ForKind::Sequential);
  EXPECT_EQ(ir::findAttr(out->attrs, ir::kPipelineStagesAttr), nullptr);
  EXPECT_EQ(out->attrs.size() + 1, in->attrs.size());
  EXPECT_EQ(out->body, in->body) << "the body must be kept as it is";
  EXPECT_EQ(out->start, in->start);
  EXPECT_EQ(out->stop, in->stop);
  EXPECT_EQ(out->step, in->step);
  EXPECT_EQ(out->iterArgs, in->iterArgs);
  EXPECT_EQ(out->returnVars, in->returnVars);
  EXPECT_EQ(r.text.find("pipeline_membership"), std::string::npos) << r.text;
  EXPECT_EQ(ir::stmtList(r.output->find("f")->body).size(),
            ir::stmtList(r.input->find("f")->body).size());
}

TEST(SkewDemote, MultiRoundTrip) {
  Outcome r = runSkew(crossCore(
      loop("0, 8, 1", 2),
      {kLoad, kPush, kPop, "e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(r)",
       "pl.tile.tpush_to_aic(e, split=0)",
       "r2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)",
       "o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(r2, [i * 32, 0], o)", kYield}));
  expectDemoted(r);
  EXPECT_EQ(analysisVerdict(r.input), Demote::MultiRoundTrip);
}

TEST(SkewDemote, ConsumerFirstCarriesThePoppedTile) {
  Outcome r = runSkew(
      crossCore(loop("0, 8, 1", 2),
                {kPop, "e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(r)",
                 "pl.tile.tpush_to_aic(e, split=0)",
                 "o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)", kYield}));
  expectDemoted(r);
  EXPECT_EQ(analysisVerdict(r.input), Demote::CarryNotRecomputable);
}

TEST(SkewDemote, DynamicBounds) {
  for (const char *bounds : {"0, n, 1", "base, 8, 1"}) {
    Outcome r = runSkew(crossCore(loop(bounds, 3), {kLoad, kPush, kPop, kStoreR, kYield}));
    expectDemoted(r);
  }
}

TEST(SkewDemote, StageOne) {
  Outcome r = runSkew(crossCore(loop("0, 8, 1", 1), {kLoad, kPush, kPop, kStoreR, kYield}));
  expectDemoted(r);
}

TEST(SkewDemote, TripBelowTwo) {
  for (const char *bounds : {"0, 1, 1", "4, 0, 1", "0, 0, 1", "0, 8, 8"}) {
    SCOPED_TRACE(bounds);
    Outcome r = runSkew(crossCore(loop(bounds, 2), {kLoad, kPush, kPop, kStoreR, kYield}));
    expectDemoted(r);
    EXPECT_EQ(analysisVerdict(r.input), Demote::ShortTrip);
  }
  // trip 2 is enough (depth 1).
  Outcome ok = runSkew(crossCore(loop("0, 8, 4", 2), {kLoad, kPush, kPop, kStoreR, kYield}));
  ASSERT_TRUE(ok.ok);
  EXPECT_EQ(analysisVerdict(ok.input), std::nullopt);
  EXPECT_NE(ok.text.find("pipeline_membership"), std::string::npos);
}

TEST(SkewDemote, ProducerUsesIterArg) {
  Outcome r = runSkew(crossCore(
      loop("0, 8, 1", 2),
      {"t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(o, [i * 32, 0], [32, 64], "
       "[32, 64], target_memory=pl.Mem.Vec)",
       kPush, kPop, kStoreR, kYield}));
  expectDemoted(r);
  EXPECT_EQ(analysisVerdict(r.input), Demote::ProducerUsesIterArg);
}

TEST(SkewDemote, TileCarry) {
  Outcome r = runSkew(crossCore(
      loop("0, 8, 1", 2),
      {kLoad, kPush, kPop, "e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(r, t)",
       "o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)", kYield}));
  expectDemoted(r);
  EXPECT_EQ(analysisVerdict(r.input), Demote::CarryNotRecomputable);
}

TEST(SkewDemote, ScalarCarryFromACall) {
  std::vector<std::string> body = {
      kLoad,
      "v: pl.Scalar[pl.FP32] = pl.tile.read(t, [0, 0])",
      "u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, v)",
      "pl.tile.tpush_to_aic(u, split=0)",
      kPop,
      "e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(r, v)",
      "o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(e, [i * 32, 0], o)",
      kYield};
  Outcome r = runSkew(crossCore(loop("0, 8, 1", 2), body));
  expectDemoted(r);
  EXPECT_EQ(analysisVerdict(r.input), Demote::CarryNotRecomputable);
  // The same carry computed without a Call is recomputed and the loop skewed.
  body[1] = "v: pl.Scalar[pl.FP32] = 2.0";
  Outcome ok = runSkew(crossCore(loop("0, 8, 1", 2), body));
  ASSERT_TRUE(ok.ok) << ok.text;
  EXPECT_EQ(analysisVerdict(ok.input), std::nullopt);
  EXPECT_NE(ok.text.find("pipeline_membership"), std::string::npos);
}

TEST(SkewDemote, ScalarCarryThroughANonScalarChain) {
  // row is scalar arithmetic, but it reads a scalar produced by a Call.
  std::vector<std::string> body = {
      "it: pl.Tile[[8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8], [8], [8], "
      "target_memory=pl.Mem.Vec)",
      "v: pl.Scalar[pl.FP32] = pl.tile.read(it, [0])",
      "w: pl.Scalar[pl.INDEX] = pl.cast(v, pl.INDEX)",
      "row: pl.Scalar[pl.INDEX] = w * 32 + base",
      "t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [32, 64], "
      "[32, 64], target_memory=pl.Mem.Vec)",
      kPush,
      kPop,
      "o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(r, [row, 0], o)",
      kYield};
  Outcome r = runSkew(crossCore(loop("0, 8, 1", 2), body));
  expectDemoted(r);
  EXPECT_EQ(analysisVerdict(r.input), Demote::CarryNotRecomputable);
}

} // namespace
} // namespace pipecheck

// reduce::keepSourceClean and modelReductionOracle (Reducer.h): a reduction
// of a program whose source runs within its tensors keeps candidates that
// do, whatever the property; one whose source does not gets no such
// condition.
#include <gtest/gtest.h>

#include "properties/reduce/Reducer.h"
#include "tests/reduce/reduce_test_util.h"

namespace pipecheck::reduce {
namespace {

using test::parseOrFail;

// The loop reads rows i * 16 + 1 .. + 8 of a 105-row tensor: in bounds for
// every i < 7, so for a stop of 7; a stop of 10 reads row 129 at i = 8.
std::string loopTo(const std::string &stop) {
  return R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[105, 96], pl.FP32], out: pl.Out[pl.Tensor[[8, 32], pl.FP32]]) -> pl.Tensor[[8, 32], pl.FP32]:
        for i, (o,) in pl.pipeline(0, )" +
         stop + R"(, 2, stage=2, init_values=(out,)):
            t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16 + 1, 64], [8, 32], [8, 32])
            o_1: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(t, [0, 0], o)
            r = pl.yield_(o_1)
        return r
)";
}

checks::CheckInput templateOf(const ir::ProgramPtr &p) {
  checks::CheckInput in;
  in.source = p;
  in.fileName = "keep-source-clean.py";
  return in;
}

TEST(KeepSourceClean, TellsASourceInBoundsFromOneReadingPastItsTensor) {
  ir::ProgramPtr inBounds = parseOrFail(loopTo("7"));
  ir::ProgramPtr pastEnd = parseOrFail(loopTo("10"));
  ASSERT_TRUE(inBounds && pastEnd);
  EXPECT_TRUE(sourceRunsClean(templateOf(inBounds), inBounds));
  EXPECT_FALSE(sourceRunsClean(templateOf(inBounds), pastEnd));
}

TEST(KeepSourceClean, ACleanOriginalKeepsItsCandidatesClean) {
  ir::ProgramPtr inBounds = parseOrFail(loopTo("7"));
  ir::ProgramPtr pastEnd = parseOrFail(loopTo("10"));
  ASSERT_TRUE(inBounds && pastEnd);
  StillFails always = [](const ir::ProgramPtr &) { return true; };
  StillFails kept = keepSourceClean(always, templateOf(inBounds), inBounds);
  EXPECT_TRUE(kept(inBounds));
  EXPECT_FALSE(kept(pastEnd)) << "a candidate that reads past its tensor was kept";
}

TEST(KeepSourceClean, EveryPropertysModelOracleKeepsIt) {
  // Both programs fail membership-tags under a pass that drops the tags
  // (structural: it never runs the source); the model oracle of a reduction
  // from the clean one still rejects the one reading past its tensor.
  ir::ProgramPtr inBounds = parseOrFail(loopTo("7"));
  ir::ProgramPtr pastEnd = parseOrFail(loopTo("10"));
  ASSERT_TRUE(inBounds && pastEnd);
  checks::CheckInput templ = templateOf(inBounds);
  templ.passOptions.faults = {"untagged-clones"};
  ASSERT_TRUE(propertyStillFails(templ, "membership-tags")(pastEnd))
      << "the fault must make both programs fail, else this test shows nothing";
  ASSERT_TRUE(propertyStillFails(templ, "membership-tags")(inBounds));
  StillFails oracle = modelReductionOracle(templ, "membership-tags", inBounds);
  EXPECT_TRUE(oracle(inBounds));
  EXPECT_FALSE(oracle(pastEnd)) << "a structural property's reduction kept a source past its tensor";
}

TEST(KeepSourceClean, AnOriginalOutOfBoundsAddsNoCondition) {
  ir::ProgramPtr pastEnd = parseOrFail(loopTo("10"));
  ASSERT_TRUE(pastEnd);
  StillFails always = [](const ir::ProgramPtr &) { return true; };
  EXPECT_TRUE(keepSourceClean(always, templateOf(pastEnd), pastEnd)(pastEnd));
}

} // namespace
} // namespace pipecheck::reduce

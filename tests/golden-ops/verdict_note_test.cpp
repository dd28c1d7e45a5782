// A verdict that rests on uninterpreted ops says so: the differential check
// on a loop whose values come from tile.sort32 (no exact semantics; the
// deterministic uninterpreted function) holds on pipecheck's own lowering
// and says what it rests on, and fails on a lowering that feeds sort32 the
// wrong rows, also saying so. A program with only exact ops carries no note.
#include <gtest/gtest.h>

#include "core/text/parser.h"
#include "oracle/checks/catalogue.h"
#include "oracle/checks/context.h"

namespace pipecheck {
namespace {

std::string kernel(const std::string &loop, const std::string &kOffset, const std::string &op) {
  return "import pypto.language as pl\n\n@pl.program\nclass P:\n"
         "    @pl.function(type=pl.FunctionType.InCore)\n"
         "    def kernel(self, x: pl.Tensor[[8, 4], pl.FP32], k: pl.Tensor[[8, 4], pl.INT32], "
         "out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:\n"
         "        for i in " + loop + ":\n"
         "            t: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 2, 0], [2, 4], "
         "[2, 4], target_memory=pl.Mem.Vec)\n"
         "            j: pl.Tile[[2, 4], pl.INT32, pl.Mem.Vec] = pl.tile.load(k, [" + kOffset +
         ", 0], [2, 4], [2, 4], target_memory=pl.Mem.Vec)\n"
         "            s: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = " + op + "\n"
         "            pl.tile.store(s, [i * 2, 0], out)\n"
         "        return out\n";
}

ir::ProgramPtr parse(const std::string &text) {
  auto r = text::parseProgram(text, "test.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

checks::Verdict differential(const ir::ProgramPtr &src, const ir::ProgramPtr &lowered) {
  checks::CheckInput in;
  in.source = src;
  in.givenLowered = lowered;
  checks::RunContext ctx(in);
  std::vector<checks::Verdict> vs = checks::runCatalogue(ctx, {"differential"});
  EXPECT_EQ(vs.size(), 1u);
  return vs.empty() ? checks::Verdict{} : vs[0];
}

const char *kSort = "pl.tile.sort32(t, j)";

TEST(VerdictNote, HoldsOnOwnLoweringAndSaysItRestsOnUninterpretedOps) {
  ir::ProgramPtr src = parse(kernel("pl.pipeline(4, stage=2)", "i * 2", kSort));
  ASSERT_TRUE(src);
  checks::Verdict v = differential(src, nullptr); // pipecheck's model passes
  EXPECT_EQ(v.outcome, checks::Outcome::Holds) << v.message << "\n" << v.witness;
  EXPECT_NE(v.message.find("rests on uninterpreted op tile.sort32"), std::string::npos)
      << v.message;
}

TEST(VerdictNote, FailsWhenTheUninterpretedOpSeesOtherInputsAndSaysSo) {
  ir::ProgramPtr src = parse(kernel("pl.pipeline(4, stage=2)", "i * 2", kSort));
  ir::ProgramPtr wrong = parse(kernel("pl.range(4)", "(3 - i) * 2", kSort));
  ASSERT_TRUE(src && wrong);
  checks::Verdict v = differential(src, wrong);
  EXPECT_EQ(v.outcome, checks::Outcome::Fails) << v.message;
  EXPECT_NE(v.message.find("rests on uninterpreted op tile.sort32"), std::string::npos)
      << v.message;
}

TEST(VerdictNote, ExactOpsCarryNoNote) {
  const char *concat = "pl.tile.concat(t, pl.tile.cast(j, target_type=pl.FP32, mode='none'))";
  ir::ProgramPtr src = parse(kernel("pl.pipeline(4, stage=2)", "i * 2", concat));
  ASSERT_TRUE(src);
  checks::Verdict v = differential(src, nullptr);
  EXPECT_EQ(v.outcome, checks::Outcome::Holds) << v.message << "\n" << v.witness;
  EXPECT_EQ(v.message.find("uninterpreted"), std::string::npos) << v.message;
  ir::ProgramPtr wrong = parse(kernel("pl.range(4)", "(3 - i) * 2", concat));
  ASSERT_TRUE(wrong);
  EXPECT_EQ(differential(src, wrong).outcome, checks::Outcome::Fails);
}

} // namespace
} // namespace pipecheck

// Co-scheduled execution (oracle/interp/cosched.h) on a hand-made pair: the
// golden xc_cube_push_f2_d2 AIC kernel and an AIV partner that pops each QK
// tile, halves it and pushes it back. The AIV side's pushes must be exactly
// half of what the AIC side pushed (the pops really read the peer's
// messages, not synthesised tiles); a partner that pops once more than the
// AIC pushes ends in a deadlock against a finished peer; and a single-sided
// run still synthesises its pops.
#include <cstdlib>
#include <filesystem>

#include "oracle/interp/cosched.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
const fs::path kCases = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden-window/cases";

std::string partner(int pops) {
  return "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, "
         "role=pl.Role.SubWorker)\n"
         "    def scale(out: pl.Out[pl.Tensor[[512, 64], pl.FP32]]):\n"
         "        for i in pl.range(" +
         std::to_string(pops) +
         "):\n"
         "            g: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)\n"
         "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(g, 0.5)\n"
         "            pl.tile.tpush_to_aic(e, split=0)\n"
         "            pl.tile.store(e, [i * 32, 0], out)\n";
}

ir::ProgramPtr pairProgram(int pops) {
  return testing::parseString(testing::readText(kCases / "xc_cube_push_f2_d2" / "input.py") +
                              partner(pops));
}

const interp::OutputValue *output(const interp::RunResult &r, const std::string &label) {
  if (!r.outputs())
    return nullptr;
  for (const auto &v : r.outputs()->values)
    if (v.label == label)
      return &v;
  return nullptr;
}

TEST(CoSched, PopsReadThePeersPushes) {
  ir::ProgramPtr p = pairProgram(8);
  ASSERT_TRUE(p);
  interp::Inputs in;
  interp::CoRunResult r = interp::coRun(*p, "qk_pv", in, "scale", in);
  ASSERT_EQ(r.status, interp::CoStatus::Completed) << r.message;
  for (int k = 0; k < 8; ++k) {
    const auto *sent = output(r.aic.result, "tpush aic->aiv#" + std::to_string(k));
    const auto *back = output(r.aiv.result, "tpush aiv->aic#" + std::to_string(k));
    ASSERT_TRUE(sent && back) << k;
    ASSERT_EQ(sent->count(), back->count());
    for (std::size_t e = 0; e < sent->count(); e += 97)
      EXPECT_EQ(std::strtod(back->elementText(e).c_str(), nullptr),
                0.5 * std::strtod(sent->elementText(e).c_str(), nullptr))
          << "message " << k << " element " << e;
  }
  EXPECT_EQ(output(r.aic.result, "tpush aic->aiv#8"), nullptr);
  // Ping-pong: each round moves at least one message each way.
  EXPECT_LE(r.rounds, 10);
}

TEST(CoSched, WaitingForAFinishedPeerIsADeadlock) {
  ir::ProgramPtr p = pairProgram(9);
  ASSERT_TRUE(p);
  interp::Inputs in;
  interp::CoRunResult r = interp::coRun(*p, "qk_pv", in, "scale", in);
  EXPECT_EQ(r.status, interp::CoStatus::Deadlock) << r.message;
  EXPECT_TRUE(std::holds_alternative<interp::Returned>(r.aic.result.outcome));
  EXPECT_TRUE(r.aiv.waiting);
  EXPECT_NE(r.message.find("aic 'qk_pv' has returned; aiv 'scale' waits in scale"),
            std::string::npos)
      << r.message;
  EXPECT_NE(r.message.find("tile.tpop_from_aic #8 on channel aic->aiv has no message yet"),
            std::string::npos)
      << r.message;
}

TEST(CoSched, RoundBudgetStopsTheSearch) {
  ir::ProgramPtr p = pairProgram(8);
  ASSERT_TRUE(p);
  interp::Inputs in;
  interp::CoOptions co;
  co.maxRounds = 2;
  interp::CoRunResult r = interp::coRun(*p, "qk_pv", in, "scale", in, {}, co);
  EXPECT_EQ(r.status, interp::CoStatus::BudgetExhausted) << r.message;
}

TEST(CoSched, SingleSidedRunsStillSynthesisePops) {
  ir::ProgramPtr p = pairProgram(8);
  ASSERT_TRUE(p);
  interp::RunResult r = interp::run(*p, "scale", interp::Inputs{});
  ASSERT_TRUE(r.outputs()) << interp::describe(r.outcome);
  EXPECT_NE(output(r, "tpush aiv->aic#7"), nullptr);
}

} // namespace
} // namespace pipecheck

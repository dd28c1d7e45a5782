// Every named fault of lower_pipeline_loops changes the output.
//
// The faults (core/passes/faults.h) exist so the oracles can be tested on
// wrong passes; a fault that silently behaves like the faithful pass would
// make such a test vacuous. For each fault we pick a program where the bug
// matters, run the faithful and the faulty pass, and require both to succeed
// and the results to be structurally different (and, where the printer can
// show it, textually different). A table check makes sure every registered
// fault has a case here.
#include <gtest/gtest.h>

#include <map>

#include "core/ir/equal.h"
#include "core/passes/faults.h"
#include "tests/passes/lower_test_util.h"

namespace pipecheck {
namespace {

using testutil::program;

std::string scalar(const std::string &header) {
  return program("T", "\n    @pl.function\n"
                      "    def main(self, s0: pl.Scalar[pl.INDEX], n: pl.Scalar[pl.INDEX]) -> "
                      "pl.Scalar[pl.INDEX]:\n"
                      "        for i, (a,) in " +
                          header +
                          ":\n"
                          "            b: pl.Scalar[pl.INDEX] = a + i\n"
                          "            r: pl.Scalar[pl.INDEX] = pl.yield_(b)\n"
                          "        return r");
}

std::string tiles(const std::string &header) {
  return program(
      "K", "\n    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
           "role=pl.Role.SubWorker)\n"
           "    def kernel(x: pl.Tensor[[256], pl.FP32], n: pl.Scalar[pl.INDEX], out: "
           "pl.Out[pl.Tensor[[256], pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:\n"
           "        for i in " +
               header +
               ":\n"
               "            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16], "
               "[16], [16], target_memory=pl.Mem.Vec)\n"
               "            pl.tile.store(t, [i * 16], out)\n"
               "        return out");
}

std::string matmul() {
  return program(
      "M", "\n    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
           "role=pl.Role.SubWorker)\n"
           "    def kernel(a: pl.Tensor[[64, 32], pl.BF16], b: pl.Tensor[[32, 32], pl.BF16], out: "
           "pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:\n"
           "        for i, (acc,) in pl.pipeline(0, 64, 32, stage=2, init_values=(out,)):\n"
           "            am: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i, 0], [32, "
           "32], [32, 32], target_memory=pl.Mem.Mat)\n"
           "            bm: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, "
           "32], [32, 32], target_memory=pl.Mem.Mat)\n"
           "            lft: pl.Tile[[32, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(am, "
           "target_memory=pl.Mem.Left)\n"
           "            rgt: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bm, "
           "target_memory=pl.Mem.Right)\n"
           "            c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)\n"
           "            nxt: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(c, [i, 0], acc)\n"
           "            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(nxt)\n"
           "        return r");
}

const char *kKernelHead =
    "\n    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
    "role=pl.Role.SubWorker)\n";

// Two nested pipelines (the enclosing pair is appended after the inner one).
std::string nested() {
  return program("N", std::string(kKernelHead) +
                          "    def kernel(x: pl.Tensor[[256], pl.FP32], out: "
                          "pl.Out[pl.Tensor[[256], pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:\n"
                          "        for i in pl.pipeline(4, stage=2):\n"
                          "            for j in pl.pipeline(4, stage=2):\n"
                          "                t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, "
                          "[i * 64 + j * 16], [16], [16], target_memory=pl.Mem.Vec)\n"
                          "                pl.tile.store(t, [i * 64 + j * 16], out)\n"
                          "        return out");
}

// Two kernels with one pipeline each (group ids restart per function).
std::string twoKernels() {
  std::string k = "    def kernel_N(x: pl.Tensor[[256], pl.FP32], out: pl.Out[pl.Tensor[[256], "
                  "pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:\n"
                  "        for i in pl.pipeline(4, stage=2):\n"
                  "            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16], "
                  "[16], [16], target_memory=pl.Mem.Vec)\n"
                  "            pl.tile.store(t, [i * 16], out)\n"
                  "        return out";
  std::string a = k, b = k;
  a.replace(a.find("kernel_N"), 8, "kernel_0");
  b.replace(b.find("kernel_N"), 8, "kernel_1");
  return program("G", std::string(kKernelHead) + a + kKernelHead + b);
}

// An extract into Acc (data movement: tagged) and, with dbC, a matmul into Acc.
std::string accOps(bool dbc) {
  return program(
      "A", std::string(kKernelHead) +
               "    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], "
               "pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:\n"
               "        for i, (o,) in pl.pipeline(0, 64, 16, stage=2, init_values=(out,)" +
               (dbc ? std::string(", attrs={\"pipeline_double_buffer_c\": True}") : "") +
               "):\n"
               "            m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [i, 0], "
               "[16, 16], [16, 16], target_memory=pl.Mem.Mat)\n"
               "            lft: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(m, "
               "target_memory=pl.Mem.Left)\n"
               "            rgt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(m, "
               "target_memory=pl.Mem.Right)\n"
               "            c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = " +
               (dbc ? std::string("pl.tile.matmul(lft, rgt)")
                    : std::string("pl.tile.extract(m, 0, 0, [16, 16], target_memory=pl.Mem.Acc)")) +
               "\n"
               "            o_1: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(c, [i, 0], o)\n"
               "            r: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(o_1)\n"
               "        return r");
}

// fault -> a program on which it must make a difference.
std::map<std::string, std::string> faultCases() {
  return {
      {"tail-off-by-one", scalar("pl.pipeline(10, stage=4, init_values=(s0,))")},
      {"main-stop-original", scalar("pl.pipeline(10, stage=4, init_values=(s0,))")},
      {"offset-without-step", scalar("pl.pipeline(0, 8, 2, stage=2, init_values=(s0,))")},
      {"iter-args-not-threaded", scalar("pl.pipeline(4, stage=2, init_values=(s0,))")},
      {"rem-in-index-units", scalar("pl.pipeline(0, n, 2, stage=3, init_values=(s0,))")},
      {"cascade-missing-last-branch", scalar("pl.pipeline(n, stage=3, init_values=(s0,))")},
      {"untagged-clones", tiles("pl.pipeline(4, stage=2)")},
      {"tagged-accumulator", matmul()},
      {"attr-left-at-F", tiles("pl.pipeline(4, stage=2)")},
      {"kind-without-attr", tiles("pl.pipeline(4, stage=2)")},
      // issue 16 (the zoo suite, properties/suites/fault_zoo.cpp, shows an oracle bites)
      {"trip-floor-div", scalar("pl.pipeline(0, 9, 2, stage=2, init_values=(s0,))")},
      {"dyn-trip-floor-div", scalar("pl.pipeline(0, n, 2, stage=2, init_values=(s0,))")},
      {"main-step-unscaled", scalar("pl.pipeline(8, stage=2, init_values=(s0,))")},
      {"neg-step-tail-base", scalar("pl.pipeline(10, 0, -1, stage=4, init_values=(s0,))")},
      {"dyn-tail-base-start", scalar("pl.pipeline(n, stage=2, init_values=(s0,))")},
      {"tail-seeds-from-init", scalar("pl.pipeline(10, stage=4, init_values=(s0,))")},
      {"cascade-seeds-from-init", scalar("pl.pipeline(n, stage=2, init_values=(s0,))")},
      {"cascade-rem-ge", scalar("pl.pipeline(n, stage=3, init_values=(s0,))")},
      {"zero-trip-not-demoted", scalar("pl.pipeline(0, stage=2, init_values=(s0,))")},
      {"group-ids-per-program", twoKernels()},
      {"outer-pair-first", nested()},
      {"stage-from-one", tiles("pl.pipeline(4, stage=2)")},
      {"tagger-skips-nested", nested()},
      {"acc-test-on-space", accOps(false)},
      {"dbc-ignored", accOps(true)},
      // issue 16, second round
      {"group-per-source-loop", tiles("pl.pipeline(5, stage=2)")},
      {"marker-loops-relowered", tiles("pl.pipeline(4, stage=1)")},
      {"tail-untagged", tiles("pl.pipeline(5, stage=2)")},
      {"dyn-main-end-without-step", scalar("pl.pipeline(0, n, 2, stage=2, init_values=(s0,))")},
      {"cascade-else-yields-init", scalar("pl.pipeline(n, stage=2, init_values=(s0,))")},
      // The faithful pass rejects these two (ErrorFaultsAcceptWhatTheContractRejects).
      {"zero-step-accepted", scalar("pl.pipeline(0, 8, 0, stage=2, init_values=(s0,))")},
      {"dyn-neg-step-accepted", scalar("pl.pipeline(n, 0, -1, stage=2, init_values=(s0,))")},
  };
}

TEST(LowerPipelineLoopsFaults, ErrorFaultsAcceptWhatTheContractRejects) {
  for (const char *fault : {"zero-step-accepted", "dyn-neg-step-accepted"}) {
    std::string src = faultCases().at(fault);
    testutil::LowerOutcome good = testutil::lowerText(src);
    EXPECT_FALSE(good.ok) << fault << ": the faithful pass must reject\n" << good.text;
    ASSERT_TRUE(good.input);
    passes::PassOptions o;
    o.faults = {fault};
    auto bad = passes::lowerPipelineLoops(good.input, o);
    EXPECT_TRUE(bad.ok()) << fault << ": " << bad.error().message;
  }
}

TEST(LowerPipelineLoopsFaults, EveryFaultHasACase) {
  std::map<std::string, std::string> cases = faultCases();
  std::size_t lplFaults = 0;
  for (const passes::FaultInfo &f : passes::registeredFaults()) {
    EXPECT_FALSE(f.description.empty()) << f.name;
    EXPECT_TRUE(passes::findPass(f.pass).has_value()) << f.name << " names pass " << f.pass;
    if (f.pass != "lower_pipeline_loops")
      continue; // other passes' faults are tested beside those passes
    ++lplFaults;
    EXPECT_TRUE(cases.count(f.name)) << "no test case for fault " << f.name;
  }
  EXPECT_EQ(cases.size(), lplFaults);
}

TEST(LowerPipelineLoopsFaults, UnknownFaultRejected) {
  passes::PassOptions o;
  o.faults = {"tail-off-by-one", "no-such-fault"};
  ir::Status st = passes::validateFaults(o);
  ASSERT_FALSE(st.ok());
  EXPECT_NE(st.error().message.find("no-such-fault"), std::string::npos);
  o.faults = {"tail-off-by-one"};
  EXPECT_TRUE(passes::validateFaults(o).ok());
}

class FaultChangesOutput : public ::testing::TestWithParam<std::string> {};

TEST_P(FaultChangesOutput, DiffersFromFaithful) {
  std::string src = faultCases().at(GetParam());
  testutil::LowerOutcome good = testutil::lowerText(src);
  ASSERT_TRUE(good.ok) << good.text;
  passes::PassOptions o;
  o.faults = {GetParam()};
  auto bad = passes::lowerPipelineLoops(good.input, o);
  ASSERT_TRUE(bad.ok()) << bad.error().message;
  ir::EqualResult eq = ir::structuralEqual(good.output, bad.value());
  EXPECT_FALSE(eq.equal) << "fault " << GetParam() << " did not change the IR";
  // The faithful pass is unaffected by the options of an earlier faulty run.
  testutil::LowerOutcome again = testutil::lowerText(src);
  EXPECT_EQ(again.text, good.text);
}

INSTANTIATE_TEST_SUITE_P(Faults, FaultChangesOutput,
                         ::testing::Values("tail-off-by-one", "main-stop-original",
                                           "offset-without-step", "iter-args-not-threaded",
                                           "rem-in-index-units", "cascade-missing-last-branch",
                                           "untagged-clones", "tagged-accumulator",
                                           "attr-left-at-F", "kind-without-attr",
                                           "group-per-source-loop", "marker-loops-relowered",
                                           "tail-untagged", "dyn-main-end-without-step",
                                           "cascade-else-yields-init"),
                         [](const auto &info) {
                           std::string n = info.param;
                           for (char &c : n)
                             if (c == '-')
                               c = '_';
                           return n;
                         });

} // namespace
} // namespace pipecheck

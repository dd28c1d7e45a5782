// Exact printed outputs of lower_pipeline_loops for small, targeted programs.
//
// Each test pins one behaviour of reference/lower-pipeline-loops.md: the
// static main loop + flat tail, dynamic main loop + remainder cascade (step 1
// and step 2), iter_args threading, zero trip demotion, trip < F, trip == F,
// stage=1, nesting, negative steps, the accumulator / double-buffer-C
// membership rule, comments on tagged assigns. The expected texts were
// written by hand from the reference (section numbers in comments) and the
// verbatim examples in ir-and-text.md section 3; they were not produced by
// running the pass. Every successful case is also re-run on its own output to
// check idempotence (same function objects, same text).
#include <gtest/gtest.h>

#include "tests/passes/lower_test_util.h"

namespace pipecheck {
namespace {

using testutil::lowerText;
using testutil::program;

const char *kInCore = "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
                      "role=pl.Role.SubWorker)\n";

// Lowers `in`, compares with `expected`, then checks idempotence.
void expectLowered(const std::string &in, const std::string &expected) {
  testutil::LowerOutcome first = lowerText(in);
  ASSERT_TRUE(first.ok) << first.text;
  EXPECT_EQ(first.text, expected);
  auto again = passes::lowerPipelineLoops(first.output);
  ASSERT_TRUE(again.ok()) << again.error().message;
  ASSERT_EQ(again.value()->functions.size(), first.output->functions.size());
  for (std::size_t i = 0; i < first.output->functions.size(); ++i)
    EXPECT_EQ(again.value()->functions[i], first.output->functions[i]) << "function " << i;
  EXPECT_EQ(text::printProgram(*again.value()), first.text);
}

void expectError(const std::string &in, const std::string &expected) {
  testutil::LowerOutcome r = lowerText(in);
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.text, expected);
}

// ---- scalar programs: one INDEX carry `a`, body b = a + i -------------------

std::string scalarLoop(const std::string &header) {
  return program("T", "\n    @pl.function\n"
                      "    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX], "
                      "n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
                      "        for i, (a,) in " +
                          header +
                          ":\n"
                          "            b: pl.Scalar[pl.INDEX] = a + i\n"
                          "            r: pl.Scalar[pl.INDEX] = pl.yield_(b)\n"
                          "        return r");
}

std::string scalarOut(std::string body) {
  if (!body.empty() && body.front() == '\n')
    body.erase(0, 1);
  return program("T", "\n    @pl.function\n"
                      "    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX], "
                      "n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n" +
                          body);
}

// §4.2: trip 10, F 4 -> main loop range(0, 8, 4) owning r_main, flat 2-clone
// tail at constant indices 8 and 9, trailing assign binds r (ir-and-text §3 (c)).
TEST(LowerPipelineLoops, StaticTailWithIterArgs) {
  expectLowered(scalarLoop("pl.pipeline(10, stage=4, init_values=(s0,))"), scalarOut(R"(
        for i, (a,) in pl.pipeline(0, 8, 4, stage=1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 2)
            b_3: pl.Scalar[pl.INDEX] = b_2 + (i + 3)
            r_main: pl.Scalar[pl.INDEX] = pl.yield_(b_3)
        b_4: pl.Scalar[pl.INDEX] = r_main + 8
        b_5: pl.Scalar[pl.INDEX] = b_4 + 9
        r: pl.Scalar[pl.INDEX] = b_5
        return r)"));
}

// §4.2: trip % F == 0 -> no tail, the main loop owns the original return var.
TEST(LowerPipelineLoops, StaticCleanIterArgs) {
  expectLowered(scalarLoop("pl.pipeline(6, stage=3, init_values=(s0,))"), scalarOut(R"(
        for i, (a,) in pl.pipeline(0, 6, 3, stage=1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 2)
            r: pl.Scalar[pl.INDEX] = pl.yield_(b_2)
        return r)"));
}

// §4.2: trip == F still gives a one-iteration main loop (stop is the exact end).
TEST(LowerPipelineLoops, StaticTripEqualsF) {
  expectLowered(scalarLoop("pl.pipeline(0, 12, 3, stage=4, init_values=(s0,))"), scalarOut(R"(
        for i, (a,) in pl.pipeline(0, 12, 12, stage=1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 3)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 6)
            b_3: pl.Scalar[pl.INDEX] = b_2 + (i + 9)
            r: pl.Scalar[pl.INDEX] = pl.yield_(b_3)
        return r)"));
}

// §4.2: 0 < trip < F -> no loop at all; clones seeded from the init value,
// the loop var becomes a plain constant (s0 + 0 is not simplified).
TEST(LowerPipelineLoops, StaticTripBelowF) {
  expectLowered(scalarLoop("pl.pipeline(2, stage=4, init_values=(s0,))"), scalarOut(R"(
        b: pl.Scalar[pl.INDEX] = s0 + 0
        b_1: pl.Scalar[pl.INDEX] = b + 1
        r: pl.Scalar[pl.INDEX] = b_1
        return r)"));
}

// §4.2 DemoteToSequential: zero trip -> Sequential, only pipeline_stages is
// stripped (the overlap attr stays), body and iter_args unchanged.
TEST(LowerPipelineLoops, StaticZeroTripDemoted) {
  expectLowered(scalarLoop("pl.pipeline(3, 3, stage=2, init_values=(s0,), "
                           "attrs={\"pipeline_overlap_stores\": False})"),
                scalarOut(R"(
        for i, (a,) in pl.range(3, 3, init_values=(s0,), attrs={"pipeline_overlap_stores": False}):
            b: pl.Scalar[pl.INDEX] = a + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        return r)"));
}

// Direction-aware trip count: a negative step over an ascending range is zero trips.
TEST(LowerPipelineLoops, StaticWrongDirectionIsZeroTrip) {
  expectLowered(scalarLoop("pl.pipeline(0, 8, -1, stage=2, init_values=(s0,))"), scalarOut(R"(
        for i, (a,) in pl.range(0, 8, -1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        return r)"));
}

// §4.2 negative step: range(10, 0, -1), F=4 -> range(10, 2, -4), clones at
// i + -1 ... (Add with a negative constant, never Sub), tail at 2 and 1.
TEST(LowerPipelineLoops, StaticNegativeStep) {
  expectLowered(scalarLoop("pl.pipeline(10, 0, -1, stage=4, init_values=(s0,))"), scalarOut(R"(
        for i, (a,) in pl.pipeline(10, 2, -4, stage=1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + -1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + -2)
            b_3: pl.Scalar[pl.INDEX] = b_2 + (i + -3)
            r_main: pl.Scalar[pl.INDEX] = pl.yield_(b_3)
        b_4: pl.Scalar[pl.INDEX] = r_main + 2
        b_5: pl.Scalar[pl.INDEX] = b_4 + 1
        r: pl.Scalar[pl.INDEX] = b_5
        return r)"));
}

// §4.3 dynamic, step 1, F=3: verbatim ir-and-text §3 (c).
TEST(LowerPipelineLoops, DynamicStep1IterArgs) {
  expectLowered(scalarLoop("pl.pipeline(n, stage=3, init_values=(s0,))"), scalarOut(R"(
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0) // 3 * 3
        for i, (a,) in pl.pipeline(0, unroll_main_end, 3, stage=1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 2)
            r_main: pl.Scalar[pl.INDEX] = pl.yield_(b_2)
        unroll_rem: pl.Scalar[pl.INDEX] = n - unroll_main_end
        if unroll_rem == 1:
            b_3: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
            r: pl.Scalar[pl.INDEX] = pl.yield_(b_3)
        else:
            if unroll_rem == 2:
                b_4: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
                b_5: pl.Scalar[pl.INDEX] = b_4 + (unroll_main_end + 1)
                r_rem2: pl.Scalar[pl.INDEX] = pl.yield_(b_5)
            else:
                r_rem2: pl.Scalar[pl.INDEX] = pl.yield_(r_main)
            r: pl.Scalar[pl.INDEX] = pl.yield_(r_rem2)
        return r)"));
}

// §4.3 cascade shape for F=4: innermost-first, <rv>_rem<k> vars, the
// innermost else yields the post-main-loop state.
TEST(LowerPipelineLoops, DynamicCascadeF4IterArgs) {
  expectLowered(scalarLoop("pl.pipeline(n, stage=4, init_values=(s0,))"), scalarOut(R"(
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0) // 4 * 4
        for i, (a,) in pl.pipeline(0, unroll_main_end, 4, stage=1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 2)
            b_3: pl.Scalar[pl.INDEX] = b_2 + (i + 3)
            r_main: pl.Scalar[pl.INDEX] = pl.yield_(b_3)
        unroll_rem: pl.Scalar[pl.INDEX] = n - unroll_main_end
        if unroll_rem == 1:
            b_4: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
            r: pl.Scalar[pl.INDEX] = pl.yield_(b_4)
        else:
            if unroll_rem == 2:
                b_5: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
                b_6: pl.Scalar[pl.INDEX] = b_5 + (unroll_main_end + 1)
                r_rem2: pl.Scalar[pl.INDEX] = pl.yield_(b_6)
            else:
                if unroll_rem == 3:
                    b_7: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
                    b_8: pl.Scalar[pl.INDEX] = b_7 + (unroll_main_end + 1)
                    b_9: pl.Scalar[pl.INDEX] = b_8 + (unroll_main_end + 2)
                    r_rem3: pl.Scalar[pl.INDEX] = pl.yield_(b_9)
                else:
                    r_rem3: pl.Scalar[pl.INDEX] = pl.yield_(r_main)
                r_rem2: pl.Scalar[pl.INDEX] = pl.yield_(r_rem3)
            r: pl.Scalar[pl.INDEX] = pl.yield_(r_rem2)
        return r)"));
}

// ---- tile programs -----------------------------------------------------------

std::string tileKernel(const std::string &loopAndBody) {
  return program("K", std::string("\n") + kInCore +
                          "    def kernel(x: pl.Tensor[[256], pl.FP32], n: pl.Scalar[pl.INDEX], "
                          "out: pl.Out[pl.Tensor[[256], pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:" +
                          loopAndBody + "\n        return out");
}

const char *kLoad = "pl.tile.load(x, ";
const char *kTileTy = "pl.Tile[[16], pl.FP32, pl.Mem.Vec]";

// One tile load + EvalStmt store at offset `idx`; `tag` empty for none.
std::string loadStore(const std::string &indent, const std::string &t, const std::string &idx,
                      const std::string &tag) {
  std::string attrs = tag.empty() ? "" : ", attrs={\"pipeline_membership\": \"" + tag + "\"}";
  return "\n" + indent + t + ": " + kTileTy + " = " + kLoad + "[" + idx +
         "], [16], [16], target_memory=pl.Mem.Vec" + attrs + ")\n" + indent + "pl.tile.store(" + t +
         ", [" + idx + "], out)";
}

// §4.1 + §5: clean static main loop, every clone's tile load tagged 0:k, the
// EvalStmt store untagged.
TEST(LowerPipelineLoops, StaticCleanTiles) {
  std::string in =
      "\n        for i in pl.pipeline(4, stage=2):" + loadStore("            ", "t", "i * 16", "");
  std::string out = "\n        for i in pl.pipeline(0, 4, 2, stage=1):" +
                    loadStore("            ", "t", "i * 16", "0:0") +
                    loadStore("            ", "t_1", "(i + 1) * 16", "0:1");
  expectLowered(tileKernel(in), tileKernel(out));
}

// §4.3 dynamic, step 2, no iter_args: trip and remainder in iteration units,
// if/else chain without return vars; groups: main 0, rem==2 branch 1, rem==1 branch 2.
TEST(LowerPipelineLoops, DynamicStep2Tiles) {
  std::string in = "\n        for i in pl.pipeline(0, n, 2, stage=3):" +
                   loadStore("            ", "t", "i * 16", "");
  std::string out =
      "\n        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0 + 1) // 2 // 3 * 6"
      "\n        for i in pl.pipeline(0, unroll_main_end, 6, stage=1):" +
      loadStore("            ", "t", "i * 16", "0:0") +
      loadStore("            ", "t_1", "(i + 2) * 16", "0:1") +
      loadStore("            ", "t_2", "(i + 4) * 16", "0:2") +
      "\n        unroll_rem: pl.Scalar[pl.INDEX] = (n - 0 + 1) // 2 - (n - 0 + 1) // 2 // 3 * 3"
      "\n        if unroll_rem == 1:" +
      loadStore("            ", "t_3", "unroll_main_end * 16", "2:0") +
      "\n        else:" + "\n            if unroll_rem == 2:" +
      loadStore("                ", "t_4", "unroll_main_end * 16", "1:0") +
      loadStore("                ", "t_5", "(unroll_main_end + 2) * 16", "1:1");
  expectLowered(tileKernel(in), tileKernel(out));
}

// §5.2: nested static pipelines, inner lowered first (group 0), the outer
// replicates the lowered inner loop (group 1): pairs stack "inner;outer".
TEST(LowerPipelineLoops, NestedStaticMemberships) {
  std::string in = "\n        for i in pl.pipeline(4, stage=2):"
                   "\n            for j in pl.pipeline(4, stage=2):" +
                   loadStore("                ", "t", "i * 64 + j * 16", "");
  std::string out =
      "\n        for i in pl.pipeline(0, 4, 2, stage=1):"
      "\n            for j in pl.pipeline(0, 4, 2, stage=1):" +
      loadStore("                ", "t", "i * 64 + j * 16", "0:0;1:0") +
      loadStore("                ", "t_1", "i * 64 + (j + 1) * 16", "0:1;1:0") +
      "\n            for j_1 in pl.pipeline(0, 4, 2, stage=1):" +
      loadStore("                ", "t_2", "(i + 1) * 64 + j_1 * 16", "0:0;1:1") +
      loadStore("                ", "t_3", "(i + 1) * 64 + (j_1 + 1) * 16", "0:1;1:1");
  expectLowered(tileKernel(in), tileKernel(out));
}

// §2 step 4 / §7: a stage=1 loop is left as it is (no group, no tags), but a
// pipeline nested inside it is lowered.
TEST(LowerPipelineLoops, Stage1KeptInnerLowered) {
  std::string in = "\n        for i in pl.pipeline(4, stage=1):"
                   "\n            for j in pl.pipeline(4, stage=2):" +
                   loadStore("                ", "t", "i * 64 + j * 16", "");
  std::string out = "\n        for i in pl.pipeline(4, stage=1):"
                    "\n            for j in pl.pipeline(0, 4, 2, stage=1):" +
                    loadStore("                ", "t", "i * 64 + j * 16", "0:0") +
                    loadStore("                ", "t_1", "i * 64 + (j + 1) * 16", "0:1");
  expectLowered(tileKernel(in), tileKernel(out));
}

// §5.2 / §10.13: a zero-trip loop allocates no group; a region without any
// tile still does. Loop 1 (zero trip) -> no group; loop 2 (scalar only,
// static clean) -> group 0; loop 3 -> group 1.
TEST(LowerPipelineLoops, GroupAllocationOrder) {
  std::string in = "\n        for i in pl.pipeline(2, 2, stage=2):" +
                   loadStore("            ", "t", "i * 16", "") +
                   "\n        for j in pl.pipeline(2, stage=2):"
                   "\n            k: pl.Scalar[pl.INDEX] = j * 2" +
                   std::string("\n        for m in pl.pipeline(2, stage=2):") +
                   loadStore("            ", "u", "m * 16", "");
  std::string out =
      "\n        for i in pl.range(2, 2):" + loadStore("            ", "t", "i * 16", "") +
      "\n        for j in pl.pipeline(0, 2, 2, stage=1):"
      "\n            k: pl.Scalar[pl.INDEX] = j * 2"
      "\n            k_1: pl.Scalar[pl.INDEX] = (j + 1) * 2" +
      std::string("\n        for m in pl.pipeline(0, 2, 2, stage=1):") +
      loadStore("            ", "u", "m * 16", "1:0") +
      loadStore("            ", "u_1", "(m + 1) * 16", "1:1");
  expectLowered(tileKernel(in), tileKernel(out));
}

// §5.1: an existing membership is appended to with ";" and the key moves to
// the end of the attrs.
TEST(LowerPipelineLoops, MembershipAppendedKeyMovedLast) {
  std::string in =
      "\n        for i in pl.pipeline(2, stage=2):"
      "\n            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16], [16], "
      "[16], target_memory=pl.Mem.Vec, attrs={\"pipeline_membership\": \"7:1\", \"note\": 5})"
      "\n            pl.tile.store(t, [i * 16], out)";
  std::string out =
      "\n        for i in pl.pipeline(0, 2, 2, stage=1):"
      "\n            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16], [16], "
      "[16], target_memory=pl.Mem.Vec, attrs={\"note\": 5, \"pipeline_membership\": \"7:1;0:0\"})"
      "\n            pl.tile.store(t, [i * 16], out)"
      "\n            t_1: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 16], "
      "[16], "
      "[16], target_memory=pl.Mem.Vec, attrs={\"note\": 5, \"pipeline_membership\": \"7:1;0:1\"})"
      "\n            pl.tile.store(t_1, [(i + 1) * 16], out)";
  expectLowered(tileKernel(in), tileKernel(out));
}

// §5.3 / ir-and-text §3 (a)(b): Mat loads, Left/Right moves and the extract
// into Acc are tagged; the tile.matmul into Acc is not.
std::string matmulProgram(const std::string &loopHeader, const std::string &body) {
  return program("Before", std::string("\n") + kInCore +
                               "    def kernel(a: pl.Tensor[[64, 32], pl.BF16], b: pl.Tensor[[32, "
                               "32], pl.BF16], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> "
                               "pl.Tensor[[64, 32], pl.FP32]:\n        " +
                               loopHeader + ":" + body + "\n        return r");
}

std::string matmulClone(const std::string &sfx, const std::string &idx, const std::string &acc,
                        const std::string &tag, bool tagAcc) {
  std::string t = tag.empty() ? "" : ", attrs={\"pipeline_membership\": \"" + tag + "\"}";
  std::string ind = "\n            ";
  return ind + "am" + sfx + ": pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [" + idx +
         ", 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat" + t + ")" + ind + "bm" + sfx +
         ": pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], [32, 32], "
         "target_memory=pl.Mem.Mat" +
         t + ")" + ind + "lft" + sfx +
         ": pl.Tile[[32, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(am" + sfx +
         ", target_memory=pl.Mem.Left" + t + ")" + ind + "rgt" + sfx +
         ": pl.Tile[[32, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bm" + sfx +
         ", target_memory=pl.Mem.Right" + t + ")" + ind + "c" + sfx +
         ": pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft" + sfx + ", rgt" + sfx +
         (tagAcc ? t : "") + ")" + ind + "_spare" + sfx +
         ": pl.Tile[[32, 32], pl.BF16, pl.Mem.Acc] = pl.tile.extract(bm" + sfx +
         ", 0, 0, [32, 32], target_memory=pl.Mem.Acc" + t + ")" + ind + "nxt" + sfx +
         ": pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(c" + sfx + ", [" + idx + ", 0], " + acc +
         ")";
}

TEST(LowerPipelineLoops, AccumulatorUntagged) {
  std::string in =
      matmulProgram("for i, (acc,) in pl.pipeline(0, 64, 32, stage=2, init_values=(out,))",
                    matmulClone("", "i", "acc", "", false) +
                        "\n            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(nxt)");
  std::string out = matmulProgram(
      "for i, (acc,) in pl.pipeline(0, 64, 64, stage=1, init_values=(out,))",
      matmulClone("", "i", "acc", "0:0", false) + matmulClone("_1", "i + 32", "nxt", "0:1", false) +
          "\n            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(nxt_1)");
  expectLowered(in, out);
}

// §5.4: with pipeline_double_buffer_c the Acc matmul is tagged like any tile;
// the attr is copied to the main loop (before the re-appended stage marker).
TEST(LowerPipelineLoops, DoubleBufferCTagsAccumulator) {
  std::string in =
      matmulProgram("for i, (acc,) in pl.pipeline(0, 64, 32, stage=2, init_values=(out,), "
                    "attrs={\"pipeline_double_buffer_c\": True})",
                    matmulClone("", "i", "acc", "", false) +
                        "\n            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(nxt)");
  std::string out = matmulProgram(
      "for i, (acc,) in pl.pipeline(0, 64, 64, stage=1, init_values=(out,), "
      "attrs={\"pipeline_double_buffer_c\": True})",
      matmulClone("", "i", "acc", "0:0", true) + matmulClone("_1", "i + 32", "nxt", "0:1", true) +
          "\n            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(nxt_1)");
  expectLowered(in, out);
}

// §5.3 / §10.7: tagged assigns lose their leading comments; untagged cloned
// statements repeat theirs; the main loop keeps the loop's comment.
TEST(LowerPipelineLoops, CommentsOnTaggedAssignsDropped) {
  std::string in = "\n        # the loop"
                   "\n        for i in pl.pipeline(2, stage=2):"
                   "\n            # offset"
                   "\n            k: pl.Scalar[pl.INDEX] = i * 16"
                   "\n            # load" +
                   loadStore("            ", "t", "k", "");
  std::string out = "\n        # the loop"
                    "\n        for i in pl.pipeline(0, 2, 2, stage=1):"
                    "\n            # offset"
                    "\n            k: pl.Scalar[pl.INDEX] = i * 16" +
                    loadStore("            ", "t", "k", "0:0") +
                    "\n            # offset"
                    "\n            k_1: pl.Scalar[pl.INDEX] = (i + 1) * 16" +
                    loadStore("            ", "t_1", "k_1", "0:1");
  expectLowered(tileKernel(in), tileKernel(out));
}

// ---- errors (§2, §4.3) ---------------------------------------------------------

TEST(LowerPipelineLoopsErrors, ZeroStep) {
  // The span is the `for` keyword: line 8 (after the 5 header lines, decorator, def), column 9.
  expectError(scalarLoop("pl.pipeline(2, 10, 0, stage=2, init_values=(s0,))"),
              "ERROR: InternalError: LowerPipelineLoops: step cannot be zero [input.py:8:9]\n"
              "Check failed: step != 0");
}

TEST(LowerPipelineLoopsErrors, NonConstStepNamesNodeKind) {
  expectError(scalarLoop("pl.pipeline(0, 8, n, stage=2, init_values=(s0,))"),
              "ERROR: ValueError: LowerPipelineLoops: step must be a compile-time integer "
              "constant, got Var");
  expectError(scalarLoop("pl.pipeline(0, 8, n * 2, stage=2, init_values=(s0,))"),
              "ERROR: ValueError: LowerPipelineLoops: step must be a compile-time integer "
              "constant, got Mul");
}

TEST(LowerPipelineLoopsErrors, DynamicNegativeStep) {
  expectError(scalarLoop("pl.pipeline(30, n, -3, stage=2, init_values=(s0,))"),
              "ERROR: InternalError: LowerPipelineLoops: dynamic bounds require a positive step, "
              "got -3. Use static bounds for negative-step loops. [input.py:8:9]\n"
              "Check failed: step > 0");
}

// A zero step with stage=1 is not checked at all (F == 1 only recurses).
TEST(LowerPipelineLoopsErrors, Stage1ZeroStepNotChecked) {
  testutil::LowerOutcome r =
      lowerText(scalarLoop("pl.pipeline(2, 10, 0, stage=1, init_values=(s0,))"));
  EXPECT_TRUE(r.ok) << r.text;
}

// §10.1: the body is lowered before the step is checked, so the inner loop's
// error wins over the outer loop's.
TEST(LowerPipelineLoopsErrors, InnerErrorFirst) {
  std::string in = "\n        for i in pl.pipeline(0, 8, n, stage=2):"
                   "\n            for j in pl.pipeline(0, 4, 0, stage=2):" +
                   loadStore("                ", "t", "i * 64 + j * 16", "");
  expectError(tileKernel(in),
              "ERROR: InternalError: LowerPipelineLoops: step cannot be zero [input.py:9:13]\n"
              "Check failed: step != 0");
}

TEST(LowerPipelineLoopsErrors, DoubleBufferCMustBeBool) {
  testutil::LowerOutcome r = lowerText(scalarLoop(
      "pl.pipeline(4, stage=2, init_values=(s0,), attrs={\"pipeline_double_buffer_c\": 1})"));
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.text.rfind("ERROR: TypeError: Invalid type for for_stmt attr key: "
                         "pipeline_double_buffer_c, expected bool, but got ",
                         0),
            0u)
      << r.text;
}

TEST(LowerPipelineLoopsErrors, MembershipMustBeString) {
  std::string in =
      "\n        for i in pl.pipeline(2, stage=2):"
      "\n            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16], [16], "
      "[16], target_memory=pl.Mem.Vec, attrs={\"pipeline_membership\": 3})"
      "\n            pl.tile.store(t, [i * 16], out)";
  testutil::LowerOutcome r = lowerText(tileKernel(in));
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.text.rfind("ERROR: TypeError: Invalid type for call attr key: pipeline_membership, "
                         "expected std::string, but got ",
                         0),
            0u)
      << r.text;
}

} // namespace
} // namespace pipecheck

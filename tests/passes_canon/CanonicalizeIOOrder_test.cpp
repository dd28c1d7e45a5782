// Exact outputs of canonicalize_io_order on small hand-written programs.
//
// Inputs are written in the form LowerPipelineLoops leaves behind (Pipeline
// loops with stage=1, clone tiles tagged with pipeline_membership), so each
// test isolates one rule of reference/neighbour-passes.md section 8; the
// expected texts were derived by hand from those rules (the heap key
// (tier, stage string, sub, index), dbC key (tier, group, sub, stage,
// index), terminator peeling, dbC rotation, scoping, demotion) and from the
// golden observations 5-9 — never by running the pass.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/verify/verifier.h"
#include "tests/passes_canon/canon_test_util.h"

namespace pipecheck {
namespace {

const std::string kHeader =
    "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n"
    "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
    "role=pl.Role.SubWorker)\n";
const std::string kVecSig =
    "    def kernel(x: pl.Tensor[[256], pl.FP32], out: pl.Out[pl.Tensor[[256], pl.FP32]]) -> "
    "pl.Tensor[[256], pl.FP32]:\n";
const std::string kMatSig =
    "    def kernel(a: pl.Tensor[[128, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], out: "
    "pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:\n";

// Vec tile statements; m is the membership ("" for none).
std::string attrs(const std::string &m) {
  return m.empty() ? "" : ", attrs={\"pipeline_membership\": \"" + m + "\"}";
}
std::string load(const std::string &v, const std::string &off, const std::string &m) {
  return "            " + v + ": pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [" + off +
         "], [16], [16], target_memory=pl.Mem.Vec" + attrs(m) + ")\n";
}
std::string unary(const std::string &v, const std::string &op, const std::string &arg,
                  const std::string &m) {
  std::string extra = op == "muls" ? ", 2.0" : "";
  return "            " + v + ": pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile." + op + "(" + arg +
         extra + attrs(m) + ")\n";
}
std::string store(const std::string &v, const std::string &off, const std::string &dst = "out") {
  return "            pl.tile.store(" + v + ", [" + off + "], " + dst + ")\n";
}
// Matmul pieces (shapes of the golden matmul_dbc_out_tiled_f3).
std::string matLoad(const std::string &v, const std::string &row, const std::string &m) {
  return "            " + v + ": pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [" + row +
         ", 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat" + attrs(m) + ")\n";
}
std::string toLeft(const std::string &v, const std::string &src, const std::string &m) {
  return "            " + v + ": pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(" + src +
         ", target_memory=pl.Mem.Left" + attrs(m) + ")\n";
}
std::string matmul(const std::string &v, const std::string &l, const std::string &m) {
  return "            " + v + ": pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(" + l +
         ", br" + attrs(m) + ")\n";
}
std::string matStore(const std::string &v, const std::string &row) {
  return "            pl.tile.store(" + v + ", [" + row + ", 0], out)\n";
}
const std::string kRightOperand =
    "        bm: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, "
    "64], target_memory=pl.Mem.Mat)\n"
    "        br: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(bm, "
    "target_memory=pl.Mem.Right)\n";

std::string canon(const std::string &src) {
  canontest::Outcome r = canontest::runText(src, {"canonicalize_io_order"});
  if (r.ok) {
    EXPECT_TRUE(verify::verifyPipelineResolved(*r.output).empty());
  }
  return r.text;
}

void expectText(const std::string &got, const std::string &want) {
  EXPECT_EQ(got, want) << canontest::firstDiff(got, want);
}

// Two computes per stage, stores as EvalStmts.
std::string overlapBody() {
  return load("t0", "i * 16", "0:0") + unary("e0", "exp", "t0", "0:0") + store("e0", "i * 16") +
         unary("g0", "muls", "e0", "0:0") + store("g0", "i * 16 + 128") +
         load("t1", "(i + 1) * 16", "0:1") + unary("e1", "exp", "t1", "0:1") +
         store("e1", "(i + 1) * 16") + unary("g1", "muls", "e1", "0:1") +
         store("g1", "(i + 1) * 16 + 128");
}

TEST(CanonicalizeIOOrder, OverlapStoresDefaultPutsAStagesComputesBeforeItsStores) {
  std::string src = kHeader + kVecSig + "        for i in pl.pipeline(0, 4, 2, stage=1):\n" +
                    overlapBody() + "        return out";
  std::string want =
      kHeader + kVecSig + "        for i in pl.range(0, 4, 2):\n" + load("t0", "i * 16", "0:0") +
      load("t1", "(i + 1) * 16", "0:1") + unary("e0", "exp", "t0", "0:0") +
      unary("g0", "muls", "e0", "0:0") + store("e0", "i * 16") + store("g0", "i * 16 + 128") +
      unary("e1", "exp", "t1", "0:1") + unary("g1", "muls", "e1", "0:1") +
      store("e1", "(i + 1) * 16") + store("g1", "(i + 1) * 16 + 128") + "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, OverlapStoresFalseKeepsEachStoreNextToItsCompute) {
  std::string src = kHeader + kVecSig +
                    "        for i in pl.pipeline(0, 4, 2, stage=1, "
                    "attrs={\"pipeline_overlap_stores\": False}):\n" +
                    overlapBody() + "        return out";
  std::string want =
      kHeader + kVecSig + "        for i in pl.range(0, 4, 2):\n" + load("t0", "i * 16", "0:0") +
      load("t1", "(i + 1) * 16", "0:1") + unary("e0", "exp", "t0", "0:0") + store("e0", "i * 16") +
      unary("g0", "muls", "e0", "0:0") + store("g0", "i * 16 + 128") +
      unary("e1", "exp", "t1", "0:1") + store("e1", "(i + 1) * 16") +
      unary("g1", "muls", "e1", "0:1") + store("g1", "(i + 1) * 16 + 128") + "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, WithoutMembershipScalarsThenLoadsThenComputesThenStores) {
  std::string src = kHeader + kVecSig + "        for i in pl.pipeline(0, 4, 2, stage=1):\n" +
                    load("t0", "i * 16", "") + unary("e0", "exp", "t0", "") +
                    store("e0", "i * 16") + "            k: pl.Scalar[pl.INDEX] = (i + 1) * 16\n" +
                    load("t1", "k", "") + unary("e1", "exp", "t1", "") + store("e1", "k") +
                    "        return out";
  std::string want = kHeader + kVecSig + "        for i in pl.range(0, 4, 2):\n" +
                     "            k: pl.Scalar[pl.INDEX] = (i + 1) * 16\n" +
                     load("t0", "i * 16", "") + load("t1", "k", "") + unary("e0", "exp", "t0", "") +
                     unary("e1", "exp", "t1", "") + store("e0", "i * 16") + store("e1", "k") +
                     "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, StageKeysCompareAsStrings) {
  // "0:10" < "0:2" lexicographically, so clone 10's compute runs first.
  std::string src = kHeader + kVecSig + "        for i in pl.pipeline(0, 4, 2, stage=1):\n" +
                    load("t0", "i * 16", "0:2") + unary("e0", "exp", "t0", "0:2") +
                    load("t1", "(i + 1) * 16", "0:10") + unary("e1", "exp", "t1", "0:10") +
                    "        return out";
  std::string want = kHeader + kVecSig + "        for i in pl.range(0, 4, 2):\n" +
                     load("t0", "i * 16", "0:2") + load("t1", "(i + 1) * 16", "0:10") +
                     unary("e1", "exp", "t1", "0:10") + unary("e0", "exp", "t0", "0:2") +
                     "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, TerminatorIsPeeledAndStaysLast) {
  // Unpeeled, the yield (tier 2, stage "") would follow k2 ahead of the store.
  std::string src = kHeader + kVecSig +
                    "        for i, (k,) in pl.pipeline(0, 4, 2, stage=1, init_values=(0,)):\n" +
                    load("t0", "i * 16", "0:0") + store("t0", "i * 16") +
                    "            k2: pl.Scalar[pl.INDEX] = k + 1\n"
                    "            rk: pl.Scalar[pl.INDEX] = pl.yield_(k2)\n"
                    "        return out";
  std::string want = kHeader + kVecSig +
                     "        for i, (k,) in pl.range(0, 4, 2, init_values=(0,)):\n"
                     "            k2: pl.Scalar[pl.INDEX] = k + 1\n" +
                     load("t0", "i * 16", "0:0") + store("t0", "i * 16") +
                     "            rk: pl.Scalar[pl.INDEX] = pl.yield_(k2)\n"
                     "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, TileReadSortsWithTheLoads) {
  std::string sig = "    def kernel(idx: pl.Tensor[[40], pl.INT32], x: pl.Tensor[[256], pl.FP32], "
                    "out: pl.Out[pl.Tensor[[256], pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:\n";
  auto clone = [](const std::string &k, const std::string &iv) {
    return "            it" + k + ": pl.Tile[[8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [" +
           iv +
           " * 8], [8], [8], target_memory=pl.Mem.Vec, attrs={\"pipeline_membership\": \"0:" + k +
           "\"})\n            v" + k + ": pl.Scalar[pl.INT32] = pl.tile.read(it" + k +
           ", [0])\n            row" + k + ": pl.Scalar[pl.INDEX] = pl.cast(v" + k +
           ", pl.INDEX)\n";
  };
  std::string src = kHeader + sig + "        for i in pl.pipeline(0, 4, 2, stage=1):\n" +
                    clone("0", "i") + load("d0", "row0 * 16", "0:0") + store("d0", "i * 16") +
                    clone("1", "(i + 1)") + load("d1", "row1 * 16", "0:1") +
                    store("d1", "(i + 1) * 16") + "        return out";
  std::string want = kHeader + sig + "        for i in pl.range(0, 4, 2):\n" + clone("0", "i") +
                     load("d0", "row0 * 16", "0:0") + clone("1", "(i + 1)") +
                     load("d1", "row1 * 16", "0:1") + store("d0", "i * 16") +
                     store("d1", "(i + 1) * 16") + "        return out";
  expectText(canon(src), want);
}

std::string dbcBody() {
  std::string s;
  const char *rows[] = {"i * 32", "(i + 1) * 32", "(i + 2) * 32"};
  for (int k = 0; k < 3; ++k) {
    std::string n = std::to_string(k), m = "0:" + n;
    s += matLoad("am" + n, rows[k], m) + toLeft("al" + n, "am" + n, m) +
         matmul("c" + n, "al" + n, m) + matStore("c" + n, rows[k]);
  }
  return s;
}

TEST(CanonicalizeIOOrder, DoubleBufferCGroupsInPairsAndRotatesAccStages) {
  std::string src = kHeader + kMatSig + kRightOperand +
                    "        for i in pl.pipeline(0, 3, 3, stage=1, attrs={\"pipeline_double_"
                    "buffer_c\": True}):\n" +
                    dbcBody() + "        return out";
  // M0 M1 S0 S1 M2 S2; only the Acc matmul of clone 2 becomes 0:0.
  std::string want =
      kHeader + kMatSig + kRightOperand + "        for i in pl.range(0, 3, 3):\n" +
      matLoad("am0", "i * 32", "0:0") + matLoad("am1", "(i + 1) * 32", "0:1") +
      matLoad("am2", "(i + 2) * 32", "0:2") + toLeft("al0", "am0", "0:0") +
      matmul("c0", "al0", "0:0") + toLeft("al1", "am1", "0:1") + matmul("c1", "al1", "0:1") +
      matStore("c0", "i * 32") + matStore("c1", "(i + 1) * 32") + toLeft("al2", "am2", "0:2") +
      matmul("c2", "al2", "0:0") + matStore("c2", "(i + 2) * 32") + "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, WithoutDoubleBufferCNothingIsRotated) {
  std::string src = kHeader + kMatSig + kRightOperand +
                    "        for i in pl.pipeline(0, 3, 3, stage=1):\n" + dbcBody() +
                    "        return out";
  std::string want =
      kHeader + kMatSig + kRightOperand + "        for i in pl.range(0, 3, 3):\n" +
      matLoad("am0", "i * 32", "0:0") + matLoad("am1", "(i + 1) * 32", "0:1") +
      matLoad("am2", "(i + 2) * 32", "0:2") + toLeft("al0", "am0", "0:0") +
      matmul("c0", "al0", "0:0") + matStore("c0", "i * 32") + toLeft("al1", "am1", "0:1") +
      matmul("c1", "al1", "0:1") + matStore("c1", "(i + 1) * 32") + toLeft("al2", "am2", "0:2") +
      matmul("c2", "al2", "0:2") + matStore("c2", "(i + 2) * 32") + "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, DoubleBufferCRotatesOnlyTheInnermostPair) {
  std::string head = kHeader + kMatSig + kRightOperand +
                     "        am: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], "
                     "[32, 64], [32, 64], target_memory=pl.Mem.Mat)\n"
                     "        al: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(am, "
                     "target_memory=pl.Mem.Left)\n";
  std::string src = head +
                    "        for i in pl.pipeline(0, 4, 2, stage=1, attrs={\"pipeline_double_"
                    "buffer_c\": True}):\n" +
                    matmul("c3", "al", "0:3;5:1") + matStore("c3", "i * 32") + "        return out";
  std::string want = head + "        for i in pl.range(0, 4, 2):\n" +
                     matmul("c3", "al", "0:1;5:1") + matStore("c3", "i * 32") +
                     "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, DoubleBufferCLeavesALoneStatementUnrotated) {
  std::string head = kHeader + kMatSig + kRightOperand +
                     "        am: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], "
                     "[32, 64], [32, 64], target_memory=pl.Mem.Mat)\n"
                     "        al: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(am, "
                     "target_memory=pl.Mem.Left)\n";
  // One statement plus the yield: the region is not sorted, so not rotated.
  std::string body = matmul("c2", "al", "0:2") +
                     "            rk: pl.Scalar[pl.INDEX] = pl.yield_(k)\n        return out";
  std::string src = head +
                    "        for i, (k,) in pl.pipeline(0, 4, 2, stage=1, init_values=(0,), "
                    "attrs={\"pipeline_double_buffer_c\": True}):\n" +
                    body;
  std::string want = head + "        for i, (k,) in pl.range(0, 4, 2, init_values=(0,)):\n" + body;
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, MatToLeftExtractSortsWithTheLoadsButAMoveDoesNot) {
  auto extract = [](const std::string &v, const std::string &src) {
    return "            " + v +
           ": pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout."
           "row_major)] = pl.tile.extract(" +
           src + ", 0, 0, [32, 64], target_memory=pl.Mem.Left)\n";
  };
  std::string head = kHeader + kMatSig + kRightOperand;
  std::string loop = "        for i in pl.pipeline(0, 4, 2, stage=1):\n";
  std::string range = "        for i in pl.range(0, 4, 2):\n";
  std::string src = head + loop + matLoad("am0", "i * 32", "") + extract("x0", "am0") +
                    matmul("c0", "x0", "") + matLoad("am1", "(i + 1) * 32", "") +
                    extract("x1", "am1") + matmul("c1", "x1", "") + "        return out";
  std::string want = head + range + matLoad("am0", "i * 32", "") + extract("x0", "am0") +
                     matLoad("am1", "(i + 1) * 32", "") + extract("x1", "am1") +
                     matmul("c0", "x0", "") + matmul("c1", "x1", "") + "        return out";
  expectText(canon(src), want);

  std::string srcMove = head + loop + matLoad("am0", "i * 32", "") + toLeft("x0", "am0", "") +
                        matmul("c0", "x0", "") + matLoad("am1", "(i + 1) * 32", "") +
                        toLeft("x1", "am1", "") + matmul("c1", "x1", "") + "        return out";
  std::string wantMove = head + range + matLoad("am0", "i * 32", "") +
                         matLoad("am1", "(i + 1) * 32", "") + toLeft("x0", "am0", "") +
                         matmul("c0", "x0", "") + toLeft("x1", "am1", "") + matmul("c1", "x1", "") +
                         "        return out";
  expectText(canon(srcMove), wantMove);
}

TEST(CanonicalizeIOOrder, NestedStageOneInnerPipelineIsDemotedAndReorderedInside) {
  std::string inner = "            for j in pl.pipeline(0, 8, 2, stage=1):\n";
  auto in = [](std::string line) { return "    " + line; };
  std::string src = kHeader + kVecSig + "        for i in pl.pipeline(0, 4, 2, stage=1):\n" +
                    load("t0", "i * 16", "0:0") + unary("e0", "exp", "t0", "0:0") + inner +
                    in(load("u0", "j * 16", "")) + in(unary("v0", "exp", "u0", "")) +
                    in(store("v0", "j * 16")) + in(load("u1", "(j + 1) * 16", "")) +
                    in(unary("v1", "exp", "u1", "")) + in(store("v1", "(j + 1) * 16")) +
                    store("e0", "i * 16") + "        return out";
  // The inner loop is one tier-2 node with stage "" and sorts before "0:0".
  std::string want = kHeader + kVecSig + "        for i in pl.range(0, 4, 2):\n" +
                     load("t0", "i * 16", "0:0") + "            for j in pl.range(0, 8, 2):\n" +
                     in(load("u0", "j * 16", "")) + in(load("u1", "(j + 1) * 16", "")) +
                     in(unary("v0", "exp", "u0", "")) + in(unary("v1", "exp", "u1", "")) +
                     in(store("v0", "j * 16")) + in(store("v1", "(j + 1) * 16")) +
                     unary("e0", "exp", "t0", "0:0") + store("e0", "i * 16") + "        return out";
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, DemotesAndStripsOnlyThePipelineAttrs) {
  std::string body = load("t0", "i * 16", "") + store("t0", "i * 16") + "        return out";
  std::string src = kHeader + kVecSig +
                    "        for i in pl.pipeline(0, 4, 2, stage=1, attrs={\"note\": \"keep\", "
                    "\"pipeline_overlap_stores\": True, \"pipeline_double_buffer_c\": False, "
                    "\"count\": 7}):\n" +
                    body;
  std::string want = kHeader + kVecSig +
                     "        for i in pl.range(0, 4, 2, attrs={\"note\": \"keep\", \"count\": "
                     "7}):\n" +
                     body;
  expectText(canon(src), want);
}

TEST(CanonicalizeIOOrder, StageOneLoopLeftByLowerPipelineLoopsIsDemoted) {
  std::string body = load("t0", "i * 16", "") + unary("e0", "exp", "t0", "") +
                     store("e0", "i * 16") + "        return out";
  std::string src = kHeader + kVecSig + "        for i in pl.pipeline(4, stage=1):\n" + body;
  canontest::Outcome r = canontest::runText(src, {"lower_pipeline_loops", "canonicalize_io_order"});
  ASSERT_TRUE(r.ok) << r.text;
  expectText(r.text, kHeader + kVecSig + "        for i in pl.range(4):\n" + body);
  EXPECT_TRUE(verify::verifyPipelineResolved(*r.output).empty());
}

TEST(CanonicalizeIOOrder, StatementsOutsidePipelineLoopsAreNeverReordered) {
  std::string outside =
      "        k: pl.Scalar[pl.INDEX] = 16\n" +
      std::string("        t9: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = "
                  "pl.tile.load(x, [k], [16], [16], target_memory=pl.Mem.Vec)\n") +
      "        e9: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t9)\n"
      "        pl.tile.store(e9, [0], out)\n"
      "        m: pl.Scalar[pl.INDEX] = k * 2\n"
      "        for j in pl.range(2):\n"
      "            u: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * "
      "16], [16], [16], target_memory=pl.Mem.Vec)\n"
      "            pl.tile.store(u, [j * 16], out)\n"
      "            w: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [m], "
      "[16], [16], target_memory=pl.Mem.Vec)\n"
      "            pl.tile.store(w, [m], out)\n";
  std::string src = kHeader + kVecSig + outside + "        return out";
  canontest::Outcome r = canontest::runText(src, {"canonicalize_io_order"});
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.output, r.input) << "a program without Pipeline loops must come back as is";
  expectText(r.text, src);

  // With a pipeline loop after it, only the loop changes.
  std::string withLoop =
      kHeader + kVecSig + outside + "        for i in pl.pipeline(0, 4, 2, stage=1):\n" +
      load("t0", "i * 16", "") + store("t0", "i * 16") + load("t1", "(i + 1) * 16", "") +
      store("t1", "(i + 1) * 16") + "        return out";
  std::string want = kHeader + kVecSig + outside + "        for i in pl.range(0, 4, 2):\n" +
                     load("t0", "i * 16", "") + load("t1", "(i + 1) * 16", "") +
                     store("t0", "i * 16") + store("t1", "(i + 1) * 16") + "        return out";
  expectText(canon(withLoop), want);
}

TEST(CanonicalizeIOOrder, SequentialLoopInsideAPipelineIsReorderedInsideItsBody) {
  std::string src = kHeader + kVecSig + "        for i in pl.pipeline(0, 4, 2, stage=1):\n" +
                    "            for j in pl.range(2):\n" + "    " + load("u0", "j * 16", "") +
                    "    " + store("u0", "j * 16") + "    " + load("u1", "j * 16 + 32", "") +
                    "    " + store("u1", "j * 16 + 32") + "        return out";
  std::string want = kHeader + kVecSig + "        for i in pl.range(0, 4, 2):\n" +
                     "            for j in pl.range(2):\n" + "    " + load("u0", "j * 16", "") +
                     "    " + load("u1", "j * 16 + 32", "") + "    " + store("u0", "j * 16") +
                     "    " + store("u1", "j * 16 + 32") + "        return out";
  expectText(canon(src), want);
}

// An InOut-discipline violation anywhere in a function skips the whole function:
// bump(out) makes `out` dead, so bump(out) again is a violation, bump(r) is not.
std::string inoutProgram(const std::string &secondCallArg) {
  return "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n"
         "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
         "role=pl.Role.SubWorker)\n"
         "    def bump(t: pl.InOut[pl.Tensor[[256], pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:\n"
         "        return t\n"
         "    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, "
         "role=pl.Role.Orchestrator)\n"
         "    def main(self, x: pl.Tensor[[256], pl.FP32], out: pl.InOut[pl.Tensor[[256], "
         "pl.FP32]]) -> pl.Tensor[[256], pl.FP32]:\n"
         "        r: pl.Tensor[[256], pl.FP32] = self.bump(out)\n"
         "        r2: pl.Tensor[[256], pl.FP32] = self.bump(" +
         secondCallArg + ")\n" + "        for i in PIPE:\n" + load("t0", "i * 16", "") +
         store("t0", "i * 16", "r2") + load("t1", "(i + 1) * 16", "") +
         store("t1", "(i + 1) * 16", "r2") + "        return r2";
}

std::string withLoop(std::string text, const std::string &header) {
  text.replace(text.find("PIPE"), 4, header);
  return text;
}

TEST(CanonicalizeIOOrder, InOutDisciplineViolationSkipsTheWholeFunction) {
  std::string src = withLoop(inoutProgram("out"), "pl.pipeline(0, 4, 2, stage=1)");
  canontest::Outcome r = canontest::runText(src, {"canonicalize_io_order"});
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.output, r.input);
  expectText(r.text, src);
  EXPECT_FALSE(verify::verifyPipelineResolved(*r.output).empty());
}

TEST(CanonicalizeIOOrder, InOutDisciplineHeldMeansTheFunctionIsCanonicalised) {
  std::string src = withLoop(inoutProgram("r"), "pl.pipeline(0, 4, 2, stage=1)");
  std::string text = inoutProgram("r");
  std::string loads = load("t0", "i * 16", "") + store("t0", "i * 16", "r2");
  std::size_t at = text.find(loads);
  text.replace(at, loads.size(), load("t0", "i * 16", ""));
  std::string st1 = store("t1", "(i + 1) * 16", "r2");
  at = text.find(st1);
  text.replace(at, st1.size(), store("t0", "i * 16", "r2") + st1);
  expectText(canon(src), withLoop(text, "pl.range(0, 4, 2)"));
}

TEST(CanonicalizeIOOrder, NonBoolPolicyAttrIsATypeError) {
  std::string src = kHeader + kVecSig +
                    "        for i in pl.pipeline(0, 4, 2, stage=1, attrs={\"pipeline_overlap_"
                    "stores\": 1}):\n" +
                    load("t0", "i * 16", "") + store("t0", "i * 16") + "        return out";
  std::string got = canontest::runText(src, {"canonicalize_io_order"}).text;
  EXPECT_EQ(got.rfind("ERROR: TypeError: Invalid type for for_stmt attr key: "
                      "pipeline_overlap_stores, expected bool",
                      0),
            0u)
      << got;
}

TEST(CanonicalizeIOOrder, RegistryOrderAndProducedProperty) {
  std::vector<std::string> names;
  for (const passes::PassInfo &p : passes::registeredPasses())
    names.push_back(p.name);
  auto pos = [&](const std::string &n) {
    return std::find(names.begin(), names.end(), n) - names.begin();
  };
  ASSERT_LT(pos("canonicalize_io_order"), static_cast<long>(names.size()));
  ASSERT_LT(pos("materialize_tensor_strides"), static_cast<long>(names.size()));
  EXPECT_LT(pos("lower_pipeline_loops"), pos("canonicalize_io_order"));
  EXPECT_EQ(pos("canonicalize_io_order") + 1, pos("materialize_tensor_strides"));
  std::optional<passes::PassInfo> info = passes::findPass("canonicalize_io_order");
  ASSERT_TRUE(info);
  EXPECT_EQ(info->className, "CanonicalizeIOOrder");
  EXPECT_EQ(info->produces, std::vector<std::string>{"PipelineResolved"});
  EXPECT_EQ(passes::findPass("materialize_tensor_strides")->className, "MaterializeTensorStrides");
}

} // namespace
} // namespace pipecheck

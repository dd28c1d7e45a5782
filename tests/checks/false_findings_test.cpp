// Regression tests for false findings the campaign reported (issue 15 item
// 1), and for the cross-oracle consistency checks (oracle/checks/
// consistency.h) that turn a contradiction between two oracles into a
// harness error.
//
// Each false finding is kept as the program the campaign found (the
// reproducer text as `pipecheck campaign --seed 1` wrote it, names as the
// in-memory program had them) with, beside it, a lowering of the same shape
// that IS wrong and must still fail. The real PyPTO prints the same lowered
// text as pipecheck's model for both programs (checked with the kit; the
// passes there are PyPTO's own), and that text computes what the source
// computes, so a failure on the faithful passes is the harness's fault.
#include "core/pipeline/pipeline.h"
#include "oracle/checks/consistency.h"
#include "oracle/interp/iteration_trace.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

using checks::Outcome;

const char *kZeroTripThenLoad = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[48, 16], pl.FP32], x_1: pl.Tensor[[32, 16], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> tuple[pl.Tensor[[48, 16], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for i in pl.pipeline(0, stage=1):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return out, pl.const(0, pl.INDEX) % pl.const(97, pl.INDEX), 2 - n0)";

const char *kZeroTripSameParam = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[48, 16], pl.FP32], x_1: pl.Tensor[[32, 16], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> tuple[pl.Tensor[[48, 16], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for i in pl.pipeline(0, stage=1):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return out, pl.const(0, pl.INDEX) % pl.const(97, pl.INDEX), 2 - n0)";

const char *kZeroTripRunsClone16 = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[48, 16], pl.FP32], x_1: pl.Tensor[[32, 16], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> tuple[pl.Tensor[[48, 16], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return out, pl.const(0, pl.INDEX) % pl.const(97, pl.INDEX), 2 - n0)";

const char *kSkewCarry = R"(# pypto.program: SkewCarry
import pypto.language as pl

@pl.program
class SkewCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[64, 8], pl.FP32], out: pl.Out[pl.Tensor[[64, 8], pl.FP32]]) -> pl.Tensor[[64, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(0, 4, stage=2, init_values=(out,)):
            blk: pl.Scalar[pl.INDEX] = i * 8
            t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [blk, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t, split=0)
            g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            o: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(g, [blk, 0], o)
            y: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(o)
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        return y)";

const char *kSkewRunsProduce1Twice = R"(# pypto.program: SkewCarry
import pypto.language as pl

@pl.program
class SkewCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[64, 8], pl.FP32], out: pl.Out[pl.Tensor[[64, 8], pl.FP32]]) -> pl.Tensor[[64, 8], pl.FP32]:
        blk: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) * pl.const(8, pl.INDEX)
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [blk, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.tpush_to_aic(t, split=0)
        blk_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(8, pl.INDEX)
        t_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [blk_1, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.tpush_to_aic(t_1, split=0)
        blk_9: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(8, pl.INDEX)
        t_9: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [blk_9, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.tpush_to_aic(t_9, split=0)
        for i, (o,) in pl.range(2, 4, 2, init_values=(out,)):
            blk_2: pl.Scalar[pl.INDEX] = i * 8
            t_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [blk_2, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.tpush_to_aic(t_2, split=0)
            blk_3: pl.Scalar[pl.INDEX] = (i + 1) * 8
            t_3: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [blk_3, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.tpush_to_aic(t_3, split=0)
            blk_4: pl.Scalar[pl.INDEX] = (i - 2) * 8
            g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            o_1: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(g, [blk_4, 0], o)
            blk_5: pl.Scalar[pl.INDEX] = (i - 1) * 8
            g_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            o_2: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(g_1, [blk_5, 0], o_1)
            y_swp: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(o_2)
        blk_6: pl.Scalar[pl.INDEX] = pl.const(2, pl.INDEX) * pl.const(8, pl.INDEX)
        g_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        o_3: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(g_2, [blk_6, 0], y_swp)
        blk_7: pl.Scalar[pl.INDEX] = pl.const(3, pl.INDEX) * pl.const(8, pl.INDEX)
        g_3: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        o_4: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(g_3, [blk_7, 0], o_3)
        y: pl.Tensor[[64, 8], pl.FP32] = o_4
        t_4: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        return y)";

// Static step-2 loop with a tail and a tensor carry (trip 10 = 2F + 2).
const char *kStatic = R"(# pypto.program: Static
import pypto.language as pl

@pl.program
class Static:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[20, 8], pl.FP32], out: pl.Out[pl.Tensor[[20, 8], pl.FP32]]) -> pl.Tensor[[20, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(0, 20, 2, stage=4, init_values=(out,)):
            t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            o2: pl.Tensor[[20, 8], pl.FP32] = pl.tile.store(u, [i, 0], o)
            r: pl.Tensor[[20, 8], pl.FP32] = pl.yield_(o2)
        return r)";

// Two loads, a subtraction, a store: the memory plans below put a and b in
// one buffer (wrong: both are live at c) or in disjoint halves of one.
const char *kTwoLoads = R"(# pypto.program: Live
import pypto.language as pl

@pl.program
class Live:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        a: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a, b)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
)";

std::string twoLoadsPlan(int64_t bOffset, int64_t allocBytes) {
  return std::string(R"(# pypto.program: Live
import pypto.language as pl

@pl.program
class Live:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, )") +
         std::to_string(allocBytes) + R"()
        a: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 2048), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_0, )" +
         std::to_string(bOffset) + R"(, 2048), pl.Mem.Vec] = pl.tile.load(x, [32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 2048), pl.Mem.Vec] = pl.tile.sub(a, b)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
)";
}

checks::CheckInput inputOf(const char *program, const char *params = "") {
  checks::CheckInput in;
  in.source = testing::parseString(program);
  in.params = checks::parseParamRanges(params);
  return in;
}

checks::Verdict judge(checks::CheckInput in, const std::string &property) {
  checks::RunContext ctx(std::move(in));
  return checks::runCatalogue(ctx, {property}).at(0);
}

// --- false finding 1: a load after a zero-trip stage=1 loop ---------------
// The loop body's `t = load(x, [i, 0])` and the later `t_1 = load(x_1, [16,
// 0])` were one name to the recorder (printer suffix) and one shape (every
// var a hole, parameters included), so the later load was read as the
// lowered program running i=16. LowerPipelineLoops leaves the loop alone.

TEST(FalseFindings, LoadAfterZeroTripLoopIsNoIteration) {
  checks::Verdict v = judge(inputOf(kZeroTripThenLoad, "n0=3..15"), "iteration-coverage");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
  EXPECT_EQ(judge(inputOf(kZeroTripThenLoad, "n0=3..15"), "differential").outcome,
            Outcome::Holds);
}

TEST(FalseFindings, SameShapedLoadOfTheSameTensorMakesTheLoopUntraceable) {
  // `t_1 = load(x, [16, 0])` outside the loop matches the body's anchor in
  // the source itself: the anchor is ambiguous, so the loop is not traced
  // (reported "not checked"), never judged from a guess.
  auto src = testing::parseString(kZeroTripSameParam);
  interp::LoweredTraceRecorder rec(*src);
  EXPECT_TRUE(rec.anchors().empty());
  ASSERT_EQ(rec.trace().untraceable, std::vector<int>{0});
  // The faithful passes hand back the very program (nothing to lower), which
  // is traced as the source itself.
  EXPECT_EQ(judge(inputOf(kZeroTripSameParam, "n0=3..15"), "iteration-coverage").outcome,
            Outcome::Holds);
  // The same text as a lowering made elsewhere: untraceable, not checked.
  checks::CheckInput in = inputOf(kZeroTripSameParam, "n0=3..15");
  in.givenLowered = testing::parseString(kZeroTripSameParam);
  checks::Verdict v = judge(in, "iteration-coverage");
  EXPECT_EQ(v.outcome, Outcome::NotChecked) << v.message << "\n" << v.witness;
}

TEST(FalseFindings, ALoweringThatRunsTheZeroTripBodyStillFails) {
  checks::CheckInput in = inputOf(kZeroTripThenLoad, "n0=3..15");
  in.givenLowered = testing::parseString(kZeroTripRunsClone16);
  checks::Verdict v = judge(in, "iteration-coverage");
  ASSERT_EQ(v.outcome, Outcome::Fails) << v.message;
  EXPECT_NE(v.witness.find("the lowered program runs i=16, which the source never runs"),
            std::string::npos)
      << v.witness;
}

// --- false finding 3: a tile.slice written over its source ---------------
// Found 2026-12-05 writing data-movement programs for the generator (not by
// a campaign: the generator did not draw tile.slice yet). The buffer-aware
// run placed every tile densely at its MemRef, a slice too; but a slice is a
// strided window of its source's buffer (PyPTO's InitMemRef gives it the
// source's base), so writing it there overwrote the source's other elements
// and buffer-differential blamed a correct memory plan ("tile t is read by
// s1 after s0 overwrote its bytes"). A slice now gets its own bytes.

const char *kSliceThenReadSource = R"(# pypto.program: SliceThenReadSource
import pypto.language as pl

@pl.program
class SliceThenReadSource:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 16], [8, 16])
        e0: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(s0, 1.0)
        s1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 16], [0, 0])
        e1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s1, e0)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(e1, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], o)
        return o_1)";

// The same program with e0 planned into t's buffer while t is still read.
const char *kSliceSourceClobbered = R"(# pypto.program: SliceThenReadSource
import pypto.language as pl

@pl.program
class SliceThenReadSource:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, 1088, 960), pl.Mem.Vec] = pl.tile.slice(t, [8, 16], [8, 16])
        e0: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.adds(s0, 1.0)
        s1: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 960), pl.Mem.Vec] = pl.tile.slice(t, [8, 16], [0, 0])
        e1: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(2048, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(s1, e0)
        o: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(e1, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(t, [0, 0], o)
        return o_1)";

// buffer-differential holds on `source` (the model's own plan), and fails
// on it with `clobbered` given as the allocate_memory_addr snapshot, naming
// the clobbered tile.
void expectQuietOnThePlanAndBitesOnAClobber(const char *source, const char *clobbered,
                                             const std::string &clobberedTile) {
  checks::Verdict v = judge(inputOf(source), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
  checks::CheckInput in = inputOf(source);
  in.givenSnapshots = {{"allocate_memory_addr", testing::parseString(clobbered)}};
  v = judge(in, "buffer-differential");
  ASSERT_EQ(v.outcome, Outcome::Fails) << v.message;
  EXPECT_NE(v.witness.find("tile " + clobberedTile + " is read by"), std::string::npos)
      << v.witness;
}

TEST(FalseFindings, ASliceDoesNotOverwriteItsSource) {
  expectQuietOnThePlanAndBitesOnAClobber(kSliceThenReadSource, kSliceSourceClobbered, "t");
}

// --- a transpose view shares its source's buffer ----------------------------
// tile.transpose_view reads its source's bytes column-major; the executor
// keeps tiles row-major in their MemRef bytes, so it wrote the transposed
// values over the source and buffer-differential blamed the real PyPTO's
// (and the model's) correct plan: "tile a is read by `c = tile.add(a, b)`
// after t overwrote its bytes". The view gets its own bytes, as a slice does.

const char *kTransposeViewThenReadSource = R"(# pypto.program: TransposeViewThenReadSource
import pypto.language as pl

@pl.program
class TransposeViewThenReadSource:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(a)
        m: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.muls(t, 2.0)
        b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.transpose_view(m)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o)";

// The model's plan with m moved into a's buffer while a is still read.
const char *kTransposeSourceClobbered = R"(# pypto.program: TransposeViewThenReadSource
import pypto.language as pl

@pl.program
class TransposeViewThenReadSource:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], out: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t: pl.Tile[[64, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(a)
        m: pl.Tile[[64, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.muls(t, 2.0)
        b: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.transpose_view(m)
        c: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(a, b)
        o: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(c, [0, 0], out)
        return o)";

TEST(FalseFindings, ATransposeViewDoesNotOverwriteItsSource) {
  expectQuietOnThePlanAndBitesOnAClobber(kTransposeViewThenReadSource, kTransposeSourceClobbered,
                                         "a");
}

// --- a transpose view carried in its source's buffer ----------------------
// Campaign seed 3 (tensor-read stops raised): `tv_1 = subs(transpose_view(v))`,
// `v_1 = transpose_view(tv_1)` yielded into the remainder's if return var,
// which PyPTO (and the model) plan on tv_1's buffer with no move. On the
// device that buffer holds tv_1 column-major, so read row-major it IS v_1;
// the executor kept tv_1 row-major there and the carry read it, so
// buffer-differential blamed the correct plan ("out[0, 1]: -3 vs -8"). The
// carry now takes the view's values (Executor::carryInto). The bite: the
// same plan without the else branch's fix-up move still fails. The source is
// corpus/transpose_view_carry_dyn_f2.py.

const char *kTransposedCarryNoFixup = R"(# pypto.program: TransposeCarry
import pypto.language as pl

@pl.program
class TransposeCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], nn: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[8, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (nn - 0) // 2 * 2
        for i, (v,) in pl.range(0, unroll_main_end, 2, init_values=(t,)):
            tv: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v)
            tv_1: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.subs(tv, 2.0)
            v_1: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.transpose_view(tv_1)
            tv_2: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v_1)
            tv_1_1: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1024, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.subs(tv_2, 2.0)
            v_1_1: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.transpose_view(tv_1_1)
            v_1_mv: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.move(v_1_1, target_memory=pl.Mem.Vec)
            rv_main: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.yield_(v_1_mv)
        unroll_rem: pl.Scalar[pl.INDEX] = nn - unroll_main_end
        if unroll_rem == 1:
            tv_3: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rv_main)
            tv_1_2: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.subs(tv_3, 2.0)
            v_1_2: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.transpose_view(tv_1_2)
            rv: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.yield_(v_1_2)
        else:
            rv: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.yield_(rv_main)
        o_1: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)] = pl.tile.store(rv, [0, 0], out)
        return o_1)";

// buffer-differential holds on the model's plan of the corpus or triage
// program at `path` and fails on `wrongPlan` given as allocate_memory_addr's
// snapshot of it.
void expectFileHoldsAndBitesOnAPlan(const char *path, const char *params, const char *wrongPlan) {
  const std::string source =
      testing::readText(std::filesystem::path(PIPECHECK_SOURCE_DIR) / path);
  checks::Verdict v = judge(inputOf(source.c_str(), params), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
  checks::CheckInput in = inputOf(source.c_str(), params);
  in.givenSnapshots = {{"allocate_memory_addr", testing::parseString(wrongPlan)}};
  v = judge(in, "buffer-differential");
  ASSERT_EQ(v.outcome, Outcome::Fails) << v.message;
}

TEST(FalseFindings, ATransposeViewCarriedInItsSourcesBufferReadsTheView) {
  expectFileHoldsAndBitesOnAPlan("corpus/transpose_view_carry_dyn_f2.py", "nn=0..7",
                                 kTransposedCarryNoFixup);
}

// --- a scratch argument is not a read -------------------------------------
// Campaign seed 3 (program seed 3001576, kernel_2): buffer-differential
// failed (a YieldFixup move into a live tile, a real class) but the clobber
// observer blamed `red = tile.row_prod(v_1, e)` for reading e, its tmp tile,
// after t_1 overwrote it; the memory plan keeps e and t_1 apart, so the
// consistency rule made the finding a harness error. A scratch argument's
// contents never reach a result: the observer does not count it as a read.

const char *kScratchArgKernel = R"(# pypto.program: K2
import pypto.language as pl

@pl.program
class K2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_2(x: pl.Tensor[[24, 24], pl.FP32], x_1: pl.Tensor[[16, 8], pl.FP32], s8: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[24, 24], pl.FP16]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[24, 24], pl.FP16], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 16], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        e: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.lrelu(t, -1.0)
        pl.tile.write(e, [1, 4], -3.0)
        b: pl.Scalar[pl.INDEX] = s8 - 2
        t_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [8, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for i, (v, o, v_1) in pl.pipeline(5, 30, stage=8, init_values=(t, out_1, t_1), attrs={"pipeline_double_buffer_c": True}):
            w: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v, 2.0)
            red: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_prod(v_1, e)
            e_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_max(v, red)
            if i % 2 == 1:
                o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [8, 8], o)
                b_1: pl.Scalar[pl.INDEX] = i + i
                r_1, rv_2 = pl.yield_(o_1, v)
            else:
                v_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.div(v, v)
                b_2: pl.Scalar[pl.INDEX] = i // 3
                r_1, rv_2 = pl.yield_(o, v_2)
            v_3: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v_1, w)
            rv, r, rv_1 = pl.yield_(rv_2, r_1, v_3)
        o_2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rv_1, [8, 8], r)
        cv: pl.Tile[[8, 8], pl.FP16, pl.Mem.Vec] = pl.tile.cast(rv, target_type=pl.FP16, mode='round')
        o_3: pl.Tensor[[24, 24], pl.FP16] = pl.tile.store(cv, [16, 16], out)
        cv_1: pl.Tile[[8, 8], pl.FP16, pl.Mem.Vec] = pl.tile.cast(rv_1, target_type=pl.FP16, mode='round')
        o_4: pl.Tensor[[24, 24], pl.FP16] = pl.tile.store(cv_1, [8, 16], o_3)
        return o_4, o_2)";

TEST(FalseFindings, AScratchArgumentIsNoReadForTheClobberObserver) {
  checks::Verdict v = judge(inputOf(kScratchArgKernel, "s8=-3..3"), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
  EXPECT_EQ(v.witness.find("tile e is read by `red = tile.row_prod(v_1, e)`"), std::string::npos)
      << v.witness;
}

// --- a write for effect is the clobberer, and no clobber of its own tile ---
// Campaign seed 29 (program seeds 29004688 and 29004840, hand-reduced): the
// observer noticed bytes changed by `pl.tile.write(e, ...)` (a statement
// that defines no tile) only at the next tile definition and blamed that
// one. In the first kernel the write lands in t's buffer (the plan gives e
// the bytes of t, still live through the carry rv) and the observer blamed
// m, a Mat tile; in the second it blamed w for e's own write, and the real
// clobber (t_2 under the carry v_1, a known class) went unnamed. The memory
// plan keeps t / m and e / w apart, so both real failures were harness
// errors. Both fail on the real PyPTO's output too.

const char *kWriteIntoACarrysBuffer = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 24], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.pipeline(n0, 22, 3, stage=2, init_values=(t,)):
            rv: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        cv: pl.Tile[[1, 8], pl.FP16, pl.Mem.Vec] = pl.tile.cast(rv, target_type=pl.FP16, mode='round')
        e: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.cast(cv, target_type=pl.FP32, mode='round')
        pl.tile.write(e, [0, 3], -3.0)
        m: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 16], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
        o: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(rv, [0, 0], out)
        return o)";

const char *kOwnWriteBeforeARealClobber = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 24], pl.FP32], out: pl.Out[pl.Tensor[[8, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> tuple[pl.Tensor[[8, 16], pl.FP32], pl.Tensor[[8, 16], pl.FP32]]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        e: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
        pl.tile.write(e, [2, 7], 0.25)
        w: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        o: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        t_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 16], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for j, (v,) in pl.range(1, init_values=(t_2,)):
            v_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v, 1.0)
            rv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        o_1: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(t_2, [0, 8], out_1)
        o_2: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(w, [0, 0], o)
        return o_2, o_1)";

TEST(FalseFindings, AWriteForEffectIsNamedAsTheClobberer) {
  checks::Verdict v = judge(inputOf(kWriteIntoACarrysBuffer, "n0=4..22"), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
  EXPECT_NE(v.witness.find("tile t is read by `o = tile.store(rv, [0, 0], out)` after an in-place "
                           "write to e overwrote its bytes"),
            std::string::npos)
      << v.witness;
}

// --- an enclosing loop's header matched to the inner loop ----------------
// Campaign seed 47 (program seed 47005126, reduced by hand): the anchor load
// does not mention the enclosing range loop's i, so sites.cpp looks for a
// lowered loop with i's header `range(0, n, 2)`, and the lowered inner loop
// `range(0, 2, 2)` matched it with the body-defined n bound to 2. Each clone
// then stood for two source iterations and iteration-proof refuted a
// correct lowering ("j = 1 runs twice"). A header's variables other than
// pipeline loop vars and iter_args now bind only a lowered variable of the
// same name.

const char *kEnclosingHeaderLikeTheInnerLoop = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[24, 8], pl.BF16], lens: pl.Tensor[[4], pl.INT32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [0])
        for i in pl.range(0, n, 2):
            for j in pl.pipeline(2, stage=2):
                t: pl.Tile[[8, 8], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [j * 8, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        return out
)";

// iteration-proof proves `in` on the faithful passes, and still refutes it
// under main-step-unscaled (a main loop that keeps its step runs one
// iteration past the source's last), with `extra` in the message.
void expectProvedAndStillBitten(checks::CheckInput in, const std::string &extra) {
  checks::Verdict v = judge(in, "iteration-proof");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
  in.passOptions.faults.insert("main-step-unscaled");
  checks::Verdict f = judge(in, "iteration-proof");
  EXPECT_EQ(f.outcome, Outcome::Fails) << f.message;
  EXPECT_NE(f.message.find(extra), std::string::npos) << f.message;
}

TEST(FalseFindings, AnEnclosingLoopsHeaderIsNotMatchedToTheInnerLoop) {
  checks::CheckInput in = inputOf(kEnclosingHeaderLikeTheInnerLoop);
  in.orderedBoundsOnly = true;
  expectProvedAndStillBitten(in, "extra: iteration j = 2 runs");
}

// Campaign seed 53 (program seed 53008128, reduced by hand): the same
// attribution, with constant headers: the main loop LowerPipelineLoops makes
// of `pl.pipeline(3, 9, stage=3)` is `range(3, 9, 3)`, the enclosing loop's
// very header. A lowered Pipeline loop no longer stands for a source loop
// that is not one.

const char *kEnclosingHeaderEqualsTheMainLoops = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        for i in pl.range(3, 9, 3):
            for j in pl.pipeline(3, 9, stage=3):
                t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        return out)";

TEST(FalseFindings, AnEnclosingRangeLoopIsNotTheInnerMainLoop) {
  expectProvedAndStillBitten(inputOf(kEnclosingHeaderEqualsTheMainLoops),
                             "extra: iteration j = 9 runs");
}

// The stage=1 variant, found by reading the attribution after seed 53: an
// enclosing pl.pipeline(3, 9, 3, stage=1) stays a Pipeline loop after
// lowering, so the rule above does not keep it off the inner main loop
// `range(3, 9, 3)` (same header). The header scan now passes first over a
// loop an inner component's index names (the clone reads `j + 1`); before,
// the correct lowering was refuted ("j = 4 runs twice"; since faac7d8 a
// harness error, the consistency rule's replay disagreeing).

const char *kStageOneEnclosingHeaderEqualsTheMainLoops = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        for i in pl.pipeline(3, 9, 3, stage=1):
            u: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            for j in pl.pipeline(3, 9, stage=3):
                t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        return out)";

TEST(FalseFindings, AnEnclosingStageOnePipelineIsNotTheInnerMainLoop) {
  expectProvedAndStillBitten(inputOf(kStageOneEnclosingHeaderEqualsTheMainLoops),
                             "extra: iteration j = 9 runs");
}

// --- a refutation inside an enclosing loop, against the concrete trace -----
// Seeds 47 and 53 were refutations with an enclosing loop, which the
// consistency rule did not replay (it stopped at "cex-enclosing" != 0). It
// now replays them when the source run reaches the counterexample's
// enclosing iteration. The constructed failure stands for an attribution
// bug such as those two: the faithful lowering of the program runs every j
// once per i.

checks::Verdict refutationInside(const char *enclosingValues, const char *count = "1") {
  checks::Verdict v = checks::fails("iteration-proof", "constructed: loop kernel_0#0: extra",
                                    "constructed witness", "lower_pipeline_loops");
  v.evidence = {{"refuted-loop", "kernel_0#0"},
                {"cex-params", ""},
                {"cex-enclosing", count},
                {"cex-enclosing-values", enclosingValues},
                {"cex-query", "extra"}};
  return v;
}

TEST(FalseFindings, ARefutationInAnEnclosingIterationTheRunReachesIsAHarnessError) {
  checks::RunContext ctx(inputOf(kEnclosingHeaderEqualsTheMainLoops));
  auto out = checks::reconcileVerdicts(ctx, {refutationInside("i=6")});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].outcome, Outcome::HarnessError) << out[0].message;
  EXPECT_EQ(out[0].contradicts,
            (std::vector<std::string>{"iteration-proof", "iteration-coverage"}));
  EXPECT_NE(out[0].message.find("in the enclosing iteration i = 6 (which the source run reaches)"),
            std::string::npos)
      << out[0].message;
}

TEST(FalseFindings, ARefutationInAnEnclosingIterationTheRunNeverReachesStaysAFinding) {
  checks::RunContext ctx(inputOf(kEnclosingHeaderEqualsTheMainLoops));
  // i = 4 is no iteration of range(3, 9, 3); a count that disagrees with the
  // values, or a value named for another variable, is no replayable claim.
  for (checks::Verdict v : {refutationInside("i=4"), refutationInside("i=6", "2"),
                            refutationInside("j=6"), refutationInside("")})
    EXPECT_EQ(checks::reconcileVerdicts(ctx, {v}).at(0).outcome, Outcome::Fails)
        << v.evidence["cex-enclosing-values"];
}

TEST(FalseFindings, ARealRefutationInAnEnclosingLoopStaysAFinding) {
  checks::CheckInput in = inputOf(kEnclosingHeaderEqualsTheMainLoops);
  in.passOptions.faults.insert("main-step-unscaled");
  checks::RunContext ctx(in);
  checks::Verdict proof = checks::runCatalogue(ctx, {"iteration-proof"}).at(0);
  ASSERT_EQ(proof.outcome, Outcome::Fails) << proof.message;
  EXPECT_EQ(proof.evidence["cex-enclosing"], "1");
  EXPECT_NE(proof.evidence["cex-enclosing-values"].find("i="), std::string::npos);
  EXPECT_FALSE(checks::proofContradictsTrace(ctx, proof));
  EXPECT_EQ(checks::reconcileVerdicts(ctx, {proof}).at(0).outcome, Outcome::Fails);
}

// --- a count refutation, against the run it describes (rule 4) -----------
// The loop body never uses i, so iteration-proof counts the clones of
// `acc_1` (oracle/smt/sites.h, step 6). A count refutation at inputs where
// the source and the lowering run the body equally often is the model's
// error, not the pass's; a real one (the zoo's main-step-unscaled runs F
// clones per source step) stays a finding.

const char *kUnnamedBodyDynamicStop = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.pipeline(1, n, 2, stage=3, init_values=(t,)):
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(acc_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_2, [0, 0], out)
        return o)";

checks::Verdict countRefutation(const char *params) {
  checks::Verdict v = checks::fails("iteration-proof", "constructed: loop main#0: count",
                                    "constructed witness", "lower_pipeline_loops");
  v.evidence = {{"refuted-loop", "main#0"},
                {"cex-params", params},
                {"cex-enclosing", "0"},
                {"cex-enclosing-values", ""},
                {"cex-query", "count"}};
  return v;
}

TEST(FalseFindings, ACountRefutationTheRunContradictsIsAHarnessError) {
  checks::CheckInput in = inputOf(kUnnamedBodyDynamicStop, "n=0..20");
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  auto out = checks::reconcileVerdicts(ctx, {countRefutation("n=6")});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].outcome, Outcome::HarnessError) << out[0].message;
  EXPECT_EQ(out[0].contradicts,
            (std::vector<std::string>{"iteration-proof", "iteration-coverage"}));
  EXPECT_NE(out[0].message.find("the source runs 'acc_1' 3 time(s), the lowering runs its clones "
                                "3 time(s)"),
            std::string::npos)
      << out[0].message;
  // Outside the declared domain the run is not the proof's: no verdict on it.
  EXPECT_EQ(checks::reconcileVerdicts(ctx, {countRefutation("n=40")}).at(0).outcome,
            Outcome::Fails);
}

TEST(FalseFindings, ARealCountRefutationStaysAFinding) {
  checks::CheckInput in = inputOf(kUnnamedBodyDynamicStop, "n=0..20");
  in.orderedBoundsOnly = true;
  EXPECT_EQ(judge(in, "iteration-proof").outcome, Outcome::Holds);
  in.passOptions.faults.insert("main-step-unscaled");
  checks::RunContext ctx(in);
  checks::Verdict proof = checks::runCatalogue(ctx, {"iteration-proof"}).at(0);
  ASSERT_EQ(proof.outcome, Outcome::Fails) << proof.message;
  EXPECT_EQ(proof.evidence["cex-query"], "count");
  EXPECT_NE(proof.evidence["cex-runs"], proof.evidence["cex-trip"]);
  EXPECT_NE(proof.witness.find("the lowering runs its clones " + proof.evidence["cex-runs"] +
                               " time(s)"),
            std::string::npos)
      << proof.witness;
  EXPECT_FALSE(checks::proofContradictsTrace(ctx, proof));
  EXPECT_EQ(checks::reconcileVerdicts(ctx, {proof}).at(0).outcome, Outcome::Fails);
}

// --- a buffer-aware difference only the in-memory plan shows --------------
// Campaign seed 59 (program seed 59000488, reduced): an if whose branches
// both yield iter_args keeps a fresh MemRef for its result (InitMemRef), and
// the model's allocate_memory_addr output fails buffer-aware in memory. But
// if results print without types: the printed text, the same on the model's
// and the kit's side, runs bit-identical, so the fault cannot be shown on
// any program PyPTO prints. buffer-differential says "not checked" instead
// of a finding the kit cannot confirm.

const char *kIfResultBufferOnlyInMemory = R"(import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_2(x: pl.Tensor[[16, 96], pl.FP16], x_1: pl.Tensor[[96, 32], pl.FP16], s1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[88, 113], pl.FP32]], out_1: pl.InOut[pl.Tensor[[8, 32], pl.BF16]]) -> tuple[pl.Tensor[[88, 113], pl.FP32], pl.Tensor[[8, 32], pl.BF16], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[8, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [8, 32], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        cv: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        cv_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        for i_1, (v_2, v_3) in pl.range(1, init_values=(cv, cv_1)):
            if i_1 % 2 == 0:
                q_3, r_1, rv_3 = pl.yield_(pl.max(i_1, s1 // 3), out, v_3)
            else:
                q_3, r_1, rv_3 = pl.yield_(i_1 + 1, out, v_2)
            rv_1, rv_2 = pl.yield_(rv_3, rv_3)
        o_3: pl.Tensor[[88, 113], pl.FP32] = pl.tile.store(rv_2, [16, 0], out)
        return o_3, out_1, s1 // 3)";

TEST(FalseFindings, ABufferDifferenceTheTextDoesNotShowIsNotAFinding) {
  checks::CheckInput in = inputOf(kIfResultBufferOnlyInMemory, "s1=-3..3");
  in.passOptions.backend = passes::Backend::None;
  in.orderedBoundsOnly = true;
  checks::Verdict v = judge(in, "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::NotChecked) << v.message << "\n" << v.witness;
  EXPECT_NE(v.message.find("only in memory: its printed text, run buffer-aware, is bit-identical"),
            std::string::npos)
      << v.message;
}

TEST(FalseFindings, AWriteForEffectIsNoClobberOfItsOwnTile) {
  checks::Verdict v = judge(inputOf(kOwnWriteBeforeARealClobber), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
  EXPECT_NE(v.witness.find("tile t_2 is read by `o_1 = tile.store(t_2, [0, 8], out_1)` after v_1 "
                           "overwrote its bytes"),
            std::string::npos)
      << v.witness;
}

// --- false finding 2: a scalar carry the skew recomputes ------------------
// In memory both loads are named `t` and the store `o` like its iter_arg, so
// the old "unique def name" rule left only `blk = i * 8` as anchor, which
// SkewCrossCorePipeline recomputes in the consume half: every iteration was
// counted twice.

TEST(FalseFindings, SkewRecomputedScalarIsNoSecondRun) {
  auto src = testing::parseString(kSkewCarry);
  interp::LoweredTraceRecorder rec(*src);
  ASSERT_EQ(rec.anchors().size(), 1u);
  EXPECT_EQ(rec.anchors()[0].name, "t"); // the load, which only the produce half runs
  checks::Verdict v = judge(inputOf(kSkewCarry), "iteration-coverage");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
  EXPECT_EQ(judge(inputOf(kSkewCarry), "differential").outcome, Outcome::Holds);
}

TEST(FalseFindings, ASkewThatRunsAProduceHalfTwiceStillFails) {
  checks::CheckInput in = inputOf(kSkewCarry);
  in.givenSnapshots = {{"skew_cross_core_pipeline", testing::parseString(kSkewRunsProduce1Twice)}};
  checks::Verdict v = judge(in, "iteration-coverage");
  ASSERT_EQ(v.outcome, Outcome::Fails) << v.message;
  EXPECT_NE(v.witness.find("the lowered program runs i=1 2 times, the source 1"),
            std::string::npos)
      << v.witness;
}

// --- buffer-less carries ---------------------------------------------------

// A tpop result (no buffer) carried into an if return var that InitMemRef
// gives a buffer: whether the hardware copies the popped tile there is not
// modelled, so buffer-differential is "not checked", never a finding (it
// failed on the model's and the real PyPTO's text alike before).
constexpr const char *kTpopIntoIfResult = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(n0: pl.Scalar[pl.INDEX], x: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        if n0 < 25:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(g)
        else:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(g)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(rv_1, [0, 0], out)
        return o
)";

TEST(BufferlessCarry, TpopIntoABufferedIfResultIsNotChecked) {
  checks::Verdict v = judge(inputOf(kTpopIntoIfResult, "n0=0..40"), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::NotChecked) << v.message << "\n" << v.witness;
  EXPECT_NE(v.message.find("if result rv_1 has a buffer, the yielded tile g has none"),
            std::string::npos)
      << v.message;
}

// The same shape with a loaded tile (it has a buffer) is judged, and holds.
TEST(BufferlessCarry, ALoadedTileIntoTheSameIfResultIsJudged) {
  std::string loaded = kTpopIntoIfResult;
  const std::string pop = "pl.tile.tpop_from_aic(split=0)";
  loaded.replace(loaded.find(pop), pop.size(),
                 "pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)");
  checks::Verdict v = judge(inputOf(loaded.c_str(), "n0=0..40"), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
}

// --- truncated runs ---------------------------------------------------------

// campaign --seed 1 --passes window (generator with the op table): the carried
// acc is stored, then updated in place by matmul_acc; canonicalize_io_order
// moves the store after the update (the real, known class of
// corpus/finding_store_before_inplace_matmul_acc.py), so the lowered run
// stops at i=0 reading acc outside the contract. differential reports that;
// iteration-coverage read the stop as "the lowered program never runs i=1".
constexpr const char *kCarriedAccStoredBeforeUpdate = R"(import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[252, 60], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[71, 71], pl.FP32]]) -> pl.Tensor[[71, 71], pl.FP32]:
        m: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [n0 + n0 - 2, n0 + 15], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [8, 16], target_memory=pl.Mem.Acc)
        for i, (o_1, acc) in pl.pipeline(2, stage=1, init_values=(out, c)):
            o_2: pl.Tensor[[71, 71], pl.FP32] = pl.tile.store(acc, [n0 + 35 - i, n0 + i - 2], o_1)
            m_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [16, 8], [8, 8], [8, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[8, 8], pl.FP32, pl.Mem.Left] = pl.tile.move(m_1, target_memory=pl.Mem.Left)
            m_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [n0 + 223 - i * 8, i + 15], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[8, 16], pl.FP32, pl.Mem.Right] = pl.tile.extract(m_2, 0, 0, [8, 16], target_memory=pl.Mem.Right)
            acc_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lft, rgt)
            r, racc = pl.yield_(o_2, acc_1)
        return r
)";

TEST(TruncatedRuns, AStoppedLoweredRunIsDifferentialsFindingNotCoverages) {
  checks::CheckInput in = inputOf(kCarriedAccStoredBeforeUpdate, "n0=15..15");
  in.passes = *pipeline::namedPipeline("window");
  EXPECT_EQ(judge(in, "differential").outcome, Outcome::Fails);
  checks::Verdict v = judge(in, "iteration-coverage");
  EXPECT_NE(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
  EXPECT_NE(v.message.find("stopped early (see differential)"), std::string::npos) << v.message;
}

// --- contradictions -------------------------------------------------------

checks::Verdict constructedCoverageFailure(const std::string &snapshot) {
  checks::Verdict v = checks::fails("iteration-coverage", "constructed: kernel#0 (i) differs",
                                    "constructed witness", snapshot);
  v.evidence = {{"input-set", "0"}, {"snapshot", snapshot}, {"loop", "0"}};
  return v;
}

TEST(Consistency, CoverageFailingOnAProvedLoopIsAHarnessErrorNamingBoth) {
  checks::RunContext ctx(inputOf(kStatic));
  checks::Verdict proof = checks::runCatalogue(ctx, {"iteration-proof"}).at(0);
  ASSERT_EQ(proof.outcome, Outcome::Holds) << proof.message;
  auto out = checks::reconcileVerdicts(
      ctx, {constructedCoverageFailure("lower_pipeline_loops"), proof});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].outcome, Outcome::HarnessError) << out[0].message;
  EXPECT_EQ(out[0].contradicts,
            (std::vector<std::string>{"iteration-coverage", "iteration-proof"}));
  EXPECT_NE(out[0].message.find("contradicts iteration-proof"), std::string::npos)
      << out[0].message;
  EXPECT_NE(out[0].witness.find("constructed witness"), std::string::npos);
  EXPECT_EQ(out[1].outcome, Outcome::HarnessError);
  EXPECT_EQ(out[1].contradicts,
            (std::vector<std::string>{"iteration-proof", "iteration-coverage"}));
  // Asked alone, the coverage failure is still checked against the proof.
  auto alone = checks::reconcileVerdicts(ctx, {constructedCoverageFailure("lower_pipeline_loops")});
  EXPECT_EQ(alone.at(0).outcome, Outcome::HarnessError);
}

// The proof that reconciliation runs for an unlisted iteration-proof obeys
// the program's budget: past the deadline it is "not checked", so it cannot
// contradict the failure (which stays a finding) and costs no Z3 time.
// Before, it ran unbudgeted and, proving the loop, made a harness error.
TEST(Consistency, TheReconcilingProofRunsWithinTheBudget) {
  checks::CheckInput in = inputOf(kStatic);
  in.budget.hardDeadline = checks::Budget::Clock::now() - std::chrono::seconds(1);
  checks::RunContext ctx(in);
  auto out = checks::reconcileVerdicts(ctx, {constructedCoverageFailure("lower_pipeline_loops")});
  EXPECT_EQ(out.at(0).outcome, Outcome::Fails) << out.at(0).message;
}

TEST(Consistency, CoverageFailingAfterAPassTheProofDoesNotJudgeStaysAFinding) {
  checks::RunContext ctx(inputOf(kStatic));
  auto out = checks::reconcileVerdicts(ctx, {constructedCoverageFailure("canonicalize_io_order")});
  EXPECT_EQ(out.at(0).outcome, Outcome::Fails) << out.at(0).message;
}

TEST(Consistency, AZooFaultBothOraclesCatchStaysAFinding) {
  for (const char *fault : {"tail-off-by-one", "main-stop-original", "offset-without-step"}) {
    checks::CheckInput in = inputOf(kStatic);
    in.passOptions.faults.insert(fault);
    checks::RunContext ctx(in);
    auto both = checks::runCatalogue(ctx, {"iteration-coverage", "iteration-proof"});
    EXPECT_EQ(both.at(0).outcome, Outcome::Fails) << fault << ": " << both.at(0).message;
    EXPECT_EQ(both.at(1).outcome, Outcome::Fails) << fault << ": " << both.at(1).message;
    EXPECT_TRUE(both.at(0).contradicts.empty());
    EXPECT_EQ(checks::runCatalogue(ctx, {"iteration-coverage"}).at(0).outcome, Outcome::Fails)
        << fault;
  }
}

checks::Verdict constructedClobber() {
  checks::Verdict v = checks::fails("buffer-differential", "constructed: a clobbered by b",
                                    "constructed witness", "memory_reuse");
  v.evidence = {{"snapshot", "memory_reuse"}, {"victim", "a"},           {"victim-function", "kernel"},
                {"clobberer", "b"},           {"clobberer-function", "kernel"}};
  return v;
}

TEST(Consistency, AClobberBetweenDisjointTilesIsAHarnessError) {
  checks::CheckInput in = inputOf(kTwoLoads);
  in.givenSnapshots = {{"memory_reuse", testing::parseString(twoLoadsPlan(2048, 4096))}};
  checks::RunContext ctx(in);
  // The plan is right: the real check holds.
  EXPECT_EQ(checks::runCatalogue(ctx, {"buffer-differential"}).at(0).outcome, Outcome::Holds);
  auto out = checks::reconcileVerdicts(ctx, {constructedClobber()});
  EXPECT_EQ(out.at(0).outcome, Outcome::HarnessError) << out.at(0).message;
  EXPECT_EQ(out.at(0).contradicts,
            (std::vector<std::string>{"buffer-differential", "memory-plan"}));
}

TEST(Consistency, ARealClobberStaysAFinding) {
  checks::CheckInput in = inputOf(kTwoLoads);
  in.givenSnapshots = {{"memory_reuse", testing::parseString(twoLoadsPlan(0, 2048))}};
  checks::RunContext ctx(in);
  checks::Verdict v = checks::runCatalogue(ctx, {"buffer-differential"}).at(0);
  ASSERT_EQ(v.outcome, Outcome::Fails) << v.message;
  EXPECT_EQ(v.evidence.at("victim"), "a");
  EXPECT_EQ(v.evidence.at("clobberer"), "b");
  EXPECT_TRUE(v.contradicts.empty());
  // The constructed claim about the same plan is consistent with it too.
  EXPECT_EQ(checks::reconcileVerdicts(ctx, {constructedClobber()}).at(0).outcome, Outcome::Fails);
}

// --- a slice carried through a loop ----------------------------------------
// The sliced-load draw tried on 2026-12-06 (docs/triage/seed111-141): a slice
// passed through a zero-trip loop. The iter_arg and the return var take the
// slice's MemRef, a window of its source's buffer; the executor gave the slice
// bytes of its own but read the return var densely at the window's offset, so
// buffer-differential blamed the plan ("tensor out[99, 56]: 1 vs 9"). The
// carry now reads the slice's values, as the slice itself is read. The bite:
// the return var planned on a buffer nothing wrote still fails.

const char *kSliceCarryUnwritten = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[4, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[204, 114], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 93024)]]) -> pl.Tensor[[204, 114], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        t: pl.Tile[[2, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [0, 64], [2, 64], [2, 64], target_memory=pl.Mem.Vec)
        ls: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(128, pl.INT64), 384), pl.Mem.Vec] = pl.tile.slice(t, [2, 32], [0, 32])
        for i, (v,) in pl.range(0, init_values=(ls,)):
            rv: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(v)
        o_2: pl.Tensor[[204, 114], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 93024)] = pl.tile.store(rv, [n0 * 2 + (n0 * 4 + n0 * 4 - 30), n0 + n0 + 24], out)
        return o_2)";

TEST(FalseFindings, ASliceCarriedThroughALoopReadsTheSlice) {
  expectFileHoldsAndBitesOnAPlan("corpus/slice_carry_zero_trip.py", "n0=4..29",
                                 kSliceCarryUnwritten);
}

} // namespace
} // namespace pipecheck

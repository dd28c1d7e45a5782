// The memory properties (oracle/checks/props_memory.cpp) on hand-built runs:
// CheckInput::givenSnapshots feeds PyPTO's golden texts as the snapshots of
// the memory passes (canon.py carries the memberships; reuse_910B.py is the
// memory_reuse and allocate_memory_addr output). PyPTO's own plans must not
// fail any memory property; one-line hand edits of them into wrong plans
// must each be rejected by the property they break, with a precise message:
//   * a stage-1 load moved onto the stage-0 load's buffer,
//   * two simultaneously live tiles on one buffer (no pipeline involved),
//   * an Acc accumulation chain split over two buffers without dbC,
//   * a dbC pipeline's Acc results collapsed into one buffer,
//   * a buffer placed past the Vec capacity.
// And with no memory snapshot every memory property is n/a, never holds.
// Finally the memory faults of the bug zoo (reuse-ignores-membership,
// reuse-loads-as-non-loads, reuse-shares-live-tiles) run through pipecheck's
// own memory pass list: the faithful passes satisfy the property, the
// faulty ones make it fail.
#include "core/passes/faults.h"
#include <filesystem>

#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
using checks::Outcome;
const fs::path kCases = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden/cases";

const std::vector<std::string> kMemoryProps = {"no-cross-stage-load-sharing", "stage-depth",
                                               "acc-single-buffer", "capacity",
                                               "buffer-differential"};

std::string edit(std::string s, const std::string &from, const std::string &to) {
  auto at = s.find(from);
  EXPECT_NE(at, std::string::npos) << "edit anchor not found: " << from;
  if (at != std::string::npos)
    s.replace(at, from.size(), to);
  return s;
}

std::vector<checks::Verdict> judge(const std::string &caseName, const std::string &plan,
                                   passes::Backend backend = passes::Backend::Ascend910B) {
  checks::CheckInput in;
  in.source = testing::parseFile(kCases / caseName / "input.py");
  ir::ProgramPtr canon = testing::parseFile(kCases / caseName / "canon.py");
  ir::ProgramPtr mem = testing::parseString(plan);
  EXPECT_TRUE(in.source && canon && mem);
  in.givenSnapshots = {{"canonicalize_io_order", canon},
                       {"memory_reuse", mem},
                       {"allocate_memory_addr", mem}};
  in.passOptions.backend = backend;
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  return checks::runCatalogue(ctx, kMemoryProps);
}

std::string golden(const std::string &caseName, const std::string &file = "reuse_910B.py") {
  return testing::readText(kCases / caseName / file);
}

void expectFails(const checks::Verdict &v, const std::string &messagePart,
                 const std::string &witnessPart = "") {
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.property << ": " << v.message << "\n" << v.witness;
  EXPECT_NE(v.message.find(messagePart), std::string::npos) << v.message;
  EXPECT_NE(v.witness.find(witnessPart), std::string::npos) << v.witness;
}

TEST(MemoryChecks, PyptoPlansPassEveryMemoryProperty) {
  int holdsCount = 0;
  for (const auto &e : fs::directory_iterator(kCases)) {
    std::string name = e.path().filename().string();
    for (auto [file, backend] : {std::pair{"reuse_910B.py", passes::Backend::Ascend910B},
                                 std::pair{"reuse_950.py", passes::Backend::Ascend950}}) {
      if (!fs::exists(e.path() / file) || !fs::exists(e.path() / "canon.py"))
        continue;
      auto vs = judge(name, golden(name, file), backend);
      for (const auto &v : vs) {
        EXPECT_NE(v.outcome, Outcome::Fails) << name << "/" << file << " " << v.property << ": "
                                             << v.message << "\n" << v.witness;
        EXPECT_NE(v.outcome, Outcome::HarnessError) << name << " " << v.property;
        holdsCount += v.outcome == Outcome::Holds;
      }
    }
  }
  EXPECT_GE(holdsCount, 60); // 28 plans x (capacity + buffer-differential) at least
}

TEST(MemoryChecks, CorrectPlanHolds) {
  auto vs = judge("dyn_stop_f2_tiles", golden("dyn_stop_f2_tiles"));
  for (const char *id : {"no-cross-stage-load-sharing", "stage-depth", "capacity",
                         "buffer-differential"})
    EXPECT_EQ(testing::verdictOf(vs, id).outcome, Outcome::Holds) << testing::describeAll(vs);
  EXPECT_EQ(testing::verdictOf(vs, "acc-single-buffer").outcome, Outcome::NotApplicable);
}

TEST(MemoryChecks, CrossStageLoadsOnOneBufferAreRejected) {
  // t (load, 0:0) lives in mem_vec_2 at 0; put t_1 (load, 0:1) there too.
  std::string bad = edit(golden("dyn_stop_f2_tiles"),
                         "pl.MemRef(mem_vec_3, pl.const(2048, pl.INT64), 2048)",
                         "pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048)");
  auto vs = judge("dyn_stop_f2_tiles", bad);
  std::cout << testing::describeAll(vs);
  expectFails(testing::verdictOf(vs, "no-cross-stage-load-sharing"),
              "kernel: load t (stage 0 of pipeline group 0) shares a Vec buffer with t_1 (stage 1)",
              "t (tile.load, 0:0) in mem_vec_2 [0, 2048) and t_1 (tile.load, 0:1) in mem_vec_2 "
              "[0, 2048)");
  expectFails(testing::verdictOf(vs, "stage-depth"),
              "stages 0 and 1 of pipeline group 0 share a Vec buffer but their ordinals 0 and 1 "
              "differ mod F_g = 2",
              "F_g = 2 of D_g = 2 stages, slot 2048 B, capacity 188416 B");
  // t_1 overwrites t while t is live: the values change too.
  expectFails(testing::verdictOf(vs, "buffer-differential"),
              "allocate_memory_addr run buffer-aware computes a different result",
              "the memory plan is wrong");
}

TEST(MemoryChecks, ComputeOfAnotherStageOnALoadBufferIsRejected) {
  // sq_1 (mul, 0:1) after sq's store: lifetimes are disjoint (the values
  // stay right) but stage 1 lands on stage 0's load buffer.
  std::string bad = edit(golden("dyn_stop_f2_tiles"),
                         "sq_1: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(2048, "
                         "pl.INT64), 2048)",
                         "sq_1: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, "
                         "pl.INT64), 2048)");
  auto vs = judge("dyn_stop_f2_tiles", bad);
  expectFails(testing::verdictOf(vs, "no-cross-stage-load-sharing"),
              "kernel: load t (stage 0 of pipeline group 0) shares a Vec buffer with sq_1 (stage 1)",
              "sq_1 (tile.mul, 0:1) in mem_vec_2");
  expectFails(testing::verdictOf(vs, "stage-depth"), "differ mod F_g = 2");
  EXPECT_EQ(testing::verdictOf(vs, "buffer-differential").outcome, Outcome::Holds)
      << testing::verdictOf(vs, "buffer-differential").witness;
}

TEST(MemoryChecks, TwoLiveTilesOnOneBufferAreRejected) {
  const char *source = R"(# pypto.program: Live
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
  // b at address 0, on top of the live a (a - b becomes b - b = 0).
  const char *plan = R"(# pypto.program: Live
import pypto.language as pl

@pl.program
class Live:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        a: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 2048), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 2048), pl.Mem.Vec] = pl.tile.load(x, [32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 2048), pl.Mem.Vec] = pl.tile.sub(a, b)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
)";
  checks::CheckInput in;
  in.source = testing::parseString(source);
  ir::ProgramPtr mem = testing::parseString(plan);
  ASSERT_TRUE(in.source && mem);
  in.givenSnapshots = {{"memory_reuse", mem}};
  checks::RunContext ctx(in);
  auto vs = checks::runCatalogue(ctx, kMemoryProps);
  std::cout << testing::describeAll(vs);
  expectFails(testing::verdictOf(vs, "buffer-differential"),
              "memory_reuse run buffer-aware computes a different result on kernel()",
              "the memory plan is wrong");
  // Nothing pipelined: the membership rules have nothing to judge (n/a,
  // "not checked" before the rule told vacuous from untagged).
  EXPECT_EQ(testing::verdictOf(vs, "no-cross-stage-load-sharing").outcome,
            Outcome::NotApplicable);
  // The same plan with b on its own buffer is right.
  std::string good = edit(edit(plan, "mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)",
                               "mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)\n"
                               "        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)"),
                          "b: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 2048)",
                          "b: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_vec_1, 0, 2048)");
  in.givenSnapshots = {{"memory_reuse", testing::parseString(good)}};
  checks::RunContext ok(in);
  EXPECT_EQ(checks::runCatalogue(ok, {"buffer-differential"}).at(0).outcome, Outcome::Holds);
}

TEST(MemoryChecks, AccChainSplitWithoutDbcIsRejected) {
  std::string plan = golden("matmul_acc_kloop_f2");
  auto ok = judge("matmul_acc_kloop_f2", plan);
  EXPECT_EQ(testing::verdictOf(ok, "acc-single-buffer").outcome, Outcome::Holds)
      << testing::describeAll(ok);
  std::string bad =
      edit(plan, "mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)",
           "mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)\n"
           "        mem_acc_19: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)");
  bad = edit(bad,
             "acc2_2: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 8192)",
             "acc2_2: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_acc_19, pl.const(8192, pl.INT64), "
             "8192)");
  auto vs = judge("matmul_acc_kloop_f2", bad);
  expectFails(testing::verdictOf(vs, "acc-single-buffer"),
              "kernel: the Acc matmul results use 2 buffers although their lifetimes are "
              "disjoint",
              "mem_acc_19: acc2_2; mem_acc_7: c0, acc2, acc2_1");
}

// pl.pipeline(4, stage=3) with dbC: the trip is not a multiple of F, so the
// loop is outside the "exactly two Acc buffers" rule (reference
// memory-reuse.md section 8) and the real PyPTO's plan is not judged; the
// rule bites on loops whose trip is a multiple of F (the zoo's
// canon-no-dbc-rotation and dbc-ignored; AccSingleBufferDbc.BothParities...).
TEST(MemoryChecks, DbcAccResultsOfAPartialLoopAreNotJudged) {
  auto ok = judge("matmul_dbc_out_tiled_f3", golden("matmul_dbc_out_tiled_f3"));
  checks::Verdict v = testing::verdictOf(ok, "acc-single-buffer");
  EXPECT_EQ(v.outcome, Outcome::NotChecked) << testing::describeAll(ok);
  EXPECT_NE(v.message.find("not a known multiple of F"), std::string::npos) << v.message;
}

TEST(MemoryChecks, OverCapacityIsRejected) {
  // t_1's buffer at the last 2048 bytes below 188416 fits; 32 bytes higher does not.
  std::string fits = edit(golden("dyn_stop_f2_tiles"), "pl.const(2048, pl.INT64), 2048)",
                          "pl.const(186368, pl.INT64), 2048)");
  fits = edit(fits, "pl.const(2048, pl.INT64), 2048)", "pl.const(186368, pl.INT64), 2048)");
  EXPECT_EQ(testing::verdictOf(judge("dyn_stop_f2_tiles", fits), "capacity").outcome,
            Outcome::Holds);
  std::string bad = edit(golden("dyn_stop_f2_tiles"), "pl.const(2048, pl.INT64), 2048)",
                         "pl.const(186400, pl.INT64), 2048)");
  bad = edit(bad, "pl.const(2048, pl.INT64), 2048)", "pl.const(186400, pl.INT64), 2048)");
  auto vs = judge("dyn_stop_f2_tiles", bad);
  expectFails(testing::verdictOf(vs, "capacity"),
              "kernel: Vec buffer usage (188448 bytes) exceeds the backend 910B limit (188416 "
              "bytes) after allocate_memory_addr");
  // The buffer-aware run sizes its arenas to the capacity and traps there.
  expectFails(testing::verdictOf(vs, "buffer-differential"), "computes a different result",
              "lies outside the Vec arena of 188416 bytes");
  // On 950 (240 KiB Vec) the same plan fits.
  EXPECT_EQ(testing::verdictOf(judge("dyn_stop_f2_tiles", bad, passes::Backend::Ascend950),
                               "capacity")
                .outcome,
            Outcome::Holds);
}

TEST(MemoryChecks, WithoutMemorySnapshotsNothingHolds) {
  checks::CheckInput in;
  in.source = testing::parseFile(kCases / "dyn_stop_f2_tiles/input.py");
  in.givenLowered = testing::parseFile(kCases / "dyn_stop_f2_tiles/lower.py");
  checks::RunContext ctx(in);
  for (const auto &v : checks::runCatalogue(ctx, kMemoryProps)) {
    EXPECT_EQ(v.outcome, Outcome::NotApplicable) << v.property << ": " << v.message;
    EXPECT_FALSE(v.message.empty()) << v.property;
  }
  // The full memory pass list: where a memory pass is not (yet) registered
  // the run stops with a reason, and no memory property may hold without
  // a memory snapshot.
  checks::CheckInput run;
  run.source = in.source;
  run.orderedBoundsOnly = true; // the known dyn-stop-below-start finding
  run.passes = *pipeline::namedPipeline("memory");
  checks::RunContext rc(run);
  bool anyMemorySnapshot = false;
  for (const char *m : {"init_mem_ref", "materialize_semantic_aliases", "memory_reuse",
                        "allocate_memory_addr"})
    anyMemorySnapshot = anyMemorySnapshot || rc.snapshot(m);
  auto verdicts = checks::runCatalogue(rc, kMemoryProps);
  std::cout << rc.run().summary() << "\n" << testing::describeAll(verdicts);
  for (const auto &v : verdicts) {
    EXPECT_NE(v.outcome, Outcome::Fails) << v.property << ": " << v.message;
    EXPECT_NE(v.outcome, Outcome::HarnessError) << v.property << ": " << v.message;
    if (!anyMemorySnapshot) {
      EXPECT_NE(v.outcome, Outcome::Holds) << v.property << ": " << v.message;
    }
  }
}

// ---- campaign reproducers on the faithful passes (triage) ----------------

// Runs `source` through pipecheck's memory pass list on 910B.
std::vector<checks::Verdict> judgeThroughPasses(const char *source) {
  checks::CheckInput in;
  in.source = testing::parseString(source);
  EXPECT_TRUE(in.source);
  in.passes = *pipeline::namedPipeline("memory");
  in.passOptions.backend = passes::Backend::Ascend910B;
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  EXPECT_TRUE(ctx.run().ok()) << ctx.run().summary();
  return checks::runCatalogue(ctx, kMemoryProps);
}

// sx_stage-depth-3 (reduced): the inner pipeline's carry v_2 is retargeted
// onto its init t (materialize_semantic_aliases), so the outer clone's
// stage-1 v_2 (0:1;1:1) lives in t_1's pre-reuse group, whose membership is
// t_1's "1:1" (reference/memory-reuse.md 4, 6.2, 12). Against the tail's
// v_2 (0:0;2:0) the groups share no pipeline group id: the real pass lets
// them share; the oracle used to judge the member's own "0:1;1:1".
const char *kCarryCloneSharing = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_1(x_1: pl.Tensor[[35, 80], pl.FP32], out: pl.InOut[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        for j in pl.pipeline(3, stage=2):
            t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [4, 16], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
            for k, (v,) in pl.pipeline(2, stage=2, init_values=(t,)):
                v_2: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v, t)
                rv: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(v_2)
        return out
)";

// sx_no-cross-stage-load-sharing-1 (reduced): the same with a carried load;
// the witness "t_2 shares with t_2" was two clones of t_2 (now t_2#3, t_2#6).
const char *kCarriedLoadSharing = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 179], pl.FP32], x_1: pl.Tensor[[45, 83], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[12, 64], pl.FP32]]) -> pl.Tensor[[12, 64], pl.FP32]:
        for i_1 in pl.pipeline(4, stage=3):
            t_1: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 32], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            for k, (v,) in pl.pipeline(2, stage=2, init_values=(t_1,)):
                t_2: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [17 - n0 * 8, k - 6], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
                rv: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(t_2)
        return out
)";

// sx_stage-depth-2 (reduced): dbC matmul_acc clones (0:0, 0:1) write in
// place into c / c_1, so each outer clone's pre-reuse group is {c, acc_1
// (0:0), acc_1 (0:1)} with membership "0:0"; the two groups (disjoint
// lifetimes, equal representative stage) may share one Acc buffer.
const char *kInPlaceAccClones = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x_1: pl.Tensor[[41, 50], pl.FP32], out: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        for i in pl.pipeline(2, stage=2):
            m: pl.Tile[[8, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [i * 16 - 95, i + i * 16 - 94], [8, 8], [8, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[8, 8], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m, 0, 0, [8, 8], target_memory=pl.Mem.Left)
            rgt: pl.Tile[[8, 8], pl.FP32, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
            c: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            for j in pl.pipeline(2, stage=2, attrs={"pipeline_double_buffer_c": True}):
                acc_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, lft, rgt)
        return out
)";

TEST(MemoryChecksTriage, MembershipIsJudgedPerPreReuseGroupRepresentative) {
  for (const char *src : {kCarryCloneSharing, kCarriedLoadSharing, kInPlaceAccClones}) {
    auto vs = judgeThroughPasses(src);
    std::cout << testing::describeAll(vs);
    for (const char *id : {"no-cross-stage-load-sharing", "stage-depth", "acc-single-buffer",
                           "buffer-differential"}) {
      const checks::Verdict &v = testing::verdictOf(vs, id);
      EXPECT_NE(v.outcome, Outcome::Fails) << id << ": " << v.message << "\n" << v.witness;
      EXPECT_NE(v.outcome, Outcome::HarnessError) << id << ": " << v.message;
    }
    EXPECT_EQ(testing::verdictOf(vs, "stage-depth").outcome, Outcome::Holds)
        << testing::describeAll(vs);
  }
  EXPECT_EQ(testing::verdictOf(judgeThroughPasses(kCarriedLoadSharing),
                               "no-cross-stage-load-sharing")
                .outcome,
            Outcome::Holds);
}

// sx_acc-single-buffer-2 (reduced): each matmul_acc writes in place into a
// tile.extract(..., Acc) seed, and such non-MAD Acc producers are tagged
// (reference 6.1): the two pre-reuse groups carry 0:0 and 0:1, the gated
// Acc rule (6.2, F_g = 2) keeps them apart, so two buffers are right and the
// "coalesce into one" rule does not apply to them.
const char *kTaggedAccSeeds = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[64, 72], pl.FP32], out: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        for i in pl.pipeline(2, stage=2):
            m_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [i, 32], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m_1, 0, 0, [16, 16], target_memory=pl.Mem.Acc)
            lft: pl.Tile[[16, 8], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m_1, 0, 8, [16, 8], target_memory=pl.Mem.Left)
            m_3: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[8, 16], pl.FP32, pl.Mem.Right] = pl.tile.extract(m_3, 0, 0, [8, 16], target_memory=pl.Mem.Right)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, lft, rgt)
        return out
)";

TEST(MemoryChecksTriage, AccResultsOnTaggedSeedsAreNotForcedIntoOneBuffer) {
  auto vs = judgeThroughPasses(kTaggedAccSeeds);
  std::cout << testing::describeAll(vs);
  const checks::Verdict &acc = testing::verdictOf(vs, "acc-single-buffer");
  EXPECT_EQ(acc.outcome, Outcome::NotChecked) << acc.message << "\n" << acc.witness;
  EXPECT_NE(acc.message.find("tagged seed"), std::string::npos) << acc.message;
  // The two stages' seeds are kept apart by the gated Acc rule itself.
  EXPECT_EQ(testing::verdictOf(vs, "stage-depth").outcome, Outcome::Holds)
      << testing::describeAll(vs);
}

// ---- the memory faults of the bug zoo (core/passes/faults.h) -------------

// Two loads per iteration (same stage) added together; F = 2, trip 4.
const char *kTwoLoadsPipeline = R"(# pypto.program: TwoLoads
import pypto.language as pl

@pl.program
class TwoLoads:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 16], pl.FP32], y: pl.Tensor[[128, 16], pl.FP32], out: pl.Out[pl.Tensor[[128, 16], pl.FP32]]) -> pl.Tensor[[128, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            a: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
            b: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
            c: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a, b)
            o2: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(c, [i * 32, 0], o)
            r: pl.Tensor[[128, 16], pl.FP32] = pl.yield_(o2)
        return r
)";

// No pipeline: a is read one point after b is defined.
const char *kAdjacent = R"(# pypto.program: Adjacent
import pypto.language as pl

@pl.program
class Adjacent:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        a: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a, b)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
)";

struct FaultCase {
  const char *fault;
  passes::Backend backend;
  const char *property;
  const char *program = kTwoLoadsPipeline;
};

class MemoryFaultBites : public ::testing::TestWithParam<FaultCase> {};

checks::Verdict judgeFault(const FaultCase &c, bool withFault) {
  checks::CheckInput in;
  in.source = testing::parseString(c.program);
  in.passes = *pipeline::namedPipeline("memory");
  in.passOptions.backend = c.backend;
  if (withFault)
    in.passOptions.faults.insert(c.fault);
  checks::RunContext ctx(in);
  EXPECT_TRUE(ctx.run().ok()) << ctx.run().summary();
  return checks::runCatalogue(ctx, {c.property}).at(0);
}

TEST_P(MemoryFaultBites, FaithfulHoldsFaultyFails) {
  const FaultCase &c = GetParam();
  checks::Verdict good = judgeFault(c, false);
  EXPECT_EQ(good.outcome, Outcome::Holds) << good.message << "\n" << good.witness;
  checks::Verdict bad = judgeFault(c, true);
  EXPECT_EQ(bad.outcome, Outcome::Fails) << bad.message << "\n" << bad.witness;
  std::cout << c.fault << " -> " << bad.property << ": " << bad.message << "\n"
            << bad.witness << "\n";
}

const FaultCase kFaultCases[] = {
    FaultCase{"reuse-ignores-membership", passes::Backend::Ascend910B, "stage-depth"},
    FaultCase{"reuse-ignores-membership", passes::Backend::None, "no-cross-stage-load-sharing"},
    FaultCase{"reuse-loads-as-non-loads", passes::Backend::None, "no-cross-stage-load-sharing"},
    FaultCase{"reuse-shares-live-tiles", passes::Backend::Ascend910B, "buffer-differential",
              kAdjacent},
};

TEST(MemoryFaults, EveryMemoryReuseFaultHasACase) {
  // The memory_reuse faults added for issue 16 are proven by the zoo suite
  // (properties/suites/fault_zoo.cpp, Zoo.EveryFaultHasACase).
  const std::set<std::string> original = {"reuse-ignores-membership", "reuse-loads-as-non-loads",
                                          "reuse-shares-live-tiles"};
  for (const passes::FaultInfo &f : passes::registeredFaults()) {
    if (f.pass != "memory_reuse" || !original.count(f.name))
      continue;
    bool covered = false;
    for (const FaultCase &c : kFaultCases)
      covered |= f.name == c.fault;
    EXPECT_TRUE(covered) << "fault " << f.name << " has no case proving an oracle bites";
  }
}

INSTANTIATE_TEST_SUITE_P(
    Zoo, MemoryFaultBites, ::testing::ValuesIn(kFaultCases),
    [](const auto &info) {
      std::string n = std::string(info.param.fault) + "_" + info.param.property + "_" +
                      std::string(passes::backendName(info.param.backend));
      for (char &ch : n)
        if (!isalnum(static_cast<unsigned char>(ch)))
          ch = '_';
      return n;
    });


// sx_buffer-differential-1 (genuine, kept failing): InitMemRef gives the
// iter_arg v its init t's MemRef and materialize_semantic_aliases retargets
// the yielded v_1 = adds(v) onto it (the dead-at-assign walk stops at the
// enclosing ForStmt, reference/memory-reuse.md 3; a declined retarget would
// move v_1 into the same buffer at YieldFixup, 8). t is still read after the
// loop (store(t)), so t and v_1 are live together on one buffer: the store
// writes t + 1. The real passes do the same; the finding is genuine.
const char *kInitReadAfterCarry = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 24], pl.FP32], x_1: pl.Tensor[[121, 70], pl.FP32], n0: pl.Scalar[pl.INDEX], s1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 233], pl.FP32]], out_1: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> tuple[pl.Tensor[[8, 233], pl.FP32], pl.Tensor[[8, 8], pl.FP32], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 16], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for j, (v,) in pl.range(1, init_values=(t,)):
            v_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v, 1.0)
            rv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        o: pl.Tensor[[8, 233], pl.FP32] = pl.tile.store(t, [0, n0 * 16 - 15], out)
        return o, out_1, pl.min(s1, 1)
)";

// sx_buffer-differential-2 (genuine, kept failing): matmul_acc writes in
// place into c's buffer (InitMemRef, output_reuses_input_arg, reference
// neighbour-passes.md 10 rule 4), and CanonicalizeIOOrder, which orders by
// RAW edges only (neighbour-passes.md 8.4), moves the store of c after it.
// c (read by the store) and acc_1 share mem_acc: the store writes c + l*r.
const char *kStoreOfAccInputAfterMatmulAcc = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[32, 32], pl.FP32], x_1: pl.Tensor[[88, 48], pl.FP32], s0: pl.Scalar[pl.INDEX], n1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[209, 230], pl.FP32]], out_1: pl.Out[pl.Tensor[[214, 229], pl.FP32]]) -> tuple[pl.Tensor[[209, 230], pl.FP32], pl.Tensor[[214, 229], pl.FP32]]:
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [16, 16], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [16, 16], target_memory=pl.Mem.Acc)
        for i, (o,) in pl.pipeline(1, 2, stage=1, init_values=(out_1,)):
            o_1: pl.Tensor[[214, 229], pl.FP32] = pl.tile.store(c, [n1 * 32 - 25 - i, 246 - i - n1 * 32], o)
            m_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [32, n1], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 8], pl.FP32, pl.Mem.Left] = pl.tile.move(m_1, target_memory=pl.Mem.Left)
            m_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [i * 16 - 16, 32], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[8, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(m_2, target_memory=pl.Mem.Right)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, lft, rgt)
            r: pl.Tensor[[214, 229], pl.FP32] = pl.yield_(o_1)
        return out, r
)";

TEST(MemoryChecksTriage, InitReadAfterItsLoopSharesTheCarryBuffer) {
  auto vs = judgeThroughPasses(kInitReadAfterCarry);
  expectFails(testing::verdictOf(vs, "buffer-differential"), "computes a different result",
              "the memory plan is wrong");
  // The witness names the two tiles on one buffer.
  expectFails(testing::verdictOf(vs, "buffer-differential"), "computes a different result",
              "tile t is read by `o = tile.store(t");
  expectFails(testing::verdictOf(vs, "buffer-differential"), "computes a different result",
              "after v_1 overwrote its bytes");
}

TEST(MemoryChecksTriage, AccInputStoredAfterItsInPlaceMatmulAcc) {
  auto vs = judgeThroughPasses(kStoreOfAccInputAfterMatmulAcc);
  checks::CheckInput in;
  in.source = testing::parseString(kStoreOfAccInputAfterMatmulAcc);
  in.passes = *pipeline::namedPipeline("memory");
  in.passOptions.backend = passes::Backend::Ascend910B;
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  vs.push_back(checks::runCatalogue(ctx, {"differential"}).at(0));
  // Value semantics already rejects the reordered store: it reads c after
  // matmul_acc's in-place update, outside the contract the source keeps, so
  // differential reports it at canonicalize_io_order and buffer-differential
  // defers to it (before the in-place rule, buffer-differential named c,
  // acc_1 and the store).
  expectFails(testing::verdictOf(vs, "differential"), "canonicalize_io_order computes a different result",
              "reads tile 'c' after tile.matmul_acc updated it in place");
  checks::Verdict bd = testing::verdictOf(vs, "buffer-differential");
  EXPECT_EQ(bd.outcome, checks::Outcome::NotChecked) << bd.message;
  EXPECT_NE(bd.message.find("see differential"), std::string::npos) << bd.message;
}


// campaign --impl pypto seed 21 (reduced): a 2-clone pipeline whose stages
// each extract a tile into Acc (tagged: stages 0:0 and 0:1 are kept apart)
// and make one plain matmul result. First-fit packing puts each result with
// one stage's extract, so the two results sit in two buffers although their
// lifetimes are disjoint -- the real MemoryReuse prints the same plan. That
// is packing, not a broken coalescing rule: not judged, never a finding
// (acc-single-buffer reported it before). AccChainSplitWithoutDbcIsRejected
// keeps the bite on results that share buffers with nothing else.
const char *kAccResultsPackedWithExtracts = R"(import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_2(x: pl.Tensor[[93, 224], pl.FP32], x_1: pl.Tensor[[48, 56], pl.FP32], x_2: pl.Tensor[[153, 121], pl.FP32], n3: pl.Scalar[pl.INDEX], n4: pl.Scalar[pl.INDEX], n5: pl.Scalar[pl.INDEX], n6: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[57, 16], pl.FP32]]) -> pl.Tensor[[57, 16], pl.FP32]:
        m: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [16, 8], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
        for j in pl.pipeline(2, stage=2):
            c_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [8, 8], target_memory=pl.Mem.Acc)
            m_2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, n3 * 64], [8, 32], [8, 32], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[8, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m_2, 0, 16, [8, 16], target_memory=pl.Mem.Left)
            rgt: pl.Tile[[16, 8], pl.FP32, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
            c_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            acc: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, lft, rgt)
        return out
)";

TEST(MemoryChecksTriage, AccResultsPackedWithTaggedExtractsAreNotJudged) {
  auto vs = judgeThroughPasses(kAccResultsPackedWithExtracts);
  checks::Verdict v = testing::verdictOf(vs, "acc-single-buffer");
  EXPECT_EQ(v.outcome, checks::Outcome::NotChecked) << v.message;
  EXPECT_NE(v.message.find("share buffers with other Acc tiles"), std::string::npos) << v.message;
}

// The membership rules with no tagged snapshot: vacuous (n/a) when no loop
// LowerPipelineLoops replicates defines a tile (a stage=2 loop over scalars
// only), judged when one does (the same loop loading a tile). Before, both
// rules said "not checked" on every untagged program (about one generated
// program in seven).
std::vector<checks::Verdict> judgeWholePipeline(const std::string &body) {
  checks::CheckInput in;
  in.source = testing::parseString(R"(# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
)" + body + R"(
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
)");
  EXPECT_TRUE(in.source);
  in.passes = pipeline::defaultPassList();
  in.passOptions.backend = passes::Backend::Ascend910B;
  checks::RunContext ctx(in);
  EXPECT_TRUE(ctx.run().ok()) << ctx.run().summary();
  return checks::runCatalogue(ctx, {"no-cross-stage-load-sharing", "stage-depth"});
}

TEST(MemoryChecks, MembershipRulesAreVacuousWithoutAReplicatedTile) {
  for (const checks::Verdict &v : judgeWholePipeline(R"(        for i, (a,) in pl.pipeline(4, stage=2, init_values=(n,)):
            b: pl.Scalar[pl.INDEX] = a + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b))")) {
    EXPECT_EQ(v.outcome, Outcome::NotApplicable) << v.property << ": " << v.message;
    EXPECT_NE(v.message.find("no loop LowerPipelineLoops replicates"), std::string::npos)
        << v.message;
  }
  for (const checks::Verdict &v : judgeWholePipeline(R"(        for i, (o0,) in pl.pipeline(4, stage=2, init_values=(out,)):
            u: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8 + 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            w: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(u, 1.0)
            o1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(w, [i * 8 + 8, 0], o0)
            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o1))"))
    EXPECT_EQ(v.outcome, Outcome::Holds) << v.property << ": " << v.message;
}

} // namespace
} // namespace pipecheck

// The reports of the faithful campaigns of docs/triage/ (seeds 7, 11, 12),
// triaged: each false finding is kept as the reduced program the campaign
// wrote, with a test that failed on the tree that campaign ran on (the
// campaign reported it; the sibling-clone case was also checked to fail with
// the fix taken out) and passes now, and beside it a wrong lowering or plan
// of the same shape that must still fail (the oracle still bites). The real
// findings among them stay findings (their corpus files are under corpus/).
#include "core/pipeline/pipeline.h"
#include "oracle/checks/consistency.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

using checks::Outcome;

checks::CheckInput inputOf(const std::string &program, const char *params = "") {
  checks::CheckInput in;
  in.source = testing::parseString(program);
  in.params = checks::parseParamRanges(params);
  return in;
}

checks::Verdict judge(checks::CheckInput in, const std::string &property) {
  checks::RunContext ctx(std::move(in));
  return checks::runCatalogue(ctx, {property}).at(0);
}

std::string replaced(std::string text, const std::string &from, const std::string &to) {
  std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos)
    text.replace(at, from.size(), to);
  return text;
}

// --- iteration-proof-1: an If anchor matched by another If's clone -------
// The anchor of the loop is `if j_1 < 4` (no assignment outside the ifs
// uses j_1). The clone of the inner `if 0 // 4 < j_1` for j_1 = 4 reads
// `if 0 // 4 < 4`, which the anchor's condition matches with j_1 := 0 // 4:
// the proof decoded it as an extra iteration j_1 = 0. The source test of
// the anchor now substitutes the inner if's j_1 too (sites.h step 2), so the
// anchor is ambiguous and the loop is not checked.
const char *kIfAnchorProgram = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[153, 24], pl.FP32], x_1: pl.Tensor[[16, 16], pl.FP32], x_2: pl.Tensor[[24, 42], pl.FP32], s0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]], out_1: pl.Out[pl.Tensor[[24, 24], pl.FP32]]) -> tuple[pl.Tensor[[8, 8], pl.FP32], pl.Tensor[[24, 24], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for j_1 in pl.pipeline(7, 2, -3, stage=3):
            if j_1 < 4:
                q_11: pl.Scalar[pl.INDEX] = pl.yield_(pl.const(0, pl.INDEX) // pl.const(4, pl.INDEX) + pl.const(1, pl.INDEX))
            else:
                if pl.const(0, pl.INDEX) // pl.const(4, pl.INDEX) < j_1:
                    pass
                else:
                    pass
                q_11: pl.Scalar[pl.INDEX] = pl.yield_(j_1 // 4)
        return out, out_1, 1, pl.const(0, pl.INDEX) // pl.const(4, pl.INDEX))";

TEST(TriageSeed7, AnIfAnchorAnInnerIfsCloneMatchesIsNotChecked) {
  checks::Verdict v = judge(inputOf(kIfAnchorProgram, "s0=-3..3"), "iteration-proof");
  EXPECT_EQ(v.outcome, Outcome::NotChecked) << v.message << "\n" << v.witness;
  EXPECT_NE(v.message.find("anchor statement also matches another statement"), std::string::npos)
      << v.message;
  EXPECT_EQ(judge(inputOf(kIfAnchorProgram, "s0=-3..3"), "differential").outcome,
            Outcome::Holds);
}

// The same shape with an inner condition no substitution makes look like
// the anchor (`j_1 + 1` is no constant): judged, holds, and a tail that runs
// one clone too many fails.
TEST(TriageSeed7, TheIfAnchorShapeWithAnUnambiguousInnerIfIsJudged) {
  std::string program = replaced(kIfAnchorProgram, "pl.const(4, pl.INDEX) < j_1:",
                                 "pl.const(4, pl.INDEX) < j_1 + 1:");
  checks::Verdict ok = judge(inputOf(program, "s0=-3..3"), "iteration-proof");
  EXPECT_EQ(ok.outcome, Outcome::Holds) << ok.message << "\n" << ok.witness;
  checks::CheckInput bad = inputOf(program, "s0=-3..3");
  bad.passOptions.faults.insert("tail-off-by-one");
  checks::Verdict b = judge(bad, "iteration-proof");
  EXPECT_EQ(b.outcome, Outcome::Fails) << b.message << "\n" << b.witness;
  EXPECT_TRUE(b.contradicts.empty());
}

// Campaign seed 12 (generator seed 12000340), met after a first fix that
// also compared the shape of an If's branches: the inner pl.pipeline(1,
// stage=2) of `pass` vanishes when lowered, so the clone's branch is
// shorter than the source's and the proof said "missing: j = 0". An If
// clone is recognised by its condition; only an If that holds another match
// (a container such as the remainder cascade below) is no site.
const char *kIfAnchorWithLoweredBranch = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_2(x: pl.Tensor[[12, 208], pl.BF16], x_1: pl.Tensor[[2, 32], pl.BF16], s3: pl.Scalar[pl.INDEX], s4: pl.Scalar[pl.INDEX], s5: pl.Scalar[pl.INDEX], n6: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[4, 48], pl.INT32]]) -> tuple[pl.Tensor[[2, 16], pl.FP32], pl.Tensor[[4, 48], pl.INT32]]:
        for j in pl.pipeline(1, stage=1):
            if j % 2 == 1:
                for k in pl.pipeline(1, stage=2):
                    pass
                q_2, q_3 = pl.yield_(s3, s4 // 2)
            else:
                q_2, q_3 = pl.yield_(s3, s4)
        return out, out_1)";

TEST(TriageSeed7, AnIfCloneWhoseBranchLoopWasLoweredIsStillASite) {
  checks::Verdict v =
      judge(inputOf(kIfAnchorWithLoweredBranch, "n1=4..8 n6=2..7 s0=-3..3 s2=-3..3 s3=-3..3 "
                                                "s4=-3..3 s5=-3..3"),
            "iteration-proof");
  EXPECT_NE(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
  // A lowering that runs the stage=1 loop twice is caught through that site.
  checks::CheckInput bad = inputOf(kIfAnchorWithLoweredBranch, "s3=-3..3 s4=-3..3");
  std::string lowered = replaced(kIfAnchorWithLoweredBranch,
                                 "                for k in pl.pipeline(1, stage=2):\n"
                                 "                    pass\n",
                                 "");
  bad.givenLowered =
      testing::parseString(replaced(lowered, "pl.pipeline(1, stage=1)", "pl.pipeline(2, stage=1)"));
  checks::Verdict b = judge(bad, "iteration-proof");
  EXPECT_EQ(b.outcome, Outcome::Fails) << b.message << "\n" << b.witness;
}

// Found on the way (the same weakness, met by hand): the anchor `if i == 1`
// matched LowerPipelineLoops' own remainder cascade `if unroll_rem == 1`
// with i := unroll_rem, an "extra iteration" of a correct lowering. The
// cascade holds whole clones of the body, the anchor's clones among them,
// so it is no site (sites.h step 4).
const char *kIfEqAnchor = R"(# pypto.program: IfEq
import pypto.language as pl

@pl.program
class IfEq:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 8], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(0, n, stage=2, init_values=(out,)):
            if i == 1:
                t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
                o2: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(t, [i, 0], o)
                r1: pl.Tensor[[16, 8], pl.FP32] = pl.yield_(o2)
            else:
                r1: pl.Tensor[[16, 8], pl.FP32] = pl.yield_(o)
            r: pl.Tensor[[16, 8], pl.FP32] = pl.yield_(r1)
        return r)";

TEST(TriageSeed7, TheRemainderCascadeIsNoSiteOfAnIfAnchor) {
  checks::Verdict v = judge(inputOf(kIfEqAnchor, "n=0..12"), "iteration-proof");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
  // A main loop that stops at the source's stop runs clones past it: caught.
  checks::CheckInput bad = inputOf(kIfEqAnchor, "n=0..12");
  bad.passOptions.faults.insert("main-stop-original");
  checks::Verdict b = judge(bad, "iteration-proof");
  EXPECT_EQ(b.outcome, Outcome::Fails) << b.message << "\n" << b.witness;
}

// An assignment anchor whose pattern a sibling's clone matches once the
// sibling's loop var is a constant: `t_1 = load(x, [0, j])` is `load(x, [0,
// 4])` in the tail clone j = 4, which is the anchor `t = load(x, [j, 4])`
// with j := 0. The source test now substitutes the sibling's loop var too
// (the iteration-trace rule), so neither load can be the anchor (each
// matches the other), not "duplicate". Since the anchor fallback (sites.h
// step 2) the next candidate, the store, is the anchor: the loop is proved,
// and a tail with one clone too many is refuted through the store's clones.
const char *kSiblingCloneMatchesAnchor = R"(# pypto.program: Sibling
import pypto.language as pl

@pl.program
class Sibling:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for j, (o,) in pl.pipeline(5, stage=2, init_values=(out,)):
            t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j, 4], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, j], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t_1)
            o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u, [j, 0], o)
            r: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o2)
        return r)";

TEST(TriageSeed7, AnAnchorASiblingsCloneMatchesGivesWayToTheNextCandidate) {
  checks::Verdict v = judge(inputOf(kSiblingCloneMatchesAnchor), "iteration-proof");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
  EXPECT_EQ(judge(inputOf(kSiblingCloneMatchesAnchor), "differential").outcome, Outcome::Holds);
  checks::CheckInput bad = inputOf(kSiblingCloneMatchesAnchor);
  bad.passOptions.faults.insert("tail-off-by-one");
  checks::Verdict b = judge(bad, "iteration-proof");
  EXPECT_EQ(b.outcome, Outcome::Fails) << b.message << "\n" << b.witness;
  EXPECT_NE(b.message.find("extra: iteration j = 5"), std::string::npos) << b.message;
}

// Quiet and bite on the same shape with a sibling no substitution makes
// look like the anchor (`[0, j + 1]`): judged, holds, and a tail with one
// clone too many fails.
TEST(TriageSeed7, TheSameShapeWithAnUnambiguousSiblingIsJudged) {
  std::string program = replaced(kSiblingCloneMatchesAnchor, "pl.tile.load(x, [0, j],",
                                 "pl.tile.load(x, [0, j + 1],");
  checks::Verdict ok = judge(inputOf(program), "iteration-proof");
  EXPECT_EQ(ok.outcome, Outcome::Holds) << ok.message << "\n" << ok.witness;
  checks::CheckInput bad = inputOf(program);
  bad.passOptions.faults.insert("tail-off-by-one");
  checks::Verdict b = judge(bad, "iteration-proof");
  EXPECT_EQ(b.outcome, Outcome::Fails) << b.message << "\n" << b.witness;
}

// --- the proof against the concrete trace on its own counterexample --------

const char *kDynamic = R"(# pypto.program: Dynamic
import pypto.language as pl

@pl.program
class Dynamic:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[20, 8], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[20, 8], pl.FP32]]) -> pl.Tensor[[20, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(0, n, 2, stage=4, init_values=(out,)):
            t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            o2: pl.Tensor[[20, 8], pl.FP32] = pl.tile.store(u, [i, 0], o)
            r: pl.Tensor[[20, 8], pl.FP32] = pl.yield_(o2)
        return r)";

checks::Verdict constructedProofFailure(const std::string &params, const char *enclosing = "0") {
  checks::Verdict v = checks::fails("iteration-proof", "constructed: loop kernel#0: extra",
                                    "constructed witness", "lower_pipeline_loops");
  v.evidence = {{"refuted-loop", "kernel#0"},
                {"cex-params", params},
                {"cex-enclosing", enclosing},
                {"cex-query", "extra"}};
  return v;
}

TEST(TriageSeed7, AProofRefutationTheTraceContradictsIsAHarnessErrorNamingBoth) {
  checks::RunContext ctx(inputOf(kDynamic, "n=0..20"));
  checks::Verdict coverage = checks::runCatalogue(ctx, {"iteration-coverage"}).at(0);
  ASSERT_EQ(coverage.outcome, Outcome::Holds) << coverage.message;
  auto out = checks::reconcileVerdicts(ctx, {constructedProofFailure("n=14"), coverage});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].outcome, Outcome::HarnessError) << out[0].message;
  EXPECT_EQ(out[0].contradicts,
            (std::vector<std::string>{"iteration-proof", "iteration-coverage"}));
  EXPECT_NE(out[0].message.find("at kernel(n=14)"), std::string::npos) << out[0].message;
  EXPECT_NE(out[0].message.find("the same anchor statement 't'"), std::string::npos)
      << out[0].message;
  EXPECT_EQ(out[1].outcome, Outcome::HarnessError);
  EXPECT_EQ(out[1].contradicts,
            (std::vector<std::string>{"iteration-coverage", "iteration-proof"}));
  // Asked alone, the proof's failure is replayed all the same.
  EXPECT_EQ(checks::reconcileVerdicts(ctx, {constructedProofFailure("n=14")}).at(0).outcome,
            Outcome::HarnessError);
}

TEST(TriageSeed7, ARefutationOutsideTheReplayableDomainStaysAFinding) {
  checks::RunContext ctx(inputOf(kDynamic, "n=0..20"));
  // Outside the declared range, missing the ranged param, or fixing an
  // enclosing loop's value: the replay is not the proof's input.
  for (checks::Verdict v : {constructedProofFailure("n=30"), constructedProofFailure(""),
                            constructedProofFailure("n=14", "1")})
    EXPECT_EQ(checks::reconcileVerdicts(ctx, {v}).at(0).outcome, Outcome::Fails)
        << v.evidence["cex-params"];
}

TEST(TriageSeed7, AZooFaultTheProofRefutesStaysAFinding) {
  for (const char *fault : {"cascade-rem-ge", "main-stop-original", "offset-without-step",
                            "main-step-unscaled", "cascade-missing-last-branch"}) {
    checks::CheckInput in = inputOf(kDynamic, "n=0..20");
    in.passOptions.faults.insert(fault);
    checks::RunContext ctx(in);
    checks::Verdict proof = checks::runCatalogue(ctx, {"iteration-proof"}).at(0);
    EXPECT_EQ(proof.outcome, Outcome::Fails) << fault << ": " << proof.message;
    EXPECT_TRUE(proof.contradicts.empty()) << fault << ": " << proof.message;
    // Its counterexample is replayed and the replay differs: consistent.
    EXPECT_FALSE(checks::proofContradictsTrace(ctx, proof)) << fault;
  }
}

// --- acc-single-buffer-1..3 (and seed 11's): dbC shapes the rule does not cover
// The real PyPTO's plans (the kit, 2026-12-02) are the model's: 4, 3 and 8
// Acc buffers. Section 8's "exactly two" is argued for top-level matmuls of
// a dbC loop no other replicating loop encloses; these are not that shape.

const char *kNestedDbc = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[32, 24], pl.FP32], x_1: pl.Tensor[[64, 201], pl.FP32], x_2: pl.Tensor[[59, 131], pl.FP32], n0: pl.Scalar[pl.INDEX], s1: pl.Scalar[pl.INDEX], n2: pl.Scalar[pl.INDEX], out: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        m: pl.Tile[[32, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 16], [32, 8], [32, 8], target_memory=pl.Mem.Mat)
        for i in pl.pipeline(2, stage=2):
            m_2: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_2, [n0 - 4, 12], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 8], pl.FP32, pl.Mem.Left] = pl.tile.move(m_2, target_memory=pl.Mem.Left)
            rgt: pl.Tile[[8, 8], pl.FP32, pl.Mem.Right] = pl.tile.extract(m_2, 8, 0, [8, 8], target_memory=pl.Mem.Right)
            for j_1 in pl.pipeline(2, stage=2, attrs={"pipeline_double_buffer_c": True}):
                c_2: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [16, 8], target_memory=pl.Mem.Acc)
                acc_4: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, lft, rgt)
        return out)";

const char *kInPlaceOnInvariantAcc = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[48, 128], pl.FP32], x_1: pl.Tensor[[32, 128], pl.BF16], x_2: pl.Tensor[[64, 76], pl.BF16], s0: pl.Scalar[pl.INDEX], s1: pl.Scalar[pl.INDEX], s2: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 256], pl.FP32]]) -> tuple[pl.Tensor[[32, 256], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [32, 32], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [16, 16], target_memory=pl.Mem.Acc)
        for i in pl.pipeline(3, stage=3, attrs={"pipeline_double_buffer_c": True}):
            m_2: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [16, i * 16 - 48], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(m_2, target_memory=pl.Mem.Left)
            m_3: pl.Tile[[32, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_2, [32, 16], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.extract(m_3, 0, 0, [16, 16], target_memory=pl.Mem.Right)
            c_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            m_4: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_2, [i - 3, i + i + 24], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            lft_1: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m_4, 0, 0, [16, 16], target_memory=pl.Mem.Left)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, lft_1, rgt)
        return out, pl.min(s0 * 5 % 44, s0 * 5 % 44), s2 * 2 % 68)";

const char *kMatmulInInnerLoop = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[46, 16], pl.FP32], x_1: pl.Tensor[[8, 16], pl.BF16], x_2: pl.Tensor[[16, 16], pl.BF16], out: pl.Out[pl.Tensor[[1, 8], pl.FP32]], out_1: pl.InOut[pl.Tensor[[1, 8], pl.FP32]]) -> tuple[pl.Tensor[[1, 8], pl.FP32], pl.Tensor[[1, 8], pl.FP32]]:
        for i in pl.pipeline(8, stage=8, attrs={"pipeline_double_buffer_c": True}):
            for j in pl.pipeline(0, stage=1):
                m: pl.Tile[[8, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
                lft: pl.Tile[[8, 8], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m, 0, 8, [8, 8], target_memory=pl.Mem.Left)
                rgt: pl.Tile[[8, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
                c: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
        return out, out_1)";

// Campaign seed 11 (generator seed 11002160): a dbC loop whose matmul_acc
// accumulates into the loop's carry beside a fresh matmul: the carry's
// buffer plus the fresh results' two (the real PyPTO's plan too).
const char *kInPlaceOnCarry = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_2(x: pl.Tensor[[2, 16], pl.FP16], x_1: pl.Tensor[[48, 145], pl.FP32], x_2: pl.Tensor[[49, 137], pl.FP16], n5: pl.Scalar[pl.INDEX], s6: pl.Scalar[pl.INDEX], s7: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> tuple[pl.Tensor[[2, 16], pl.FP32], pl.Tensor[[1, 8], pl.FP32]]:
        m: pl.Tile[[32, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, n5 + 48 - 53], [32, 8], [32, 8], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 16, 0, [16, 8], target_memory=pl.Mem.Acc)
        for j, (acc,) in pl.pipeline(2, stage=2, init_values=(c,), attrs={"pipeline_double_buffer_c": True}):
            m_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [6 + n5 - 11, 48 - j * 16], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(m_1, target_memory=pl.Mem.Left)
            m_2: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [16, 0], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[16, 8], pl.FP32, pl.Mem.Right] = pl.tile.move(m_2, target_memory=pl.Mem.Right)
            c_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            acc_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lft, rgt)
            racc: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_1)
        return out, out_1)";

checks::CheckInput memoryInput(const std::string &program, const char *params) {
  checks::CheckInput in = inputOf(program, params);
  in.passOptions.backend = passes::Backend::Ascend910B;
  return in;
}

TEST(TriageSeed7, DbcShapesOutsideTheReferenceAreNotChecked) {
  struct Case {
    const char *program, *params, *why;
  } cases[] = {
      {kNestedDbc, "n0=5..17 n2=3..8 s1=-3..3", "nested in another replicating pipeline loop"},
      {kMatmulInInnerLoop, "", "'c' is a matmul under a pipeline loop inside the dbC body"},
  };
  for (const Case &c : cases) {
    checks::Verdict v = judge(memoryInput(c.program, c.params), "acc-single-buffer");
    EXPECT_EQ(v.outcome, Outcome::NotChecked) << v.message << "\n" << v.witness;
    EXPECT_NE(v.message.find(c.why), std::string::npos) << v.message;
  }
}

// In-place results into a tile from outside the dbC body (a loop-invariant
// tile, seed 7; the loop's carry, seed 11) stay in that tile's buffer: left
// out of the count, the fresh matmul results are judged (two buffers) and a
// CanonicalizeIOOrder that does not rotate their stages (three clones, three
// buffers) still fails.
TEST(TriageSeed7, InPlaceResultsOnAForeignTileAreLeftOutOfTheDbcCount) {
  struct Case {
    const char *program, *params, *why;
  } cases[] = {
      {kInPlaceOnInvariantAcc, "s0=-3..3 s1=-3..3 s2=-3..3",
       "'acc_1' updates 'c' in place, a tile not defined in the dbC body"},
      {kInPlaceOnCarry, "n5=6..22 s6=-3..3 s7=-3..3",
       "'acc_1' updates 'acc' in place, a tile not defined in the dbC body"},
  };
  for (const Case &c : cases) {
    checks::Verdict v = judge(memoryInput(c.program, c.params), "acc-single-buffer");
    EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
    EXPECT_NE(v.message.find("in-place result(s) left out of the dbC count"), std::string::npos)
        << v.message;
    EXPECT_NE(v.message.find(c.why), std::string::npos) << v.message;
  }
  checks::CheckInput bad = memoryInput(kInPlaceOnInvariantAcc, "s0=-3..3 s1=-3..3 s2=-3..3");
  bad.passOptions.faults.insert("canon-no-dbc-rotation");
  checks::Verdict v = judge(bad, "acc-single-buffer");
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
}

// The same body under an inner pl.range(1) loop: the real PyPTO rotates
// the stages there (kit: two Acc buffers), so it is judged, holds, and the
// zoo's canon-no-dbc-rotation (eight buffers) fails.
TEST(TriageSeed7, AMatmulUnderAnInnerRangeLoopIsJudged) {
  std::string program = replaced(kMatmulInInnerLoop, "for j in pl.pipeline(0, stage=1):",
                                 "for j in pl.range(1):");
  checks::Verdict ok = judge(memoryInput(program, ""), "acc-single-buffer");
  EXPECT_EQ(ok.outcome, Outcome::Holds) << ok.message << "\n" << ok.witness;
  checks::CheckInput bad = memoryInput(program, "");
  bad.passOptions.faults.insert("canon-no-dbc-rotation");
  checks::Verdict v = judge(bad, "acc-single-buffer");
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
}

// The reference shape (top-level matmul of a dbC loop with trip % F == 0):
// two buffers hold, and a CanonicalizeIOOrder that does not rotate the
// stages mod 2 (four buffers) still fails.
TEST(TriageSeed7, TheDbcRuleStillBitesOnTheReferenceShape) {
  std::string program =
      replaced(replaced(kMatmulInInnerLoop, "pl.pipeline(8, stage=8,", "pl.pipeline(4, stage=4,"),
               "            for j in pl.pipeline(0, stage=1):\n", "");
  for (const char *indented : {"m: pl.Tile", "lft: pl.Tile", "rgt: pl.Tile", "c: pl.Tile"})
    program = replaced(program, std::string("                ") + indented,
                       std::string("            ") + indented);
  checks::Verdict ok = judge(memoryInput(program, ""), "acc-single-buffer");
  EXPECT_EQ(ok.outcome, Outcome::Holds) << ok.message << "\n" << ok.witness;
  checks::CheckInput bad = memoryInput(program, "");
  bad.passOptions.faults.insert("canon-no-dbc-rotation");
  checks::Verdict v = judge(bad, "acc-single-buffer");
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
}

// --- buffer-differential-1..3: real clobbers, now with the tiles named ------
// The real PyPTO places these tiles the same way (the kit): the reports are
// real findings (corpus/finding_chained_carry_loops_lose_liveness.py and the
// known class of corpus/finding_if_result_read_does_not_keep_yield_live.py).
// The clobber observer named no tile because the victim was read through a
// carry (a remainder if's return var), a TileObject of its own that it never
// tracked.
const char *kRemainderIfResult = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 8], pl.BF16], x_1: pl.Tensor[[16, 16], pl.BF16], x_2: pl.Tensor[[16, 48], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[40, 32], pl.FP32]]) -> tuple[pl.Tensor[[40, 32], pl.FP32], pl.Scalar[pl.INDEX]]:
        f: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 16], dtype=pl.FP32, value=-2.0)
        for i, (v,) in pl.pipeline(0, n0, 4, stage=2, init_values=(f,)):
            rv: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        t_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[40, 32], pl.FP32] = pl.tile.store(rv, [0, 16], out)
        return o, 2)";

TEST(TriageSeed7, AClobberReadThroughACarryNamesBothTiles) {
  checks::Verdict v = judge(memoryInput(kRemainderIfResult, "n0=0..24"), "buffer-differential");
  ASSERT_EQ(v.outcome, Outcome::Fails) << v.message << "\n" << v.witness;
  EXPECT_EQ(v.evidence["victim"], "f") << v.witness;
  EXPECT_EQ(v.evidence["clobberer"], "t_1") << v.witness;
  EXPECT_NE(v.witness.find("tile f is read by"), std::string::npos) << v.witness;
}

// Quiet on the same shape when the store reads rv before t_1 is loaded:
// sharing rv's buffer with t_1 is then legal reuse, never reported.
TEST(TriageSeed7, TheSameCarryReadBeforeTheLoadHolds) {
  std::string load = "        t_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [8, "
                     "0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)\n";
  std::string store = "        o: pl.Tensor[[40, 32], pl.FP32] = pl.tile.store(rv, [0, 16], out)\n";
  std::string program = replaced(kRemainderIfResult, load + store, store + load);
  checks::Verdict v = judge(memoryInput(program, "n0=0..24"), "buffer-differential");
  EXPECT_EQ(v.outcome, Outcome::Holds) << v.message << "\n" << v.witness;
}

} // namespace
} // namespace pipecheck

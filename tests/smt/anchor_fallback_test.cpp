// The anchor fallback of site extraction (oracle/smt/sites.h, step 2): when
// a loop's best anchor candidate is ambiguous in the source or its sites
// cannot be attributed to the enclosing loops' iterations, the next
// candidate is tried. Each shape comes from the generated programs that were
// "not checked" for that reason alone (docs/iteration-proof-coverage.md):
// before the fallback these loops were not checked; now the faithful
// lowering is proved and a lowering that runs a wrong iteration is refuted
// for the very loop, so the fallback neither claims too much nor too little.
// Last in the order come the body's top-level statements that do not use
// the loop variable: their clones name no iteration, so only a lowered loop
// with the source loop's header (a stage=1 loop the pass leaves alone, a
// demoted zero-trip loop) can attribute them.
#include <gtest/gtest.h>

#include "core/passes/pass.h"
#include "core/text/parser.h"
#include "oracle/smt/coverage.h"

namespace pipecheck::smt {
namespace {

ir::ProgramPtr parse(const std::string &text) {
  auto r = text::parseProgram(text, "anchor_fallback.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

// The proof of loop `id` of `source` lowered by LowerPipelineLoops with the
// given fault (none: the faithful pass).
LoopProof proofOf(const std::string &text, const std::string &id, const std::string &fault = "",
                  const Options &options = {}) {
  ir::ProgramPtr source = parse(text);
  if (!source)
    return {};
  passes::PassOptions po;
  if (!fault.empty())
    po.faults.insert(fault);
  auto lowered = passes::lowerPipelineLoops(source, po);
  EXPECT_TRUE(lowered.ok()) << (lowered.ok() ? "" : lowered.error().str());
  if (!lowered.ok())
    return {};
  for (LoopProof &p : proveLoweringCoverage(*source, **lowered, options))
    if (p.loopId == id)
      return p;
  ADD_FAILURE() << "no loop " << id;
  return {};
}

// Generator seed 139, reduced: the best candidate `b_1 = i + 2` matches
// `b = s0 + 2` once a lowering substitutes the pipeline variable i (a
// wildcard), so it cannot tell its clones from that statement's; the store
// is the next candidate and identifies the iteration alone.
const char *kAmbiguousFirst = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[64, 16], pl.FP32], s0: pl.Scalar[pl.INDEX], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> tuple[pl.Tensor[[64, 16], pl.FP32], pl.Scalar[pl.INDEX]]:
        b: pl.Scalar[pl.INDEX] = s0 + 2
        for i, (o,) in pl.pipeline(2, STOP, 3, stage=3, init_values=(out,)):
            b_1: pl.Scalar[pl.INDEX] = i + 2
            t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 4, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
            o_1: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i * 4, 0], o)
            r: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(o_1)
        return r, b
)";

std::string withStop(const std::string &stop) {
  std::string text = kAmbiguousFirst;
  text.replace(text.find("STOP"), 4, stop);
  return text;
}

TEST(AnchorFallback, AnAmbiguousFirstCandidateGivesWayToTheNextStatic) {
  std::string text = withStop("13"); // trip 4 = 3 + a one-clone tail
  LoopProof ok = proofOf(text, "kernel_0#0");
  EXPECT_EQ(ok.verdict, Verdict::Proved) << ok.message;
  // The tail runs trip % F + 1 clones: the extra iteration i = 14 is found.
  LoopProof bad = proofOf(text, "kernel_0#0", "tail-off-by-one");
  ASSERT_EQ(bad.verdict, Verdict::Refuted) << bad.message;
  ASSERT_TRUE(bad.counterexample);
  EXPECT_EQ(bad.counterexample->query, Query::Extra);
  EXPECT_EQ(bad.counterexample->iterationValue(), 14);
}

TEST(AnchorFallback, AnAmbiguousFirstCandidateGivesWayToTheNextDynamic) {
  std::string text = withStop("n");
  Options opts;
  opts.paramRanges["n"] = {2, 14};
  LoopProof ok = proofOf(text, "kernel_0#0", "", opts);
  EXPECT_EQ(ok.verdict, Verdict::Proved) << ok.message;
  // Remainder counted in index units: the cascade runs clones past the stop.
  LoopProof bad = proofOf(text, "kernel_0#0", "rem-in-index-units", opts);
  EXPECT_EQ(bad.verdict, Verdict::Refuted) << bad.message;
  EXPECT_TRUE(bad.counterexample);
}

// The fallback takes only a usable candidate: when every candidate that
// uses i is ambiguous (here `c_1 = i * 4` matches `c = s0 * 4` too), no
// iteration is attributed on a guess; what is left is a count.
TEST(AnchorFallback, NoUsableCandidateLeavesACount) {
  std::string text = withStop("13");
  auto swap = [&](const std::string &from, const std::string &to) {
    text.replace(text.find(from), from.size(), to);
  };
  swap("        b: pl.Scalar[pl.INDEX] = s0 + 2\n",
       "        b: pl.Scalar[pl.INDEX] = s0 + 2\n        c: pl.Scalar[pl.INDEX] = s0 * 4\n");
  swap("pl.tile.load(x, [i * 4, 0]", "pl.tile.load(x, [0, 0]");
  swap("pl.tile.store(t, [i * 4, 0], o)", "pl.tile.store(t, [0, 0], o)");
  swap("            t: pl.Tile", "            c_1: pl.Scalar[pl.INDEX] = i * 4\n            t: pl.Tile");
  // No candidate tells the iterations apart, so the loop is judged by
  // counting the clones of the load, which does not use i (sites.h, step 6):
  // the faithful lowering is proved that way, and the tail that runs one
  // clone too many is refuted by the count, never by a guessed iteration.
  LoopProof ok = proofOf(text, "kernel_0#0");
  EXPECT_EQ(ok.verdict, Verdict::Proved) << ok.message;
  EXPECT_TRUE(ok.countOnly);
  LoopProof p = proofOf(text, "kernel_0#0", "tail-off-by-one");
  ASSERT_EQ(p.verdict, Verdict::Refuted) << p.message;
  EXPECT_TRUE(p.countOnly);
  ASSERT_TRUE(p.counterexample);
  EXPECT_EQ(p.counterexample->query, Query::Count);
  EXPECT_EQ(p.counterexample->extra,
            (std::vector<std::pair<std::string, int64_t>>{{"runs", 5}, {"trip", 4}}));
}

// The inner loop's best candidate `a_1 = a + k` does not mention the outer
// F > 1 pipeline's j, whose clones no lowered loop header stands for; the
// load mentions both and attributes every site (generated seeds 18, 41, 47
// have this shape with no such second statement, and stay not checked).
const char *kUnattributedFirst = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[128, 16], pl.FP32], out: pl.Out[pl.Tensor[[128, 16], pl.FP32]]) -> pl.Tensor[[128, 16], pl.FP32]:
        for j, (o,) in pl.pipeline(0, 4, stage=2, init_values=(out,)):
            for k, (a, o_1) in pl.pipeline(0, 5, stage=2, init_values=(0, o)):
                a_1: pl.Scalar[pl.INDEX] = a + k
                t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 20 + k * 4, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
                o_2: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(t, [j * 20 + k * 4, 0], o_1)
                q, r = pl.yield_(a_1, o_2)
            r_1: pl.Tensor[[128, 16], pl.FP32] = pl.yield_(r)
        return r_1
)";

TEST(AnchorFallback, AnUnattributableFirstCandidateGivesWayToTheNext) {
  LoopProof ok = proofOf(kUnattributedFirst, "kernel_0#1");
  EXPECT_EQ(ok.verdict, Verdict::Proved) << ok.message;
  // Only the inner loop has a tail (trip 5, F = 2; the outer's trip 4 has
  // none): its extra clone k = 5 is refuted in the inner loop's own proof.
  LoopProof bad = proofOf(kUnattributedFirst, "kernel_0#1", "tail-off-by-one");
  ASSERT_EQ(bad.verdict, Verdict::Refuted) << bad.message;
  ASSERT_TRUE(bad.counterexample);
  EXPECT_EQ(bad.counterexample->query, Query::Extra);
  EXPECT_EQ(bad.counterexample->iterationValue(), 5);
}

// A body that never uses its loop variable (generated seeds 4, 17, 103, 122,
// 161, 186: stage=1 loops). STAGES and BOUNDS are filled in per test.
const char *kUnnamedBody = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[64, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(BOUNDS, 2, stage=STAGES, init_values=(out,)):
            t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
            o_1: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [0, 0], o)
BODY            r: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(LAST)
        return r
)";

std::string unnamedBody(const std::string &bounds, int stages, bool twice = false) {
  std::string text = kUnnamedBody;
  auto fill = [&](const std::string &key, const std::string &value) {
    text.replace(text.find(key), key.size(), value);
  };
  fill("BOUNDS", bounds);
  fill("STAGES", std::to_string(stages));
  fill("BODY", twice ? "            t_1: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, "
                       "[0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)\n"
                       "            o_2: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t_1, [0, 0], "
                       "o_1)\n"
                     : "");
  fill("LAST", twice ? "o_2" : "o_1");
  return text;
}

// stage=1: the pass keeps the loop, so the load's clone sits in a lowered
// loop with the source header and is attributed to its iterations: proved
// (was "no statement of the body uses the loop variable"). A lowering that
// runs the body twice per iteration is refuted as a duplicate.
TEST(AnchorFallback, AStatementWithoutTheVariableAnchorsALoopTheLoweringKeeps) {
  Options opts;
  opts.paramRanges["n"] = {0, 9};
  LoopProof ok = proofOf(unnamedBody("0, n", 1), "kernel_0#s1.0", "", opts);
  EXPECT_EQ(ok.verdict, Verdict::Proved) << ok.message;
  ir::ProgramPtr source = parse(unnamedBody("0, n", 1));
  ir::ProgramPtr twice = parse(unnamedBody("0, n", 1, true));
  ASSERT_TRUE(source && twice);
  std::vector<LoopProof> bad = proveLoweringCoverage(*source, *twice, opts);
  ASSERT_EQ(bad.size(), 1u);
  ASSERT_EQ(bad[0].verdict, Verdict::Refuted) << bad[0].message;
  ASSERT_TRUE(bad[0].counterexample);
  EXPECT_EQ(bad[0].counterexample->query, Query::Duplicate);
}

// A count needs every enclosing loop attributed: the inner loop's body names
// neither k nor j, and the outer F = 2 pipeline is replicated, so no lowered
// loop stands for j and the clones of the inner body in the two copies of
// the outer body cannot be told apart. Not checked, with both reasons, even
// with a fault that makes the inner tail run one clone too many.
TEST(AnchorFallback, ACountNeedsTheEnclosingLoopsAttributed) {
  std::string text = kUnattributedFirst;
  auto swap = [&](const std::string &from, const std::string &to) {
    text.replace(text.find(from), from.size(), to);
  };
  swap("a_1: pl.Scalar[pl.INDEX] = a + k", "a_1: pl.Scalar[pl.INDEX] = a + 1");
  swap("[j * 20 + k * 4, 0], [4, 16]", "[0, 0], [4, 16]");
  swap("pl.tile.store(t, [j * 20 + k * 4, 0], o_1)", "pl.tile.store(t, [0, 0], o_1)");
  for (const char *fault : {"", "tail-off-by-one"}) {
    LoopProof p = proofOf(text, "kernel_0#1", fault);
    EXPECT_EQ(p.verdict, Verdict::NotChecked) << fault << ": " << p.message;
    EXPECT_NE(p.message.find("; nor can its clones be counted: the anchor does not mention loop "
                             "variable 'j'"),
              std::string::npos)
        << p.message;
  }
}

// F = 4: the main loop's header (step 8) is not the source's (step 2), so no
// clone can be attributed to an iteration; the faithful lowering is proved by
// counting clones only, and says so. The zoo's main-step-unscaled keeps step
// 2 (and, trip 8 being a multiple of 4, the stop): its four clones per
// iteration are then attributed and refuted as duplicates.
TEST(AnchorFallback, AReplicatedBodyWithoutTheVariableIsCountedAndAnUnscaledMainLoopIsRefuted) {
  std::string text = unnamedBody("0, 16", 4);
  LoopProof ok = proofOf(text, "kernel_0#0");
  EXPECT_EQ(ok.verdict, Verdict::Proved) << ok.message;
  EXPECT_TRUE(ok.countOnly);
  EXPECT_NE(ok.message.find("counted only"), std::string::npos) << ok.message;
  LoopProof bad = proofOf(text, "kernel_0#0", "main-step-unscaled");
  ASSERT_EQ(bad.verdict, Verdict::Refuted) << bad.message;
  ASSERT_TRUE(bad.counterexample);
  EXPECT_EQ(bad.counterexample->query, Query::Duplicate);
}

// Header attribution (sites.h step 4) of a component the anchor does not
// name must skip a lowered loop another component's index already depends
// on. Outer j (F = 2) and inner i (F = 2, header (0, 4, 2)) are lowered
// correctly, but every clone reads `(j + 0) * 4` / `(j + 1) * 4`: the outer
// main loop `range(0, 4, 2)` has i's header, and the old check (is an index
// the plain loop variable?) attributed i to it, so the outer loop's proof
// said "duplicate: source iteration j = 0, i = 0 runs twice" about a correct
// lowering. Now i has no loop of its own here: never refuted (the outer loop
// is not checked, the inner one is proved by counting its clones).
const char *kOuterInner = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
)";

const char *kOuterInnerSource = R"(        for j, (o,) in pl.pipeline(0, 4, stage=2, init_values=(out,)):
            for i, (o_1,) in pl.pipeline(0, 4, 2, stage=2, init_values=(o,)):
                t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 4, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
                o_2: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [j * 4, 0], o_1)
                r: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(o_2)
            r_1: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(r)
        return r_1
)";

const char *kOuterInnerLowered = R"(        for j, (o,) in pl.pipeline(0, 4, 2, stage=1, init_values=(out,)):
            for i, (o_1,) in pl.pipeline(0, 4, 4, stage=1, init_values=(o,)):
                t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(j + 0) * 4, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
                o_2: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [(j + 0) * 4, 0], o_1)
                t_1: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(j + 0) * 4, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
                o_2_1: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t_1, [(j + 0) * 4, 0], o_2)
                r: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(o_2_1)
            for i_1, (o_1_1,) in pl.pipeline(0, 4, 4, stage=1, init_values=(r,)):
                t_2: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(j + 1) * 4, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
                o_2_2: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t_2, [(j + 1) * 4, 0], o_1_1)
                t_3: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(j + 1) * 4, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
                o_2_3: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t_3, [(j + 1) * 4, 0], o_2_2)
                r_2: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(o_2_3)
            r_1: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(r_2)
        return r_1
)";

TEST(HeaderAttribution, ALoopAnotherComponentsIndexUsesIsNotAttributedTwice) {
  ir::ProgramPtr source = parse(std::string(kOuterInner) + kOuterInnerSource);
  ir::ProgramPtr lowered = parse(std::string(kOuterInner) + kOuterInnerLowered);
  ASSERT_TRUE(source && lowered);
  std::vector<LoopProof> proofs = proveLoweringCoverage(*source, *lowered);
  ASSERT_EQ(proofs.size(), 2u);
  for (const LoopProof &p : proofs)
    EXPECT_NE(p.verdict, Verdict::Refuted) << p.loopId << ": " << p.message;
  EXPECT_EQ(proofs[0].verdict, Verdict::NotChecked) << proofs[0].message;
  // The inner body never uses i, so its clones are counted per iteration of
  // j (solved from `j + 0` and `j + 1`): two per outer iteration, as i runs.
  EXPECT_EQ(proofs[1].verdict, Verdict::Proved) << proofs[1].message;
  EXPECT_TRUE(proofs[1].countOnly);
}

// Campaign seed 21 (program 21000301, reduced), met on this branch before
// the fix: the stage=1 loop j's first candidate (the load, chain i) cannot
// attribute i; the extraction kept that candidate's chain in the space the
// next trial started from, so the store's trial had components (j, i, i)
// and the proof said "missing: source iteration j = 0, i = 0, i = 1" about
// the faithful lowering. Each trial now starts from the enclosing loops and
// L alone: proved; a tail with one clone too many is refuted.
const char *kSecondCandidateWithAChain = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[10, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 73], pl.FP32]]) -> pl.Tensor[[32, 73], pl.FP32]:
        for j in pl.pipeline(1, stage=1):
            for i in pl.pipeline(3, stage=2):
                t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j, 32], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
                o_1: pl.Tensor[[32, 73], pl.FP32] = pl.tile.store(t, [j * 8 + i + 1, j + i + 32], out)
        return out
)";

TEST(AnchorFallback, EachCandidateStartsFromTheEnclosingLoopsAlone) {
  LoopProof ok = proofOf(kSecondCandidateWithAChain, "kernel_0#s1.0");
  EXPECT_EQ(ok.verdict, Verdict::Proved) << ok.message;
  LoopProof bad = proofOf(kSecondCandidateWithAChain, "kernel_0#s1.0", "tail-off-by-one");
  ASSERT_EQ(bad.verdict, Verdict::Refuted) << bad.message;
  ASSERT_TRUE(bad.counterexample);
  EXPECT_EQ(bad.counterexample->query, Query::Extra);
  ASSERT_EQ(bad.counterexample->iteration.size(), 2u); // j, then i: no component twice
  EXPECT_EQ(bad.counterexample->iteration[1].second, 3);
}

} // namespace
} // namespace pipecheck::smt

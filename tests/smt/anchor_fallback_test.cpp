// The anchor fallback of site extraction (oracle/smt/sites.h, step 2): when
// a loop's best anchor candidate is ambiguous in the source or its sites
// cannot be attributed to the enclosing loops' iterations, the next
// candidate is tried. Each shape comes from the generated programs that were
// "not checked" for that reason alone (docs/iteration-proof-coverage.md):
// before the fallback these loops were not checked; now the faithful
// lowering is proved and a lowering that runs a wrong iteration is refuted
// for the very loop, so the fallback neither claims too much nor too little.
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

// The fallback takes only a usable candidate: when every candidate is
// ambiguous (here `c_1 = i * 4` matches `c = s0 * 4` too), the loop stays
// not checked with the first candidate's reason, never proved on a guess.
TEST(AnchorFallback, NoUsableCandidateStaysNotChecked) {
  std::string text = withStop("13");
  auto swap = [&](const std::string &from, const std::string &to) {
    text.replace(text.find(from), from.size(), to);
  };
  swap("        b: pl.Scalar[pl.INDEX] = s0 + 2\n",
       "        b: pl.Scalar[pl.INDEX] = s0 + 2\n        c: pl.Scalar[pl.INDEX] = s0 * 4\n");
  swap("pl.tile.load(x, [i * 4, 0]", "pl.tile.load(x, [0, 0]");
  swap("pl.tile.store(t, [i * 4, 0], o)", "pl.tile.store(t, [0, 0], o)");
  swap("            t: pl.Tile", "            c_1: pl.Scalar[pl.INDEX] = i * 4\n            t: pl.Tile");
  LoopProof p = proofOf(text, "kernel_0#0", "tail-off-by-one");
  EXPECT_EQ(p.verdict, Verdict::NotChecked) << p.message;
  EXPECT_NE(p.message.find("would be ambiguous (nor can the body's 1 other anchor candidate(s)"),
            std::string::npos)
      << p.message;
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

} // namespace
} // namespace pipecheck::smt

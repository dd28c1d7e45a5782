// The window properties (oracle/checks/props_window*.cpp) on PyPTO's golden
// window outputs and on hand-edited wrong versions of them.
//
// CheckInput::givenSnapshots hands in the golden texts as the snapshots of
// the window passes (skew.py as skew_cross_core_pipeline, window.py or
// window_ptoas.py as canonicalize_io_order), so these tests do not depend on
// pipecheck's own passes. Every golden pair must satisfy all four window
// properties; each hand edit must make the property it breaks fail, with a
// precise message:
//   * two produce clones of a skew swapped (skew-fifo-order; and, with an AIV
//     partner appended, window-differential),
//   * a pop hoisted above the push it followed (skew-fifo-order; deadlock),
//   * a slotted load indexed i % 2 instead of i % 3, a non-literal index, a
//     slot out of range (slot-distinct),
//   * a skew output still pl.pipeline(stage=2), or Sequential with
//     pipeline_stages kept (cross-core-resolved, pipeline-loop-valid),
//   * an AIV consumer popping twice per iteration for one push (deadlock).
#include <chrono>
#include <filesystem>

#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
using checks::Outcome;
const fs::path kCases = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden-window/cases";

const std::vector<std::string> kWindowProps = {"cross-core-resolved", "skew-fifo-order",
                                               "slot-distinct", "window-differential"};

std::string golden(const std::string &c, const std::string &file) {
  return testing::readText(kCases / c / file);
}

std::string edit(std::string s, const std::string &from, const std::string &to) {
  auto at = s.find(from);
  EXPECT_NE(at, std::string::npos) << "edit anchor not found: " << from;
  if (at != std::string::npos)
    s.replace(at, from.size(), to);
  return s;
}

// Swaps the two (non-overlapping) text blocks [a, a_end) and [b, b_end), a first.
std::string swapBlocks(const std::string &s, const std::string &a, const std::string &aEnd,
                       const std::string &b, const std::string &bEnd) {
  auto a0 = s.find(a), a1 = s.find(aEnd, a0);
  auto b0 = s.find(b, a1), b1 = s.find(bEnd, b0);
  EXPECT_TRUE(a0 != std::string::npos && a1 != std::string::npos && b0 != std::string::npos &&
              b1 != std::string::npos)
      << "swap anchors not found";
  if (b1 == std::string::npos)
    return s;
  a1 += aEnd.size();
  b1 += bEnd.size();
  return s.substr(0, a0) + s.substr(b0, b1 - b0) + s.substr(a1, b0 - a1) +
         s.substr(a0, a1 - a0) + s.substr(b1);
}

struct Snap {
  std::string pass;
  std::string text;
};

std::vector<checks::Verdict> judge(const std::string &sourceText, const std::vector<Snap> &snaps,
                                   std::vector<std::string> only = kWindowProps) {
  checks::CheckInput in;
  in.source = testing::parseString(sourceText);
  EXPECT_TRUE(in.source);
  for (const Snap &s : snaps) {
    ir::ProgramPtr p = testing::parseString(s.text);
    EXPECT_TRUE(p) << s.pass;
    in.givenSnapshots.push_back({s.pass, p});
  }
  in.passOptions.backend = passes::Backend::Ascend910B;
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  return checks::runCatalogue(ctx, only);
}

void expectFails(const checks::Verdict &v, const std::string &messagePart,
                 const std::string &witnessPart = "") {
  EXPECT_EQ(v.outcome, Outcome::Fails) << v.property << ": " << v.message << "\n" << v.witness;
  EXPECT_NE(v.message.find(messagePart), std::string::npos) << v.message;
  EXPECT_NE(v.witness.find(witnessPart), std::string::npos) << v.witness;
}

// An AIV partner for xc_cube_push_f2_d2's AIC function: pops each QK tile,
// scales it and pushes it back, eight times.
const char *kVecPartner =
    "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)\n"
    "    def scale(out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]):\n"
    "        for i in pl.range(8):\n"
    "            g: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)\n"
    "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(g, 0.5)\n"
    "            pl.tile.tpush_to_aic(e, split=0)\n"
    "            pl.tile.store(e, [i * 32, 0], out)\n";

std::string withPartner(const std::string &program) { return program + kVecPartner; }

// The skew of xc_cube_push_f2_d2 with its two prologue produce clones swapped.
std::string swappedProduceClones() {
  return swapBlocks(golden("xc_cube_push_f2_d2", "skew.py"), "        km: ",
                    "pl.tile.tpush_to_aiv(s, split=0)\n", "        km_1: ",
                    "pl.tile.tpush_to_aiv(s_1, split=0)\n");
}

TEST(WindowChecks, GoldenWindowOutputsHoldEveryWindowProperty) {
  std::map<std::string, int> holdsCount;
  for (const auto &e : fs::directory_iterator(kCases)) {
    std::string name = e.path().filename().string();
    if (!fs::exists(e.path() / "skew.py"))
      continue;
    for (const char *window : {"window.py", "window_ptoas.py", "window_ptoas_950.py"}) {
      if (!fs::exists(e.path() / window))
        continue;
      auto vs = judge(golden(name, "input.py"),
                      {{"skew_cross_core_pipeline", golden(name, "skew.py")},
                       {"canonicalize_io_order", golden(name, window)}});
      for (const auto &v : vs) {
        EXPECT_NE(v.outcome, Outcome::Fails)
            << name << "/" << window << " " << v.property << ": " << v.message << "\n"
            << v.witness;
        EXPECT_NE(v.outcome, Outcome::HarnessError) << name << " " << v.property;
        holdsCount[v.property] += v.outcome == Outcome::Holds;
        if (v.outcome != Outcome::Holds && v.outcome != Outcome::NotApplicable)
          std::cout << name << "/" << window << " " << v.property << ": "
                    << checks::outcomeName(v.outcome) << " " << v.message << "\n";
      }
    }
  }
  // 8 cross-core cases x 2 planners; slotted: taken_f3, odd_trip, declined_outer,
  // extents_rank (PTOAS 910B) and over_capacity on 950; one pair (multi_roundtrip) x 2.
  // skew-fifo-order is "not checked" on xc_odd_trip_d1_then_samecore: its
  // source reads y after the second loop's first store superseded it, which
  // the interpreter rejects as outside the contract.
  EXPECT_EQ(holdsCount["cross-core-resolved"], 16);
  EXPECT_EQ(holdsCount["skew-fifo-order"], 14);
  EXPECT_EQ(holdsCount["slot-distinct"], 5);
  EXPECT_EQ(holdsCount["window-differential"], 2);
}

TEST(WindowChecks, NothingToJudgeIsNotApplicable) {
  // A same-core case: no cross-core op, no pair; PYPTO output: no slot.
  auto vs = judge(golden("slots_decline_step2", "input.py"),
                  {{"skew_cross_core_pipeline", golden("slots_decline_step2", "skew.py")},
                   {"canonicalize_io_order", golden("slots_decline_step2", "window.py")}});
  for (const auto &v : vs)
    EXPECT_EQ(v.outcome, Outcome::NotApplicable) << testing::describeAll(vs);
}

TEST(WindowChecks, MissingSnapshotsAreNotChecked) {
  // The pipeline stopped before any output (as for xc_nonconst_step_error).
  std::string src = golden("xc_multi_roundtrip_demote", "input.py");
  checks::CheckInput in;
  in.source = testing::parseString(src);
  in.passes = {"no_such_pass"};
  checks::RunContext ctx(in);
  auto vs = checks::runCatalogue(ctx, kWindowProps);
  for (const auto &v : vs)
    EXPECT_EQ(v.outcome, Outcome::NotChecked) << testing::describeAll(vs);
}

TEST(WindowChecks, SwappedProduceClonesBreakFifoOrder) {
  std::string bad = swappedProduceClones();
  auto vs = judge(golden("xc_cube_push_f2_d2", "input.py"),
                  {{"skew_cross_core_pipeline", bad}});
  expectFails(testing::verdictOf(vs, "skew-fifo-order"),
              "skew_cross_core_pipeline pushes a different message sequence",
              "push log: tpush aic->aiv#0");
  std::cout << testing::describeAll(vs);
  EXPECT_EQ(testing::verdictOf(vs, "window-differential").outcome, Outcome::NotApplicable);
}

TEST(WindowChecks, SwappedProduceClonesBreakTheCoScheduledPair) {
  std::string src = withPartner(golden("xc_cube_push_f2_d2", "input.py"));
  auto good = judge(src, {{"skew_cross_core_pipeline",
                           withPartner(golden("xc_cube_push_f2_d2", "skew.py"))},
                          {"canonicalize_io_order",
                           withPartner(golden("xc_cube_push_f2_d2", "window.py"))}});
  for (const auto &v : good)
    EXPECT_EQ(v.outcome, v.property == "slot-distinct" ? Outcome::NotApplicable : Outcome::Holds)
        << testing::describeAll(good);
  auto vs = judge(src, {{"skew_cross_core_pipeline", withPartner(swappedProduceClones())}});
  expectFails(testing::verdictOf(vs, "window-differential"),
              "skew_cross_core_pipeline computes a different result", "aic 'qk_pv': tensor out[");
}

TEST(WindowChecks, HoistedPopIsRejectedAndDeadlocks) {
  // cube pops p1 before pushing s1: the AIV side, which pops first, and the
  // cube then both wait.
  std::string src = golden("xc_multi_roundtrip_demote", "input.py");
  std::string skew = golden("xc_multi_roundtrip_demote", "skew.py");
  std::string bad = swapBlocks(skew, "            pl.tile.tpush_to_aiv(s1, split=0)\n", "\n",
                               "            p1: ", "\n");
  auto start = std::chrono::steady_clock::now();
  auto vs = judge(src, {{"skew_cross_core_pipeline", bad}});
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  expectFails(testing::verdictOf(vs, "skew-fifo-order"),
              "cube: tile.tpop_from_aiv #0 is hoisted above a push it followed in the source",
              "comes after 0 push(es): p1 = tile.tpop_from_aiv");
  expectFails(testing::verdictOf(vs, "window-differential"), "skew_cross_core_pipeline deadlocks",
              "deadlock: aic 'cube' waits");
  EXPECT_NE(testing::verdictOf(vs, "window-differential").witness.find("aiv 'vec' waits"),
            std::string::npos);
  EXPECT_LT(seconds, 20.0);
  std::cout << testing::describeAll(vs);
}

TEST(WindowChecks, ConsumerPoppingTwicePerPushDeadlocksPromptly) {
  std::string src = withPartner(golden("xc_cube_push_f2_d2", "input.py"));
  std::string twice = edit(
      withPartner(golden("xc_cube_push_f2_d2", "skew.py")),
      "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(g, 0.5)\n",
      "            g2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)\n"
      "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(g, g2)\n");
  auto start = std::chrono::steady_clock::now();
  auto vs = judge(src, {{"skew_cross_core_pipeline", twice}}, {"window-differential"});
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  expectFails(vs.at(0), "skew_cross_core_pipeline deadlocks", "deadlock: aic 'qk_pv' waits");
  EXPECT_NE(vs.at(0).witness.find("aiv 'scale' waits"), std::string::npos) << vs.at(0).witness;
  EXPECT_NE(vs.at(0).witness.find("tile.tpop_from_aic #"), std::string::npos) << vs.at(0).witness;
  EXPECT_LT(seconds, 20.0);
  std::cout << testing::describeAll(vs);
}

TEST(WindowChecks, SlotIndexModuloFMinusOneCollides) {
  std::string bad = edit(golden("slots_taken_f3_start3", "window_ptoas.py"),
                         "pl.MemRef(\"pipe_ta\", slots=3)[i % 3]",
                         "pl.MemRef(\"pipe_ta\", slots=3)[i % 2]");
  auto vs = judge(golden("slots_taken_f3_start3", "input.py"),
                  {{"skew_cross_core_pipeline", golden("slots_taken_f3_start3", "skew.py")},
                   {"canonicalize_io_order", bad}});
  const auto &v = testing::verdictOf(vs, "slot-distinct");
  expectFails(v, "add_exp: ta gives two in-flight iterations the same slot",
              "can be in flight together");
  // The model names two iterations 2 apart with equal slots, re-evaluated.
  EXPECT_NE(v.witness.find(" apart in value, F=3) and both use slot "), std::string::npos);
  EXPECT_NE(v.witness.find("(replayed: 1 and 1)"), std::string::npos) << v.witness;
  EXPECT_EQ(v.pass, "canonicalize_io_order");
  std::cout << testing::describeAll(vs);
}

TEST(WindowChecks, NonLiteralSlotIndexIsRejected) {
  // (i + 3) % 3 is distinct per in-flight iteration but not the form ptoas matches.
  std::string bad = edit(golden("slots_taken_f3_start3", "window_ptoas.py"),
                         "pl.MemRef(\"pipe_tb\", slots=3)[i % 3]",
                         "pl.MemRef(\"pipe_tb\", slots=3)[(i + 3) % 3]");
  auto vs = judge(golden("slots_taken_f3_start3", "input.py"),
                  {{"canonicalize_io_order", bad}}, {"slot-distinct"});
  expectFails(vs.at(0), "a slot index is not the literal loop_var % F form",
              "the slot index is (i + 3) % 3, expected i % 3");
}

TEST(WindowChecks, SlotOutsideTheAllocationIsRejected) {
  std::string bad = edit(golden("slots_taken_f3_start3", "window_ptoas.py"),
                         "pl.MemRef(\"pipe_ta\", slots=3)[i % 3]",
                         "pl.MemRef(\"pipe_ta\", slots=2)[i % 3]");
  auto vs = judge(golden("slots_taken_f3_start3", "input.py"),
                  {{"canonicalize_io_order", bad}}, {"slot-distinct"});
  expectFails(vs.at(0), "add_exp: slot index of ta leaves [0, F)", "outside [0, 2)");
}

TEST(WindowChecks, SkewOutputStillPipelineIsUnresolved) {
  std::string src = golden("xc_multi_roundtrip_demote", "input.py");
  std::string skew = golden("xc_multi_roundtrip_demote", "skew.py");
  std::string kept = edit(skew, "pl.range(4, init_values=(out,))",
                          "pl.pipeline(4, stage=2, init_values=(out,))");
  auto vs = judge(src, {{"skew_cross_core_pipeline", kept}},
                  {"cross-core-resolved", "pipeline-loop-valid"});
  expectFails(testing::verdictOf(vs, "cross-core-resolved"),
              "a cross-core loop reaches lower_pipeline_loops as a Pipeline loop",
              "cube: loop i (0, 4, 1) [test.py:");
  EXPECT_NE(testing::verdictOf(vs, "cross-core-resolved").witness.find(
                "is Pipeline with pipeline_stages=2 in skew_cross_core_pipeline"),
            std::string::npos);
  EXPECT_EQ(testing::verdictOf(vs, "cross-core-resolved").pass, "skew_cross_core_pipeline");

  std::string attrKept = edit(skew, "pl.range(4, init_values=(out,))",
                              "pl.range(4, init_values=(out,), attrs={\"pipeline_stages\": 2})");
  vs = judge(src, {{"skew_cross_core_pipeline", attrKept}},
             {"cross-core-resolved", "pipeline-loop-valid"});
  expectFails(testing::verdictOf(vs, "cross-core-resolved"),
              "a cross-core loop reaches lower_pipeline_loops",
              "is Sequential with pipeline_stages=2");
  EXPECT_EQ(testing::verdictOf(vs, "pipeline-loop-valid").outcome, Outcome::Fails);
}

TEST(WindowChecks, UnresolvedLoopAfterTheSkewIsRejected) {
  // The skew resolved the loop but a later snapshot brings the marker back.
  std::string src = golden("xc_multi_roundtrip_demote", "input.py");
  std::string skew = golden("xc_multi_roundtrip_demote", "skew.py");
  std::string later = edit(golden("xc_multi_roundtrip_demote", "window.py"),
                           "for i in pl.range(4):", "for i in pl.pipeline(4, stage=1):");
  auto vs = judge(src, {{"skew_cross_core_pipeline", skew}, {"canonicalize_io_order", later}},
                  {"cross-core-resolved"});
  expectFails(vs.at(0), "a cross-core loop keeps its pipeline marker after canonicalize_io_order",
              "vec: loop i (0, 4, 1)");
}

TEST(WindowChecks, WithoutSkewTheSourceLoopReachesLowering) {
  // A run whose first output is lower_pipeline_loops: the source enters it.
  std::string src = golden("xc_multi_roundtrip_demote", "input.py");
  auto vs = judge(src, {{"lower_pipeline_loops", golden("xc_multi_roundtrip_demote", "skew.py")}},
                  {"cross-core-resolved"});
  expectFails(vs.at(0), "reaches lower_pipeline_loops as a Pipeline loop",
              "in the program entering lower_pipeline_loops (input)");
}

} // namespace
} // namespace pipecheck

// SkewCrossCorePipeline: depth selection, skewed shape, membership groups,
// classification of non-cross-core loops, errors and the three faults.
//
// Programs are DSL text (skew_test_util.h) run through the registered pass.
// Expected depths, bounds and group ids are written by hand from
// reference/neighbour-passes.md 5.1/5.2 (D = largest d <= max(2, F-1) with
// trip % d == 0 and trip >= 2d; steady loop range(start + D*step,
// start + trip*step, D*step); groups 1 << 20, 1 << 20 + 1, ... per function).
// The shape is read back from the output IR: prologue tpushes before the
// steady loop, epilogue tpops after it.
#include <gtest/gtest.h>

#include <map>

#include "core/ir/builder.h"
#include "core/ir/walk.h"
#include "core/passes/SkewCrossCorePipelineInternal.h"
#include "core/passes/faults.h"
#include "core/verify/verifier.h"
#include "tests/passes_skew/skew_test_util.h"

namespace pipecheck {
namespace {

using namespace skewtest;
using ir::ForStmt;
using ir::StmtPtr;

const std::string kCases = PIPECHECK_SOURCE_DIR "/tests/golden-window/cases";

std::string header(int64_t start, int64_t stop, int64_t step, int64_t stage) {
  return "for i, (o,) in pl.pipeline(" + std::to_string(start) + ", " + std::to_string(stop) +
         ", " + std::to_string(step) + ", stage=" + std::to_string(stage) +
         ", init_values=(out,)):";
}

struct Shape {
  int prologuePushes = 0, epiloguePops = 0, steadyPushes = 0, steadyPops = 0;
  const ForStmt *steady = nullptr;
  int64_t start = 0, stop = 0, step = 0;
};

Shape shapeOf(const ir::ProgramPtr &p, const std::string &fn = "f") {
  Shape s;
  for (const StmtPtr &st : ir::stmtList(p->find(fn)->body)) {
    if (const ForStmt *f = ir::asFor(st)) {
      if (!s.steady) {
        s.steady = f;
        s.start = *ir::constIntValue(f->start);
        s.stop = *ir::constIntValue(f->stop);
        s.step = *ir::constIntValue(f->step);
        for (const StmtPtr &b : ir::stmtList(f->body)) {
          s.steadyPushes += passes::skew::isTpush(b);
          s.steadyPops += passes::skew::isTpop(b);
        }
      }
      continue;
    }
    if (!s.steady)
      s.prologuePushes += passes::skew::isTpush(st);
    else
      s.epiloguePops += passes::skew::isTpop(st);
  }
  return s;
}

// Every pipeline_membership string of the function, in statement order.
std::vector<std::string> memberships(const ir::ProgramPtr &p, const std::string &fn = "f") {
  std::vector<std::string> out;
  ir::forEachExpr(p->find(fn)->body, [&](const ir::ExprPtr &e) {
    if (const ir::Call *c = ir::asCall(e))
      if (auto m = ir::getAttr<std::string>(c->attrs, ir::kPipelineMembershipAttr))
        out.push_back(*m);
  });
  return out;
}

// --- depth selection ------------------------------------------------------

TEST(SkewDepth, TableForStagesAndTrips) {
  // trip -> depth, per stage count (hand-computed from the rule).
  const std::vector<int64_t> trips = {2, 3, 4, 5, 6, 7, 8, 9, 12};
  const std::map<int64_t, std::vector<int64_t>> want = {
      {2, {1, 1, 2, 1, 2, 1, 2, 1, 2}},
      {3, {1, 1, 2, 1, 2, 1, 2, 1, 2}},
      {4, {1, 1, 2, 1, 3, 1, 2, 3, 3}},
      {5, {1, 1, 2, 1, 3, 1, 4, 3, 4}},
  };
  for (const auto &[stage, depths] : want)
    for (std::size_t k = 0; k < trips.size(); ++k) {
      int64_t trip = trips[k], d = depths[k];
      SCOPED_TRACE("stage " + std::to_string(stage) + " trip " + std::to_string(trip));
      EXPECT_EQ(passes::skew::chooseDepth(trip, std::max<int64_t>(2, stage - 1)), d);
      Outcome r = runSkew(crossCore(header(0, trip, 1, stage), roundTripBody()));
      ASSERT_TRUE(r.ok) << r.text;
      Shape s = shapeOf(r.output);
      ASSERT_NE(s.steady, nullptr) << r.text;
      EXPECT_EQ(s.prologuePushes, d);
      EXPECT_EQ(s.epiloguePops, d);
      EXPECT_EQ(s.steadyPushes, d);
      EXPECT_EQ(s.steadyPops, d);
      EXPECT_EQ(s.start, d);
      EXPECT_EQ(s.stop, trip);
      EXPECT_EQ(s.step, d);
      EXPECT_EQ(s.steady->forKind, ir::ForKind::Sequential);
      EXPECT_EQ(ir::findAttr(s.steady->attrs, ir::kPipelineStagesAttr), nullptr);
    }
}

TEST(SkewDepth, StepAndStartScaleTheSteadyRange) {
  // start 3, stop 27, step 4: trip ceil(24 / 4) = 6, F=3 -> D=2.
  Outcome r = runSkew(crossCore(header(3, 27, 4, 3), roundTripBody()));
  ASSERT_TRUE(r.ok) << r.text;
  Shape s = shapeOf(r.output);
  ASSERT_NE(s.steady, nullptr);
  EXPECT_EQ(s.start, 11);
  EXPECT_EQ(s.stop, 27);
  EXPECT_EQ(s.step, 8);
  EXPECT_NE(r.text.find("[pl.const(3, pl.INDEX) * pl.const(32, pl.INDEX), 0]"), std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("[pl.const(7, pl.INDEX) * pl.const(32, pl.INDEX), 0]"), std::string::npos);
  EXPECT_NE(r.text.find("[(i + 4) * 32, 0]"), std::string::npos);
  EXPECT_NE(r.text.find("[(i - 8) * 32, 0]"), std::string::npos);
  EXPECT_NE(r.text.find("[(i - 4) * 32, 0]"), std::string::npos);
  // epilogue consumes at 3 + (6 - 2) * 4 = 19 and 23
  EXPECT_NE(r.text.find("[pl.const(19, pl.INDEX) * pl.const(32, pl.INDEX), 0]"), std::string::npos);
  EXPECT_NE(r.text.find("[pl.const(23, pl.INDEX) * pl.const(32, pl.INDEX), 0]"), std::string::npos);
}

TEST(SkewDepth, NegativeStep) {
  // 12 down to 0 by -2: trip 6, F=2 -> D=2, steady range(8, 0, -4).
  Outcome r = runSkew(crossCore(header(12, 0, -2, 2), roundTripBody()));
  ASSERT_TRUE(r.ok) << r.text;
  Shape s = shapeOf(r.output);
  ASSERT_NE(s.steady, nullptr) << r.text;
  EXPECT_EQ(s.start, 8);
  EXPECT_EQ(s.stop, 0);
  EXPECT_EQ(s.step, -4);
  EXPECT_EQ(s.prologuePushes, 2);
}

TEST(SkewShape, ResultVarsAndIterArgs) {
  Outcome r = runSkew(crossCore(header(0, 8, 1, 2), roundTripBody()));
  ASSERT_TRUE(r.ok) << r.text;
  Shape s = shapeOf(r.output);
  ASSERT_NE(s.steady, nullptr);
  ASSERT_EQ(s.steady->returnVars.size(), 1u);
  EXPECT_EQ(s.steady->returnVars[0]->name, "y_swp");
  EXPECT_EQ(s.steady->loopVar->name, "i");
  ASSERT_EQ(s.steady->iterArgs.size(), 1u);
  EXPECT_EQ(s.steady->iterArgs[0]->name, "o");
  // The original return var is bound by a plain assignment at the end.
  std::vector<StmtPtr> top = ir::stmtList(r.output->find("f")->body);
  ASSERT_GE(top.size(), 2u);
  const ir::AssignStmt *bind = ir::asAssign(top[top.size() - 2]);
  ASSERT_NE(bind, nullptr);
  const ForStmt *src = ir::asFor(ir::stmtList(r.input->find("f")->body)[0]);
  ASSERT_NE(src, nullptr);
  EXPECT_EQ(bind->var, src->returnVars[0]);
  EXPECT_NE(ir::asVar(bind->value), nullptr);
}

// --- membership -------------------------------------------------------------

TEST(SkewMembership, GroupPerLoopRestartingPerFunction) {
  std::string fn2 = "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, "
                    "role=pl.Role.SubWorker)\n"
                    "    def g(x: pl.Tensor[[4096, 64], pl.FP32], out: pl.Out[pl.Tensor[[4096, "
                    "64], pl.FP32]]) -> pl.Tensor[[4096, 64], pl.FP32]:\n"
                    "        " +
                    header(0, 4, 1, 2) + "\n";
  for (const std::string &l : roundTripBody())
    fn2 += "            " + l + "\n";
  fn2 += "        return y\n";
  std::vector<std::string> second = roundTripBody();
  for (std::string &l : second) {
    for (auto [from, to] : std::vector<std::pair<std::string, std::string>>{{"t:", "t2:"},
                                                                            {"(t,", "(t2,"},
                                                                            {"r:", "r2:"},
                                                                            {"(r,", "(r2,"},
                                                                            {"o2:", "o4:"},
                                                                            {"(o2)", "(o4)"},
                                                                            {", o)", ", o3)"},
                                                                            {"y:", "y2:"},
                                                                            {"i * 32", "j * 32"}})
      if (auto p = l.find(from); p != std::string::npos)
        l.replace(p, from.size(), to);
  }
  std::string tail = "        for j, (o3,) in pl.pipeline(4, stage=2, init_values=(y,)):\n";
  for (const std::string &l : second)
    tail += "            " + l + "\n";
  tail += "        return y2";
  std::string src = crossCore(header(0, 4, 1, 2), roundTripBody(), tail);
  src += "\n" + fn2;
  Outcome r = runSkew(src);
  ASSERT_TRUE(r.ok) << r.text;
  std::vector<std::string> f = memberships(r.output, "f");
  // first loop: prologue 2 loads, steady 2 loads (tpop and stores untagged),
  // epilogue nothing (the popped tile is stored directly); same for the second.
  EXPECT_EQ(f, (std::vector<std::string>{"1048576:0", "1048576:1", "1048576:0", "1048576:1",
                                         "1048577:0", "1048577:1", "1048577:0", "1048577:1"}))
      << r.text;
  EXPECT_EQ(memberships(r.output, "g"),
            (std::vector<std::string>{"1048576:0", "1048576:1", "1048576:0", "1048576:1"}));
}

TEST(SkewMembership, TagsTileCallsButNotTpopPushOrStores) {
  Outcome r = runSkew(readFile(kCases + "/xc_cube_push_f2_d2/input.py"));
  ASSERT_TRUE(r.ok) << r.text;
  std::vector<StmtPtr> top = ir::stmtList(r.output->find("qk_pv")->body);
  ASSERT_GT(top.size(), 2u);
  top.erase(top.begin(), top.begin() + 2); // qm, ql: before the loop, never cloned
  int tagged = 0, checked = 0;
  for (const StmtPtr &t : top)
    ir::forEachStmt(t, [&](const StmtPtr &s) {
      const ir::Call *c = nullptr;
      bool tile = false;
      if (const ir::AssignStmt *a = ir::asAssign(s)) {
        c = ir::asCall(a->value);
        tile = ir::asTile(a->var->type) != nullptr;
      } else if (const ir::EvalStmt *e = ir::asEval(s)) {
        c = ir::asCall(e->expr);
      }
      if (!c)
        return;
      bool has = ir::findAttr(c->attrs, ir::kPipelineMembershipAttr) != nullptr;
      bool expect = tile && c->op.rfind("tile.tpop_from_", 0) != 0;
      EXPECT_EQ(has, expect) << c->op;
      tagged += has;
      ++checked;
    });
  // 4 produces x (load, move, matmul) + 4 consumes x (move, load, move, matmul);
  // untagged: 4 tpush, 4 tpop, 4 tensor stores.
  EXPECT_EQ(tagged, 28);
  EXPECT_EQ(checked, 40);
}

// --- classification ---------------------------------------------------------

TEST(SkewClassify, SameCoreLoopIsLeftAlone) {
  std::string src = readFile(kCases + "/slots_decline_step2/input.py");
  Outcome r = runSkew(src);
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.output, r.input);
  EXPECT_EQ(r.text + "\n", src);
}

TEST(SkewClassify, NestedMessagesDoNotMakeALoopCrossCore) {
  std::vector<std::string> body = {
      "for k, (o5,) in pl.range(1, init_values=(o,)):",
      "    t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], "
      "[32, 64], target_memory=pl.Mem.Vec)",
      "    pl.tile.tpush_to_aic(t, split=0)",
      "    r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)",
      "    o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(r, [i * 32, 0], o5)",
      "    o6: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(o2)",
      "y: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(o6)",
  };
  Outcome r = runSkew(crossCore(header(0, 8, 1, 2), body));
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.output, r.input) << r.text;
  EXPECT_NE(r.text.find("pl.pipeline(8, stage=2"), std::string::npos) << r.text;
}

TEST(SkewClassify, InnerCrossCoreLoopIsSkewedFirst) {
  // A same-core outer pipeline around a cross-core inner one: the inner loop
  // is skewed (group 1 << 20) even though the outer loop is not cross-core.
  std::vector<std::string> body = {"for i, (o,) in pl.pipeline(4, stage=2, init_values=(o7,)):"};
  for (const std::string &l : roundTripBody())
    body.push_back("    " + l);
  body.push_back("z: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(y)");
  std::string src = crossCore("for h, (o7,) in pl.pipeline(2, stage=2, init_values=(out,)):", body,
                              "        return z");
  Outcome r = runSkew(src);
  ASSERT_TRUE(r.ok) << r.text;
  std::vector<std::string> m = memberships(r.output);
  ASSERT_FALSE(m.empty()) << r.text;
  for (const std::string &s : m)
    EXPECT_EQ(s.substr(0, 8), "1048576:") << r.text;
  const verify::Verifier *v = verify::findVerifier("PipelineLoopValid");
  ASSERT_NE(v, nullptr);
  EXPECT_TRUE(v->run(*r.output).empty());
  // Idempotent.
  auto again = passes::createPass("skew_cross_core_pipeline").value()->run(r.output, {});
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value(), r.output);
}

TEST(SkewClassify, OuterLoopSeesTheInnerPrologueAndEpilogueMessages) {
  // Inferred consequence of inside-out visiting plus top-level-only
  // detection: with an odd inner trip (depth 1) the skewed inner loop leaves
  // exactly one top-level tpush (prologue) and one tpop (epilogue) in the
  // outer body, so the outer loop is skewed too, with the next group id, its
  // pair appended after the inner one (innermost first).
  std::vector<std::string> body = {"for i, (o,) in pl.pipeline(3, stage=2, init_values=(o7,)):"};
  for (const std::string &l : roundTripBody())
    body.push_back("    " + l);
  body.push_back("z: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(y)");
  Outcome r = runSkew(crossCore(
      "for h, (o7,) in pl.pipeline(2, stage=2, init_values=(out,)):", body, "        return z"));
  ASSERT_TRUE(r.ok) << r.text;
  std::vector<std::string> m = memberships(r.output);
  EXPECT_EQ(m, std::vector<std::string>(4, "1048576:0;1048577:0")) << r.text;
}

// --- errors -----------------------------------------------------------------

TEST(SkewErrors, RuntimeStepIsAValueErrorEvenWithRuntimeBounds) {
  Outcome r = runSkew(crossCore(
      "for i, (o,) in pl.pipeline(base, n, n, stage=2, init_values=(out,)):", roundTripBody()));
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.text, "ERROR: ValueError: SkewCrossCorePipeline: step must be a compile-time "
                    "integer constant, got Var");
}

TEST(SkewErrors, RuntimeStepOnASameCoreLoopIsNotChecked) {
  std::vector<std::string> body = roundTripBody();
  body.erase(body.begin() + 1, body.begin() + 3); // drop the push and the pop
  body[0] = "r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], "
            "[32, 64], target_memory=pl.Mem.Vec)";
  Outcome r = runSkew(
      crossCore("for i, (o,) in pl.pipeline(0, 64, n, stage=2, init_values=(out,)):", body));
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.output, r.input);
}

TEST(SkewErrors, ZeroStepIsAnInternalError) {
  Outcome r = runSkew(crossCore(header(0, 8, 0, 2), roundTripBody()));
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.kind, "InternalError") << r.text;
}

// The program with f's first top-level loop rebuilt through edit (IR the
// parser would reject).
template <class Edit> ir::ProgramPtr editFirstLoop(const ir::ProgramPtr &p, Edit edit) {
  ir::FunctionPtr f = p->find("f");
  std::vector<StmtPtr> top = ir::stmtList(f->body);
  for (StmtPtr &s : top)
    if (const ForStmt *loop = ir::asFor(s)) {
      ir::ForSpec spec = ir::specOf(*loop);
      edit(spec);
      s = ir::makeFor(std::move(spec));
      break;
    }
  return ir::withFunction(p, ir::withBody(f, ir::flattenSeq(top)));
}

ir::Result<ir::ProgramPtr> runPass(const ir::ProgramPtr &p) {
  return passes::createPass("skew_cross_core_pipeline").value()->run(p, passes::PassOptions{});
}

TEST(SkewErrors, StageBelowOneIsAnInternalError) {
  Outcome r = runSkew(crossCore(header(0, 8, 1, 2), roundTripBody()));
  ASSERT_TRUE(r.ok);
  ir::ProgramPtr bad = editFirstLoop(r.input, [](ir::ForSpec &spec) {
    spec.attrs = ir::withAttrAtEnd(spec.attrs, ir::kPipelineStagesAttr, int64_t{0});
  });
  auto out = runPass(bad);
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().kind, "InternalError");
  EXPECT_EQ(out.error().rule, "SkewCrossCorePipeline");
}

TEST(SkewErrors, ReturnVarCountMismatchIsAnInternalError) {
  Outcome r = runSkew(crossCore(header(0, 8, 1, 2), roundTripBody()));
  ASSERT_TRUE(r.ok);
  ir::ProgramPtr bad = editFirstLoop(r.input, [](ir::ForSpec &spec) { spec.returnVars.clear(); });
  auto out = runPass(bad);
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().kind, "InternalError");
  // The same loop with its counts intact is skewed.
  EXPECT_TRUE(runPass(editFirstLoop(r.input, [](ir::ForSpec &) {})).ok());
}

// --- faults -----------------------------------------------------------------

TEST(SkewFaults, AreRegisteredForThePass) {
  std::set<std::string> mine;
  for (const passes::FaultInfo &f : passes::registeredFaults())
    if (f.pass == "skew_cross_core_pipeline")
      mine.insert(f.name);
  // Issue 16 added three more (proven by properties/suites/fault_zoo.cpp).
  EXPECT_EQ(mine, (std::set<std::string>{"skew-swaps-messages", "skew-keeps-pipeline",
                                         "skew-keeps-stages-attr", "skew-consume-lag-off-by-one",
                                         "skew-epilogue-not-threaded",
                                         "skew-depth-ignores-divisibility",
                                         "skew-groups-from-zero"}));
}

TEST(SkewFaults, SwapsMessagesReversesTheSteadyProduces) {
  std::string src = readFile(kCases + "/xc_cube_push_f2_d2/input.py");
  Outcome good = runSkew(src);
  Outcome bad = runSkew(src, {"skew_cross_core_pipeline"}, {"skew-swaps-messages"});
  ASSERT_TRUE(good.ok && bad.ok) << bad.text;
  EXPECT_NE(good.text, bad.text);
  // The first statement of the faulty steady loop is the stage-1 load at i + 1.
  Shape s = shapeOf(bad.output, "qk_pv");
  ASSERT_NE(s.steady, nullptr);
  const ir::AssignStmt *first = ir::asAssign(ir::stmtList(s.steady->body)[0]);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(ir::getAttr<std::string>(ir::asCall(first->value)->attrs, ir::kPipelineMembershipAttr),
            std::optional<std::string>("1048576:1"));
}

TEST(SkewFaults, KeepsPipelineLeavesDemotedLoopsForLowerPipelineLoops) {
  std::string src = readFile(kCases + "/xc_multi_roundtrip_demote/input.py");
  Outcome bad = runSkew(src, {"skew_cross_core_pipeline"}, {"skew-keeps-pipeline"});
  ASSERT_TRUE(bad.ok) << bad.text;
  EXPECT_NE(bad.text, golden(kCases + "/xc_multi_roundtrip_demote/skew.py"));
  EXPECT_EQ(bad.text + "\n", src); // nothing demoted at all
  Outcome window =
      runSkew(src, {"skew_cross_core_pipeline", "lower_pipeline_loops"}, {"skew-keeps-pipeline"});
  ASSERT_TRUE(window.ok) << window.text;
  EXPECT_FALSE(memberships(window.output, "cube").empty()) << "replicated by LowerPipelineLoops";
  // The skewed steady loop stays Pipeline too.
  Outcome cube = runSkew(readFile(kCases + "/xc_cube_push_f2_d2/input.py"),
                         {"skew_cross_core_pipeline"}, {"skew-keeps-pipeline"});
  ASSERT_TRUE(cube.ok);
  Shape s = shapeOf(cube.output, "qk_pv");
  ASSERT_NE(s.steady, nullptr);
  EXPECT_EQ(s.steady->forKind, ir::ForKind::Pipeline);
  EXPECT_EQ(ir::getAttr<int64_t>(s.steady->attrs, ir::kPipelineStagesAttr),
            std::optional<int64_t>(2));
}

TEST(SkewFaults, KeepsStagesAttrBreaksPipelineLoopValid) {
  for (const char *c : {"xc_stage1_demote", "xc_cube_push_f2_d2"}) {
    std::string src = readFile(kCases + "/" + c + "/input.py");
    Outcome bad = runSkew(src, {"skew_cross_core_pipeline"}, {"skew-keeps-stages-attr"});
    ASSERT_TRUE(bad.ok) << bad.text;
    EXPECT_NE(bad.text, golden(kCases + "/" + c + "/skew.py")) << c;
    EXPECT_FALSE(verify::verifyPipelineLoopValid(*bad.output).empty()) << c;
  }
}

} // namespace
} // namespace pipecheck

// Iteration traces and edge inputs.
//
// A source pipeline loop is lowered BY HAND in this file (deepClone with the
// loop var substituted, like LowerPipelineLoops' static path), correctly and
// in four wrong ways from issue 3: a tail that runs one clone too many, a
// main loop that stops at the original stop, clone offsets without the step,
// iter_args not threaded. The correct lowering must give the source's trace
// and outputs; each wrong one must be caught with a precise message.
#include "core/ir/clone.h"
#include "oracle/interp/iteration_trace.h"
#include "tests/interp/build_helpers.h"

namespace pipecheck::interp::testing {
namespace {

struct Source {
  ProgramPtr program;
  ForStmtPtr loop;
};

// for i, (o,) in pipeline(start, stop, step, stage=F):
//   t = load(x, [i * 2], [2]); u = muls(t, 2.0); o2 = store(u, [i * 2], o); yield o2
Source makeSource(int64_t start, int64_t stop, int64_t step, int64_t F) {
  FnBuilder f("kernel");
  VarPtr x = f.tensor("x", {64});
  VarPtr out = f.tensor("out", {64}, ParamDirection::Out);
  ForSpec spec;
  spec.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  spec.start = ci(start);
  spec.stop = ci(stop);
  spec.step = ci(step);
  IterArgPtr o = makeIterArg("o", out->type, out);
  spec.iterArgs = {o};
  Block body;
  ExprPtr off = mul(spec.loopVar, ci(2));
  VarPtr t = body.let("t", op("tile.load", {x, list({off}), ints({2})}));
  VarPtr u = body.let("u", op("tile.muls", {t, cf(2.0)}));
  VarPtr o2 = body.let("o2", op("tile.store", {u, list({off}), o}));
  body.yield({o2});
  spec.body = body.seq();
  spec.returnVars = {makeVar("r", out->type)};
  spec.kind = ForKind::Pipeline;
  spec.attrs = {{kPipelineStagesAttr, F}};
  ForStmtPtr loop = makeFor(spec);
  f.add(loop);
  f.ret({spec.returnVars[0]});
  return {program({f.build({out->type})}), loop};
}

struct Plan {
  int64_t F;
  int64_t mainStop;          // main loop: pipeline(start, mainStop, F*step)
  std::vector<int64_t> tail; // constant indices of the tail clones
  int64_t cloneStep;         // offset between clones (correct: step)
  bool thread = true;        // iter_args threaded clone to clone
};

// Clone k of the body with the loop var bound to idx and the iter arg to seed;
// returns the statements without the trailing yield and the yielded value.
std::pair<std::vector<StmtPtr>, ExprPtr> cloneBody(const ForStmt &src, ExprPtr idx, ExprPtr seed) {
  VarSubstitution map{{src.loopVar.get(), idx}, {src.iterArgs[0].get(), seed}};
  std::vector<StmtPtr> stmts = stmtList(deepClone(src.body, map));
  ExprPtr y = asYield(stmts.back())->values[0];
  stmts.pop_back();
  return {stmts, y};
}

ProgramPtr lowerByHand(const Source &s, const Plan &plan) {
  const ForStmt &src = *s.loop;
  int64_t start = asConstInt(src.start)->value, step = asConstInt(src.step)->value;
  ForSpec m;
  m.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  m.start = ci(start);
  m.stop = ci(plan.mainStop);
  m.step = ci(plan.F * step);
  IterArgPtr o = makeIterArg("o", src.iterArgs[0]->type, src.iterArgs[0]->init);
  m.iterArgs = {o};
  std::vector<StmtPtr> body;
  ExprPtr carried = o;
  for (int64_t k = 0; k < plan.F; ++k) {
    ExprPtr idx = k == 0 ? ExprPtr(m.loopVar) : add(m.loopVar, ci(k * plan.cloneStep));
    auto [stmts, y] = cloneBody(src, idx, plan.thread ? carried : ExprPtr(o));
    body.insert(body.end(), stmts.begin(), stmts.end());
    carried = y;
  }
  body.push_back(makeYield({carried}));
  m.body = makeSeq(body);
  VarPtr rMain = makeVar("r_main", src.returnVars[0]->type);
  m.returnVars = {rMain};
  m.kind = ForKind::Pipeline;
  m.attrs = {{kPipelineStagesAttr, int64_t{1}}};
  std::vector<StmtPtr> top = {makeFor(m)};
  carried = rMain;
  for (int64_t idx : plan.tail) {
    auto [stmts, y] = cloneBody(src, ci(idx), carried);
    top.insert(top.end(), stmts.begin(), stmts.end());
    carried = y;
  }
  top.push_back(makeAssign(src.returnVars[0], carried));
  top.push_back(makeReturn({src.returnVars[0]}));
  FunctionPtr fn = s.program->functions[0];
  return program({withBody(fn, makeSeq(top))});
}

struct Verdict {
  std::optional<std::string> outputs; // first output difference
  std::optional<std::string> trace;   // first trace difference
  Outcome lowered;
};

Verdict compare(const Source &s, const Program &lowered) {
  SourceTraceRecorder srcTrace(*s.program);
  LoweredTraceRecorder lowTrace(*s.program);
  Inputs in; // x[k] = k + 1, out = -1 everywhere
  for (int k = 0; k < 64; ++k)
    in.tensors["x"].push_back(k + 1);
  in.tensors["out"] = std::vector<double>(64, -1.0);
  RunResult a = run(*s.program, "kernel", in, {}, &srcTrace);
  RunResult b = run(lowered, "kernel", in, {}, &lowTrace);
  EXPECT_TRUE(a.outputs()) << describe(a.outcome);
  Verdict v{firstDifference(a.outcome, b.outcome),
            compareTraces(srcTrace.trace(), lowTrace.trace()), b.outcome};
  return v;
}

TEST(InterpTrace, SourceTraceRecordsEveryIterationInOrder) {
  Source s = makeSource(3, 12, 2, 3); // i = 3, 5, 7, 9, 11
  SourceTraceRecorder rec(*s.program);
  RunResult r = run(*s.program, "kernel", {}, {}, &rec);
  ASSERT_TRUE(r.outputs()) << describe(r.outcome);
  const IterationTrace &t = rec.trace();
  ASSERT_EQ(t.loops.size(), 1u);
  EXPECT_EQ(t.loops[0].id(), "kernel#0 (i)");
  std::vector<int64_t> values;
  for (const TraceEntry &e : t.entries)
    values.push_back(e.value);
  EXPECT_EQ(values, (std::vector<int64_t>{3, 5, 7, 9, 11}));
  // The anchor recogniser, run on the source itself, sees the same trace.
  LoweredTraceRecorder anchors(*s.program);
  ASSERT_EQ(anchors.anchors().size(), 1u);
  EXPECT_EQ(anchors.anchors()[0].name, "t");
  run(*s.program, "kernel", {}, {}, &anchors);
  EXPECT_FALSE(compareTraces(t, anchors.trace()));
}

TEST(InterpTrace, CorrectHandLoweringMatches) {
  // range(0, 10, 1), F = 4: main range(0, 8, 4) with clones i..i+3, tail 8, 9.
  Source s = makeSource(0, 10, 1, 4);
  Verdict v = compare(s, *lowerByHand(s, {4, 8, {8, 9}, 1}));
  EXPECT_FALSE(v.outputs) << *v.outputs;
  EXPECT_FALSE(v.trace) << *v.trace;
  // Step 2: range(1, 14, 2) = 1, 3, ..., 13 (7 trips), F = 3: main range(1, 13, 6), tail 13.
  Source s2 = makeSource(1, 14, 2, 3);
  Verdict v2 = compare(s2, *lowerByHand(s2, {3, 13, {13}, 2}));
  EXPECT_FALSE(v2.outputs) << *v2.outputs;
  EXPECT_FALSE(v2.trace) << *v2.trace;
}

TEST(InterpTrace, TailWithOneCloneTooMany) {
  Source s = makeSource(0, 10, 1, 4);
  Verdict v = compare(s, *lowerByHand(s, {4, 8, {8, 9, 10}, 1}));
  ASSERT_TRUE(v.trace);
  EXPECT_EQ(*v.trace, "kernel#0 (i): the lowered program runs i=10, which the source never runs "
                      "(source ran 10 iterations: 0, 1, 2, 3, ..., 7, 8, 9; "
                      "lowered ran 11 iterations: 0, 1, 2, 3, ..., 8, 9, 10)");
  ASSERT_TRUE(v.outputs);
  EXPECT_EQ(*v.outputs, "tensor out[20]: -1 vs 42"); // the extra clone i=10 stores 2 * x[20]
}

TEST(InterpTrace, MainLoopStopsAtOriginalStop) {
  // main range(0, 10, 4) runs 0..11, then the tail runs 8 and 9 again.
  Source s = makeSource(0, 10, 1, 4);
  Verdict v = compare(s, *lowerByHand(s, {4, 10, {8, 9}, 1}));
  ASSERT_TRUE(v.trace);
  EXPECT_NE(v.trace->find("the lowered program runs i=10, which the source never runs"),
            std::string::npos)
      << *v.trace;
}

TEST(InterpTrace, CloneOffsetsWithoutTheStep) {
  // Step 2, clones at i + 1 instead of i + 2.
  Source s = makeSource(1, 14, 2, 3);
  Verdict v = compare(s, *lowerByHand(s, {3, 13, {13}, 1}));
  ASSERT_TRUE(v.trace);
  EXPECT_NE(v.trace->find("the lowered program runs i=2, which the source never runs"),
            std::string::npos)
      << *v.trace;
  EXPECT_TRUE(v.outputs);
}

TEST(InterpTrace, IterArgsNotThreaded) {
  // Every clone stores into the main loop's iter arg: clone 1 writes a
  // version clone 0 already superseded. The source is within the contract, so
  // for the lowered program this outcome is a finding (the checker's call).
  Source s = makeSource(0, 8, 1, 4);
  Verdict v = compare(s, *lowerByHand(s, {4, 8, {}, 1, /*thread=*/false}));
  ASSERT_TRUE(v.outputs);
  const OutsideContract *c = std::get_if<OutsideContract>(&v.lowered);
  ASSERT_TRUE(c) << describe(v.lowered);
  EXPECT_NE(c->message.find("tile.store: stale version"), std::string::npos) << c->message;
}

TEST(InterpTrace, NestedLoopsRecordContext) {
  // for i in pipeline(0, 2, stage=2): for j in pipeline(0, 3, stage=3): s = s + i * 10 + j
  FnBuilder f("kernel");
  VarPtr s0 = f.scalar("s0");
  ForSpec inner;
  inner.loopVar = makeVar("j", makeScalarType(DataType::INDEX));
  ForSpec outer;
  outer.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  inner.start = ci(0);
  inner.stop = ci(3);
  inner.step = ci(1);
  IterArgPtr si = makeIterArg("si", makeScalarType(DataType::INDEX), s0);
  IterArgPtr sj = makeIterArg("sj", makeScalarType(DataType::INDEX), si);
  inner.iterArgs = {sj};
  Block ib;
  VarPtr w = ib.let("w", add(mul(outer.loopVar, ci(10)), inner.loopVar));
  VarPtr s2 = ib.let("s2", add(sj, w));
  ib.yield({s2});
  inner.body = ib.seq();
  VarPtr rj = makeVar("rj", makeScalarType(DataType::INDEX));
  inner.returnVars = {rj};
  inner.kind = ForKind::Pipeline;
  inner.attrs = {{kPipelineStagesAttr, int64_t{3}}};
  outer.start = ci(0);
  outer.stop = ci(2);
  outer.step = ci(1);
  outer.iterArgs = {si};
  Block ob;
  ob.let("base", mul(outer.loopVar, ci(10)));
  ob.add(makeFor(inner));
  ob.yield({rj});
  outer.body = ob.seq();
  VarPtr ri = makeVar("ri", makeScalarType(DataType::INDEX));
  outer.returnVars = {ri};
  outer.kind = ForKind::Pipeline;
  outer.attrs = {{kPipelineStagesAttr, int64_t{2}}};
  f.add(makeFor(outer));
  f.ret({ri});
  auto p = program({f.build()});
  SourceTraceRecorder rec(*p);
  LoweredTraceRecorder anchors(*p);
  FanOutObserver both({&rec, &anchors});
  Inputs in;
  in.scalars = {{"s0", 0}};
  RunResult r = run(*p, "kernel", in, {}, &both);
  ASSERT_TRUE(r.outputs()) << describe(r.outcome);
  // sum over i in {0,1}, j in {0,1,2} of 10i + j = 0+1+2 + 10+11+12 = 36
  EXPECT_EQ(outputInts(r.outputs()->values[0])[0], 36);
  std::string want = "kernel#0 (i) [] = 0\n"
                     "kernel#1 (j) [0] = 0\nkernel#1 (j) [0] = 1\nkernel#1 (j) [0] = 2\n"
                     "kernel#0 (i) [] = 1\n"
                     "kernel#1 (j) [1] = 0\nkernel#1 (j) [1] = 1\nkernel#1 (j) [1] = 2\n";
  EXPECT_EQ(rec.trace().str(), want);
  EXPECT_EQ(anchors.trace().str(), want);
}

TEST(InterpTrace, LoopWithoutAnchorIsUntraceable) {
  // Body of EvalStmt stores only: no assignment mentions the loop var.
  FnBuilder f("kernel");
  VarPtr x = f.tensor("x", {8});
  VarPtr out = f.tensor("out", {8}, ParamDirection::Out);
  ForSpec spec;
  spec.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  spec.start = ci(0);
  spec.stop = ci(4);
  spec.step = ci(1);
  Block body;
  VarPtr t = body.let("t", op("tile.load", {x, ints({0}), ints({2})}));
  body.eval(op("tile.store", {t, list({mul(spec.loopVar, ci(2))}), out}));
  spec.body = body.seq();
  spec.kind = ForKind::Pipeline;
  spec.attrs = {{kPipelineStagesAttr, int64_t{2}}};
  f.add(makeFor(spec));
  f.ret({out});
  auto p = program({f.build()});
  LoweredTraceRecorder rec(*p);
  EXPECT_TRUE(rec.anchors().empty());
  EXPECT_EQ(rec.trace().untraceable, (std::vector<int>{0}));
}

TEST(InterpEdges, StopParamAroundStart) {
  // for i in pipeline(4, n, 1, stage=2)
  FnBuilder f("kernel");
  VarPtr n = f.scalar("n");
  ForSpec spec;
  spec.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  spec.start = ci(4);
  spec.stop = n;
  spec.step = ci(1);
  spec.body = makeSeq({});
  spec.kind = ForKind::Pipeline;
  spec.attrs = {{kPipelineStagesAttr, int64_t{2}}};
  f.add(makeFor(spec));
  // trips 0,1,2,3,4,5 -> n = 4..9; default trip F+1 = 3 -> 7; wrong direction 3.
  std::vector<int64_t> got;
  for (const ScalarSet &s : edgeScalarSets(*f.build()))
    got.push_back(s.at("n"));
  EXPECT_EQ(got, (std::vector<int64_t>{7, 4, 5, 6, 8, 9, 3}));
}

TEST(InterpEdges, StartParamBelowStopWithStep3) {
  // for i in pipeline(s, 20, 3, stage=3), plus an unrelated scalar param.
  FnBuilder f("kernel");
  VarPtr s = f.scalar("s");
  f.scalar("k");
  ForSpec spec;
  spec.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  spec.start = s;
  spec.stop = ci(20);
  spec.step = ci(3);
  spec.body = makeSeq({});
  spec.kind = ForKind::Pipeline;
  spec.attrs = {{kPipelineStagesAttr, int64_t{3}}};
  f.add(makeFor(spec));
  // trips 0..7 -> s = 20 - 3t; default trip 4 -> 8; wrong direction 23;
  // off-grid trip 4: 20 - 9 - 1 = 10 (ceil((20 - 10) / 3) = 4).
  std::vector<int64_t> got;
  EdgeOptions opt;
  opt.base = {{"k", 5}};
  for (const ScalarSet &set : edgeScalarSets(*f.build(), opt)) {
    got.push_back(set.at("s"));
    EXPECT_EQ(set.at("k"), 5);
  }
  EXPECT_EQ(got, (std::vector<int64_t>{8, 20, 17, 14, 11, 5, 2, -1, 23, 10}));
}

} // namespace
} // namespace pipecheck::interp::testing

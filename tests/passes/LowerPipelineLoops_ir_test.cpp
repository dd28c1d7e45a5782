// LowerPipelineLoops on hand-built IR: what the parser cannot produce, and
// node identities that text cannot show.
//
// Why: some inputs are only reachable through the IR (pipeline_stages = 0 or
// of the wrong type, a Sequential loop carrying the attr, a body without its
// yield), and several facts of the reference are about pointer identity
// (functions untouched, the main loop reusing the original start node, the
// DAG sharing between unroll_main_end and unroll_rem, the zero-trip loop
// keeping its body). Expected values come from reference
// lower-pipeline-loops.md §2-§4, §7.
#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "core/passes/pass.h"

namespace pipecheck {
namespace {

using namespace ir;

TypePtr idx() { return makeScalarType(DataType::INDEX); }

struct Loop {
  VarPtr i, s0, r;
  IterArgPtr a;
  ForSpec spec;
};

// for i, (a,) in pl.pipeline(start, stop, step, stage=F, init=(s0,)): b = a + i; r = yield(b)
Loop scalarLoop(ExprPtr start, ExprPtr stop, ExprPtr step, AttrValue stages,
                ForKind kind = ForKind::Pipeline, bool withYield = true) {
  Loop l;
  l.i = makeVar("i", idx());
  l.s0 = makeVar("s0", idx());
  l.r = makeVar("r", idx());
  l.a = makeIterArg("a", idx(), l.s0);
  VarPtr b = makeVar("b", idx());
  l.spec.loopVar = l.i;
  l.spec.start = std::move(start);
  l.spec.stop = std::move(stop);
  l.spec.step = std::move(step);
  l.spec.iterArgs = {l.a};
  l.spec.body = withYield ? makeSeq({makeAssign(b, add(l.a, l.i)), makeYield({b})})
                          : makeAssign(b, add(l.a, l.i));
  l.spec.returnVars = {l.r};
  l.spec.kind = kind;
  l.spec.attrs = {{kPipelineStagesAttr, stages}};
  l.spec.loc = {"input.py", 8, 9};
  return l;
}

ProgramPtr wrap(const Loop &l, std::vector<VarPtr> extraParams = {}) {
  auto f = std::make_shared<Function>();
  f->name = "main";
  f->params = {l.s0};
  for (auto &p : extraParams)
    f->params.push_back(p);
  f->directions.assign(f->params.size(), ParamDirection::In);
  f->returnTypes = {idx()};
  f->body = makeSeq({makeFor(l.spec), makeReturn({l.r})});
  return makeProgram("T", {f});
}

TEST(LowerPipelineLoopsIR, StagesBelowOneIsInternalError) {
  auto r = passes::lowerPipelineLoops(
      wrap(scalarLoop(constInt(0), constInt(8), constInt(1), int64_t{0})));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, "InternalError");
  EXPECT_EQ(r.error().message,
            "LowerPipelineLoops: pipeline_stages must be >= 1, got 0 [input.py:8:9]");
}

TEST(LowerPipelineLoopsIR, StagesOfWrongTypeIsTypeError) {
  auto r =
      passes::lowerPipelineLoops(wrap(scalarLoop(constInt(0), constInt(8), constInt(1), true)));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, "TypeError");
  EXPECT_EQ(r.error().message.rfind("Invalid type for for_stmt attr key: pipeline_stages, expected "
                                    "int, but got ",
                                    0),
            0u);
}

// §2 step 1: only Pipeline loops carrying the attr are lowered.
TEST(LowerPipelineLoopsIR, SequentialWithAttrAndPipelineWithoutAttrUntouched) {
  ProgramPtr p1 =
      wrap(scalarLoop(constInt(0), constInt(8), constInt(1), int64_t{2}, ForKind::Sequential));
  auto r1 = passes::lowerPipelineLoops(p1);
  ASSERT_TRUE(r1.ok());
  EXPECT_NE(r1.value(), p1);                             // a new Program object is always built ...
  EXPECT_EQ(r1.value()->functions[0], p1->functions[0]); // ... from the same functions
  Loop l = scalarLoop(constInt(0), constInt(8), constInt(1), int64_t{2});
  l.spec.attrs.clear();
  ProgramPtr p2 = wrap(l);
  auto r2 = passes::lowerPipelineLoops(p2);
  ASSERT_TRUE(r2.ok());
  EXPECT_EQ(r2.value()->functions[0], p2->functions[0]);
}

// §3 step 4: an iter_arg loop whose body does not end in a yield.
TEST(LowerPipelineLoopsIR, MissingYieldIsInternalError) {
  auto r = passes::lowerPipelineLoops(wrap(
      scalarLoop(constInt(0), constInt(8), constInt(1), int64_t{2}, ForKind::Pipeline, false)));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, "InternalError");
  EXPECT_EQ(r.error().message,
            "Internal error: loop body must yield 1 values for iter_args, got 0");
}

// §3 step 1 via §4.3: the cascade seeds come from return_vars; one fewer than
// iter_args is a count mismatch.
TEST(LowerPipelineLoopsIR, ReturnVarMismatchIsInternalError) {
  VarPtr n = makeVar("n", idx());
  Loop l = scalarLoop(constInt(0), n, constInt(1), int64_t{2});
  l.spec.returnVars.clear();
  auto f = std::make_shared<Function>();
  f->name = "main";
  f->params = {l.s0, n};
  f->directions.assign(2, ParamDirection::In);
  f->body = makeFor(l.spec);
  auto r = passes::lowerPipelineLoops(makeProgram("T", {f}));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, "InternalError");
  EXPECT_EQ(r.error().message, "Internal error: iter substitute count mismatch");
}

// §4.1/§10.9: the main loop reuses the original start node; §4.3: trip_expr
// and main_iters are shared between unroll_main_end and unroll_rem (step > 1).
TEST(LowerPipelineLoopsIR, DynamicNodeSharing) {
  VarPtr n = makeVar("n", idx());
  ExprPtr start = constInt(0);
  Loop l = scalarLoop(start, n, constInt(2), int64_t{3});
  auto r = passes::lowerPipelineLoops(wrap(l, {n}));
  ASSERT_TRUE(r.ok()) << r.error().message;
  const SeqStmts *body = asSeq(r.value()->functions[0]->body);
  ASSERT_NE(body, nullptr);
  ASSERT_EQ(body->stmts.size(), 5u); // main_end, loop, rem, if, return
  const AssignStmt *mainEnd = asAssign(body->stmts[0]);
  const ForStmt *loop = asFor(body->stmts[1]);
  const AssignStmt *rem = asAssign(body->stmts[2]);
  ASSERT_TRUE(mainEnd && loop && rem && asIf(body->stmts[3]));
  EXPECT_EQ(mainEnd->var->name, "unroll_main_end");
  EXPECT_EQ(rem->var->name, "unroll_rem");
  EXPECT_EQ(loop->start, start);
  EXPECT_EQ(loop->stop, mainEnd->var);
  EXPECT_NE(loop->loopVar, l.i);
  // main_end = Add(start, Mul(main_iters, 6)); rem = Sub(trip, Mul(main_iters, 3))
  const BinaryExpr *endAdd = asBinary(mainEnd->value);
  const BinaryExpr *remSub = asBinary(rem->value);
  ASSERT_TRUE(endAdd && remSub);
  EXPECT_EQ(endAdd->lhs, start);
  const BinaryExpr *endMul = asBinary(endAdd->rhs);
  const BinaryExpr *remMul = asBinary(remSub->rhs);
  ASSERT_TRUE(endMul && remMul);
  EXPECT_EQ(endMul->lhs, remMul->lhs); // main_iters shared
  const BinaryExpr *mainIters = asBinary(endMul->lhs);
  ASSERT_NE(mainIters, nullptr);
  EXPECT_EQ(mainIters->lhs, remSub->lhs); // trip_expr shared
  EXPECT_EQ(asConstInt(endMul->rhs)->value, 6);
  EXPECT_EQ(asConstInt(remMul->rhs)->value, 3);
  EXPECT_EQ(findAttr(loop->attrs, kPipelineStagesAttr) != nullptr, true);
  EXPECT_EQ(std::get<int64_t>(*findAttr(loop->attrs, kPipelineStagesAttr)), 1);
}

// §4.2 DemoteToSequential keeps loop var, iter args, return vars and (with no
// nested pipelines) the very body node.
TEST(LowerPipelineLoopsIR, ZeroTripKeepsBodyAndVars) {
  Loop l = scalarLoop(constInt(4), constInt(4), constInt(1), int64_t{2});
  l.spec.attrs.emplace_back(kPipelineOverlapStoresAttr, false);
  ProgramPtr p = wrap(l);
  auto r = passes::lowerPipelineLoops(p);
  ASSERT_TRUE(r.ok());
  const ForStmt *f = asFor(asSeq(r.value()->functions[0]->body)->stmts[0]);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->forKind, ForKind::Sequential);
  EXPECT_EQ(f->loopVar, l.i);
  EXPECT_EQ(f->iterArgs[0], l.a);
  EXPECT_EQ(f->returnVars[0], l.r);
  EXPECT_EQ(f->body, l.spec.body);
  EXPECT_EQ(findAttr(f->attrs, kPipelineStagesAttr), nullptr);
  EXPECT_NE(findAttr(f->attrs, kPipelineOverlapStoresAttr), nullptr);
}

// §4.2: INT64 bounds still give INDEX constants for the new stop and the tail
// index; the tail reads the main loop's <rv>_main and binds the original rv.
TEST(LowerPipelineLoopsIR, StaticTailIndicesAreFreshIndexConstants) {
  Loop l = scalarLoop(constInt(0, DataType::INT64), constInt(5, DataType::INT64), constInt(1),
                      int64_t{2});
  auto r = passes::lowerPipelineLoops(wrap(l));
  ASSERT_TRUE(r.ok());
  const SeqStmts *body = asSeq(r.value()->functions[0]->body);
  // loop(0, 4, 2), tail clone b = r_main + 4, r = b, return
  ASSERT_EQ(body->stmts.size(), 4u);
  const ForStmt *loop = asFor(body->stmts[0]);
  ASSERT_NE(loop, nullptr);
  EXPECT_EQ(asConstInt(loop->stop)->dtype(), DataType::INDEX);
  EXPECT_EQ(asConstInt(loop->stop)->value, 4);
  EXPECT_EQ(asConstInt(loop->step)->value, 2);
  EXPECT_EQ(loop->returnVars[0]->name, "r_main");
  const BinaryExpr *tail = asBinary(asAssign(body->stmts[1])->value);
  ASSERT_NE(tail, nullptr);
  EXPECT_EQ(tail->lhs, loop->returnVars[0]);
  EXPECT_EQ(asConstInt(tail->rhs)->value, 4);
  EXPECT_EQ(asConstInt(tail->rhs)->dtype(), DataType::INDEX);
  EXPECT_EQ(asAssign(body->stmts[2])->var, l.r);
}

// §2 (b)/(d): Neg(ConstInt) counts as a constant (step and bounds); no
// constant folding, so Add(2, 6) as a bound makes the loop dynamic.
TEST(LowerPipelineLoopsIR, ConstRecogniser) {
  Loop neg = scalarLoop(makeUnary(UnaryOp::Neg, constInt(-8)), constInt(0),
                        makeUnary(UnaryOp::Neg, constInt(1)), int64_t{4});
  auto r1 = passes::lowerPipelineLoops(wrap(neg));
  ASSERT_TRUE(r1.ok()) << r1.error().message;
  const ForStmt *loop = asFor(asSeq(r1.value()->functions[0]->body)->stmts[0]);
  ASSERT_NE(loop, nullptr); // range(8, 0, -1): trip 8 = 2F, static main loop, no tail
  EXPECT_EQ(asConstInt(loop->stop)->value, 0);
  EXPECT_EQ(asConstInt(loop->step)->value, -4);
  EXPECT_EQ(loop->returnVars[0], neg.r);

  Loop folded = scalarLoop(constInt(0), add(constInt(2), constInt(6)), constInt(1), int64_t{4});
  auto r2 = passes::lowerPipelineLoops(wrap(folded));
  ASSERT_TRUE(r2.ok()) << r2.error().message;
  const AssignStmt *first = asAssign(asSeq(r2.value()->functions[0]->body)->stmts[0]);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->var->name, "unroll_main_end");
}

} // namespace
} // namespace pipecheck

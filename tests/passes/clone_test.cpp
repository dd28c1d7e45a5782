// Tests for core/ir/mutator.h and core/ir/clone.h on hand-built IR.
//
// Why: LowerPipelineLoops is only as faithful as DeepClone (fresh def vars
// with the same names, substituted uses, types rewritten, attrs kept) and the
// copy-on-write mutator (identity when nothing changes, re-flattened
// sequences). Each test builds a small tree and checks pointers and fields.
#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "core/ir/clone.h"
#include "core/ir/mutator.h"

namespace pipecheck::ir {
namespace {

TypePtr idx() { return makeScalarType(DataType::INDEX); }

struct Body {
  VarPtr a, i, x, y;
  StmtPtr stmt;
};

// x = a + i; y = x * 2; yield(y)
Body simpleBody() {
  Body b;
  b.a = makeVar("a", idx());
  b.i = makeVar("i", idx());
  b.x = makeVar("x", idx());
  b.y = makeVar("y", idx());
  b.stmt = makeSeq(
      {makeAssign(b.x, add(b.a, b.i)), makeAssign(b.y, mul(b.x, constInt(2))), makeYield({b.y})});
  return b;
}

TEST(DeepClone, FreshDefsSameNamesSubstitutedUses) {
  Body b = simpleBody();
  ExprPtr three = constInt(3);
  StmtPtr c = deepClone(b.stmt, {{b.i.get(), three}});
  const SeqStmts *seq = asSeq(c);
  ASSERT_NE(seq, nullptr);
  ASSERT_EQ(seq->stmts.size(), 3u);
  const AssignStmt *ax = asAssign(seq->stmts[0]);
  const AssignStmt *ay = asAssign(seq->stmts[1]);
  ASSERT_TRUE(ax && ay);
  EXPECT_NE(ax->var, b.x);
  EXPECT_EQ(ax->var->name, "x");
  EXPECT_NE(ay->var, b.y);
  EXPECT_EQ(ay->var->name, "y");
  const BinaryExpr *sum = asBinary(ax->value);
  ASSERT_NE(sum, nullptr);
  EXPECT_EQ(sum->lhs, b.a);   // free var kept
  EXPECT_EQ(sum->rhs, three); // seeded var replaced by the very node
  const BinaryExpr *prod = asBinary(ay->value);
  ASSERT_NE(prod, nullptr);
  EXPECT_EQ(prod->lhs, ax->var); // use follows the fresh def
  const YieldStmt *y = asYield(seq->stmts[2]);
  ASSERT_NE(y, nullptr);
  EXPECT_EQ(y->values[0], ay->var);
  // The original is untouched.
  EXPECT_EQ(asBinary(asAssign(asSeq(b.stmt)->stmts[0])->value)->rhs, b.i);
}

TEST(DeepClone, WithoutDefCloningKeepsDefs) {
  Body b = simpleBody();
  StmtPtr c = deepClone(b.stmt, {{b.i.get(), constInt(3)}}, /*cloneDefVars=*/false);
  EXPECT_EQ(asAssign(asSeq(c)->stmts[0])->var, b.x);
  EXPECT_EQ(asAssign(asSeq(c)->stmts[1]), asAssign(asSeq(b.stmt)->stmts[1])); // copy-on-write
}

TEST(DeepClone, TwoClonesAreDisjoint) {
  Body b = simpleBody();
  StmtPtr c0 = deepClone(b.stmt, {{b.i.get(), constInt(0)}});
  StmtPtr c1 = deepClone(b.stmt, {{b.i.get(), constInt(1)}});
  EXPECT_NE(asAssign(asSeq(c0)->stmts[0])->var, asAssign(asSeq(c1)->stmts[0])->var);
}

TEST(DeepClone, RewritesTypesAndKeepsCallAttrs) {
  VarPtr i = makeVar("i", idx());
  VarPtr t = makeVar("t", makeTensorType(DataType::FP32, {constInt(64)}));
  TileView view;
  view.validShape = {sub(constInt(64), i)};
  TypePtr tileTy = makeTileType(DataType::FP32, {constInt(64)}, MemorySpace::Vec, view);
  ASSERT_TRUE(asTile(tileTy)->view.has_value());
  VarPtr x = makeVar("x", tileTy);
  AttrList attrs{{kPipelineMembershipAttr, std::string("0:1")}};
  CallPtr call = makeCall("tile.load", {t, makeTuple({i})}, {}, attrs, tileTy);
  StmtPtr s = makeAssign(x, call);
  StmtPtr c = deepClone(s, {{i.get(), constInt(5)}});
  const AssignStmt *as = asAssign(c);
  ASSERT_NE(as, nullptr);
  const TileType *nt = asTile(as->var->type);
  ASSERT_TRUE(nt && nt->view);
  const BinaryExpr *vs = asBinary(nt->view->validShape[0]);
  ASSERT_NE(vs, nullptr);
  ASSERT_NE(asConstInt(vs->rhs), nullptr);
  EXPECT_EQ(asConstInt(vs->rhs)->value, 5);
  const Call *nc = asCall(as->value);
  ASSERT_NE(nc, nullptr);
  EXPECT_EQ(nc->attrs, attrs);
  EXPECT_EQ(asConstInt(asMakeTuple(nc->args[1])->elements[0])->value, 5);
  // The call's own result type follows the substitution too.
  EXPECT_EQ(asConstInt(asBinary(asTile(nc->type)->view->validShape[0])->rhs)->value, 5);
}

TEST(DeepClone, SubstitutedViewIsRecanonicalised) {
  VarPtr i = makeVar("i", idx());
  TileView view;
  view.validShape = {i};
  TypePtr tileTy = makeTileType(DataType::FP32, {constInt(8)}, MemorySpace::Vec, view);
  ASSERT_TRUE(asTile(tileTy)->view.has_value());
  VarPtr x = makeVar("x", tileTy);
  StmtPtr c = deepClone(makeAssign(x, constInt(0)), {{i.get(), constInt(8)}});
  EXPECT_FALSE(asTile(asAssign(c)->var->type)->view.has_value());
}

TEST(DeepClone, ForLoopDefsAndIterArgs) {
  // for j, (acc,) in range(0, 4, init=(x,)): z = acc + j; yield z  -> r
  VarPtr x = makeVar("x", idx());
  VarPtr j = makeVar("j", idx());
  IterArgPtr acc = makeIterArg("acc", idx(), x);
  VarPtr z = makeVar("z", idx());
  VarPtr r = makeVar("r", idx());
  ForSpec spec;
  spec.loopVar = j;
  spec.start = constInt(0);
  spec.stop = constInt(4);
  spec.step = constInt(1);
  spec.iterArgs = {acc};
  spec.body = makeSeq({makeAssign(z, add(acc, j)), makeYield({z})});
  spec.returnVars = {r};
  StmtPtr loop = makeFor(spec);
  StmtPtr body = makeSeq({makeAssign(x, constInt(7)), loop, makeYield({r})});
  StmtPtr c = deepClone(body, {});
  const SeqStmts *seq = asSeq(c);
  ASSERT_NE(seq, nullptr);
  VarPtr nx = asAssign(seq->stmts[0])->var;
  const ForStmt *f = asFor(seq->stmts[1]);
  ASSERT_NE(f, nullptr);
  EXPECT_NE(f->loopVar, j);
  EXPECT_EQ(f->loopVar->name, "j");
  ASSERT_EQ(f->iterArgs.size(), 1u);
  EXPECT_NE(f->iterArgs[0], acc);
  EXPECT_EQ(f->iterArgs[0]->name, "acc");
  EXPECT_EQ(f->iterArgs[0]->init, nx); // init cloned through the map
  EXPECT_NE(f->returnVars[0], r);
  const BinaryExpr *use = asBinary(asAssign(asSeq(f->body)->stmts[0])->value);
  EXPECT_EQ(use->lhs, f->iterArgs[0]);
  EXPECT_EQ(use->rhs, f->loopVar);
  EXPECT_EQ(asYield(seq->stmts[2])->values[0], f->returnVars[0]);
}

TEST(DeepClone, NonSsaRedefinitionMapsConsistently) {
  VarPtr a = makeVar("a", idx());
  StmtPtr body =
      makeSeq({makeAssign(a, constInt(1)), makeAssign(a, add(a, constInt(1))), makeYield({a})});
  StmtPtr c = deepClone(body, {});
  const SeqStmts *seq = asSeq(c);
  VarPtr first = asAssign(seq->stmts[0])->var;
  EXPECT_NE(first, a);
  EXPECT_EQ(asAssign(seq->stmts[1])->var, first);
  EXPECT_EQ(asBinary(asAssign(seq->stmts[1])->value)->lhs, first);
}

TEST(DeepClone, MemRefsGetOneFreshCopyEach) {
  auto mr = std::make_shared<MemRef>();
  mr->name = "mem_vec_0";
  mr->byteOffset = constInt(0);
  mr->size = 256;
  TypePtr ty = makeTileType(DataType::FP32, {constInt(64)}, MemorySpace::Vec, std::nullopt, mr);
  VarPtr x = makeVar("x", ty), y = makeVar("y", ty);
  StmtPtr body = makeSeq({makeAssign(x, constInt(0)), makeAssign(y, x)});
  StmtPtr c = deepClone(body, {});
  const SeqStmts *seq = asSeq(c);
  MemRefPtr m0 = asTile(asAssign(seq->stmts[0])->var->type)->memref;
  MemRefPtr m1 = asTile(asAssign(seq->stmts[1])->var->type)->memref;
  EXPECT_NE(m0, mr);
  EXPECT_EQ(m0, m1);
  EXPECT_EQ(m0->name, "mem_vec_0");
  EXPECT_EQ(m0->size, 256u);
}

TEST(Substitute, ExprKeepsUntouchedSubtrees) {
  VarPtr a = makeVar("a", idx()), i = makeVar("i", idx());
  ExprPtr left = mul(a, constInt(2));
  ExprPtr e = add(left, i);
  ExprPtr s = substitute(e, {{i.get(), constInt(4)}});
  EXPECT_NE(s, e);
  EXPECT_EQ(asBinary(s)->lhs, left);
  EXPECT_EQ(substitute(e, {}), e);
}

class NoopMutator : public IRMutator {};

TEST(IRMutator, IdentityKeepsPointers) {
  Body b = simpleBody();
  NoopMutator m;
  EXPECT_EQ(m.mutate(b.stmt), b.stmt);
}

// Replaces every EvalStmt by a two-statement sequence.
class SplitEvals : public IRMutator {
protected:
  StmtPtr visitEval(const std::shared_ptr<const EvalStmt> &op) override {
    return makeSeq({op, makeEval(op->expr)});
  }
};

TEST(IRMutator, ChangedSequenceIsFlattened) {
  VarPtr a = makeVar("a", idx());
  StmtPtr e1 = makeEval(a);
  StmtPtr body = makeSeq({makeAssign(makeVar("q", idx()), a), e1});
  SplitEvals m;
  StmtPtr out = m.mutate(body);
  const SeqStmts *seq = asSeq(out);
  ASSERT_NE(seq, nullptr);
  ASSERT_EQ(seq->stmts.size(), 3u);
  EXPECT_EQ(seq->stmts[1], e1);
  for (const StmtPtr &s : seq->stmts)
    EXPECT_EQ(asSeq(s), nullptr);
}

} // namespace
} // namespace pipecheck::ir

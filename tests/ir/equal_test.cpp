// Structural equality: the PyPTO rules of reference/ir-and-text.md section 6,
// each checked on a small hand-built pair, plus the mismatch path format.
#include "core/ir/equal.h"

#include <gtest/gtest.h>

#include "core/ir/op_registry.h"
#include "tests/ir/test_ir.h"

namespace pipecheck::testir {
namespace {

struct SampleOpts {
  std::string suffix; // changes every name: alpha-renaming
  AttrList loopAttrs = {{"a", int64_t{1}}, {"b", std::string("x")}};
  ForKind kind = ForKind::Sequential;
  AttrList loadAttrs = {};
  MemRefPtr tileMemref = nullptr;
};

// main(n, x): for i, (acc,) in range(n, init=(x,)): t = load(x, [i]); o = store(t, [i], acc);
//             r = yield(o); return r
ProgramPtr sample(const SampleOpts &o) {
  VarPtr n = idx("n" + o.suffix);
  VarPtr x = makeVar("x" + o.suffix, tensorT({64}));
  VarPtr i = idx("i" + o.suffix);
  IterArgPtr acc = makeIterArg("acc" + o.suffix, x->type, x);
  auto load = makeOpCall("tile.load", {x, makeTuple({i}), makeTuple({c(16)}), makeTuple({c(16)})},
                         {{"target_memory", MemorySpace::Vec}}, o.loadAttrs);
  EXPECT_TRUE(load.ok());
  TypePtr tt = withMemRef(load.value()->type, o.tileMemref);
  VarPtr t = makeVar("t" + o.suffix, tt);
  auto store = makeOpCall("tile.store", {t, makeTuple({i}), acc}, {});
  EXPECT_TRUE(store.ok());
  VarPtr ov = makeVar("o" + o.suffix, x->type);
  VarPtr r = makeVar("r" + o.suffix, x->type);
  StmtPtr body =
      makeSeq({makeAssign(t, load.value()), makeAssign(ov, store.value()), makeYield({ov})});
  StmtPtr f = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {acc},
                    .body = body,
                    .returnVars = {r},
                    .kind = o.kind,
                    .attrs = o.loopAttrs});
  return prog({fn("main", {n, x}, makeSeq({f, makeReturn({r})}), {x->type})});
}

TEST(StructuralEqual, AlphaRenamedProgramsAreEqual) {
  ProgramPtr a = sample({.suffix = ""}), b = sample({.suffix = "_renamed"});
  EqualResult r = structuralEqual(a, b);
  EXPECT_TRUE(r.equal) << r.str();
  EXPECT_EQ(structuralHash(a), structuralHash(b));
}

TEST(StructuralEqual, ProgramEqualsItself) {
  ProgramPtr a = sample({});
  EXPECT_TRUE(structuralEqual(a, a).equal);
}

TEST(StructuralEqual, NonSsaDiffersFromSsa) {
  // x = n + 1; x = x + 2; return x   vs   x1 = n + 1; x2 = x1 + 2; return x2
  VarPtr n1 = idx("n"), x = idx("x");
  FunctionPtr nonSsa =
      fn("main", {n1},
         makeSeq({makeAssign(x, add(n1, c(1))), makeAssign(x, add(x, c(2))), makeReturn({x})}));
  VarPtr n2 = idx("n"), x1 = idx("x"), x2 = idx("x");
  FunctionPtr ssa =
      fn("main", {n2},
         makeSeq({makeAssign(x1, add(n2, c(1))), makeAssign(x2, add(x1, c(2))), makeReturn({x2})}));
  EqualResult r = structuralEqual(prog({nonSsa}), prog({ssa}));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "['main'].body[1].var");
  EXPECT_NE(r.reason.find("Variable mapping inconsistent"), std::string::npos) << r.reason;
  EXPECT_NE(structuralHash(prog({nonSsa})), structuralHash(prog({ssa})));
}

TEST(StructuralEqual, MappingIsBijective) {
  // return x + y   vs   return x + x (same param list shape)
  VarPtr x = idx("x"), y = idx("y");
  FunctionPtr f1 = fn("f", {x, y}, makeReturn({add(x, y)}));
  VarPtr x2 = idx("x"), y2 = idx("y");
  FunctionPtr f2 = fn("f", {x2, y2}, makeReturn({add(x2, x2)}));
  EqualResult r = structuralEqual(f1, f2);
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "body.value[0].right");
}

TEST(StructuralEqual, AttrOrderIsIrrelevant) {
  ProgramPtr a = sample({.loopAttrs = {{"a", int64_t{1}}, {"b", std::string("x")}}});
  ProgramPtr b = sample({.loopAttrs = {{"b", std::string("x")}, {"a", int64_t{1}}}});
  EXPECT_TRUE(structuralEqual(a, b).equal) << structuralEqual(a, b).str();
  EXPECT_EQ(structuralHash(a), structuralHash(b));
}

TEST(StructuralEqual, AttrPresenceMatters) {
  ProgramPtr with = sample({.loadAttrs = {{kPipelineMembershipAttr, std::string("0:1")}}});
  ProgramPtr without = sample({});
  EqualResult r = structuralEqual(with, without);
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "['main'].body[0].body[0].value.attrs");
  EXPECT_NE(r.reason.find("size mismatch"), std::string::npos) << r.reason;
  EXPECT_NE(structuralHash(with), structuralHash(without));
}

TEST(StructuralEqual, AttrValueAndKeyMatter) {
  ProgramPtr a = sample({.loadAttrs = {{kPipelineMembershipAttr, std::string("0:1")}}});
  ProgramPtr b = sample({.loadAttrs = {{kPipelineMembershipAttr, std::string("0:2")}}});
  ProgramPtr k = sample({.loadAttrs = {{"other", std::string("0:1")}}});
  EXPECT_FALSE(structuralEqual(a, b).equal);
  EqualResult rk = structuralEqual(a, k);
  ASSERT_FALSE(rk.equal);
  EXPECT_NE(rk.reason.find("key 'pipeline_membership'"), std::string::npos) << rk.reason;
}

TEST(StructuralEqual, IntAttrDiffersFromBoolAttr) {
  ProgramPtr i = sample({.loopAttrs = {{"flag", int64_t{1}}}});
  ProgramPtr b = sample({.loopAttrs = {{"flag", true}}});
  EqualResult r = structuralEqual(i, b);
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "['main'].body[0].attrs");
  EXPECT_NE(r.reason.find("value type mismatch for key 'flag'"), std::string::npos) << r.reason;
}

TEST(StructuralEqual, ExprAttrValueGoesThroughTheMapping) {
  auto make = [](bool useParam) {
    VarPtr n = idx("n"), m = idx("m");
    auto call = makeCall("tile.alloc", {c(1), c(2)}, {}, {{"bound", ExprPtr(useParam ? n : m)}},
                         makePtrType());
    return fn("f", {n, m}, makeEval(call));
  };
  EXPECT_TRUE(structuralEqual(make(true), make(true)).equal);
  EqualResult r = structuralEqual(make(true), make(false));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "body.expr.attrs['bound']");
}

// n + c  with the Add typed INDEX, c given by the caller.
ProgramPtr plusConst(ExprPtr k) {
  VarPtr n = idx("n"), y = idx("y");
  auto sum = std::make_shared<BinaryExpr>(BinaryOp::Add, n, k, idxT());
  return prog({fn("main", {n}, makeSeq({makeAssign(y, sum), makeReturn({y})}), {idxT()})});
}

TEST(StructuralEqual, ConstIntIndexEqualsInt64ButNotInt32) {
  ProgramPtr idxOne = plusConst(constInt(1, DataType::INDEX));
  ProgramPtr i64One = plusConst(constInt(1, DataType::INT64));
  ProgramPtr i32One = plusConst(constInt(1, DataType::INT32));
  EXPECT_TRUE(structuralEqual(idxOne, i64One).equal) << structuralEqual(idxOne, i64One).str();
  EXPECT_EQ(structuralHash(idxOne), structuralHash(i64One));
  EqualResult r = structuralEqual(idxOne, i32One);
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "['main'].body[0].value.right.type");
  EXPECT_EQ(r.reason, "ScalarType dtype mismatch (INDEX != INT32)");
}

TEST(StructuralEqual, ReferenceMismatchExample) {
  // reference section 6: n + 1 vs n + pl.cast(pl.const(1, pl.INT32), pl.INDEX)
  ProgramPtr a = plusConst(c(1));
  ProgramPtr b = plusConst(makeCast(constInt(1, DataType::INT32), DataType::INDEX));
  EqualResult r = structuralEqual(a, b);
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "['main'].body[0].value.right");
  EXPECT_EQ(r.reason, "Node type mismatch (ConstInt != Cast)");
  EXPECT_EQ(r.lhs, "1");
  EXPECT_EQ(r.rhs, "pl.cast(pl.const(1, pl.INT32), pl.INDEX)"); // as in the reference
  EXPECT_EQ(
      r.str().rfind("Structural equality assertion failed at: ['main'].body[0].value.right", 0),
      0u);
}

TEST(StructuralEqual, IndexInt64LeniencyOnlyForLoopVarsAndConstInts) {
  auto loopWith = [](DataType d) {
    VarPtr n = idx("n"), i = makeVar("i", makeScalarType(d));
    return fn("f", {n}, loop({.loopVar = i, .stop = n, .body = makeSeq({})}));
  };
  EXPECT_TRUE(structuralEqual(loopWith(DataType::INDEX), loopWith(DataType::INT64)).equal);
  EXPECT_FALSE(structuralEqual(loopWith(DataType::INDEX), loopWith(DataType::INT32)).equal);
  auto assignWith = [](DataType d) {
    VarPtr n = idx("n"), y = makeVar("y", makeScalarType(d));
    return fn("f", {n}, makeAssign(y, n));
  };
  EqualResult r = structuralEqual(assignWith(DataType::INDEX), assignWith(DataType::INT64));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "body.var");
  EXPECT_EQ(r.reason, "ScalarType dtype mismatch (INDEX != INT64)");
}

TEST(StructuralEqual, LoopKindDiffers) {
  ProgramPtr seq = sample({.kind = ForKind::Sequential});
  ProgramPtr par = sample({.kind = ForKind::Parallel});
  EqualResult r = structuralEqual(seq, par);
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "['main'].body[0].kind");
  EXPECT_EQ(r.reason, "kind mismatch (range != parallel)");
}

TEST(StructuralEqual, MemRefIsIgnored) {
  auto mr = std::make_shared<MemRef>();
  mr->name = "mem_vec_0";
  mr->byteOffset = c(128);
  mr->size = 16384;
  ProgramPtr with = sample({.tileMemref = mr});
  ProgramPtr without = sample({});
  EXPECT_TRUE(structuralEqual(with, without).equal) << structuralEqual(with, without).str();
  EXPECT_EQ(structuralHash(with), structuralHash(without));
}

TEST(StructuralEqual, TileTypeDifferencesShowAtTheDef) {
  auto withTile = [](MemorySpace ms) {
    VarPtr t = makeVar("t", tileT({16}, DataType::FP32, ms));
    return fn("f", {t}, makeReturn({t}));
  };
  EqualResult r = structuralEqual(withTile(MemorySpace::Vec), withTile(MemorySpace::Mat));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "params[0]");
  EXPECT_EQ(r.reason, "TileType memory_space mismatch (Vec != Mat)");
}

TEST(StructuralEqual, SingleElementSeqDiffersFromTheElement) {
  VarPtr y = idx("y");
  StmtPtr a = makeAssign(y, c(1));
  EqualResult r = structuralEqual(makeSeq({a}), a);
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.reason, "Node type mismatch (SeqStmts != AssignStmt)");
  EXPECT_FALSE(structuralEqual(makeSeq({a, a}), makeSeq({a})).equal);
}

TEST(StructuralEqual, OptionalElsePresenceMustAgree) {
  auto withElse = [](bool hasElse) {
    VarPtr b = makeVar("b", makeScalarType(DataType::BOOL)), y = idx("y"), z = idx("z");
    return fn("f", {b},
              makeIf(b, makeAssign(y, c(1)), hasElse ? makeAssign(z, c(2)) : nullptr, {}));
  };
  EqualResult r = structuralEqual(withElse(true), withElse(false));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "body.else_body");
  EXPECT_EQ(r.reason, "Optional field presence mismatch");
}

TEST(StructuralEqual, IterArgInitValueIsCompared) {
  auto withInit = [](int64_t v) {
    VarPtr n = idx("n"), i = idx("i"), r = idx("r");
    IterArgPtr a = makeIterArg("a", idxT(), c(v));
    return fn("f", {n},
              makeSeq({loop({.loopVar = i,
                             .stop = n,
                             .iterArgs = {a},
                             .body = makeYield({a}),
                             .returnVars = {r}}),
                       makeReturn({r})}));
  };
  EXPECT_TRUE(structuralEqual(withInit(0), withInit(0)).equal);
  EqualResult r = structuralEqual(withInit(0), withInit(5));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "body[0].iter_args[0].value");
}

TEST(StructuralEqual, FunctionNamesIgnoredButProgramKeysMatter) {
  VarPtr a = idx("a"), b = idx("b");
  FunctionPtr f = fn("f", {a}, makeReturn({a}));
  FunctionPtr g = fn("g", {b}, makeReturn({b}));
  EXPECT_TRUE(structuralEqual(f, g).equal);
  EqualResult r = structuralEqual(prog({f}), prog({g}));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.reason, "Map key mismatch ('f' != 'g')");
  EXPECT_FALSE(structuralEqual(prog({f}), prog({f, g})).equal);
}

TEST(StructuralEqual, NamesSpansAndCommentsAreIgnored) {
  VarPtr n1 = idx("n"), y1 = idx("y");
  auto s1 = std::make_shared<AssignStmt>(y1, add(n1, c(1)));
  s1->comments = {"hello"};
  s1->loc = at(3);
  VarPtr n2 = idx("other"), y2 = idx("zz");
  StmtPtr s2 = makeAssign(y2, add(n2, c(1)), at(40));
  EXPECT_TRUE(structuralEqual(fn("f", {n1}, s1), fn("f", {n2}, s2)).equal);
}

TEST(StructuralEqual, NestedPathThroughLoopBodyAndCallArgs) {
  ProgramPtr a = sample({});
  // Same program, but the store offset is [0] instead of [i].
  ProgramPtr b = sample({});
  const auto &loopStmt = static_cast<const ForStmt &>(*asSeq(b->functions[0]->body)->stmts[0]);
  const auto &bodySeq = *asSeq(loopStmt.body);
  const auto &storeAssign = static_cast<const AssignStmt &>(*bodySeq.stmts[1]);
  const auto &store = static_cast<const Call &>(*storeAssign.value);
  CallPtr store2 = makeCall(store.op, {store.args[0], makeTuple({c(0)}), store.args[2]},
                            store.kwargs, store.attrs, store.type);
  ForSpec spec = specOf(loopStmt);
  spec.body = makeSeq({bodySeq.stmts[0], makeAssign(storeAssign.var, store2), bodySeq.stmts[2]});
  FunctionPtr f2 =
      withBody(b->functions[0], makeSeq({makeFor(spec), asSeq(b->functions[0]->body)->stmts[1]}));
  EqualResult r = structuralEqual(a, withFunction(b, f2));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "['main'].body[0].body[1].value.args[1].elements[0]");
  EXPECT_EQ(r.reason, "Node type mismatch (Var != ConstInt)");
  EXPECT_EQ(r.lhs, "i");
  EXPECT_EQ(r.rhs, "0");
}

TEST(StructuralEqual, FreeVarsMustBeTheSamePointer) {
  VarPtr free1 = idx("k"), free2 = idx("k");
  EXPECT_TRUE(structuralEqual(add(free1, c(1)), add(free1, c(1))).equal);
  EqualResult r = structuralEqual(add(free1, c(1)), add(free2, c(1)));
  ASSERT_FALSE(r.equal);
  EXPECT_EQ(r.path, "left");
  EXPECT_EQ(r.reason, "Variable pointer mismatch (without auto-mapping)");
}

TEST(StructuralEqual, TypeOnlyComparisonIgnoresMemRef) {
  auto mr = std::make_shared<MemRef>();
  mr->name = "mem_vec_1";
  EXPECT_TRUE(
      structuralEqualType(tileT({8, 8}), tileT({8, 8}, DataType::FP32, MemorySpace::Vec, mr))
          .equal);
  EXPECT_FALSE(structuralEqualType(tileT({8, 8}), tileT({8, 16})).equal);
  EXPECT_FALSE(structuralEqualType(tensorT({8}), tileT({8})).equal);
}

} // namespace
} // namespace pipecheck::testir

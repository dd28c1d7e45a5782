// Control flow and machine-level behaviour: loops with iter_args (every loop
// kind, negative steps, empty ranges), if with return vars, calls, tensor
// versions (stale reads), bounds traps, fuel, determinism, and output
// comparison messages. Expected values are worked out by hand.
#include "tests/interp/build_helpers.h"

namespace pipecheck::interp::testing {
namespace {

// s = s0; for i in KIND(start, stop, step): s = s + i; return s
ProgramPtr sumLoop(int64_t start, int64_t stop, int64_t step, ForKind kind) {
  FnBuilder f("k");
  VarPtr s0 = f.scalar("s0");
  ForSpec spec;
  spec.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  spec.start = ci(start);
  spec.stop = ci(stop);
  spec.step = ci(step);
  IterArgPtr s = makeIterArg("s", makeScalarType(DataType::INDEX), s0);
  spec.iterArgs = {s};
  Block body;
  VarPtr s2 = body.let("s2", add(s, spec.loopVar));
  body.yield({s2});
  spec.body = body.seq();
  VarPtr r = makeVar("r", makeScalarType(DataType::INDEX));
  spec.returnVars = {r};
  spec.kind = kind;
  if (kind == ForKind::Pipeline)
    spec.attrs = {{kPipelineStagesAttr, int64_t{4}}};
  f.add(makeFor(spec));
  f.ret({r});
  return program({f.build({makeScalarType(DataType::INDEX)})});
}

int64_t runSum(const Program &p, int64_t s0) {
  Inputs in;
  in.scalars = {{"s0", s0}};
  Outputs o = runOk(p, "k", in);
  return o.values.empty() ? INT64_MIN : outputInts(o.values[0])[0];
}

TEST(InterpControl, LoopsWithIterArgsEveryKind) {
  for (ForKind kind :
       {ForKind::Sequential, ForKind::Pipeline, ForKind::Parallel, ForKind::Unroll}) {
    // i = 2, 5, 8: 100 + 15
    EXPECT_EQ(runSum(*sumLoop(2, 10, 3, kind), 100), 115) << name(kind);
    // i = 10, 7, 4, 1: 22
    EXPECT_EQ(runSum(*sumLoop(10, 0, -3, kind), 0), 22) << name(kind);
    // empty ranges keep the init value
    EXPECT_EQ(runSum(*sumLoop(5, 5, 1, kind), 7), 7) << name(kind);
    EXPECT_EQ(runSum(*sumLoop(6, 5, 1, kind), 7), 7) << name(kind);
  }
}

// A scope runs its body once, in place: a loop whose body is a runtime scope
// holding the statements and the yield sums exactly as the bare loop does
// (a scope that ran its body twice or not at all would give another sum).
TEST(InterpControl, ScopeRunsItsBodyOnce) {
  for (ScopeKind kind : {ScopeKind::Runtime, ScopeKind::InCore, ScopeKind::Cluster}) {
    ProgramPtr bare = sumLoop(2, 10, 3, ForKind::Sequential);
    const Function &fn = *bare->functions[0];
    const ForStmt *loop = asFor(stmtList(fn.body)[0]);
    ASSERT_TRUE(loop);
    auto scope = std::make_shared<ScopeStmt>();
    scope->scopeKind = kind;
    scope->body = loop->body;
    ForSpec spec = specOf(*loop);
    spec.body = scope;
    std::vector<StmtPtr> stmts = stmtList(fn.body);
    stmts[0] = makeFor(spec);
    ProgramPtr scoped = withFunction(bare, withBody(bare->functions[0], flattenSeq(stmts)));
    EXPECT_EQ(runSum(*scoped, 100), 115) << name(kind);
  }
}

TEST(InterpControl, IfWithReturnVars) {
  FnBuilder f("k");
  VarPtr n = f.scalar("n");
  Block thenB, elseB;
  thenB.yield({mul(n, ci(10))});
  elseB.yield({add(n, ci(1))});
  VarPtr v = makeVar("v", makeScalarType(DataType::INDEX));
  f.add(makeIf(eq(floorMod(n, ci(2)), ci(0)), thenB.seq(), elseB.seq(), {v}));
  f.ret({v});
  auto p = program({f.build()});
  for (auto [in, want] : {std::pair<int64_t, int64_t>{4, 40}, {7, 8}, {-3, -2}}) {
    Inputs i;
    i.scalars = {{"n", in}};
    Outputs o = runOk(*p, "k", i);
    ASSERT_EQ(o.values.size(), 1u);
    EXPECT_EQ(outputInts(o.values[0])[0], want) << "n=" << in;
  }
}

// for i, (o,) in range(0, n): t = load(x, [2i], [2]); u = muls(t, 2);
//   o2 = store(u, [2i], o); yield o2
// return r
ProgramPtr tensorCarry(bool storeStale = false, bool readStale = false) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {8});
  VarPtr n = f.scalar("n");
  VarPtr out = f.tensor("out", {8}, ParamDirection::Out);
  ForSpec spec;
  spec.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  spec.start = ci(0);
  spec.stop = n;
  spec.step = ci(1);
  IterArgPtr o = makeIterArg("o", out->type, out);
  spec.iterArgs = {o};
  Block body;
  ExprPtr off = mul(spec.loopVar, ci(2));
  VarPtr t = body.let("t", op("tile.load", {x, list({off}), ints({2})}));
  VarPtr u = body.let("u", op("tile.muls", {t, cf(2.0)}));
  VarPtr o2 =
      body.let("o2", op("tile.store", {u, list({off}), storeStale ? ExprPtr(out) : ExprPtr(o)}));
  if (readStale)
    body.let("w", op("tile.load", {o, ints({0}), ints({2})}));
  body.yield({o2});
  spec.body = body.seq();
  VarPtr r = makeVar("r", out->type);
  spec.returnVars = {r};
  f.add(makeFor(spec));
  f.ret({r});
  return program({f.build({out->type})});
}

TEST(InterpControl, TensorCarryThroughLoop) {
  Inputs in;
  in.tensors["x"] = {1, 2, 3, 4, 5, 6, 7, 8};
  in.tensors["out"] = std::vector<double>(8, -1.0);
  in.scalars = {{"n", 3}};
  Outputs o = runOk(*tensorCarry(), "k", in);
  std::vector<double> want = {2, 4, 6, 8, 10, 12, -1, -1};
  ASSERT_TRUE(findOutput(o, "tensor out"));
  EXPECT_EQ(outputFloats(*findOutput(o, "tensor out")), want);
  ASSERT_TRUE(findOutput(o, "return[0]"));
  EXPECT_EQ(outputFloats(*findOutput(o, "return[0]")), want);
}

TEST(InterpControl, StaleTensorReadIsOutsideContract) {
  Inputs in;
  in.scalars = {{"n", 3}};
  // Iteration 1 stores into `out` although iteration 0's store superseded it.
  RunResult r = run(*tensorCarry(/*storeStale=*/true), "k", in);
  const OutsideContract *c = std::get_if<OutsideContract>(&r.outcome);
  ASSERT_TRUE(c) << describe(r.outcome);
  EXPECT_NE(c->message.find("stale version 0 of tensor 'out'"), std::string::npos) << c->message;
  EXPECT_EQ(c->where.loopVars, (std::vector<std::pair<std::string, int64_t>>{{"i", 1}}));
  // Reading the iter arg after its store superseded it, in the same iteration.
  r = run(*tensorCarry(false, /*readStale=*/true), "k", in);
  c = std::get_if<OutsideContract>(&r.outcome);
  ASSERT_TRUE(c) << describe(r.outcome);
  EXPECT_NE(c->message.find("tile.load: stale version"), std::string::npos) << c->message;
}

TEST(InterpControl, OutOfBoundsTrapNamesLoopValues) {
  Inputs in;
  in.scalars = {{"n", 5}}; // i = 4 loads x[8:10] of an 8-element tensor
  RunResult r = run(*tensorCarry(), "k", in);
  const Trap *t = std::get_if<Trap>(&r.outcome);
  ASSERT_TRUE(t) << describe(r.outcome);
  EXPECT_NE(t->message.find("tile.load window out of bounds: offsets [8] + extent [2] exceeds "
                            "tensor 'x' of shape [8] in dim 0"),
            std::string::npos)
      << t->message;
  EXPECT_EQ(t->where.stmt, "t = tile.load(x, [i * 2], [2])");
  EXPECT_EQ(t->where.loopVars, (std::vector<std::pair<std::string, int64_t>>{{"i", 4}}));
}

TEST(InterpControl, EvalStoreKeepsTheVersionCurrent) {
  // pl.tile.store(t, [..], out) as a statement, then `return out`.
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {4});
  VarPtr out = f.tensor("out", {4}, ParamDirection::Out);
  VarPtr t = f.let("t", op("tile.load", {x, ints({0}), ints({2})}));
  f.eval(op("tile.store", {t, ints({0}), out}));
  f.eval(op("tile.store", {t, ints({2}), out}));
  f.ret({out});
  Inputs in;
  in.tensors["x"] = {5, 6, 7, 8};
  Outputs o = runOk(*program({f.build()}), "k", in);
  ASSERT_TRUE(findOutput(o, "return[0]"));
  EXPECT_EQ(outputFloats(*findOutput(o, "return[0]")), (std::vector<double>{5, 6, 5, 6}));
}

TEST(InterpControl, CallsBetweenFunctionsThreadVersions) {
  // step(x, k, out) -> store(exp-free: muls(load(x, [k]), 3), [k], out)
  FnBuilder callee("step");
  VarPtr x = callee.tensor("x", {4});
  VarPtr k = callee.scalar("k");
  VarPtr out = callee.tensor("out", {4}, ParamDirection::Out);
  VarPtr t = callee.let("t", op("tile.load", {x, list({k}), ints({1})}));
  VarPtr u = callee.let("u", op("tile.muls", {t, cf(3.0)}));
  VarPtr o = callee.let("o", op("tile.store", {u, list({k}), out}));
  callee.ret({o});
  FnBuilder orch("orch");
  orch.type = FunctionType::Orchestration;
  VarPtr ox = orch.tensor("x", {4});
  VarPtr oout = orch.tensor("out", {4}, ParamDirection::Out);
  auto call = [&](ExprPtr kk, ExprPtr dst) {
    return std::make_shared<Call>("step", std::vector<ExprPtr>{ox, kk, dst}, AttrList{}, AttrList{},
                                  oout->type, true);
  };
  VarPtr r1 = orch.let("r1", call(ci(1), oout));
  VarPtr r2 = orch.let("r2", call(ci(3), r1));
  orch.ret({r2});
  auto p = program({callee.build({out->type}), orch.build({oout->type})});
  EXPECT_EQ(entryFunctions(*p), (std::vector<std::string>{"orch"}));
  // Called from a Group function instead, the callee stays an entry: a group
  // runs its members on two cores at once, which only a co-scheduled run of
  // the pair shows. The group, called by the orchestrator, is no entry.
  FnBuilder group("grp");
  group.type = FunctionType::Group;
  VarPtr gx = group.tensor("x", {4});
  VarPtr gout = group.tensor("out", {4}, ParamDirection::Out);
  VarPtr gr = group.let("r", std::make_shared<Call>("step", std::vector<ExprPtr>{gx, ci(1), gout},
                                                    AttrList{}, AttrList{}, gout->type, true));
  group.ret({gr});
  FnBuilder orch2("orch2");
  orch2.type = FunctionType::Orchestration;
  VarPtr o2x = orch2.tensor("x", {4});
  VarPtr o2out = orch2.tensor("out", {4}, ParamDirection::Out);
  VarPtr o2r = orch2.let("r", std::make_shared<Call>("grp", std::vector<ExprPtr>{o2x, o2out},
                                                     AttrList{}, AttrList{}, o2out->type, true));
  orch2.ret({o2r});
  auto grouped = program({callee.build({out->type}), group.build({gout->type}),
                          orch2.build({o2out->type})});
  std::vector<std::string> entries = entryFunctions(*grouped);
  std::sort(entries.begin(), entries.end());
  EXPECT_EQ(entries, (std::vector<std::string>{"orch2", "step"}));
  Inputs in;
  in.tensors["x"] = {1, 2, 3, 4};
  in.tensors["out"] = {0, 0, 0, 0};
  RunResult res = run(*p, "orch", in);
  ASSERT_TRUE(res.outputs()) << describe(res.outcome);
  EXPECT_EQ(outputFloats(*findOutput(*res.outputs(), "tensor out")),
            (std::vector<double>{0, 6, 0, 12}));
  EXPECT_EQ(res.stats.functionCalls, 3u);
}

TEST(InterpControl, FuelExhaustion) {
  auto p = sumLoop(0, int64_t{1} << 40, 1, ForKind::Sequential);
  Inputs in;
  in.scalars = {{"s0", 0}};
  Options opt;
  opt.fuel = 1000;
  RunResult r = run(*p, "k", in, opt);
  const FuelExhausted *f = std::get_if<FuelExhausted>(&r.outcome);
  ASSERT_TRUE(f) << describe(r.outcome);
  EXPECT_EQ(f->fuel, 1000u);
  EXPECT_EQ(r.stats.statements, 1000u);
  EXPECT_FALSE(f->where.loopVars.empty());
  // Every run has fresh fuel: a small loop after a runaway one still finishes.
  EXPECT_EQ(runSum(*sumLoop(0, 4, 1, ForKind::Sequential), 0), 6);
}

TEST(InterpControl, LoopBodyWithoutYieldTraps) {
  FnBuilder f("k");
  ForSpec spec;
  spec.loopVar = makeVar("i", makeScalarType(DataType::INDEX));
  spec.start = ci(0);
  spec.stop = ci(2);
  spec.step = ci(1);
  spec.iterArgs = {makeIterArg("s", makeScalarType(DataType::INDEX), ci(0))};
  Block body;
  body.let("z", add(spec.loopVar, ci(1)));
  spec.body = body.seq();
  spec.returnVars = {makeVar("r", makeScalarType(DataType::INDEX))};
  f.add(makeFor(spec));
  f.ret({spec.returnVars[0]});
  RunResult r = run(*program({f.build()}), "k", {});
  const Trap *t = std::get_if<Trap>(&r.outcome);
  ASSERT_TRUE(t) << describe(r.outcome);
  EXPECT_NE(t->message.find("without a yield for its 1 iter_args"), std::string::npos);
}

TEST(InterpControl, DeterministicAndSeedDependent) {
  auto p = tensorCarry();
  Inputs in;
  in.scalars = {{"n", 4}};
  in.seed = 7;
  RunResult a = run(*p, "k", in), b = run(*p, "k", in);
  ASSERT_TRUE(a.outputs() && b.outputs());
  EXPECT_FALSE(firstDifference(*a.outputs(), *b.outputs()));
  EXPECT_EQ(a.outputs()->digest(), b.outputs()->digest());
  EXPECT_EQ(a.stats.statements, b.stats.statements);
  in.seed = 8;
  RunResult c = run(*p, "k", in);
  ASSERT_TRUE(c.outputs());
  EXPECT_NE(a.outputs()->digest(), c.outputs()->digest());
}

TEST(InterpControl, FirstDifferenceNamesTheElement) {
  auto p = tensorCarry();
  Inputs in;
  in.scalars = {{"n", 4}};
  in.tensors["x"] = {1, 2, 3, 4, 5, 6, 7, 8};
  in.tensors["out"] = std::vector<double>(8, 0.0);
  Outputs a = runOk(*p, "k", in);
  in.tensors["x"][5] = 6.5; // out[5] becomes 13 instead of 12
  Outputs b = runOk(*p, "k", in);
  auto diff = firstDifference(a, b);
  ASSERT_TRUE(diff);
  EXPECT_EQ(*diff, "tensor out[5]: 12 vs 13");
  // Bit-exactness: -0.0 and 0.0 differ.
  in.tensors["x"] = {0, 0, 0, 0, 0, 0, 0, 0};
  Outputs z = runOk(*p, "k", in);
  in.tensors["x"][0] = -0.0;
  Outputs nz = runOk(*p, "k", in);
  auto d2 = firstDifference(z, nz);
  ASSERT_TRUE(d2);
  EXPECT_EQ(*d2, "tensor out[0]: 0 vs -0");
}

} // namespace
} // namespace pipecheck::interp::testing

// TypeCheck: op calls re-inferred through the registry, assigns, loop bounds,
// if conditions, and loop/if carried types; one negative per check.
#include <gtest/gtest.h>

#include "core/ir/op_registry.h"
#include "tests/ir/test_ir.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

Diagnostics tc(const FunctionPtr &f) { return verify::verifyTypeCheck(*prog({f})); }
Diagnostics tc(const ProgramPtr &p) { return verify::verifyTypeCheck(*p); }

CallPtr opCall(std::string_view op, std::vector<ExprPtr> args, AttrList kwargs = {}) {
  auto r = makeOpCall(op, std::move(args), std::move(kwargs));
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
  return r.ok() ? r.value() : nullptr;
}

// kern(x, out): for i, (acc,) in range(4, init=(out,)):            line 1
//   t = load(x, [i*16], [16], [16], Vec)                          line 2
//   u = exp(t)                                                     line 3
//   o = store(u, [i*16], acc)                                      line 4
//   r = yield(o)                                                   line 5
// return r                                                         line 6
FunctionPtr tileKernel() {
  VarPtr x = makeVar("x", tensorT({64})), out = makeVar("out", tensorT({64}));
  VarPtr i = idx("i");
  IterArgPtr acc = makeIterArg("acc", out->type, out);
  ExprPtr off = makeTuple({mul(i, c(16))});
  CallPtr load = opCall("tile.load", {x, off, makeTuple({c(16)}), makeTuple({c(16)})},
                        {{"target_memory", MemorySpace::Vec}});
  VarPtr t = makeVar("t", load->type);
  CallPtr ex = opCall("tile.exp", {t});
  VarPtr u = makeVar("u", ex->type);
  CallPtr st = opCall("tile.store", {u, off, acc});
  VarPtr o = makeVar("o", st->type), r = makeVar("r", out->type);
  StmtPtr body = makeSeq(
      {assignAt(t, load, 2), assignAt(u, ex, 3), assignAt(o, st, 4), makeYield({o}, at(5))});
  StmtPtr l = loop(
      {.loopVar = i, .stop = c(4), .iterArgs = {acc}, .body = body, .returnVars = {r}, .line = 1});
  return fn("kern", {x, out}, makeSeq({l, makeReturn({r}, at(6))}), {out->type},
            FunctionType::InCore);
}

TEST(TypeCheck, WellTypedTileKernelPasses) {
  Diagnostics ds = tc(tileKernel());
  EXPECT_TRUE(ds.empty()) << dump(ds);
}

TEST(TypeCheck, CallTypeDiffersFromItsRule) {
  VarPtr x = makeVar("x", tensorT({64}));
  // A load whose kwargs say Vec but whose stored type says Mat.
  CallPtr load = makeCall(
      "tile.load", {x, makeTuple({c(0)}), makeTuple({c(16)}), makeTuple({c(16)})},
      {{"target_memory", MemorySpace::Vec}}, {}, tileT({16}, DataType::FP32, MemorySpace::Mat));
  VarPtr t = makeVar("t", load->type);
  Diagnostic d = expectOnly(tc(fn("kern", {x}, assignAt(t, load, 7))), "TypeCheck", 150, 7);
  EXPECT_NE(d.message.find("Call to 'tile.load'"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("in function 'kern'"), std::string::npos) << d.message;
}

TEST(TypeCheck, CallRejectedByTheRegistry) {
  VarPtr t = makeVar("t", tileT({16, 16}, DataType::BF16, MemorySpace::Left));
  CallPtr bad =
      makeCall("tile.matmul", {t}, {}, {}, tileT({16, 16}, DataType::FP32, MemorySpace::Acc));
  VarPtr m = makeVar("m", bad->type);
  Diagnostic d = expectOnly(tc(fn("kern", {t}, assignAt(m, bad, 3))), "TypeCheck", 151, 3);
  EXPECT_NE(d.message.find("expected 2"), std::string::npos) << d.message;
}

TEST(TypeCheck, AssignVarTypeDiffersFromValue) {
  VarPtr n = idx("n"), y = makeVar("y", scalarT(DataType::FP32));
  expectOnly(tc(fn("main", {n}, assignAt(y, add(n, c(1)), 2))), "TypeCheck", 152, 2);
}

TEST(TypeCheck, AssignMemRefIsIgnored) {
  auto mr = std::make_shared<MemRef>();
  mr->name = "mem_vec_0";
  VarPtr x = makeVar("x", tensorT({64}));
  CallPtr load = opCall("tile.load", {x, makeTuple({c(0)}), makeTuple({c(16)}), makeTuple({c(16)})},
                        {{"target_memory", MemorySpace::Vec}});
  VarPtr t = makeVar("t", withMemRef(load->type, mr));
  EXPECT_TRUE(tc(fn("kern", {x}, assignAt(t, load, 1))).empty());
}

TEST(TypeCheck, LoopBoundsMustBeIntegerScalars) {
  VarPtr x = makeVar("x", tensorT({4})), i = idx("i");
  expectOnly(tc(fn("main", {x}, loop({.loopVar = i, .stop = x, .body = makeSeq({}), .line = 4}))),
             "TypeCheck", 107, 4);
  VarPtr f = makeVar("f", scalarT(DataType::FP32)), j = idx("j");
  expectOnly(tc(fn("main", {f}, loop({.loopVar = j, .stop = f, .body = makeSeq({}), .line = 5}))),
             "TypeCheck", 153, 5);
}

TEST(TypeCheck, IfConditionMustBeBool) {
  VarPtr n = idx("n"), y = idx("y");
  Diagnostic d =
      expectOnly(tc(fn("main", {n}, makeIf(n, assignAt(y, c(1), 2), nullptr, {}, at(1)))),
                 "TypeCheck", 108, 1);
  EXPECT_TRUE(startsWith(d.message, "IfStmt condition dtype must be BOOL, but got INDEX"));
  VarPtr x = makeVar("x", tensorT({4})), z = idx("z");
  expectOnly(tc(fn("main", {x}, makeIf(x, assignAt(z, c(1), 2), nullptr, {}, at(1)))), "TypeCheck",
             106, 1);
}

TEST(TypeCheck, YieldTypeDiffersFromIterArgAndReturnVar) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r"), f = makeVar("f", scalarT(DataType::FP32));
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeYield({f}, at(2)),
                    .returnVars = {r},
                    .line = 1});
  Diagnostics ds = tc(fn("main", {n, f}, makeSeq({l, makeReturn({r}, at(3))})));
  ASSERT_EQ(ds.size(), 2u) << dump(ds); // iter_arg vs yield, yield vs return var
  for (const Diagnostic &d : ds) {
    EXPECT_EQ(d.code, 102);
    EXPECT_EQ(d.loc.line, 1);
  }
  EXPECT_TRUE(
      startsWith(ds[0].message,
                 "Dtype mismatch in ForStmt: declared iter_arg[0] dtype != yield value[0] dtype"))
      << ds[0].message;
}

TEST(TypeCheck, IterArgInitDiffersFromIterArg) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r");
  IterArgPtr a = makeIterArg("a", idxT(), constInt(0, DataType::INT32));
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeYield({a}, at(2)),
                    .returnVars = {r},
                    .line = 1});
  Diagnostic d =
      expectOnly(tc(fn("main", {n}, makeSeq({l, makeReturn({r}, at(3))}))), "TypeCheck", 102, 1);
  EXPECT_TRUE(startsWith(d.message, "Dtype mismatch in ForStmt: iter_arg[0] initValue dtype"));
}

TEST(TypeCheck, CarriedTileShapeMismatch) {
  VarPtr x = makeVar("x", tileT({16})), y = makeVar("y", tileT({32})), i = idx("i");
  VarPtr r = makeVar("r", x->type);
  IterArgPtr a = makeIterArg("a", x->type, x);
  StmtPtr l = loop({.loopVar = i,
                    .stop = c(2),
                    .iterArgs = {a},
                    .body = makeYield({y}, at(2)),
                    .returnVars = {r},
                    .line = 1});
  Diagnostics ds = tc(fn("main", {x, y}, makeSeq({l, makeReturn({r}, at(3))})));
  ASSERT_FALSE(ds.empty());
  for (const Diagnostic &d : ds)
    EXPECT_EQ(d.code, 104) << dump(ds);
}

TEST(TypeCheck, IfYieldCountsMustAgree) {
  VarPtr flag = makeVar("flag", scalarT(DataType::BOOL)), q = idx("q");
  StmtPtr s = makeIf(flag, makeYield({c(1), c(2)}, at(2)), makeYield({c(3)}, at(3)), {q}, at(1));
  Diagnostic d =
      expectOnly(tc(fn("main", {flag}, makeSeq({s, makeReturn({q}, at(4))}))), "TypeCheck", 105, 1);
  EXPECT_TRUE(
      startsWith(d.message, "IfStmt size mismatch: then yield=2, else yield=1, return_vars=1"));
}

TEST(TypeCheck, IfBranchTypesMustAgree) {
  VarPtr flag = makeVar("flag", scalarT(DataType::BOOL)), q = idx("q");
  StmtPtr s =
      makeIf(flag, makeYield({c(1)}, at(2)), makeYield({constFloat(1.0)}, at(3)), {q}, at(1));
  Diagnostic d =
      expectOnly(tc(fn("main", {flag}, makeSeq({s, makeReturn({q}, at(4))}))), "TypeCheck", 102, 1);
  EXPECT_NE(d.message.find("then yield value[0] dtype != else yield value[0] dtype"),
            std::string::npos);
}

TEST(TypeCheck, FunctionCallMustHaveTheCalleeReturnType) {
  VarPtr a = idx("a");
  FunctionPtr callee = fn("helper", {a}, makeReturn({a}, at(1)), {idxT()});
  VarPtr b = idx("b"), good = idx("good"), bad = makeVar("bad", scalarT(DataType::FP32));
  auto mkCall = [&](TypePtr t) {
    auto c =
        std::make_shared<Call>("helper", std::vector<ExprPtr>{b}, AttrList{}, AttrList{}, t, true);
    return CallPtr(c);
  };
  FunctionPtr caller = fn("main", {b},
                          makeSeq({assignAt(good, mkCall(idxT()), 2),
                                   assignAt(bad, mkCall(scalarT(DataType::FP32)), 3)}));
  expectOnly(tc(prog({callee, caller})), "TypeCheck", 150, 3);
}

} // namespace
} // namespace pipecheck::testir

// SSAForm: one negative program per code (each breaking only that rule),
// plus well-formed programs that must pass. Line numbers identify statements.
#include <gtest/gtest.h>

#include "tests/ir/test_ir.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

Diagnostics ssa(const FunctionPtr &f) { return verify::verifySSAForm(*prog({f})); }

// for i, (a,) in range(n, init=(n,)): b = a + i; r = yield(b)       (lines 1-3)
// if r < 4: s = r * 2; q = yield(s)  else: q = yield(r)               (lines 4-7)
// return q                                                            (line 8)
FunctionPtr wellFormed() {
  VarPtr n = idx("n"), i = idx("i"), b = idx("b"), r = idx("r"), s = idx("s"), q = idx("q");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr forStmt = loop({.loopVar = i,
                          .stop = n,
                          .iterArgs = {a},
                          .body = makeSeq({assignAt(b, add(a, i), 2), makeYield({b}, at(3))}),
                          .returnVars = {r},
                          .line = 1});
  StmtPtr ifStmt =
      makeIf(lt(r, c(4)), makeSeq({assignAt(s, mul(r, c(2)), 5), makeYield({s}, at(6))}),
             makeYield({r}, at(7)), {q}, at(4));
  return fn("main", {n}, makeSeq({forStmt, ifStmt, makeReturn({q}, at(8))}), {idxT()});
}

TEST(SSAForm, WellFormedProgramPasses) {
  Diagnostics ds = ssa(wellFormed());
  EXPECT_TRUE(ds.empty()) << dump(ds);
}

TEST(SSAForm, VarsInParamTypesAndDynamicDimsAreInScope) {
  VarPtr dimN = idx("N");
  VarPtr x = makeVar("x", makeTensorType(DataType::FP32, {dimN}));
  VarPtr y = makeVar("y", x->type), m = idx("m");
  FunctionPtr f = fn("main", {x}, makeSeq({assignAt(y, x, 1), assignAt(m, add(dimN, c(1)), 2)}));
  EXPECT_TRUE(verify::verifySSAForm(*makeProgram("P", {f}, {dimN})).empty());
  EXPECT_TRUE(ssa(f).empty()); // N also comes from x's type
}

TEST(SSAForm, MultipleAssignment) {
  // x = n + 1; x = x + 2; return x
  VarPtr n = idx("n"), x = idx("x");
  FunctionPtr f = fn("main", {n},
                     makeSeq({assignAt(x, add(n, c(1)), 1), assignAt(x, add(x, c(2)), 2),
                              makeReturn({x}, at(3))}));
  Diagnostic d = expectOnly(ssa(f), "SSAForm", 1, 2);
  EXPECT_TRUE(startsWith(d.message, "Variable 'x' is assigned more than once (2 times), "
                                    "violating SSA form"))
      << d.message;
  EXPECT_NE(d.message.find("in function 'main'"), std::string::npos);
}

TEST(SSAForm, LoopVarBoundTwiceIsAMultipleAssignment) {
  VarPtr n = idx("n"), i = idx("i");
  StmtPtr l1 = loop({.loopVar = i, .stop = n, .body = makeSeq({}), .line = 1});
  StmtPtr l2 = loop({.loopVar = i, .stop = n, .body = makeSeq({}), .line = 2});
  expectOnly(ssa(fn("main", {n}, makeSeq({l1, l2}))), "SSAForm", 1, 2);
}

TEST(SSAForm, ScopeViolationAfterLoop) {
  // for i in range(n): b = i ; y = b + 1   (b is body-local)
  VarPtr n = idx("n"), i = idx("i"), b = idx("b"), y = idx("y");
  StmtPtr l = loop({.loopVar = i, .stop = n, .body = assignAt(b, i, 2), .line = 1});
  Diagnostic d =
      expectOnly(ssa(fn("main", {n}, makeSeq({l, assignAt(y, add(b, c(1)), 3)}))), "SSAForm", 6, 3);
  EXPECT_TRUE(startsWith(d.message, "Variable 'b' used outside its defining scope")) << d.message;
}

TEST(SSAForm, ScopeViolationIterArgAfterLoop) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r"), y = idx("y");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeYield({a}, at(2)),
                    .returnVars = {r},
                    .line = 1});
  expectOnly(ssa(fn("main", {n}, makeSeq({l, assignAt(y, a, 3)}))), "SSAForm", 6, 3);
}

TEST(SSAForm, ScopeViolationBranchLocalAfterIf) {
  VarPtr flag = makeVar("flag", makeScalarType(DataType::BOOL)), t = idx("t"), y = idx("y");
  StmtPtr i = makeIf(flag, assignAt(t, c(1), 2), nullptr, {}, at(1));
  expectOnly(ssa(fn("main", {flag}, makeSeq({i, assignAt(y, t, 3)}))), "SSAForm", 6, 3);
}

TEST(SSAForm, ScopeViolationReturnVarInsideItsLoop) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r"), b = idx("b");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeSeq({assignAt(b, add(a, r), 2), makeYield({b}, at(3))}),
                    .returnVars = {r},
                    .line = 1});
  expectOnly(ssa(fn("main", {n}, makeSeq({l, makeReturn({r}, at(4))}))), "SSAForm", 6, 2);
}

TEST(SSAForm, MissingYieldInLoopWithIterArgs) {
  VarPtr n = idx("n"), i = idx("i"), b = idx("b"), r = idx("r");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = assignAt(b, a, 2),
                    .returnVars = {r},
                    .line = 1});
  Diagnostic d =
      expectOnly(ssa(fn("main", {n}, makeSeq({l, makeReturn({r}, at(3))}))), "SSAForm", 3, 1);
  EXPECT_TRUE(startsWith(d.message,
                         "ForStmt with iter_args must have YieldStmt as last statement in body"));
}

TEST(SSAForm, IfWithReturnVarsNeedsElse) {
  VarPtr flag = makeVar("flag", makeScalarType(DataType::BOOL)), q = idx("q");
  StmtPtr i = makeIf(flag, makeYield({c(1)}, at(2)), nullptr, {q}, at(1));
  Diagnostic d =
      expectOnly(ssa(fn("main", {flag}, makeSeq({i, makeReturn({q}, at(3))}))), "SSAForm", 3, 1);
  EXPECT_TRUE(startsWith(d.message, "IfStmt with return_vars must have else branch"));
}

TEST(SSAForm, ElifYieldShapeIsRejected) {
  // golden text elif_yield: the outer else holds an if with its own return
  // var r_1 and does not yield r itself.
  VarPtr x = makeVar("x", tensorT({8})), n = idx("n"), a = idx("a"), b = idx("b");
  VarPtr r = idx("r"), r1 = idx("r");
  StmtPtr inner =
      makeIf(lt(n, c(5)), makeSeq({assignAt(b, mul(n, c(3)), 6), makeYield({b}, at(7))}),
             makeYield({n}, at(9)), {r1}, at(5));
  StmtPtr outer =
      makeIf(lt(n, c(2)), makeSeq({assignAt(a, add(n, c(10)), 2), makeYield({a}, at(3))}), inner,
             {r}, at(1));
  Diagnostic d = expectOnly(ssa(fn("main", {x, n}, makeSeq({outer, makeReturn({r}, at(10))}))),
                            "SSAForm", 3, 1);
  EXPECT_TRUE(
      startsWith(d.message, "IfStmt else branch must end with YieldStmt when return_vars exist"))
      << d.message;
}

TEST(SSAForm, IterArgsReturnVarsMismatch) {
  VarPtr n = idx("n"), i = idx("i");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeYield({a}, at(2)),
                    .returnVars = {},
                    .line = 1});
  Diagnostic d = expectOnly(ssa(fn("main", {n}, l)), "SSAForm", 4, 1);
  EXPECT_TRUE(startsWith(d.message, "ForStmt iter_args count (1) != return_vars count (0)"));
}

TEST(SSAForm, LoopYieldCountMismatch) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeYield({a, a}, at(2)),
                    .returnVars = {r},
                    .line = 1});
  Diagnostic d =
      expectOnly(ssa(fn("main", {n}, makeSeq({l, makeReturn({r}, at(3))}))), "SSAForm", 5, 1);
  EXPECT_TRUE(startsWith(d.message, "ForStmt YieldStmt value count (2) != iter_args count (1)"));
}

TEST(SSAForm, IfYieldCountMismatch) {
  VarPtr flag = makeVar("flag", makeScalarType(DataType::BOOL)), q = idx("q");
  StmtPtr i = makeIf(flag, makeYield({c(1), c(2)}, at(2)), makeYield({c(3)}, at(3)), {q}, at(1));
  Diagnostic d =
      expectOnly(ssa(fn("main", {flag}, makeSeq({i, makeReturn({q}, at(4))}))), "SSAForm", 5, 1);
  EXPECT_TRUE(startsWith(d.message,
                         "IfStmt then-branch YieldStmt value count (2) != return_vars count (1)"));
}

TEST(SSAForm, MisplacedYield) {
  VarPtr n = idx("n"), i = idx("i"), b = idx("b");
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .body = makeSeq({makeYield({}, at(2)), assignAt(b, i, 3)}),
                    .line = 1});
  expectOnly(ssa(fn("main", {n}, l)), "SSAForm", 7, 2);
}

TEST(SSAForm, DiagnosticsNameTheirFunction) {
  VarPtr n = idx("n"), x = idx("x");
  FunctionPtr bad = fn("kernel_b", {n}, makeSeq({assignAt(x, n, 1), assignAt(x, n, 2)}));
  Diagnostics ds = verify::verifySSAForm(*prog({wellFormed(), bad}));
  ASSERT_EQ(ds.size(), 1u) << dump(ds);
  EXPECT_NE(ds[0].message.find("in function 'kernel_b'"), std::string::npos);
}

} // namespace
} // namespace pipecheck::testir

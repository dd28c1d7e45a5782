// UseAfterDef: uses before their definition, iter_args outside their loop,
// return vars inside their loop; leak-mode (non-SSA) definitions pass.
#include <gtest/gtest.h>

#include "tests/ir/test_ir.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

Diagnostics uad(const FunctionPtr &f) { return verify::verifyUseAfterDef(*prog({f})); }

TEST(UseAfterDef, UseBeforeAssign) {
  // y = x + 1; x = n; return y
  VarPtr n = idx("n"), x = idx("x"), y = idx("y");
  Diagnostic d = expectOnly(
      uad(fn("main", {n},
             makeSeq({assignAt(y, add(x, c(1)), 1), assignAt(x, n, 2), makeReturn({y}, at(3))}))),
      "UseAfterDef", 401, 1);
  EXPECT_TRUE(startsWith(d.message, "Variable 'x' used before definition in function 'main'"))
      << d.message;
}

TEST(UseAfterDef, IterArgOnlyInsideItsLoop) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r"), y = idx("y");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeYield({a}, at(2)),
                    .returnVars = {r},
                    .line = 1});
  expectOnly(uad(fn("main", {n}, makeSeq({l, assignAt(y, add(a, r), 3)}))), "UseAfterDef", 401, 3);
}

TEST(UseAfterDef, IterArgInitIsEvaluatedOutsideTheLoop) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r");
  IterArgPtr a = makeIterArg("a", idxT(), i); // init uses the loop's own var
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeYield({a}, at(2)),
                    .returnVars = {r},
                    .line = 1});
  expectOnly(uad(fn("main", {n}, l)), "UseAfterDef", 401, 1);
}

TEST(UseAfterDef, ReturnVarOnlyAfterItsLoop) {
  VarPtr n = idx("n"), i = idx("i"), r = idx("r"), b = idx("b");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeSeq({assignAt(b, add(a, r), 2), makeYield({b}, at(3))}),
                    .returnVars = {r},
                    .line = 1});
  expectOnly(uad(fn("main", {n}, makeSeq({l, makeReturn({r}, at(4))}))), "UseAfterDef", 401, 2);
}

TEST(UseAfterDef, BranchLocalsHiddenBehindReturnVars) {
  VarPtr flag = makeVar("flag", makeScalarType(DataType::BOOL)), s = idx("s"), q = idx("q");
  StmtPtr i = makeIf(flag, makeSeq({assignAt(s, c(1), 2), makeYield({s}, at(3))}),
                     makeYield({c(0)}, at(4)), {q}, at(1));
  expectOnly(uad(fn("main", {flag}, makeSeq({i, makeReturn({s}, at(5))}))), "UseAfterDef", 401, 5);
}

TEST(UseAfterDef, LeakModeDefinitionsAreVisible) {
  // if_elif_else shape: a assigned in every branch (same Var), used after.
  VarPtr n = idx("n"), a = idx("a"), i = idx("i"), t = idx("t");
  StmtPtr inner =
      makeIf(lt(n, c(5)), assignAt(a, mul(n, c(3)), 3), assignAt(a, sub(n, c(1)), 4), {}, at(2));
  StmtPtr outer = makeIf(lt(n, c(2)), assignAt(a, add(n, c(10)), 1), inner, {}, at(0));
  // A loop without return vars leaks its body definitions too.
  StmtPtr l = loop({.loopVar = i, .stop = n, .body = assignAt(t, i, 6), .line = 5});
  // So does an if without else (only the then branch defines u).
  VarPtr u = idx("u");
  StmtPtr thenOnly = makeIf(lt(n, c(0)), assignAt(u, c(1), 8), nullptr, {}, at(7));
  Diagnostics ds =
      uad(fn("main", {n}, makeSeq({outer, l, thenOnly, makeReturn({add(add(a, t), u)}, at(9))})));
  EXPECT_TRUE(ds.empty()) << dump(ds);
}

TEST(UseAfterDef, ParamTypeVarsAreDefined) {
  VarPtr dimN = idx("N");
  VarPtr x = makeVar("x", makeTensorType(DataType::FP32, {dimN}));
  VarPtr m = idx("m");
  EXPECT_TRUE(uad(fn("main", {x}, assignAt(m, add(dimN, c(1)), 1))).empty());
  VarPtr stray = idx("K");
  VarPtr y = makeVar("y", makeTensorType(DataType::FP32, {stray}));
  VarPtr z = makeVar("z", y->type);
  // y is a param but its dim K is only in y's type: defined. z = y is fine.
  EXPECT_TRUE(uad(fn("main", {y}, assignAt(z, y, 1))).empty());
  // A use of a var whose type mentions an undefined dim is reported.
  VarPtr w = makeVar("w", makeTensorType(DataType::FP32, {stray}));
  expectOnly(uad(fn("main", {x}, makeSeq({assignAt(w, x, 1), assignAt(z, w, 2)}))), "UseAfterDef",
             401, 2);
}

} // namespace
} // namespace pipecheck::testir

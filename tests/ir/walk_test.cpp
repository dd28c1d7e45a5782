// Generic walks: statement and expression order, binding sites, uses.
#include "core/ir/walk.h"

#include <gtest/gtest.h>

#include "core/ir/describe.h"
#include "tests/ir/test_ir.h"

namespace pipecheck::testir {
namespace {

struct Fixture {
  VarPtr n = idx("n"), i = idx("i"), b = idx("b"), r = idx("r"), s = idx("s"), q = idx("q");
  IterArgPtr a = makeIterArg("a", idxT(), n);
  VarPtr flag = makeVar("flag", makeScalarType(DataType::BOOL));
  StmtPtr assignB, yieldB, forStmt, ifStmt, ret;
  FunctionPtr f;
  Fixture() {
    // for i, (a,) in range(n, init=(n,)): b = a + i; r = yield(b)
    // if flag: s = r * 2; q = yield(s)  else: q = yield(r)
    // return q
    assignB = makeAssign(b, add(a, i), at(2));
    yieldB = makeYield({b}, at(3));
    forStmt = loop({.loopVar = i,
                    .stop = n,
                    .iterArgs = {a},
                    .body = makeSeq({assignB, yieldB}),
                    .returnVars = {r},
                    .line = 1});
    ifStmt = makeIf(flag, makeSeq({makeAssign(s, mul(r, c(2)), at(5)), makeYield({s}, at(6))}),
                    makeYield({r}, at(7)), {q}, at(4));
    ret = makeReturn({q}, at(8));
    f = fn("f", {n, flag}, makeSeq({forStmt, ifStmt, ret}), {idxT()});
  }
};

TEST(Walk, ForEachStmtIsPreOrder) {
  Fixture fx;
  std::vector<std::string> kinds;
  forEachStmt(fx.f->body, [&](const StmtPtr &s) {
    kinds.push_back(std::string(s->typeName()) + "@" + std::to_string(s->loc.line));
  });
  std::vector<std::string> want = {"SeqStmts@0",  "ForStmt@1",   "SeqStmts@0",  "AssignStmt@2",
                                   "YieldStmt@3", "IfStmt@4",    "SeqStmts@0",  "AssignStmt@5",
                                   "YieldStmt@6", "YieldStmt@7", "ReturnStmt@8"};
  EXPECT_EQ(kinds, want);
}

TEST(Walk, ForEachExprVisitsOwnExpressionsPreOrder) {
  Fixture fx;
  std::vector<std::string> seen;
  forEachOwnExpr(*fx.forStmt, [&](const ExprPtr &e) { seen.push_back(describe(e)); });
  // start, stop, step, then the iter_arg init value; not the body.
  EXPECT_EQ(seen, (std::vector<std::string>{"0", "n", "1", "n"}));
  seen.clear();
  forEachExpr(fx.assignB, [&](const ExprPtr &e) { seen.push_back(describe(e)); });
  EXPECT_EQ(seen, (std::vector<std::string>{"a + i", "a", "i"}));
}

TEST(Walk, ExprValuedAttrsAreWalked) {
  VarPtr n = idx("n"), m = idx("m");
  auto call = makeCall("tile.alloc", {c(1), n}, {}, {{"bound", ExprPtr(add(m, c(2)))}},
                       makePtrType());
  std::vector<std::string> seen;
  forEachOwnExpr(*makeEval(call), [&](const ExprPtr &e) { seen.push_back(describe(e)); });
  EXPECT_EQ(seen, (std::vector<std::string>{"pl.tile.alloc(1, n, ...)", "1", "n", "m + 2", "m",
                                            "2"}));
}

TEST(Walk, ForEachExprIntoTypesSeesShapeVars) {
  VarPtr dim = idx("N");
  VarPtr t = makeVar("t", makeTensorType(DataType::FP32, {dim}));
  VarPtr y = makeVar("y", t->type);
  StmtPtr s = makeAssign(y, t);
  int withTypes = 0, without = 0;
  forEachExpr(s, [&](const ExprPtr &e) { without += e == dim; });
  forEachExpr(
      s, [&](const ExprPtr &e) { withTypes += e == dim; }, true);
  EXPECT_EQ(without, 0);
  EXPECT_EQ(withTypes, 1);
}

TEST(Walk, CollectDefsListsEveryBindingSite) {
  Fixture fx;
  std::vector<std::string> got;
  for (const DefSite &d : collectDefs(*fx.f))
    got.push_back(d.var->name + ":" + std::string(d.field));
  std::vector<std::string> want = {"n:params",      "flag:params", "i:loop_var",    "a:iter_args",
                                   "r:return_vars", "b:var",       "q:return_vars", "s:var"};
  EXPECT_EQ(got, want);
  EXPECT_EQ(collectDefs(*fx.f)[0].stmt, nullptr);
  EXPECT_EQ(collectDefs(*fx.f)[2].stmt, fx.forStmt);
}

TEST(Walk, CollectUsesAttributesEachUseToItsStatement) {
  Fixture fx;
  std::vector<std::string> got;
  for (const UseSite &u : collectUses(*fx.f))
    got.push_back(u.var->name + "@" + std::to_string(u.stmt->loc.line));
  std::vector<std::string> want = {"n@1",    "n@1", "a@2", "i@2", "b@3",
                                   "flag@4", "r@5", "s@6", "r@7", "q@8"};
  EXPECT_EQ(got, want);
}

TEST(Walk, ForEachTypeExprSeesViewExpressions) {
  VarPtr v = idx("v");
  TileView view;
  view.validShape = {v, c(8)};
  TypePtr t = makeTileType(DataType::FP32, {c(16), c(8)}, MemorySpace::Vec, view);
  TypePtr tup = makeTupleType({t, makeScalarType(DataType::INDEX)});
  int count = 0, vars = 0;
  forEachTypeExpr(tup, [&](const ExprPtr &e) {
    ++count;
    vars += e == v;
  });
  EXPECT_EQ(count, 4); // shape 16, 8, valid_shape v, 8
  EXPECT_EQ(vars, 1);
}

} // namespace
} // namespace pipecheck::testir

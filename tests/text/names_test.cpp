// Name disambiguation (PyPTO's BuildVarRenameMap) on hand-built IR: the
// collection order (params, body defs in DFS pre-order with for = loop var,
// return vars, iter args; if = return vars before branches; then uses), the
// reservation of unique hints, first-free suffixes, and __FREE_VAR marking.
#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "core/text/names.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

using namespace ir;

TypePtr idx() { return makeScalarType(DataType::INDEX); }

StmtPtr loop(VarPtr lv, ExprPtr stop, StmtPtr body) {
  ForSpec s;
  s.loopVar = std::move(lv);
  s.start = constInt(0);
  s.stop = std::move(stop);
  s.step = constInt(1);
  s.body = std::move(body);
  return makeFor(std::move(s));
}

TEST(Names, FourSiblingLoopsNamedJ) {
  auto n = makeVar("n", idx());
  std::vector<StmtPtr> stmts;
  for (int k = 0; k < 4; ++k) {
    auto j = makeVar("j", idx());
    stmts.push_back(loop(j, n, makeAssign(makeVar("k", idx()), add(j, constInt(1)))));
  }
  std::string text = printStmt(makeSeq(stmts));
  for (const char *name : {"for j in", "for j_1 in", "for j_2 in", "for j_3 in", "k_3:"})
    EXPECT_NE(text.find(name), std::string::npos) << name << "\n" << text;
  EXPECT_EQ(text.find("j_4"), std::string::npos);
}

TEST(Names, UniqueHintIsReservedBeforeCollisionsAreRenamed) {
  auto r1 = makeVar("r", idx()), r2 = makeVar("r", idx()), r3 = makeVar("r_1", idx());
  NameMap m = buildRenameMap({r1.get(), r2.get(), r3.get()});
  EXPECT_EQ(m[r1.get()], "r");
  EXPECT_EQ(m[r2.get()], "r_2"); // r_1 is held by a unique hint
  EXPECT_EQ(m[r3.get()], "r_1");
}

TEST(Names, DuplicatesCountOnceAtTheirFirstPosition) {
  auto a = makeVar("a", idx()), b = makeVar("a", idx());
  NameMap m = buildRenameMap({b.get(), a.get(), b.get()});
  EXPECT_EQ(m[b.get()], "a");
  EXPECT_EQ(m[a.get()], "a_1");
}

// The search for a free suffix resumes per base (names.cpp): it must still
// give the first free name when other bases' renames take names in between.
TEST(Names, FirstFreeSuffixWithInterleavedBases) {
  auto a = makeVar("x", idx()), b = makeVar("x_1", idx()), c = makeVar("x", idx()),
       d = makeVar("x_1", idx()), e = makeVar("x", idx());
  NameMap m = buildRenameMap({a.get(), b.get(), c.get(), d.get(), e.get()});
  EXPECT_EQ(m[a.get()], "x");
  EXPECT_EQ(m[b.get()], "x_1");
  EXPECT_EQ(m[c.get()], "x_2"); // x and x_1 are taken
  EXPECT_EQ(m[d.get()], "x_1_1");
  EXPECT_EQ(m[e.get()], "x_3");
}

TEST(Names, ManyHoldersOfOneHint) {
  std::vector<VarPtr> vs;
  std::vector<const Var *> ordered;
  for (int k = 0; k < 3000; ++k) {
    vs.push_back(makeVar(k == 1500 ? "t_7" : "t", idx()));
    ordered.push_back(vs.back().get());
  }
  NameMap m = buildRenameMap(ordered);
  EXPECT_EQ(m[vs[0].get()], "t");
  EXPECT_EQ(m[vs[7].get()], "t_8"); // t_7 is a unique hint, reserved first
  EXPECT_EQ(m[vs[1500].get()], "t_7");
  EXPECT_EQ(m[vs[2999].get()], "t_2999");
}

TEST(Names, DefUseOrderOfForAndIf) {
  auto i = makeVar("i", idx());
  auto init = makeVar("s0", idx());
  auto ia = makeIterArg("acc", idx(), init);
  auto rv = makeVar("r", idx());
  auto inner = makeVar("t", idx());
  auto ifRv = makeVar("q", idx());
  StmtPtr ifs = makeIf(lt(i, constInt(2)), makeYield({ia}), makeYield({inner}), {ifRv});
  ForSpec s;
  s.loopVar = i;
  s.start = constInt(0);
  s.stop = constInt(4);
  s.step = constInt(1);
  s.iterArgs = {ia};
  s.returnVars = {rv};
  s.body = makeSeq({makeAssign(inner, add(ia, i)), ifs, makeYield({ifRv})});
  DefUse du = collectDefUse(makeFor(std::move(s)));
  std::vector<const Var *> expectDefs = {i.get(), rv.get(), ia.get(), inner.get(), ifRv.get()};
  EXPECT_EQ(du.defs, expectDefs);
  // init value (a use) comes first, then the body's uses in visit order.
  std::vector<const Var *> expectUses = {init.get(), ia.get(), i.get(), inner.get(), ifRv.get()};
  EXPECT_EQ(du.uses, expectUses);
}

TEST(Names, IfReturnVarsAreNamedBeforeBranchDefinitions) {
  // The if's return var `x` is defined before the then-branch assigns another
  // `x`, so the return var keeps `x` and the branch var becomes `x_1`.
  auto c = makeVar("c", makeScalarType(DataType::BOOL));
  auto inner = makeVar("x", idx());
  auto rv = makeVar("x", idx());
  StmtPtr ifs = makeIf(c, makeSeq({makeAssign(inner, constInt(1)), makeYield({inner})}),
                       makeYield({constInt(2)}), {rv});
  std::string text = printStmt(makeSeq({ifs, makeReturn({rv})}));
  EXPECT_EQ(text, "if c:\n"
                  "    x_1: pl.Scalar[pl.INDEX] = 1\n"
                  "    x: pl.Scalar[pl.INDEX] = pl.yield_(x_1)\n"
                  "else:\n"
                  "    x: pl.Scalar[pl.INDEX] = pl.yield_(2)\n"
                  "return x");
}

TEST(Names, ParamsComeFirstAndFreeVarsAreMarked) {
  auto f = std::make_shared<Function>();
  f->name = "main";
  auto x = makeVar("x", idx());
  auto xBody = makeVar("x", idx());
  auto stray = makeVar("ghost", idx());
  f->params = {x};
  f->directions = {ParamDirection::In};
  f->returnTypes = {idx()};
  f->body = makeSeq({makeAssign(xBody, add(x, stray)), makeReturn({xBody})});
  std::string text = printFunction(*f);
  EXPECT_EQ(text, "@pl.function\n"
                  "def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
                  "    x_1: pl.Scalar[pl.INDEX] = x + ghost__FREE_VAR\n"
                  "    return x_1");
}

} // namespace
} // namespace pipecheck::text

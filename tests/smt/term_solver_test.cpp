// Tests of the term language and the Z3 boundary: exact floor/trunc division
// against C++ reference arithmetic, verdict mapping, time limits and model
// minimisation.
#include <gtest/gtest.h>

#include "oracle/smt/solver.h"

namespace pipecheck::smt {
namespace {

// Reference quotient computed without the code under test.
int64_t refDiv(int64_t x, int64_t d, DivMode m) {
  int64_t q = x / d; // C++ truncates
  if (m == DivMode::Floor && x % d != 0 && ((x < 0) != (d < 0)))
    q -= 1;
  return q;
}

class DivModTest : public ::testing::TestWithParam<DivMode> {};

TEST_P(DivModTest, SymbolicMatchesReference) {
  const DivMode mode = GetParam();
  for (int64_t x : {-17, -9, -8, -1, 0, 1, 7, 8, 23}) {
    for (int64_t d : {-5, -3, -1, 1, 2, 3, 8}) {
      TermFactory tf;
      TermPtr xs = intSym("x");
      auto [q, r] = tf.divMod(xs, intConst(d), mode);
      std::vector<TermPtr> as{eq(xs, intConst(x))};
      as.insert(as.end(), tf.sides().begin(), tf.sides().end());
      SolveResult res = solve(as, {{"q", q}, {"r", r}}, {}, {});
      ASSERT_EQ(res.status, SatStatus::Sat);
      int64_t eq = refDiv(x, d, mode);
      EXPECT_EQ(res.values[0].second, eq) << x << " // " << d << " " << name(mode);
      EXPECT_EQ(res.values[1].second, x - eq * d) << x << " % " << d << " " << name(mode);
    }
  }
}

TEST_P(DivModTest, QuotientIsAFunction) {
  // Two different quotients for one (x, d) must be impossible: this is what
  // lets side constraints sit at the top level of a query.
  TermFactory tf;
  TermPtr x = intSym("x"), d = intSym("d");
  auto [q1, r1] = tf.divMod(x, d, GetParam());
  TermFactory tf2;
  auto [q2, r2] = tf2.divMod(x, d, GetParam());
  std::vector<TermPtr> as{notT(eq(q1, q2))};
  as.insert(as.end(), tf.sides().begin(), tf.sides().end());
  as.insert(as.end(), tf2.sides().begin(), tf2.sides().end());
  EXPECT_EQ(solve(as, {}, {}, {}).status, SatStatus::Unsat);
}

INSTANTIATE_TEST_SUITE_P(Modes, DivModTest, ::testing::Values(DivMode::Floor, DivMode::Trunc));

TEST(DivModTest, ConstantsFold) {
  TermFactory tf;
  auto [q, r] = tf.divMod(intConst(-7), intConst(2), DivMode::Floor);
  int64_t v;
  ASSERT_TRUE(isIntConst(q, &v));
  EXPECT_EQ(v, -4);
  ASSERT_TRUE(isIntConst(r, &v));
  EXPECT_EQ(v, 1);
  auto [qt, rt] = tf.divMod(intConst(-7), intConst(2), DivMode::Trunc);
  ASSERT_TRUE(isIntConst(qt, &v));
  EXPECT_EQ(v, -3);
  ASSERT_TRUE(isIntConst(rt, &v));
  EXPECT_EQ(v, -1);
  EXPECT_TRUE(tf.sides().empty());
}

TEST(SolverTest, UnsatAndSat) {
  TermPtr x = intSym("x");
  EXPECT_EQ(solve({lt(x, intConst(0)), lt(intConst(0), x)}, {}, {}, {}).status, SatStatus::Unsat);
  SolveResult r = solve({lt(intConst(41), x), lt(x, intConst(43))}, {{"x", x}}, {}, {});
  ASSERT_EQ(r.status, SatStatus::Sat);
  EXPECT_EQ(r.values.at(0).second, 42);
}

TEST(SolverTest, ModelIsMinimised) {
  TermPtr x = intSym("x"), y = intSym("y");
  // Many models; the smallest common bound is 6 (x > 5 or x < -1000; y = x).
  std::vector<TermPtr> as{orT({lt(intConst(5), x), lt(x, intConst(-1000))}), eq(y, x),
                          orT({lt(intConst(100000), x), lt(x, intConst(6000))})};
  SolveResult r = solve(as, {{"x", x}}, {x, y}, {});
  ASSERT_EQ(r.status, SatStatus::Sat);
  EXPECT_EQ(r.values.at(0).second, 6);
}

// Disabled: on a loaded 2-core machine Z3 4.8.12's nonlinear solver did not
// honour the 1 ms limit and the test hung for the whole ctest timeout. The
// coverage queries are linear (division by constants only), where the limit
// is honoured. TODO: a linear problem hard enough to hit the limit reliably.
TEST(SolverTest, DISABLED_TimeLimitIsNeverAProof) {
  // Factoring a semiprime with nonlinear integer arithmetic and a 1 ms limit.
  TermPtr p = intSym("p"), q = intSym("q");
  std::vector<TermPtr> as{lt(intConst(1), p), lt(intConst(1), q),
                          eq(mul(p, q), intConst(1000000016000000063LL))};
  SolverOptions o;
  o.timeoutMs = 1;
  SolveResult r = solve(as, {}, {}, o);
  EXPECT_TRUE(r.status == SatStatus::Timeout || r.status == SatStatus::Unknown ||
              r.status == SatStatus::Sat)
      << name(r.status);
  EXPECT_NE(r.status, SatStatus::Unsat);
}

TEST(TermTest, PrintsAndFolds) {
  TermPtr x = intSym("x");
  EXPECT_EQ(str(add(x, intConst(0))), "x");
  EXPECT_EQ(str(mul(intConst(2), intConst(21))), "42");
  EXPECT_EQ(str(andT({boolConst(true), lt(x, intConst(3))})), "(< x 3)");
  EXPECT_TRUE(isFalse(andT({lt(x, intConst(3)), boolConst(false)})));
  EXPECT_EQ(str(notT(notT(lt(x, intConst(3))))), "(< x 3)");
}

} // namespace
} // namespace pipecheck::smt

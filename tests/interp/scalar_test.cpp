// Scalar semantics: floor vs truncating division, integer widths, FP32
// exactness, casts and the scalar traps. Expected values are worked out by
// hand (Python's // and % for floor; C's for trunc).
#include "tests/interp/build_helpers.h"

namespace pipecheck::interp::testing {
namespace {

// kernel(a, b) -> a OP b, all INDEX.
ProgramPtr binaryProgram(BinaryOp bop, DataType d = DataType::INDEX) {
  FnBuilder f("k");
  VarPtr a = f.scalar("a", d), b = f.scalar("b", d);
  VarPtr r = f.let("r", makeBinary(bop, a, b));
  f.ret({r});
  return program({f.build({makeScalarType(d)})});
}

int64_t runInt(const Program &p, int64_t a, int64_t b, DivMode mode = DivMode::Floor) {
  Inputs in;
  in.scalars = {{"a", a}, {"b", b}};
  Options opt;
  opt.divMode = mode;
  Outputs o = runOk(p, "k", in, opt);
  if (o.values.size() != 1)
    return INT64_MIN;
  return outputInts(o.values[0])[0];
}

TEST(InterpScalar, FloorDivisionAndModulo) {
  auto div = binaryProgram(BinaryOp::FloorDiv);
  auto mod = binaryProgram(BinaryOp::FloorMod);
  EXPECT_EQ(runInt(*div, -7, 2), -4);
  EXPECT_EQ(runInt(*mod, -7, 2), 1);
  EXPECT_EQ(runInt(*div, 7, -2), -4);
  EXPECT_EQ(runInt(*mod, 7, -2), -1);
  EXPECT_EQ(runInt(*div, 7, 2), 3);
  EXPECT_EQ(runInt(*mod, -8, 4), 0);
}

TEST(InterpScalar, TruncatingDivisionAndModulo) {
  auto div = binaryProgram(BinaryOp::FloorDiv);
  auto mod = binaryProgram(BinaryOp::FloorMod);
  EXPECT_EQ(runInt(*div, -7, 2, DivMode::Trunc), -3);
  EXPECT_EQ(runInt(*mod, -7, 2, DivMode::Trunc), -1);
  EXPECT_EQ(runInt(*div, 7, -2, DivMode::Trunc), -3);
  EXPECT_EQ(runInt(*mod, 7, -2, DivMode::Trunc), 1);
}

TEST(InterpScalar, DivisionByZeroTrapsWithStatement) {
  auto div = binaryProgram(BinaryOp::FloorDiv);
  Inputs in;
  in.scalars = {{"a", 5}, {"b", 0}};
  RunResult r = run(*div, "k", in);
  const Trap *t = std::get_if<Trap>(&r.outcome);
  ASSERT_TRUE(t) << describe(r.outcome);
  EXPECT_NE(t->message.find("integer division by zero"), std::string::npos) << t->message;
  EXPECT_NE(t->message.find("a // b"), std::string::npos) << t->message;
  EXPECT_EQ(t->where.function, "k");
  EXPECT_EQ(t->where.stmt, "r = a // b");
}

TEST(InterpScalar, Int32WrapsIndexOverflowTraps) {
  auto add32 = binaryProgram(BinaryOp::Add, DataType::INT32);
  EXPECT_EQ(runInt(*add32, 2147483647, 1), -2147483648LL);
  auto mul64 = binaryProgram(BinaryOp::Mul);
  Inputs in;
  in.scalars = {{"a", int64_t{1} << 62}, {"b", 4}};
  RunResult r = run(*mul64, "k", in);
  const Trap *t = std::get_if<Trap>(&r.outcome);
  ASSERT_TRUE(t) << describe(r.outcome);
  EXPECT_NE(t->message.find("integer overflow"), std::string::npos);
}

TEST(InterpScalar, Fp32ArithmeticIsSinglePrecision) {
  FnBuilder f("k");
  // 16777216 + 1 is not representable in binary32: the sum rounds to 16777216.
  VarPtr s = f.let("s", add(cf(16777216.0), cf(1.0)));
  // 0.1 + 0.2 in float is 0x3E99999A = 0.300000011920928955078125.
  VarPtr t = f.let("t", add(cf(0.1), cf(0.2)));
  f.ret({s, t});
  auto p = program({f.build()});
  Outputs o = runOk(*p, "k", {});
  ASSERT_EQ(o.values.size(), 2u);
  EXPECT_EQ(outputFloats(o.values[0])[0], 16777216.0);
  EXPECT_EQ(o.values[1].bitsAt(0), 0x3E99999Au);
}

TEST(InterpScalar, CastsAndComparisons) {
  FnBuilder f("k");
  VarPtr a = f.let("a", makeCast(cf(-2.5), DataType::INDEX));      // trunc toward zero: -2
  VarPtr b = f.let("b", makeCast(ci(300), DataType::INT32));       // fits: 300
  VarPtr c = f.let("c", makeBinary(BinaryOp::Lt, ci(3), cf(3.5))); // True
  VarPtr d = f.let("d", makeBinary(BinaryOp::Max, ci(-4), ci(9))); // 9
  f.ret({a, b, c, d});
  auto p = program({f.build()});
  Outputs o = runOk(*p, "k", {});
  ASSERT_EQ(o.values.size(), 4u);
  EXPECT_EQ(outputInts(o.values[0])[0], -2);
  EXPECT_EQ(outputInts(o.values[1])[0], 300);
  EXPECT_EQ(o.values[2].elementText(0), "True");
  EXPECT_EQ(outputInts(o.values[3])[0], 9);
}

TEST(InterpScalar, UndefinedVariableTraps) {
  FnBuilder f("k");
  VarPtr ghost = makeVar("ghost", makeScalarType(DataType::INDEX));
  VarPtr r = f.let("r", add(ghost, ci(1)));
  f.ret({r});
  auto p = program({f.build()});
  RunResult res = run(*p, "k", {});
  const Trap *t = std::get_if<Trap>(&res.outcome);
  ASSERT_TRUE(t) << describe(res.outcome);
  EXPECT_NE(t->message.find("undefined variable 'ghost'"), std::string::npos);
}

TEST(InterpScalar, MissingScalarInputIsInternalError) {
  auto p = binaryProgram(BinaryOp::Add);
  Inputs in;
  in.scalars = {{"a", 1}};
  RunResult r = run(*p, "k", in);
  const InternalError *e = std::get_if<InternalError>(&r.outcome);
  ASSERT_TRUE(e) << describe(r.outcome);
  EXPECT_NE(e->message.find("'b'"), std::string::npos);
}

} // namespace
} // namespace pipecheck::interp::testing

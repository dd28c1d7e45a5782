// structuralHash: consistent with structuralEqual on alpha-renamed copies,
// and distinguishes the near misses the equality tests also distinguish.
// A seeded random generator builds straight-line functions twice with fresh,
// differently named vars; every pair must be equal with equal hashes, and a
// one-constant mutation must be unequal with the path at the mutated line.
#include <random>

#include <gtest/gtest.h>

#include "core/ir/equal.h"
#include "tests/ir/test_ir.h"

namespace pipecheck::testir {
namespace {

// A random straight-line function: each statement assigns a binary op over
// earlier vars/params/constants. The choices come from a copy of the PRNG so
// two calls with the same seed build the same shape; mutateAt changes the
// constant chosen for statement k (if that statement uses a constant).
FunctionPtr randomFunction(uint32_t seed, const std::string &suffix, int mutateAt = -1,
                           int *mutatedLine = nullptr) {
  std::mt19937 rng(seed);
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<uint32_t>(n)); };
  std::vector<VarPtr> params = {idx("p" + suffix), idx("q" + suffix)};
  std::vector<VarPtr> live = params;
  std::vector<StmtPtr> stmts;
  const BinaryOp ops[] = {BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul, BinaryOp::FloorDiv,
                          BinaryOp::Min};
  int count = 3 + pick(6);
  for (int k = 0; k < count; ++k) {
    ExprPtr lhs = live[pick(static_cast<int>(live.size()))];
    ExprPtr rhs;
    if (pick(2) == 0) {
      int64_t v = pick(10);
      if (k == mutateAt) {
        v += 100;
        if (mutatedLine)
          *mutatedLine = k;
      }
      rhs = c(v);
    } else {
      rhs = live[pick(static_cast<int>(live.size()))];
    }
    VarPtr out = idx("v" + std::to_string(k) + suffix);
    stmts.push_back(makeAssign(out, makeBinary(ops[pick(5)], lhs, rhs)));
    live.push_back(out);
  }
  stmts.push_back(makeReturn({live.back()}));
  return fn("f", params, makeSeq(stmts), {idxT()});
}

TEST(StructuralHash, RandomAlphaRenamedCopiesAreEqualWithEqualHashes) {
  for (uint32_t seed = 1; seed <= 200; ++seed) {
    FunctionPtr a = randomFunction(seed, ""), b = randomFunction(seed, "_x");
    EqualResult r = structuralEqual(a, b);
    ASSERT_TRUE(r.equal) << "seed " << seed << ": " << r.str();
    ASSERT_EQ(structuralHash(a), structuralHash(b)) << "seed " << seed;
  }
}

TEST(StructuralHash, RandomConstantMutationIsFoundAtItsStatement) {
  int mutated = 0;
  for (uint32_t seed = 1; seed <= 200; ++seed) {
    for (int k = 0; k < 8; ++k) {
      int line = -1;
      FunctionPtr a = randomFunction(seed, "");
      FunctionPtr b = randomFunction(seed, "_y", k, &line);
      if (line < 0)
        continue; // statement k has no constant (or does not exist)
      ++mutated;
      EqualResult r = structuralEqual(a, b);
      ASSERT_FALSE(r.equal) << "seed " << seed;
      EXPECT_EQ(r.path.rfind("body[" + std::to_string(line) + "].value", 0), 0u) << r.path;
      EXPECT_NE(structuralHash(a), structuralHash(b)) << "seed " << seed << " stmt " << k;
    }
  }
  EXPECT_GT(mutated, 100); // the generator really exercised the mutation
}

TEST(StructuralHash, DistinguishesOpsConstantsAndDtypes) {
  VarPtr n = idx("n");
  EXPECT_NE(structuralHash(add(n, c(1))), structuralHash(sub(n, c(1))));
  EXPECT_NE(structuralHash(add(n, c(1))), structuralHash(add(n, c(2))));
  EXPECT_NE(structuralHash(c(1)), structuralHash(constInt(1, DataType::INT32)));
  EXPECT_EQ(structuralHash(c(1)), structuralHash(constInt(1, DataType::INT64)));
}

TEST(StructuralHash, SeqOfOneDiffersFromTheStatement) {
  StmtPtr a = makeAssign(idx("y"), c(1));
  EXPECT_NE(structuralHash(makeSeq({a})), structuralHash(a));
}

TEST(StructuralHash, KindAndAttrPresenceChangeTheHash) {
  auto mk = [](ForKind k, AttrList attrs) {
    VarPtr n = idx("n"), i = idx("i");
    return fn(
        "f", {n},
        loop({.loopVar = i, .stop = n, .body = makeSeq({}), .kind = k, .attrs = std::move(attrs)}));
  };
  uint64_t base = structuralHash(mk(ForKind::Sequential, {}));
  EXPECT_NE(base, structuralHash(mk(ForKind::Pipeline, {})));
  EXPECT_NE(base, structuralHash(mk(ForKind::Sequential, {{"x", int64_t{1}}})));
  EXPECT_NE(structuralHash(mk(ForKind::Sequential, {{"x", int64_t{1}}})),
            structuralHash(mk(ForKind::Sequential, {{"x", true}})));
}

} // namespace
} // namespace pipecheck::testir

// Op semantics with small hand-checked values: every op of the registry is
// exercised through a tiny kernel, results are read from the Out tensor.
// Expected numbers are computed by hand in the comments, never by the code
// under test.
#include <algorithm>
#include <set>

#include "oracle/interp/op_semantics.h"
#include "tests/interp/build_helpers.h"

namespace pipecheck::interp::testing {
namespace {

AttrList mem(MemorySpace m) { return {{"target_memory", m}}; }

std::vector<double> iota(int n) {
  std::vector<double> v(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    v[static_cast<std::size_t>(i)] = i;
  return v;
}

// Runs f with x (In) and out (Out, zero-filled) and returns out's contents.
std::vector<double> runKernel(const FunctionPtr &f, std::vector<double> x, int outElems) {
  Inputs in;
  in.tensors["x"] = std::move(x);
  in.tensors["out"] = std::vector<double>(static_cast<std::size_t>(outElems), 0.0);
  Outputs o = runOk(*program({f}), f->name, in);
  const OutputValue *out = findOutput(o, "tensor out");
  return out ? outputFloats(*out) : std::vector<double>{};
}

TEST(InterpOps, EveryRegisteredOpHasSemantics) {
  std::vector<std::string> have = opsWithSemantics();
  for (const OpInfo &info : OpRegistry::instance().all())
    EXPECT_TRUE(findOpSemantics(info.name)) << info.name << " has no interpreter semantics";
  EXPECT_EQ(have.size(), OpRegistry::instance().all().size());
}

TEST(InterpOps, LoadStoreWindow) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {4, 4});
  VarPtr out = f.tensor("out", {4, 4}, ParamDirection::Out);
  // x = 0..15 row-major; window at [1, 1] of 2x2 is [[5, 6], [9, 10]].
  VarPtr t = f.let("t", op("tile.load", {x, ints({1, 1}), ints({2, 2}), ints({2, 2})}));
  f.eval(op("tile.store", {t, ints({0, 2}), out}));
  f.ret({out});
  auto got = runKernel(f.build(), iota(16), 16);
  std::vector<double> want = {0, 0, 5, 6, 0, 0, 9, 10, 0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_EQ(got, want);
}

TEST(InterpOps, PartialValidShapeLoadsAndStoresOnlyTheValidRegion) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {4, 4});
  VarPtr out = f.tensor("out", {4, 4}, ParamDirection::Out);
  // shape [2, 4], valid [2, 2] at [2, 0]: valid part is [[8, 9], [12, 13]].
  VarPtr t = f.let("t", op("tile.load", {x, ints({2, 0}), ints({2, 4}), ints({2, 2})}));
  f.eval(op("tile.store", {t, ints({0, 0}), out}));
  f.ret({out});
  auto got = runKernel(f.build(), iota(16), 16);
  std::vector<double> want = {8, 9, 0, 0, 12, 13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_EQ(got, want);
}

TEST(InterpOps, ReadAndWrite) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {1, 4});
  VarPtr out = f.tensor("out", {1, 4}, ParamDirection::Out);
  VarPtr t = f.let("t", op("tile.load", {x, ints({0, 0}), ints({1, 4})}));
  f.eval(op("tile.write", {t, ints({0, 1}), cf(7.5)}));
  VarPtr v = f.let("v", op("tile.read", {t, ints({0, 3})})); // x[3] = 3
  f.eval(op("tile.store", {t, ints({0, 0}), out}));
  f.ret({v});
  Inputs in;
  in.tensors["x"] = iota(4);
  Outputs o = runOk(*program({f.build({makeScalarType(DataType::FP32)})}), "k", in);
  ASSERT_EQ(o.values.size(), 2u);
  EXPECT_EQ(outputFloats(o.values[0]), (std::vector<double>{0, 7.5, 2, 3}));
  EXPECT_EQ(outputFloats(o.values[1])[0], 3.0);
}

FunctionPtr binaryKernel(std::string_view opName, bool scalarRhs) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {2, 4});
  VarPtr out = f.tensor("out", {1, 4}, ParamDirection::Out);
  VarPtr a = f.let("a", op("tile.load", {x, ints({0, 0}), ints({1, 4})}));
  ExprPtr rhs =
      scalarRhs ? cf(2.0) : ExprPtr(f.let("b", op("tile.load", {x, ints({1, 0}), ints({1, 4})})));
  VarPtr r = f.let("r", op(opName, {a, rhs}));
  f.eval(op("tile.store", {r, ints({0, 0}), out}));
  f.ret({out});
  return f.build();
}

TEST(InterpOps, TileTileArithmetic) {
  // a = [1, 2, 3, 4], b = [4, 3, 2, 1]
  std::vector<double> x = {1, 2, 3, 4, 4, 3, 2, 1};
  EXPECT_EQ(runKernel(binaryKernel("tile.add", false), x, 4), (std::vector<double>{5, 5, 5, 5}));
  EXPECT_EQ(runKernel(binaryKernel("tile.sub", false), x, 4), (std::vector<double>{-3, -1, 1, 3}));
  EXPECT_EQ(runKernel(binaryKernel("tile.mul", false), x, 4), (std::vector<double>{4, 6, 6, 4}));
  // 2/3 rounded to binary32 is 0x3F2AAAAB = 0.666666686534881591796875.
  EXPECT_EQ(runKernel(binaryKernel("tile.div", false), x, 4),
            (std::vector<double>{0.25, 0.666666686534881591796875, 1.5, 4}));
}

TEST(InterpOps, TileScalarArithmetic) {
  std::vector<double> x = {1, 2, 3, 4, 0, 0, 0, 0};
  EXPECT_EQ(runKernel(binaryKernel("tile.adds", true), x, 4), (std::vector<double>{3, 4, 5, 6}));
  EXPECT_EQ(runKernel(binaryKernel("tile.subs", true), x, 4), (std::vector<double>{-1, 0, 1, 2}));
  EXPECT_EQ(runKernel(binaryKernel("tile.muls", true), x, 4), (std::vector<double>{2, 4, 6, 8}));
  EXPECT_EQ(runKernel(binaryKernel("tile.divs", true), x, 4),
            (std::vector<double>{0.5, 1, 1.5, 2}));
}

TEST(InterpOps, Exp) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {2});
  VarPtr out = f.tensor("out", {2}, ParamDirection::Out);
  VarPtr t = f.let("t", op("tile.load", {x, ints({0}), ints({2})}));
  VarPtr e = f.let("e", op("tile.exp", {t}));
  f.eval(op("tile.store", {e, ints({0}), out}));
  f.ret({out});
  // exp(0) = 1; exp(1) = e rounded to binary32 = 0x402DF854 = 2.71828174591064453125.
  EXPECT_EQ(runKernel(f.build(), {0, 1}, 2), (std::vector<double>{1, 2.71828174591064453125}));
}

// out = A @ B (optionally accumulated once more with matmul_acc).
FunctionPtr matmulKernel(int accMode) {
  FnBuilder f("k");
  VarPtr a = f.tensor("x", {2, 3});
  VarPtr b = f.tensor("y", {3, 2});
  VarPtr out = f.tensor("out", {2, 2}, ParamDirection::Out);
  VarPtr am = f.let("am", op("tile.load", {a, ints({0, 0}), ints({2, 3})}, mem(MemorySpace::Mat)));
  VarPtr bm = f.let("bm", op("tile.load", {b, ints({0, 0}), ints({3, 2})}, mem(MemorySpace::Mat)));
  VarPtr al = f.let("al", op("tile.move", {am}, mem(MemorySpace::Left)));
  VarPtr br = f.let("br", op("tile.move", {bm}, mem(MemorySpace::Right)));
  VarPtr c = f.let("c", op("tile.matmul", {al, br}));
  if (accMode == 1)
    c = f.let("c2", op("tile.matmul_acc", {c, al, br}));
  if (accMode == 2)
    c = f.let("c2", op("tile.matmul_acc", {c, al, br, constBool(true)}));
  f.eval(op("tile.store", {c, ints({0, 0}), out}));
  f.ret({out});
  return f.build();
}

TEST(InterpOps, MatmulAndMatmulAcc) {
  // A = [[1, 2, 3], [4, 5, 6]], B = [[7, 8], [9, 10], [11, 12]]
  // A @ B = [[58, 64], [139, 154]]
  Inputs in;
  in.tensors["x"] = {1, 2, 3, 4, 5, 6};
  in.tensors["y"] = {7, 8, 9, 10, 11, 12};
  in.tensors["out"] = {0, 0, 0, 0};
  for (int mode : {0, 1, 2}) {
    FunctionPtr f = matmulKernel(mode);
    Outputs o = runOk(*program({f}), "k", in);
    const OutputValue *out = findOutput(o, "tensor out");
    ASSERT_TRUE(out);
    std::vector<double> want =
        mode == 1 ? std::vector<double>{116, 128, 278, 308} : std::vector<double>{58, 64, 139, 154};
    EXPECT_EQ(outputFloats(*out), want) << "mode " << mode;
  }
}

TEST(InterpOps, ExtractMoveFullCreate) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {4, 4});
  VarPtr out = f.tensor("out", {2, 6}, ParamDirection::Out);
  VarPtr t = f.let("t", op("tile.load", {x, ints({0, 0}), ints({4, 4})}, mem(MemorySpace::Mat)));
  // rows 1..2, cols 2..3 of 0..15: [[6, 7], [10, 11]]
  VarPtr e =
      f.let("e", op("tile.extract", {t, ci(1), ci(2), ints({2, 2})}, mem(MemorySpace::Left)));
  VarPtr v = f.let("v", op("tile.move", {e}, mem(MemorySpace::Vec)));
  VarPtr full = f.let("f3", op("tile.full", {ints({2, 2}), cf(3.0)}, {{"dtype", DataType::FP32}}));
  VarPtr z = f.let("z", op("tile.create", {ints({2, 2})}, {{"dtype", DataType::FP32}}));
  VarPtr o1 = f.let("o1", op("tile.store", {v, ints({0, 0}), out}));
  VarPtr o2 = f.let("o2", op("tile.store", {full, ints({0, 2}), o1}));
  VarPtr o3 = f.let("o3", op("tile.store", {z, ints({0, 4}), o2}));
  f.ret({o3});
  Inputs in;
  in.tensors["x"] = iota(16);
  in.tensors["out"] = std::vector<double>(12, 9.0);
  Outputs o = runOk(*program({f.build()}), "k", in);
  const OutputValue *res = findOutput(o, "tensor out");
  ASSERT_TRUE(res);
  EXPECT_EQ(outputFloats(*res), (std::vector<double>{6, 7, 3, 3, 0, 0, 10, 11, 3, 3, 0, 0}));
}

TEST(InterpOps, AllocGivesDistinctPointers) {
  FnBuilder f("k");
  VarPtr p0 = f.let("p0", op("tile.alloc", {ci(static_cast<int64_t>(MemorySpace::Vec)), ci(512)}));
  VarPtr p1 = f.let("p1", op("tile.alloc", {ci(static_cast<int64_t>(MemorySpace::Acc)), ci(64)}));
  (void)p0;
  (void)p1;
  f.ret({});
  RunResult r = run(*program({f.build()}), "k", {});
  EXPECT_TRUE(r.outputs()) << describe(r.outcome);
  FnBuilder g("k");
  g.let("p", op("tile.alloc", {ci(1), ci(-4)}));
  r = run(*program({g.build()}), "k", {});
  ASSERT_TRUE(std::holds_alternative<Trap>(r.outcome)) << describe(r.outcome);
}

// A tfree returns the popped tile's slot to the producer: reading the tile
// after it traps (a lowering that moves a read past the tfree), reading it
// before does not; the free itself and a copy made before it are fine.
TEST(InterpOps, APoppedTileReadAfterItsTfreeTraps) {
  for (bool readAfterFree : {false, true}) {
    FnBuilder f("k");
    VarPtr out = f.tensor("out", {1, 4}, ParamDirection::Out);
    VarPtr g = f.let("g", rawCall("tile.tpop_from_aic", {}, makeUnknownType()), tileT({1, 4}));
    VarPtr e;
    if (!readAfterFree)
      e = f.let("e", op("tile.muls", {g, cf(0.5)}));
    f.eval(rawCall("system.tfree_to_aic", {g}, makeUnknownType()));
    if (readAfterFree)
      e = f.let("e", op("tile.muls", {g, cf(0.5)}));
    f.ret({f.let("o", op("tile.store", {e, ints({0, 0}), out}))});
    RunResult r = run(*program({f.build()}), "k", {});
    if (!readAfterFree) {
      EXPECT_TRUE(r.outputs()) << describe(r.outcome);
      continue;
    }
    const Trap *t = std::get_if<Trap>(&r.outcome);
    ASSERT_TRUE(t) << describe(r.outcome);
    EXPECT_NE(t->message.find("reads popped tile 'g' after system.tfree_to_aic returned its slot"),
              std::string::npos)
        << t->message;
  }
}

TEST(InterpOps, PushPopFifoAndSynthesisedPops) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {1, 4});
  VarPtr out = f.tensor("out", {2, 4}, ParamDirection::Out);
  VarPtr t = f.let("t", op("tile.load", {x, ints({0, 0}), ints({1, 4})}));
  f.eval(rawCall("tile.tpush_to_aiv", {t}, makeUnknownType()));
  // The AIV side pops what the AIC side pushed (channel aic->aiv).
  VarPtr g = f.let("g", rawCall("tile.tpop_from_aic", {}, makeUnknownType()), tileT({1, 4}));
  // Nobody pushed to aiv->aic: this pop is synthesised from the seed.
  VarPtr h = f.let("h", rawCall("tile.tpop_from_aiv", {}, makeUnknownType()),
                   tileT({1, 4}, DataType::FP32, MemorySpace::Mat));
  VarPtr o1 = f.let("o1", op("tile.store", {g, ints({0, 0}), out}));
  VarPtr o2 = f.let("o2", op("tile.store", {h, ints({1, 0}), o1}));
  f.ret({o2});
  auto p = program({f.build()});
  Inputs in;
  in.tensors["x"] = {1, 2, 3, 4};
  Outputs a = runOk(*p, "k", in);
  const OutputValue *res = findOutput(a, "tensor out");
  ASSERT_TRUE(res);
  std::vector<double> got = outputFloats(*res);
  EXPECT_EQ(std::vector<double>(got.begin(), got.begin() + 4), (std::vector<double>{1, 2, 3, 4}));
  for (std::size_t k = 4; k < 8; ++k) // synthesised values are small integers in [-4, 4]
    EXPECT_TRUE(got[k] == static_cast<int>(got[k]) && got[k] >= -4 && got[k] <= 4) << got[k];
  const OutputValue *pushed = findOutput(a, "tpush aic->aiv#0");
  ASSERT_TRUE(pushed);
  EXPECT_EQ(outputFloats(*pushed), (std::vector<double>{1, 2, 3, 4}));
  // Same seed: same synthesised tile; another seed: (almost surely) another one.
  EXPECT_FALSE(firstDifference(a, runOk(*p, "k", in)));
  Inputs other = in;
  other.seed = 99;
  EXPECT_TRUE(firstDifference(a, runOk(*p, "k", other)));
}

TEST(InterpOps, IntegerTilesWrapAndFloorDivide) {
  FnBuilder f("k");
  VarPtr x = f.tensor("x", {2, 2}, ParamDirection::In, DataType::INT32);
  VarPtr out = f.tensor("out", {1, 2}, ParamDirection::Out, DataType::INT32);
  VarPtr a = f.let("a", op("tile.load", {x, ints({0, 0}), ints({1, 2})}));
  VarPtr b = f.let("b", op("tile.load", {x, ints({1, 0}), ints({1, 2})}));
  VarPtr s = f.let("s", op("tile.add", {a, b}));
  VarPtr d = f.let("d", op("tile.div", {s, b}));
  f.eval(op("tile.store", {d, ints({0, 0}), out}));
  f.ret({out});
  auto p = program({f.build()});
  Inputs in;
  // a = [2147483647, -9], b = [1, 2]: s = [wraps to -2147483648, -7],
  // d = s // b = [-2147483648, -4] (floor) or [.., -3] (trunc).
  in.tensors["x"] = {2147483647, -9, 1, 2};
  in.tensors["out"] = {0, 0};
  Outputs o = runOk(*p, "k", in);
  EXPECT_EQ(outputInts(*findOutput(o, "tensor out")), (std::vector<int64_t>{-2147483648LL, -4}));
  Options trunc;
  trunc.divMode = DivMode::Trunc;
  o = runOk(*p, "k", in, trunc);
  EXPECT_EQ(outputInts(*findOutput(o, "tensor out")), (std::vector<int64_t>{-2147483648LL, -3}));
  in.tensors["x"] = {1, 1, 0, 0};
  RunResult r = run(*p, "k", in);
  const Trap *t = std::get_if<Trap>(&r.outcome);
  ASSERT_TRUE(t) << describe(r.outcome);
  EXPECT_NE(t->message.find("integer division by zero"), std::string::npos);
  EXPECT_EQ(t->where.stmt, "d = tile.div(s, b)");
}

} // namespace
} // namespace pipecheck::interp::testing

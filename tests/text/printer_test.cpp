// Printer rules on hand-built IR: precedence and parenthesisation, constant
// spellings (INDEX bare, other dtypes pl.const, typed leaves in all-constant
// trees, 17-digit floats), calls (kwargs spellings, attrs quoting, self.f),
// loop headers, yield forms, types (views, memrefs), function decorators and
// program layout. Expected strings come from shared/reference/ir-and-text.md
// and the golden files, not from the printer.
#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "core/ir/op_registry.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

using namespace ir;

TypePtr idx() { return makeScalarType(DataType::INDEX); }
VarPtr v(const char *n) { return makeVar(n, idx()); }
ExprPtr bin(BinaryOp op, ExprPtr a, ExprPtr b) { return makeBinary(op, a, b); }

TEST(PrinterExpr, Precedence) {
  auto a = v("a"), b = v("b"), c = v("c");
  EXPECT_EQ(printExpr(mul(add(a, b), c)), "(a + b) * c");
  EXPECT_EQ(printExpr(add(a, mul(b, c))), "a + b * c");
  EXPECT_EQ(printExpr(sub(sub(a, b), c)), "a - b - c");
  EXPECT_EQ(printExpr(sub(a, sub(b, c))), "a - (b - c)");
  EXPECT_EQ(printExpr(add(b, add(v("i"), constInt(1)))), "b + (i + 1)");
  EXPECT_EQ(printExpr(bin(BinaryOp::Pow, a, bin(BinaryOp::Pow, b, c))), "a ** b ** c");
  EXPECT_EQ(printExpr(bin(BinaryOp::Pow, bin(BinaryOp::Pow, a, b), c)), "(a ** b) ** c");
  EXPECT_EQ(printExpr(makeUnary(UnaryOp::Neg, add(a, b))), "-(a + b)");
  EXPECT_EQ(printExpr(makeUnary(UnaryOp::Neg, mul(a, b))), "-(a * b)");
  EXPECT_EQ(printExpr(mul(makeUnary(UnaryOp::Neg, a), b)), "-a * b");
  auto bl = [](const char *n) { return makeVar(n, makeScalarType(DataType::BOOL)); };
  EXPECT_EQ(printExpr(makeUnary(UnaryOp::Not, bin(BinaryOp::And, bl("p"), bl("q")))),
            "not (p and q)");
  EXPECT_EQ(printExpr(bin(BinaryOp::And, bin(BinaryOp::Or, bl("p"), bl("q")), bl("r"))),
            "(p or q) and r");
  EXPECT_EQ(printExpr(eq(floorMod(a, constInt(4)), constInt(0))), "a % 4 == 0");
  EXPECT_EQ(printExpr(bin(BinaryOp::BitAnd, add(a, b), bin(BinaryOp::Shl, c, constInt(2)))),
            "a + b & c << 2");
  // From the lowered goldens.
  auto n = v("n");
  EXPECT_EQ(printExpr(add(constInt(0), mul(floorDiv(sub(n, constInt(0)), constInt(4)),
                                           constInt(4)))),
            "0 + (n - 0) // 4 * 4");
  EXPECT_EQ(printExpr(add(v("i"), constInt(-2))), "i + -2");
  EXPECT_EQ(printExpr(mul(n, constInt(-4))), "n * -4");
}

TEST(PrinterExpr, Constants) {
  EXPECT_EQ(printExpr(constInt(42)), "42");
  EXPECT_EQ(printExpr(constInt(-3)), "-3");
  EXPECT_EQ(printExpr(constInt(7, DataType::INT64)), "pl.const(7, pl.INT64)");
  EXPECT_EQ(printExpr(constInt(5, DataType::INT8)), "pl.const(5, pl.INT8)");
  EXPECT_EQ(printExpr(mul(constInt(5), constInt(64))),
            "pl.const(5, pl.INDEX) * pl.const(64, pl.INDEX)");
  EXPECT_EQ(printExpr(mul(add(mul(constInt(3), constInt(8)), v("j_3")), constInt(32))),
            "(pl.const(3, pl.INDEX) * pl.const(8, pl.INDEX) + j_3) * 32");
  EXPECT_EQ(printExpr(makeCast(constInt(1), DataType::INT64)), "pl.cast(1, pl.INT64)");
  EXPECT_EQ(printExpr(makeBinary(BinaryOp::Min, v("n"), constInt(12))), "pl.min(n, 12)");
  EXPECT_EQ(printExpr(makeBinary(BinaryOp::Max, v("d"), floorDiv(v("n"), constInt(3)))),
            "pl.max(d, n // 3)");
  EXPECT_EQ(printExpr(constFloat(1.5)), "1.5");
  EXPECT_EQ(printExpr(constFloat(2.0)), "2.0");
  EXPECT_EQ(printExpr(constFloat(0.9)), "0.90000000000000002");
  EXPECT_EQ(printExpr(constFloat(6.2771141529083252e-07)), "6.2771141529083252e-07");
  EXPECT_EQ(printExpr(constFloat(1e17)), "1e+17");
  EXPECT_EQ(printExpr(constFloat(0.25, DataType::FP16)), "pl.const(0.25, pl.FP16)");
  EXPECT_EQ(printExpr(constBool(true)), "True");
  EXPECT_EQ(formatFloat(-0.5), "-0.5");
}

TileType const *tileOf(const ExprPtr &e) { return asTile(e->type); }

TEST(PrinterExpr, CallsKwargsAndAttrs) {
  auto x = makeVar("x", makeTensorType(DataType::FP32, {constInt(64)}));
  auto load = makeOpCall("tile.load", {x, makeTuple({constInt(0)}), makeTuple({constInt(32)}),
                                       makeTuple({constInt(32)})},
                         {{"target_memory", AttrValue(MemorySpace::Vec)}},
                         {{"pipeline_membership", AttrValue(std::string("0:1;2:0"))},
                          {"tag", AttrValue(std::string("q\"u\\ote"))}});
  ASSERT_TRUE(load.ok()) << load.error().str();
  EXPECT_EQ(printExpr(load.value()),
            "pl.tile.load(x, [0], [32], [32], target_memory=pl.Mem.Vec, "
            "attrs={\"pipeline_membership\": \"0:1;2:0\", \"tag\": \"q\\\"u\\\\ote\"})");
  ASSERT_TRUE(tileOf(load.value()));

  auto t = makeVar("t", load.value()->type);
  auto store = makeCall("tile.store", {t, makeTuple({constInt(0)}), x},
                        {{"atomic", AttrValue(std::in_place_type<int64_t>, 1)}}, {}, x->type);
  EXPECT_EQ(printExpr(store), "pl.tile.store(t, [0], x, atomic=pl.AtomicType.Add)");
  auto strKw = makeCall("tile.fake", {t},
                        {{"name", AttrValue(std::string("it's \"raw\""))},
                         {"mode", AttrValue(std::in_place_type<int64_t>, 2)},
                         {"flag", AttrValue(std::in_place_type<bool>, false)},
                         {"ratio", AttrValue(std::in_place_type<double>, 2.5)},
                         {"dt", AttrValue(DataType::BF16)},
                         {"bl", AttrValue(TileLayout::col_major)}},
                        {{"ints", AttrValue(std::vector<int64_t>{1, 2})},
                         {"e", AttrValue(ExprPtr(add(v("i"), constInt(1))))}},
                        makeUnknownType());
  EXPECT_EQ(printExpr(strKw),
            "pl.tile.fake(t, name='it's \"raw\"', mode='round', flag=False, ratio=2.5, "
            "dt=pl.BF16, bl=pl.TileLayout.col_major, attrs={\"ints\": [1, 2], \"e\": i + 1})");
  auto kw = makeCall("tile.and", {t, t}, {}, {}, t->type);
  EXPECT_EQ(printExpr(kw), "pl.tile.and_(t, t)");
  auto alloc = makeCall("tile.alloc", {constInt(1), constInt(512)}, {}, {}, makePtrType());
  EXPECT_EQ(printExpr(alloc), "pl.tile.alloc(pl.Mem.Vec, 512)");
  auto full = makeCall("tile.full", {makeTuple({constInt(16), constInt(16)}), constFloat(0.0)},
                       {{"dtype", AttrValue(DataType::FP32)}}, {}, t->type);
  EXPECT_EQ(printExpr(full), "pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)");
  auto fcall = std::make_shared<Call>("kern", std::vector<ExprPtr>{x, constInt(3)}, AttrList{},
                                      AttrList{}, x->type, true);
  EXPECT_EQ(printExpr(fcall), "kern(x, 3)");
}

TEST(PrinterType, TilesTensorsAndViews) {
  auto s = [](int64_t a, int64_t b) { return std::vector<ExprPtr>{constInt(a), constInt(b)}; };
  EXPECT_EQ(printType(makeTileType(DataType::FP32, s(32, 32), MemorySpace::Vec)),
            "pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec]");
  TileView leftRowRow = implicitTileView(s(32, 64), MemorySpace::Left);
  leftRowRow.blayout = TileLayout::row_major;
  leftRowRow.slayout = TileLayout::row_major;
  EXPECT_EQ(printType(makeTileType(DataType::BF16, s(32, 64), MemorySpace::Left, leftRowRow)),
            "pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)]");
  TileView accLayout = implicitTileView(s(32, 32), MemorySpace::Acc);
  EXPECT_EQ(printType(makeTileType(DataType::FP32, s(32, 32), MemorySpace::Vec, accLayout)),
            "pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, "
            "slayout=pl.TileLayout.row_major, fractal=1024)]");
  TileView valid = implicitTileView(s(64, 64), MemorySpace::Vec);
  valid.validShape = s(48, 64);
  EXPECT_EQ(printType(makeTileType(DataType::BF16, s(64, 64), MemorySpace::Vec, valid)),
            "pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[48, 64])]");
  // Implicit views collapse: a Mat tile with col/row prints no view.
  EXPECT_EQ(printType(makeTileType(DataType::BF16, s(32, 32), MemorySpace::Mat,
                                   implicitTileView(s(32, 32), MemorySpace::Mat))),
            "pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat]");
  auto n = v("N");
  EXPECT_EQ(printType(makeTensorType(DataType::FP32, {n, constInt(64)})),
            "pl.Tensor[[N, 64], pl.FP32]");
  EXPECT_EQ(printType(makeTensorType(DataType::FP32, {add(n, constInt(1)), constInt(64, DataType::INT64)})),
            "pl.Tensor[[N + pl.const(1, pl.INDEX), 64], pl.FP32]");
  TensorView tv;
  tv.stride = s(64, 1);
  tv.layout = TensorLayout::DN;
  EXPECT_EQ(printType(makeTensorType(DataType::FP16, s(4, 64), tv)),
            "pl.Tensor[[4, 64], pl.FP16, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.DN)]");
  auto m = std::make_shared<MemRef>();
  m->name = "mem_ddr_0";
  m->byteOffset = constInt(0, DataType::INT64);
  m->size = 65536;
  EXPECT_EQ(printType(makeTensorType(DataType::FP32, s(1024, 16), std::nullopt, m)),
            "pl.Tensor[[1024, 16], pl.FP32, pl.MemRef(\"mem_ddr_0\", pl.const(0, pl.INT64), 65536)]");
  auto pinned = std::make_shared<MemRef>();
  pinned->name = "pipe_t";
  pinned->pinned = true;
  pinned->slotCount = 3;
  pinned->slotIndex = floorMod(v("i"), constInt(3));
  EXPECT_EQ(printType(makeTileType(DataType::FP32, s(64, 256), MemorySpace::Vec, std::nullopt, pinned)),
            "pl.Tile[[64, 256], pl.FP32, pl.MemRef(\"pipe_t\", slots=3)[i % 3], pl.Mem.Vec]");
  EXPECT_EQ(printType(makeTupleType({idx(), makePtrType()})), "pl.Tuple[pl.Scalar[pl.INDEX], pl.Ptr]");
}

TEST(PrinterStmt, MemRefBaseIsBareOnlyWhenDefinedInTheBody) {
  auto ptr = makeVar("mem_vec_3", makePtrType());
  auto m = std::make_shared<MemRef>();
  m->name = "mem_vec_3";
  m->base = ptr;
  m->byteOffset = constInt(8192, DataType::INT64);
  m->size = 8192;
  auto t = makeVar("t", makeTileType(DataType::FP32, {constInt(32)}, MemorySpace::Vec,
                                     std::nullopt, m));
  auto alloc = makeCall("tile.alloc", {constInt(1), constInt(8192)}, {}, {}, makePtrType());
  auto full = makeCall("tile.full", {makeTuple({constInt(32)}), constFloat(0)},
                       {{"dtype", AttrValue(DataType::FP32)}}, {}, t->type);
  std::string body = printStmt(makeSeq({makeAssign(ptr, alloc), makeAssign(t, full)}));
  EXPECT_EQ(body, "mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)\n"
                  "t: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), "
                  "pl.Mem.Vec] = pl.tile.full([32], dtype=pl.FP32, value=0.0)");
  EXPECT_EQ(printType(t->type),
            "pl.Tile[[32], pl.FP32, pl.MemRef(\"mem_vec_3\", pl.const(8192, pl.INT64), 8192), "
            "pl.Mem.Vec]");
}

ForSpec loopSpec(VarPtr i, int64_t start, ExprPtr stop, int64_t step, StmtPtr body) {
  ForSpec s;
  s.loopVar = std::move(i);
  s.start = constInt(start);
  s.stop = std::move(stop);
  s.step = constInt(step);
  s.body = std::move(body);
  return s;
}

std::string firstLine(const StmtPtr &s) {
  std::string t = printStmt(s);
  return t.substr(0, t.find('\n'));
}

TEST(PrinterStmt, LoopHeaders) {
  auto i = v("i"), n = v("n");
  auto k = makeAssign(v("k"), i);
  EXPECT_EQ(printStmt(makeFor(loopSpec(i, 0, n, 1, k))),
            "for i in pl.range(n):\n    k: pl.Scalar[pl.INDEX] = i");
  EXPECT_EQ(firstLine(makeFor(loopSpec(i, 3, constInt(11), 1, k))), "for i in pl.range(3, 11):");
  EXPECT_EQ(firstLine(makeFor(loopSpec(i, 9, constInt(0), -3, k))), "for i in pl.range(9, 0, -3):");
  ForSpec s64 = loopSpec(i, 0, constInt(8), 1, k);
  s64.start = constInt(0, DataType::INT64);
  s64.step = constInt(1, DataType::INT64);
  EXPECT_EQ(firstLine(makeFor(s64)),
            "for i in pl.range(pl.const(0, pl.INT64), 8, pl.const(1, pl.INT64)):");
  ForSpec pipe = loopSpec(i, 0, constInt(8), 1, k);
  pipe.kind = ForKind::Pipeline;
  pipe.attrs = {{"pipeline_overlap_stores", AttrValue(std::in_place_type<bool>, false)},
                {kPipelineStagesAttr, AttrValue(std::in_place_type<int64_t>, 4)}};
  EXPECT_EQ(firstLine(makeFor(pipe)),
            "for i in pl.pipeline(8, stage=4, attrs={\"pipeline_overlap_stores\": False}):");
  ForSpec parallel = pipe;
  parallel.kind = ForKind::Parallel;
  EXPECT_EQ(firstLine(makeFor(parallel)),
            "for i in pl.parallel(8, attrs={\"pipeline_overlap_stores\": False, "
            "\"pipeline_stages\": 4}):");
  ForSpec un = loopSpec(i, 0, constInt(4), 1, k);
  un.kind = ForKind::Unroll;
  un.attrs = {{"note", AttrValue(std::string("say \"hi\""))}, {"r", AttrValue(2.5)}};
  EXPECT_EQ(firstLine(makeFor(un)),
            "for i in pl.unroll(4, attrs={\"note\": \"say \\\"hi\\\"\", \"r\": 2.5}):");
}

TEST(PrinterStmt, YieldFormsAndIterArgs) {
  auto i = v("i");
  auto s0 = v("s0"), p0 = v("p0");
  auto s = makeIterArg("s", idx(), s0), p = makeIterArg("p", idx(), constInt(0));
  auto s2 = v("s2");
  auto rs = v("rs"), rp = v("rp");
  ForSpec two = loopSpec(i, 0, constInt(4), 1,
                         makeSeq({makeAssign(s2, add(s, i)), makeYield({s2, p})}));
  two.iterArgs = {s, p};
  two.returnVars = {rs, rp};
  EXPECT_EQ(printStmt(makeFor(two)),
            "for i, (s, p) in pl.range(4, init_values=(s0, 0)):\n"
            "    s2: pl.Scalar[pl.INDEX] = s + i\n"
            "    rs, rp = pl.yield_(s2, p)");
  auto a = makeIterArg("a", idx(), s0);
  auto r = v("r");
  // A yield that is not the last statement prints bare; the last one is annotated.
  ForSpec one = loopSpec(i, 1, constInt(7), 2,
                         makeSeq({makeYield({a}), makeYield({a})}));
  one.iterArgs = {a};
  one.returnVars = {r};
  one.kind = ForKind::Pipeline;
  one.attrs = {{kPipelineStagesAttr, AttrValue(std::in_place_type<int64_t>, 2)}};
  EXPECT_EQ(printStmt(makeFor(one)),
            "for i, (a,) in pl.pipeline(1, 7, 2, stage=2, init_values=(s0,)):\n"
            "    pl.yield_(a)\n"
            "    r: pl.Scalar[pl.INDEX] = pl.yield_(a)");
  // A lone yield body takes the assignment form; an if without else; empty body.
  auto c = makeVar("c", makeScalarType(DataType::BOOL));
  EXPECT_EQ(printStmt(makeIf(c, makeYield({s0}), nullptr, {r})),
            "if c:\n    r: pl.Scalar[pl.INDEX] = pl.yield_(s0)");
  EXPECT_EQ(printStmt(makeIf(c, makeSeq({}), makeSeq({}), {})), "if c:\n    pass\nelse:\n    pass");
  auto nested = makeIf(c, makeYield({s0}), makeIf(c, makeYield({p0}), makeYield({s0}), {rp}), {r});
  EXPECT_EQ(printStmt(nested), "if c:\n"
                               "    r: pl.Scalar[pl.INDEX] = pl.yield_(s0)\n"
                               "else:\n"
                               "    if c:\n"
                               "        rp: pl.Scalar[pl.INDEX] = pl.yield_(p0)\n"
                               "    else:\n"
                               "        rp: pl.Scalar[pl.INDEX] = pl.yield_(s0)");
}

TEST(PrinterStmt, CommentsPrintAboveTheStatement) {
  auto k = makeAssign(v("k"), constInt(1));
  const_cast<Stmt &>(*k).comments = {"a comment", "second"};
  auto i = v("i");
  EXPECT_EQ(printStmt(makeFor(loopSpec(i, 0, constInt(2), 1, k))),
            "for i in pl.range(2):\n    # a comment\n    # second\n    k: pl.Scalar[pl.INDEX] = 1");
}

FunctionPtr fn(const char *name, FunctionType ft, std::vector<VarPtr> params, StmtPtr body,
               std::vector<TypePtr> rets) {
  auto f = std::make_shared<Function>();
  f->name = name;
  f->funcType = ft;
  f->params = std::move(params);
  f->directions.assign(f->params.size(), ParamDirection::In);
  f->body = std::move(body);
  f->returnTypes = std::move(rets);
  return f;
}

TEST(PrinterProgram, LayoutDecoratorsSelfAndCalleeOrder) {
  auto nDim = v("N");
  auto tt = makeTensorType(DataType::FP32, {nDim, constInt(64)});
  auto out = makeTensorType(DataType::FP32, {constInt(64), constInt(64)});
  auto x1 = makeVar("x", tt), o1 = makeVar("out", out);
  auto callee = fn("zeta", FunctionType::InCore, {x1, o1}, makeYield({o1}), {out});
  std::const_pointer_cast<Function>(callee)->directions = {ParamDirection::In, ParamDirection::Out};
  auto x2 = makeVar("x", tt), o2 = makeVar("acc", out);
  auto r = makeVar("r", out);
  auto call = std::make_shared<Call>("zeta", std::vector<ExprPtr>{x2, o2}, AttrList{}, AttrList{},
                                     out, true);
  auto caller = fn("alpha", FunctionType::Orchestration, {x2, o2},
                   makeSeq({makeAssign(r, call), makeReturn({r})}), {out});
  std::const_pointer_cast<Function>(caller)->directions = {ParamDirection::In, ParamDirection::InOut};
  auto opaque = fn("beta", FunctionType::Opaque, {}, makeSeq({}), {idx(), idx()});
  std::string text = printProgram(*makeProgram("P", {caller, callee, opaque}));
  EXPECT_EQ(text,
            "# pypto.program: P\n"
            "import pypto.language as pl\n"
            "\n"
            "N = pl.dynamic(\"N\")\n"
            "\n"
            "@pl.program\n"
            "class P:\n"
            "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)\n"
            "    def zeta(x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:\n"
            "        return out\n"
            "    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)\n"
            "    def alpha(self, x: pl.Tensor[[N, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:\n"
            "        r: pl.Tensor[[64, 64], pl.FP32] = self.zeta(x, acc)\n"
            "        return r\n"
            "    @pl.function\n"
            "    def beta(self) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:\n"
            "        pass");
}

} // namespace
} // namespace pipecheck::text

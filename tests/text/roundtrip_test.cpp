// Hand-written canonical text covering constructs the golden files do not
// (views with several fields, TensorView params, pinned slotted MemRefs,
// tile.alloc/full/read/write, function attrs, tuple returns and
// TupleGetItem, call attrs with lists/enums/exprs, unary/bitwise/logical
// operators, parallel loops with two iter args, nested if yields, comments):
// parsing it and printing gives the same text back, and re-parsing gives a
// structurally equal program. The text follows the printer rules of
// reference/ir-and-text.md section 2.
#include <gtest/gtest.h>

#include "core/ir/equal.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

const char *kKitchen = R"(# pypto.program: Kitchen
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class Kitchen:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def leaf(a: pl.Tensor[[M, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.DN)], out: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.INDEX]]:
        pl.func_attr({"note": "x", "n": 3})
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.full([64, 64], dtype=pl.FP32, value=0.0)
        w: pl.Tile[[64, 64], pl.FP32, pl.MemRef("pipe_w", slots=2)[M % 2], pl.Mem.Vec] = pl.tile.muls(t, 0.5)
        v: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 64], pad=pl.PadValue.zero)] = pl.tile.load(a, [0, 0], [64, 64], [32, 64], target_memory=pl.Mem.Vec, clamp=True)
        e: pl.Scalar[pl.FP32] = pl.tile.read(v, [0, 1])
        # leading comment
        # second line
        k: pl.Scalar[pl.INDEX] = -(M + 1) ** 2 // 3 % 5
        b: pl.Scalar[pl.BOOL] = not (k > 3 and e < 1.5) or k == 0
        g: pl.Scalar[pl.INDEX] = k & 7 | k ^ k << 1
        c: pl.Scalar[pl.INT32] = pl.cast(k, pl.INT32)
        h: pl.Scalar[pl.INDEX] = pl.min(k + pl.cast(c, pl.INDEX), abs(g))
        hf: pl.Scalar[pl.FP16] = pl.const(0.25, pl.FP16)
        big: pl.Scalar[pl.INT64] = pl.const(-7, pl.INT64) * pl.const(3, pl.INT64)
        for i, (o, cnt) in pl.parallel(0, M, 2, init_values=(out, 0), attrs={"tag": "p", "w": 0.90000000000000002}):
            o2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(w, [i, 0], o, atomic=pl.AtomicType.Add)
            cnt2: pl.Scalar[pl.INDEX] = cnt + 1
            ro, rc = pl.yield_(o2, cnt2)
        for j, (s,) in pl.pipeline(1, 9, 2, stage=2, init_values=(h,), attrs={"pipeline_double_buffer_c": True}):
            if j < 5:
                s1: pl.Scalar[pl.INDEX] = s + j
                q: pl.Scalar[pl.INDEX] = pl.yield_(s1)
            else:
                q: pl.Scalar[pl.INDEX] = pl.yield_(s)
            z: pl.Scalar[pl.INDEX] = pl.yield_(q)
        if b:
            pl.tile.write(w, [0, 0], 2.0)
        else:
            pass
        r: pl.Tensor[[64, 64], pl.FP32] = ro
        return r, z
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def aaa_main(self, a: pl.Tensor[[M, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        res: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.INDEX]] = self.leaf(a, out, attrs={"ints": [1, 2], "dt": pl.FP16, "e": out, "on": False})
        first: pl.Tensor[[64, 64], pl.FP32] = res[0]
        return first)";

TEST(RoundTrip, KitchenSinkIsAPrintFixpoint) {
  auto p = parseProgram(kKitchen, "kitchen.py");
  ASSERT_TRUE(p.ok()) << p.error().str();
  std::string printed = printProgram(*p.value());
  EXPECT_EQ(printed, kKitchen);
  auto again = parseProgram(printed, "kitchen.py");
  ASSERT_TRUE(again.ok()) << again.error().str();
  auto eq = ir::structuralEqual(p.value(), again.value());
  EXPECT_TRUE(eq.equal) << eq.str();
}

TEST(RoundTrip, KitchenSinkIr) {
  auto p = parseProgram(kKitchen, "kitchen.py");
  ASSERT_TRUE(p.ok()) << p.error().str();
  const ir::Program &prog = *p.value();
  ASSERT_EQ(prog.dynamicDims.size(), 1u);
  auto leaf = prog.find("leaf");
  ASSERT_TRUE(leaf);
  EXPECT_EQ(leaf->directions[1], ir::ParamDirection::InOut);
  EXPECT_EQ(leaf->returnTypes.size(), 2u);
  ASSERT_EQ(leaf->attrs.size(), 2u);
  EXPECT_EQ(std::get<std::string>(leaf->attrs[0].second), "x");
  auto stmts = ir::stmtList(leaf->body);
  const ir::AssignStmt *w = ir::asAssign(stmts.at(2));
  ASSERT_TRUE(w);
  const ir::TileType *wt = ir::asTile(w->var->type);
  ASSERT_TRUE(wt && wt->memref);
  EXPECT_TRUE(wt->memref->pinned);
  EXPECT_EQ(wt->memref->slotCount, 2);
  const ir::AssignStmt *t = ir::asAssign(stmts.at(1));
  ASSERT_TRUE(t);
  const ir::TileType *tt = ir::asTile(t->var->type);
  ASSERT_TRUE(tt && tt->memref);
  EXPECT_EQ(tt->memref->base, ir::asAssign(stmts.at(0))->var);
}

} // namespace
} // namespace pipecheck::text

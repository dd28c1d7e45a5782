// InitMemRef on small hand-written programs: exact printed output.
//
// Every expected text is written from reference/memory-reuse.md section 2,
// neighbour-passes.md section 10 and the golden reuse_*.py files (ids over
// params then body, `pl.const(0, pl.INT64)` relative offsets, allocs at the
// top in first-seen order), never from running the pass.
#include <gtest/gtest.h>

#include "core/ir/walk.h"
#include "core/passes/MemRefUtil.h"
#include "core/verify/verifier.h"
#include "tests/passes_memory/memory_test_util.h"

namespace pipecheck {
namespace {

const std::string kHeader =
    "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
    "role=pl.Role.SubWorker)\n";

std::string prog(std::string body) {
  if (!body.empty() && body.front() == '\n')
    body.erase(0, 1);
  return memtest::program("P", kHeader + body);
}

memtest::Outcome init(const std::string &body,
                      passes::Backend backend = passes::Backend::Ascend910B) {
  passes::PassOptions o;
  o.backend = backend;
  return memtest::runPasses(prog(body), {"init_mem_ref"}, o);
}

TEST(InitMemRef, FreshIdsParamsThenBodyAllocsAtTopInPlaceSharingAndAccPadding) {
  memtest::Outcome r = init(R"(
    def kernel(a: pl.Tensor[[8, 32], pl.BF16], b: pl.Tensor[[32, 16], pl.BF16], out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        am: pl.Tile[[8, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[32, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        al: pl.Tile[[8, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[32, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        c: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        c2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, al, br)
        res: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(c2, [0, 0], out)
        return res)");
  ASSERT_TRUE(r.ok) << r.text;
  // [8, 16] FP32 in Acc: M padded to 16 -> 16 * 16 * 4 = 1024 bytes.
  EXPECT_EQ(r.text, prog(R"(
    def kernel(a: pl.Tensor[[8, 32], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b: pl.Tensor[[32, 16], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[8, 16], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 1024)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        am: pl.Tile[[8, 32], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 512), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[32, 16], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 1024), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        al: pl.Tile[[8, 32], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 512), pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[32, 16], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 1024), pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        c: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(al, br)
        c2: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(c, al, br)
        res: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(c2, [0, 0], out)
        return res)"));
  // The in-place output shares the very MemRef object (not only the base).
  const auto &f = *r.output->functions[0];
  std::vector<ir::DefSite> defs = ir::collectDefs(f);
  ir::MemRefPtr mc, mc2;
  for (const ir::DefSite &d : defs) {
    if (d.var->name == "c")
      mc = passes::memrefOfType(d.var->type);
    if (d.var->name == "c2")
      mc2 = passes::memrefOfType(d.var->type);
  }
  ASSERT_TRUE(mc && mc2);
  EXPECT_EQ(mc.get(), mc2.get());
}

std::string int32AccProgram() {
  return R"(
    def kernel(a: pl.Tensor[[8, 32], pl.INT8], b: pl.Tensor[[32, 16], pl.INT8]) -> pl.Tensor[[8, 32], pl.INT8]:
        al: pl.Tile[[8, 32], pl.INT8, pl.Mem.Left] = pl.tile.load(a, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Left)
        br: pl.Tile[[32, 16], pl.INT8, pl.Mem.Right] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Right)
        c: pl.Tile[[8, 16], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        d: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        e: pl.Tile[[24, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([24, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        return a)";
}

std::string allocLines(const std::string &text) {
  std::string out, line;
  std::istringstream in(text);
  while (std::getline(in, line))
    if (line.find("pl.tile.alloc(") != std::string::npos)
      out += line.substr(line.find_first_not_of(' ')) + "\n";
  return out;
}

TEST(InitMemRef, AccMPaddingDependsOnDtypeAndBackend) {
  // INT32 pads M to 32 on 910B and without a backend, to 16 on 950; other
  // dtypes pad to 16: [16,16] FP32 stays 1024, [24,16] FP32 becomes 32 x 16 x 4.
  const std::string common = "mem_left_2: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 256)\n"
                             "mem_right_3: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 512)\n";
  memtest::Outcome b910 = init(int32AccProgram(), passes::Backend::Ascend910B);
  memtest::Outcome b950 = init(int32AccProgram(), passes::Backend::Ascend950);
  memtest::Outcome none = init(int32AccProgram(), passes::Backend::None);
  ASSERT_TRUE(b910.ok && b950.ok && none.ok) << b910.text << b950.text << none.text;
  const std::string tail = "mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)\n"
                           "mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)\n";
  EXPECT_EQ(allocLines(b910.text),
            common + "mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)\n" + tail);
  EXPECT_EQ(allocLines(none.text),
            common + "mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)\n" + tail);
  EXPECT_EQ(allocLines(b950.text),
            common + "mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)\n" + tail);
}

TEST(InitMemRef, LoopCarryIterArgTakesInitReturnVarConsumesIdAndIsPatched) {
  memtest::Outcome r = init(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc, o) in pl.range(4, init_values=(t0, out)):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], o)
            racc, ro = pl.yield_(s, o2)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(racc)
        return ro)");
  ASSERT_TRUE(r.ok) << r.text;
  // ids: x 0, out 1, t0 2, t 3, s 4, racc 5 (patched to t0's), ro 6 (tensor:
  // keeps its fresh MemRef), u 7. No alloc for the dropped mem_vec_5.
  EXPECT_EQ(r.text, prog(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc, o) in pl.range(4, init_values=(t0, out)):
            t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(acc, t)
            o2: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(s, [0, 0], o)
            racc, ro = pl.yield_(s, o2)
        u: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(racc)
        return ro)"));
  // The patched return var and the iter_arg carry t0's MemRef object.
  const auto &f = *r.output->functions[0];
  ir::MemRefPtr m0, macc, mracc, mro;
  for (const ir::DefSite &d : ir::collectDefs(f)) {
    if (d.var->name == "t0")
      m0 = passes::memrefOfType(d.var->type);
    if (d.var->name == "acc")
      macc = passes::memrefOfType(d.var->type);
    if (d.var->name == "racc")
      mracc = passes::memrefOfType(d.var->type);
    if (d.var->name == "ro")
      mro = passes::memrefOfType(d.var->type);
  }
  ASSERT_TRUE(m0 && macc && mracc && mro);
  EXPECT_EQ(macc.get(), m0.get());
  EXPECT_EQ(mracc.get(), m0.get());
  EXPECT_EQ(mro->name, "mem_ddr_6");
}

TEST(InitMemRef, IfReturnVarConsumesIdAndTakesThenYieldsMemRef) {
  memtest::Outcome r = init(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        if n == 0:
            a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
        else:
            b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(b)
        w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = v
        y: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(w, [0, 0], x)
        z: pl.Tensor[[16, 16], pl.FP32] = y
        return z)");
  ASSERT_TRUE(r.ok) << r.text;
  // x 0 (n is a scalar: no id), t 1, a 2, b 3, v 4 -> a's; w = v shares it;
  // y shares x's (store arg 2); the tensor alias z gets a fresh mem_ddr_5.
  EXPECT_EQ(r.text, prog(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        if n == 0:
            a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t)
            v: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(a)
        else:
            b: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            v: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(b)
        w: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = v
        y: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)] = pl.tile.store(w, [0, 0], x)
        z: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)] = y
        return z)"));
}

TEST(InitMemRef, TpopResultsAndTheirAliasesAreBufferless) {
  memtest::Outcome r = init(R"(
    def kernel(out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        p: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        q: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = p
        e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(q)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o)");
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.text, prog(R"(
    def kernel(out: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        p: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        q: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = p
        e: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(q)
        o: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)] = pl.tile.store(e, [0, 0], out)
        return o)"));
  // HasMemRefs accepts the buffer-less tiles.
  EXPECT_TRUE(verify::verifyHasMemRefs(*r.output).empty());
}

// A loop or if return var whose carry has no buffer (a tpop result) keeps
// its own fresh MemRef instead of taking the missing one. Expected text: what
// the real InitMemRef printed on this program (campaign --impl pypto, seed 21,
// model-agrees found the model leaving rv_1 without a buffer).
TEST(InitMemRef, ReturnVarsOfBufferlessCarriesKeepTheirFreshMemRef) {
  memtest::Outcome r = init(R"(
    def kernel(n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for i, (acc,) in pl.range(4, init_values=(g,)):
            h: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc, 1.0)
            acc_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(h)
        if n0 < 25:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(g)
        else:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(acc_1)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(rv_1, [0, 0], out)
        return o)");
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.text, prog(R"(
    def kernel(n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[8, 8], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for i, (acc,) in pl.range(4, init_values=(g,)):
            h: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.adds(acc, 1.0)
            acc_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(h)
        if n0 < 25:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(g)
        else:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(acc_1)
        o: pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)] = pl.tile.store(rv_1, [0, 0], out)
        return o)"));
}

TEST(InitMemRef, DeclaredAllocationIsPinnedAndSizedByItsLargestTile) {
  memtest::Outcome r = init(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[8, 16], pl.FP32, pl.MemRef("buf"), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP32, pl.MemRef("buf"), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return x)");
  ASSERT_TRUE(r.ok) << r.text;
  // Slot size = max(512, 1024); the alloc is pinned; the bound tiles use the
  // declared base with offset 0 and one slot, and consume no fresh id.
  EXPECT_EQ(r.text, prog(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)]) -> pl.Tensor[[16, 16], pl.FP32]:
        buf: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024, pinned=True)
        a: pl.Tile[[8, 16], pl.FP32, pl.MemRef(buf, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP32, pl.MemRef(buf, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return x)"));
}

TEST(InitMemRef, SlottedDeclarationOffsetIsIndexTimesSlotAndAllocHoldsAllSlots) {
  passes::PassOptions ptoas;
  ptoas.planner = passes::MemoryPlanner::PTOAS; // a multi-slot declaration is accepted there
  memtest::Outcome r = memtest::runPasses(prog(R"(
    def kernel(x: pl.Tensor[[64, 16], pl.FP32]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.range(4):
            a: pl.Tile[[16, 16], pl.FP32, pl.MemRef("pipe_a", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            b: pl.Tile[[16, 16], pl.FP32, pl.MemRef("pipe_a", slots=2)[1], pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return x)"), {"init_mem_ref"}, ptoas);
  ASSERT_TRUE(r.ok) << r.text;
  // Slot 1024 bytes; dynamic index -> i % 2 * 1024 (INDEX), constant index 1 ->
  // pl.const(1024, pl.INT64); the pinned alloc holds 2 slots.
  EXPECT_EQ(r.text, prog(R"(
    def kernel(x: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[64, 16], pl.FP32]:
        pipe_a: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048, pinned=True)
        for i in pl.range(4):
            a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(pipe_a, i % 2 * 1024, 1024, slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            b: pl.Tile[[16, 16], pl.FP32, pl.MemRef(pipe_a, pl.const(1024, pl.INT64), 1024, slots=2)[1], pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return x)"));
}

TEST(InitMemRef, DeclaredAllocationErrors) {
  memtest::Outcome space = init(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.MemRef("buf"), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP32, pl.MemRef("buf"), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        return x)");
  EXPECT_FALSE(space.ok);
  EXPECT_EQ(space.text.rfind("ERROR: ValueError: declared allocation 'buf'", 0), 0u) << space.text;
  passes::PassOptions ptoas;
  ptoas.planner = passes::MemoryPlanner::PTOAS;
  memtest::Outcome single = memtest::runPasses(prog(R"(
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.MemRef("buf"), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return x)"), {"init_mem_ref"}, ptoas);
  EXPECT_FALSE(single.ok);
  EXPECT_NE(single.text.find("single slot"), std::string::npos) << single.text;
}

TEST(InitMemRef, EveryFunctionRestartsItsCounterAndOrchestrationTensorsGetDdr) {
  memtest::Outcome r = memtest::runPasses(memtest::program("P", R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], o)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = self.kern(x, o)
        return r)"), {"init_mem_ref"});
  ASSERT_TRUE(r.ok) << r.text;
  EXPECT_EQ(r.text, memtest::program("P", R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 64)], o: pl.Out[pl.Tensor[[16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]]) -> pl.Tensor[[16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        t: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)] = pl.tile.store(t, [0], o)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 64)], o: pl.Out[pl.Tensor[[16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)] = self.kern(x, o)
        return r)"));
}

TEST(InitMemRef, OutputSatisfiesHasMemRefsAndNormalizedStructure) {
  for (const char *c : {"matmul_dbc_out_tiled_f3", "if_else_tile_rv_f2", "dyn_stop_f2_tiles"}) {
    std::string path = std::string(PIPECHECK_SOURCE_DIR "/tests/golden/cases/") + c + "/canon.py";
    memtest::Outcome r = memtest::runPasses(memtest::readFile(path), {"init_mem_ref"});
    ASSERT_TRUE(r.ok) << c << ": " << r.text;
    EXPECT_TRUE(verify::verifyHasMemRefs(*r.output).empty()) << c;
    EXPECT_TRUE(verify::verifyNormalizedStmtStructure(*r.output).empty()) << c;
    EXPECT_TRUE(verify::verifyUseAfterDef(*r.output).empty()) << c;
    EXPECT_TRUE(verify::verifyTypeCheck(*r.output).empty()) << c;
    EXPECT_TRUE(verify::verifyPipelineLoopValid(*r.output).empty()) << c;
  }
}

TEST(HasMemRefs, FlagsATileWithoutMemRefButNotTpopResults) {
  auto p = text::parseProgram(prog(R"(
    def kernel(x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        p: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        return x)"), "input.py");
  ASSERT_TRUE(p.ok());
  ir::Diagnostics ds = verify::verifyHasMemRefs(*p.value());
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].rule, "HasMemRefs");
  EXPECT_NE(ds[0].message.find("tile 't'"), std::string::npos) << ds[0].message;
}

} // namespace
} // namespace pipecheck

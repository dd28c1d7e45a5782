// Loop carries in the buffer-aware executor (issue 14 item 2): a carried
// tile lives in the buffer of its iter_arg (which, as in PyPTO's InitMemRef,
// is its init's MemRef) and of the loop's return var, as on the device. No
// copy is implied: the yielded value reaches that buffer only if it lives
// there, which MemoryReuse's YieldFixup ensures with a tile.move. So a carry
// that is given its init's buffer while the init tile is still live
// overwrites that tile, and a yield left in another buffer (a missing
// YieldFixup) leaves the carry stale. Before this rule the executor kept a
// carry in the bytes of the yielded value and computed the right result for
// both plans.
//
// Both programs run a 2-iteration loop over a [16, 16] FP32 tile x:
//     acc = x; for i in 0..2: acc = acc + x;  out = acc + x   (= 4 x)
// kWrongCarry: the carry (iter_arg, return var) inherits x's buffer
// mem_vec_0 while x is read in the body and after the loop; the sum is
// computed in mem_vec_1 and moved into the carry's buffer (YieldFixup).
// kOwnCarry: the same loop on a copy c of x in its own buffer mem_vec_2 (the
// shape a correct plan gives it). kNoFixup: kOwnCarry without the move.
#include <iostream>

#include "core/text/parser.h"
#include "oracle/interp/buffer_store.h"
#include "tests/interp/build_helpers.h"

namespace pipecheck::interp::testing {
namespace {

const char *kHeader = R"(# pypto.program: Carry
import pypto.language as pl

@pl.program
class Carry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        xt: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
)";

const char *kWrongCarry = R"(        for i, (acc,) in pl.range(2, init_values=(xt,)):
            y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, 0, 1024), pl.Mem.Vec] = pl.tile.add(acc, xt)
            ym: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 1024), pl.Mem.Vec] = pl.tile.move(y, target_memory=pl.Mem.Vec)
            r: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 1024), pl.Mem.Vec] = pl.yield_(ym)
        z: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.add(r, xt)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z, [0, 0], out)
        return o
)";

const char *kOwnCarry = R"(        c: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.muls(xt, 1.0)
        for i, (acc,) in pl.range(2, init_values=(c,)):
            y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, 0, 1024), pl.Mem.Vec] = pl.tile.add(acc, xt)
            ym: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.move(y, target_memory=pl.Mem.Vec)
            r: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.yield_(ym)
        z: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.add(r, xt)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z, [0, 0], out)
        return o
)";

const char *kNoFixup = R"(        c: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.muls(xt, 1.0)
        for i, (acc,) in pl.range(2, init_values=(c,)):
            y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, 0, 1024), pl.Mem.Vec] = pl.tile.add(acc, xt)
            r: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.yield_(y)
        z: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.add(r, xt)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z, [0, 0], out)
        return o
)";

ir::ProgramPtr parse(const std::string &text) {
  auto r = text::parseProgram(text, "carry.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

Inputs carryInputs() {
  Inputs in;
  std::vector<double> x(16 * 16);
  for (std::size_t k = 0; k < x.size(); ++k)
    x[k] = static_cast<double>(k % 7) + 1;
  in.tensors["x"] = x;
  return in;
}

Options buffers() {
  Options o;
  o.storage = TileStorage::Buffer;
  return o;
}

TEST(BufferCarry, CarryOnItsLiveInitsBufferCorruptsTheInit) {
  auto p = parse(std::string(kHeader) + kWrongCarry);
  ASSERT_TRUE(p);
  Inputs in = carryInputs();
  Outputs v = runOk(*p, "kernel", in);
  Outputs b = runOk(*p, "kernel", in, buffers());
  auto diff = firstDifference(v, b);
  ASSERT_TRUE(diff) << "a carry on its live init's buffer must change the result";
  std::cout << "first difference: " << *diff << "\n";
  const double x0 = in.tensors["x"][0];
  EXPECT_EQ(outputFloats(*findOutput(v, "tensor out"))[0], 4 * x0);
  // Predicted by the overwrite: after iteration 0 xt's bytes hold 2x, so
  // iteration 1 computes 2x + 2x into the carry (= xt's buffer again), and
  // out = 4x + 4x.
  EXPECT_EQ(outputFloats(*findOutput(b, "tensor out"))[0], 8 * x0);
}

TEST(BufferCarry, CarryInItsOwnBufferComputesTheValueSemantics) {
  auto p = parse(std::string(kHeader) + kOwnCarry);
  ASSERT_TRUE(p);
  Inputs in = carryInputs();
  Outputs v = runOk(*p, "kernel", in);
  Outputs b = runOk(*p, "kernel", in, buffers());
  auto diff = firstDifference(v, b);
  EXPECT_FALSE(diff) << *diff;
  EXPECT_EQ(outputFloats(*findOutput(b, "tensor out"))[0], 4 * in.tensors["x"][0]);
}

TEST(BufferCarry, YieldLeftInAnotherBufferLeavesTheCarryStale) {
  auto p = parse(std::string(kHeader) + kNoFixup);
  ASSERT_TRUE(p);
  Inputs in = carryInputs();
  Outputs v = runOk(*p, "kernel", in);
  Outputs b = runOk(*p, "kernel", in, buffers());
  ASSERT_TRUE(firstDifference(v, b)) << "a yield outside the carry's buffer must not reach it";
  // The carry's buffer keeps c = x through both iterations: r = x, out = 2x.
  EXPECT_EQ(outputFloats(*findOutput(b, "tensor out"))[0], 2 * in.tensors["x"][0]);
}

} // namespace
} // namespace pipecheck::interp::testing

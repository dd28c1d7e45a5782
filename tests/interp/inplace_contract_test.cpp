// Reads after an in-place update (a ReadWrite argument, pypto-ops.tsv's
// effects column: tile.matmul_acc's acc, tile.write's target, ...). The
// hardware updates that tile's buffer, so under value semantics a later read
// of the argument has no meaning: the run is OutsideContract (never a
// finding about the source). A campaign against the real PyPTO met
// `for i: store(c); acc_1 = matmul_acc(c, l, r)` with a loop-invariant c:
// iteration 2 stores the updated c, value semantics stored the old one, and
// buffer-differential reported a false miscompile. Buffer-aware runs model
// the update itself and are unaffected; a program that never reads the
// argument again is judged as before.
#include "core/text/parser.h"
#include "tests/interp/build_helpers.h"

namespace pipecheck::interp::testing {
namespace {

std::string program(const std::string &loopBody) {
  return R"(# pypto.program: InPlace
import pypto.language as pl

@pl.program
class InPlace:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        lft: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(m, target_memory=pl.Mem.Left)
        rgt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
        for i, (o,) in pl.range(2, init_values=(out,)):
)" + loopBody + R"(        return r
)";
}

// Iteration 2 stores c after iteration 1's matmul_acc updated it in place.
const char *kStoreAfterUpdate =
    R"(            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], o)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, lft, rgt)
            r: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_1)
)";

// The same in-place update on a tile made fresh in each iteration, which
// nothing reads after the update: judged as before.
const char *kFreshAccumulator =
    R"(            c2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c2, [0, 0], o)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c2, lft, rgt)
            o_2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], o_1)
            r: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_2)
)";

ir::ProgramPtr parse(const std::string &text) {
  auto r = text::parseProgram(text, "inplace.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

Inputs someInputs() {
  Inputs in;
  std::vector<double> x(16 * 16);
  for (std::size_t k = 0; k < x.size(); ++k)
    x[k] = static_cast<double>(k % 5) - 2;
  in.tensors["x"] = x;
  return in;
}

TEST(InPlaceContract, AReadAfterAnInPlaceUpdateIsOutsideTheContract) {
  auto p = parse(program(kStoreAfterUpdate));
  ASSERT_TRUE(p);
  RunResult r = run(*p, "kernel", someInputs(), Options{});
  const auto *c = std::get_if<OutsideContract>(&r.outcome);
  ASSERT_TRUE(c) << describe(r.outcome);
  EXPECT_NE(c->message.find("reads tile 'c' after tile.matmul_acc updated it in place"),
            std::string::npos)
      << c->message;
}

TEST(InPlaceContract, WithoutALaterReadTheRunReturns) {
  auto p = parse(program(kFreshAccumulator));
  ASSERT_TRUE(p);
  RunResult r = run(*p, "kernel", someInputs(), Options{});
  EXPECT_TRUE(std::holds_alternative<Returned>(r.outcome)) << describe(r.outcome);
}

// A loop that pops, reads and frees a tile every iteration returns: freed
// tiles are held weakly, so a new popped tile at a freed one's address (the
// allocator reuses it) is not taken for the freed one.
TEST(TfreeContract, AFreePerIterationNeverTrapsAReadBeforeIt) {
  auto p = text::parseProgram(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(out: pl.Out[pl.Tensor[[400, 16], pl.FP32]]) -> pl.Tensor[[400, 16], pl.FP32]:
        for i, (o,) in pl.range(200, init_values=(out,)):
            g: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            e: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(g, 0.5)
            pl.system.tfree_to_aic(g, split=0)
            o2: pl.Tensor[[400, 16], pl.FP32] = pl.tile.store(e, [i * 2, 0], o)
            r: pl.Tensor[[400, 16], pl.FP32] = pl.yield_(o2)
        return r
)", "free_loop.py");
  ASSERT_TRUE(p.ok()) << p.error().str();
  RunResult r = run(**p, "k", {});
  EXPECT_TRUE(r.outputs()) << describe(r.outcome);
}

} // namespace
} // namespace pipecheck::interp::testing

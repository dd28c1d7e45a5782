// Tensor contents are shared copy-on-write (TensorObject::contents): a seeded
// input drawn once sits in the fill cache, every run that reads it shares it,
// and a run's outputs share the tensor's final contents. Checked here that
// sharing is never visible: a run that writes a tensor leaves the cached
// input and earlier runs' outputs as they were, and a run that only reads
// shares without copying.
#include <algorithm>

#include "core/text/parser.h"
#include "oracle/interp/buffer_store.h"
#include "tests/interp/build_helpers.h"

namespace pipecheck::interp::testing {
namespace {

// out = out + x, read-modify-write of an InOut tensor: a run that wrote into
// the shared input would make the next run start from out + x.
constexpr const char *kAccumulate = R"(import pypto.language as pl

@pl.program
class Accumulate:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(x: pl.Tensor[[8, 16], pl.FP32], out: pl.InOut[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        a: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(out, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        o: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
)";

// Reads out and returns it untouched.
constexpr const char *kReadOnly = R"(import pypto.language as pl

@pl.program
class ReadOnly:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(x: pl.Tensor[[8, 16], pl.FP32], out: pl.InOut[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        return out
)";

ir::ProgramPtr parse(const char *text) {
  auto r = text::parseProgram(text, "test.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

Inputs cachedInputs() {
  Inputs in;
  in.seed = 7;
  in.fillCache = std::make_shared<FillCache>();
  return in;
}

TEST(SharedContents, AWriteDoesNotReachTheCachedInputOrEarlierOutputs) {
  ir::ProgramPtr p = parse(kAccumulate);
  ASSERT_TRUE(p);
  Inputs in = cachedInputs();
  Outputs first = runOk(*p, "kernel", in);
  const std::vector<double> firstOut = outputFloats(*findOutput(first, "tensor out"));
  Outputs second = runOk(*p, "kernel", in);
  // Same inputs, same result: the second run started from the drawn contents.
  EXPECT_EQ(outputFloats(*findOutput(second, "tensor out")), firstOut);
  // And the first run's output still holds what it held.
  EXPECT_EQ(outputFloats(*findOutput(first, "tensor out")), firstOut);
  // Against a run without the cache: the drawn contents are the same.
  Inputs fresh;
  fresh.seed = 7;
  EXPECT_EQ(outputFloats(*findOutput(runOk(*p, "kernel", fresh), "tensor out")), firstOut);
}

TEST(SharedContents, AReadOnlyRunSharesTheDrawnContents) {
  ir::ProgramPtr p = parse(kReadOnly);
  ASSERT_TRUE(p);
  Inputs in = cachedInputs();
  Outputs a = runOk(*p, "kernel", in);
  Outputs b = runOk(*p, "kernel", in);
  const OutputValue *oa = findOutput(a, "tensor out");
  const OutputValue *ob = findOutput(b, "tensor out");
  ASSERT_TRUE(oa && ob);
  // One vector behind both runs' outputs: nothing was copied.
  EXPECT_EQ(oa->bytes.get(), ob->bytes.get());
  EXPECT_EQ(oa->bytes.get(), findOutput(a, "return[0]")->bytes.get());
}

} // namespace
} // namespace pipecheck::interp::testing

namespace pipecheck::interp::testing {
namespace {

bool allZero(const TileObject &t) {
  for (int64_t k = 0; k < t.meta.byteSize(); ++k)
    if (t.bytes.get()[k] != std::byte{0})
      return false;
  return true;
}

// Arenas are zero-filled page by page when a tile is first placed over them
// (BufferTileStore::Block::zeroFill): the bytes a tile reads are zero until
// written, and a later placement never clears what an earlier tile wrote.
TEST(SharedContents, ArenaBytesReadZeroUntilWrittenAndKeepWhatWasWritten) {
  for (BufferAddressing a : {BufferAddressing::Absolute, BufferAddressing::Relative}) {
    const char *mode = a == BufferAddressing::Absolute ? "absolute" : "relative";
    BufferTileStore store(a, {{ir::MemorySpace::Vec, 64 * 1024}});
    PtrValue base = store.allocate(ir::MemorySpace::Vec, 64 * 1024).value();
    TileMeta meta{ir::DataType::FP32, {16, 64}, {16, 64}, ir::MemorySpace::Vec}; // 4 KiB
    // A tile straddling a page boundary, then written.
    TilePlacement first{"mem_vec_0", base, 2048, 4096};
    TileRef t = store.newTile(meta, &first).value();
    EXPECT_TRUE(allZero(*t)) << mode;
    std::fill_n(t->bytes.get(), meta.byteSize(), std::byte{0x5a});
    // Overlapping its second half and reaching into an untouched page.
    TilePlacement second{"mem_vec_0", base, 4096, 4096};
    TileRef u = store.newTile(meta, &second).value();
    for (int64_t k = 0; k < 2048; ++k)
      ASSERT_EQ(u->bytes.get()[k], std::byte{0x5a}) << mode << " byte " << k;
    for (int64_t k = 2048; k < 4096; ++k)
      ASSERT_EQ(u->bytes.get()[k], std::byte{0}) << mode << " byte " << k;
    // A tile elsewhere in the arena reads zero.
    TilePlacement far{"mem_vec_0", base, 40 * 1024, 4096};
    EXPECT_TRUE(allZero(*store.newTile(meta, &far).value())) << mode;
  }
}

} // namespace
} // namespace pipecheck::interp::testing

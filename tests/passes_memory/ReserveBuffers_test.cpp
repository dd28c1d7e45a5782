// system.reserve_buffer regions in MemoryReuse and AllocateMemoryAddr
// (core/passes/ReserveBuffers.h).
//
// Every expected base, tile address and error text below is what the real
// PyPTO (the kit, e2d0f78ae, 910B, PYPTO planner) printed or raised on the
// same program run through init_mem_ref, materialize_semantic_aliases,
// memory_reuse and allocate_memory_addr; tests/golden-kernels/cases/
// reserve_buffers holds one such program through the whole window.
#include <gtest/gtest.h>

#include <regex>

#include "core/passes/ReserveBuffers.h"
#include "tests/passes_memory/memory_test_util.h"

namespace pipecheck {
namespace {

struct Req {
  int64_t size, base;
};

// One function of type `ftype`: the reserve buffers, then a 32x64 FP32 Vec
// tile loaded and stored (8192 bytes).
std::string reserveProgram(const std::string &ftype, const std::vector<Req> &reqs) {
  std::string body = "    @pl.function(type=pl.FunctionType." + ftype +
                     ")\n    def f(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, "
                     "64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:\n";
  for (std::size_t i = 0; i < reqs.size(); ++i)
    body += "        r" + std::to_string(i) +
            ": pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='r" + std::to_string(i) +
            "', size=" + std::to_string(reqs[i].size) + ", base=" + std::to_string(reqs[i].base) +
            ")\n";
  body += "        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], "
          "[32, 64], target_memory=pl.Mem.Vec)\n"
          "        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)\n"
          "        return o";
  return memtest::program("P", body);
}

memtest::Outcome memoryPasses(const std::string &ftype, const std::vector<Req> &reqs,
                              std::vector<std::string> passes = {
                                  "init_mem_ref", "materialize_semantic_aliases", "memory_reuse",
                                  "allocate_memory_addr"}) {
  passes::PassOptions o;
  o.backend = passes::Backend::Ascend910B;
  return memtest::runPasses(reserveProgram(ftype, reqs), passes, o);
}

// The printed bases in order, then the tile's Vec address.
std::string placement(const memtest::Outcome &r) {
  std::string out;
  static const std::regex base(R"(base=(-?\d+)\))"), addr(R"(MemRef\(mem_vec_\d+, pl\.const\((\d+))");
  for (auto it = std::sregex_iterator(r.text.begin(), r.text.end(), base);
       it != std::sregex_iterator(); ++it)
    out += (*it)[1].str() + " ";
  std::smatch m;
  if (std::regex_search(r.text, m, addr))
    out += "| " + m[1].str();
  return out;
}

TEST(ReserveBuffers, PlacedAtTheHighestEndSoFarAndTilesAboveThem) {
  struct Case {
    std::vector<Req> reqs;
    std::string expected;
  } cases[] = {
      {{{16384, -1}}, "0 | 16384"},
      {{{1000, -1}}, "0 | 1024"},           // ends are aligned to 32
      {{{1000, -1}, {1000, -1}}, "0 1024 | 2048"},
      {{{1024, 4096}}, "4096 | 5120"},
      {{{1024, 4096}, {512, -1}}, "4096 5120 | 5632"},
      {{{512, -1}, {1024, 4096}}, "0 4096 | 5120"}, // only the regions before count
      {{{1024, 4096}, {100, 0}, {512, -1}}, "4096 0 5120 | 5632"}, // no first fit
      {{{100, -1}, {100, 130}, {16, -1}}, "0 130 256 | 288"},
      {{{100, 7}, {16, -1}}, "7 128 | 160"},
      {{{1, -1}}, "0 | 32"},
  };
  for (const Case &c : cases) {
    memtest::Outcome r = memoryPasses("AIV", c.reqs);
    ASSERT_TRUE(r.ok) << r.text;
    EXPECT_EQ(placement(r), c.expected) << r.text;
  }
}

TEST(ReserveBuffers, SpaceByFunctionType) {
  // InCore reserves Vec like AIV; AIC reserves Mat, so its Vec tile starts at 0.
  memtest::Outcome incore = memoryPasses("InCore", {{16384, -1}});
  ASSERT_TRUE(incore.ok) << incore.text;
  EXPECT_EQ(placement(incore), "0 | 16384");
  memtest::Outcome aic = memoryPasses("AIC", {{16384, -1}});
  ASSERT_TRUE(aic.ok) << aic.text;
  EXPECT_EQ(placement(aic), "0 | 0");
  // Orchestration: MemoryReuse skips it and AllocateMemoryAddr leaves the base.
  memtest::Outcome orch = memoryPasses("Orchestration", {{100, -1}, {100, 50}});
  ASSERT_TRUE(orch.ok) << orch.text;
  EXPECT_EQ(placement(orch), "-1 50 | 0");
  // Without MemoryReuse nothing resolves an Opaque function's reserve buffers.
  memtest::Outcome opaque = memoryPasses("Opaque", {{100, -1}}, {"init_mem_ref", "allocate_memory_addr"});
  ASSERT_TRUE(opaque.ok) << opaque.text;
  EXPECT_EQ(placement(opaque), "-1 | 0");
}

TEST(ReserveBuffers, ErrorsOfTheRealPasses) {
  struct Case {
    std::string ftype;
    std::vector<Req> reqs;
    std::vector<std::string> passes;
    std::string expected;
  } cases[] = {
      {"AIV", {{100, -1}, {100, 50}}, {"init_mem_ref", "memory_reuse"},
       "ERROR: InternalError: overlapping reserve_buffer ranges in function 'f': [50, 160) "
       "overlaps with [0, 128)\nCheck failed: !overlaps(*prev_it)"},
      {"AIV", {{100, -1}, {1024, 0}}, {"init_mem_ref", "allocate_memory_addr"},
       "ERROR: InternalError: overlapping reserve_buffer ranges in function 'f': [0, 1024) "
       "overlaps with [0, 128)\nCheck failed: next_it == reserved_ranges.end() || "
       "!overlaps(*next_it)"},
      {"AIV", {{0, -1}}, {"init_mem_ref", "allocate_memory_addr"},
       "ERROR: InternalError: reserve_buffer requires size > 0, got 0\nCheck failed: size > 0"},
      {"Group", {{100, -1}}, {"init_mem_ref", "memory_reuse"},
       "ERROR: InternalError: cannot resolve reserve_buffer memory space for function 'f' with "
       "type Group\nCheck failed: unreachable"},
      {"Opaque", {{0, -1}}, {"init_mem_ref", "memory_reuse"}, // sizes are checked first
       "ERROR: InternalError: reserve_buffer requires size > 0, got 0\nCheck failed: size > 0"},
      {"AIV", {{300000, -1}}, {"init_mem_ref", "allocate_memory_addr"},
       "ERROR: ValueError: Vec buffer usage (308192 bytes) exceeds platform limit (188416 bytes). "
       "The first 300000 bytes of that space are reserved by system.reserve_buffer, so tiles are "
       "allocated above them\nCheck failed: limit == 0 || used <= limit"},
  };
  for (const Case &c : cases) {
    memtest::Outcome r = memoryPasses(c.ftype, c.reqs, c.passes);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.text, c.expected);
  }
  // The same shapes without the fault pass (quiet on a correct program).
  EXPECT_TRUE(memoryPasses("AIV", {{100, -1}, {100, 130}}).ok);
  EXPECT_TRUE(memoryPasses("Group", {}).ok);
}

} // namespace
} // namespace pipecheck

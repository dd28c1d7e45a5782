// The default pass list under the PTOAS planner on slotted loads: the runner
// drops memory_reuse and allocate_memory_addr (reference/neighbour-passes.md
// sections 0-1), and InitMemRef resolves each pinned F-slot MemRef the slot
// pass wrote into one pinned alloc of F slots, the load's MemRef becoming
// (base, loop_var % F * slot bytes, slot bytes) with slots and index kept
// (section 10, step 5.6 and 8). Runs the golden-window inputs
// slots_taken_f3_start3 (910B) and slots_over_capacity_910B (950, where it is
// slotted) with the verify and round-trip instruments on.
#include <gtest/gtest.h>

#include "core/pipeline/pipeline.h"
#include "tests/passes_slots/slots_test_util.h"

namespace pipecheck {
namespace {

using passes::Backend;
using passes::MemoryPlanner;

pipeline::PipelineRun runDefault(const std::string &caseName, Backend backend,
                                 MemoryPlanner planner) {
  std::string src = memtest::readFile(PIPECHECK_SOURCE_DIR "/tests/golden-window/cases/" +
                                      caseName + "/input.py");
  auto parsed = text::parseProgram(src, "input.py");
  EXPECT_TRUE(parsed.ok());
  pipeline::PipelineOptions o;
  o.verify = true;
  o.roundTrip = true;
  o.passOptions.backend = backend;
  o.passOptions.planner = planner;
  return pipeline::runPipeline(parsed.value(), pipeline::defaultPassList(), o);
}

std::vector<std::string> snapshotNames(const pipeline::PipelineRun &run) {
  std::vector<std::string> out;
  for (const pipeline::Snapshot &s : run.snapshots)
    out.push_back(s.name);
  return out;
}

TEST(SlotsPtoasList, DefaultListIsTheRealOrderAndPtoasDropsTheTwoPlanningPasses) {
  const std::vector<std::string> full = {
      "skew_cross_core_pipeline",   "lower_pipeline_to_slots", "lower_pipeline_loops",
      "canonicalize_io_order",      "materialize_tensor_strides", "init_mem_ref",
      "materialize_semantic_aliases", "memory_reuse",          "allocate_memory_addr"};
  EXPECT_EQ(pipeline::defaultPassList(), full);
  EXPECT_EQ(pipeline::defaultPassList(MemoryPlanner::PYPTO), full);
  std::vector<std::string> ptoas(full.begin(), full.end() - 2);
  EXPECT_EQ(pipeline::defaultPassList(MemoryPlanner::PTOAS), ptoas);
  EXPECT_TRUE(pipeline::plannerSkipsPass("memory_reuse", MemoryPlanner::PTOAS));
  EXPECT_FALSE(pipeline::plannerSkipsPass("memory_reuse", MemoryPlanner::PYPTO));
  EXPECT_FALSE(pipeline::plannerSkipsPass("lower_pipeline_to_slots", MemoryPlanner::PTOAS));
}

TEST(SlotsPtoasList, InitMemRefResolvesTheSlotsIntoOnePinnedAllocPerLoad) {
  pipeline::PipelineRun run = runDefault("slots_taken_f3_start3", Backend::Ascend910B,
                                         MemoryPlanner::PTOAS);
  ASSERT_TRUE(run.ok()) << run.summary();
  std::vector<std::string> names = snapshotNames(run);
  EXPECT_EQ(names.back(), "materialize_semantic_aliases");
  EXPECT_EQ(std::count(names.begin(), names.end(), "memory_reuse"), 0);
  EXPECT_EQ(std::count(names.begin(), names.end(), "allocate_memory_addr"), 0);
  std::string out = text::printProgram(*run.finalProgram());
  // [32, 64] FP32 = 8192 bytes a slot, 3 slots.
  EXPECT_NE(out.find("pipe_ta: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 24576, pinned=True)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("pipe_tb: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 24576, pinned=True)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("ta: pl.Tile[[32, 64], pl.FP32, pl.MemRef(pipe_ta, i % 3 * 8192, 8192, "
                     "slots=3)[i % 3], pl.Mem.Vec]"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("pl.range(3, 12, init_values="), std::string::npos) << out;
  EXPECT_EQ(slotstest::count(out, "pl.tile.load("), 2u) << out; // not replicated
}

TEST(SlotsPtoasList, SlottedOnlyWhereTheBackendHasRoom) {
  pipeline::PipelineRun on950 = runDefault("slots_over_capacity_910B", Backend::Ascend950,
                                           MemoryPlanner::PTOAS);
  ASSERT_TRUE(on950.ok()) << on950.summary();
  std::string out = text::printProgram(*on950.finalProgram());
  // [64, 256] FP32 = 65536 bytes a slot, 3 slots = 196608 <= 245760.
  EXPECT_NE(out.find("pipe_t: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 196608, pinned=True)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("pl.MemRef(pipe_t, i % 3 * 65536, 65536, slots=3)[i % 3]"),
            std::string::npos)
      << out;
  pipeline::PipelineRun on910 = runDefault("slots_over_capacity_910B", Backend::Ascend910B,
                                           MemoryPlanner::PTOAS);
  ASSERT_TRUE(on910.ok()) << on910.summary();
  std::string declined = text::printProgram(*on910.finalProgram());
  EXPECT_EQ(declined.find("pipe_"), std::string::npos) << declined;
  EXPECT_EQ(declined.find("pinned=True"), std::string::npos) << declined;
}

TEST(SlotsPtoasList, PyptoRunsAllNinePassesAndBindsNoSlot) {
  pipeline::PipelineRun run = runDefault("slots_taken_f3_start3", Backend::Ascend910B,
                                         MemoryPlanner::PYPTO);
  ASSERT_TRUE(run.ok()) << run.summary();
  EXPECT_EQ(run.snapshots.size(), 10u);
  EXPECT_EQ(run.snapshots.back().name, "allocate_memory_addr");
  EXPECT_EQ(text::printProgram(*run.finalProgram()).find("pipe_"), std::string::npos);
}

} // namespace
} // namespace pipecheck

// The contract-edge shapes of the generator (GenKnobs "contract edges",
// issue 16) do to the faithful pipeline what their tags promise: a program
// tagged zero-step or dyn-neg-step stops in lower_pipeline_loops with its
// InternalError, one tagged vec-overflow stops in allocate_memory_addr with
// the capacity ValueError, and a program with neither tag passes every pass
// (so the tags name the only programs the campaign cannot judge beyond
// clean-errors). Walks the campaign's PRNG seeds of seed 1.
#include <gtest/gtest.h>

#include "core/pipeline/pipeline.h"
#include "properties/gen/Generator.h"

namespace pipecheck {
namespace {

using gen::Feature;

TEST(GeneratedEdges, TaggedProgramsFailInTheirPassAndOthersPass) {
  int zero = 0, neg = 0, overflow = 0, clean = 0;
  for (int i = 0; i < 400; ++i) {
    uint64_t seed = 1000003ULL + static_cast<uint64_t>(i); // as `pipecheck campaign --seed 1`
    gen::PrngChoiceSource src(seed);
    auto g = gen::generateProgram(src);
    ASSERT_TRUE(g.ok()) << g.error().str();
    const bool invalidStep = g->features.has(Feature::ZeroStep) ||
                             g->features.has(Feature::DynNegStep);
    const bool over = g->features.has(Feature::VecOverflow);
    pipeline::PipelineRun run = pipeline::runPipeline(g->program, pipeline::defaultPassList());
    if (invalidStep) {
      ASSERT_FALSE(run.ok()) << "seed " << seed;
      EXPECT_EQ(*run.failedPass, "lower_pipeline_loops") << run.summary();
      g->features.has(Feature::ZeroStep) ? ++zero : ++neg;
    } else if (over) {
      ASSERT_FALSE(run.ok()) << "seed " << seed;
      EXPECT_EQ(*run.failedPass, "allocate_memory_addr") << run.summary();
      EXPECT_NE(run.summary().find("ValueError"), std::string::npos) << run.summary();
      ++overflow;
    } else if (g->features.has(Feature::SlotDeclineCapacity)) {
      continue; // F [64, 64] tiles replicated F >= 12 times may overflow too
    } else {
      EXPECT_TRUE(run.ok()) << "seed " << seed << ": " << run.summary();
      ++clean;
    }
  }
  std::printf("[edges] 400 programs: %d zero-step, %d dyn-neg-step, %d vec-overflow, %d pass\n",
              zero, neg, overflow, clean);
  EXPECT_GT(zero + neg, 0);
  EXPECT_GT(overflow, 0);
}

} // namespace
} // namespace pipecheck

// memory_reuse under the pass manager's instruments: on every golden case
// with a reuse_910B.py, canon.py -> materialize_tensor_strides ->
// init_mem_ref -> (materialize_semantic_aliases) -> memory_reuse runs with
// the verifiers and the print -> parse -> structural-equality round trip
// after each pass, on 910B and 950. Catches output the printer/parser cannot
// reproduce (YieldFixup moves, rebased MemRefs) or that breaks a verifier.
#include <gtest/gtest.h>

#include "core/pipeline/pipeline.h"
#include "tests/passes_reuse/reuse_test_util.h"

namespace pipecheck {
namespace {

using namespace reusetest;

class ReuseRoundTrip
    : public ::testing::TestWithParam<std::tuple<std::string, passes::Backend>> {};

TEST_P(ReuseRoundTrip, VerifiesAndRoundTrips) {
  if (!passes::findPass("init_mem_ref"))
    GTEST_SKIP() << "init_mem_ref not registered";
  auto [name, backend] = GetParam();
  ir::ProgramPtr in = parse(readFile(std::string(PIPECHECK_SOURCE_DIR) + "/tests/golden/cases/" +
                                     name + "/canon.py"));
  ASSERT_TRUE(in);
  std::vector<std::string> passes = {"materialize_tensor_strides", "init_mem_ref"};
  if (passes::findPass("materialize_semantic_aliases"))
    passes.push_back("materialize_semantic_aliases");
  passes.push_back("memory_reuse");
  pipeline::PipelineOptions opts;
  opts.verify = true;
  opts.roundTrip = true;
  opts.passOptions.backend = backend;
  pipeline::PipelineRun run = pipeline::runPipeline(in, passes, opts);
  ASSERT_TRUE(run.ok()) << run.summary();
  EXPECT_EQ(run.snapshots.back().name, "memory_reuse");
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ReuseRoundTrip,
    ::testing::Combine(
        ::testing::Values("dyn_stop_f2_tiles", "evalstmt_store_f6", "if_else_tile_rv_f2",
                          "matmul_acc_kloop_f2", "matmul_dbc_out_tiled_f3",
                          "nested_dyn_outer_static_inner", "overlap_stores_default_f3",
                          "overlap_stores_false_f3", "pipeline_in_range_loop",
                          "stage1_inner_in_stage3_outer", "tensor_carry_64x32_f2",
                          "tile_read_index_f3", "two_funcs_each_pipeline",
                          "two_pipelines_one_func", "vec_pressure_two_loads_f3"),
        ::testing::Values(passes::Backend::Ascend910B, passes::Backend::Ascend950)));

} // namespace
} // namespace pipecheck

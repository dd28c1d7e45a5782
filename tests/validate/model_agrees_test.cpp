// model-agrees (issue 14): on snapshots given from outside, pipecheck's model
// of each pass run on the snapshot before must print the snapshot after byte
// for byte. The real PyPTO dumps of tests/golden-dumps hold pass by pass; a
// hand-edited after-snapshot fails with a unified diff naming the edit; on
// pipecheck's own run (nothing given) the property is n/a.
#include <filesystem>

#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
const fs::path kDumps = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden-dumps";

const char *kWindow[][2] = {
    {"27_after_SkewCrossCorePipeline.py", "skew_cross_core_pipeline"},
    {"28_after_LowerPipelineToSlots.py", "lower_pipeline_to_slots"},
    {"29_after_LowerPipelineLoops.py", "lower_pipeline_loops"},
    {"30_after_CanonicalizeIOOrder.py", "canonicalize_io_order"},
    {"31_after_MaterializeTensorStrides.py", "materialize_tensor_strides"},
    {"32_after_InitMemRef.py", "init_mem_ref"},
    {"33_after_MaterializeSemanticAliases.py", "materialize_semantic_aliases"},
    {"34_after_MemoryReuse.py", "memory_reuse"},
    {"35_after_AllocateMemoryAddr.py", "allocate_memory_addr"},
};

checks::Verdict modelAgrees(const fs::path &dir, const std::string &editFile = "",
                            const std::string &from = "", const std::string &to = "") {
  checks::CheckInput in;
  in.source = testing::parseFile(dir / "26_after_NormalizeReturnOrder.py");
  in.givenOrigin = "the PyPTO dump " + dir.filename().string();
  for (const auto &[file, pass] : kWindow) {
    std::string text = testing::readText(dir / file);
    if (file == editFile) {
      auto at = text.find(from);
      EXPECT_NE(at, std::string::npos) << from;
      if (at != std::string::npos)
        text.replace(at, from.size(), to);
    }
    in.givenSnapshots.push_back({pass, testing::parseString(text)});
    in.givenTexts.push_back(text);
  }
  checks::RunContext ctx(in);
  return checks::runCatalogue(ctx, {"model-agrees"}).at(0);
}

class RealDump : public ::testing::TestWithParam<std::string> {};

TEST_P(RealDump, ModelPrintsEverySnapshotByteForByte) {
  checks::Verdict v = modelAgrees(kDumps / GetParam());
  EXPECT_EQ(v.outcome, checks::Outcome::Holds) << v.message << "\n" << v.witness;
}

INSTANTIATE_TEST_SUITE_P(GoldenDumps, RealDump,
                         ::testing::Values("static_f2", "dyn_f3", "matmul_dbc_f2", "xc_pair_f2",
                                           "nested_f2_f2"));

TEST(ModelAgrees, HandEditedSnapshotFailsWithADiff) {
  // One clone's scale factor changed in PyPTO's LowerPipelineLoops output.
  checks::Verdict v = modelAgrees(kDumps / "static_f2", "29_after_LowerPipelineLoops.py",
                                  "pl.tile.muls(t_1, 2.0", "pl.tile.muls(t_1, 3.0");
  ASSERT_EQ(v.outcome, checks::Outcome::Fails) << v.message;
  EXPECT_EQ(v.pass, "lower_pipeline_loops");
  EXPECT_NE(v.message.find("gap in pipecheck's model or a change in the real pass"),
            std::string::npos)
      << v.message;
  EXPECT_NE(v.message.find("the PyPTO dump static_f2"), std::string::npos) << v.message;
  EXPECT_NE(v.witness.find("-            u_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = "
                           "pl.tile.muls(t_1, 2.0"),
            std::string::npos)
      << v.witness;
  EXPECT_NE(v.witness.find("+            u_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = "
                           "pl.tile.muls(t_1, 3.0"),
            std::string::npos)
      << v.witness;
  EXPECT_NE(v.witness.find("@@ -"), std::string::npos) << v.witness;
  std::cout << v.message << "\n" << v.witness;
}

TEST(ModelAgrees, NotApplicableOnPipechecksOwnRun) {
  checks::CheckInput in;
  in.source = testing::parseFile(kDumps / "static_f2/26_after_NormalizeReturnOrder.py");
  checks::RunContext ctx(in);
  EXPECT_EQ(checks::runCatalogue(ctx, {"model-agrees"}).at(0).outcome,
            checks::Outcome::NotApplicable);
}

} // namespace
} // namespace pipecheck

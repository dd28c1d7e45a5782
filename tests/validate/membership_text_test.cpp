// membership-tags on lowerings given as text (issue 14 item 2): the exact
// list each tile definition must carry is derived from the contract (the
// model's lowering of the same input), so hand edits that keep the count and
// stage-range rules -- every clone tagged stage 0, nested pairs reversed --
// fail, while the real PyPTO lowerings of the same shapes hold.
// Before this rule both edits passed (the count/stage/region rules alone).
#include <filesystem>
#include <regex>

#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
const fs::path kDumps = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden-dumps";
const fs::path kCases = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden/cases";

checks::Verdict membership(const ir::ProgramPtr &before, const std::string &loweredText) {
  checks::CheckInput in;
  in.source = before;
  ir::ProgramPtr low = testing::parseString(loweredText);
  EXPECT_TRUE(low);
  in.givenSnapshots = {{"lower_pipeline_loops", low}};
  checks::RunContext ctx(in);
  return checks::runCatalogue(ctx, {"membership-tags"}).at(0);
}

// Every "g:s" stage rewritten to 0 ("0:1" -> "0:0", "0:1;1:1" -> "0:0;1:0").
std::string allStagesZero(const std::string &text) {
  return std::regex_replace(text, std::regex(R"re((\d+):\d+(?=[;"]))re"), "$1:0");
}

// Two-pair memberships reversed: "a:b;c:d" -> "c:d;a:b".
std::string reversePairs(const std::string &text) {
  return std::regex_replace(text, std::regex(R"re("(\d+:\d+);(\d+:\d+)")re"), "\"$2;$1\"");
}

struct Shape {
  const char *name;
  fs::path before, lowered;
};

const Shape kStaged[] = {
    // pl.pipeline(5, stage=2): main loop of 2 clones + 1 tail clone (real PyPTO).
    {"static_f2", kDumps / "static_f2/28_after_LowerPipelineToSlots.py",
     kDumps / "static_f2/29_after_LowerPipelineLoops.py"},
    // dynamic bound, stage=3: main loop + cascade (real PyPTO).
    {"dyn_f3", kDumps / "dyn_f3/28_after_LowerPipelineToSlots.py",
     kDumps / "dyn_f3/29_after_LowerPipelineLoops.py"},
    {"overlap_stores_default_f3", kCases / "overlap_stores_default_f3/input.py",
     kCases / "overlap_stores_default_f3/lower.py"},
};

class StagedLowering : public ::testing::TestWithParam<Shape> {};

TEST_P(StagedLowering, RealLoweringHolds) {
  const Shape &s = GetParam();
  checks::Verdict v = membership(testing::parseFile(s.before), testing::readText(s.lowered));
  EXPECT_EQ(v.outcome, checks::Outcome::Holds) << v.message << "\n" << v.witness;
}

TEST_P(StagedLowering, EveryCloneTaggedStageZeroFails) {
  const Shape &s = GetParam();
  std::string text = testing::readText(s.lowered);
  std::string edited = allStagesZero(text);
  ASSERT_NE(edited, text) << "the lowering has a clone with stage > 0";
  checks::Verdict v = membership(testing::parseFile(s.before), edited);
  EXPECT_EQ(v.outcome, checks::Outcome::Fails) << v.message;
  EXPECT_NE(v.message.find("the clone index is 1"), std::string::npos) << v.message;
  EXPECT_NE(v.witness.find("the contract requires"), std::string::npos) << v.witness;
  std::cout << s.name << ": " << v.message << "\n  " << v.witness << "\n";
}

INSTANTIATE_TEST_SUITE_P(Text, StagedLowering, ::testing::ValuesIn(kStaged),
                         [](const auto &info) { return std::string(info.param.name); });

const Shape kNested[] = {
    // outer pl.pipeline(2, stage=2) around inner pl.pipeline(4, stage=2): equal
    // F, so a reversed pair still passes the stage-range rule (real PyPTO).
    {"nested_f2_f2", kDumps / "nested_f2_f2/28_after_LowerPipelineToSlots.py",
     kDumps / "nested_f2_f2/29_after_LowerPipelineLoops.py"},
    {"nested_dyn_outer_static_inner", kCases / "nested_dyn_outer_static_inner/input.py",
     kCases / "nested_dyn_outer_static_inner/lower.py"},
};

class NestedLowering : public ::testing::TestWithParam<Shape> {};

TEST_P(NestedLowering, RealLoweringHolds) {
  const Shape &s = GetParam();
  checks::Verdict v = membership(testing::parseFile(s.before), testing::readText(s.lowered));
  EXPECT_EQ(v.outcome, checks::Outcome::Holds) << v.message << "\n" << v.witness;
}

TEST_P(NestedLowering, ReversedPairsFail) {
  const Shape &s = GetParam();
  std::string text = testing::readText(s.lowered);
  std::string edited = reversePairs(text);
  ASSERT_NE(edited, text) << "the lowering has two-pair memberships";
  checks::Verdict v = membership(testing::parseFile(s.before), edited);
  EXPECT_EQ(v.outcome, checks::Outcome::Fails) << v.message;
  // nested_f2_f2 (equal F) is caught only by the exact lists; the F=3 inner
  // loop of nested_dyn_outer_static_inner already by the stage-range rule.
  EXPECT_NE(v.witness.find(std::string(s.name) == "nested_f2_f2" ? "the contract requires"
                                                                   : "carries"),
            std::string::npos)
      << v.witness;
  std::cout << s.name << ": " << v.message << "\n  " << v.witness << "\n";
}

INSTANTIATE_TEST_SUITE_P(Text, NestedLowering, ::testing::ValuesIn(kNested),
                         [](const auto &info) { return std::string(info.param.name); });

// A lowering whose shape differs from the contract's (the tail clone lost
// its muls) has no exact lists to compare with: the count/stage rules still
// hold, so the verdict is "not checked", never "holds".
TEST(MembershipText, ShapeMismatchIsNotCheckedNotHolds) {
  fs::path dir = kDumps / "static_f2";
  std::string text = testing::readText(dir / "29_after_LowerPipelineLoops.py");
  std::regex muls(R"( *u_2: [^\n]*\n)");
  std::string edited = std::regex_replace(text, muls, "");
  edited = std::regex_replace(edited, std::regex(R"re(pl\.tile\.add\(u_2, t_2)re"),
                              "pl.tile.add(t_2, t_2");
  ASSERT_NE(edited, text);
  checks::Verdict v =
      membership(testing::parseFile(dir / "28_after_LowerPipelineToSlots.py"), edited);
  EXPECT_EQ(v.outcome, checks::Outcome::NotChecked) << v.message;
  EXPECT_NE(v.message.find("exact membership lists not derived"), std::string::npos) << v.message;
}


// A clone's printed name colliding with a source name: PyPTO prints the
// second clone of `t` (first loop) as `t_1`, while the source has its own
// `t_1` in the second loop. Traced by name, the clone was read as the source
// `t_1` and the group-0 stages looked different: a false finding under
// --impl pypto on a text equal to the model's (campaign --impl pypto --seed 3,
// reduced). Traced through the contract's printed lowering, it holds.
constexpr const char *kCollidingSource = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_1(x: pl.Tensor[[37, 171], pl.FP32], x_1: pl.Tensor[[8, 96], pl.FP32], n2: pl.Scalar[pl.INDEX], n3: pl.Scalar[pl.INDEX], n4: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[177, 64], pl.FP32]]) -> tuple[pl.Tensor[[177, 64], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for i in pl.pipeline(2, stage=2):
            t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [n2 + i + 1, n3 - 3], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for j in pl.pipeline(2, stage=2):
            t_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, n3 - 4], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        return out, 3 + n4, 1 + n4
)";

// What the real PyPTO printed after LowerPipelineLoops (same as the model).
constexpr const char *kCollidingLowered = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_1(x: pl.Tensor[[37, 171], pl.FP32], x_1: pl.Tensor[[8, 96], pl.FP32], n2: pl.Scalar[pl.INDEX], n3: pl.Scalar[pl.INDEX], n4: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[177, 64], pl.FP32]]) -> tuple[pl.Tensor[[177, 64], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for i in pl.pipeline(0, 2, 2, stage=1):
            t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [n2 + i + 1, n3 - 3], [8, 32], [8, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [n2 + (i + 1) + 1, n3 - 3], [8, 32], [8, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
        for j in pl.pipeline(0, 2, 2, stage=1):
            t_1_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, n3 - 4], [8, 32], [8, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:0"})
            t_1_2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, n3 - 4], [8, 32], [8, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:1"})
        return out, 3 + n4, 1 + n4
)";

std::string replaceOnce(std::string text, const std::string &from, const std::string &to) {
  std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos)
    text.replace(at, from.size(), to);
  return text;
}

TEST(MembershipText, CloneNameCollidingWithSourceNameHolds) {
  checks::Verdict v = membership(testing::parseString(kCollidingSource), kCollidingLowered);
  EXPECT_EQ(v.outcome, checks::Outcome::Holds) << v.message << "\n" << v.witness;
}

// Bite on the same shape: the colliding clone `t_1` tagged stage 0.
TEST(MembershipText, CollidingCloneWithWrongStageFails) {
  std::string edited = replaceOnce(kCollidingLowered, R"("pipeline_membership": "0:1")",
                                   R"("pipeline_membership": "0:0")");
  checks::Verdict v = membership(testing::parseString(kCollidingSource), edited);
  EXPECT_EQ(v.outcome, checks::Outcome::Fails) << v.message;
  EXPECT_NE(v.witness.find("t_1 = tile.load"), std::string::npos) << v.witness;
}

// When the lowering does not line up with the contract's (a clone dropped),
// the colliding name cannot be traced: never the false "different
// definitions" finding, and never "holds" either.
TEST(MembershipText, CollidingNameThatCannotBeTracedIsNotChecked) {
  std::string edited =
      replaceOnce(kCollidingLowered,
                  "            t_1_2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, "
                  "n3 - 4], [8, 32], [8, 32], target_memory=pl.Mem.Vec, attrs={\"pipeline_"
                  "membership\": \"1:1\"})\n",
                  "");
  checks::Verdict v = membership(testing::parseString(kCollidingSource), edited);
  EXPECT_EQ(v.outcome, checks::Outcome::NotChecked) << v.message << "\n" << v.witness;
}

} // namespace
} // namespace pipecheck

// MaterializeTensorStrides (reference/neighbour-passes.md §9): identity on
// programs whose tensors carry no view (every golden), packed strides for a
// view with an empty stride (ND row-major, DN column-major in the last two
// dims), explicit strides and NZ views untouched. Expected strides are worked
// out by hand from the layout formulas.
#include <gtest/gtest.h>

#include <filesystem>

#include "tests/passes_canon/canon_test_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;

std::string program(const std::string &xType) {
  return "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n"
         "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
         "role=pl.Role.SubWorker)\n"
         "    def kernel(x: " +
         xType +
         ", out: pl.Out[pl.Tensor[[4, 16, 32], pl.FP32]]) -> pl.Tensor[[4, 16, 32], pl.FP32]:\n"
         "        t: pl.Tile[[1, 16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [1, "
         "16, 32], [1, 16, 32], target_memory=pl.Mem.Vec)\n"
         "        return out";
}

std::string view(const std::string &fields) {
  return "pl.Tensor[[4, 16, 32], pl.FP32, pl.TensorView(" + fields + ")]";
}

std::string run(const std::string &src) {
  return canontest::runText(src, {"materialize_tensor_strides"}).text;
}

TEST(MaterializeTensorStrides, IdentityOnEveryGoldenCanonOutput) {
  int seen = 0;
  for (const auto &e : fs::directory_iterator(PIPECHECK_SOURCE_DIR "/tests/golden/cases")) {
    if (!fs::exists(e.path() / "canon.py"))
      continue;
    ++seen;
    canontest::Outcome r = canontest::runText(canontest::readFile((e.path() / "canon.py").string()),
                                              {"materialize_tensor_strides"});
    ASSERT_TRUE(r.ok) << e.path() << ": " << r.text;
    EXPECT_EQ(r.output, r.input) << e.path();
  }
  EXPECT_EQ(seen, 23);
}

TEST(MaterializeTensorStrides, NdViewGetsRowMajorStrides) {
  std::string src = program(view("valid_shape=[2, 16, 32], stride=[], layout=pl.TensorLayout.ND"));
  std::string want =
      program(view("valid_shape=[2, 16, 32], stride=[512, 32, 1], layout=pl.TensorLayout.ND"));
  EXPECT_EQ(run(src), want);
}

TEST(MaterializeTensorStrides, DnViewGetsColumnMajorInnerStrides) {
  std::string src = program(view("stride=[], layout=pl.TensorLayout.DN"));
  std::string want = program(view("stride=[512, 1, 16], layout=pl.TensorLayout.DN"));
  EXPECT_EQ(run(src), want);
}

TEST(MaterializeTensorStrides, ExplicitStridesAndNzViewsAreKept) {
  for (const std::string &fields : {std::string("stride=[1024, 64, 2], layout=pl.TensorLayout.DN"),
                                    std::string("stride=[], layout=pl.TensorLayout.NZ")}) {
    canontest::Outcome r =
        canontest::runText(program(view(fields)), {"materialize_tensor_strides"});
    ASSERT_TRUE(r.ok) << r.text;
    EXPECT_EQ(r.output, r.input) << fields;
  }
}

} // namespace
} // namespace pipecheck

// A pipeline stop read from a tensor (`n = pl.tensor.read(lens, [1])`, an
// INT32 scalar), the way real kernels take sequence lengths: the lowering
// casts it to INDEX (as the real pass does), the interpreter reads the
// element exactly, and iteration-proof models the read as the symbol
// read:lens[1], shared by the source and the lowering, whose counterexample
// value is replayed by pinning that element. Quiet on the faithful pass under
// ordered bounds, biting under the zoo's lowering faults, and the known
// stop-below-start class (a negative length) is a finding the replay
// reproduces, never a harness error.
#include "core/passes/faults.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

const char *kReadBound = R"(# pypto.program: ReadBound
import pypto.language as pl

@pl.program
class ReadBound:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[1280], pl.FP32], lens: pl.Tensor[[4], pl.INT32], out: pl.Out[pl.Tensor[[1280], pl.FP32]]) -> pl.Tensor[[1280], pl.FP32]:
        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [1])
        for i, (o,) in pl.pipeline(0, n, 2, stage=3, init_values=(out,)):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            u: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            o2: pl.Tensor[[1280], pl.FP32] = pl.tile.store(u, [i * 128], o)
            r: pl.Tensor[[1280], pl.FP32] = pl.yield_(o2)
        return r
)";

checks::CheckInput inputFor(bool ordered, const char *fault) {
  checks::CheckInput in;
  in.source = testing::parseString(kReadBound);
  in.orderedBoundsOnly = ordered;
  if (fault)
    in.passOptions.faults.insert(fault);
  return in;
}

std::vector<checks::Verdict> judge(bool ordered, const char *fault,
                                   const std::vector<std::string> &props) {
  checks::RunContext ctx(inputFor(ordered, fault));
  return checks::runCatalogue(ctx, props);
}

TEST(TensorReadBound, FaithfulLoweringIsProvedAndRunsExactly) {
  auto vs = judge(true, nullptr, {"iteration-proof", "iteration-coverage", "differential",
                                  "round-trip"});
  for (const checks::Verdict &v : vs)
    EXPECT_EQ(v.outcome, checks::Outcome::Holds) << testing::describeAll(vs);
  checks::Verdict proof = testing::verdictOf(vs, "iteration-proof");
  EXPECT_NE(proof.message.find("1 loop(s) proved"), std::string::npos) << proof.message;
  // tensor.read is exact now: nothing rests on an uninterpreted op.
  checks::Verdict diff = testing::verdictOf(vs, "differential");
  EXPECT_EQ(diff.message.find("uninterpreted"), std::string::npos) << diff.message;
}

TEST(TensorReadBound, LoweringFaultsAreRefutedWithThePinnedRead) {
  for (const char *fault : {"rem-in-index-units", "cascade-missing-last-branch",
                            "main-stop-original"}) {
    auto vs = judge(true, fault, {"iteration-proof"});
    checks::Verdict proof = testing::verdictOf(vs, "iteration-proof");
    ASSERT_EQ(proof.outcome, checks::Outcome::Fails) << fault << ": " << testing::describeAll(vs);
    EXPECT_NE(proof.witness.find("replay kernel(read:lens[1]="), std::string::npos)
        << fault << ": " << proof.witness;
    EXPECT_EQ(proof.witness.find("traces agree"), std::string::npos)
        << fault << ": the replay must reproduce the refutation\n" << proof.witness;
  }
}

TEST(TensorReadBound, ANegativeLengthIsTheKnownStopBelowStartFindingNotAHarnessError) {
  auto vs = judge(false, nullptr, {"iteration-proof", "iteration-coverage", "differential"});
  checks::Verdict proof = testing::verdictOf(vs, "iteration-proof");
  ASSERT_EQ(proof.outcome, checks::Outcome::Fails) << testing::describeAll(vs);
  EXPECT_NE(proof.witness.find("read:lens[1]=-"), std::string::npos) << proof.witness;
  EXPECT_NE(proof.witness.find("which the source never runs"), std::string::npos)
      << proof.witness;
  for (const checks::Verdict &v : vs)
    EXPECT_NE(v.outcome, checks::Outcome::HarnessError) << testing::describeAll(vs);
}

TEST(TensorReadBound, AReadOfAWrittenTensorIsNotChecked) {
  // lens is written before the read: its element is no longer one value for
  // the whole run, so the read is no symbol and the loop is "not checked".
  std::string text = kReadBound;
  const std::string read = "        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [1])\n";
  std::size_t at = text.find(read);
  ASSERT_NE(at, std::string::npos);
  text.insert(at, "        pl.tensor.write(lens, [1], pl.const(4, pl.INT32))\n");
  checks::CheckInput in;
  in.source = testing::parseString(text);
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  checks::Verdict proof = checks::runCatalogue(ctx, {"iteration-proof"}).at(0);
  EXPECT_EQ(proof.outcome, checks::Outcome::NotChecked) << proof.message;
}

// A stop computed from a tensor's extent (`pl.tensor.dim(x, 0) // 128`, 187
// tensor.dim calls in real kernels): iteration-proof reads the extent off the
// tensor's type, here the pl.dynamic dim N, so the loop is proved for every N
// (it was "not checked": a call has no integer meaning).
const char *kDimBound = R"(# pypto.program: DimBound
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DimBound:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        d: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for i, (o,) in pl.pipeline(d // 128, stage=4, init_values=(out,)):
            t: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
            o2: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(t, [i * 128, 0], o)
            r: pl.Tensor[[N, 64], pl.FP32] = pl.yield_(o2)
        return r
)";

checks::Verdict dimProof(const char *fault) {
  checks::CheckInput in;
  in.source = testing::parseString(kDimBound);
  in.orderedBoundsOnly = true;
  if (fault)
    in.passOptions.faults.insert(fault);
  checks::RunContext ctx(in);
  return checks::runCatalogue(ctx, {"iteration-proof"}).at(0);
}

TEST(TensorDimBound, AStopFromATensorsExtentIsProvedAndFaultsAreRefuted) {
  checks::Verdict good = dimProof(nullptr);
  EXPECT_EQ(good.outcome, checks::Outcome::Holds) << good.message << "\n" << good.witness;
  for (const char *fault : {"cascade-missing-last-branch", "main-stop-original"}) {
    checks::Verdict bad = dimProof(fault);
    EXPECT_EQ(bad.outcome, checks::Outcome::Fails) << fault << ": " << bad.message;
  }
}

} // namespace
} // namespace pipecheck

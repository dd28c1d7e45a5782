// Budgets of the catalogue (checks::Budget): a snapshot over the size budget
// and a property over its time budget give "not checked: budget (...)",
// quickly and never as a verdict about the passes; the same programs within
// budget are judged as before (the budgets do not hide anything they do not
// have to).
#include <chrono>

#include "core/pipeline/pipeline.h"
#include "oracle/smt/solver.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

const fs::path kDeepNest =
    fs::path(PIPECHECK_SOURCE_DIR) / "tests/checks/budget/deep_dyn_nest_f8_f4_f6.py";

checks::CheckInput inputFor(const ir::ProgramPtr &p) {
  checks::CheckInput in;
  in.source = p;
  in.params = {{"n", {0, 17}}, {"m", {0, 9}}, {"k", {0, 13}}};
  in.orderedBoundsOnly = true;
  return in;
}

TEST(Budget, HugeLoweringIsNotCheckedForBudgetWithoutBeingPrinted) {
  ir::ProgramPtr p = testing::parseFile(kDeepNest);
  ASSERT_TRUE(p);
  auto t0 = Clock::now();
  checks::RunContext ctx(inputFor(p));
  std::vector<checks::Verdict> vs = checks::runCatalogue(ctx);
  double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  ASSERT_TRUE(ctx.sizeOverBudget().has_value());
  EXPECT_NE(ctx.sizeOverBudget()->find("the output of lower_pipeline_loops has"),
            std::string::npos)
      << *ctx.sizeOverBudget();
  for (const checks::Verdict &v : vs) {
    EXPECT_TRUE(checks::isBudgetVerdict(v)) << v.property << ": " << v.message;
    EXPECT_NE(v.message.find("over the size budget of 10000"), std::string::npos) << v.message;
  }
  // Lowering alone is fast; printing the 30,000-statement snapshot is what
  // took > 20 s. Loose: this is about never reaching the printer.
  EXPECT_LT(seconds, 10.0);
  std::cout << "[budget] deep nest judged in " << seconds << " s\n";
}

TEST(Budget, SameNestWithinTheSizeBudgetIsJudged) {
  // One level less deep: 36 * 10 copies, within the budget, judged normally.
  std::string text = testing::readText(kDeepNest);
  std::size_t inner = text.find("                for l, (q,)");
  ASSERT_NE(inner, std::string::npos);
  // Replace the innermost pipeline by a plain body on p.
  std::string flat = text.substr(0, inner) +
                     "                t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, "
                     "[i + j, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)\n"
                     "                e: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, "
                     "2.0)\n"
                     "                rq: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(e, [i + j, "
                     "0], p)\n"
                     "                rp: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(rq)\n" +
                     text.substr(text.find("            ro: pl.Tensor"));
  ir::ProgramPtr p = testing::parseString(flat);
  ASSERT_TRUE(p);
  checks::RunContext ctx(inputFor(p));
  EXPECT_FALSE(ctx.sizeOverBudget().has_value());
  for (const char *id : {"round-trip", "iteration-coverage", "differential"}) {
    checks::Verdict v = checks::runCatalogue(ctx, {id}).at(0);
    EXPECT_EQ(v.outcome, checks::Outcome::Holds) << id << ": " << v.message;
  }
}

// A source whose execution runs about 600,000 statements: far more than a
// 1 ms budget lets the interpreter do.
const char *kLongRun = R"(# pypto.program: Long
import pypto.language as pl

@pl.program
class Long:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16], pl.FP32], s0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        for i, (a,) in pl.pipeline(200000, stage=2, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            c: pl.Scalar[pl.INDEX] = pl.yield_(b)
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], out)
        return o
)";

TEST(Budget, PropertyOverItsTimeIsNotCheckedNeverAFinding) {
  ir::ProgramPtr p = testing::parseString(kLongRun);
  ASSERT_TRUE(p);
  checks::CheckInput in;
  in.source = p;
  in.passes = {"lower_pipeline_loops"};
  in.maxInputSets = 2;
  in.budget.propertyMs = 1;
  in.budget.programMs = 0;
  checks::RunContext ctx(in);
  // differential runs the source and the lowering; its 1 ms stop the runs.
  checks::Verdict d = checks::runCatalogue(ctx, {"differential"}).at(0);
  EXPECT_TRUE(checks::isBudgetVerdict(d)) << d.message;
  EXPECT_NE(d.message.find("differential stopped after"), std::string::npos) << d.message;
  // Within budget, the same program holds.
  checks::CheckInput generous = in;
  generous.budget.propertyMs = 0;
  checks::RunContext fresh(generous);
  checks::Verdict ok = checks::runCatalogue(fresh, {"differential"}).at(0);
  EXPECT_EQ(ok.outcome, checks::Outcome::Holds) << ok.message << "\n" << ok.witness;
}

TEST(Budget, RunsCutByOneBudgetAreNeverJudgedByTheNextProperty) {
  ir::ProgramPtr p = testing::parseString(kLongRun);
  ASSERT_TRUE(p);
  checks::CheckInput in;
  in.source = p;
  in.passes = {"lower_pipeline_loops"};
  in.maxInputSets = 2;
  in.budget.propertyMs = 0; // no budget of its own...
  in.budget.programMs = 0;
  checks::RunContext ctx(in);
  // ...but the runs are made (and cached) under a 1 ms deadline, as an
  // earlier property's would be.
  ctx.setDeadline(Clock::now() + std::chrono::milliseconds(1));
  (void)checks::checkDifferential(ctx);
  ctx.setDeadline(std::nullopt);
  // iteration-coverage reads those cached runs: a lowering stopped by time
  // against a source that returned must not become a finding.
  const checks::Property *cov = checks::findProperty("iteration-coverage");
  ASSERT_TRUE(cov);
  checks::Verdict c = checks::checkWithinBudget(*cov, ctx);
  EXPECT_TRUE(checks::isBudgetVerdict(c)) << c.message << "\n" << c.witness;
  EXPECT_NE(c.message.find("stopped by an earlier budget"), std::string::npos) << c.message;
}

TEST(Budget, SpentProgramBudgetStopsEveryPropertyBeforeItStarts) {
  ir::ProgramPtr p = testing::parseFile(fs::path(PIPECHECK_SOURCE_DIR) /
                                        "corpus/doc_static_n10_f4.py");
  ASSERT_TRUE(p);
  checks::CheckInput in;
  in.source = p;
  in.budget.hardDeadline = Clock::now() - std::chrono::seconds(1);
  checks::RunContext ctx(in);
  for (const checks::Verdict &v : checks::runCatalogue(ctx))
    EXPECT_TRUE(checks::isBudgetVerdict(v)) << v.property << ": " << v.message;
}

TEST(Budget, Z3ChecksGetWhatIsLeftOfTheBudget) {
  using smt::effectiveTimeoutMs;
  EXPECT_EQ(effectiveTimeoutMs(5000, std::nullopt), 5000u);
  EXPECT_EQ(effectiveTimeoutMs(5000, Clock::now() - std::chrono::milliseconds(1)), 0u);
  unsigned left = effectiveTimeoutMs(5000, Clock::now() + std::chrono::milliseconds(800));
  EXPECT_LE(left, 800u);
  EXPECT_GT(left, 0u);
  EXPECT_EQ(effectiveTimeoutMs(100, Clock::now() + std::chrono::seconds(60)), 100u);
  // Past the deadline a check answers Timeout without asking Z3.
  smt::SolverOptions o;
  o.deadline = Clock::now() - std::chrono::milliseconds(1);
  smt::SolveResult r = smt::solve({}, {}, {}, o);
  EXPECT_EQ(r.status, smt::SatStatus::Timeout);
  EXPECT_EQ(r.reason, "time budget spent");
}

} // namespace
} // namespace pipecheck

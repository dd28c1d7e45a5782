// CpuProfile (oracle/checks/cpu_profile.h): the campaign's "CPU by phase"
// line. The summary orders phases by time, folds the small ones into
// "other", and a profiled catalogue run charges every property it ran and
// leaves the verdicts exactly as an unprofiled run gives them.
#include "oracle/checks/cpu_profile.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

TEST(CpuProfile, SummaryOrdersPhasesAndFoldsTheSmallOnes) {
  checks::CpuProfile p;
  p.add("passes", 0.2);
  p.add("round-trip", 0.7);
  p.add("marker", 0.005);
  p.add("ssa-valid", 0.005);
  p.add("passes", 0.09);
  EXPECT_DOUBLE_EQ(p.total(), 1.0);
  EXPECT_EQ(p.summary(10), "round-trip 70% (70 ms/program), passes 29% (29 ms/program), "
                           "other 1% (1 ms/program)");
  EXPECT_EQ(p.summary(1000, 0), "round-trip 70% (0.7 ms/program), passes 29% (0.3 ms/program), "
                                "marker 1% (0 ms/program), ssa-valid 1% (0 ms/program)");
  EXPECT_EQ(checks::CpuProfile().summary(5), "none measured");
}

TEST(CpuProfile, ScopeChargesThePhaseAndANullProfileNothing) {
  checks::CpuProfile p;
  {
    checks::CpuProfile::Scope timed(&p, "busy");
    volatile double x = 0;
    for (int i = 0; i < 2000000; ++i)
      x = x + 1.0 / (i + 1);
  }
  { checks::CpuProfile::Scope timed(nullptr, "ignored"); }
  ASSERT_EQ(p.seconds().size(), 1u);
  EXPECT_GT(p.seconds().at("busy"), 0.0);
}

TEST(CpuProfile, AProfiledCatalogueChargesEveryPropertyAndJudgesTheSame) {
  ir::ProgramPtr prog = testing::parseFile(std::filesystem::path(PIPECHECK_SOURCE_DIR) /
                                           "corpus/doc_static_n10_f4.py");
  ASSERT_TRUE(prog);
  checks::CheckInput in;
  in.source = prog;
  checks::RunContext plain(in), profiled(in);
  checks::CpuProfile p;
  std::vector<checks::Verdict> a = checks::runCatalogue(plain);
  std::vector<checks::Verdict> b = checks::runCatalogue(profiled, {}, &p);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].property, b[i].property);
    EXPECT_EQ(a[i].outcome, b[i].outcome) << a[i].property;
    EXPECT_EQ(a[i].message, b[i].message) << a[i].property;
  }
  for (const checks::Property &prop : checks::catalogue())
    EXPECT_TRUE(p.seconds().count(prop.id)) << prop.id;
  EXPECT_TRUE(p.seconds().count("unknown-values gate"));
  EXPECT_TRUE(p.seconds().count("reconciliation"));
}

} // namespace
} // namespace pipecheck

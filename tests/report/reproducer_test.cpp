// The one reproducer writer (oracle/report/reproducer.h): the replay and
// reduce commands name the context a verdict was judged in, and a report's
// reproducer carries the same header a campaign's does.
#include <gtest/gtest.h>

#include "core/pipeline/pipeline.h"
#include "oracle/report/report.h"
#include "oracle/report/reproducer.h"

namespace pipecheck::report {
namespace {

checks::Verdict failing() {
  checks::Verdict v;
  v.property = "differential";
  v.outcome = checks::Outcome::Fails;
  v.pass = "lower_pipeline_loops";
  v.message = "lower_pipeline_loops computes a different result";
  v.witness = "input kernel(n=3)\nsnapshot lower_pipeline_loops: out[0]: 1 vs 2";
  return v;
}

TEST(Reproducer, CommandsNameTheJudgedContext) {
  checks::CheckInput in;
  in.passOptions.faults = {"tail-off-by-one"};
  in.passOptions.backend = passes::Backend::None;
  in.passOptions.planner = passes::MemoryPlanner::PTOAS;
  in.orderedBoundsOnly = true;
  in.div = interp::DivMode::Trunc;
  JudgedContext c = JudgedContext::of(in);
  EXPECT_EQ(checkCommand("differential", c, "f.py"),
            "pipecheck check --property differential --fault tail-off-by-one --backend none "
            "--planner ptoas --ordered-bounds --div trunc f.py");
  EXPECT_EQ(reduceCommand("differential", c, "f.py"),
            "pipecheck reduce f.py --property differential --fault tail-off-by-one --backend none "
            "--planner ptoas --ordered-bounds --div trunc");
  // A pass list other than the default is spelled; the snapshots of a real
  // PyPTO (givenOrigin) replay under --impl pypto.
  in.passes = {"lower_pipeline_loops"};
  in.givenOrigin = "pypto 0.1.0";
  std::string flags = contextFlags(JudgedContext::of(in));
  EXPECT_NE(flags.find(" --passes lower_pipeline_loops "), std::string::npos) << flags;
  EXPECT_NE(flags.find(" --impl pypto"), std::string::npos) << flags;
  in.passes = pipeline::defaultPassList();
  EXPECT_EQ(contextFlags(JudgedContext::of(in)).find("--passes"), std::string::npos);
}

TEST(Reproducer, HeaderLinesInOrder) {
  Reproducer r;
  r.verdict = failing();
  r.params = {{"n", {1, 9}}};
  r.inputSeed = 7;
  r.generatorSeed = 1000003;
  r.statementsBefore = 30;
  r.statementsAfter = 6;
  r.programText = "# pypto.program: P\n";
  std::string t = reproducerText(r, "x.py");
  std::vector<std::string> lines{"# pipecheck finding: property differential fails\n",
                                 "# contract: ",
                                 "# expect: fails differential\n",
                                 "# params: n=1..9\n",
                                 "# input seed: 7\n",
                                 "# first failing snapshot: lower_pipeline_loops\n",
                                 "# message: lower_pipeline_loops computes a different result\n",
                                 "# witness:\n#   input kernel(n=3)\n#   snapshot",
                                 "# generator seed: 1000003\n",
                                 "# reduced: 30 -> 6 statements\n",
                                 "# replay: pipecheck check --property differential --backend 910B "
                                 "--planner pypto x.py\n",
                                 "# reduce: pipecheck reduce x.py --property differential",
                                 "# pypto.program: P\n"};
  std::size_t at = 0;
  for (const std::string &l : lines) {
    std::size_t next = t.find(l, at);
    ASSERT_NE(next, std::string::npos) << "missing or out of order: " << l << "\n" << t;
    at = next + l.size();
  }
  // The default input seed and an unreduced program write no line.
  r.inputSeed = 1;
  r.statementsBefore = r.statementsAfter = 0;
  t = reproducerText(r, "x.py");
  EXPECT_EQ(t.find("# input seed:"), std::string::npos) << t;
  EXPECT_EQ(t.find("# reduced:"), std::string::npos) << t;
}

TEST(Reproducer, AReportWritesTheSameHeaderAsACampaign) {
  Report rep;
  rep.verdict = failing();
  rep.input.params = {{"n", {1, 9}}};
  rep.input.seed = 7;
  rep.seed = 1000003;
  rep.reduction.ran = true;
  rep.reduction.statementsBefore = 30;
  rep.reduction.statementsAfter = 6;
  rep.programText = "# pypto.program: P\n";
  rep.reproducerPath = "x.py";
  Reproducer r;
  r.verdict = rep.verdict;
  r.params = rep.input.params;
  r.inputSeed = 7;
  r.context = JudgedContext::of(rep.input);
  r.generatorSeed = 1000003;
  r.statementsBefore = 30;
  r.statementsAfter = 6;
  r.programText = rep.programText;
  EXPECT_EQ(reproducerText(rep), reproducerText(r, "x.py"));
}

} // namespace
} // namespace pipecheck::report

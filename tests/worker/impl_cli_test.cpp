// `--impl pypto` end to end, with `pipecheck serve` as the worker
// (--worker-command), so the plumbing of check, campaign, reduce and report
// is tested in every build: the served snapshots are the model's, so the
// verdicts must equal the model's own; the report names the implementation;
// a worker crash is a harness error (exit 1), never a finding; a pass that
// raises on a program the model accepts fails clean-errors, and one that
// raises where the model rejects too holds.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/tools/cli_run.h"

namespace {

namespace fs = std::filesystem;

std::string serve(const std::string &extra = "") {
  return "--impl pypto --worker-command '" + std::string(PIPECHECK_BIN) + " serve" +
         (extra.empty() ? "" : " " + extra) + "' ";
}

std::string corpus(const std::string &name) {
  return std::string(PIPECHECK_SOURCE_DIR) + "/corpus/" + name;
}

// Outcome and property of each verdict line of a text-mode check (messages
// may differ: text-mode oracles count what they judged their own way).
std::string verdictLines(const std::string &out) {
  std::istringstream in(out);
  std::string line, kept;
  while (std::getline(in, line))
    if (line.rfind("  ", 0) == 0 && line.rfind("      ", 0) != 0)
      kept += line.substr(0, line.find(':')) + "\n";
  return kept;
}

TEST(ImplCli, ServedModelGivesTheModelsVerdicts) {
  for (const char *f : {"matmul_acc_kloop_f3.py", "finding_if_branch_fixup_clobbers_live_tile.py",
                        "xc_cube_push_f2_d2.py"}) {
    SCOPED_TRACE(f);
    std::string props = "--property ssa-valid,round-trip,differential,membership-tags,"
                        "buffer-differential,capacity,skew-fifo-order ";
    CliRun model = runCli("check " + props + corpus(f));
    CliRun served = runCli("check " + props + serve() + corpus(f));
    EXPECT_EQ(served.exitCode, model.exitCode) << served.output;
    EXPECT_EQ(verdictLines(served.output), verdictLines(model.output)) << served.output;
    EXPECT_NE(served.output.find("impl: model pipecheck"), std::string::npos) << served.output;
  }
}

TEST(ImplCli, AFindingOfTheServedPassesIsFound) {
  CliRun r = runCli("check --property buffer-differential " + serve() +
                    corpus("finding_if_branch_fixup_clobbers_live_tile.py"));
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("fails         buffer-differential"), std::string::npos) << r.output;
}

TEST(ImplCli, JsonNamesTheImplementation) {
  CliRun r = runCli("check --json --property ssa-valid " + serve() + corpus("carry_if_f5.py"));
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("\"impl\": \"model pipecheck"), std::string::npos) << r.output;
}

TEST(ImplCli, AWorkerCrashIsAHarnessErrorNotAFinding) {
  CliRun r = runCli("check " + serve("--crash-after 0") + corpus("carry_if_f5.py"));
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("harness error worker: worker exited"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("fails "), std::string::npos) << r.output;
  // The next file gets a fresh worker, which crashes on its first request again.
  CliRun two = runCli("check --property ssa-valid " + serve("--crash-after 1") +
                      corpus("carry_if_f5.py") + " " + corpus("carry_if_f5.py") + " " +
                      corpus("carry_if_f5.py"));
  EXPECT_NE(two.output.find("holds         ssa-valid"), std::string::npos) << two.output;
  EXPECT_NE(two.output.find("harness error worker"), std::string::npos) << two.output;
}

TEST(ImplCli, AWorkerThatDoesNotStartIsAUsageError) {
  CliRun r = runCli("check --impl pypto --worker-command /nonexistent/worker " +
                    corpus("carry_if_f5.py"));
  EXPECT_EQ(r.exitCode, 2) << r.output;
  EXPECT_NE(r.output.find("does not start"), std::string::npos) << r.output;
  CliRun fault = runCli("check --fault tail-off-by-one " + serve() + corpus("carry_if_f5.py"));
  EXPECT_EQ(fault.exitCode, 2) << fault.output;
}

TEST(ImplCli, CleanErrorsJudgesAnExceptionAgainstTheModel) {
  // Raised on a program the model lowers: a finding.
  CliRun valid = runCli("check --property clean-errors " + serve("--raise-in memory_reuse") +
                        corpus("matmul_acc_kloop_f3.py"));
  EXPECT_EQ(valid.exitCode, 1) << valid.output;
  EXPECT_NE(valid.output.find("fails         clean-errors"), std::string::npos) << valid.output;
  EXPECT_NE(valid.output.find("memory_reuse raised ValueError"), std::string::npos)
      << valid.output;
  // Raised where the model rejects the program too (zero step): a clean rejection.
  std::string zero = std::string(PIPECHECK_SOURCE_DIR) + "/tests/golden/cases/err_zero_step/input.py";
  CliRun invalid = runCli("check --property clean-errors " + serve() + zero);
  EXPECT_EQ(invalid.exitCode, 0) << invalid.output;
  EXPECT_NE(invalid.output.find("holds         clean-errors"), std::string::npos)
      << invalid.output;
  EXPECT_NE(invalid.output.find("model rejects it too"), std::string::npos) << invalid.output;
}

TEST(ImplCli, CampaignRunsThroughOneWorkerAndCountsThroughput) {
  CliRun r = runCli("campaign --count 6 --quiet --keep 0 --out " + fs::temp_directory_path().string() +
                    "/pc_impl_campaign_" + std::to_string(getpid()) + " " + serve());
  EXPECT_NE(r.output.find("campaign: 6 programs"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("through the worker: 6 programs checked"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("worker restarts 0"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("impl: model pipecheck"), std::string::npos) << r.output;
}

TEST(ImplCli, CampaignCountsWorkerCrashesAsHarnessErrors) {
  CliRun r = runCli("campaign --count 5 --quiet --keep 0 --out " + fs::temp_directory_path().string() +
                    "/pc_impl_campaign_crash_" + std::to_string(getpid()) + " " +
                    serve("--crash-after 2"));
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("worker troubles (harness errors) 1"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("worker restarts 1"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("finding: "), std::string::npos) << r.output;
}

TEST(ImplCli, ReduceAndReportGoThroughTheWorker) {
  fs::path dir = fs::temp_directory_path() / ("pc_impl_report_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::string f = corpus("finding_if_branch_fixup_clobbers_live_tile.py");
  CliRun red = runCli("reduce " + f + " --property buffer-differential --max-seconds 20 --out " +
                      (dir / "reduced.py").string() + " " + serve());
  EXPECT_EQ(red.exitCode, 0) << red.output;
  std::ifstream in(dir / "reduced.py");
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_NE(ss.str().find("--impl pypto"), std::string::npos) << ss.str();
  EXPECT_NE(ss.str().find("# impl: model pipecheck"), std::string::npos) << ss.str();
  CliRun rep = runCli("report " + f + " --max-seconds 10 --out " + dir.string() + " " + serve());
  EXPECT_EQ(rep.exitCode, 1) << rep.output;
  EXPECT_NE(rep.output.find("buffer-differential fails"), std::string::npos) << rep.output;
  bool named = false;
  for (const auto &e : fs::directory_iterator(dir))
    if (e.path().extension() == ".md") {
      std::ifstream md(e.path());
      std::stringstream ms;
      ms << md.rdbuf();
      named |= ms.str().find("| passes under test | model pipecheck") != std::string::npos;
    }
  EXPECT_TRUE(named);
}

} // namespace

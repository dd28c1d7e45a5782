// `pipecheck campaign --stop-on-finding` and `--list-faults`, end to end
// (issue 15 item 4, issue 16 item 3: time to detect each bug-zoo fault).
// The campaign stops at the first program with a failing property, reduces
// that finding and prints one machine-readable time-to-detect line; a benign
// fault (a false-alarm probe) runs its --seconds and reports no finding.
// --list-faults prints the zoo with each fault's benign flag, the list
// bench/time_to_detect.sh runs. Each new flag has its usage-error test.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "core/passes/faults.h"

#include "tests/tools/cli_run.h"

namespace {

std::string outDir(const std::string &tag) {
  return (std::filesystem::temp_directory_path() /
          ("pipecheck_detect_" + tag + "_" + std::to_string(getpid())))
      .string();
}

const std::regex kFoundLine(
    R"(time-to-detect: found=yes program=(\d+) seed=(\d+) cpu_s=(\d+\.\d{3}) )"
    R"(wall_s=(\d+\.\d{3}) property=([a-z0-9-]+) also=([a-z0-9,-]+) statements=(\d+)->(\d+) )"
    R"(shared=(\d+)\n)");

TEST(CampaignStopOnFinding, StopsAtTheFirstFindingAndPrintsTimeToDetect) {
  std::string out = outDir("found");
  CliRun r = runCli("campaign --seconds 60 --seed 1 --fault tail-off-by-one --stop-on-finding "
                    "--quiet --out " + out);
  std::filesystem::remove_all(out);
  EXPECT_EQ(r.exitCode, 1) << r.output; // a finding fails the campaign
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.output, m, kFoundLine)) << r.output;
  long program = std::stol(m[1]);
  // It stopped at that program: the summary counts exactly the programs up to it.
  EXPECT_NE(r.output.find("campaign: " + std::to_string(program + 1) + " programs in "),
            std::string::npos)
      << r.output;
  EXPECT_EQ(std::stoull(m[2]), 1 * 1000003ULL + static_cast<unsigned long long>(program));
  EXPECT_LT(std::stod(m[3]), 60.0);
  // The finding was reduced (and not to nothing), and only the first one was.
  long before = std::stol(m[7]), after = std::stol(m[8]);
  EXPECT_GT(before, 0) << r.output;
  EXPECT_GT(after, 0) << r.output;
  EXPECT_LE(after, before) << r.output;
  EXPECT_NE(r.output.find("findings written: 1 under"), std::string::npos) << r.output;
  EXPECT_TRUE(std::regex_search(
      r.output, std::regex("failures by property: [^\n]*\\b" + std::string(m[5]) + "=1\\b")))
      << r.output;
}

// Unless --backend or --planner pins one, programs rotate through three
// contexts: index % 4 == 3 without a backend, index % 8 == 5 under PTOAS.
TEST(CampaignContexts, RotateUnlessTheCommandLinePinsOne) {
  std::string out = outDir("contexts");
  CliRun mixed = runCli("campaign --count 8 --seed 1 --keep 0 --quiet --out " + out);
  EXPECT_NE(mixed.output.find("contexts: 1 on backend 910B, planner ptoas; 5 on backend 910B, "
                              "planner pypto; 2 on backend none, planner pypto\n"),
            std::string::npos)
      << mixed.output;
  CliRun pinned = runCli("campaign --count 8 --seed 1 --keep 0 --quiet --backend 950 --out " + out);
  EXPECT_NE(pinned.output.find("contexts: 8 on backend 950, planner pypto\n"), std::string::npos)
      << pinned.output;
  CliRun planner = runCli("campaign --count 4 --seed 1 --keep 0 --quiet --planner ptoas --out " +
                          out);
  EXPECT_NE(planner.output.find("contexts: 4 on backend 910B, planner ptoas\n"),
            std::string::npos)
      << planner.output;
  std::filesystem::remove_all(out);
}

// The legacy cross-stage guard (MemoryReuse without a backend) runs only on
// the no-backend programs; a fault there is found in seconds, and the
// reproducer's replay line names the context it failed in, so it replays.
TEST(CampaignContexts, AFindingsReplayLineNamesItsContext) {
  std::string out = outDir("ctxfinding");
  CliRun r = runCli("campaign --seconds 60 --seed 1 --fault reuse-loads-as-non-loads "
                    "--stop-on-finding --quiet --out " + out);
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.output, m, kFoundLine)) << r.output;
  EXPECT_EQ(std::stol(m[1]) % 4, 3) << r.output; // a no-backend program
  std::string reproducer;
  for (const auto &e : std::filesystem::directory_iterator(out))
    if (e.path().extension() == ".py")
      reproducer = e.path().string();
  ASSERT_FALSE(reproducer.empty()) << r.output;
  std::ifstream in(reproducer);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find(
                "--fault reuse-loads-as-non-loads --backend none --planner pypto --ordered-bounds "),
            std::string::npos)
      << text.str();
  CliRun replay = runCli("check --property " + std::string(m[5]) +
                         " --fault reuse-loads-as-non-loads --backend none --ordered-bounds " +
                         reproducer);
  EXPECT_EQ(replay.exitCode, 1) << replay.output;
  std::filesystem::remove_all(out);
}

TEST(CampaignStopOnFinding, WithoutTheFlagTheCampaignGoesOnAndPrintsNoLine) {
  std::string out = outDir("nostop");
  // 12 programs: seed 1's first finding under this fault moves with each
  // generator draw (program 4 to 8 in 2026-12), so the count leaves room.
  CliRun r = runCli("campaign --count 12 --seed 1 --fault tail-off-by-one --keep 0 --quiet "
                    "--out " + out);
  std::filesystem::remove_all(out);
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("campaign: 12 programs in "), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("time-to-detect:"), std::string::npos) << r.output;
}

TEST(CampaignStopOnFinding, BenignFaultRunsItsSecondsWithNoFinding) {
  std::string out = outDir("benign");
  // The fault is in lower_pipeline_loops; the passes stop there so that the
  // faithful pipeline's own (real) findings in the later passes, which a
  // faster machine meets within the seconds, cannot make the run end early.
  CliRun r = runCli("campaign --seconds 3 --seed 1 --fault group-ids-per-program "
                    "--passes skew_cross_core_pipeline,lower_pipeline_to_slots,lower_pipeline_loops "
                    "--stop-on-finding --quiet --out " + out);
  std::filesystem::remove_all(out);
  // Exit 1 is allowed: within its CPU second the campaign may meet a failure the
  // faithful passes share (seed 1's program 20 is one of the known
  // matmul_acc-reorder class), which is not the benign fault's finding.
  EXPECT_TRUE(r.exitCode == 0 || r.exitCode == 1) << r.output;
  EXPECT_NE(r.output.find("failures by property: none"), std::string::npos) << r.output;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(
      r.output, m,
      std::regex(R"(time-to-detect: found=no programs=(\d+) cpu_s=\d+\.\d{3} wall_s=(\d+\.\d{3}) )"
                 R"(shared=0\n)")))
      << r.output;
  EXPECT_GT(std::stol(m[1]), 0) << r.output;
  EXPECT_GE(std::stod(m[2]), 3.0) << r.output; // it ran its whole --seconds
}

// A failure the faithful passes share is not the fault's: found at the first
// faithful finding of seed 1 (the faithful pipeline has real findings, e.g.
// corpus/finding_if_else_fixup_moves_into_live_then_tile.py), a benign
// fault's campaign up to that program skips it and reports no finding (before
// this check it reported a FALSE ALARM on group-ids-per-program there).
TEST(CampaignStopOnFinding, FailureTheFaithfulPassesShareIsNotTheFaultsFinding) {
  std::string out = outDir("faithful");
  CliRun faithful =
      runCli("campaign --count 100 --seed 1 --stop-on-finding --quiet --keep 0 --out " + out);
  std::smatch m;
  if (!std::regex_search(faithful.output, m, kFoundLine))
    GTEST_SKIP() << "the faithful passes have no finding in the first 100 programs of seed 1: "
                    "no shared failure to skip\n"
                 << faithful.output;
  std::string index = m[1], property = m[5];
  CliRun benign = runCli("campaign --count " + std::to_string(std::stol(index) + 1) +
                         " --seed 1 --fault group-ids-per-program --stop-on-finding --quiet "
                         "--out " + out);
  std::filesystem::remove_all(out);
  EXPECT_EQ(benign.exitCode, 1) << benign.output; // the program still fails
  EXPECT_NE(benign.output.find("time-to-detect: found=no programs=" +
                               std::to_string(std::stol(index) + 1) + " "),
            std::string::npos)
      << benign.output;
  EXPECT_TRUE(std::regex_search(benign.output, std::regex(R"(time-to-detect: .* shared=[1-9])")))
      << benign.output;
  EXPECT_NE(benign.output.find("failures the faithful passes share (not the fault's): " +
                               property + "="),
            std::string::npos)
      << benign.output;
  EXPECT_NE(benign.output.find(property + " fails with the faithful passes too (not the fault's "
                               "finding)"),
            std::string::npos)
      << benign.output;
}

// A benign fault can still expose a finding of the faithful pipeline on a
// program where the faithful passes hold: reuse-touching-blocks' other memory
// plan met the real MemoryReuse class of a carry yielded unchanged (seed 1,
// program 125 on the generator of 2026-12-07 night; time_to_detect reported
// it as a FALSE ALARM). Its reduced program fails with the faithful passes
// too, so it is not the fault's finding. The program index moves with the
// generator: the test skips, with the reason, when no such program comes.
TEST(CampaignStopOnFinding, AFindingTheReducedProgramSharesIsNotTheFaultsFinding) {
  std::string out = outDir("exposed");
  CliRun r = runCli("campaign --count 130 --seed 1 --fault reuse-touching-blocks "
                    "--stop-on-finding --quiet --out " + out);
  std::filesystem::remove_all(out);
  if (r.output.find("on the reduced program") == std::string::npos)
    GTEST_SKIP() << "no program of the first 130 of seed 1 exposes a faithful finding under "
                    "reuse-touching-blocks on this generator\n"
                 << r.output;
  EXPECT_EQ(r.output.find("time-to-detect: found=yes"), std::string::npos) << r.output;
  EXPECT_TRUE(std::regex_search(r.output, std::regex(R"(time-to-detect: found=no .* shared=[1-9])")))
      << r.output;
  EXPECT_NE(r.output.find("fails with the faithful passes on the reduced program (the fault only "
                          "exposed a finding of the faithful pipeline)"),
            std::string::npos)
      << r.output;
}

// --cpu-seconds ends the campaign on its own CPU time, whatever the load.
TEST(CampaignCpuSeconds, EndsAfterItsCpuSeconds) {
  std::string out = outDir("cpu");
  CliRun r = runCli("campaign --cpu-seconds 1 --seed 1 --fault group-ids-per-program "
                    "--stop-on-finding --quiet --out " + out);
  std::filesystem::remove_all(out);
  // Exit 1 is allowed: within its CPU second the campaign may meet a failure the
  // faithful passes share (seed 1's program 20 is one of the known
  // matmul_acc-reorder class), which is not the benign fault's finding.
  EXPECT_TRUE(r.exitCode == 0 || r.exitCode == 1) << r.output;
  EXPECT_NE(r.output.find("failures by property: none"), std::string::npos) << r.output;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(
      r.output, m, std::regex(R"(time-to-detect: found=no programs=(\d+) cpu_s=(\d+\.\d{3}) )")))
      << r.output;
  EXPECT_GE(std::stod(m[2]), 1.0) << r.output;
  EXPECT_LT(std::stod(m[2]), 31.0) << r.output; // at most one program (30 s budget) past it
}

TEST(CampaignListFaults, PrintsEveryFaultWithItsPassAndBenignFlag) {
  CliRun r = runCli("campaign --list-faults");
  EXPECT_EQ(r.exitCode, 0) << r.output;
  std::istringstream lines(r.output);
  std::vector<pipecheck::passes::FaultInfo> known = pipecheck::passes::registeredFaults();
  std::size_t i = 0;
  for (std::string line; std::getline(lines, line); ++i) {
    ASSERT_LT(i, known.size()) << line;
    const pipecheck::passes::FaultInfo &f = known[i];
    EXPECT_EQ(line, f.name + "\t" + f.pass + "\t" + (f.benign ? "benign" : "semantic") + "\t" +
                        f.description);
  }
  EXPECT_EQ(i, known.size());
  EXPECT_NE(r.output.find("group-ids-per-program\tlower_pipeline_loops\tbenign\t"),
            std::string::npos);
  EXPECT_NE(r.output.find("tail-off-by-one\tlower_pipeline_loops\tsemantic\t"),
            std::string::npos);
}

TEST(CampaignDetectFlags, UsageErrors) {
  CliRun value = runCli("campaign --seconds 1 --stop-on-finding=1");
  EXPECT_EQ(value.exitCode, 2) << value.output;
  EXPECT_NE(value.output.find("pipecheck campaign: error: flag --stop-on-finding takes no value"),
            std::string::npos)
      << value.output;
  CliRun typo = runCli("campaign --seconds 1 --stop-on-findings");
  EXPECT_EQ(typo.exitCode, 2) << typo.output;
  EXPECT_NE(typo.output.find("unknown flag --stop-on-findings (did you mean --stop-on-finding?)"),
            std::string::npos)
      << typo.output;
  for (const char *bad : {"0", "-3", "x"}) {
    CliRun cpu = runCli(std::string("campaign --cpu-seconds ") + bad);
    EXPECT_EQ(cpu.exitCode, 2) << cpu.output;
    EXPECT_NE(cpu.output.find("--cpu-seconds needs a positive integer (given '" +
                              std::string(bad) + "')"),
              std::string::npos)
        << cpu.output;
  }
  CliRun cpuTypo = runCli("campaign --cpu-second 1");
  EXPECT_EQ(cpuTypo.exitCode, 2) << cpuTypo.output;
  EXPECT_NE(cpuTypo.output.find("unknown flag --cpu-second (did you mean --cpu-seconds?)"),
            std::string::npos)
      << cpuTypo.output;
  CliRun listValue = runCli("campaign --list-faults=all");
  EXPECT_EQ(listValue.exitCode, 2) << listValue.output;
  EXPECT_NE(listValue.output.find("flag --list-faults takes no value"), std::string::npos)
      << listValue.output;
  CliRun listMixed = runCli("campaign --list-faults --seconds 1");
  EXPECT_EQ(listMixed.exitCode, 2) << listMixed.output;
  EXPECT_NE(listMixed.output.find("--list-faults takes no other flag or argument"),
            std::string::npos)
      << listMixed.output;
  CliRun listTypo = runCli("campaign --list-fault");
  EXPECT_EQ(listTypo.exitCode, 2) << listTypo.output;
  EXPECT_NE(listTypo.output.find("unknown flag --list-fault (did you mean --list-faults?)"),
            std::string::npos)
      << listTypo.output;
}

} // namespace

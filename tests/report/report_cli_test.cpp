// `pipecheck report` on the command line: on a reproducer written by a
// campaign-style finding header it writes the Markdown and JSON report (and
// the minimized reproducer), prints their paths and exits 1; the printed
// reproduce command, run through the binary, fails the same property;
// malformed input exits 2 with FILE:LINE:COL; a program on which nothing
// fails exits 0 and writes nothing.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

struct CliRun {
  int exitCode = -1;
  std::string output; // stdout and stderr, interleaved
};

CliRun run(const std::string &cmd) {
  CliRun r;
  FILE *pipe = popen((cmd + " 2>&1").c_str(), "r");
  if (!pipe)
    return r;
  std::array<char, 4096> buf;
  while (std::size_t n = fread(buf.data(), 1, buf.size(), pipe))
    r.output.append(buf.data(), n);
  int status = pclose(pipe);
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

CliRun runCli(const std::string &args) { return run(std::string(PIPECHECK_BIN) + " " + args); }

fs::path scratchDir(const std::string &name) {
  fs::path d = fs::temp_directory_path() /
               ("pipecheck_report_cli_" + std::to_string(getpid()) + "_" + name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::string readFile(const fs::path &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A reproducer in the finding format (tools/finding.h): the property, the
// params and the replay command whose --fault the report takes over.
const char *kReproducer = R"(# pipecheck finding: property iteration-coverage fails
# contract: for every input tried, each source pipeline iteration runs exactly once, in source order
# expect: fails iteration-coverage
# params: none
# first failing snapshot: lower_pipeline_loops
# replay: pipecheck check --property iteration-coverage --fault tail-off-by-one static.py
# pypto.program: Static
import pypto.language as pl

@pl.program
class Static:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[20, 8], pl.FP32], out: pl.Out[pl.Tensor[[20, 8], pl.FP32]]) -> pl.Tensor[[20, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(0, 20, 2, stage=4, init_values=(out,)):
            t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            o2: pl.Tensor[[20, 8], pl.FP32] = pl.tile.store(u, [i, 0], o)
            r: pl.Tensor[[20, 8], pl.FP32] = pl.yield_(o2)
        return r
)";

std::vector<std::string> printedPaths(const std::string &output) {
  std::vector<std::string> out;
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("  ", 0) == 0)
      out.push_back(line.substr(2));
  return out;
}

TEST(ReportCli, ReproducerGivesReportFiles) {
  fs::path dir = scratchDir("ok");
  std::ofstream(dir / "static.py") << kReproducer;
  CliRun r = runCli("report " + (dir / "static.py").string() + " --out " + (dir / "out").string());
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("iteration-coverage fails after lower_pipeline_loops"),
            std::string::npos)
      << r.output;
  std::vector<std::string> paths = printedPaths(r.output);
  ASSERT_EQ(paths.size(), 3u) << r.output;
  EXPECT_EQ(fs::path(paths[0]).extension(), ".md");
  EXPECT_EQ(fs::path(paths[1]).extension(), ".json");
  EXPECT_EQ(fs::path(paths[2]).extension(), ".py");
  for (const auto &p : paths) {
    EXPECT_TRUE(fs::exists(p)) << p;
    EXPECT_EQ(fs::path(p).parent_path(), dir / "out");
    EXPECT_EQ(fs::path(p).filename().string().rfind("iteration-coverage-", 0), 0u) << p;
  }
  std::string md = readFile(paths[0]);
  EXPECT_NE(md.find("tail-off-by-one"), std::string::npos) << "the header's fault was not used";

  // The command in the report, run through the binary, fails the property.
  std::string json = readFile(paths[1]);
  std::size_t at = json.find("\"command\": \"");
  ASSERT_NE(at, std::string::npos);
  std::string command = json.substr(at + 12, json.find('"', at + 12) - at - 12);
  ASSERT_EQ(command.rfind("pipecheck check ", 0), 0u) << command;
  CliRun replay = runCli(command.substr(10));
  EXPECT_EQ(replay.exitCode, 1) << command << "\n" << replay.output;
  EXPECT_NE(replay.output.find("fails         iteration-coverage"), std::string::npos)
      << replay.output;

  // The written reproducer is itself a valid input to `pipecheck report`.
  CliRun again = runCli("report " + paths[2] + " --no-reduce --out " + (dir / "again").string());
  EXPECT_EQ(again.exitCode, 1) << again.output;
  fs::remove_all(dir);
}

TEST(ReportCli, MalformedInputExits2WithLocation) {
  fs::path dir = scratchDir("bad");
  std::ofstream(dir / "bad.py") << "import pypto.language as pl\n\n@pl.program\nclass X:\n"
                                   "    @pl.function\n"
                                   "    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
                                   "        b = a +\n        return b\n";
  CliRun r = runCli("report " + (dir / "bad.py").string() + " --property ssa-valid --out " +
                    (dir / "out").string());
  EXPECT_EQ(r.exitCode, 2) << r.output;
  EXPECT_NE(r.output.find("bad.py:7:"), std::string::npos) << r.output;
  EXPECT_FALSE(fs::exists(dir / "out"));
  CliRun usage = runCli("report");
  EXPECT_EQ(usage.exitCode, 2);
  CliRun unknown = runCli("report " + (dir / "bad.py").string() + " --property no-such-id");
  EXPECT_EQ(unknown.exitCode, 2);
  fs::remove_all(dir);
}

TEST(ReportCli, NothingFailsExits0) {
  fs::path dir = scratchDir("clean");
  std::string text = kReproducer;
  text.erase(0, text.find("# pypto.program")); // no header: no fault, whole catalogue
  std::ofstream(dir / "static.py") << text;
  CliRun r = runCli("report " + (dir / "static.py").string() + " --out " + (dir / "out").string());
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("no property fails"), std::string::npos) << r.output;
  EXPECT_FALSE(fs::exists(dir / "out"));
  fs::remove_all(dir);
}

} // namespace

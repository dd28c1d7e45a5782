// The command line end to end: `pipecheck validate` accepts pipecheck's own
// lowering of every corpus program and rejects wrong lowerings handed to it
// as text; `pipecheck prove --lowered` refutes them with concrete bounds and
// replays the counterexample; bad input exits 2 with FILE:LINE:COL.
//
// The wrong lowerings are produced by the bug zoo (`pipecheck lower --fault
// NAME`) and then judged WITHOUT the fault, exactly as a pass author's
// work-in-progress output would be: validate never sees how the text was made.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/tools/cli_run.h"

namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

fs::path scratchDir() {
  fs::path d = fs::temp_directory_path() / ("pipecheck_cli_test_" + std::to_string(getpid()));
  fs::create_directories(d);
  return d;
}

void writeFile(const fs::path &p, const std::string &text) {
  std::ofstream out(p);
  out << text;
}

std::vector<fs::path> corpusFiles() {
  std::vector<fs::path> files;
  for (const auto &e : fs::directory_iterator(fs::path(PIPECHECK_SOURCE_DIR) / "corpus"))
    if (e.path().extension() == ".py")
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

// Lowers `source` with pipecheck's lower_pipeline_loops alone (optionally
// with a fault) into `out`: validate judges a LowerPipelineLoops output.
void lowerInto(const fs::path &source, const fs::path &out, const std::string &fault = "") {
  CliRun r = runCli("lower --passes lower " + (fault.empty() ? "" : "--fault " + fault + " ") +
                    source.string());
  ASSERT_EQ(r.exitCode, 0) << r.output;
  writeFile(out, r.output);
}

class CorpusValidate : public testing::TestWithParam<fs::path> {};

TEST_P(CorpusValidate, AcceptsPipechecksOwnLowering) {
  const fs::path src = GetParam();
  // Only the stop-below-start finding concerns the lowering validate judges;
  // the memory findings live after lower_pipeline_loops.
  const bool expectsFinding =
      readFile(src).find("# expect: fails iteration-coverage") != std::string::npos;
  const fs::path lowered = scratchDir() / (src.stem().string() + ".lowered.py");
  lowerInto(src, lowered);
  // A corpus program that documents the real pass's finding (stop below
  // start) is accepted only under the ordered-bounds waiver.
  CliRun r = runCli("validate " + std::string(expectsFinding ? "--ordered-bounds " : "") +
                    src.string() + " " + lowered.string());
  // A finding whose printed lowering is not the IR it was printed from (the
  // model's own round-trip fails): validate reads the text and has no IR to
  // ask, so it judges another program. In
  // corpus/finding_printer_var_without_suffix_in_type.py that text computes
  // another result (differential fails); in
  // corpus/finding_host_alloc_cloned_keeps_its_name.py the clone re-reads
  // named buf_1, so it is no clone of the source's buf and iteration-proof
  // counts one run of two.
  if (readFile(src).find("# expect: fails round-trip") != std::string::npos) {
    EXPECT_EQ(r.exitCode, 1) << r.output;
    EXPECT_TRUE(r.output.find("fails         differential") != std::string::npos ||
                r.output.find("fails         iteration-proof") != std::string::npos)
        << r.output;
    return;
  }
  // A finding whose lowered text PyPTO's parser rejects, printed alike by
  // the model (corpus/finding_dead_main_clone_load_past_end.py): validate
  // judges the lowering it is given as PyPTO's, so round-trip fails there,
  // decided by pipecheck's model of PyPTO's parser rules, and nothing else.
  if (readFile(src).find("# expect-pypto: fails round-trip") != std::string::npos) {
    EXPECT_EQ(r.exitCode, 1) << r.output;
    EXPECT_NE(r.output.find("fails         round-trip: PyPTO cannot read this back"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find(" holds, 1 fails, "), std::string::npos) // round-trip alone
        << r.output;
    EXPECT_NE(r.output.find("holds         differential"), std::string::npos) << r.output;
    return;
  }
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_EQ(r.output.find("\n  fails "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("holds         differential"), std::string::npos) << r.output;
  if (expectsFinding) {
    CliRun strict = runCli("validate " + src.string() + " " + lowered.string());
    EXPECT_EQ(strict.exitCode, 1) << strict.output;
    EXPECT_NE(strict.output.find("fails         iteration-coverage"), std::string::npos)
        << strict.output;
  }
}

INSTANTIATE_TEST_SUITE_P(Corpus, CorpusValidate, testing::ValuesIn(corpusFiles()),
                         [](const testing::TestParamInfo<fs::path> &info) {
                           return info.param.stem().string();
                         });

// Static step-2 loop with a tail and a tensor carry (trip 10 = 2F + 2).
const char *kStatic = R"(# pypto.program: Static
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

// Dynamic stop, step 2, F=3, scalar carry.
const char *kDynamic = R"(# pypto.program: Dyn
# params: n=1..20 s0=0..3
import pypto.language as pl

@pl.program
class Dyn:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(1, n, 2, stage=3, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a * 3 + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        return r
)";

struct WrongLowering {
  const char *fault;
  const char *program;
  const char *rejectedBy; // a property validate must report as failing
};

const WrongLowering kWrong[] = {
    {"tail-off-by-one", kStatic, "iteration-coverage"},
    {"main-stop-original", kStatic, "iteration-coverage"},
    {"offset-without-step", kStatic, "iteration-coverage"},
    {"iter-args-not-threaded", kStatic, "differential"},
    {"rem-in-index-units", kDynamic, "iteration-coverage"},
    {"cascade-missing-last-branch", kDynamic, "iteration-coverage"},
    {"untagged-clones", kStatic, "membership-tags"},
    {"attr-left-at-F", kStatic, "marker"},
};

class ValidateRejects : public testing::TestWithParam<WrongLowering> {};

TEST_P(ValidateRejects, WrongLoweringGivenAsText) {
  const WrongLowering &w = GetParam();
  const fs::path dir = scratchDir();
  const fs::path src = dir / (std::string(w.fault) + ".src.py");
  const fs::path good = dir / (std::string(w.fault) + ".good.py");
  const fs::path bad = dir / (std::string(w.fault) + ".bad.py");
  writeFile(src, w.program);
  lowerInto(src, good);
  lowerInto(src, bad, w.fault);
  ASSERT_NE(readFile(good), readFile(bad)) << "the fault did not change the lowering";
  // --ordered-bounds: the wrong lowering must be rejected for a reason other
  // than the real pass's own stop-below-start finding.
  CliRun ok = runCli("validate --ordered-bounds " + src.string() + " " + good.string());
  EXPECT_EQ(ok.exitCode, 0) << ok.output;
  CliRun r = runCli("validate --ordered-bounds " + src.string() + " " + bad.string());
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("fails         " + std::string(w.rejectedBy)), std::string::npos)
      << r.output;
}

INSTANTIATE_TEST_SUITE_P(Faults, ValidateRejects, testing::ValuesIn(kWrong),
                         [](const testing::TestParamInfo<WrongLowering> &info) {
                           std::string n = info.param.fault;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

// Hand-edited text: the dynamic lowering's main loop made to run past the
// exact multiple of F (`// 3 * 3` -> `// 3 * 3 + 3`, one more main
// iteration). Validate, prove and the replay all see it.
TEST(ProveCli, HandEditedMainLoopPastTheMultipleIsRefutedAndReplayed) {
  const fs::path dir = scratchDir();
  const fs::path src = dir / "main_past.src.py";
  const fs::path low = dir / "main_past.low.py";
  writeFile(src, kDynamic);
  lowerInto(src, low);
  std::string text = readFile(low);
  const std::string from = "// 3 * 6";
  const std::size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << text;
  text.replace(at, from.size(), "// 3 * 6 + 6");
  writeFile(low, text);

  CliRun proof = runCli("prove --ordered-bounds --lowered " + low.string() + " " + src.string());
  EXPECT_EQ(proof.exitCode, 1) << proof.output;
  EXPECT_NE(proof.output.find("refuted - extra: iteration i = "), std::string::npos) << proof.output;
  EXPECT_NE(proof.output.find("reproduced by replay main(n="), std::string::npos) << proof.output;
  EXPECT_NE(proof.output.find("which the source never runs"), std::string::npos) << proof.output;

  CliRun v = runCli("validate --ordered-bounds " + src.string() + " " + low.string());
  EXPECT_EQ(v.exitCode, 1) << v.output;
  EXPECT_NE(v.output.find("fails         iteration-proof"), std::string::npos) << v.output;
}

TEST(ProveCli, CorrectLoweringIsProvedPerLoop) {
  const fs::path dir = scratchDir();
  const fs::path src = dir / "proved.src.py";
  writeFile(src, kStatic);
  CliRun r = runCli("prove " + src.string());
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("kernel#0 (F=4, "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 loop(s): 1 proved, 0 refuted, 0 not proved (floor division)"),
            std::string::npos)
      << r.output;
}

TEST(Cli, MalformedInputExitsTwoWithFileLineColumn) {
  const fs::path dir = scratchDir();
  const fs::path bad = dir / "malformed.py";
  writeFile(bad, "import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function\n"
                 "    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
                 "        for i in pl.pipeline(0, n, n, stage=2):\n"
                 "            b: pl.Scalar[pl.INDEX] = i +\n        return n\n");
  for (const char *cmd : {"check", "lower", "prove", "run"}) {
    CliRun r = runCli(std::string(cmd) + " " + bad.string());
    EXPECT_EQ(r.exitCode, 2) << cmd << ": " << r.output;
    EXPECT_NE(r.output.find("malformed.py:8:"), std::string::npos) << cmd << ": " << r.output;
    EXPECT_NE(r.output.find("error:"), std::string::npos) << cmd << ": " << r.output;
  }
}

// A campaign judges each program on tensor contents drawn from its own seed;
// its reproducer says which (`# input seed:`), and `check` reads it. The
// program: a tile.write CanonicalizeIOOrder sinks below the div that reads
// the written tile (campaign --seed 5, generator seed 5000356): whether the
// outputs differ depends on the element the write replaces, so on the seed.
TEST(Cli, CheckReadsTheReproducersInputSeed) {
  const std::string program = R"(# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[77], pl.FP32], out: pl.Out[pl.Tensor[[128], pl.BF16]]) -> pl.Tensor[[128], pl.BF16]:
        t: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32], [32], [32], target_memory=pl.Mem.Vec)
        for i, (v_1,) in pl.pipeline(1, stage=1, init_values=(t,)):
            v_2: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.minimums(t, 0.5)
            pl.tile.write(v_2, [28], -3.0)
            v_3: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.div(v_1, v_2)
            rv_1: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.yield_(v_3)
        cv_1: pl.Tile[[32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(rv_1, target_type=pl.BF16, mode='round')
        o_1: pl.Tensor[[128], pl.BF16] = pl.tile.store(cv_1, [64], out)
        return o_1
)";
  const fs::path dir = scratchDir();
  const std::string cmd = "check --property differential --planner ptoas ";
  writeFile(dir / "seed1.py", "# params: none\n" + program);
  writeFile(dir / "seeded.py", "# params: none\n# input seed: 5000356\n" + program);
  writeFile(dir / "bad.py", "# params: none\n# input seed: 5e6\n" + program);
  CliRun one = runCli(cmd + (dir / "seed1.py").string());
  EXPECT_NE(one.output.find("holds         differential"), std::string::npos) << one.output;
  CliRun seeded = runCli(cmd + (dir / "seeded.py").string());
  EXPECT_NE(seeded.output.find("fails         differential: canonicalize_io_order"),
            std::string::npos)
      << seeded.output;
  CliRun bad = runCli(cmd + (dir / "bad.py").string());
  EXPECT_EQ(bad.exitCode, 2) << bad.output;
  EXPECT_NE(bad.output.find("'# input seed:' wants an unsigned integer, got '5e6'"),
            std::string::npos)
      << bad.output;
}

// gen --stats sets the generated op mix beside the real kernels': tile.load is
// 100/100 by construction, the real figures come from the table's calls=N
// (tile.reshape 2,133 of 2,304 loads: 93 per 100), and the generated side is
// counted from the programs, so an op they never call (the distributed
// window buffers) reads 0.0.
TEST(GenCli, StatsSetTheOpMixBesideTheRealKernels) {
  CliRun r = runCli("gen --seed 3 --count 40 --stats");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("against the real kernels (calls per 100 tile.load, generated/real):"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("tile.load 100/100"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("tile.reshape "), std::string::npos);
  EXPECT_NE(r.output.find("/93"), std::string::npos);
  EXPECT_NE(r.output.find("pld.tensor.window 0.0/0.5"), std::string::npos) << r.output;
}

} // namespace

// The golden-window pass list against the real PyPTO outputs, byte for byte.
//
// For every case under tests/golden-window/cases: parse input.py (file name
// "input.py", so spans match), run the named list "window" through the pass
// runner with the planner and backend the golden file's meta.txt names, print
// raw and compare with the golden minus one trailing "\n":
//   window.py                          PYPTO, Ascend910B
//   window_ptoas.py                    PTOAS, Ascend910B
//   window_ptoas_950.py                PTOAS, Ascend950
//   window_ptoas_nobackend.error.txt   PTOAS, no backend (raises)
//   error.txt                          every list raises: run under both planners
// An error golden is compared on "ERROR: <kind>: <first message line>" (the
// README: kind and first line, not PyPTO's C++ line numbers). The table of
// files is checked against meta.txt so a golden that names another list,
// planner or backend fails here instead of being run with the wrong context.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <tuple>

#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;

const fs::path kCases = PIPECHECK_SOURCE_DIR "/tests/golden-window/cases";

std::string readFile(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string firstLine(const std::string &s) { return s.substr(0, s.find('\n')); }

struct GoldenRun {
  std::string caseName;
  std::string file;
  passes::MemoryPlanner planner;
  passes::Backend backend;
  std::string metaPlanner, metaBackend; // spellings in meta.txt
};

std::vector<GoldenRun> goldenRuns() {
  using passes::Backend;
  using passes::MemoryPlanner;
  std::vector<GoldenRun> out;
  for (const auto &e : fs::directory_iterator(kCases)) {
    std::string c = e.path().filename().string();
    auto add = [&](const char *file, MemoryPlanner m, Backend b, const char *mp, const char *mb) {
      if (fs::exists(e.path() / file))
        out.push_back({c, file, m, b, mp, mb});
    };
    add("window.py", MemoryPlanner::PYPTO, Backend::Ascend910B, "pypto", "910B");
    add("window_ptoas.py", MemoryPlanner::PTOAS, Backend::Ascend910B, "ptoas", "910B");
    add("window_ptoas_950.py", MemoryPlanner::PTOAS, Backend::Ascend950, "ptoas", "950");
    add("window_ptoas_nobackend.error.txt", MemoryPlanner::PTOAS, Backend::None, "ptoas", "none");
    add("error.txt", MemoryPlanner::PYPTO, Backend::Ascend910B, "", "");
    add("error.txt", MemoryPlanner::PTOAS, Backend::Ascend910B, "", "");
  }
  std::sort(out.begin(), out.end(), [](const GoldenRun &a, const GoldenRun &b) {
    return std::tie(a.caseName, a.file, a.planner) < std::tie(b.caseName, b.file, b.planner);
  });
  return out;
}

TEST(WindowGolden, EighteenCases) {
  std::set<std::string> cases;
  for (const GoldenRun &r : goldenRuns())
    cases.insert(r.caseName);
  EXPECT_EQ(cases.size(), 18u);
  // 17 window.py + 17 window_ptoas.py + one 950 + one no-backend + error.txt twice.
  EXPECT_EQ(goldenRuns().size(), 38u);
}

TEST(WindowGolden, NamedListIsTheGoldenList) {
  std::optional<std::vector<std::string>> list = pipeline::namedPipeline("window");
  ASSERT_TRUE(list);
  EXPECT_EQ(*list, (std::vector<std::string>{"skew_cross_core_pipeline", "lower_pipeline_to_slots",
                                             "lower_pipeline_loops", "canonicalize_io_order"}));
}

class WindowGoldenFile : public testing::TestWithParam<GoldenRun> {};

TEST_P(WindowGoldenFile, MatchesByteForByte) {
  const GoldenRun &g = GetParam();
  fs::path dir = kCases / g.caseName;
  if (!g.metaPlanner.empty()) {
    std::string meta = readFile(dir / "meta.txt");
    std::string want = g.file + ": passes=skew_cross_core_pipeline,lower_pipeline_to_slots,"
                                "lower_pipeline_loops,canonicalize_io_order planner=" +
                       g.metaPlanner + " backend=" + g.metaBackend;
    std::size_t at = meta.find(want);
    bool wholeLine = at != std::string::npos &&
                     (at + want.size() == meta.size() || meta[at + want.size()] == '\n');
    EXPECT_TRUE(wholeLine) << "meta.txt does not say: " << want;
  }
  const std::vector<std::string> window = *pipeline::namedPipeline("window");
  for (const std::string &n : window)
    ASSERT_TRUE(passes::findPass(n).has_value()) << "pass '" << n << "' is not registered";
  auto parsed = text::parseProgram(readFile(dir / "input.py"), "input.py");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  pipeline::PipelineOptions opts;
  opts.passOptions.planner = g.planner;
  opts.passOptions.backend = g.backend;
  pipeline::PipelineRun run =
      pipeline::runPipeline(parsed.value(), window, opts);
  std::string golden = readFile(dir / g.file);
  if (!golden.empty() && golden.back() == '\n')
    golden.pop_back();
  if (fs::path(g.file).extension() == ".txt") {
    ASSERT_FALSE(run.ok()) << text::printProgram(*run.finalProgram());
    ASSERT_FALSE(run.diagnostics.empty());
    const ir::Diagnostic &d = run.diagnostics.back();
    EXPECT_EQ("ERROR: " + d.kind + ": " + firstLine(d.message), firstLine(golden));
  } else {
    ASSERT_TRUE(run.ok()) << run.summary();
    EXPECT_EQ(text::printProgram(*run.finalProgram()), golden);
  }
}

std::string testName(const testing::TestParamInfo<GoldenRun> &info) {
  std::string n = info.param.caseName + "_" + info.param.file + "_" +
                  std::string(passes::memoryPlannerName(info.param.planner));
  for (char &c : n)
    if (!std::isalnum(static_cast<unsigned char>(c)))
      c = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Cases, WindowGoldenFile, testing::ValuesIn(goldenRuns()), testName);

} // namespace
} // namespace pipecheck

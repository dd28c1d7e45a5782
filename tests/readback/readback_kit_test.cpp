// pipecheck's model of PyPTO's parser rejections against the live kit
// (label pypto; tests/pypto_env/with_pypto.sh skips it where PyPTO does not
// import). Every case of tests/readback/cases goes through PyPTO's own parser
// (a worker run with no passes: its parse_error is the parser's answer), and
// pipecheck's model on pipecheck's reading of the same text must give the
// same accept/reject and exception class; the kit's answers must also still
// be those recorded in expected.tsv (which readback_test checks offline).
// Then the worker's re-parse of a snapshot it printed ("reparse") reaches
// round-trip: the free-variable finding's lowering is rejected by the kit.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/text/parser.h"
#include "core/text/pypto_readback.h"
#include "core/worker/client.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
const fs::path kDir = fs::path(PIPECHECK_SOURCE_DIR) / "tests" / "readback";

std::string readText(const fs::path &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

worker::WorkerOptions kitWorker() {
  const char *py = std::getenv("PIPECHECK_PYTHON");
  worker::WorkerOptions o;
  o.command = {py && *py ? py : "python3", PIPECHECK_WORKER_PY};
  return o;
}

worker::RunAnswer run(worker::WorkerClient &kit, worker::RunRequest req) {
  static long long id = 0;
  req.id = ++id;
  auto a = kit.run(req);
  if (auto *t = std::get_if<worker::WorkerTrouble>(&a)) {
    ADD_FAILURE() << "worker trouble: " << t->message;
    return {};
  }
  return std::get<worker::RunAnswer>(a);
}

TEST(ReadbackAgainstTheKit, TheModelGivesTheKitsAnswerOnEveryCase) {
  worker::WorkerClient kit(kitWorker());
  std::istringstream expected(readText(kDir / "expected.tsv"));
  int n = 0;
  for (std::string line; std::getline(expected, line);) {
    if (line.empty() || line[0] == '#')
      continue;
    std::string file = line.substr(0, line.find('\t')), recorded = line.substr(line.find('\t') + 1);
    std::string text = readText(kDir / "cases" / file);
    worker::RunRequest req;
    req.program = text;
    req.fileName = file;
    worker::RunAnswer a = run(kit, req);
    std::string kitSays = a.parseError ? a.parseError->kind : "ok";
    EXPECT_EQ(kitSays, recorded) << file << ": the kit's answer changed; re-record expected.tsv"
                                 << (a.parseError ? "\n" + a.parseError->message : "");
    auto p = text::parseProgram(text, file, text::snapshotReading());
    ASSERT_TRUE(p.ok()) << p.error().str();
    auto model = text::pyptoRejects(**p);
    std::string modelSays = model ? model->kind : "ok";
    EXPECT_EQ(modelSays, kitSays) << file << "\n kit:   "
                                  << (a.parseError ? a.parseError->message : "reads it")
                                  << "\n model: " << (model ? model->str() : "reads it");
    if (model && a.parseError) {
      EXPECT_EQ(model->message, a.parseError->message) << file;
    }
    ++n;
  }
  EXPECT_GE(n, 20);
}

// The same on every snapshot PyPTO printed in the repository's dump folders
// (tests/golden-kernels/dumps: real-kernel constructs, dependent shapes;
// tests/golden-dumps): the texts the model exists for.
TEST(ReadbackAgainstTheKit, TheModelGivesTheKitsAnswerOnEveryDumpedSnapshot) {
  worker::WorkerClient kit(kitWorker());
  int n = 0, rejected = 0;
  for (const char *root : {"tests/golden-kernels/dumps", "tests/golden-dumps"}) {
    std::vector<fs::path> files;
    for (const auto &e : fs::recursive_directory_iterator(fs::path(PIPECHECK_SOURCE_DIR) / root))
      if (e.path().extension() == ".py" && e.path().filename().string().find("_after_") !=
                                               std::string::npos)
        files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto &f : files) {
      std::string text = readText(f);
      worker::RunRequest req;
      req.program = text;
      req.fileName = f.filename().string();
      worker::RunAnswer a = run(kit, req);
      auto p = text::parseProgram(text, f.string(), text::snapshotReading());
      ASSERT_TRUE(p.ok()) << p.error().str();
      auto model = text::pyptoRejects(**p);
      EXPECT_EQ(model ? model->kind : "ok", a.parseError ? a.parseError->kind : "ok")
          << f << "\n kit:   " << (a.parseError ? a.parseError->message : "reads it")
          << "\n model: " << (model ? model->str() : "reads it");
      ++n;
      rejected += a.parseError.has_value();
    }
  }
  std::cout << n << " dumped snapshots, " << rejected << " rejected by the kit\n";
  EXPECT_GE(n, 50);
  EXPECT_GE(rejected, 1); // dep_shape: a param type names a caller's body var
}

TEST(ReadbackAgainstTheKit, TheWorkerReparsesTheSnapshotsItPrinted) {
  worker::WorkerClient kit(kitWorker());
  worker::RunRequest req;
  req.program = readText(fs::path(PIPECHECK_SOURCE_DIR) / "corpus" /
                         "finding_free_var_enclosing_iter_arg.py");
  req.passes = {"lower_pipeline_loops"};
  req.reparse = true;
  worker::RunAnswer a = run(kit, req);
  ASSERT_FALSE(a.parseError);
  ASSERT_EQ(a.snapshots.size(), 1u);
  const auto &s = a.snapshots[0];
  EXPECT_TRUE(s.reparsed);
  ASSERT_TRUE(s.reparseError) << "the kit reads its free variables back?";
  EXPECT_EQ(s.reparseError->kind, "ParserSyntaxError");
  EXPECT_NE(s.text.find("__FREE_VAR"), std::string::npos);
  auto p = text::parseProgram(s.text, "after.py", text::snapshotReading());
  ASSERT_TRUE(p.ok()) << p.error().str();
  auto model = text::pyptoRejects(**p);
  ASSERT_TRUE(model);
  EXPECT_EQ(model->kind, s.reparseError->kind);
  EXPECT_EQ(model->message, s.reparseError->message);
  // Without "reparse" nobody asks: the snapshot says so.
  req.reparse = false;
  worker::RunAnswer b = run(kit, req);
  ASSERT_EQ(b.snapshots.size(), 1u);
  EXPECT_FALSE(b.snapshots[0].reparsed);
  EXPECT_FALSE(b.snapshots[0].reparseError);
}

} // namespace
} // namespace pipecheck

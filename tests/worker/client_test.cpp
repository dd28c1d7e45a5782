// The worker client against `pipecheck serve` (the model behind the worker
// protocol), so process handling is tested in every build, without Python:
// a worker that answers, one that crashes, hangs, answers garbage, a wrong
// length, another request's id, or refuses; one that cannot start; and the
// restart after each trouble. The served snapshots must be byte for byte
// what pipecheck's own pipeline prints in-process.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/worker/client.h"

namespace pipecheck::worker {
namespace {

using Kind = WorkerTrouble::Kind;

std::string readText(const std::string &path) {
  std::ifstream in(path);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

WorkerOptions serve(std::vector<std::string> extra = {}, int timeoutMs = 20000) {
  WorkerOptions o;
  o.command = {PIPECHECK_BIN, "serve"};
  o.command.insert(o.command.end(), extra.begin(), extra.end());
  o.requestTimeout = std::chrono::milliseconds(timeoutMs);
  o.startTimeout = std::chrono::milliseconds(20000);
  return o;
}

RunRequest program(const std::string &corpusFile) {
  RunRequest r;
  r.program = readText(std::string(PIPECHECK_SOURCE_DIR) + "/corpus/" + corpusFile);
  r.fileName = corpusFile;
  r.passes = pipeline::defaultPassList();
  return r;
}

const char *kProgram = "matmul_acc_kloop_f3.py";

// A run must come back as an answer; prints the trouble otherwise.
RunAnswer answerOf(const WorkerResult<RunAnswer> &r) {
  if (auto *t = std::get_if<WorkerTrouble>(&r)) {
    ADD_FAILURE() << "trouble: " << t->message;
    return {};
  }
  return std::get<RunAnswer>(r);
}

// A run must come back as trouble of `kind`.
WorkerTrouble troubleOf(const WorkerResult<RunAnswer> &r, Kind kind) {
  auto *t = std::get_if<WorkerTrouble>(&r);
  if (!t) {
    ADD_FAILURE() << "expected trouble '" << troubleName(kind) << "', got an answer";
    return {};
  }
  EXPECT_EQ(t->kind, kind) << t->message;
  return *t;
}

TEST(WorkerClient, ServesTheModelsSnapshotsByteForByte) {
  WorkerClient c(serve());
  auto h = c.hello();
  ASSERT_TRUE(std::holds_alternative<Hello>(h));
  EXPECT_EQ(std::get<Hello>(h).impl, "model");
  RunRequest req = program(kProgram);
  RunAnswer a = answerOf(c.run(req));
  ASSERT_FALSE(a.parseError);
  ASSERT_FALSE(a.error);
  auto parsed = text::parseProgram(req.program, req.fileName);
  ASSERT_TRUE(parsed.ok());
  pipeline::PipelineOptions opts;
  opts.fileName = req.fileName;
  pipeline::PipelineRun local = pipeline::runPipeline(*parsed, req.passes, opts);
  ASSERT_EQ(a.snapshots.size(), local.snapshots.size() - 1);
  for (std::size_t i = 0; i < a.snapshots.size(); ++i) {
    EXPECT_EQ(a.snapshots[i].pass, local.snapshots[i + 1].name);
    EXPECT_EQ(a.snapshots[i].text, text::printProgram(*local.snapshots[i + 1].program));
  }
}

TEST(WorkerClient, KeepsOneProcessAcrossPrograms) {
  WorkerClient c(serve());
  for (const char *f : {kProgram, "carry_if_f5.py", "neg_step3_f4.py", kProgram})
    EXPECT_FALSE(answerOf(c.run(program(f))).snapshots.empty()) << f;
  EXPECT_EQ(c.restarts(), 0);
  EXPECT_TRUE(c.running());
}

TEST(WorkerClient, ReportsParseErrorsAndPassExceptionsAsAnswers) {
  WorkerClient c(serve());
  RunRequest bad = program(kProgram);
  bad.program = "@pl.program\nclass P:\n    def (\n";
  RunAnswer a = answerOf(c.run(bad));
  ASSERT_TRUE(a.parseError);
  EXPECT_TRUE(a.snapshots.empty());
  RunRequest zero;
  zero.program =
      readText(std::string(PIPECHECK_SOURCE_DIR) + "/tests/golden/cases/err_zero_step/input.py");
  zero.passes = {"lower_pipeline_loops", "canonicalize_io_order"};
  RunAnswer z = answerOf(c.run(zero));
  ASSERT_TRUE(z.error);
  EXPECT_EQ(z.error->pass, "lower_pipeline_loops");
  EXPECT_EQ(z.error->kind, "InternalError");
  EXPECT_NE(z.error->message.find("step cannot be zero"), std::string::npos) << z.error->message;
  EXPECT_EQ(c.restarts(), 0); // an exception of the implementation is no worker trouble
}

TEST(WorkerClient, ACrashIsTroubleAndTheNextRequestRestarts) {
  WorkerClient c(serve({"--crash-after", "1"}));
  answerOf(c.run(program(kProgram)));
  WorkerTrouble t = troubleOf(c.run(program(kProgram)), Kind::Exited);
  EXPECT_NE(t.message.find("exited with code 70"), std::string::npos) << t.message;
  EXPECT_FALSE(c.running());
  EXPECT_FALSE(answerOf(c.run(program(kProgram))).snapshots.empty());
  EXPECT_EQ(c.restarts(), 1);
}

TEST(WorkerClient, AHangMeetsTheDeadline) {
  WorkerClient c(serve({"--hang-after", "0"}, 300));
  auto t0 = std::chrono::steady_clock::now();
  troubleOf(c.run(program(kProgram)), Kind::Timeout);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(10));
  EXPECT_FALSE(c.running()); // killed, not left behind
  troubleOf(c.run(program(kProgram)), Kind::Timeout);
  EXPECT_EQ(c.restarts(), 1);
}

TEST(WorkerClient, GarbageWrongLengthsAndWrongIdsAreTrouble) {
  struct Case {
    const char *flag;
    Kind kind;
  } cases[] = {{"--garbage-after", Kind::Garbage},
               {"--short-length-after", Kind::Garbage},
               {"--wrong-length-after", Kind::Timeout},
               {"--wrong-id-after", Kind::Garbage},
               {"--refuse-after", Kind::Refused}};
  for (const auto &cs : cases) {
    SCOPED_TRACE(cs.flag);
    WorkerClient c(serve({cs.flag, "1"}, 500));
    answerOf(c.run(program(kProgram)));
    troubleOf(c.run(program(kProgram)), cs.kind);
    // The restarted worker answers its first request again.
    EXPECT_FALSE(answerOf(c.run(program(kProgram))).snapshots.empty());
    EXPECT_EQ(c.restarts(), 1);
  }
}

TEST(WorkerClient, AWorkerThatCannotStartOrSpeakIsTrouble) {
  WorkerOptions missing;
  missing.command = {"/nonexistent/pipecheck-worker"};
  WorkerClient a(missing);
  EXPECT_TRUE(std::holds_alternative<WorkerTrouble>(a.hello()));
  WorkerOptions silent;
  silent.command = {"true"};
  WorkerClient b(silent);
  auto hb = b.hello();
  ASSERT_TRUE(std::holds_alternative<WorkerTrouble>(hb));
  EXPECT_EQ(std::get<WorkerTrouble>(hb).kind, Kind::Exited);
  WorkerOptions chatty;
  chatty.command = {"echo", "hello"};
  WorkerClient c(chatty);
  auto hc = c.hello();
  ASSERT_TRUE(std::holds_alternative<WorkerTrouble>(hc));
  EXPECT_EQ(std::get<WorkerTrouble>(hc).kind, Kind::Garbage);
}

TEST(WorkerClient, QuotesTheWorkersStderrInTrouble) {
  WorkerOptions o;
  o.command = {"sh", "-c", "echo 'Fatal Python error: boom' >&2; exit 3"};
  WorkerClient c(o);
  auto h = c.hello();
  ASSERT_TRUE(std::holds_alternative<WorkerTrouble>(h));
  const std::string &m = std::get<WorkerTrouble>(h).message;
  EXPECT_NE(m.find("exited with code 3"), std::string::npos) << m;
  EXPECT_NE(m.find("Fatal Python error: boom"), std::string::npos) << m;
}

} // namespace
} // namespace pipecheck::worker

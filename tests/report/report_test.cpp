// Finding reports end to end (oracle/report): a fault of the bug zoo makes a
// property fail on a small program; the report is built with the real
// reducer, written, and every field is checked against what it claims --
// the contract is the catalogue's, the minimized program is small and
// re-parses, the reproduce command re-run through the check API still
// fails, the JSON parses (independent reader, json_check.h) with every
// documented field, and the pytest text parses the program, runs the same
// factories in order under the planner and asserts the property. Where
// python3 is installed, the pytest's assertion block itself is executed on
// pipecheck's own snapshots: it must fail on the faulty output and pass on
// the faithful one (so no template asserts something that always holds).
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/text/parser.h"
#include "core/text/printer.h"
#include "oracle/checks/catalogue.h"
#include "oracle/report/json_writer.h"
#include "oracle/report/pytest_asserts.h"
#include "oracle/report/report.h"
#include "oracle/report/witness.h"
#include "properties/reduce/Reducer.h"
#include "tests/report/json_check.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
using testing::Json;
using testing::JsonReader;

// Static step-2 loop with a tail and a tensor carry: trip 10 = 2F + 2.
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

// K-loop with an Acc carry: matmul_acc results must stay untagged.
const char *kAcc = R"(# pypto.program: Acc
import pypto.language as pl

@pl.program
class Acc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        am0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        bm0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(am0, target_memory=pl.Mem.Left)
        r0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(bm0, target_memory=pl.Mem.Right)
        acc0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l0, r0)
        for k, (acc,) in pl.pipeline(16, 64, 16, stage=2, init_values=(acc0,)):
            am: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, k], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            bm: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [k, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
            rgt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
            acc2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lft, rgt)
            racc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(racc, [0, 0], out)
        return o
)";

// The reduced program of the end-to-end case must be at most this many
// statements (report::statementCount: every statement but SeqStmts; the
// kernel with one loop of one load plus its return is 3).
constexpr uint32_t kSmall = 4;

ir::ProgramPtr parse(const std::string &text) {
  auto r = text::parseProgram(text, "test.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

checks::CheckInput inputFor(const char *program, const std::string &fault) {
  checks::CheckInput in;
  in.source = parse(program);
  in.fileName = "test.py";
  if (!fault.empty())
    in.passOptions.faults.insert(fault);
  return in;
}

report::Reducer realReducer() {
  return [](const ir::ProgramPtr &p, const report::StillFails &still, report::Reduction &red) {
    reduce::ReduceOptions ro;
    ro.maxSeconds = 60;
    reduce::ReduceResult r = reduce::reduceProgram(p, still, ro);
    red.candidates = r.candidatesTried;
    red.accepted = r.accepted;
    return r.program;
  };
}

std::string readText(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

fs::path scratch(const std::string &name) {
  fs::path d = fs::temp_directory_path() /
               ("pipecheck_report_test_" + std::to_string(getpid()) + "_" + name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::vector<std::string> words(const std::string &s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;)
    out.push_back(w);
  return out;
}

// Re-runs a report's command "pipecheck check --property ID --passes .. --fault ..
// --backend B --planner P FILE" through the check API; returns the verdict.
checks::Verdict replayCommand(const std::string &command) {
  std::vector<std::string> w = words(command);
  EXPECT_GE(w.size(), 5u);
  EXPECT_EQ(w[0], "pipecheck");
  EXPECT_EQ(w[1], "check");
  checks::CheckInput in;
  std::string property;
  for (std::size_t i = 2; i + 1 < w.size(); ++i) {
    if (w[i] == "--property")
      property = w[++i];
    else if (w[i] == "--passes")
      in.passes = pipeline::splitPassList(w[++i]);
    else if (w[i] == "--fault")
      in.passOptions.faults.insert(w[++i]);
    else if (w[i] == "--backend")
      in.passOptions.backend = *passes::parseBackend(w[++i]);
    else if (w[i] == "--planner")
      in.passOptions.planner = *passes::parseMemoryPlanner(w[++i]);
    else if (w[i] == "--ordered-bounds")
      in.orderedBoundsOnly = true;
    else
      ADD_FAILURE() << "unexpected word in the command: " << w[i];
  }
  std::string file = w.back();
  std::string text = readText(file);
  in.source = parse(text);
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line) && line.rfind("#", 0) == 0;)
    if (line.rfind("# params:", 0) == 0)
      in.params = checks::parseParamRanges(line.substr(9));
  if (!in.source)
    return checks::harnessError(property, "reproducer does not parse");
  return report::judge(in, property);
}

const Json *at(const Json &j, const std::string &path) {
  const Json *cur = &j;
  std::istringstream parts(path);
  for (std::string k; std::getline(parts, k, '.');) {
    cur = cur->get(k);
    if (!cur)
      return nullptr;
  }
  return cur;
}

TEST(Report, TailOffByOneEndToEnd) {
  const std::string property = "iteration-coverage";
  checks::CheckInput in = inputFor(kStatic, "tail-off-by-one");
  ASSERT_EQ(report::judge(in, property).outcome, checks::Outcome::Fails);
  report::Report r = report::buildReport(in, property, realReducer());
  fs::path dir = scratch("e2e");
  ASSERT_FALSE(report::writeReport(r, dir.string()).has_value());

  // Files: <property>-<hash>.md/.json/.py in DIR.
  EXPECT_EQ(fs::path(r.markdownPath).filename().string(), property + "-" + r.hash + ".md");
  EXPECT_EQ(r.hash.size(), 12u);
  ASSERT_TRUE(fs::exists(r.markdownPath));
  ASSERT_TRUE(fs::exists(r.jsonPath));
  ASSERT_TRUE(fs::exists(r.reproducerPath));

  // Property, contract (the catalogue's), pass, witness.
  std::string contract(checks::findProperty(property)->contract);
  std::string md = readText(r.markdownPath);
  EXPECT_NE(md.find("`" + property + "`"), std::string::npos);
  EXPECT_NE(md.find(contract), std::string::npos);
  EXPECT_EQ(r.verdict.pass, "lower_pipeline_loops");
  EXPECT_NE(md.find("first failing pass (snapshot) | `lower_pipeline_loops`"), std::string::npos);
  EXPECT_FALSE(r.verdict.witness.empty());
  EXPECT_NE(md.find(r.verdict.witness), std::string::npos);
  EXPECT_NE(md.find("tail-off-by-one"), std::string::npos);

  // Minimized: small, smaller than before, and re-parses to the same text.
  EXPECT_TRUE(r.reduction.ran);
  EXPECT_LE(r.reduction.statementsAfter, kSmall) << r.programText;
  EXPECT_LT(r.reduction.statementsAfter, r.reduction.statementsBefore);
  EXPECT_EQ(r.reduction.statementsBefore, 6u); // load, adds, store, yield, for, return
  ir::ProgramPtr again = parse(r.programText);
  ASSERT_TRUE(again);
  EXPECT_EQ(text::printProgram(*again) + "\n", r.programText);
  EXPECT_NE(md.find(r.programText), std::string::npos);

  // The command reproduces: the property fails on the written reproducer.
  EXPECT_NE(r.command.find("pipecheck check --property iteration-coverage"), std::string::npos);
  EXPECT_NE(r.command.find("--fault tail-off-by-one"), std::string::npos);
  EXPECT_EQ(replayCommand(r.command).outcome, checks::Outcome::Fails) << r.command;
  // ... and only because of the fault: without it the property holds.
  std::string faithful = r.command;
  faithful.erase(faithful.find(" --fault tail-off-by-one"), 24);
  EXPECT_EQ(replayCommand(faithful).outcome, checks::Outcome::Holds) << faithful;

  // JSON: valid, every documented field, values as in the report.
  Json j;
  JsonReader reader(readText(r.jsonPath));
  ASSERT_TRUE(reader.parse(j)) << reader.error();
  ASSERT_EQ(j.kind, Json::Object);
  const char *topLevel[] = {"schema",   "property",    "contract",           "outcome",
                            "message",  "first_failing_pass", "pass_position", "witness",
                            "program",  "source_file", "config",             "reproduce",
                            "pytest",   "files",       "confirmation"};
  ASSERT_EQ(j.keys.size(), std::size(topLevel));
  for (std::size_t i = 0; i < std::size(topLevel); ++i)
    EXPECT_EQ(j.keys[i], topLevel[i]) << "field order";
  const char *nested[] = {"witness.kind",        "witness.text",
                          "witness.lines",       "witness.fields",
                          "witness.bindings",    "program.text",
                          "program.statements_before", "program.statements_after",
                          "program.reduced",     "program.reduction.candidates",
                          "program.reduction.accepted", "program.reduction.seconds",
                          "program.reduction.note", "config.passes",
                          "config.faults",       "config.backend",
                          "config.planner",      "config.params",
                          "config.ordered_bounds", "config.div",
                          "config.seed",         "reproduce.command",
                          "reproduce.file",      "pytest.test_name",
                          "pytest.assertion",    "pytest.faithful",
                          "pytest.text",         "files.markdown",
                          "files.json",          "files.reproducer"};
  for (const char *path : nested)
    EXPECT_TRUE(at(j, path)) << "missing JSON field " << path;
  EXPECT_EQ(at(j, "schema")->str, "pipecheck-report/1");
  EXPECT_EQ(at(j, "property")->str, property);
  EXPECT_EQ(at(j, "contract")->str, contract);
  EXPECT_EQ(at(j, "outcome")->str, "fails");
  EXPECT_EQ(at(j, "first_failing_pass")->str, "lower_pipeline_loops");
  EXPECT_EQ(at(j, "witness.kind")->str, "iteration-trace");
  EXPECT_EQ(at(j, "witness.text")->str, r.verdict.witness);
  EXPECT_FALSE(at(j, "witness.lines")->items.empty());
  EXPECT_EQ(at(j, "program.text")->str, r.programText);
  EXPECT_EQ(at(j, "program.statements_after")->number, r.reduction.statementsAfter);
  EXPECT_TRUE(at(j, "program.reduced")->b);
  ASSERT_EQ(at(j, "config.faults")->items.size(), 1u);
  EXPECT_EQ(at(j, "config.faults")->items[0].str, "tail-off-by-one");
  EXPECT_EQ(at(j, "config.backend")->str, "910B");
  EXPECT_EQ(at(j, "config.planner")->str, "pypto");
  EXPECT_EQ(at(j, "config.seed")->kind, Json::Null);
  EXPECT_EQ(at(j, "reproduce.command")->str, r.command);
  EXPECT_EQ(at(j, "reproduce.file")->str, r.reproducerPath);
  EXPECT_EQ(at(j, "files.markdown")->str, r.markdownPath);
  EXPECT_EQ(at(j, "pytest.text")->str, report::renderPytest(r));
  // pass_position counts in the pass list as run.
  const auto &passesJson = at(j, "config.passes")->items;
  int pos = static_cast<int>(at(j, "pass_position")->number);
  ASSERT_GE(pos, 1);
  EXPECT_EQ(passesJson[pos - 1].str, "lower_pipeline_loops");

  // Pytest: parse_program, every factory in order, the planner, the backend,
  // and the property's assertion.
  std::string py = report::renderPytest(r);
  EXPECT_NE(py.find("pl.parse_program(source, \"input.py\")"), std::string::npos);
  EXPECT_NE(py.find("def " + report::pytestName(r) + "():"), std::string::npos);
  std::size_t last = 0;
  ASSERT_FALSE(passesJson.empty());
  for (const Json &p : passesJson) {
    std::size_t at = py.find("passes." + p.str + ")", last);
    EXPECT_NE(at, std::string::npos) << "factory " << p.str << " missing or out of order";
    last = at == std::string::npos ? last : at;
  }
  EXPECT_NE(py.find("passes.PassContext([], memory_planner=planner)"), std::string::npos);
  EXPECT_NE(py.find("planner = passes.MemoryPlanner.PYPTO"), std::string::npos);
  EXPECT_NE(py.find("backend.reset_for_testing()\n    backend.set_backend_type(BackendType.Ascend910B)"),
            std::string::npos);
  EXPECT_NE(py.find("factory()(program)"), std::string::npos);
  EXPECT_NE(py.find("expected_counts = {"), std::string::npos);
  EXPECT_NE(py.find("assert got.count(line) == count"), std::string::npos);
  // The program inside the test is the minimized one.
  EXPECT_NE(py.find(report::pythonTripleQuoted(r.programText)), std::string::npos);
  fs::remove_all(dir);
}

TEST(Report, SameFindingSameFile) {
  checks::CheckInput in = inputFor(kStatic, "attr-left-at-F");
  report::Report a = report::buildReport(in, "marker");
  report::Report b = report::buildReport(in, "marker");
  EXPECT_EQ(a.hash, b.hash);
  checks::CheckInput other = inputFor(kStatic, "kind-without-attr");
  EXPECT_NE(report::buildReport(other, "marker").hash, a.hash);
  EXPECT_EQ(a.reduction.statementsBefore, a.reduction.statementsAfter);
  EXPECT_FALSE(a.reduction.ran);
}

TEST(Report, JsonWriterEscapesAndNests) {
  std::string nasty = "q\"b\\s/n\nt\tc\x01" "e\x7f" "u\xc3\xa9";
  report::JsonWriter w;
  w.beginObject().field("s", nasty).field("n", int64_t{-3}).field("b", false);
  w.key("a").beginArray().value("x").beginObject().endObject().beginArray().endArray().endArray();
  w.key("z").null();
  w.endObject();
  Json j;
  JsonReader reader(w.str());
  ASSERT_TRUE(reader.parse(j)) << reader.error() << "\n" << w.str();
  EXPECT_EQ(j.get("s")->str, "q\"b\\s/n\nt\tc\x01" "e\x7f" "u\xc3\xa9");
  EXPECT_EQ(j.get("n")->number, -3);
  EXPECT_EQ(j.get("a")->items.size(), 3u);
  EXPECT_EQ(j.get("z")->kind, Json::Null);
  // The reader is strict: it rejects what a sloppy writer would produce.
  for (const char *bad : {"{\"a\": 1,}", "{\"a\": \"x\ny\"}", "[01]", "{'a': 1}", "[1] 2"}) {
    Json k;
    EXPECT_FALSE(JsonReader(bad).parse(k)) << bad;
  }
}

TEST(Report, WitnessStructure) {
  report::StructuredWitness w = report::structureWitness(
      "iteration-proof",
      "extra: iteration i = 20 runs when n = 4, s0=-2\nreplay kernel(n=4): traces agree");
  EXPECT_EQ(w.kind, "z3-counterexample");
  ASSERT_EQ(w.lines.size(), 2u);
  ASSERT_FALSE(w.fields.empty());
  EXPECT_EQ(w.fields[0].first, "extra");
  EXPECT_EQ(w.bindings.at("i"), 20);
  EXPECT_EQ(w.bindings.at("n"), 4);
  EXPECT_EQ(w.bindings.at("s0"), -2);
  EXPECT_EQ(report::structureWitness("differential", "").kind, "none");
}

// Every catalogue property has its own assertion template (not the fallback
// for unknown ids).
TEST(Report, EveryPropertyHasATemplate) {
  report::Report fallback;
  fallback.verdict = checks::fails("no-such-property", "m", "w", "lower_pipeline_loops");
  const std::string generic = report::pytestAssertion(fallback).summary;
  for (const auto &p : checks::catalogue()) {
    report::Report r;
    r.verdict = checks::fails(std::string(p.id), "m", "w", "lower_pipeline_loops");
    r.input.passes = pipeline::defaultPassList();
    r.snapshotName = "lower_pipeline_loops";
    r.snapshotText = "x = 1\n";
    report::PytestAssertion a = report::pytestAssertion(r);
    EXPECT_NE(a.summary, generic) << p.id << " falls back to the generic template";
    EXPECT_NE(a.code.find("assert"), std::string::npos) << p.id;
  }
}

// Every template renders into a test that is valid Python (checked with
// python3's own parser where installed), also with a snapshot text holding
// quotes and backslashes.
TEST(Report, EveryPytestIsValidPython) {
  if (std::system("python3 -c 'import ast' > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3 not installed";
  fs::path dir = scratch("ast");
  std::string files;
  for (const auto &p : checks::catalogue()) {
    report::Report r;
    r.verdict = checks::fails(std::string(p.id), "m \"q\"", "w\\x", "lower_pipeline_loops");
    r.input.passes = pipeline::defaultPassList();
    r.snapshotName = "lower_pipeline_loops";
    r.programText = kStatic;
    r.snapshotText = "a = \"\"\"x\\\"\"\"\n";
    r.hash = "0123456789ab";
    fs::path f = dir / (std::string(p.id) + ".py");
    std::ofstream(f) << report::renderPytest(r);
    files += " " + f.string();
  }
  std::string cmd = "python3 -c 'import ast, sys\nfor f in sys.argv[1:]: ast.parse(open(f).read(), f)'" +
                    files + " > " + (dir / "out.txt").string() + " 2>&1";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << readText(dir / "out.txt");
  fs::remove_all(dir);
}

// clean-errors where PyPTO raised on a program the model lowers (`--impl
// pypto`): the test runs the passes under try and asserts that none raised,
// so it fails (reproduced) exactly when the real pass raises again. The
// template for pipecheck's own passes asserts the opposite (the run raises);
// used here it passed on the kit and read "not reproduced".
TEST(Report, CleanErrorsAfterAGivenRaiseAssertsThatNoPassRaises) {
  report::Report r;
  r.verdict = checks::fails("clean-errors", "memory_reuse raised InternalError", "w", "memory_reuse");
  r.input.passes = pipeline::defaultPassList();
  r.input.givenFailedPass = "memory_reuse";
  r.programText = kStatic;
  r.hash = "0123456789ab";
  report::PytestAssertion a = report::pytestAssertion(r);
  EXPECT_TRUE(a.catchesRaise);
  EXPECT_FALSE(a.expectsRaise);
  EXPECT_TRUE(a.faithful);
  std::string py = report::renderPytest(r);
  EXPECT_EQ(py.find("pytest.raises"), std::string::npos) << py;
  EXPECT_NE(py.find("except Exception as exc:"), std::string::npos) << py;
  EXPECT_NE(py.find("assert raised is None"), std::string::npos) << py;
  // pipecheck's own passes failing keeps the raising template.
  r.input.givenFailedPass.clear();
  EXPECT_TRUE(report::pytestAssertion(r).expectsRaise);
  EXPECT_NE(report::renderPytest(r).find("pytest.raises"), std::string::npos);
}

// --- the pytest assertion run on pipecheck's own snapshots --------------------

struct FaultCase {
  const char *fault;
  const char *program;
  const char *property;
  const char *assertion; // a piece of Python only this property's template has
};

const FaultCase kFaultCases[] = {
    {"tail-off-by-one", kStatic, "iteration-coverage", "expected_counts"},
    {"iter-args-not-threaded", kStatic, "differential", "expected_counts"},
    {"untagged-clones", kStatic, "membership-tags", "expected_counts"},
    {"tagged-accumulator", kAcc, "acc-untagged", "tagged Acc matmul"},
    {"attr-left-at-F", kStatic, "marker", "not a stage=1 marker"},
    {"attr-left-at-F", kStatic, "idempotent", "passes.lower_pipeline_loops()(lowered)"},
    {"kind-without-attr", kStatic, "pipeline-loop-valid", "Pipeline loop without pipeline_stages"},
};

std::string textsJson(const checks::CheckInput &in) {
  checks::RunContext ctx(in);
  report::JsonWriter w;
  w.beginObject().field("input", text::printProgram(*in.source));
  for (const auto &snap : ctx.outputs())
    w.field(snap.name, text::printProgram(*snap.program));
  return w.endObject().str();
}

int runPython(const fs::path &script, const fs::path &texts) {
  std::string cmd = "python3 " + script.string() + " " + texts.string() + " > " +
                    (script.string() + ".out") + " 2>&1";
  int status = std::system(cmd.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

class TemplateBites : public ::testing::TestWithParam<FaultCase> {};

TEST_P(TemplateBites, FailsOnFaultyPassesOnFaithful) {
  const FaultCase &c = GetParam();
  checks::CheckInput in = inputFor(c.program, c.fault);
  report::Report r = report::buildReport(in, c.property);
  ASSERT_EQ(r.verdict.outcome, checks::Outcome::Fails) << r.verdict.message;
  report::PytestAssertion a = report::pytestAssertion(r);
  std::string py = report::renderPytest(r);
  EXPECT_NE(py.find(c.assertion), std::string::npos) << py;
  EXPECT_NE(py.find("pl.parse_program("), std::string::npos);
  EXPECT_NE(py.find("passes.lower_pipeline_loops)"), std::string::npos);

  if (std::system("python3 -c 'import re, json' > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3 not installed: the assertion block is not executed";
  if (a.code.find("snapshots[") != std::string::npos || a.code.find("ir.") != std::string::npos ||
      a.code.find("passes.") != std::string::npos)
    GTEST_SKIP() << "the assertion needs pypto objects, not only the printed texts";
  fs::path dir = scratch(std::string(c.fault) + "_" + c.property);
  fs::path script = dir / "check.py";
  std::ofstream(script) << "import json, re, sys\n\n\ndef check(texts):\n"
                        << a.code << "\n\ncheck(json.load(open(sys.argv[1])))\n";
  std::ofstream(dir / "faulty.json") << textsJson(in);
  checks::CheckInput good = in;
  good.passOptions.faults.clear();
  std::ofstream(dir / "faithful.json") << textsJson(good);
  EXPECT_NE(runPython(script, dir / "faulty.json"), 0)
      << "the assertion holds on the faulty output:\n" << a.code;
  EXPECT_EQ(runPython(script, dir / "faithful.json"), 0)
      << readText(script.string() + ".out") << a.code;
  fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(Zoo, TemplateBites, ::testing::ValuesIn(kFaultCases),
                         [](const auto &info) {
                           std::string n = std::string(info.param.fault) + "_" +
                                           info.param.property;
                           for (char &ch : n)
                             if (ch == '-')
                               ch = '_';
                           return n;
                         });

} // namespace
} // namespace pipecheck

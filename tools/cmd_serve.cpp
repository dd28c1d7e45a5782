// pipecheck serve: pipecheck's own passes behind the worker protocol.
//
// Speaks exactly what tools/pypto_worker.py speaks (core/worker/protocol.h)
// on stdin/stdout, with the model in place of PyPTO: parse the program with
// pipecheck's parser, run the passes with the backend and planner asked for,
// answer each snapshot's printed text or the pass's error. So the protocol
// and the client are exercised in every build, Python or not, and
// `--impl pypto --worker-command "pipecheck serve"` runs the whole --impl
// plumbing against a worker whose answers are known.
//
// Test-only misbehaviour, counted in run requests answered so far:
// --crash-after N (exit 70 without answering request N+1), --hang-after N
// (never answer), --garbage-after N (a line that is no frame header),
// --wrong-length-after N (a header one byte longer than the body: the
// client waits for the missing byte and times out), --short-length-after N
// (one byte shorter: the body is cut JSON), --wrong-id-after N (the answer
// of another request), --refuse-after N ({"ok": false}); and --raise-in PASS
// answers a ValueError from PASS in place of its snapshot, as a real pass
// that throws on valid input would (clean-errors must report it); --fault
// NAME (repeatable) serves the bug zoo's faulty passes, a worker whose passes
// disagree with the model (gen --agree must say so).
#include <chrono>
#include <iostream>
#include <thread>
#include <unistd.h>

#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/worker/protocol.h"
#include "tools/cli.h"

namespace pipecheck::tools {
namespace {

worker::RunAnswer serveRun(const worker::RunRequest &req, const passes::PassOptions &faults) {
  worker::RunAnswer a;
  a.id = req.id;
  auto t0 = std::chrono::steady_clock::now();
  auto parsed = text::parseProgram(req.program, req.fileName);
  if (!parsed.ok()) {
    a.parseError = worker::Raised{"", "ParserSyntaxError", parsed.error().str()};
    return a;
  }
  auto t1 = std::chrono::steady_clock::now();
  a.parseSeconds = std::chrono::duration<double>(t1 - t0).count();
  pipeline::PipelineOptions opts;
  opts.fileName = req.fileName;
  opts.passOptions.faults = faults.faults;
  opts.passOptions.backend = passes::parseBackend(req.backend).value_or(passes::Backend::Ascend910B);
  opts.passOptions.planner =
      passes::parseMemoryPlanner(req.planner).value_or(passes::MemoryPlanner::PYPTO);
  pipeline::PipelineRun run = pipeline::runPipeline(*parsed, req.passes, opts);
  for (std::size_t i = 1; i < run.snapshots.size(); ++i)
    a.snapshots.push_back({run.snapshots[i].name, text::printProgram(*run.snapshots[i].program)});
  if (run.failedPass) {
    worker::Raised r{*run.failedPass, "Error", "pass failed without a diagnostic"};
    for (const auto &d : run.diagnostics)
      if (d.severity == ir::Severity::Error) {
        r.kind = d.kind.empty() ? "Error" : d.kind;
        r.message = d.message;
        break;
      }
    a.error = r;
  }
  a.passSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
  return a;
}

bool send(const std::string &bytes) {
  std::string err;
  return worker::writeAll(1, bytes, err);
}

} // namespace

int cmdServe(const std::vector<std::string> &argv) {
  const char *modes[] = {"crash-after",        "hang-after",    "garbage-after",
                         "wrong-length-after", "short-length-after", "wrong-id-after",
                         "refuse-after"};
  FlagTable table{{"raise-in"}, {"fault", FlagKind::Repeated}};
  for (const char *m : modes)
    table.push_back({m});
  Args args = parseArgs("serve", table, argv);
  std::map<std::string, long long> after;
  for (const char *m : modes)
    if (args.has(m)) {
      auto n = args.getInt(m);
      if (!n || *n < 0) {
        std::cerr << "error: --" << m << " needs a non-negative integer\n";
        return kExitUsage;
      }
      after[m] = *n;
    }
  if (args.help || !args.error.empty() || !args.positional.empty())
    return usageExit(args, "usage: pipecheck serve [--crash-after N] [--hang-after N] "
                           "[--garbage-after N] [--wrong-length-after N] [--short-length-after N] "
                           "[--wrong-id-after N] [--refuse-after N] [--raise-in PASS] [--fault NAME]   "
                           "(frames on stdin/stdout, core/worker/protocol.h)");
  auto faults = passOptions(args); // only the --fault names: serve has no other pass flag
  if (!faults)
    return kExitUsage;
  auto due = [&](const char *m, long long served) {
    auto it = after.find(m);
    return it != after.end() && served >= it->second;
  };
  worker::FrameReader reader(0);
  long long served = 0;
  for (;;) {
    worker::FrameReader::Frame f = reader.read(std::nullopt);
    if (f.status == worker::FrameReader::Status::Eof)
      return kExitOk;
    if (f.status != worker::FrameReader::Status::Ok) {
      send(worker::encodeFrame(worker::refusal("serve: unreadable request: " + f.detail)));
      return kExitUsage;
    }
    std::string op = f.body.str("op").value_or("");
    if (op == "quit")
      return kExitOk;
    if (op == "hello") {
      worker::Hello h{"model", "pipecheck", "", "pipecheck serve", ""};
      send(worker::encodeFrame(worker::toJson(h)));
      continue;
    }
    if (op != "run") {
      send(worker::encodeFrame(worker::refusal("serve: unknown op '" + op + "'")));
      continue;
    }
    std::string err;
    auto req = worker::runRequestFromJson(f.body, err);
    if (!req) {
      send(worker::encodeFrame(worker::refusal("serve: " + err)));
      continue;
    }
    if (due("crash-after", served))
      ::_exit(70);
    if (due("hang-after", served))
      for (;;)
        std::this_thread::sleep_for(std::chrono::hours(1));
    if (due("garbage-after", served)) {
      send("Traceback (most recent call last): this is not a frame\n");
      ++served;
      continue;
    }
    if (due("refuse-after", served)) {
      send(worker::encodeFrame(worker::refusal("serve: refusing as asked")));
      ++served;
      continue;
    }
    worker::RunAnswer a = serveRun(*req, *faults);
    if (args.has("raise-in") && !a.parseError) {
      const std::string pass = args.get("raise-in");
      for (std::size_t k = 0; k < a.snapshots.size(); ++k)
        if (a.snapshots[k].pass == pass) {
          a.snapshots.resize(k);
          a.error = worker::Raised{pass, "ValueError", "serve: raised as asked (--raise-in)"};
          break;
        }
    }
    if (due("wrong-id-after", served))
      a.id += 1000;
    std::string body = worker::toJson(a).dump();
    long long claimed = static_cast<long long>(body.size());
    if (due("wrong-length-after", served))
      claimed += 1;
    if (due("short-length-after", served))
      claimed -= 1;
    send(std::string(worker::kFrameMagic) + " " + std::to_string(claimed) + "\n" + body);
    ++served;
  }
}

} // namespace pipecheck::tools

// --impl pypto: the real passes through the worker; see worker_passes.h.
#include "tools/worker_passes.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "core/text/parser.h"
#include "core/text/printer.h"

#ifndef PIPECHECK_WORKER_SCRIPT
#define PIPECHECK_WORKER_SCRIPT "tools/pypto_worker.py"
#endif

namespace pipecheck::tools {
namespace {

std::string envOr(const char *name, const std::string &def) {
  const char *v = std::getenv(name);
  return v && *v ? std::string(v) : def;
}

std::string plannerWord(passes::MemoryPlanner p) {
  return p == passes::MemoryPlanner::PTOAS ? "PTOAS" : "PYPTO";
}

} // namespace

std::optional<ImplOptions> implOptions(const Args &args) {
  ImplOptions o;
  std::string impl = args.get("impl", "model");
  if (impl != "model" && impl != "pypto") {
    std::cerr << "error: unknown --impl '" << impl << "'; known: model pypto\n";
    return std::nullopt;
  }
  o.pypto = impl == "pypto";
  std::string readback = args.get("readback", "kit");
  if (readback != "kit" && readback != "model") {
    std::cerr << "error: unknown --readback '" << readback << "'; known: kit model\n";
    return std::nullopt;
  }
  o.kitReadback = readback == "kit";
  if (!o.pypto)
    return o;
  if (!args.faults.empty()) {
    std::cerr << "error: --fault switches on a wrong variant of pipecheck's own passes; it "
                 "cannot apply to --impl pypto\n";
    return std::nullopt;
  }
  if (args.has("worker-command")) {
    std::istringstream words(args.get("worker-command"));
    for (std::string w; words >> w;)
      o.worker.command.push_back(w);
    if (o.worker.command.empty()) {
      std::cerr << "error: --worker-command is empty\n";
      return std::nullopt;
    }
  } else {
    o.worker.command = {pyptoPython(),
                        args.get("worker", envOr("PIPECHECK_WORKER", PIPECHECK_WORKER_SCRIPT))};
  }
  if (args.has("worker-timeout")) {
    auto s = args.getInt("worker-timeout");
    if (!s || *s <= 0) {
      std::cerr << "error: --worker-timeout needs a positive number of seconds\n";
      return std::nullopt;
    }
    o.worker.requestTimeout = std::chrono::milliseconds(*s * 1000);
  }
  return o;
}

std::optional<std::string> WorkerPasses::start() {
  auto h = client_.hello();
  if (auto *t = std::get_if<worker::WorkerTrouble>(&h))
    return "the worker (" + client_.options().command.front() + " ...) does not start: " +
           t->message;
  origin_ = std::get<worker::Hello>(h).describe();
  return std::nullopt;
}

WorkerRun WorkerPasses::prepare(checks::CheckInput &in, const std::string &text) {
  return prepare(in, text, kitReadback_);
}

WorkerRun WorkerPasses::prepare(checks::CheckInput &in, const std::string &text, bool reparse) {
  WorkerRun out;
  // The catalogue judges pipecheck's reading of the very text PyPTO gets,
  // not the IR it was printed from: a generated program's IR and its printed
  // text can differ in what the interpreter sees (seen on generated
  // orchestrators), and a source that is not the text's meaning would make
  // every difference look like a pass bug.
  auto source = text::parseProgram(text, in.fileName);
  if (!source.ok()) {
    out.status = WorkerRun::Status::NotChecked;
    out.category = "source-parse";
    out.reason = "pipecheck cannot parse the text it sends: " + source.error().str();
    return out;
  }
  in.source = *source;
  worker::RunRequest req;
  req.program = text;
  req.fileName = in.fileName.substr(in.fileName.find_last_of('/') + 1);
  // PyPTO's PassManager leaves these out under the PTOAS planner, as the model does.
  req.passes = pipeline::passesForPlanner(in.passes, in.passOptions.planner);
  req.backend = std::string(passes::backendName(in.passOptions.backend));
  req.planner = plannerWord(in.passOptions.planner);
  req.reparse = reparse; // round-trip: can PyPTO read its own snapshots back?
  auto t0 = std::chrono::steady_clock::now();
  auto answer = client_.run(req);
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (auto *t = std::get_if<worker::WorkerTrouble>(&answer)) {
    out.status = WorkerRun::Status::Trouble;
    out.category = std::string("worker ") + worker::troubleName(t->kind);
    out.reason = "worker " + std::string(worker::troubleName(t->kind)) + ": " + t->message;
    return out;
  }
  const worker::RunAnswer &a = std::get<worker::RunAnswer>(answer);
  if (a.parseError) {
    out.status = WorkerRun::Status::NotChecked;
    out.category = "pypto-parse";
    out.reason = "PyPTO's parser rejects the program pipecheck parsed (" + a.parseError->kind +
                 ": " + a.parseError->message.substr(0, a.parseError->message.find('\n')) + ")";
    return out;
  }
  in.givenSnapshots.clear();
  in.givenTexts.clear();
  in.givenReadback.clear();
  for (const auto &s : a.snapshots) {
    auto parsed = text::parseProgram(s.text, "pypto:after_" + s.pass, text::snapshotReading());
    if (!parsed.ok()) {
      in.givenSnapshots.clear();
      out.status = WorkerRun::Status::NotChecked;
      out.category = "snapshot-parse";
      out.reason = "pipecheck cannot parse PyPTO's snapshot after " + s.pass + ": " +
                   parsed.error().str();
      return out;
    }
    in.givenSnapshots.push_back({s.pass, *parsed});
    // model-agrees compares PyPTO's bytes, as a dump file holds them (the
    // printer writes no final newline; the dump files and goldens add one).
    in.givenTexts.push_back(s.text.empty() || s.text.back() == '\n' ? s.text : s.text + "\n");
    checks::CheckInput::Readback rb;
    rb.decided = s.reparsed;
    if (s.reparseError) {
      rb.error = ir::makeError(s.reparseError->message, {}, "pypto-parser");
      rb.error->kind = s.reparseError->kind;
    }
    rb.differs = s.rereadDiffers;
    in.givenReadback.push_back(std::move(rb));
  }
  in.givenOrigin = origin_;
  in.givenFailedPass.clear();
  if (a.error) {
    in.givenFailedPass = a.error->pass;
    in.givenFailure = ir::makeError(a.error->message, {}, a.error->pass);
    in.givenFailure.kind = a.error->kind;
  }
  out.status = WorkerRun::Status::Ready;
  return out;
}

std::vector<checks::Verdict> notVerdicts(const WorkerRun &run,
                                         const std::vector<std::string> &only) {
  if (run.status == WorkerRun::Status::Trouble)
    return {checks::harnessError("worker", run.reason)};
  std::vector<checks::Verdict> out;
  if (only.empty())
    for (const auto &p : checks::catalogue())
      out.push_back(checks::notChecked(std::string(p.id), run.reason));
  for (const auto &id : only)
    out.push_back(checks::notChecked(id, run.reason));
  return out;
}

std::vector<checks::Verdict> WorkerPasses::judge(checks::CheckInput in, const std::string &text,
                                                 const std::vector<std::string> &only,
                                                 WorkerRun *runOut, checks::CpuProfile *profile) {
  return judgeWith(std::move(in), text, only, kitReadback_, runOut, profile);
}

std::vector<checks::Verdict> WorkerPasses::judgeWith(checks::CheckInput in,
                                                     const std::string &text,
                                                     const std::vector<std::string> &only,
                                                     bool kitReadback, WorkerRun *runOut,
                                                     checks::CpuProfile *profile) {
  const bool roundTrip =
      only.empty() || std::find(only.begin(), only.end(), "round-trip") != only.end();
  const bool asked = kitReadback && roundTrip;
  const checks::CheckInput original = in;
  std::optional<WorkerRun> run;
  {
    checks::CpuProfile::Scope timed(profile, "reading the kit's output");
    run = prepare(in, text, asked);
  }
  if (runOut)
    *runOut = *run;
  if (run->status != WorkerRun::Status::Ready)
    return notVerdicts(*run, only);
  auto judged = [&](checks::CheckInput input) {
    std::optional<checks::RunContext> ctx;
    {
      checks::CpuProfile::Scope timed(profile, "passes");
      ctx.emplace(std::move(input));
    }
    return checks::runCatalogue(*ctx, only, profile);
  };
  std::vector<checks::Verdict> verdicts = judged(std::move(in));
  // A failure is reported only once PyPTO has said its snapshots' text is
  // the IR it printed them from: its printer can name a var by a hint that
  // means another var (docs/triage/printer-suffix-lead), and every property
  // but round-trip then judges a program no pass returned. Where that was not
  // asked (round-trip not among the properties, as in a reduction's oracle,
  // or --readback model), a failure asks it now and everything is judged
  // again. Under --readback model round-trip keeps pipecheck's model of
  // PyPTO's parser: only the "read back as another program" answer is kept.
  bool fails = std::any_of(verdicts.begin(), verdicts.end(), [](const checks::Verdict &v) {
    return v.outcome == checks::Outcome::Fails;
  });
  if (asked || !fails)
    return verdicts;
  checks::CheckInput again = original;
  WorkerRun confirm;
  {
    checks::CpuProfile::Scope timed(profile, "reading the kit's output");
    confirm = prepare(again, text, /*reparse=*/true);
  }
  if (confirm.status != WorkerRun::Status::Ready)
    return verdicts; // the first answer stands: the kit was read once already
  if (!kitReadback)
    for (checks::CheckInput::Readback &rb : again.givenReadback) {
      rb.decided = false;
      rb.error.reset();
    }
  return judged(std::move(again));
}

reduce::StillFails WorkerPasses::stillFails(const checks::CheckInput &templ,
                                            std::string property) {
  return oracle(templ, std::move(property), kitReadback_);
}

reduce::StillFails WorkerPasses::stillFailsModelReadback(const checks::CheckInput &templ,
                                                         std::string property) {
  return oracle(templ, std::move(property), false);
}

reduce::StillFails WorkerPasses::oracle(const checks::CheckInput &templ, std::string property,
                                        bool kitReadback) {
  return [this, templ, property, kitReadback](const ir::ProgramPtr &candidate) {
    checks::CheckInput in = templ;
    in.source = candidate;
    in.clearGiven();
    std::vector<checks::Verdict> vs =
        judgeWith(in, programText(candidate), {property}, kitReadback, nullptr);
    return !vs.empty() && vs.front().outcome == checks::Outcome::Fails &&
           vs.front().property == property;
  };
}

std::string programText(const ir::ProgramPtr &program) {
  return text::printProgram(*program) + "\n";
}

bool startImpl(const ImplOptions &impl, std::optional<WorkerPasses> &real) {
  if (!impl.pypto)
    return true;
  real.emplace(impl.worker, impl.kitReadback);
  if (auto err = real->start()) {
    std::cerr << "error: --impl pypto: " << *err << "\n";
    real.reset();
    return false;
  }
  return true;
}

std::string pyptoPython() { return envOr("PIPECHECK_PYTHON", "python3"); }

} // namespace pipecheck::tools

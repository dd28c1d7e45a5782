// pipecheck report: re-check a finding and write one report per failing
// property for the pass author (oracle/report: Markdown, JSON, the minimized
// reproducer and a ready-to-paste PyPTO pytest test).
//
// FILE is a reproducer written by `pipecheck campaign`/`reduce`/`report`
// (oracle/report/reproducer.h format: "# expect: fails ID", "# params:", and the
// "# replay: pipecheck check ..." line whose --passes/--fault/--backend/
// --planner/--ordered-bounds/--div are taken over) or any pl program. The
// properties judged are --property ID[,ID...] if given, else the one the
// header names, else the whole catalogue. Options given on the command line
// win over the header's. Each failing property's program is minimized with
// properties/reduce (same property kept failing, --max-seconds budget,
// default 60) unless --no-reduce, re-judged, and written to
// DIR/<property>-<hash>.{md,json,py} (--out DIR, default out/reports); the
// paths are printed. Exit 1 when a property fails (reports written), 0 when
// none does, 2 on bad input (FILE:LINE:COL for a parse error) or usage.
// --confirm then runs each report's pytest test against the importable PyPTO
// (tools/confirm.h) and records in the Markdown and JSON whether the real
// compiler reproduces the finding.
// Under --impl pypto the program and every reduction candidate go through
// the real PyPTO's passes (one worker, tools/worker_passes.h), and the report
// names that PyPTO.
#include <chrono>
#include <iostream>
#include <sstream>

#include "oracle/report/report.h"
#include "properties/reduce/Reducer.h"
#include "tools/cli.h"
#include "tools/confirm.h"
#include "tools/kit_reduce.h"
#include "tools/worker_passes.h"

namespace pipecheck::tools {
namespace {

struct Header {
  std::string property;
  std::vector<std::string> replay; // the replay command's arguments after "check"
};

Header readHeader(const std::string &text) {
  Header h;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line) && line.rfind("#", 0) == 0) {
    std::istringstream words(line.substr(1));
    std::vector<std::string> w;
    for (std::string s; words >> s;)
      w.push_back(s);
    if (w.size() >= 3 && w[0] == "expect:" && w[1] == "fails")
      h.property = w[2];
    else if (w.size() >= 3 && w[0] == "replay:" && w[1] == "pipecheck" && w[2] == "check")
      h.replay.assign(w.begin() + 3, w.end());
  }
  return h;
}

// The header's replay options under the command line's: a flag or --fault
// given on the command line replaces the header's.
Args mergedArgs(const Args &cli, const Header &h) {
  Args merged = parseArgs("check", checkFlags(), h.replay);
  merged.positional.clear();
  for (const auto &[k, v] : cli.flags)
    merged.flags[k] = v;
  if (!cli.faults.empty())
    merged.faults = cli.faults;
  return merged;
}

report::Reducer makeReducer(double seconds, const checks::CheckInput &templ,
                             const std::string &property) {
  return [seconds, templ, property](const ir::ProgramPtr &p, const report::StillFails &stillFails,
                                    report::Reduction &red) {
    reduce::ReduceOptions ro;
    ro.maxSeconds = seconds;
    reduce::ReduceResult r = reduce::reduceProgram(
        p, reduce::keepSourceClean(stillFails, templ, p), ro);
    red.candidates = r.candidatesTried;
    red.accepted = r.accepted;
    red.note = "properties/reduce, budget " + std::to_string(static_cast<long>(seconds)) + " s";
    return r.program;
  };
}

// --impl pypto: the report for a verdict of the real passes. The reduction
// runs here, every candidate through the worker (buildReport's own oracle
// would judge a candidate against the snapshots of the original program).
report::Report realReport(WorkerPasses &real, const checks::CheckInput &in,
                          const checks::Verdict &v, bool reduceIt, double seconds) {
  report::Reduction red;
  checks::CheckInput rin = in;
  checks::Verdict verdict = v;
  if (reduceIt) {
    reduce::ReduceOptions ro;
    ro.maxSeconds = seconds;
    auto t0 = std::chrono::steady_clock::now();
    KitReduction kr = reduceOnKit(real, in.source, in, v.property, ro, v.pass);
    const reduce::ReduceResult &r = kr.result;
    red.ran = true;
    red.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    red.candidates = r.candidatesTried;
    red.accepted = r.accepted;
    red.statementsBefore = r.statementsBefore;
    red.statementsAfter = r.statementsBefore;
    red.note = "properties/reduce, " + kr.note + ", budget " +
               std::to_string(static_cast<long>(seconds)) + " s";
    checks::CheckInput small = in;
    small.source = r.program;
    if (r.program != in.source && real.prepare(small, programText(r.program)).status ==
                                      WorkerRun::Status::Ready) {
      checks::RunContext ctx(small);
      auto again = checks::runCatalogue(ctx, {v.property});
      if (!again.empty() && again[0].outcome == checks::Outcome::Fails) {
        rin = small;
        verdict = again[0];
        red.statementsAfter = r.statementsAfter;
      }
    }
  }
  report::Report rep = report::buildReport(rin, v.property, {}, verdict);
  if (reduceIt)
    rep.reduction = red;
  return rep;
}

} // namespace

int cmdReport(const std::vector<std::string> &argv) {
  Args args = parseArgs("report",
                        FlagTable{{"no-reduce", FlagKind::Switch},
                                  {"ordered-bounds", FlagKind::Switch},
                                  {"property"},
                                  {"out"},
                                  {"div"},
                                  {"max-seconds"},
                                  {"budget-ms"},
                                  {"confirm", FlagKind::Switch}} +
                            passFlags() + implFlags(),
                        argv);
  if (args.help || !args.error.empty() || args.positional.size() != 1)
    return usageExit(args, "usage: pipecheck report FILE [--property ID,...] [--out DIR] "
                           "[--fault NAME]... [--passes a,b] [--backend B] "
                           "[--planner pypto|ptoas] [--ordered-bounds] [--div floor|trunc] "
                           "[--no-reduce] [--max-seconds S] [--budget-ms MS] [--confirm] "
                           "[--impl model|pypto] [--worker SCRIPT] [--worker-command ARGV] "
                           "[--worker-timeout S]");
  checks::Budget budget;
  if (!budgetFlag(args, budget))
    return kExitUsage;
  const std::string &path = args.positional.front();
  auto loaded = loadProgram(path); // prints FILE:LINE:COL on a parse error
  if (!loaded)
    return kExitUsage;
  Header header = readHeader(*readFile(path));
  Args eff = mergedArgs(args, header);
  if (!eff.error.empty()) { // the header's replay line is a `pipecheck check` command line
    std::cerr << path << ": error: in its '# replay:' line: " << eff.error << "\n";
    return kExitUsage;
  }
  auto names = passList(eff);
  auto popts = passOptions(eff);
  auto impl = implOptions(eff);
  if (!names || !popts || !impl)
    return kExitUsage;
  std::optional<WorkerPasses> real;
  if (!startImpl(*impl, real))
    return kExitUsage;
  if (real) {
    std::cout << "impl: " << real->origin() << "\n";
  }
  double seconds = 60;
  if (args.has("max-seconds")) {
    auto s = args.getInt("max-seconds");
    if (!s || *s < 0) {
      std::cerr << "error: --max-seconds needs a non-negative integer\n";
      return kExitUsage;
    }
    seconds = static_cast<double>(*s);
  }

  std::vector<std::string> props = pipeline::splitPassList(args.get("property"));
  if (props.empty() && !header.property.empty())
    props.push_back(header.property);
  if (props.empty())
    for (const auto &p : checks::catalogue())
      props.emplace_back(p.id);
  for (const auto &id : props)
    if (!checks::findProperty(id)) {
      std::cerr << path << ": error: unknown property '" << id << "'\n";
      return kExitUsage;
    }

  checks::CheckInput in;
  in.source = loaded->program;
  in.fileName = path;
  in.passes = *names;
  in.passOptions = *popts;
  in.params = loaded->params;
  in.seed = loaded->inputSeed;
  in.orderedBoundsOnly = eff.has("ordered-bounds");
  in.budget = budget;
  if (eff.get("div") == "trunc")
    in.div = interp::DivMode::Trunc;

  std::vector<checks::Verdict> verdicts;
  if (real) {
    WorkerRun wr = real->prepare(in, *readFile(path));
    if (wr.status != WorkerRun::Status::Ready) {
      std::cerr << path << ": " << (wr.status == WorkerRun::Status::Trouble ? "harness error: " : "not checked: ") << wr.reason << "\n";
      return wr.status == WorkerRun::Status::Trouble ? kExitFailed : kExitUsage;
    }
    checks::RunContext ctx(in);
    verdicts = checks::runCatalogue(ctx, props);
  } else {
    checks::RunContext ctx(in);
    verdicts = checks::runCatalogue(ctx, props);
  }
  std::string outDir = args.get("out", "out/reports");
  int failed = 0, errors = 0;
  for (const checks::Verdict &v : verdicts) {
    if (v.outcome == checks::Outcome::HarnessError) {
      ++errors;
      std::cerr << path << ": harness error in " << v.property << ": " << v.message << "\n";
      continue;
    }
    if (v.outcome != checks::Outcome::Fails)
      continue;
    ++failed;
    report::Report r =
        real ? realReport(*real, in, v, !args.has("no-reduce"), seconds)
             : report::buildReport(in, v.property,
                                   args.has("no-reduce") ? report::Reducer{}
                                                          : makeReducer(seconds, in, v.property),
                                   v);
    if (auto err = report::writeReport(r, outDir)) {
      std::cerr << "error: " << *err << "\n";
      return kExitUsage;
    }
    std::cout << v.property << " fails after " << (v.pass.empty() ? "?" : v.pass) << " ("
              << r.reduction.statementsBefore << " -> " << r.reduction.statementsAfter
              << " statements)\n"
              << "  " << r.markdownPath << "\n  " << r.jsonPath << "\n  " << r.reproducerPath
              << "\n";
    if (args.has("confirm")) {
      r.confirmation = confirmReport(r);
      if (auto err = report::writeReport(r, outDir)) {
        std::cerr << "error: " << *err << "\n";
        return kExitUsage;
      }
      const report::Confirmation &c = *r.confirmation;
      std::cout << "  confirm (PyPTO " << (c.pyptoVersion.empty() ? "?" : c.pyptoVersion)
                << ", " << c.runner << "): " << c.outcome << ": " << c.detail << "\n  "
                << c.testFile << "\n";
    }
  }
  if (!failed && !errors)
    std::cout << path << ": no property fails (" << verdicts.size() << " judged)\n";
  return failed || errors ? kExitFailed : kExitOk;
}

} // namespace pipecheck::tools

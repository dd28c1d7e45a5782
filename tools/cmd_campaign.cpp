// pipecheck campaign: the main job. Generates programs from a seeded PRNG,
// runs the pass pipeline and the whole catalogue on each, prints a live
// progress line (programs, programs/s, failures by property) and a summary.
// Every failure is reduced (same property must keep failing) and written as
// a reproducer file with its report (oracle/report: .md and .json next to
// it); at most --keep findings per property are reduced and written, later
// ones are only counted. Under --impl pypto the passes under test are the
// real PyPTO's, through one worker process for the whole campaign
// (tools/worker_passes.h); the summary adds programs/s through PyPTO, the
// programs left unchecked (with the reason) and the worker's troubles.
// Unless --backend or --planner pins the context, programs rotate through
// three (campaignContext): most are judged on the 910B with PyPTO's planner,
// every fourth with no backend (MemoryReuse's legacy cross-stage guard and
// no capacity gate or error: a path no 910B run takes) and every eighth
// under the PTOAS planner (LowerPipelineToSlots claims loops); each finding's
// replay line names its context and the summary counts programs per context.
// --stop-on-finding ends the campaign at the first program with a failing
// property (after reducing that finding) and prints a time-to-detect line
// (tools/time_to_detect.h) for bench/time_to_detect.sh. With --fault, a
// failure the faithful passes share on that program (a finding of the
// faithful pipeline, e.g. a known one in corpus/) is not the fault's: it is
// counted apart and the campaign goes on; so is one whose reduced program
// fails with the faithful passes (the fault only exposed it). --list-faults
// prints the bug zoo (name, pass, benign or semantic, description) and exits.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cmath>
#include <iostream>
#include <map>
#include <optional>

#include "core/passes/faults.h"
#include "oracle/report/report.h"
#include "oracle/smt/solver.h"
#include "properties/gen/Generator.h"
#include "properties/reduce/Reducer.h"
#include "tools/cli.h"
#include "tools/finding.h"
#include "tools/kit_reduce.h"
#include "tools/time_to_detect.h"
#include "tools/worker_passes.h"

namespace pipecheck::tools {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

checks::ParamRanges toRanges(const gen::ParamRanges &g) {
  checks::ParamRanges out;
  for (const auto &[name, r] : g)
    out[name] = {r.lo, r.hi};
  return out;
}

std::string failuresText(const std::map<std::string, long> &byProp) {
  std::string out;
  for (const auto &[p, n] : byProp)
    out += (out.empty() ? "" : " ") + p + "=" + std::to_string(n);
  return out.empty() ? "none" : out;
}

std::string contextsText(const std::map<std::string, long> &byContext) {
  std::string out;
  for (const auto &[c, n] : byContext)
    out += (out.empty() ? "" : "; ") + std::to_string(n) + " on " + c;
  return out;
}

// The pass author's report (oracle/report) next to the reproducer, for the
// program the campaign already reduced.
void writeCampaignReport(const Finding &f, const checks::CheckInput &in, const std::string &dir,
                         const std::string &reproducer, WorkerPasses *real) {
  checks::CheckInput rin = in;
  rin.source = f.program;
  if (real && real->prepare(rin, programText(f.program)).status != WorkerRun::Status::Ready)
    return; // the worker failed on the reduced program; the reproducer is written
  const report::Reproducer &h = f.header;
  report::Report r = report::buildReport(rin, h.verdict.property, {}, h.verdict);
  r.sourceFile.clear(); // generated
  r.seed = h.generatorSeed;
  r.reduction.ran = h.statementsBefore != 0;
  if (r.reduction.ran) {
    r.reduction.statementsBefore = h.statementsBefore;
    r.reduction.statementsAfter = h.statementsAfter;
    r.reduction.note = "reduced by the campaign";
  }
  if (auto err = report::writeReport(r, dir, reproducer))
    std::cerr << "report: " << *err << "\n";
  else
    std::cerr << "report: " << r.markdownPath << "\n";
}

struct ProgramContext {
  passes::Backend backend;
  passes::MemoryPlanner planner;
};

// Whether `property` fails on `program` under `in`'s context with the
// faithful passes (no fault): the test that keeps the faithful pipeline's
// own findings out of a fault's time to detect.
bool failsWithoutFaults(const checks::CheckInput &in, const ir::ProgramPtr &program,
                        const std::string &property) {
  checks::CheckInput fin = in;
  fin.source = program;
  fin.passOptions.faults.clear();
  checks::RunContext ctx(fin);
  auto verdicts = checks::runCatalogue(ctx, {property});
  return !verdicts.empty() && verdicts[0].outcome == checks::Outcome::Fails;
}

// The context program `index` is judged in when the command line pins none.
// A fixed rotation, not a draw, so a seed's programs and their contexts stay
// the same whatever the generator's stream does.
ProgramContext campaignContext(uint64_t index) {
  if (index % 4 == 3)
    return {passes::Backend::None, passes::MemoryPlanner::PYPTO};
  if (index % 8 == 5)
    return {passes::Backend::Ascend910B, passes::MemoryPlanner::PTOAS};
  return {passes::Backend::Ascend910B, passes::MemoryPlanner::PYPTO};
}

std::string contextName(const passes::PassOptions &o) {
  return "backend " + std::string(passes::backendName(o.backend)) + ", planner " +
         std::string(passes::memoryPlannerName(o.planner));
}

// One fault a line: name, pass, "benign" or "semantic", description (tab-separated).
int listFaults() {
  for (const passes::FaultInfo &f : passes::registeredFaults())
    std::cout << f.name << "\t" << f.pass << "\t" << (f.benign ? "benign" : "semantic") << "\t"
              << f.description << "\n";
  return kExitOk;
}

} // namespace

int cmdCampaign(const std::vector<std::string> &argv) {
  Args args = parseArgs("campaign",
                        FlagTable{{"quiet", FlagKind::Switch},
                                  {"no-waivers", FlagKind::Switch},
                                  {"stop-on-finding", FlagKind::Switch},
                                  {"list-faults", FlagKind::Switch},
                                  {"seconds"},
                                  {"cpu-seconds"},
                                  {"count"},
                                  {"seed"},
                                  {"out"},
                                  {"keep"},
                                  {"budget-ms"}} +
                            passFlags() + implFlags(),
                        argv);
  auto seconds = args.getInt("seconds");
  if (args.has("list-faults") && args.error.empty() && !args.help) {
    if (args.flags.size() == 1 && args.positional.empty())
      return listFaults();
    args.error = "pipecheck campaign: error: --list-faults takes no other flag or argument";
  }
  if (args.help || !args.error.empty() || !args.positional.empty() ||
      (!seconds && !args.has("count") && !args.has("cpu-seconds")))
    return usageExit(args, "usage: pipecheck campaign --seconds N [--count N] [--cpu-seconds N] "
                           "[--seed S] [--out DIR] [--keep K] [--fault NAME] [--passes a,b] "
                           "[--backend B] [--planner pypto|ptoas] [--budget-ms MS] [--no-waivers] "
                           "[--quiet] [--stop-on-finding] [--impl model|pypto] [--worker SCRIPT] "
                           "[--worker-command ARGV] [--worker-timeout S]\n"
                           "       pipecheck campaign --list-faults");
  checks::Budget budget;
  budget.setPropertyMs(10'000); // the campaign's default: 10 s per property, 30 s per program
  if (!budgetFlag(args, budget))
    return kExitUsage;
  // --cpu-seconds N ends the campaign after N seconds of its own CPU time, so
  // a measurement (bench/time_to_detect.sh) means the same on a loaded machine.
  auto cpuSeconds = args.getInt("cpu-seconds");
  if (args.has("cpu-seconds") && (!cpuSeconds || *cpuSeconds <= 0)) {
    std::cerr << "pipecheck campaign: error: --cpu-seconds needs a positive integer (given '"
              << args.get("cpu-seconds") << "')\n";
    return kExitUsage;
  }
  auto names = passList(args);
  auto popts = passOptions(args);
  auto impl = implOptions(args);
  if (!names || !popts || !impl)
    return kExitUsage;
  std::optional<WorkerPasses> real; // --impl pypto: one worker for the whole campaign
  if (!startImpl(*impl, real))
    return kExitUsage;
  if (real) {
    std::cerr << "impl: " << real->origin() << "\n";
  }
  long realPrograms = 0, troubles = 0;
  double workerSeconds = 0;
  std::vector<double> roundTrips;
  std::map<std::string, long> unchecked;
  std::string uncheckedExample;
  uint64_t seed = static_cast<uint64_t>(args.getInt("seed").value_or(1));
  long long maxCount = args.getInt("count").value_or(-1);
  long long keep = args.getInt("keep").value_or(3);
  std::string outDir = args.get("out", "out/findings");
  bool quiet = args.has("quiet");
  bool stopOnFinding = args.has("stop-on-finding");
  TimeToDetect detect; // the first finding (--stop-on-finding)

  // The context rotation applies only when the command line pins neither.
  bool rotateContexts = !args.has("backend") && !args.has("planner");
  std::map<std::string, long> programsByContext;
  checks::Tally tally;
  std::map<std::string, long> failures, overBudget, harnessErrors, shared;
  long programs = 0, genErrors = 0, written = 0;
  auto start = Clock::now();
  std::clock_t cpuStart = std::clock();
  // Whatever the campaign meets (a huge lowering, a slow Z3 query, findings
  // to reduce after the deadline), nothing runs past --seconds plus one
  // program's budget: every check, reduction and report inherits this end.
  if (seconds)
    budget.hardDeadline = start + std::chrono::seconds(*seconds) +
                          std::chrono::milliseconds(budget.programMs);
  auto secondsLeft = [&] {
    return budget.hardDeadline
               ? std::max(0.0, std::chrono::duration<double>(*budget.hardDeadline - Clock::now())
                                   .count())
               : 1e9;
  };
  auto lastProgress = start;
  // One Z3 context for every program, its reductions and reports (one
  // thread): a fresh context per program cost about as much as a small
  // program's proofs. Measured on 300 s campaigns: max RSS and verdicts
  // (docs/iteration-proof-coverage.md, "Shared Z3 context").
  auto solver = std::make_shared<smt::SolverSession>();
  // CPU per phase (generate, passes, each property); what is left of the
  // process's CPU is reductions, reports and the driver itself.
  checks::CpuProfile profile;
  for (uint64_t i = 0;; ++i) {
    if (seconds && since(start) >= static_cast<double>(*seconds))
      break;
    if (cpuSeconds && static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC >=
                          static_cast<double>(*cpuSeconds))
      break;
    if (maxCount >= 0 && static_cast<long long>(i) >= maxCount)
      break;
    uint64_t programSeed = seed * 1000003ULL + i;
    gen::PrngChoiceSource choices(programSeed);
    auto generated = [&] {
      checks::CpuProfile::Scope timed(&profile, "generate");
      return gen::generateProgram(choices);
    }();
    if (!generated.ok()) {
      ++genErrors; // a generator bug: counted and shown, never silently dropped
      std::cerr << "generator error (seed " << programSeed << "): " << generated.error().str()
                << "\n";
      continue;
    }
    ++programs;
    checks::CheckInput in;
    in.source = generated->program;
    in.fileName = "generated.py";
    in.passes = *names;
    in.passOptions = *popts;
    if (rotateContexts) {
      ProgramContext c = campaignContext(i);
      in.passOptions.backend = c.backend;
      in.passOptions.planner = c.planner;
    }
    ++programsByContext[contextName(in.passOptions)];
    in.params = toRanges(generated->params);
    in.seed = programSeed;
    in.smtTimeoutMs = 2000;
    // The known finding (dynamic stop below start, see
    // corpus/finding_dyn_stop_below_start.py) would fill every report; it is
    // waived unless --no-waivers asks for it.
    in.orderedBoundsOnly = !args.has("no-waivers");
    in.budget = budget;
    in.solver = solver;
    std::vector<checks::Verdict> verdicts;
    if (real) {
      WorkerRun wr;
      verdicts = real->judge(in, programText(generated->program), {}, &wr, &profile);
      workerSeconds += wr.seconds;
      roundTrips.push_back(wr.seconds);
      if (wr.status == WorkerRun::Status::Trouble) {
        ++troubles; // a harness error, never a finding (the worker restarts)
        std::cerr << "\nseed " << programSeed << ": " << wr.reason << "\n";
      } else if (wr.status == WorkerRun::Status::NotChecked) {
        ++unchecked[wr.category]; // counted once per program, not per property
        if (uncheckedExample.empty())
          uncheckedExample = wr.reason;
      } else {
        ++realPrograms;
      }
      if (wr.status != WorkerRun::Status::Ready)
        continue;
    } else {
      std::optional<checks::RunContext> ctx;
      {
        checks::CpuProfile::Scope timed(&profile, "passes");
        ctx.emplace(in);
      }
      verdicts = checks::runCatalogue(*ctx, {}, &profile);
    }
    // Time to detect is taken when the catalogue has judged the program, before
    // any reduction.
    double detectCpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    double detectWall = since(start);
    tally.add(verdicts);
    for (const checks::Verdict &v : verdicts)
      overBudget[v.property] += checks::isBudgetVerdict(v);
    for (const checks::Verdict &v : verdicts) {
      if (v.outcome == checks::Outcome::HarnessError) {
        // An oracle broke or two oracles contradict each other: counted and
        // shown, never written as a finding about the passes.
        ++harnessErrors[v.property];
        std::cerr << "\nharness error (seed " << programSeed << ", not a finding): " << v.property
                  << ": " << v.message << "\n";
        continue;
      }
      if (v.outcome != checks::Outcome::Fails)
        continue;
      if (stopOnFinding && !real && !popts->faults.empty()) {
        // Time to detect a fault counts only the fault's own failures: the
        // same property on the same program with the faithful passes must hold.
        if (failsWithoutFaults(in, in.source, v.property)) {
          ++shared[v.property];
          ++detect.sharedWithFaithful;
          std::cerr << "\nseed " << programSeed << ": " << v.property
                    << " fails with the faithful passes too (not the fault's finding)\n";
          continue;
        }
      }
      if (stopOnFinding && detect.found) {
        // The same program fails another property: counted, not reduced.
        ++failures[v.property];
        detect.alsoFailing.push_back(v.property);
        continue;
      }
      if (stopOnFinding) {
        detect.found = true;
        detect.programIndex = static_cast<long>(i);
        detect.programSeed = programSeed;
        detect.cpuSeconds = detectCpu;
        detect.wallSeconds = detectWall;
        detect.property = v.property;
      }
      long n = ++failures[v.property];
      if (n > keep)
        continue;
      Finding f = makeFinding(v, generated->program, in, real ? real->origin() : std::string());
      f.header.generatorSeed = programSeed;
      if (v.outcome == checks::Outcome::Fails) {
        // Up to 30 s per reduction, but never far past the campaign's own
        // deadline: a finding found late still gets a 5 s reduction.
        reduce::ReduceOptions ro;
        ro.maxSeconds = 30;
        if (seconds)
          ro.maxSeconds = std::clamp(static_cast<double>(*seconds) - since(start), 5.0, 30.0);
        ro.maxSeconds = std::min(ro.maxSeconds, secondsLeft());
        auto red = real ? reduceOnKit(*real, generated->program, in, v.property, ro, v.pass).result
                        : reduce::reduceProgram(
                              generated->program,
                              reduce::modelReductionOracle(in, v.property, generated->program), ro);
        // A fault's finding whose reduced program fails the same property
        // with the faithful passes too is the faithful pipeline's finding,
        // which the fault only exposed (a benign fault's other memory plan
        // met a real MemoryReuse class: time-to-detect, reuse-touching-blocks
        // seed 1, 2026-12-07 night): counted apart, as above, and the
        // campaign goes on.
        if (stopOnFinding && !real && !popts->faults.empty() && red.program != generated->program) {
          if (failsWithoutFaults(in, red.program, v.property)) {
            if (--failures[v.property] == 0)
              failures.erase(v.property);
            ++shared[v.property];
            ++detect.sharedWithFaithful;
            detect.found = false;
            std::cerr << "\nseed " << programSeed << ": " << v.property
                      << " fails with the faithful passes on the reduced program (the fault only "
                         "exposed a finding of the faithful pipeline)\n";
            continue;
          }
        }
        f.program = red.program;
        f.header.statementsBefore = red.statementsBefore;
        f.header.statementsAfter = red.statementsAfter;
        if (stopOnFinding) {
          detect.statementsBefore = red.statementsBefore;
          detect.statementsAfter = red.statementsAfter;
        }
        // Re-judge the reduced program so the report's witness matches it.
        checks::CheckInput rin = in;
        rin.source = red.program;
        std::vector<checks::Verdict> rv;
        if (real) {
          rv = real->judge(rin, programText(red.program), {v.property});
        } else {
          checks::RunContext rctx(rin);
          rv = checks::runCatalogue(rctx, {v.property});
        }
        if (!rv.empty() && rv[0].outcome == checks::Outcome::Fails)
          f.header.verdict = rv[0];
      }
      if (auto path = writeFinding(f, outDir, static_cast<int>(n))) {
        ++written;
        std::cerr << "\nfinding: " << v.property << " -> " << *path << "\n";
        if (f.header.verdict.outcome == checks::Outcome::Fails)
          writeCampaignReport(f, in, outDir, *path, real ? &*real : nullptr);
      }
    }
    if (!quiet && since(lastProgress) >= 1.0) {
      lastProgress = Clock::now();
      double t = since(start);
      std::cerr << "\r[" << static_cast<long>(t) << "s] " << programs << " programs ("
                << static_cast<long>(programs / t) << "/s), failures: "
                << failuresText(failures) << "   " << std::flush;
    }
    if (detect.found)
      break;
  }
  double t = since(start);
  // Programs per CPU-second of the whole process (reductions and reports
  // included), the throughput figure of issue 15; wall time depends on load.
  double cpu = static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
  if (!quiet)
    std::cerr << "\n";
  std::cout << "campaign: " << programs << " programs in " << static_cast<long>(t) << "s ("
            << (t > 0 ? static_cast<long>(programs / t) : 0) << "/s; "
            << (cpu > 0 ? static_cast<long>(programs / cpu) : 0) << " programs/CPU-s over "
            << static_cast<long>(cpu) << " CPU-s), seed " << seed << "\n"
            << "contexts: " << contextsText(programsByContext) << "\n"
            << "verdicts: " << tally.summary() << "\n"
            << "failures by property: " << failuresText(failures) << "\n"
            << "harness errors by property (not findings): " << failuresText(harnessErrors)
            << "\n";
  // The rest of the process's CPU: reductions, reports, the driver itself.
  profile.add("reductions, reports, driver", std::max(0.0, cpu - profile.total()));
  std::cout << "CPU by phase: " << profile.summary(programs) << "\n";
  // The session's answer cache (oracle/smt/query_cache.h): repeated loop
  // headers ask the same queries.
  const smt::SolverStats &zs = solver->stats();
  std::cout << "z3 queries: " << zs.queries << ", " << zs.cacheHits
            << " answered from the session's cache (" << static_cast<long>(zs.savedSeconds * 1000)
            << " ms of checks saved)\n";
  if (!shared.empty())
    std::cout << "failures the faithful passes share (not the fault's): " << failuresText(shared)
              << "\n";
  if (!tally.notCheckedByProperty.empty())
    std::cout << "not checked by property: " << failuresText(tally.notCheckedByProperty) << "\n";
  std::erase_if(overBudget, [](const auto &kv) { return kv.second == 0; });
  std::cout << "not checked (budget " << budget.propertyMs << " ms per property, "
            << budget.programMs << " ms per program, " << budget.maxSnapshotStatements
            << " statements per snapshot): " << failuresText(overBudget) << "\n";
  if (!args.has("no-waivers"))
    std::cout << "waived: dynamic pipeline bounds with stop below start (known finding, "
                 "corpus/finding_dyn_stop_below_start.py); --no-waivers reports it\n";
  if (real) {
    std::sort(roundTrips.begin(), roundTrips.end());
    double median = roundTrips.empty() ? 0 : roundTrips[roundTrips.size() / 2];
    std::cout << "impl: " << real->origin() << "\n"
              << "through the worker: " << realPrograms << " programs checked, "
              << (workerSeconds > 0 ? std::round(programs / workerSeconds * 10) / 10 : 0)
              << " programs/s in the worker round trip (parse, passes, print; "
              << static_cast<long>(workerSeconds * 1000) << " ms in all, median "
              << std::round(median * 10000) / 10 << " ms), worker restarts " << real->restarts()
              << ", worker troubles (harness errors) " << troubles << "\n";
    long agree = tally.failuresByProperty.count("model-agrees")
                     ? tally.failuresByProperty.at("model-agrees") : 0;
    if (checks::findProperty("model-agrees"))
      std::cout << "model-agrees: " << agree << " of " << realPrograms
                << " programs disagree with pipecheck's model\n";
    long total = 0;
    for (const auto &[k, n] : unchecked)
      total += n;
    if (total)
      std::cout << "not checked (whole program): " << total << " (" << failuresText(unchecked)
                << "), e.g. " << uncheckedExample << "\n";
  }
  if (genErrors)
    std::cout << "generator errors: " << genErrors << "\n";
  if (written)
    std::cout << "findings written: " << written << " under " << outDir << "\n";
  if (stopOnFinding) {
    detect.programs = programs;
    if (!detect.found) {
      detect.cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
      detect.wallSeconds = t;
    }
    std::cout << timeToDetectLine(detect) << "\n";
  }
  return failures.empty() && shared.empty() && harnessErrors.empty() && !genErrors && !troubles
             ? kExitOk
             : kExitFailed;
}

} // namespace pipecheck::tools

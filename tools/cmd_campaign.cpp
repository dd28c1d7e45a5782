// pipecheck campaign: the main job. Generates programs from a seeded PRNG,
// runs the pass pipeline and the whole catalogue on each, prints a live
// progress line (programs, programs/s, failures by property) and a summary.
// Every failure is reduced (same property must keep failing) and written as
// a reproducer file with its report (oracle/report: .md and .json next to
// it); at most --keep findings per property are reduced and written, later
// ones are only counted.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <map>

#include "oracle/report/report.h"
#include "properties/gen/Generator.h"
#include "properties/reduce/Reducer.h"
#include "tools/cli.h"
#include "tools/finding.h"

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

// The pass author's report (oracle/report) next to the reproducer, for the
// program the campaign already reduced.
void writeCampaignReport(const Finding &f, const checks::CheckInput &in, const std::string &dir,
                         const std::string &reproducer) {
  checks::CheckInput rin = in;
  rin.source = f.program;
  report::Report r = report::buildReport(rin, f.verdict.property, {}, f.verdict);
  r.sourceFile.clear(); // generated
  r.seed = f.seed;
  r.reduction.ran = f.statementsBefore != 0;
  if (r.reduction.ran) {
    r.reduction.statementsBefore = f.statementsBefore;
    r.reduction.statementsAfter = f.statementsAfter;
    r.reduction.note = "reduced by the campaign";
  }
  if (auto err = report::writeReport(r, dir, reproducer))
    std::cerr << "report: " << *err << "\n";
  else
    std::cerr << "report: " << r.markdownPath << "\n";
}

} // namespace

int cmdCampaign(const std::vector<std::string> &argv) {
  Args args = parseArgs(argv, {"quiet", "no-waivers"});
  auto seconds = args.getInt("seconds");
  if (!args.error.empty() || !args.positional.empty() || (!seconds && !args.has("count"))) {
    std::cerr << "usage: pipecheck campaign --seconds N [--count N] [--seed S] [--out DIR] "
                 "[--keep K] [--fault NAME] [--passes a,b] [--backend B] [--planner pypto|ptoas] "
                 "[--no-waivers] [--quiet]\n";
    return kExitUsage;
  }
  auto names = passList(args);
  auto popts = passOptions(args);
  if (!names || !popts)
    return kExitUsage;
  uint64_t seed = static_cast<uint64_t>(args.getInt("seed").value_or(1));
  long long maxCount = args.getInt("count").value_or(-1);
  long long keep = args.getInt("keep").value_or(3);
  std::string outDir = args.get("out", "out/findings");
  bool quiet = args.has("quiet");

  checks::Tally tally;
  std::map<std::string, long> failures, harnessErrors;
  long programs = 0, genErrors = 0, written = 0;
  auto start = Clock::now();
  auto lastProgress = start;
  for (uint64_t i = 0;; ++i) {
    if (seconds && since(start) >= static_cast<double>(*seconds))
      break;
    if (maxCount >= 0 && static_cast<long long>(i) >= maxCount)
      break;
    uint64_t programSeed = seed * 1000003ULL + i;
    gen::PrngChoiceSource choices(programSeed);
    auto generated = gen::generateProgram(choices);
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
    in.params = toRanges(generated->params);
    in.seed = programSeed;
    in.smtTimeoutMs = 2000;
    // The known finding (dynamic stop below start, see
    // corpus/finding_dyn_stop_below_start.py) would fill every report; it is
    // waived unless --no-waivers asks for it.
    in.orderedBoundsOnly = !args.has("no-waivers");
    checks::RunContext ctx(in);
    std::vector<checks::Verdict> verdicts = checks::runCatalogue(ctx);
    tally.add(verdicts);
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
      long n = ++failures[v.property];
      if (n > keep)
        continue;
      Finding f{v, generated->program, in.params, args.faults, *names, programSeed, 0, 0};
      if (v.outcome == checks::Outcome::Fails) {
        // Up to 30 s per reduction, but never far past the campaign's own
        // deadline: a finding found late still gets a 5 s reduction.
        reduce::ReduceOptions ro;
        ro.maxSeconds = 30;
        if (seconds)
          ro.maxSeconds = std::clamp(static_cast<double>(*seconds) - since(start), 5.0, 30.0);
        auto red = reduce::reduceProgram(generated->program,
                                         reduce::propertyStillFails(in, v.property), ro);
        f.program = red.program;
        f.statementsBefore = red.statementsBefore;
        f.statementsAfter = red.statementsAfter;
        // Re-judge the reduced program so the report's witness matches it.
        checks::CheckInput rin = in;
        rin.source = red.program;
        checks::RunContext rctx(rin);
        auto rv = checks::runCatalogue(rctx, {v.property});
        if (!rv.empty() && rv[0].outcome == checks::Outcome::Fails)
          f.verdict = rv[0];
      }
      if (auto path = writeFinding(f, outDir, static_cast<int>(n))) {
        ++written;
        std::cerr << "\nfinding: " << v.property << " -> " << *path << "\n";
        if (f.verdict.outcome == checks::Outcome::Fails)
          writeCampaignReport(f, in, outDir, *path);
      }
    }
    if (!quiet && since(lastProgress) >= 1.0) {
      lastProgress = Clock::now();
      double t = since(start);
      std::cerr << "\r[" << static_cast<long>(t) << "s] " << programs << " programs ("
                << static_cast<long>(programs / t) << "/s), failures: "
                << failuresText(failures) << "   " << std::flush;
    }
  }
  double t = since(start);
  if (!quiet)
    std::cerr << "\n";
  std::cout << "campaign: " << programs << " programs in " << static_cast<long>(t) << "s ("
            << (t > 0 ? static_cast<long>(programs / t) : 0) << "/s), seed " << seed << "\n"
            << "verdicts: " << tally.summary() << "\n"
            << "failures by property: " << failuresText(failures) << "\n"
            << "harness errors by property (not findings): " << failuresText(harnessErrors)
            << "\n";
  if (!tally.notCheckedByProperty.empty())
    std::cout << "not checked by property: " << failuresText(tally.notCheckedByProperty) << "\n";
  if (!args.has("no-waivers"))
    std::cout << "waived: dynamic pipeline bounds with stop below start (known finding, "
                 "corpus/finding_dyn_stop_below_start.py); --no-waivers reports it\n";
  if (genErrors)
    std::cout << "generator errors: " << genErrors << "\n";
  if (written)
    std::cout << "findings written: " << written << " under " << outDir << "\n";
  return failures.empty() && harnessErrors.empty() && !genErrors ? kExitOk : kExitFailed;
}

} // namespace pipecheck::tools

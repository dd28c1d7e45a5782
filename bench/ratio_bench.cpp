// Issue 15's throughput targets as ratios measured in one run (CPU time of
// this thread, so a loaded machine changes both sides alike):
//
//   catalogueOverPipelineCorpus  the whole catalogue (RunContext + every
//       property) over the corpus, divided by the bare nine-pass pipeline
//       (pipeline::runPipeline with the default list, instruments off) over
//       the same programs. Target: ratio <= 20.
//   campaignThroughput  the campaign's unit of work (generate, pipeline,
//       catalogue with the campaign's options) on the first programs of `campaign --seed 1`, as programs per
//       CPU-second. Target: >= 500.
//   catalogueBreakdownGenerated  where the catalogue's time goes: CPU ms per
//       property (and for the context's pipeline run) summed over the same
//       generated programs, one counter each.
//   catalogueBreakdownCorpus  the same over the corpus, per iteration.
//   roundTripPhasesGenerated  round-trip's share split by phase (print,
//       parse, re-print, structural equality) over the same programs, with
//       the snapshot counts that bound what caching could save: snapshots
//       judged, distinct printed texts, and snapshots whose functions are all
//       the previous snapshot's objects (a new Program around unchanged
//       functions).
//   executionPhasesGenerated  the interpreter's share split into source runs
//       (once per input set, shared by every execution property through
//       RunContext::exec) and snapshot runs.
// The per-loop iteration-proof figures (median, p99) are smt_bench.cpp's
// proofTimePerLoop* benchmarks.
#include <algorithm>
#include <ctime>
#include <map>
#include <optional>

#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/ir/equal.h"
#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "oracle/checks/catalogue.h"
#include "oracle/smt/solver.h"
#include "properties/gen/Generator.h"

namespace pipecheck::bench {
namespace {

double threadCpu() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// `shared`: one Z3 context for the whole corpus in each iteration, as
// `pipecheck check corpus/*.py` gives every file of one run
// (tools/cmd_check.cpp); a new one per iteration, so no answer cached in
// one iteration serves the next.
void catalogueOverPipeline(benchmark::State &state, bool shared) {
  double pipelineCpu = 0, catalogueCpu = 0;
  for (auto _ : state) {
    for (const CorpusProgram &cp : corpus()) {
      double t0 = threadCpu();
      auto run = pipeline::runPipeline(cp.program, pipeline::defaultPassList(), {});
      benchmark::DoNotOptimize(run);
      pipelineCpu += threadCpu() - t0;
    }
    double t0 = threadCpu();
    auto solver = shared ? std::make_shared<smt::SolverSession>() : nullptr;
    catalogueCpu += threadCpu() - t0;
    for (const CorpusProgram &cp : corpus()) {
      double t1 = threadCpu();
      checks::CheckInput in;
      in.source = cp.program;
      in.params = cp.params;
      in.solver = solver;
      checks::RunContext ctx(in);
      auto vs = checks::runCatalogue(ctx);
      benchmark::DoNotOptimize(vs);
      catalogueCpu += threadCpu() - t1;
    }
  }
  double n = static_cast<double>(state.iterations());
  state.counters["pipeline_ms"] = 1000 * pipelineCpu / n;
  state.counters["catalogue_ms"] = 1000 * catalogueCpu / n;
  state.counters["ratio"] = pipelineCpu > 0 ? catalogueCpu / pipelineCpu : 0;
}

void catalogueOverPipelineCorpus(benchmark::State &state) { catalogueOverPipeline(state, false); }
BENCHMARK(catalogueOverPipelineCorpus)->Unit(benchmark::kMillisecond)->Iterations(2);
void catalogueOverPipelineCorpusSharedSolver(benchmark::State &state) {
  catalogueOverPipeline(state, true);
}
BENCHMARK(catalogueOverPipelineCorpusSharedSolver)->Unit(benchmark::kMillisecond)->Iterations(2);

// The campaign's CheckInput for one generated program (tools/cmd_campaign.cpp).
std::optional<checks::CheckInput> campaignInput(uint64_t seed) {
  gen::PrngChoiceSource src(seed);
  auto g = gen::generateProgram(src);
  if (!g.ok())
    return std::nullopt;
  checks::CheckInput in;
  in.source = g->program;
  in.fileName = "generated.py";
  for (const auto &[name, r] : g->params)
    in.params[name] = {r.lo, r.hi};
  in.seed = seed;
  in.smtTimeoutMs = 2000;
  in.orderedBoundsOnly = true;
  return in;
}

// The first programs of `pipecheck campaign --seed 1` (program seed
// 1 * 1000003 + i, as tools/cmd_campaign.cpp derives it).
constexpr uint64_t kGeneratedPrograms = 20;
uint64_t campaignSeed(uint64_t i) { return 1000003ULL + i; }

// The catalogue over the first kGeneratedPrograms campaign programs, in CPU
// seconds of this thread; `solver`, when given, is the Z3 context every
// program's proofs share (CheckInput::solver).
void judgeCampaignPrograms(benchmark::State &state,
                           const std::shared_ptr<smt::SolverSession> &solver) {
  double cpu = 0;
  long programs = 0;
  for (auto _ : state)
    for (uint64_t i = 0; i < kGeneratedPrograms; ++i) {
      double t0 = threadCpu();
      if (auto in = campaignInput(campaignSeed(i))) {
        in->solver = solver;
        checks::RunContext ctx(*in);
        auto vs = checks::runCatalogue(ctx);
        benchmark::DoNotOptimize(vs);
        ++programs;
      }
      cpu += threadCpu() - t0;
    }
  state.counters["programs"] = static_cast<double>(programs);
  state.counters["programs_per_cpu_s"] = cpu > 0 ? static_cast<double>(programs) / cpu : 0;
}

void campaignThroughput(benchmark::State &state) { judgeCampaignPrograms(state, nullptr); }
BENCHMARK(campaignThroughput)->Unit(benchmark::kMillisecond)->Iterations(1);

// The same programs with one Z3 context shared by all of them
// (CheckInput::solver), as a driver that checks many programs in one thread
// can do: creating a context costs about 9 ms of page faults per program in
// a campaign. Not what `pipecheck campaign` does until it passes one.
void campaignThroughputSharedSolver(benchmark::State &state) {
  judgeCampaignPrograms(state, std::make_shared<smt::SolverSession>());
}
BENCHMARK(campaignThroughputSharedSolver)->Unit(benchmark::kMillisecond)->Iterations(1);

void catalogueBreakdownGenerated(benchmark::State &state) {
  std::map<std::string, double> cpu;
  for (auto _ : state)
    for (uint64_t i = 0; i < kGeneratedPrograms; ++i) {
      auto in = campaignInput(campaignSeed(i));
      if (!in)
        continue;
      double t0 = threadCpu();
      checks::RunContext ctx(*in);
      cpu["(pipeline)"] += threadCpu() - t0;
      for (const checks::Property &p : checks::catalogue()) {
        double t1 = threadCpu();
        auto v = p.check(ctx);
        benchmark::DoNotOptimize(v);
        cpu[std::string(p.id)] += threadCpu() - t1;
      }
    }
  for (const auto &[id, s] : cpu)
    state.counters[id] = 1000 * s;
}
BENCHMARK(catalogueBreakdownGenerated)->Unit(benchmark::kMillisecond)->Iterations(1);

// The same breakdown over the corpus (catalogueOverPipelineCorpus's programs),
// where the shares differ: the corpus has more cross-core and dynamic loops.
void catalogueBreakdownCorpus(benchmark::State &state) {
  std::map<std::string, double> cpu;
  for (auto _ : state)
    for (const CorpusProgram &cp : corpus()) {
      checks::CheckInput in;
      in.source = cp.program;
      in.params = cp.params;
      double t0 = threadCpu();
      checks::RunContext ctx(in);
      cpu["(pipeline)"] += threadCpu() - t0;
      for (const checks::Property &p : checks::catalogue()) {
        double t1 = threadCpu();
        auto v = p.check(ctx);
        benchmark::DoNotOptimize(v);
        cpu[std::string(p.id)] += threadCpu() - t1;
      }
    }
  for (const auto &[id, s] : cpu)
    state.counters[id] = 1000 * s / static_cast<double>(state.iterations());
}
BENCHMARK(catalogueBreakdownCorpus)->Unit(benchmark::kMillisecond)->Iterations(2);

// Times one call into `acc` (CPU seconds of this thread).
template <class F> auto timed(double &acc, F &&f) {
  double t0 = threadCpu();
  auto r = f();
  acc += threadCpu() - t0;
  return r;
}

void roundTripPhasesGenerated(benchmark::State &state) {
  double print = 0, parse = 0, reprint = 0, equal = 0;
  long snapshots = 0, distinctTexts = 0, sameFunctions = 0, lines = 0;
  for (auto _ : state)
    for (uint64_t i = 0; i < kGeneratedPrograms; ++i) {
      auto in = campaignInput(campaignSeed(i));
      if (!in)
        continue;
      checks::RunContext ctx(*in);
      std::vector<pipeline::Snapshot> snaps{{"input", ctx.source()}};
      snaps.insert(snaps.end(), ctx.outputs().begin(), ctx.outputs().end());
      std::map<std::string, ir::ProgramPtr> texts; // printed text -> its parse
      const ir::Program *previous = nullptr;
      for (const pipeline::Snapshot &snap : snaps) {
        if (snap.program.get() == previous)
          continue; // round-trip skips these too (props_text.cpp)
        if (previous && previous->functions == snap.program->functions)
          ++sameFunctions;
        previous = snap.program.get();
        ++snapshots;
        std::string text = timed(print, [&] { return text::printProgram(*snap.program); });
        lines += static_cast<long>(std::count(text.begin(), text.end(), '\n')) + 1;
        auto it = texts.find(text);
        if (it == texts.end()) {
          ++distinctTexts;
          auto parsed = timed(parse, [&] { return text::parseProgram(text, "snapshot.py", text::printedReading()); });
          if (!parsed.ok())
            continue;
          auto again = timed(reprint, [&] { return text::printProgram(**parsed); });
          benchmark::DoNotOptimize(again);
          it = texts.emplace(text, *parsed).first;
        }
        // Equality against each snapshot's own IR runs for every snapshot.
        auto eq = timed(equal, [&] { return ir::structuralEqual(snap.program, it->second); });
        benchmark::DoNotOptimize(eq);
      }
    }
  state.counters["print_ms"] = 1000 * print;
  state.counters["parse_ms"] = 1000 * parse;
  state.counters["reprint_ms"] = 1000 * reprint;
  state.counters["equal_ms"] = 1000 * equal;
  state.counters["snapshots"] = static_cast<double>(snapshots);
  state.counters["distinct_texts"] = static_cast<double>(distinctTexts);
  state.counters["same_functions"] = static_cast<double>(sameFunctions);
  state.counters["lines"] = static_cast<double>(lines);
}
BENCHMARK(roundTripPhasesGenerated)->Unit(benchmark::kMillisecond)->Iterations(1);

void executionPhasesGenerated(benchmark::State &state) {
  double source = 0, snapshot = 0;
  long sets = 0, runs = 0;
  for (auto _ : state)
    for (uint64_t i = 0; i < kGeneratedPrograms; ++i) {
      auto in = campaignInput(campaignSeed(i));
      if (!in)
        continue;
      checks::RunContext ctx(*in);
      std::size_t n = timed(source, [&] {
        for (std::size_t k = 0; k < ctx.inputSets().size(); ++k)
          benchmark::DoNotOptimize(ctx.exec(ctx.source(), k));
        return ctx.inputSets().size();
      });
      sets += static_cast<long>(n);
      for (const auto &snap : ctx.outputs())
        runs += timed(snapshot, [&] {
          for (std::size_t k = 0; k < n; ++k)
            benchmark::DoNotOptimize(ctx.exec(snap.program, k));
          return static_cast<long>(n);
        });
    }
  state.counters["source_runs_ms"] = 1000 * source;
  state.counters["snapshot_runs_ms"] = 1000 * snapshot;
  state.counters["input_sets"] = static_cast<double>(sets);
  state.counters["snapshot_runs"] = static_cast<double>(runs);
}
BENCHMARK(executionPhasesGenerated)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
} // namespace pipecheck::bench

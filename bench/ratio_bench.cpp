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
// The per-loop iteration-proof figures (median, p99) are smt_bench.cpp's
// proofTimePerLoop* benchmarks.
#include <ctime>
#include <map>
#include <optional>

#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/pipeline/pipeline.h"
#include "oracle/checks/catalogue.h"
#include "properties/gen/Generator.h"

namespace pipecheck::bench {
namespace {

double threadCpu() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

void catalogueOverPipelineCorpus(benchmark::State &state) {
  double pipelineCpu = 0, catalogueCpu = 0;
  for (auto _ : state) {
    for (const CorpusProgram &cp : corpus()) {
      double t0 = threadCpu();
      auto run = pipeline::runPipeline(cp.program, pipeline::defaultPassList(), {});
      benchmark::DoNotOptimize(run);
      pipelineCpu += threadCpu() - t0;
    }
    for (const CorpusProgram &cp : corpus()) {
      double t0 = threadCpu();
      checks::CheckInput in;
      in.source = cp.program;
      in.params = cp.params;
      checks::RunContext ctx(in);
      auto vs = checks::runCatalogue(ctx);
      benchmark::DoNotOptimize(vs);
      catalogueCpu += threadCpu() - t0;
    }
  }
  double n = static_cast<double>(state.iterations());
  state.counters["pipeline_ms"] = 1000 * pipelineCpu / n;
  state.counters["catalogue_ms"] = 1000 * catalogueCpu / n;
  state.counters["ratio"] = pipelineCpu > 0 ? catalogueCpu / pipelineCpu : 0;
}
BENCHMARK(catalogueOverPipelineCorpus)->Unit(benchmark::kMillisecond)->Iterations(2);

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

void campaignThroughput(benchmark::State &state) {
  double cpu = 0;
  long programs = 0;
  for (auto _ : state)
    for (uint64_t i = 0; i < kGeneratedPrograms; ++i) {
      double t0 = threadCpu();
      if (auto in = campaignInput(campaignSeed(i))) {
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
BENCHMARK(campaignThroughput)->Unit(benchmark::kMillisecond)->Iterations(1);

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

} // namespace
} // namespace pipecheck::bench

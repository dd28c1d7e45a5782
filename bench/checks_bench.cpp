// The full catalogue per corpus program (pipeline + every property), and per
// generated program (the campaign's unit of work).
#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "oracle/checks/catalogue.h"
#include "properties/gen/Generator.h"

namespace pipecheck::bench {
namespace {

void fullCheckCorpus(benchmark::State &state) {
  const CorpusProgram &cp = corpus().at(static_cast<std::size_t>(state.range(0)));
  state.SetLabel(cp.name);
  for (auto _ : state) {
    checks::CheckInput in;
    in.source = cp.program;
    in.params = cp.params;
    checks::RunContext ctx(in);
    auto vs = checks::runCatalogue(ctx);
    benchmark::DoNotOptimize(vs);
  }
}
BENCHMARK(fullCheckCorpus)->Apply(corpusArgs)->Unit(benchmark::kMillisecond);

void fullCheckGenerated(benchmark::State &state) {
  uint64_t seed = 1;
  for (auto _ : state) {
    gen::PrngChoiceSource src(seed++);
    auto g = gen::generateProgram(src);
    if (!g.ok())
      continue;
    checks::CheckInput in;
    in.source = g->program;
    for (const auto &[name, r] : g->params)
      in.params[name] = {r.lo, r.hi};
    in.orderedBoundsOnly = true;
    in.smtTimeoutMs = 2000;
    checks::RunContext ctx(in);
    auto vs = checks::runCatalogue(ctx);
    benchmark::DoNotOptimize(vs);
  }
  state.counters["programs/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(fullCheckGenerated)->Unit(benchmark::kMillisecond)->MinTime(5.0);

void generateOnly(benchmark::State &state) {
  uint64_t seed = 1;
  for (auto _ : state) {
    gen::PrngChoiceSource src(seed++);
    auto g = gen::generateProgram(src);
    benchmark::DoNotOptimize(g);
  }
}
BENCHMARK(generateOnly)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace pipecheck::bench

// lower_pipeline_loops throughput on each corpus program.
#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/passes/pass.h"

namespace pipecheck::bench {
namespace {

void lowerPipelineLoops(benchmark::State &state) {
  const CorpusProgram &cp = corpus().at(static_cast<std::size_t>(state.range(0)));
  state.SetLabel(cp.name);
  for (auto _ : state) {
    auto r = passes::lowerPipelineLoops(cp.program);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(lowerPipelineLoops)->Apply(corpusArgs)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace pipecheck::bench

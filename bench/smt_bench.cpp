// Z3 proof time per corpus program (all its pipeline loops, floor division).
#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/passes/pass.h"
#include "oracle/smt/coverage.h"

namespace pipecheck::bench {
namespace {

void proveCorpus(benchmark::State &state) {
  const CorpusProgram &cp = corpus().at(static_cast<std::size_t>(state.range(0)));
  state.SetLabel(cp.name);
  auto lowered = passes::lowerPipelineLoops(cp.program);
  if (!lowered.ok()) {
    state.SkipWithError("lowering failed");
    return;
  }
  for (auto _ : state) {
    auto proofs = smt::proveLoweringCoverage(*cp.program, **lowered);
    benchmark::DoNotOptimize(proofs);
  }
}
BENCHMARK(proveCorpus)->DenseRange(0, 10)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
} // namespace pipecheck::bench

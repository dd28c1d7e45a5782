// Interpreter throughput: statements executed per second on each corpus
// program (source, after lower_pipeline_loops), with its first edge input.
#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/passes/pass.h"
#include "oracle/interp/interpreter.h"

namespace pipecheck::bench {
namespace {

void interpretLowered(benchmark::State &state) {
  const CorpusProgram &cp = corpus().at(static_cast<std::size_t>(state.range(0)));
  state.SetLabel(cp.name);
  auto lowered = passes::lowerPipelineLoops(cp.program);
  if (!lowered.ok()) {
    state.SkipWithError("lowering failed");
    return;
  }
  auto entries = interp::entryFunctions(**lowered);
  interp::Inputs in;
  for (const auto &[name, r] : cp.params)
    in.scalars[name] = r.second;
  uint64_t statements = 0;
  for (auto _ : state) {
    auto r = interp::run(**lowered, entries.front(), in);
    statements += r.stats.statements;
    benchmark::DoNotOptimize(r);
  }
  state.counters["stmts/s"] = benchmark::Counter(static_cast<double>(statements),
                                                 benchmark::Counter::kIsRate);
}

BENCHMARK(interpretLowered)->DenseRange(0, 10)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace pipecheck::bench

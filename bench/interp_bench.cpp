// Interpreter throughput: statements executed per second on each corpus
// program (source, after lower_pipeline_loops). Of the program's edge inputs
// (edgeScalarSets) the one that executes the most statements is timed; a
// program none of whose inputs returns is skipped with an error rather than
// timed as a zero-statement run.
#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/passes/pass.h"
#include "oracle/interp/inputs.h"
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
  const ir::FunctionPtr source = cp.program->find(entries.front());
  interp::Inputs in;
  uint64_t best = 0;
  for (const interp::ScalarSet &set : interp::edgeScalarSets(*source)) {
    interp::Inputs candidate;
    candidate.scalars = set;
    auto r = interp::run(**lowered, entries.front(), candidate);
    if (r.outputs() && r.stats.statements > best) {
      best = r.stats.statements;
      in = candidate;
    }
  }
  if (best == 0) {
    state.SkipWithError("no edge input returns");
    return;
  }
  uint64_t statements = 0;
  for (auto _ : state) {
    auto r = interp::run(**lowered, entries.front(), in);
    statements += r.stats.statements;
    benchmark::DoNotOptimize(r);
  }
  state.counters["stmts/s"] = benchmark::Counter(static_cast<double>(statements),
                                                 benchmark::Counter::kIsRate);
}

BENCHMARK(interpretLowered)->Apply(corpusArgs)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace pipecheck::bench

// Z3 proof time per corpus program (all its pipeline loops, floor division),
// and the distribution of proof time per LOOP (median and worst wall time of
// LoopProof::wallSeconds: encoding, checks, minimisation and the ordered
// re-run) over the corpus and over generated programs, the figures issue 5
// asks for. The distribution benchmarks run once (they time a population,
// not a repeated operation) and report their figures as counters.
#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/passes/pass.h"
#include "oracle/smt/coverage.h"
#include "properties/gen/Generator.h"

#include <algorithm>

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
BENCHMARK(proveCorpus)->Apply(corpusArgs)->Unit(benchmark::kMillisecond)->Iterations(3);

void reportLoopTimes(benchmark::State &state, std::vector<double> seconds, int refuted) {
  if (seconds.empty()) {
    state.SkipWithError("no pipeline loop proved");
    return;
  }
  std::sort(seconds.begin(), seconds.end());
  state.counters["loops"] = static_cast<double>(seconds.size());
  state.counters["median_ms"] = 1000 * seconds[seconds.size() / 2];
  state.counters["p90_ms"] = 1000 * seconds[seconds.size() * 9 / 10];
  state.counters["worst_ms"] = 1000 * seconds.back();
  state.counters["refuted"] = refuted;
}

void proofTimePerLoopCorpus(benchmark::State &state) {
  std::vector<double> seconds;
  int refuted = 0;
  for (auto _ : state)
    for (const CorpusProgram &cp : corpus()) {
      auto lowered = passes::lowerPipelineLoops(cp.program);
      if (!lowered.ok())
        continue;
      smt::Options opts;
      opts.paramRanges = cp.params;
      for (const smt::LoopProof &p : smt::proveLoweringCoverage(*cp.program, **lowered, opts)) {
        seconds.push_back(p.wallSeconds);
        refuted += p.verdict == smt::Verdict::Refuted;
      }
    }
  reportLoopTimes(state, std::move(seconds), refuted);
}
BENCHMARK(proofTimePerLoopCorpus)->Unit(benchmark::kMillisecond)->Iterations(1);

// 200 generated programs (seeds 1..200), with their declared param ranges and
// the campaign's ordered-bounds waiver and 2 s per-check time limit.
void proofTimePerLoopGenerated(benchmark::State &state) {
  std::vector<double> seconds;
  int refuted = 0;
  for (auto _ : state)
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      gen::PrngChoiceSource src(seed);
      auto g = gen::generateProgram(src);
      if (!g.ok())
        continue;
      auto lowered = passes::lowerPipelineLoops(g->program);
      if (!lowered.ok())
        continue;
      smt::Options opts;
      opts.timeoutMs = 2000;
      opts.assumeOrderedBounds = true;
      for (const auto &[name, r] : g->params)
        opts.paramRanges[name] = {r.lo, r.hi};
      for (const smt::LoopProof &p : smt::proveLoweringCoverage(*g->program, **lowered, opts)) {
        seconds.push_back(p.wallSeconds);
        refuted += p.verdict == smt::Verdict::Refuted;
      }
    }
  reportLoopTimes(state, std::move(seconds), refuted);
}
BENCHMARK(proofTimePerLoopGenerated)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
} // namespace pipecheck::bench

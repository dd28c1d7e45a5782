// Z3 proof time per corpus program (all its pipeline loops, floor division),
// and the distribution of proof time per LOOP (median, p90, p99 and worst CPU
// time of LoopProof::cpuSeconds: encoding, checks, minimisation and the
// ordered re-run) over the corpus and over generated programs, the figures
// issues 5 and 15 ask for (issue 15: median <= 20 ms, p99 <= 200 ms). The distribution benchmarks run once (they time a population,
// not a repeated operation) and report their figures as counters.
#include <benchmark/benchmark.h>

#include "bench/bench_util.h"
#include "core/passes/pass.h"
#include "oracle/smt/coverage.h"
#include "properties/gen/Generator.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>

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

// The per-loop figures of one population of proofs. Times are the proving
// thread's CPU time (LoopProof::cpuSeconds), stable on a loaded machine; the
// verdict counts show that a faster proof did not buy its speed with fewer
// proofs. PIPECHECK_BENCH_PROOF_DUMP=FILE appends one line per loop (label,
// loop, verdict; for a loop not proved, the reason after "why") so two builds
// can be diffed loop by loop and the reasons tallied
// (docs/iteration-proof-coverage.md).
struct LoopFigures {
  std::vector<double> cpu, wall;
  std::map<std::string, int> verdicts;
  std::ofstream dump;
  LoopFigures() {
    if (const char *f = std::getenv("PIPECHECK_BENCH_PROOF_DUMP"))
      dump.open(f, std::ios::app);
  }
  void add(const std::string &label, const smt::LoopProof &p) {
    cpu.push_back(p.cpuSeconds);
    wall.push_back(p.wallSeconds);
    ++verdicts[std::string(smt::name(p.verdict))];
    if (dump)
      dump << label << " " << p.loopId << " " << smt::name(p.verdict) << " trip "
           << smt::name(p.tripFormula.verdict) << " cpu_ms " << 1000 * p.cpuSeconds
           << (p.verdict == smt::Verdict::Proved ? "" : " why " + p.message) << "\n";
  }
};

double quantile(const std::vector<double> &sorted, double q) {
  return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(q * sorted.size()))];
}

void reportLoopTimes(benchmark::State &state, LoopFigures &f) {
  if (f.cpu.empty()) {
    state.SkipWithError("no pipeline loop proved");
    return;
  }
  std::sort(f.cpu.begin(), f.cpu.end());
  std::sort(f.wall.begin(), f.wall.end());
  state.counters["loops"] = static_cast<double>(f.cpu.size());
  state.counters["median_ms"] = 1000 * quantile(f.cpu, 0.5);
  state.counters["p90_ms"] = 1000 * quantile(f.cpu, 0.9);
  state.counters["p99_ms"] = 1000 * quantile(f.cpu, 0.99);
  state.counters["worst_ms"] = 1000 * f.cpu.back();
  state.counters["wall_median_ms"] = 1000 * quantile(f.wall, 0.5);
  for (const auto &[v, n] : f.verdicts)
    state.counters[v] = n;
}

void proofTimePerLoopCorpus(benchmark::State &state) {
  LoopFigures f;
  for (auto _ : state)
    for (const CorpusProgram &cp : corpus()) {
      auto lowered = passes::lowerPipelineLoops(cp.program);
      if (!lowered.ok())
        continue;
      smt::Options opts;
      opts.paramRanges = cp.params;
      for (const smt::LoopProof &p : smt::proveLoweringCoverage(*cp.program, **lowered, opts))
        f.add(cp.name, p);
    }
  reportLoopTimes(state, f);
}
BENCHMARK(proofTimePerLoopCorpus)->Unit(benchmark::kMillisecond)->Iterations(1);

// 200 generated programs (seeds 1..200), with their declared param ranges and
// the campaign's ordered-bounds waiver and 2 s per-check time limit.
void proofTimePerLoopGenerated(benchmark::State &state) {
  LoopFigures f;
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
      for (const smt::LoopProof &p : smt::proveLoweringCoverage(*g->program, **lowered, opts))
        f.add("seed" + std::to_string(seed), p);
    }
  reportLoopTimes(state, f);
}
BENCHMARK(proofTimePerLoopGenerated)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
} // namespace pipecheck::bench

// main() of the benchmarks: the allocator set up as the pipecheck tool sets
// it (oracle/interp/allocator_tuning.h), so ratios measure what users run.
#include <benchmark/benchmark.h>

#include "oracle/interp/allocator_tuning.h"

int main(int argc, char **argv) {
  pipecheck::interp::keepFreedMemoryMapped();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

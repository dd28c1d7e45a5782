// Deterministic input contents: a SplitMix64 stream and the "small exact
// values" fill used for tensors and synthesised tpop tiles.
//
// Float elements get small integers in [-4, 4] (exact in FP32, BF16 and FP16,
// so sums and products in a kernel stay exact for realistic sizes and the
// differential comparison is about structure, not rounding). Integer
// elements get [0, 7]: integer tensors are usually index tensors (a gather's
// row numbers), and small non-negative values keep such accesses in bounds.
// The stream depends only on (seed, stream id), never on the platform.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/ir/enums.h"

namespace pipecheck::interp {

class SplitMix64 {
public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next();
  // Uniform in [lo, hi] (hi - lo small).
  int64_t range(int64_t lo, int64_t hi);

private:
  uint64_t state_;
};

// Mixes a seed with a stream id (param index, channel, pop ordinal, ...).
uint64_t mixSeed(uint64_t seed, uint64_t stream);

// Fills n elements of dtype d at p with small exact values from rng.
void fillSmallValues(std::byte *p, ir::DataType d, int64_t n, SplitMix64 &rng);

} // namespace pipecheck::interp

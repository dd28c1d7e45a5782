// SplitMix64 and the small-value fill; see random.h.
#include "oracle/interp/random.h"

#include <cstring>

#include "core/ir/splitmix64.h"
#include "oracle/interp/element.h"

namespace pipecheck::interp {

uint64_t SplitMix64::next() { return splitmix64Next(state_); }

int64_t SplitMix64::range(int64_t lo, int64_t hi) {
  uint64_t span = static_cast<uint64_t>(hi - lo) + 1;
  return lo + static_cast<int64_t>(next() % span);
}

uint64_t mixSeed(uint64_t seed, uint64_t stream) {
  SplitMix64 a(seed ^ (stream * 0xD1B54A32D192ED03ull));
  return a.next();
}

void fillSmallValues(std::byte *p, ir::DataType d, int64_t n, SplitMix64 &rng) {
  int w = elementBytes(d);
  if (d == ir::DataType::FP32) { // the common case, without the codec's dispatch
    for (int64_t k = 0; k < n; ++k, p += w) {
      float v = static_cast<float>(rng.range(-4, 4));
      std::memcpy(p, &v, sizeof v);
    }
    return;
  }
  for (int64_t k = 0; k < n; ++k, p += w) {
    if (ir::isFloat(d))
      storeFloat(p, d, static_cast<double>(rng.range(-4, 4)));
    else if (d == ir::DataType::BOOL)
      storeInt(p, d, rng.range(0, 1));
    else
      storeInt(p, d, rng.range(0, 7));
  }
}

} // namespace pipecheck::interp

// See reroll_tail.h.
#include "fuzz/harness/reroll_tail.h"

#include <algorithm>

namespace pipecheck::fuzz {
namespace {

uint64_t next(uint64_t &state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

} // namespace

std::size_t rerollTail(uint8_t *data, std::size_t size, std::size_t maxSize, uint32_t seed) {
  if (maxSize == 0)
    return 0;
  uint64_t state = 0x5eed0000ULL ^ seed;
  std::size_t keep = static_cast<std::size_t>(next(state) % (std::min(size, maxSize) + 1));
  std::size_t lo = std::max<std::size_t>(keep, 1);
  std::size_t n = lo + static_cast<std::size_t>(next(state) % (maxSize - lo + 1));
  for (std::size_t i = keep; i < n; ++i)
    data[i] = static_cast<uint8_t>(next(state) >> 56);
  return n;
}

} // namespace pipecheck::fuzz

// See reroll_tail.h.
#include "fuzz/harness/reroll_tail.h"

#include <algorithm>

#include "core/ir/splitmix64.h"

namespace pipecheck::fuzz {
std::size_t rerollTail(uint8_t *data, std::size_t size, std::size_t maxSize, uint32_t seed) {
  if (maxSize == 0)
    return 0;
  uint64_t state = 0x5eed0000ULL ^ seed;
  std::size_t keep = static_cast<std::size_t>(splitmix64Next(state) % (std::min(size, maxSize) + 1));
  std::size_t lo = std::max<std::size_t>(keep, 1);
  std::size_t n = lo + static_cast<std::size_t>(splitmix64Next(state) % (maxSize - lo + 1));
  for (std::size_t i = keep; i < n; ++i)
    data[i] = static_cast<uint8_t>(splitmix64Next(state) >> 56);
  return n;
}

} // namespace pipecheck::fuzz

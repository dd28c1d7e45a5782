// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", 2014): the one PRNG step behind every seeded stream of
// pipecheck (the generator's PrngChoiceSource, the interpreter's input
// contents, the fuzz mutators, fuzz_seedgen) and the finaliser behind the
// IR hash. One definition, so two streams seeded alike never drift apart by
// a typo in a constant.
#pragma once

#include <cstdint>

namespace pipecheck {

// The output function: a bijective mix of all 64 bits.
inline uint64_t splitmix64Finalize(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// Advances `state` by the golden-ratio increment and returns the next word.
inline uint64_t splitmix64Next(uint64_t &state) {
  return splitmix64Finalize(state += 0x9E3779B97F4A7C15ULL);
}

} // namespace pipecheck

// A choice-stream mutation for fuzz_pipeline: keep a prefix of the input and
// draw the rest afresh.
//
// fuzz_pipeline's bytes are the generator's choices, read front to back
// (gen::BytesChoiceSource), so a prefix is the beginning of a program and
// fresh bytes after it are a fresh random remainder: the program keeps its
// first kernels, loops and ops and gets new ones after the cut. libFuzzer's
// byte mutations (change, insert, erase, copy a few bytes) mostly keep a
// program near its parent, and the seeds hold every property: replayed
// without libFuzzer, 6 of 1,000 such mutants of the byte seeds failed a
// property against 10 of 1,000 tail rerolls and 5 of 300 uniformly random
// inputs (fuzz/README.md). "Regenerate a suffix of the choices" is the move
// choice-sequence generators such as Hypothesis also make.
#pragma once

#include <cstddef>
#include <cstdint>

namespace pipecheck::fuzz {

// Keeps data[0, keep) for a keep drawn from `seed` in [0, size], fills
// data[keep, n) with bytes drawn from `seed`, for an n drawn in
// [max(keep, 1), maxSize], and returns n. Deterministic in (input, seed).
// maxSize == 0 returns 0 and writes nothing.
std::size_t rerollTail(uint8_t *data, std::size_t size, std::size_t maxSize, uint32_t seed);

} // namespace pipecheck::fuzz

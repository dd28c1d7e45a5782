// The choice-source adapters: scaling raw data to choices, monotonically.
// See ChoiceSource.h for the contract (0 is simplest, exhaustion gives 0).
#include "properties/gen/ChoiceSource.h"

#include <algorithm>

#include "core/ir/splitmix64.h"

namespace pipecheck::gen {

uint64_t scaleChoice(uint64_t w, unsigned bits, uint64_t n) {
  if (n == 0)
    return 0;
  if (bits < 64)
    w &= (uint64_t{1} << bits) - 1;
  // (w * (n + 1)) >> bits with a 128-bit product; n + 1 may be 2^64.
  unsigned __int128 prod = static_cast<unsigned __int128>(w) * (static_cast<unsigned __int128>(n) + 1);
  uint64_t v = static_cast<uint64_t>(prod >> bits);
  return std::min(v, n);
}

std::optional<uint64_t> ChoiceSource::tryUpTo(uint64_t n) {
  ++made_;
  std::optional<uint64_t> v = draw(n);
  if (!v) {
    ranOut_ = true;
    return std::nullopt;
  }
  return std::min(*v, n);
}

uint64_t ChoiceSource::upTo(uint64_t n) { return tryUpTo(n).value_or(0); }

bool ChoiceSource::oneIn(uint64_t n) {
  if (n <= 1) // certain, unless the data ran out (still consumes one choice)
    return tryUpTo(0).has_value();
  return upTo(n - 1) == n - 1;
}

bool ChoiceSource::chance(Ratio r) {
  if (r.d == 0 || r.n == 0) {
    upTo(1); // consume a choice anyway so the stream layout does not depend on knobs
    return false;
  }
  uint32_t n = std::min(r.n, r.d);
  std::optional<uint64_t> v = tryUpTo(r.d - 1);
  return v && *v >= r.d - n;
}

int64_t ChoiceSource::range(int64_t lo, int64_t hi) {
  if (hi <= lo)
    return lo;
  return lo + static_cast<int64_t>(upTo(static_cast<uint64_t>(hi - lo)));
}

std::optional<uint64_t> BytesChoiceSource::draw(uint64_t n) {
  unsigned bytes = 1;
  while (bytes < 8 && (n >> (8 * bytes)) != 0)
    ++bytes;
  if (size_ - pos_ < bytes) {
    pos_ = size_;
    return std::nullopt;
  }
  uint64_t w = 0;
  for (unsigned i = 0; i < bytes; ++i)
    w |= static_cast<uint64_t>(data_[pos_ + i]) << (8 * i);
  pos_ += bytes;
  return scaleChoice(w, 8 * bytes, n);
}

uint64_t PrngChoiceSource::nextWord() { return splitmix64Next(state_); }

std::optional<uint64_t> PrngChoiceSource::draw(uint64_t n) { return scaleChoice(nextWord(), 64, n); }

std::optional<uint64_t> VectorChoiceSource::draw(uint64_t n) {
  if (pos_ >= values_.size())
    return std::nullopt;
  uint64_t w = values_[pos_++];
  uint64_t mask = (uint64_t{1} << kVectorChoiceBits) - 1;
  for (uint64_t rest = w >> kVectorChoiceBits; rest != 0; rest >>= kVectorChoiceBits)
    w ^= rest; // fold the higher words in; the low word of w is the result
  return scaleChoice(w & mask, kVectorChoiceBits, n);
}

std::optional<uint64_t> RecordingChoiceSource::draw(uint64_t n) {
  std::optional<uint64_t> v = inner_.tryUpTo(n);
  log_.push_back(v);
  return v;
}

std::optional<uint64_t> ReplayChoiceSource::draw(uint64_t n) {
  if (pos_ >= log_.size())
    return std::nullopt;
  std::optional<uint64_t> v = log_[pos_++];
  if (v && *v > n)
    faithful_ = false;
  return v;
}

} // namespace pipecheck::gen

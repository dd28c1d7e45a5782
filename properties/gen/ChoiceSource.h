// Where the generator's decisions come from: one abstract ChoiceSource and
// thin adapters for libFuzzer bytes, a seeded PRNG and a vector of integers
// (the RapidCheck adapter wraps a generated vector<uint64_t>, see RcChoices.h).
//
// Every decision the generator makes goes through upTo / oneIn / chance /
// range / pick, and every adapter maps its raw data to a choice
// MONOTONICALLY: a smaller raw value never gives a larger choice, and the raw
// value 0 gives choice 0 / false / the first element. The generator orders
// every alternative so that choice 0 is the simplest, which is what makes
// shrinking the raw data (RapidCheck shrinks values towards 0 and drops
// elements; libFuzzer's minimizer drops and lowers bytes) shrink the program.
// When the data runs out every call returns 0 / false / the first element, so
// a short stream "finishes small" instead of failing.
//
// The mapping is a scaling, not a modulo: a raw value w of B bits gives
// floor(w * (n + 1) / 2^B) for upTo(n). That keeps uniform raw data uniform
// over the choices and keeps halving a raw value from ever growing a choice.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace pipecheck::gen {

// A probability n/d (the knobs use these for every yes/no decision).
struct Ratio {
  uint32_t n = 0;
  uint32_t d = 1;
};

class ChoiceSource {
public:
  virtual ~ChoiceSource() = default;

  // A value in [0, n]; 0 when the data ran out.
  uint64_t upTo(uint64_t n);
  // The same, but nullopt when the data ran out (adapters that wrap another
  // source use this).
  std::optional<uint64_t> tryUpTo(uint64_t n);
  // True with probability 1/n; false when the data ran out or the raw value
  // is small (n <= 1: true unless the data ran out).
  bool oneIn(uint64_t n);
  // True with probability r.n / r.d (n >= d: true unless the data ran out,
  // n == 0: false); false on exhaustion. Consumes one choice either way.
  bool chance(Ratio r);
  // A value in [lo, hi] (lo when the data ran out); requires lo <= hi.
  int64_t range(int64_t lo, int64_t hi);
  // An index into a non-empty collection of size n (0 when exhausted).
  std::size_t index(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(upTo(n - 1)); }
  // One element of a non-empty vector (the first when exhausted).
  template <class T> const T &pick(const std::vector<T> &options) {
    return options[index(options.size())];
  }

  // How many choices were made so far, and whether some found no data.
  uint64_t choicesMade() const { return made_; }
  bool ranOut() const { return ranOut_; }

protected:
  // The next choice in [0, n], or nullopt when the data is exhausted.
  virtual std::optional<uint64_t> draw(uint64_t n) = 0;

private:
  uint64_t made_ = 0;
  bool ranOut_ = false;
};

// floor(w * (n + 1) / 2^bits) for w < 2^bits, computed without overflow.
uint64_t scaleChoice(uint64_t w, unsigned bits, uint64_t n);

// libFuzzer data, consumed front to back. A choice in [0, n] takes the
// fewest whole bytes that can hold n (1 byte up to 255, 2 up to 65535, ...),
// read little-endian, then scaled. Fewer bytes left than needed: exhausted.
class BytesChoiceSource : public ChoiceSource {
public:
  BytesChoiceSource(const uint8_t *data, std::size_t size) : data_(data), size_(size) {}
  std::size_t bytesUsed() const { return pos_; }

protected:
  std::optional<uint64_t> draw(uint64_t n) override;

private:
  const uint8_t *data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// A deterministic, never-exhausted stream (splitmix64); the same seed gives the
// same program on every platform.
class PrngChoiceSource : public ChoiceSource {
public:
  explicit PrngChoiceSource(uint64_t seed) : state_(seed) {}
  uint64_t nextWord();

protected:
  std::optional<uint64_t> draw(uint64_t n) override;

private:
  uint64_t state_;
};

// A finite vector of raw values, one per choice. An element below
// 2^kVectorChoiceBits is scaled from that range, so in it a smaller element
// never gives a larger choice and halving every element never grows a
// choice. A larger element (RapidCheck's arbitrary<uint64_t> at large sizes)
// is first folded to kVectorChoiceBits bits by xor-ing its 16-bit words, so
// it acts as a uniformly random choice; shrinking moves it into the monotone
// range. rcChoiceStream() in RcChoices.h generates in-range elements.
inline constexpr unsigned kVectorChoiceBits = 16;
class VectorChoiceSource : public ChoiceSource {
public:
  explicit VectorChoiceSource(std::vector<uint64_t> values) : values_(std::move(values)) {}
  std::size_t used() const { return pos_; }

protected:
  std::optional<uint64_t> draw(uint64_t n) override;

private:
  std::vector<uint64_t> values_;
  std::size_t pos_ = 0;
};

// Records every choice another source makes, so the generator can replay the
// identical decision sequence (it generates twice: once to measure tensor
// extents, once to build the program with tensors of that size).
class RecordingChoiceSource : public ChoiceSource {
public:
  explicit RecordingChoiceSource(ChoiceSource &inner) : inner_(inner) {}
  const std::vector<std::optional<uint64_t>> &log() const { return log_; }

protected:
  std::optional<uint64_t> draw(uint64_t n) override;

private:
  ChoiceSource &inner_;
  std::vector<std::optional<uint64_t>> log_;
};

// Replays a RecordingChoiceSource log; past its end it is exhausted.
class ReplayChoiceSource : public ChoiceSource {
public:
  explicit ReplayChoiceSource(std::vector<std::optional<uint64_t>> log) : log_(std::move(log)) {}
  // False when a call asked for a larger n than the recorded value allows
  // (the replay diverged from the recording).
  bool faithful() const { return faithful_; }

protected:
  std::optional<uint64_t> draw(uint64_t n) override;

private:
  std::vector<std::optional<uint64_t>> log_;
  std::size_t pos_ = 0;
  bool faithful_ = true;
};

} // namespace pipecheck::gen

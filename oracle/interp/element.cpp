// Element codec; see element.h. BF16 and FP16 conversions are written out
// bit by bit (round to nearest, ties to even) so they do not depend on the
// compiler's half-precision support.
#include "oracle/interp/element.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace pipecheck::interp {
namespace {

using ir::DataType;

uint32_t floatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
float bitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

uint16_t floatToBf16(float f) {
  uint32_t u = floatBits(f);
  if (std::isnan(f))
    return static_cast<uint16_t>((u >> 16) | 0x40); // keep sign, force a quiet NaN
  uint32_t lsb = (u >> 16) & 1;
  u += 0x7FFF + lsb;
  return static_cast<uint16_t>(u >> 16);
}
float bf16ToFloat(uint16_t h) { return bitsFloat(static_cast<uint32_t>(h) << 16); }

uint16_t floatToHalf(float f) {
  uint32_t u = floatBits(f);
  uint16_t sign = static_cast<uint16_t>((u >> 16) & 0x8000);
  uint32_t absu = u & 0x7FFFFFFF;
  if (absu >= 0x7F800000) // inf or NaN
    return sign | (absu > 0x7F800000 ? 0x7E00 : 0x7C00);
  if (absu >= 0x477FF000) // rounds to >= 65520: overflow to inf
    return sign | 0x7C00;
  int exp = static_cast<int>(absu >> 23) - 127;
  uint32_t mant = (absu & 0x7FFFFF) | 0x800000;
  if (exp < -25) // below half the smallest subnormal
    return sign;
  int shift; // how many low bits of the 24-bit mantissa to drop
  uint16_t base;
  if (exp < -14) { // subnormal half
    shift = 13 + (-14 - exp);
    base = 0;
  } else {
    shift = 13;
    base = static_cast<uint16_t>((exp + 15) << 10);
    mant &= 0x7FFFFF;
  }
  uint32_t kept = mant >> shift;
  uint32_t rest = mant & ((1u << shift) - 1);
  uint32_t half = 1u << (shift - 1);
  if (rest > half || (rest == half && (kept & 1)))
    ++kept; // may carry into the exponent, which is the right result
  return static_cast<uint16_t>(sign | (base + kept));
}

float halfToFloat(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1F;
  uint32_t mant = h & 0x3FF;
  if (exp == 0x1F)
    return bitsFloat(sign | 0x7F800000 | (mant << 13));
  if (exp == 0) {
    float v = std::ldexp(static_cast<float>(mant), -24);
    return sign ? -v : v;
  }
  return bitsFloat(sign | ((exp + 112) << 23) | (mant << 13));
}

template <class T> T loadAs(const std::byte *p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}
template <class T> void storeAs(std::byte *p, T v) { std::memcpy(p, &v, sizeof(T)); }

} // namespace

bool supportedElement(DataType d) {
  switch (d) {
  case DataType::BOOL:
  case DataType::INT8:
  case DataType::INT16:
  case DataType::INT32:
  case DataType::INT64:
  case DataType::INDEX:
  case DataType::UINT8:
  case DataType::UINT16:
  case DataType::UINT32:
  case DataType::UINT64:
  case DataType::FP16:
  case DataType::BF16:
  case DataType::FP32:
    return true;
  default:
    return false;
  }
}

int elementBytes(DataType d) { return d == DataType::BOOL ? 1 : ir::byteSize(d); }

double roundToFloatType(double v, DataType d) {
  float f = static_cast<float>(v);
  if (d == DataType::BF16)
    return bf16ToFloat(floatToBf16(f));
  if (d == DataType::FP16)
    return halfToFloat(floatToHalf(f));
  return f;
}

int64_t wrapToIntType(int64_t v, DataType d) {
  switch (d) {
  case DataType::BOOL:
    return v != 0;
  case DataType::INT8:
    return static_cast<int8_t>(v);
  case DataType::INT16:
    return static_cast<int16_t>(v);
  case DataType::INT32:
    return static_cast<int32_t>(v);
  case DataType::UINT8:
    return static_cast<uint8_t>(v);
  case DataType::UINT16:
    return static_cast<uint16_t>(v);
  case DataType::UINT32:
    return static_cast<uint32_t>(v);
  default:
    return v;
  }
}

double loadFloat(const std::byte *p, DataType d) {
  switch (d) {
  case DataType::FP32:
    return loadAs<float>(p);
  case DataType::BF16:
    return bf16ToFloat(loadAs<uint16_t>(p));
  case DataType::FP16:
    return halfToFloat(loadAs<uint16_t>(p));
  default:
    return static_cast<double>(loadInt(p, d));
  }
}

void storeFloat(std::byte *p, DataType d, double v) {
  switch (d) {
  case DataType::FP32:
    storeAs<float>(p, static_cast<float>(v));
    return;
  case DataType::BF16:
    storeAs<uint16_t>(p, floatToBf16(static_cast<float>(v)));
    return;
  case DataType::FP16:
    storeAs<uint16_t>(p, floatToHalf(static_cast<float>(v)));
    return;
  default:
    storeInt(p, d, static_cast<int64_t>(v));
    return;
  }
}

int64_t loadInt(const std::byte *p, DataType d) {
  switch (d) {
  case DataType::BOOL:
    return loadAs<uint8_t>(p) != 0;
  case DataType::INT8:
    return loadAs<int8_t>(p);
  case DataType::INT16:
    return loadAs<int16_t>(p);
  case DataType::INT32:
    return loadAs<int32_t>(p);
  case DataType::UINT8:
    return loadAs<uint8_t>(p);
  case DataType::UINT16:
    return loadAs<uint16_t>(p);
  case DataType::UINT32:
    return loadAs<uint32_t>(p);
  case DataType::INT64:
  case DataType::INDEX:
  case DataType::UINT64:
    return loadAs<int64_t>(p);
  default:
    return static_cast<int64_t>(loadFloat(p, d));
  }
}

void storeInt(std::byte *p, DataType d, int64_t v) {
  switch (d) {
  case DataType::BOOL:
    storeAs<uint8_t>(p, v != 0);
    return;
  case DataType::INT8:
  case DataType::UINT8:
    storeAs<uint8_t>(p, static_cast<uint8_t>(v));
    return;
  case DataType::INT16:
  case DataType::UINT16:
    storeAs<uint16_t>(p, static_cast<uint16_t>(v));
    return;
  case DataType::INT32:
  case DataType::UINT32:
    storeAs<uint32_t>(p, static_cast<uint32_t>(v));
    return;
  case DataType::INT64:
  case DataType::INDEX:
  case DataType::UINT64:
    storeAs<int64_t>(p, v);
    return;
  default:
    storeFloat(p, d, static_cast<double>(v));
    return;
  }
}

uint64_t loadBits(const std::byte *p, DataType d) {
  uint64_t v = 0;
  std::memcpy(&v, p, static_cast<std::size_t>(elementBytes(d)));
  return v;
}

// ---- cast rounding -------------------------------------------------------

namespace {

struct FloatFormat {
  int mantBits; // stored significand bits
  int minExp;   // exponent of the smallest normal
  int maxExp;   // exponent of the largest finite
};

FloatFormat formatOf(DataType d) {
  if (d == DataType::BF16)
    return {7, -126, 127};
  if (d == DataType::FP16)
    return {10, -14, 15};
  return {23, -126, 127};
}

// Picks floor(t) or floor(t) + 1 for a non-negative t in mode m, where neg
// says the value being rounded is negative (t is its magnitude).
double pickMagnitude(double t, bool neg, RoundMode m) {
  double fl = std::floor(t), frac = t - fl;
  if (frac == 0.0)
    return fl;
  bool flOdd = std::fmod(fl, 2.0) != 0.0;
  switch (m) {
  case RoundMode::None:
  case RoundMode::Rint: return frac > 0.5 || (frac == 0.5 && flOdd) ? fl + 1 : fl;
  case RoundMode::Round: return frac >= 0.5 ? fl + 1 : fl;
  case RoundMode::Floor: return neg ? fl + 1 : fl;
  case RoundMode::Ceil: return neg ? fl : fl + 1;
  case RoundMode::Trunc: return fl;
  case RoundMode::Odd: return flOdd ? fl : fl + 1;
  }
  return fl;
}

} // namespace

std::optional<RoundMode> roundModeOf(int64_t index) {
  if (index < 0 || index > static_cast<int64_t>(RoundMode::Odd))
    return std::nullopt;
  return static_cast<RoundMode>(index);
}

double roundFloatMode(double v, DataType d, RoundMode m) {
  if (std::isnan(v) || std::isinf(v) || v == 0.0)
    return v;
  FloatFormat f = formatOf(d);
  bool neg = v < 0;
  double a = std::fabs(v);
  int e = std::ilogb(a); // exponent of the leading bit
  int quantumExp = std::max(e, f.minExp) - f.mantBits;
  double t = std::ldexp(a, -quantumExp); // exact: a power-of-two scaling
  double k = pickMagnitude(t, neg, m);
  double r = std::ldexp(k, quantumExp);
  double maxFinite = std::ldexp(std::ldexp(1.0, f.mantBits + 1) - 1.0, f.maxExp - f.mantBits);
  if (r > maxFinite) {
    bool toInf = m == RoundMode::None || m == RoundMode::Rint || m == RoundMode::Round ||
                 (m == RoundMode::Floor && neg) || (m == RoundMode::Ceil && !neg);
    r = toInf ? std::numeric_limits<double>::infinity() : maxFinite;
  }
  return neg ? -r : r;
}

int64_t saturateToIntType(int64_t v, DataType d) {
  auto clamp = [&](int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; };
  switch (d) {
  case DataType::BOOL: return v != 0;
  case DataType::INT8: return clamp(INT8_MIN, INT8_MAX);
  case DataType::INT16: return clamp(INT16_MIN, INT16_MAX);
  case DataType::INT32: return clamp(INT32_MIN, INT32_MAX);
  case DataType::UINT8: return clamp(0, UINT8_MAX);
  case DataType::UINT16: return clamp(0, UINT16_MAX);
  case DataType::UINT32: return clamp(0, UINT32_MAX);
  default: return v;
  }
}

int64_t roundIntMode(double v, DataType d, RoundMode m) {
  if (d == DataType::BOOL)
    return v != 0.0;
  if (std::isnan(v))
    return 0;
  bool neg = v < 0;
  double k = std::isinf(v) ? std::numeric_limits<double>::infinity()
                           : pickMagnitude(std::fabs(v), neg, m);
  double r = neg ? -k : k;
  double lo = -9223372036854775808.0, hi = 9223372036854775807.0;
  if (d == DataType::UINT64)
    lo = 0.0;
  int64_t i = r <= lo ? static_cast<int64_t>(lo) : r >= hi ? INT64_MAX : static_cast<int64_t>(r);
  return saturateToIntType(i, d);
}

} // namespace pipecheck::interp

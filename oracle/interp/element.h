// Element codec: how one element of a tile or tensor is laid out in bytes.
//
// Tiles and tensors store their elements as raw bytes in the element type's
// own encoding (FP32 as IEEE binary32, BF16 as the top half of a binary32,
// FP16 as IEEE binary16, integers as little-endian two's complement of their
// width, BOOL as one byte). Keeping bytes rather than doubles is what lets a
// buffer-aware tile store place a tile inside the bytes of its MemRef: the op
// semantics only ever see bytes plus a dtype.
//
// Floats are decoded to double (exact for every supported float type) and
// encoded with round-to-nearest-even; integers are decoded sign- or
// zero-extended to int64 and encoded by wrapping to the width. FP8/FP4/INT4
// and friends are not supported: supportedElement() says so and callers trap.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/ir/enums.h"

namespace pipecheck::interp {

bool supportedElement(ir::DataType d);
// Bytes per element (supported types only).
int elementBytes(ir::DataType d);

double loadFloat(const std::byte *p, ir::DataType d);
void storeFloat(std::byte *p, ir::DataType d, double v);
int64_t loadInt(const std::byte *p, ir::DataType d);
void storeInt(std::byte *p, ir::DataType d, int64_t v);

// Rounds v to the nearest value of float type d (FP32, BF16, FP16), RNE.
double roundToFloatType(double v, ir::DataType d);
// Wraps v to the width and signedness of integer type d (INDEX/INT64: as is).
int64_t wrapToIntType(int64_t v, ir::DataType d);

// The raw bits of one element, zero-extended (for bit-exact comparison and
// digests).
uint64_t loadBits(const std::byte *p, ir::DataType d);

// PyPTO's cast rounding modes (tile.cast / tensor.cast `mode`, printed as a
// string, stored as 0..6 in this order). Their meaning is the Ascend
// RoundMode of the same name:
//   None   exact when the target holds the value, else as Rint
//   Rint   to nearest, ties to even
//   Round  to nearest, ties away from zero
//   Floor  toward -inf;  Ceil  toward +inf;  Trunc  toward zero
//   Odd    von Neumann rounding: an inexact value takes the neighbour whose
//          last significand bit (or integer) is odd
enum class RoundMode { None = 0, Rint, Round, Floor, Ceil, Trunc, Odd };
// The mode stored in a cast's `mode` kwarg (0..6), or nullopt.
std::optional<RoundMode> roundModeOf(int64_t index);

// Rounds v (exact as a double) to float type d (FP32, BF16, FP16) in mode m,
// with subnormals and overflow as IEEE directed rounding gives them (Rint
// and Round overflow to inf, Trunc and Odd to the largest finite value,
// Floor/Ceil by sign). NaN stays NaN, +-0 and +-inf stay.
double roundFloatMode(double v, ir::DataType d, RoundMode m);
// Rounds v to an integer in mode m and saturates it to integer type d's
// range (NaN becomes 0). BOOL is v != 0.
int64_t roundIntMode(double v, ir::DataType d, RoundMode m);
// Saturates v to integer type d's range (INDEX/INT64/UINT64: as is).
int64_t saturateToIntType(int64_t v, ir::DataType d);

} // namespace pipecheck::interp

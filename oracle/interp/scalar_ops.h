// Scalar arithmetic with the IR's exact semantics.
//
// Integers: INDEX and INT64 are 64-bit and an overflow traps (Python ints do
// not overflow, so a wrapped result would be a silent divergence from the
// DSL's meaning); narrower integer types (INT32, INT16, UINT8, ...) wrap to
// their width. `//` and `%` follow DivMode (floor by default). Floats: FP32
// arithmetic is done in float (no excess precision, no contraction: the
// library is built with -ffp-contract=off), BF16/FP16 results are computed in
// float and rounded to the type. Scalar division or modulo by zero traps for
// ints and floats alike (Python raises ZeroDivisionError); tile arithmetic
// (op_semantics.cpp) follows IEEE instead. Comparisons compare exactly
// (an int against a float compares as doubles). The result dtype is the
// expression node's type; callers pass it in.
#pragma once

#include "core/ir/expr.h"
#include "oracle/interp/options.h"
#include "oracle/interp/value.h"

namespace pipecheck::interp {

ir::Result<ScalarValue> evalBinary(ir::BinaryOp op, const ScalarValue &a, const ScalarValue &b,
                                   ir::DataType result, DivMode mode);
ir::Result<ScalarValue> evalUnary(ir::UnaryOp op, const ScalarValue &a, ir::DataType result);
// pl.cast: float -> int truncates toward zero (a NaN or out-of-range value
// traps), int -> narrower int wraps, anything -> BOOL tests for non-zero.
ir::Result<ScalarValue> castScalar(const ScalarValue &a, ir::DataType to);
// Python truthiness of a scalar (If conditions, and/or/not).
bool truthy(const ScalarValue &a);

// Integer floor/trunc division and modulo on int64 (b != 0 checked by caller).
int64_t intDiv(int64_t a, int64_t b, DivMode mode);
int64_t intMod(int64_t a, int64_t b, DivMode mode);

} // namespace pipecheck::interp

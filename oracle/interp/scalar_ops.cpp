// Scalar arithmetic; see scalar_ops.h for the semantics.
#include "oracle/interp/scalar_ops.h"

#include <cmath>
#include <limits>

#include "oracle/interp/element.h"
#include "oracle/interp/fault.h"

namespace pipecheck::interp {
namespace {

using ir::BinaryOp;
using ir::DataType;

bool wide(DataType d) {
  return d == DataType::INDEX || d == DataType::INT64 || d == DataType::UINT64;
}

std::string typeText(DataType d) { return std::string(ir::name(d)); }

ir::Result<ScalarValue> intResult(__int128 v, DataType d, const char *what) {
  if (wide(d) || !ir::isInt(d)) {
    if (v > std::numeric_limits<int64_t>::max() || v < std::numeric_limits<int64_t>::min())
      return trap(std::string("integer overflow in ") + what + " (" +
                  typeText(ir::isInt(d) ? d : DataType::INT64) + ")");
  }
  return ScalarValue::ofInt(static_cast<int64_t>(v), ir::isInt(d) ? d : DataType::INDEX);
}

ir::Result<ScalarValue> floatBinary(BinaryOp op, float x, float y, DataType d) {
  float r;
  switch (op) {
  case BinaryOp::Add:
    r = x + y;
    break;
  case BinaryOp::Sub:
    r = x - y;
    break;
  case BinaryOp::Mul:
    r = x * y;
    break;
  case BinaryOp::FloatDiv:
    if (y == 0.0f)
      return trap("float division by zero");
    r = x / y;
    break;
  case BinaryOp::FloorDiv:
    if (y == 0.0f)
      return trap("float floor division by zero");
    r = std::floor(x / y);
    break;
  case BinaryOp::FloorMod: {
    if (y == 0.0f)
      return trap("float modulo by zero");
    r = std::fmod(x, y);
    if (r != 0.0f && ((r < 0.0f) != (y < 0.0f)))
      r += y;
    break;
  }
  case BinaryOp::Min:
    r = y < x ? y : x;
    break;
  case BinaryOp::Max:
    r = y > x ? y : x;
    break;
  case BinaryOp::Pow:
    r = std::pow(x, y);
    break;
  default:
    return trap(std::string("operator ") + std::string(ir::typeName(op)) +
                " is not defined on floats");
  }
  return ScalarValue::ofFloat(r, d);
}

ir::Result<ScalarValue> intBinary(BinaryOp op, int64_t a, int64_t b, DataType d, DivMode mode) {
  const char *opName = ir::typeName(op).data();
  switch (op) {
  case BinaryOp::Add:
    return intResult(static_cast<__int128>(a) + b, d, "addition");
  case BinaryOp::Sub:
    return intResult(static_cast<__int128>(a) - b, d, "subtraction");
  case BinaryOp::Mul:
    return intResult(static_cast<__int128>(a) * b, d, "multiplication");
  case BinaryOp::FloorDiv:
  case BinaryOp::FloorMod: {
    if (b == 0)
      return trap(std::string(op == BinaryOp::FloorDiv ? "integer division" : "integer modulo") +
                  " by zero (" + std::to_string(a) + (op == BinaryOp::FloorDiv ? " // " : " % ") +
                  "0)");
    if (op == BinaryOp::FloorDiv) {
      if (a == std::numeric_limits<int64_t>::min() && b == -1)
        return trap("integer overflow in division");
      return ScalarValue::ofInt(intDiv(a, b, mode), d);
    }
    return ScalarValue::ofInt(intMod(a, b, mode), d);
  }
  case BinaryOp::Min:
    return ScalarValue::ofInt(std::min(a, b), d);
  case BinaryOp::Max:
    return ScalarValue::ofInt(std::max(a, b), d);
  case BinaryOp::Pow: {
    if (b < 0)
      return trap("integer power with negative exponent " + std::to_string(b));
    __int128 r = 1;
    for (int64_t k = 0; k < b; ++k) {
      r *= a;
      if (r > std::numeric_limits<int64_t>::max() || r < std::numeric_limits<int64_t>::min())
        return trap("integer overflow in power");
      if (r == 0 || r == 1)
        break; // stays fixed
    }
    return intResult(r, d, "power");
  }
  case BinaryOp::BitAnd:
    return ScalarValue::ofInt(a & b, d);
  case BinaryOp::BitOr:
    return ScalarValue::ofInt(a | b, d);
  case BinaryOp::BitXor:
    return ScalarValue::ofInt(a ^ b, d);
  case BinaryOp::Shl:
  case BinaryOp::Shr: {
    if (b < 0 || b > 63)
      return trap("shift by " + std::to_string(b) + " (must be 0..63)");
    if (op == BinaryOp::Shr)
      return ScalarValue::ofInt(a >> b, d);
    return intResult(static_cast<__int128>(a) * (static_cast<__int128>(1) << b), d, "shift");
  }
  default:
    break;
  }
  return trap(std::string("operator ") + opName + " is not defined on integers");
}

} // namespace

int64_t intDiv(int64_t a, int64_t b, DivMode mode) {
  int64_t q = a / b;
  if (mode == DivMode::Floor && (a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}

int64_t intMod(int64_t a, int64_t b, DivMode mode) {
  if (b == -1)
    return 0; // avoids INT64_MIN % -1
  int64_t r = a % b;
  if (mode == DivMode::Floor && r != 0 && ((r < 0) != (b < 0)))
    r += b;
  return r;
}

bool truthy(const ScalarValue &a) { return a.isFloat() ? a.f != 0.0 : a.i != 0; }

ir::Result<ScalarValue> evalBinary(BinaryOp op, const ScalarValue &a, const ScalarValue &b,
                                   DataType result, DivMode mode) {
  bool anyFloat = a.isFloat() || b.isFloat();
  if (ir::isComparison(op)) {
    int c;
    if (anyFloat) {
      double x = a.asDouble(), y = b.asDouble();
      if (std::isnan(x) || std::isnan(y))
        return ScalarValue::ofBool(op == BinaryOp::Ne);
      c = x < y ? -1 : (x > y ? 1 : 0);
    } else {
      c = a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
    }
    switch (op) {
    case BinaryOp::Eq:
      return ScalarValue::ofBool(c == 0);
    case BinaryOp::Ne:
      return ScalarValue::ofBool(c != 0);
    case BinaryOp::Lt:
      return ScalarValue::ofBool(c < 0);
    case BinaryOp::Le:
      return ScalarValue::ofBool(c <= 0);
    case BinaryOp::Gt:
      return ScalarValue::ofBool(c > 0);
    default:
      return ScalarValue::ofBool(c >= 0);
    }
  }
  if (op == BinaryOp::And)
    return ScalarValue::ofBool(truthy(a) && truthy(b));
  if (op == BinaryOp::Or)
    return ScalarValue::ofBool(truthy(a) || truthy(b));
  if (op == BinaryOp::Xor && result == DataType::BOOL)
    return ScalarValue::ofBool(truthy(a) != truthy(b));
  if (ir::isFloat(result) || op == BinaryOp::FloatDiv) {
    DataType d = ir::isFloat(result) ? result : DataType::FP32;
    float x = static_cast<float>(a.asDouble());
    float y = static_cast<float>(b.asDouble());
    return floatBinary(op, x, y, d);
  }
  if (anyFloat)
    return trap("type error: " + std::string(ir::typeName(op)) + " of " + typeText(a.dtype) +
                " and " + typeText(b.dtype) + " declared as " + typeText(result));
  return intBinary(op, a.i, b.i, result == DataType::BOOL ? DataType::INDEX : result, mode);
}

ir::Result<ScalarValue> evalUnary(ir::UnaryOp op, const ScalarValue &a, DataType result) {
  switch (op) {
  case ir::UnaryOp::Cast:
    return castScalar(a, result);
  case ir::UnaryOp::Not:
    return ScalarValue::ofBool(!truthy(a));
  case ir::UnaryOp::Neg:
    if (a.isFloat())
      return ScalarValue::ofFloat(-a.f, a.dtype);
    return intResult(-static_cast<__int128>(a.i), a.dtype, "negation");
  case ir::UnaryOp::Abs:
    if (a.isFloat())
      return ScalarValue::ofFloat(std::fabs(a.f), a.dtype);
    return intResult(a.i < 0 ? -static_cast<__int128>(a.i) : a.i, a.dtype, "abs");
  case ir::UnaryOp::BitNot:
    if (a.isFloat())
      return trap("type error: ~ of a float");
    return ScalarValue::ofInt(~a.i, a.dtype);
  }
  return internalError("unknown unary operator");
}

ir::Result<ScalarValue> castScalar(const ScalarValue &a, DataType to) {
  if (to == DataType::BOOL)
    return ScalarValue::ofBool(truthy(a));
  if (!supportedElement(to))
    return trap("cast to unsupported type " + typeText(to));
  if (ir::isFloat(to))
    return ScalarValue::ofFloat(a.asDouble(), to);
  if (a.isFloat()) {
    if (std::isnan(a.f) || a.f >= 9.2233720368547758e18 || a.f < -9.2233720368547758e18)
      return trap("cast of " + formatFloat(a.f) + " to " + typeText(to) + " is out of range");
    return ScalarValue::ofInt(static_cast<int64_t>(std::trunc(a.f)), to);
  }
  return ScalarValue::ofInt(a.i, to);
}

} // namespace pipecheck::interp

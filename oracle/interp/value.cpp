// Runtime value helpers; see value.h.
#include "oracle/interp/value.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "oracle/interp/element.h"

namespace pipecheck::interp {

ScalarValue ScalarValue::ofInt(int64_t v, ir::DataType d) {
  ScalarValue s;
  s.dtype = d;
  s.i = wrapToIntType(v, d);
  return s;
}

ScalarValue ScalarValue::load(const std::byte *p, ir::DataType d) {
  return ir::isFloat(d) ? ofFloat(loadFloat(p, d), d) : ofInt(loadInt(p, d), d);
}

void ScalarValue::store(std::byte *p) const {
  if (isFloat())
    storeFloat(p, dtype, f);
  else
    storeInt(p, dtype, i);
}

ScalarValue ScalarValue::ofFloat(double v, ir::DataType d) {
  ScalarValue s;
  s.dtype = d;
  s.f = roundToFloatType(v, d);
  return s;
}

ScalarValue ScalarValue::ofBool(bool b) {
  ScalarValue s;
  s.dtype = ir::DataType::BOOL;
  s.i = b ? 1 : 0;
  return s;
}

int64_t elementCount(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::shared_ptr<std::byte> allocateBytes(int64_t n, bool zeroFill) {
  auto size = static_cast<std::size_t>(n > 0 ? n : 1);
  // new T[n]() value-initialises (zero-fills); new T[n] leaves the bytes as they are.
  return std::shared_ptr<std::byte>(zeroFill ? new std::byte[size]() : new std::byte[size],
                                    std::default_delete<std::byte[]>());
}

int64_t TileMeta::numElements() const { return elementCount(shape); }

int64_t TileMeta::byteSize() const { return numElements() * elementBytes(dtype); }

std::byte *TileObject::at(int64_t flat) const {
  return bytes.get() + flat * elementBytes(meta.dtype);
}

const char *Value::kindName() const {
  switch (v.index()) {
  case 1:
    return "scalar";
  case 2:
    return "tensor";
  case 3:
    return "tile";
  case 4:
    return "ptr";
  case 5:
    return "tuple";
  default:
    return "none";
  }
}

std::string formatFloat(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v < 0 ? "-inf" : "inf";
  if (v == 0)
    return std::signbit(v) ? "-0" : "0";
  char buf[64];
  if (v == std::trunc(v) && std::fabs(v) < 1e15) {
    std::snprintf(buf, sizeof buf, "%.0f", v);
    return buf;
  }
  for (int prec = 1; prec <= 17; ++prec) {
    std::snprintf(buf, sizeof buf, "%.*g", prec, v);
    if (std::strtod(buf, nullptr) == v)
      break;
  }
  return buf;
}

std::string formatScalar(const ScalarValue &s) {
  if (s.isBool())
    return s.i ? "True" : "False";
  if (s.isFloat())
    return formatFloat(s.f);
  return std::to_string(s.i);
}

} // namespace pipecheck::interp

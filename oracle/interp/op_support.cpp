// Helpers for op semantics; see op_support.h.
#include "oracle/interp/op_support.h"

#include <cstring>

#include "oracle/interp/element.h"
#include "oracle/interp/fault.h"

namespace pipecheck::interp {
namespace {

ir::Diagnostic argError(std::string_view op, std::size_t i, const char *want,
                        const std::vector<Value> &args) {
  std::string got = i < args.size() ? args[i].kindName() : "nothing";
  return trap("type error: " + std::string(op) + " argument " + std::to_string(i) + " must be " +
              want + ", got " + got);
}

} // namespace

std::string dimsText(const std::vector<int64_t> &dims) {
  std::string s = "[";
  for (std::size_t i = 0; i < dims.size(); ++i)
    s += (i ? ", " : "") + std::to_string(dims[i]);
  return s + "]";
}

ir::Result<TileRef> tileArg(const std::vector<Value> &args, std::size_t i, std::string_view op) {
  if (i < args.size())
    if (const TileRef *t = args[i].tile())
      return *t;
  return argError(op, i, "a tile", args);
}

ir::Result<TensorRef> tensorArg(const std::vector<Value> &args, std::size_t i,
                                std::string_view op) {
  if (i < args.size())
    if (const TensorRef *t = args[i].tensor())
      return *t;
  return argError(op, i, "a tensor", args);
}

ir::Result<ScalarValue> scalarArg(const std::vector<Value> &args, std::size_t i,
                                  std::string_view op) {
  if (i < args.size())
    if (const ScalarValue *s = args[i].scalar())
      return *s;
  return argError(op, i, "a scalar", args);
}

ir::Result<int64_t> intArg(const std::vector<Value> &args, std::size_t i, std::string_view op) {
  ScalarValue s = PC_TRY(scalarArg(args, i, op));
  if (s.isFloat())
    return argError(op, i, "an integer", args);
  return s.i;
}

ir::Result<std::vector<int64_t>> intListArg(const std::vector<Value> &args, std::size_t i,
                                            std::string_view op) {
  const TupleRef *t = i < args.size() ? args[i].tuple() : nullptr;
  if (!t)
    return argError(op, i, "a list", args);
  std::vector<int64_t> out;
  for (const Value &v : **t) {
    const ScalarValue *s = v.scalar();
    if (!s || s->isFloat())
      return trap("type error: " + std::string(op) + " argument " + std::to_string(i) +
                  " must be a list of integers");
    out.push_back(s->i);
  }
  return out;
}

std::optional<ir::MemorySpace> kwSpace(const ir::Call &call, std::string_view key) {
  return ir::getAttr<ir::MemorySpace>(call.kwargs, key);
}

std::optional<ir::DataType> kwDtype(const ir::Call &call, std::string_view key) {
  return ir::getAttr<ir::DataType>(call.kwargs, key);
}

bool kwFlag(const ir::Call &call, std::string_view key) {
  if (auto b = ir::getAttr<bool>(call.kwargs, key))
    return *b;
  if (auto i = ir::getAttr<int64_t>(call.kwargs, key))
    return *i != 0;
  return false;
}

std::optional<int64_t> kwInt(const ir::Call &call, std::string_view key) {
  if (auto i = ir::getAttr<int64_t>(call.kwargs, key))
    return *i;
  if (auto b = ir::getAttr<bool>(call.kwargs, key))
    return *b ? 1 : 0;
  return std::nullopt;
}

ir::Result<ir::Unit> checkWindow(std::string_view what, const std::vector<int64_t> &offsets,
                                 const std::vector<int64_t> &extent,
                                 const std::vector<int64_t> &shape, std::string_view container) {
  if (offsets.size() != shape.size() || extent.size() != shape.size())
    return trap("type error: " + std::string(what) + " has rank " + std::to_string(offsets.size()) +
                " offsets and rank " + std::to_string(extent.size()) + " extent for " +
                std::string(container) + " of rank " + std::to_string(shape.size()));
  for (std::size_t d = 0; d < shape.size(); ++d) {
    if (extent[d] < 0)
      return trap(std::string(what) + " has negative extent " + dimsText(extent));
    if (offsets[d] < 0 || offsets[d] + extent[d] > shape[d])
      return trap(std::string(what) + " out of bounds: offsets " + dimsText(offsets) +
                  " + extent " + dimsText(extent) + " exceeds " + std::string(container) +
                  " of shape " + dimsText(shape) + " in dim " + std::to_string(d));
  }
  return ir::Unit{};
}

std::vector<int64_t> stridesOf(const std::vector<int64_t> &shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (std::size_t k = shape.size(); k-- > 1;)
    s[k - 1] = s[k] * shape[k];
  return s;
}

int64_t flatIndex(const std::vector<int64_t> &shape, const std::vector<int64_t> &idx) {
  int64_t f = 0;
  for (std::size_t k = 0; k < shape.size(); ++k)
    f = f * shape[k] + idx[k];
  return f;
}

int64_t windowElement(const TensorObject &t, const std::vector<int64_t> &origin,
                      std::vector<int64_t> idx) {
  for (std::size_t d = 0; d < idx.size() && d < origin.size(); ++d)
    idx[d] += origin[d];
  return t.elementOffset(idx);
}

void copyTensorWindow(const TensorObject &t, const std::vector<int64_t> &from,
                      const std::vector<int64_t> &extent, std::byte *dst,
                      const std::vector<int64_t> &dstShape, const std::vector<int64_t> &at) {
  std::size_t w = static_cast<std::size_t>(elementBytes(t.dtype));
  if (!t.strides.empty()) {
    forEachIndex(extent, [&](const std::vector<int64_t> &idx) {
      std::vector<int64_t> d = idx;
      for (std::size_t k = 0; k < d.size() && k < at.size(); ++k)
        d[k] += at[k];
      std::memcpy(dst + flatIndex(dstShape, d) * static_cast<int64_t>(w),
                  t.at(windowElement(t, from, idx)), w);
    });
    return;
  }
  forEachRun(extent, t.shape, from, dstShape, at, [&](int64_t s, int64_t d, int64_t n) {
    std::memcpy(dst + d * static_cast<int64_t>(w), t.at(s), static_cast<std::size_t>(n) * w);
  });
}

} // namespace pipecheck::interp

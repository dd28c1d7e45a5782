// Helpers for op semantics: typed access to evaluated args and kwargs,
// window bounds checks, and row-wise iteration over N-D windows.
//
// Every argument accessor returns a Trap ("type error: <op> argument <i>
// must be a tile, got scalar") rather than asserting: a lowered program that
// passes the wrong kind of value is a finding, not an interpreter crash.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/expr.h"
#include "oracle/interp/machine.h"
#include "oracle/interp/value.h"

namespace pipecheck::interp {

std::string dimsText(const std::vector<int64_t> &dims); // "[4, 16]"

ir::Result<TileRef> tileArg(const std::vector<Value> &args, std::size_t i, std::string_view op);
ir::Result<TensorRef> tensorArg(const std::vector<Value> &args, std::size_t i, std::string_view op);
ir::Result<ScalarValue> scalarArg(const std::vector<Value> &args, std::size_t i,
                                  std::string_view op);
ir::Result<int64_t> intArg(const std::vector<Value> &args, std::size_t i, std::string_view op);
// A list argument ([i * 32, 0]) of integer scalars.
ir::Result<std::vector<int64_t>> intListArg(const std::vector<Value> &args, std::size_t i,
                                            std::string_view op);

std::optional<ir::MemorySpace> kwSpace(const ir::Call &call, std::string_view key);
std::optional<ir::DataType> kwDtype(const ir::Call &call, std::string_view key);
// A bool kwarg (also accepts an int 0/1).
bool kwFlag(const ir::Call &call, std::string_view key);
// An int kwarg (also accepts a bool).
std::optional<int64_t> kwInt(const ir::Call &call, std::string_view key);

// Trap unless offsets + extent fits in shape in every dim (and offsets >= 0,
// extent >= 0, ranks agree). `what` names the access ("tile.load window"),
// `container` the accessed object ("tensor 'x'").
ir::Result<ir::Unit> checkWindow(std::string_view what, const std::vector<int64_t> &offsets,
                                 const std::vector<int64_t> &extent,
                                 const std::vector<int64_t> &shape, std::string_view container);

// Row-major strides of a shape.
std::vector<int64_t> stridesOf(const std::vector<int64_t> &shape);
// Flat index of idx in shape.
int64_t flatIndex(const std::vector<int64_t> &shape, const std::vector<int64_t> &idx);

// The storage element of index idx of a window at origin of tensor t (its
// strides, when t is a strided view).
int64_t windowElement(const TensorObject &t, const std::vector<int64_t> &origin,
                      std::vector<int64_t> idx);
// Copies the `extent` window of tensor t at `from` into the row-major bytes
// `dst` of shape dstShape at `at`: run by run for a row-major t, element by
// element through the strides of a strided view (tile.load, gather_row,
// tensor.assemble's source).
void copyTensorWindow(const TensorObject &t, const std::vector<int64_t> &from,
                      const std::vector<int64_t> &extent, std::byte *dst,
                      const std::vector<int64_t> &dstShape, const std::vector<int64_t> &at);

// Calls f(idx) for every index of the box [0, extent), row-major order
// (element by element: strided tensor views, machine.h). Nothing is called
// for an empty box.
template <class F> void forEachIndex(const std::vector<int64_t> &extent, F &&f) {
  for (int64_t e : extent)
    if (e <= 0)
      return;
  std::vector<int64_t> idx(extent.size(), 0);
  for (;;) {
    f(static_cast<const std::vector<int64_t> &>(idx));
    std::size_t d = extent.size();
    while (d > 0 && ++idx[d - 1] == extent[d - 1])
      idx[--d] = 0;
    if (d == 0)
      return;
  }
}

// Calls f(srcFlat, dstFlat, n) for every innermost-dimension run of an
// N-D window of size extent, read at srcOff in srcShape and written at dstOff
// in dstShape (all of the same rank). Nothing is called for an empty window.
template <class F>
void forEachRun(const std::vector<int64_t> &extent, const std::vector<int64_t> &srcShape,
                const std::vector<int64_t> &srcOff, const std::vector<int64_t> &dstShape,
                const std::vector<int64_t> &dstOff, F &&f) {
  std::size_t rank = extent.size();
  for (int64_t e : extent)
    if (e <= 0)
      return;
  if (rank == 0) {
    f(int64_t{0}, int64_t{0}, int64_t{1});
    return;
  }
  std::vector<int64_t> ss = stridesOf(srcShape), ds = stridesOf(dstShape);
  std::vector<int64_t> idx(rank, 0);
  while (true) {
    int64_t s = 0, d = 0;
    for (std::size_t k = 0; k < rank; ++k) {
      s += (srcOff[k] + idx[k]) * ss[k];
      d += (dstOff[k] + idx[k]) * ds[k];
    }
    f(s, d, extent[rank - 1]);
    // advance all but the innermost dimension
    std::size_t k = rank - 1;
    while (k > 0) {
      --k;
      if (++idx[k] < extent[k])
        break;
      idx[k] = 0;
      if (k == 0)
        return;
    }
    if (rank == 1)
      return;
  }
}

} // namespace pipecheck::interp

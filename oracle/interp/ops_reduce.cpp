// Reduction families: row_sum/max/min/prod and col_* (results [R, 1] and
// [1, C]), row/col_argmax/argmin (INT32 indices).
//
// Rules:
//  * Only the valid region is reduced; the result's valid rows (row_*) or
//    columns (col_*) are the input's. The tmp_tile argument is scratch the
//    device may clobber; here it is neither read nor written.
//  * Float: an FP32 accumulator visits the elements in increasing index
//    order (acc = acc op x, never reassociated or fused) and rounds once to
//    the result dtype, nearest-even. Integers wrap to the element width.
//  * The empty reduction is the identity: 0 (sum), 1 (prod), -inf / +inf
//    for float max / min, the type's min / max for integers; argmax/argmin
//    of an empty row is 0. max/min: NaN wins. argmax/argmin give the first
//    index of the extreme value (NaN counts as the extreme).
#include <cmath>
#include <limits>

#include "oracle/interp/op_family.h"

namespace pipecheck::interp {
namespace {

using ir::DataType;
using ir::MemorySpace;

enum class Red { Sum, Max, Min, Prod, ArgMax, ArgMin };

int64_t intExtreme(DataType d, bool wantMin) {
  switch (d) {
  case DataType::INT8: return wantMin ? INT8_MIN : INT8_MAX;
  case DataType::INT16: return wantMin ? INT16_MIN : INT16_MAX;
  case DataType::INT32: return wantMin ? INT32_MIN : INT32_MAX;
  case DataType::UINT8: return wantMin ? 0 : UINT8_MAX;
  case DataType::UINT16: return wantMin ? 0 : UINT16_MAX;
  case DataType::UINT32: return wantMin ? 0 : UINT32_MAX;
  case DataType::BOOL: return wantMin ? 0 : 1;
  default: return wantMin ? INT64_MIN : INT64_MAX;
  }
}

// Does x replace the current extreme (strictly better, NaN first)?
bool betterF(float x, float cur, bool max) {
  if (std::isnan(cur))
    return false;
  if (std::isnan(x))
    return true;
  return max ? x > cur : x < cur;
}

template <bool Row, Red R>
ir::Result<Value> opReduce(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  const std::vector<int64_t> &shape = t->meta.shape;
  if (shape.size() != 2)
    return trap("type error: " + call.op + " needs a 2-D tile, got " + dimsText(shape));
  bool arg = R == Red::ArgMax || R == Red::ArgMin;
  DataType s = t->meta.dtype;
  DataType d = arg ? DataType::INT32 : s;
  if (const ir::TileType *tt = ir::asTile(call.type))
    d = tt->dtype;
  PC_TRY(checkElementType(s, call.op));
  PC_TRY(checkElementType(d, call.op));
  std::vector<int64_t> valid = validOf(*t);
  int64_t rows = shape[0], cols = shape[1];
  int64_t outer = Row ? valid[0] : valid[1];  // lines reduced
  int64_t inner = Row ? valid[1] : valid[0];  // elements per line
  TileMeta meta{d,
                Row ? std::vector<int64_t>{rows, 1} : std::vector<int64_t>{1, cols},
                Row ? std::vector<int64_t>{valid[0], 1} : std::vector<int64_t>{1, valid[1]},
                MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  bool isF = ir::isFloat(s);
  bool max = R == Red::Max || R == Red::ArgMax;
  for (int64_t o = 0; o < outer; ++o) {
    auto at = [&](int64_t k) { return Row ? o * cols + k : k * cols + o; };
    std::byte *out = scratch.data() + o * w;
    if (arg) {
      int64_t best = 0;
      for (int64_t k = 1; k < inner; ++k) {
        bool better = isF ? betterF(elemF(*t, at(k)), elemF(*t, at(best)), max)
                          : (max ? elemI(*t, at(k)) > elemI(*t, at(best))
                                 : elemI(*t, at(k)) < elemI(*t, at(best)));
        if (better)
          best = k;
      }
      storeInt(out, d, best);
      continue;
    }
    if (isF) {
      float acc = R == Red::Sum    ? 0.0f
                  : R == Red::Prod ? 1.0f
                  : R == Red::Max  ? -std::numeric_limits<float>::infinity()
                                   : std::numeric_limits<float>::infinity();
      for (int64_t k = 0; k < inner; ++k) {
        float x = elemF(*t, at(k));
        if (R == Red::Sum)
          acc = acc + x;
        else if (R == Red::Prod)
          acc = acc * x;
        else if (betterF(x, acc, max))
          acc = x;
      }
      storeFloat(out, d, acc);
    } else {
      uint64_t acc = R == Red::Sum    ? 0
                     : R == Red::Prod ? 1
                                      : static_cast<uint64_t>(intExtreme(s, max));
      for (int64_t k = 0; k < inner; ++k) {
        int64_t x = elemI(*t, at(k));
        if (R == Red::Sum)
          acc += static_cast<uint64_t>(x);
        else if (R == Red::Prod)
          acc *= static_cast<uint64_t>(x);
        else if (max ? x > static_cast<int64_t>(acc) : x < static_cast<int64_t>(acc))
          acc = static_cast<uint64_t>(x);
      }
      storeInt(out, d, static_cast<int64_t>(acc));
    }
  }
  return emitScratch(ctx, meta, scratch);
}

template <bool Row> OpSemantics byName(std::string_view what) {
  if (what == "sum") return opReduce<Row, Red::Sum>;
  if (what == "max") return opReduce<Row, Red::Max>;
  if (what == "min") return opReduce<Row, Red::Min>;
  if (what == "prod") return opReduce<Row, Red::Prod>;
  if (what == "argmax") return opReduce<Row, Red::ArgMax>;
  if (what == "argmin") return opReduce<Row, Red::ArgMin>;
  return nullptr;
}

} // namespace

OpSemantics reduceSemantics(const ir::OpInfo &op) {
  using F = ir::OpFamily;
  if (op.name.rfind("tile.", 0) != 0)
    return nullptr;
  // "tile.row_" and "tile.col_" have the same length.
  auto what = [&] { return std::string_view(op.name).substr(std::string_view("tile.row_").size()); };
  switch (op.family) {
  case F::RowReduce:
  case F::RowArgReduce: return byName<true>(what());
  case F::ColReduce:
  case F::ColArgReduce: return byName<false>(what());
  default: return nullptr;
  }
}

} // namespace pipecheck::interp

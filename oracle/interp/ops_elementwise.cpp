// Elementwise families: unary math, tile-tile and tile-scalar binaries
// beyond add/sub/mul/div (maximum, minimum, fmod, and/or/xor, shl/shr,
// lrelu), expands, row/col-expand and cast.
//
// Rules (shared with op_semantics.cpp's add/sub/mul/div):
//  * The result has the lhs's shape and valid shape; only the valid region
//    is computed, the padding of a fresh result is zero. (So a value in the
//    padding, which a buffer-aware store leaves as the buffer held it, never
//    reaches a result or a trap.)
//  * Float elements compute in FP32 (a BF16/FP16 element is an FP32 value
//    exactly) and round once to the result dtype, nearest-even. exp, log,
//    sin, cos, sqrt are the C library's float functions (deterministic on
//    one platform; not correctly rounded everywhere). rsqrt is 1/sqrt,
//    recip 1/x, both two FP32 operations.
//  * Integer elements wrap to the element width; integer division by zero
//    traps; shifts take the amount modulo 64, shr is arithmetic for signed
//    and logical for unsigned types. and/or/xor/not/shl/shr of float tiles
//    trap as type errors.
//  * max/min: NaN wins (either operand NaN gives NaN); max(-0, +0) is +0.
//  * row_expand_OP(t, v) combines t[i, j] with v[i, 0]; col_expand_OP with
//    v[0, j]; row_expand / col_expand broadcast v itself; expdif is
//    exp(t - v). expands(t, s) is s (cast to t's dtype) over t's shape.
//  * cast: target_type kwarg, mode kwarg (element.h RoundMode); float to
//    float and int to float round in the mode, to integers round in the
//    mode then saturate, int to int saturates.
#include <cmath>
#include <iterator>
#include <limits>

#include "oracle/interp/op_family.h"
#include "core/ir/builder.h"
#include "oracle/interp/scalar_ops.h"

namespace pipecheck::interp {
namespace {

using ir::DataType;
using ir::MemorySpace;

enum class Fn {
  Neg, Abs, Sqrt, Rsqrt, Recip, Exp, Log, Sin, Cos, Relu, Not,
  Add, Sub, Mul, Div, Max, Min, Fmod, And, Or, Xor, Shl, Shr, Lrelu, ExpDif, Rhs
};

bool isIntOnly(Fn f) {
  return f == Fn::Not || f == Fn::And || f == Fn::Or || f == Fn::Xor || f == Fn::Shl ||
         f == Fn::Shr;
}
bool isFloatOnly(Fn f) {
  return f == Fn::Sqrt || f == Fn::Rsqrt || f == Fn::Recip || f == Fn::Exp || f == Fn::Log ||
         f == Fn::Sin || f == Fn::Cos || f == Fn::ExpDif;
}

float nanMax(float x, float y, bool max) {
  if (std::isnan(x) || std::isnan(y))
    return std::numeric_limits<float>::quiet_NaN();
  if (x == y)
    return max ? (std::signbit(x) ? y : x) : (std::signbit(x) ? x : y);
  return (x > y) == max ? x : y;
}

float applyF(Fn f, float x, float y) {
  switch (f) {
  case Fn::Neg: return -x;
  case Fn::Abs: return std::fabs(x);
  case Fn::Sqrt: return std::sqrt(x);
  case Fn::Rsqrt: return 1.0f / std::sqrt(x);
  case Fn::Recip: return 1.0f / x;
  case Fn::Exp: return std::exp(x);
  case Fn::Log: return std::log(x);
  case Fn::Sin: return std::sin(x);
  case Fn::Cos: return std::cos(x);
  case Fn::Relu: return x > 0.0f ? x : 0.0f;
  case Fn::Add: return x + y;
  case Fn::Sub: return x - y;
  case Fn::Mul: return x * y;
  case Fn::Div: return x / y;
  case Fn::Max: return nanMax(x, y, true);
  case Fn::Min: return nanMax(x, y, false);
  case Fn::Fmod: return std::fmod(x, y);
  case Fn::Lrelu: return x > 0.0f ? x : x * y;
  case Fn::ExpDif: return std::exp(x - y);
  case Fn::Rhs: return y;
  default: return x;
  }
}

ir::Result<int64_t> applyI(Fn f, int64_t x, int64_t y, DataType d, DivMode mode) {
  uint64_t ux = static_cast<uint64_t>(x), uy = static_cast<uint64_t>(y);
  bool isUnsigned = ir::isUnsignedInt(d);
  switch (f) {
  case Fn::Neg: return static_cast<int64_t>(0 - ux);
  case Fn::Abs: return x < 0 ? static_cast<int64_t>(0 - ux) : x;
  case Fn::Relu: return x > 0 ? x : 0;
  case Fn::Not: return static_cast<int64_t>(~ux);
  case Fn::Add: return static_cast<int64_t>(ux + uy);
  case Fn::Sub: return static_cast<int64_t>(ux - uy);
  case Fn::Mul: return static_cast<int64_t>(ux * uy);
  case Fn::Div:
  case Fn::Fmod:
    if (y == 0)
      return trap("integer division by zero");
    if (f == Fn::Fmod)
      return x - (x / y) * y; // C remainder: the sign of the dividend
    return intDiv(x, y, mode);
  case Fn::Max: return x > y ? x : y;
  case Fn::Min: return x < y ? x : y;
  case Fn::And: return x & y;
  case Fn::Or: return x | y;
  case Fn::Xor: return x ^ y;
  case Fn::Shl: return static_cast<int64_t>(ux << (uy & 63));
  case Fn::Shr:
    if (isUnsigned)
      return static_cast<int64_t>(ux >> (uy & 63));
    return x >> (uy & 63);
  case Fn::Lrelu: return x > 0 ? x : static_cast<int64_t>(ux * uy);
  case Fn::Rhs: return y;
  default: return x;
  }
}

// Where the second operand comes from.
enum class RhsKind { None, Tile, Scalar, RowVec, ColVec };

struct Operands {
  const TileObject *lhs = nullptr;
  const TileObject *rhs = nullptr; // Tile, RowVec, ColVec
  ScalarValue scalar;
  RhsKind kind = RhsKind::None;
};

ir::Result<Value> compute(OpContext &ctx, const ir::Call &call, const Operands &o, Fn fn,
                          DataType d) {
  const std::string &name = call.op;
  PC_TRY(checkElementType(d, name));
  PC_TRY(checkElementType(o.lhs->meta.dtype, name));
  if (o.rhs)
    PC_TRY(checkElementType(o.rhs->meta.dtype, name));
  const TileObject &lhs = *o.lhs;
  const std::vector<int64_t> &shape = lhs.meta.shape;
  bool isF = ir::isFloat(d);
  if (isF && isIntOnly(fn))
    return trap("type error: " + name + " of a " + std::string(ir::name(d)) + " tile");
  if (!isF && isFloatOnly(fn))
    return trap("type error: " + name + " of a " + std::string(ir::name(d)) + " tile");
  std::vector<int64_t> valid = validOf(lhs);
  std::size_t rank = shape.size();
  if ((o.kind == RhsKind::RowVec || o.kind == RhsKind::ColVec) && rank != 2)
    return trap("type error: " + name + " needs 2-D tiles, got " + dimsText(shape));
  if (o.rhs) {
    const std::vector<int64_t> &rs = o.rhs->meta.shape;
    bool ok = rs.size() == rank;
    for (std::size_t k = 0; ok && k < rank; ++k) {
      if (o.kind == RhsKind::Tile)
        ok = rs[k] == shape[k] || rs[k] == 1;
      else if (o.kind == RhsKind::RowVec)
        ok = k == 0 ? rs[0] >= valid[0] : rs[1] >= 1;
      else
        ok = k == 1 ? rs[1] >= valid[1] : rs[0] >= 1;
    }
    if (!ok)
      return trap("type error: " + name + " cannot combine " + dimsText(shape) + " with " +
                  dimsText(rs));
  }
  ScalarValue sc;
  if (o.kind == RhsKind::Scalar)
    sc = PC_TRY(castScalar(o.scalar, d));
  TileMeta meta{d, shape, valid, MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  std::vector<int64_t> lstr = stridesOf(shape);
  std::vector<int64_t> rstr = o.rhs ? stridesOf(o.rhs->meta.shape) : std::vector<int64_t>{};
  int64_t n = meta.numElements();
  DivMode mode = ctx.divMode();
  for (int64_t f = 0; f < n; ++f) {
    // coordinates of f; skip the padding
    bool inside = true;
    int64_t rflat = 0;
    for (std::size_t k = 0; k < rank && inside; ++k) {
      int64_t i = (f / lstr[k]) % shape[k];
      inside = i < valid[k];
      if (o.rhs) {
        int64_t ri = i;
        if (o.kind == RhsKind::Tile && o.rhs->meta.shape[k] == 1)
          ri = 0;
        if (o.kind == RhsKind::RowVec && k == 1)
          ri = 0;
        if (o.kind == RhsKind::ColVec && k == 0)
          ri = 0;
        rflat += ri * rstr[k];
      }
    }
    if (!inside)
      continue;
    std::byte *out = scratch.data() + f * w;
    if (isF) {
      float y = o.rhs ? elemF(*o.rhs, rflat) : static_cast<float>(sc.f);
      storeFloat(out, d, applyF(fn, elemF(lhs, f), y));
    } else {
      int64_t y = o.rhs ? elemI(*o.rhs, rflat) : sc.i;
      auto r = applyI(fn, elemI(lhs, f), y, d, mode);
      if (!r.ok())
        return trap(name + ": " + r.error().message + " at element " + std::to_string(f));
      storeInt(out, d, r.value());
    }
  }
  return emitScratch(ctx, meta, scratch);
}

template <Fn F> ir::Result<Value> opUnary(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  Operands o{t.get(), nullptr, {}, RhsKind::None};
  return compute(ctx, call, o, F, resultDtype(call, t->meta.dtype));
}

template <Fn F> ir::Result<Value> opBinary(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef l = PC_TRY(tileArg(a, 0, call.op));
  TileRef r = PC_TRY(tileArg(a, 1, call.op));
  Operands o{l.get(), r.get(), {}, RhsKind::Tile};
  return compute(ctx, call, o, F,
                 resultDtype(call, ir::promoteScalar(l->meta.dtype, r->meta.dtype)));
}

template <Fn F> ir::Result<Value> opScalar(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef l = PC_TRY(tileArg(a, 0, call.op));
  ScalarValue s = PC_TRY(scalarArg(a, 1, call.op));
  Operands o{l.get(), nullptr, s, RhsKind::Scalar};
  return compute(ctx, call, o, F, resultDtype(call, l->meta.dtype));
}

template <Fn F, RhsKind K>
ir::Result<Value> opExpand(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  TileRef v = PC_TRY(tileArg(a, 1, call.op));
  Operands o{t.get(), v.get(), {}, K};
  return compute(ctx, call, o, F, resultDtype(call, t->meta.dtype));
}

ir::Result<Value> opCast(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  const char *op = "tile.cast";
  TileRef t = PC_TRY(tileArg(a, 0, op));
  std::optional<DataType> target = kwDtype(call, "target_type");
  if (!target)
    return trap("type error: tile.cast has no target_type");
  std::optional<RoundMode> mode = roundModeOf(kwInt(call, "mode").value_or(2));
  if (!mode)
    return trap("tile.cast: rounding mode " + std::to_string(*kwInt(call, "mode")) +
                " does not exist (0..6)");
  DataType s = t->meta.dtype, d = *target;
  PC_TRY(checkElementType(s, op));
  PC_TRY(checkElementType(d, op));
  std::vector<int64_t> valid = validOf(*t);
  TileMeta meta{d, t->meta.shape, valid, MemorySpace::Vec};
  Bytes scratch = scratchFor(meta);
  int w = elementBytes(d);
  std::vector<int64_t> zero(valid.size(), 0);
  forEachRun(valid, t->meta.shape, zero, meta.shape, zero, [&](int64_t src, int64_t dst, int64_t n) {
    for (int64_t k = 0; k < n; ++k) {
      std::byte *out = scratch.data() + (dst + k) * w;
      if (ir::isFloat(s)) {
        double v = loadFloat(t->at(src + k), s);
        if (ir::isFloat(d))
          storeFloat(out, d, roundFloatMode(v, d, *mode));
        else
          storeInt(out, d, roundIntMode(v, d, *mode));
      } else {
        int64_t v = loadInt(t->at(src + k), s);
        if (ir::isFloat(d))
          storeFloat(out, d, roundFloatMode(static_cast<double>(v), d, *mode));
        else
          storeInt(out, d, saturateToIntType(v, d));
      }
    }
  });
  return emitScratch(ctx, meta, scratch);
}

ir::Result<Value> opExpands(OpContext &ctx, const ir::Call &call, const OpArgs &a) {
  TileRef t = PC_TRY(tileArg(a, 0, call.op));
  ScalarValue s = PC_TRY(scalarArg(a, 1, call.op));
  Operands o{t.get(), nullptr, s, RhsKind::Scalar};
  return compute(ctx, call, o, Fn::Rhs, resultDtype(call, t->meta.dtype));
}

struct Named {
  std::string_view suffix;
  OpSemantics fn;
};

template <RhsKind K> OpSemantics expandFor(std::string_view suffix) {
  static const Named table[] = {
      {"", opExpand<Fn::Rhs, K>},        {"_add", opExpand<Fn::Add, K>},
      {"_sub", opExpand<Fn::Sub, K>},    {"_mul", opExpand<Fn::Mul, K>},
      {"_div", opExpand<Fn::Div, K>},    {"_max", opExpand<Fn::Max, K>},
      {"_min", opExpand<Fn::Min, K>},    {"_expdif", opExpand<Fn::ExpDif, K>},
  };
  for (const Named &n : table)
    if (n.suffix == suffix)
      return n.fn;
  return nullptr;
}

OpSemantics byBase(std::string_view base, const Named *table, std::size_t n) {
  for (std::size_t k = 0; k < n; ++k)
    if (table[k].suffix == base)
      return table[k].fn;
  return nullptr;
}

} // namespace

OpSemantics elementwiseSemantics(const ir::OpInfo &op) {
  if (op.name.rfind("tile.", 0) != 0)
    return nullptr;
  std::string_view base = std::string_view(op.name).substr(5);
  using F = ir::OpFamily;
  static const Named unary[] = {
      {"neg", opUnary<Fn::Neg>},     {"abs", opUnary<Fn::Abs>},   {"sqrt", opUnary<Fn::Sqrt>},
      {"rsqrt", opUnary<Fn::Rsqrt>}, {"recip", opUnary<Fn::Recip>}, {"exp", opUnary<Fn::Exp>},
      {"log", opUnary<Fn::Log>},     {"sin", opUnary<Fn::Sin>},   {"cos", opUnary<Fn::Cos>},
      {"relu", opUnary<Fn::Relu>},   {"not", opUnary<Fn::Not>},
  };
  static const Named binary[] = {
      {"maximum", opBinary<Fn::Max>}, {"minimum", opBinary<Fn::Min>},
      {"fmod", opBinary<Fn::Fmod>},   {"and", opBinary<Fn::And>},
      {"or", opBinary<Fn::Or>},       {"xor", opBinary<Fn::Xor>},
      {"shl", opBinary<Fn::Shl>},     {"shr", opBinary<Fn::Shr>},
  };
  static const Named scalar[] = {
      {"maximums", opScalar<Fn::Max>}, {"minimums", opScalar<Fn::Min>},
      {"fmods", opScalar<Fn::Fmod>},   {"ands", opScalar<Fn::And>},
      {"ors", opScalar<Fn::Or>},       {"xors", opScalar<Fn::Xor>},
      {"shls", opScalar<Fn::Shl>},     {"shrs", opScalar<Fn::Shr>},
      {"lrelu", opScalar<Fn::Lrelu>},
  };
  switch (op.family) {
  case F::Unary: return byBase(base, unary, std::size(unary));
  case F::Binary: return byBase(base, binary, std::size(binary));
  case F::ScalarBinary: return byBase(base, scalar, std::size(scalar));
  case F::Expands: return opExpands;
  case F::Cast: return opCast;
  case F::RowExpand: return expandFor<RhsKind::RowVec>(base.substr(std::string_view("row_expand").size()));
  case F::ColExpand: return expandFor<RhsKind::ColVec>(base.substr(std::string_view("col_expand").size()));
  default: return nullptr;
  }
}

} // namespace pipecheck::interp

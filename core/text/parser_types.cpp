// Type annotations: pl.Scalar[DT], pl.Tensor[[dims], DT, view?, memref?]
// (and pld.DistributedTensor[...] the same way), pl.Array[N, DT],
// pl.Tile[[dims], DT, any order of (memory space, pl.TileView(...),
// pl.MemRef(...))], pl.Tuple[...] / tuple[...], pl.Ptr, pl.MemRefType,
// pl.UnknownType, and a bare dtype as a scalar.
//
// A pl.TileView(...) starts from the implicit view for the annotation's
// shape and memory space and overrides only the fields written, mirroring
// how the printer omits them; makeTileType then drops a view that ends up
// implicit. A MemRef byte offset keeps the dtype it is written with (a bare
// literal is INDEX, `pl.const(8192, pl.INT64)` stays INT64), so every
// snapshot PyPTO prints after InitMemRef reads back byte for byte (PyPTO's
// own parser re-types it to INDEX and re-prints `8192`). The result records which parts the annotation spelled out, for
// the assignment merge rules in parser_stmt.cpp. A name in a type that is
// not bound yet is a forward reference (Elaborator::pendingVar): PyPTO
// prints a parameter type that names a var another function's body defines
// (callees print first), and pipecheck reads that text although PyPTO's own
// parser raises NameError on it.
#include <algorithm>

#include "core/text/parser_impl.h"

namespace pipecheck::text {
namespace {

using namespace ir;
using VK = Value::Kind;

std::vector<const AstExpr *> subscriptArgs(const AstExpr &index) {
  std::vector<const AstExpr *> out;
  if (index.kind == AstKind::Tuple && !index.parenthesized)
    for (const auto &i : index.items)
      out.push_back(i.get());
  else
    out.push_back(&index);
  return out;
}

} // namespace

Res<std::vector<ExprPtr>> Elaborator::dimList(const AstExpr &e) {
  if (e.kind != AstKind::List && e.kind != AstKind::Tuple)
    return err(e.pos, "expected a list of dimensions", "ParserTypeError");
  std::vector<ExprPtr> dims;
  for (const auto &item : e.items) {
    Value v = PC_TRY(eval(*item));
    if (v.kind == VK::Int) {
      dims.push_back(constInt(v.i, DataType::INDEX, loc(v.pos)));
    } else if (v.kind == VK::Expr && asScalar(v.expr->type) && isInt(asScalar(v.expr->type)->dtype)) {
      dims.push_back(v.expr);
    } else {
      return err(item->pos, "a dimension must be an integer or an integer scalar",
                 "ParserTypeError");
    }
  }
  return dims;
}

namespace {

struct Extras {
  std::optional<MemorySpace> ms;
  const AstExpr *tileView = nullptr;
  const AstExpr *tensorView = nullptr;
  std::optional<TensorLayout> layout;
  const AstExpr *memref = nullptr;
  const AstExpr *memrefIndex = nullptr;
};

} // namespace

Res<AnnotatedType> Elaborator::annotation(const AstExpr &e) {
  struct Depth {
    int &d;
    explicit Depth(int &depth) : d(depth) { ++d; }
    ~Depth() { --d; }
  } depth(annotationDepth_);
  AnnotatedType out;
  if (e.kind == AstKind::Name || e.kind == AstKind::Attr) {
    auto d = dotted(e);
    if (d == "pl.Ptr")
      out.type = makePtrType();
    else if (d == "pl.MemRefType")
      out.type = makeMemRefType();
    else if (d == "pl.UnknownType")
      out.type = makeUnknownType();
    else if (d && std::find(handleTypeNames().begin(), handleTypeNames().end(), *d) !=
                      handleTypeNames().end())
      out.type = makeHandleType(*d);
    else if (d && d->rfind("pl.", 0) == 0 && parseDataType(d->substr(3)))
      out.type = makeScalarType(*parseDataType(d->substr(3)));
    else
      return err(e.pos, "invalid type annotation", "ParserTypeError");
    return out;
  }
  if (e.kind != AstKind::Subscript)
    return err(e.pos, "invalid type annotation", "ParserTypeError");
  auto head = dotted(*e.items[0]);
  std::vector<const AstExpr *> args = subscriptArgs(*e.items[1]);
  if (!head)
    return err(e.pos, "invalid type annotation", "ParserTypeError");
  auto dtypeArg = [&](const AstExpr &a) -> Res<DataType> {
    auto d = dotted(a);
    if (d && d->rfind("pl.", 0) == 0)
      if (auto dt = parseDataType(d->substr(3)))
        return *dt;
    return err(a.pos, "expected a dtype such as pl.FP32", "ParserTypeError");
  };
  if (*head == "pl.Scalar") {
    if (args.size() != 1)
      return err(e.pos, "pl.Scalar takes one dtype", "ParserTypeError");
    out.type = makeScalarType(PC_TRY(dtypeArg(*args[0])));
    return out;
  }
  if (*head == "pl.Tuple" || *head == "tuple") {
    std::vector<TypePtr> types;
    const AstExpr &idx = *e.items[1];
    if (!(idx.kind == AstKind::Tuple && idx.parenthesized && idx.items.empty()))
      for (const AstExpr *a : args)
        types.push_back(PC_TRY(annotation(*a)).type);
    out.type = makeTupleType(std::move(types));
    return out;
  }
  if (*head == "pl.Out" || *head == "pl.InOut")
    return err(e.pos, *head + "[...] is only valid on a function parameter", "ParserTypeError");
  if (*head == "pl.Array") {
    if (args.size() != 2)
      return err(e.pos, "pl.Array takes a size and a dtype: pl.Array[N, pl.INT32]",
                 "ParserTypeError");
    Value n = PC_TRY(eval(*args[0]));
    if (n.kind != VK::Int || n.i <= 0)
      return err(args[0]->pos, "pl.Array size must be a positive integer constant",
                 "ParserTypeError");
    out.type = makeArrayType(n.i, PC_TRY(dtypeArg(*args[1])));
    return out;
  }
  bool tile = *head == "pl.Tile";
  bool distributed = *head == "pld.DistributedTensor";
  if (!tile && !distributed && *head != "pl.Tensor")
    return err(e.pos, "unknown type '" + *head + "'", "ParserTypeError");
  if (args.size() < 2)
    return err(e.pos, *head + " needs a shape and a dtype", "ParserTypeError");
  std::vector<ExprPtr> shape = PC_TRY(dimList(*args[0]));
  DataType dtype = PC_TRY(dtypeArg(*args[1]));
  Extras x;
  for (std::size_t k = 2; k < args.size(); ++k) {
    const AstExpr &a = *args[k];
    const AstExpr *call = &a, *index = nullptr;
    if (a.kind == AstKind::Subscript) {
      call = a.items[0].get();
      index = a.items[1].get();
    }
    auto callee = call->kind == AstKind::Call ? dotted(*call->items[0]) : std::nullopt;
    if (callee == "pl.MemRef") {
      if (x.memref)
        return err(a.pos, "duplicate pl.MemRef in a type annotation", "ParserTypeError");
      x.memref = call;
      x.memrefIndex = index;
      continue;
    }
    if (index)
      return err(a.pos, "invalid item in a type annotation", "ParserTypeError");
    if (tile && callee == "pl.TileView") {
      if (x.tileView)
        return err(a.pos, "duplicate pl.TileView", "ParserTypeError");
      x.tileView = call;
      continue;
    }
    if (!tile && callee == "pl.TensorView") {
      x.tensorView = call;
      continue;
    }
    Value v = PC_TRY(eval(a));
    if (tile && v.kind == VK::Enum && v.e.family == EnumFamily::Mem) {
      if (x.ms)
        return err(a.pos, "duplicate memory space", "ParserTypeError");
      x.ms = static_cast<MemorySpace>(v.e.value);
      continue;
    }
    if (!tile && v.kind == VK::Enum && v.e.family == EnumFamily::TensorLayout) {
      x.layout = static_cast<TensorLayout>(v.e.value);
      // PyPTO's parser refuses the DN shorthand in its words (kit-probed);
      // PyPTO prints a DN tensor with a pl.TensorView(..., layout=DN).
      if (*x.layout == TensorLayout::DN)
        return err(a.pos, "pl.Tensor[..., pl.DN] is not supported: the DN layout-only shorthand "
                          "forces two coordinate systems (IR-logical post-view vs. runtime "
                          "row-major) onto one annotation", "ParserTypeError");
      continue;
    }
    return err(a.pos, "invalid item in a " + *head + " annotation", "ParserTypeError");
  }

  MemRefPtr memref;
  if (x.memref) {
    const AstExpr &c = *x.memref;
    std::size_t npos = c.items.size() - 1;
    if (npos != 1 && npos != 3)
      return err(c.pos, "pl.MemRef takes (base, offset, size) or (\"name\")", "ParserTypeError");
    auto m = std::make_shared<MemRef>();
    const AstExpr &base = *c.items[1];
    if (base.kind == AstKind::Str) {
      for (char ch : base.name)
        if (ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20)
          return err(base.pos, "a MemRef name cannot contain quotes, backslashes or control "
                               "characters", "ParserValueError");
      m->name = base.name;
    } else if (base.kind == AstKind::Name) {
      ExprPtr b = lookup(base.name);
      if (!b)
        return err(base.pos, "name '" + base.name + "' is not defined", "ParserNameError");
      m->base = varPtr(b);
      m->name = base.name;
    } else {
      return err(base.pos, "a MemRef base must be a name or a string", "ParserTypeError");
    }
    if (npos == 1) {
      if (!m->base && base.kind != AstKind::Str)
        return err(c.pos, "pl.MemRef needs an offset and a size", "ParserTypeError");
      if (m->base)
        return err(c.pos, "pl.MemRef(base) needs an offset and a size", "ParserTypeError");
      m->pinned = true;
    } else {
      Value off = PC_TRY(eval(*c.items[2]));
      if (off.kind == VK::Int)
        m->byteOffset = constInt(off.i, DataType::INDEX, loc(off.pos));
      else
        m->byteOffset = PC_TRY(toExpr(off));
      Value size = PC_TRY(eval(*c.items[3]));
      if (size.kind != VK::Int || size.i < 0)
        return err(c.items[3]->pos, "a MemRef size must be a non-negative integer",
                   "ParserTypeError");
      m->size = static_cast<uint64_t>(size.i);
    }
    for (const auto &[k, v] : c.kwargs) {
      if (k != "slots")
        return err(v->pos, "unexpected keyword '" + k + "' for pl.MemRef", "ParserTypeError");
      Value s = PC_TRY(eval(*v));
      if (s.kind != VK::Int || s.i < 1)
        return err(v->pos, "slots= must be a positive integer", "ParserTypeError");
      m->slotCount = s.i;
    }
    if (x.memrefIndex)
      m->slotIndex = PC_TRY(evalExpr(*x.memrefIndex));
    memref = m;
    out.hasMemRef = true;
  }

  if (!tile) {
    std::optional<TensorView> view;
    if (x.layout) {
      view = TensorView{};
      view->layout = *x.layout;
    }
    if (x.tensorView) {
      view = TensorView{};
      for (const auto &[k, v] : x.tensorView->kwargs) {
        if (k == "valid_shape") {
          view->validShape = PC_TRY(dimList(*v));
        } else if (k == "stride") {
          view->stride = PC_TRY(dimList(*v));
        } else {
          Value ev = PC_TRY(eval(*v));
          if (k == "layout" && ev.kind == VK::Enum && ev.e.family == EnumFamily::TensorLayout)
            view->layout = static_cast<TensorLayout>(ev.e.value);
          else if (k == "pad" && ev.kind == VK::Enum && ev.e.family == EnumFamily::Pad)
            view->pad = static_cast<PadValue>(ev.e.value);
          else
            return err(v->pos, "invalid pl.TensorView field '" + k + "'", "ParserTypeError");
        }
      }
      if (x.tensorView->items.size() > 1)
        return err(x.tensorView->pos, "pl.TensorView takes keyword arguments only",
                   "ParserTypeError");
    }
    out.hasTensorView = view.has_value();
    out.type = makeTensorType(dtype, std::move(shape), std::move(view), memref, distributed);
    return out;
  }

  if (memref && !x.ms)
    return err(e.pos, "a MemRef in a tile annotation needs an explicit memory space",
               "ParserTypeError");
  std::optional<TileView> view;
  if (x.tileView) {
    if (x.tileView->items.size() > 1)
      return err(x.tileView->pos, "pl.TileView takes keyword arguments only", "ParserTypeError");
    view = implicitTileView(shape, x.ms);
    for (const auto &[k, v] : x.tileView->kwargs) {
      if (k == "valid_shape") {
        view->validShape = PC_TRY(dimList(*v));
        continue;
      }
      if (k == "stride") {
        view->stride = PC_TRY(dimList(*v));
        continue;
      }
      if (k == "start_offset") {
        view->startOffset = PC_TRY(evalExpr(*v));
        continue;
      }
      Value ev = PC_TRY(eval(*v));
      bool ok = true;
      if ((k == "blayout" || k == "slayout") && ev.kind == VK::Enum &&
          ev.e.family == EnumFamily::TileLayout)
        (k == "blayout" ? view->blayout : view->slayout) = static_cast<TileLayout>(ev.e.value);
      else if (k == "fractal" && ev.kind == VK::Int)
        view->fractal = ev.i;
      else if (k == "pad" && ev.kind == VK::Enum && ev.e.family == EnumFamily::Pad)
        view->pad = static_cast<PadValue>(ev.e.value);
      else if (k == "compact" && ev.kind == VK::Enum && ev.e.family == EnumFamily::Compact)
        view->compact = static_cast<CompactMode>(ev.e.value);
      else
        ok = false;
      if (!ok)
        return err(v->pos, "invalid pl.TileView field '" + k + "'", "ParserTypeError");
    }
  }
  out.hasMemSpace = x.ms.has_value();
  out.hasTileView = view.has_value();
  out.type = makeTileType(dtype, std::move(shape), x.ms, std::move(view), memref);
  return out;
}

} // namespace pipecheck::text

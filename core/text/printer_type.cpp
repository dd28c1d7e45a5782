// Type printing: Scalar, Tensor (with TensorView and MemRef), Tile (memref,
// memory space, then a TileView holding only the fields that differ from the
// implicit view for its shape and memory space), Tuple, Ptr.
//
// Static dims print bare whatever their dtype; a Var dim prints its name; a
// composite dim prints with typed const leaves, through a scratch printer
// that knows only the program's dynamic-dim names (as PyPTO's does). A
// MemRef's base prints as a bare name when the Ptr is defined in the current
// function body, otherwise as a string; its offset prints through a scratch
// printer with no rename map.
#include "core/text/printer.h"
#include "core/text/printer_impl.h"

namespace pipecheck::text {
using namespace ir;

std::string Printer::dim(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return std::to_string(c->value);
  if (const Var *v = asVar(e))
    return varName(v);
  Printer scratch;
  scratch.dynNames = dynNames;
  scratch.inProgram = inProgram;
  scratch.typedConsts = true;
  return scratch.exprString(e);
}

std::string Printer::dims(const std::vector<ExprPtr> &ds) {
  std::string r;
  for (std::size_t i = 0; i < ds.size(); ++i)
    r += (i ? ", " : "") + dim(ds[i]);
  return r;
}

std::string Printer::memref(const MemRef &m) {
  std::string r = "pl.MemRef(";
  std::string baseName = m.base ? varName(m.base.get()) : m.name;
  if (m.pinned) {
    r += "\"" + baseName + "\"";
  } else {
    if (m.base && bodyDefs.count(m.base.get()))
      r += baseName;
    else
      r += "\"" + baseName + "\"";
    Printer scratch;
    r += ", " + (m.byteOffset ? scratch.exprString(m.byteOffset) : std::string("0"));
    r += ", " + std::to_string(m.size);
  }
  if (m.slotCount > 0)
    r += ", slots=" + std::to_string(m.slotCount);
  r += ")";
  if (m.slotIndex)
    r += "[" + exprString(m.slotIndex) + "]";
  return r;
}

std::string Printer::tileView(const TileView &v, const std::vector<ExprPtr> &shape,
                              std::optional<MemorySpace> ms) {
  TileView imp = implicitTileView(shape, ms);
  std::vector<std::string> fields;
  if (!v.validShape.empty() && !sameStaticDims(v.validShape, shape))
    fields.push_back("valid_shape=[" + dims(v.validShape) + "]");
  if (!v.stride.empty())
    fields.push_back("stride=[" + dims(v.stride) + "]");
  if (v.startOffset)
    fields.push_back("start_offset=" + dim(v.startOffset));
  if (v.blayout != imp.blayout)
    fields.push_back("blayout=pl.TileLayout." + std::string(name(v.blayout)));
  if (v.slayout != imp.slayout)
    fields.push_back("slayout=pl.TileLayout." + std::string(name(v.slayout)));
  if (v.fractal != imp.fractal)
    fields.push_back("fractal=" + std::to_string(v.fractal));
  if (v.pad != PadValue::null)
    fields.push_back("pad=pl.PadValue." + std::string(name(v.pad)));
  if (v.compact != CompactMode::null)
    fields.push_back("compact=pl.CompactMode." + std::string(name(v.compact)));
  std::string r = "pl.TileView(";
  for (std::size_t i = 0; i < fields.size(); ++i)
    r += (i ? ", " : "") + fields[i];
  return r + ")";
}

std::string Printer::tensorView(const TensorView &v, const std::vector<ExprPtr> &shape) {
  bool validIsShape = v.validShape.size() == shape.size() && sameStaticDims(v.validShape, shape);
  bool printValid = !validIsShape && !v.validShape.empty();
  if (!printValid && v.stride.empty() && v.layout == TensorLayout::ND && v.pad == PadValue::null)
    return "pl.TensorView()";
  std::string r = "pl.TensorView(";
  if (printValid)
    r += "valid_shape=[" + dims(v.validShape) + "], ";
  r += "stride=[" + dims(v.stride) + "], layout=pl.TensorLayout." + std::string(name(v.layout));
  if (v.pad != PadValue::null)
    r += ", pad=pl.PadValue." + std::string(name(v.pad));
  return r + ")";
}

std::string Printer::type(const TypePtr &t) {
  if (!t)
    return "pl.UnknownType";
  switch (t->kind) {
  case TypeKind::Scalar:
    return "pl.Scalar[pl." + std::string(name(static_cast<const ScalarType &>(*t).dtype)) + "]";
  case TypeKind::Tensor: {
    const auto &tt = static_cast<const TensorType &>(*t);
    std::string r = std::string(tt.distributed ? "pld.DistributedTensor[[" : "pl.Tensor[[") +
                    dims(tt.shape) + "], pl." + std::string(name(tt.dtype));
    if (tt.view)
      r += ", " + tensorView(*tt.view, tt.shape);
    if (tt.memref)
      r += ", " + memref(*tt.memref);
    return r + "]";
  }
  case TypeKind::Tile: {
    const auto &tt = static_cast<const TileType &>(*t);
    std::string r = "pl.Tile[[" + dims(tt.shape) + "], pl." + std::string(name(tt.dtype));
    if (tt.memref)
      r += ", " + memref(*tt.memref);
    if (tt.memorySpace)
      r += ", pl.Mem." + std::string(name(*tt.memorySpace));
    if (tt.view)
      r += ", " + tileView(*tt.view, tt.shape, tt.memorySpace);
    return r + "]";
  }
  case TypeKind::Tuple: {
    const auto &tt = static_cast<const TupleType &>(*t);
    if (tt.types.empty())
      return "pl.Tuple[()]";
    std::string r = "pl.Tuple[";
    for (std::size_t i = 0; i < tt.types.size(); ++i)
      r += (i ? ", " : "") + type(tt.types[i]);
    return r + "]";
  }
  case TypeKind::Array: {
    const auto &at = static_cast<const ArrayType &>(*t);
    return "pl.Array[" + std::to_string(at.size) + ", pl." + std::string(name(at.dtype)) + "]";
  }
  case TypeKind::Ptr: return "pl.Ptr";
  case TypeKind::MemRef: return "pl.MemRefType";
  case TypeKind::Unknown: return "pl.UnknownType";
  }
  return "pl.UnknownType";
}

} // namespace pipecheck::text

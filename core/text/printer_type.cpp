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

// Types are built by appending to one string (a type per assignment, two
// per loop carry, on every print): the `a + b + c` temporaries were a
// malloc and a copy each.
void Printer::appendDim(std::string &r, const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e)) {
    r += std::to_string(c->value);
    return;
  }
  if (const Var *v = asVar(e)) {
    r += varName(v);
    return;
  }
  Printer scratch;
  scratch.dynNames = dynNames;
  scratch.inProgram = inProgram;
  scratch.typedConsts = true;
  r += scratch.exprString(e);
}

std::string Printer::dim(const ExprPtr &e) {
  std::string r;
  appendDim(r, e);
  return r;
}

void Printer::appendDims(std::string &r, const std::vector<ExprPtr> &ds) {
  for (std::size_t i = 0; i < ds.size(); ++i) {
    if (i)
      r += ", ";
    appendDim(r, ds[i]);
  }
}

std::string Printer::dims(const std::vector<ExprPtr> &ds) {
  std::string r;
  appendDims(r, ds);
  return r;
}

void Printer::appendMemref(std::string &r, const MemRef &m) {
  r += "pl.MemRef(";
  std::string baseName = m.base ? varName(m.base.get()) : m.name;
  const bool bare = !m.pinned && m.base && bodyDefs.count(m.base.get());
  if (!bare)
    r += '"';
  r += baseName;
  if (!bare)
    r += '"';
  if (!m.pinned) {
    r += ", ";
    if (m.byteOffset) {
      Printer scratch;
      r += scratch.exprString(m.byteOffset);
    } else {
      r += '0';
    }
    r += ", ";
    r += std::to_string(m.size);
  }
  if (m.slotCount > 0) {
    r += ", slots=";
    r += std::to_string(m.slotCount);
  }
  r += ')';
  if (m.slotIndex) {
    r += '[';
    r += exprString(m.slotIndex);
    r += ']';
  }
}

std::string Printer::memref(const MemRef &m) {
  std::string r;
  appendMemref(r, m);
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
    std::string r = tt.distributed ? "pld.DistributedTensor[[" : "pl.Tensor[[";
    appendDims(r, tt.shape);
    r += "], pl.";
    r += name(tt.dtype);
    if (tt.view) {
      r += ", ";
      r += tensorView(*tt.view, tt.shape);
    }
    if (tt.memref) {
      r += ", ";
      appendMemref(r, *tt.memref);
    }
    r += ']';
    return r;
  }
  case TypeKind::Tile: {
    const auto &tt = static_cast<const TileType &>(*t);
    std::string r = "pl.Tile[[";
    appendDims(r, tt.shape);
    r += "], pl.";
    r += name(tt.dtype);
    if (tt.memref) {
      r += ", ";
      appendMemref(r, *tt.memref);
    }
    if (tt.memorySpace) {
      r += ", pl.Mem.";
      r += name(*tt.memorySpace);
    }
    if (tt.view) {
      r += ", ";
      r += tileView(*tt.view, tt.shape, tt.memorySpace);
    }
    r += ']';
    return r;
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
  case TypeKind::Handle: return static_cast<const HandleType &>(*t).name;
  case TypeKind::MemRef: return "pl.MemRefType";
  case TypeKind::Unknown: return "pl.UnknownType";
  }
  return "pl.UnknownType";
}

} // namespace pipecheck::text

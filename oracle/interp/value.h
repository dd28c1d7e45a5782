// Runtime values of the interpreter: scalars, tensor references, tiles,
// pointers (tile.alloc) and tuples.
//
// Scalars carry their dtype; integers (and BOOL as 0/1) live in an int64 that
// is always already wrapped to the dtype's width, floats in a double that
// always holds a value representable in the dtype (an FP32 scalar is a float
// widened to double). Tensors are values with versions: a TensorRef names an
// underlying tensor (root) and the version it denotes; the machine knows the
// current version of every root (see machine.h). Tiles are shared objects
// whose element bytes come from the machine's TileStore; a TileRef may share
// its bytes with other tiles when the store says so (buffer-aware store), so
// op semantics never assume a fresh result is disjoint from its inputs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include "core/ir/enums.h"

namespace pipecheck::interp {

struct ScalarValue {
  ir::DataType dtype = ir::DataType::INDEX;
  int64_t i = 0;  // integer and BOOL payload (wrapped to dtype)
  double f = 0.0; // float payload (representable in dtype)

  bool isFloat() const { return ir::isFloat(dtype); }
  bool isBool() const { return dtype == ir::DataType::BOOL; }
  static ScalarValue ofInt(int64_t v, ir::DataType d = ir::DataType::INDEX);
  static ScalarValue ofFloat(double v, ir::DataType d = ir::DataType::FP32);
  static ScalarValue ofBool(bool b);
  // The value as a double (ints converted).
  double asDouble() const { return isFloat() ? f : static_cast<double>(i); }
  // The element of dtype d at p, and this value stored at p in its own dtype
  // (cast it first to store into a different one).
  static ScalarValue load(const std::byte *p, ir::DataType d);
  void store(std::byte *p) const;
};

struct TensorRef {
  uint32_t root = 0;
  uint32_t version = 0;
};

// The number of elements of a row-major array of this shape (1 for []).
int64_t elementCount(const std::vector<int64_t> &shape);

// max(n, 1) bytes for a tile or a buffer block, zero-filled or left
// uninitialised (a block that zero-fills its pages lazily).
std::shared_ptr<std::byte> allocateBytes(int64_t n, bool zeroFill);

// The shape and placement facts of one tile. valid <= shape elementwise;
// elements outside the valid region exist (zero on creation) but are never
// stored to a tensor.
struct TileMeta {
  ir::DataType dtype = ir::DataType::FP32;
  std::vector<int64_t> shape;
  std::vector<int64_t> valid;
  ir::MemorySpace space = ir::MemorySpace::Vec;

  int64_t numElements() const;
  int64_t byteSize() const;
};

struct TileObject {
  TileMeta meta;
  std::shared_ptr<std::byte> bytes; // numElements() * elementBytes(dtype) bytes, row-major
  // Buffer-aware runs: a view with bytes of its own (Executor::evalCall: a
  // tile.slice or tile.transpose_view result, or a view of such a view)
  // keeps the MemRef it shares with its source here (its buffer's name,
  // allocation id, byte offset and size), so that a carry into that very
  // buffer reads the view's values (Executor::carryInto).
  std::optional<std::tuple<std::string, int64_t, int64_t, uint64_t>> viewIn;
  std::byte *at(int64_t flat) const;
};
using TileRef = std::shared_ptr<TileObject>;

// A tile.alloc result: one on-chip allocation.
struct PtrValue {
  int64_t id = 0;
  ir::MemorySpace space = ir::MemorySpace::Vec;
  int64_t size = 0;
};

struct Value;
using TupleRef = std::shared_ptr<const std::vector<Value>>;

struct Value {
  std::variant<std::monostate, ScalarValue, TensorRef, TileRef, PtrValue, TupleRef> v;

  Value() = default;
  Value(ScalarValue s) : v(s) {}
  Value(TensorRef t) : v(t) {}
  Value(TileRef t) : v(std::move(t)) {}
  Value(PtrValue p) : v(p) {}
  Value(TupleRef t) : v(std::move(t)) {}

  bool isNone() const { return v.index() == 0; }
  const ScalarValue *scalar() const { return std::get_if<ScalarValue>(&v); }
  const TensorRef *tensor() const { return std::get_if<TensorRef>(&v); }
  const TileRef *tile() const { return std::get_if<TileRef>(&v); }
  const PtrValue *ptr() const { return std::get_if<PtrValue>(&v); }
  const TupleRef *tuple() const { return std::get_if<TupleRef>(&v); }
  // "scalar", "tensor", "tile", "ptr", "tuple", "none" (for type-error messages).
  const char *kindName() const;
};

// Renders a scalar for messages: ints in decimal, floats with the shortest
// text that reads back to the same value ("1.5", "-0", "inf"), bools as
// True/False.
std::string formatScalar(const ScalarValue &s);
// Renders a float for messages (same rules as formatScalar).
std::string formatFloat(double v);

} // namespace pipecheck::interp

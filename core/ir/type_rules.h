// Result-type rules of the op table, shared by the tile rules
// (tile_type_rules.cpp) and the tensor rules (tensor_type_rules.cpp).
//
// A row of ops.def picks its rule by family, or by a `type=NAME` flag where
// a few ops of one family (or of the catch-all Other) share a rule of their
// own: typeRuleFor() is the only place that reads either. Every rule
// reproduces the type PyPTO's deduction gives the call (checked against the
// kit's print: tests/golden-kernels/cases/type_rules_*); a rule that cannot
// tell for some arguments (a dynamic extent it would have to compute, a form
// it does not model) returns Unknown and the assignment's annotation gives
// the type, as in PyPTO's parser.
#pragma once

#include <functional>
#include <span>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/expr.h"
#include "core/ir/op_registry.h"

namespace pipecheck::ir {

using TypeRule = std::function<Result<TypePtr>(const std::vector<ExprPtr> &, const AttrList &)>;

// The rule of a row: its `type=` flag's rule when `rule` is not empty, else
// its family's (tile-level or tensor-level twin). Null when the table has no
// rule. Throws std::logic_error on a rule name it does not know (a table bug).
TypeRule typeRuleFor(OpFamily family, bool tileLevel, std::string_view rule);

namespace rules {
using Args = std::vector<ExprPtr>;

Diagnostic typeError(std::string msg);
// PyPTO's DataType string in its messages: the lower-case name, bfloat16 for
// BF16 ("got fp32", "got bfloat16").
std::string dtypeString(DataType dtype);
Result<const TileType *> tileArg(const Args &a, std::size_t i, std::string_view op);
Result<const TensorType *> tensorArg(const Args &a, std::size_t i, std::string_view op);
// A list argument (offsets, shapes, indices): a MakeTuple of integer scalars.
Result<std::vector<ExprPtr>> tupleArg(const Args &a, std::size_t i, std::string_view op);
// PyPTO's checks of a ci, in its order and words (kit-probed, both levels):
// the dtype is INT16, INT32, UINT16 or UINT32; ci fills one row (pto.tci
// ignores valid rows), so every dim but the last is 1 where it is constant.
Result<Unit> checkCi(const std::vector<ExprPtr> &shape, DataType dtype, bool tileLevel);
// PyPTO rejects a cast to the dtype it already has, at both levels
// (kit-probed over every pair of element types).
Result<Unit> checkCastChangesDtype(DataType from, DataType to, std::string_view op);
// tile.write / tensor.write: the value must have the written element type
// (PyPTO converts no literal: an int one is INDEX, a float one FP32;
// kit-probed on every dtype). `level` is "tile" or "tensor".
Result<Unit> checkWriteValue(DataType element, const Args &a, std::string_view level);
// The value of a constant dim, if it is one.
std::optional<int64_t> constDim(const ExprPtr &e);
ExprPtr dim(int64_t v);
// Numpy-style broadcast of two shapes (right-aligned; a static 1 stretches).
Result<std::vector<ExprPtr>> broadcastShapes(const std::vector<ExprPtr> &a,
                                             const std::vector<ExprPtr> &b, std::string_view op);
// The result is argument i's type, as given (in-place ops).
TypeRule argType(std::size_t i);
// The rule called `rule` in a level's table of `type=` rules; throws
// std::logic_error naming the level (tile, tensor) when it has none.
using NamedRule = std::pair<std::string_view, TypeRule>;
TypeRule namedRule(std::span<const NamedRule> named, std::string_view rule,
                   std::string_view level);

// Index queries, buffers and allocs: the same rule at every level (or null).
TypeRule commonRule(OpFamily family);
TypeRule tileRule(OpFamily family, std::string_view rule);
TypeRule tensorRule(OpFamily family, std::string_view rule);
} // namespace rules

} // namespace pipecheck::ir

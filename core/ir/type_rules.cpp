// The shared helpers of the result-type rules and the dispatcher that picks a
// row's rule (see type_rules.h).
#include "core/ir/type_rules.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/ir/builder.h"

namespace pipecheck::ir {
namespace rules {

Diagnostic typeError(std::string msg) { return makeError(std::move(msg), {}, "TypeCheck"); }

Result<Unit> checkCastChangesDtype(DataType from, DataType to, std::string_view op) {
  if (from != to)
    return Unit{};
  return typeError(std::string(op) + ": target_type " + dtypeString(to) +
                   " equals input dtype; same-dtype cast is not a valid operation. Remove the "
                   "cast or use a different target_type.");
}

Result<Unit> checkWriteValue(DataType element, const Args &a, std::string_view level) {
  const ScalarType *v = a.size() > 2 ? asScalar(a[2]->type) : nullptr;
  if (!v || v->dtype == element)
    return Unit{};
  std::string l(level);
  return typeError(l + ".write requires value dtype to match " + l + " dtype, but got value dtype " +
                   dtypeString(v->dtype) + " and " + l + " dtype " + dtypeString(element));
}

std::string dtypeString(DataType dtype) {
  std::string s = dtype == DataType::BF16 ? "bfloat16" : std::string(name(dtype));
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

Result<Unit> checkCi(const std::vector<ExprPtr> &shape, DataType dtype, bool tileLevel) {
  if (dtype != DataType::INT16 && dtype != DataType::INT32 && dtype != DataType::UINT16 &&
      dtype != DataType::UINT32) {
    std::string got = dtypeString(dtype);
    return typeError(std::string(tileLevel ? "The operator tile.ci requires dtype to be"
                                           : "tensor.ci dtype must be") +
                     " one of {INT16, INT32, UINT16, UINT32}, but got " + got);
  }
  // A one-column ci is refused before its leading dims are looked at
  // (kit-probed: [1, 1], [2, 1] and [1] alike).
  if (!shape.empty())
    if (std::optional<int64_t> cols = constDim(shape.back()); cols && *cols == 1)
      return typeError(std::string(tileLevel ? "The operator tile.ci" : "tensor.ci") +
                       " requires the innermost dimension (Cols) to be != 1, got 1");
  for (std::size_t i = 0; i + 1 < shape.size(); ++i)
    if (std::optional<int64_t> d = constDim(shape[i]); d && *d != 1)
      return typeError(std::string(tileLevel ? "The operator tile.ci" : "tensor.ci") +
                       " only populates the first row because pto.tci ignores valid rows; "
                       "leading dimensions must be 1, but got " +
                       std::to_string(*d) + " at index " + std::to_string(i));
  return Unit{};
}

Result<const TileType *> tileArg(const Args &a, std::size_t i, std::string_view op) {
  const TileType *t = i < a.size() ? asTile(a[i]->type) : nullptr;
  if (!t)
    return typeError(std::string(op) + ": argument " + std::to_string(i) + " must be a Tile");
  return t;
}

Result<const TensorType *> tensorArg(const Args &a, std::size_t i, std::string_view op) {
  const TensorType *t = i < a.size() ? asTensor(a[i]->type) : nullptr;
  if (!t)
    return typeError(std::string(op) + ": argument " + std::to_string(i) + " must be a Tensor");
  return t;
}

Result<std::vector<ExprPtr>> tupleArg(const Args &a, std::size_t i, std::string_view op) {
  const MakeTuple *t = i < a.size() ? asMakeTuple(a[i]) : nullptr;
  if (!t)
    return typeError(std::string(op) + ": argument " + std::to_string(i) + " must be a list");
  for (const ExprPtr &e : t->elements) {
    const ScalarType *s = asScalar(e->type);
    if (!s || !isInt(s->dtype))
      return typeError(std::string(op) + ": argument " + std::to_string(i) +
                       " must be a list of integers");
  }
  return t->elements;
}

std::optional<int64_t> constDim(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return c->value;
  return std::nullopt;
}

ExprPtr dim(int64_t v) { return constInt(v, DataType::INDEX); }

Result<std::vector<ExprPtr>> broadcastShapes(const std::vector<ExprPtr> &a,
                                             const std::vector<ExprPtr> &b, std::string_view op) {
  std::size_t n = std::max(a.size(), b.size());
  std::vector<ExprPtr> out(n);
  for (std::size_t k = 0; k < n; ++k) {
    const ExprPtr *x = k < a.size() ? &a[a.size() - 1 - k] : nullptr;
    const ExprPtr *y = k < b.size() ? &b[b.size() - 1 - k] : nullptr;
    ExprPtr &o = out[n - 1 - k];
    if (!x || !y) {
      o = x ? *x : *y;
      continue;
    }
    std::optional<int64_t> cx = constDim(*x), cy = constDim(*y);
    if (cx && cy && *cx != *cy && *cx != 1 && *cy != 1)
      return typeError(std::string(op) + ": shapes do not broadcast");
    o = cx && *cx == 1 && !(cy && *cy == 1) ? *y : *x;
  }
  return out;
}

TypeRule argType(std::size_t i) {
  return [i](const Args &a, const AttrList &) -> Result<TypePtr> {
    if (i >= a.size())
      return typeError("argument " + std::to_string(i) + " is missing");
    return a[i]->type;
  };
}

TypeRule namedRule(std::span<const NamedRule> named, std::string_view rule,
                   std::string_view level) {
  for (const auto &[n, r] : named)
    if (n == rule)
      return r;
  throw std::logic_error("ops.def: unknown " + std::string(level) + " type rule '" +
                         std::string(rule) + "'");
}

} // namespace rules

TypeRule typeRuleFor(OpFamily family, bool tileLevel, std::string_view rule) {
  // `argN`: the op returns its argument N as updated in place.
  if (rule.size() == 4 && rule.substr(0, 3) == "arg" && rule[3] >= '0' && rule[3] <= '9')
    return rules::argType(static_cast<std::size_t>(rule[3] - '0'));
  return tileLevel ? rules::tileRule(family, rule) : rules::tensorRule(family, rule);
}

} // namespace pipecheck::ir

// Attribute and kwarg values: PyPTO's ordered vector<pair<string, any>>.
//
// The variant's alternative is part of the value: an int attr never equals a
// bool or a string attr (structural equality compares the held type first),
// and the printer chooses the spelling from it. Lists compare as maps (order
// ignored) in structural equality but print in stored order.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/ir/enums.h"

namespace pipecheck::ir {

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

using AttrValue = std::variant<bool, int64_t, double, std::string, DataType, MemorySpace,
                               TileLayout, TensorLayout, PadValue, std::vector<int64_t>, ExprPtr,
                               PipeType>;
using AttrList = std::vector<std::pair<std::string, AttrValue>>;

const AttrValue *findAttr(const AttrList &attrs, std::string_view key);
// Returns a copy of attrs without key.
AttrList withoutAttr(const AttrList &attrs, std::string_view key);
// Returns a copy with key removed then (key, value) appended at the end
// (PyPTO's re-attach order).
AttrList withAttrAtEnd(const AttrList &attrs, std::string key, AttrValue value);

template <class T> std::optional<T> getAttr(const AttrList &attrs, std::string_view key) {
  const AttrValue *v = findAttr(attrs, key);
  if (!v)
    return std::nullopt;
  if (const T *t = std::get_if<T>(v))
    return *t;
  return std::nullopt;
}

// Attr keys used by the pipeline passes.
inline constexpr const char *kPipelineStagesAttr = "pipeline_stages";
inline constexpr const char *kPipelineMembershipAttr = "pipeline_membership";
inline constexpr const char *kPipelineDoubleBufferCAttr = "pipeline_double_buffer_c";
inline constexpr const char *kPipelineOverlapStoresAttr = "pipeline_overlap_stores";

} // namespace pipecheck::ir

// Helpers over AttrList; see attrs.h.
#include "core/ir/attrs.h"

namespace pipecheck::ir {

const AttrValue *findAttr(const AttrList &attrs, std::string_view key) {
  for (const auto &[k, v] : attrs)
    if (k == key)
      return &v;
  return nullptr;
}

AttrList withoutAttr(const AttrList &attrs, std::string_view key) {
  AttrList out;
  for (const auto &kv : attrs)
    if (kv.first != key)
      out.push_back(kv);
  return out;
}

AttrList withAttrAtEnd(const AttrList &attrs, std::string key, AttrValue value) {
  AttrList out = withoutAttr(attrs, key);
  out.emplace_back(std::move(key), std::move(value));
  return out;
}

} // namespace pipecheck::ir

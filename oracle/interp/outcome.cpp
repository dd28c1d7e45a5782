// Outcome rendering, output digests and bit-exact comparison; see outcome.h.
#include "oracle/interp/outcome.h"

#include <algorithm>

#include <cstdio>
#include <cstring>

#include "oracle/interp/element.h"
#include "oracle/interp/value.h"

namespace pipecheck::interp {
namespace {

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

std::string indexText(const std::vector<int64_t> &shape, std::size_t flat) {
  if (shape.empty())
    return "";
  std::vector<int64_t> idx(shape.size());
  for (std::size_t d = shape.size(); d-- > 0;) {
    int64_t ext = shape[d] > 0 ? shape[d] : 1;
    idx[d] = static_cast<int64_t>(flat) % ext;
    flat /= static_cast<std::size_t>(ext);
  }
  return shapeText(idx);
}

} // namespace

std::string Where::str() const {
  std::string s;
  if (!function.empty())
    s += "in " + function;
  if (loc.valid())
    s += (s.empty() ? "at " : " at ") + loc.str();
  if (!loopVars.empty()) {
    s += " (";
    for (std::size_t i = 0; i < loopVars.size(); ++i)
      s += (i ? ", " : "") + loopVars[i].first + "=" + std::to_string(loopVars[i].second);
    s += ")";
  }
  if (!stmt.empty())
    s += ": " + stmt;
  return s;
}

std::size_t OutputValue::count() const {
  return bytes->size() / static_cast<std::size_t>(elementBytes(dtype));
}

uint64_t OutputValue::bitsAt(std::size_t flat) const {
  return loadBits(bytes->data() + flat * static_cast<std::size_t>(elementBytes(dtype)), dtype);
}

std::string OutputValue::elementText(std::size_t flat) const {
  const std::byte *p = bytes->data() + flat * static_cast<std::size_t>(elementBytes(dtype));
  if (ir::isFloat(dtype))
    return formatFloat(loadFloat(p, dtype));
  if (dtype == ir::DataType::BOOL)
    return loadInt(p, dtype) ? "True" : "False";
  return std::to_string(loadInt(p, dtype));
}

std::string Outputs::digest() const {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&](uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xFF;
      h *= 1099511628211ull;
    }
  };
  for (const OutputValue &v : values) {
    for (char c : v.label)
      mix(static_cast<unsigned char>(c));
    mix(static_cast<uint64_t>(v.dtype));
    for (int64_t d : v.shape)
      mix(static_cast<uint64_t>(d));
    for (std::byte b : *v.bytes) {
      h ^= static_cast<uint64_t>(b);
      h *= 1099511628211ull;
    }
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

const char *outcomeName(const Outcome &o) {
  static const char *names[] = {"Returned", "Trap", "FuelExhausted", "OutsideContract",
                                "InternalError"};
  return names[o.index()];
}

std::string describe(const Outcome &o) {
  std::string s = outcomeName(o);
  auto withWhere = [&](const std::string &msg, const Where &w) {
    if (!msg.empty())
      s += ": " + msg;
    if (!w.empty())
      s += " [" + w.str() + "]";
  };
  if (const auto *r = std::get_if<Returned>(&o))
    s += " (" + std::to_string(r->outputs.values.size()) + " outputs, digest " +
         r->outputs.digest() + ")";
  else if (const auto *t = std::get_if<Trap>(&o))
    withWhere(t->message, t->where);
  else if (const auto *f = std::get_if<FuelExhausted>(&o))
    withWhere(f->deadline ? "time budget reached" : "after " + std::to_string(f->fuel) + " statements",
              f->where);
  else if (const auto *c = std::get_if<OutsideContract>(&o))
    withWhere(c->message, c->where);
  else if (const auto *e = std::get_if<InternalError>(&o))
    s += ": " + e->message;
  return s;
}

const Outputs *RunResult::outputs() const {
  if (const auto *r = std::get_if<Returned>(&outcome))
    return &r->outputs;
  return nullptr;
}

std::optional<std::string> firstDifference(const Outputs &lhs, const Outputs &rhs) {
  std::size_t n = std::min(lhs.values.size(), rhs.values.size());
  for (std::size_t i = 0; i < n; ++i) {
    const OutputValue &a = lhs.values[i];
    const OutputValue &b = rhs.values[i];
    if (a.label != b.label)
      return "output " + std::to_string(i) + " is '" + a.label + "' vs '" + b.label + "'";
    if (a.dtype != b.dtype)
      return a.label + ": dtype " + std::string(ir::name(a.dtype)) + " vs " +
             std::string(ir::name(b.dtype));
    if (a.shape != b.shape)
      return a.label + ": shape " + shapeText(a.shape) + " vs " + shapeText(b.shape);
    // memcmp: vector<std::byte>'s operator== compares byte by byte (std::byte
    // is not an integer type to libstdc++), which was 2% of a campaign.
    if (a.bytes == b.bytes ||
        (a.bytes->size() == b.bytes->size() &&
         (a.bytes->empty() || std::memcmp(a.bytes->data(), b.bytes->data(), a.bytes->size()) == 0)))
      continue;
    for (std::size_t k = 0; k < a.count(); ++k)
      if (a.bitsAt(k) != b.bitsAt(k))
        return a.label + indexText(a.shape, k) + ": " + a.elementText(k) + " vs " +
               b.elementText(k);
  }
  if (lhs.values.size() != rhs.values.size()) {
    const Outputs &longer = lhs.values.size() > n ? lhs : rhs;
    return "outputs differ in count: " + std::to_string(lhs.values.size()) + " vs " +
           std::to_string(rhs.values.size()) + " (first unmatched: '" + longer.values[n].label +
           "')";
  }
  return std::nullopt;
}

std::optional<std::string> firstDifference(const Outcome &lhs, const Outcome &rhs) {
  if (lhs.index() != rhs.index())
    return std::string("outcome ") + describe(lhs) + " vs " + describe(rhs);
  if (const auto *a = std::get_if<Returned>(&lhs))
    return firstDifference(a->outputs, std::get<Returned>(rhs).outputs);
  auto message = [](const Outcome &o) -> std::string {
    if (const auto *t = std::get_if<Trap>(&o))
      return t->message;
    if (const auto *c = std::get_if<OutsideContract>(&o))
      return c->message;
    if (const auto *e = std::get_if<InternalError>(&o))
      return e->message;
    return {};
  };
  if (message(lhs) != message(rhs))
    return std::string(outcomeName(lhs)) + " '" + message(lhs) + "' vs '" + message(rhs) + "'";
  return std::nullopt;
}

std::string uninterpretedNote(const std::vector<std::string> &ops) {
  if (ops.empty())
    return {};
  std::string out = "; rests on uninterpreted op" + std::string(ops.size() > 1 ? "s " : " ");
  for (std::size_t k = 0; k < ops.size(); ++k)
    out += (k ? ", " : "") + ops[k];
  return out + " (their values are a hash of their inputs: judged for replication, order and "
               "buffer sharing, not arithmetic)";
}

void mergeUninterpreted(std::vector<std::string> &a, const std::vector<std::string> &b) {
  for (const std::string &op : b) {
    auto it = std::lower_bound(a.begin(), a.end(), op);
    if (it == a.end() || *it != op)
      a.insert(it, op);
  }
}

} // namespace pipecheck::interp

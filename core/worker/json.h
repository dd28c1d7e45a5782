// A small JSON value, reader and writer for the worker protocol.
//
// The worker protocol (protocol.h) carries one JSON object per frame. This is
// just enough JSON for it: null, bool, number (held as double; ids and counts
// are small integers), string (UTF-8, \uXXXX escapes decoded to UTF-8),
// array and object (keys in order, lookup by name). The reader never throws:
// malformed text, trailing bytes or nesting past a depth limit come back as
// an error string, which the client turns into a harness error ("the worker
// answered garbage").
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pipecheck::worker {

class Json {
public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;

  Json() = default; // null
  Json(std::nullptr_t) {}
  Json(bool b) : v_(b) {}
  Json(double d) : v_(d) {}
  Json(int i) : v_(static_cast<double>(i)) {}
  Json(long long i) : v_(static_cast<double>(i)) {}
  Json(std::string s) : v_(std::move(s)) {}
  Json(const char *s) : v_(std::string(s)) {}
  Json(Array a) : v_(std::move(a)) {}
  Json(Object o) : v_(std::move(o)) {}

  bool isNull() const { return v_.index() == 0; }
  bool isBool() const { return v_.index() == 1; }
  bool isNumber() const { return v_.index() == 2; }
  bool isString() const { return v_.index() == 3; }
  bool isArray() const { return v_.index() == 4; }
  bool isObject() const { return v_.index() == 5; }

  bool asBool() const { return isBool() && std::get<1>(v_); }
  double asNumber() const { return isNumber() ? std::get<2>(v_) : 0; }
  const std::string &asString() const;
  const Array &asArray() const;
  const Object &asObject() const;

  // Member of an object, or null (also for a non-object).
  const Json &operator[](std::string_view key) const;
  // The member as a string when it is one.
  std::optional<std::string> str(std::string_view key) const;

  std::string dump() const;

private:
  std::variant<std::monostate, bool, double, std::string, Array, Object> v_;
};

struct JsonParse {
  std::optional<Json> value;
  std::string error; // set when value is empty: "offset N: ..."
};
JsonParse parseJson(std::string_view text);

} // namespace pipecheck::worker

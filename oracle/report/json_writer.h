// A tiny JSON writer for the finding reports: escaping, nested objects and
// arrays, two-space indentation. No parser and no DOM: a report is written
// once, field by field, in a fixed order.
//
// Why not a library: pipecheck takes no new dependency for one file format,
// and the reports need only strings, integers, booleans and null. Strings
// are escaped per RFC 8259 (quote, backslash, every control character as
// \uXXXX or its short form); bytes >= 0x80 pass through unchanged, so UTF-8
// text stays UTF-8 (the programs are ASCII in practice). Misuse (a value
// without a key inside an object, unbalanced end) is a programming error the
// writer does not check beyond keeping its own stack; the tests parse every
// report back with an independent syntax checker.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pipecheck::report {

// The JSON string literal of `s`, quotes included.
std::string jsonString(std::string_view s);

class JsonWriter {
public:
  // Containers. key() must precede every value inside an object.
  JsonWriter &beginObject();
  JsonWriter &endObject();
  JsonWriter &beginArray();
  JsonWriter &endArray();
  JsonWriter &key(std::string_view k);
  // Scalars.
  JsonWriter &value(std::string_view s);
  JsonWriter &value(const char *s) { return value(std::string_view(s)); }
  JsonWriter &value(const std::string &s) { return value(std::string_view(s)); }
  JsonWriter &value(int64_t n);
  JsonWriter &value(uint64_t n);
  JsonWriter &value(int n) { return value(static_cast<int64_t>(n)); }
  JsonWriter &value(unsigned n) { return value(static_cast<uint64_t>(n)); }
  JsonWriter &value(double d);
  JsonWriter &value(bool b);
  JsonWriter &null();
  // key + value in one call.
  template <class T> JsonWriter &field(std::string_view k, const T &v) {
    key(k);
    return value(v);
  }
  JsonWriter &stringArray(std::string_view k, const std::vector<std::string> &items);

  // The text so far (complete once every container is closed), ending in "\n".
  std::string str() const { return out_ + "\n"; }

private:
  void beforeValue();
  void newline();
  std::string out_;
  std::vector<bool> first_; // per open container: no element written yet
  bool afterKey_ = false;
};

} // namespace pipecheck::report

// The JSON writer of the reports; see json_writer.h.
#include "oracle/report/json_writer.h"

#include <cmath>
#include <cstdio>

namespace pipecheck::report {

std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    case '\b': out += "\\b"; break;
    case '\f': out += "\\f"; break;
    default:
      if (c < 0x20 || c == 0x7f) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  return out + "\"";
}

void JsonWriter::newline() {
  out_ += "\n";
  out_.append(2 * first_.size(), ' ');
}

void JsonWriter::beforeValue() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (first_.empty())
    return;
  if (!first_.back())
    out_ += ",";
  first_.back() = false;
  newline();
}

JsonWriter &JsonWriter::beginObject() {
  beforeValue();
  out_ += "{";
  first_.push_back(true);
  return *this;
}

JsonWriter &JsonWriter::endObject() {
  bool empty = !first_.empty() && first_.back();
  if (!first_.empty())
    first_.pop_back();
  if (!empty)
    newline();
  out_ += "}";
  return *this;
}

JsonWriter &JsonWriter::beginArray() {
  beforeValue();
  out_ += "[";
  first_.push_back(true);
  return *this;
}

JsonWriter &JsonWriter::endArray() {
  bool empty = !first_.empty() && first_.back();
  if (!first_.empty())
    first_.pop_back();
  if (!empty)
    newline();
  out_ += "]";
  return *this;
}

JsonWriter &JsonWriter::key(std::string_view k) {
  beforeValue();
  out_ += jsonString(k) + ": ";
  afterKey_ = true;
  return *this;
}

JsonWriter &JsonWriter::value(std::string_view s) {
  beforeValue();
  out_ += jsonString(s);
  return *this;
}

JsonWriter &JsonWriter::value(int64_t n) {
  beforeValue();
  out_ += std::to_string(n);
  return *this;
}

JsonWriter &JsonWriter::value(uint64_t n) {
  beforeValue();
  out_ += std::to_string(n);
  return *this;
}

JsonWriter &JsonWriter::value(double d) {
  beforeValue();
  if (!std::isfinite(d)) {
    out_ += "null"; // JSON has no NaN or infinity
    return *this;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", d);
  out_ += buf;
  return *this;
}

JsonWriter &JsonWriter::value(bool b) {
  beforeValue();
  out_ += b ? "true" : "false";
  return *this;
}

JsonWriter &JsonWriter::null() {
  beforeValue();
  out_ += "null";
  return *this;
}

JsonWriter &JsonWriter::stringArray(std::string_view k, const std::vector<std::string> &items) {
  key(k);
  beginArray();
  for (const auto &s : items)
    value(s);
  return endArray();
}

} // namespace pipecheck::report

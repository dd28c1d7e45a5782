// A tiny, independent JSON reader for the report tests: strict RFC 8259
// syntax (no trailing commas, no comments, escapes checked, control
// characters in strings rejected) into a small tree, so a test can both
// validate a report's JSON and read its fields back. Written separately
// from oracle/report's writer on purpose: a writer bug cannot hide behind a
// reader that shares its code.
#pragma once

#include <cctype>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace pipecheck::testing {

struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  bool b = false;
  double number = 0;
  std::string str;
  std::vector<Json> items;
  // Object members in document order (two vectors: std::pair<..., Json>
  // would need Json complete here).
  std::vector<std::string> keys;
  std::vector<Json> values;
  const Json *get(const std::string &key) const {
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (keys[i] == key)
        return &values[i];
    return nullptr;
  }
};

class JsonReader {
public:
  explicit JsonReader(const std::string &text) : s_(text) {}
  // Parses the whole text; on error returns false with error() set.
  bool parse(Json &out) {
    ws();
    if (!value(out, 0))
      return false;
    ws();
    if (i_ != s_.size())
      return fail("trailing characters");
    return true;
  }
  const std::string &error() const { return error_; }

private:
  bool fail(const std::string &why) {
    if (error_.empty())
      error_ = why + " at offset " + std::to_string(i_);
    return false;
  }
  void ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\t' || s_[i_] == '\r'))
      ++i_;
  }
  bool lit(const char *word) {
    std::string w(word);
    if (s_.compare(i_, w.size(), w) != 0)
      return fail("bad literal");
    i_ += w.size();
    return true;
  }
  bool string(std::string &out) {
    if (s_[i_] != '"')
      return fail("expected string");
    ++i_;
    while (i_ < s_.size() && s_[i_] != '"') {
      unsigned char c = s_[i_++];
      if (c < 0x20)
        return fail("control character in string");
      if (c != '\\') {
        out += static_cast<char>(c);
        continue;
      }
      if (i_ >= s_.size())
        return fail("unterminated escape");
      char e = s_[i_++];
      switch (e) {
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case '/': out += '/'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'u': {
        if (i_ + 4 > s_.size())
          return fail("short \\u escape");
        for (int k = 0; k < 4; ++k)
          if (!std::isxdigit(static_cast<unsigned char>(s_[i_ + k])))
            return fail("bad \\u escape");
        long cp = std::strtol(s_.substr(i_, 4).c_str(), nullptr, 16);
        i_ += 4;
        out += cp < 0x80 ? static_cast<char>(cp) : '?';
        break;
      }
      default: return fail("bad escape");
      }
    }
    if (i_ >= s_.size())
      return fail("unterminated string");
    ++i_;
    return true;
  }
  bool number(double &out) {
    std::size_t b = i_;
    if (s_[i_] == '-')
      ++i_;
    if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_])))
      return fail("bad number");
    if (s_[i_] == '0' && i_ + 1 < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_ + 1])))
      return fail("leading zero");
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])))
      ++i_;
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_])))
        return fail("bad fraction");
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])))
        ++i_;
    }
    out = std::strtod(s_.substr(b, i_ - b).c_str(), nullptr);
    return true;
  }
  bool value(Json &out, int depth) {
    if (depth > 64)
      return fail("too deep");
    if (i_ >= s_.size())
      return fail("unexpected end");
    char c = s_[i_];
    if (c == '{') {
      out.kind = Json::Object;
      ++i_;
      ws();
      if (i_ < s_.size() && s_[i_] == '}')
        return ++i_, true;
      while (true) {
        ws();
        std::string key;
        if (i_ >= s_.size() || !string(key))
          return fail("expected key");
        ws();
        if (i_ >= s_.size() || s_[i_] != ':')
          return fail("expected ':'");
        ++i_;
        ws();
        Json v;
        if (!value(v, depth + 1))
          return false;
        out.keys.push_back(key);
        out.values.push_back(std::move(v));
        ws();
        if (i_ < s_.size() && s_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < s_.size() && s_[i_] == '}')
          return ++i_, true;
        return fail("expected ',' or '}'");
      }
    }
    if (c == '[') {
      out.kind = Json::Array;
      ++i_;
      ws();
      if (i_ < s_.size() && s_[i_] == ']')
        return ++i_, true;
      while (true) {
        ws();
        Json v;
        if (!value(v, depth + 1))
          return false;
        out.items.push_back(std::move(v));
        ws();
        if (i_ < s_.size() && s_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < s_.size() && s_[i_] == ']')
          return ++i_, true;
        return fail("expected ',' or ']'");
      }
    }
    if (c == '"') {
      out.kind = Json::String;
      return string(out.str);
    }
    if (c == 't' || c == 'f') {
      out.kind = Json::Bool;
      out.b = c == 't';
      return lit(c == 't' ? "true" : "false");
    }
    if (c == 'n') {
      out.kind = Json::Null;
      return lit("null");
    }
    out.kind = Json::Number;
    return number(out.number);
  }

  std::string s_;
  std::size_t i_ = 0;
  std::string error_;
};

} // namespace pipecheck::testing

// JSON reader and writer for the worker protocol; see json.h.
#include "core/worker/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pipecheck::worker {
namespace {

const std::string kEmptyString;
const Json::Array kEmptyArray;
const Json::Object kEmptyObject;
const Json kNull;

void dumpString(const std::string &s, std::string &out) {
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default:
      if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  out += '"';
}

void appendUtf8(unsigned cp, std::string &out) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Recursive descent over the text; the first error stops it.
class Reader {
public:
  explicit Reader(std::string_view t) : t_(t) {}

  JsonParse parseAll() {
    JsonParse out;
    Json v;
    if (!value(v, 0))
      return {std::nullopt, error_};
    skipSpace();
    if (i_ != t_.size())
      return {std::nullopt, at("trailing bytes after the JSON value")};
    out.value = std::move(v);
    return out;
  }

private:
  static constexpr int kMaxDepth = 64;
  std::string_view t_;
  std::size_t i_ = 0;
  std::string error_;

  std::string at(const std::string &msg) const { return "offset " + std::to_string(i_) + ": " + msg; }
  bool fail(const std::string &msg) {
    error_ = at(msg);
    return false;
  }
  void skipSpace() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\n' || t_[i_] == '\r' || t_[i_] == '\t'))
      ++i_;
  }
  bool literal(std::string_view word) {
    if (t_.substr(i_, word.size()) != word)
      return fail("unknown literal");
    i_ += word.size();
    return true;
  }

  bool value(Json &out, int depth) {
    if (depth > kMaxDepth)
      return fail("nesting too deep");
    skipSpace();
    if (i_ >= t_.size())
      return fail("unexpected end of text");
    char c = t_[i_];
    if (c == 'n') {
      out = Json();
      return literal("null");
    }
    if (c == 't') {
      out = Json(true);
      return literal("true");
    }
    if (c == 'f') {
      out = Json(false);
      return literal("false");
    }
    if (c == '"') {
      std::string s;
      if (!string(s))
        return false;
      out = Json(std::move(s));
      return true;
    }
    if (c == '[') {
      ++i_;
      Json::Array a;
      skipSpace();
      if (i_ < t_.size() && t_[i_] == ']') {
        ++i_;
        out = Json(std::move(a));
        return true;
      }
      for (;;) {
        Json item;
        if (!value(item, depth + 1))
          return false;
        a.push_back(std::move(item));
        skipSpace();
        if (i_ < t_.size() && t_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < t_.size() && t_[i_] == ']') {
          ++i_;
          out = Json(std::move(a));
          return true;
        }
        return fail("expected ',' or ']'");
      }
    }
    if (c == '{') {
      ++i_;
      Json::Object o;
      skipSpace();
      if (i_ < t_.size() && t_[i_] == '}') {
        ++i_;
        out = Json(std::move(o));
        return true;
      }
      for (;;) {
        skipSpace();
        std::string key;
        if (i_ >= t_.size() || t_[i_] != '"')
          return fail("expected a string key");
        if (!string(key))
          return false;
        skipSpace();
        if (i_ >= t_.size() || t_[i_] != ':')
          return fail("expected ':'");
        ++i_;
        Json item;
        if (!value(item, depth + 1))
          return false;
        o.emplace_back(std::move(key), std::move(item));
        skipSpace();
        if (i_ < t_.size() && t_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < t_.size() && t_[i_] == '}') {
          ++i_;
          out = Json(std::move(o));
          return true;
        }
        return fail("expected ',' or '}'");
      }
    }
    if (c == '-' || (c >= '0' && c <= '9'))
      return number(out);
    return fail(std::string("unexpected character '") + c + "'");
  }

  bool number(Json &out) {
    std::size_t start = i_;
    if (t_[i_] == '-')
      ++i_;
    auto digits = [&] {
      std::size_t s = i_;
      while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9')
        ++i_;
      return i_ > s;
    };
    if (!digits())
      return fail("malformed number");
    if (i_ < t_.size() && t_[i_] == '.') {
      ++i_;
      if (!digits())
        return fail("malformed number");
    }
    if (i_ < t_.size() && (t_[i_] == 'e' || t_[i_] == 'E')) {
      ++i_;
      if (i_ < t_.size() && (t_[i_] == '+' || t_[i_] == '-'))
        ++i_;
      if (!digits())
        return fail("malformed number");
    }
    std::string text(t_.substr(start, i_ - start));
    out = Json(std::strtod(text.c_str(), nullptr));
    return true;
  }

  bool hex4(unsigned &cp) {
    if (i_ + 4 > t_.size())
      return fail("short \\u escape");
    cp = 0;
    for (int k = 0; k < 4; ++k) {
      char h = t_[i_++];
      cp <<= 4;
      if (h >= '0' && h <= '9')
        cp |= h - '0';
      else if (h >= 'a' && h <= 'f')
        cp |= h - 'a' + 10;
      else if (h >= 'A' && h <= 'F')
        cp |= h - 'A' + 10;
      else
        return fail("bad \\u escape");
    }
    return true;
  }

  bool string(std::string &out) {
    ++i_; // opening quote
    while (i_ < t_.size()) {
      char c = t_[i_++];
      if (c == '"')
        return true;
      if (static_cast<unsigned char>(c) < 0x20)
        return fail("control character in a string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (i_ >= t_.size())
        break;
      char e = t_[i_++];
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
        unsigned cp = 0;
        if (!hex4(cp))
          return false;
        // A surrogate pair (Python's json.dumps writes non-BMP text so).
        if (cp >= 0xD800 && cp < 0xDC00 && t_.substr(i_, 2) == "\\u") {
          i_ += 2;
          unsigned lo = 0;
          if (!hex4(lo))
            return false;
          if (lo >= 0xDC00 && lo < 0xE000)
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        }
        appendUtf8(cp, out);
        break;
      }
      default: return fail("bad escape");
      }
    }
    return fail("unterminated string");
  }
};

void dumpTo(const Json &j, std::string &out) {
  if (j.isNull()) {
    out += "null";
  } else if (j.isBool()) {
    out += j.asBool() ? "true" : "false";
  } else if (j.isNumber()) {
    double d = j.asNumber();
    char buf[32];
    if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15)
      std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(d));
    else if (std::isfinite(d))
      std::snprintf(buf, sizeof buf, "%.17g", d);
    else
      std::snprintf(buf, sizeof buf, "null");
    out += buf;
  } else if (j.isString()) {
    dumpString(j.asString(), out);
  } else if (j.isArray()) {
    out += '[';
    bool first = true;
    for (const Json &item : j.asArray()) {
      out += first ? "" : ", ";
      first = false;
      dumpTo(item, out);
    }
    out += ']';
  } else {
    out += '{';
    bool first = true;
    for (const auto &[k, v] : j.asObject()) {
      out += first ? "" : ", ";
      first = false;
      dumpString(k, out);
      out += ": ";
      dumpTo(v, out);
    }
    out += '}';
  }
}

} // namespace

const std::string &Json::asString() const { return isString() ? std::get<3>(v_) : kEmptyString; }
const Json::Array &Json::asArray() const { return isArray() ? std::get<4>(v_) : kEmptyArray; }
const Json::Object &Json::asObject() const { return isObject() ? std::get<5>(v_) : kEmptyObject; }

const Json &Json::operator[](std::string_view key) const {
  for (const auto &[k, v] : asObject())
    if (k == key)
      return v;
  return kNull;
}

std::optional<std::string> Json::str(std::string_view key) const {
  const Json &v = (*this)[key];
  if (!v.isString())
    return std::nullopt;
  return v.asString();
}

std::string Json::dump() const {
  std::string out;
  dumpTo(*this, out);
  return out;
}

JsonParse parseJson(std::string_view text) { return Reader(text).parseAll(); }

} // namespace pipecheck::worker

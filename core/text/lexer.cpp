// Tokenizer implementation; see lexer.h.
#include "core/text/lexer.h"

#include <cstdint>
#include <cstdlib>
#include <tuple>
#include <utility>

namespace pipecheck::text {
namespace {

bool isIdentStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

class Lexer {
public:
  Lexer(std::string_view src, std::string_view file) : s_(src), file_(file) {}

  ir::Result<LexResult> run() {
    // Printed IR runs at about one token per 4 to 5 bytes; reserving that
    // much up front spares the token vector its regrowth copies.
    out_.tokens.reserve(s_.size() / 4 + 16);
    std::vector<int> indents = {0};
    bool lineStart = true;
    while (true) {
      if (lineStart && brackets_.empty()) {
        int width = 0;
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\f')) {
          width = s_[i_] == '\t' ? (width / 8 + 1) * 8 : s_[i_] == ' ' ? width + 1 : 0;
          ++i_;
        }
        if (i_ >= s_.size())
          break;
        char c = s_[i_];
        if (c == '#') {
          std::size_t start = i_ + 1;
          while (i_ < s_.size() && s_[i_] != '\n' && s_[i_] != '\r')
            ++i_;
          out_.comments.push_back({line_, std::string(s_.substr(start, i_ - start))});
          continue;
        }
        if (c == '\n' || c == '\r') {
          eatNewline();
          continue;
        }
        if (c == '\\' && i_ + 1 < s_.size() && (s_[i_ + 1] == '\n' || s_[i_ + 1] == '\r'))
          return err("unexpected line continuation at the start of a line");
        lineStart = false;
        if (width > indents.back()) {
          if (static_cast<int>(indents.size()) > kMaxIndentDepth)
            return err("too many levels of indentation");
          indents.push_back(width);
          push(TokKind::Indent, "");
        } else {
          while (width < indents.back()) {
            indents.pop_back();
            push(TokKind::Dedent, "");
          }
          if (width != indents.back())
            return err("unindent does not match any outer indentation level");
        }
      }
      if (i_ >= s_.size())
        break;
      char c = s_[i_];
      if (c == ' ' || c == '\t' || c == '\f') {
        ++i_;
        continue;
      }
      if (c == '#') {
        while (i_ < s_.size() && s_[i_] != '\n' && s_[i_] != '\r')
          ++i_;
        continue;
      }
      if (c == '\n' || c == '\r') {
        if (brackets_.empty()) {
          push(TokKind::Newline, "");
          lineStart = true;
        }
        eatNewline();
        continue;
      }
      if (c == '\\') {
        if (i_ + 1 < s_.size() && (s_[i_ + 1] == '\n' || s_[i_ + 1] == '\r')) {
          ++i_;
          eatNewline();
          continue;
        }
        return err("unexpected character after line continuation character");
      }
      Status st = token();
      if (!st.ok())
        return st.error();
    }
    if (!brackets_.empty()) {
      auto [ch, l, col] = brackets_.back();
      return errAt(std::string("'") + ch + "' was never closed", l, col);
    }
    if (!out_.tokens.empty() && out_.tokens.back().kind != TokKind::Newline &&
        out_.tokens.back().kind != TokKind::Dedent)
      push(TokKind::Newline, "");
    for (std::size_t k = 1; k < indents.size(); ++k)
      push(TokKind::Dedent, "");
    push(TokKind::End, "");
    return std::move(out_);
  }

private:
  using Status = ir::Status;

  std::string_view s_;
  std::string_view file_;
  std::size_t i_ = 0, lineBegin_ = 0;
  int line_ = 1;
  LexResult out_;
  std::vector<std::tuple<char, int, int>> brackets_;

  int col() const { return static_cast<int>(i_ - lineBegin_) + 1; }

  void eatNewline() {
    if (s_[i_] == '\r' && i_ + 1 < s_.size() && s_[i_ + 1] == '\n')
      ++i_;
    ++i_;
    ++line_;
    lineBegin_ = i_;
  }

  void push(TokKind k, std::string_view text, int l = 0, int c = 0) {
    Token &t = out_.tokens.emplace_back();
    t.kind = k;
    t.text = text;
    t.line = l ? l : line_;
    t.col = l ? c : col();
  }

  ir::Diagnostic errAt(std::string msg, int l, int c) const {
    ir::Diagnostic d = ir::makeError(std::move(msg), {std::string(file_), l, c}, "parse");
    d.kind = "ParserSyntaxError";
    return d;
  }
  ir::Diagnostic err(std::string msg) const { return errAt(std::move(msg), line_, col()); }

  Status token() {
    char c = s_[i_];
    if (isIdentStart(c)) {
      int startCol = col();
      std::size_t b = i_;
      while (i_ < s_.size() && isIdentChar(s_[i_]))
        ++i_;
      push(TokKind::Name, s_.substr(b, i_ - b), line_, startCol);
      return ir::okStatus();
    }
    if (isDigit(c) || (c == '.' && i_ + 1 < s_.size() && isDigit(s_[i_ + 1])))
      return number();
    if (c == '\'' || c == '"')
      return string();
    return op();
  }

  Status number() {
    int startCol = col();
    std::size_t b = i_;
    if (s_[i_] == '0' && i_ + 1 < s_.size() &&
        (s_[i_ + 1] == 'x' || s_[i_ + 1] == 'X' || s_[i_ + 1] == 'o' || s_[i_ + 1] == 'O' ||
         s_[i_ + 1] == 'b' || s_[i_ + 1] == 'B')) {
      char p = static_cast<char>(s_[i_ + 1] | 0x20);
      int base = p == 'x' ? 16 : p == 'o' ? 8 : 2;
      i_ += 2;
      uint64_t v = 0;
      int digits = 0;
      while (i_ < s_.size() && (isIdentChar(s_[i_]))) {
        char d = s_[i_];
        int dv = isDigit(d) ? d - '0' : (d | 0x20) >= 'a' && (d | 0x20) <= 'f' ? (d | 0x20) - 'a' + 10 : -1;
        if (d == '_') {
          ++i_;
          continue;
        }
        if (dv < 0 || dv >= base)
          return errAt("invalid digit in integer literal", line_, startCol);
        if (v > (static_cast<uint64_t>(INT64_MAX) - static_cast<uint64_t>(dv)) / static_cast<uint64_t>(base))
          return errAt("integer literal too large", line_, startCol);
        v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(dv);
        ++digits;
        ++i_;
      }
      if (!digits)
        return errAt("invalid integer literal", line_, startCol);
      push(TokKind::Int, s_.substr(b, i_ - b), line_, startCol);
      out_.tokens.back().intValue = static_cast<int64_t>(v);
      return ir::okStatus();
    }
    std::string digits;
    bool isFloat = false;
    auto eatDigits = [&] {
      while (i_ < s_.size() && (isDigit(s_[i_]) || s_[i_] == '_')) {
        if (s_[i_] != '_')
          digits += s_[i_];
        ++i_;
      }
    };
    eatDigits();
    if (i_ < s_.size() && s_[i_] == '.') {
      isFloat = true;
      digits += '.';
      ++i_;
      eatDigits();
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      isFloat = true;
      digits += 'e';
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-'))
        digits += s_[i_++];
      if (i_ >= s_.size() || !isDigit(s_[i_]))
        return errAt("invalid float literal", line_, startCol);
      eatDigits();
    }
    if (i_ < s_.size() && isIdentChar(s_[i_]))
      return errAt("invalid decimal literal", line_, startCol);
    std::string_view text = s_.substr(b, i_ - b);
    if (isFloat) {
      push(TokKind::Float, text, line_, startCol);
      out_.tokens.back().floatValue = std::strtod(digits.c_str(), nullptr);
      return ir::okStatus();
    }
    int64_t v = 0;
    for (char d : digits) {
      if (v > (INT64_MAX - (d - '0')) / 10)
        return errAt("integer literal too large", line_, startCol);
      v = v * 10 + (d - '0');
    }
    push(TokKind::Int, text, line_, startCol);
    out_.tokens.back().intValue = v;
    return ir::okStatus();
  }

  Status string() {
    int startLine = line_, startCol = col();
    char q = s_[i_];
    bool triple = i_ + 2 < s_.size() && s_[i_ + 1] == q && s_[i_ + 2] == q;
    i_ += triple ? 3 : 1;
    std::string v;
    while (true) {
      if (i_ >= s_.size())
        return errAt(triple ? "unterminated triple-quoted string literal"
                            : "unterminated string literal",
                     startLine, startCol);
      char c = s_[i_];
      if (c == q) {
        if (!triple) {
          ++i_;
          break;
        }
        if (i_ + 2 < s_.size() && s_[i_ + 1] == q && s_[i_ + 2] == q) {
          i_ += 3;
          break;
        }
        v += c;
        ++i_;
        continue;
      }
      if (c == '\n' || c == '\r') {
        if (!triple)
          return errAt("unterminated string literal", startLine, startCol);
        v += '\n';
        eatNewline();
        continue;
      }
      if (c == '\\' && i_ + 1 < s_.size()) {
        char e = s_[i_ + 1];
        if (e == '\n' || e == '\r') {
          ++i_;
          eatNewline();
          continue;
        }
        i_ += 2;
        switch (e) {
        case '\\': v += '\\'; break;
        case '\'': v += '\''; break;
        case '"': v += '"'; break;
        case 'n': v += '\n'; break;
        case 't': v += '\t'; break;
        case 'r': v += '\r'; break;
        case '0': v += '\0'; break;
        case 'a': v += '\a'; break;
        case 'b': v += '\b'; break;
        case 'f': v += '\f'; break;
        case 'v': v += '\v'; break;
        case 'x': {
          auto hexv = [](char h) {
            return h >= '0' && h <= '9' ? h - '0'
                   : (h | 0x20) >= 'a' && (h | 0x20) <= 'f' ? (h | 0x20) - 'a' + 10
                                                            : -1;
          };
          int hi = i_ < s_.size() ? hexv(s_[i_]) : -1;
          int lo = i_ + 1 < s_.size() ? hexv(s_[i_ + 1]) : -1;
          if (hi < 0 || lo < 0)
            return errAt("truncated \\xXX escape", line_, col());
          v += static_cast<char>(hi * 16 + lo);
          i_ += 2;
          break;
        }
        default:
          v += '\\';
          v += e;
        }
        continue;
      }
      v += c;
      ++i_;
    }
    push(TokKind::String, out_.strings.emplace_back(std::move(v)), startLine, startCol);
    return ir::okStatus();
  }

  // The length of the operator at the start of `rest` by maximal munch
  // (three-character spellings "**=", "//=", ">>=", "<<=", "...", then the
  // two-character ones, then "+-*/%&|^~<>()[]{},:.;=@"); 0 when no
  // operator starts there. A switch on the first character: the lexer asks
  // this for every operator token of every parse.
  static std::size_t opLength(std::string_view rest) {
    char c = rest[0];
    char d = rest.size() > 1 ? rest[1] : '\0';
    char e = rest.size() > 2 ? rest[2] : '\0';
    switch (c) {
    case '*': case '/': case '<': case '>': // "**=" "**" "*=", and the same for / < >
      if (d == c)
        return e == '=' ? 3 : 2;
      return d == '=' ? 2 : 1;
    case '.': return d == '.' && e == '.' ? 3 : 1;
    case '-': return d == '>' || d == '=' ? 2 : 1;
    case '+': case '%': case '&': case '|': case '^': case '@': case '=': case ':':
      return d == '=' ? 2 : 1;
    case '!': return d == '=' ? 2 : 0;
    case '~': case '(': case ')': case '[': case ']': case '{': case '}': case ',': case ';':
      return 1;
    default: return 0;
    }
  }

  Status op() {
    char c = s_[i_];
    std::size_t n = opLength(s_.substr(i_));
    if (n > 1)
      return emitOp(s_.substr(i_, n));
    if (n == 0) {
      unsigned char u = static_cast<unsigned char>(c);
      if (u >= 0x20 && u < 0x7f)
        return err(std::string("invalid character '") + c + "'");
      static const char *hex = "0123456789abcdef";
      return err(std::string("invalid byte 0x") + hex[u >> 4] + hex[u & 15]);
    }
    if (c == '(' || c == '[' || c == '{') {
      if (static_cast<int>(brackets_.size()) >= kMaxBracketDepth)
        return err("too many nested parentheses");
      brackets_.emplace_back(c, line_, col());
    } else if (c == ')' || c == ']' || c == '}') {
      char open = c == ')' ? '(' : c == ']' ? '[' : '{';
      if (brackets_.empty())
        return err(std::string("unmatched '") + c + "'");
      if (std::get<0>(brackets_.back()) != open)
        return err(std::string("closing parenthesis '") + c + "' does not match opening '" +
                   std::get<0>(brackets_.back()) + "'");
      brackets_.pop_back();
    }
    return emitOp(std::string_view(&s_[i_], 1));
  }

  Status emitOp(std::string_view t) {
    push(TokKind::Op, t);
    i_ += t.size();
    return ir::okStatus();
  }
};

} // namespace

ir::Result<LexResult> lex(std::string_view src, std::string_view file) {
  return Lexer(src, file).run();
}

} // namespace pipecheck::text

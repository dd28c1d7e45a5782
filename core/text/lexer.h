// Tokenizer for the Python subset the pl DSL uses.
//
// Produces NAME / INT / FLOAT / STRING / OP tokens plus the layout tokens
// NEWLINE, INDENT and DEDENT exactly as Python's tokenizer would for this
// subset: newlines inside brackets and backslash continuations join lines,
// blank and comment-only lines produce no tokens, and a dedent that matches
// no outer indentation level is an error. Full-line comments are returned on
// the side (the parser attaches them to the next statement). Every error is a
// Diagnostic with file:line:col (1-based byte columns); the lexer never
// throws and bounds bracket nesting and indentation depth. Token texts view
// the source, which must outlive the tokens.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/diagnostic.h"

namespace pipecheck::text {

enum class TokKind { Name, Int, Float, String, Op, Newline, Indent, Dedent, End };

struct Token {
  TokKind kind = TokKind::End;
  // The identifier, operator or literal as spelled, viewing the source text;
  // a string literal's decoded value, viewing LexResult::strings. Valid while
  // both live.
  std::string_view text;
  int line = 0, col = 0;
  union { // Int tokens set intValue, Float tokens floatValue (a token is 40 bytes, not 48)
    int64_t intValue = 0;
    double floatValue;
  };
};

struct Comment {
  int line = 0;
  std::string text; // after '#', leading spaces kept
};

struct LexResult {
  std::vector<Token> tokens;     // ends with End
  std::vector<Comment> comments; // full-line comments, in order
  std::deque<std::string> strings; // decoded string literals (stable addresses, moves keep them)
};

inline constexpr int kMaxBracketDepth = 200;
inline constexpr int kMaxIndentDepth = 100;

ir::Result<LexResult> lex(std::string_view src, std::string_view file);

} // namespace pipecheck::text

// Internal state of the syntax parser, shared by syntax_stmt.cpp and
// syntax_expr.cpp. See syntax.h.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/text/lexer.h"
#include "core/text/syntax.h"

namespace pipecheck::text {

template <class T> using Res = ir::Result<T>;

// Token text equality that rejects on length and first character before
// comparing bytes: the parser asks it several times per token.
inline bool sameText(std::string_view a, std::string_view b) {
  return a.size() == b.size() && (b.empty() || (a[0] == b[0] && a.compare(b) == 0));
}

class SyntaxParser {
public:
  SyntaxParser(LexResult lexed, std::string_view file, AstArena &arena)
      : lexed_(std::move(lexed)), toks_(lexed_.tokens), comments_(lexed_.comments), file_(file),
        arena_(arena) {}

  Res<std::vector<AstStmtPtr>> fileInput();

  // --- expressions (syntax_expr.cpp) ---
  Res<AstExprPtr> test();
  Res<AstExprPtr> testList();   // a, b -> unparenthesized Tuple
  Res<AstExprPtr> targetList(); // for-loop targets (stops before `in`)

private:
  LexResult lexed_; // owns the decoded string literals the tokens view
  const std::vector<Token> &toks_;
  const std::vector<Comment> &comments_;
  std::string file_;
  AstArena &arena_;
  std::size_t p_ = 0;
  std::size_t nextComment_ = 0;
  int depth_ = 0;
  int blockDepth_ = 0;

  const Token &peek(std::size_t k = 0) const {
    return toks_[std::min(p_ + k, toks_.size() - 1)];
  }
  const Token &next() {
    const Token &t = peek();
    if (p_ < toks_.size() - 1)
      ++p_;
    return t;
  }
  bool isOp(std::string_view s, std::size_t k = 0) const {
    return peek(k).kind == TokKind::Op && sameText(peek(k).text, s);
  }
  bool isKw(std::string_view s, std::size_t k = 0) const {
    return peek(k).kind == TokKind::Name && sameText(peek(k).text, s);
  }
  bool acceptOp(std::string_view s) {
    if (!isOp(s))
      return false;
    next();
    return true;
  }
  static Pos posOf(const Token &t) { return {t.line, t.col}; }
  AstExprPtr node(AstKind k, Pos pos);
  AstExprPtr binNode(AstKind k, std::string_view op, AstExprPtr l, AstExprPtr r);
  ir::Diagnostic errAt(Pos p, std::string msg) const;
  ir::Diagnostic unexpected(std::string_view what = {}) const;
  ir::Status expectOp(std::string_view s);
  // Sets e's height from its children; an error when the tree is too tall.
  Res<AstExprPtr> sized(AstExprPtr e) const;
  std::vector<std::string> takeComments(int line);

  // --- statements (syntax_stmt.cpp) ---
  ir::Status statement(std::vector<AstStmtPtr> &out);
  ir::Status simpleStatements(std::vector<AstStmtPtr> &out);
  Res<AstStmtPtr> smallStatement();
  Res<std::vector<AstStmtPtr>> block();
  Res<AstStmtPtr> ifStatement();
  Res<AstStmtPtr> forStatement();
  Res<AstStmtPtr> withStatement(); // with EXPR [as NAME]: block
  Res<AstStmtPtr> funcDef(std::vector<AstExprPtr> decorators, Pos pos);
  Res<AstStmtPtr> classDef(std::vector<AstExprPtr> decorators, Pos pos);

  // --- expressions (syntax_expr.cpp) ---
  Res<AstExprPtr> orTest();
  Res<AstExprPtr> andTest();
  Res<AstExprPtr> notTest();
  Res<AstExprPtr> comparison();
  Res<AstExprPtr> binaryLevel(int minLevel); // binary operators of that level or tighter
  Res<AstExprPtr> binaryRest(AstExprPtr lhs, int minLevel);
  Res<AstExprPtr> factor();
  Res<AstExprPtr> power();
  Res<AstExprPtr> atomExpr();
  Res<AstExprPtr> atom();
  ir::Status callArgs(AstExpr &call);
  Res<AstExprPtr> subscriptIndex();

  friend struct DepthGuard;
};

} // namespace pipecheck::text

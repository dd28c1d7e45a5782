// Statement grammar of the syntax parser, plus the entry point.
//
//   file: (NEWLINE | statement)* END
//   statement: if | for | with | def | class | decorated | simple (';' simple)* NEWLINE
//   block: simple statements on the same line | NEWLINE INDENT statement+ DEDENT
// `elif` becomes an else branch holding one nested If. Full-line comments
// attach to the next statement that starts below them.
#include "core/text/syntax_impl.h"

namespace pipecheck::text {

ir::Diagnostic SyntaxParser::errAt(Pos p, std::string msg) const {
  ir::Diagnostic d = ir::makeError(std::move(msg), {file_, p.line, p.col}, "parse");
  d.kind = "ParserSyntaxError";
  return d;
}

ir::Diagnostic SyntaxParser::unexpected(std::string_view what) const {
  const Token &t = peek();
  std::string got;
  switch (t.kind) {
  case TokKind::Newline: got = "end of line"; break;
  case TokKind::Indent: return errAt(posOf(t), "unexpected indent");
  case TokKind::Dedent: got = "dedent"; break;
  case TokKind::End: got = "end of input"; break;
  case TokKind::String: got = "string literal"; break;
  default: got = "'" + std::string(t.text) + "'";
  }
  std::string msg = "invalid syntax: unexpected " + got;
  if (!what.empty())
    msg += ", expected " + std::string(what);
  return errAt(posOf(t), msg);
}

ir::Status SyntaxParser::expectOp(std::string_view s) {
  if (acceptOp(s))
    return ir::okStatus();
  return unexpected("'" + std::string(s) + "'");
}

std::vector<std::string> SyntaxParser::takeComments(int line) {
  std::vector<std::string> out;
  while (nextComment_ < comments_.size() && comments_[nextComment_].line < line) {
    std::string c = comments_[nextComment_++].text;
    if (!c.empty() && c[0] == ' ')
      c.erase(0, 1);
    out.push_back(std::move(c));
  }
  return out;
}

Res<std::vector<AstStmtPtr>> SyntaxParser::fileInput() {
  std::vector<AstStmtPtr> out;
  while (peek().kind != TokKind::End) {
    if (peek().kind == TokKind::Newline) {
      next();
      continue;
    }
    PC_TRY(statement(out));
  }
  return out;
}

ir::Status SyntaxParser::statement(std::vector<AstStmtPtr> &out) {
  const Token &t = peek();
  Pos pos = posOf(t);
  std::vector<std::string> comments = takeComments(t.line);
  std::size_t first = out.size();
  if (t.kind == TokKind::Indent)
    return errAt(pos, "unexpected indent");
  if (t.kind == TokKind::Name) {
    std::string_view kw = t.text;
    if (kw == "if")
      out.push_back(PC_TRY(ifStatement()));
    else if (kw == "for")
      out.push_back(PC_TRY(forStatement()));
    else if (kw == "with")
      out.push_back(PC_TRY(withStatement()));
    else if (kw == "def")
      out.push_back(PC_TRY(funcDef({}, pos)));
    else if (kw == "class")
      out.push_back(PC_TRY(classDef({}, pos)));
    else if (kw == "while" || kw == "try" || kw == "async" || kw == "elif" ||
             kw == "else" || kw == "except" || kw == "finally")
      return errAt(pos, "unsupported or misplaced statement '" + std::string(kw) + "'");
    else
      PC_TRY(simpleStatements(out));
  } else if (t.kind == TokKind::Op && t.text == "@") {
    std::vector<AstExprPtr> decorators;
    while (acceptOp("@")) {
      decorators.push_back(PC_TRY(test()));
      if (peek().kind != TokKind::Newline)
        return unexpected("end of line after decorator");
      next();
    }
    if (isKw("def"))
      out.push_back(PC_TRY(funcDef(std::move(decorators), pos)));
    else if (isKw("class"))
      out.push_back(PC_TRY(classDef(std::move(decorators), pos)));
    else
      return unexpected("'def' or 'class' after decorator");
  } else {
    PC_TRY(simpleStatements(out));
  }
  if (first < out.size())
    out[first]->comments = std::move(comments);
  return ir::okStatus();
}

ir::Status SyntaxParser::simpleStatements(std::vector<AstStmtPtr> &out) {
  while (true) {
    out.push_back(PC_TRY(smallStatement()));
    if (!acceptOp(";"))
      break;
    if (peek().kind == TokKind::Newline)
      break;
  }
  if (peek().kind != TokKind::Newline)
    return unexpected("end of line");
  next();
  return ir::okStatus();
}

Res<AstStmtPtr> SyntaxParser::smallStatement() {
  auto s = arena_.stmt();
  const Token &t = peek();
  s->pos = posOf(t);
  if (t.kind == TokKind::Name) {
    std::string_view kw = t.text;
    if (kw == "pass" || kw == "break" || kw == "continue") {
      next();
      s->kind = kw == "pass" ? AstStmtKind::Pass
                : kw == "break" ? AstStmtKind::Break
                                : AstStmtKind::Continue;
      return s;
    }
    if (kw == "return") {
      next();
      s->kind = AstStmtKind::Return;
      if (peek().kind != TokKind::Newline && !isOp(";"))
        s->value = PC_TRY(testList());
      return s;
    }
    if (kw == "import") {
      next();
      s->kind = AstStmtKind::Import;
      while (true) {
        if (peek().kind != TokKind::Name)
          return unexpected("a module name");
        s->name += next().text;
        if (!acceptOp("."))
          break;
        s->name += ".";
      }
      if (isKw("as")) {
        next();
        if (peek().kind != TokKind::Name)
          return unexpected("an alias name");
        s->alias = next().text;
      }
      return s;
    }
    if (kw == "from" || kw == "global" || kw == "nonlocal" || kw == "del" || kw == "assert" ||
        kw == "raise" || kw == "yield")
      return errAt(s->pos, "unsupported statement '" + std::string(kw) + "'");
  }
  AstExprPtr e = PC_TRY(testList());
  if (isOp(":")) {
    next();
    s->kind = AstStmtKind::Assign;
    s->target = e;
    if (e->kind != AstKind::Name)
      return errAt(e->pos, "only a simple name can be annotated");
    s->annotation = PC_TRY(test());
    if (!acceptOp("="))
      return errAt(s->pos, "an annotation needs a value ('x: T = value')");
    s->value = PC_TRY(testList());
    return s;
  }
  if (isOp("=")) {
    next();
    s->kind = AstStmtKind::Assign;
    s->target = e;
    s->value = PC_TRY(testList());
    if (isOp("="))
      return errAt(posOf(peek()), "chained assignment is not supported");
    return s;
  }
  if (peek().kind == TokKind::Op && peek().text.size() >= 2 && peek().text.back() == '=' &&
      peek().text != "==" && peek().text != "<=" && peek().text != ">=" && peek().text != "!=")
    return errAt(posOf(peek()), "augmented assignment is not supported");
  s->kind = AstStmtKind::Expr;
  s->value = e;
  return s;
}

Res<std::vector<AstStmtPtr>> SyntaxParser::block() {
  PC_TRY(expectOp(":"));
  struct Level {
    int &d;
    explicit Level(int &depth) : d(depth) { ++d; }
    ~Level() { --d; }
  } level(blockDepth_);
  if (blockDepth_ > kMaxBlockDepth)
    return errAt(posOf(peek()), "too many nested blocks");
  std::vector<AstStmtPtr> out;
  if (peek().kind != TokKind::Newline) {
    PC_TRY(simpleStatements(out));
    return out;
  }
  next();
  if (peek().kind != TokKind::Indent)
    return errAt(posOf(peek()), "expected an indented block");
  next();
  while (peek().kind != TokKind::Dedent && peek().kind != TokKind::End)
    PC_TRY(statement(out));
  if (peek().kind == TokKind::Dedent)
    next();
  return out;
}

Res<AstStmtPtr> SyntaxParser::ifStatement() {
  auto s = arena_.stmt();
  s->kind = AstStmtKind::If;
  s->pos = posOf(next()); // 'if' or 'elif'
  s->value = PC_TRY(test());
  s->body = PC_TRY(block());
  if (isKw("elif")) {
    ++blockDepth_; // an elif nests one If deeper in the tree
    auto nested = ifStatement();
    --blockDepth_;
    if (!nested.ok())
      return nested.error();
    s->orelse.push_back(nested.value());
  } else if (isKw("else")) {
    next();
    s->orelse = PC_TRY(block());
  }
  return s;
}

Res<AstStmtPtr> SyntaxParser::forStatement() {
  auto s = arena_.stmt();
  s->kind = AstStmtKind::For;
  s->pos = posOf(next());
  s->target = PC_TRY(targetList());
  if (!isKw("in"))
    return unexpected("'in'");
  next();
  s->value = PC_TRY(testList());
  s->body = PC_TRY(block());
  if (isKw("else"))
    return errAt(posOf(peek()), "for-else is not supported");
  return s;
}

Res<AstStmtPtr> SyntaxParser::withStatement() {
  auto s = arena_.stmt();
  s->kind = AstStmtKind::With;
  s->pos = posOf(next());
  s->value = PC_TRY(test());
  if (isKw("as")) {
    next();
    if (peek().kind != TokKind::Name || isPythonKeyword(peek().text))
      return unexpected("a name after 'as'");
    auto t = arena_.expr();
    t->kind = AstKind::Name;
    t->pos = posOf(peek());
    t->name = next().text;
    s->target = t;
  }
  if (isOp(","))
    return errAt(posOf(peek()), "a with statement takes exactly one context manager");
  s->body = PC_TRY(block());
  return s;
}

Res<AstStmtPtr> SyntaxParser::funcDef(std::vector<AstExprPtr> decorators, Pos pos) {
  auto s = arena_.stmt();
  s->kind = AstStmtKind::FunctionDef;
  s->pos = pos;
  s->decorators = std::move(decorators);
  next(); // def
  if (peek().kind != TokKind::Name || isPythonKeyword(peek().text))
    return unexpected("a function name");
  s->name = next().text;
  PC_TRY(expectOp("("));
  while (!isOp(")")) {
    if (isOp("*") || isOp("**") || isOp("/"))
      return errAt(posOf(peek()), "star and positional-only parameters are not supported");
    if (peek().kind != TokKind::Name || isPythonKeyword(peek().text))
      return unexpected("a parameter name");
    AstParam param;
    param.pos = posOf(peek());
    param.name = next().text;
    if (acceptOp(":"))
      param.annotation = PC_TRY(test());
    if (isOp("="))
      return errAt(posOf(peek()), "default parameter values are not supported");
    s->params.push_back(std::move(param));
    if (!acceptOp(","))
      break;
  }
  PC_TRY(expectOp(")"));
  if (acceptOp("->"))
    s->returns = PC_TRY(test());
  s->body = PC_TRY(block());
  return s;
}

Res<AstStmtPtr> SyntaxParser::classDef(std::vector<AstExprPtr> decorators, Pos pos) {
  auto s = arena_.stmt();
  s->kind = AstStmtKind::ClassDef;
  s->pos = pos;
  s->decorators = std::move(decorators);
  next(); // class
  if (peek().kind != TokKind::Name || isPythonKeyword(peek().text))
    return unexpected("a class name");
  s->name = next().text;
  if (acceptOp("(")) {
    while (!isOp(")")) {
      PC_TRY(test());
      if (!acceptOp(","))
        break;
    }
    PC_TRY(expectOp(")"));
  }
  s->body = PC_TRY(block());
  return s;
}

Res<std::vector<AstStmtPtr>> parseSyntax(std::string_view src, std::string_view file,
                                         AstArena &arena) {
  LexResult lexed = PC_TRY(lex(src, file));
  SyntaxParser parser(std::move(lexed), file, arena);
  return parser.fileInput();
}

} // namespace pipecheck::text

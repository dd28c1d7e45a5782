// Expression grammar of the syntax parser (Python precedence):
//   test: or_test   (no conditional expressions, no lambda)
//   or_test: and_test ('or' and_test)*      and_test: not_test ('and' not_test)*
//   not_test: 'not' not_test | comparison   comparison: bitor [cmp bitor] (no chains)
//   bitor | bitxor | bitand | shift | arith | term, left associative
//   factor: ('+'|'-'|'~') factor | power    power: atom_expr ['**' factor]
//   atom_expr: atom ('(' args ')' | '[' index ']' | '.' NAME)*
// A depth guard bounds recursion through brackets and unary chains.
#include "core/text/syntax_impl.h"

#include <algorithm>
#include <array>

namespace pipecheck::text {

struct DepthGuard {
  SyntaxParser &p;
  explicit DepthGuard(SyntaxParser &parser) : p(parser) { ++p.depth_; }
  ~DepthGuard() { --p.depth_; }
  bool tooDeep() const { return p.depth_ > kMaxExprDepth; }
};

AstExprPtr SyntaxParser::node(AstKind k, Pos pos) {
  AstExprPtr e = arena_.expr();
  e->kind = k;
  e->pos = pos;
  return e;
}

AstExprPtr SyntaxParser::binNode(AstKind k, std::string_view op, AstExprPtr l, AstExprPtr r) {
  AstExprPtr e = node(k, l->pos);
  e->name = op;
  e->items = {l, r};
  return e;
}

bool isPythonKeyword(std::string_view s) {
  static constexpr std::array<std::string_view, 35> kws = {
      "False", "None",   "True",    "and",      "as",       "assert", "async",
      "await", "break",  "class",   "continue", "def",      "del",    "elif",
      "else",  "except", "finally", "for",      "from",     "global", "if",
      "import", "in",    "is",      "lambda",   "nonlocal", "not",    "or",
      "pass",  "raise",  "return",  "try",      "while",    "with",   "yield"};
  // Sorted, so the keywords sharing a first character are adjacent: a name
  // (checked at every name, attribute and keyword argument of every parse)
  // is compared only with the at most five keywords starting like it.
  static_assert(std::is_sorted(kws.begin(), kws.end()));
  struct Range {
    unsigned char begin = 0, end = 0;
  };
  static constexpr std::array<Range, 128> byFirst = [] {
    std::array<Range, 128> r{};
    for (std::size_t k = kws.size(); k-- > 0;) {
      Range &x = r[static_cast<unsigned char>(kws[k][0])];
      x.begin = static_cast<unsigned char>(k);
      if (x.end == 0)
        x.end = static_cast<unsigned char>(k + 1);
    }
    return r;
  }();
  if (s.empty() || static_cast<unsigned char>(s[0]) >= byFirst.size())
    return false;
  const Range &r = byFirst[static_cast<unsigned char>(s[0])];
  for (std::size_t k = r.begin; k < r.end; ++k)
    if (kws[k] == s)
      return true;
  return false;
}

Res<AstExprPtr> SyntaxParser::sized(AstExprPtr e) const {
  int h = 0;
  for (const auto &c : e->items)
    if (c)
      h = std::max(h, c->depth);
  for (const auto &kv : e->kwargs)
    if (kv.second)
      h = std::max(h, kv.second->depth);
  e->depth = h + 1;
  if (e->depth > kMaxTreeDepth)
    return errAt(e->pos, "expression nested too deeply");
  return e;
}

Res<AstExprPtr> SyntaxParser::test() {
  DepthGuard g(*this);
  if (g.tooDeep())
    return errAt(posOf(peek()), "expression nested too deeply");
  if (isKw("lambda"))
    return errAt(posOf(peek()), "lambda expressions are not supported");
  AstExprPtr e = PC_TRY(orTest());
  if (isKw("if"))
    return errAt(posOf(peek()), "conditional expressions are not supported");
  return e;
}

Res<AstExprPtr> SyntaxParser::testList() {
  AstExprPtr first = PC_TRY(test());
  if (!isOp(","))
    return first;
  auto tup = node(AstKind::Tuple, first->pos);
  tup->items.push_back(first);
  while (acceptOp(",")) {
    if (peek().kind == TokKind::Newline || isOp("=") || isOp(")") || isOp(":") || isOp(";"))
      break;
    tup->items.push_back(PC_TRY(test()));
  }
  return sized(tup);
}

Res<AstExprPtr> SyntaxParser::targetList() {
  AstExprPtr first = PC_TRY(binaryLevel(0));
  if (!isOp(","))
    return first;
  auto tup = node(AstKind::Tuple, first->pos);
  tup->items.push_back(first);
  while (acceptOp(",")) {
    if (isKw("in"))
      break;
    tup->items.push_back(PC_TRY(binaryLevel(0)));
  }
  return sized(tup);
}

Res<AstExprPtr> SyntaxParser::orTest() {
  AstExprPtr e = PC_TRY(andTest());
  while (isKw("or")) {
    next();
    AstExprPtr r = PC_TRY(andTest());
    e = PC_TRY(sized(binNode(AstKind::BoolOp, "or", e, r)));
  }
  return e;
}

Res<AstExprPtr> SyntaxParser::andTest() {
  AstExprPtr e = PC_TRY(notTest());
  while (isKw("and")) {
    next();
    AstExprPtr r = PC_TRY(notTest());
    e = PC_TRY(sized(binNode(AstKind::BoolOp, "and", e, r)));
  }
  return e;
}

Res<AstExprPtr> SyntaxParser::notTest() {
  if (isKw("not")) {
    DepthGuard g(*this);
    if (g.tooDeep())
      return errAt(posOf(peek()), "expression nested too deeply");
    Pos p = posOf(next());
    AstExprPtr operand = PC_TRY(notTest());
    auto e = node(AstKind::UnaryOp, p);
    e->name = "not";
    e->items = {operand};
    return sized(e);
  }
  return comparison();
}

Res<AstExprPtr> SyntaxParser::comparison() {
  AstExprPtr e = PC_TRY(binaryLevel(0));
  static constexpr std::array<std::string_view, 6> ops = {"<", ">", "==", ">=", "<=", "!="};
  auto compOp = [&]() -> std::string {
    if (peek().kind == TokKind::Op)
      for (auto o : ops)
        if (sameText(peek().text, o))
          return std::string(o);
    return {};
  };
  std::string op = compOp();
  if (op.empty()) {
    if (isKw("in") || isKw("is") || (isKw("not") && isKw("in", 1)))
      return errAt(posOf(peek()), "'" + std::string(peek().text) + "' comparisons are not supported");
    return e;
  }
  next();
  AstExprPtr r = PC_TRY(binaryLevel(0));
  if (!compOp().empty())
    return errAt(posOf(peek()), "chained comparisons are not supported");
  return sized(binNode(AstKind::Compare, op, e, r));
}

// The precedence level of a binary operator token, loosest first: 0 '|',
// 1 '^', 2 '&', 3 '<<' '>>', 4 '+' '-', 5 '*' '/' '//' '%' '@'; -1 for any
// other token. One switch per token instead of a descent through six levels
// that each compared the token with their spellings.
namespace {

int binaryOpLevel(const Token &t) {
  if (t.kind != TokKind::Op)
    return -1;
  std::string_view s = t.text;
  if (s.size() == 1)
    switch (s[0]) {
    case '|': return 0;
    case '^': return 1;
    case '&': return 2;
    case '+': case '-': return 4;
    case '*': case '/': case '%': case '@': return 5;
    default: return -1;
    }
  if (s == "<<" || s == ">>")
    return 3;
  if (s == "//")
    return 5;
  return -1;
}

} // namespace

// Binary operators of level >= minLevel, all left associative, by
// precedence climbing: it builds the same tree, in the same order (children
// before their parent, so the same first error), as one recursive function
// per level did, without the eleven nested calls per operand.
Res<AstExprPtr> SyntaxParser::binaryLevel(int minLevel) {
  AstExprPtr e = PC_TRY(factor());
  return binaryRest(e, minLevel);
}

Res<AstExprPtr> SyntaxParser::binaryRest(AstExprPtr e, int minLevel) {
  for (int level = binaryOpLevel(peek()); level >= minLevel; level = binaryOpLevel(peek())) {
    std::string_view op = peek().text;
    if (op == "@")
      return errAt(posOf(peek()), "the '@' operator is not supported");
    next();
    AstExprPtr r = PC_TRY(factor());
    // Tighter operators after the right operand belong to it.
    while (binaryOpLevel(peek()) > level)
      r = PC_TRY(binaryRest(r, level + 1));
    e = PC_TRY(sized(binNode(AstKind::BinOp, op, e, r)));
  }
  return e;
}

Res<AstExprPtr> SyntaxParser::factor() {
  if (isOp("-") || isOp("+") || isOp("~")) {
    DepthGuard g(*this);
    if (g.tooDeep())
      return errAt(posOf(peek()), "expression nested too deeply");
    const Token &t = next();
    Pos p = posOf(t);
    std::string_view op = t.text;
    AstExprPtr operand = PC_TRY(factor());
    auto e = node(AstKind::UnaryOp, p);
    e->name = op;
    e->items = {operand};
    return sized(e);
  }
  return power();
}

Res<AstExprPtr> SyntaxParser::power() {
  AstExprPtr base = PC_TRY(atomExpr());
  if (isOp("**")) {
    next();
    AstExprPtr exp = PC_TRY(factor());
    return sized(binNode(AstKind::BinOp, "**", base, exp));
  }
  return base;
}

Res<AstExprPtr> SyntaxParser::atomExpr() {
  AstExprPtr e = PC_TRY(atom());
  while (true) {
    if (isOp("(")) {
      next();
      auto call = node(AstKind::Call, e->pos);
      call->items.push_back(e);
      PC_TRY(callArgs(*call));
      e = PC_TRY(sized(call));
    } else if (isOp("[")) {
      next();
      auto sub = node(AstKind::Subscript, e->pos);
      AstExprPtr index = PC_TRY(subscriptIndex());
      sub->items = {e, index};
      PC_TRY(expectOp("]"));
      e = PC_TRY(sized(sub));
    } else if (isOp(".")) {
      next();
      if (peek().kind != TokKind::Name || isPythonKeyword(peek().text))
        return unexpected("an attribute name");
      auto attr = node(AstKind::Attr, e->pos);
      attr->name = next().text;
      attr->items = {e};
      e = PC_TRY(sized(attr));
    } else {
      return e;
    }
  }
}

ir::Status SyntaxParser::callArgs(AstExpr &call) {
  bool sawKeyword = false;
  while (!isOp(")")) {
    if (isOp("*") || isOp("**"))
      return errAt(posOf(peek()), "star arguments are not supported");
    if (peek().kind == TokKind::Name && isOp("=", 1) && !isPythonKeyword(peek().text)) {
      std::string key(next().text);
      next();
      for (const auto &kw : call.kwargs)
        if (kw.first == key)
          return errAt(posOf(peek()), "keyword argument repeated: " + key);
      AstExprPtr v = PC_TRY(test());
      call.kwargs.emplace_back(key, v);
      sawKeyword = true;
    } else {
      Pos p = posOf(peek());
      AstExprPtr v = PC_TRY(test());
      if (sawKeyword)
        return errAt(p, "positional argument follows keyword argument");
      if (isKw("for"))
        return errAt(posOf(peek()), "generator expressions are not supported");
      call.items.push_back(v);
    }
    if (!acceptOp(","))
      break;
  }
  return expectOp(")");
}

Res<AstExprPtr> SyntaxParser::subscriptIndex() {
  if (isOp(":"))
    return errAt(posOf(peek()), "slices are not supported");
  AstExprPtr first = PC_TRY(test());
  if (isOp(":"))
    return errAt(posOf(peek()), "slices are not supported");
  if (!isOp(","))
    return first;
  auto tup = node(AstKind::Tuple, first->pos);
  tup->items.push_back(first);
  while (acceptOp(",")) {
    if (isOp("]"))
      break;
    tup->items.push_back(PC_TRY(test()));
  }
  return sized(tup);
}

Res<AstExprPtr> SyntaxParser::atom() {
  const Token &t = peek();
  Pos p = posOf(t);
  switch (t.kind) {
  case TokKind::Int: {
    auto e = node(AstKind::Int, p);
    e->intValue = next().intValue;
    return e;
  }
  case TokKind::Float: {
    auto e = node(AstKind::Float, p);
    e->floatValue = next().floatValue;
    return e;
  }
  case TokKind::String: {
    auto e = node(AstKind::Str, p);
    while (peek().kind == TokKind::String)
      e->name += next().text;
    return e;
  }
  case TokKind::Name: {
    if (t.text == "True" || t.text == "False" || t.text == "None") {
      next();
      return node(t.text == "True" ? AstKind::True : t.text == "False" ? AstKind::False
                                                                       : AstKind::None,
                  p);
    }
    if (isPythonKeyword(t.text))
      return errAt(p, "invalid syntax: unexpected keyword '" + std::string(t.text) + "'");
    auto e = node(AstKind::Name, p);
    e->name = next().text;
    return e;
  }
  case TokKind::Op:
    break;
  default:
    return unexpected("an expression");
  }
  if (t.text == "...") {
    next();
    return node(AstKind::Ellipsis, p);
  }
  if (t.text == "(") {
    next();
    if (acceptOp(")")) {
      auto e = node(AstKind::Tuple, p);
      e->parenthesized = true;
      return e;
    }
    AstExprPtr first = PC_TRY(test());
    if (isKw("for"))
      return errAt(posOf(peek()), "generator expressions are not supported");
    if (!isOp(",")) {
      PC_TRY(expectOp(")"));
      return first;
    }
    auto tup = node(AstKind::Tuple, p);
    tup->parenthesized = true;
    tup->items.push_back(first);
    while (acceptOp(",")) {
      if (isOp(")"))
        break;
      tup->items.push_back(PC_TRY(test()));
    }
    PC_TRY(expectOp(")"));
    return sized(tup);
  }
  if (t.text == "[") {
    next();
    auto list = node(AstKind::List, p);
    while (!isOp("]")) {
      list->items.push_back(PC_TRY(test()));
      if (isKw("for"))
        return errAt(posOf(peek()), "list comprehensions are not supported");
      if (!acceptOp(","))
        break;
    }
    PC_TRY(expectOp("]"));
    return sized(list);
  }
  if (t.text == "{") {
    next();
    auto dict = node(AstKind::Dict, p);
    while (!isOp("}")) {
      if (isOp("**"))
        return errAt(posOf(peek()), "dict unpacking is not supported");
      AstExprPtr k = PC_TRY(test());
      if (!isOp(":"))
        return errAt(posOf(peek()), "set literals are not supported (expected ':')");
      next();
      AstExprPtr v = PC_TRY(test());
      dict->items.push_back(k);
      dict->items.push_back(v);
      if (!acceptOp(","))
        break;
    }
    PC_TRY(expectOp("}"));
    return sized(dict);
  }
  return unexpected("an expression");
}

} // namespace pipecheck::text

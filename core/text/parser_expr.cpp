// Expression elaboration: names, literals, Python constant folding, enum
// members, scalar arithmetic with PyPTO's operand promotion, pl.const,
// pl.cast, pl.min/pl.max, and dispatch of calls to parser_ops.cpp.
//
// Pure Python int/float expressions fold (`2 * 8 + 1` -> 17, `-1`), with
// overflow and division by zero reported rather than wrapped. Mixed integer
// dtypes cast the narrower operand to the wider one (INDEX counts as 64-bit;
// an INDEX/INT64 pair needs no cast), which is how `i + pl.const(1, pl.INT32)`
// becomes `i + pl.cast(pl.const(1, pl.INT32), pl.INDEX)`.
#include <array>
#include <cctype>
#include <cmath>
#include <iterator>
#include <utility>

#include "core/text/parser_impl.h"

namespace pipecheck::text {
namespace {

using namespace ir;
using VK = Value::Kind;

Value makeInt(int64_t v, Pos p) {
  Value r;
  r.kind = VK::Int;
  r.i = v;
  r.pos = p;
  return r;
}
Value makeFloat(double v, Pos p) {
  Value r;
  r.kind = VK::Float;
  r.f = v;
  r.pos = p;
  return r;
}
Value makeBool(bool v, Pos p) {
  Value r;
  r.kind = VK::Bool;
  r.b = v;
  r.pos = p;
  return r;
}

Value literal(Value v) {
  v.literal = Value::Literal::Plain;
  return v;
}

Value makeExprValue(ExprPtr e, Pos p) {
  Value r;
  r.kind = VK::Expr;
  r.expr = std::move(e);
  r.pos = p;
  return r;
}

bool asDouble(const Value &v, double &out) {
  switch (v.kind) {
  case VK::Int: out = static_cast<double>(v.i); return true;
  case VK::Float: out = v.f; return true;
  case VK::Bool: out = v.b ? 1 : 0; return true;
  default: return false;
  }
}
int64_t asInt(const Value &v) { return v.kind == VK::Bool ? (v.b ? 1 : 0) : v.i; }

std::optional<BinaryOp> binaryOpOf(const std::string &op) {
  static const std::pair<const char *, BinaryOp> table[] = {
      {"+", BinaryOp::Add},       {"-", BinaryOp::Sub},       {"*", BinaryOp::Mul},
      {"//", BinaryOp::FloorDiv}, {"%", BinaryOp::FloorMod},  {"/", BinaryOp::FloatDiv},
      {"**", BinaryOp::Pow},      {"<<", BinaryOp::Shl},      {">>", BinaryOp::Shr},
      {"&", BinaryOp::BitAnd},    {"|", BinaryOp::BitOr},     {"^", BinaryOp::BitXor},
      {"==", BinaryOp::Eq},       {"!=", BinaryOp::Ne},       {"<", BinaryOp::Lt},
      {"<=", BinaryOp::Le},       {">", BinaryOp::Gt},        {">=", BinaryOp::Ge},
      {"and", BinaryOp::And},     {"or", BinaryOp::Or}};
  for (const auto &[s, o] : table)
    if (op == s)
      return o;
  return std::nullopt;
}

} // namespace

ir::Diagnostic Elaborator::err(Pos p, std::string msg, std::string kind) const {
  Diagnostic d = makeError(std::move(msg), loc(p), "parse");
  d.kind = std::move(kind);
  return d;
}

std::optional<std::string> Elaborator::dotted(const AstExpr &e) const {
  // Walk the Attr chain down to its Name, then build the string once (the
  // parser asks this of every call and type head).
  const AstExpr *chain[64];
  std::size_t n = 0;
  const AstExpr *cur = &e;
  std::size_t len = 0;
  while (cur->kind == AstKind::Attr && !cur->items.empty() && cur->items[0]) {
    if (n == std::size(chain))
      return dottedSlow(e);
    chain[n++] = cur;
    len += cur->name.size() + 1;
    cur = cur->items[0].get();
  }
  if (cur->kind != AstKind::Name)
    return std::nullopt;
  const std::string &head = cur->name == plAlias_ ? kPl : cur->name;
  std::string out;
  out.reserve(head.size() + len);
  out += head;
  while (n > 0) {
    out += '.';
    out += chain[--n]->name;
  }
  return out;
}

bool Elaborator::dottedIs(const AstExpr &e, std::string_view want) const {
  // Strip ".member" suffixes from `want` along the Attr chain, as dotted()
  // walks it, then compare the head.
  const AstExpr *cur = &e;
  while (cur->kind == AstKind::Attr && !cur->items.empty() && cur->items[0]) {
    const std::string &m = cur->name;
    if (want.size() < m.size() + 1 || want.substr(want.size() - m.size()) != m ||
        want[want.size() - m.size() - 1] != '.')
      return false;
    want.remove_suffix(m.size() + 1);
    cur = cur->items[0].get();
  }
  if (cur->kind != AstKind::Name)
    return false;
  return want == (cur->name == plAlias_ ? kPl : cur->name);
}

std::optional<std::string> Elaborator::dottedSlow(const AstExpr &e) const {
  if (e.kind == AstKind::Name)
    return e.name == plAlias_ ? std::string("pl") : e.name;
  if (e.kind == AstKind::Attr && !e.items.empty() && e.items[0]) {
    auto base = dottedSlow(*e.items[0]);
    if (base)
      return *base + "." + e.name;
  }
  return std::nullopt;
}

Res<Value> Elaborator::resolveDotted(const std::string &name, Pos p) const {
  Value v;
  v.pos = p;
  v.kind = VK::Module;
  v.s = name;
  // Views into `name`: this runs for every dotted name (dtypes, enum members,
  // op heads), so the parts are not copied unless a message needs them.
  std::string_view parts[4];
  std::size_t nparts = 0;
  for (std::size_t b = 0, e; b <= name.size() && nparts < std::size(parts); b = e + 1) {
    e = name.find('.', b);
    if (e == std::string::npos)
      e = name.size();
    parts[nparts++] = std::string_view(name).substr(b, e - b);
    if (e == name.size())
      break;
  }
  if (parts[0] == "pld" && nparts == 3) {
    // The distributed enums: PyPTO stores and prints their members as ints
    // (`op=0`, `cmp=1`); pld.AtomicType is pl.AtomicType.
    static const std::pair<std::string_view, std::array<std::string_view, 4>> kIntEnums[] = {
        {"NotifyOp", {"AtomicAdd", "Set"}},
        {"WaitCmp", {"Eq", "Ge"}},
        {"ReduceOp", {"Sum", "Max", "Min", "Prod"}}};
    for (const auto &[fam, members] : kIntEnums)
      if (parts[1] == fam) {
        for (std::size_t i = 0; i < members.size(); ++i)
          if (!members[i].empty() && members[i] == parts[2]) {
            v.kind = VK::Int;
            v.i = static_cast<int64_t>(i);
            return v;
          }
        return err(p, "unknown member '" + std::string(parts[2]) + "' of pld." +
                          std::string(fam));
      }
    if (parts[1] == "AtomicType" && (parts[2] == "None_" || parts[2] == "Add")) {
      v.kind = VK::Enum;
      v.e = {EnumFamily::Atomic, parts[2] == "Add" ? 1 : 0};
      return v;
    }
    return v; // a module path such as pld.tensor.put
  }
  if (parts[0] != "pl" && parts[0] != "self")
    return err(p, "name '" + std::string(parts[0]) + "' is not defined");
  if (parts[0] == "pl" && nparts == 2) {
    if (auto d = parseDataType(parts[1])) {
      v.kind = VK::Enum;
      v.e = {EnumFamily::DType, static_cast<int>(*d)};
    } else if (auto l = parseTensorLayout(parts[1])) { // pl.DN, pl.MX_A_ZZ, ...
      v.kind = VK::Enum;
      v.e = {EnumFamily::TensorLayout, static_cast<int>(*l)};
    }
    return v;
  }
  if (parts[0] != "pl" || nparts != 3) // four parts or more: neither a dtype nor an enum
    return v;
  const std::string fam(parts[1]), mem(parts[2]);
  std::optional<int> idx;
  EnumFamily family = EnumFamily::DType;
  auto pick = [&](EnumFamily f, auto parsed) {
    family = f;
    if (parsed)
      idx = static_cast<int>(*parsed);
  };
  if (fam == "Mem" || fam == "MemorySpace")
    pick(EnumFamily::Mem, parseMemorySpace(mem));
  else if (fam == "TileLayout")
    pick(EnumFamily::TileLayout, parseTileLayout(mem));
  else if (fam == "TensorLayout")
    pick(EnumFamily::TensorLayout, parseTensorLayout(mem));
  else if (fam == "PadValue")
    pick(EnumFamily::Pad, parsePadValue(mem));
  else if (fam == "CompactMode")
    pick(EnumFamily::Compact, parseCompactMode(mem));
  else if (fam == "FunctionType")
    pick(EnumFamily::FuncType, parseFunctionType(mem));
  else if (fam == "Level")
    pick(EnumFamily::Level, parseLevel(mem));
  else if (fam == "Role")
    pick(EnumFamily::Role, parseRole(mem));
  else if (fam == "SplitMode")
    pick(EnumFamily::Split, parseSplitMode(mem));
  else if (fam == "ScopeMode")
    pick(EnumFamily::ScopeMode, parseScopeMode(mem));
  else if (fam == "PipeType")
    pick(EnumFamily::Pipe, parsePipeType(mem));
  else if (fam == "AtomicType")
    pick(EnumFamily::Atomic, mem == "None_" ? std::optional<int>(0)
                             : mem == "Add" ? std::optional<int>(1)
                                            : std::nullopt);
  else
    return v; // a module path such as pl.tile.load
  if (!idx)
    return err(p, "unknown member '" + mem + "' of pl." + fam);
  v.kind = VK::Enum;
  v.e = {family, *idx};
  return v;
}

Res<ExprPtr> Elaborator::toExpr(const Value &v) {
  switch (v.kind) {
  case VK::Expr: return v.expr;
  case VK::Int: return constInt(v.i, DataType::INDEX, loc(v.pos));
  case VK::Float: return constFloat(v.f, DataType::FP32, loc(v.pos));
  case VK::Bool: return constBool(v.b, loc(v.pos));
  case VK::List:
  case VK::Tuple: {
    std::vector<ExprPtr> els;
    for (const auto &item : v.items)
      els.push_back(PC_TRY(toExpr(item)));
    return makeTuple(std::move(els), loc(v.pos));
  }
  case VK::Str: return err(v.pos, "a string cannot be used as a value here", "ParserTypeError");
  case VK::None: return err(v.pos, "None cannot be used as a value here", "ParserTypeError");
  case VK::Enum:
    return err(v.pos, "an enum member cannot be used as a value here", "ParserTypeError");
  case VK::Module: return err(v.pos, "'" + v.s + "' is not a value", "ParserTypeError");
  }
  return err(v.pos, "invalid value");
}

Res<ExprPtr> Elaborator::evalExpr(const AstExpr &e) {
  Value v = PC_TRY(eval(e));
  return toExpr(v);
}

ExprPtr Elaborator::freeVar(const std::string &spelling, Pos p) {
  if (auto it = freeVars_.find(spelling); it != freeVars_.end())
    return it->second;
  std::string name = spelling;
  bool marked = name.size() > kFreeVarSuffix.size() &&
                name.compare(name.size() - kFreeVarSuffix.size(), kFreeVarSuffix.size(),
                             kFreeVarSuffix) == 0;
  if (marked)
    name.resize(name.size() - kFreeVarSuffix.size());
  else if (auto it = boundInFunction_.find(spelling); it != boundInFunction_.end())
    return it->second; // bound in a scope that has closed: a use outside it
  VarPtr v = makeVar(name, makeUnknownType(), loc(p));
  freeVars_[spelling] = v;
  return v;
}

namespace {
std::string lowered(std::string_view s) {
  std::string out(s);
  for (char &c : out)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}
} // namespace

Res<ExprPtr> Elaborator::binaryExpr(BinaryOp op, ExprPtr a, ExprPtr b, Pos p) {
  // A free var (ParseOptions::freeVars) has no known type: it takes the
  // other operand's, so arithmetic on it types as the printed text reads.
  bool ua = a->type->kind == TypeKind::Unknown, ub = b->type->kind == TypeKind::Unknown;
  if (opts_.freeVars && (ua || ub)) {
    const ScalarType *known = asScalar((ua ? b : a)->type);
    TypePtr t = makeUnknownType();
    if (isComparison(op) || op == BinaryOp::And || op == BinaryOp::Or || op == BinaryOp::Xor)
      t = makeScalarType(DataType::BOOL);
    else if (known)
      t = makeScalarType(known->dtype);
    auto e = std::make_shared<BinaryExpr>(op, std::move(a), std::move(b), std::move(t));
    e->loc = loc(p);
    return ExprPtr(e);
  }
  const ScalarType *sa = asScalar(a->type), *sb = asScalar(b->type);
  if (!sa || !sb)
    return err(p, "operator '" + std::string(typeName(op)) + "' needs scalar operands",
               "ParserTypeError");
  // PyPTO rejects arithmetic and comparisons mixing an int and a float
  // scalar (`f > 0` with f FP32); its message, lower-cased names included.
  if (isFloat(sa->dtype) != isFloat(sb->dtype) && op != BinaryOp::And && op != BinaryOp::Or &&
      sa->dtype != DataType::BOOL && sb->dtype != DataType::BOOL)
    return err(p,
               "Operator '" + lowered(typeName(op)) +
                   "' requires same numeric dtype category, got " + lowered(name(sa->dtype)) +
                   " and " + lowered(name(sb->dtype)),
               "ParserSyntaxError");
  return makeBinary(op, std::move(a), std::move(b), loc(p));
}

namespace {

// Folds a binary operator over two Python constants; nullopt when the
// operator does not apply to them.
Res<Value> foldBinary(const Elaborator &el, const std::string &op, const Value &l,
                      const Value &r, Pos p) {
  bool ints = l.kind != VK::Float && r.kind != VK::Float;
  if (ints && op != "/") {
    int64_t a = asInt(l), b = asInt(r), out = 0;
    bool overflow = false;
    if (op == "+")
      overflow = __builtin_add_overflow(a, b, &out);
    else if (op == "-")
      overflow = __builtin_sub_overflow(a, b, &out);
    else if (op == "*")
      overflow = __builtin_mul_overflow(a, b, &out);
    else if (op == "//" || op == "%") {
      if (b == 0)
        return el.err(p, "integer division or modulo by zero", "ParserValueError");
      if (a == INT64_MIN && b == -1)
        return el.err(p, "integer overflow in constant expression", "ParserValueError");
      int64_t q = a / b, m = a % b;
      if (m != 0 && ((m < 0) != (b < 0))) {
        --q;
        m += b;
      }
      out = op == "//" ? q : m;
    } else if (op == "**") {
      if (b < 0)
        return makeFloat(std::pow(static_cast<double>(a), static_cast<double>(b)), p);
      out = 1;
      for (int64_t k = 0; k < b && !overflow; ++k) {
        overflow = __builtin_mul_overflow(out, a, &out);
        if (out == 0 || out == 1)
          break;
      }
    } else if (op == "<<") {
      if (b < 0)
        return el.err(p, "negative shift count", "ParserValueError");
      overflow = b >= 63 || (a > (INT64_MAX >> b)) || (a < (INT64_MIN >> b));
      if (!overflow)
        out = static_cast<int64_t>(static_cast<uint64_t>(a) << b);
    } else if (op == ">>") {
      if (b < 0)
        return el.err(p, "negative shift count", "ParserValueError");
      out = b >= 63 ? (a < 0 ? -1 : 0) : a >> b;
    } else if (op == "&")
      out = a & b;
    else if (op == "|")
      out = a | b;
    else if (op == "^")
      out = a ^ b;
    else
      return el.err(p, "unsupported operator '" + op + "'");
    if (overflow)
      return el.err(p, "integer overflow in constant expression", "ParserValueError");
    return makeInt(out, p);
  }
  double a = 0, b = 0;
  asDouble(l, a);
  asDouble(r, b);
  if (op == "+")
    return makeFloat(a + b, p);
  if (op == "-")
    return makeFloat(a - b, p);
  if (op == "*")
    return makeFloat(a * b, p);
  if (op == "/" || op == "//" || op == "%") {
    if (b == 0)
      return el.err(p, "float division by zero", "ParserValueError");
    if (op == "/")
      return makeFloat(a / b, p);
    double q = std::floor(a / b);
    return makeFloat(op == "//" ? q : a - q * b, p);
  }
  if (op == "**")
    return makeFloat(std::pow(a, b), p);
  return el.err(p, "unsupported operand types for '" + op + "'", "ParserTypeError");
}

bool compareConsts(const std::string &op, const Value &l, const Value &r) {
  if (l.kind != VK::Float && r.kind != VK::Float) {
    int64_t a = asInt(l), b = asInt(r);
    return op == "==" ? a == b : op == "!=" ? a != b : op == "<" ? a < b
         : op == "<=" ? a <= b : op == ">" ? a > b : a >= b;
  }
  double a = 0, b = 0;
  asDouble(l, a);
  asDouble(r, b);
  return op == "==" ? a == b : op == "!=" ? a != b : op == "<" ? a < b
       : op == "<=" ? a <= b : op == ">" ? a > b : a >= b;
}

bool truthy(const Value &v) {
  return v.kind == VK::Bool ? v.b : v.kind == VK::Int ? v.i != 0 : v.f != 0;
}

} // namespace

Res<Value> Elaborator::eval(const AstExpr &e) {
  switch (e.kind) {
  case AstKind::Int: return literal(makeInt(e.intValue, e.pos));
  case AstKind::Float: return literal(makeFloat(e.floatValue, e.pos));
  case AstKind::True: return literal(makeBool(true, e.pos));
  case AstKind::False: return literal(makeBool(false, e.pos));
  case AstKind::None: {
    Value v;
    v.pos = e.pos;
    return v;
  }
  case AstKind::Str: {
    Value v;
    v.kind = VK::Str;
    v.s = e.name;
    v.pos = e.pos;
    return v;
  }
  case AstKind::Ellipsis: return err(e.pos, "'...' is not a value");
  case AstKind::Name: {
    if (ExprPtr var = lookup(e.name))
      return makeExprValue(var, e.pos);
    if (auto it = dyn_.find(e.name); it != dyn_.end())
      return makeExprValue(it->second, e.pos);
    if (e.name == plAlias_ || e.name == "self")
      return resolveDotted(e.name == "self" ? "self" : "pl", e.pos);
    if (annotationDepth_ > 0) // a type may name a var defined later (see pending_)
      return makeExprValue(pendingVar(e.name, e.pos), e.pos);
    if (opts_.freeVars)
      return makeExprValue(freeVar(e.name, e.pos), e.pos);
    return err(e.pos, "name '" + e.name + "' is not defined", "ParserNameError");
  }
  case AstKind::Attr: {
    auto d = dotted(e);
    if (!d)
      return err(e.pos, "attribute access is only supported on pl and self");
    if (ExprPtr var = lookup(d->substr(0, d->find('.'))))
      return err(e.pos, "attribute access on a value is not supported", "ParserTypeError");
    return resolveDotted(*d, e.pos);
  }
  case AstKind::Subscript: {
    Value base = PC_TRY(eval(*e.items[0]));
    Value index = PC_TRY(eval(*e.items[1]));
    const TupleType *tt = base.kind == VK::Expr ? asTuple(base.expr->type) : nullptr;
    if (!tt || index.kind != VK::Int)
      return err(e.pos, "only a tuple value can be subscripted, with a constant index "
                        "(types belong in annotations)");
    if (index.i < 0 || index.i >= static_cast<int64_t>(tt->types.size()))
      return err(e.items[1]->pos, "tuple index out of range", "ParserIndexError");
    auto item = std::make_shared<TupleGetItem>(base.expr, index.i,
                                               tt->types[static_cast<std::size_t>(index.i)]);
    item->loc = loc(e.pos);
    return makeExprValue(item, e.pos);
  }
  case AstKind::Call: {
    auto d = dotted(*e.items[0]);
    if (!d)
      return err(e.pos, "only named functions can be called");
    const std::string &fn = *d;
    if (fn.rfind("self.", 0) == 0)
      return functionCall(fn.substr(5), e);
    if (fn == "abs") {
      if (e.items.size() != 2 || !e.kwargs.empty())
        return err(e.pos, "abs() takes exactly one argument");
      ExprPtr x = PC_TRY(evalExpr(*e.items[1]));
      return makeExprValue(makeUnary(UnaryOp::Abs, x, loc(e.pos)), e.pos);
    }
    if (fn.rfind("pl.", 0) == 0 || fn.rfind("pld.", 0) == 0)
      return opCall(fn, e);
    if (lookup(fn) || dyn_.count(fn))
      return err(e.pos, "'" + fn + "' is not callable", "ParserTypeError");
    return err(e.pos, "unknown function '" + fn + "'", "ParserNameError");
  }
  case AstKind::BinOp: {
    Value l = PC_TRY(eval(*e.items[0]));
    Value r = PC_TRY(eval(*e.items[1]));
    if (l.isConst() && r.isConst())
      return foldBinary(*this, e.name, l, r, e.pos);
    auto op = binaryOpOf(e.name);
    if (!op)
      return err(e.pos, "unsupported operator '" + e.name + "'");
    ExprPtr a = PC_TRY(toExpr(l));
    ExprPtr b = PC_TRY(toExpr(r));
    return makeExprValue(PC_TRY(binaryExpr(*op, a, b, e.pos)), e.pos);
  }
  case AstKind::Compare:
  case AstKind::BoolOp: {
    Value l = PC_TRY(eval(*e.items[0]));
    Value r = PC_TRY(eval(*e.items[1]));
    if (l.isConst() && r.isConst()) {
      if (e.kind == AstKind::Compare)
        return makeBool(compareConsts(e.name, l, r), e.pos);
      bool lt = truthy(l);
      return e.name == "and" ? (lt ? r : l) : (lt ? l : r);
    }
    ExprPtr a = PC_TRY(toExpr(l));
    ExprPtr b = PC_TRY(toExpr(r));
    return makeExprValue(PC_TRY(binaryExpr(*binaryOpOf(e.name), a, b, e.pos)), e.pos);
  }
  case AstKind::UnaryOp: {
    Value x = PC_TRY(eval(*e.items[0]));
    if (x.isConst()) {
      if (e.name == "not")
        return makeBool(!truthy(x), e.pos);
      if (x.kind == VK::Float) {
        if (e.name == "~")
          return err(e.pos, "bad operand type for unary ~: 'float'", "ParserTypeError");
        Value r = makeFloat(e.name == "-" ? -x.f : x.f, e.pos);
        if (e.name == "-" && x.literal == Value::Literal::Plain) // -2.5 folds; +2.5, --2.5 do not
          r.literal = Value::Literal::Negated;
        return r;
      }
      int64_t v = asInt(x);
      if (e.name == "-") {
        if (v == INT64_MIN)
          return err(e.pos, "integer overflow in constant expression", "ParserValueError");
        Value r = makeInt(-v, e.pos);
        if (x.literal == Value::Literal::Plain)
          r.literal = Value::Literal::Negated;
        return r;
      }
      return makeInt(e.name == "~" ? ~v : v, e.pos);
    }
    ExprPtr operand = PC_TRY(toExpr(x));
    if (e.name == "+")
      return makeExprValue(operand, e.pos);
    // A typed constant (pl.const) folds too: the printer writes Neg(ConstInt)
    // as `-3`, which would re-parse as a literal, so the tree could not
    // round-trip.
    if (const ConstInt *c = asConstInt(operand); c && e.name != "not") {
      if (e.name == "-" && c->value == INT64_MIN)
        return err(e.pos, "integer overflow in constant expression", "ParserValueError");
      return makeExprValue(constInt(e.name == "-" ? -c->value : ~c->value, c->dtype(), loc(e.pos)),
                           e.pos);
    }
    if (operand->kind == ExprKind::ConstFloat && e.name == "-") {
      const auto &c = static_cast<const ConstFloat &>(*operand);
      return makeExprValue(constFloat(-c.value, c.dtype(), loc(e.pos)), e.pos);
    }
    if (operand->kind == ExprKind::ConstBool && e.name == "not")
      return makeExprValue(constBool(!static_cast<const ConstBool &>(*operand).value, loc(e.pos)),
                           e.pos);
    if (!asScalar(operand->type))
      return err(e.pos, "unary '" + e.name + "' needs a scalar operand", "ParserTypeError");
    UnaryOp op = e.name == "-" ? UnaryOp::Neg : e.name == "~" ? UnaryOp::BitNot : UnaryOp::Not;
    return makeExprValue(makeUnary(op, operand, loc(e.pos)), e.pos);
  }
  case AstKind::List:
  case AstKind::Tuple: {
    Value v;
    v.kind = e.kind == AstKind::List ? VK::List : VK::Tuple;
    v.pos = e.pos;
    for (const auto &item : e.items)
      v.items.push_back(PC_TRY(eval(*item)));
    return v;
  }
  case AstKind::Dict: return err(e.pos, "a dict literal is only allowed as attrs={...}");
  }
  return err(e.pos, "unsupported expression");
}

} // namespace pipecheck::text

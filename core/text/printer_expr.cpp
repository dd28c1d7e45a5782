// Expression printing: constants, operators with PyPTO's parenthesisation,
// calls with kwargs and attrs in PyPTO's spellings.
//
// A child gets parentheses when its precedence is below its parent's; at
// equal precedence the right child gets them (the left one for the
// right-associative **). INDEX ConstInts print bare except in `typedConsts`
// mode, which an all-constant binary tree switches on so that the parser does
// not fold `pl.const(32, pl.INDEX) + pl.const(32, pl.INDEX)` into 64.
// String kwargs print single-quoted and unescaped; attr keys and string attr
// values print double-quoted with std::quoted-style escaping.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "core/ir/op_registry.h"
#include "core/text/printer.h"
#include "core/text/printer_impl.h"
#include "core/text/syntax.h"

namespace pipecheck::text {
namespace {

using namespace ir;

const char *binarySymbol(BinaryOp op) {
  switch (op) {
  case BinaryOp::Add: return "+";
  case BinaryOp::Sub: return "-";
  case BinaryOp::Mul: return "*";
  case BinaryOp::FloorDiv: return "//";
  case BinaryOp::FloorMod: return "%";
  case BinaryOp::FloatDiv: return "/";
  case BinaryOp::Pow: return "**";
  case BinaryOp::Eq: return "==";
  case BinaryOp::Ne: return "!=";
  case BinaryOp::Lt: return "<";
  case BinaryOp::Le: return "<=";
  case BinaryOp::Gt: return ">";
  case BinaryOp::Ge: return ">=";
  case BinaryOp::And: return "and";
  case BinaryOp::Or: return "or";
  case BinaryOp::Xor: return "xor";
  case BinaryOp::BitAnd: return "&";
  case BinaryOp::BitOr: return "|";
  case BinaryOp::BitXor: return "^";
  case BinaryOp::Shl: return "<<";
  case BinaryOp::Shr: return ">>";
  case BinaryOp::Min: return "min";
  case BinaryOp::Max: return "max";
  }
  return "?";
}

bool isPureConstIntTree(const ExprPtr &e) {
  if (e->kind == ExprKind::ConstInt)
    return true;
  if (const BinaryExpr *b = asBinary(e))
    return isPureConstIntTree(b->lhs) && isPureConstIntTree(b->rhs);
  return false;
}

// std::quoted(s) with the default delimiter and escape character. Control
// characters, which std::quoted would emit raw (PyPTO's output then no
// longer parses), are written as Python escapes instead.
std::string quoted(const std::string &s) {
  static const char *hex = "0123456789abcdef";
  std::string r = "\"";
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      r += '\\';
      r += c;
    } else if (c == '\n') {
      r += "\\n";
    } else if (c == '\t') {
      r += "\\t";
    } else if (c == '\r') {
      r += "\\r";
    } else if (u < 0x20 || u == 0x7f) {
      r += "\\x";
      r += hex[u >> 4];
      r += hex[u & 15];
    } else {
      r += c;
    }
  }
  return r + "\"";
}

std::string_view atomicName(int64_t v) {
  switch (v) {
  case 0: return "None_";
  case 1: return "Add";
  default: return {};
  }
}

std::string_view castModeName(int64_t v) {
  static constexpr std::array<std::string_view, 7> names = {"none", "rint",  "round", "floor",
                                                            "ceil", "trunc", "odd"};
  return v >= 0 && v < 7 ? names[static_cast<std::size_t>(v)] : std::string_view{};
}

DataType scalarDtypeOf(const Expr &e) {
  if (const ScalarType *s = asScalar(e.type))
    return s->dtype;
  return DataType::INDEX;
}

} // namespace

std::string formatFloat(double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", value);
  std::string text = buf;
  if (std::isfinite(value) && text.find_first_of(".eE") == std::string::npos)
    text += ".0";
  return text;
}

Prec precedenceOf(const Expr &e) {
  switch (e.kind) {
  case ExprKind::Binary:
    switch (static_cast<const BinaryExpr &>(e).op) {
    case BinaryOp::Or: return Prec::Or;
    case BinaryOp::Xor: return Prec::Xor;
    case BinaryOp::And: return Prec::And;
    case BinaryOp::Eq: case BinaryOp::Ne: case BinaryOp::Lt: case BinaryOp::Le:
    case BinaryOp::Gt: case BinaryOp::Ge: return Prec::Cmp;
    case BinaryOp::BitOr: return Prec::BitOr;
    case BinaryOp::BitXor: return Prec::BitXor;
    case BinaryOp::BitAnd: return Prec::BitAnd;
    case BinaryOp::Shl: case BinaryOp::Shr: return Prec::Shift;
    case BinaryOp::Add: case BinaryOp::Sub: return Prec::AddSub;
    case BinaryOp::Mul: case BinaryOp::FloorDiv: case BinaryOp::FloatDiv:
    case BinaryOp::FloorMod: return Prec::MulDiv;
    case BinaryOp::Pow: return Prec::Pow;
    case BinaryOp::Min: case BinaryOp::Max: return Prec::Call;
    }
    return Prec::Atom;
  case ExprKind::Unary:
    switch (static_cast<const UnaryExpr &>(e).op) {
    case UnaryOp::Neg: case UnaryOp::BitNot: return Prec::Unary;
    case UnaryOp::Not: return Prec::Not;
    case UnaryOp::Abs: case UnaryOp::Cast: return Prec::Call;
    }
    return Prec::Atom;
  case ExprKind::Call: return Prec::Call;
  default: return Prec::Atom;
  }
}

std::string Printer::exprString(const ExprPtr &e) {
  std::string saved = std::move(out);
  out.clear();
  expr(e);
  std::string r = std::move(out);
  out = std::move(saved);
  return r;
}

void Printer::constInt(const ConstInt &c) {
  if (c.dtype() == DataType::INDEX && !typedConsts) {
    out += std::to_string(c.value);
    return;
  }
  out += "pl.const(" + std::to_string(c.value) + ", pl." + std::string(name(c.dtype())) + ")";
}

void Printer::expr(const ExprPtr &e) {
  if (!e) {
    out += "<null>";
    return;
  }
  switch (e->kind) {
  case ExprKind::Var:
  case ExprKind::IterArg:
    out += varName(static_cast<const Var *>(e.get()));
    return;
  case ExprKind::ConstInt:
    constInt(static_cast<const ConstInt &>(*e));
    return;
  case ExprKind::ConstFloat: {
    const auto &c = static_cast<const ConstFloat &>(*e);
    if (c.dtype() == DataType::FP32)
      out += formatFloat(c.value);
    else
      out += "pl.const(" + formatFloat(c.value) + ", pl." + std::string(name(c.dtype())) + ")";
    return;
  }
  case ExprKind::ConstBool:
    out += static_cast<const ConstBool &>(*e).value ? "True" : "False";
    return;
  case ExprKind::Binary:
    binary(static_cast<const BinaryExpr &>(*e), *e);
    return;
  case ExprKind::Unary:
    unary(static_cast<const UnaryExpr &>(*e));
    return;
  case ExprKind::Call:
    call(static_cast<const Call &>(*e));
    return;
  case ExprKind::MakeTuple: {
    out += "[";
    const auto &els = static_cast<const MakeTuple &>(*e).elements;
    for (std::size_t i = 0; i < els.size(); ++i) {
      if (i)
        out += ", ";
      expr(els[i]);
    }
    out += "]";
    return;
  }
  case ExprKind::TupleGetItem: {
    const auto &t = static_cast<const TupleGetItem &>(*e);
    expr(t.tuple);
    out += "[" + std::to_string(t.index) + "]";
    return;
  }
  }
}

void Printer::child(const Expr &parent, const ExprPtr &c, bool isLeft) {
  Prec pp = precedenceOf(parent), cp = c ? precedenceOf(*c) : Prec::Atom;
  bool parens = cp < pp;
  if (cp == pp) {
    bool rightAssoc = parent.kind == ExprKind::Binary &&
                      static_cast<const BinaryExpr &>(parent).op == BinaryOp::Pow;
    parens = rightAssoc ? isLeft : !isLeft;
  }
  if (parens)
    out += "(";
  expr(c);
  if (parens)
    out += ")";
}

void Printer::binary(const BinaryExpr &b, const Expr &self) {
  if (b.op == BinaryOp::Min || b.op == BinaryOp::Max) {
    out += std::string("pl.") + binarySymbol(b.op) + "(";
    expr(b.lhs);
    out += ", ";
    expr(b.rhs);
    out += ")";
    return;
  }
  bool saved = typedConsts;
  if (!typedConsts && b.lhs && b.rhs && isPureConstIntTree(b.lhs) && isPureConstIntTree(b.rhs))
    typedConsts = true;
  child(self, b.lhs, true);
  out += std::string(" ") + binarySymbol(b.op) + " ";
  child(self, b.rhs, false);
  typedConsts = saved;
}

void Printer::unary(const UnaryExpr &u) {
  auto operand = [&](Prec min, const char *prefix) {
    out += prefix;
    bool parens = u.operand && precedenceOf(*u.operand) < min;
    if (parens)
      out += "(";
    expr(u.operand);
    if (parens)
      out += ")";
  };
  switch (u.op) {
  case UnaryOp::Neg: operand(Prec::Unary, "-"); return;
  case UnaryOp::BitNot: operand(Prec::Unary, "~"); return;
  case UnaryOp::Not: operand(Prec::Not, "not "); return;
  case UnaryOp::Abs:
    out += "abs(";
    expr(u.operand);
    out += ")";
    return;
  case UnaryOp::Cast:
    out += "pl.cast(";
    expr(u.operand);
    out += ", pl." + std::string(name(scalarDtypeOf(u))) + ")";
    return;
  }
}

void Printer::attrValue(const AttrValue &v) {
  std::visit(
      [&](const auto &x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, bool>)
          out += x ? "True" : "False";
        else if constexpr (std::is_same_v<T, int64_t>)
          out += std::to_string(x);
        else if constexpr (std::is_same_v<T, double>)
          out += formatFloat(x);
        else if constexpr (std::is_same_v<T, std::string>)
          out += quoted(x);
        else if constexpr (std::is_same_v<T, DataType>)
          out += "pl." + std::string(name(x));
        else if constexpr (std::is_same_v<T, MemorySpace>)
          out += "pl.Mem." + std::string(name(x));
        else if constexpr (std::is_same_v<T, TileLayout>)
          out += "pl.TileLayout." + std::string(name(x));
        else if constexpr (std::is_same_v<T, TensorLayout>)
          out += "pl.TensorLayout." + std::string(name(x));
        else if constexpr (std::is_same_v<T, PadValue>)
          out += "pl.PadValue." + std::string(name(x));
        else if constexpr (std::is_same_v<T, PipeType>)
          out += "pl.PipeType." + std::string(name(x));
        else if constexpr (std::is_same_v<T, std::vector<int64_t>>) {
          out += "[";
          for (std::size_t i = 0; i < x.size(); ++i)
            out += (i ? ", " : "") + std::to_string(x[i]);
          out += "]";
        } else if constexpr (std::is_same_v<T, ExprPtr>)
          expr(x);
      },
      v);
}

void Printer::attrDict(const AttrList &attrs) {
  out += "attrs={";
  for (std::size_t i = 0; i < attrs.size(); ++i) {
    if (i)
      out += ", ";
    out += quoted(attrs[i].first) + ": ";
    attrValue(attrs[i].second);
  }
  out += "}";
}

void Printer::kwargValue(const std::string &key, const AttrValue &v) {
  if (const int64_t *i = std::get_if<int64_t>(&v)) {
    if (key == "atomic" && !atomicName(*i).empty()) {
      out += "pl.AtomicType." + std::string(atomicName(*i));
      return;
    }
    if (key == "mode" && !castModeName(*i).empty()) {
      out += "'" + std::string(castModeName(*i)) + "'";
      return;
    }
  }
  if (const std::string *s = std::get_if<std::string>(&v)) {
    out += "'" + *s + "'";
    return;
  }
  attrValue(v);
}

void Printer::call(const Call &c) {
  bool needComma = !c.args.empty();
  if (c.isFunctionCall) {
    out += (inProgram ? "self." : "") + c.op + "(";
    for (std::size_t i = 0; i < c.args.size(); ++i) {
      if (i)
        out += ", ";
      expr(c.args[i]);
    }
    if (!c.attrs.empty()) {
      out += needComma ? ", " : "";
      attrDict(c.attrs);
    }
    out += ")";
    return;
  }
  std::string op = c.op;
  if (op == "tensor.add" && c.args.size() == 2 &&
      (c.args[1]->kind == ExprKind::ConstInt || c.args[1]->kind == ExprKind::ConstFloat))
    op = "tensor.adds";
  std::size_t dot = op.rfind('.');
  if (dot != std::string::npos && isPythonKeyword(std::string_view(op).substr(dot + 1)))
    op += "_";
  if (op.find('.') == std::string::npos || op.rfind("pld.", 0) == 0)
    out += op + "(";
  else
    out += "pl." + op + "(";

  // An op whose DSL takes an IR arg as a keyword (the table's `@arg`,
  // tile.full's value) prints its kwargs in the table's order with that arg
  // among them, as a plain Python literal.
  if (const OpInfo *info = lookupOp(c);
      info && c.args.size() == info->argSpecs.size() &&
      std::any_of(info->kwargSpecs.begin(), info->kwargSpecs.end(),
                  [](const KwargSpec &k) { return k.argIndex >= 0; })) {
    bool first = true;
    auto sep = [&] {
      out += first ? "" : ", ";
      first = false;
    };
    auto placed = [&](std::size_t i) {
      return std::any_of(info->kwargSpecs.begin(), info->kwargSpecs.end(),
                         [&](const KwargSpec &k) { return k.argIndex == static_cast<int>(i); });
    };
    for (std::size_t i = 0; i < c.args.size(); ++i)
      if (!placed(i)) {
        sep();
        expr(c.args[i]);
      }
    for (const KwargSpec &k : info->kwargSpecs) {
      if (k.argIndex >= 0) {
        sep();
        out += k.name + "=";
        const ExprPtr &val = c.args[static_cast<std::size_t>(k.argIndex)];
        if (val->kind == ExprKind::ConstFloat)
          out += formatFloat(static_cast<const ConstFloat &>(*val).value);
        else if (val->kind == ExprKind::ConstInt)
          out += std::to_string(static_cast<const ConstInt &>(*val).value);
        else
          expr(val);
      } else if (const AttrValue *v = findAttr(c.kwargs, k.name)) {
        sep();
        out += k.name + "=";
        if (const std::string *str = std::get_if<std::string>(v); str && info->doubleQuotedStrings)
          out += "\"" + *str + "\"";
        else
          kwargValue(k.name, *v);
      }
    }
    for (const auto &kw : c.kwargs) // any the table does not list, as stored
      if (std::none_of(info->kwargSpecs.begin(), info->kwargSpecs.end(),
                       [&](const KwargSpec &k) { return k.name == kw.first; })) {
        sep();
        out += kw.first + "=";
        kwargValue(kw.first, kw.second);
      }
    if (!c.attrs.empty()) { // pipeline_membership: LowerPipelineLoops tags full like any tile
      sep();
      attrDict(c.attrs);
    }
    out += ")";
    return;
  }

  for (std::size_t i = 0; i < c.args.size(); ++i) {
    if (i)
      out += ", ";
    const ConstInt *ci = asConstInt(c.args[i]);
    if (i == 0 && ci && (c.op == "tile.alloc" || c.op == "tensor.alloc") && ci->value >= 0 &&
        ci->value <= static_cast<int64_t>(MemorySpace::RightScale))
      out += "pl.Mem." + std::string(name(static_cast<MemorySpace>(ci->value)));
    else
      expr(c.args[i]);
  }
  const OpInfo *info = lookupOp(c);
  for (const auto &[key, value] : c.kwargs) {
    // The name PyPTO's parser takes from the assignment target (the table's
    // namedbyassign, alloc_window_buffer) is never printed.
    if (key == "name" && info && info->namedByAssignment)
      continue;
    out += needComma ? ", " : "";
    needComma = true;
    out += key + "=";
    kwargValue(key, value);
  }
  if (!c.attrs.empty()) {
    out += needComma ? ", " : "";
    attrDict(c.attrs);
  }
  out += ")";
}

} // namespace pipecheck::text

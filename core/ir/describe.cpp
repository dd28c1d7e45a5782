// Node summaries for messages; see describe.h. Depth-limited so a mismatch
// deep inside a large call still gives a one-line summary.
#include "core/ir/describe.h"

#include <sstream>

namespace pipecheck::ir {
namespace {

constexpr int kMaxDepth = 4;

std::string_view symbol(BinaryOp op) {
  switch (op) {
  case BinaryOp::Add:
    return "+";
  case BinaryOp::Sub:
    return "-";
  case BinaryOp::Mul:
    return "*";
  case BinaryOp::FloorDiv:
    return "//";
  case BinaryOp::FloorMod:
    return "%";
  case BinaryOp::FloatDiv:
    return "/";
  case BinaryOp::Pow:
    return "**";
  case BinaryOp::Eq:
    return "==";
  case BinaryOp::Ne:
    return "!=";
  case BinaryOp::Lt:
    return "<";
  case BinaryOp::Le:
    return "<=";
  case BinaryOp::Gt:
    return ">";
  case BinaryOp::Ge:
    return ">=";
  case BinaryOp::And:
    return "and";
  case BinaryOp::Or:
    return "or";
  case BinaryOp::Xor:
    return "xor";
  case BinaryOp::BitAnd:
    return "&";
  case BinaryOp::BitOr:
    return "|";
  case BinaryOp::BitXor:
    return "^";
  case BinaryOp::Shl:
    return "<<";
  case BinaryOp::Shr:
    return ">>";
  case BinaryOp::Min:
  case BinaryOp::Max:
    return "";
  }
  return "?";
}

std::string exprText(const ExprPtr &e, int depth);

std::string listText(const std::vector<ExprPtr> &xs, int depth) {
  std::string out;
  for (std::size_t i = 0; i < xs.size(); ++i)
    out += (i ? ", " : "") + exprText(xs[i], depth + 1);
  return out;
}

std::string exprText(const ExprPtr &e, int depth) {
  if (!e)
    return "(null)";
  if (depth > kMaxDepth)
    return "...";
  switch (e->kind) {
  case ExprKind::Var:
  case ExprKind::IterArg:
    return static_cast<const Var &>(*e).name;
  case ExprKind::ConstInt: {
    const auto &c = static_cast<const ConstInt &>(*e);
    if (c.dtype() == DataType::INDEX)
      return std::to_string(c.value);
    return "pl.const(" + std::to_string(c.value) + ", pl." + std::string(name(c.dtype())) + ")";
  }
  case ExprKind::ConstFloat: {
    std::ostringstream os;
    os << static_cast<const ConstFloat &>(*e).value;
    return os.str();
  }
  case ExprKind::ConstBool:
    return static_cast<const ConstBool &>(*e).value ? "True" : "False";
  case ExprKind::Binary: {
    const auto &b = static_cast<const BinaryExpr &>(*e);
    if (b.op == BinaryOp::Min || b.op == BinaryOp::Max)
      return std::string(b.op == BinaryOp::Min ? "pl.min(" : "pl.max(") +
             exprText(b.lhs, depth + 1) + ", " + exprText(b.rhs, depth + 1) + ")";
    std::string s = exprText(b.lhs, depth + 1) + " " + std::string(symbol(b.op)) + " " +
                    exprText(b.rhs, depth + 1);
    return depth > 0 ? "(" + s + ")" : s;
  }
  case ExprKind::Unary: {
    const auto &u = static_cast<const UnaryExpr &>(*e);
    std::string x = exprText(u.operand, depth + 1);
    switch (u.op) {
    case UnaryOp::Neg:
      return "-" + x;
    case UnaryOp::Not:
      return "not " + x;
    case UnaryOp::Abs:
      return "abs(" + x + ")";
    case UnaryOp::BitNot:
      return "~" + x;
    case UnaryOp::Cast: {
      const ScalarType *to = asScalar(u.type);
      return "pl.cast(" + x + ", " +
             (to ? "pl." + std::string(name(to->dtype)) : describe(u.type)) + ")";
    }
    }
    return x;
  }
  case ExprKind::Call: {
    const auto &c = static_cast<const Call &>(*e);
    std::string head = c.isFunctionCall ? "self." + c.op : "pl." + c.op;
    std::string out = head + "(" + listText(c.args, depth);
    if (!c.kwargs.empty() || !c.attrs.empty())
      out += c.args.empty() ? "..." : ", ...";
    return out + ")";
  }
  case ExprKind::MakeTuple:
    return "[" + listText(static_cast<const MakeTuple &>(*e).elements, depth) + "]";
  case ExprKind::TupleGetItem: {
    const auto &t = static_cast<const TupleGetItem &>(*e);
    return exprText(t.tuple, depth + 1) + "[" + std::to_string(t.index) + "]";
  }
  }
  return "?";
}

std::string dimsText(const std::vector<ExprPtr> &dims) {
  std::string out = "[";
  for (std::size_t i = 0; i < dims.size(); ++i)
    out += (i ? ", " : "") + exprText(dims[i], 1);
  return out + "]";
}

} // namespace

std::string describe(const ExprPtr &e) { return exprText(e, 0); }
std::string describe(const std::vector<ExprPtr> &dims) { return dimsText(dims); }

std::string describe(const TypePtr &t) {
  if (!t)
    return "(null type)";
  switch (t->kind) {
  case TypeKind::Scalar:
    return "pl.Scalar[pl." + std::string(name(static_cast<const ScalarType &>(*t).dtype)) + "]";
  case TypeKind::Tensor: {
    const auto &tt = static_cast<const TensorType &>(*t);
    std::string out = "pl.Tensor[" + dimsText(tt.shape) + ", pl." + std::string(name(tt.dtype));
    if (tt.view)
      out += ", pl.TensorView(...)";
    return out + "]";
  }
  case TypeKind::Tile: {
    const auto &tl = static_cast<const TileType &>(*t);
    std::string out = "pl.Tile[" + dimsText(tl.shape) + ", pl." + std::string(name(tl.dtype));
    if (tl.memorySpace)
      out += ", pl.Mem." + std::string(name(*tl.memorySpace));
    if (tl.view) {
      TileView v = *tl.view;
      out += ", pl.TileView(";
      if (!v.validShape.empty())
        out += "valid_shape=" + dimsText(v.validShape) + ", ";
      out += "blayout=" + std::string(name(v.blayout)) +
             ", slayout=" + std::string(name(v.slayout)) +
             ", fractal=" + std::to_string(v.fractal) + ")";
    }
    return out + "]";
  }
  case TypeKind::Tuple: {
    const auto &tu = static_cast<const TupleType &>(*t);
    std::string out = "pl.Tuple[";
    for (std::size_t i = 0; i < tu.types.size(); ++i)
      out += (i ? ", " : "") + describe(tu.types[i]);
    return out + "]";
  }
  case TypeKind::Array: {
    const auto &at = static_cast<const ArrayType &>(*t);
    return "pl.Array[" + std::to_string(at.size) + ", pl." + std::string(name(at.dtype)) + "]";
  }
  case TypeKind::Ptr:
    return "pl.Ptr";
  case TypeKind::Handle:
    return static_cast<const HandleType &>(*t).name;
  case TypeKind::MemRef:
    return "pl.MemRefType";
  case TypeKind::Unknown:
    return "pl.UnknownType";
  }
  return "?";
}

std::string describe(const StmtPtr &s) {
  if (!s)
    return "(null)";
  switch (s->kind) {
  case StmtKind::Seq: {
    const auto &seq = static_cast<const SeqStmts &>(*s);
    return "SeqStmts(" + std::to_string(seq.stmts.size()) + " statements)";
  }
  case StmtKind::Assign: {
    const auto &a = static_cast<const AssignStmt &>(*s);
    return a.var->name + ": " + describe(a.var->type) + " = " + describe(a.value);
  }
  case StmtKind::Eval:
    return describe(static_cast<const EvalStmt &>(*s).expr);
  case StmtKind::Yield:
    return "pl.yield_(" + listText(static_cast<const YieldStmt &>(*s).values, 0) + ")";
  case StmtKind::Return: {
    const auto &r = static_cast<const ReturnStmt &>(*s);
    return r.values.empty() ? "return" : "return " + listText(r.values, 0);
  }
  case StmtKind::For: {
    const auto &f = static_cast<const ForStmt &>(*s);
    return "for " + f.loopVar->name + " in pl." + std::string(name(f.forKind)) + "(" +
           describe(f.start) + ", " + describe(f.stop) + ", " + describe(f.step) + "): ...";
  }
  case StmtKind::If:
    return "if " + describe(static_cast<const IfStmt &>(*s).cond) + ": ...";
  case StmtKind::Scope:
    return "with " + std::string(s->typeName()) + ": ...";
  }
  return "?";
}

} // namespace pipecheck::ir

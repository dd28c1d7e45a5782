// One-line renderings of IR for messages; see describe.h.
#include "oracle/interp/describe.h"

#include "oracle/interp/value.h"

namespace pipecheck::interp {
namespace {

constexpr std::size_t kMaxLen = 160;

const char *binarySymbol(ir::BinaryOp op) {
  using B = ir::BinaryOp;
  switch (op) {
  case B::Add:
    return " + ";
  case B::Sub:
    return " - ";
  case B::Mul:
    return " * ";
  case B::FloorDiv:
    return " // ";
  case B::FloorMod:
    return " % ";
  case B::FloatDiv:
    return " / ";
  case B::Pow:
    return " ** ";
  case B::Eq:
    return " == ";
  case B::Ne:
    return " != ";
  case B::Lt:
    return " < ";
  case B::Le:
    return " <= ";
  case B::Gt:
    return " > ";
  case B::Ge:
    return " >= ";
  case B::And:
    return " and ";
  case B::Or:
    return " or ";
  case B::Xor:
    return " ^ ";
  case B::BitAnd:
    return " & ";
  case B::BitOr:
    return " | ";
  case B::BitXor:
    return " ^ ";
  case B::Shl:
    return " << ";
  case B::Shr:
    return " >> ";
  case B::Min:
  case B::Max:
    return nullptr;
  }
  return nullptr;
}

std::string list(const std::vector<ir::ExprPtr> &xs) {
  std::string s;
  for (std::size_t i = 0; i < xs.size(); ++i)
    s += (i ? ", " : "") + describeExpr(xs[i]);
  return s;
}

std::string clip(std::string s) {
  if (s.size() > kMaxLen)
    s = s.substr(0, kMaxLen - 3) + "...";
  return s;
}

std::string render(const ir::ExprPtr &e) {
  if (!e)
    return "<null>";
  return ir::visitExpr(*e, [&](const auto &n) -> std::string {
    using N = std::decay_t<decltype(n)>;
    if constexpr (std::is_same_v<N, ir::Var> || std::is_same_v<N, ir::IterArg>) {
      return n.name;
    } else if constexpr (std::is_same_v<N, ir::ConstInt>) {
      return std::to_string(n.value);
    } else if constexpr (std::is_same_v<N, ir::ConstFloat>) {
      return formatFloat(n.value);
    } else if constexpr (std::is_same_v<N, ir::ConstBool>) {
      return n.value ? "True" : "False";
    } else if constexpr (std::is_same_v<N, ir::BinaryExpr>) {
      if (const char *sym = binarySymbol(n.op)) {
        auto side = [](const ir::ExprPtr &x) {
          return ir::asBinary(x) ? "(" + render(x) + ")" : render(x);
        };
        return side(n.lhs) + sym + side(n.rhs);
      }
      return std::string(n.op == ir::BinaryOp::Min ? "min(" : "max(") + render(n.lhs) + ", " +
             render(n.rhs) + ")";
    } else if constexpr (std::is_same_v<N, ir::UnaryExpr>) {
      switch (n.op) {
      case ir::UnaryOp::Neg:
        return "-" + render(n.operand);
      case ir::UnaryOp::Not:
        return "not " + render(n.operand);
      case ir::UnaryOp::Abs:
        return "abs(" + render(n.operand) + ")";
      case ir::UnaryOp::BitNot:
        return "~" + render(n.operand);
      case ir::UnaryOp::Cast: {
        const ir::ScalarType *t = ir::asScalar(n.type);
        return "cast(" + render(n.operand) + ", " + std::string(t ? ir::name(t->dtype) : "?") + ")";
      }
      }
      return render(n.operand);
    } else if constexpr (std::is_same_v<N, ir::Call>) {
      return (n.isFunctionCall ? "self." : "") + n.op + "(" + list(n.args) + ")";
    } else if constexpr (std::is_same_v<N, ir::MakeTuple>) {
      return "[" + list(n.elements) + "]";
    } else {
      return render(n.tuple) + "[" + std::to_string(n.index) + "]";
    }
  });
}

} // namespace

std::string describeExpr(const ir::ExprPtr &e) { return clip(render(e)); }

std::string describeStmt(const ir::Stmt &s) {
  std::string out = ir::visitStmt(s, [&](const auto &n) -> std::string {
    using N = std::decay_t<decltype(n)>;
    if constexpr (std::is_same_v<N, ir::AssignStmt>) {
      return n.var->name + " = " + render(n.value);
    } else if constexpr (std::is_same_v<N, ir::EvalStmt>) {
      return render(n.expr);
    } else if constexpr (std::is_same_v<N, ir::YieldStmt>) {
      return "yield(" + list(n.values) + ")";
    } else if constexpr (std::is_same_v<N, ir::ReturnStmt>) {
      return "return " + list(n.values);
    } else if constexpr (std::is_same_v<N, ir::ForStmt>) {
      return "for " + n.loopVar->name + " in " + std::string(ir::name(n.forKind)) + "(" +
             render(n.start) + ", " + render(n.stop) + ", " + render(n.step) + ")";
    } else if constexpr (std::is_same_v<N, ir::IfStmt>) {
      return "if " + render(n.cond);
    } else if constexpr (std::is_same_v<N, ir::ScopeStmt>) {
      return "with " + std::string(n.typeName());
    } else {
      return "<" + std::to_string(n.stmts.size()) + " statements>";
    }
  });
  return clip(std::move(out));
}

} // namespace pipecheck::interp

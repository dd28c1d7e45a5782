// IR scalar expressions -> Terms (see encode.h).
#include "oracle/smt/encode.h"

#include <algorithm>
#include <sstream>
#include <unordered_set>

#include "core/ir/builder.h"
#include "core/ir/op_registry.h"
#include "core/ir/walk.h"

namespace pipecheck::smt {

using namespace ir;

FunctionEnv makeFunctionEnv(const Program &p, const Function &f, const Function &namesFrom) {
  FunctionEnv env;
  env.program = &p;
  env.function = &f;
  env.defs = smt::collectDefs(f);
  for (size_t i = 0; i < f.params.size(); ++i) {
    bool intParam = isIntScalar(f.params[i]->type) && i < namesFrom.params.size();
    env.paramSyms.push_back(intParam ? namesFrom.params[i]->name : std::string());
  }
  // In tensors no call writes (an argument at a Write / ReadWrite effect;
  // any argument of a function call, whose callee may write it), and the
  // tensor reads, in one walk of the body.
  std::unordered_set<const Var *> written;
  std::vector<const Call *> reads;
  forEachExpr(f.body, [&](const ExprPtr &e) {
    const Call *c = asCall(e);
    if (c && c->isFunctionCall) {
      for (const ExprPtr &a : c->args)
        if (const Var *v = asVar(a))
          written.insert(v);
      return;
    }
    const OpInfo *info = c ? lookupOp(*c) : nullptr;
    if (!info)
      return;
    if (info->family == OpFamily::Read)
      reads.push_back(c);
    for (const auto &[arg, eff] : info->effects)
      if (eff != ArgEffect::Read && arg >= 0 && static_cast<size_t>(arg) < c->args.size())
        if (const Var *v = asVar(c->args[static_cast<size_t>(arg)]))
          written.insert(v);
  });
  for (size_t i = 0; i < f.params.size(); ++i) {
    bool readOnly = asTensor(f.params[i]->type) && i < namesFrom.params.size() &&
                    i < f.directions.size() && f.directions[i] == ParamDirection::In &&
                    !written.count(f.params[i].get());
    env.readOnlyTensors.push_back(readOnly ? namesFrom.params[i]->name : std::string());
  }
  for (const Call *c : reads)
    if (std::string sym = tensorReadSymbol(env, *c);
        !sym.empty() && std::find(env.readSyms.begin(), env.readSyms.end(), sym) == env.readSyms.end())
      env.readSyms.push_back(sym);
  return env;
}

std::string tensorReadSymbol(const FunctionEnv &env, const Call &c) {
  const OpInfo *info = lookupOp(c);
  if (!info || info->family != OpFamily::Read || c.op.rfind("tensor.", 0) != 0 || c.args.size() < 2)
    return {};
  const Var *t = asVar(c.args[0]);
  const MakeTuple *idx = asMakeTuple(c.args[1]);
  if (!t || !idx)
    return {};
  const Function &f = *env.function;
  for (size_t i = 0; i < f.params.size(); ++i) {
    if (f.params[i].get() != t || env.readOnlyTensors[i].empty())
      continue;
    std::string sym = "read:" + env.readOnlyTensors[i] + "[";
    for (size_t k = 0; k < idx->elements.size(); ++k) {
      std::optional<int64_t> v = constValue(idx->elements[k]);
      if (!v)
        return {};
      sym += (k ? "," : "") + std::to_string(*v);
    }
    return sym + "]";
  }
  return {};
}

TermPtr ExprEncoder::opaqueInt(const ExprPtr &e, const std::string &why) {
  if (strict_) {
    if (failure_.empty())
      failure_ = why;
    return intConst(0);
  }
  if (approximation_.empty())
    approximation_ = why;
  const Var *v = asVar(e);
  return tf_.freshInt(v ? "opaque:" + v->name : "opaque");
}

TermPtr ExprEncoder::opaqueBool(const ExprPtr &e, const std::string &why) {
  if (strict_) {
    if (failure_.empty())
      failure_ = why;
    return boolConst(false);
  }
  if (approximation_.empty())
    approximation_ = why;
  (void)e;
  return tf_.freshBool("opaque-cond");
}

TermPtr ExprEncoder::intOf(const ExprPtr &e) {
  if (auto it = intMemo_.find(e.get()); it != intMemo_.end())
    return it->second;
  TermPtr t = intRaw(e);
  intMemo_.emplace(e.get(), t);
  return t;
}

TermPtr ExprEncoder::boolOf(const ExprPtr &e) {
  if (auto it = boolMemo_.find(e.get()); it != boolMemo_.end())
    return it->second;
  TermPtr t = boolRaw(e);
  boolMemo_.emplace(e.get(), t);
  return t;
}

TermPtr ExprEncoder::varInt(const Var &v, const ExprPtr &e) {
  if (auto it = bound_.find(&v); it != bound_.end())
    return it->second;
  const Function &f = *env_.function;
  for (size_t i = 0; i < f.params.size(); ++i)
    if (f.params[i].get() == &v) {
      if (env_.paramSyms[i].empty())
        return opaqueInt(e, "parameter '" + v.name + "' is not an integer scalar");
      return intSym(env_.paramSyms[i]);
    }
  for (const VarPtr &d : env_.program->dynamicDims)
    if (d.get() == &v)
      return intSym("dim:" + v.name);
  if (const ExprPtr *def = env_.defs.find(&v); def && isIntScalar(v.type)) {
    if (depth_ > 200)
      return opaqueInt(e, "definition chain of '" + v.name + "' too deep");
    ++depth_;
    TermPtr t = intOf(*def);
    --depth_;
    return t;
  }
  return opaqueInt(e, "'" + v.name +
                          "' is not a parameter, loop variable or integer definition (its value "
                          "is not modelled)");
}

TermPtr ExprEncoder::intRaw(const ExprPtr &e) {
  if (auto c = constValue(e))
    return intConst(*c);
  if (const Var *v = asVar(e))
    return varInt(*v, e);
  if (const BinaryExpr *b = asBinary(e)) {
    switch (b->op) {
    case BinaryOp::Add: return add(intOf(b->lhs), intOf(b->rhs));
    case BinaryOp::Sub: return sub(intOf(b->lhs), intOf(b->rhs));
    case BinaryOp::Mul: return mul(intOf(b->lhs), intOf(b->rhs));
    case BinaryOp::FloorDiv: return tf_.divMod(intOf(b->lhs), intOf(b->rhs), mode_).first;
    case BinaryOp::FloorMod: return tf_.divMod(intOf(b->lhs), intOf(b->rhs), mode_).second;
    case BinaryOp::Min: return minT(intOf(b->lhs), intOf(b->rhs));
    case BinaryOp::Max: return maxT(intOf(b->lhs), intOf(b->rhs));
    default: break;
    }
    return opaqueInt(e, "operator " + std::string(typeName(b->op)) + " is not modelled");
  }
  if (const UnaryExpr *u = asUnary(e)) {
    if (u->op == UnaryOp::Neg)
      return neg(intOf(u->operand));
    if (u->op == UnaryOp::Abs)
      return absT(intOf(u->operand));
    if (u->op == UnaryOp::Cast && isIntScalar(e->type) && isIntScalar(u->operand->type))
      return intOf(u->operand); // widths are not modelled
    return opaqueInt(e, "operator " + std::string(typeName(u->op)) + " is not modelled");
  }
  if (const Call *c = asCall(e); c && isIntScalar(e->type)) {
    if (std::string sym = tensorReadSymbol(env_, *c); !sym.empty())
      return intSym(sym);
    // tensor.dim(t, axis) is the extent its type names: a constant, a
    // pl.dynamic dim ("dim:N") or an expression of the parameters.
    if (const OpInfo *info = lookupOp(*c);
        info && info->family == OpFamily::Dim && c->args.size() == 2 && depth_ <= 200) {
      const TensorType *t = asTensor(c->args[0]->type);
      std::optional<int64_t> axis = constValue(c->args[1]);
      int64_t rank = t ? static_cast<int64_t>(t->shape.size()) : 0;
      if (t && axis && *axis >= -rank && *axis < rank) {
        ++depth_;
        TermPtr dim = intOf(t->shape[static_cast<size_t>(*axis < 0 ? *axis + rank : *axis)]);
        --depth_;
        return dim;
      }
    }
  }
  return opaqueInt(e, std::string(e->typeName()) + " has no integer meaning here");
}

TermPtr ExprEncoder::boolRaw(const ExprPtr &e) {
  if (e->kind == ExprKind::ConstBool)
    return boolConst(static_cast<const ConstBool &>(*e).value);
  if (const Var *v = asVar(e)) {
    const ExprPtr *def = env_.defs.find(v);
    if (def && scalarDtype(e) == DataType::BOOL && depth_ <= 200) {
      ++depth_;
      TermPtr t = boolOf(*def);
      --depth_;
      return t;
    }
    return opaqueBool(e, "condition variable '" + v->name + "' is not modelled");
  }
  if (const BinaryExpr *b = asBinary(e)) {
    bool boolOperands = scalarDtype(b->lhs) == DataType::BOOL;
    auto both = [&](auto f) { return f(boolOf(b->lhs), boolOf(b->rhs)); };
    auto ints = [&](auto f) { return f(intOf(b->lhs), intOf(b->rhs)); };
    auto iff = [](TermPtr x, TermPtr y) {
      return orT({andT({x, y}), andT({notT(x), notT(y)})});
    };
    switch (b->op) {
    case BinaryOp::Eq: return boolOperands ? both(iff) : ints(eq);
    case BinaryOp::Ne:
      return boolOperands ? notT(both(iff)) : ints(ne);
    case BinaryOp::Lt: return ints(lt);
    case BinaryOp::Le: return ints(le);
    case BinaryOp::Gt: return ints([](TermPtr x, TermPtr y) { return lt(y, x); });
    case BinaryOp::Ge: return ints([](TermPtr x, TermPtr y) { return le(y, x); });
    case BinaryOp::And: return both([](TermPtr x, TermPtr y) { return andT({x, y}); });
    case BinaryOp::Or: return both([](TermPtr x, TermPtr y) { return orT({x, y}); });
    case BinaryOp::Xor: return notT(both(iff));
    default: break;
    }
  }
  if (const UnaryExpr *u = asUnary(e); u && u->op == UnaryOp::Not)
    return notT(boolOf(u->operand));
  return opaqueBool(e, "condition " + exprText(e) + " is not modelled");
}

namespace {

const char *opText(BinaryOp op) {
  switch (op) {
  case BinaryOp::Add: return "+";
  case BinaryOp::Sub: return "-";
  case BinaryOp::Mul: return "*";
  case BinaryOp::FloorDiv: return "//";
  case BinaryOp::FloorMod: return "%";
  case BinaryOp::FloatDiv: return "/";
  case BinaryOp::Eq: return "==";
  case BinaryOp::Ne: return "!=";
  case BinaryOp::Lt: return "<";
  case BinaryOp::Le: return "<=";
  case BinaryOp::Gt: return ">";
  case BinaryOp::Ge: return ">=";
  case BinaryOp::And: return "and";
  case BinaryOp::Or: return "or";
  default: return nullptr;
  }
}

} // namespace

std::string exprText(const ExprPtr &e) {
  if (!e)
    return "<null>";
  if (auto c = constValue(e))
    return std::to_string(*c);
  if (const Var *v = asVar(e))
    return v->name;
  if (const BinaryExpr *b = asBinary(e)) {
    auto side = [](const ExprPtr &x) {
      std::string s = exprText(x);
      return asBinary(x) ? "(" + s + ")" : s;
    };
    if (const char *op = opText(b->op))
      return side(b->lhs) + " " + op + " " + side(b->rhs);
    return std::string(typeName(b->op)) + "(" + exprText(b->lhs) + ", " + exprText(b->rhs) + ")";
  }
  if (const UnaryExpr *u = asUnary(e))
    return (u->op == UnaryOp::Neg ? "-" : std::string(typeName(u->op))) + "(" +
           exprText(u->operand) + ")";
  if (const Call *c = asCall(e)) {
    std::ostringstream os;
    os << c->op << "(";
    for (size_t i = 0; i < c->args.size(); ++i)
      os << (i ? ", " : "") << exprText(c->args[i]);
    os << ")";
    return os.str();
  }
  if (e->kind == ExprKind::ConstBool)
    return static_cast<const ConstBool &>(*e).value ? "True" : "False";
  return std::string(e->typeName());
}

} // namespace pipecheck::smt

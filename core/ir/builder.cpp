// Node construction helpers; see builder.h.
#include "core/ir/builder.h"

namespace pipecheck::ir {

ExprPtr constInt(int64_t v, DataType d, SourceLoc loc) {
  auto e = std::make_shared<ConstInt>(v, d);
  e->loc = std::move(loc);
  return e;
}
ExprPtr constFloat(double v, DataType d, SourceLoc loc) {
  auto e = std::make_shared<ConstFloat>(v, d);
  e->loc = std::move(loc);
  return e;
}
ExprPtr constBool(bool v, SourceLoc loc) {
  auto e = std::make_shared<ConstBool>(v);
  e->loc = std::move(loc);
  return e;
}

VarPtr makeVar(std::string name, TypePtr type, SourceLoc loc) {
  auto v = std::make_shared<Var>(std::move(name), std::move(type));
  v->loc = std::move(loc);
  return v;
}

IterArgPtr makeIterArg(std::string name, TypePtr type, ExprPtr init, SourceLoc loc) {
  auto v = std::make_shared<IterArg>(std::move(name), std::move(type), std::move(init));
  v->loc = std::move(loc);
  return v;
}

// PyPTO's promotion of two element types, kit-probed over every pair of its
// 20 dtypes on tile.add (tools/op_probe.py, `add_*`): a float beats an
// integer and BOOL loses to every other type (`add(bool, int4)` is INT4);
// otherwise the wider type wins, and at equal widths a signed integer beats
// an unsigned one (`add(uint8, int8)` is INT8) and else the left type stays.
DataType promoteScalar(DataType a, DataType b) {
  if (a == b)
    return a;
  if (a == DataType::INDEX && isInt(b))
    return b;
  if (b == DataType::INDEX && isInt(a))
    return a;
  if (isFloat(a) != isFloat(b))
    return isFloat(a) ? a : b;
  if (a == DataType::BOOL || b == DataType::BOOL)
    return a == DataType::BOOL ? b : a;
  if (bitWidth(a) != bitWidth(b))
    return bitWidth(a) > bitWidth(b) ? a : b;
  if (isUnsignedInt(a) && isInt(b) && !isUnsignedInt(b))
    return b;
  return a;
}

DataType scalarDtype(const ExprPtr &e) {
  if (const ScalarType *s = asScalar(e->type))
    return s->dtype;
  return DataType::INDEX;
}

// PyPTO's rule for operands of two integer (or two float) dtypes: the
// narrower side is cast to the wider one, at equal widths the right side to the
// left's dtype, except that INDEX and INT64 mix without a cast; the result has
// the left's dtype then. `k + 1` with k INT32 is `pl.cast(k, pl.INDEX) + 1`,
// `2 * m` with m INT64 is INDEX, `m * 2` INT64 (probed on the kit: the DSL and
// the passes' own arithmetic, such as LowerPipelineLoops' trip count over an
// INT32 bound read from a tensor, build the same casts). Mixed int and float
// operands are a type error in PyPTO; the parser reports it, and here they
// take the float side's dtype without a cast.
ExprPtr makeBinary(BinaryOp op, ExprPtr a, ExprPtr b, SourceLoc loc) {
  DataType da = scalarDtype(a), db = scalarDtype(b);
  bool logical = op == BinaryOp::And || op == BinaryOp::Or || op == BinaryOp::Xor;
  if (!logical && da != db && isFloat(da) == isFloat(db) && da != DataType::BOOL &&
      db != DataType::BOOL) {
    bool indexInt64 = (da == DataType::INDEX && db == DataType::INT64) ||
                      (da == DataType::INT64 && db == DataType::INDEX);
    if (!indexInt64) {
      if (bitWidth(da) >= bitWidth(db)) {
        b = makeCast(b, da, b->loc);
        db = da;
      } else {
        a = makeCast(a, db, a->loc);
        da = db;
      }
    }
  }
  DataType d;
  if (isComparison(op) || logical)
    d = DataType::BOOL;
  else if (isFloat(da) != isFloat(db))
    d = isFloat(da) ? da : db;
  else
    d = da; // equal, or INDEX with INT64: the left's
  auto e = std::make_shared<BinaryExpr>(op, std::move(a), std::move(b), makeScalarType(d));
  e->loc = std::move(loc);
  return e;
}

ExprPtr makeUnary(UnaryOp op, ExprPtr x, SourceLoc loc) {
  DataType d = op == UnaryOp::Not ? DataType::BOOL : scalarDtype(x);
  auto e = std::make_shared<UnaryExpr>(op, std::move(x), makeScalarType(d));
  e->loc = std::move(loc);
  return e;
}

ExprPtr makeCast(ExprPtr x, DataType to, SourceLoc loc) {
  auto e = std::make_shared<UnaryExpr>(UnaryOp::Cast, std::move(x), makeScalarType(to));
  e->loc = std::move(loc);
  return e;
}

ExprPtr makeTuple(std::vector<ExprPtr> elements, SourceLoc loc) {
  std::vector<TypePtr> types;
  for (const auto &el : elements)
    types.push_back(el->type);
  auto e = std::make_shared<MakeTuple>(std::move(elements), makeTupleType(std::move(types)));
  e->loc = std::move(loc);
  return e;
}

CallPtr makeCall(std::string op, std::vector<ExprPtr> args, AttrList kwargs, AttrList attrs,
                 TypePtr type, SourceLoc loc) {
  auto c = std::make_shared<Call>(std::move(op), std::move(args), std::move(kwargs),
                                  std::move(attrs), std::move(type));
  c->loc = std::move(loc);
  return c;
}

CallPtr withAttrs(const Call &c, AttrList attrs) {
  auto out = std::make_shared<Call>(c);
  out->attrs = std::move(attrs);
  return out;
}

StmtPtr makeAssign(VarPtr var, ExprPtr value, SourceLoc loc) {
  auto s = std::make_shared<AssignStmt>(std::move(var), std::move(value));
  s->loc = std::move(loc);
  return s;
}
StmtPtr makeEval(ExprPtr e, SourceLoc loc) {
  auto s = std::make_shared<EvalStmt>(std::move(e));
  s->loc = std::move(loc);
  return s;
}
StmtPtr makeYield(std::vector<ExprPtr> values, SourceLoc loc) {
  auto s = std::make_shared<YieldStmt>(std::move(values));
  s->loc = std::move(loc);
  return s;
}
StmtPtr makeReturn(std::vector<ExprPtr> values, SourceLoc loc) {
  auto s = std::make_shared<ReturnStmt>(std::move(values));
  s->loc = std::move(loc);
  return s;
}
StmtPtr makeSeq(std::vector<StmtPtr> stmts, SourceLoc loc) {
  auto s = std::make_shared<SeqStmts>(std::move(stmts));
  s->loc = std::move(loc);
  return s;
}

ForStmtPtr makeFor(ForSpec spec) {
  auto f = std::make_shared<ForStmt>();
  f->loopVar = std::move(spec.loopVar);
  f->start = std::move(spec.start);
  f->stop = std::move(spec.stop);
  f->step = std::move(spec.step);
  f->iterArgs = std::move(spec.iterArgs);
  f->body = std::move(spec.body);
  f->returnVars = std::move(spec.returnVars);
  f->forKind = spec.kind;
  f->attrs = std::move(spec.attrs);
  f->loc = std::move(spec.loc);
  f->comments = std::move(spec.comments);
  return f;
}

ForSpec specOf(const ForStmt &f) {
  ForSpec s;
  s.loopVar = f.loopVar;
  s.start = f.start;
  s.stop = f.stop;
  s.step = f.step;
  s.iterArgs = f.iterArgs;
  s.body = f.body;
  s.returnVars = f.returnVars;
  s.kind = f.forKind;
  s.attrs = f.attrs;
  s.loc = f.loc;
  s.comments = f.comments;
  return s;
}

IfStmtPtr makeIf(ExprPtr cond, StmtPtr thenBody, StmtPtr elseBody, std::vector<VarPtr> returnVars,
                 SourceLoc loc) {
  auto s = std::make_shared<IfStmt>();
  s->cond = std::move(cond);
  s->thenBody = std::move(thenBody);
  s->elseBody = std::move(elseBody);
  s->returnVars = std::move(returnVars);
  s->loc = std::move(loc);
  return s;
}

} // namespace pipecheck::ir

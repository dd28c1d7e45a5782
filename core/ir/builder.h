// Construction helpers for IR nodes.
//
// Thin functions that build immutable nodes with the right types, so passes,
// the parser and the generator never assemble nodes by hand. Scalar
// arithmetic infers its dtype with promoteScalar(); nothing here folds
// constants (PyPTO's Make* helpers never fold either).
#pragma once

#include "core/ir/program.h"

namespace pipecheck::ir {

ExprPtr constInt(int64_t v, DataType d = DataType::INDEX, SourceLoc loc = {});
ExprPtr constFloat(double v, DataType d = DataType::FP32, SourceLoc loc = {});
ExprPtr constBool(bool v, SourceLoc loc = {});

VarPtr makeVar(std::string name, TypePtr type, SourceLoc loc = {});
IterArgPtr makeIterArg(std::string name, TypePtr type, ExprPtr init, SourceLoc loc = {});

// Result dtype of scalar arithmetic on a and b (same -> same; an INDEX side
// yields to the other int; int with float -> the float; otherwise the wider).
DataType promoteScalar(DataType a, DataType b);
// Scalar dtype of an expression's type (INDEX when it is not a scalar).
DataType scalarDtype(const ExprPtr &e);

ExprPtr makeBinary(BinaryOp op, ExprPtr a, ExprPtr b, SourceLoc loc = {});
ExprPtr makeUnary(UnaryOp op, ExprPtr x, SourceLoc loc = {});
ExprPtr makeCast(ExprPtr x, DataType to, SourceLoc loc = {});
inline ExprPtr add(ExprPtr a, ExprPtr b) { return makeBinary(BinaryOp::Add, a, b); }
inline ExprPtr sub(ExprPtr a, ExprPtr b) { return makeBinary(BinaryOp::Sub, a, b); }
inline ExprPtr mul(ExprPtr a, ExprPtr b) { return makeBinary(BinaryOp::Mul, a, b); }
inline ExprPtr floorDiv(ExprPtr a, ExprPtr b) { return makeBinary(BinaryOp::FloorDiv, a, b); }
inline ExprPtr floorMod(ExprPtr a, ExprPtr b) { return makeBinary(BinaryOp::FloorMod, a, b); }
inline ExprPtr eq(ExprPtr a, ExprPtr b) { return makeBinary(BinaryOp::Eq, a, b); }
inline ExprPtr lt(ExprPtr a, ExprPtr b) { return makeBinary(BinaryOp::Lt, a, b); }

ExprPtr makeTuple(std::vector<ExprPtr> elements, SourceLoc loc = {});
// A call with an explicit result type (no type inference).
CallPtr makeCall(std::string op, std::vector<ExprPtr> args, AttrList kwargs, AttrList attrs,
                 TypePtr type, SourceLoc loc = {});
// Same call with a different attrs list.
CallPtr withAttrs(const Call &c, AttrList attrs);

StmtPtr makeAssign(VarPtr var, ExprPtr value, SourceLoc loc = {});
StmtPtr makeEval(ExprPtr e, SourceLoc loc = {});
StmtPtr makeYield(std::vector<ExprPtr> values, SourceLoc loc = {});
StmtPtr makeReturn(std::vector<ExprPtr> values, SourceLoc loc = {});
StmtPtr makeSeq(std::vector<StmtPtr> stmts, SourceLoc loc = {}); // no flattening

// Value-type descriptions of loops and ifs, so builders name fields.
struct ForSpec {
  VarPtr loopVar;
  ExprPtr start, stop, step;
  std::vector<IterArgPtr> iterArgs;
  StmtPtr body;
  std::vector<VarPtr> returnVars;
  ForKind kind = ForKind::Sequential;
  AttrList attrs;
  SourceLoc loc;
  std::vector<std::string> comments;
};
ForStmtPtr makeFor(ForSpec spec);
// Copy of a ForStmt (all fields), to be edited before freezing.
ForSpec specOf(const ForStmt &f);

IfStmtPtr makeIf(ExprPtr cond, StmtPtr thenBody, StmtPtr elseBody,
                 std::vector<VarPtr> returnVars, SourceLoc loc = {});

} // namespace pipecheck::ir

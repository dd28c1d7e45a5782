// The printer's internal state, shared by printer_*.cpp.
//
// One Printer prints one program (or one fragment). It appends to `out` and
// carries the per-function rename map, the program-level dynamic-dim names,
// the body-defined vars (which decide the MemRef base spelling) and the free
// vars (printed with a __FREE_VAR suffix, as PyPTO marks malformed IR).
// Expression printing follows PyPTO's precedence table; `typedConsts` is the
// mode in which INDEX ConstInts print as pl.const(v, pl.INDEX) (inside
// all-constant binary trees and composite shape dims).
#pragma once

#include <string>
#include <unordered_set>
#include <vector>

#include "core/ir/program.h"
#include "core/text/names.h"

namespace pipecheck::text {

// PyPTO's printing precedence, lowest first.
enum class Prec { Or, Xor, And, Not, Cmp, BitOr, BitXor, BitAnd, Shift, AddSub, MulDiv, Unary,
                  Pow, Call, Atom };
Prec precedenceOf(const ir::Expr &e);

class Printer {
public:
  std::string out;
  int indent = 0;
  bool inProgram = false;
  bool typedConsts = false;
  NameMap names;
  NameMap dynNames;
  std::unordered_set<const ir::Var *> freeVars;
  std::unordered_set<const ir::Var *> bodyDefs;

  // --- names (printer_stmt.cpp) ---
  std::string varName(const ir::Var *v) const;
  // Rename map for a function (params + body) or a bare statement.
  void buildNames(const std::vector<ir::VarPtr> &params, const ir::StmtPtr &body,
                  bool isFunction);

  // --- expressions (printer_expr.cpp) ---
  void expr(const ir::ExprPtr &e);
  std::string exprString(const ir::ExprPtr &e);
  void attrValue(const ir::AttrValue &v);
  void attrDict(const ir::AttrList &attrs);

  // --- types (printer_type.cpp) ---
  std::string type(const ir::TypePtr &t);

  // --- statements (printer_stmt.cpp) ---
  void stmtBlock(const ir::StmtPtr &s);
  void function(const ir::Function &f);

private:
  void binary(const ir::BinaryExpr &b, const ir::Expr &self);
  void child(const ir::Expr &parent, const ir::ExprPtr &c, bool isLeft);
  void unary(const ir::UnaryExpr &u);
  void call(const ir::Call &c);
  void kwargValue(const std::string &key, const ir::AttrValue &v);
  void constInt(const ir::ConstInt &c);

  std::string dim(const ir::ExprPtr &e);
  std::string dims(const std::vector<ir::ExprPtr> &ds);
  std::string memref(const ir::MemRef &m);
  // The same texts appended to `r` (printer_type.cpp builds types this way).
  void appendDim(std::string &r, const ir::ExprPtr &e);
  void appendDims(std::string &r, const std::vector<ir::ExprPtr> &ds);
  void appendMemref(std::string &r, const ir::MemRef &m);
  std::string tileView(const ir::TileView &v, const std::vector<ir::ExprPtr> &shape,
                       std::optional<ir::MemorySpace> ms);
  std::string tensorView(const ir::TensorView &v, const std::vector<ir::ExprPtr> &shape);

  void newline();
  void ind();
  void comments(const ir::Stmt &s);
  void stmt(const ir::Stmt &s);
  void body(const ir::StmtPtr &b, const std::vector<ir::VarPtr> &returnVars);
  void yieldAssign(const ir::YieldStmt &y, const std::vector<ir::VarPtr> &returnVars);
  void forStmt(const ir::ForStmt &f);
  void ifStmt(const ir::IfStmt &i);
  void scopeStmt(const ir::ScopeStmt &s, const std::vector<ir::VarPtr> &returnVars);
  void values(const std::vector<ir::ExprPtr> &vs);
};

} // namespace pipecheck::text

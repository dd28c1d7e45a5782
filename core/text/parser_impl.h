// The elaborator: syntax tree (ast.h) -> IR, shared by parser_*.cpp.
//
// Expressions evaluate to a Value, which is either an IR expression or a
// compile-time Python value (int, float, bool, str, list, tuple, enum member,
// module path). Keeping Python ints unevaluated is what folds `2 * 8 + 1` to
// 17 while `pl.const(2, pl.INDEX) * 8` stays a tree. Names live in a stack
// of scopes (function, for body, if branch); re-assigning a visible plain
// Var reuses it (PyPTO's non-strict-SSA default). Function signatures are
// collected before any body, so calls may name functions defined later.
#pragma once

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/ir/builder.h"
#include "core/ir/op_registry.h"
#include "core/text/ast.h"
#include "core/text/parser.h"

namespace pipecheck::text {

template <class T> using Res = ir::Result<T>;

// An enum member written as pl.X.Y.
enum class EnumFamily { DType, Mem, TileLayout, TensorLayout, Pad, Compact, Atomic, FuncType,
                        Level, Role, Split, ScopeMode, Pipe };
struct EnumVal {
  EnumFamily family = EnumFamily::DType;
  int value = 0;
};

struct Value {
  enum class Kind { Expr, Int, Float, Bool, Str, None, List, Tuple, Enum, Module };
  Kind kind = Kind::None;
  ir::ExprPtr expr;
  int64_t i = 0;
  double f = 0;
  bool b = false;
  std::string s; // Str value; Module path ("pl", "pl.tile", "self")
  std::vector<Value> items;
  EnumVal e;
  Pos pos;
  // Written as a number (or True / False) literal, or one negated once:
  // what PyPTO's DSL sees as a Python int or float (ArgSpec::literalOnly;
  // kit-probed: `-2` and `-(2)` are, `--2` and `2 * 3` are not). A folded
  // expression is a constant but no literal.
  enum class Literal : unsigned char { No, Plain, Negated } literal = Literal::No;
  bool isConst() const { return kind == Kind::Int || kind == Kind::Float || kind == Kind::Bool; }
};

struct AnnotatedType {
  ir::TypePtr type;
  bool hasMemRef = false, hasTensorView = false, hasMemSpace = false, hasTileView = false;
};

struct FuncSig {
  std::string name;
  const AstStmt *def = nullptr;
  ir::FunctionType type = ir::FunctionType::Opaque;
  std::optional<ir::Level> explicitLevel;
  std::optional<ir::Role> explicitRole;
  // The decorator's level= as written (even where the type derives one):
  // PyPTO's parser judges the host-only ops by it.
  std::optional<ir::Level> decoratorLevel;
  std::vector<ir::VarPtr> params;
  std::vector<ir::ParamDirection> directions;
  std::vector<ir::TypePtr> returnTypes;
};

class Elaborator {
public:
  Elaborator(std::string_view file, ParseOptions opts) : file_(file), opts_(opts) {}
  Res<ir::ProgramPtr> program(const std::vector<AstStmtPtr> &module);

  // --- diagnostics ---
  ir::Diagnostic err(Pos p, std::string msg, std::string kind = "ParserSyntaxError") const;
  ir::SourceLoc loc(Pos p) const { return {file_, p.line, p.col}; }

  // --- expressions (parser_expr.cpp) ---
  Res<Value> eval(const AstExpr &e);
  Res<ir::ExprPtr> evalExpr(const AstExpr &e); // eval + toExpr
  Res<ir::ExprPtr> toExpr(const Value &v);
  std::optional<std::string> dotted(const AstExpr &e) const; // pl-normalized dotted name
  std::optional<std::string> dottedSlow(const AstExpr &e) const; // the same, for very long chains
  // Whether dotted(e) == want, without building the string (asked of every
  // statement: is it a pl.yield_?).
  bool dottedIs(const AstExpr &e, std::string_view want) const;
  Res<Value> resolveDotted(const std::string &name, Pos p) const;
  Res<ir::ExprPtr> binaryExpr(ir::BinaryOp op, ir::ExprPtr a, ir::ExprPtr b, Pos p);

  // --- types (parser_types.cpp) ---
  Res<AnnotatedType> annotation(const AstExpr &e);
  Res<std::vector<ir::ExprPtr>> dimList(const AstExpr &e);

  // --- ops (parser_ops.cpp) ---
  Res<Value> opCall(const std::string &name, const AstExpr &call);
  Res<Value> functionCall(const std::string &fname, const AstExpr &call);
  Res<ir::AttrList> attrDict(const AstExpr &dict, bool loopAttrs);
  Res<ir::AttrValue> kwargValue(const std::string &key, const Value &v);

private:
  std::string file_;
  ParseOptions opts_;
  std::string plAlias_ = "pl";
  const std::string kPl = "pl";
  std::vector<std::unordered_map<std::string, ir::ExprPtr>> scopes_;
  std::unordered_map<std::string, ir::VarPtr> dyn_;
  std::vector<ir::VarPtr> dynOrder_;
  // The type of the function whose body is being read. In an Orchestration
  // function PyPTO's parser folds pl.dynamic dimensions (dynamicDim()).
  ir::FunctionType bodyType_ = ir::FunctionType::Opaque;
  // e itself when it is one of the module's pl.dynamic dimensions.
  ir::ExprPtr dynamicDim(const ir::ExprPtr &e) const;
  bool foldsDynamicDims() const { return bodyType_ == ir::FunctionType::Orchestration; }
  // What PyPTO's parser asks of a host-only op (the table's hostonly flag,
  // `pld.system.world_size`, `pld.tensor.alloc_window_buffer`): the
  // decorator's level= of the function being read, and how many InCore or
  // Spmd scopes enclose the statement.
  std::optional<ir::Level> bodyLevel_;
  int deviceScopes_ = 0;
  // An op the parser names after its assignment's target (the table's
  // namedbyassign flag, alloc_window_buffer): the call that is a plain
  // assignment's whole right side and that target, while it is read; and
  // every name so taken in the program (PyPTO wants them unique).
  const AstExpr *assignedCall_ = nullptr;
  std::string assignedName_;
  std::set<std::string> assignNamedOps_;
  std::map<std::string, FuncSig> funcs_;
  // Forward references from types: a name a type mentions before anything
  // binds it gets one INDEX Var here; the first assignment of a new scalar
  // INDEX var of that name (in any function) binds that same Var. What is
  // still pending when the program ends is a NameError at its first use.
  struct Pending {
    ir::VarPtr var;
    Pos pos;
  };
  std::map<std::string, Pending> pending_;
  int annotationDepth_ = 0;
  // ParseOptions::freeVars: the free Vars of the function being read (by
  // spelling) and every Var its statements bound so far (by name).
  std::unordered_map<std::string, ir::VarPtr> freeVars_, boundInFunction_;
  ir::ExprPtr freeVar(const std::string &spelling, Pos p);
  ir::VarPtr pendingVar(const std::string &name, Pos p);
  // The pending var of that name when `type` fits it (and drops it from pending_).
  ir::VarPtr takePending(const std::string &name, const ir::TypePtr &type);

  // --- scopes ---
  void pushScope() { scopes_.emplace_back(); }
  void popScope(bool leak);
  ir::ExprPtr lookup(const std::string &name) const;
  void bind(const std::string &name, ir::ExprPtr v) {
    if (opts_.freeVars && v->kind == ir::ExprKind::Var)
      boundInFunction_[name] = std::static_pointer_cast<const ir::Var>(v);
    scopes_.back()[name] = std::move(v);
  }

  // --- program (parser_program.cpp) ---
  ir::Status moduleStatement(const AstStmt &s, const AstStmt *&cls);
  Res<FuncSig> signature(const AstStmt &def);
  Res<ir::FunctionPtr> functionBody(const FuncSig &sig);

  // --- statements (parser_stmt.cpp) ---
  Res<ir::StmtPtr> block(const std::vector<AstStmtPtr> &stmts);
  ir::Status statement(const AstStmt &s, std::vector<ir::StmtPtr> &out);
  ir::Status assign(const AstStmt &s, std::vector<ir::StmtPtr> &out);
  Res<ir::StmtPtr> yieldStmt(const AstExpr &call, Pos p);
  Res<ir::StmtPtr> forStmt(const AstStmt &s);
  Res<ir::StmtPtr> ifStmt(const AstStmt &s);
  Res<ir::StmtPtr> withStmt(const AstStmt &s); // parser_scope.cpp
  Res<ir::StmtPtr> splitAivStmt(const AstStmt &s); // parser_scope.cpp
  Res<ir::TypePtr> assignType(const AstStmt &s, const Value &v, ir::ExprPtr &value);
};

// Whether e is a call of pl.yield_ (under the module's pl alias).
bool isYieldCall(const AstExpr *e, const Elaborator &el);
// Statement-level yield with an assignment target: `r = pl.yield_(...)`.
const AstExpr *yieldAssignCall(const AstStmt &s, const Elaborator &el);

} // namespace pipecheck::text

// IR scalar expressions -> Terms.
//
// An ExprEncoder translates integer and boolean IR expressions of one
// function under one binding of loop variables. Function parameters become
// symbols named after the *lowered* function's parameter at the same position
// (so source and lowered share them), pl.dynamic symbols become "dim:NAME",
// and SSA scalar definitions (unroll_main_end = ..., unroll_rem = ...) are
// substituted by their defining expressions. `//` and `%` follow the chosen
// DivMode through TermFactory::divMod.
//
// Anything else (iter_args, loop return vars, tile values, float arithmetic,
// bit operations, calls other than a constant-index tensor.read of a
// read-only In tensor, see FunctionEnv, and tensor.dim, the extent the
// tensor's type names) has no integer meaning here:
// - a strict encoder (used for the source loop bounds, which must be exact)
//   records a failure and returns a dummy term;
// - a lenient encoder (used for the lowered side) introduces a fresh opaque
//   symbol and records an approximation; queries turn a counterexample that
//   involves an approximation into "not proved" instead of "refuted".
// Results are memoised per encoder, so bind all variables before encoding.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "oracle/smt/index_analysis.h"
#include "oracle/smt/term.h"

namespace pipecheck::smt {

// What the encoders need to know about one function.
struct FunctionEnv {
  const ir::Program *program = nullptr;
  const ir::Function *function = nullptr;
  DefMap defs;
  std::vector<std::string> paramSyms; // per parameter position; empty when not an int scalar
  // Per parameter position: the lowered function's name of an In tensor that
  // no call of the function writes (its contents are one value for the whole
  // run), else empty. A tensor.read of one at constant indices is the symbol
  // "read:NAME[i,j]", shared by the source and the lowering like a scalar
  // parameter (real kernels read trip counts from tensors this way).
  std::vector<std::string> readOnlyTensors;
  // Every such read symbol the function's body has (model values to report).
  std::vector<std::string> readSyms;
};

// "read:NAME[i,j]" for a tensor.read that FunctionEnv::readOnlyTensors
// models; empty otherwise.
std::string tensorReadSymbol(const FunctionEnv &env, const ir::Call &c);

// paramNames: the names the parameter symbols take (the lowered function's).
FunctionEnv makeFunctionEnv(const ir::Program &p, const ir::Function &f,
                            const ir::Function &namesFrom);

class ExprEncoder {
public:
  ExprEncoder(TermFactory &tf, const FunctionEnv &env, DivMode mode, bool strict)
      : tf_(tf), env_(env), mode_(mode), strict_(strict) {}

  void bind(const ir::Var *v, TermPtr t) { bound_[v] = std::move(t); }
  TermPtr intOf(const ir::ExprPtr &e);
  TermPtr boolOf(const ir::ExprPtr &e);

  bool failed() const { return !failure_.empty(); }
  const std::string &failure() const { return failure_; }
  bool approximated() const { return !approximation_.empty(); }
  const std::string &approximation() const { return approximation_; }

private:
  TermPtr intRaw(const ir::ExprPtr &e);
  TermPtr boolRaw(const ir::ExprPtr &e);
  TermPtr opaqueInt(const ir::ExprPtr &e, const std::string &why);
  TermPtr opaqueBool(const ir::ExprPtr &e, const std::string &why);
  TermPtr varInt(const ir::Var &v, const ir::ExprPtr &e);

  TermFactory &tf_;
  const FunctionEnv &env_;
  DivMode mode_;
  bool strict_;
  int depth_ = 0;
  std::unordered_map<const ir::Var *, TermPtr> bound_;
  std::unordered_map<const ir::Expr *, TermPtr> intMemo_, boolMemo_;
  std::string failure_, approximation_;
};

// A short Python-like rendering of a scalar expression, for messages
// ("unroll_main_end + 3", "i * 64 + 448"). Not the project's printer.
std::string exprText(const ir::ExprPtr &e);

} // namespace pipecheck::smt

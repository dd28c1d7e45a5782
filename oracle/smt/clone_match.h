// Recognising a deep-cloned statement in a lowered function.
//
// LowerPipelineLoops deep-clones the loop body once per iteration it
// replicates: every definition gets a fresh Var with the same name hint, the
// loop variable is replaced by an index expression (i, i + 3, unroll_main_end,
// a folded constant 23), iter_args by the previous clone's yields, and every
// other expression keeps its exact shape (nothing is folded). A clone of a
// source statement S is therefore a lowered statement L that equals S
// structurally once each non-parameter source variable v is replaced by some
// lowered expression sigma(v), the same one at every occurrence. The matcher
// computes sigma ("bindings") or fails.
//
// Rules (documented approximations of "is a clone of"):
// - function parameters must map to the lowered function's parameter at the
//   same position; pl.dynamic symbols map by name;
// - every other source Var (loop vars, iter_args, body definitions, outer
//   definitions) is a pattern variable bound to any lowered expression,
//   consistently (second occurrences compare structurally);
// - an AssignStmt's defined variable must have the same name hint up to the
//   printer's "_N" disambiguation suffixes (t, t_1, t_12, t_1_2 all have
//   base "t"; a lowering parsed from text has the printer's names);
// - types are not compared, and Call attrs (pipeline_membership is appended
//   by the pass) are ignored; kwargs are compared;
// - integer constants compare by value, not dtype (the parser may type a
//   literal differently from the pass).
// Because pattern variables match anything, a match is evidence, not proof,
// that L is a clone of S; sites.h rejects anchors that are ambiguous in the
// source itself. For that test the "lowered" side is the source, whose own
// pipeline loop vars and iter_args a lowering may still replace by any
// expression: setWildcards() makes such lowered-side vars match any pattern
// (a clone of `if 0 // 4 < j` with j := 4 reads `0 // 4 < 4`, which the
// anchor `j < 4` matches with j := 0 // 4).
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/program.h"

namespace pipecheck::smt {

using Bindings = std::unordered_map<const ir::Var *, ir::ExprPtr>;
using VarSet = std::unordered_set<const ir::Var *>;

// Structural equality of lowered expressions (Vars by identity).
bool structEq(const ir::ExprPtr &a, const ir::ExprPtr &b);

// "t_12" -> "t"; names without a numeric suffix are returned unchanged.
std::string_view baseName(std::string_view name);

class CloneMatcher {
public:
  CloneMatcher(const ir::Program &srcProg, const ir::Function &src, const ir::Program &lowProg,
               const ir::Function &low)
      : srcProg_(srcProg), src_(src), lowProg_(lowProg), low_(low) {}

  // Assign (name base + value), Eval (expression) and If (condition only;
  // sites.cpp rejects an If that holds another match in its branches).
  // Other statement kinds never match. On failure b may hold partial bindings.
  bool matchStmt(const ir::Stmt &s, const ir::Stmt &l, Bindings &b) const;
  bool matchExpr(const ir::ExprPtr &s, const ir::ExprPtr &l, Bindings &b) const;
  // start, stop and step of two loops.
  bool matchForHeader(const ir::ForStmt &s, const ir::ForStmt &l, Bindings &b) const;
  // Lowered-side vars that match any pattern (null: none). The set must
  // outlive the matcher.
  void setWildcards(const VarSet *w) { wildcards_ = w; }

private:
  bool matchVar(const ir::Var &s, const ir::ExprPtr &l, Bindings &b) const;
  bool matchAttrs(const ir::AttrList &s, const ir::AttrList &l, Bindings &b) const;

  const ir::Program &srcProg_;
  const ir::Function &src_;
  const ir::Program &lowProg_;
  const ir::Function &low_;
  const VarSet *wildcards_ = nullptr;
};

} // namespace pipecheck::smt

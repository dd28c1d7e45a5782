// Internal to the iteration-trace recorder (iteration_trace*.cpp): the
// expression matcher that recognises a clone of a source anchor statement,
// its helpers, and the anchor choice. Not part of pc_interp's interface.
//
// The matcher compares a source pattern with a lowered expression: same
// tree, every source Var a hole bound consistently, except
//  * a body-local scalar def of the source is expanded to its definition
//    (and a lowered var with a recorded definition to that one, when the
//    expansion needs it), because passes rename those defs per clone;
//  * a function parameter is no hole: passes never substitute parameters,
//    so it matches only the parameter of the same name (a clone of
//    `load(x, [i, 0])` never loads from `x_1`);
//  * a lowered-side var in `wildcards` matches any pattern: used when the
//    anchor is tested against the SOURCE's own other statements, whose
//    pipeline loop vars and iter_args a lowering may still replace by any
//    expression (iteration_trace_anchor.cpp).
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "oracle/interp/iteration_trace.h"

namespace pipecheck::interp::trace {

using Bindings = std::map<const ir::Var *, ir::ExprPtr>;
using Defs = std::unordered_map<const ir::Var *, ir::ExprPtr>;
using VarSet = std::unordered_set<const ir::Var *>;

bool mentions(const ir::ExprPtr &e, const ir::Var *v);
// mentions(), looking through scalar definitions.
bool mentionsVia(const ir::ExprPtr &e, const ir::Var *v, const Defs &defs, int depth = 0);
// True when the expression contains a Call anywhere.
bool hasCall(const ir::ExprPtr &e);
// Structural equality of lowered expressions (vars by identity).
bool sameExpr(const ir::ExprPtr &a, const ir::ExprPtr &b);
// "t_12" -> "t"; names without a numeric suffix -> "".
std::string stripSuffix(const std::string &n);
// True when a lowered def printed from a def named `a` may carry a name the
// recorder would also take for a def named `b` (equal names, or one is the
// other plus a printer suffix `_N`, or both the same base plus suffixes).
bool namesMayCollide(const std::string &a, const std::string &b);

struct Matcher {
  const Defs &sourceDefs;  // body-local scalar defs of the source loop body
  const Defs &loweredDefs; // scalar defs known on the lowered side
  const VarSet *params = nullptr;    // the source function's parameters
  const VarSet *wildcards = nullptr; // lowered-side vars that match anything
  Bindings b;
  int depth = 0;

  bool match(const ir::ExprPtr &p, const ir::ExprPtr &e);
};

// The anchors of every traceable loop of `loops` (pipelineLoops(source)),
// the loops with none, and why candidates were set aside.
struct AnchorChoice {
  std::vector<LoweredTraceRecorder::Anchor> anchors;
  std::vector<int> untraceable;
  std::vector<std::string> notes;
};
AnchorChoice chooseAnchors(const ir::Program &source, const std::vector<PipelineLoop> &loops);

} // namespace pipecheck::interp::trace

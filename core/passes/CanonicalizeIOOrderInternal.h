// Internals of CanonicalizeIOOrder shared by its three files (not a public API).
//
// CanonicalizeIOOrder.cpp holds the driver (per function: InOut-discipline
// gate, then the mutator that scopes reordering to Pipeline loops and demotes
// them); CanonicalizeIOOrderDeps.cpp holds the two statement analyses the real
// pass takes from its stmt_dependency utilities (the RAW dependency graph of a
// region and the InOut-use discipline check); CanonicalizeIOOrderSchedule.cpp
// holds ReorderRegion (categories, stage keys, the heap-ordered topological
// sort, terminator peeling and the dbC Acc rotation). Everything follows
// reference/neighbour-passes.md section 8; section numbers refer to it.
#pragma once

#include <cstddef>
#include <set>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::passes::cio {

// §8.4 step 1: predecessors[i] = indices j < i of the statements of seq that
// last defined (anywhere in their subtree) a var statement i uses (anywhere in
// its subtree). Pure RAW edges, no self edges, duplicates collapsed.
struct DependencyGraph {
  std::vector<std::set<std::size_t>> predecessors;
};
// shallowUsesFault: the "canon-deps-shallow-uses" fault (faults.h).
DependencyGraph buildDependencyGraph(const std::vector<ir::StmtPtr> &stmts,
                                     bool shallowUsesFault = false);

// §8.1 step 1: one diagnostic per read of a var after it was passed as an
// InOut/Out argument to a function of the program (walk in program order; an
// if's branches see the state before the if; afterwards the union). Rule
// "InOutUseDiscipline".
ir::Diagnostics collectInOutUseDisciplineDiagnostics(const ir::StmtPtr &body,
                                                     const ir::Program &program);

// The policy flags of the nearest enclosing Pipeline loop (§8.2).
struct RegionPolicy {
  bool overlapStores = true;
  bool doubleBufferC = false;
};

// The bug-zoo faults that act on the schedule (faults.h).
struct ScheduleFaults {
  bool noDbcRotation = false;  // "canon-no-dbc-rotation"
  bool loadsLast = false;      // "canon-loads-last" (performance only)
  bool shallowUses = false;    // "canon-deps-shallow-uses"
  bool evalUnkeyed = false;    // "canon-eval-stage-unkeyed"
};

// §8.4 ReorderRegion. Returns seq itself when nothing moved and nothing was
// rotated; an InternalError Diagnostic when the graph is cyclic.
ir::Result<ir::StmtPtr> reorderRegion(const std::shared_ptr<const ir::SeqStmts> &seq,
                                      RegionPolicy policy, ScheduleFaults faults = {});

} // namespace pipecheck::passes::cio

// IR editing helpers shared by the reduction families.
//
// Sites (statement lists, loops, ifs) are found by a pre-order walk over the
// functions in program order, so an index names the same site for as long as
// nothing before it changes; the families re-collect sites after every
// accepted candidate and address them by index. Edits replace one statement,
// found by identity (the parser never shares a statement node between two
// places), through a copy-on-write mutator, so the rest of the program keeps
// its nodes; a statement replaced by a SeqStmts is spliced into its parent.
#pragma once

#include <cstddef>
#include <vector>

#include "core/ir/clone.h"
#include "core/ir/program.h"

namespace pipecheck::reduce {

struct StmtSite {
  std::size_t function; // index into Program::functions
  ir::StmtPtr stmt;
};

// Every statement list, as the statement that holds it: function bodies,
// loop bodies, if then/else branches, scope bodies (a body that is one
// statement is its own list). Pre-order, functions in program order.
std::vector<StmtSite> collectBodies(const ir::Program &program);
// Every ScopeStmt (`with pl.scope()` ...), pre-order.
std::vector<StmtSite> collectScopes(const ir::Program &program);
// Every ForStmt / IfStmt, pre-order.
std::vector<StmtSite> collectLoops(const ir::Program &program);
std::vector<StmtSite> collectIfs(const ir::Program &program);

// The program with `site.stmt` replaced by `replacement` (a SeqStmts is
// spliced, an empty one deletes), then, when `after` is not empty, every use
// of a mapped var in that function substituted (for return vars of the
// replaced statement).
ir::ProgramPtr replaceStmt(const ir::ProgramPtr &program, const StmtSite &site,
                           const ir::StmtPtr &replacement, const ir::VarSubstitution &after = {});

// A body split into its statements and its trailing yield (null when the
// last statement is not a YieldStmt).
struct SplitBody {
  std::vector<ir::StmtPtr> stmts;
  ir::StmtPtr yield;
};
SplitBody splitTrailingYield(const ir::StmtPtr &body);

// True when the last statement of the list ends the body (yield or return),
// which statement removal must keep.
bool isTerminator(const ir::StmtPtr &s);

} // namespace pipecheck::reduce

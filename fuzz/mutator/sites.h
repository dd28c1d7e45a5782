// Finding and replacing mutation sites (loops, op calls) in a program.
//
// Every mutation picks a site from one of these lists and rebuilds the
// program with that one node replaced. Replacement goes through IRMutator,
// so untouched subtrees keep their identity and a loop replaced by a
// sequence of statements is spliced into its parent sequence.
#pragma once

#include <cstdint>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::fuzz {

struct LoopSite {
  std::size_t function = 0; // index into Program::functions
  ir::ForStmtPtr loop;
};
struct CallSite {
  std::size_t function = 0;
  ir::CallPtr call;
};

// Every for loop of every function, pre-order.
std::vector<LoopSite> collectLoops(const ir::Program &p);
// Every registered tile-op call (not function calls), pre-order.
std::vector<CallSite> collectOpCalls(const ir::Program &p);

// The program with the statement `target` of function `fn` replaced.
ir::ProgramPtr replaceStmt(const ir::ProgramPtr &p, std::size_t fn, const ir::Stmt *target,
                           ir::StmtPtr replacement);
// The program with the call `target` of function `fn` replaced.
ir::ProgramPtr replaceCall(const ir::ProgramPtr &p, std::size_t fn, const ir::Call *target,
                           ir::ExprPtr replacement);

// Picks sites[pick % size]; callers check emptiness first.
template <class T> const T &pickSite(const std::vector<T> &sites, uint64_t pick) {
  return sites[static_cast<std::size_t>(pick % sites.size())];
}

} // namespace pipecheck::fuzz

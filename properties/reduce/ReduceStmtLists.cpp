// Reduction family 2: ddmin-style removal of statements from every list.
//
// For each statement list (function body, loop body, if branch; pre-order)
// the removable prefix -- everything but a trailing yield or return, which a
// body needs while it carries values -- is cut in chunks: first the whole
// prefix, then halves, quarters, ..., single statements. Chunks are tried from
// the end of the list backwards, so uses go before the definitions they
// need; a candidate that removes a definition whose use remains fails the
// verifiers and is simply rejected. A loop that should lose its yield loses
// its iter_args instead (ReduceIterArgs.cpp).
#include "properties/reduce/Edit.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

std::size_t removableCount(const std::vector<StmtPtr> &list) {
  if (!list.empty() && isTerminator(list.back()))
    return list.size() - 1;
  return list.size();
}

// ddmin over list number k; the index stays valid while only list k and the
// lists nested in it change (those come after k in pre-order).
bool reduceList(Session &session, std::size_t k) {
  bool any = false;
  auto sites = collectBodies(*session.current());
  if (k >= sites.size())
    return false;
  std::size_t removable = removableCount(stmtList(sites[k].stmt));
  for (std::size_t chunk = removable; chunk >= 1 && !session.exhausted();
       chunk = chunk == 1 ? 0 : (chunk + 1) / 2) {
    std::size_t end = removable;
    while (end > 0 && !session.exhausted()) {
      std::size_t begin = end > chunk ? end - chunk : 0;
      sites = collectBodies(*session.current());
      std::vector<StmtPtr> list = stmtList(sites[k].stmt);
      std::vector<StmtPtr> kept(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(begin));
      kept.insert(kept.end(), list.begin() + static_cast<std::ptrdiff_t>(end), list.end());
      if (session.tryCandidate(replaceStmt(session.current(), sites[k], flattenSeq(kept)))) {
        any = true;
        removable -= end - begin;
      }
      end = begin;
    }
  }
  return any;
}

} // namespace

bool reduceStmtLists(Session &session) {
  bool any = false;
  for (std::size_t k = 0; !session.exhausted(); ++k) {
    if (k >= collectBodies(*session.current()).size())
      break;
    any |= reduceList(session, k);
  }
  return any;
}

} // namespace pipecheck::reduce

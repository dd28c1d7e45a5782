// Verifier helpers; see util.h.
#include "core/verify/util.h"

namespace pipecheck::verify {

std::string inFunction(const ir::Function &f) { return " in function '" + f.name + "'"; }

ir::SourceLoc locOf(const ir::StmtPtr &s) {
  if (!s)
    return {};
  if (s->loc.valid())
    return s->loc;
  if (const ir::SeqStmts *seq = ir::asSeq(s))
    for (const ir::StmtPtr &c : seq->stmts) {
      ir::SourceLoc l = locOf(c);
      if (l.valid())
        return l;
    }
  return s->loc;
}

ir::StmtPtr lastStmt(const ir::StmtPtr &body) {
  if (const ir::SeqStmts *seq = ir::asSeq(body))
    return seq->stmts.empty() ? nullptr : lastStmt(seq->stmts.back());
  return body;
}

} // namespace pipecheck::verify

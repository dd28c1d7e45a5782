// NormalizedStmtStructure: statement sequences are in SeqStmts::Flatten form.
//
// The same three checks as PyPTO's NoRedundantBlocks, under this rule name
// (reference/neighbour-passes.md section 11; lower-pipeline-loops.md section 8):
// a SeqStmts with exactly one child (code 0), a SeqStmts directly inside
// another SeqStmts (code 1), and a YieldStmt that is not the last statement
// of its SeqStmts (code 2). An empty SeqStmts and a body that is a single
// non-SeqStmts statement are fine. Passes get this for free by building
// every sequence with flattenSeq(); a hand-assembled makeSeq() is what breaks it.
#include "core/ir/walk.h"
#include "core/verify/codes.h"
#include "core/verify/util.h"
#include "core/verify/verifier.h"

namespace pipecheck::verify {

using namespace ir;

Diagnostics verifyNormalizedStmtStructure(const Program &program) {
  constexpr std::string_view kRule = "NormalizedStmtStructure";
  Diagnostics out;
  for (const FunctionPtr &f : program.functions) {
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const SeqStmts *seq = asSeq(s);
      if (!seq)
        return;
      if (seq->stmts.size() == 1)
        out.push_back(diag(kRule, NormalizedCode::SingleChildSeq,
                           "SeqStmts with a single child" + inFunction(*f) +
                               " (Flatten unwraps it to the child)",
                           locOf(s)));
      for (std::size_t i = 0; i < seq->stmts.size(); ++i) {
        const StmtPtr &c = seq->stmts[i];
        if (asSeq(c))
          out.push_back(diag(kRule, NormalizedCode::NestedSeq,
                             "SeqStmts directly nested inside another SeqStmts" + inFunction(*f),
                             locOf(c)));
        if (asYield(c) && i + 1 != seq->stmts.size())
          out.push_back(diag(kRule, NormalizedCode::YieldNotLast,
                             "YieldStmt is not the last statement of its SeqStmts" + inFunction(*f),
                             locOf(c)));
      }
    });
  }
  return out;
}

} // namespace pipecheck::verify

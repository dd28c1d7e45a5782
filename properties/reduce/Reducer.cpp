// The reducer's driver: runs the families to a fixpoint within the budget;
// see Reducer.h. The order is big cuts first: whole functions, then
// statement chunks, then nesting levels, then carried values, then bypassed
// definitions; only then the loop headers and constant folding, whose
// candidates each cost an oracle run but remove no statement.
#include "properties/reduce/Reducer.h"

#include "core/ir/walk.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {

uint32_t countStatements(const ir::Program &program) {
  uint32_t n = 0;
  for (const ir::FunctionPtr &f : program.functions)
    if (f->body)
      ir::forEachStmt(f->body, [&](const ir::StmtPtr &s) { n += s->kind != ir::StmtKind::Seq; });
  return n;
}

ReduceResult reduceProgram(const ir::ProgramPtr &program, const StillFails &stillFails,
                           const ReduceOptions &options) {
  Session session(program, stillFails, options);
  for (int round = 0; round < options.maxRounds && !session.exhausted(); ++round) {
    bool progress = false;
    progress |= reduceFunctions(session);
    progress |= reduceStmtLists(session);
    progress |= reduceUnnest(session);
    progress |= reduceIterArgs(session);
    progress |= reduceBypass(session);
    progress |= reduceLoops(session);
    progress |= reduceFold(session);
    if (!progress)
      break;
  }
  ReduceResult r;
  r.program = session.current();
  r.candidatesTried = session.tried();
  r.accepted = session.accepted();
  r.statementsBefore = countStatements(*program);
  r.statementsAfter = countStatements(*r.program);
  return r;
}

} // namespace pipecheck::reduce

// Reduction family 1: drop whole functions that no other function calls.
//
// A function called from another one stays (dropping it would leave a call
// to nothing, which the parser rejects anyway); recursion does not count as
// a caller. The last function is never dropped. Functions are tried in
// program order, one at a time: programs have few functions, so one
// candidate per function is already the big cut.
#include <string>

#include "core/ir/walk.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

bool calledByOthers(const Program &program, const std::string &name) {
  bool called = false;
  for (const FunctionPtr &f : program.functions) {
    if (f->name == name || !f->body)
      continue;
    forEachExpr(f->body, [&](const ExprPtr &e) {
      const Call *c = asCall(e);
      called |= c && c->isFunctionCall && c->op == name;
    });
  }
  return called;
}

} // namespace

bool reduceFunctions(Session &session) {
  bool any = false;
  std::size_t i = 0;
  while (!session.exhausted()) {
    const ProgramPtr &p = session.current();
    if (p->functions.size() <= 1 || i >= p->functions.size())
      break;
    if (!calledByOthers(*p, p->functions[i]->name)) {
      std::vector<FunctionPtr> rest;
      for (std::size_t j = 0; j < p->functions.size(); ++j)
        if (j != i)
          rest.push_back(p->functions[j]);
      if (session.tryCandidate(makeProgram(p->name, rest, p->dynamicDims))) {
        any = true;
        continue; // index i now names the next function
      }
    }
    ++i;
  }
  return any;
}

} // namespace pipecheck::reduce

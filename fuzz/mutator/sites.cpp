// Mutation sites: collecting loops and op calls, replacing one node by pointer.
#include "fuzz/mutator/sites.h"

#include "core/ir/mutator.h"
#include "core/ir/op_registry.h"
#include "core/ir/walk.h"

namespace pipecheck::fuzz {
namespace {

// Rebuilds a tree with one statement or one call (found by pointer) replaced.
class Replacer : public ir::IRMutator {
public:
  const ir::Stmt *stmtTarget = nullptr;
  ir::StmtPtr stmtReplacement;
  const ir::Call *callTarget = nullptr;
  ir::ExprPtr callReplacement;

protected:
  ir::StmtPtr visitFor(const ir::ForStmtPtr &op) override {
    if (op.get() == stmtTarget)
      return stmtReplacement;
    return IRMutator::visitFor(op);
  }
  ir::ExprPtr visitCall(const ir::CallPtr &op) override {
    if (op.get() == callTarget)
      return callReplacement;
    return IRMutator::visitCall(op);
  }
};

ir::ProgramPtr rebuild(const ir::ProgramPtr &p, std::size_t fn, Replacer &r) {
  const ir::FunctionPtr &f = p->functions.at(fn);
  ir::StmtPtr body = r.mutate(f->body);
  return ir::withFunction(p, ir::withBody(f, body));
}

} // namespace

std::vector<LoopSite> collectLoops(const ir::Program &p) {
  std::vector<LoopSite> out;
  for (std::size_t i = 0; i < p.functions.size(); ++i)
    ir::forEachStmt(p.functions[i]->body, [&](const ir::StmtPtr &s) {
      if (s->kind == ir::StmtKind::For)
        out.push_back({i, std::static_pointer_cast<const ir::ForStmt>(s)});
    });
  return out;
}

std::vector<CallSite> collectOpCalls(const ir::Program &p) {
  std::vector<CallSite> out;
  const ir::OpRegistry &reg = ir::OpRegistry::instance();
  for (std::size_t i = 0; i < p.functions.size(); ++i)
    ir::forEachExpr(p.functions[i]->body, [&](const ir::ExprPtr &e) {
      if (e->kind != ir::ExprKind::Call)
        return;
      auto c = std::static_pointer_cast<const ir::Call>(e);
      if (!c->isFunctionCall && reg.find(c->op))
        out.push_back({i, c});
    });
  return out;
}

ir::ProgramPtr replaceStmt(const ir::ProgramPtr &p, std::size_t fn, const ir::Stmt *target,
                           ir::StmtPtr replacement) {
  Replacer r;
  r.stmtTarget = target;
  r.stmtReplacement = std::move(replacement);
  return rebuild(p, fn, r);
}

ir::ProgramPtr replaceCall(const ir::ProgramPtr &p, std::size_t fn, const ir::Call *target,
                           ir::ExprPtr replacement) {
  Replacer r;
  r.callTarget = target;
  r.callReplacement = std::move(replacement);
  return rebuild(p, fn, r);
}

} // namespace pipecheck::fuzz

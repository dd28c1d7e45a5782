// IR editing helpers of the reducer; see Edit.h.
#include "properties/reduce/Edit.h"

#include "core/ir/walk.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

// Replaces one statement (by identity) wherever the walk meets it.
class StmtReplacer : public IRMutator {
public:
  StmtReplacer(const Stmt *target, StmtPtr replacement)
      : target_(target), replacement_(std::move(replacement)) {}

protected:
  StmtPtr visitSeq(const std::shared_ptr<const SeqStmts> &op) override {
    return op.get() == target_ ? replacement_ : IRMutator::visitSeq(op);
  }
  StmtPtr visitAssign(const std::shared_ptr<const AssignStmt> &op) override {
    return op.get() == target_ ? replacement_ : IRMutator::visitAssign(op);
  }
  StmtPtr visitEval(const std::shared_ptr<const EvalStmt> &op) override {
    return op.get() == target_ ? replacement_ : IRMutator::visitEval(op);
  }
  StmtPtr visitYield(const std::shared_ptr<const YieldStmt> &op) override {
    return op.get() == target_ ? replacement_ : IRMutator::visitYield(op);
  }
  StmtPtr visitReturn(const std::shared_ptr<const ReturnStmt> &op) override {
    return op.get() == target_ ? replacement_ : IRMutator::visitReturn(op);
  }
  StmtPtr visitFor(const ForStmtPtr &op) override {
    return op.get() == target_ ? replacement_ : IRMutator::visitFor(op);
  }
  StmtPtr visitIf(const IfStmtPtr &op) override {
    return op.get() == target_ ? replacement_ : IRMutator::visitIf(op);
  }

private:
  const Stmt *target_;
  StmtPtr replacement_;
};

std::vector<StmtSite> collect(const Program &program, bool bodies, StmtKind kind) {
  std::vector<StmtSite> out;
  for (std::size_t fi = 0; fi < program.functions.size(); ++fi) {
    const FunctionPtr &f = program.functions[fi];
    if (!f->body)
      continue;
    if (bodies)
      out.push_back({fi, f->body});
    forEachStmt(f->body, [&](const StmtPtr &s) {
      if (!bodies) {
        if (s->kind == kind)
          out.push_back({fi, s});
        return;
      }
      if (const ForStmt *loop = asFor(s)) {
        out.push_back({fi, loop->body});
      } else if (const IfStmt *branch = asIf(s)) {
        out.push_back({fi, branch->thenBody});
        if (branch->elseBody)
          out.push_back({fi, branch->elseBody});
      } else if (const ScopeStmt *scope = asScope(s)) {
        out.push_back({fi, scope->body});
      }
    });
  }
  return out;
}

} // namespace

std::vector<StmtSite> collectBodies(const Program &program) {
  return collect(program, true, StmtKind::Seq);
}

std::vector<StmtSite> collectScopes(const Program &program) {
  return collect(program, false, StmtKind::Scope);
}

std::vector<StmtSite> collectLoops(const Program &program) {
  return collect(program, false, StmtKind::For);
}
std::vector<StmtSite> collectIfs(const Program &program) {
  return collect(program, false, StmtKind::If);
}

ProgramPtr replaceStmt(const ProgramPtr &program, const StmtSite &site,
                       const StmtPtr &replacement, const VarSubstitution &after) {
  const FunctionPtr &f = program->functions.at(site.function);
  StmtReplacer replacer(site.stmt.get(), replacement);
  StmtPtr body = replacer.mutate(f->body);
  if (!after.empty())
    body = substitute(body, after);
  if (body == f->body)
    return program;
  return withFunction(program, withBody(f, body));
}

SplitBody splitTrailingYield(const StmtPtr &body) {
  SplitBody out;
  out.stmts = stmtList(body);
  if (!out.stmts.empty() && out.stmts.back()->kind == StmtKind::Yield) {
    out.yield = out.stmts.back();
    out.stmts.pop_back();
  }
  return out;
}

bool isTerminator(const StmtPtr &s) {
  return s->kind == StmtKind::Yield || s->kind == StmtKind::Return;
}

} // namespace pipecheck::reduce

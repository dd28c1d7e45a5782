// Statement helpers: type names, downcasts, SeqStmts::Flatten.
#include "core/ir/stmt.h"

namespace pipecheck::ir {

std::string_view Stmt::typeName() const {
  switch (kind) {
  case StmtKind::Seq: return "SeqStmts";
  case StmtKind::Assign: return "AssignStmt";
  case StmtKind::Eval: return "EvalStmt";
  case StmtKind::Yield: return "YieldStmt";
  case StmtKind::Return: return "ReturnStmt";
  case StmtKind::For: return "ForStmt";
  case StmtKind::If: return "IfStmt";
  case StmtKind::Scope: {
    switch (static_cast<const ScopeStmt *>(this)->scopeKind) {
    case ScopeKind::InCore: return "InCoreScopeStmt";
    case ScopeKind::Cluster: return "ClusterScopeStmt";
    case ScopeKind::Hierarchy: return "HierarchyScopeStmt";
    case ScopeKind::Spmd: return "SpmdScopeStmt";
    case ScopeKind::Runtime: return "RuntimeScopeStmt";
    case ScopeKind::CommDomain: return "CommDomainScopeStmt";
    case ScopeKind::SplitAiv: return "SplitAivScopeStmt";
    }
    return "ScopeStmt";
  }
  }
  return "Stmt";
}

#define PC_STMT_CAST(fn, T, K)                                                                     \
  const T *fn(const StmtPtr &s) {                                                                  \
    return s && s->kind == StmtKind::K ? static_cast<const T *>(s.get()) : nullptr;                \
  }
PC_STMT_CAST(asSeq, SeqStmts, Seq)
PC_STMT_CAST(asAssign, AssignStmt, Assign)
PC_STMT_CAST(asEval, EvalStmt, Eval)
PC_STMT_CAST(asYield, YieldStmt, Yield)
PC_STMT_CAST(asReturn, ReturnStmt, Return)
PC_STMT_CAST(asFor, ForStmt, For)
PC_STMT_CAST(asIf, IfStmt, If)
PC_STMT_CAST(asScope, ScopeStmt, Scope)
#undef PC_STMT_CAST

StmtPtr flattenSeq(const std::vector<StmtPtr> &stmts, SourceLoc loc) {
  // PyPTO splices two levels of nesting, which suffices for normalized input.
  std::vector<StmtPtr> out;
  for (const StmtPtr &s : stmts) {
    if (!s)
      continue;
    if (const SeqStmts *seq = asSeq(s)) {
      for (const StmtPtr &c : seq->stmts) {
        if (const SeqStmts *inner = asSeq(c))
          out.insert(out.end(), inner->stmts.begin(), inner->stmts.end());
        else
          out.push_back(c);
      }
    } else {
      out.push_back(s);
    }
  }
  if (out.size() == 1)
    return out[0];
  auto seq = std::make_shared<SeqStmts>(std::move(out));
  seq->loc = std::move(loc);
  return seq;
}

std::vector<StmtPtr> stmtList(const StmtPtr &s) {
  if (!s)
    return {};
  if (const SeqStmts *seq = asSeq(s))
    return seq->stmts;
  return {s};
}

} // namespace pipecheck::ir

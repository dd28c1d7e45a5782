// Small helpers shared by the verifiers (internal to core/verify).
#pragma once

#include <string>
#include <string_view>

#include "core/ir/program.h"

namespace pipecheck::verify {

// An Error diagnostic of `rule` with `code`.
template <class Code>
ir::Diagnostic diag(std::string_view rule, Code code, std::string message, ir::SourceLoc loc) {
  return ir::makeError(std::move(message), std::move(loc), std::string(rule),
                       static_cast<int>(code));
}

// " in function 'f'": appended to every message.
std::string inFunction(const ir::Function &f);

// The statement's location; for a SeqStmts without one, its first located
// child's (sequences built by flattenSeq carry no location).
ir::SourceLoc locOf(const ir::StmtPtr &s);

// The last statement of a body, looking through trailing SeqStmts (PyPTO's
// GetLastStmt); null for null or an empty body.
ir::StmtPtr lastStmt(const ir::StmtPtr &body);

} // namespace pipecheck::verify

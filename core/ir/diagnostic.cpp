// Formatting of diagnostics; see diagnostic.h.
#include "core/ir/diagnostic.h"

namespace pipecheck::ir {

std::string SourceLoc::str() const {
  std::string out = file;
  if (line > 0) {
    if (!out.empty())
      out += ":";
    out += std::to_string(line);
    if (col > 0)
      out += ":" + std::to_string(col);
  }
  return out;
}

std::string Diagnostic::str() const {
  std::string out;
  std::string where = loc.str();
  if (!where.empty())
    out += where + ": ";
  switch (severity) {
  case Severity::Error: out += "error: "; break;
  case Severity::Warning: out += "warning: "; break;
  case Severity::Note: out += "note: "; break;
  }
  out += message;
  return out;
}

Diagnostic makeError(std::string message, SourceLoc loc, std::string rule, int code) {
  Diagnostic d;
  d.loc = std::move(loc);
  d.rule = std::move(rule);
  d.code = code;
  d.message = std::move(message);
  return d;
}

} // namespace pipecheck::ir

// Name-hint recovery for printed snapshots; see printed_hints.h.
#include "core/text/printed_hints.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/walk.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

using namespace ir;

struct Rename {
  Var *var;
  std::string before, after;
};

// "B_k" with k a positive decimal without leading zero and "__" in B -> B.
std::optional<std::string> printerBase(const std::string &name) {
  std::size_t us = name.rfind('_');
  if (us == std::string::npos || us + 1 >= name.size() || name[us + 1] == '0')
    return std::nullopt;
  for (std::size_t i = us + 1; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9')
      return std::nullopt;
  std::string base = name.substr(0, us);
  if (base.find("__") == std::string::npos)
    return std::nullopt;
  return base;
}

// The renamings one function would take. The vars are the parser's own
// (made non-const, handed out as const), so renaming them is defined.
std::vector<Rename> candidates(const Function &f) {
  std::vector<const Var *> vars;
  std::unordered_set<const Var *> seen;
  std::unordered_set<std::string> names;
  for (const DefSite &d : collectDefs(f))
    if (d.var && seen.insert(d.var.get()).second) {
      vars.push_back(d.var.get());
      names.insert(d.var->name);
    }
  std::vector<Rename> out;
  for (const Var *v : vars)
    if (auto base = printerBase(v->name); base && names.count(*base))
      out.push_back({const_cast<Var *>(v), v->name, *base});
  return out;
}

void apply(const std::vector<Rename> &rs, bool forward) {
  for (const Rename &r : rs)
    r.var->name = forward ? r.after : r.before;
}

} // namespace

int recoverPrinterHints(const Program &fresh, std::string_view text) {
  if (!text.empty() && text.back() == '\n') // a dump file ends with one newline
    text.remove_suffix(1);
  if (printProgram(fresh) != text)
    return 0; // not a printout of PyPTO's printer: nothing to invert
  std::vector<std::vector<Rename>> perFunction;
  std::size_t total = 0;
  for (const FunctionPtr &f : fresh.functions)
    if (f) {
      perFunction.push_back(candidates(*f));
      total += perFunction.back().size();
    }
  if (total == 0)
    return 0;
  for (const auto &rs : perFunction)
    apply(rs, true);
  if (printProgram(fresh) == text)
    return static_cast<int>(total);
  // Some renaming changes the print: keep the functions that print unchanged.
  for (const auto &rs : perFunction)
    apply(rs, false);
  int kept = 0;
  for (const auto &rs : perFunction) {
    if (rs.empty())
      continue;
    apply(rs, true);
    if (printProgram(fresh) == text)
      kept += static_cast<int>(rs.size());
    else
      apply(rs, false);
  }
  return kept;
}

} // namespace pipecheck::text

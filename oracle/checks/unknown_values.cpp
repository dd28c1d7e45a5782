// Programs with unknown values; see unknown_values.h.
#include "oracle/checks/unknown_values.h"

#include "core/text/free_vars.h"

namespace pipecheck::checks {

std::optional<std::string> unknownValues(const RunContext &ctx) {
  auto describe = [](const std::string &where, const ir::ProgramPtr &p) -> std::optional<std::string> {
    if (!p)
      return std::nullopt;
    std::string d = text::describeFreeVars(text::freeVarUses(*p));
    if (d.empty())
      return std::nullopt;
    return where + " has a free variable (its values are unknown): " + d;
  };
  if (auto d = describe("the input", ctx.source()))
    return d;
  // A snapshot that is the object just looked at (a pass returned its input)
  // has the same free variables, none: it is not walked again.
  const ir::Program *previous = ctx.source().get();
  for (const auto &snap : ctx.outputs()) {
    if (snap.program.get() == previous)
      continue;
    previous = snap.program.get();
    if (auto d = describe("the snapshot after " + snap.name, snap.program))
      return d;
  }
  return std::nullopt;
}

bool judgesUnknownValues(std::string_view id) { return id == "ssa-valid" || id == "round-trip"; }

std::optional<std::string> textIsNotItsIR(const RunContext &ctx) {
  const auto &readback = ctx.input().givenReadback;
  for (std::size_t k = 0; k < readback.size() && k < ctx.input().givenSnapshots.size(); ++k)
    if (const auto &differs = readback[k].differs)
      return "the text of the snapshot after " + ctx.input().givenSnapshots[k].name +
             " is not the program its producer printed it from (its parser reads it back as "
             "another: " + differs->substr(0, differs->find('\n')) + "); round-trip reports it";
  return std::nullopt;
}

} // namespace pipecheck::checks

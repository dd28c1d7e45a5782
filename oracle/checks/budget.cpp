// Running one property within the budgets of CheckInput::budget (context.h).
//
// Order of the rules, each giving "not checked: budget (...)":
//   1. the snapshots are over the size budget: nothing is judged, because
//      printing, parsing, encoding or running a huge snapshot is exactly what
//      hangs (the pipeline stopped before the oversized snapshot);
//   2. the program's budget (or the driver's hard deadline) is already spent:
//      the property does not start;
//   3. the property ran past its deadline, or read an interpreter run that a
//      deadline stopped: whatever it concluded rests on a cut-off run, so its
//      verdict (kept in the witness for the curious) is not reported.
// Rule 3 also catches a property that cannot be interrupted and simply took
// too long: it is reported as over budget rather than trusted.
#include <algorithm>

#include "oracle/checks/catalogue.h"

namespace pipecheck::checks {
namespace {

using Clock = Budget::Clock;

RunContext::Deadline earliest(RunContext::Deadline a, RunContext::Deadline b) {
  if (!a)
    return b;
  if (!b)
    return a;
  return std::min(*a, *b);
}

Verdict overBudget(std::string_view id, const std::string &why) {
  return notChecked(std::string(id), "budget (" + why + ")");
}

} // namespace

RunContext::Deadline RunContext::programDeadline() const {
  Deadline d = input_.budget.hardDeadline;
  if (input_.budget.programMs)
    d = earliest(d, created_ + std::chrono::milliseconds(input_.budget.programMs));
  return d;
}

bool isBudgetVerdict(const Verdict &v) {
  return v.outcome == Outcome::NotChecked && v.message.rfind("budget (", 0) == 0;
}

Verdict checkWithinBudget(const Property &p, RunContext &ctx) {
  if (const auto &why = ctx.sizeOverBudget())
    return overBudget(p.id, *why);
  const Budget &b = ctx.input().budget;
  RunContext::Deadline program = ctx.programDeadline();
  Clock::time_point start = Clock::now();
  if (program && start >= *program)
    return overBudget(p.id, "the program's " + std::to_string(b.programMs) +
                                " ms were spent before this property started");
  RunContext::Deadline mine = program;
  if (b.propertyMs)
    mine = earliest(mine, start + std::chrono::milliseconds(b.propertyMs));
  ctx.setDeadline(mine);
  ctx.clearBudgetHit();
  Verdict v = p.check(ctx);
  bool late = mine && Clock::now() >= *mine;
  bool cut = ctx.budgetHit();
  ctx.setDeadline(std::nullopt);
  ctx.clearBudgetHit();
  if (!late && !cut)
    return v;
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
  Verdict out = overBudget(
      p.id, cut && !late ? "an interpreter run it reads was stopped by an earlier budget"
                         : std::string(p.id) + " stopped after " + std::to_string(ms) +
                               " ms; budget " + std::to_string(b.propertyMs) +
                               " ms per property, " + std::to_string(b.programMs) +
                               " ms per program");
  out.witness = "verdict when the budget ran out: " + std::string(outcomeName(v.outcome)) +
                (v.message.empty() ? "" : ": " + v.message);
  return out;
}

} // namespace pipecheck::checks

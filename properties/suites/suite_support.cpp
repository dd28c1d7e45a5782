// Shared machinery of the property suites; see suite_support.h.
#include "properties/suites/suite_support.h"

#include <rapidcheck.h>

#include <chrono>
#include <cstdlib>
#include <map>

#include "core/text/printer.h"
#include "oracle/report/report.h"
#include "properties/gen/RcChoices.h"

namespace pipecheck::suites {

std::optional<Judged> judgeGenerated(const std::vector<uint64_t> &stream,
                                     const std::string &property,
                                     const std::vector<std::string> &faults,
                                     passes::MemoryPlanner planner,
                                     const gen::GenKnobs &knobs) {
  gen::VectorChoiceSource src(stream);
  auto g = gen::generateProgram(src, knobs);
  if (!g.ok())
    return std::nullopt;
  checks::CheckInput in;
  in.source = g->program;
  in.fileName = "generated.py";
  for (const auto &[name, r] : g->params)
    in.params[name] = {r.lo, r.hi};
  in.passOptions.faults.insert(faults.begin(), faults.end());
  in.passOptions.planner = planner;
  in.passes = pipeline::defaultPassList(planner);
  in.smtTimeoutMs = 2000;
  in.budget.setPropertyMs(kEvaluationBudgetMs);
  in.maxInputSets = 8;
  // The known finding (corpus/finding_dyn_stop_below_start.py) is waived here
  // so the suites stay sensitive to every other bug; corpus_test keeps
  // asserting that the finding is still reported without the waiver.
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  Judged j{g->program, checks::runCatalogue(ctx, {property}).at(0),
           gen::countStatements(*g->program), g->features, planner};
  j.input = std::make_shared<checks::CheckInput>(in);
  return j;
}

namespace {
double steadySeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
} // namespace

bool ShrinkBudget::allowEvaluation() {
  if (!failures_)
    return true;
  if (!spent_ && (steadySeconds() - firstFailure_ >= seconds_ ||
                  shrinkEvaluations_ >= maxEvaluations_))
    spent_ = true;
  if (spent_)
    return false;
  ++shrinkEvaluations_;
  return true;
}

void ShrinkBudget::noteFailure() {
  if (!failures_++)
    firstFailure_ = steadySeconds();
}

ShrinkBudget &shrinkBudgetFor(const std::string &key) {
  // Per-process bookkeeping of the suite driver (not of pipecheck's
  // libraries): one entry per RapidCheck property run.
  static std::map<std::string, ShrinkBudget> budgets;
  return budgets[key];
}

std::string failureReport(const Judged &j) {
  return "property " + j.verdict.property + " " + checks::outcomeName(j.verdict.outcome) +
         (j.planner == passes::MemoryPlanner::PTOAS ? " (planner PTOAS)" : "") + ": " +
         j.verdict.message + "\nwitness:\n" + j.verdict.witness + "\nprogram (" +
         std::to_string(j.statements) + " statements):\n" + text::printProgram(*j.program) +
         "\n(replay: the RC_PARAMS=\"reproduce=...\" line RapidCheck prints below; save the "
         "program to a file and run `pipecheck check --property " + j.verdict.property +
         (j.planner == passes::MemoryPlanner::PTOAS ? " --planner ptoas" : "") + " FILE`)";
}

std::string writeFailureReport(const Judged &j) {
  const char *env = std::getenv("PIPECHECK_REPORT_DIR");
  std::string dir = env && *env ? std::string(env) : std::string(PIPECHECK_BUILD_DIR) + "/reports";
  if (!j.input)
    return "not written: no check input recorded";
  checks::CheckInput in = *j.input;
  in.source = j.program;
  report::Report r = report::buildReport(in, j.verdict.property, {}, j.verdict);
  r.sourceFile.clear(); // generated
  r.reduction.note = "shrunk by RapidCheck";
  std::string key = "suite " + j.verdict.property + " " +
                    std::string(passes::memoryPlannerName(in.passOptions.planner));
  for (const auto &f : in.passOptions.faults)
    key += " " + f;
  r.hash = report::textHash(key);
  if (auto err = report::writeReport(r, dir))
    return "not written: " + *err;
  return r.markdownPath;
}

passes::MemoryPlanner rcPlanner(int ptoasInThree) {
  // inRange scales with the size; pinned at the nominal size so every case
  // has the same chance.
  int v = *rc::gen::resize(100, rc::gen::inRange(0, 3));
  return v >= 3 - ptoasInThree ? passes::MemoryPlanner::PTOAS : passes::MemoryPlanner::PYPTO;
}

gen::GenKnobs focusKnobs(SuiteFocus focus) {
  gen::GenKnobs knobs;
  if (focus == SuiteFocus::CrossCore)
    knobs.weightCrossCoreProgram = 4 * (knobs.weightSameCoreProgram + knobs.weightSlotProgram);
  if (focus == SuiteFocus::Slots)
    knobs.weightSlotProgram = 4 * (knobs.weightSameCoreProgram + knobs.weightCrossCoreProgram);
  if (focus == SuiteFocus::SameCorePypto)
    knobs.weightSlotProgram = knobs.weightCrossCoreProgram = 0;
  return knobs;
}

void propertyHolds(const std::string &property, SuiteFocus focus) {
  propertyHoldsWith(property, {}, focus,
                    shrinkBudgetFor(property + " " + std::to_string(static_cast<int>(focus))));
}

void propertyHoldsWith(const std::string &property, const std::vector<std::string> &faults,
                       SuiteFocus focus, ShrinkBudget &budget) {
  if (!budget.allowEvaluation())
    RC_DISCARD("shrink budget spent: keeping the smallest failing case so far");
  gen::GenKnobs knobs = focusKnobs(focus);
  auto stream = *gen::rcChoiceStream();
  passes::MemoryPlanner planner = focus == SuiteFocus::SameCorePypto
                                      ? passes::MemoryPlanner::PYPTO
                                      : rcPlanner(focus == SuiteFocus::Slots ? 2 : 1);
  auto j = judgeGenerated(stream, property, faults, planner, knobs);
  RC_ASSERT(j.has_value());
  RC_TAG(checks::outcomeName(j->verdict.outcome));
  RC_CLASSIFY(j->statements <= 10, "small (<= 10 statements)");
  RC_CLASSIFY(j->features.has(gen::Feature::CrossCore), "cross-core");
  RC_CLASSIFY(j->features.has(gen::Feature::SlotShaped), "slot-shaped");
  RC_CLASSIFY(planner == passes::MemoryPlanner::PTOAS, "PTOAS planner");
  if (j->verdict.outcome == checks::Outcome::Fails ||
      j->verdict.outcome == checks::Outcome::HarnessError)
    budget.noteFailure();
  if (j->verdict.outcome == checks::Outcome::Fails)
    RC_FAIL(failureReport(*j) + "\nreport: " + writeFailureReport(*j));
  if (j->verdict.outcome == checks::Outcome::HarnessError)
    RC_FAIL("harness error (the oracles, not the passes: " +
            (j->verdict.contradicts.empty()
                 ? std::string("an oracle broke")
                 : j->verdict.contradicts[0] + " contradicts " + j->verdict.contradicts[1]) +
            ")\n" + failureReport(*j));
}

} // namespace pipecheck::suites

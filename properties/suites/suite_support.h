// Shared machinery of the RapidCheck suites: generate a program from
// RapidCheck's choice stream (the one generator), judge one catalogue
// property on it, tag the distribution, and on failure print the shrunk
// program as pl text, the property, the witness and the replay line.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "oracle/checks/catalogue.h"
#include "properties/gen/Generator.h"

namespace pipecheck::suites {

// Budgets of a suite (so a failing suite reports within a bounded time,
// shrinking included). Each evaluation judges its property within
// kEvaluationBudgetMs (checks::Budget: Z3 checks get what is left of it,
// the interpreter stops at it; over it is "not checked: budget", not a
// failure). RapidCheck has no limit on shrinking, so once a property has
// failed, ShrinkBudget turns every evaluation after kShrinkSeconds (or after
// kMaxShrinkEvaluations) into a discard: RapidCheck then rejects the
// remaining shrink candidates at once and reports the smallest failing case
// found so far. A failing suite thus ends within about its search time plus
// kShrinkSeconds plus one evaluation.
inline constexpr unsigned kEvaluationBudgetMs = 4000;
inline constexpr double kShrinkSeconds = 30;
inline constexpr int kMaxShrinkEvaluations = 20000; // cheap properties try thousands

class ShrinkBudget {
public:
  explicit ShrinkBudget(double seconds = kShrinkSeconds, int maxEvaluations = kMaxShrinkEvaluations)
      : seconds_(seconds), maxEvaluations_(maxEvaluations) {}
  // True when this evaluation may run: no failure yet, or the shrink budget
  // is not spent. Counts the evaluations after the first failure.
  bool allowEvaluation();
  void noteFailure(); // the first call starts the shrink clock
  bool failed() const { return failures_ > 0; }
  int shrinkEvaluations() const { return shrinkEvaluations_; }
  bool spent() const { return spent_; }

private:
  double seconds_;
  int maxEvaluations_;
  int failures_ = 0;
  int shrinkEvaluations_ = 0;
  bool spent_ = false;
  double firstFailure_ = 0; // seconds on a steady clock
};

// The shrink budget of one RapidCheck property (one per property, faults and
// focus: each RC_GTEST_PROP runs one rc::check).
ShrinkBudget &shrinkBudgetFor(const std::string &key);

struct Judged {
  ir::ProgramPtr program;
  checks::Verdict verdict;
  uint32_t statements = 0;
  gen::FeatureSet features;
  passes::MemoryPlanner planner = passes::MemoryPlanner::PYPTO;
  std::shared_ptr<const checks::CheckInput> input; // as judged (for the failure report)
};

// Generates from `stream` and judges `property` (with `faults` switched on)
// through pipeline::defaultPassList(planner) with that planner in the pass
// options. Returns nullopt when generation failed (reported as a failure by
// the caller).
std::optional<Judged> judgeGenerated(const std::vector<uint64_t> &stream,
                                     const std::string &property,
                                     const std::vector<std::string> &faults = {},
                                     passes::MemoryPlanner planner = passes::MemoryPlanner::PYPTO,
                                     const gen::GenKnobs &knobs = {});

// RapidCheck's planner choice for one suite case: PTOAS for `ptoasInThree`
// cases in three (default one; shrinking moves towards PYPTO).
passes::MemoryPlanner rcPlanner(int ptoasInThree = 1);

// What a property's suite generates: the default mix, or the mix weighted
// towards the programs the property is about (cross-core pairs for the skew
// properties, slot-shaped kernels under PTOAS for the slot property), so a
// 40-case run is not mostly NotApplicable. The generator is the same; only
// its knobs differ. SameCorePypto is the mix the suites had before
// cross-core and slot-shaped programs existed (same-core programs, PYPTO
// planner): the fault zoo uses it because its faults are in
// lower_pipeline_loops, which then sees every loop of the program.
enum class SuiteFocus { Mix, CrossCore, Slots, SameCorePypto };
// The generator knobs of a focus.
gen::GenKnobs focusKnobs(SuiteFocus focus);

// The RapidCheck body for one property: RC_ASSERTs that the verdict is not
// Fails or HarnessError, printing the reproducer on failure; tags the outcome
// and a few features (cross-core, slot-shaped, the planner).
void propertyHolds(const std::string &property, SuiteFocus focus = SuiteFocus::Mix);

// The same with bug-zoo faults switched on and an explicit shrink budget
// (tests of the budgets themselves).
void propertyHoldsWith(const std::string &property, const std::vector<std::string> &faults,
                       SuiteFocus focus, ShrinkBudget &budget);

// The pl text and verdict of a failure, for the RapidCheck failure message.
std::string failureReport(const Judged &j);

// Writes the pass author's report of a failure (oracle/report: .md, .json
// and the .py reproducer) into $PIPECHECK_REPORT_DIR if set, else
// <build>/reports, under one stable name per property and configuration, so
// the failing evaluations of RapidCheck's shrinking overwrite each other and
// the last one, the shrunk counterexample, stays. Returns the Markdown path,
// or a note saying why nothing was written.
std::string writeFailureReport(const Judged &j);

} // namespace pipecheck::suites

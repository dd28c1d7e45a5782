// Finding reports for pass authors: one failing catalogue property on one
// (minimized) program, rendered as Markdown, JSON and a ready-to-paste PyPTO
// pytest test.
//
// A Report is built from a CheckInput (program + passes + faults + backend +
// planner + params) and a property id by buildReport(): it judges the
// property, optionally shrinks the program with a caller-supplied reducer
// while the property keeps failing, re-judges the minimized program (so the
// witness matches the program shown), and fills the reproduce command. The
// reducer is injected (a std::function) because it lives in properties/
// reduce, a driver library above oracle/: pc_report stays a pure model +
// renderer over pc_checks, and tools/, the campaign and the ctest suites
// hand in reduce::reduceProgram (or nothing).
//
// Files (writeReport): DIR/<property>-<hash>.md and .json, plus the
// reproducer DIR/<property>-<hash>.py (the minimized program under a
// "# params:" header, so `pipecheck check` replays it) unless the caller
// already wrote one and passes its path. <hash> is 12 hex digits of FNV-1a
// over the property, the program text and the configuration, so the same
// finding always lands in the same file.
//
// JSON fields (renderJson; schema "pipecheck-report/1", every field always
// present, in this order):
//   schema                  "pipecheck-report/1"
//   property                catalogue id, e.g. "iteration-coverage"
//   contract                the catalogue's one-line contract
//   outcome                 "fails" (or "harness error"; another outcome when the caller asked)
//   message                 the verdict's one-line message
//   first_failing_pass      snapshot (pass name) where it first fails; "" when unknown
//   pass_position           1-based position of that pass in config.passes; 0 when not in it
//   witness                 object: kind ("z3-counterexample" | "interpreter" |
//                           "iteration-trace" | "diagnostic" | "text" | "none"), text (as
//                           the Verdict carries it), lines (text split at newlines),
//                           fields (array of {label, value} for "label: value" lines),
//                           bindings (object name -> integer for every name=INT found)
//   program                 object: text (minimized pl program), statements_before,
//                           statements_after, reduced (bool), reduction (object:
//                           candidates, accepted, seconds, note)
//   source_file             where the program came from ("" when generated)
//   config                  object: passes (array), faults (array), backend, planner,
//                           params (object name -> [lo, hi]), ordered_bounds (bool),
//                           div ("floor" | "trunc"), seed (integer or null), impl
//                           ("model", or the implementation whose snapshots were
//                           judged: CheckInput::givenOrigin, e.g. "pypto 0.1.0 (...)")
//   reproduce               object: command (exact `pipecheck check ...` line), file
//   pytest                  object: test_name, assertion (what the assert checks), faithful
//                           (bool: false when the Python check is only the witness text),
//                           text (the test)
//   files                   object: markdown, json, reproducer (paths; "" before writing)
//   confirmation            null unless `report --confirm` ran the pytest test against a
//                           PyPTO; else object: outcome ("reproduced" | "not reproduced" |
//                           "error" | "unavailable"), detail, runner ("pytest" | "python3"),
//                           pypto_version, pypto_commit, python, test_file
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/checks/context.h"
#include "oracle/checks/verdict.h"

namespace pipecheck::report {

// What the injected reducer did.
struct Reduction {
  bool ran = false;
  uint32_t statementsBefore = 0, statementsAfter = 0;
  int candidates = 0, accepted = 0;
  double seconds = 0;
  std::string note; // why it did not run, or who reduced ("RapidCheck shrinking")
};

// Shrinks `program` while `stillFails` answers true; fills the reduction
// record and returns the minimized program (the input when nothing helped).
using StillFails = std::function<bool(const ir::ProgramPtr &)>;
using Reducer =
    std::function<ir::ProgramPtr(const ir::ProgramPtr &, const StillFails &, Reduction &)>;

// What running the report's pytest test against a real PyPTO said
// (`pipecheck report --confirm`; tools/confirm.cpp runs it).
struct Confirmation {
  // "reproduced": the test's own assertion failed, so the real compiler
  // shows the finding; "not reproduced": the test passed; "error": PyPTO or
  // the test raised something else (neither confirmed nor refuted);
  // "unavailable": no PyPTO imports.
  std::string outcome;
  std::string detail;
  std::string runner;       // "pytest" or "python3"
  std::string pyptoVersion; // as the package tells
  std::string pyptoCommit;  // as the package tells, else "not reported by the package"
  std::string python;       // the interpreter that ran it
  std::string testFile;     // the test file it ran
};

struct Report {
  checks::Verdict verdict;   // on the minimized program
  std::string contract;      // catalogue contract ("" for an unknown id)
  checks::CheckInput input;  // configuration; input.source is the minimized program
  std::string programText;   // printed pl text of input.source
  std::string sourceFile;    // the file the finding came from ("" when generated)
  std::optional<uint64_t> seed;
  Reduction reduction;
  // The snapshot the pytest assertion reads: verdict.pass, or the last pass
  // of the list when the verdict names none. Its printed text as pipecheck's
  // passes produced it ("" when that pass left no snapshot), and the same
  // snapshot from the faithful passes (faults off; "" when no fault was on).
  std::string snapshotName, snapshotText, faithfulText;
  std::string hash;          // 12 hex digits (see the file comment)
  std::string reproducerPath; // the .py the command replays
  std::string markdownPath, jsonPath;
  // The exact command, from reproduceCommand(); set by writeReport.
  std::string command;
  std::optional<Confirmation> confirmation; // set by `report --confirm`
};

// Judges `property` on `input` (its source program).
checks::Verdict judge(const checks::CheckInput &input, const std::string &property);

// Builds the report. `verdict` is the failure already observed on
// input.source (buildReport re-judges when it is not given). When `reducer`
// is set and the verdict is Fails, the program is minimized keeping the same
// property failing, then re-judged; if the minimized program no longer fails
// (it always should), the unreduced program and verdict are kept.
Report buildReport(const checks::CheckInput &input, const std::string &property,
                   const Reducer &reducer = {},
                   std::optional<checks::Verdict> verdict = std::nullopt);

// "pipecheck check --property ID --fault F --backend 910B --planner pypto FILE"
// (reproducer.h checkCommand over the report's input).
std::string reproduceCommand(const Report &r, const std::string &file);

// The reproducer text (reproducer.h reproducerText): the header a campaign's
// reproducer has, and the program.
std::string reproducerText(const Report &r);

// The three renderers.
std::string renderMarkdown(const Report &r);
std::string renderJson(const Report &r);
std::string renderPytest(const Report &r);

// The passes as PyPTO's PassManager runs them under the report's planner
// (PTOAS drops memory_reuse and allocate_memory_addr), in order.
std::vector<std::string> passesRun(const Report &r);
// 1-based position of the verdict's pass in passesRun(); 0 when not there.
int passPosition(const Report &r);

// FNV-1a 64 of property, program text and configuration, as 12 hex digits.
std::string reportHash(const Report &r);
// The same digest of any text (a caller that wants a stable file name, e.g.
// one per suite and property, sets Report::hash to it before writeReport).
std::string textHash(std::string_view text);

// Writes DIR/<property>-<hash>.md and .json (creating DIR) and, unless
// `reproducer` names an existing reproducer of the same program, the .py.
// Sets the paths and the command in `r`. On error returns a message.
std::optional<std::string> writeReport(Report &r, const std::string &dir,
                                       const std::string &reproducer = {});

} // namespace pipecheck::report

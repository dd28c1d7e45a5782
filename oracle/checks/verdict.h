// A property verdict: holds, fails (with witness), not checked (with reason),
// not applicable, or harness error.
//
// Summaries count all five; "not checked" is never folded into "holds" (a
// property the harness could not decide is reported as such), and a harness
// error (an oracle that broke, or two oracles that contradict each other) is
// never a finding about the passes.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace pipecheck::checks {

enum class Outcome { Holds, Fails, NotChecked, NotApplicable, HarnessError };

const char *outcomeName(Outcome o); // "holds", "fails", "not checked", "n/a", "harness error"

struct Verdict {
  std::string property;  // stable kebab-case id
  Outcome outcome = Outcome::NotChecked;
  std::string message;   // one line: why it holds/fails/was not checked
  std::string witness;   // values, iteration, statement (multi-line allowed)
  std::string pass;      // the pass (snapshot) where it first fails, when known
  // Machine-readable facts a check states about its verdict, read by the
  // cross-oracle consistency checks (consistency.h): e.g. iteration-coverage
  // gives the input set, snapshot and loop of its first difference. Not
  // printed; empty when the check states none.
  std::map<std::string, std::string> evidence;
  // A harness error raised because oracles that judge the same contract
  // positively contradict each other (consistency.h): this verdict's
  // property, then the one it contradicts. Empty otherwise.
  std::vector<std::string> contradicts;
};

Verdict holds(std::string property, std::string message = {});
Verdict fails(std::string property, std::string message, std::string witness = {},
              std::string pass = {});
Verdict notChecked(std::string property, std::string reason);
Verdict notApplicable(std::string property, std::string reason);
Verdict harnessError(std::string property, std::string message);
// The harness error that replaces `failing` when `other` positively
// contradicts it: names both properties, keeps both messages and witnesses.
Verdict contradiction(const Verdict &failing, const Verdict &other, std::string why);

// Counts per outcome over many verdicts (and per property for failures).
struct Tally {
  std::map<Outcome, long> byOutcome;
  std::map<std::string, long> failuresByProperty;
  std::map<std::string, long> notCheckedByProperty;
  void add(const Verdict &v);
  void add(const std::vector<Verdict> &vs);
  long count(Outcome o) const;
  // "12 holds, 1 fails, 3 not checked, 0 n/a, 0 harness error"
  std::string summary() const;
};

} // namespace pipecheck::checks

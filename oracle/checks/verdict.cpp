// Verdict constructors and tallies; see verdict.h.
#include "oracle/checks/verdict.h"

namespace pipecheck::checks {

const char *outcomeName(Outcome o) {
  switch (o) {
  case Outcome::Holds: return "holds";
  case Outcome::Fails: return "fails";
  case Outcome::NotChecked: return "not checked";
  case Outcome::NotApplicable: return "n/a";
  case Outcome::HarnessError: return "harness error";
  }
  return "?";
}

namespace {

Verdict make(std::string property, Outcome outcome, std::string message,
             std::string witness = {}, std::string pass = {}) {
  Verdict v;
  v.property = std::move(property);
  v.outcome = outcome;
  v.message = std::move(message);
  v.witness = std::move(witness);
  v.pass = std::move(pass);
  return v;
}

} // namespace

Verdict holds(std::string property, std::string message) {
  return make(std::move(property), Outcome::Holds, std::move(message));
}
Verdict fails(std::string property, std::string message, std::string witness, std::string pass) {
  return make(std::move(property), Outcome::Fails, std::move(message), std::move(witness),
              std::move(pass));
}
Verdict notChecked(std::string property, std::string reason) {
  return make(std::move(property), Outcome::NotChecked, std::move(reason));
}
Verdict notApplicable(std::string property, std::string reason) {
  return make(std::move(property), Outcome::NotApplicable, std::move(reason));
}
Verdict harnessError(std::string property, std::string message) {
  return make(std::move(property), Outcome::HarnessError, std::move(message));
}

Verdict contradiction(const Verdict &failing, const Verdict &other, std::string why) {
  Verdict v = harnessError(failing.property, "contradicts " + other.property + ": " + why +
                                                 "; one of the two oracles is wrong, so this is "
                                                 "not a finding about the passes");
  v.witness = failing.property + " " + outcomeName(failing.outcome) + ": " + failing.message;
  if (!failing.witness.empty())
    v.witness += "\n" + failing.witness;
  v.witness += "\n" + other.property + " " + outcomeName(other.outcome) + ": " + other.message;
  if (!other.witness.empty())
    v.witness += "\n" + other.witness;
  v.pass = failing.pass;
  v.evidence = failing.evidence;
  v.contradicts = {failing.property, other.property};
  return v;
}

void Tally::add(const Verdict &v) {
  ++byOutcome[v.outcome];
  if (v.outcome == Outcome::Fails)
    ++failuresByProperty[v.property];
  if (v.outcome == Outcome::NotChecked)
    ++notCheckedByProperty[v.property];
}

void Tally::add(const std::vector<Verdict> &vs) {
  for (const Verdict &v : vs)
    add(v);
}

long Tally::count(Outcome o) const {
  auto it = byOutcome.find(o);
  return it == byOutcome.end() ? 0 : it->second;
}

std::string Tally::summary() const {
  std::string out;
  for (Outcome o : {Outcome::Holds, Outcome::Fails, Outcome::NotChecked, Outcome::NotApplicable,
                    Outcome::HarnessError}) {
    if (!out.empty())
      out += ", ";
    out += std::to_string(count(o)) + " " + outcomeName(o);
  }
  return out;
}

} // namespace pipecheck::checks

// The structure of a verdict's witness, for the JSON report and the pytest
// Markdown: the Verdict carries the witness as free text (values,
// iteration, statement; several lines), and this reads back what the
// oracles put there without changing how they write it.
//
// kind comes from the property (the oracle that produced it): Z3 proofs give
// a counterexample ("z3-counterexample"), execution oracles interpreter
// values ("interpreter"), iteration-coverage a trace diff ("iteration-trace"),
// verifier- and printer-based properties a diagnostic or IR text
// ("diagnostic"), anything else "text"; an empty witness is "none". fields
// are the lines shaped "label: value" (a label of at most three words:
// snapshot names, "iteration trace", "kernel#0 (i)"); bindings every
// "name=INT" pair (input labels such as kernel(n=4), Z3 models, "i=20").
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace pipecheck::report {

struct StructuredWitness {
  std::string kind;
  std::vector<std::string> lines;
  std::vector<std::pair<std::string, std::string>> fields;
  std::map<std::string, int64_t> bindings;
};

StructuredWitness structureWitness(const std::string &property, const std::string &witness);

} // namespace pipecheck::report

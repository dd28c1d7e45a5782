// The property-specific part of the PyPTO pytest test a report carries: one
// assertion template per catalogue property id, in Python terms.
//
// The test (render_pytest.cpp) parses the minimized program with
// pl.parse_program, runs the same pypto.passes factories in order inside one
// PassContext, and leaves `snapshots` (name -> ir.Program, "input" first, in
// pass order) and `texts` (name -> ir.python_print(p, format=False)) for the
// assertion. Where the property can be checked faithfully in Python (SSA
// bindings, loop kind/attr pairs, SeqStmts shape, round trip, idempotence,
// Acc tags, pipeline attrs, clean errors) the template does so on the
// printed text or with ir.IRVisitor. Where it cannot (the execution and Z3
// oracles, the memory plans: PyPTO has no interpreter or prover), the
// template says so in a comment, quotes the witness, and asserts on the
// specific printed text: the lines whose count differs between pipecheck's
// faulty output and the faithful pass (when a fault was on), or else that
// the snapshot is not the very text pipecheck judged wrong. No template
// asserts something that holds whatever the passes print.
#pragma once

#include <string>

#include "oracle/report/report.h"

namespace pipecheck::report {

struct PytestAssertion {
  std::string summary;     // one line: what the assertion checks
  bool faithful = false;   // a Python check of the property itself
  bool expectsRaise = false; // the pass list must raise (clean-errors)
  std::string code;        // Python lines, indented 4 (inside the test function)
  // The pass list runs under try: `raised` is (pass name, exception) or None
  // (clean-errors where PyPTO raised on a program the model lowers).
  bool catchesRaise = false;
};

PytestAssertion pytestAssertion(const Report &r);

// "test_pipecheck_<property with _>_<hash>".
std::string pytestName(const Report &r);

// A Python string literal (triple-quoted, escaped) holding `text`.
std::string pythonTripleQuoted(const std::string &text);

} // namespace pipecheck::report

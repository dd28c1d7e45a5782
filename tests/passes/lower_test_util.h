// Helpers for the LowerPipelineLoops tests: text in, text (or error) out.
//
// lowerText parses DSL text with text::parseProgram(text, "input.py"), runs
// lower_pipeline_loops with the given options and prints the result raw; an
// error becomes "ERROR: <kind>: <message>" (the golden error.txt layout).
// program() assembles the fixed program header around function text so the
// tests show only what matters. Expected texts in the tests are written from
// reference/lower-pipeline-loops.md and ir-and-text.md, not from running the
// pass.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include "core/ir/diagnostic.h"
#include "core/passes/pass.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::testutil {

inline std::string errorLine(const ir::Diagnostic &d) {
  return "ERROR: " + d.kind + ": " + d.message;
}

inline std::string firstLine(const std::string &s) { return s.substr(0, s.find('\n')); }

// "# pypto.program: C ... class C:\n" + body, body given with a leading "\n".
inline std::string program(const std::string &cls, const std::string &functions) {
  std::string f = functions;
  if (!f.empty() && f.front() == '\n')
    f.erase(0, 1);
  while (!f.empty() && f.back() == '\n')
    f.pop_back();
  return "# pypto.program: " + cls + "\nimport pypto.language as pl\n\n@pl.program\nclass " + cls +
         ":\n" + f;
}

struct LowerOutcome {
  bool ok = false;
  std::string text;      // printed program, or the error line(s)
  ir::ProgramPtr input;  // parsed input
  ir::ProgramPtr output; // null on error
};

inline LowerOutcome lowerText(const std::string &src, const passes::PassOptions &opts = {}) {
  LowerOutcome out;
  auto parsed = text::parseProgram(src, "input.py");
  if (!parsed.ok()) {
    out.text = "PARSE " + errorLine(parsed.error()); // kind + message; loc in parsed.error().loc
    return out;
  }
  out.input = parsed.value();
  auto lowered = passes::lowerPipelineLoops(out.input, opts);
  if (!lowered.ok()) {
    out.text = errorLine(lowered.error());
    return out;
  }
  out.ok = true;
  out.output = lowered.value();
  out.text = text::printProgram(*out.output);
  return out;
}

inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace pipecheck::testutil

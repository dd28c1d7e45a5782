// Helpers for the memory-pass tests: text in, text (or error) out.
//
// runPasses parses DSL text with text::parseProgram(text, "input.py",
// text::snapshotReading()), runs
// the named registered passes in order with the given options and prints the
// result raw; an error becomes "ERROR: <kind>: <message>", an unregistered
// pass "MISSING PASS <name>". program() wraps function text in the fixed
// program header. Expected texts in the tests are written from
// reference/memory-reuse.md, neighbour-passes.md and the golden files, not
// from running the passes.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/ir/diagnostic.h"
#include "core/passes/pass.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::memtest {

inline std::string program(const std::string &cls, const std::string &functions) {
  std::string f = functions;
  if (!f.empty() && f.front() == '\n')
    f.erase(0, 1);
  while (!f.empty() && f.back() == '\n')
    f.pop_back();
  return "# pypto.program: " + cls + "\nimport pypto.language as pl\n\n@pl.program\nclass " + cls +
         ":\n" + f;
}

struct Outcome {
  bool ok = false;
  std::string text;       // printed program, or the error / missing-pass line
  ir::ProgramPtr output;  // null unless ok
};

inline Outcome runPasses(const std::string &src, const std::vector<std::string> &names,
                         const passes::PassOptions &opts = {}) {
  Outcome out;
  // A pass's input is an IR state, as PyPTO prints one (a C++ pass may
  // build what its DSL refuses, such as a tile.load straight into Left):
  // read as a snapshot.
  auto parsed = text::parseProgram(src, "input.py", text::snapshotReading());
  if (!parsed.ok()) {
    out.text = "PARSE ERROR: " + parsed.error().kind + ": " + parsed.error().message;
    return out;
  }
  ir::ProgramPtr p = parsed.value();
  for (const std::string &n : names) {
    if (!passes::findPass(n)) {
      out.text = "MISSING PASS " + n;
      return out;
    }
    auto pass = passes::createPass(n);
    auto r = pass.value()->run(p, opts);
    if (!r.ok()) {
      out.text = "ERROR: " + r.error().kind + ": " + r.error().message;
      return out;
    }
    p = r.value();
  }
  out.ok = true;
  out.output = p;
  out.text = text::printProgram(*p);
  return out;
}

inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The golden text minus exactly one trailing "\n".
inline std::string golden(const std::string &path) {
  std::string s = readFile(path);
  if (!s.empty() && s.back() == '\n')
    s.pop_back();
  return s;
}

} // namespace pipecheck::memtest

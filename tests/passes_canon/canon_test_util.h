// Helpers for the CanonicalizeIOOrder tests: text in, text (or error) out.
//
// canonText parses DSL text as "input.py", runs the named passes (registry
// names, in order) and prints the result raw; an error becomes
// "ERROR: <kind>: <message>". Expected texts in the tests are written from
// reference/neighbour-passes.md section 8 and the golden files, not from
// running the pass.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/passes/pass.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::canontest {

struct Outcome {
  bool ok = false;
  std::string text;      // printed program or the error line
  ir::ProgramPtr input;  // parsed input
  ir::ProgramPtr output; // null on error
};

inline ir::Result<ir::ProgramPtr> runPasses(const ir::ProgramPtr &p,
                                            const std::vector<std::string> &names) {
  ir::ProgramPtr cur = p;
  for (const std::string &n : names) {
    passes::PassPtr pass = PC_TRY(passes::createPass(n));
    cur = PC_TRY(pass->run(cur, passes::PassOptions{}));
  }
  return cur;
}

inline Outcome runText(const std::string &src, const std::vector<std::string> &names,
                       const std::string &file = "input.py") {
  Outcome out;
  auto parsed = text::parseProgram(src, file);
  if (!parsed.ok()) {
    out.text = "PARSE ERROR: " + parsed.error().str();
    return out;
  }
  out.input = parsed.value();
  auto r = runPasses(out.input, names);
  if (!r.ok()) {
    out.text = "ERROR: " + r.error().kind + ": " + r.error().message;
    return out;
  }
  out.ok = true;
  out.output = r.value();
  out.text = text::printProgram(*out.output);
  return out;
}

inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// "line N: got <a> / want <b>" for the first differing line, or "".
inline std::string firstDiff(const std::string &got, const std::string &want) {
  std::istringstream g(got), w(want);
  std::string lg, lw;
  for (int line = 1;; ++line) {
    bool hg = static_cast<bool>(std::getline(g, lg));
    bool hw = static_cast<bool>(std::getline(w, lw));
    if (!hg && !hw)
      return got == want ? "" : "texts differ only in trailing newlines";
    if (!hg || !hw || lg != lw)
      return "first difference at line " + std::to_string(line) +
             ":\n  got:  " + (hg ? lg : "<end>") + "\n  want: " + (hw ? lw : "<end>");
  }
}

} // namespace pipecheck::canontest

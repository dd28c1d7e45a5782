#include "tools/confirm.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <sys/wait.h>

#include "oracle/report/pytest_asserts.h"
#include "tools/worker_passes.h"

#ifndef PIPECHECK_TOOLS_DIR
#error "PIPECHECK_TOOLS_DIR must name the folder holding pypto_confirm.py"
#endif

namespace pipecheck::tools {
namespace {

std::string shellQuote(const std::string &s) {
  std::string out = "'";
  for (char c : s)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

} // namespace

std::optional<report::Confirmation> parseConfirmation(const std::string &text) {
  std::map<std::string, std::string> fields;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    auto colon = line.find(": ");
    if (colon == std::string::npos)
      return std::nullopt;
    fields[line.substr(0, colon)] = line.substr(colon + 2);
  }
  if (fields["end"] != "ok" || !fields.count("outcome"))
    return std::nullopt;
  report::Confirmation c;
  c.outcome = fields["outcome"];
  c.detail = fields["detail"];
  c.runner = fields["runner"];
  c.pyptoVersion = fields["pypto_version"];
  c.pyptoCommit = fields["pypto_commit"];
  c.python = fields["python"];
  return c;
}

report::Confirmation confirmReport(const report::Report &r, int timeoutSeconds) {
  namespace fs = std::filesystem;
  report::Confirmation fail;
  fail.outcome = "error";
  fail.python = pyptoPython();
  fs::path dir = fs::path(r.jsonPath).parent_path();
  std::string stem = "test_" + r.verdict.property + "_" + r.hash;
  for (char &c : stem)
    if (c == '-')
      c = '_';
  fs::path test = dir / (stem + ".py");
  fs::path log = dir / (stem + ".log");
  fail.testFile = test.string();
  {
    std::ofstream out(test);
    out << report::renderPytest(r);
    if (!out) {
      fail.detail = "cannot write " + test.string();
      return fail;
    }
  }
  std::string script = std::string(PIPECHECK_TOOLS_DIR) + "/pypto_confirm.py";
  std::string cmd = "timeout " + std::to_string(timeoutSeconds) + " " +
                    shellQuote(fail.python) + " " + shellQuote(script) + " " +
                    shellQuote(test.string()) + " 2>" + shellQuote(log.string());
  std::FILE *pipe = popen(cmd.c_str(), "r");
  if (!pipe) {
    fail.detail = "cannot start " + fail.python;
    return fail;
  }
  std::string answer;
  char buf[4096];
  while (std::size_t n = std::fread(buf, 1, sizeof buf, pipe))
    answer.append(buf, n);
  int status = pclose(pipe);
  std::optional<report::Confirmation> c = parseConfirmation(answer);
  if (!c) {
    std::ostringstream why;
    why << fail.python << " " << script << " gave no answer (exit status " << status
        << "; " << (WIFEXITED(status) && WEXITSTATUS(status) == 124 ? "timed out after " +
                    std::to_string(timeoutSeconds) + " s; " : "")
        << "its stderr is in " << log.string() << ")";
    fail.detail = why.str();
    return fail;
  }
  c->testFile = test.string();
  // Say what a "reproduced" rests on: a faithful Python check of the
  // property, or only the real compiler printing the very text pipecheck
  // judged wrong (the judgement is then pipecheck's).
  report::PytestAssertion a = report::pytestAssertion(r);
  if (c->outcome == "reproduced")
    c->detail += a.faithful ? " (a Python check of the property itself)"
                            : " (the real PyPTO printed the very output pipecheck judged wrong)";
  return *c;
}

} // namespace pipecheck::tools

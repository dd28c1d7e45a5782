// The ready-to-paste PyPTO pytest test of a report: it builds the minimized
// program with pl.parse_program, selects the backend the way PyPTO's tests
// and the golden driver do (backend.reset_for_testing(), then
// backend.set_backend_type(BackendType.Ascend910B | Ascend950); nothing for
// "none"), applies the same pypto.passes factories (called with no
// arguments) in order inside one passes.PassContext([], memory_planner=...),
// keeps every intermediate program, and asserts the property that failed
// (pytest_asserts.cpp). Everything but the imports lives inside the test
// function, so several reports paste into one file without clashes.
#include "oracle/report/pytest_asserts.h"
#include "oracle/report/report.h"

namespace pipecheck::report {
namespace {

std::string plannerExpr(passes::MemoryPlanner p) {
  return p == passes::MemoryPlanner::PTOAS ? "passes.MemoryPlanner.PTOAS"
                                           : "passes.MemoryPlanner.PYPTO";
}

std::string backendLines(passes::Backend b) {
  std::string out = "    backend.reset_for_testing()\n";
  if (b == passes::Backend::Ascend910B)
    out += "    backend.set_backend_type(BackendType.Ascend910B)\n";
  else if (b == passes::Backend::Ascend950)
    out += "    backend.set_backend_type(BackendType.Ascend950)\n";
  else
    out += "    # backend: none (no backend configured)\n";
  return out;
}

} // namespace

std::string renderPytest(const Report &r) {
  const checks::CheckInput &in = r.input;
  PytestAssertion a = pytestAssertion(r);
  std::string out = "# pipecheck finding: property " + r.verdict.property + " " +
                    checks::outcomeName(r.verdict.outcome) +
                    (r.verdict.pass.empty() ? "" : " after " + r.verdict.pass) + "\n";
  if (!r.contract.empty())
    out += "# contract: " + r.contract + "\n";
  out += "# reproduce: " + (r.command.empty() ? reproduceCommand(r, "FILE") : r.command) + "\n";
  if (!in.passOptions.faults.empty()) {
    out += "# pipecheck ran with the deliberately wrong pass variant(s)";
    for (const auto &f : in.passOptions.faults)
      out += " " + f;
    out += ";\n# the test expects what the faithful passes do.\n";
  }
  out += "# asserts: " + a.summary + (a.faithful ? "" : " (witness-based, see the comment)") +
         "\n";
  out += "import re\n\nimport pypto.language as pl\nimport pytest\n"
         "from pypto import backend, ir, passes\nfrom pypto.backend import BackendType\n\n\n";
  out += "def " + pytestName(r) + "():\n";
  out += "    source = " + pythonTripleQuoted(r.programText) + "\n";
  out += "    program = pl.parse_program(source, \"input.py\")\n";
  out += backendLines(in.passOptions.backend);
  out += "    planner = " + plannerExpr(in.passOptions.planner) + "\n";
  out += "    pass_list = [\n";
  for (const auto &p : passesRun(r))
    out += "        (\"" + p + "\", passes." + p + "),\n";
  out += "    ]\n";
  out += "    snapshots = {\"input\": program}\n";
  if (a.expectsRaise) {
    out += "    with pytest.raises(Exception) as excinfo:\n"
           "        with passes.PassContext([], memory_planner=planner):\n"
           "            for name, factory in pass_list:\n"
           "                program = factory()(program)\n"
           "                snapshots[name] = program\n";
  } else if (a.catchesRaise) {
    out += "    raised = None\n"
           "    with passes.PassContext([], memory_planner=planner):\n"
           "        for name, factory in pass_list:\n"
           "            try:\n"
           "                program = factory()(program)\n"
           "            except Exception as exc:  # any class: no pass may raise here\n"
           "                raised = (name, exc)\n"
           "                break\n"
           "            snapshots[name] = program\n";
  } else {
    out += "    with passes.PassContext([], memory_planner=planner):\n"
           "        for name, factory in pass_list:\n"
           "            program = factory()(program)\n"
           "            snapshots[name] = program\n";
  }
  out += "    texts = {name: ir.python_print(p, format=False) for name, p in snapshots.items()}\n\n";
  out += a.code;
  return out;
}

} // namespace pipecheck::report

// The Markdown rendering of a finding report (report.h): a header table a
// pass author reads first (property, contract, pass, configuration, sizes),
// then the reproduce command, the minimized program, the witness and the
// ready-to-paste pytest test, each in a fenced block.
#include <cstdio>

#include "oracle/report/report.h"
#include "oracle/report/witness.h"

namespace pipecheck::report {
namespace {

std::string listOr(const std::vector<std::string> &items, const std::string &none) {
  std::string out;
  for (const auto &s : items)
    out += (out.empty() ? "" : ", ") + ("`" + s + "`");
  return out.empty() ? none : out;
}

// A fence longer than any backtick run inside `body`.
std::string fenced(const std::string &lang, const std::string &body) {
  std::size_t run = 0, longest = 0;
  for (char c : body) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(std::max<std::size_t>(3, longest + 1), '`');
  std::string text = body;
  if (text.empty() || text.back() != '\n')
    text += "\n";
  return fence + lang + "\n" + text + fence + "\n";
}

std::string cell(const std::string &s) {
  std::string out;
  for (char c : s)
    out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
  return out;
}

} // namespace

std::string renderMarkdown(const Report &r) {
  const checks::CheckInput &in = r.input;
  const std::string pass = r.verdict.pass.empty() ? "unknown" : r.verdict.pass;
  std::string out = "# pipecheck finding: `" + r.verdict.property + "` " +
                    checks::outcomeName(r.verdict.outcome) + " after `" + pass + "`\n\n";
  out += "**Contract.** " + (r.contract.empty() ? "(not in the catalogue)" : r.contract) + "\n\n";
  out += "**What failed.** " + r.verdict.message + "\n\n";

  std::vector<std::string> faults(in.passOptions.faults.begin(), in.passOptions.faults.end());
  std::vector<std::string> run = passesRun(r);
  int pos = passPosition(r);
  std::string params;
  for (const auto &[name, range] : in.params)
    params += (params.empty() ? "" : ", ") + ("`" + name + "=" + std::to_string(range.first) +
                                             ".." + std::to_string(range.second) + "`");
  char secs[32];
  std::snprintf(secs, sizeof secs, "%.1f", r.reduction.seconds);
  std::string sizes = std::to_string(r.reduction.statementsBefore) + " -> " +
                      std::to_string(r.reduction.statementsAfter) + " statements";
  if (r.reduction.ran && r.reduction.candidates > 0)
    sizes += " (reduced in " + std::to_string(r.reduction.candidates) + " candidates, " +
             std::to_string(r.reduction.accepted) + " accepted, " + secs + " s)";
  if (!r.reduction.note.empty())
    sizes += "; " + r.reduction.note;

  out += "| | |\n|---|---|\n";
  out += "| property | `" + r.verdict.property + "` |\n";
  out += "| first failing pass (snapshot) | `" + pass + "`" +
         (pos ? " (pass " + std::to_string(pos) + " of " + std::to_string(run.size()) + ")"
              : std::string()) +
         " |\n";
  out += "| passes under test | " +
         cell(in.givenOrigin.empty() ? std::string("pipecheck's model") : in.givenOrigin) + " |\n";
  out += "| faults | " + listOr(faults, "none (the faithful passes)") + " |\n";
  out += "| passes, in order | " + listOr(run, "none") + " |\n";
  out += "| backend | `" + std::string(passes::backendName(in.passOptions.backend)) + "` |\n";
  out += "| memory planner | `" +
         std::string(passes::memoryPlannerName(in.passOptions.planner)) + "` |\n";
  out += "| params | " + (params.empty() ? std::string("none") : params) + " |\n";
  if (r.input.seed != 1)
    out += "| input seed | " + std::to_string(r.input.seed) + " (tensor contents) |\n";
  out += "| program size | " + cell(sizes) + " |\n";
  if (!r.sourceFile.empty())
    out += "| from | `" + cell(r.sourceFile) + "` |\n";
  if (r.seed)
    out += "| generator seed | " + std::to_string(*r.seed) + " |\n";

  out += "\n## Reproduce\n\n" + fenced("sh", r.command.empty() ? reproduceCommand(r, "FILE")
                                                             : r.command);
  if (!r.reproducerPath.empty())
    out += "\nThe reproducer `" + r.reproducerPath + "` holds the program below under its " +
           std::string(r.input.seed != 1 ? "`# params:` and `# input seed:` headers"
                                         : "`# params:` header") +
           ".\n";
  out += "\n## Minimized program\n\n" + fenced("python", r.programText);

  StructuredWitness w = structureWitness(r.verdict.property, r.verdict.witness);
  out += "\n## Witness (" + w.kind + ")\n\n";
  out += w.lines.empty() ? std::string("The verdict carries no witness text.\n")
                         : fenced("text", r.verdict.witness);
  if (!w.bindings.empty()) {
    out += "\nValues named in the witness: ";
    bool first = true;
    for (const auto &[name, v] : w.bindings) {
      out += (first ? "" : ", ") + ("`" + name + "=" + std::to_string(v) + "`");
      first = false;
    }
    out += "\n";
  }
  out += "\n## PyPTO pytest (ready to paste)\n\n" + fenced("python", renderPytest(r));
  if (const auto &c = r.confirmation) {
    out += "\n## Confirmed against the real PyPTO\n\n";
    out += "| | |\n|---|---|\n";
    out += "| outcome | **" + cell(c->outcome) + "** |\n";
    out += "| detail | " + cell(c->detail) + " |\n";
    out += "| PyPTO | " + cell(c->pyptoVersion) + " (commit: " + cell(c->pyptoCommit) + ") |\n";
    out += "| runner | " + cell(c->runner) + " under `" + cell(c->python) + "` |\n";
    out += "| test file | `" + cell(c->testFile) + "` |\n";
  }
  return out;
}

} // namespace pipecheck::report

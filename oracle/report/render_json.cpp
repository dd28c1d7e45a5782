// The JSON rendering of a finding report; the field list and order are
// documented once, at the top of report.h, and written here in that order.
#include "oracle/report/json_writer.h"
#include "oracle/report/pytest_asserts.h"
#include "oracle/report/report.h"
#include "oracle/report/witness.h"

namespace pipecheck::report {

std::string renderJson(const Report &r) {
  const checks::CheckInput &in = r.input;
  StructuredWitness w = structureWitness(r.verdict.property, r.verdict.witness);
  JsonWriter j;
  j.beginObject();
  j.field("schema", "pipecheck-report/1");
  j.field("property", r.verdict.property);
  j.field("contract", r.contract);
  j.field("outcome", checks::outcomeName(r.verdict.outcome));
  j.field("message", r.verdict.message);
  j.field("first_failing_pass", r.verdict.pass);
  j.field("pass_position", passPosition(r));

  j.key("witness").beginObject();
  j.field("kind", w.kind);
  j.field("text", r.verdict.witness);
  j.stringArray("lines", w.lines);
  j.key("fields").beginArray();
  for (const auto &[label, value] : w.fields)
    j.beginObject().field("label", label).field("value", value).endObject();
  j.endArray();
  j.key("bindings").beginObject();
  for (const auto &[name, v] : w.bindings)
    j.field(name, v);
  j.endObject();
  j.endObject();

  j.key("program").beginObject();
  j.field("text", r.programText);
  j.field("statements_before", r.reduction.statementsBefore);
  j.field("statements_after", r.reduction.statementsAfter);
  j.field("reduced", r.reduction.ran);
  j.key("reduction").beginObject();
  j.field("candidates", r.reduction.candidates);
  j.field("accepted", r.reduction.accepted);
  j.field("seconds", r.reduction.seconds);
  j.field("note", r.reduction.note);
  j.endObject();
  j.endObject();

  j.field("source_file", r.sourceFile);

  j.key("config").beginObject();
  j.stringArray("passes", passesRun(r));
  j.stringArray("faults",
                std::vector<std::string>(in.passOptions.faults.begin(), in.passOptions.faults.end()));
  j.field("backend", passes::backendName(in.passOptions.backend));
  j.field("planner", passes::memoryPlannerName(in.passOptions.planner));
  j.field("impl", in.givenOrigin.empty() ? std::string("model") : in.givenOrigin);
  j.key("params").beginObject();
  for (const auto &[name, range] : in.params) {
    j.key(name).beginArray();
    j.value(range.first).value(range.second);
    j.endArray();
  }
  j.endObject();
  j.field("ordered_bounds", in.orderedBoundsOnly);
  j.field("div", interp::divModeName(in.div));
  j.key("seed");
  if (r.seed)
    j.value(*r.seed);
  else
    j.null();
  j.endObject();

  j.key("reproduce").beginObject();
  j.field("command", r.command.empty() ? reproduceCommand(r, "FILE") : r.command);
  j.field("file", r.reproducerPath);
  j.endObject();

  PytestAssertion a = pytestAssertion(r);
  j.key("pytest").beginObject();
  j.field("test_name", pytestName(r));
  j.field("assertion", a.summary);
  j.field("faithful", a.faithful);
  j.field("text", renderPytest(r));
  j.endObject();

  j.key("files").beginObject();
  j.field("markdown", r.markdownPath);
  j.field("json", r.jsonPath);
  j.field("reproducer", r.reproducerPath);
  j.endObject();

  j.key("confirmation");
  if (const auto &c = r.confirmation) {
    j.beginObject();
    j.field("outcome", c->outcome);
    j.field("detail", c->detail);
    j.field("runner", c->runner);
    j.field("pypto_version", c->pyptoVersion);
    j.field("pypto_commit", c->pyptoCommit);
    j.field("python", c->python);
    j.field("test_file", c->testFile);
    j.endObject();
  } else {
    j.null();
  }
  j.endObject();
  return j.str();
}

} // namespace pipecheck::report

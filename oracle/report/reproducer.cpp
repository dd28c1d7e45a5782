// Reproducer files and replay commands; see reproducer.h.
#include "oracle/report/reproducer.h"

#include <sstream>

#include "core/pipeline/pipeline.h"
#include "oracle/checks/catalogue.h"

namespace pipecheck::report {
namespace {

std::string commentBlock(const std::string &text) {
  std::string out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out += "#   " + line + "\n";
  return out;
}

} // namespace

std::string paramsText(const checks::ParamRanges &params) {
  std::string out;
  for (const auto &[name, r] : params)
    out += (out.empty() ? "" : " ") + name + "=" + std::to_string(r.first) + ".." +
           std::to_string(r.second);
  return out.empty() ? "none" : out;
}

JudgedContext JudgedContext::of(const checks::CheckInput &in) {
  JudgedContext c;
  c.passes = in.passes;
  c.faults.assign(in.passOptions.faults.begin(), in.passOptions.faults.end());
  c.backend = in.passOptions.backend;
  c.planner = in.passOptions.planner;
  c.orderedBounds = in.orderedBoundsOnly;
  c.div = in.div;
  c.impl = !in.givenOrigin.empty();
  return c;
}

std::string contextFlags(const JudgedContext &c) {
  std::string out;
  if (!c.passes.empty() && c.passes != pipeline::defaultPassList()) {
    out += " --passes ";
    for (std::size_t i = 0; i < c.passes.size(); ++i)
      out += (i ? "," : "") + c.passes[i];
  }
  for (const auto &fault : c.faults)
    out += " --fault " + fault;
  out += " --backend " + std::string(passes::backendName(c.backend));
  out += " --planner " + std::string(passes::memoryPlannerName(c.planner));
  if (c.orderedBounds)
    out += " --ordered-bounds";
  if (c.div == interp::DivMode::Trunc)
    out += " --div trunc";
  if (c.impl)
    out += " --impl pypto";
  return out;
}

std::string checkCommand(const std::string &property, const JudgedContext &c,
                         const std::string &file) {
  return "pipecheck check --property " + property + contextFlags(c) + " " + file;
}

std::string reduceCommand(const std::string &property, const JudgedContext &c,
                          const std::string &file) {
  return "pipecheck reduce " + file + " --property " + property + contextFlags(c);
}

std::string reproducerText(const Reproducer &r, const std::string &path) {
  const std::string &id = r.verdict.property;
  std::string out = "# pipecheck finding: property " + id + " fails\n";
  if (const checks::Property *p = checks::findProperty(id))
    out += "# contract: " + std::string(p->contract) + "\n";
  out += "# expect: fails " + id + "\n";
  out += "# params: " + paramsText(r.params) + "\n";
  if (r.inputSeed != 1)
    out += "# input seed: " + std::to_string(r.inputSeed) + "\n";
  if (!r.verdict.pass.empty())
    out += "# first failing snapshot: " + r.verdict.pass + "\n";
  out += "# message: " + r.verdict.message + "\n";
  if (!r.verdict.witness.empty())
    out += "# witness:\n" + commentBlock(r.verdict.witness);
  if (!r.implOrigin.empty())
    out += "# impl: " + r.implOrigin + "\n";
  if (r.generatorSeed)
    out += "# generator seed: " + std::to_string(*r.generatorSeed) + "\n";
  if (r.statementsBefore)
    out += "# reduced: " + std::to_string(r.statementsBefore) + " -> " +
           std::to_string(r.statementsAfter) + " statements\n";
  out += "# replay: " + checkCommand(id, r.context, path) + "\n";
  out += "# reduce: " + reduceCommand(id, r.context, path) + "\n";
  return out + r.programText;
}

} // namespace pipecheck::report

// Reproducer files for findings; see finding.h.
#include "tools/finding.h"

#include "core/passes/pass.h"
#include "core/pipeline/pipeline.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/text/printer.h"
#include "oracle/checks/catalogue.h"

namespace pipecheck::tools {
namespace {

std::string commentBlock(const std::string &text) {
  std::string out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line))
    out += "#   " + line + "\n";
  return out;
}

std::string flags(const Finding &f) {
  std::string out;
  if (!f.passes.empty() && f.passes != pipeline::defaultPassList()) {
    out += " --passes ";
    for (std::size_t i = 0; i < f.passes.size(); ++i)
      out += (i ? "," : "") + f.passes[i];
  }
  for (const auto &fault : f.faults)
    out += " --fault " + fault;
  if (f.backend != passes::PassOptions{}.backend)
    out += " --backend " + std::string(passes::backendName(f.backend));
  if (f.planner != passes::PassOptions{}.planner)
    out += " --planner " + std::string(passes::memoryPlannerName(f.planner));
  if (f.orderedBounds)
    out += " --ordered-bounds";
  if (f.div == interp::DivMode::Trunc)
    out += " --div trunc";
  if (!f.implOrigin.empty())
    out += " --impl pypto";
  return out;
}

} // namespace

void Finding::judgedIn(const checks::CheckInput &in) {
  backend = in.passOptions.backend;
  planner = in.passOptions.planner;
  orderedBounds = in.orderedBoundsOnly;
  div = in.div;
  inputSeed = in.seed;
}

std::string findingText(const Finding &f, const std::string &path) {
  const checks::Property *p = checks::findProperty(f.verdict.property);
  std::string out = "# pipecheck finding: property " + f.verdict.property + " fails\n";
  if (p)
    out += "# contract: " + std::string(p->contract) + "\n";
  out += "# expect: fails " + f.verdict.property + "\n";
  std::string params;
  for (const auto &[name, r] : f.params)
    params += (params.empty() ? "" : " ") + name + "=" + std::to_string(r.first) + ".." +
              std::to_string(r.second);
  out += "# params: " + (params.empty() ? std::string("none") : params) + "\n";
  if (f.inputSeed != 1)
    out += "# input seed: " + std::to_string(f.inputSeed) + "\n";
  if (!f.verdict.pass.empty())
    out += "# first failing snapshot: " + f.verdict.pass + "\n";
  out += "# message: " + f.verdict.message + "\n";
  if (!f.verdict.witness.empty())
    out += "# witness:\n" + commentBlock(f.verdict.witness);
  if (!f.implOrigin.empty())
    out += "# impl: " + f.implOrigin + "\n";
  if (f.seed)
    out += "# generator seed: " + std::to_string(*f.seed) + "\n";
  if (f.statementsBefore)
    out += "# reduced: " + std::to_string(f.statementsBefore) + " -> " +
           std::to_string(f.statementsAfter) + " statements\n";
  out += "# replay: pipecheck check --property " + f.verdict.property + flags(f) + " " + path + "\n";
  out += "# reduce: pipecheck reduce " + path + " --property " + f.verdict.property + flags(f) +
         "\n";
  out += text::printProgram(*f.program) + "\n";
  return out;
}

std::optional<std::string> writeFinding(const Finding &f, const std::string &dir, int n) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::string path = dir + "/" + f.verdict.property + "-" + std::to_string(n) + ".py";
  std::ofstream out(path);
  if (!out)
    return std::nullopt;
  out << findingText(f, path);
  return out ? std::optional<std::string>(path) : std::nullopt;
}

} // namespace pipecheck::tools

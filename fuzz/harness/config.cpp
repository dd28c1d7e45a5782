// Reading the fuzz configuration from the environment (see config.h).
#include "fuzz/harness/config.h"

#include <cstdio>
#include <cstdlib>

#include "core/passes/faults.h"
#include "core/pipeline/pipeline.h"
#include "oracle/checks/catalogue.h"
#include "oracle/smt/solver.h"
#include "tools/env_switches.h"

extern char **environ;

namespace pipecheck::fuzz {
namespace {

[[noreturn]] void die(const std::string &message) {
  std::fprintf(stderr, "pipecheck fuzz: %s\n", message.c_str());
  std::abort();
}

std::string env(const char *name) {
  const char *v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

FuzzConfig readConfig() {
  FuzzConfig c;
  // A misspelt PIPECHECK_FAULTS would fuzz the faithful passes.
  if (auto err = tools::checkEnvironment(environ))
    die(*err);
  for (const auto &f : pipeline::splitPassList(env("PIPECHECK_FAULTS")))
    c.passOptions.faults.insert(f);
  if (auto st = passes::validateFaults(c.passOptions); !st.ok()) {
    std::string known;
    for (const auto &f : passes::registeredFaults())
      known += " " + f.name;
    die("PIPECHECK_FAULTS: " + st.error().message + "; known:" + known);
  }
  if (std::string p = env("PIPECHECK_PLANNER"); !p.empty()) {
    auto planner = passes::parseMemoryPlanner(p);
    if (!planner)
      die("PIPECHECK_PLANNER: unknown planner '" + p + "'; known: pypto ptoas");
    c.passOptions.planner = *planner;
  }
  if (std::string b = env("PIPECHECK_BACKEND"); !b.empty()) {
    auto backend = passes::parseBackend(b);
    if (!backend)
      die("PIPECHECK_BACKEND: unknown backend '" + b + "'; known: 910B 950 none");
    c.passOptions.backend = *backend;
  }
  c.passes = pipeline::defaultPassList(c.passOptions.planner);
  std::string props = env("PIPECHECK_PROPERTIES");
  c.propertiesGiven = !props.empty();
  if (props != "all")
    c.properties = pipeline::splitPassList(props);
  for (const auto &id : c.properties)
    if (!checks::findProperty(id))
      die("PIPECHECK_PROPERTIES: unknown property '" + id + "'");
  c.waivers = env("PIPECHECK_NO_WAIVERS").empty() || env("PIPECHECK_NO_WAIVERS") == "0";
  c.verbose = !env("PIPECHECK_FUZZ_VERBOSE").empty() && env("PIPECHECK_FUZZ_VERBOSE") != "0";
  c.solver = std::make_shared<smt::SolverSession>();
  return c;
}

std::string firstLine(const std::string &s) {
  std::string line = s.substr(0, s.find('\n'));
  return line.size() > 300 ? line.substr(0, 300) + "..." : line;
}

} // namespace

const FuzzConfig &fuzzConfig() {
  static const FuzzConfig config = readConfig();
  return config;
}

checks::CheckInput fuzzCheckInput(const ir::ProgramPtr &program, checks::ParamRanges params) {
  const FuzzConfig &c = fuzzConfig();
  checks::CheckInput in;
  in.source = program;
  in.fileName = "fuzz.py";
  in.passes = c.passes;
  in.passOptions = c.passOptions;
  in.params = std::move(params);
  in.maxInputSets = 4;
  in.smtTimeoutMs = 2000;
  in.fuel = 500'000;
  // The known finding of the real passes (corpus/finding_dyn_stop_below_start.py)
  // would be every campaign's first crash; waived unless PIPECHECK_NO_WAIVERS.
  in.orderedBoundsOnly = c.waivers;
  in.solver = c.solver;
  return in;
}

void abortOnVerdict(const checks::Verdict &v, const char *target) {
  const char *tag = v.outcome == checks::Outcome::Fails ? "FAILS" : "HARNESS ERROR";
  std::string what = firstLine(v.witness.empty() ? v.message : v.witness);
  std::fprintf(stderr, "pipecheck: property %s %s: %s\n", v.property.c_str(), tag, what.c_str());
  std::fprintf(stderr, "pipecheck: %s message: %s\n", target, firstLine(v.message).c_str());
  if (!v.pass.empty())
    std::fprintf(stderr, "pipecheck: first failing snapshot: %s\n", v.pass.c_str());
  std::fflush(stderr);
  std::abort();
}

} // namespace pipecheck::fuzz

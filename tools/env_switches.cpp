// The known environment switches; see env_switches.h.
#include "tools/env_switches.h"

#include "tools/nearest.h"

namespace pipecheck::tools {

const std::vector<EnvSwitch> &knownEnvSwitches() {
  static const std::vector<EnvSwitch> kSwitches = {
      {"PIPECHECK_FAULTS", "fuzz targets: bug-zoo faults switched on"},
      {"PIPECHECK_PLANNER", "fuzz targets: memory planner"},
      {"PIPECHECK_BACKEND", "fuzz targets: backend capacities"},
      {"PIPECHECK_PROPERTIES", "fuzz targets: properties judged"},
      {"PIPECHECK_NO_WAIVERS", "fuzz targets: report the known finding"},
      {"PIPECHECK_FUZZ_VERBOSE", "fuzz targets: per-input log"},
      {"PIPECHECK_PRINT_PROGRAM", "fuzz_pipeline: print the decoded program"},
      {"PIPECHECK_RC_SCALE", "property suites: RapidCheck budget scale"},
      {"PIPECHECK_REPORT_DIR", "property suites: where failure reports go"},
      {"PIPECHECK_BUILD_DIR", "scripts/*.sh: build folder"},
      {"PIPECHECK_BUILD_JOBS", "fuzz/build.sh: ninja jobs"},
      {"PIPECHECK_CLI", "fuzz/campaign: the pipecheck binary"},
      {"PIPECHECK_FUZZ_BUILD", "fuzz/campaign: the libFuzzer build folder"},
      {"PIPECHECK_PYTHON", "pypto tests, .ci/run: the Python that imports PyPTO"},
      {"PIPECHECK_WORKER", "--impl pypto: the worker script (default tools/pypto_worker.py)"},
      {"PIPECHECK_CONFIRM_RUNNER", "report --confirm: python3 forces the runner without pytest"},
      {"PIPECHECK_BENCH_PROOF_DUMP", "pipecheck_bench: one line per loop proof into this file"},
  };
  return kSwitches;
}

const std::vector<std::string_view> &buildSettings() {
  static const std::vector<std::string_view> kSettings = {
      "PIPECHECK_SANITIZE",   "PIPECHECK_FUZZ",       "PIPECHECK_TESTS",
      "PIPECHECK_BENCH",      "PIPECHECK_FUZZ_ENGINE", "PIPECHECK_LIBFUZZER",
      "PIPECHECK_SOURCE_DIR", "PIPECHECK_SHARED_DIR", "PIPECHECK_BIN",
      "PIPECHECK_TOOLS_DIR",  "PIPECHECK_WORKER_SCRIPT", "PIPECHECK_WORKER_PY",
      "PIPECHECK_MIMALLOC",
  };
  return kSettings;
}

std::optional<std::string> checkEnvironment(char **envp) {
  if (!envp)
    return std::nullopt;
  std::vector<std::string> known;
  for (const EnvSwitch &s : knownEnvSwitches())
    known.emplace_back(s.name);
  for (char **e = envp; *e; ++e) {
    std::string_view entry(*e);
    std::string name(entry.substr(0, entry.find('=')));
    if (name.rfind("PIPECHECK_", 0) != 0)
      continue;
    bool ok = false;
    for (const std::string &k : known)
      ok |= k == name;
    if (ok)
      continue;
    std::string msg = "unknown environment variable " + name + " (did you mean " +
                      nearestName(name, known) + "?)";
    for (std::string_view b : buildSettings())
      if (b == name)
        msg += "; " + name + " is a build setting (cmake -D" + name +
               "=...), not read from the environment";
    return msg;
  }
  return std::nullopt;
}

} // namespace pipecheck::tools

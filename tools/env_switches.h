// The PIPECHECK_* environment switches: the one list of every name that
// pipecheck's programs, fuzz targets, suites, tests and scripts read from the
// environment, and the check that rejects any other PIPECHECK_* variable.
//
// A typo in an environment switch is as silent as a typo in a flag
// (a misspelt PIPECHECK_FAULTS runs the faithful passes), so the
// pipecheck CLI, the fuzz targets (fuzz/harness/config.cpp) and the property
// suites (properties/suites/suite_main.cpp) call checkEnvironment() first and
// stop with a usage error naming the variable and the nearest known switch.
// tests/tools/env_switches_test.cpp scans the source tree and fails when a
// PIPECHECK_* name is read somewhere but missing here (or in buildSettings()).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pipecheck::tools {

struct EnvSwitch {
  std::string_view name;
  std::string_view readBy; // who reads it, for the error message and the docs
};

// Every PIPECHECK_* variable something reads from the environment.
const std::vector<EnvSwitch> &knownEnvSwitches();

// PIPECHECK_* names that are build settings (CMake options and compile
// definitions), never read from the environment.
const std::vector<std::string_view> &buildSettings();

// The error for the first PIPECHECK_* variable of `envp` (a NULL-terminated
// "NAME=value" array, e.g. `environ`) that no one reads, or nullopt:
// "unknown environment variable NAME (did you mean PIPECHECK_FAULTS?)".
std::optional<std::string> checkEnvironment(char **envp);

} // namespace pipecheck::tools

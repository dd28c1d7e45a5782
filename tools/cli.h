// Shared plumbing of the pipecheck subcommands: flag parsing, reading and
// parsing program files (with their corpus header), verdict printing.
//
// Every subcommand is one small file that parses its flags with Args, calls
// pipeline/checks, prints, and returns an exit code: 0 all hold / ok, 1 a
// property or check failed, 2 bad input or usage.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/program.h"
#include "oracle/checks/catalogue.h"

namespace pipecheck::tools {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitUsage = 2;

// --flag value / --flag=value / --switch, and positionals. Flags named in
// `switches` take no value.
struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> flags;
  std::vector<std::string> faults; // every --fault NAME (repeatable)
  std::string error;               // non-empty on a usage error
  bool has(const std::string &f) const { return flags.count(f) > 0; }
  std::string get(const std::string &f, const std::string &def = "") const;
  std::optional<long long> getInt(const std::string &f) const;
};
Args parseArgs(const std::vector<std::string> &argv, const std::vector<std::string> &switches);

struct LoadedProgram {
  ir::ProgramPtr program;
  std::string path;
  checks::ParamRanges params; // from a "# params:" header line
  std::string expect;         // from a "# expect:" header line
};
// Reads and parses a program file; prints the diagnostic and returns nullopt on error.
std::optional<LoadedProgram> loadProgram(const std::string &path);
std::optional<std::string> readFile(const std::string &path);

// Pass list from --passes (default: lower_pipeline_loops); prints an error
// and returns nullopt for an unknown pass or fault.
std::optional<std::vector<std::string>> passList(const Args &args);
// --fault NAME (repeatable), --backend 910B|950|none, --planner pypto|ptoas;
// prints an error and returns nullopt for an unknown value. Under --planner
// ptoas the runner drops memory_reuse and allocate_memory_addr from any list.
std::optional<passes::PassOptions> passOptions(const Args &args);

std::string jsonEscape(const std::string &s);
std::string verdictJson(const checks::Verdict &v);
// "  holds        ssa-valid: message" (+ indented witness lines)
std::string verdictLine(const checks::Verdict &v);

int cmdLower(const std::vector<std::string> &argv);
int cmdEqual(const std::vector<std::string> &argv);
int cmdVerify(const std::vector<std::string> &argv);
int cmdCheck(const std::vector<std::string> &argv);
int cmdValidate(const std::vector<std::string> &argv);
int cmdRun(const std::vector<std::string> &argv);
int cmdProve(const std::vector<std::string> &argv);
int cmdGen(const std::vector<std::string> &argv);
int cmdCampaign(const std::vector<std::string> &argv);
int cmdReduce(const std::vector<std::string> &argv);
int cmdReport(const std::vector<std::string> &argv);
int cmdServe(const std::vector<std::string> &argv);

} // namespace pipecheck::tools

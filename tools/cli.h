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
#include "tools/flags.h"

namespace pipecheck::tools {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitUsage = 2;

// Flags are parsed by tools/flags.h against one FlagTable per command; the
// pass-selection flags are passFlags(). checkFlags() is `check`'s table
// (report parses a reproducer's "# replay: pipecheck check ..." line with it).
FlagTable checkFlags();

struct LoadedProgram {
  ir::ProgramPtr program;
  std::string path;
  checks::ParamRanges params; // from a "# params:" header line
  std::string expect;         // from a "# expect:" header line
  // From a "# input seed: N" header line: the seed of the tensor contents
  // the finding was judged on (a campaign judges each program on its own).
  uint64_t inputSeed = 1;
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

// --budget-ms MS (a positive integer): each property's time per program
// (Budget::setPropertyMs; the program gets three times that). Prints an
// error and returns false for a bad value; leaves the defaults without it.
bool budgetFlag(const Args &args, checks::Budget &budget);

std::string jsonEscape(const std::string &s);
std::string verdictJson(const checks::Verdict &v);
// {"holds": N, "fails": N, "not checked": N, "n/a": N, "harness error": N}
std::string tallyJson(const checks::Tally &tally);
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

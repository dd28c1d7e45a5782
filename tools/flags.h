// Command-line flags: one table per subcommand, one parser for all of them.
//
// Each subcommand declares the flags it reads as a FlagTable (name and kind)
// and parses its arguments with parseArgs against it. Anything the table
// does not name is a usage error, never silently ignored: a pass author who
// types `--pases` must not get a run of the default pipeline. The parser
// rejects, each with a message naming the flag (and, for an unknown flag, the
// nearest flag of that subcommand by edit distance):
//   - an unknown flag (`--pases`, also a single-dash `-x`: there are no short
//     flags);
//   - a value flag given twice with different values (the same value twice is
//     harmless and accepted); Repeated flags (`--fault`) collect every value;
//   - a value flag without its value (at the end, or followed by another
//     `--flag`; `--flag=` is an empty value, also missing);
//   - a switch given a value (`--json=1`).
// `--flag value` and `--flag=value` are the same; `--` ends the flags; every
// table implicitly knows `--help` (Args::help).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pipecheck::tools {

enum class FlagKind { Value, Switch, Repeated };

struct FlagSpec {
  std::string name; // without the leading "--"
  FlagKind kind = FlagKind::Value;
};
using FlagTable = std::vector<FlagSpec>;

// The pass-selection flags every command that runs passes reads (passList,
// passOptions in cli.h): --passes, --backend, --planner, --fault (repeated).
FlagTable passFlags();
// The implementation-under-test flags (tools/worker_passes.h): --impl,
// --worker, --worker-command, --worker-timeout, --readback.
FlagTable implFlags();
// a followed by b.
FlagTable operator+(FlagTable a, const FlagTable &b);

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> flags;
  std::vector<std::string> faults; // every --fault NAME (repeatable)
  std::string error;               // non-empty on a usage error: "pipecheck lower: error: ..."
  bool help = false;               // --help was given
  bool has(const std::string &f) const { return flags.count(f) > 0; }
  std::string get(const std::string &f, const std::string &def = "") const;
  std::optional<long long> getInt(const std::string &f) const;
};

// `command` names the subcommand in messages ("lower" -> "pipecheck lower: error: ...").
Args parseArgs(std::string_view command, const FlagTable &table,
               const std::vector<std::string> &argv);

// For a command's argument check: with --help prints `usage` to stdout and
// returns 0; otherwise prints Args::error (when set) and `usage` to stderr and
// returns 2 (kExitUsage).
int usageExit(const Args &args, std::string_view usage);

} // namespace pipecheck::tools

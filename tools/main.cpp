// pipecheck: the command line. Dispatches to one small file per subcommand.
#include <cstring>
#include <iostream>

#include "oracle/interp/allocator_tuning.h"
#include "tools/cli.h"
#include "tools/env_switches.h"
#include "tools/nearest.h"

extern char **environ;

namespace {

struct Command {
  const char *name;
  int (*run)(const std::vector<std::string> &);
  const char *usage;
};

const Command kCommands[] = {
    {"lower", pipecheck::tools::cmdLower,
     "lower [--passes a,b|lower|canon|window|memory] [--backend 910B|950|none] "
     "[--planner pypto|ptoas] [--fault NAME] FILE   "
     "print the IR after the passes (default: the whole window)"},
    {"equal", pipecheck::tools::cmdEqual,
     "equal A B                        exit 0 when structurally equal, else the first mismatch"},
    {"verify", pipecheck::tools::cmdVerify, "verify FILE                      run the verifiers"},
    {"check", pipecheck::tools::cmdCheck,
     "check [--json] [--property ID] [--passes ..] [--backend B] [--planner P] [--fault NAME] "
     "[--ordered-bounds] [--budget-ms MS] FILE...   run the catalogue"},
    {"validate", pipecheck::tools::cmdValidate,
     "validate [--json] [--backend B] [--planner P] [--params R] [--ordered-bounds] "
     "(DIR | --pass NAME BEFORE AFTER | SOURCE LOWERED)   judge PyPTO's pass dumps / snapshots"},
    {"run", pipecheck::tools::cmdRun,
     "run [--args n=10,s=0] [--seed S] [--div floor|trunc] [--trace] [--buffers] [--passes ..] "
     "FILE"},
    {"prove", pipecheck::tools::cmdProve,
     "prove [--lowered LOWERED] [--div floor|trunc] [--timeout-ms N] [--ordered-bounds] FILE   "
     "Z3 proofs, counterexamples replayed"},
    {"gen", pipecheck::tools::cmdGen,
     "gen [--seed S] [--count N] [--stats]   print generated programs or their feature table"},
    {"campaign", pipecheck::tools::cmdCampaign,
     "campaign --seconds N [--seed S] [--out DIR] [--fault NAME] [--passes ..] [--budget-ms MS]"},
    {"reduce", pipecheck::tools::cmdReduce,
     "reduce FILE --property ID [--out FILE] [--fault NAME]   minimize keeping ID failing"},
    {"report", pipecheck::tools::cmdReport,
     "report FILE [--property ID] [--out DIR] [--fault NAME] [--passes ..] [--backend B] "
     "[--no-reduce] [--budget-ms MS] [--confirm]   Markdown + JSON + pytest report per failing property"},
    {"serve", pipecheck::tools::cmdServe,
     "serve                            pipecheck's passes behind the worker protocol (stdin/stdout)"},
};

int usage(std::ostream &os) {
  os << "usage: pipecheck COMMAND [options]\n"
     << "exit codes: 0 all hold, 1 a property failed, 2 bad input or usage\n\ncommands:\n";
  for (const auto &c : kCommands)
    os << "  " << c.usage << "\n";
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  pipecheck::interp::keepFreedMemoryMapped();
  // An unknown PIPECHECK_* variable is a typo of a switch someone meant to set.
  if (auto err = pipecheck::tools::checkEnvironment(environ)) {
    std::cerr << "pipecheck: error: " << *err << "\n";
    return 2;
  }
  if (argc < 2)
    return usage(std::cerr);
  if (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "help")) {
    usage(std::cout);
    return 0;
  }
  std::vector<std::string> rest(argv + 2, argv + argc);
  for (const auto &c : kCommands)
    if (!std::strcmp(argv[1], c.name))
      return c.run(rest);
  std::vector<std::string> names;
  for (const auto &c : kCommands)
    names.emplace_back(c.name);
  std::cerr << "pipecheck: error: unknown command '" << argv[1] << "' (did you mean "
            << pipecheck::tools::nearestName(argv[1], names) << "?)\n";
  return usage(std::cerr);
}

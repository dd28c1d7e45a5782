// pipecheck equal: structural equality of two program files.
#include <iostream>

#include "core/ir/equal.h"
#include "tools/cli.h"

namespace pipecheck::tools {

int cmdEqual(const std::vector<std::string> &argv) {
  Args args = parseArgs("equal", {}, argv);
  if (args.help || !args.error.empty() || args.positional.size() != 2)
    return usageExit(args, "usage: pipecheck equal A B");
  auto a = loadProgram(args.positional[0]);
  auto b = loadProgram(args.positional[1]);
  if (!a || !b)
    return kExitUsage;
  ir::EqualResult eq = ir::structuralEqual(a->program, b->program);
  if (eq.equal) {
    std::cout << "equal\n";
    return kExitOk;
  }
  std::cout << eq.str() << "\n";
  return kExitFailed;
}

} // namespace pipecheck::tools

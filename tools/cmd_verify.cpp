// pipecheck verify: run every verifier of core/verify on a program file.
#include <iostream>

#include "core/verify/verifier.h"
#include "tools/cli.h"

namespace pipecheck::tools {

int cmdVerify(const std::vector<std::string> &argv) {
  Args args = parseArgs("verify", {}, argv);
  if (args.help || !args.error.empty() || args.positional.empty())
    return usageExit(args, "usage: pipecheck verify FILE...");
  int errors = 0, files = 0;
  for (const auto &path : args.positional) {
    auto loaded = loadProgram(path);
    if (!loaded)
      return kExitUsage;
    ++files;
    for (const verify::Verifier &v : verify::allVerifiers()) {
      ir::Diagnostics ds = v.run(*loaded->program);
      for (const auto &d : ds) {
        std::cout << d.str() << " [" << d.rule << (d.code >= 0 ? " " + std::to_string(d.code) : "")
                  << "]\n";
        errors += d.severity == ir::Severity::Error;
      }
    }
  }
  std::cout << files << " file(s), " << verify::allVerifiers().size() << " verifier(s), " << errors
            << " error(s)\n";
  return errors ? kExitFailed : kExitOk;
}

} // namespace pipecheck::tools

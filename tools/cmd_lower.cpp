// pipecheck lower: print the IR after a pass list.
#include <iostream>

#include "core/pipeline/pipeline.h"
#include "core/text/printer.h"
#include "tools/cli.h"

namespace pipecheck::tools {

int cmdLower(const std::vector<std::string> &argv) {
  Args args = parseArgs("lower", passFlags(), argv);
  if (args.help || !args.error.empty() || args.positional.size() != 1)
    return usageExit(args, "usage: pipecheck lower [--passes a,b|lower|canon|window|memory] "
                           "[--backend 910B|950|none] [--planner pypto|ptoas] [--fault NAME] "
                           "FILE");
  auto loaded = loadProgram(args.positional[0]);
  auto names = passList(args);
  auto popts = passOptions(args);
  if (!loaded || !names || !popts)
    return kExitUsage;
  pipeline::PipelineOptions opts;
  opts.passOptions = *popts;
  opts.fileName = args.positional[0];
  pipeline::PipelineRun run = pipeline::runPipeline(loaded->program, *names, opts);
  if (!run.ok()) {
    for (const auto &d : run.diagnostics)
      // A pass error without a span reads like PyPTO's: "ValueError: <message>".
      if (!d.kind.empty() && !d.loc.valid())
        std::cerr << d.kind << ": " << d.message << "\n";
      else
        std::cerr << (d.kind.empty() ? "" : d.kind + ": ") << d.str() << "\n";
    std::cerr << "pipecheck lower: pass '" << *run.failedPass << "' failed\n";
    return kExitUsage;
  }
  for (const auto &d : run.diagnostics) // warnings and hints (e.g. MemoryReuse's fallback)
    std::cerr << d.str() << "\n";
  std::cout << text::printProgram(*run.finalProgram()) << "\n";
  return kExitOk;
}

} // namespace pipecheck::tools

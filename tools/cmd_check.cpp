// pipecheck check: run the property catalogue on program files.
#include <iostream>

#include "tools/cli.h"
#include "tools/report_verdicts.h"

namespace pipecheck::tools {

FlagTable checkFlags() {
  return FlagTable{{"json", FlagKind::Switch},
                   {"ordered-bounds", FlagKind::Switch},
                   {"property"},
                   {"div"},
                   {"budget-ms"}} +
         passFlags();
}

int cmdCheck(const std::vector<std::string> &argv) {
  Args args = parseArgs("check", checkFlags(), argv);
  if (args.help || !args.error.empty() || args.positional.empty())
    return usageExit(args, "usage: pipecheck check [--json] [--property ID,...] [--passes a,b] "
                           "[--backend 910B|950|none] [--planner pypto|ptoas] [--fault NAME] "
                           "[--div floor|trunc] [--ordered-bounds] [--budget-ms MS] FILE...");
  checks::Budget budget;
  if (!budgetFlag(args, budget))
    return kExitUsage;
  auto names = passList(args);
  auto popts = passOptions(args);
  if (!names || !popts)
    return kExitUsage;
  std::vector<std::string> only = pipeline::splitPassList(args.get("property"));
  for (const auto &id : only)
    if (!checks::findProperty(id)) {
      std::cerr << "error: unknown property '" << id << "'\n";
      return kExitUsage;
    }
  std::vector<FileVerdicts> results;
  for (const auto &path : args.positional) {
    auto loaded = loadProgram(path);
    if (!loaded)
      return kExitUsage;
    checks::CheckInput in;
    in.source = loaded->program;
    in.fileName = path;
    in.passes = *names;
    in.passOptions = *popts;
    in.params = loaded->params;
    if (args.get("div") == "trunc")
      in.div = interp::DivMode::Trunc;
    in.orderedBoundsOnly = args.has("ordered-bounds");
    in.budget = budget;
    checks::RunContext ctx(std::move(in));
    results.push_back({path, checks::runCatalogue(ctx, only)});
  }
  return printVerdicts(results, args.has("json"));
}

} // namespace pipecheck::tools

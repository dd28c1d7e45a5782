// pipecheck validate: judge a lowering that pipecheck did not produce (for
// example PyPTO's own output) against its source, with every property that
// applies to the pair.
#include <iostream>

#include "tools/cli.h"
#include "tools/report_verdicts.h"

namespace pipecheck::tools {

int cmdValidate(const std::vector<std::string> &argv) {
  Args args = parseArgs(
      "validate", {{"json", FlagKind::Switch}, {"ordered-bounds", FlagKind::Switch}, {"div"}},
      argv);
  if (args.help || !args.error.empty() || args.positional.size() != 2)
    return usageExit(args, "usage: pipecheck validate [--json] [--div floor|trunc] "
                           "[--ordered-bounds] SOURCE LOWERED");
  auto src = loadProgram(args.positional[0]);
  auto low = loadProgram(args.positional[1]);
  if (!src || !low)
    return kExitUsage;
  checks::CheckInput in;
  in.source = src->program;
  in.fileName = args.positional[0];
  in.params = src->params;
  in.givenLowered = low->program;
  in.givenLoweredName = "lowered";
  if (args.get("div") == "trunc")
    in.div = interp::DivMode::Trunc;
  in.orderedBoundsOnly = args.has("ordered-bounds");
  checks::RunContext ctx(std::move(in));
  std::vector<std::string> only = {"differential",     "iteration-coverage", "iteration-proof",
                                   "ssa-valid",        "pipeline-loop-valid", "round-trip",
                                   "membership-tags",  "acc-untagged",        "marker",
                                   "idempotent"};
  return printVerdicts({{args.positional[1], checks::runCatalogue(ctx, only)}}, args.has("json"));
}

} // namespace pipecheck::tools

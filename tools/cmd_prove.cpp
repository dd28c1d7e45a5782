// pipecheck prove: Z3 proofs of iteration coverage per pipeline loop, for
// pipecheck's own lowering or (--lowered) for a lowering given as text.
#include <iostream>

#include "core/passes/pass.h"
#include "oracle/smt/coverage.h"
#include "tools/cli.h"

namespace pipecheck::tools {

int cmdProve(const std::vector<std::string> &argv) {
  Args args = parseArgs(argv, {});
  if (!args.error.empty() || args.positional.size() != 1) {
    std::cerr << "usage: pipecheck prove [--lowered LOWERED] [--div floor|trunc] "
                 "[--timeout-ms N] [--fault NAME] FILE\n";
    return kExitUsage;
  }
  auto src = loadProgram(args.positional[0]);
  auto popts = passOptions(args);
  if (!src || !popts)
    return kExitUsage;
  ir::ProgramPtr lowered;
  if (args.has("lowered")) {
    auto low = loadProgram(args.get("lowered"));
    if (!low)
      return kExitUsage;
    lowered = low->program;
  } else {
    auto r = passes::lowerPipelineLoops(src->program, *popts);
    if (!r.ok()) {
      std::cerr << r.error().kind << ": " << r.error().str() << "\n";
      return kExitUsage;
    }
    lowered = *r;
  }
  smt::Options opts;
  if (args.get("div") == "trunc")
    opts.div = smt::DivSemantics::Trunc;
  opts.timeoutMs = static_cast<unsigned>(args.getInt("timeout-ms").value_or(5000));
  auto proofs = smt::proveLoweringCoverage(*src->program, *lowered, opts);
  int refuted = 0, proved = 0, other = 0;
  for (const auto &p : proofs) {
    std::cout << p.loopId << " (F=" << p.stages << ", " << p.sites
              << " site(s)): " << smt::name(p.verdict);
    if (!p.message.empty())
      std::cout << " - " << p.message;
    std::cout << "\n";
    if (p.counterexample)
      std::cout << "    counterexample: " << p.counterexample->str() << "\n";
    std::cout << "    trip formula: " << smt::name(p.tripFormula.verdict)
              << (p.tripFormula.message.empty() ? "" : " - " + p.tripFormula.message) << "\n";
    if (p.tripFormula.counterexample)
      std::cout << "    counterexample: " << p.tripFormula.counterexample->str() << "\n";
    refuted += p.verdict == smt::Verdict::Refuted;
    proved += p.verdict == smt::Verdict::Proved;
    other += p.verdict != smt::Verdict::Refuted && p.verdict != smt::Verdict::Proved;
  }
  std::cout << proofs.size() << " loop(s): " << proved << " proved, " << refuted << " refuted, "
            << other << " not proved (" << (opts.div == smt::DivSemantics::Floor ? "floor" : "trunc")
            << " division)\n";
  return refuted ? kExitFailed : kExitOk;
}

} // namespace pipecheck::tools

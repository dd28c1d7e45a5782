// pipecheck prove: Z3 proofs of iteration coverage per pipeline loop, for
// pipecheck's own lowering or (--lowered) for a lowering given as text.
#include <iostream>

#include "core/passes/pass.h"
#include "oracle/checks/replay.h"
#include "oracle/smt/coverage.h"
#include "tools/cli.h"

namespace pipecheck::tools {
namespace {

// Every counterexample is run through the interpreter at its bounds, so the
// report shows the concrete wrong iteration, not only a model.
void printReplay(const ir::Program &source, const ir::Program &lowered, const smt::LoopProof &p,
                 const smt::Counterexample &cex, interp::DivMode div) {
  checks::ReplayOptions ro;
  ro.div = div;
  checks::Replay r = checks::replayCounterexample(source, lowered, p, cex, ro);
  std::string text = r.text;
  for (std::size_t pos = text.find('\n'); pos != std::string::npos; pos = text.find('\n', pos + 6))
    text.replace(pos, 1, "\n      ");
  std::cout << "    " << (r.reproduced ? "reproduced by " : "not reproduced by ") << text << "\n";
}

} // namespace

int cmdProve(const std::vector<std::string> &argv) {
  Args args = parseArgs("prove",
                        FlagTable{{"ordered-bounds", FlagKind::Switch},
                                  {"lowered"},
                                  {"div"},
                                  {"timeout-ms"},
                                  {"backend"},
                                  {"planner"},
                                  {"fault", FlagKind::Repeated}},
                        argv);
  if (args.help || !args.error.empty() || args.positional.size() != 1)
    return usageExit(args, "usage: pipecheck prove [--lowered LOWERED] [--div floor|trunc] "
                           "[--timeout-ms N] [--ordered-bounds] [--fault NAME] "
                           "[--backend B] [--planner P] FILE");
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
  opts.assumeOrderedBounds = args.has("ordered-bounds");
  opts.paramRanges = src->params;
  const interp::DivMode div =
      opts.div == smt::DivSemantics::Floor ? interp::DivMode::Floor : interp::DivMode::Trunc;
  auto proofs = smt::proveLoweringCoverage(*src->program, *lowered, opts);
  int refuted = 0, proved = 0, other = 0;
  for (const auto &p : proofs) {
    std::cout << p.loopId << " (F=" << p.stages << ", " << p.sites
              << " site(s)): " << smt::name(p.verdict);
    if (!p.message.empty())
      std::cout << " - " << p.message;
    std::cout << "\n";
    if (p.counterexample) {
      std::cout << "    counterexample: " << p.counterexample->str() << "\n";
      printReplay(*src->program, *lowered, p, *p.counterexample, div);
      if (p.orderedVerdict)
        std::cout << "    with ordered bounds (start <= stop for a positive step): "
                  << smt::name(*p.orderedVerdict) << "\n";
    }
    std::cout << "    trip formula: " << smt::name(p.tripFormula.verdict)
              << (p.tripFormula.message.empty() ? "" : " - " + p.tripFormula.message) << "\n";
    if (p.tripFormula.counterexample) {
      std::cout << "    counterexample: " << p.tripFormula.counterexample->str() << "\n";
      printReplay(*src->program, *lowered, p, *p.tripFormula.counterexample, div);
    }
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

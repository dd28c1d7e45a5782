// pipecheck reduce: minimize a program while one catalogue property keeps
// failing on it.
//
// The input must fail the property first (otherwise there is no bug to keep
// and the command exits 2). The reduced program is printed as a reproducer
// (the finding header: property, verdict, params, replay and reduce
// commands) to stdout or to --out, and the command ends with the summary
// line "reduced N -> M statements in K candidates (A accepted)". Under
// --impl pypto every candidate is judged through the real PyPTO's passes
// (one worker process for the whole reduction, tools/worker_passes.h).
#include <fstream>
#include <iostream>

#include "properties/reduce/Reducer.h"
#include "tools/cli.h"
#include "tools/finding.h"
#include "tools/kit_reduce.h"
#include "tools/worker_passes.h"

namespace pipecheck::tools {
namespace {

checks::Verdict judge(const checks::CheckInput &templ, const ir::ProgramPtr &program,
                      const std::string &property, WorkerPasses *real) {
  checks::CheckInput in = templ;
  in.source = program;
  if (real) {
    std::vector<checks::Verdict> vs = real->judge(in, programText(program), {property});
    return vs.empty() ? checks::harnessError(property, "no verdict") : vs.front();
  }
  checks::RunContext ctx(std::move(in));
  std::vector<checks::Verdict> vs = checks::runCatalogue(ctx, {property});
  return vs.empty() ? checks::harnessError(property, "no verdict") : vs.front();
}

} // namespace

int cmdReduce(const std::vector<std::string> &argv) {
  Args args = parseArgs("reduce",
                        FlagTable{{"property"},
                                  {"out"},
                                  {"div"},
                                  {"ordered-bounds", FlagKind::Switch},
                                  {"max-candidates"},
                                  {"max-seconds"},
                                  {"budget-ms"}} +
                            passFlags() + implFlags(),
                        argv);
  if (args.help || !args.error.empty() || args.positional.size() != 1 || !args.has("property"))
    return usageExit(args, "usage: pipecheck reduce FILE --property ID [--out FILE] "
                           "[--fault NAME]... [--passes a,b] [--backend B] "
                           "[--planner pypto|ptoas] [--div floor|trunc] [--ordered-bounds] "
                           "[--max-candidates N] "
                           "[--max-seconds S] [--budget-ms MS] [--impl model|pypto] "
                           "[--worker SCRIPT] [--worker-command ARGV] [--worker-timeout S]");
  checks::Budget budget;
  if (!budgetFlag(args, budget))
    return kExitUsage;
  std::string property = args.get("property");
  if (!checks::findProperty(property)) {
    std::cerr << "error: unknown property '" << property << "'\n";
    return kExitUsage;
  }
  auto names = passList(args);
  auto popts = passOptions(args);
  auto impl = implOptions(args);
  if (!names || !popts || !impl)
    return kExitUsage;
  std::optional<WorkerPasses> real;
  if (!startImpl(*impl, real))
    return kExitUsage;
  WorkerPasses *realp = real ? &*real : nullptr;
  reduce::ReduceOptions ropts;
  if (args.has("max-candidates")) {
    auto n = args.getInt("max-candidates");
    if (!n || *n < 0) {
      std::cerr << "error: --max-candidates needs a non-negative integer\n";
      return kExitUsage;
    }
    ropts.maxCandidates = static_cast<int>(*n);
  }
  if (args.has("max-seconds")) {
    auto s = args.getInt("max-seconds");
    if (!s || *s < 0) {
      std::cerr << "error: --max-seconds needs a non-negative integer\n";
      return kExitUsage;
    }
    ropts.maxSeconds = static_cast<double>(*s);
  }
  const std::string &path = args.positional.front();
  auto loaded = loadProgram(path);
  if (!loaded)
    return kExitUsage;

  checks::CheckInput templ;
  templ.source = loaded->program;
  templ.fileName = path;
  templ.passes = *names;
  templ.passOptions = *popts;
  templ.params = loaded->params;
  templ.seed = loaded->inputSeed;
  templ.budget = budget;
  templ.orderedBoundsOnly = args.has("ordered-bounds");
  if (args.get("div") == "trunc")
    templ.div = interp::DivMode::Trunc;

  checks::Verdict before = judge(templ, loaded->program, property, realp);
  if (before.outcome != checks::Outcome::Fails) {
    std::cerr << path << ": property " << property << " does not fail on the input ("
              << checks::outcomeName(before.outcome) << ": " << before.message
              << "); nothing to reduce\n";
    return kExitUsage;
  }

  std::string how = "reduced on pipecheck's model";
  reduce::ReduceResult r;
  if (real) {
    KitReduction kr = reduceOnKit(*real, loaded->program, templ, property, ropts, before.pass);
    r = kr.result;
    how = kr.note;
  } else {
    r = reduce::reduceProgram(loaded->program,
                              reduce::modelReductionOracle(templ, property, loaded->program), ropts);
  }

  Finding finding = makeFinding(judge(templ, r.program, property, realp), r.program, templ,
                                real ? real->origin() : std::string());
  finding.header.statementsBefore = r.statementsBefore;
  finding.header.statementsAfter = r.statementsAfter;
  std::string out = args.get("out");
  std::string text = findingText(finding, out.empty() ? "reduced.py" : out);
  if (out.empty()) {
    std::cout << text;
  } else {
    std::ofstream f(out);
    f << text;
    if (!f) {
      std::cerr << out << ": error: cannot write file\n";
      return kExitUsage;
    }
    std::cout << "wrote " << out << "\n";
  }
  std::cout << "reduced " << r.statementsBefore << " -> " << r.statementsAfter
            << " statements in " << r.candidatesTried << " candidates (" << r.accepted
            << " accepted; " << how << ")\n";
  return kExitOk;
}

} // namespace pipecheck::tools

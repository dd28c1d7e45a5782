// pipecheck gen: print generated programs, or (--stats) the feature
// distribution over many seeds, so generation never fails silently.
#include <chrono>
#include <iostream>

#include "core/text/printer.h"
#include "properties/gen/Generator.h"
#include "tools/cli.h"

namespace pipecheck::tools {

int cmdGen(const std::vector<std::string> &argv) {
  Args args = parseArgs("gen", {{"stats", FlagKind::Switch}, {"seed"}, {"count"}}, argv);
  if (args.help || !args.error.empty() || !args.positional.empty())
    return usageExit(args, "usage: pipecheck gen [--seed S] [--count N] [--stats]");
  uint64_t seed = static_cast<uint64_t>(args.getInt("seed").value_or(1));
  long long count = args.getInt("count").value_or(args.has("stats") ? 1000 : 1);
  gen::FeatureTally tally;
  long errors = 0;
  auto start = std::chrono::steady_clock::now();
  for (long long i = 0; i < count; ++i) {
    uint64_t s = seed * 1000003ULL + static_cast<uint64_t>(i);
    gen::PrngChoiceSource choices(s);
    auto g = gen::generateProgram(choices);
    if (!g.ok()) {
      ++errors;
      std::cerr << "generator error (seed " << s << "): " << g.error().str() << "\n";
      continue;
    }
    tally.add(g->features);
    if (!args.has("stats")) {
      std::cout << "# generator seed: " << s << "\n# params:";
      for (const auto &[name, r] : g->params)
        std::cout << " " << name << "=" << r.lo << ".." << r.hi;
      std::cout << (g->params.empty() ? " none" : "") << "\n"
                << text::printProgram(*g->program) << "\n";
    }
  }
  double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (args.has("stats")) {
    std::cout << tally.table();
    std::cout << count << " programs in " << secs << "s (" << (secs > 0 ? count / secs : 0)
              << " programs/s), " << errors << " generator error(s)\n";
  }
  return errors ? kExitFailed : kExitOk;
}

} // namespace pipecheck::tools

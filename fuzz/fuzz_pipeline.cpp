// fuzz_pipeline: bytes -> choice stream -> generated program -> the whole
// default pass pipeline -> every catalogue property.
//
// The bytes drive gen::generateProgram through BytesChoiceSource, whose
// mapping is monotone (smaller bytes, smaller program), so libFuzzer's
// minimizer shrinks the program when it shrinks the input. A property that
// fails (or an oracle that breaks: harness error) aborts with
// "pipecheck: property ID FAILS: witness" after printing the program, which
// is how libFuzzer and the campaign script see a finding. "not checked" and
// "n/a" verdicts are fine. A generator error is a generator bug and aborts
// too. PIPECHECK_PRINT_PROGRAM=1 prints every decoded program to stdout (the
// campaign uses it to turn a minimized crash into a pl file). Environment
// switches: fuzz/harness/config.h. The same entry points build into the
// libFuzzer target and into fuzz_pipeline_replay (replay_main.cpp). Under
// libFuzzer, one mutation in two keeps a prefix of the choice stream and
// redraws the rest (harness/reroll_tail.h); the other is libFuzzer's own.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/text/printer.h"
#include "fuzz/harness/config.h"
#include "fuzz/harness/reroll_tail.h"
#include "oracle/checks/catalogue.h"
#include "oracle/interp/allocator_tuning.h"
#include "properties/gen/Generator.h"

namespace pipecheck::fuzz {
namespace {

std::string programText(const gen::Generated &g) {
  std::string header = "# params:";
  for (const auto &[name, r] : g.params)
    header += " " + name + "=" + std::to_string(r.lo) + ".." + std::to_string(r.hi);
  if (g.params.empty())
    header += " none";
  std::string program = text::printProgram(*g.program);
  if (program.empty() || program.back() != '\n')
    program += '\n';
  return header + "\n" + program;
}

int runOne(const uint8_t *data, std::size_t size) {
  const FuzzConfig &config = fuzzConfig();
  gen::BytesChoiceSource source(data, size);
  auto generated = gen::generateProgram(source);
  if (!generated.ok()) {
    std::fprintf(stderr, "pipecheck: generator error: %s\n", generated.error().str().c_str());
    std::abort();
  }
  std::string text;
  bool print = std::getenv("PIPECHECK_PRINT_PROGRAM") != nullptr;
  if (print) {
    text = programText(*generated);
    std::fputs(text.c_str(), stdout);
    std::fflush(stdout);
  }
  checks::ParamRanges ranges;
  for (const auto &[name, r] : generated->params)
    ranges[name] = {r.lo, r.hi};
  checks::RunContext ctx(fuzzCheckInput(generated->program, ranges));
  for (const checks::Verdict &v : checks::runCatalogue(ctx, config.properties)) {
    if (config.verbose && v.outcome != checks::Outcome::Holds)
      std::fprintf(stderr, "  %s %s: %s\n", checks::outcomeName(v.outcome), v.property.c_str(),
                   v.message.c_str());
    if (v.outcome != checks::Outcome::Fails && v.outcome != checks::Outcome::HarnessError)
      continue;
    if (!print)
      text = programText(*generated);
    std::fprintf(stderr, "pipecheck: ----- program -----\n%s", text.c_str());
    std::fprintf(stderr, "pipecheck: ----- end program -----\n");
    abortOnVerdict(v, "fuzz_pipeline");
  }
  return 0;
}

} // namespace
} // namespace pipecheck::fuzz

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  pipecheck::interp::keepFreedMemoryMapped();
  pipecheck::fuzz::fuzzConfig(); // validate the environment before the first input
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, std::size_t size) {
  return pipecheck::fuzz::runOne(data, size);
}

#ifdef PIPECHECK_LIBFUZZER
extern "C" std::size_t LLVMFuzzerMutate(uint8_t *data, std::size_t size, std::size_t maxSize);

extern "C" std::size_t LLVMFuzzerCustomMutator(uint8_t *data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed) {
  if (seed % 2 == 0)
    return pipecheck::fuzz::rerollTail(data, size, maxSize, seed / 2);
  return LLVMFuzzerMutate(data, size, maxSize);
}
#endif

// fuzz_text: bytes as pl text -> parser -> (if it parses) round trip ->
// (if it verifies) the whole pipeline and every property, which must not
// crash. Plus the structure-aware custom mutator (fuzz/mutator).
//
// Judged here: crash-freedom (ASan/UBSan and the never-throws contract of
// the parser and the passes) and round trip: print(parse(t)) must parse
// back to a structurally equal program, and the catalogue's round-trip
// property must hold on every snapshot. Other property verdicts are not
// judged: hand-written and mutated programs may be out of bounds or encode
// known findings of the real passes (corpus/finding_*.py), and a finding is
// fuzz_pipeline's job. So by default only round-trip runs (it runs the
// passes and prints and parses every snapshot): the other properties cost
// about 2.7x as much again (replayed over a 1,061-input campaign corpus,
// RelWithDebInfo: 818 against 301 exec/CPU-s) and judge nothing here.
// PIPECHECK_PROPERTIES=all runs every property too, for the oracles'
// crash-freedom on hand-written and mutated text. A "# expect: fails round-trip" header
// line waives the round-trip property for that input. Text that does not
// parse, or parses but does not verify, is fine (not run further).
//
// The custom mutator (compiled only into the libFuzzer build, where
// LLVMFuzzerMutate exists) parses the input, applies one IR mutation and
// prints; on a parse failure, and for one call in four, it falls back to
// libFuzzer's byte mutations (with the dictionary fuzz/pl.dict).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "core/ir/equal.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/verify/verifier.h"
#include "fuzz/harness/config.h"
#include "fuzz/mutator/mutations.h"
#include "oracle/checks/catalogue.h"
#include "oracle/interp/allocator_tuning.h"

namespace pipecheck::fuzz {
namespace {

constexpr std::size_t kMaxInput = 64 * 1024;

// The "# key:" header value, or empty.
std::string headerValue(std::string_view text, std::string_view key) {
  std::size_t pos = 0;
  while (pos < text.size() && text[pos] == '#') {
    std::size_t end = text.find('\n', pos);
    std::string_view line = text.substr(pos, end == std::string_view::npos ? end : end - pos);
    if (line.substr(0, key.size()) == key)
      return std::string(line.substr(key.size()));
    if (end == std::string_view::npos)
      break;
    pos = end + 1;
  }
  return {};
}

// The source-level verifiers hold (PipelineResolved and HasMemRefs only hold
// after the passes that establish them).
bool verifiesAsSource(const ir::Program &p) {
  for (const verify::Verifier &v : verify::allVerifiers())
    if (v.name != "PipelineResolved" && v.name != "HasMemRefs" && !v.run(p).empty())
      return false;
  return true;
}

[[noreturn]] void roundTripFailure(const std::string &what, const std::string &printed) {
  std::fprintf(stderr, "pipecheck: ----- printed -----\n%s", printed.c_str());
  std::fprintf(stderr, "pipecheck: ----- end printed -----\n");
  std::fprintf(stderr, "pipecheck: property round-trip FAILS: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

int runOne(const uint8_t *data, std::size_t size) {
  const FuzzConfig &config = fuzzConfig();
  if (size > kMaxInput)
    return 0;
  std::string_view text(reinterpret_cast<const char *>(data), size);
  auto parsed = text::parseProgram(text, "fuzz.py");
  if (!parsed.ok())
    return 0;
  const bool verifies = verifiesAsSource(**parsed);
  std::string expect = headerValue(text, "# expect:");
  bool roundTripWaived = expect.find("round-trip") != std::string::npos;
  static const std::vector<std::string> roundTripOnly = {"round-trip"};
  const std::vector<std::string> &properties =
      config.propertiesGiven ? config.properties : roundTripOnly;
  const bool judgedByRoundTrip =
      properties.empty() ||
      std::find(properties.begin(), properties.end(), "round-trip") != properties.end();
  // The catalogue's round-trip judges the input state as this does, and
  // more (print, parse with the printed reading, structural equality, and
  // the byte fixpoint), so a program it runs on is not parsed here a second
  // time (a parse is most of an execution); the others (not verifying,
  // round-trip waived or not among the properties) are checked here.
  if (!verifies || roundTripWaived || !judgedByRoundTrip) {
    std::string printed = text::printProgram(**parsed);
    auto reparsed = text::parseProgram(printed, "printed.py", text::printedReading());
    if (!reparsed.ok())
      roundTripFailure("printed text does not parse: " + reparsed.error().str(), printed);
    if (auto eq = ir::structuralEqual(*parsed, *reparsed); !eq)
      roundTripFailure("parse(print(p)) != p at " + eq.path + ": " + eq.reason, printed);
  }
  if (!verifies)
    return 0;

  checks::RunContext ctx(
      fuzzCheckInput(*parsed, checks::parseParamRanges(headerValue(text, "# params:"))));
  for (const checks::Verdict &v : checks::runCatalogue(ctx, properties)) {
    if (config.verbose && v.outcome != checks::Outcome::Holds)
      std::fprintf(stderr, "  %s %s: %s\n", checks::outcomeName(v.outcome), v.property.c_str(),
                   v.message.c_str());
    if (v.property == "round-trip" && v.outcome == checks::Outcome::Fails && !roundTripWaived)
      abortOnVerdict(v, "fuzz_text");
  }
  return 0;
}

} // namespace
} // namespace pipecheck::fuzz

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  pipecheck::interp::keepFreedMemoryMapped();
  pipecheck::fuzz::fuzzConfig();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, std::size_t size) {
  return pipecheck::fuzz::runOne(data, size);
}

#ifdef PIPECHECK_LIBFUZZER
extern "C" std::size_t LLVMFuzzerMutate(uint8_t *data, std::size_t size, std::size_t maxSize);

extern "C" std::size_t LLVMFuzzerCustomMutator(uint8_t *data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed) {
  if (seed % 4 != 0) {
    std::string_view text(reinterpret_cast<const char *>(data), size);
    auto out = pipecheck::fuzz::mutateText(text, seed);
    if (out && out->size() <= maxSize) {
      std::memcpy(data, out->data(), out->size());
      return out->size();
    }
  }
  return LLVMFuzzerMutate(data, size, maxSize);
}
#endif

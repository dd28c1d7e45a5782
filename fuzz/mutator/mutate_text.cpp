// The mutation dispatcher and the text-level mutator fuzz_text installs as
// LLVMFuzzerCustomMutator: parse, mutate the IR, print.
//
// The seed picks the mutation kind, the site and the parameter (splitmix64
// of the seed, so neighbouring seeds give unrelated choices). When the chosen
// kind has no candidate site in the program, the next kinds are tried in
// turn. The input's "# params:" header line (the corpus parameter ranges)
// is copied to the output, so the ranges survive mutation.
#include "core/ir/splitmix64.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "fuzz/mutator/mutations.h"

namespace pipecheck::fuzz {
namespace {

std::string leadingComments(std::string_view text) {
  std::string out;
  std::size_t pos = 0;
  while (pos < text.size() && text[pos] == '#') {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    // Only the parameter ranges still describe the mutated program (the
    // printer writes its own "# pypto.program:" header; "# expect:" is void).
    if (line.rfind("# params:", 0) == 0)
      out.append(line).push_back('\n');
    pos = end + 1;
  }
  return out;
}

} // namespace

const char *mutationName(MutationKind kind) {
  switch (kind) {
  case MutationKind::LoopBounds: return "loop-bounds";
  case MutationKind::LoopStage: return "loop-stage";
  case MutationKind::LoopStep: return "loop-step";
  case MutationKind::NestLoop: return "nest-loop";
  case MutationKind::FlattenLoop: return "flatten-loop";
  case MutationKind::AddIterArg: return "add-iter-arg";
  case MutationKind::SwapOp: return "swap-op";
  }
  return "?";
}

std::optional<ir::ProgramPtr> applyMutation(const ir::ProgramPtr &p, MutationKind kind,
                                            uint64_t pick, uint64_t param) {
  switch (kind) {
  case MutationKind::LoopBounds: return mutateLoopBounds(p, pick, param);
  case MutationKind::LoopStage: return mutateLoopStage(p, pick, param);
  case MutationKind::LoopStep: return mutateLoopStep(p, pick, param);
  case MutationKind::NestLoop: return nestLoop(p, pick, param);
  case MutationKind::FlattenLoop: return flattenLoop(p, pick, param);
  case MutationKind::AddIterArg: return addIterArg(p, pick, param);
  case MutationKind::SwapOp: return swapOp(p, pick, param);
  }
  return std::nullopt;
}

std::optional<std::string> mutateText(std::string_view text, uint64_t seed, std::string *applied) {
  auto parsed = text::parseProgram(text, "mutate.py");
  if (!parsed.ok())
    return std::nullopt;
  uint64_t state = seed;
  uint64_t first = pipecheck::splitmix64Next(state) % kMutationKinds;
  uint64_t pick = pipecheck::splitmix64Next(state);
  uint64_t param = pipecheck::splitmix64Next(state);
  for (int k = 0; k < kMutationKinds; ++k) {
    auto kind = static_cast<MutationKind>((first + k) % kMutationKinds);
    auto mutated = applyMutation(*parsed, kind, pick, param);
    if (!mutated)
      continue;
    if (applied)
      *applied = mutationName(kind);
    return leadingComments(text) + text::printProgram(**mutated);
  }
  return std::nullopt;
}

} // namespace pipecheck::fuzz

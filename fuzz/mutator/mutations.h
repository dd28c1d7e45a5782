// Structure-aware mutations of pl programs for the fuzz_text custom mutator.
//
// libFuzzer's byte-level mutations almost never turn one parseable program
// into another, so fuzz_text mutates the IR instead: parse the input, apply
// one mutation a pass author would recognise as a new test case (change a
// loop's bounds, its stage, its step, nest it in a new loop, flatten it into
// one iteration, add an iter_arg, swap an op for another op of the same
// registry signature), and print the result. Each mutation lives in its own
// file; this header is the whole interface. A mutation is applied to the
// `pick`-th candidate site (modulo the number of sites) with a free parameter
// `param`; it returns nullopt when the program has no candidate. The result
// is well-typed where the builders check types (op calls re-infer through the
// op registry) but may be semantically anything: the fuzz target, not the
// mutator, decides whether the new program verifies. The mutator is built
// without libFuzzer (library pc_fuzzmut) so it is unit-tested with g++.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/ir/program.h"

namespace pipecheck::fuzz {

enum class MutationKind { LoopBounds, LoopStage, LoopStep, NestLoop, FlattenLoop, AddIterArg, SwapOp };
inline constexpr int kMutationKinds = 7;
const char *mutationName(MutationKind kind);

std::optional<ir::ProgramPtr> mutateLoopBounds(const ir::ProgramPtr &p, uint64_t pick, uint64_t param);
std::optional<ir::ProgramPtr> mutateLoopStage(const ir::ProgramPtr &p, uint64_t pick, uint64_t param);
std::optional<ir::ProgramPtr> mutateLoopStep(const ir::ProgramPtr &p, uint64_t pick, uint64_t param);
std::optional<ir::ProgramPtr> nestLoop(const ir::ProgramPtr &p, uint64_t pick, uint64_t param);
std::optional<ir::ProgramPtr> flattenLoop(const ir::ProgramPtr &p, uint64_t pick, uint64_t param);
std::optional<ir::ProgramPtr> addIterArg(const ir::ProgramPtr &p, uint64_t pick, uint64_t param);
std::optional<ir::ProgramPtr> swapOp(const ir::ProgramPtr &p, uint64_t pick, uint64_t param);

// Dispatches to one of the above.
std::optional<ir::ProgramPtr> applyMutation(const ir::ProgramPtr &p, MutationKind kind,
                                            uint64_t pick, uint64_t param);

// The text-level mutator: parse `text`, apply mutations chosen from `seed`
// (trying other kinds when one has no candidate), print. The leading comment
// lines of the input ("# params: ...") are kept. nullopt when the text does
// not parse or no mutation applies. `applied` receives the mutation's name.
std::optional<std::string> mutateText(std::string_view text, uint64_t seed,
                                      std::string *applied = nullptr);

} // namespace pipecheck::fuzz

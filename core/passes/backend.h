// Target backends and memory planners: the two pieces of context the memory
// passes read besides the program.
//
// PyPTO keeps the backend in a process-wide singleton and the planner in a
// PassContext; pipecheck hands both to every pass inside PassOptions (a value),
// so two runs with different backends can share a process. Capacities are the
// SoC tables of the real compiler (reference/memory-reuse.md §1): bytes per
// memory space, 0 meaning "the space is not on this SoC / capacity unknown".
// Backend::None is "no backend configured": every capacity is unknown, which
// switches MemoryReuse's capacity gate off and AllocateMemoryAddr's
// capacity error off, exactly like a PyPTO run without set_backend_type.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/ir/enums.h"

namespace pipecheck::passes {

enum class Backend { None, Ascend910B, Ascend950 };
// PYPTO: MemoryReuse and AllocateMemoryAddr run (the default).
// PTOAS: LowerPipelineToSlots claims loops; MemoryReuse/AllocateMemoryAddr are dropped.
enum class MemoryPlanner { PYPTO, PTOAS };

// Bytes available in `space` on `backend`; 0 when unknown / not present.
std::int64_t memoryCapacity(Backend backend, ir::MemorySpace space);

// Command-line spellings: "910B", "950", "none" (also "Ascend910B", "Ascend950").
std::optional<Backend> parseBackend(std::string_view text);
std::string_view backendName(Backend backend); // "910B" | "950" | "none"

// "pypto" | "ptoas" (case-insensitive).
std::optional<MemoryPlanner> parseMemoryPlanner(std::string_view text);
std::string_view memoryPlannerName(MemoryPlanner planner); // "pypto" | "ptoas"

} // namespace pipecheck::passes

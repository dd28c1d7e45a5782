// Capacity tables and spellings for backends and planners (see backend.h).
#include "core/passes/backend.h"

#include <algorithm>
#include <cctype>

namespace pipecheck::passes {

namespace {

constexpr std::int64_t kKiB = 1024;

std::string lowerCase(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

} // namespace

std::int64_t memoryCapacity(Backend backend, ir::MemorySpace space) {
  using ir::MemorySpace;
  if (backend == Backend::None)
    return 0;
  const bool is950 = backend == Backend::Ascend950;
  switch (space) {
  case MemorySpace::Vec: return is950 ? 240 * kKiB : 184 * kKiB; // 910B: 192 KiB physical, top unsafe
  case MemorySpace::Mat: return 512 * kKiB;
  case MemorySpace::Left:
  case MemorySpace::Right: return 64 * kKiB;
  case MemorySpace::Acc: return is950 ? 256 * kKiB : 128 * kKiB;
  case MemorySpace::Bias: return is950 ? 4 * kKiB : 1 * kKiB;
  case MemorySpace::LeftScale:
  case MemorySpace::RightScale: return is950 ? 4 * kKiB : 0;
  case MemorySpace::DDR:
  case MemorySpace::ScalarLocal: return 0;
  }
  return 0;
}

std::optional<Backend> parseBackend(std::string_view text) {
  const std::string t = lowerCase(text);
  if (t == "910b" || t == "ascend910b")
    return Backend::Ascend910B;
  if (t == "950" || t == "ascend950")
    return Backend::Ascend950;
  if (t == "none")
    return Backend::None;
  return std::nullopt;
}

std::string_view backendName(Backend backend) {
  switch (backend) {
  case Backend::Ascend910B: return "910B";
  case Backend::Ascend950: return "950";
  case Backend::None: return "none";
  }
  return "none";
}

std::optional<MemoryPlanner> parseMemoryPlanner(std::string_view text) {
  const std::string t = lowerCase(text);
  if (t == "pypto")
    return MemoryPlanner::PYPTO;
  if (t == "ptoas")
    return MemoryPlanner::PTOAS;
  return std::nullopt;
}

std::string_view memoryPlannerName(MemoryPlanner planner) {
  return planner == MemoryPlanner::PTOAS ? "ptoas" : "pypto";
}

} // namespace pipecheck::passes

// Internals of the MemoryReuse planner shared by MemoryReusePlan.cpp (packing,
// guard, gate) and MemoryReuseDiagnostics.cpp (warning and hint texts).
//
// SpaceState is the per-memory-space working state of planReuse: the sorted
// intervals, the (space, group) depths and dense stage ordinals, and the
// force_legacy switch of the fallback re-pack. Not part of the public API.
#pragma once

#include <map>
#include <vector>

#include "core/passes/MemoryReusePlan.h"

namespace pipecheck::passes::reuse {

struct SpaceState {
  ir::MemorySpace space = ir::MemorySpace::Vec;
  const std::vector<ReuseInterval> *intervals = nullptr;
  PlanFaults faults;
  int64_t capacity = 0;      // 0: unknown
  int64_t reservedStart = 0; // footprint walk starts here
  std::vector<int> order;    // FFD order of this space's intervals
  std::map<int64_t, GroupDepth> groups;
  std::map<int64_t, std::map<int64_t, int64_t>> ordinals; // group -> stage -> dense rank
  // Per interval index: its membership as (group, dense rank) pairs.
  std::vector<std::vector<std::pair<int64_t, int64_t>>> ranks;
  bool capacityKnown = false;
  bool forceLegacy = false;
  int shedRepacks = 0;

  void initDepths();
  bool pipelineBlocks(int a, int b) const;
  bool canShare(int candidate, int member) const;
  std::vector<Buffer> pack() const;
  uint64_t slotOf(const Buffer &b) const;
  int64_t footprint(const std::vector<Buffer> &buffers) const;
  int64_t pickShed() const; // -1 when no group of the space has F > 1
};

struct FallbackInfo {
  bool happened = false;
  bool budgetSpent = false;          // the 256-repack budget ran out
  bool stillOverflows = false;       // the legacy packing is over capacity too
  bool singleBufferTooLarge = false; // some buffer alone exceeds capacity: no warning
};

ir::Diagnostic fallbackWarning(ir::MemorySpace space, const FallbackInfo &info,
                               const ir::SourceLoc &loc);
ir::Diagnostic depthHint(ir::MemorySpace space, int64_t group, const GroupDepth &depth,
                         int64_t capacity, int64_t reserved, const ir::SourceLoc &loc);

} // namespace pipecheck::passes::reuse

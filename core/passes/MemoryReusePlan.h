// The planning core of MemoryReuse: a pure function over a small data model.
//
// reference/memory-reuse.md §5–§7. Input: one ReuseInterval per sharing group
// (a MemRef base) with its memory space, byte size, [def, last] program
// points, per-variable liveness and phi families, pipeline membership and
// whether the membership-carrying producer is a load; plus per-space
// capacities and reserved region ends. Output: the buffers of every space (a
// buffer is a clique of mutually shareable intervals, member 0 the largest =
// representative), the pipeline depth F_g chosen for every (space, group),
// and the diagnostics the real pass emits (fallback warning, PH-MR-001
// hints). No IR here, so every rule is unit-testable on hand-made intervals;
// MemoryReuseLifetimes.cpp builds the intervals from IR. Not modelled: the
// 910B split-AIV tpop hazard (§5 rule 2) — pipecheck has no split-AIV mode.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/ir/diagnostic.h"
#include "core/ir/enums.h"
#include "core/passes/PipelineMembership.h"

namespace pipecheck::passes::reuse {

// Liveness of one variable of a sharing group (for the phi-family exemption).
struct VarLife {
  int64_t def = 0;
  int64_t last = 0;
  std::vector<int> families; // phi family ids (If return slots) the var belongs to
};

struct ReuseInterval {
  std::string name; // the representative variable's name hint (tests, messages)
  ir::MemorySpace space = ir::MemorySpace::Vec;
  uint64_t size = 0;
  int64_t def = 0;  // min def of the group
  int64_t last = 0; // max effective last use of the group
  std::vector<MembershipPair> membership; // of the first tagged member
  bool isLoad = false;                    // that member's Call is tile.load / tile.read
  bool pinned = false;                    // author-declared allocation: own buffer, nobody joins
  // Per-variable liveness; empty means one variable living [def, last], no family.
  std::vector<VarLife> members;
  // Indices of intervals whose physical buffer this interval's writer must not
  // alias (tile.move source, ...). Checked in both directions.
  std::vector<int> forbidden;
};

// The three bug-zoo faults that act on the planner (faults.h).
struct PlanFaults {
  bool ignoreMembership = false; // "reuse-ignores-membership": the guard never blocks
  bool loadsAsNonLoads = false;  // "reuse-loads-as-non-loads": legacy load test always false
  bool sharesLiveTiles = false;  // "reuse-shares-live-tiles": overlap test off by one
  bool sizeAscending = false;    // "reuse-sorts-ascending": FFD order smallest first
  bool firstMemberOnly = false;  // "reuse-checks-first-member": no clique test
  bool touchingBlocks = false;   // "reuse-touching-blocks": last == def counts as overlap (perf)
  bool l0ExemptGated = false;    // "reuse-l0-exempt-when-gated": L0 exemption in the gated path
  bool noLoopExtension = false;  // "reuse-no-loop-extension" (lifetimes)
  bool loopResultNotRedirected = false; // "reuse-loop-result-not-redirected" (lifetimes)
  bool skipYieldFixup = false;   // "reuse-skips-yield-fixup" (apply)
};

struct PlanInput {
  std::vector<ReuseInterval> intervals;
  bool backendConfigured = true;                // false: no footprint check, shed or hints
  std::map<ir::MemorySpace, int64_t> capacity;  // missing or 0: unknown capacity
  std::map<ir::MemorySpace, int64_t> reserved;  // reserved region end per space (0 if none)
  PlanFaults faults;
  ir::SourceLoc loc; // the function's location, attached to diagnostics
};

struct GroupDepth {
  int64_t requested = 0; // D_g: distinct stage ids of g in the space
  int64_t depth = 1;     // F_g after the initial cap and shedding
  uint64_t slot = 0;     // slot_g: max size of g's intervals in the space (raw)
};

struct Buffer {
  std::vector<int> members; // interval indices, member 0 is the representative
  bool pinned = false;
};

struct SpacePlan {
  ir::MemorySpace space = ir::MemorySpace::Vec;
  std::vector<Buffer> buffers;             // in creation (= allocation) order
  std::map<int64_t, GroupDepth> groups;    // by group id
  bool capacityKnown = false;              // some group had cap != 0 && slot != 0
  bool forcedLegacy = false;               // shed failed: legacy re-pack committed
  int shedRepacks = 0;
  int64_t footprint = 0;                   // of the committed buffers
};

struct ReusePlan {
  std::vector<SpacePlan> spaces;  // in MemorySpace order
  std::vector<int> bufferRep;     // per interval: representative interval of its buffer
  ir::Diagnostics diagnostics;    // warnings (rule "MemoryReuse") and hints (rule "PH-MR-001")
};

inline constexpr int kMaxShedRepacks = 256;

// §4 overlap predicate (touching allowed); the fault shifts it by one point.
bool intervalsOverlap(int64_t aDef, int64_t aLast, int64_t bDef, int64_t bLast,
                      const PlanFaults &faults = {});
// Left, Right, Acc, Bias, LeftScale, RightScale.
bool isL0Space(ir::MemorySpace space);
int64_t align32(int64_t bytes);

ReusePlan planReuse(const PlanInput &input);

} // namespace pipecheck::passes::reuse

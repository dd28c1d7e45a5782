// Facts about a memory plan (the output of memory_reuse or
// allocate_memory_addr) that the memory properties (props_memory.cpp) judge:
// every tile definition with its buffer (MemRef base name, byte range), its
// pipeline membership, whether it is a load, the buffer it had before
// memory_reuse, and its lifetime.
//
// memory_reuse strips pipeline_membership attrs, so memberships come from an
// earlier snapshot (the latest one before memory_reuse that carries any),
// matched to the plan's tile definitions by (function, def name, occurrence
// of that name in pre-order) -- the memory passes keep def names; a
// definition with no counterpart (a tile.move added by YieldFixup) has none.
// When that snapshot has MemRefs (init_mem_ref or later), its bases give the
// sharing groups that existed before reuse (views, in-place outputs,
// retargeted carries): two tiles of one such group sharing bytes is not a
// reuse decision and is not judged. Without MemRefs there, in-place outputs
// (tile.matmul_acc and friends on their first argument, through iter_args to
// their init) stand in for those groups.
//
// Lifetimes follow reference/memory-reuse.md section 4, simplified: one
// program point per Assign/Eval/Yield/Return, loop iter_arg inits used at
// the loop's first point, a use of a loop return var counts as a use of its
// iter_arg's init, a use of an if return var as a use of both branches'
// yielded values, and anything defined before a loop and used inside lives
// to the loop's end. Phi-family exemptions are not modelled.
//
// MemoryReuse judges pipeline membership per interval, i.e. per pre-reuse
// sharing group, not per tile (reference/memory-reuse.md sections 4 and
// 6.2, "Membership/load-ness are per interval representative" in 12): the
// group's membership is that of its first member in definition order whose
// call carries one, and the group is a load when that call is tile.load.
// The other members' memberships (a retargeted loop carry's clones, an
// in-place matmul_acc on a tagged tile.extract seed) play no part; the
// group* fields below carry the group's view for the membership rules.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/program.h"
#include "oracle/checks/program_facts.h"

namespace pipecheck::checks {

// Left, Right, Acc, Bias, LeftScale, RightScale.
bool isL0Space(ir::MemorySpace space);

struct PlanTile {
  std::string function;
  std::string name;
  int occurrence = 0;       // among this function's defs of `name`, pre-order
  std::string op;           // defining call ("" when the value is not a call)
  ir::MemorySpace space = ir::MemorySpace::Vec;
  std::string base;         // MemRef base name ("mem_vec_2")
  std::optional<int64_t> offset; // constant byte offset
  int64_t size = 0;         // MemRef size in the plan
  int64_t slotSize = 0;     // MemRef size before reuse when known, else size
  std::vector<MembershipPair> pairs; // from the membership snapshot
  bool load = false;        // defined by tile.load
  int group = -1;           // pre-reuse sharing group id (per function)
  int def = -1, last = -1;  // lifetime in program points
  // The pre-reuse group's view (section 4): membership and load-ness of its
  // first member carrying a membership, and the largest slotSize of the group.
  std::vector<MembershipPair> groupPairs;
  bool groupLoad = false;
  int64_t groupSlot = 0;
  bool groupRep = false;    // this tile is the member that gives groupPairs
  std::string groupRepName; // that member's label ("" when the group has none)
  // The name, with "#k" for the k-th later def of the same name (clones of
  // one source tile keep its name): "t_2", "t_2#3".
  std::string label() const;
  std::string describe() const; // "t (tile.load, 0:1) in mem_vec_2 [0, 2048)"
};

struct MemoryPlan {
  std::vector<PlanTile> tiles;
  std::string membershipSnapshot; // "" when no snapshot carried memberships
  bool groupsFromMemRefs = false; // pre-reuse groups read from MemRefs
  // Per function, the end of its system.reserve_buffer regions per space
  // (passes::resolveReserveBuffers): the allocator places tiles above it.
  std::map<std::string, std::map<ir::MemorySpace, int64_t>> reservedEnd;
};

// The plan of `plan`, memberships and groups from `before` (may be null).
MemoryPlan readMemoryPlan(const ir::Program &plan, const ir::Program *before,
                          std::string beforeName = {});

// Same function, same base, overlapping byte ranges (unknown offsets overlap).
bool shareBytes(const PlanTile &a, const PlanTile &b);
// shareBytes and not one pre-reuse sharing group.
bool reuseShare(const PlanTile &a, const PlanTile &b);
// Lifetimes overlap (touching is not overlap).
bool liveTogether(const PlanTile &a, const PlanTile &b);

// AllocateMemoryAddr's placement footprint of one space of one function:
// one slot per base (largest member MemRef size), bases in name order,
// 32-byte aligned bump from the end of the space's reserved regions (0 when
// none), so the footprint is the high water the placement reaches.
int64_t spaceFootprint(const MemoryPlan &plan, const std::string &function, ir::MemorySpace space);
// Highest end address max(offset + size) of one space (absolute offsets).
int64_t highWater(const MemoryPlan &plan, const std::string &function, ir::MemorySpace space);

// Functions and the spaces their tiles use.
std::map<std::string, std::vector<ir::MemorySpace>> spacesByFunction(const MemoryPlan &plan);

inline int64_t align32(int64_t v) { return (v + 31) / 32 * 32; }

} // namespace pipecheck::checks

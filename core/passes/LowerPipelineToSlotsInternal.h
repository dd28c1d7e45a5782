// Internals of LowerPipelineToSlots shared by its three files (not a public API).
//
// LowerPipelineToSlots.cpp holds the planner/backend gate, the per-loop
// driver (loop shape, ancestor flag, BindSlot, demotion) and the pass object;
// LowerPipelineToSlotsUses.cpp holds DisqualifyingUseCollector (alias roots,
// phi_carried, inherit_consumed) and CollectCandidates; LowerPipelineToSlotsCapacity.cpp
// holds PinnedAllocCollector and SlotsFitOnChip (the per-function budget).
// All follow reference/neighbour-passes.md section 6 and the golden-window
// README's observations; section numbers in comments refer to that page.
// Declines are silent and all-or-nothing per loop: every helper answers
// "declined" with nullopt / false rather than an error.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/ir/program.h"
#include "core/passes/pass.h"

namespace pipecheck::passes::slots {

// ptoas' slot range (kMinSlots, kMaxSlots).
inline constexpr int64_t kMinSlots = 2;
inline constexpr int64_t kMaxSlots = 16;

// OutputInheritsSourceBuffer: IsBufferAliasingViewOp || output_reuses_input_arg
// is set. Read from the op registry (isView / inPlaceArg), so tile.store
// (output reuses arg 2), tile.write and tile.matmul_acc count.
bool outputInheritsSourceBuffer(const ir::Call &call);
using InheritsPredicate = std::function<bool(const ir::Call &)>;

// §6.2: what DisqualifyingUseCollector finds in one loop body (nested
// statements included). Sets hold alias roots.
struct DisqualifyingUses {
  std::unordered_map<const ir::Var *, const ir::Var *> root; // a -> Root(b)
  std::unordered_set<const ir::Var *> phiCarried;      // read by a yield or a nested iter_arg init
  std::unordered_set<const ir::Var *> inheritConsumed; // read by any arg of an inheriting call
  const ir::Var *rootOf(const ir::Var *v) const;
};
DisqualifyingUses collectDisqualifyingUses(const ir::StmtPtr &body,
                                           const InheritsPredicate &inherits);

// The bug-zoo faults that drop one shape test (faults.h): "slots-any-step",
// "slots-f-unbounded" (no upper bound on F), "slots-misaligned-start".
struct ShapeFaults {
  bool anyStep = false, anyFactor = false, anyStart = false;
};

// §6.1 step 3: F in [kMinSlots, kMaxSlots], step ConstInt 1, start ConstInt
// with start % F == 0 (each test off under its fault).
bool loopShapeAllowsSlots(const ir::ForStmt &loop, int64_t factor, ShapeFaults faults = {});

// HasStaticValidExtents: valid_shape if non-empty, else shape; its first two
// dims (the only one of a 1-D tile) must be ConstInt. Measured with the kit
// under PTOAS: a static 1-D load is slotted, `[n]` is not, `[1, 4, n]` is
// (tests/golden-window/slot_extents; gen --agree --planner ptoas seed 5000109).
bool hasStaticValidExtents(const ir::TileType &tile);

// The per-function slot budget: committed bytes per memory space, seeded by
// PinnedAllocCollector with the author's own pinned declarations, grown by
// every loop SlotsFitOnChip accepts.
class SlotBudget {
public:
  explicit SlotBudget(Backend backend) : backend_(backend) {}
  // PinnedAllocCollector over f's body: per pinned MemRef name, slot size =
  // max static bytes of the bound tiles and slot count = max declared slots
  // (at least 1), their product summed per memory space.
  void seedPinned(const ir::Function &f);
  // SlotsFitOnChip: sum F * static bytes per space (any unknown size or an
  // overflow declines); every space with a known capacity must keep
  // committed + bytes <= capacity. Commits the bytes on success.
  bool tryCommit(const std::vector<ir::VarPtr> &loads, int64_t factor);
  uint64_t committed(ir::MemorySpace space) const;

private:
  Backend backend_;
  std::map<ir::MemorySpace, uint64_t> committed_;
};

// §6.1 step 4, CollectCandidates: the top-level unbound tile.load results of
// the body (empty when the body is not a SeqStmts or has none), or nullopt
// when one wanted load disqualifies the whole loop or the slots do not fit.
std::optional<std::vector<ir::VarPtr>> collectCandidates(const ir::ForStmt &loop, int64_t factor,
                                                         SlotBudget &budget,
                                                         const InheritsPredicate &inherits);

} // namespace pipecheck::passes::slots

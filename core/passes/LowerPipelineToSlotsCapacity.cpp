// LowerPipelineToSlots: the per-function slot budget.
//
// reference/neighbour-passes.md section 6 ("Setup") and 6.1 step 4
// (SlotsFitOnChip). PinnedAllocCollector seeds the committed bytes of each
// memory space with the author's own pinned declarations found in the body
// (pl.MemRef("name") / pl.MemRef("name", slots=K)[idx] bindings, parameters
// not visited): per declaration, slot size = the largest
// StaticPhysicalAllocationBytes of its bound tiles and slot count = the
// largest declared count (an unset count, 0, is one slot); their product is
// added to the declaration's space. SlotsFitOnChip then admits a loop when,
// for every space with a known capacity (Backend memoryCapacity > 0),
// committed + F * bytes of the loop's loads stays within it; on success the
// bytes are committed, so the budget accumulates across the loops of one
// function in visit order. Sizes are those InitMemRef and MemoryReuse use
// (staticAllocBytes, Acc M padding included). Any unknown size or an
// overflow declines. With Backend::None every capacity is unknown and the
// check passes, although the pass never gets that far (it raises first, see
// LowerPipelineToSlots.cpp). A declaration whose tiles have a dynamic shape is
// skipped here (InitMemRef rejects it later).
#include <algorithm>
#include <limits>
#include <string>

#include "core/ir/walk.h"
#include "core/passes/LowerPipelineToSlotsInternal.h"
#include "core/passes/MemRefUtil.h"

namespace pipecheck::passes::slots {

using namespace ir;

namespace {

struct PinnedDecl {
  MemorySpace space = MemorySpace::DDR;
  uint64_t slotSize = 0;
  int64_t slotCount = 0;
};

bool addChecked(uint64_t a, uint64_t b, uint64_t &out) {
  if (a > std::numeric_limits<uint64_t>::max() - b)
    return false;
  out = a + b;
  return true;
}

bool mulChecked(uint64_t a, uint64_t b, uint64_t &out) {
  if (a != 0 && b > std::numeric_limits<uint64_t>::max() / a)
    return false;
  out = a * b;
  return true;
}

} // namespace

void SlotBudget::seedPinned(const Function &f) {
  std::map<std::string, PinnedDecl> decls;
  for (const DefSite &site : collectDefs(f)) {
    if (!site.stmt)
      continue; // parameters are not visited
    const TileType *t = asTile(site.var->type);
    if (!t || !t->memref || !t->memref->pinned)
      continue;
    std::optional<uint64_t> bytes = staticAllocBytes(site.var->type, backend_);
    if (!bytes)
      continue;
    PinnedDecl &d = decls[t->memref->name];
    d.space = spaceOf(site.var->type);
    d.slotSize = std::max(d.slotSize, *bytes);
    d.slotCount = std::max(d.slotCount, t->memref->slotCount);
  }
  for (const auto &[name, d] : decls) {
    uint64_t total = 0, sum = 0;
    uint64_t slots = static_cast<uint64_t>(std::max<int64_t>(d.slotCount, 1));
    if (mulChecked(d.slotSize, slots, total) && addChecked(committed_[d.space], total, sum))
      committed_[d.space] = sum;
    else
      committed_[d.space] = std::numeric_limits<uint64_t>::max();
  }
}

bool SlotBudget::tryCommit(const std::vector<VarPtr> &loads, int64_t factor) {
  std::map<MemorySpace, uint64_t> need;
  for (const VarPtr &v : loads) {
    std::optional<uint64_t> bytes = staticAllocBytes(v->type, backend_);
    uint64_t slotBytes = 0;
    if (!bytes || !mulChecked(*bytes, static_cast<uint64_t>(factor), slotBytes))
      return false;
    MemorySpace space = spaceOf(v->type);
    if (!addChecked(need[space], slotBytes, need[space]))
      return false;
  }
  for (const auto &[space, bytes] : need) {
    int64_t cap = memoryCapacity(backend_, space);
    if (cap <= 0)
      continue;
    uint64_t total = 0;
    if (!addChecked(committed(space), bytes, total) || total > static_cast<uint64_t>(cap))
      return false;
  }
  for (const auto &[space, bytes] : need) {
    uint64_t total = 0;
    committed_[space] = addChecked(committed(space), bytes, total)
                            ? total
                            : std::numeric_limits<uint64_t>::max();
  }
  return true;
}

uint64_t SlotBudget::committed(MemorySpace space) const {
  auto it = committed_.find(space);
  return it == committed_.end() ? 0 : it->second;
}

} // namespace pipecheck::passes::slots

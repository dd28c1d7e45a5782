// First-fit-decreasing packing with the can-share rule, the pipeline guard
// and the capacity gate (reference/memory-reuse.md §5–§7; see
// MemoryReusePlan.h for the data model).
//
// Per memory space: intervals sorted by (size desc, def asc, index asc); each
// joins the first non-pinned buffer (in creation order) all of whose members
// it can share with, else opens a buffer. The guard is gated (modulo colouring
// of dense stage ordinals with depth F_g) when the space's capacity is known
// and we are not in a forced legacy re-pack, else legacy (cross-stage pairs
// with a load, L0 spaces exempt). With a backend, the footprint walk (align32
// bump from the reserved end, one slot per buffer) drives MaxRelief shedding
// and, as a last resort, the legacy re-pack; the messages are built in
// MemoryReuseDiagnostics.cpp.
#include "core/passes/MemoryReusePlan.h"

#include <algorithm>
#include <numeric>
#include <set>

#include "core/passes/MemoryReusePlanInternal.h"

namespace pipecheck::passes::reuse {

using ir::MemorySpace;

bool intervalsOverlap(int64_t aDef, int64_t aLast, int64_t bDef, int64_t bLast,
                      const PlanFaults &faults) {
  if (faults.sharesLiveTiles) // the bug: a last use one point after the other's def "touches"
    return !(aLast <= bDef + 1 || bLast <= aDef + 1);
  if (faults.touchingBlocks) // stricter than needed: only costs buffers
    return !(aLast < bDef || bLast < aDef);
  return !(aLast <= bDef || bLast <= aDef);
}

bool isL0Space(MemorySpace space) {
  switch (space) {
  case MemorySpace::Left:
  case MemorySpace::Right:
  case MemorySpace::Acc:
  case MemorySpace::Bias:
  case MemorySpace::LeftScale:
  case MemorySpace::RightScale: return true;
  default: return false;
  }
}

int64_t align32(int64_t bytes) { return (bytes + 31) & ~int64_t(31); }

namespace {

// The interval's per-variable lives; one life [def, last] when none are listed.
struct Lives {
  const VarLife *begin_;
  const VarLife *end_;
  VarLife single;
  explicit Lives(const ReuseInterval &iv) : single{iv.def, iv.last, {}} {
    if (iv.members.empty()) {
      begin_ = &single;
      end_ = &single + 1;
    } else {
      begin_ = iv.members.data();
      end_ = iv.members.data() + iv.members.size();
    }
  }
  Lives(const Lives &) = delete;
  const VarLife *begin() const { return begin_; }
  const VarLife *end() const { return end_; }
};

bool shareFamily(const VarLife &x, const VarLife &y) {
  for (int f : x.families)
    if (std::find(y.families.begin(), y.families.end(), f) != y.families.end())
      return true;
  return false;
}

// §5 rule 1, evaluated only when the group intervals overlap: any non-family
// pair of overlapping variables blocks; otherwise the overlap is forgiven only
// when some pair is in a common phi family.
bool overlapBlocksSharing(const ReuseInterval &c, const ReuseInterval &m, const PlanFaults &f) {
  bool familyPair = false;
  Lives cl(c), ml(m);
  for (const VarLife &x : cl)
    for (const VarLife &y : ml) {
      if (shareFamily(x, y)) {
        familyPair = true;
        continue;
      }
      if (intervalsOverlap(x.def, x.last, y.def, y.last, f))
        return true;
    }
  return !familyPair;
}

bool forbids(const ReuseInterval &writer, int other) {
  return std::find(writer.forbidden.begin(), writer.forbidden.end(), other) !=
         writer.forbidden.end();
}

} // namespace

bool SpaceState::pipelineBlocks(int ai, int bi) const {
  const ReuseInterval &a = (*intervals)[ai];
  const ReuseInterval &b = (*intervals)[bi];
  if (faults.ignoreMembership)
    return false;
  const bool gated = !forceLegacy && capacityKnown;
  if ((!gated || faults.l0ExemptGated) && isL0Space(space))
    return false;
  if (a.membership.empty() || b.membership.empty())
    return false;
  if (gated) {
    for (const auto &[ga, ra] : ranks[ai])
      for (const auto &[gb, rb] : ranks[bi]) {
        if (ga != gb)
          continue;
        auto g = groups.find(ga);
        int64_t k = g == groups.end() ? 1 : std::max<int64_t>(1, g->second.depth);
        if (ra % k != rb % k)
          return true;
      }
    return false;
  }
  bool loadA = a.isLoad && !faults.loadsAsNonLoads;
  bool loadB = b.isLoad && !faults.loadsAsNonLoads;
  return pipelineMembershipsConflict(a.membership, b.membership) && (loadA || loadB);
}

bool SpaceState::canShare(int c, int m) const {
  const ReuseInterval &ci = (*intervals)[c];
  const ReuseInterval &mi = (*intervals)[m];
  if (intervalsOverlap(ci.def, ci.last, mi.def, mi.last, faults) &&
      overlapBlocksSharing(ci, mi, faults))
    return false;
  if (forbids(ci, m) || forbids(mi, c))
    return false;
  return !pipelineBlocks(c, m);
}

std::vector<Buffer> SpaceState::pack() const {
  std::vector<Buffer> buffers;
  for (int iv : order) {
    const ReuseInterval &x = (*intervals)[iv];
    bool placed = false;
    if (!x.pinned)
      for (Buffer &b : buffers) {
        if (b.pinned)
          continue;
        bool ok = faults.firstMemberOnly // the bug: only the representative is tested
                      ? canShare(iv, b.members.front())
                      : std::all_of(b.members.begin(), b.members.end(),
                                    [&](int m) { return canShare(iv, m); });
        if (ok) {
          b.members.push_back(iv);
          placed = true;
          break;
        }
      }
    if (!placed)
      buffers.push_back(Buffer{{iv}, x.pinned});
  }
  return buffers;
}

int64_t SpaceState::footprint(const std::vector<Buffer> &buffers) const {
  int64_t cursor = reservedStart;
  for (const Buffer &b : buffers)
    cursor = align32(cursor + static_cast<int64_t>(slotOf(b)));
  return cursor;
}

uint64_t SpaceState::slotOf(const Buffer &b) const {
  uint64_t slot = 0;
  for (int m : b.members)
    slot = std::max(slot, (*intervals)[m].size);
  return slot;
}

// Initial depths (cpp:2062–2088): slot, requested depth, F_g, dense ordinals.
void SpaceState::initDepths() {
  std::map<int64_t, std::set<int64_t>> stages;
  for (int iv : order)
    for (const MembershipPair &p : (*intervals)[iv].membership) {
      GroupDepth &g = groups[p.group];
      g.slot = std::max(g.slot, (*intervals)[iv].size);
      stages[p.group].insert(p.stage);
    }
  for (auto &[gid, g] : groups) {
    g.requested = static_cast<int64_t>(stages[gid].size());
    if (capacity != 0 && g.slot != 0) {
      int64_t fit = capacity / static_cast<int64_t>(g.slot);
      g.depth = std::max<int64_t>(1, std::min(g.requested, fit));
      capacityKnown = true;
    } else {
      g.depth = 1;
    }
    int64_t rank = 0;
    for (int64_t s : stages[gid])
      ordinals[gid][s] = rank++;
  }
  ranks.assign(intervals->size(), {});
  for (int iv : order)
    for (const MembershipPair &p : (*intervals)[iv].membership)
      ranks[iv].push_back({p.group, ordinals[p.group][p.stage]});
}

// MaxRelief: the group of this space with F > 1 and the largest aligned slot
// (lowest id on ties; std::map iterates ids ascending).
int64_t SpaceState::pickShed() const {
  int64_t best = -1;
  int64_t bestSlot = -1;
  for (const auto &[gid, g] : groups) {
    if (g.depth <= 1)
      continue;
    int64_t s = align32(static_cast<int64_t>(g.slot));
    if (s > bestSlot) {
      best = gid;
      bestSlot = s;
    }
  }
  return best;
}

namespace {

SpacePlan planSpace(const PlanInput &in, MemorySpace space, std::vector<int> members,
                    ir::Diagnostics &diags) {
  SpaceState st;
  st.space = space;
  st.intervals = &in.intervals;
  st.faults = in.faults;
  auto cap = in.capacity.find(space);
  st.capacity = cap == in.capacity.end() ? 0 : std::max<int64_t>(0, cap->second);
  auto res = in.reserved.find(space);
  st.reservedStart = res == in.reserved.end() ? 0 : res->second;
  std::stable_sort(members.begin(), members.end(), [&](int a, int b) {
    const ReuseInterval &x = in.intervals[a], &y = in.intervals[b];
    if (x.size != y.size) // the fault sorts ascending: a later, larger member outgrows the buffer
      return in.faults.sizeAscending ? x.size < y.size : x.size > y.size;
    if (x.def != y.def)
      return x.def < y.def;
    return a < b;
  });
  st.order = std::move(members);
  st.initDepths();

  std::vector<Buffer> buffers = st.pack();
  FallbackInfo fallback;
  if (in.backendConfigured) {
    int repacks = 0;
    while (st.capacity != 0 && st.footprint(buffers) > st.capacity) {
      int64_t g = -1;
      if (++repacks <= kMaxShedRepacks)
        g = st.pickShed();
      if (g < 0) {
        st.forceLegacy = true;
        buffers = st.pack();
        st.forceLegacy = false;
        fallback.happened = true;
        fallback.budgetSpent = repacks > kMaxShedRepacks;
        fallback.stillOverflows = st.footprint(buffers) > st.capacity;
        for (const Buffer &b : buffers)
          fallback.singleBufferTooLarge |= static_cast<int64_t>(st.slotOf(b)) > st.capacity;
        break;
      }
      st.groups[g].depth -= 1;
      buffers = st.pack();
    }
    st.shedRepacks = std::min(repacks, kMaxShedRepacks);
  }

  SpacePlan plan;
  plan.space = space;
  plan.buffers = std::move(buffers);
  plan.groups = st.groups;
  plan.capacityKnown = st.capacityKnown;
  plan.forcedLegacy = fallback.happened;
  plan.shedRepacks = st.shedRepacks;
  plan.footprint = st.footprint(plan.buffers);
  if (in.backendConfigured) {
    if (fallback.happened && !fallback.singleBufferTooLarge)
      diags.push_back(fallbackWarning(space, fallback, in.loc));
    if (plan.capacityKnown && !fallback.happened)
      for (const auto &[gid, g] : plan.groups)
        if (g.depth < g.requested && g.slot != 0)
          diags.push_back(depthHint(space, gid, g, st.capacity, st.reservedStart, in.loc));
  }
  return plan;
}

} // namespace

ReusePlan planReuse(const PlanInput &input) {
  ReusePlan out;
  out.bufferRep.resize(input.intervals.size());
  std::iota(out.bufferRep.begin(), out.bufferRep.end(), 0);
  std::map<MemorySpace, std::vector<int>> bySpace;
  for (int i = 0; i < static_cast<int>(input.intervals.size()); ++i)
    bySpace[input.intervals[i].space].push_back(i);
  for (auto &[space, members] : bySpace) {
    SpacePlan sp = planSpace(input, space, std::move(members), out.diagnostics);
    for (const Buffer &b : sp.buffers)
      for (int m : b.members)
        out.bufferRep[m] = b.members.front();
    out.spaces.push_back(std::move(sp));
  }
  return out;
}

} // namespace pipecheck::passes::reuse

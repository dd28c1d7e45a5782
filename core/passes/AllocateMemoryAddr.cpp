// AllocateMemoryAddr: turn relative MemRef offsets into absolute addresses.
//
// The PYPTO placement of the real pass (reference/memory-reuse.md sections 1
// and 10, DefaultMemoryAllocatorPolicy): per function and memory space other
// than DDR, the tile MemRefs are ordered by base name (a string sort, so
// mem_vec_10 < mem_vec_2) and grouped by base; each base gets one slot of the
// largest member size, placed by a bump cursor starting at the space's
// reserved end (ReserveBuffers.h; resolved only in AIC/AIV/InCore functions,
// where the placed `base=-1` kwargs get their bases) and advanced to
// align32(cursor + slot); a member's
// address is its slot's address plus its relative offset, printed as an
// INT64 constant (`pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192)`).
// DDR MemRefs (tensors, params) keep their offset. MemRef objects shared by
// several vars stay shared. Afterwards the per-space high water
// max(addr + size) must fit Backend capacity (0 = unknown: no check), else a
// ValueError with PyPTO's text "<Space> buffer usage (<n> bytes) exceeds
// platform limit (<cap> bytes)" (with reserve buffers in that space: ". The
// first <end> bytes of that space are reserved by system.reserve_buffer, so
// tiles are allocated above them") plus the "Check failed:" line.
// A non-constant relative offset (slot index of a declaration) becomes
// slot address + that expression, and a slotted base's slot is slots x size
// (pipecheck's reading: the reference states "slot = max member size" only
// for plain MemRefs; under PTOAS, where slots occur, this pass does not run).
#include <algorithm>
#include <map>
#include <unordered_map>

#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/ir/walk.h"
#include "core/passes/MemRefUtil.h"
#include "core/passes/ReserveBuffers.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {

using namespace ir;

namespace {

struct Member {
  MemRefPtr memref;
  MemorySpace space;
};

// Every tile MemRef of f (params, defs), one entry per MemRef object.
std::vector<Member> tileMembers(const Function &f) {
  std::vector<Member> out;
  std::unordered_map<const MemRef *, bool> seen;
  auto add = [&](const TypePtr &t) {
    const TileType *tt = asTile(t);
    if (!tt || !tt->memref || spaceOf(t) == MemorySpace::DDR)
      return;
    if (seen.emplace(tt->memref.get(), true).second)
      out.push_back({tt->memref, spaceOf(t)});
  };
  for (const DefSite &d : collectDefs(f))
    add(d.var->type);
  return out;
}

class AddressRewriter : public IRMutator {
public:
  std::unordered_map<const MemRef *, MemRefPtr> placed;
  VarPtr def(const VarPtr &v) { return mutateDef(v); }

protected:
  MemRefPtr mutateMemRef(const MemRefPtr &m) override {
    auto it = placed.find(m.get());
    return it == placed.end() ? IRMutator::mutateMemRef(m) : it->second;
  }
};

// A member's address: its slot plus a constant relative offset. A relative
// offset that is not constant (a tile.slice window at a loop-dependent
// position, InitMemRef's `(i * 2 * 32 + 8) * 4`) is dropped: the real pass
// prints the slot's address alone, `pl.const(0, pl.INT64)` (read off the kit
// on such slices, 2026-12-05).
ExprPtr absolute(uint64_t slot, const ExprPtr &rel) {
  const ConstInt *c = asConstInt(rel);
  return constInt(static_cast<int64_t>(slot) + (c ? c->value : 0), DataType::INT64);
}

Result<FunctionPtr> allocateFunction(const FunctionPtr &f, const PassOptions &options) {
  ReserveLayout reserved;
  bool kernel = f->funcType == FunctionType::AIC || f->funcType == FunctionType::AIV ||
                f->funcType == FunctionType::InCore;
  if (kernel)
    reserved = PC_TRY(resolveReserveBuffers(*f));
  std::vector<Member> members = tileMembers(*f);
  if (members.empty() && reserved.regions.empty())
    return f;
  // space -> base name -> members (std::map: name order).
  std::map<MemorySpace, std::map<std::string, std::vector<MemRefPtr>>> bySpace;
  for (const Member &m : members)
    bySpace[m.space][m.memref->name].push_back(m.memref);
  AddressRewriter rw;
  for (const auto &[space, byName] : bySpace) {
    auto res = reserved.reservedEnd.find(space);
    uint64_t reservedEnd = res == reserved.reservedEnd.end() ? 0 : res->second;
    uint64_t cursor = reservedEnd, used = 0;
    std::vector<std::pair<std::string, std::vector<MemRefPtr>>> bases(byName.begin(),
                                                                        byName.end());
    if (options.hasFault("alloc-names-descending")) // another legal placement order
      std::reverse(bases.begin(), bases.end());
    for (const auto &[name, group] : bases) {
      uint64_t slot = 0;
      for (const MemRefPtr &m : group) // a slotted declaration holds all its slots
        slot = std::max(slot, m->size * static_cast<uint64_t>(std::max<int64_t>(1, m->slotCount)));
      for (const MemRefPtr &m : group) {
        auto placed = std::make_shared<MemRef>(*m);
        placed->byteOffset = absolute(cursor, m->byteOffset);
        rw.placed[m.get()] = placed;
        if (const ConstInt *c = asConstInt(placed->byteOffset))
          used = std::max(used, static_cast<uint64_t>(c->value) + m->size);
      }
      used = std::max(used, cursor + slot);
      // The fault alloc-no-align: the next slot starts right after this one.
      cursor = options.hasFault("alloc-no-align") ? cursor + slot : align32(cursor + slot);
    }
    int64_t limit = memoryCapacity(options.backend, space);
    if (limit != 0 && used > static_cast<uint64_t>(limit) &&
        !options.hasFault("alloc-no-capacity-error")) {
      Diagnostic d = makeError(std::string(name(space)) + " buffer usage (" +
                                   std::to_string(used) + " bytes) exceeds platform limit (" +
                                   std::to_string(limit) + " bytes)" +
                                   (reservedEnd ? ". The first " + std::to_string(reservedEnd) +
                                                      " bytes of that space are reserved by "
                                                      "system.reserve_buffer, so tiles are "
                                                      "allocated above them"
                                                : std::string()) +
                                   "\n" +
                                   "Check failed: limit == 0 || used <= limit",
                               {}, "AllocateMemoryAddr");
      d.kind = "ValueError";
      return d;
    }
  }
  auto out = std::make_shared<Function>(*f);
  for (VarPtr &p : out->params)
    p = rw.def(p);
  out->body = rw.mutate(withResolvedReserveBases(*f, reserved));
  return FunctionPtr(out);
}

class AllocateMemoryAddrPass : public Pass {
public:
  std::string_view name() const override { return "allocate_memory_addr"; }
  Result<ProgramPtr> run(const ProgramPtr &program, const PassOptions &options) const override {
    std::vector<FunctionPtr> fns;
    for (const FunctionPtr &f : program->functions)
      fns.push_back(PC_TRY(allocateFunction(f, options)));
    auto out = std::make_shared<Program>(*program);
    out->functions = std::move(fns);
    return ProgramPtr(out);
  }
};

} // namespace

PassPtr createAllocateMemoryAddrPass() { return std::make_unique<AllocateMemoryAddrPass>(); }

} // namespace pipecheck::passes

// InitMemRef's author-declared allocations (pl.MemRef("name") bindings and
// the slotted pl.MemRef("name", slots=F)[idx] form LowerPipelineToSlots
// writes), shared by InitMemRef.cpp and DeclaredAllocs.cpp.
//
// reference/neighbour-passes.md section 10 steps 2-3 and 5.6: only tiles whose
// MemRef is pinned (the parser's one-argument string form) count; per name
// the slot size is the largest StaticPhysicalAllocationBytes of the bound
// tiles, the slot count must agree (0 = unset), the memory space must agree,
// shapes must be static; under the PTOAS planner a single-slot declaration
// is rejected. A bound tile resolves to MemRef(base, idx * slot, slot) on the
// declared base (offset folded to an INT64 constant when idx is constant,
// else idx * ConstInt(slot, INDEX)), slots/index kept, no longer pinned; the
// alloc gets pinned=True and slot_count * slot bytes.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "core/ir/program.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {

struct DeclaredAlloc {
  ir::VarPtr base;          // the Ptr var the alloc statement defines
  uint64_t slotSize = 0;    // bytes of one slot
  int64_t slotCount = 0;    // 0: unset (a plain declaration)
  ir::MemorySpace space = ir::MemorySpace::DDR;
};

struct DeclaredAllocs {
  std::map<std::string, DeclaredAlloc> byName;
  // True when m is an author declaration (pinned string form).
  bool isDeclared(const ir::MemRefPtr &m) const;
  // The resolved MemRef for a declared binding, or null when m is not one.
  ir::MemRefPtr resolve(const ir::MemRefPtr &m) const;
  // slot_count * slot_size when base is a declared base, else nullopt.
  std::optional<uint64_t> totalSize(const ir::Var *base) const;
};

// Collects the declarations of f's body (params are not visited).
ir::Result<DeclaredAllocs> collectDeclaredAllocs(const ir::Function &f,
                                                 const PassOptions &options);

} // namespace pipecheck::passes

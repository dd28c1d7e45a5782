// Shared helpers of the memory passes (InitMemRef, MaterializeSemanticAliases,
// MemoryReuse, AllocateMemoryAddr): reading a var's MemRef and memory space,
// the op roles the memory passes consult, the physical allocation size of a
// static shaped type and the 32-byte alignment of the allocator.
//
// Facts from reference/memory-reuse.md sections 1-3 and 10 and
// reference/neighbour-passes.md section 10. Op roles come from the op registry
// (core/ir/op_registry.h): inPlaceArg is PyPTO's output_reuses_input_arg,
// isView is OutputMemoryInheritsInput, notInplaceSafe and outMemory are the
// registered not_inplace_safe flag and fixed output space. The two cross-core
// pops (tile.tpop_from_aic / tile.tpop_from_aiv) produce buffer-less tiles.
// Assumes static tile shapes (InitMemRef's precondition); a dynamic dim makes
// staticAllocBytes return nullopt so callers can report it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/ir/op_registry.h"
#include "core/ir/program.h"
#include "core/passes/backend.h"

namespace pipecheck::passes {

// The MemRef carried by e's shaped type, or null.
ir::MemRefPtr memrefOf(const ir::ExprPtr &e);
ir::MemRefPtr memrefOfType(const ir::TypePtr &t);

// A shaped type's memory space: the tile's space (DDR when unset), DDR for tensors.
ir::MemorySpace spaceOf(const ir::TypePtr &t);

// The registered op of a Call (null for function calls and unknown ops).
const ir::OpInfo *opInfoOf(const ir::Call &c);
// tile.tpop_from_aic / tile.tpop_from_aiv.
bool isBufferlessOp(const ir::Call &c);
// OutputMemoryInheritsInput (registry isView), except tile.transpose.
bool isViewOp(const ir::Call &c);
// output_reuses_input_arg index, or -1: the op's in-place arg unless its
// result owns a buffer (OpInfo::resultOwnsBuffer, tile.write).
int reusedInputArg(const ir::Call &c);

// "mem_<space lowercase>_<id>" (mem_vec_3, mem_ddr_0).
std::string memrefBaseName(ir::MemorySpace space, int64_t id);

// GetL0cMAlignment: 16, but 32 for INT32 on 910B or without a backend.
int64_t accMAlignment(ir::DataType dtype, Backend backend);

// StaticPhysicalAllocationBytes: product of static dims x element bytes, the
// Acc penultimate (M) dim padded up to accMAlignment. nullopt when a dim is
// not a positive constant.
std::optional<uint64_t> staticAllocBytes(const ir::TypePtr &t, Backend backend);

// DefaultMemoryAllocatorPolicy::AlignAddress: (addr + 31) & ~31.
inline uint64_t align32(uint64_t addr) { return (addr + 31) & ~uint64_t{31}; }

// True for the alloc statements InitMemRef emits (tile.alloc / tensor.alloc).
bool isAllocCall(const ir::ExprPtr &e);

// Does the For half of YieldFixup (MemoryReuse step 4, and its PTOAS copy in
// MaterializeSemanticAliases) leave this carry alone? The real pass fixes a
// carry only when its init is a plain var: one whose init is an enclosing
// loop's iter_arg keeps a yield in another buffer, unmoved (measured with the
// kit on nested loops with and without an if between them, both planners;
// tests/passes_memory/real/nested_carry_no_fixup.py, gen --agree seed
// 7000167). The carry is then stale on the device: a real PyPTO bug that
// buffer-differential reports.
bool yieldFixupSkipsCarry(const ir::IterArg &ia);

} // namespace pipecheck::passes

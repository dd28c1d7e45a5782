// The `system.reserve_buffer` regions of a function, as MemoryReuse and
// AllocateMemoryAddr resolve them (PyPTO's ResolveReserveBufferBases).
//
// A reserve buffer is a fixed region of an on-chip space that the allocator
// must keep tiles out of (the cross-core pipe's slot buffer). The rules, found
// with the kit (PyPTO e2d0f78ae) on programs written for this purpose and
// pinned by tests/passes/reserve_buffers_test.cpp:
//  * the calls are taken in statement pre-order; each needs size > 0, else an
//    InternalError at the call "reserve_buffer requires size > 0, got N";
//  * they live in Mat in an AIC function and in Vec in an AIV or InCore one;
//    any other function type with a reserve buffer is an InternalError
//    "cannot resolve reserve_buffer memory space for function 'F' with type T"
//    (checked after the sizes);
//  * a region is [base, align32(base + size)); base=-1 asks for placement at
//    the highest end of the regions before it (0 for the first), an explicit
//    base is kept; a region overlapping a neighbour (next in base order
//    first, then previous) is an InternalError at the function
//    "overlapping reserve_buffer ranges in function 'F': [a, b) overlaps
//    with [c, d)";
//  * tiles of that space are allocated from the highest region end up.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::passes {

struct ReserveRegion {
  const ir::Call *call = nullptr; // the system.reserve_buffer call
  int64_t base = 0;               // resolved
  int64_t end = 0;                // align32(base + size)
  bool placed = false;            // base was -1 (placed by the resolver)
};

struct ReserveLayout {
  std::vector<ReserveRegion> regions;           // in statement pre-order
  std::optional<ir::MemorySpace> space;         // unset when there are no regions
  std::map<ir::MemorySpace, int64_t> reservedEnd; // highest region end per space
};

// The function's reserve regions, or the real pass's InternalError.
ir::Result<ReserveLayout> resolveReserveBuffers(const ir::Function &f);

// The body with every placed region's `base=-1` kwarg set to its resolved
// base (what AllocateMemoryAddr prints); f's body when nothing was placed.
ir::StmtPtr withResolvedReserveBases(const ir::Function &f, const ReserveLayout &layout);

} // namespace pipecheck::passes

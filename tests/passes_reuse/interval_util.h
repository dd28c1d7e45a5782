// Builds a ReuseInterval for the planner tests (MemoryReusePlan_test and
// MemoryReuseGate_test): name, size, lifetime [def, last], membership, load-ness, space.
#pragma once

#include <string>
#include <vector>

#include "core/passes/MemoryReusePlan.h"

namespace pipecheck::passes::reuse {

inline ReuseInterval iv(const std::string &name, uint64_t size, int64_t def, int64_t last,
                        std::vector<MembershipPair> mem = {}, bool isLoad = false,
                        ir::MemorySpace space = ir::MemorySpace::Vec) {
  ReuseInterval r;
  r.name = name;
  r.space = space;
  r.size = size;
  r.def = def;
  r.last = last;
  r.membership = std::move(mem);
  r.isLoad = isLoad;
  return r;
}

} // namespace pipecheck::passes::reuse

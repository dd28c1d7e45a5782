// Named faults: deliberately wrong variants of the passes, for testing oracles.
//
// Each fault is a small, realistic bug a pass author could write. A fault is
// off unless its name is in PassOptions::faults (a value passed to the pass;
// there is no global switch). The oracles must tell every faulty variant from
// the faithful pass on some input; tests/passes shows each one changes the
// output. Benign faults (FaultInfo::benign) are the exception: they change the
// output in a way the contract allows, and no oracle may flag them. The table is the single list of names; validateFaults rejects
// unknown names so a typo cannot silently run the faithful pass.
#pragma once

#include <string>
#include <vector>

#include "core/passes/pass.h"

namespace pipecheck::passes {

struct FaultInfo {
  std::string name;        // kebab-case id, e.g. "tail-off-by-one"
  std::string pass;        // registry name of the pass it affects
  std::string description; // one line
  // A false-alarm probe: the variant only costs performance or picks another
  // order or numbering the contract leaves free, so no property may fail on
  // it (properties/suites/fault_props.cpp checks that).
  bool benign = false;
};

std::vector<FaultInfo> registeredFaults();
// Error (kind "ValueError") naming the first unknown fault.
ir::Status validateFaults(const PassOptions &options);

} // namespace pipecheck::passes

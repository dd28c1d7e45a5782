// Fault constructors; see fault.h.
#include "oracle/interp/fault.h"

namespace pipecheck::interp {
namespace {

ir::Diagnostic fault(std::string_view kind, std::string message) {
  ir::Diagnostic d = ir::makeError(std::move(message), {}, "interp");
  d.kind = std::string(kind);
  return d;
}

} // namespace

ir::Diagnostic trap(std::string message) { return fault(kTrapKind, std::move(message)); }
ir::Diagnostic outsideContract(std::string message) {
  return fault(kOutsideContractKind, std::move(message));
}
ir::Diagnostic fuelExhausted(std::string message) { return fault(kFuelKind, std::move(message)); }
ir::Diagnostic deadlineReached(std::string message) {
  return fault(kDeadlineKind, std::move(message));
}
ir::Diagnostic internalError(std::string message) {
  return fault(kInternalKind, std::move(message));
}

} // namespace pipecheck::interp

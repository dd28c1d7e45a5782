// How execution stops early: faults carried as ir::Diagnostic values.
//
// Inside the interpreter every fallible step returns ir::Result<T>; the
// Diagnostic's `kind` says which outcome the fault becomes (Trap,
// OutsideContract, FuelExhausted, InternalError) and `rule` is always
// "interp". The run loop turns the first fault into the closed Outcome
// variant of outcome.h, so PC_TRY can be used everywhere and nothing throws.
// A program trap is a result of the program, not an error of the
// interpreter: only harness misuse and broken invariants of the interpreter
// itself become InternalError.
#pragma once

#include <string>
#include <string_view>

#include "core/ir/diagnostic.h"

namespace pipecheck::interp {

inline constexpr std::string_view kTrapKind = "Trap";
inline constexpr std::string_view kOutsideContractKind = "OutsideContract";
inline constexpr std::string_view kFuelKind = "FuelExhausted";
inline constexpr std::string_view kDeadlineKind = "Deadline"; // becomes FuelExhausted{deadline}
inline constexpr std::string_view kInternalKind = "InternalError";

ir::Diagnostic trap(std::string message);
ir::Diagnostic outsideContract(std::string message);
ir::Diagnostic fuelExhausted(std::string message);
ir::Diagnostic deadlineReached(std::string message);
ir::Diagnostic internalError(std::string message);

} // namespace pipecheck::interp

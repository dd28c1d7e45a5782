// The result of one interpreter run: a closed variant of outcomes, the
// observable outputs, and bit-exact comparison of two runs.
//
// Outcome is exactly one of Returned{outputs}, Trap{message, where},
// FuelExhausted{where}, OutsideContract{message, where} and
// InternalError{message}. A trap is a verdict about the program (a lowered
// program that reads out of bounds is a finding), OutsideContract says the
// input broke the contract the oracles assume (a stale tensor read) and is
// never a finding, InternalError is a bug or misuse of the harness.
// "Never a finding" is about the input: when the SOURCE program of a
// comparison runs within the contract and a pass snapshot of it does not
// (e.g. clones that do not thread a tensor iter_arg store into a superseded
// version), the snapshot's OutsideContract is the pass's fault and the
// checker reports it as a finding.
//
// Observable outputs (DESIGN.md "Semantics the oracles judge by"): the final
// contents of the entry's Out/InOut tensor params and of its
// pld.DistributedTensor params (windows other ranks read), the returned values, and
// the tiles pushed to each cross-core channel (a kernel's only other way to
// talk to the world). Each output is a dense array of raw element bits, so
// comparison is bit-exact: 0.0 and -0.0 differ, a NaN equals only the same
// NaN bits. compareOutputs() names the first difference in the form
// "tensor out[3, 7]: 1.5 vs 2" (lhs value first).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/ir/diagnostic.h"
#include "core/ir/enums.h"

namespace pipecheck::interp {

// Where execution stopped: the function, the statement (rendered), its
// source location, and the values of the enclosing loop variables
// (outermost first).
struct Where {
  std::string function;
  std::string stmt;
  ir::SourceLoc loc;
  std::vector<std::pair<std::string, int64_t>> loopVars;
  bool empty() const { return function.empty() && stmt.empty(); }
  std::string str() const; // "in kernel at input.py:9:13 (i=4, j=2): t = tile.load(...)"
};

// One observable value: label plus a dense row-major array of elements in
// their dtype's byte encoding (element.h).
struct OutputValue {
  std::string label; // "tensor out", "return[0]", "tpush aic->aiv#2"
  ir::DataType dtype = ir::DataType::FP32;
  std::vector<int64_t> shape; // empty for a scalar
  // count() * element size bytes; shared with the tensor it was read from
  // (never null).
  std::shared_ptr<const std::vector<std::byte>> bytes;
  std::size_t count() const;
  uint64_t bitsAt(std::size_t flat) const;         // raw bits, zero-extended
  std::string elementText(std::size_t flat) const; // "1.5", "-3", "True"
};

struct Outputs {
  std::vector<OutputValue> values;
  // A one-line FNV-1a digest over labels, shapes and bits (for `pipecheck run`).
  std::string digest() const;
};

struct Returned {
  Outputs outputs;
};
struct Trap {
  std::string message;
  Where where;
};
struct FuelExhausted {
  uint64_t fuel = 0;
  Where where;
  bool deadline = false; // stopped by Options::deadline (time), not by the fuel
};
struct OutsideContract {
  std::string message;
  Where where;
};
struct InternalError {
  std::string message;
};

using Outcome = std::variant<Returned, Trap, FuelExhausted, OutsideContract, InternalError>;

// "Returned", "Trap", "FuelExhausted", "OutsideContract", "InternalError".
const char *outcomeName(const Outcome &o);
// One line: the kind, message and where.
std::string describe(const Outcome &o);

struct RunStats {
  uint64_t statements = 0; // statements executed (the fuel used), incl. one per loop iteration
  uint64_t opCalls = 0;    // registered-op calls evaluated
  uint64_t functionCalls = 0;
  uint64_t uninterpretedCalls = 0;         // op calls run as the uninterpreted function
  std::vector<std::string> uninterpreted;  // their op names, sorted, each once
};

// "" when no op ran uninterpreted; else a clause for a verdict message:
// "; rests on uninterpreted ops tile.gather, tile.sort32 (their values are a
// hash of their inputs: judged for replication, order and buffer sharing,
// not arithmetic)".
std::string uninterpretedNote(const std::vector<std::string> &ops);
// Merges b's uninterpreted op names into a (sorted, unique).
void mergeUninterpreted(std::vector<std::string> &a, const std::vector<std::string> &b);

struct RunResult {
  Outcome outcome;
  RunStats stats;
  const Outputs *outputs() const; // null unless Returned
};

// nullopt when the outputs are bit-identical; otherwise the first
// difference, e.g. "tensor out[3, 7]: 1.5 vs 2", "return[0]: 7 vs 8",
// "outputs differ in count: 3 vs 2", "tensor out: shape [4, 4] vs [4, 8]".
std::optional<std::string> firstDifference(const Outputs &lhs, const Outputs &rhs);
// Same for whole outcomes: two Returned compare their outputs; otherwise the
// outcomes must be of the same kind with the same message (where is not
// compared: a lowered program traps at a different statement).
std::optional<std::string> firstDifference(const Outcome &lhs, const Outcome &rhs);

} // namespace pipecheck::interp

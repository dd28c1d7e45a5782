// Z3 question behind the slot-distinct property: a slotted MemRef
// (slot_count = F, slot_index = e(iv)) inside a loop must give iterations
// that can be in flight together distinct slots.
//
// Iterations are counted in iteration units: iteration k of the loop has
// iv = start + k*step, 0 <= k < trip (step a compile-time constant, start and
// stop integer expressions over the function's scalar parameters). Two
// iterations ka != kb with |ka - kb| < F may be in flight together. The
// query asks for such a pair with e(iv_a) == e(iv_b) (Collision), and
// separately for one iteration whose slot lies outside [0, F) (Range).
// Unsat is Proved. Sat is Refuted with the concrete iterations, slots and
// parameter values, unless the slot index used a value the encoder cannot
// model (encode.h: an opaque symbol), then it is Unknown. Unknown, Timeout
// and Error are never Proved. Enclosing loops' variables are free symbols
// shared by both iterations (one fixed iteration of the outer loops, any
// value); parameters may be restricted to declared ranges.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ir/program.h"
#include "oracle/smt/coverage.h"
#include "oracle/smt/term.h"

namespace pipecheck::smt {

struct SlotQuestion {
  const ir::Program *program = nullptr;
  const ir::Function *function = nullptr;
  const ir::ForStmt *loop = nullptr;             // the loop whose iterations overlap
  std::vector<const ir::ForStmt *> enclosing;    // loops around it (free symbols)
  ir::ExprPtr slotIndex;
  int64_t slotCount = 0; // F
};

struct SlotQueryOptions {
  DivMode div = DivMode::Floor;
  unsigned timeoutMs = 5000;
  std::map<std::string, std::pair<int64_t, int64_t>> paramRanges;
  std::optional<std::chrono::steady_clock::time_point> deadline; // see SolverOptions
  SolverSession *session = nullptr; // see Options::session; null: a fresh one
};

struct SlotProof {
  Verdict verdict = Verdict::NotChecked;
  bool outOfRange = false; // the refutation is a slot outside [0, F)
  std::string message;     // why not proved / what was refuted
  // When Refuted: loop variable values (b only for a collision) and slots.
  int64_t ivA = 0, ivB = 0, slotA = 0, slotB = 0;
  std::vector<std::pair<std::string, int64_t>> params; // other observed symbols
};

SlotProof proveSlotsDistinct(const SlotQuestion &q, const SlotQueryOptions &opts);

} // namespace pipecheck::smt

// Run options of the interpreter: a value passed in, never global state.
#pragma once

#include <cstdint>

namespace pipecheck::interp {

// Integer `//` and `%`: Python floor semantics (the IR's meaning, default) or
// C truncation (how one backend lowers them). A report states which one a
// counterexample holds under.
enum class DivMode { Floor, Trunc };
const char *divModeName(DivMode m); // "floor", "trunc"

struct Options {
  DivMode divMode = DivMode::Floor;
  // Statements a run may execute (each loop iteration counts one more).
  // Every run starts with this much fresh fuel.
  uint64_t fuel = 20'000'000;
  // Deepest function-call nesting before the run traps (runaway recursion).
  int maxCallDepth = 64;
};

} // namespace pipecheck::interp

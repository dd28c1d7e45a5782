// Run options of the interpreter: a value passed in, never global state.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>

#include "core/ir/enums.h"

namespace pipecheck::interp {

struct PeerFeed; // machine.h

// Integer `//` and `%`: Python floor semantics (the IR's meaning, default) or
// C truncation (how one backend lowers them). A report states which one a
// counterexample holds under.
enum class DivMode { Floor, Trunc };
const char *divModeName(DivMode m); // "floor", "trunc"

// Where tiles keep their bytes: Value gives every tile fresh bytes (the
// program's value semantics, the default); Buffer places tiles in the bytes
// of their MemRefs (buffer_store.h), so a wrong memory plan corrupts values.
enum class TileStorage { Value, Buffer };
// How a Buffer run reads MemRef offsets (buffer_store.h): relative to the
// base's allocation (before allocate_memory_addr), as an address in the
// space (after it), or decided from the program.
enum class BufferAddressing { Auto, Relative, Absolute };
const char *bufferAddressingName(BufferAddressing a); // "auto", "relative", "absolute"

struct Options {
  DivMode divMode = DivMode::Floor;
  // Statements a run may execute (each loop iteration counts one more).
  // Every run starts with this much fresh fuel.
  uint64_t fuel = 20'000'000;
  // A wall-clock end (the calling property's time budget, oracle/checks):
  // checked every 1024 statements; when it has passed the run stops as
  // FuelExhausted with `deadline` set, which no oracle may read as a verdict
  // about the program. None: only the fuel bounds the run.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // Deepest function-call nesting before the run traps (runaway recursion).
  int maxCallDepth = 64;
  // Tile storage; run() builds the store from these unless one is passed in.
  TileStorage storage = TileStorage::Value;
  BufferAddressing addressing = BufferAddressing::Auto;
  // Absolute addressing: arena bytes per space (missing/0: 4 MiB).
  std::map<ir::MemorySpace, int64_t> arenaBytes;
  // Co-scheduled runs (cosched.h): the peer core's pushes so far. When set,
  // pops read it and a pop past its end stops the run (machine.h); every
  // push of the run is also appended to *peerOut when set (the only output
  // channel in Options: it lets a stopped run report what it pushed).
  std::shared_ptr<const PeerFeed> peer;
  std::shared_ptr<PeerFeed> peerOut;
};

} // namespace pipecheck::interp

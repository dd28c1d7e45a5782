// Names the two tiles behind a buffer-aware miscompare (the witness of
// buffer-differential, oracle/checks/props_memory.cpp).
//
// Run a program buffer-aware (buffer_store.h) with this observer attached.
// It keeps a copy of every tile's bytes as they were when the AssignStmt
// defining it finished, and, when a later defining statement changes those
// bytes, the name of the var it defined (the "clobberer"). The first
// statement that reads a tile whose bytes no longer equal its copy is the
// finding: "<victim> is read by <stmt> after <clobberer> overwrote its
// bytes". Overwriting a dead tile is legal reuse and never reported; only a
// read after the overwrite is.
//
// Assumptions: a tile is judged from the end of its own defining AssignStmt.
// A carry (iter_arg, loop or if return var) is a TileObject of its own in a
// buffer-aware run (Executor::carryInto: no implicit copy, the carry is its
// buffer's bytes), so it is judged as the tracked value last carried into
// the same bytes: the one a for's init or a yield read (campaign seed 7: a
// remainder-if result clobbered after the if was read with no tile named,
// because the carry object itself was never tracked). A statement that
// writes a tile argument in place (the op table's Write / ReadWrite effect:
// `pl.tile.write(e, ...)` for effect) updates that tile legitimately: its
// copy is refreshed, and any other tile whose bytes it changed names it as
// the clobberer. Before, such a write was noticed only at the next tile
// definition and blamed on it (campaign seed 29: "t is read ... after m
// overwrote its bytes" for a write into e_2 that shares t's buffer, and "e
// is read ... after t_1" for e's own write). Reads are the statement's own operands: the value
// of an AssignStmt/EvalStmt, the values of a yield/return, the init values
// of a for, the condition of an if. At most kMaxTracked live tiles are
// tracked (the oldest are dropped), which bounds memory on long runs; a
// tracked tile no value holds any more can never be read again and is
// dropped at the next definition, so each definition compares only the
// copies of tiles still alive (before, every definition also scanned up to
// kMaxTracked dead entries: a fifth of a campaign's CPU went there).
// A carry whose bytes no statement ever wrote (an if's return var given a
// buffer of its own while its branches yield a value that lives elsewhere,
// with no move between: campaign seed 419) is named too: "<carry> is read
// by <stmt> but no statement wrote its bytes". Only when not one byte of its
// range was written by a definition or an in-place write of the run (at most
// kMaxWritten ranges are kept; past that the claim is not made).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "oracle/interp/observer.h"

namespace pipecheck::interp {

struct ClobberFinding {
  std::string victim;    // the tile read after its bytes changed
  std::string clobberer; // the tile whose definition changed them ("" unknown)
  std::string reader;    // the reading statement, described
  std::string victimFunction;    // the function that defined the victim
  std::string clobbererFunction; // the function that defined the clobberer ("" unknown)
  bool inPlace = false; // the clobberer was written for effect (pl.tile.write), not defined
  bool neverWritten = false; // the victim's bytes were never written (no clobberer)
};

class ClobberObserver final : public ExecObserver {
public:
  static constexpr std::size_t kMaxTracked = 4096;
  static constexpr std::size_t kMaxWritten = 1 << 16;

  void onFunctionEnter(const ir::Function &) override { pending_.emplace_back(); }
  void onFunctionExit(const ir::Function &) override {
    if (!pending_.empty())
      pending_.pop_back();
  }
  void onStmt(const ir::Stmt &s, EvalScope &scope) override;

  const std::optional<ClobberFinding> &finding() const { return finding_; }
  // "tile t is read by `...` after v_1 overwrote its bytes (they share a
  // buffer while both are live)", or "" without a finding.
  std::string describe() const;

private:
  struct Tracked {
    std::weak_ptr<TileObject> tile;
    std::vector<std::byte> copy;
    std::string name;
    std::string clobberer;
    std::string function, clobbererFunction;
    bool changed = false;
    bool clobberedInPlace = false;
    uint64_t seq = 0; // when it was tracked, for dropping the oldest
  };
  // What the statement that ran last at a call depth defines and writes in
  // place; judged when the next statement starts.
  struct Pending {
    const ir::Var *def = nullptr;            // the tile var it defines
    std::vector<const ir::Var *> written;    // tile args it writes in place
  };
  void finishDef(EvalScope &scope);
  void checkRead(const ir::Var *v, const ir::Stmt &s, EvalScope &scope, bool carried);
  // The tracked entry for tile t: t's own, else the value last carried into
  // t's bytes (same address and size), or null.
  Tracked *trackedFor(const TileRef &t);
  // t's own entry, or null (an entry at t's address that owns another,
  // dead object is not t's).
  Tracked *entryOf(const TileRef &t);

  std::vector<Pending> pending_; // per call depth
  // Tracked tiles by object address (an entry matches a tile only when it
  // owns the same object: a dead entry's address may be reused), and the
  // order they were tracked in, for the kMaxTracked cap (pairs whose entry
  // was dropped or replaced since are stale and skipped).
  std::unordered_map<const TileObject *, Tracked> tracked_;
  std::deque<std::pair<const TileObject *, uint64_t>> order_;
  uint64_t nextSeq_ = 0;
  void track(Tracked k, const TileObject *key);
  // Bytes address -> the tracked tile a for init or a yield last carried
  // there (its TileObject, to find the entry again).
  std::map<const std::byte *, std::weak_ptr<TileObject>> carriedInto_;
  // Byte ranges [begin, end) that a definition or an in-place write
  // wrote (tile bytes stay allocated for the run: the store owns its arenas).
  std::vector<std::pair<const std::byte *, const std::byte *>> written_;
  bool writtenOverflow_ = false;
  void noteWritten(const TileObject &t);
  bool everWritten(const TileObject &t) const;
  std::optional<ClobberFinding> finding_;
};

} // namespace pipecheck::interp

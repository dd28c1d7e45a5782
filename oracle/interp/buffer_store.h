// The buffer-aware tile store (issue 3 item 5): tiles live in the bytes of
// their MemRef, so a wrong buffer share corrupts values as on the device.
//
// Model (one choice for both forms of a memory plan):
//   * Absolute addressing (after allocate_memory_addr): one byte arena per
//     memory space; a MemRef's byte offset IS the address inside that
//     space's arena. The base Ptr var (defined by tile.alloc) only names the
//     space. Two tiles of one space overlap exactly when their address
//     ranges [offset, offset + bytes) overlap, whatever their bases.
//   * Relative addressing (init_mem_ref .. memory_reuse, before addresses
//     exist): every tile.alloc executed is its own block of the requested
//     size; a MemRef's byte offset is relative to its base's block. Two
//     tiles overlap when they have the same base and overlapping ranges.
//   * Auto (the default) picks Absolute for a program in which some tile's
//     constant MemRef range [offset, offset + size) does not fit inside the
//     tile.alloc of its base -- which is the case after allocate_memory_addr
//     as soon as a space has two allocations -- and Relative otherwise. When
//     no such MemRef exists both readings give the same sharing (each space
//     then has its buffers at offsets inside their own allocations).
// A tile whose type has no MemRef (tpop results, value-semantics programs),
// or whose MemRef has no base var in Relative addressing, gets fresh zeroed
// bytes. Fresh arenas and blocks are zero-filled. A carry lives where the
// hardware keeps it: in the MemRef of its iter_arg (PyPTO's InitMemRef gives
// an iter_arg its init's MemRef, and the parser types it so), of the loop's
// return var and of an if's return var; the executor copies the init and
// each yielded value into that buffer (Executor::carryInto). So a carry
// whose buffer is a still-live tile's clobbers that tile, as on the device.
// Bytes are tile-sized and row-major: a view (tile.extract) is placed
// densely at its MemRef offset, which is byte-exact for row-contiguous views
// only.
//
// Errors (traps, never crashes): a negative offset; in Absolute addressing
// a range past the space's arena (Options::arenaBytes, default 4 MiB, more
// than any backend capacity); in Relative addressing a range past the end of
// the base's allocation; a MemRef base that is not a tile.alloc result.
#pragma once

#include <map>
#include <memory>
#include <string_view>
#include <vector>

#include "core/ir/program.h"
#include "oracle/interp/machine.h"
#include "oracle/interp/options.h"

namespace pipecheck::interp {

class BufferTileStore final : public TileStore {
public:
  // arenaBytes: arena size per space in Absolute addressing (0 / missing:
  // kDefaultArenaBytes). addressing must be Relative or Absolute here.
  BufferTileStore(BufferAddressing addressing, std::map<ir::MemorySpace, int64_t> arenaBytes = {});

  static constexpr int64_t kDefaultArenaBytes = int64_t{4} << 20;

  std::string_view name() const override { return "buffer"; }
  bool wantsPlacement() const override { return true; }
  ir::Result<TileRef> newTile(const TileMeta &meta, const TilePlacement *placement) override;
  ir::Result<PtrValue> allocate(ir::MemorySpace space, int64_t bytes) override;

  BufferAddressing addressing() const { return addressing_; }

  // Bytes of one arena or allocation. They read as zero: each page is
  // zero-filled the first time a tile is placed over it.
  struct Block {
    std::shared_ptr<std::byte> bytes;
    int64_t size = 0;
    std::vector<bool> zeroedPages;
    void zeroFill(int64_t off, int64_t n); // [off, off + n) must lie inside
  };

private:
  Block &arena(ir::MemorySpace space);

  BufferAddressing addressing_;
  std::map<ir::MemorySpace, int64_t> arenaBytes_;
  std::map<ir::MemorySpace, Block> arenas_; // Absolute
  std::vector<Block> blocks_;               // Relative: one per tile.alloc, by PtrValue id
};

// Absolute when some tile MemRef of the program has a constant range that
// does not fit its base's tile.alloc (see the file comment), else Relative.
BufferAddressing detectAddressing(const ir::Program &program);

// The store Options ask for: null for value semantics (the machine's
// default), else a BufferTileStore with Auto resolved on `program`.
std::unique_ptr<TileStore> makeTileStore(const ir::Program &program, const Options &options);

} // namespace pipecheck::interp

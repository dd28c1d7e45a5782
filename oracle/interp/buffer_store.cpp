// The buffer-aware tile store: arenas per space (Absolute addressing) or
// blocks per tile.alloc (Relative addressing), tiles aliasing their bytes.
// See buffer_store.h for the model and the choice between the two.
#include "oracle/interp/buffer_store.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "oracle/interp/fault.h"

namespace pipecheck::interp {
namespace {

// Blocks start uninitialised and are zero-filled page by page when a tile is
// first placed over them (Block::zeroFill): a 4 MiB arena of which a run
// touches a few KiB then costs a few KiB of memset, not 4 MiB.
constexpr int64_t kPageBytes = 4096;

BufferTileStore::Block lazyBlock(int64_t n) {
  BufferTileStore::Block b;
  b.bytes = allocateBytes(n, false);
  b.size = n;
  b.zeroedPages.assign(static_cast<std::size_t>((n + kPageBytes - 1) / kPageBytes), false);
  return b;
}

std::string range(int64_t off, int64_t bytes) {
  return "[" + std::to_string(off) + ", " + std::to_string(off + bytes) + ")";
}

} // namespace

void BufferTileStore::Block::zeroFill(int64_t off, int64_t n) {
  if (n <= 0)
    return;
  for (int64_t page = off / kPageBytes; page <= (off + n - 1) / kPageBytes; ++page) {
    auto p = static_cast<std::size_t>(page);
    if (zeroedPages[p])
      continue;
    int64_t begin = page * kPageBytes;
    int64_t end = std::min(size, begin + kPageBytes);
    std::memset(bytes.get() + begin, 0, static_cast<std::size_t>(end - begin));
    zeroedPages[p] = true;
  }
}

BufferTileStore::BufferTileStore(BufferAddressing addressing,
                                 std::map<ir::MemorySpace, int64_t> arenaBytes)
    : addressing_(addressing == BufferAddressing::Auto ? BufferAddressing::Relative : addressing),
      arenaBytes_(std::move(arenaBytes)) {}

BufferTileStore::Block &BufferTileStore::arena(ir::MemorySpace space) {
  auto it = arenas_.find(space);
  if (it != arenas_.end())
    return it->second;
  auto cap = arenaBytes_.find(space);
  int64_t size = cap != arenaBytes_.end() && cap->second > 0 ? cap->second : kDefaultArenaBytes;
  return arenas_.emplace(space, lazyBlock(size)).first->second;
}

ir::Result<PtrValue> BufferTileStore::allocate(ir::MemorySpace space, int64_t bytes) {
  if (bytes < 0)
    return trap("tile.alloc: negative size " + std::to_string(bytes));
  PtrValue p{static_cast<int64_t>(blocks_.size()), space, bytes};
  // Absolute addressing places by address; the block is never used then.
  blocks_.push_back(addressing_ == BufferAddressing::Relative ? lazyBlock(bytes)
                                                             : Block{nullptr, bytes, {}});
  return p;
}

ir::Result<TileRef> BufferTileStore::newTile(const TileMeta &meta, const TilePlacement *placement) {
  auto t = std::make_shared<TileObject>();
  t->meta = meta;
  int64_t need = meta.byteSize();
  bool placed = placement && (placement->base || addressing_ == BufferAddressing::Absolute);
  if (!placed) {
    t->bytes = allocateBytes(need, true);
    return t;
  }
  int64_t off = placement->byteOffset;
  const std::string &buf = placement->bufferName;
  if (off < 0)
    return trap("MemRef " + buf + " has the negative byte offset " + std::to_string(off));
  Block *block = nullptr;
  std::string where;
  if (addressing_ == BufferAddressing::Absolute) {
    ir::MemorySpace space = placement->base ? placement->base->space : meta.space;
    block = &arena(space);
    where = "the " + std::string(ir::name(space)) + " arena of " + std::to_string(block->size) +
            " bytes";
  } else {
    int64_t id = placement->base->id;
    if (id < 0 || id >= static_cast<int64_t>(blocks_.size()))
      return internalError("MemRef " + buf + " names an unknown allocation");
    block = &blocks_[static_cast<std::size_t>(id)];
    where = "its allocation of " + std::to_string(block->size) + " bytes";
  }
  if (off + need > block->size)
    return trap("tile of " + std::to_string(need) + " bytes in MemRef " + buf + " at bytes " +
                range(off, need) + " lies outside " + where);
  block->zeroFill(off, need);
  t->bytes = std::shared_ptr<std::byte>(block->bytes, block->bytes.get() + off);
  return t;
}

BufferAddressing detectAddressing(const ir::Program &program) {
  for (const ir::FunctionPtr &fn : program.functions) {
    // Every binding site counts, a loop's or an if's return vars and
    // iter_args too: a buffer only an if's return var names (a yield
    // nothing moved into it) still tells its address.
    std::vector<ir::DefSite> defs = ir::collectDefs(*fn);
    std::unordered_map<const ir::Var *, int64_t> allocSize;
    for (const ir::DefSite &d : defs) {
      const ir::AssignStmt *a = d.stmt ? ir::asAssign(d.stmt) : nullptr;
      const ir::Call *c = a ? ir::asCall(a->value) : nullptr;
      if (c && ir::callHasFamily(*c, ir::OpFamily::Alloc) && ir::lookupOp(*c)->isTileLevel)
        if (const ir::ConstInt *size = c->args.size() > 1 ? ir::asConstInt(c->args[1]) : nullptr)
          allocSize[d.var.get()] = size->value;
    }
    for (const ir::DefSite &d : defs) {
      const ir::TileType *t = ir::asTile(d.var->type);
      if (!t || !t->memref || !t->memref->base || !t->memref->byteOffset)
        continue;
      auto it = allocSize.find(t->memref->base.get());
      const ir::ConstInt *off = ir::asConstInt(t->memref->byteOffset);
      if (it != allocSize.end() && off &&
          off->value + static_cast<int64_t>(t->memref->size) > it->second)
        return BufferAddressing::Absolute;
    }
  }
  return BufferAddressing::Relative;
}

std::unique_ptr<TileStore> makeTileStore(const ir::Program &program, const Options &options) {
  if (options.storage == TileStorage::Value)
    return nullptr;
  BufferAddressing a = options.addressing == BufferAddressing::Auto ? detectAddressing(program)
                                                                     : options.addressing;
  return std::make_unique<BufferTileStore>(a, options.arenaBytes);
}

} // namespace pipecheck::interp

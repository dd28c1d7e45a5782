// Machine state behind one interface: tensors with versions, tile storage,
// and the cross-core FIFOs.
//
// The interpreter and the op semantics (op_semantics.cpp) reach state only
// through Machine, and tile storage only through the TileStore interface.
// That is the seam for the buffer-aware executor of issue 3 item 5:
//
//   * ValueTileStore (here) gives every new tile its own fresh bytes, so the
//     program's meaning is its value semantics.
//   * A buffer-aware store (BufferTileStore, buffer_store.h; chosen with
//     Options.storage) answers wantsPlacement() = true; the interpreter
//     then resolves the defining var's MemRef (base Ptr value from tile.alloc,
//     evaluated byte offset, size) into a TilePlacement and passes it to
//     newTile(), which returns a TileObject whose bytes alias the allocation
//     (shared_ptr aliasing constructor: the allocation stays alive while any
//     tile points into it). allocate() implements tile.alloc. A wrong buffer
//     share then corrupts values exactly as on the device.
//
// Contract for op semantics, so both stores give the same answers on a
// correct program: an op computes its whole result into scratch memory
// first and only then asks for the result tile (emit), because the result
// may alias an input (matmul_acc writes in place; MemoryReuse shares
// buffers). The only op that mutates an existing tile is tile.write.
//
// Tensors are the DDR side and are the same for both stores: one
// TensorObject per root and per reshape view of a root, over a TensorStorage
// (the bytes, in the dtype's encoding, and a current version) that a root
// shares with its views. A TensorRef whose version is not the storage's
// current one is stale; reading or storing through it is outside the
// contract (DESIGN.md: the interpreter rejects a stale read as "input
// outside the contract"). A tile.store whose result is bound (AssignStmt)
// supersedes the version it wrote into; a store evaluated for effect only
// (EvalStmt) writes in place and keeps the version current, which is how
// `pl.tile.store(t, [..], out)` followed by `return out` keeps its meaning.
//
// Cross-core FIFOs: tile.tpush_to_aiv appends to channel ToAiv,
// tile.tpop_from_aic takes from it; tpush_to_aic / tpop_from_aiv use ToAic.
// Pushed tiles are copied (the FIFO owns its slot) and logged: the push log
// is an observable output of the run. A pop from an empty channel models an
// absent or not-yet-run peer: the interpreter synthesises the tile from the
// run's seed and the pop's ordinal (see interpreter.cpp), so a single-sided
// kernel (the usual shape of a cross-core program) runs on its own.
// Co-scheduled runs (cosched.h) attach a PeerFeed instead: a pop then takes
// the peer core's pushes in order, a push only goes to the log (the peer
// consumes it in its own run), and a pop past the end of the feed stops the
// run with a trap whose message starts with kPeerBlockedMessage (the side
// waits for its peer) instead of synthesising a tile.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/diagnostic.h"
#include "oracle/interp/value.h"

namespace pipecheck::interp {

// A tile's MemRef as resolved at its definition (buffer-aware stores only).
struct TilePlacement {
  std::string bufferName;       // the MemRef's name ("mem_vec_3")
  std::optional<PtrValue> base; // the allocation, when the MemRef has a base var
  int64_t byteOffset = 0;
  uint64_t size = 0;
};

class TileStore {
public:
  virtual ~TileStore() = default;
  virtual std::string_view name() const = 0;
  // True when newTile() needs the resolved MemRef of the defining var.
  virtual bool wantsPlacement() const = 0;
  // Storage for a new tile (contents unspecified: the caller fills it).
  // placement is null when the store does not want it or the type has none.
  virtual ir::Result<TileRef> newTile(const TileMeta &meta, const TilePlacement *placement) = 0;
  // tile.alloc(space, bytes).
  virtual ir::Result<PtrValue> allocate(ir::MemorySpace space, int64_t bytes) = 0;
};

// Value semantics: every tile owns fresh zeroed bytes; placements ignored.
class ValueTileStore final : public TileStore {
public:
  std::string_view name() const override { return "value"; }
  bool wantsPlacement() const override { return false; }
  ir::Result<TileRef> newTile(const TileMeta &meta, const TilePlacement *placement) override;
  ir::Result<PtrValue> allocate(ir::MemorySpace space, int64_t bytes) override;

private:
  int64_t nextAlloc_ = 0;
};

// The bytes and the version counter behind a tensor root and every view of
// it. tensor.reshape makes a view: its own TensorObject (name, shape) over
// the same storage, so a write through either is seen by both, and a bound
// write through either makes every older reference to both stale (on the
// device they are one DDR buffer; reading the base's old SSA value after a
// write through the view would read the new bytes).
struct TensorStorage {
  // Contents, shared copy-on-write: a seeded input is drawn once (FillCache)
  // and shared by every run that only reads it, and a run's outputs take the
  // pointer (collectOutputs); the first write through mutableData() copies.
  // Contents of a size in the megabytes made these copies a third of a
  // campaign's interpreter time.
  std::shared_ptr<const std::vector<std::byte>> contents;
  uint32_t version = 0;
};

struct TensorObject {
  std::string name; // the entry param (or "tensor#k") it was created for
  ir::DataType dtype = ir::DataType::FP32;
  std::vector<int64_t> shape;
  std::shared_ptr<TensorStorage> storage; // shared with every view of the same root
  // A strided view's element strides over the root storage (tensor.view with
  // layout=DN: element [i, j] of a [R, C] view at i + j * R; a tensor.slice:
  // its parent's strides, from origin); empty for a
  // row-major tensor or view. Only tile.load, tile.store, tensor.read,
  // tensor.write and tensor.dim read through them; every other use of a
  // strided view traps as not modelled (ops_tensor.cpp).
  std::vector<int64_t> strides;
  // A strided view's first element in the root storage (a tensor.slice
  // window starts inside its parent); 0 otherwise.
  int64_t origin = 0;
  // The storage element index of `idx` (row-major over shape, or origin
  // plus strides).
  int64_t elementOffset(const std::vector<int64_t> &idx) const;
  int64_t numElements() const;
  const std::shared_ptr<const std::vector<std::byte>> &contents() const { return storage->contents; }
  uint32_t version() const { return storage->version; }
  const std::byte *data() const { return storage->contents->data(); }
  std::size_t byteSize() const { return storage->contents->size(); }
  const std::byte *at(int64_t flat) const { return data() + flat * elementBytesOf(); }
  std::byte *mutableData(); // copies the contents first when they are shared
  int elementBytesOf() const;
};

enum class Channel { ToAiv, ToAic };
const char *channelName(Channel c); // "aic->aiv", "aiv->aic"

// What the peer core has pushed so far, per channel (co-scheduled runs).
struct PeerFeed {
  std::vector<TileRef> toAiv, toAic;
  const std::vector<TileRef> &of(Channel c) const { return c == Channel::ToAiv ? toAiv : toAic; }
};
// Start of the trap message of a pop that waits for its peer.
inline constexpr std::string_view kPeerBlockedMessage = "tpop waits for the peer core";

class Machine {
public:
  explicit Machine(std::unique_ptr<TileStore> tiles);

  TileStore &tiles() { return *tiles_; }

  // A new tensor root at version 0 holding `contents` (shared, copy-on-write;
  // null: zero-filled).
  TensorRef createTensor(std::string name, ir::DataType dtype, std::vector<int64_t> shape,
                         std::shared_ptr<const std::vector<std::byte>> contents = nullptr);
  // A view of r's storage with another shape of the same element count
  // (tensor.reshape); r must be live. The view starts at r's version.
  TensorRef createView(TensorRef r, std::string name, std::vector<int64_t> shape,
                       std::vector<int64_t> strides = {}, int64_t origin = 0);
  TensorObject &object(TensorRef r) { return *tensors_[r.root]; }
  const TensorObject &object(TensorRef r) const { return *tensors_[r.root]; }
  // The root behind r when r is its current version; OutsideContract
  // ("<use>: stale version 1 of tensor 'out' (current version 3) ...") otherwise.
  ir::Result<TensorObject *> live(TensorRef r, std::string_view use);
  // Bumps the version of r's storage (so of its root and every view of it);
  // r must be live. Returns r at the new version.
  TensorRef supersede(TensorRef r);

  void push(Channel c, const TileObject &tile);
  std::optional<TileRef> pop(Channel c);
  // Co-scheduled mode: pops read `feed`; pushes are only logged, here and,
  // when `sink` is set, in *sink (so a run that stops still reports them).
  void attachPeer(std::shared_ptr<const PeerFeed> feed, std::shared_ptr<PeerFeed> sink);
  bool coScheduled() const { return peer_ != nullptr; }
  const std::vector<TileRef> &pushLog(Channel c) const { return pushLog_[index(c)]; }
  int64_t pops(Channel c) const { return pops_[index(c)]; }

private:
  static int index(Channel c) { return c == Channel::ToAiv ? 0 : 1; }
  std::unique_ptr<TileStore> tiles_;
  std::vector<std::unique_ptr<TensorObject>> tensors_;
  std::deque<TileRef> fifo_[2];
  std::vector<TileRef> pushLog_[2];
  int64_t pops_[2] = {0, 0};
  std::shared_ptr<const PeerFeed> peer_;
  std::shared_ptr<PeerFeed> sink_;
};

// A value-owned copy of a tile (same meta, fresh bytes).
TileRef copyTile(const TileObject &t);

} // namespace pipecheck::interp

// Machine state: value tile store, versioned tensors, cross-core FIFOs.
// See machine.h for the contract between the interpreter, the op semantics
// and a tile store.
#include "oracle/interp/machine.h"

#include <cstring>

#include "oracle/interp/element.h"
#include "oracle/interp/fault.h"

namespace pipecheck::interp {

ir::Result<TileRef> ValueTileStore::newTile(const TileMeta &meta, const TilePlacement *) {
  auto t = std::make_shared<TileObject>();
  t->meta = meta;
  t->bytes = allocateBytes(meta.byteSize(), true);
  return t;
}

ir::Result<PtrValue> ValueTileStore::allocate(ir::MemorySpace space, int64_t bytes) {
  if (bytes < 0)
    return trap("tile.alloc: negative size " + std::to_string(bytes));
  return PtrValue{nextAlloc_++, space, bytes};
}

TileRef copyTile(const TileObject &t) {
  auto c = std::make_shared<TileObject>();
  c->meta = t.meta;
  int64_t n = t.meta.byteSize();
  c->bytes = allocateBytes(n, true);
  std::memcpy(c->bytes.get(), t.bytes.get(), static_cast<std::size_t>(n));
  return c;
}

int64_t TensorObject::numElements() const { return elementCount(shape); }

int64_t TensorObject::elementOffset(const std::vector<int64_t> &idx) const {
  int64_t off = 0;
  if (strides.empty()) {
    for (std::size_t d = 0; d < idx.size() && d < shape.size(); ++d)
      off = off * shape[d] + idx[d];
    return off;
  }
  off = origin;
  for (std::size_t d = 0; d < idx.size() && d < strides.size(); ++d)
    off += idx[d] * strides[d];
  return off;
}

int TensorObject::elementBytesOf() const { return elementBytes(dtype); }

std::byte *TensorObject::mutableData() {
  auto &c = storage->contents;
  if (c.use_count() != 1)
    c = std::make_shared<std::vector<std::byte>>(*c);
  // Sole owner of a vector created non-const (make_shared above, in
  // createTensor or in tensorContents): writing through it is well defined.
  return const_cast<std::byte *>(c->data());
}

const char *channelName(Channel c) { return c == Channel::ToAiv ? "aic->aiv" : "aiv->aic"; }

Machine::Machine(std::unique_ptr<TileStore> tiles) : tiles_(std::move(tiles)) {
  if (!tiles_)
    tiles_ = std::make_unique<ValueTileStore>();
}

TensorRef Machine::createTensor(std::string name, ir::DataType dtype, std::vector<int64_t> shape,
                               std::shared_ptr<const std::vector<std::byte>> contents) {
  auto t = std::make_unique<TensorObject>();
  t->name = std::move(name);
  t->dtype = dtype;
  t->shape = std::move(shape);
  t->storage = std::make_shared<TensorStorage>();
  if (contents)
    t->storage->contents = std::move(contents);
  else
    t->storage->contents = std::make_shared<std::vector<std::byte>>(
        static_cast<std::size_t>(t->numElements() * elementBytes(dtype)), std::byte{0});
  tensors_.push_back(std::move(t));
  return TensorRef{static_cast<uint32_t>(tensors_.size() - 1), 0};
}

TensorRef Machine::createView(TensorRef r, std::string name, std::vector<int64_t> shape,
                              std::vector<int64_t> strides, int64_t origin) {
  const TensorObject &base = *tensors_[r.root];
  auto t = std::make_unique<TensorObject>();
  t->name = std::move(name);
  t->dtype = base.dtype;
  t->shape = std::move(shape);
  t->strides = std::move(strides);
  t->origin = origin;
  t->storage = base.storage;
  uint32_t version = t->storage->version;
  tensors_.push_back(std::move(t));
  return TensorRef{static_cast<uint32_t>(tensors_.size() - 1), version};
}

ir::Result<TensorObject *> Machine::live(TensorRef r, std::string_view use) {
  if (r.root >= tensors_.size())
    return internalError("tensor reference to unknown root " + std::to_string(r.root));
  TensorObject &t = *tensors_[r.root];
  if (r.version != t.version())
    return outsideContract(std::string(use) + ": stale version " + std::to_string(r.version) +
                           " of tensor '" + t.name + "' (current version " +
                           std::to_string(t.version()) +
                           "): the program uses a tensor value after a later store superseded it");
  return &t;
}

TensorRef Machine::supersede(TensorRef r) {
  TensorObject &t = *tensors_[r.root];
  ++t.storage->version;
  return TensorRef{r.root, t.version()};
}

void Machine::push(Channel c, const TileObject &tile) {
  TileRef copy = copyTile(tile);
  if (!peer_)
    fifo_[index(c)].push_back(copy);
  pushLog_[index(c)].push_back(copy);
  if (sink_)
    (c == Channel::ToAiv ? sink_->toAiv : sink_->toAic).push_back(copy);
}

void Machine::attachPeer(std::shared_ptr<const PeerFeed> feed, std::shared_ptr<PeerFeed> sink) {
  peer_ = std::move(feed);
  sink_ = std::move(sink);
}

std::optional<TileRef> Machine::pop(Channel c) {
  ++pops_[index(c)];
  if (peer_) {
    const auto &feed = peer_->of(c);
    std::size_t k = static_cast<std::size_t>(pops_[index(c)] - 1);
    if (k < feed.size())
      return copyTile(*feed[k]);
    return std::nullopt;
  }
  auto &q = fifo_[index(c)];
  if (q.empty())
    return std::nullopt;
  TileRef t = q.front();
  q.pop_front();
  return t;
}

} // namespace pipecheck::interp

// Shared helpers of the memory passes; see MemRefUtil.h.
#include "core/passes/MemRefUtil.h"

#include <cctype>

namespace pipecheck::passes {

using namespace ir;

MemRefPtr memrefOfType(const TypePtr &t) {
  const ShapedType *s = asShaped(t);
  return s ? s->memref : nullptr;
}

MemRefPtr memrefOf(const ExprPtr &e) { return e ? memrefOfType(e->type) : nullptr; }

MemorySpace spaceOf(const TypePtr &t) {
  if (const TileType *tt = asTile(t))
    return tt->memorySpace.value_or(MemorySpace::DDR);
  return MemorySpace::DDR;
}

const OpInfo *opInfoOf(const Call &c) {
  if (c.isFunctionCall)
    return nullptr;
  return OpRegistry::instance().find(c.op);
}

bool isBufferlessOp(const Call &c) {
  const OpInfo *info = opInfoOf(c);
  return info && info->isPop;
}

bool isViewOp(const Call &c) {
  const OpInfo *info = opInfoOf(c);
  return info && info->isView && info->family != OpFamily::Transpose; // transpose moves data
}

int reusedInputArg(const Call &c) {
  const OpInfo *info = opInfoOf(c);
  return info && !info->resultOwnsBuffer ? info->inPlaceArg : -1;
}

std::string memrefBaseName(MemorySpace space, int64_t id) {
  std::string s(name(space));
  for (char &ch : s)
    ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return "mem_" + s + "_" + std::to_string(id);
}

int64_t accMAlignment(DataType dtype, Backend backend) {
  if (dtype == DataType::INT32 && backend != Backend::Ascend950)
    return 32;
  return 16;
}

std::optional<uint64_t> staticAllocBytes(const TypePtr &t, Backend backend) {
  const ShapedType *s = asShaped(t);
  if (!s)
    return std::nullopt;
  bool acc = spaceOf(t) == MemorySpace::Acc && asTile(t);
  uint64_t bytes = static_cast<uint64_t>(byteSize(s->dtype));
  for (std::size_t i = 0; i < s->shape.size(); ++i) {
    const ConstInt *c = asConstInt(s->shape[i]);
    if (!c || c->value <= 0)
      return std::nullopt;
    uint64_t d = static_cast<uint64_t>(c->value);
    if (acc && s->shape.size() >= 2 && i + 2 == s->shape.size()) {
      uint64_t a = static_cast<uint64_t>(accMAlignment(s->dtype, backend));
      d = (d + a - 1) / a * a;
    }
    bytes *= d;
  }
  return bytes;
}

bool isAllocCall(const ExprPtr &e) {
  const Call *c = asCall(e);
  return c && callHasFamily(*c, OpFamily::Alloc);
}

bool yieldFixupSkipsCarry(const ir::IterArg &ia) { return ir::asIterArg(ia.init) != nullptr; }

} // namespace pipecheck::passes

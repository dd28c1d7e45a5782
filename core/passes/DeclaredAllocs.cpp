// InitMemRef's author-declared allocations: collection, validation and
// resolution. See InitMemRefInternal.h for the rules (reference/
// neighbour-passes.md section 10). Error texts are paraphrased: the
// references give the conditions, not PyPTO's wording.
#include <algorithm>

#include "core/ir/builder.h"
#include "core/ir/walk.h"
#include "core/passes/InitMemRefInternal.h"
#include "core/passes/MemRefUtil.h"

namespace pipecheck::passes {

using namespace ir;

namespace {

Diagnostic valueError(std::string msg, SourceLoc loc) {
  Diagnostic d = makeError(std::move(msg), std::move(loc), "InitMemRef");
  d.kind = "ValueError";
  return d;
}

} // namespace

bool DeclaredAllocs::isDeclared(const MemRefPtr &m) const {
  return m && m->pinned && byName.count(m->name);
}

MemRefPtr DeclaredAllocs::resolve(const MemRefPtr &m) const {
  if (!isDeclared(m))
    return nullptr;
  const DeclaredAlloc &d = byName.at(m->name);
  auto r = std::make_shared<MemRef>();
  r->name = m->name;
  r->base = d.base;
  r->size = d.slotSize;
  r->slotCount = m->slotCount;
  r->slotIndex = m->slotIndex;
  int64_t slot = static_cast<int64_t>(d.slotSize);
  if (!m->slotIndex)
    r->byteOffset = constInt(0, DataType::INT64);
  else if (const ConstInt *c = asConstInt(m->slotIndex))
    r->byteOffset = constInt(c->value * slot, DataType::INT64);
  else
    r->byteOffset = mul(m->slotIndex, constInt(slot, DataType::INDEX));
  return r;
}

std::optional<uint64_t> DeclaredAllocs::totalSize(const Var *base) const {
  for (const auto &[name, d] : byName)
    if (d.base.get() == base)
      return d.slotSize * static_cast<uint64_t>(d.slotCount > 0 ? d.slotCount : 1);
  return std::nullopt;
}

Result<DeclaredAllocs> collectDeclaredAllocs(const Function &f, const PassOptions &options) {
  DeclaredAllocs out;
  for (const DefSite &site : collectDefs(f)) {
    if (!site.stmt)
      continue; // params are not visited
    const TileType *tt = asTile(site.var->type);
    if (!tt || !tt->memref || !tt->memref->pinned)
      continue;
    const MemRef &m = *tt->memref;
    SourceLoc loc = site.stmt->loc;
    std::optional<uint64_t> bytes = staticAllocBytes(site.var->type, options.backend);
    if (!bytes)
      return valueError("declared allocation '" + m.name + "': tile '" + site.var->name +
                            "' must have a static shape",
                        loc);
    MemorySpace space = spaceOf(site.var->type);
    auto [it, fresh] = out.byName.try_emplace(m.name);
    DeclaredAlloc &d = it->second;
    if (fresh) {
      d.base = makeVar(m.name, makePtrType());
      d.slotCount = m.slotCount;
      d.space = space;
    } else {
      if (d.slotCount != m.slotCount)
        return valueError("declared allocation '" + m.name + "' is bound with different slot "
                          "counts (" + std::to_string(d.slotCount) + " and " +
                              std::to_string(m.slotCount) + ")",
                          loc);
      if (d.space != space)
        return valueError("declared allocation '" + m.name + "' is bound by tiles in different "
                          "memory spaces (" + std::string(name(d.space)) + " and " +
                              std::string(name(space)) + ")",
                          loc);
    }
    d.slotSize = std::max(d.slotSize, *bytes);
  }
  if (options.planner == MemoryPlanner::PTOAS)
    for (const auto &[name, d] : out.byName)
      if (d.slotCount <= 1)
        return valueError("declared allocation '" + name + "' has a single slot; under the "
                          "PTOAS memory planner a declaration needs slots > 1",
                          {});
  return out;
}

} // namespace pipecheck::passes

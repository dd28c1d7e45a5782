// DeepClone: IRMutator with fresh binding sites; see clone.h.
//
// A def that is already mapped (a non-SSA body that assigns the same Var
// twice, or a Var the caller seeded) reuses its mapping, so every use inside
// the clone keeps pointing at the one fresh object that replaced it. Fresh
// vars are made when the binding site is visited, which for every statement
// kind precedes the uses of that var (forEachField order).
#include "core/ir/clone.h"

namespace pipecheck::ir {
namespace {

class DeepCloner : public IRMutator {
public:
  DeepCloner(const VarSubstitution &map, bool cloneDefVars) : cloneDefs_(cloneDefVars) {
    remap_ = map;
  }

protected:
  VarPtr mutateDef(const VarPtr &v) override {
    if (!cloneDefs_)
      return IRMutator::mutateDef(v);
    if (const ExprPtr *r = findRemap(v.get()))
      if (VarPtr nv = varPtr(*r))
        return nv;
    auto fresh = std::make_shared<Var>(v->name, mutateType(v->type));
    fresh->loc = v->loc;
    remap_[v.get()] = fresh;
    return fresh;
  }

  IterArgPtr mutateIterArgDef(const IterArgPtr &ia) override {
    if (!cloneDefs_)
      return IRMutator::mutateIterArgDef(ia);
    if (const ExprPtr *r = findRemap(ia.get()))
      if (IterArgPtr nia = iterArgPtr(*r))
        return nia;
    auto fresh = std::make_shared<IterArg>(ia->name, mutateType(ia->type), mutate(ia->init));
    fresh->loc = ia->loc;
    remap_[ia.get()] = fresh;
    return fresh;
  }

  MemRefPtr mutateMemRef(const MemRefPtr &m) override {
    if (!cloneDefs_)
      return IRMutator::mutateMemRef(m);
    auto it = memrefs_.find(m.get());
    if (it != memrefs_.end())
      return it->second;
    auto fresh = std::make_shared<MemRef>(*m);
    if (fresh->base)
      if (VarPtr nb = varPtr(mutate(ExprPtr(fresh->base))))
        fresh->base = nb;
    fresh->byteOffset = mutate(fresh->byteOffset);
    fresh->slotIndex = mutate(fresh->slotIndex);
    memrefs_[m.get()] = fresh;
    return fresh;
  }

private:
  bool cloneDefs_;
  std::unordered_map<const MemRef *, MemRefPtr> memrefs_;
};

} // namespace

StmtPtr deepClone(const StmtPtr &stmt, const VarSubstitution &map, bool cloneDefVars) {
  DeepCloner c(map, cloneDefVars);
  return c.mutate(stmt);
}

ExprPtr substitute(const ExprPtr &expr, const VarSubstitution &map) {
  DeepCloner c(map, false);
  return c.mutate(expr);
}

StmtPtr substitute(const StmtPtr &stmt, const VarSubstitution &map) {
  DeepCloner c(map, false);
  return c.mutate(stmt);
}

} // namespace pipecheck::ir

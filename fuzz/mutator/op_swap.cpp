// Swapping an op for another of the same signature from the op registry.
//
// Two ops have the same signature when their positional argument kinds,
// optional-argument count, declared kwargs and role flags (load, store,
// cube matmul, cross-core, in-place argument, view) agree, each kwarg is
// left out or filled in alike, and the
// replacement's inferred result type equals the original call's type, so
// the assignment that binds the call stays well typed (tile.add <->
// tile.sub/mul/div, tile.adds <-> tile.muls, ...). The candidate list comes
// from the registry itself: an op added there joins the swaps automatically.
#include "core/ir/equal.h"
#include "core/ir/op_registry.h"
#include "fuzz/mutator/mutations.h"
#include "fuzz/mutator/sites.h"

namespace pipecheck::fuzz {
namespace {

// Same kwargs, each left out or filled in alike: the parser fills in a
// default the table says is always printed (pld.tile.put's atomic=0), so a
// swap between ops that differ there would not read back as it was built
// (pld.tile.remote_store's optional atomic?=0 swapped for put's).
bool sameKwargSpecs(const ir::OpInfo &a, const ir::OpInfo &b) {
  if (a.kwargSpecs.size() != b.kwargSpecs.size())
    return false;
  for (std::size_t k = 0; k < a.kwargSpecs.size(); ++k) {
    const ir::KwargSpec &x = a.kwargSpecs[k], &y = b.kwargSpecs[k];
    if (x.name != y.name || x.omit != y.omit || x.deflt.has_value() != y.deflt.has_value() ||
        x.argIndex != y.argIndex)
      return false;
  }
  return true;
}

bool sameSignature(const ir::OpInfo &a, const ir::OpInfo &b) {
  return a.args == b.args && a.optionalArgs == b.optionalArgs && a.kwargs == b.kwargs &&
         sameKwargSpecs(a, b) &&
         a.isLoad == b.isLoad && a.isStore == b.isStore && a.isCubeMatmul == b.isCubeMatmul &&
         a.isCrossCore == b.isCrossCore && a.inPlaceArg == b.inPlaceArg && a.isView == b.isView &&
         a.notInplaceSafe == b.notInplaceSafe && a.outMemory == b.outMemory;
}

std::vector<const ir::OpInfo *> alternatives(const ir::OpInfo &op) {
  std::vector<const ir::OpInfo *> out;
  for (const ir::OpInfo &o : ir::OpRegistry::instance().all())
    if (o.name != op.name && sameSignature(o, op))
      out.push_back(&o);
  return out;
}

} // namespace

std::optional<ir::ProgramPtr> swapOp(const ir::ProgramPtr &p, uint64_t pick, uint64_t param) {
  std::vector<CallSite> calls;
  for (const CallSite &c : collectOpCalls(*p))
    if (!alternatives(*ir::OpRegistry::instance().find(c.call->op)).empty())
      calls.push_back(c);
  if (calls.empty())
    return std::nullopt;
  const CallSite &site = pickSite(calls, pick);
  auto alts = alternatives(*ir::OpRegistry::instance().find(site.call->op));
  // Try the alternatives starting at param until one re-infers the same type.
  for (std::size_t k = 0; k < alts.size(); ++k) {
    const ir::OpInfo &alt = *alts[(param + k) % alts.size()];
    auto call = ir::makeOpCall(alt.name, site.call->args, site.call->kwargs, site.call->attrs,
                               site.call->loc);
    if (!call.ok() || !ir::structuralEqualType(call.value()->type, site.call->type))
      continue;
    return replaceCall(p, site.function, site.call.get(), call.value());
  }
  return std::nullopt;
}

} // namespace pipecheck::fuzz

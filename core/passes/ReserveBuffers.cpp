// Reserve-buffer regions; see ReserveBuffers.h for the rules.
#include "core/passes/ReserveBuffers.h"

#include <algorithm>
#include <unordered_map>

#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "core/passes/MemRefUtil.h"

namespace pipecheck::passes {

using namespace ir;

namespace {

Diagnostic internalError(std::string msg, std::string check, SourceLoc loc) {
  Diagnostic d = makeError(std::move(msg) + "\nCheck failed: " + check, std::move(loc),
                           "ReserveBuffer");
  d.kind = "InternalError";
  return d;
}

std::string range(int64_t a, int64_t b) {
  return "[" + std::to_string(a) + ", " + std::to_string(b) + ")";
}

std::optional<MemorySpace> reserveSpace(FunctionType t) {
  switch (t) {
  case FunctionType::AIC:
    return MemorySpace::Mat;
  case FunctionType::AIV:
  case FunctionType::InCore:
    return MemorySpace::Vec;
  default:
    return std::nullopt;
  }
}

// Sets the base kwarg of placed calls (kwarg order kept).
class BaseWriter : public IRMutator {
public:
  std::unordered_map<const Call *, int64_t> bases;

protected:
  ExprPtr visitCall(const CallPtr &op) override {
    ExprPtr visited = IRMutator::visitCall(op);
    auto it = bases.find(op.get());
    if (it == bases.end())
      return visited;
    auto out = std::make_shared<Call>(static_cast<const Call &>(*visited));
    for (auto &[key, value] : out->kwargs)
      if (key == "base")
        value = AttrValue(std::in_place_type<int64_t>, it->second);
    return out;
  }
};

} // namespace

Result<ReserveLayout> resolveReserveBuffers(const Function &f) {
  struct Request {
    const Call *call;
    int64_t size, base;
  };
  std::vector<Request> requests;
  std::optional<Diagnostic> error;
  if (f.body)
    forEachExpr(f.body, [&](const ExprPtr &e) {
      const Call *c = asCall(e);
      if (error || !c || c->isFunctionCall || !callHasFamily(*c, OpFamily::ReserveBuffer))
        return;
      int64_t size = getAttr<int64_t>(c->kwargs, "size").value_or(0);
      if (size <= 0)
        error = internalError("reserve_buffer requires size > 0, got " + std::to_string(size),
                              "size > 0", c->loc);
      requests.push_back({c, size, getAttr<int64_t>(c->kwargs, "base").value_or(-1)});
    });
  if (error)
    return *error;
  ReserveLayout out;
  if (requests.empty())
    return out;
  out.space = reserveSpace(f.funcType);
  if (!out.space)
    return internalError("cannot resolve reserve_buffer memory space for function '" + f.name +
                             "' with type " + std::string(name(f.funcType)),
                         "unreachable", f.loc);
  std::map<int64_t, int64_t> taken; // base -> end, the regions so far
  int64_t highest = 0;
  for (const Request &r : requests) {
    ReserveRegion reg{r.call, r.base < 0 ? highest : r.base, 0, r.base < 0};
    reg.end = static_cast<int64_t>(align32(static_cast<uint64_t>(reg.base + r.size)));
    auto overlaps = [&](const std::pair<const int64_t, int64_t> &o) {
      return reg.base < o.second && o.first < reg.end;
    };
    auto next = taken.lower_bound(reg.base);
    auto clash = [&](const std::pair<const int64_t, int64_t> &o, const char *check) {
      return internalError("overlapping reserve_buffer ranges in function '" + f.name + "': " +
                               range(reg.base, reg.end) + " overlaps with " +
                               range(o.first, o.second),
                           check, f.loc);
    };
    if (next != taken.end() && overlaps(*next))
      return clash(*next, "next_it == reserved_ranges.end() || !overlaps(*next_it)");
    if (next != taken.begin() && overlaps(*std::prev(next)))
      return clash(*std::prev(next), "!overlaps(*prev_it)");
    taken.emplace(reg.base, reg.end);
    highest = std::max(highest, reg.end);
    out.regions.push_back(reg);
  }
  out.reservedEnd[*out.space] = highest;
  return out;
}

StmtPtr withResolvedReserveBases(const Function &f, const ReserveLayout &layout) {
  BaseWriter w;
  for (const ReserveRegion &r : layout.regions)
    if (r.placed)
      w.bases[r.call] = r.base;
  return w.bases.empty() ? f.body : w.mutate(f.body);
}

} // namespace pipecheck::passes

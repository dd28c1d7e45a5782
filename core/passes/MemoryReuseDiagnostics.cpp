// The texts MemoryReuse emits (reference/memory-reuse.md §7 "Diagnostics").
//
// The real pass reports through EmitDiagnostics(hints, "MemoryReuse"); the
// golden stderr shows "[warning] [MemoryReuse] (MemoryReuse) <text>. at
// <function span>". pipecheck returns them as values: a Warning with rule
// "MemoryReuse" for the legacy fallback, a Note with rule "PH-MR-001" for the
// depth hint, both located at the function. Assumed (the reference elides or
// does not pin them down): the fallback text ends with "."; the co-resident
// variant of the hint keeps the reference's "..." literally.
#include <string>

#include "core/passes/MemoryReusePlanInternal.h"

namespace pipecheck::passes::reuse {

ir::Diagnostic fallbackWarning(ir::MemorySpace space, const FallbackInfo &info,
                               const ir::SourceLoc &loc) {
  ir::Diagnostic d;
  d.severity = ir::Severity::Warning;
  d.loc = loc;
  d.rule = "MemoryReuse";
  d.message = "capacity-gated reuse could not fit memory space " + std::string(ir::name(space)) +
              (info.budgetSpent ? " within the shed-repack budget"
                                : " at any double-buffering depth") +
              "; fell back to the legacy packing";
  if (info.stillOverflows)
    d.message += " (which also overflows \u2014 reduce tile size or stage count)";
  d.message += ".";
  return d;
}

ir::Diagnostic depthHint(ir::MemorySpace space, int64_t group, const GroupDepth &g,
                         int64_t capacity, int64_t reserved, const ir::SourceLoc &loc) {
  int64_t freeCap = capacity - reserved;
  if (freeCap < 0)
    freeCap = 0;
  const int64_t alignedSlot = align32(static_cast<int64_t>(g.slot));
  const int64_t need = alignedSlot * g.requested;
  const bool slotBound = freeCap == 0 || need > freeCap;
  const std::string D = std::to_string(g.requested);
  const std::string F = std::to_string(g.depth);
  std::string m = "software pipelining requested depth " + D + " for pipeline group " +
                  std::to_string(group) + " in " + std::string(ir::name(space)) +
                  ", but only " + F + " of " + D + " buffers fit (" +
                  std::to_string(alignedSlot) + " B per stage, " + std::to_string(freeCap) +
                  " B free";
  if (reserved > 0)
    m += " after " + std::to_string(reserved) + " B reserved";
  m += ") \u2014 stages " + F + " apart share storage and serialize. ";
  if (slotBound)
    m += "This operand alone needs " + std::to_string(need) + " B for depth " + D +
         "; shrink the per-stage tile to <= " + std::to_string(freeCap / g.requested) +
         " B, or reduce the pipeline depth (e.g. `pl.pipeline(stage=)`) to " + F + ".";
  else
    m += "The operand would fit depth " + D +
         " on its own, but co-resident buffers / other pipeline groups over-subscribe the "
         "space; relieve the co-residents ... to " + F + ".";
  ir::Diagnostic d;
  d.severity = ir::Severity::Note;
  d.loc = loc;
  d.rule = "PH-MR-001";
  d.message = std::move(m);
  return d;
}

} // namespace pipecheck::passes::reuse

// Internals of LowerPipelineLoops shared by its two files (not a public API).
//
// LowerPipelineLoops.cpp holds the driver, the trigger/dispatch order and the
// static / dynamic assembly; LowerPipelineLoopsReplicate.cpp holds the core
// primitive ReplicateBody with its helpers (OffsetIndex, SplitBodyYield) and
// the membership tagger. Both follow reference/lower-pipeline-loops.md; the
// section numbers in comments refer to it. Errors are Diagnostics built by
// passError with PyPTO's exception class and text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ir/program.h"
#include "core/passes/pass.h"

namespace pipecheck::passes::lpl {

// Per-function mutable state: the group counter restarts at 0 per function.
struct Context {
  const PassOptions &options;
  int32_t nextGroup = 0;
  // Faults group-per-source-loop / tail-untagged: a region reuses this group
  // id instead of allocating one, or is left untagged.
  std::optional<int32_t> fixedGroup;
  bool untaggedRegion = false;
  bool fault(std::string_view name) const { return options.hasFault(name); }
};

// An error with PyPTO's exception class. For INTERNAL_CHECK_SPAN failures the
// span is appended as " [file:line:col]" and, when checkExpr is non-empty, a
// second line "Check failed: <checkExpr>" follows.
ir::Diagnostic passError(std::string kind, std::string message, const ir::SourceLoc &span = {},
                         std::string checkExpr = {});
// The same error with a location for tools (Diagnostic::loc) but none in the
// message: PyPTO's ValueError / TypeError / plain INTERNAL_CHECK texts carry no span.
ir::Diagnostic passErrorAt(std::string kind, std::string message, const ir::SourceLoc &loc);

// GetAttr<T> type mismatch: "Invalid type for <owner> attr key: <key>, expected
// <expected>, but got <held type>" (PyPTO names the C++ type held by the
// std::any; we name the AttrValue alternative — the tail may differ).
ir::Diagnostic attrTypeError(std::string_view owner, std::string_view key,
                             std::string_view expected, const ir::AttrValue &got);

struct Region {
  ir::StmtPtr body;                     // flattened clone statements, yields stripped
  std::vector<ir::ExprPtr> finalYields; // last clone's yield values (empty without iter_args)
};

// Two's-complement wrapping arithmetic: PyPTO does not check these for
// overflow (§4.2), and we must not invoke UB on the same inputs.
inline int64_t wrapAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
inline int64_t wrapMul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}

// ComputeStaticTripCount: direction-aware ceil-div in uint64, saturated; 0 for
// an empty or wrong-direction range. Shared with SkewCrossCorePipeline.
int64_t staticTripCount(int64_t start, int64_t stop, int64_t step);

// §3.1: base itself for off == 0; folded ConstInt (INDEX) when base is a
// ConstInt; otherwise Add(base, ConstInt(off)).
ir::ExprPtr offsetIndex(const ir::ExprPtr &base, int64_t off);

// §3.3: (statements without the terminal yield, the yield's values).
std::pair<ir::StmtPtr, std::vector<ir::ExprPtr>> splitBodyYield(const ir::StmtPtr &body);

// §3: nClones deep clones of body at base + k*step, iter args threaded from
// initial through each clone's yields, each clone tagged (group, k).
ir::Result<Region> replicateBody(Context &ctx, const ir::ForStmt &op, const ir::StmtPtr &body,
                                 int64_t nClones, int64_t step, const ir::ExprPtr &base,
                                 const std::vector<ir::ExprPtr> &initial);

// The bug-zoo faults that act in the tagger (faults.h).
struct TagFaults {
  bool outerPairFirst = false; // "outer-pair-first": the new pair is prepended
  bool topLevelOnly = false;   // "tagger-skips-nested": no tagging inside nested For / If
  bool accBySpace = false;     // "acc-test-on-space": every Acc result counts as an accumulator
};

// §5.3: appends "group:stage" to every tile-defining direct Call in stmts.
// skipTpop (SkewCrossCorePipeline's tagger) leaves tile.tpop_from_* assigns untagged.
ir::Result<ir::StmtPtr> tagMemberships(const ir::StmtPtr &stmts, int32_t group, int32_t stage,
                                       bool doubleBufferC, bool tagAccumulators,
                                       bool skipTpop = false, TagFaults faults = {});

} // namespace pipecheck::passes::lpl

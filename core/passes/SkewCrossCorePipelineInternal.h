// Internals of SkewCrossCorePipeline shared by its three files (not a public API).
//
// SkewCrossCorePipeline.cpp holds the driver (trigger, classification,
// DemoteToSequential, the pass object); SkewCrossCorePipelineSlice.cpp the
// analysis of one loop body (lead message, producer backward slice, guards,
// carried values and their recomputable scalar slices, depth choice);
// SkewCrossCorePipelineBuild.cpp the LowerSkewed builder (prologue, steady
// Sequential loop, epilogue, result binding). All follow
// reference/neighbour-passes.md section 5; the numbers in comments refer to
// its items in 5.2. The analysis is exposed here so the unit tests can ask
// why a loop was demoted.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "core/ir/program.h"
#include "core/passes/PipelineMembership.h"
#include "core/passes/pass.h"

namespace pipecheck::passes::skew {

using passes::kSkewGroupBase; // PipelineMembership.h

// Per-function state: the group counter restarts at kSkewGroupBase.
struct Context {
  const PassOptions &options;
  int32_t nextGroup = kSkewGroupBase;
  bool fault(std::string_view name) const { return options.hasFault(name); }
};

// tile.tpush_to_aiv / tile.tpush_to_aic and tile.tpop_from_aiv / _aic, as the
// value of an AssignStmt or the expression of an EvalStmt (top level only).
bool isTpush(const ir::StmtPtr &s);
bool isTpop(const ir::StmtPtr &s);
// BodyHasCrossCorePair: the body's top-level statements (trailing yield
// stripped) hold at least one tpush and at least one tpop.
bool bodyHasCrossCorePair(const ir::StmtPtr &body);

// Why analyse() demotes a cross-core loop instead of skewing it (the driver
// itself demotes F == 1 and dynamic bounds before asking).
enum class Demote {
  ShortTrip,            // trip < 2 (item 1)
  NoLead,               // no tpush or no tpop at top level (item 4)
  ProducerEmptyOrAll,   // item 6
  ProducerUsesIterArg,  // item 7
  ProducerUsesConsumer, // item 9
  MultiRoundTrip,       // item 11
  CarryNotRecomputable, // item 12
};

// Everything LowerSkewed needs once every guard passed.
struct Plan {
  int64_t start = 0, step = 0, trip = 0, depth = 1;
  std::vector<ir::StmtPtr> stmts;  // top-level body statements, yield stripped
  std::vector<ir::ExprPtr> yields; // the body's yield values
  std::set<std::size_t> produce;   // statement indices, cloned in index order
  std::set<std::size_t> consume;   // the rest plus the recomputed scalar slices
};

using Outcome = std::variant<Plan, Demote>;

// Depth (item 13): the largest d <= maxDepth with trip % d == 0 && trip >= 2d
// (1 when none qualifies).
int64_t chooseDepth(int64_t trip, int64_t maxDepth);

// Items 1-13 on a Pipeline loop whose body is already visited and whose
// bounds and step are the given constants. A Diagnostic for the
// INTERNAL_CHECK failures (return_vars / iter_args / yield counts).
ir::Result<Outcome> analyse(const ir::ForStmt &loop, int64_t factor, int64_t start, int64_t stop,
                            int64_t step);

// Items 14-17: the skewed replacement of loop (flattened statement list).
ir::Result<ir::StmtPtr> lowerSkewed(Context &ctx, const ir::ForStmt &loop, const Plan &plan);

// The attrs of a loop leaving the pass (demoted or steady): pipeline_stages
// stripped (unless a fault keeps it), every other attr kept.
ir::AttrList demotedAttrs(const Context &ctx, const ir::AttrList &attrs);
ir::ForKind demotedKind(const Context &ctx);

// An error of this pass (kind = PyPTO's exception class); see lpl::passError.
ir::Diagnostic skewError(std::string kind, std::string message, const ir::SourceLoc &span = {},
                         std::string checkExpr = {});

} // namespace pipecheck::passes::skew

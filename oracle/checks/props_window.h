// Internal to the window properties (props_window*.cpp): what a cross-core
// loop and a cross-core pair are, and which snapshots the window judges.
//
// A cross-core op is tile.tpush_to_aiv / tpush_to_aic / tpop_from_aic /
// tpop_from_aiv as the whole value of an AssignStmt or EvalStmt
// (channel_log.h). A cross-core loop is a ForStmt whose top-level body (nested SeqStmts
// flattened, nothing inside inner loops or ifs) has at least one push and
// one pop, the trigger of SkewCrossCorePipeline. The AIC side of a pair is a
// function that pushes to or pops from the AIV (tpush_to_aiv,
// tpop_from_aiv); the AIV side uses tpush_to_aic / tpop_from_aic (a function
// using ops of both sides is on neither). A program
// has a cross-core pair when it has at least one of each; the k-th AIC-side
// function (program order) is paired with the k-th AIV-side function.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "oracle/checks/channel_log.h"
#include "oracle/checks/context.h"

namespace pipecheck::checks::window {

// XcOp, crossCoreOp, isPush, isPop and hasCrossCoreOps: channel_log.h.
bool isCrossCoreLoop(const ir::ForStmt &f);

// (aic-side function, aiv-side function) pairs, see above.
std::vector<std::pair<std::string, std::string>> crossCorePairs(const ir::Program &p);

// The outputs from the skew_cross_core_pipeline snapshot on (every output
// when the run has none of that name).
std::vector<pipeline::Snapshot> snapshotsFromSkew(const RunContext &ctx);

// "func:loop i [file:3:9]".
std::string loopText(const std::string &function, const ir::ForStmt &f);

} // namespace pipecheck::checks::window

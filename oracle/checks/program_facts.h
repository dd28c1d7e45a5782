// Facts about source programs that several properties need: the pipeline
// loops (with F, step, static trip, dbC), the enclosing-loop chain of each
// tile definition, and the membership attr codec.
//
// The oracle reads these from the source IR on its own; it deliberately does
// not reuse the pass's helpers (a shared bug would hide itself).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/program.h"
#include "oracle/checks/context.h"

namespace pipecheck::checks {

struct SourceLoopFact {
  std::string function;
  int index = 0;          // pre-order among the function's Pipeline loops
  std::string loopVar;
  int64_t stages = 1;     // F
  int64_t step = 1;       // 0 when not a compile-time constant
  std::optional<int64_t> staticTrip; // both bounds constant
  bool dbc = false;       // pipeline_double_buffer_c
  bool needsMainLoop = false; // dynamic bounds, or static trip >= F
  bool replicates = false;    // F > 1 and not a static zero-trip loop
  const ir::ForStmt *node = nullptr; // the loop (valid while its program lives)
  std::string id() const; // "kernel#0 (i)"
};

std::vector<SourceLoopFact> sourcePipelineLoops(const ir::Program &source);

// For each function, def name hint -> the replicating source loops around
// that definition, innermost first (positions in sourcePipelineLoops()).
// A name defined in several places maps to {-1} (ambiguous: not judged).
using DefChains = std::map<std::string, std::map<std::string, std::vector<int>>>;
DefChains tileDefChains(const ir::Program &source, const std::vector<SourceLoopFact> &loops);

struct MembershipPair {
  int64_t group = 0;
  int64_t stage = 0;
};
// "0:1;3:0" -> {(0,1), (3,0)}; nullopt when malformed.
std::optional<std::vector<MembershipPair>> parseMembership(std::string_view text);

// Every Pipeline ForStmt of the program (function name, node), pre-order.
std::vector<std::pair<std::string, const ir::ForStmt *>> pipelineLoopNodes(const ir::Program &p);

// Value of an integer expression over constants and scalar params (by name);
// nullopt when it mentions anything else (a loop var, a call) or divides by 0.
std::optional<int64_t> evalParamExpr(const ir::ExprPtr &e,
                                     const std::map<std::string, int64_t> &params);

// The snapshot produced by lower_pipeline_loops (or the given lowering).
ir::ProgramPtr loweredSnapshot(const RunContext &ctx);

// The program lower_pipeline_loops received: the snapshot right before it
// (the skew and the slot pass run first and take the cross-core and slotted
// loops away), or the source when it ran first or the lowering was given.
// The properties that judge LowerPipelineLoops' own contract (marker, tags,
// proofs) compare against this, not against the source: a loop the skew
// demoted is no longer LowerPipelineLoops' to replicate.
ir::ProgramPtr lowerInputSnapshot(const RunContext &ctx);

} // namespace pipecheck::checks

// The "pipeline_membership" Call attribute codec (reference section 5.1).
//
// A membership is a std::string of "<group>:<stage>" pairs joined by ";",
// e.g. "0:1" or "3:0;0:1". LowerPipelineLoops appends one pair per enclosing
// replicated region (innermost first); downstream passes parse it and treat
// two lists as conflicting when they share a group with different stages.
// Parsing mirrors PyPTO: tokens split at the first ':', both sides parsed
// like std::stol with the whole side consumed; malformed tokens are skipped
// and nothing throws. Shared by the pass, later passes and the oracles.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pipecheck::passes {

// SkewCrossCorePipeline numbers its membership groups from here (per
// function), far above LowerPipelineLoops' 0, 1, ...; the oracles use it to
// tell a skew's deliberate multi-buffering from LowerPipelineLoops' tags.
inline constexpr int32_t kSkewGroupBase = 1 << 20;

struct MembershipPair {
  int64_t group = 0;
  int64_t stage = 0;
  bool operator==(const MembershipPair &) const = default;
};

// packed empty -> "g:s"; otherwise packed + ";" + "g:s".
std::string appendPipelineMembership(std::string_view packed, int64_t group, int64_t stage);
std::vector<MembershipPair> parsePipelineMembership(std::string_view packed);
// True iff the lists share a group id with different stage numbers.
bool pipelineMembershipsConflict(const std::vector<MembershipPair> &a,
                                 const std::vector<MembershipPair> &b);

} // namespace pipecheck::passes

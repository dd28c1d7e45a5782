// A line-based unified diff of two texts, the witness of model-agrees.
//
// The classic longest-common-subsequence table over the lines that remain
// after the common prefix and suffix are cut off (pass outputs differ in a
// few places, so what remains is small). Hunks carry `context` lines on each
// side and the usual "@@ -a,n +b,m @@" headers. When the middle is too large
// for the table (more than kMaxCells line pairs) the diff degrades to one
// hunk that replaces the whole middle: still a correct diff, only not a
// minimal one.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace pipecheck::checks {

inline constexpr std::size_t kMaxDiffCells = std::size_t{4} << 20;

// "" when a == b; otherwise "--- nameA\n+++ nameB\n@@ ... @@\n..." lines.
std::string unifiedDiff(std::string_view a, std::string_view b, std::string_view nameA,
                        std::string_view nameB, int context = 3);

} // namespace pipecheck::checks

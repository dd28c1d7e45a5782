// The nearest known name to a misspelt one, for "did you mean" hints of the
// command line (tools/flags.h) and of the environment switches
// (tools/env_switches.h).
//
// Distance is the Levenshtein edit distance (insert, delete, substitute, one
// each); ties go to the earlier candidate, so a table's order decides.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace pipecheck::tools {

std::size_t editDistance(std::string_view a, std::string_view b);

// The candidate closest to `word` ("" when there are none).
std::string nearestName(std::string_view word, const std::vector<std::string> &candidates);

} // namespace pipecheck::tools

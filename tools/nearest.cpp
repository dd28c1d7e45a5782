// Edit distance and the nearest known name; see nearest.h.
#include "tools/nearest.h"

#include <algorithm>
#include <numeric>

namespace pipecheck::tools {

std::size_t editDistance(std::string_view a, std::string_view b) {
  // One row of the dynamic-programming table at a time.
  std::vector<std::size_t> row(b.size() + 1);
  std::iota(row.begin(), row.end(), std::size_t{0});
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

std::string nearestName(std::string_view word, const std::vector<std::string> &candidates) {
  std::string best;
  std::size_t bestDistance = 0;
  for (const std::string &c : candidates) {
    std::size_t d = editDistance(word, c);
    if (best.empty() || d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

} // namespace pipecheck::tools

// Membership codec; see PipelineMembership.h.
#include "core/passes/PipelineMembership.h"

#include <cerrno>
#include <cstdlib>
#include <optional>

namespace pipecheck::passes {
namespace {

// std::stol with "the whole substring consumed" and no exceptions: leading
// whitespace and a sign are accepted (as strtol does), trailing text, an
// empty string and out-of-range values are rejected.
std::optional<int64_t> parseWholeLong(std::string_view s) {
  std::string buf(s);
  if (buf.empty())
    return std::nullopt;
  errno = 0;
  char *end = nullptr;
  long v = std::strtol(buf.c_str(), &end, 10);
  if (end == buf.c_str() || errno == ERANGE || *end != '\0')
    return std::nullopt;
  return static_cast<int64_t>(v);
}

} // namespace

std::string appendPipelineMembership(std::string_view packed, int64_t group, int64_t stage) {
  std::string pair = std::to_string(group) + ":" + std::to_string(stage);
  if (packed.empty())
    return pair;
  return std::string(packed) + ";" + pair;
}

std::vector<MembershipPair> parsePipelineMembership(std::string_view packed) {
  std::vector<MembershipPair> out;
  std::size_t pos = 0;
  while (pos <= packed.size()) {
    std::size_t semi = packed.find(';', pos);
    std::string_view tok =
        packed.substr(pos, semi == std::string_view::npos ? std::string_view::npos : semi - pos);
    std::size_t colon = tok.find(':');
    if (colon != std::string_view::npos) {
      auto g = parseWholeLong(tok.substr(0, colon));
      auto s = parseWholeLong(tok.substr(colon + 1));
      if (g && s)
        out.push_back({*g, *s});
    }
    if (semi == std::string_view::npos)
      break;
    pos = semi + 1;
  }
  return out;
}

bool pipelineMembershipsConflict(const std::vector<MembershipPair> &a,
                                 const std::vector<MembershipPair> &b) {
  for (const MembershipPair &x : a)
    for (const MembershipPair &y : b)
      if (x.group == y.group && x.stage != y.stage)
        return true;
  return false;
}

} // namespace pipecheck::passes

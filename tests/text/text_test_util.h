// Helpers shared by the text tests: reading golden files from the in-repo
// copy, listing them for parameterised tests, and gtest-safe names.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace pipecheck::text::testing {

inline std::string sourceDir() { return PIPECHECK_SOURCE_DIR; }

inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Golden files hold the raw printer text plus exactly one "\n".
inline std::string stripOneNewline(std::string s) {
  if (!s.empty() && s.back() == '\n')
    s.pop_back();
  return s;
}

// Files under dir (recursively) whose name satisfies pred, sorted, as paths
// relative to the repository root.
template <class Pred> std::vector<std::string> listFiles(const std::string &rel, Pred pred) {
  std::vector<std::string> out;
  std::filesystem::path root = std::filesystem::path(sourceDir()) / rel;
  std::error_code ec;
  if (!std::filesystem::exists(root, ec))
    return out;
  for (const auto &e : std::filesystem::recursive_directory_iterator(root, ec))
    if (e.is_regular_file() && pred(e.path()))
      out.push_back(std::filesystem::relative(e.path(), sourceDir()).string());
  std::sort(out.begin(), out.end());
  return out;
}

inline std::string testName(const std::string &path) {
  std::string n;
  for (char c : path)
    n += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return n;
}

} // namespace pipecheck::text::testing

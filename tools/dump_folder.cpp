// Dump-folder listing and window finding; see dump_folder.h.
#include "tools/dump_folder.h"

#include <algorithm>
#include <filesystem>
#include <regex>

#include "core/pipeline/pipeline.h"

namespace pipecheck::tools {

namespace fs = std::filesystem;

std::optional<std::vector<DumpFile>> listDumpFolder(const std::string &dir, std::string &error) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    error = dir + ": error: not a folder";
    return std::nullopt;
  }
  static const std::regex kAfter(R"(^([0-9]+)_after_([A-Za-z0-9]+)\.py$)");
  std::vector<DumpFile> out;
  for (const auto &e : fs::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    std::smatch m;
    if (name == "00_frontend.py")
      out.push_back({0, "", e.path().string()});
    else if (std::regex_match(name, m, kAfter))
      out.push_back({std::stoi(m[1].str()), m[2].str(), e.path().string()});
  }
  if (ec) {
    error = dir + ": error: " + ec.message();
    return std::nullopt;
  }
  if (out.empty()) {
    error = dir + ": error: no PyPTO pass dump here (no 00_frontend.py, no NN_after_<Pass>.py)";
    return std::nullopt;
  }
  std::sort(out.begin(), out.end(),
            [](const DumpFile &a, const DumpFile &b) { return a.number < b.number; });
  return out;
}

std::optional<passes::PassInfo> passByAnyName(const std::string &name) {
  if (auto p = passes::findPass(name))
    return p;
  for (const passes::PassInfo &p : passes::registeredPasses())
    if (p.className == name)
      return p;
  return std::nullopt;
}

std::optional<DumpWindow> findWindow(const std::vector<DumpFile> &files,
                                     passes::MemoryPlanner planner, std::string &error) {
  const std::vector<std::string> window = pipeline::defaultPassList();
  auto registryOf = [&](const DumpFile &f) -> std::optional<std::string> {
    auto p = passByAnyName(f.pass);
    if (!p || p->className != f.pass ||
        std::find(window.begin(), window.end(), p->name) == window.end())
      return std::nullopt;
    return p->name;
  };
  std::size_t first = 0;
  while (first < files.size() && !registryOf(files[first]))
    ++first;
  if (first == files.size()) {
    error = "error: the folder holds no pass of the window (SkewCrossCorePipeline .. "
            "AllocateMemoryAddr)";
    return std::nullopt;
  }
  if (first == 0) {
    error = files[0].path + ": error: the first dump is a window pass; the snapshot before it "
                            "(the window's input) is missing";
    return std::nullopt;
  }
  DumpWindow w;
  w.input = files[first - 1];
  for (std::size_t i = first; i < files.size(); ++i) {
    auto reg = registryOf(files[i]);
    if (!reg)
      break;
    w.passes.push_back(files[i]);
    w.registry.push_back(*reg);
  }
  for (const std::string &name : window) {
    if (pipeline::plannerSkipsPass(name, planner))
      continue;
    if (std::find(w.registry.begin(), w.registry.end(), name) == w.registry.end())
      w.missing.push_back(passes::findPass(name)->className);
  }
  return w;
}

} // namespace pipecheck::tools

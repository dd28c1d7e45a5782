// Shared by the benchmarks: the corpus programs, parsed once.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/text/parser.h"
#include "oracle/checks/context.h"

namespace pipecheck::bench {

struct CorpusProgram {
  std::string name;
  ir::ProgramPtr program;
  checks::ParamRanges params;
};

inline const std::vector<CorpusProgram> &corpus() {
  static const std::vector<CorpusProgram> programs = [] {
    std::vector<CorpusProgram> out;
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    for (const auto &e : fs::directory_iterator(fs::path(PIPECHECK_SOURCE_DIR) / "corpus"))
      if (e.path().extension() == ".py")
        files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto &f : files) {
      std::ifstream in(f);
      std::stringstream ss;
      ss << in.rdbuf();
      std::string text = ss.str();
      auto p = text::parseProgram(text, f.filename().string());
      if (!p.ok())
        continue;
      checks::ParamRanges ranges;
      auto pos = text.find("# params:");
      if (pos != std::string::npos)
        ranges = checks::parseParamRanges(text.substr(pos + 9, text.find('\n', pos) - pos - 9));
      out.push_back({f.stem().string(), *p, ranges});
    }
    return out;
  }();
  return programs;
}

} // namespace pipecheck::bench

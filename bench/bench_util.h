// Shared by the benchmarks: the corpus programs, parsed once.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

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

// Registers one benchmark argument per corpus program (0 .. size-1), so a
// program added to corpus/ is benchmarked without editing a range.
inline void corpusArgs(benchmark::internal::Benchmark *b) {
  for (std::size_t k = 0; k < corpus().size(); ++k)
    b->Arg(static_cast<int64_t>(k));
}

} // namespace pipecheck::bench

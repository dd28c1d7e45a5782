// The replay driver: a main() for machines without libFuzzer.
//
// Linked with one target's source (fuzz_pipeline.cpp or fuzz_text.cpp), it
// calls LLVMFuzzerInitialize once and LLVMFuzzerTestOneInput on every file
// named on the command line; a directory means every regular file in it
// (sorted, not recursive, dot files and *.md skipped). A failing input
// aborts the process exactly as under libFuzzer, so a non-zero exit means a
// finding. Replaying no file at all is an error (exit 2): a corpus test that
// found nothing to replay must not pass.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, std::size_t size);

namespace {

bool skipped(const std::filesystem::path &p) {
  std::string name = p.filename().string();
  return name.empty() || name[0] == '.' || p.extension() == ".md";
}

std::vector<std::string> inputsOf(const std::string &arg) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  std::error_code ec;
  if (fs::is_directory(arg, ec)) {
    for (const auto &e : fs::directory_iterator(arg, ec))
      if (e.is_regular_file() && !skipped(e.path()))
        out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
  } else {
    out.push_back(arg);
  }
  return out;
}

} // namespace

int main(int argc, char **argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  long replayed = 0;
  double cpuMs = 0, slowestMs = -1;
  std::string slowest;
  for (int i = 1; i < argc; ++i) {
    for (const std::string &path : inputsOf(argv[i])) {
      std::ifstream in(path, std::ios::binary);
      if (!in) {
        std::fprintf(stderr, "replay: cannot read %s\n", path.c_str());
        return 2;
      }
      std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      std::fprintf(stderr, "replay: %s (%zu bytes)\n", path.c_str(), bytes.size());
      std::clock_t start = std::clock();
      LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
      double ms = 1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
      cpuMs += ms;
      if (ms > slowestMs) {
        slowestMs = ms;
        slowest = path;
      }
      ++replayed;
    }
  }
  if (replayed == 0) {
    std::fprintf(stderr, "usage: %s FILE|DIR...  (no input replayed)\n", argv[0]);
    return 2;
  }
  // CPU per input, so a target's exec/s can be read without libFuzzer (the
  // figure issue 15 asks of fuzz_text) and the slowest input found.
  std::fprintf(stderr, "replay: %ld input(s), no failure; %.1f CPU-ms, %.0f exec/CPU-s; slowest %.1f ms: %s\n",
               replayed, cpuMs, cpuMs > 0 ? 1000.0 * static_cast<double>(replayed) / cpuMs : 0.0,
               slowestMs, slowest.c_str());
  return 0;
}

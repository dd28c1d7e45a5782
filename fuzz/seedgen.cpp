// fuzz_seedgen: writes byte seeds for fuzz_pipeline.
//
// usage: fuzz_seedgen OUTDIR [--count N] [--seed S] [--tries T]
// Draws random byte strings (lengths 4, 8, .., 512, from a splitmix64 PRNG seeded
// with S), decodes each through gen::BytesChoiceSource + generateProgram
// exactly as fuzz_pipeline does, and keeps a string when its program has a
// generator feature (Features.h: stage-3, dyn-stop, matmul-acc, ...) that
// no kept seed has yet; then fills up to N seeds with the programs of most
// features. The kept strings are written as OUTDIR/seed-NNN.bin with a
// one-line summary of their features on stdout, so the seed set covers the
// generator's feature table without hand-picking bytes. Deterministic: the
// same S gives the same files.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/ir/splitmix64.h"

#include "properties/gen/Generator.h"

namespace {

struct Candidate {
  std::vector<uint8_t> bytes;
  pipecheck::gen::FeatureSet features;
  int distinct = 0;
};

std::string featureList(const pipecheck::gen::FeatureSet &fs) {
  std::string out;
  for (int f = 0; f < pipecheck::gen::kFeatureCount; ++f)
    if (fs.counts[f])
      out += (out.empty() ? "" : ",") +
             std::string(pipecheck::gen::featureName(static_cast<pipecheck::gen::Feature>(f)));
  return out;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: fuzz_seedgen OUTDIR [--count N] [--seed S] [--tries T]\n");
    return 2;
  }
  std::string outDir = argv[1];
  long count = 40, tries = 4000;
  uint64_t state = 1;
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    long value = std::atol(argv[i + 1]);
    if (flag == "--count")
      count = value;
    else if (flag == "--seed")
      state = static_cast<uint64_t>(value);
    else if (flag == "--tries")
      tries = value;
    else {
      std::fprintf(stderr, "fuzz_seedgen: unknown flag %s\n", flag.c_str());
      return 2;
    }
  }
  std::vector<Candidate> pool;
  for (long t = 0; t < tries; ++t) {
    Candidate c;
    std::size_t len = std::size_t{4} << (pipecheck::splitmix64Next(state) % 8); // 4 .. 512 bytes
    for (std::size_t i = 0; i < len; ++i)
      c.bytes.push_back(static_cast<uint8_t>(pipecheck::splitmix64Next(state)));
    pipecheck::gen::BytesChoiceSource src(c.bytes.data(), c.bytes.size());
    auto g = pipecheck::gen::generateProgram(src);
    if (!g.ok()) {
      std::fprintf(stderr, "fuzz_seedgen: generator error: %s\n", g.error().str().c_str());
      return 1;
    }
    c.bytes.resize(std::max<std::size_t>(src.bytesUsed(), 1)); // drop unread bytes
    c.features = g->features;
    for (uint32_t n : c.features.counts)
      c.distinct += n ? 1 : 0;
    pool.push_back(std::move(c));
  }
  // Greedy cover of the features, then the richest programs.
  std::vector<const Candidate *> kept;
  std::vector<bool> covered(pipecheck::gen::kFeatureCount, false);
  for (bool progress = true; progress && static_cast<long>(kept.size()) < count;) {
    progress = false;
    const Candidate *best = nullptr;
    int bestNew = 0;
    for (const Candidate &c : pool) {
      int fresh = 0;
      for (int f = 0; f < pipecheck::gen::kFeatureCount; ++f)
        fresh += (c.features.counts[f] && !covered[f]) ? 1 : 0;
      if (fresh > bestNew || (fresh == bestNew && fresh > 0 && c.bytes.size() < best->bytes.size()))
        best = &c, bestNew = fresh;
    }
    if (best) {
      kept.push_back(best);
      for (int f = 0; f < pipecheck::gen::kFeatureCount; ++f)
        covered[f] = covered[f] || best->features.counts[f];
      progress = true;
    }
  }
  std::vector<const Candidate *> rest;
  for (const Candidate &c : pool)
    if (std::find(kept.begin(), kept.end(), &c) == kept.end())
      rest.push_back(&c);
  std::stable_sort(rest.begin(), rest.end(),
                   [](const Candidate *a, const Candidate *b) { return a->distinct > b->distinct; });
  for (const Candidate *c : rest) {
    if (static_cast<long>(kept.size()) >= count)
      break;
    kept.push_back(c);
  }
  std::filesystem::create_directories(outDir);
  for (std::size_t i = 0; i < kept.size(); ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "seed-%03zu.bin", i);
    std::ofstream out(outDir + "/" + name, std::ios::binary);
    out.write(reinterpret_cast<const char *>(kept[i]->bytes.data()),
              static_cast<std::streamsize>(kept[i]->bytes.size()));
    std::printf("%s %zu bytes: %s\n", name, kept[i]->bytes.size(),
                featureList(kept[i]->features).c_str());
  }
  int n = static_cast<int>(std::count(covered.begin(), covered.end(), true));
  std::printf("fuzz_seedgen: %zu seeds cover %d of %d generator features\n", kept.size(), n,
              pipecheck::gen::kFeatureCount);
  return 0;
}

// Helpers for the SkewCrossCorePipeline tests: text in, text (or error) out.
//
// runSkew parses DSL text as "input.py" and runs the named registered passes
// through core/pipeline's runPipeline (Ascend910B, the PyPTO planner unless
// told otherwise, plus any faults) and prints the result raw; a
// failure becomes "ERROR: <kind>: <message>". crossCore() writes one AIV
// function around a cross-core loop body with chosen bounds and stage count.
// Expected texts and numbers in the tests are written from
// reference/neighbour-passes.md section 5 and the golden files, not from
// running the pass. File reading, golden trimming and the first-difference
// message come from the canon and memory test helpers.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "core/pipeline/pipeline.h"
#include "tests/passes_canon/canon_test_util.h"
#include "tests/passes_memory/memory_test_util.h"

namespace pipecheck::skewtest {

using canontest::firstDiff;
using memtest::golden;
using memtest::program;
using memtest::readFile;

struct Outcome {
  bool ok = false;
  std::string text;      // printed program or "ERROR: kind: message"
  std::string kind;      // error kind on failure
  ir::ProgramPtr input;  // parsed input (null on a parse error)
  ir::ProgramPtr output; // null on error
};

inline Outcome runSkew(const std::string &src,
                       const std::vector<std::string> &names = {"skew_cross_core_pipeline"},
                       const std::set<std::string> &faults = {},
                       passes::MemoryPlanner planner = passes::MemoryPlanner::PYPTO) {
  Outcome out;
  auto parsed = text::parseProgram(src, "input.py");
  if (!parsed.ok()) {
    out.text = "PARSE ERROR: " + parsed.error().str();
    return out;
  }
  out.input = parsed.value();
  pipeline::PipelineOptions opts;
  opts.passOptions.faults = faults;
  opts.passOptions.planner = planner;
  opts.fileName = "input.py";
  pipeline::PipelineRun run = pipeline::runPipeline(out.input, names, opts);
  if (!run.ok()) {
    const ir::Diagnostic *d = run.diagnostics.empty() ? nullptr : &run.diagnostics.front();
    out.kind = d ? d->kind : "";
    out.text = "ERROR: " + out.kind + ": " + (d ? d->message : run.summary());
    return out;
  }
  out.ok = true;
  out.output = run.finalProgram();
  out.text = text::printProgram(*out.output);
  return out;
}

// One AIV function `f` whose only statement before the return is `loopHeader`
// followed by `body` (both given without indentation; body lines are
// indented one level under the loop).
inline std::string crossCore(const std::string &loopHeader, const std::vector<std::string> &body,
                             const std::string &tail = "        return y") {
  std::string s = "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, "
                  "role=pl.Role.SubWorker)\n"
                  "    def f(x: pl.Tensor[[4096, 64], pl.FP32], base: pl.Scalar[pl.INDEX], "
                  "n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4096, 64], pl.FP32]]) -> "
                  "pl.Tensor[[4096, 64], pl.FP32]:\n"
                  "        " +
                  loopHeader + "\n";
  for (const std::string &line : body)
    s += "            " + line + "\n";
  s += tail + "\n";
  return program("P", s);
}

// The plain single-round-trip body (load, push, pop, store into the iter arg).
inline std::vector<std::string> roundTripBody() {
  return {
      "t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], "
      "[32, 64], target_memory=pl.Mem.Vec)",
      "pl.tile.tpush_to_aic(t, split=0)",
      "r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)",
      "o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(r, [i * 32, 0], o)",
      "y: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(o2)",
  };
}

} // namespace pipecheck::skewtest

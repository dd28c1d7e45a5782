// Helpers for the LowerPipelineToSlots tests: DSL text in, printed text out.
//
// kernel(loops) wraps loop text (already indented by 8 spaces) in one AIV
// function `f(x, n, out)` of a fixed program; slots(src) runs
// lower_pipeline_to_slots alone (PTOAS on Ascend910B unless told otherwise)
// through tests/passes_memory's runPasses; printed(src) is the parse-print of
// src, i.e. what a declined program must come back as. Expected texts in the
// tests come from reference/neighbour-passes.md section 6 and the
// golden-window README, never from running the pass.
#pragma once

#include <string>

#include "tests/passes_memory/memory_test_util.h"

namespace pipecheck::slotstest {

inline std::string kernel(const std::string &loops,
                          const std::string &shape = "[512, 256]") {
  std::string t = "pl.Tensor[" + shape + ", pl.FP32]";
  std::string body = !loops.empty() && loops.front() == '\n' ? loops.substr(1) : loops;
  return memtest::program(
      "Slots", "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, "
               "role=pl.Role.SubWorker)\n    def f(x: " + t + ", n: pl.Scalar[pl.INDEX], out: pl.Out[" +
                   t + "]) -> " + t + ":\n" + body);
}

inline memtest::Outcome slots(const std::string &src,
                              passes::Backend backend = passes::Backend::Ascend910B,
                              passes::MemoryPlanner planner = passes::MemoryPlanner::PTOAS,
                              std::set<std::string> faults = {}) {
  passes::PassOptions o;
  o.backend = backend;
  o.planner = planner;
  o.faults = std::move(faults);
  return memtest::runPasses(src, {"lower_pipeline_to_slots"}, o);
}

inline std::string printed(const std::string &src) {
  auto p = text::parseProgram(src, "input.py", text::snapshotReading()); // as runPasses reads it
  return p.ok() ? text::printProgram(*p.value()) : "PARSE ERROR: " + p.error().message;
}

inline std::size_t count(const std::string &s, const std::string &what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
    ++n;
  return n;
}

} // namespace pipecheck::slotstest

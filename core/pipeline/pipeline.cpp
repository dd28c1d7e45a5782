// The pass runner; see pipeline.h.
//
// Order per pass: create from the registry, run with the options' faults,
// time it, then (if on) verify and round-trip its output. A snapshot is
// appended only when the output passed every instrument, so snapshots.back()
// is always the IR from before a failing pass.
#include "core/pipeline/pipeline.h"

#include <chrono>
#include <set>

#include "core/ir/walk.h"
#include "core/passes/faults.h"
#include "core/pipeline/instruments.h"

namespace pipecheck::pipeline {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

void appendAll(ir::Diagnostics &to, const ir::Diagnostics &from) {
  to.insert(to.end(), from.begin(), from.end());
}

// Runs the enabled instruments; true when the program passed.
bool instrument(const ir::ProgramPtr &p, const PipelineOptions &o,
                const std::set<std::string> &established,
                const std::set<std::string> &invalidated, ir::Diagnostics &out) {
  if (o.verify) {
    ir::Diagnostics ds = verifyProgram(p, established, invalidated);
    appendAll(out, ds);
    if (hasErrors(ds))
      return false;
  }
  if (o.roundTrip) {
    ir::Diagnostics ds = roundTripProgram(p, o.fileName);
    appendAll(out, ds);
    if (hasErrors(ds))
      return false;
  }
  return true;
}

// The size budget's message when `p` has more statements than it allows.
std::optional<std::string> sizeOverBudget(const ir::Program &p, const PipelineOptions &o,
                                          const std::string &what) {
  if (o.maxStatements == 0)
    return std::nullopt;
  std::size_t n = countStatements(p);
  if (n <= o.maxStatements)
    return std::nullopt;
  return what + " has " + std::to_string(n) + " statements, over the size budget of " +
         std::to_string(o.maxStatements);
}

} // namespace

std::size_t countStatements(const ir::Program &program) {
  std::size_t n = 0;
  for (const ir::FunctionPtr &f : program.functions)
    if (f && f->body)
      ir::forEachStmt(f->body, [&](const ir::StmtPtr &s) { n += s->kind != ir::StmtKind::Seq; });
  return n;
}

std::string PipelineRun::summary() const {
  if (ok())
    return "ok";
  std::string s = "pass '" + *failedPass + "' failed";
  for (const ir::Diagnostic &d : diagnostics)
    if (d.severity == ir::Severity::Error)
      return s + ": " + (d.kind.empty() ? "" : d.kind + ": ") + d.message;
  return s;
}

PipelineRun runPipeline(const ir::ProgramPtr &input, const std::vector<std::string> &passNames,
                        const PipelineOptions &options) {
  PipelineRun run;
  run.snapshots.push_back({"input", input});
  if (ir::Status st = passes::validateFaults(options.passOptions); !st.ok()) {
    run.diagnostics.push_back(st.error());
    run.failedPass = passNames.empty() ? "input" : passNames.front();
    return run;
  }
  if ((run.overBudget = sizeOverBudget(*input, options, "the input")))
    return run;
  std::set<std::string> established; // stage properties produced so far
  std::set<std::string> invalidated; // broken by a pass and not produced again since
  if (options.verify) {
    ir::Diagnostics ds = verifyProgram(input, established);
    appendAll(run.diagnostics, ds);
    if (hasErrors(ds)) {
      run.failedPass = "input";
      return run;
    }
  }
  for (const std::string &name : passesForPlanner(passNames, options.passOptions.planner)) {
    ir::Result<passes::PassPtr> pass = passes::createPass(name);
    if (!pass.ok()) {
      run.diagnostics.push_back(pass.error());
      run.failedPass = name;
      return run;
    }
    PassTiming timing{name};
    std::optional<passes::PassInfo> info = passes::findPass(name);
    if (info->warnings)
      appendAll(run.diagnostics, info->warnings(*run.finalProgram(), options.passOptions));
    Clock::time_point t0 = Clock::now();
    ir::Result<ir::ProgramPtr> out = pass.value()->run(run.finalProgram(), options.passOptions);
    timing.passSeconds = secondsSince(t0);
    if (!out.ok()) {
      run.timings.push_back(timing);
      run.diagnostics.push_back(out.error());
      run.failedPass = name;
      return run;
    }
    for (const std::string &prop : info->invalidates)
      invalidated.insert(prop);
    for (const std::string &prop : info->produces) {
      established.insert(prop);
      invalidated.erase(prop);
    }
    if ((run.overBudget = sizeOverBudget(*out.value(), options, "the output of " + name))) {
      run.timings.push_back(timing);
      return run;
    }
    Clock::time_point t1 = Clock::now();
    bool passed = instrument(out.value(), options, established, invalidated, run.diagnostics);
    timing.instrumentSeconds = secondsSince(t1);
    run.timings.push_back(timing);
    if (!passed) {
      run.failedPass = name;
      run.failedOutput = out.value();
      return run;
    }
    run.snapshots.push_back({name, out.value()});
  }
  return run;
}

std::vector<std::string> splitPassList(std::string_view list) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (pos <= list.size()) {
    std::size_t comma = list.find(',', pos);
    std::string_view item =
        list.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
    while (!item.empty() && item.front() == ' ')
      item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ')
      item.remove_suffix(1);
    if (!item.empty())
      out.emplace_back(item);
    if (comma == std::string_view::npos)
      break;
    pos = comma + 1;
  }
  return out;
}

std::optional<std::vector<std::string>> namedPipeline(std::string_view name) {
  if (name == "lower")
    return std::vector<std::string>{"lower_pipeline_loops"};
  if (name == "canon")
    return std::vector<std::string>{"lower_pipeline_loops", "canonicalize_io_order"};
  if (name == "window")
    return std::vector<std::string>{"skew_cross_core_pipeline", "lower_pipeline_to_slots",
                                    "lower_pipeline_loops", "canonicalize_io_order"};
  if (name == "memory")
    return std::vector<std::string>{"skew_cross_core_pipeline",     "lower_pipeline_to_slots",
                                    "lower_pipeline_loops",         "canonicalize_io_order",
                                    "materialize_tensor_strides",   "init_mem_ref",
                                    "materialize_semantic_aliases", "memory_reuse",
                                    "allocate_memory_addr"};
  return std::nullopt;
}

std::vector<std::string> defaultPassList() { return *namedPipeline(kDefaultPipeline); }

std::vector<std::string> defaultPassList(passes::MemoryPlanner planner) {
  return passesForPlanner(defaultPassList(), planner);
}

bool plannerSkipsPass(std::string_view pass, passes::MemoryPlanner planner) {
  return planner == passes::MemoryPlanner::PTOAS &&
         (pass == "memory_reuse" || pass == "allocate_memory_addr");
}

std::vector<std::string> passesForPlanner(const std::vector<std::string> &names,
                                          passes::MemoryPlanner planner) {
  std::vector<std::string> out;
  for (std::string n : names) {
    if (std::optional<passes::PassInfo> info = passes::findPass(n))
      n = info->name; // PyPTO's CamelCase spelling runs as the factory name
    if (!plannerSkipsPass(n, planner))
      out.push_back(n);
  }
  return out;
}

} // namespace pipecheck::pipeline

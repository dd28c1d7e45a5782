// RunContext: one pipeline run and cached interpreter runs; see context.h.
#include "oracle/checks/context.h"

#include <charconv>
#include <sstream>

#include "oracle/checks/program_facts.h"
#include "oracle/interp/interpreter.h"
#include "oracle/interp/observer.h"
#include "oracle/smt/solver.h"

namespace pipecheck::checks {

RunContext::RunContext(CheckInput input) : input_(std::move(input)) {
  const std::size_t maxStatements = input_.budget.maxSnapshotStatements;
  // Snapshots given from outside meet the same size budget as produced ones.
  auto overBudget = [&](const pipeline::Snapshot &s) {
    std::size_t n = maxStatements ? pipeline::countStatements(*s.program) : 0;
    if (n > maxStatements && !run_.overBudget)
      run_.overBudget = "snapshot " + s.name + " has " + std::to_string(n) +
                        " statements, over the size budget of " + std::to_string(maxStatements);
  };
  if (!input_.givenSnapshots.empty() || !input_.givenFailedPass.empty()) {
    run_.snapshots.push_back({"input", input_.source});
    for (const auto &s : input_.givenSnapshots) {
      run_.snapshots.push_back(s);
      outputs_.push_back(s);
    }
    if (!input_.givenFailedPass.empty()) {
      run_.failedPass = input_.givenFailedPass;
      run_.diagnostics.push_back(input_.givenFailure);
    }
    for (const auto &s : run_.snapshots)
      overBudget(s);
    return;
  }
  if (input_.givenLowered) {
    run_.snapshots.push_back({"input", input_.source});
    outputs_.push_back({input_.givenLoweredName, input_.givenLowered});
    overBudget(run_.snapshots.front());
    overBudget(outputs_.front());
    return;
  }
  pipeline::PipelineOptions opts;
  opts.passOptions = input_.passOptions;
  opts.fileName = input_.fileName;
  opts.maxStatements = maxStatements;
  run_ = pipeline::runPipeline(input_.source, input_.passes, opts);
  for (std::size_t i = 1; i < run_.snapshots.size(); ++i)
    outputs_.push_back(run_.snapshots[i]);
}

ir::ProgramPtr RunContext::snapshot(std::string_view pass) const {
  for (const auto &s : outputs_)
    if (s.name == pass)
      return s.program;
  return nullptr;
}

smt::SolverSession &RunContext::solver() {
  if (!input_.solver)
    input_.solver = std::make_shared<smt::SolverSession>();
  return *input_.solver;
}

namespace {

bool inRanges(const interp::ScalarSet &set, const ParamRanges &ranges) {
  for (const auto &[name, value] : set) {
    auto it = ranges.find(name);
    if (it != ranges.end() && (value < it->second.first || value > it->second.second))
      return false;
  }
  return true;
}

// True when every pipeline loop whose bounds depend only on scalar params
// runs in the direction of its step (start <= stop for a positive step).
// Only bounds an input set can change are filtered: a loop whose start,
// stop and step are all constants runs the same (zero) trip on every set,
// and the known finding the filter waives is about dynamic bounds
// (corpus/finding_dyn_stop_below_start.py). A static reversed loop used to
// empty every set, so differential and iteration-coverage judged nothing on
// such programs (about one generated program in ten).
bool boundsOrdered(const ir::Program &src, const interp::ScalarSet &set) {
  for (const auto &[fn, loop] : pipelineLoopNodes(src)) {
    if (ir::asConstInt(loop->start) && ir::asConstInt(loop->stop) && ir::asConstInt(loop->step))
      continue;
    auto start = evalParamExpr(loop->start, set);
    auto stop = evalParamExpr(loop->stop, set);
    auto step = evalParamExpr(loop->step, set);
    if (!start || !stop || !step)
      continue;
    if ((*step > 0 && *stop < *start) || (*step < 0 && *stop > *start))
      return false;
  }
  return true;
}

} // namespace

const std::vector<RunContext::InputSet> &RunContext::inputSets() {
  if (inputSets_)
    return *inputSets_;
  inputSets_.emplace();
  // Every set draws its tensors from the same seed: each content is drawn once.
  auto fills = std::make_shared<interp::FillCache>();
  const ir::Program &src = *input_.source;
  for (const std::string &entry : interp::entryFunctions(src)) {
    ir::FunctionPtr fn = src.find(entry);
    interp::EdgeOptions eo;
    // Base values for params the edge generator does not vary: the middle of
    // their declared range keeps the program in bounds.
    for (const auto &[name, range] : input_.params)
      eo.base[name] = range.first + (range.second - range.first) / 2;
    std::vector<interp::ScalarSet> sets = interp::edgeScalarSets(*fn, eo);
    if (sets.empty())
      sets.push_back({});
    int taken = 0;
    for (const auto &set : sets) {
      ++candidateSets_;
      if (!inRanges(set, input_.params))
        continue;
      if (input_.orderedBoundsOnly && !boundsOrdered(src, set)) {
        ++unorderedSets_;
        continue;
      }
      if (taken++ >= input_.maxInputSets)
        break;
      InputSet is;
      is.entry = entry;
      is.inputs.seed = input_.seed;
      is.inputs.fillCache = fills;
      is.inputs.scalars = set;
      is.label = entry + "(" + interp::formatScalarSet(set) + ")";
      inputSets_->push_back(std::move(is));
    }
  }
  return *inputSets_;
}

std::string RunContext::whyNoInputSets() {
  inputSets();
  if (candidateSets_ == 0)
    return "no entry function to run";
  std::string why = "none of " + std::to_string(candidateSets_) + " candidate input set(s) is run: ";
  int outOfRange = candidateSets_ - unorderedSets_;
  if (outOfRange)
    why += std::to_string(outOfRange) + " outside the param ranges";
  if (unorderedSets_)
    why += std::string(outOfRange ? ", " : "") + std::to_string(unorderedSets_) +
           " with a dynamic pipeline loop's stop below its start (--ordered-bounds)";
  return why;
}

const ExecResult &RunContext::exec(const ir::ProgramPtr &program, std::size_t k) {
  auto key = std::make_pair(program.get(), k);
  auto stoppedByDeadline = [](const ExecResult &e) {
    const auto *f = std::get_if<interp::FuelExhausted>(&e.result.outcome);
    return f && f->deadline;
  };
  auto it = cache_.find(key);
  if (it != cache_.end()) {
    budgetHit_ |= stoppedByDeadline(*it->second);
    return *it->second;
  }
  const InputSet &set = inputSets().at(k);
  interp::Options opts = interpOptions();
  auto out = std::make_unique<ExecResult>();
  if (!crossCore_)
    crossCore_ = window::hasCrossCoreOps(*input_.source);
  // The channel recorder rides along only where skew-fifo-order can need it:
  // on a source without cross-core ops it is n/a and the runs stay as cheap.
  window::ChannelRecorder channels(out->channels);
  auto record = [&](auto &traceRecorder) {
    interp::FanOutObserver both({&traceRecorder, &channels});
    interp::ExecObserver *obs = *crossCore_ ? static_cast<interp::ExecObserver *>(&both)
                                            : &traceRecorder;
    out->result = interp::run(*program, set.entry, set.inputs, opts, obs);
    out->trace = traceRecorder.trace();
  };
  if (program == input_.source) {
    interp::SourceTraceRecorder rec(*input_.source);
    record(rec);
  } else {
    interp::LoweredTraceRecorder rec(*input_.source);
    record(rec);
  }
  budgetHit_ |= stoppedByDeadline(*out);
  return *cache_.emplace(key, std::move(out)).first->second;
}

ParamRanges parseParamRanges(std::string_view text) {
  ParamRanges out;
  std::istringstream in{std::string(text)};
  std::string item;
  while (in >> item) {
    auto eq = item.find('=');
    auto dots = item.find("..");
    if (eq == std::string::npos || dots == std::string::npos || dots < eq)
      continue;
    // A malformed range is ignored; the corpus test checks every header parses.
    int64_t lo = 0, hi = 0;
    std::string_view a(item.data() + eq + 1, dots - eq - 1), b(item.data() + dots + 2);
    auto ra = std::from_chars(a.data(), a.data() + a.size(), lo);
    auto rb = std::from_chars(b.data(), b.data() + b.size(), hi);
    if (ra.ec == std::errc() && rb.ec == std::errc() && ra.ptr == a.data() + a.size() &&
        rb.ptr == b.data() + b.size())
      out[item.substr(0, eq)] = {lo, hi};
  }
  return out;
}

} // namespace pipecheck::checks

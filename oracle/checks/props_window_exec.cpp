// The executed window properties: skew-fifo-order and window-differential.
//
// skew-fifo-order (one core at a time, pops synthesised from the seed and
// the pop ordinal, machine.h): SkewCrossCorePipeline may run pushes ahead
// (the producer of later iterations moves up), but must never hoist a pop
// above a push it used to follow: a peer that answers each push would then
// wait forever. Per function with cross-core ops, per input set on which the
// source returns, the source and every output from the skew on are run with
// an observer that records each push and pop (RunContext::exec's cached
// runs record them, channel_log.h, so the runs differential made serve
// here too). For the n-th pop of each pop
// op, the number of pushes the function issued before it must be >= the
// source's; the numbers of pushes and pops must match; and the push log
// (channel, order, values) must equal the source's.
//
// window-differential (both cores co-scheduled, oracle/interp/cosched.h):
// for each cross-core pair (props_window.h), the source and every output run
// both sides together so that a pop reads what the peer pushed; every output
// tensor, return value and push log of both sides must be bit-identical to
// the source's. A snapshot whose sides all wait is a deadlock finding (the
// waiting function, pop statement and ordinal); the search is bounded, so a
// verdict comes back promptly. Input sets on which the source itself does not
// complete are skipped (outside the contract); programs without a pair are
// n/a (`differential` covers single-sided programs).
#include <map>

#include "oracle/checks/catalogue.h"
#include "oracle/checks/props_window.h"
#include "oracle/interp/cosched.h"
#include "oracle/interp/describe.h"
#include "oracle/interp/interpreter.h"

namespace pipecheck::checks {

using namespace window;

namespace {

const char *opName(XcOp op) {
  switch (op) {
  case XcOp::PushToAiv: return "tile.tpush_to_aiv";
  case XcOp::PushToAic: return "tile.tpush_to_aic";
  case XcOp::PopFromAic: return "tile.tpop_from_aic";
  case XcOp::PopFromAiv: return "tile.tpop_from_aiv";
  case XcOp::None: break;
  }
  return "?";
}

// Per pop op: the pushes issued before each pop, and the pop events.
struct PopCounts {
  std::map<XcOp, std::vector<int64_t>> before;
  std::map<XcOp, std::vector<const FifoEvent *>> at;
  int64_t pushes = 0;
};

PopCounts popCounts(const std::vector<FifoEvent> &es) {
  PopCounts out;
  for (const FifoEvent &e : es) {
    if (isPush(e.op))
      ++out.pushes;
    else if (isPop(e.op)) {
      out.before[e.op].push_back(out.pushes);
      out.at[e.op].push_back(&e);
    }
  }
  return out;
}

// First difference of the pushes ("tpush ..." outputs) of two runs.
std::optional<std::string> pushLogDifference(const interp::Outputs &a, const interp::Outputs &b) {
  interp::Outputs pa, pb;
  for (const auto &v : a.values)
    if (v.label.rfind("tpush ", 0) == 0)
      pa.values.push_back(v);
  for (const auto &v : b.values)
    if (v.label.rfind("tpush ", 0) == 0)
      pb.values.push_back(v);
  return interp::firstDifference(pa, pb);
}

// The fifo-order finding of one function, or empty.
std::string compareFunction(const std::string &fn, const std::vector<FifoEvent> &src,
                            const std::vector<FifoEvent> &got, const std::string &snapName,
                            std::string *message) {
  PopCounts a = popCounts(src), b = popCounts(got);
  for (const auto &[op, want] : a.before) {
    const auto &have = b.before[op];
    for (std::size_t n = 0; n < want.size() && n < have.size(); ++n)
      if (have[n] < want[n]) {
        *message = fn + ": " + opName(op) + " #" + std::to_string(n) +
                   " is hoisted above a push it followed in the source";
        return "in " + snapName + " pop #" + std::to_string(n) + " of " + fn + " comes after " +
               std::to_string(have[n]) + " push(es): " + eventText(*b.at[op][n]) +
               "\nin the source it comes after " + std::to_string(want[n]) +
               " push(es): " + eventText(*a.at[op][n]);
      }
  }
  for (XcOp op : {XcOp::PopFromAic, XcOp::PopFromAiv})
    if (a.before[op].size() != b.before[op].size()) {
      *message = fn + ": " + opName(op) + " runs " + std::to_string(b.before[op].size()) +
                 " time(s) in " + snapName + ", " + std::to_string(a.before[op].size()) +
                 " in the source";
      return *message;
    }
  if (a.pushes != b.pushes) {
    *message = fn + ": " + std::to_string(b.pushes) + " push(es) in " + snapName + ", " +
               std::to_string(a.pushes) + " in the source";
    return *message;
  }
  return "";
}

} // namespace

Verdict checkSkewFifoOrder(RunContext &ctx) {
  const char *prop = "skew-fifo-order";
  if (!hasCrossCoreOps(*ctx.source()))
    return notApplicable(prop, "the source has no cross-core op");
  std::vector<pipeline::Snapshot> snaps = snapshotsFromSkew(ctx);
  if (snaps.empty())
    return notChecked(prop, "no snapshot from skew_cross_core_pipeline on");
  int judged = 0;
  std::string firstSkip;
  std::vector<std::string> uninterpreted;
  const std::vector<FifoEvent> none; // a function a snapshot's run never reached
  for (std::size_t k = 0; k < ctx.inputSets().size(); ++k) {
    const std::string &label = ctx.inputSets()[k].label;
    // The context's cached runs carry the channel traffic (context.h), so
    // the runs differential already made are read, not made again.
    const ExecResult &src = ctx.exec(ctx.source(), k);
    if (src.channels.empty())
      continue; // this entry reaches no cross-core op
    interp::mergeUninterpreted(uninterpreted, src.result.stats.uninterpreted);
    if (!src.result.outputs()) {
      if (firstSkip.empty())
        firstSkip = label + ": " + interp::describe(src.result.outcome);
      continue;
    }
    ++judged;
    // The interpreter is deterministic: a snapshot that is the very object
    // just run (a pass returned its input; the source included) records the
    // same events and outputs, which already compared equal.
    const ir::Program *previous = ctx.source().get();
    for (const auto &snap : snaps) {
      if (snap.program.get() == previous)
        continue;
      previous = snap.program.get();
      const ExecResult &got = ctx.exec(snap.program, k);
      for (const auto &[fn, events] : src.channels) {
        auto it = got.channels.find(fn);
        const std::vector<FifoEvent> &mine = it != got.channels.end() ? it->second : none;
        std::string message;
        std::string w = compareFunction(fn, events, mine, snap.name, &message);
        if (!w.empty())
          return fails(prop, message + " (input " + label + ")", w, snap.name);
      }
      if (!got.result.outputs())
        return fails(prop, snap.name + " does not return on " + label,
                     interp::describe(got.result.outcome), snap.name);
      if (auto d = pushLogDifference(*src.result.outputs(), *got.result.outputs()))
        return fails(prop, snap.name + " pushes a different message sequence on " + label,
                     "push log: " + *d + " (source value first)",
                     snap.name);
    }
  }
  if (judged == 0 && firstSkip.empty())
    return notApplicable(prop, "no input set executes a cross-core op (zero-trip loops)");
  if (judged == 0)
    return notChecked(prop, "the source returned on no input set reaching a cross-core op; "
                            "first: " + firstSkip);
  return holds(prop, std::to_string(judged) + " input set(s) x " + std::to_string(snaps.size()) +
                         " snapshot(s): no hoisted pop, same push log" +
                         interp::uninterpretedNote(uninterpreted));
}

namespace {

// Input sets of one entry function (indices into ctx.inputSets()).
std::vector<std::size_t> setsOf(RunContext &ctx, const std::string &entry) {
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < ctx.inputSets().size(); ++k)
    if (ctx.inputSets()[k].entry == entry)
      out.push_back(k);
  return out;
}

std::optional<std::string> sideDifference(const char *core, const interp::CoSide &src,
                                          const interp::CoSide &got) {
  if (auto d = interp::firstDifference(src.result.outcome, got.result.outcome))
    return std::string(core) + " '" + src.entry + "': " + *d;
  return std::nullopt;
}

} // namespace

Verdict checkWindowDifferential(RunContext &ctx) {
  const char *prop = "window-differential";
  auto pairs = crossCorePairs(*ctx.source());
  if (pairs.empty())
    return notApplicable(prop, "no cross-core pair (an AIC-side and an AIV-side function "
                               "talking through tpush/tpop)");
  if (ctx.outputs().empty())
    return notChecked(prop, "no pass output to compare");
  interp::Options opts = ctx.interpOptions();
  interp::CoOptions co;
  co.maxStatements = 40 * ctx.input().fuel;
  int judged = 0;
  std::string skipped, budget;
  std::vector<std::string> uninterpreted;
  for (const auto &[aic, aiv] : pairs) {
    std::vector<std::size_t> sa = setsOf(ctx, aic), sv = setsOf(ctx, aiv);
    if (sa.empty() || sv.empty()) {
      if (skipped.empty())
        skipped = aic + "/" + aiv + ": not both entry functions";
      continue;
    }
    for (std::size_t i = 0; i < std::max(sa.size(), sv.size()); ++i) {
      const auto &setA = ctx.inputSets()[sa[i % sa.size()]];
      interp::Inputs inV = ctx.inputSets()[sv[i % sv.size()]].inputs;
      for (const auto &[name, value] : setA.inputs.scalars)
        if (inV.scalars.count(name))
          inV.scalars[name] = value; // a name is one runtime value program-wide
      std::string label = setA.label + " + " + aiv + "(" + interp::formatScalarSet(inV.scalars) +
                          ")";
      interp::CoRunResult src =
          interp::coRun(*ctx.source(), aic, setA.inputs, aiv, inV, opts, co);
      if (src.status != interp::CoStatus::Completed) {
        if (skipped.empty())
          skipped = label + ": the source " + interp::coStatusName(src.status) + ": " +
                    src.message;
        continue;
      }
      ++judged;
      for (const interp::CoSide *side : {&src.aic, &src.aiv})
        interp::mergeUninterpreted(uninterpreted, side->result.stats.uninterpreted);
      // As in skew-fifo-order: the same object as the one just run gives the
      // same co-run (deterministic), already judged.
      const ir::Program *previous = ctx.source().get();
      for (const auto &snap : ctx.outputs()) {
        if (snap.program.get() == previous)
          continue;
        previous = snap.program.get();
        interp::CoRunResult got =
            interp::coRun(*snap.program, aic, setA.inputs, aiv, inV, opts, co);
        if (got.status == interp::CoStatus::Deadlock)
          return fails(prop, snap.name + " deadlocks on " + label, got.message, snap.name);
        if (got.status == interp::CoStatus::BudgetExhausted) {
          if (budget.empty())
            budget = snap.name + " on " + label + ": " + got.message;
          continue;
        }
        if (got.status == interp::CoStatus::Failed)
          return fails(prop, snap.name + " does not complete on " + label, got.message,
                       snap.name);
        for (auto diff : {sideDifference("aic", src.aic, got.aic),
                          sideDifference("aiv", src.aiv, got.aiv)})
          if (diff)
            return fails(prop, snap.name + " computes a different result on " + label,
                         *diff + "\nsource: " + src.message + "\n" + snap.name + ": " +
                             got.message,
                         snap.name);
      }
    }
  }
  if (!budget.empty())
    return notChecked(prop, "co-scheduling budget exhausted: " + budget);
  if (judged == 0)
    return notChecked(prop, "no input set on which the source pair completes; first: " +
                                skipped);
  return holds(prop, std::to_string(judged) + " co-scheduled input set(s) x " +
                         std::to_string(ctx.outputs().size()) +
                         " snapshot(s) bit-identical on both cores" +
                         interp::uninterpretedNote(uninterpreted));
}

} // namespace pipecheck::checks

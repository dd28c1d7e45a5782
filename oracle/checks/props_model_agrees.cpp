// model-agrees: when snapshots come from outside (a PyPTO pass dump read by
// `pipecheck validate`, or the live PyPTO worker), pipecheck's model of each
// pass, run on the snapshot before it, must print that pass's snapshot byte
// for byte.
//
// The other properties judge a snapshot against its source whoever made it;
// this one compares the two implementations pass by pass, so a disagreement
// is not by itself a bug in the compiler: either pipecheck's model misses
// something the real pass does (a gap in the model) or the real pass changed
// (its authors should know, and the model should follow). The message says
// so, names the pass and the origin, and the witness is a unified diff from
// the model's text to the given one.
//
// The given side is the snapshot's own text when the driver has it
// (CheckInput::givenTexts: PyPTO's printer output, the bytes of the dump
// file); otherwise pipecheck's print of the given program (then a printer
// difference of ours could hide). The model side is pipecheck's printer on
// the model pass's output, plus the one "\n" PyPTO's dumps end with.
// The model runs without the faults of the bug zoo and with the backend and
// planner of the run. The input of the model's pass k is the model's own
// output of pass k-1 while that printed exactly as the given snapshot k-1
// (so it is that snapshot, without the details PyPTO's text format drops:
// a MemRef offset's INT64 dtype, a loop return var's own MemRef); after a
// disagreement it is the given snapshot as parsed, and the message says
// that the text lost those details. The given snapshots must be consecutive
// passes (a driver with a gap reports that pair "not checked" itself).
#include "core/passes/pass.h"
#include "core/text/printer.h"
#include "oracle/checks/catalogue.h"
#include "oracle/checks/text_diff.h"

namespace pipecheck::checks {
namespace {

std::string originText(const CheckInput &in) {
  return in.givenOrigin.empty() ? std::string("the given snapshots") : in.givenOrigin;
}

std::string givenText(const CheckInput &in, std::size_t k) {
  if (k < in.givenTexts.size() && !in.givenTexts[k].empty())
    return in.givenTexts[k];
  return text::printProgram(*in.givenSnapshots[k].program) + "\n";
}

} // namespace

std::vector<Verdict> modelAgreesPerPass(RunContext &ctx) {
  const char *prop = "model-agrees";
  const CheckInput &in = ctx.input();
  std::vector<Verdict> out;
  if (in.givenSnapshots.empty())
    return out;
  passes::PassOptions opts = in.passOptions;
  opts.faults.clear();
  // The chain: while the model agrees, its own output (which prints exactly
  // as the given snapshot) is the next pass's input; once it disagrees, the
  // given snapshot as parsed is, and the text may then have lost details.
  ir::ProgramPtr before = in.source;
  bool beforeFromText = false;
  for (std::size_t k = 0; k < in.givenSnapshots.size(); ++k) {
    const pipeline::Snapshot &snap = in.givenSnapshots[k];
    const std::string where = snap.name + " (" + originText(in) + ")";
    const std::string textNote =
        beforeFromText && text::printProgram(*before).find("pl.MemRef(") != std::string::npos
            ? " (the snapshot before was re-read from its text, which keeps neither a MemRef "
              "offset's dtype nor a loop return var's own MemRef)"
            : "";
    auto pass = passes::createPass(snap.name);
    std::string want = givenText(in, k);
    ir::ProgramPtr next = snap.program;
    if (!pass.ok()) {
      out.push_back(notChecked(prop, "no model of pass '" + snap.name + "'"));
    } else if (auto res = (*pass)->run(before, opts); !res.ok()) {
      out.push_back(fails(prop,
                          "pipecheck's model of " + where + " rejects the snapshot before it, "
                          "the real pass did not: either a gap in pipecheck's model or a change "
                          "in the real pass" + textNote,
                          res.error().str(), snap.name));
    } else if (std::string got = text::printProgram(**res) + "\n"; got != want) {
      out.push_back(fails(prop,
                          "pipecheck's model of " + where + " prints a different snapshot: "
                          "either a gap in pipecheck's model or a change in the real pass" +
                              textNote,
                          unifiedDiff(got, want, "model " + snap.name, snap.name + " as given"),
                          snap.name));
    } else {
      out.push_back(holds(prop, "pipecheck's model of " + where +
                                    " prints the snapshot byte for byte"));
      next = *res;
    }
    beforeFromText = next == snap.program;
    before = next;
  }
  return out;
}

Verdict checkModelAgrees(RunContext &ctx) {
  const char *prop = "model-agrees";
  if (ctx.input().givenSnapshots.empty())
    return notApplicable(prop, "the snapshots are pipecheck's own model (no snapshot given from "
                               "outside to compare with)");
  std::vector<Verdict> each = modelAgreesPerPass(ctx);
  for (const Verdict &v : each)
    if (v.outcome != Outcome::Holds)
      return v;
  return holds(prop, std::to_string(each.size()) + " pass(es) of " + originText(ctx.input()) +
                         ": the model prints every snapshot byte for byte");
}

} // namespace pipecheck::checks

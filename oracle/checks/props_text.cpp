// round-trip and idempotent: properties about re-reading and re-running.
//
// round-trip: every snapshot (the input included) prints, parses back to a
// structurally equal program, and prints again to the same bytes. A program
// that carries MemRefs is held to PyPTO's own standard instead (golden
// README): the first re-print may differ in MemRef details (a byte offset
// printed `pl.const(0, pl.INT64)` comes back as `0`; a loop's tensor return
// var comes back with its iter_arg's MemRef), structural equality ignores
// MemRefs, and after that one re-print the text must be a fixpoint.
// A snapshot given from outside is also held to its producer's own parser:
// when PyPTO's parser would reject a text PyPTO printed (a free variable, a
// param type naming a body var, a provably out-of-bounds tile.load window:
// text/pypto_readback.h), that is a finding about PyPTO's printer/parser
// pair, "PyPTO cannot read this back", decided by the kit when the worker
// asked it (CheckInput::givenReadback) and by pipecheck's model otherwise.
// Only this property reports it: the others judge pipecheck's reading.
// idempotent: lower_pipeline_loops on its own output returns a structurally
// equal program; when pipecheck produced the output it must also return the
// very same function objects (the real pass returns the same pointer).
#include <algorithm>
#include <map>

#include "core/ir/equal.h"
#include "core/passes/pass.h"
#include "core/text/free_vars.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/text/pypto_readback.h"
#include "oracle/checks/catalogue.h"
#include "oracle/checks/program_facts.h"

namespace pipecheck::checks {
namespace {

// Snapshots often print to the same text (a pass that changed nothing the
// printer shows): parsing a text and re-printing what it parses to are
// functions of the text alone, so they are done once per distinct text. The
// comparison with each snapshot's own IR and its own print still run for
// every snapshot.
struct Reread {
  ir::Result<ir::ProgramPtr> parsed;
  std::string reprinted; // of parsed, when it parsed
};
using RereadCache = std::map<std::string, Reread, std::less<>>;

// Snapshots given from outside (PyPTO printed them) are re-read as such:
// a free variable reads back as one (text::ParseOptions::freeVars). The
// input and pipecheck's own snapshots get the strict reading, so a printer
// bug that writes a name where it is not bound still shows.
const Reread &reread(RereadCache &cache, const std::string &text, const std::string &file,
                     bool given) {
  auto it = cache.find(text);
  if (it != cache.end())
    return it->second;
  Reread r{text::parseProgram(text, file, given ? text::snapshotReading() : text::printedReading()),
           {}};
  if (r.parsed.ok())
    r.reprinted = text::printProgram(**r.parsed);
  return cache.emplace(text, std::move(r)).first->second;
}

std::optional<Verdict> roundTripOne(const char *prop, const pipeline::Snapshot &snap,
                                    RereadCache &cache, bool given) {
  std::string printed = text::printProgram(*snap.program);
  const Reread &first = reread(cache, printed, snap.name + ".py", given);
  if (!first.parsed.ok())
    return fails(prop, "the printed " + snap.name + " does not parse back",
                 first.parsed.error().str(), snap.name);
  // A free variable has no definition that structural equality (PyPTO's,
  // without auto-mapping) could pair with its re-read twin, so such a
  // snapshot is held to the byte fixpoint only (and to PyPTO's parser below).
  bool free = given && !text::freeVarUses(*snap.program).empty();
  ir::EqualResult eq = free ? ir::EqualResult{} : ir::structuralEqual(snap.program, *first.parsed);
  if (!eq.equal)
    return fails(prop, "print -> parse of " + snap.name + " is not structurally equal",
                 eq.str(), snap.name);
  std::string again = first.reprinted;
  if (again != printed && printed.find("pl.MemRef(") != std::string::npos) {
    const Reread &third = reread(cache, again, snap.name + ".py", given);
    if (!third.parsed.ok())
      return fails(prop, "the re-printed " + snap.name + " does not parse back",
                   third.parsed.error().str(), snap.name);
    printed = again;
    again = third.reprinted;
  }
  if (again != printed) {
    std::size_t i = 0;
    while (i < again.size() && i < printed.size() && again[i] == printed[i])
      ++i;
    std::size_t line = 1 + std::count(printed.begin(), printed.begin() + i, '\n');
    return fails(prop, "re-printing " + snap.name + " changes the text",
                 "first difference on line " + std::to_string(line), snap.name);
  }
  return std::nullopt;
}

// PyPTO's parser on given snapshot k's text, as the kit answered or as
// pipecheck's model predicts; nullopt when it reads the text.
std::optional<Verdict> readBackOne(const char *prop, const RunContext &ctx, std::size_t k) {
  const CheckInput &in = ctx.input();
  const pipeline::Snapshot &snap = in.givenSnapshots[k];
  std::optional<ir::Diagnostic> error;
  std::string by;
  // "Read back as another program" is reported whenever the producer said
  // so, also where its parser's rules are otherwise modelled (--readback
  // model asks it only to confirm a failure, worker_passes.cpp).
  if (k < in.givenReadback.size())
    if (const auto &differs = in.givenReadback[k].differs)
      return fails(prop,
                   "PyPTO reads this back as another program: re-read, its print of the snapshot "
                   "after " + snap.name + " is not the IR the pass returned (" +
                       differs->substr(0, differs->find('\n')) + ")",
                   "decided by " + (in.givenOrigin.empty() ? std::string("its producer") : in.givenOrigin) +
                       ": its parser on its print, compared with its IR by its structural equality",
                   snap.name);
  if (k < in.givenReadback.size() && in.givenReadback[k].decided) {
    error = in.givenReadback[k].error;
    by = "decided by " + (in.givenOrigin.empty() ? std::string("its producer's parser")
                                                 : in.givenOrigin) +
         " re-parsing the text it printed";
  } else {
    error = text::pyptoRejects(*snap.program);
    by = "decided by pipecheck's model of PyPTO's parser rules (text/pypto_readback.h)";
  }
  if (!error)
    return std::nullopt;
  std::string where = error->loc.valid() ? " at " + error->loc.str() : "";
  return fails(prop,
               "PyPTO cannot read this back: its parser rejects the snapshot after " + snap.name +
                   " with " + error->kind + ": " + error->message.substr(0, error->message.find('\n')),
               by + where, snap.name);
}

} // namespace

Verdict checkRoundTrip(RunContext &ctx) {
  const char *prop = "round-trip";
  RereadCache cache;
  bool given = !ctx.input().givenSnapshots.empty() || ctx.input().givenLowered;
  if (auto v = roundTripOne(prop, {"input", ctx.source()}, cache, given))
    return *v;
  const ir::Program *previous = ctx.source().get();
  for (const auto &snap : ctx.outputs()) {
    // A pass that returned its input object: same IR, same verdict.
    if (snap.program.get() == previous)
      continue;
    previous = snap.program.get();
    if (auto v = roundTripOne(prop, snap, cache, given))
      return *v;
  }
  const auto &givenSnaps = ctx.input().givenSnapshots;
  std::size_t byKit = 0;
  for (std::size_t k = 0; k < givenSnaps.size(); ++k) {
    if (auto v = readBackOne(prop, ctx, k))
      return *v;
    byKit += k < ctx.input().givenReadback.size() && ctx.input().givenReadback[k].decided;
  }
  std::string note = std::to_string(ctx.outputs().size() + 1) + " state(s) round-trip";
  if (!givenSnaps.empty())
    note += "; PyPTO's parser reads the " + std::to_string(givenSnaps.size()) +
            " given snapshot(s) back (" + std::to_string(byKit) + " asked of PyPTO, " +
            std::to_string(givenSnaps.size() - byKit) + " by pipecheck's model)";
  return holds(prop, note);
}

Verdict checkIdempotent(RunContext &ctx) {
  const char *prop = "idempotent";
  ir::ProgramPtr lowered = loweredSnapshot(ctx);
  if (!lowered)
    return notApplicable(prop, "no lower_pipeline_loops output");
  // The faults under test apply to the second run too: a faulty pass must be
  // judged as itself.
  auto again = passes::lowerPipelineLoops(lowered, ctx.input().passOptions);
  if (!again.ok())
    return fails(prop, "lower_pipeline_loops rejects its own output", again.error().str(),
                 "lower_pipeline_loops");
  ir::EqualResult eq = ir::structuralEqual(lowered, *again);
  if (!eq.equal)
    return fails(prop, "a second lower_pipeline_loops changes the program", eq.str(),
                 "lower_pipeline_loops");
  if (!ctx.input().givenLowered && ctx.input().givenSnapshots.empty())
    for (std::size_t i = 0; i < lowered->functions.size(); ++i)
      if (lowered->functions[i] != (*again)->functions[i])
        return fails(prop,
                     "a second run rebuilt function " + lowered->functions[i]->name +
                         " (structurally equal, but not the same object)",
                     "", "lower_pipeline_loops");
  return holds(prop);
}

} // namespace pipecheck::checks

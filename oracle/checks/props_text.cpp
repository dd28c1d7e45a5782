// round-trip and idempotent: properties about re-reading and re-running.
//
// round-trip: every snapshot (the input included) prints, parses back to a
// structurally equal program, and prints again to the same bytes. A program
// that carries MemRefs is held to PyPTO's own standard instead (golden
// README): the first re-print may differ in MemRef details (a byte offset
// printed `pl.const(0, pl.INT64)` comes back as `0`; a loop's tensor return
// var comes back with its iter_arg's MemRef), structural equality ignores
// MemRefs, and after that one re-print the text must be a fixpoint.
// idempotent: lower_pipeline_loops on its own output returns a structurally
// equal program; when pipecheck produced the output it must also return the
// very same function objects (the real pass returns the same pointer).
#include <algorithm>
#include <map>

#include "core/ir/equal.h"
#include "core/passes/pass.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
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

const Reread &reread(RereadCache &cache, const std::string &text, const std::string &file) {
  auto it = cache.find(text);
  if (it != cache.end())
    return it->second;
  Reread r{text::parseProgram(text, file), {}};
  if (r.parsed.ok())
    r.reprinted = text::printProgram(**r.parsed);
  return cache.emplace(text, std::move(r)).first->second;
}

std::optional<Verdict> roundTripOne(const char *prop, const pipeline::Snapshot &snap,
                                    RereadCache &cache) {
  std::string printed = text::printProgram(*snap.program);
  const Reread &first = reread(cache, printed, snap.name + ".py");
  if (!first.parsed.ok())
    return fails(prop, "the printed " + snap.name + " does not parse back",
                 first.parsed.error().str(), snap.name);
  ir::EqualResult eq = ir::structuralEqual(snap.program, *first.parsed);
  if (!eq.equal)
    return fails(prop, "print -> parse of " + snap.name + " is not structurally equal",
                 eq.str(), snap.name);
  std::string again = first.reprinted;
  if (again != printed && printed.find("pl.MemRef(") != std::string::npos) {
    const Reread &third = reread(cache, again, snap.name + ".py");
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

} // namespace

Verdict checkRoundTrip(RunContext &ctx) {
  const char *prop = "round-trip";
  RereadCache cache;
  if (auto v = roundTripOne(prop, {"input", ctx.source()}, cache))
    return *v;
  const ir::Program *previous = ctx.source().get();
  for (const auto &snap : ctx.outputs()) {
    // A pass that returned its input object: same IR, same verdict.
    if (snap.program.get() == previous)
      continue;
    previous = snap.program.get();
    if (auto v = roundTripOne(prop, snap, cache))
      return *v;
  }
  return holds(prop, std::to_string(ctx.outputs().size() + 1) + " state(s) round-trip");
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

// Shared machinery of the property suites; see suite_support.h.
#include "properties/suites/suite_support.h"

#include <rapidcheck.h>

#include "core/text/printer.h"
#include "properties/gen/RcChoices.h"

namespace pipecheck::suites {

std::optional<Judged> judgeGenerated(const std::vector<uint64_t> &stream,
                                     const std::string &property,
                                     const std::vector<std::string> &faults) {
  gen::VectorChoiceSource src(stream);
  auto g = gen::generateProgram(src);
  if (!g.ok())
    return std::nullopt;
  checks::CheckInput in;
  in.source = g->program;
  in.fileName = "generated.py";
  for (const auto &[name, r] : g->params)
    in.params[name] = {r.lo, r.hi};
  in.passOptions.faults.insert(faults.begin(), faults.end());
  in.smtTimeoutMs = 2000;
  in.maxInputSets = 8;
  // The known finding (corpus/finding_dyn_stop_below_start.py) is waived here
  // so the suites stay sensitive to every other bug; corpus_test keeps
  // asserting that the finding is still reported without the waiver.
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  Judged j{g->program, checks::runCatalogue(ctx, {property}).at(0), gen::countStatements(*g->program)};
  return j;
}

std::string failureReport(const Judged &j) {
  return "property " + j.verdict.property + " " + checks::outcomeName(j.verdict.outcome) + ": " +
         j.verdict.message + "\nwitness:\n" + j.verdict.witness + "\nprogram (" +
         std::to_string(j.statements) + " statements):\n" + text::printProgram(*j.program) +
         "\n(replay: the RC_PARAMS=\"reproduce=...\" line RapidCheck prints below; save the "
         "program to a file and run `pipecheck check --property " +
         j.verdict.property + " FILE`)";
}

void propertyHolds(const std::string &property) {
  auto stream = *gen::rcChoiceStream();
  auto j = judgeGenerated(stream, property);
  RC_ASSERT(j.has_value());
  RC_TAG(checks::outcomeName(j->verdict.outcome));
  RC_CLASSIFY(j->statements <= 10, "small (<= 10 statements)");
  if (j->verdict.outcome == checks::Outcome::Fails ||
      j->verdict.outcome == checks::Outcome::HarnessError)
    RC_FAIL(failureReport(*j));
}

} // namespace pipecheck::suites

// propertyStillFails: the catalogue oracle of the reducer (see Reducer.h).
//
// Each candidate gets a fresh RunContext from the caller's template with the
// source replaced, and only the one property is run. "Still fails" means
// the outcome is Fails: a candidate on which the property is not checked,
// not applicable, or breaks the harness is no longer a reproducer of the
// same bug and is rejected.
#include <variant>

#include "oracle/checks/catalogue.h"
#include "properties/reduce/Reducer.h"

namespace pipecheck::reduce {

StillFails propertyStillFails(const checks::CheckInput &templ, std::string propertyId) {
  return [templ, id = std::move(propertyId)](const ir::ProgramPtr &candidate) {
    checks::CheckInput in = templ;
    in.source = candidate;
    checks::RunContext ctx(std::move(in));
    std::vector<checks::Verdict> vs = checks::runCatalogue(ctx, {id});
    return vs.size() == 1 && vs.front().property == id &&
           vs.front().outcome == checks::Outcome::Fails;
  };
}

bool sourceRunsClean(const checks::CheckInput &templ, const ir::ProgramPtr &program) {
  checks::CheckInput in = templ;
  in.source = program;
  in.clearGiven();
  in.passes.clear(); // the source only
  checks::RunContext ctx(std::move(in));
  const std::size_t sets = ctx.inputSets().size();
  for (std::size_t k = 0; k < sets; ++k)
    if (!std::holds_alternative<interp::Returned>(ctx.exec(ctx.source(), k).result.outcome))
      return false;
  return sets > 0;
}

StillFails guarded(StillFails inner, StillFails guard) {
  if (!guard)
    return inner;
  return [inner = std::move(inner), guard = std::move(guard)](const ir::ProgramPtr &candidate) {
    return guard(candidate) && inner(candidate);
  };
}

StillFails cleanSourceGuard(const checks::CheckInput &templ, const ir::ProgramPtr &original) {
  if (!sourceRunsClean(templ, original))
    return {};
  return [templ](const ir::ProgramPtr &candidate) { return sourceRunsClean(templ, candidate); };
}

StillFails keepSourceClean(StillFails inner, const checks::CheckInput &templ,
                           const ir::ProgramPtr &original) {
  return guarded(std::move(inner), cleanSourceGuard(templ, original));
}

StillFails modelReductionOracle(const checks::CheckInput &templ, const std::string &propertyId,
                                const ir::ProgramPtr &original) {
  StillFails inner = propertyStillFails(templ, propertyId);
  StillFails guard = cleanSourceGuard(templ, original);
  if (!guard)
    return inner;
  // The model's property first: most candidates stop failing, and for a
  // structural property one run of the passes costs less than running the
  // source on every input set.
  return [inner = std::move(inner), guard = std::move(guard)](const ir::ProgramPtr &candidate) {
    return inner(candidate) && guard(candidate);
  };
}

} // namespace pipecheck::reduce

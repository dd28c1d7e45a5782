// propertyStillFails: the catalogue oracle of the reducer (see Reducer.h).
//
// Each candidate gets a fresh RunContext from the caller's template with the
// source replaced, and only the one property is run. "Still fails" means
// the outcome is Fails: a candidate on which the property is not checked,
// not applicable, or breaks the harness is no longer a reproducer of the
// same bug and is rejected.
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

} // namespace pipecheck::reduce

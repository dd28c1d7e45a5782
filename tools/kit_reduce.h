// Reducing a program on which the real PyPTO fails a property.
//
// Every candidate judged through the worker costs a PyPTO round trip (0.4 s
// for a generated program, seconds for a large one), so a 30 s reduction of a
// 90-statement program stopped at 54 statements (campaign seed 331). Where
// pipecheck's model fails the same property on the program too (it prints
// what PyPTO prints, model-agrees), the model reduces first, a candidate
// costing milliseconds; the kit then confirms the result and reduces what is
// left with the rest of the time. A bug the model does not copy (PyPTO's
// free variable) is reduced on the kit alone, as before. Either way the
// program returned fails the property on the real passes: the model only
// proposes candidates. Given the pass where the property first failed,
// candidates run the pass list up to that pass only (a candidate that would
// fail only in a later pass is not kept: stricter, never looser), so PyPTO
// lowers and re-reads three snapshots for a LowerPipelineLoops finding, not
// nine. A round-trip finding ("PyPTO cannot read this back") that the model
// does not share is reduced first with the kit's passes but pipecheck's
// model of PyPTO's parser rules (text/pypto_readback.h) as the judge of the
// kit's snapshots, where that model rejects them too: PyPTO's re-read of
// every candidate's snapshots is left out until the kit confirms the result
// and reduces what is left.
#pragma once

#include <string>

#include "oracle/checks/context.h"
#include "properties/reduce/Reducer.h"
#include "tools/worker_passes.h"

namespace pipecheck::tools {

struct KitReduction {
  reduce::ReduceResult result; // statementsBefore is the original program's
  bool modelFirst = false;     // the model's reduction was kept (the kit confirmed it)
  bool readbackModelFirst = false; // round-trip: the reduction judged by the readback model was kept
  std::string note;            // how it was reduced, for the report
};

KitReduction reduceOnKit(WorkerPasses &real, const ir::ProgramPtr &program,
                         const checks::CheckInput &templ, const std::string &property,
                         const reduce::ReduceOptions &options,
                         const std::string &failingPass = {});

} // namespace pipecheck::tools

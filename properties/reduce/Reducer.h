// The IR-level reducer: delta debugging over a program that arrived as text.
//
// reduceProgram() shrinks a program while a caller-supplied oracle says the
// bug is still there. A candidate is kept only when (a) it is a valid input
// -- the verifiers SSAForm, UseAfterDef, PipelineLoopValid and TypeCheck
// report no error and it round-trips through the printer and parser -- and
// (b) the oracle still answers true on it. Reductions run big cuts before
// fine ones, repeated to a fixpoint or until a budget runs out:
//   1. drop functions nobody calls (never the last one);
//   2. ddmin over every statement list (halves, quarters, ..., singles),
//      never the trailing yield/return alone;
//   3. unnest: a loop becomes its body at the start value, an if one branch;
//   4. drop one iter_arg of a loop (uses become its init value);
//   5. bypass a definition: its uses take an operand or param of its type;
//   6. simplify loops: stage, trip count, start, step, dynamic bounds, attrs;
//   7. fold constant integer arithmetic left behind by substitutions.
// The oracle always sees a candidate as it parses back from its printed
// text, so the result replays from its reproducer file; a failure that does
// not survive print -> parse (e.g. one that depends on node sharing) cannot
// be reduced and the input comes back unchanged. Everything is
// deterministic: the same input and oracle give the same sequence of
// candidates. propertyStillFails() is the oracle the CLI and the campaign
// use: one catalogue property must still FAIL on the candidate, so the
// reduction stays on the same bug.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "core/ir/program.h"
#include "oracle/checks/context.h"

namespace pipecheck::reduce {

struct ReduceOptions {
  int maxRounds = 50;       // fixpoint rounds over all reduction families
  int maxCandidates = 5000; // candidates checked (valid or not; duplicates are free)
  double maxSeconds = 120;  // wall clock, checked before each candidate
};

// Returns true when the candidate still shows the bug (the caller's oracle).
using StillFails = std::function<bool(const ir::ProgramPtr &)>;

struct ReduceResult {
  ir::ProgramPtr program; // the input pointer itself when nothing was accepted
  int candidatesTried = 0;
  int accepted = 0;
  uint32_t statementsBefore = 0, statementsAfter = 0;
};

ReduceResult reduceProgram(const ir::ProgramPtr &program, const StillFails &stillFails,
                           const ReduceOptions &options = {});

// Convenience oracle: the catalogue property `propertyId` still FAILS on the
// candidate, run with the CheckInput template (its source replaced).
StillFails propertyStillFails(const checks::CheckInput &templ, std::string propertyId);

// Whether `program` runs within the contract on every input set of templ
// (each run Returned: no trap, no stale read, fuel left), with no pass run.
bool sourceRunsClean(const checks::CheckInput &templ, const ir::ProgramPtr &program);

// `inner` behind `guard`: a candidate must pass the guard (asked first: it
// costs less than a property, far less than a kit round trip), then fail.
// An empty guard leaves `inner` as it is.
StillFails guarded(StillFails inner, StillFails guard);

// What every reduction asks of its candidates besides failing, whatever the
// property: where `original` runs clean (sourceRunsClean), the candidate
// must too; empty where it does not (nothing to keep). A property that does
// not run the source keeps failing on one that reads past its tensors:
// round-trip reductions substituted a dynamic bound by a constant until
// PyPTO's parser could prove a lowered window out of bounds, and the
// reproducer was a program out of bounds itself (kit campaign 473), which
// tells a pass author nothing and which PyPTO's parser rejects as input (so
// `report --confirm` cannot even feed it to the real passes). The execution
// properties skip input sets where the source traps, so theirs could drift
// the same way on one set of several. One guard serves every oracle of a
// reduction (the original's source runs once).
StillFails cleanSourceGuard(const checks::CheckInput &templ, const ir::ProgramPtr &original);

// guarded(inner, cleanSourceGuard(templ, original)): the oracle a reduction
// uses with `inner`.
StillFails keepSourceClean(StillFails inner, const checks::CheckInput &templ,
                           const ir::ProgramPtr &original);

// keepSourceClean on pipecheck's model: propertyStillFails, then the guard
// (the property is the cheaper question there; on the kit it is the dearer).
StillFails modelReductionOracle(const checks::CheckInput &templ, const std::string &propertyId,
                                const ir::ProgramPtr &original);

// Statements of every function, SeqStmts containers not counted.
uint32_t countStatements(const ir::Program &program);

} // namespace pipecheck::reduce

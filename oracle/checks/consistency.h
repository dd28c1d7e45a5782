// Cross-oracle consistency: where two oracles that judge the same contract
// POSITIVELY contradict each other, the failure is a harness error naming
// both, never a finding about the passes.
//
// A stronger oracle failing while a weaker one holds is no contradiction and
// stays a finding: iteration-coverage sees an extra iteration whose effects
// differential cannot see, buffer-differential sees a clobber no structural
// memory property looks for. A contradiction is two claims that cannot both
// be true of the same run:
//
//  1. iteration-coverage vs iteration-proof. Coverage fails on input set k
//     first at the lower_pipeline_loops snapshot (every earlier snapshot ran
//     the source's iterations on k), on loop L, while the lowered program
//     returned normally on k (a trap or divergence explains a short trace:
//     that is differential's finding, and consistent with a correct proof);
//     and the Z3 proof PROVED L (every source iteration exactly once and in
//     order, for all dynamic bounds in the domain) for the same source loop
//     node and the same anchor statement that coverage traced; and input set
//     k lies inside the proof's domain (every ranged parameter in its range;
//     under ordered bounds, no source pipeline loop began with unordered
//     bounds on k). Different anchors are no contradiction: a clone missing
//     one statement is a real bug one anchor sees and the other does not.
//  2. iteration-proof vs iteration-coverage and differential, the other way
//     round. The proof refutes loop L with a counterexample: concrete values
//     of the function's integer scalars, inside the declared domain (every
//     ranged parameter given and in its range; ordered bounds when the proof
//     assumed them); when L has enclosing loops, the counterexample names a
//     value for every one (outermost first, by the loop vars of L's
//     enclosing source loops) and the source run on those inputs begins L at
//     least once while its enclosing loops have exactly those values (values
//     the run never reaches - an enclosing range whose bounds the model does
//     not pin - are no contradiction); and
//     on exactly those inputs (tensors from the run's seed) the source and
//     the lower_pipeline_loops snapshot both return, with bit-identical
//     outputs, while the iteration-trace recorder, following L by the SAME
//     anchor statement as the proof (a top-level assignment of L's body:
//     no chain loops), sees every source iteration run exactly once and in
//     source order. The proof's claim (a clone of that statement runs an
//     extra, missing, duplicated or reordered iteration on these inputs)
//     and the trace are claims about the same statement executions of the
//     same run (the trace holds every instance of L in order, the reached
//     enclosing iteration's among them). Different anchors, a pass input that is not
//     the source itself, pl.dynamic sizes, or any difference in the replay
//     (a real bug, which the replay then shows) are no contradiction.
//  3. buffer-differential vs the memory plan. The buffer-aware run's clobber
//     observer says the definition of tile C changed the bytes of live tile
//     V, both defined in the same function of the snapshot, while that
//     snapshot's MemRefs place every definition named V and every one named
//     C in bytes that cannot overlap under either addressing the buffer
//     store uses: different memory spaces, or constant offsets whose ranges
//     [offset, offset + max(MemRef size, tile bytes)) are disjoint (slotted
//     or non-constant MemRefs are never judged disjoint). The plan's
//     lifetimes play no part: they are pipecheck's simplified model, and a
//     concrete clobber of bytes the plan does share is a real finding even
//     where that model calls the two lifetimes disjoint.
//  4. iteration-proof's count query vs the interpreter (rule 2's
//     conditions on the inputs and the pass input apply). A count-only loop (smt/sites.h, step 6) with no enclosing
//     loop is refuted with "the clones run R times where the source loop
//     runs T iterations" at concrete inputs; the replay runs the source and
//     the lowering on exactly those inputs and counts the anchor's
//     executions and its clones'. When both runs return and the two counts
//     are equal, the model's claim is false of the very run it describes:
//     a harness error naming both, not a finding. With enclosing loops the
//     replay's counts are totals over every enclosing iteration, which can
//     agree while one iteration's count is wrong: no contradiction then.
//
// reconcileVerdicts() runs after the catalogue (runCatalogue): for every
// failing verdict with a counterpart rule, it computes the counterpart when
// it was not asked for (so `--property iteration-coverage` alone is judged
// the same way; rule 2 replays the counterexample itself) and turns each
// side of a contradiction into a harness error (verdict.h: contradiction();
// under rule 2 a listed iteration-coverage that holds becomes one too, a
// failing one agrees with the proof and leaves both alone).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "oracle/checks/context.h"
#include "oracle/checks/verdict.h"

namespace pipecheck::checks {

std::vector<Verdict> reconcileVerdicts(RunContext &ctx, std::vector<Verdict> verdicts);

// The rules one at a time (nullopt: no contradiction), for tests.
std::optional<std::string> coverageContradictsProof(RunContext &ctx, const Verdict &coverage,
                                                    const Verdict &proof);
std::optional<std::string> proofContradictsTrace(RunContext &ctx, const Verdict &proof);
std::optional<std::string> clobberContradictsPlan(RunContext &ctx, const Verdict &bufferDiff);

} // namespace pipecheck::checks

// One RapidCheck property per catalogue entry, over generated programs run
// through the default pass list (about a third of the cases under the PTOAS
// planner's list, see suite_support.h). A
// test per property keeps failures separately reported and separately
// budgeted; the list below is checked against the catalogue so a new
// property cannot be forgotten.
#include <set>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "properties/gen/RcChoices.h"
#include "properties/suites/suite_support.h"

namespace pipecheck::suites {
namespace {

#define PC_PROPERTY_SUITE(Name, id) RC_GTEST_PROP(Catalogue, Name, ()) { propertyHolds(id); }
#define PC_FOCUSED_SUITE(Name, id, focus)                                                     \
  RC_GTEST_PROP(Catalogue, Name, ()) { propertyHolds(id, SuiteFocus::focus); }

PC_PROPERTY_SUITE(SsaValid, "ssa-valid")
PC_PROPERTY_SUITE(PipelineLoopValid, "pipeline-loop-valid")
PC_PROPERTY_SUITE(NormalizedStructure, "normalized-structure")
PC_PROPERTY_SUITE(RoundTrip, "round-trip")
PC_PROPERTY_SUITE(Idempotent, "idempotent")
PC_PROPERTY_SUITE(Marker, "marker")
PC_PROPERTY_SUITE(IterationCoverage, "iteration-coverage")
PC_PROPERTY_SUITE(IterationProof, "iteration-proof")
PC_PROPERTY_SUITE(Differential, "differential")
PC_PROPERTY_SUITE(MembershipTags, "membership-tags")
PC_PROPERTY_SUITE(AccUntagged, "acc-untagged")
PC_PROPERTY_SUITE(PipelineResolved, "pipeline-resolved")
PC_PROPERTY_SUITE(CleanErrors, "clean-errors")
PC_PROPERTY_SUITE(NoCrossStageLoadSharing, "no-cross-stage-load-sharing")
PC_PROPERTY_SUITE(StageDepth, "stage-depth")
PC_PROPERTY_SUITE(AccSingleBuffer, "acc-single-buffer")
PC_PROPERTY_SUITE(Capacity, "capacity")
PC_PROPERTY_SUITE(BufferDifferential, "buffer-differential")
// Properties about a subset of programs: their suites weight the generator
// towards that subset (suite_support.h, SuiteFocus).
PC_FOCUSED_SUITE(CrossCoreResolved, "cross-core-resolved", CrossCore)
PC_FOCUSED_SUITE(SkewFifoOrder, "skew-fifo-order", CrossCore)
PC_FOCUSED_SUITE(SlotDistinct, "slot-distinct", Slots)
PC_FOCUSED_SUITE(WindowDifferential, "window-differential", CrossCore)

// model-agrees judges snapshots given from outside, so its suite hands in
// pipecheck's own snapshots the way a dump folder does: the window input as
// text read back (a generated program's in-memory name hints need not
// survive printing: a store result named like its iter_arg prints as `o_1`
// and reads back as a var called `o_1`, whose clones then print `o_1_1`; a
// real dump's input is always text), the passes run on it, and every pass
// output handed in as its printed text, parsed back. The model, run again
// from a fresh parse of the input through the given-snapshot path, must
// print each given text byte for byte: no false disagreement from the
// parser, the printer or the chain.
RC_GTEST_PROP(Catalogue, ModelAgrees, ()) {
  gen::VectorChoiceSource src(*gen::rcChoiceStream());
  auto g = gen::generateProgram(src, focusKnobs(SuiteFocus::Mix));
  RC_PRE(g.ok());
  passes::PassOptions opts;
  opts.planner = rcPlanner(1);
  pipeline::PipelineOptions po;
  po.passOptions = opts;
  auto reread = [](const ir::ProgramPtr &p) {
    auto r = text::parseProgram(text::printProgram(*p), "snapshot.py", text::printedReading());
    RC_ASSERT(r.ok());
    return *r;
  };
  pipeline::PipelineRun run =
      pipeline::runPipeline(reread(g->program), pipeline::defaultPassList(opts.planner), po);
  RC_PRE(run.ok());
  checks::CheckInput in;
  in.source = reread(run.snapshots[0].program);
  in.passOptions = opts;
  in.givenOrigin = "pipecheck's own printed snapshots";
  for (std::size_t k = 1; k < run.snapshots.size(); ++k) {
    in.givenSnapshots.push_back({run.snapshots[k].name, reread(run.snapshots[k].program)});
    in.givenTexts.push_back(text::printProgram(*run.snapshots[k].program) + "\n");
  }
  checks::RunContext ctx(in);
  checks::Verdict v = checks::runCatalogue(ctx, {"model-agrees"}).at(0);
  RC_TAG(checks::outcomeName(v.outcome));
  RC_CLASSIFY(opts.planner == passes::MemoryPlanner::PTOAS, "PTOAS planner");
  if (v.outcome != checks::Outcome::Holds)
    RC_FAIL("model-agrees " + std::string(checks::outcomeName(v.outcome)) + ": " + v.message +
            "\n" + v.witness + "\nprogram:\n" + text::printProgram(*g->program));
}

const char *const kSuiteIds[] = {"ssa-valid",       "pipeline-loop-valid", "normalized-structure",
                                  "round-trip",      "idempotent",          "marker",
                                  "iteration-coverage", "iteration-proof",  "differential",
                                  "membership-tags", "acc-untagged",        "pipeline-resolved",
                                  "clean-errors",    "no-cross-stage-load-sharing",
                                  "stage-depth",     "acc-single-buffer",   "capacity",
                                  "buffer-differential", "cross-core-resolved",
                                  "skew-fifo-order", "slot-distinct",     "window-differential",
                                  "model-agrees"};

TEST(Catalogue, EveryPropertyHasASuite) {
  std::set<std::string> suites(std::begin(kSuiteIds), std::end(kSuiteIds));
  for (const auto &p : checks::catalogue())
    EXPECT_TRUE(suites.count(std::string(p.id))) << "no RapidCheck suite for " << p.id;
  EXPECT_EQ(suites.size(), checks::catalogue().size());
}

} // namespace
} // namespace pipecheck::suites

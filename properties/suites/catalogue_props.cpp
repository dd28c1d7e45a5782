// One RapidCheck property per catalogue entry, over generated programs run
// through the default pass list (about a third of the cases under the PTOAS
// planner's list, see suite_support.h). A
// test per property keeps failures separately reported and separately
// budgeted; the list below is checked against the catalogue so a new
// property cannot be forgotten.
#include <set>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

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

const char *const kSuiteIds[] = {"ssa-valid",       "pipeline-loop-valid", "normalized-structure",
                                  "round-trip",      "idempotent",          "marker",
                                  "iteration-coverage", "iteration-proof",  "differential",
                                  "membership-tags", "acc-untagged",        "pipeline-resolved",
                                  "clean-errors",    "no-cross-stage-load-sharing",
                                  "stage-depth",     "acc-single-buffer",   "capacity",
                                  "buffer-differential", "cross-core-resolved",
                                  "skew-fifo-order", "slot-distinct",     "window-differential"};

TEST(Catalogue, EveryPropertyHasASuite) {
  std::set<std::string> suites(std::begin(kSuiteIds), std::end(kSuiteIds));
  for (const auto &p : checks::catalogue())
    EXPECT_TRUE(suites.count(std::string(p.id))) << "no RapidCheck suite for " << p.id;
  EXPECT_EQ(suites.size(), checks::catalogue().size());
}

} // namespace
} // namespace pipecheck::suites

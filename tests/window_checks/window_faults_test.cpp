// The window properties against pipecheck's own window passes: on the
// faithful default pipeline (skew .. allocate_memory_addr, both planners,
// backend 910B) none of the four window properties fails on any golden-window
// input, and each window fault of the bug zoo (core/passes/faults.cpp) makes
// the property written against it fail while the faithful run of the same
// input holds.
#include <filesystem>

#include "core/passes/faults.h"
#include "core/pipeline/pipeline.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
using checks::Outcome;
const fs::path kCases = fs::path(PIPECHECK_SOURCE_DIR) / "tests/golden-window/cases";

const std::vector<std::string> kWindowProps = {"cross-core-resolved", "skew-fifo-order",
                                               "slot-distinct", "window-differential"};

// An AIV partner for xc_cube_push_f2_d2's AIC function (one pop, one push
// per iteration), so the pair can be co-scheduled.
const char *kVecPartner =
    "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)\n"
    "    def scale(out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]):\n"
    "        for i in pl.range(8):\n"
    "            g: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)\n"
    "            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(g, 0.5)\n"
    "            pl.tile.tpush_to_aic(e, split=0)\n"
    "            pl.tile.store(e, [i * 32, 0], out)\n";

bool faultKnown(const std::string &name) {
  for (const auto &f : passes::registeredFaults())
    if (f.name == name)
      return true;
  return false;
}

std::vector<checks::Verdict> judge(const std::string &text, passes::MemoryPlanner planner,
                                   std::set<std::string> faults = {},
                                   std::vector<std::string> only = kWindowProps) {
  checks::CheckInput in;
  in.source = testing::parseString(text);
  EXPECT_TRUE(in.source);
  in.passes = pipeline::defaultPassList(planner);
  in.passOptions.backend = passes::Backend::Ascend910B;
  in.passOptions.planner = planner;
  in.passOptions.faults = std::move(faults);
  in.orderedBoundsOnly = true;
  checks::RunContext ctx(in);
  return checks::runCatalogue(ctx, only);
}

std::string input(const std::string &c) { return testing::readText(kCases / c / "input.py"); }

TEST(WindowFaults, FaithfulPipelineHoldsOnEveryGoldenWindowInput) {
  std::map<std::string, int> holdsCount;
  for (const auto &e : fs::directory_iterator(kCases)) {
    std::string name = e.path().filename().string();
    for (auto planner : {passes::MemoryPlanner::PYPTO, passes::MemoryPlanner::PTOAS}) {
      auto vs = judge(input(name), planner);
      for (const auto &v : vs) {
        EXPECT_NE(v.outcome, Outcome::Fails)
            << name << " (" << passes::memoryPlannerName(planner) << ") " << v.property << ": "
            << v.message << "\n"
            << v.witness;
        EXPECT_NE(v.outcome, Outcome::HarnessError) << name << " " << v.property;
        holdsCount[v.property] += v.outcome == Outcome::Holds;
      }
    }
  }
  // Same counts as on the golden outputs (window_checks_test.cpp), except
  // that slot-distinct sees no Ascend950 run here (4 slotted cases on 910B).
  EXPECT_EQ(holdsCount["cross-core-resolved"], 16);
  EXPECT_EQ(holdsCount["skew-fifo-order"], 14);
  EXPECT_EQ(holdsCount["slot-distinct"], 4);
  EXPECT_EQ(holdsCount["window-differential"], 2);
}

struct FaultCase {
  const char *fault;
  const char *property;
  std::string program;
  passes::MemoryPlanner planner;
};

std::vector<FaultCase> faultCases() {
  using P = passes::MemoryPlanner;
  std::string pair = input("xc_cube_push_f2_d2") + kVecPartner;
  return {
      {"skew-swaps-messages", "skew-fifo-order", input("xc_cube_push_f2_d2"), P::PYPTO},
      {"skew-swaps-messages", "window-differential", pair, P::PYPTO},
      {"skew-keeps-pipeline", "cross-core-resolved", input("xc_cube_push_f2_d2"), P::PYPTO},
      {"skew-keeps-pipeline", "cross-core-resolved", input("xc_multi_roundtrip_demote"),
       P::PTOAS},
      {"skew-keeps-stages-attr", "cross-core-resolved", input("xc_multi_roundtrip_demote"),
       P::PYPTO},
      {"skew-keeps-stages-attr", "cross-core-resolved", input("xc_vec_push_f3_d2"), P::PTOAS},
      {"slots-index-mod-f-minus-1", "slot-distinct", input("slots_taken_f3_start3"), P::PTOAS},
      {"slots-index-mod-f-minus-1", "slot-distinct", input("xc_odd_trip_d1_then_samecore"),
       P::PTOAS},
  };
}

TEST(WindowFaults, EachWindowFaultBites) {
  for (const FaultCase &c : faultCases()) {
    if (!faultKnown(c.fault)) {
      ADD_FAILURE() << "fault " << c.fault << " is not registered";
      continue;
    }
    auto good = judge(c.program, c.planner, {}, {c.property}).at(0);
    EXPECT_EQ(good.outcome, Outcome::Holds)
        << c.fault << " faithful " << c.property << ": " << good.message << "\n"
        << good.witness;
    auto bad = judge(c.program, c.planner, {c.fault}, {c.property}).at(0);
    EXPECT_EQ(bad.outcome, Outcome::Fails)
        << c.fault << " -> " << c.property << ": " << bad.message << "\n"
        << bad.witness;
    std::cout << c.fault << " -> " << c.property << ": " << checks::outcomeName(bad.outcome)
              << " " << bad.message << "\n    " << bad.witness << "\n";
  }
}

} // namespace
} // namespace pipecheck

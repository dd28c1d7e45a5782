// Tests of the generator's cross-core and slot-shaped programs over 2000 PRNG
// seeds: the program kinds come in their target shares; a cross-core
// program is one AIC and one AIV function, each with a pipeline loop that
// pushes and pops at its top level; walking both functions with concrete
// parameter values (independently of the generator) gives per-channel
// traffic that balances, matches pop types to pushed tiles and co-schedules
// without deadlock; the walker's push counts agree with the interpreter's
// push log; the programs survive the text round trip. Where the passes are
// registered, the generator's recorded expectation (skewed or demoted, slot
// taken or declined) is compared with what SkewCrossCorePipeline and
// LowerPipelineToSlots actually do.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "core/ir/equal.h"
#include "core/ir/walk.h"
#include "core/passes/pass.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "oracle/interp/interpreter.h"
#include "properties/gen/Generator.h"
#include "tests/properties/gen_checks.h"

namespace pipecheck::gen {
namespace {

constexpr int kSeeds = 2000;

const std::vector<Generated> &corpus() {
  static const std::vector<Generated> programs = [] {
    std::vector<Generated> out;
    for (int seed = 0; seed < kSeeds; ++seed) {
      PrngChoiceSource src(static_cast<uint64_t>(seed));
      auto g = generateProgram(src);
      if (!g.ok()) {
        ADD_FAILURE() << "seed " << seed << ": " << g.error().str();
        continue;
      }
      out.push_back(std::move(g).value());
    }
    return out;
  }();
  return programs;
}

bool isChannelOp(const std::string &op) {
  return op == "tile.tpush_to_aiv" || op == "tile.tpush_to_aic" || op == "tile.tpop_from_aic" ||
         op == "tile.tpop_from_aiv";
}

const ir::Call *stmtCall(const ir::StmtPtr &s) {
  if (const ir::AssignStmt *a = ir::asAssign(s))
    return ir::asCall(a->value);
  if (const ir::EvalStmt *e = ir::asEval(s))
    return ir::asCall(e->expr);
  return nullptr;
}

// Channel ops anywhere in the program.
int channelOps(const ir::Program &p) {
  int n = 0;
  for (const ir::FunctionPtr &f : p.functions)
    ir::forEachStmt(f->body, [&](const ir::StmtPtr &s) {
      if (const ir::Call *c = stmtCall(s))
        n += isChannelOp(c->op);
    });
  return n;
}

ir::FunctionPtr functionOfType(const ir::Program &p, ir::FunctionType t) {
  for (const ir::FunctionPtr &f : p.functions)
    if (f->funcType == t)
      return f;
  return nullptr;
}

TEST(GeneratorXc, ProgramKindsComeInTheirTargetShares) {
  ASSERT_EQ(corpus().size(), static_cast<std::size_t>(kSeeds));
  int xc = 0, slot = 0, group = 0;
  for (const Generated &g : corpus()) {
    xc += g.features.has(Feature::CrossCore);
    group += g.features.has(Feature::GroupFunction);
    EXPECT_TRUE(!g.features.has(Feature::GroupFunction) || g.features.has(Feature::CrossCore));
    slot += g.features.has(Feature::SlotShaped);
    EXPECT_FALSE(g.features.has(Feature::CrossCore) && g.features.has(Feature::SlotShaped));
  }
  std::printf("[gen] cross-core %.1f%%, slot-shaped %.1f%%\n", 100.0 * xc / kSeeds,
              100.0 * slot / kSeeds);
  EXPECT_GE(xc, kSeeds * 15 / 100);
  EXPECT_LE(xc, kSeeds * 25 / 100);
  EXPECT_GE(slot, kSeeds * 10 / 100);
  EXPECT_LE(slot, kSeeds * 20 / 100);
  // GenKnobs::xcGroupRatio: half the pairs are called through a Group.
  EXPECT_GE(group, xc * 35 / 100);
  EXPECT_LE(group, xc * 65 / 100);
}

TEST(GeneratorXc, CrossCoreProgramsPairAnAicAndAnAivPipeline) {
  for (std::size_t i = 0; i < corpus().size(); ++i) {
    const Generated &g = corpus()[i];
    const ir::Program &p = *g.program;
    if (!g.features.has(Feature::CrossCore)) {
      EXPECT_EQ(channelOps(p), 0) << "seed " << i << ": channel ops outside a cross-core program";
      EXPECT_FALSE(functionOfType(p, ir::FunctionType::AIC)) << "seed " << i;
      continue;
    }
    // The pair alone, or called through a Group function (AIC side first)
    // that an Orchestration function calls, as the outliner leaves it.
    if (g.features.has(Feature::GroupFunction)) {
      ASSERT_EQ(p.functions.size(), 4u) << "seed " << i;
      ir::FunctionPtr group = functionOfType(p, ir::FunctionType::Group);
      ir::FunctionPtr orch = functionOfType(p, ir::FunctionType::Orchestration);
      ASSERT_TRUE(group && orch) << "seed " << i;
      std::vector<std::string> calls, orchCalls;
      ir::forEachStmt(group->body, [&](const ir::StmtPtr &s) {
        if (const ir::Call *c = stmtCall(s); c && c->isFunctionCall)
          calls.push_back(c->op);
      });
      ir::forEachStmt(orch->body, [&](const ir::StmtPtr &s) {
        if (const ir::Call *c = stmtCall(s); c && c->isFunctionCall)
          orchCalls.push_back(c->op);
      });
      EXPECT_EQ(calls, (std::vector<std::string>{functionOfType(p, ir::FunctionType::AIC)->name,
                                                 functionOfType(p, ir::FunctionType::AIV)->name}))
          << "seed " << i;
      EXPECT_EQ(orchCalls, std::vector<std::string>{group->name}) << "seed " << i;
    } else {
      ASSERT_EQ(p.functions.size(), 2u) << "seed " << i;
    }
    for (ir::FunctionType t : {ir::FunctionType::AIC, ir::FunctionType::AIV}) {
      ir::FunctionPtr f = functionOfType(p, t);
      ASSERT_TRUE(f) << "seed " << i;
      // SkewCrossCorePipeline's trigger: a top-level tpush and tpop in a
      // top-level Pipeline loop's body; a one-way pair has instead a loop
      // that only pushes on one side and one that only pops on the other.
      const bool oneWay = g.features.has(Feature::XcOneWay);
      bool crossCoreLoop = false, oneWayLoop = false;
      for (const ir::StmtPtr &s : ir::stmtList(f->body)) {
        const ir::ForStmt *loop = ir::asFor(s);
        if (!loop || loop->forKind != ir::ForKind::Pipeline)
          continue;
        bool push = false, pop = false;
        for (const ir::StmtPtr &b : ir::stmtList(loop->body))
          if (const ir::Call *c = stmtCall(b)) {
            push |= c->op.rfind("tile.tpush", 0) == 0;
            pop |= c->op.rfind("tile.tpop", 0) == 0;
          }
        crossCoreLoop |= push && pop;
        oneWayLoop |= push != pop;
      }
      EXPECT_EQ(crossCoreLoop, !oneWay) << "seed " << i << " " << f->name;
      EXPECT_EQ(oneWayLoop, oneWay) << "seed " << i << " " << f->name;
    }
  }
}

TEST(GeneratorXc, ChannelsBalanceAndACoScheduledRunFinishes) {
  int programs = 0;
  uint64_t pushes = 0;
  for (std::size_t i = 0; i < corpus().size(); ++i) {
    const Generated &g = corpus()[i];
    if (!g.features.has(Feature::CrossCore))
      continue;
    ++programs;
    ir::FunctionPtr aic = functionOfType(*g.program, ir::FunctionType::AIC);
    ir::FunctionPtr aiv = functionOfType(*g.program, ir::FunctionType::AIV);
    ASSERT_TRUE(aic && aiv) << "seed " << i;
    for (const auto &values : gentest::cornerAssignments(g.params)) {
      std::vector<std::string> problems;
      auto a = gentest::channelEvents(*aic, values, problems);
      auto v = gentest::channelEvents(*aiv, values, problems);
      for (const std::string &m : gentest::coSchedule(a, v))
        problems.push_back(m);
      for (const auto &e : a)
        pushes += e.push;
      for (const std::string &m : problems)
        ADD_FAILURE() << "seed " << i << " " << interp::formatScalarSet(values) << ": " << m;
      if (!problems.empty())
        break;
    }
  }
  EXPECT_GT(programs, 100);
  EXPECT_GT(pushes, 1000u); // the walk really saw traffic
}

// Every program, not only the new kinds: EvalStmt stores are never ordered
// by SSA, so overlapping ones would make the passes' reordering observable.
TEST(GeneratorXc, EvalStmtStoresNeverOverlap) {
  int withEvalStores = 0;
  for (std::size_t i = 0; i < corpus().size(); ++i) {
    const Generated &g = corpus()[i];
    bool any = false;
    for (const ir::FunctionPtr &f : g.program->functions)
      ir::forEachStmt(f->body, [&](const ir::StmtPtr &s) {
        const ir::EvalStmt *e = ir::asEval(s);
        const ir::Call *c = e ? ir::asCall(e->expr) : nullptr;
        any |= c && c->op == "tile.store";
      });
    withEvalStores += any;
    if (g.features.has(Feature::ZeroStep))
      continue; // a source that never ends (its walk reports the zero step)
    for (const auto &values : gentest::cornerAssignments(g.params)) {
      auto problems = gentest::checkEvalStoresDisjoint(*g.program, values);
      for (const std::string &m : problems)
        ADD_FAILURE() << "seed " << i << ": " << m;
      if (!problems.empty())
        break;
    }
  }
  EXPECT_GT(withEvalStores, 100);
  // The check bites: the same store twice in a loop overlaps itself.
  auto parsed = text::parseProgram(R"(# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]):
        for i in pl.pipeline(2, stage=2):
            t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
            pl.tile.store(t, [i * 4, 0], out)
)",
                                   "overlap.py");
  ASSERT_TRUE(parsed.ok()) << parsed.error().str();
  EXPECT_FALSE(gentest::checkEvalStoresDisjoint(**parsed, {}).empty());
}

TEST(GeneratorXc, TheCoScheduleCheckCatchesDeadlockImbalanceAndTypeMismatch) {
  using gentest::ChannelEvent;
  auto ev = [](bool push, int ch, int64_t rows) {
    ChannelEvent e;
    e.push = push;
    e.channel = ch;
    e.shape = {rows, 16};
    return e;
  };
  // Balanced producer-first on both sides: fine.
  EXPECT_TRUE(gentest::coSchedule({ev(true, 0, 8), ev(false, 1, 8)},
                                  {ev(true, 1, 8), ev(false, 0, 8)})
                  .empty());
  // Both sides pop first: deadlock.
  EXPECT_FALSE(gentest::coSchedule({ev(false, 1, 8), ev(true, 0, 8)},
                                   {ev(false, 0, 8), ev(true, 1, 8)})
                   .empty());
  // One push more than its peer pops: a tile is left behind.
  EXPECT_FALSE(gentest::coSchedule({ev(true, 0, 8), ev(true, 0, 8)}, {ev(false, 0, 8)}).empty());
  // The pop's shape differs from the pushed tile.
  EXPECT_FALSE(gentest::coSchedule({ev(true, 0, 8)}, {ev(false, 0, 16)}).empty());
  // A side popping the channel it pushes to.
  EXPECT_FALSE(gentest::coSchedule({ev(false, 0, 8)}, {}).empty());

  // On a golden input: the two demoted multi-round-trip functions exchange
  // 4 iterations x 2 tiles in each direction and co-schedule cleanly.
  auto parsed = text::parseProgram(
      R"(# pypto.program: MultiRoundTrip
import pypto.language as pl

@pl.program
class MultiRoundTrip:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(b: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        bm: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        br: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            p1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            p1l: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(p1, target_memory=pl.Mem.Left)
            s1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(p1l, br)
            pl.tile.tpush_to_aiv(s1, split=0)
            o2: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(s1, [i * 32, 0], o)
            y: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(o2)
        return y
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]):
        for i in pl.pipeline(3, stage=2):
            g1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            pl.tile.tpush_to_aic(g1, split=0)
)",
      "deadlock.py");
  ASSERT_TRUE(parsed.ok()) << parsed.error().str();
  std::vector<std::string> problems;
  auto a = gentest::channelEvents(*(*parsed)->find("cube"), {}, problems);
  auto v = gentest::channelEvents(*(*parsed)->find("vec"), {}, problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_EQ(a.size(), 8u);
  EXPECT_EQ(v.size(), 6u);
  // Both start with a pop: deadlock on the first event.
  auto deadlock = gentest::coSchedule(a, v);
  ASSERT_FALSE(deadlock.empty());
  EXPECT_NE(deadlock[0].find("deadlock"), std::string::npos) << deadlock[0];
}

TEST(GeneratorXc, WalkedPushCountsMatchTheInterpreterPushLog) {
  int runs = 0;
  for (std::size_t i = 0; i < corpus().size() && runs < 200; ++i) {
    const Generated &g = corpus()[i];
    if (!g.features.has(Feature::CrossCore))
      continue;
    auto values = gentest::cornerAssignments(g.params).back(); // the midpoint
    for (const ir::FunctionPtr &f : g.program->functions) {
      // The walk does not enter calls: a Group function and its caller push
      // through the pair's functions, judged on their own.
      if (f->funcType == ir::FunctionType::Group ||
          f->funcType == ir::FunctionType::Orchestration)
        continue;
      std::vector<std::string> problems;
      auto events = gentest::channelEvents(*f, values, problems);
      ASSERT_TRUE(problems.empty()) << problems[0];
      std::size_t walked = 0;
      for (const auto &e : events)
        walked += e.push;
      interp::Inputs in;
      in.seed = i + 1;
      in.scalars = values;
      interp::RunResult r = interp::run(*g.program, f->name, in);
      ++runs;
      const auto *ret = std::get_if<interp::Returned>(&r.outcome);
      ASSERT_TRUE(ret) << "seed " << i << " " << f->name << ": " << interp::describe(r.outcome);
      std::size_t logged = 0;
      for (const interp::OutputValue &o : ret->outputs.values)
        logged += o.label.rfind("tpush ", 0) == 0;
      EXPECT_EQ(walked, logged) << "seed " << i << " " << f->name;
    }
  }
  EXPECT_GT(runs, 100);
}

TEST(GeneratorXc, CrossCoreAndSlotProgramsSurviveTheTextRoundTrip) {
  int checked = 0;
  for (std::size_t i = 0; i < corpus().size() && checked < 300; ++i) {
    const Generated &g = corpus()[i];
    if (!g.features.has(Feature::CrossCore) && !g.features.has(Feature::SlotShaped))
      continue;
    ++checked;
    std::string printed = text::printProgram(*g.program);
    auto parsed = text::parseProgram(printed, "seed" + std::to_string(i) + ".py");
    ASSERT_TRUE(parsed.ok()) << "seed " << i << ": " << parsed.error().str() << "\n" << printed;
    auto eq = ir::structuralEqual(g.program, *parsed);
    EXPECT_TRUE(eq.equal) << "seed " << i << ": " << eq.str() << "\n" << printed;
    EXPECT_EQ(text::printProgram(**parsed), printed) << "seed " << i;
  }
  EXPECT_GT(checked, 200);
}

// Per function of `p` skewed by SkewCrossCorePipeline (a Call tagged in the
// skew's first group, 1 << 20), its depth: the largest stage + 1.
std::vector<int64_t> skewDepths(const ir::Program &p) {
  std::vector<int64_t> depths;
  for (const ir::FunctionPtr &f : p.functions) {
    int64_t maxStage = -1;
    ir::forEachStmt(f->body, [&](const ir::StmtPtr &s) {
      const ir::Call *c = stmtCall(s);
      if (!c)
        return;
      auto m = ir::getAttr<std::string>(c->attrs, ir::kPipelineMembershipAttr);
      if (m && m->rfind("1048576:", 0) == 0)
        maxStage = std::max<int64_t>(maxStage, std::stoll(m->substr(8)));
    });
    if (maxStage >= 0)
      depths.push_back(maxStage + 1);
  }
  return depths;
}

TEST(GeneratorXc, SkewedSidesAreTheOnesTheGeneratorExpects) {
  auto pass = passes::createPass("skew_cross_core_pipeline");
  if (!pass.ok())
    GTEST_SKIP() << "skew_cross_core_pipeline is not registered";
  int skewed = 0, demoted = 0;
  for (std::size_t i = 0; i < corpus().size(); ++i) {
    const Generated &g = corpus()[i];
    if (!g.features.has(Feature::CrossCore))
      continue;
    auto out = (*pass)->run(g.program, {});
    ASSERT_TRUE(out.ok()) << "seed " << i << ": " << out.error().str();
    int expected = static_cast<int>(g.features.count(Feature::XcSkewable));
    std::vector<int64_t> depths = skewDepths(**out);
    EXPECT_EQ(static_cast<int>(depths.size()), expected)
        << "seed " << i << "\n" << text::printProgram(*g.program);
    // The depth the generator expects (the pass's rule) for each skewed side.
    uint32_t byDepth[5] = {0, 0, 0, 0, 0};
    for (int64_t d : depths)
      ++byDepth[std::min<int64_t>(d, 4)];
    EXPECT_EQ(byDepth[1], g.features.count(Feature::XcDepth1)) << "seed " << i;
    EXPECT_EQ(byDepth[2], g.features.count(Feature::XcDepth2)) << "seed " << i;
    EXPECT_EQ(byDepth[3], g.features.count(Feature::XcDepth3)) << "seed " << i;
    EXPECT_EQ(byDepth[4], g.features.count(Feature::XcDepth4Plus)) << "seed " << i;
    skewed += expected;
    demoted += 2 - expected;
  }
  EXPECT_GT(skewed, 50);
  EXPECT_GT(demoted, 50);
}

bool hasSlottedTile(const ir::Program &p) {
  bool slotted = false;
  for (const ir::FunctionPtr &f : p.functions)
    ir::forEachStmt(f->body, [&](const ir::StmtPtr &s) {
      const ir::AssignStmt *a = ir::asAssign(s);
      const ir::TileType *t = a ? ir::asTile(a->var->type) : nullptr;
      slotted |= t && t->memref && t->memref->slotCount > 0;
    });
  return slotted;
}

TEST(GeneratorXc, SlotOutcomeIsTheOneTheGeneratorExpects) {
  auto pass = passes::createPass("lower_pipeline_to_slots");
  if (!pass.ok())
    GTEST_SKIP() << "lower_pipeline_to_slots is not registered";
  passes::PassOptions ptoas;
  ptoas.planner = passes::MemoryPlanner::PTOAS;
  ptoas.backend = passes::Backend::Ascend910B;
  int taken = 0, declined = 0, underDeclined = 0;
  for (std::size_t i = 0; i < corpus().size(); ++i) {
    const Generated &g = corpus()[i];
    if (!g.features.has(Feature::SlotShaped))
      continue;
    underDeclined += g.features.has(Feature::SlotUnderDeclined); // never slotted: below
    auto out = (*pass)->run(g.program, ptoas);
    ASSERT_TRUE(out.ok()) << "seed " << i << ": " << out.error().str();
    bool expected = g.features.has(Feature::SlotTaken);
    EXPECT_EQ(hasSlottedTile(**out), expected)
        << "seed " << i << "\n" << text::printProgram(*g.program);
    (expected ? taken : declined) += 1;
    // Under the PyPTO planner the pass changes nothing.
    auto pypto = (*pass)->run(g.program, {});
    ASSERT_TRUE(pypto.ok());
    EXPECT_FALSE(hasSlottedTile(**pypto)) << "seed " << i;
  }
  EXPECT_GT(taken, 50);
  EXPECT_GT(declined, 30);
  EXPECT_GT(underDeclined, 5);
}

} // namespace
} // namespace pipecheck::gen

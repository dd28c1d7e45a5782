// MemoryReuse on hand-written post-InitMemRef programs: which tiles end up on
// one base, which allocs survive, membership stripping, Orchestration
// skipping, YieldFixup moves and Acc handling with and without dbC. Every
// expectation is worked out by hand from reference/memory-reuse.md (program
// points in the comments).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/passes/faults.h"

#include "core/ir/walk.h"
#include "tests/passes_reuse/reuse_test_util.h"

namespace pipecheck {
namespace {

using namespace reusetest;

const int64_t kT = 16384; // [64, 64] FP32

// 0-2 allocs, a=3, b=4, c=5, store=6, return=7: a[3,4] b[4,5] c[5,6] touch
// pairwise, nothing overlaps -> one buffer, the other allocs are removed.
std::string chainText() {
  return kernelProgram(allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                       allocLine("mem_vec_4", kT, "Vec") +
                       "        a: " + tileT("mem_vec_2", kT) +
                       " = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)\n"
                       "        b: " + tileT("mem_vec_3", kT) + " = pl.tile.add(a, a)\n"
                       "        c: " + tileT("mem_vec_4", kT) + " = pl.tile.exp(b)\n"
                       "        o: pl.Tensor[[256, 256], pl.FP32, pl.MemRef(\"mem_ddr_1\", 0, 262144)]"
                       " = pl.tile.store(c, [0, 0], out)\n"
                       "        return o\n");
}

TEST(MemoryReuse, TouchingChainSharesOneBuffer) {
  ir::ProgramPtr out = runReuse(chainText());
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "a"), "mem_vec_2");
  EXPECT_EQ(baseOf(out, "b"), "mem_vec_2");
  EXPECT_EQ(baseOf(out, "c"), "mem_vec_2");
  EXPECT_EQ(allocNames(out), std::vector<std::string>{"mem_vec_2"});
}


const std::string kOut = "pl.Tensor[[256, 256], pl.FP32, pl.MemRef(\"mem_ddr_1\", 0, 262144)]";

std::string load(const std::string &var, const std::string &base, const std::string &tag = "",
                 const std::string &space = "Vec") {
  std::string attrs = tag.empty() ? "" : ", attrs={\"pipeline_membership\": \"" + tag + "\"}";
  return "        " + var + ": " + tileT(base, kT, space) +
         " = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem." + space + attrs +
         ")\n";
}
std::string store(const std::string &var, const std::string &tile, const std::string &into) {
  return "        " + var + ": " + kOut + " = pl.tile.store(" + tile + ", [0, 0], " + into + ")\n";
}

// allocs 0-1; l0=2 s0=3 l1=4 s1=5 return=6: l0[2,3] l1[4,5] are disjoint,
// cross-stage loads of group 0.
std::string twoStageLoads() {
  return kernelProgram(allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                       load("l0", "mem_vec_2", "0:0") + store("s0", "l0", "out") +
                       load("l1", "mem_vec_3", "0:1") + store("s1", "l1", "s0") +
                       "        return s1\n");
}

TEST(MemoryReuse, GatedGuardKeepsStagesApartAndStripsMembership) {
  ir::ProgramPtr out = runReuse(twoStageLoads()); // 910B: F = 2
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "l0"), "mem_vec_2");
  EXPECT_EQ(baseOf(out, "l1"), "mem_vec_3");
  EXPECT_EQ(printed(out).find("pipeline_membership"), std::string::npos) << printed(out);
}

TEST(MemoryReuse, LegacyGuardWithoutBackend) {
  passes::PassOptions none;
  none.backend = passes::Backend::None;
  ir::ProgramPtr out = runReuse(twoStageLoads(), none);
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "l1"), "mem_vec_3");
}

TEST(MemoryReuse, FaultIgnoresMembership) {
  passes::PassOptions f;
  f.faults = {"reuse-ignores-membership"};
  ir::ProgramPtr out = runReuse(twoStageLoads(), f);
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "l1"), "mem_vec_2");
  EXPECT_EQ(allocNames(out), std::vector<std::string>{"mem_vec_2"});
}

TEST(MemoryReuse, FaultLoadsAsNonLoads) {
  passes::PassOptions f;
  f.backend = passes::Backend::None; // the legacy guard is where load-ness matters
  f.faults = {"reuse-loads-as-non-loads"};
  ir::ProgramPtr out = runReuse(twoStageLoads(), f);
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "l1"), "mem_vec_2");
}

// allocs 0-2; a=3 b=4 c=5 store=6: a[3,5] b[4,5] overlap on [4,5]; c touches
// both and joins a's buffer (first fit).
std::string coLive() {
  return kernelProgram(allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                       allocLine("mem_vec_4", kT, "Vec") + load("a", "mem_vec_2") +
                       load("b", "mem_vec_3") + "        c: " + tileT("mem_vec_4", kT) +
                       " = pl.tile.add(a, b)\n" + store("o", "c", "out") + "        return o\n");
}

TEST(MemoryReuse, CoLiveTilesStayApart) {
  ir::ProgramPtr out = runReuse(coLive());
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "b"), "mem_vec_3");
  EXPECT_EQ(baseOf(out, "c"), "mem_vec_2");
}

TEST(MemoryReuse, FaultSharesLiveTiles) {
  passes::PassOptions f;
  f.faults = {"reuse-shares-live-tiles"};
  ir::ProgramPtr out = runReuse(coLive(), f);
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "b"), "mem_vec_2"); // b is read together with a by c
}

TEST(MemoryReuse, FaultsAreRegistered) {
  std::set<std::string> mine;
  for (const passes::FaultInfo &f : passes::registeredFaults())
    if (f.pass == "memory_reuse")
      mine.insert(f.name);
  // The last seven were added for issue 16 (proven by properties/suites/fault_zoo.cpp).
  EXPECT_EQ(mine, (std::set<std::string>{
                      "reuse-ignores-membership", "reuse-loads-as-non-loads",
                      "reuse-shares-live-tiles", "reuse-no-loop-extension",
                      "reuse-loop-result-not-redirected", "reuse-sorts-ascending",
                      "reuse-checks-first-member", "reuse-skips-yield-fixup",
                      "reuse-l0-exempt-when-gated", "reuse-touching-blocks"}));
}

TEST(MemoryReuse, RegisteredAfterInitMemRef) {
  std::vector<std::string> order;
  for (const passes::PassInfo &p : passes::registeredPasses())
    order.push_back(p.name);
  auto at = [&](const std::string &n) { return std::find(order.begin(), order.end(), n); };
  ASSERT_NE(at("memory_reuse"), order.end());
  if (at("init_mem_ref") != order.end()) {
    EXPECT_LT(at("init_mem_ref"), at("memory_reuse"));
  }
  if (at("allocate_memory_addr") != order.end()) {
    EXPECT_LT(at("memory_reuse"), at("allocate_memory_addr"));
  }
}

TEST(MemoryReuse, OrchestrationIsUntouched) {
  std::string text = twoStageLoads();
  text.replace(text.find("FunctionType.InCore"), 19, "FunctionType.Orchestration");
  ir::ProgramPtr in = parse(text);
  ASSERT_TRUE(in);
  auto out = runPasses(in, {"memory_reuse"}, passes::PassOptions{});
  ASSERT_TRUE(out.ok());
  EXPECT_EQ((*out)->functions.front(), in->functions.front());
}

// allocs 0-2; a=3; loop [4,7]: b=4 c=5 store=6 yield=7; return=8.
// a (defined before the loop, used at 4) lives to 7 -> apart from b and c,
// which touch each other and share.
TEST(MemoryReuse, LoopExtensionKeepsOuterTileLive) {
  std::string body = allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                     allocLine("mem_vec_4", kT, "Vec") + load("a", "mem_vec_2") +
                     "        for i, (o,) in pl.range(0, 4, 1, init_values=(out,)):\n"
                     "            b: " + tileT("mem_vec_3", kT) + " = pl.tile.add(a, a)\n"
                     "            c: " + tileT("mem_vec_4", kT) + " = pl.tile.exp(b)\n"
                     "            o2: " + kOut + " = pl.tile.store(c, [0, 0], o)\n"
                     "            r: " + kOut + " = pl.yield_(o2)\n"
                     "        return r\n";
  ir::ProgramPtr out = runReuse(kernelProgram(body));
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "b"), "mem_vec_3");
  EXPECT_EQ(baseOf(out, "c"), "mem_vec_3");
  EXPECT_EQ(allocNames(out), (std::vector<std::string>{"mem_vec_2", "mem_vec_3"}));
}

// A tile carry whose yield lives elsewhere: allocs 0-1, acc0=2, loop [3,4]
// (t=3, yield=4), store=5. acc0 lives [2,5] (init use at 3, the return var's
// read at 5 redirected to the init), t [3,4]: apart, so YieldFixup moves t
// into acc0's buffer before the yield (§8 Step 4).
TEST(MemoryReuse, YieldFixupMovesForCarry) {
  std::string body = allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                     load("acc0", "mem_vec_2") +
                     "        for i, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):\n"
                     "            t: " + tileT("mem_vec_3", kT) + " = pl.tile.add(acc, acc)\n"
                     "            r: " + tileT("mem_vec_2", kT) + " = pl.yield_(t)\n" +
                     store("o", "r", "out") + "        return o\n";
  ir::ProgramPtr out = runReuse(kernelProgram(body));
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "t"), "mem_vec_3");
  EXPECT_EQ(baseOf(out, "t_mv"), "mem_vec_2");
  EXPECT_NE(printed(out).find("t_mv: " + tileT("mem_vec_2", kT) +
                              " = pl.tile.move(t, target_memory=pl.Mem.Vec)"),
            std::string::npos)
      << printed(out);
  EXPECT_NE(printed(out).find("pl.yield_(t_mv)"), std::string::npos);
}

TEST(MemoryReuse, AccCarryMismatchIsAnInternalError) {
  std::string body = allocLine("mem_acc_2", kT, "Acc") + allocLine("mem_acc_3", kT, "Acc") +
                     load("acc0", "mem_acc_2", "", "Acc") +
                     "        for i, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):\n"
                     "            t: " + tileT("mem_acc_3", kT, "Acc") + " = pl.tile.add(acc, acc)\n"
                     "            r: " + tileT("mem_acc_2", kT, "Acc") + " = pl.yield_(t)\n" +
                     store("o", "r", "out") + "        return o\n";
  ir::ProgramPtr in = parse(kernelProgram(body));
  ASSERT_TRUE(in);
  auto out = runPasses(in, {"memory_reuse"}, passes::PassOptions{});
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().kind, "InternalError");
  EXPECT_EQ(out.error().message,
            "MemoryReuse cannot reconcile divergent L0C accumulator buffers with tile.move; "
            "accumulator control-flow values must be coalesced before YieldFixup.");
}

// Four matmuls into Acc, each drained by a store before the next (c_k lives
// [def, def+1]). Untagged (default, §8): lifetime alone -> one Acc buffer.
// dbC tags rotated to stage % 2 -> D = 2, F = min(2, 131072 / 16384) = 2 ->
// exactly two Acc buffers, alternating.
std::string matmuls(bool dbC) {
  std::string body = allocLine("mem_left_2", kT, "Left") + allocLine("mem_right_3", kT, "Right");
  for (int k = 0; k < 4; ++k)
    body += allocLine("mem_acc_" + std::to_string(4 + k), kT, "Acc");
  body += load("l", "mem_left_2", "", "Left") + load("rt", "mem_right_3", "", "Right");
  std::string prev = "out";
  for (int k = 0; k < 4; ++k) {
    std::string c = "c" + std::to_string(k), o = "o" + std::to_string(k);
    std::string attrs =
        dbC ? ", attrs={\"pipeline_membership\": \"0:" + std::to_string(k % 2) + "\"}" : "";
    body += "        " + c + ": " + tileT("mem_acc_" + std::to_string(4 + k), kT, "Acc") +
            " = pl.tile.matmul(l, rt" + attrs + ")\n" + store(o, c, prev);
    prev = o;
  }
  return kernelProgram(body + "        return o3\n");
}

TEST(MemoryReuse, AccUntaggedUsesOneBuffer) {
  ir::ProgramPtr out = runReuse(matmuls(false));
  ASSERT_TRUE(out);
  for (const char *c : {"c0", "c1", "c2", "c3"})
    EXPECT_EQ(baseOf(out, c), "mem_acc_4") << c;
  EXPECT_EQ(allocNames(out),
            (std::vector<std::string>{"mem_left_2", "mem_right_3", "mem_acc_4"}));
}

TEST(MemoryReuse, AccWithDoubleBufferCUsesExactlyTwo) {
  ir::ProgramPtr out = runReuse(matmuls(true));
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "c2"), "mem_acc_4");
  EXPECT_EQ(baseOf(out, "c1"), "mem_acc_5");
  EXPECT_EQ(baseOf(out, "c3"), "mem_acc_5");
  EXPECT_EQ(allocNames(out),
            (std::vector<std::string>{"mem_left_2", "mem_right_3", "mem_acc_4", "mem_acc_5"}));
}

} // namespace
} // namespace pipecheck

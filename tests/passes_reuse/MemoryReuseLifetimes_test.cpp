// analyzeReuseLifetimes on hand-written post-InitMemRef text
// (reference/memory-reuse.md §4): program points, loop extension, If-phi
// redirection and families, For return-var redirection to the init, the
// group's membership and load-ness, and tile.move's forbidden operand. The
// numbered program points in the comments are the expected values.
#include <gtest/gtest.h>

#include "tests/passes_reuse/reuse_test_util.h"

namespace pipecheck {
namespace {

using namespace reusetest;

const int64_t kT = 16384;
const std::string kOut = "pl.Tensor[[256, 256], pl.FP32, pl.MemRef(\"mem_ddr_1\", 0, 262144)]";

const passes::reuse::ReuseInterval *find(const passes::ReuseLifetimes &lt, const std::string &n) {
  for (const auto &iv : lt.intervals)
    if (iv.name == n)
      return &iv;
  ADD_FAILURE() << "no interval " << n;
  return nullptr;
}

// 0-3 allocs; t=4; loop [5,10]: if-cond at 5, then e=5 yield=6, else h=7
// yield=8, store(v)=9, yield=10; return=11.
std::string ifInLoop() {
  std::string b = allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                  allocLine("mem_vec_4", kT, "Vec") + allocLine("mem_vec_5", kT, "Vec") +
                  "        t: " + tileT("mem_vec_2", kT) +
                  " = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, "
                  "attrs={\"pipeline_membership\": \"0:0\"})\n"
                  "        for i, (o,) in pl.range(0, 2, 1, init_values=(out,)):\n"
                  "            if i == 0:\n"
                  "                e: " + tileT("mem_vec_3", kT) + " = pl.tile.exp(t)\n"
                  "                v: " + tileT("mem_vec_3", kT) + " = pl.yield_(e)\n"
                  "            else:\n"
                  "                h: " + tileT("mem_vec_4", kT) + " = pl.tile.muls(t, 0.5)\n"
                  "                v: " + tileT("mem_vec_3", kT) + " = pl.yield_(h)\n"
                  "            o2: " + kOut + " = pl.tile.store(v, [0, 0], o)\n"
                  "            r: " + kOut + " = pl.yield_(o2)\n"
                  "        return r\n";
  return kernelProgram(b);
}

TEST(ReuseLifetimes, ProgramPointsLoopsAndPhis) {
  ir::ProgramPtr p = parse(ifInLoop());
  ASSERT_TRUE(p);
  passes::ReuseLifetimes lt = passes::analyzeReuseLifetimes(kernelOf(p).body);
  ASSERT_EQ(lt.intervals.size(), 3u);
  EXPECT_EQ(lt.loops, (std::vector<std::pair<int64_t, int64_t>>{{5, 10}}));
  const auto *t = find(lt, "t"), *e = find(lt, "e"), *h = find(lt, "h");
  ASSERT_TRUE(t && e && h);
  // t: raw last use 7 (muls), defined before the loop -> extended to 10.
  EXPECT_EQ(std::make_pair(t->def, t->last), std::make_pair(int64_t{4}, int64_t{10}));
  // the read of phi v at 9 is redirected to both branch-local sources.
  EXPECT_EQ(std::make_pair(e->def, e->last), std::make_pair(int64_t{5}, int64_t{9}));
  EXPECT_EQ(std::make_pair(h->def, h->last), std::make_pair(int64_t{7}, int64_t{9}));
  ASSERT_EQ(e->members.size(), 1u);
  ASSERT_EQ(h->members.size(), 1u);
  EXPECT_EQ(e->members[0].families, h->members[0].families);
  EXPECT_EQ(e->members[0].families.size(), 1u);
  EXPECT_TRUE(t->members[0].families.empty());
  EXPECT_EQ(t->membership, (std::vector<passes::MembershipPair>{{0, 0}}));
  EXPECT_TRUE(t->isLoad);
  EXPECT_TRUE(e->membership.empty());
  EXPECT_EQ(t->size, 16384u);
  EXPECT_EQ(t->space, ir::MemorySpace::Vec);
}

// e and h overlap on [7,9] but are the two exclusive sources of one phi: the
// family exemption lets h join e's buffer (t's is blocked by overlap).
TEST(ReuseLifetimes, PhiSourcesShareThroughTheFamilyExemption) {
  ir::ProgramPtr out = runReuse(ifInLoop());
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "h"), "mem_vec_3");
  EXPECT_EQ(baseOf(out, "e"), "mem_vec_3");
  EXPECT_EQ(baseOf(out, "t"), "mem_vec_2");
  EXPECT_EQ(printed(out).find("tile.move"), std::string::npos) << printed(out);
}

// 0-1 allocs; acc0=2; loop [3,4] (init use at 3; t=3, yield=4); store(r)=5.
TEST(ReuseLifetimes, ForReturnVarReadExtendsTheInit) {
  std::string b = allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                  "        acc0: " + tileT("mem_vec_2", kT) +
                  " = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)\n"
                  "        for i, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):\n"
                  "            t: " + tileT("mem_vec_3", kT) + " = pl.tile.add(acc, acc)\n"
                  "            r: " + tileT("mem_vec_2", kT) + " = pl.yield_(t)\n"
                  "        o: " + kOut + " = pl.tile.store(r, [0, 0], out)\n"
                  "        return o\n";
  ir::ProgramPtr p = parse(kernelProgram(b));
  ASSERT_TRUE(p);
  passes::ReuseLifetimes lt = passes::analyzeReuseLifetimes(kernelOf(p).body);
  const auto *acc0 = find(lt, "acc0"), *t = find(lt, "t");
  ASSERT_TRUE(acc0 && t);
  EXPECT_EQ(std::make_pair(acc0->def, acc0->last), std::make_pair(int64_t{2}, int64_t{5}));
  EXPECT_EQ(std::make_pair(t->def, t->last), std::make_pair(int64_t{3}, int64_t{4}));
}

// 0-1 allocs; a=2, m=move(a)=3, store=4: a[2,3] m[3,4] touch, but tile.move
// forbids its output aliasing its operand.
TEST(ReuseLifetimes, MoveForbidsAliasingItsSource) {
  std::string b = allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kT, "Vec") +
                  "        a: " + tileT("mem_vec_2", kT) +
                  " = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)\n"
                  "        m: " + tileT("mem_vec_3", kT) +
                  " = pl.tile.move(a, target_memory=pl.Mem.Vec)\n"
                  "        o: " + kOut + " = pl.tile.store(m, [0, 0], out)\n"
                  "        return o\n";
  ir::ProgramPtr p = parse(kernelProgram(b));
  ASSERT_TRUE(p);
  passes::ReuseLifetimes lt = passes::analyzeReuseLifetimes(kernelOf(p).body);
  const auto *m = find(lt, "m");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->forbidden, std::vector<int>{0});
  ir::ProgramPtr out = runReuse(kernelProgram(b));
  ASSERT_TRUE(out);
  EXPECT_EQ(baseOf(out, "m"), "mem_vec_3");
}

// 0-2 allocs; a=3, n=cast(a, BF16)=4, w=cast(n, FP32)=5, store=6. Each
// cast's lifetime touches its operand's. The narrowing cast may take a's
// buffer; the widening one writes more bytes per element than it reads, so
// the real MemoryReuse never lets it take n's (measured with the kit:
// BF16 -> FP32 gets a fresh buffer, FP32 -> BF16 reuses).
std::string castChain() {
  const int64_t kH = kT / 2;
  std::string b = allocLine("mem_vec_2", kT, "Vec") + allocLine("mem_vec_3", kH, "Vec") +
                  allocLine("mem_vec_4", kT, "Vec") +
                  "        a: " + tileT("mem_vec_2", kT) +
                  " = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)\n"
                  "        n: " + tileT("mem_vec_3", kH, "Vec", "[64, 64]", "BF16") +
                  " = pl.tile.cast(a, target_type=pl.BF16, mode='round')\n"
                  "        w: " + tileT("mem_vec_4", kT) +
                  " = pl.tile.cast(n, target_type=pl.FP32, mode='round')\n"
                  "        o: " + kOut + " = pl.tile.store(w, [0, 0], out)\n"
                  "        return o\n";
  return kernelProgram(b);
}

TEST(ReuseLifetimes, WideningCastForbidsAliasingItsSource) {
  ir::ProgramPtr p = parse(castChain());
  ASSERT_TRUE(p);
  passes::ReuseLifetimes lt = passes::analyzeReuseLifetimes(kernelOf(p).body);
  const auto *n = find(lt, "n"), *w = find(lt, "w");
  ASSERT_TRUE(n && w);
  EXPECT_TRUE(n->forbidden.empty()); // narrowing: no restriction
  EXPECT_EQ(w->forbidden, std::vector<int>{1});
  ir::ProgramPtr out = runReuse(castChain());
  ASSERT_TRUE(out);
  // Sorted by size: a, then w (disjoint from a) join mem_vec_2; n touches
  // both, but w forbids n's buffer, so n keeps its own. Without the rule all
  // three would share mem_vec_2.
  EXPECT_EQ(baseOf(out, "a"), "mem_vec_2");
  EXPECT_EQ(baseOf(out, "w"), "mem_vec_2");
  EXPECT_EQ(baseOf(out, "n"), "mem_vec_3");
}

} // namespace
} // namespace pipecheck

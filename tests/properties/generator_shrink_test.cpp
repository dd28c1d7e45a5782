// Tests that smaller choices give smaller programs, so shrinking the choice
// stream (RapidCheck) or the bytes (libFuzzer) shrinks programs: the all-zero
// stream gives the documented smallest program, halving every raw value does
// not grow programs on average, and RapidCheck, driving the generator
// through rcChoiceStream(), shrinks a counterexample to a handful of
// statements.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "core/ir/equal.h"
#include "core/verify/verifier.h"
#include "properties/gen/Generator.h"
#include "properties/gen/RcChoices.h"
#include "tests/properties/gen_checks.h"

namespace pipecheck::gen {
namespace {

Generated gen(ChoiceSource &src) {
  auto g = generateProgram(src);
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().str());
  return g.ok() ? std::move(g).value() : Generated{};
}

TEST(GeneratorShrink, ZeroStreamGivesTheSmallestProgram) {
  VectorChoiceSource empty({});
  Generated g = gen(empty);
  ASSERT_TRUE(g.program);
  // One kernel: out param, `for i in pl.pipeline(2, stage=2): <one statement>`,
  // `return out`.
  ASSERT_EQ(g.program->functions.size(), 1u);
  const ir::FunctionPtr &f = g.program->functions[0];
  EXPECT_EQ(f->funcType, ir::FunctionType::InCore);
  std::vector<ir::StmtPtr> body = ir::stmtList(f->body);
  ASSERT_EQ(body.size(), 2u);
  const ir::ForStmt *loop = ir::asFor(body[0]);
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop->forKind, ir::ForKind::Pipeline);
  EXPECT_EQ(ir::getAttr<int64_t>(loop->attrs, ir::kPipelineStagesAttr), 2);
  EXPECT_EQ(ir::asConstInt(loop->start)->value, 0);
  EXPECT_EQ(ir::asConstInt(loop->stop)->value, 2);
  EXPECT_EQ(ir::asConstInt(loop->step)->value, 1);
  EXPECT_TRUE(loop->iterArgs.empty());
  EXPECT_EQ(ir::stmtList(loop->body).size(), 1u);
  EXPECT_TRUE(ir::asReturn(body[1]));
  EXPECT_TRUE(g.params.empty());

  // Zero bytes and zero values give the same program as no data at all.
  VectorChoiceSource zeros(std::vector<uint64_t>(5000, 0));
  std::vector<uint8_t> zeroBytes(5000, 0);
  BytesChoiceSource bytes(zeroBytes.data(), zeroBytes.size());
  for (ChoiceSource *s : {static_cast<ChoiceSource *>(&zeros), static_cast<ChoiceSource *>(&bytes)}) {
    Generated z = gen(*s);
    auto eq = ir::structuralEqual(g.program, z.program);
    EXPECT_TRUE(eq.equal) << eq.str();
  }

  // No seed gives a smaller program.
  for (uint64_t seed = 0; seed < 300; ++seed) {
    PrngChoiceSource src(seed);
    EXPECT_LE(g.features.statements, gen(src).features.statements) << "seed " << seed;
  }
}

TEST(GeneratorShrink, HalvedStreamsAreNotLargerOnAverage) {
  PrngChoiceSource prng(99);
  double full = 0, half = 0, quarter = 0;
  const int kStreams = 300;
  for (int i = 0; i < kStreams; ++i) {
    std::vector<uint64_t> v(3000);
    for (uint64_t &x : v)
      x = prng.nextWord() & 0xFFFF;
    std::vector<uint64_t> h = v, q = v;
    for (uint64_t &x : h)
      x /= 2;
    for (uint64_t &x : q)
      x /= 4;
    VectorChoiceSource sv(v), sh(h), sq(q);
    full += gen(sv).features.statements;
    half += gen(sh).features.statements;
    quarter += gen(sq).features.statements;
  }
  std::printf("[gen] mean statements: full %.1f, halved %.1f, quartered %.1f\n", full / kStreams,
              half / kStreams, quarter / kStreams);
  EXPECT_LE(half, full);
  EXPECT_LE(quarter, half);
}

// Every stream RapidCheck generates gives a valid, in-bounds program.
RC_GTEST_PROP(GeneratorRc, StreamsGiveValidPrograms, ()) {
  auto stream = *rcChoiceStream();
  VectorChoiceSource src(stream);
  auto g = generateProgram(src);
  RC_ASSERT(g.ok());
  RC_ASSERT(verify::findVerifier("SSAForm")->run(*g->program).empty());
  RC_ASSERT(gentest::checkSingleDefinition(*g->program).empty());
  // A zero-step program (GenKnobs::invalidStepRatio) never ends: nothing to walk.
  if (!g->features.has(Feature::ZeroStep))
    for (const auto &values : gentest::cornerAssignments(g->params))
      RC_ASSERT(gentest::checkAccessesInBounds(*g->program, values).empty());
  RC_CLASSIFY(g->features.has(Feature::Matmul), "matmul");
  RC_CLASSIFY(g->features.has(Feature::DynStop) || g->features.has(Feature::DynStart) ||
                  g->features.has(Feature::DynBoth),
              "dynamic");
}

// RapidCheck's listener interface, silenced: the failure below is expected.
struct SilentListener : rc::detail::TestListener {
  void onTestCaseFinished(const rc::detail::CaseDescription &) override {}
  void onShrinkTried(const rc::detail::CaseDescription &, bool) override {}
  void onTestFinished(const rc::detail::TestMetadata &, const rc::detail::TestResult &) override {}
};

// A fake property that fails on any program with a matmul_acc: RapidCheck
// (fixed seed) must find one and shrink it, through the choice stream, to a
// few statements.
TEST(GeneratorShrink, RapidCheckShrinksACounterexampleToAFewStatements) {
  uint32_t smallestFailing = ~0u, firstFailing = 0;
  rc::detail::TestParams params;
  params.seed = 20240601;
  params.maxSuccess = 500;
  SilentListener listener;
  rc::detail::TestResult result = rc::detail::checkTestable(
      [&] {
        auto stream = *rcChoiceStream();
        VectorChoiceSource src(stream);
        auto g = generateProgram(src);
        RC_ASSERT(g.ok());
        if (g->features.has(Feature::MatmulAcc)) {
          if (!firstFailing)
            firstFailing = g->features.statements;
          smallestFailing = std::min(smallestFailing, g->features.statements);
        }
        RC_ASSERT(!g->features.has(Feature::MatmulAcc));
      },
      rc::detail::TestMetadata{}, params, listener);
  EXPECT_TRUE(result.is<rc::detail::FailureResult>());
  std::printf("[gen] first failing program %u statements, shrunk to %u\n", firstFailing,
              smallestFailing);
  EXPECT_LT(smallestFailing, firstFailing);
  EXPECT_LE(smallestFailing, 14u);
}

} // namespace
} // namespace pipecheck::gen

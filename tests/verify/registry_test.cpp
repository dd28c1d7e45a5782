// The verifier registry: names, lookup, and that each verifier's findings
// carry its own name as the rule.
#include <gtest/gtest.h>

#include "tests/ir/test_ir.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

TEST(VerifierRegistry, ListsTheSixInvariants) {
  std::vector<std::string> names;
  for (const verify::Verifier &v : verify::allVerifiers()) {
    names.emplace_back(v.name);
    EXPECT_FALSE(v.description.empty());
    EXPECT_NE(v.run, nullptr);
  }
  EXPECT_EQ(names,
            (std::vector<std::string>{"SSAForm", "PipelineLoopValid", "NormalizedStmtStructure",
                                      "PipelineResolved", "UseAfterDef", "TypeCheck",
                                      "HasMemRefs"}));
  ASSERT_NE(verify::findVerifier("TypeCheck"), nullptr);
  EXPECT_EQ(verify::findVerifier("TypeCheck")->run, &verify::verifyTypeCheck);
  EXPECT_EQ(verify::findVerifier("NoSuchRule"), nullptr);
}

TEST(VerifierRegistry, FindingsCarryTheVerifierName) {
  // One program breaking every invariant once:
  //   x = y (use before def; y undefined everywhere), x = 1 (second def),
  //   a single-child SeqStmts, a Pipeline loop without stages, cond INDEX.
  VarPtr n = idx("n"), x = idx("x"), y = idx("y"), i = idx("i"), z = idx("z");
  StmtPtr l = loop({.loopVar = i,
                    .stop = n,
                    .body = makeSeq({assignAt(z, i, 4)}),
                    .kind = ForKind::Pipeline,
                    .line = 3});
  StmtPtr cond = makeIf(n, makeSeq({}), nullptr, {}, at(5));
  //   a tile bound without a MemRef.
  VarPtr t = makeVar("t", makeTileType(DataType::FP32, {c(16)}, MemorySpace::Vec));
  FunctionPtr f = fn("main", {n},
                     makeSeq({assignAt(x, y, 1), assignAt(x, c(1), 2), l, cond, assignAt(t, y, 6)}));
  ProgramPtr p = prog({f});
  for (const verify::Verifier &v : verify::allVerifiers()) {
    Diagnostics ds = v.run(*p);
    EXPECT_FALSE(ds.empty()) << v.name;
    for (const Diagnostic &d : ds)
      EXPECT_EQ(d.rule, v.name);
  }
  EXPECT_GE(verify::verifyAll(*p).size(), 7u);
}

} // namespace
} // namespace pipecheck::testir

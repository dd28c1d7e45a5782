// The two analyses under CanonicalizeIOOrder (core/passes/CanonicalizeIOOrderDeps.cpp):
// the RAW-only dependency graph of a region and the InOut-use discipline
// check (reference/neighbour-passes.md §8.1 and §8.4 step 1). Expected edges
// and diagnostics are written from those rules.
#include <gtest/gtest.h>

#include "core/passes/CanonicalizeIOOrderInternal.h"
#include "tests/passes_canon/canon_test_util.h"

namespace pipecheck {
namespace {

using Preds = std::vector<std::set<std::size_t>>;

ir::ProgramPtr parse(const std::string &functions) {
  std::string src =
      "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n" + functions;
  auto p = text::parseProgram(src, "input.py");
  EXPECT_TRUE(p.ok()) << (p.ok() ? "" : p.error().str());
  return p.ok() ? p.value() : nullptr;
}

const std::string kScalarHead = "    @pl.function\n    def main(self, n: pl.Scalar[pl.INDEX]) -> "
                                "pl.Scalar[pl.INDEX]:\n";

Preds graphOf(const std::string &body) {
  ir::ProgramPtr p = parse(kScalarHead + body);
  if (!p)
    return {};
  return passes::cio::buildDependencyGraph(ir::stmtList(p->functions.at(0)->body)).predecessors;
}

TEST(CanonicalizeIOOrderDeps, EdgesComeFromTheDefiningStatements) {
  Preds g = graphOf("        a: pl.Scalar[pl.INDEX] = n + 1\n"
                    "        b: pl.Scalar[pl.INDEX] = a + 1\n"
                    "        c: pl.Scalar[pl.INDEX] = n * 2\n"
                    "        d: pl.Scalar[pl.INDEX] = b + c\n"
                    "        return d");
  EXPECT_EQ(g, (Preds{{}, {0}, {}, {1, 2}, {3}}));
}

TEST(CanonicalizeIOOrderDeps, CompoundStatementsCountTheirWholeSubtree) {
  // The loop uses k inside its body and as an init value; m uses its return var.
  Preds g = graphOf("        k: pl.Scalar[pl.INDEX] = n + 1\n"
                    "        z: pl.Scalar[pl.INDEX] = n + 2\n"
                    "        for j, (s,) in pl.range(2, init_values=(n,)):\n"
                    "            s2: pl.Scalar[pl.INDEX] = s + k\n"
                    "            r: pl.Scalar[pl.INDEX] = pl.yield_(s2)\n"
                    "        m: pl.Scalar[pl.INDEX] = r + 1\n"
                    "        return m");
  EXPECT_EQ(g, (Preds{{}, {}, {0}, {2}, {3}}));
}

const std::string kBump =
    "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
    "role=pl.Role.SubWorker)\n"
    "    def bump(a: pl.Tensor[[64], pl.FP32], t: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> "
    "pl.Tensor[[64], pl.FP32]:\n"
    "        return t\n";
const std::string kMainHead =
    "    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, "
    "role=pl.Role.Orchestrator)\n"
    "    def main(self, n: pl.Scalar[pl.INDEX], x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], "
    "pl.FP32], "
    "out: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:\n";

ir::Diagnostics discipline(const std::string &mainBody) {
  ir::ProgramPtr p = parse(kBump + kMainHead + mainBody);
  if (!p)
    return {ir::makeError("parse failed")};
  return passes::cio::collectInOutUseDisciplineDiagnostics(p->find("main")->body, *p);
}

TEST(CanonicalizeIOOrderDeps, ReadAfterInOutPassIsAViolation) {
  ir::Diagnostics d = discipline("        r: pl.Tensor[[64], pl.FP32] = self.bump(x, out)\n"
                                 "        r2: pl.Tensor[[64], pl.FP32] = self.bump(out, r)\n"
                                 "        return r2");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "InOutUseDiscipline");
  EXPECT_EQ(d[0].message.rfind("variable 'out' was passed as InOut/Out at input.py:", 0), 0u)
      << d[0].message;
}

TEST(CanonicalizeIOOrderDeps, ArgumentsOfTheCallItselfAreReadFirst) {
  EXPECT_TRUE(discipline("        r: pl.Tensor[[64], pl.FP32] = self.bump(out, out)\n"
                         "        r2: pl.Tensor[[64], pl.FP32] = self.bump(r, x)\n"
                         "        return r2")
                  .empty());
}

TEST(CanonicalizeIOOrderDeps, BranchesAreIndependentAndMergeAfterwards) {
  std::string ifStmt = "        if n > 0:\n"
                       "            r1: pl.Tensor[[64], pl.FP32] = self.bump(x, out)\n"
                       "        else:\n"
                       "            r2: pl.Tensor[[64], pl.FP32] = self.bump(out, y)\n";
  EXPECT_TRUE(discipline(ifStmt + "        return x").empty());
  EXPECT_EQ(discipline(ifStmt + "        return out").size(), 1u);
}

} // namespace
} // namespace pipecheck

// Unit tests of the structure-aware mutations (fuzz/mutator): every
// mutation, on every corpus program and several sites, yields a program that
// differs from its input, prints and parses back to an equal program, and
// keeps SSA form and use-after-def; each kind makes its specific change.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/ir/equal.h"
#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/verify/verifier.h"
#include "fuzz/mutator/mutations.h"
#include "fuzz/mutator/sites.h"

namespace pipecheck::fuzz {
namespace {

std::string readText(const std::string &path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> corpusFiles() {
  std::vector<std::string> out;
  for (const auto &e : std::filesystem::directory_iterator(PIPECHECK_SOURCE_DIR "/corpus"))
    if (e.path().extension() == ".py")
      out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

ir::ProgramPtr parseFile(const std::string &path) {
  auto p = text::parseProgram(readText(path), path);
  EXPECT_TRUE(p.ok()) << path << ": " << (p.ok() ? "" : p.error().str());
  return p.ok() ? *p : nullptr;
}

ir::ProgramPtr parseText(const std::string &text) {
  auto p = text::parseProgram(text, "t.py");
  EXPECT_TRUE(p.ok()) << (p.ok() ? "" : p.error().str()) << "\n" << text;
  return p.ok() ? *p : nullptr;
}

// Diagnostics of the source-level verifiers (PipelineResolved and HasMemRefs
// only hold after the passes that establish them).
std::string sourceProblems(const ir::Program &p) {
  std::string out;
  for (const verify::Verifier &v : verify::allVerifiers())
    if (v.name != "PipelineResolved" && v.name != "HasMemRefs")
      for (const auto &d : v.run(p))
        out += d.str() + "\n";
  return out;
}

bool hasRule(const ir::Diagnostics &ds, std::string_view rule) {
  for (const auto &d : ds)
    if (d.rule == rule)
      return true;
  return false;
}

TEST(FuzzMutator, EveryKindOnEveryCorpusProgramChangesRoundTripsAndStaysSsa) {
  auto files = corpusFiles();
  ASSERT_GE(files.size(), 10u);
  int applied[kMutationKinds] = {};
  for (const auto &path : files) {
    ir::ProgramPtr p = parseFile(path);
    ASSERT_TRUE(p);
    for (int k = 0; k < kMutationKinds; ++k)
      for (uint64_t pick = 0; pick < 3; ++pick)
        for (uint64_t param = 0; param < 8; param += 3) {
          auto kind = static_cast<MutationKind>(k);
          auto m = applyMutation(p, kind, pick, param);
          if (!m)
            continue;
          ++applied[k];
          std::string where = path + " " + mutationName(kind) + " pick " +
                              std::to_string(pick) + " param " + std::to_string(param);
          EXPECT_FALSE(ir::structuralEqual(p, *m)) << where << ": mutation changed nothing";
          std::string printed = text::printProgram(**m);
          ir::ProgramPtr back = parseText(printed);
          ASSERT_TRUE(back) << where;
          EXPECT_TRUE(ir::structuralEqual(*m, back)) << where;
          ir::Diagnostics ds = verify::verifyAll(**m);
          EXPECT_FALSE(hasRule(ds, "SSAForm")) << where << "\n" << printed;
          EXPECT_FALSE(hasRule(ds, "UseAfterDef")) << where << "\n" << printed;
        }
  }
  for (int k = 0; k < kMutationKinds; ++k)
    EXPECT_GT(applied[k], 0) << mutationName(static_cast<MutationKind>(k)) << " never applied";
}

const std::string kProgram = R"(# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(0, 10, 1, stage=3, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        return r
)";

const ir::ForStmt &onlyLoop(const ir::ProgramPtr &p, std::size_t expectLoops = 1) {
  auto loops = collectLoops(*p);
  EXPECT_EQ(loops.size(), expectLoops);
  return *loops.at(0).loop;
}

int64_t constValue(const ir::ExprPtr &e) {
  EXPECT_EQ(e->kind, ir::ExprKind::ConstInt);
  return static_cast<const ir::ConstInt &>(*e).value;
}

TEST(FuzzMutator, StageSetsANewPipelineStagesValue) {
  ir::ProgramPtr p = parseText(kProgram);
  for (uint64_t param = 0; param < 6; ++param) {
    auto m = mutateLoopStage(p, 0, param);
    ASSERT_TRUE(m);
    auto stage = ir::getAttr<int64_t>(onlyLoop(*m).attrs, ir::kPipelineStagesAttr);
    ASSERT_TRUE(stage);
    EXPECT_NE(*stage, 3);
    EXPECT_GE(*stage, 1);
    EXPECT_LE(*stage, 6);
  }
  auto seq = mutateLoopStage(p, 0, 7); // param % 8 == 7: back to pl.range
  ASSERT_TRUE(seq);
  EXPECT_EQ(onlyLoop(*seq).forKind, ir::ForKind::Sequential);
  EXPECT_FALSE(ir::findAttr(onlyLoop(*seq).attrs, ir::kPipelineStagesAttr));
}

TEST(FuzzMutator, BoundsMoveByASmallDeltaOrBecomeAParameter) {
  ir::ProgramPtr p = parseText(kProgram);
  auto stop = mutateLoopBounds(p, 0, 0); // stop, delta -3
  ASSERT_TRUE(stop);
  EXPECT_EQ(constValue(onlyLoop(*stop).stop), 7);
  auto start = mutateLoopBounds(p, 0, 1 + (4 << 3)); // start, delta kDelta[4] = 2
  ASSERT_TRUE(start);
  EXPECT_EQ(constValue(onlyLoop(*start).start), 2);
  auto dyn = mutateLoopBounds(p, 0, 3 << 1); // stop -> a scalar parameter
  ASSERT_TRUE(dyn);
  EXPECT_EQ(onlyLoop(*dyn).stop->kind, ir::ExprKind::Var);
}

TEST(FuzzMutator, NegativeStepSwapsTheBounds) {
  ir::ProgramPtr p = parseText(kProgram);
  auto m = mutateLoopStep(p, 0, 4); // step -1
  ASSERT_TRUE(m);
  const ir::ForStmt &f = onlyLoop(*m);
  EXPECT_EQ(constValue(f.step), -1);
  EXPECT_EQ(constValue(f.start), 10);
  EXPECT_EQ(constValue(f.stop), 0);
}

TEST(FuzzMutator, NestAddsAnOuterLoopCarryingTheIterArgs) {
  ir::ProgramPtr p = parseText(kProgram);
  auto m = nestLoop(p, 0, 1);
  ASSERT_TRUE(m);
  auto loops = collectLoops(**m);
  ASSERT_EQ(loops.size(), 2u);
  EXPECT_EQ(loops[0].loop->iterArgs.size(), 1u);
  EXPECT_EQ(constValue(loops[0].loop->stop), 2);
  EXPECT_EQ(loops[1].loop->forKind, ir::ForKind::Pipeline);
  // The inner loop's iter_arg starts from the outer one.
  EXPECT_EQ(loops[1].loop->iterArgs[0]->init.get(), loops[0].loop->iterArgs[0].get());
  EXPECT_EQ(sourceProblems(**m), "") << text::printProgram(**m);
}

TEST(FuzzMutator, FlattenReplacesTheLoopByOneIteration) {
  ir::ProgramPtr p = parseText(kProgram);
  auto m = flattenLoop(p, 0, 0);
  ASSERT_TRUE(m);
  EXPECT_TRUE(collectLoops(**m).empty());
  EXPECT_EQ(sourceProblems(**m), "") << text::printProgram(**m);
}

TEST(FuzzMutator, AddIterArgAppendsACarry) {
  ir::ProgramPtr p = parseText(kProgram);
  auto m = addIterArg(p, 0, 2);
  ASSERT_TRUE(m);
  const ir::ForStmt &f = onlyLoop(*m);
  ASSERT_EQ(f.iterArgs.size(), 2u);
  EXPECT_EQ(f.returnVars.size(), 2u);
  EXPECT_EQ(constValue(f.iterArgs[1]->init), 2);
  EXPECT_EQ(sourceProblems(**m), "") << text::printProgram(**m);
}

TEST(FuzzMutator, SwapOpKeepsTheRegistrySignature) {
  ir::ProgramPtr p = parseFile(PIPECHECK_SOURCE_DIR "/corpus/neg_step3_f4.py");
  ASSERT_TRUE(p);
  bool swapped = false;
  for (uint64_t pick = 0; pick < 8 && !swapped; ++pick) {
    auto m = swapOp(p, pick, 0);
    if (!m)
      continue;
    auto before = collectOpCalls(*p), after = collectOpCalls(**m);
    ASSERT_EQ(before.size(), after.size());
    for (std::size_t i = 0; i < before.size(); ++i)
      if (before[i].call->op != after[i].call->op) {
        swapped = true;
        const ir::OpInfo *a = ir::OpRegistry::instance().find(before[i].call->op);
        const ir::OpInfo *b = ir::OpRegistry::instance().find(after[i].call->op);
        EXPECT_EQ(a->args, b->args);
        EXPECT_TRUE(ir::structuralEqualType(before[i].call->type, after[i].call->type));
      }
  }
  EXPECT_TRUE(swapped);
}

TEST(FuzzMutator, MutateTextKeepsParamsAndRejectsGarbage) {
  std::string withParams = "# expect: holds\n# params: n=0..9 s0=-2..2\n" + kProgram;
  std::string applied;
  auto out = mutateText(withParams, 12345, &applied);
  ASSERT_TRUE(out);
  EXPECT_FALSE(applied.empty());
  EXPECT_EQ(out->rfind("# params: n=0..9 s0=-2..2\n", 0), 0u) << *out;
  EXPECT_EQ(out->find("# expect:"), std::string::npos);
  EXPECT_TRUE(parseText(*out));
  EXPECT_FALSE(mutateText("def f(:\n", 1));
  EXPECT_FALSE(mutateText("", 1));
}

} // namespace
} // namespace pipecheck::fuzz

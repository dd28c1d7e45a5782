// PipelineLoopValid: kind == Pipeline <=> "pipeline_stages" attr, codes 0/1,
// found in nested loops too; well-formed loops of every kind pass.
#include <gtest/gtest.h>

#include "tests/ir/test_ir.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

// for o in range(4):            (line 1)
//   for i in KIND(n) ATTRS:     (line 2)
//     b = i                     (line 3)
ProgramPtr nested(ForKind kind, AttrList attrs) {
  VarPtr n = idx("n"), o = idx("o"), i = idx("i"), b = idx("b");
  StmtPtr inner = loop({.loopVar = i,
                        .stop = n,
                        .body = assignAt(b, i, 3),
                        .kind = kind,
                        .attrs = std::move(attrs),
                        .line = 2});
  StmtPtr outer = loop({.loopVar = o, .stop = c(4), .body = inner, .line = 1});
  return prog({fn("kern", {n}, outer)});
}

TEST(PipelineLoopValid, WellFormedLoopsPass) {
  for (ForKind k : {ForKind::Sequential, ForKind::Parallel, ForKind::Unroll})
    EXPECT_TRUE(verify::verifyPipelineLoopValid(*nested(k, {})).empty());
  EXPECT_TRUE(
      verify::verifyPipelineLoopValid(*nested(ForKind::Pipeline, {{"pipeline_stages", int64_t{4}}}))
          .empty());
  // Policy attrs alone are not the stage attr.
  EXPECT_TRUE(verify::verifyPipelineLoopValid(
                  *nested(ForKind::Sequential, {{"pipeline_overlap_stores", false}}))
                  .empty());
}

TEST(PipelineLoopValid, PipelineKindWithoutStages) {
  Diagnostic d = expectOnly(verify::verifyPipelineLoopValid(
                                *nested(ForKind::Pipeline, {{"pipeline_overlap_stores", false}})),
                            "PipelineLoopValid", 0, 2);
  EXPECT_NE(d.message.find("in function 'kern'"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("no 'pipeline_stages' attr"), std::string::npos) << d.message;
}

TEST(PipelineLoopValid, StagesOnNonPipelineLoop) {
  Diagnostic d = expectOnly(verify::verifyPipelineLoopValid(
                                *nested(ForKind::Sequential, {{"pipeline_stages", int64_t{1}}})),
                            "PipelineLoopValid", 1, 2);
  EXPECT_NE(d.message.find("in function 'kern'"), std::string::npos) << d.message;
  expectOnly(verify::verifyPipelineLoopValid(
                 *nested(ForKind::Parallel, {{"pipeline_stages", int64_t{2}}})),
             "PipelineLoopValid", 1, 2);
}

} // namespace
} // namespace pipecheck::testir

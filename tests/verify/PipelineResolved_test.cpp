// PipelineResolved: no Pipeline loop (code 0) and no pipeline_stages attr
// (code 1) survives; demoted loops keeping policy attrs are fine.
#include <gtest/gtest.h>

#include "tests/ir/test_ir.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

// for o in range(2): for i in KIND(n) ATTRS: b = i     (lines 1, 2, 3)
ProgramPtr nested(ForKind kind, AttrList attrs) {
  VarPtr n = idx("n"), o = idx("o"), i = idx("i"), b = idx("b");
  StmtPtr inner = loop({.loopVar = i,
                        .stop = n,
                        .body = assignAt(b, i, 3),
                        .kind = kind,
                        .attrs = std::move(attrs),
                        .line = 2});
  return prog({fn("kern", {n}, loop({.loopVar = o, .stop = c(2), .body = inner, .line = 1}))});
}

TEST(PipelineResolved, DemotedLoopsPass) {
  EXPECT_TRUE(verify::verifyPipelineResolved(*nested(ForKind::Sequential, {})).empty());
  // Zero-trip demotion keeps the policy attrs on a Sequential loop.
  EXPECT_TRUE(verify::verifyPipelineResolved(
                  *nested(ForKind::Sequential,
                          {{"pipeline_overlap_stores", false}, {"pipeline_double_buffer_c", true}}))
                  .empty());
}

TEST(PipelineResolved, PipelineLoopSurvives) {
  Diagnostic d = expectOnly(
      verify::verifyPipelineResolved(*nested(ForKind::Pipeline, {{"pipeline_stages", int64_t{1}}})),
      "PipelineResolved", 0, 2);
  EXPECT_NE(d.message.find("in function 'kern'"), std::string::npos) << d.message;
  // A Pipeline loop is reported even without the attr (PipelineLoopValid's business).
  expectOnly(verify::verifyPipelineResolved(*nested(ForKind::Pipeline, {})), "PipelineResolved", 0,
             2);
}

TEST(PipelineResolved, StagesAttrSurvivesDemotion) {
  expectOnly(verify::verifyPipelineResolved(
                 *nested(ForKind::Sequential, {{"pipeline_stages", int64_t{1}}})),
             "PipelineResolved", 1, 2);
}

} // namespace
} // namespace pipecheck::testir

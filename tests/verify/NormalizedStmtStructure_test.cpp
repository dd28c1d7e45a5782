// NormalizedStmtStructure: single-child SeqStmts (0), nested SeqStmts (1),
// yield not last (2); flattenSeq-built bodies pass.
#include <gtest/gtest.h>

#include "tests/ir/test_ir.h"
#include "tests/verify/verify_test_util.h"

namespace pipecheck::testir {
namespace {

Diagnostics norm(StmtPtr body) {
  VarPtr n = idx("n");
  return verify::verifyNormalizedStmtStructure(*prog({fn("main", {n}, std::move(body))}));
}

TEST(NormalizedStmtStructure, FlattenedBodiesPass) {
  VarPtr a = idx("a"), b = idx("b"), i = idx("i");
  StmtPtr sa = assignAt(a, c(1), 1), sb = assignAt(b, c(2), 2);
  // flattenSeq splices nested sequences and unwraps single elements.
  StmtPtr body = flattenSeq({makeSeq({sa}), makeSeq({sb, makeSeq({})})});
  EXPECT_TRUE(norm(body).empty()) << dump(norm(body));
  EXPECT_TRUE(norm(sa).empty());          // a single statement body
  EXPECT_TRUE(norm(makeSeq({})).empty()); // an empty body
  StmtPtr l = loop({.loopVar = i, .stop = c(4), .body = flattenSeq({sa}), .line = 3});
  EXPECT_TRUE(norm(flattenSeq({l, sb})).empty());
}

TEST(NormalizedStmtStructure, SingleChildSeq) {
  VarPtr a = idx("a"), b = idx("b"), i = idx("i");
  StmtPtr l = loop({.loopVar = i, .stop = c(4), .body = makeSeq({assignAt(a, i, 2)}), .line = 1});
  Diagnostic d =
      expectOnly(norm(makeSeq({l, assignAt(b, c(0), 3)})), "NormalizedStmtStructure", 0, 2);
  EXPECT_NE(d.message.find("in function 'main'"), std::string::npos) << d.message;
}

TEST(NormalizedStmtStructure, NestedSeq) {
  VarPtr a = idx("a"), b = idx("b"), d = idx("d");
  StmtPtr inner = makeSeq({assignAt(b, c(2), 2), assignAt(d, c(3), 3)});
  expectOnly(norm(makeSeq({assignAt(a, c(1), 1), inner})), "NormalizedStmtStructure", 1, 2);
}

TEST(NormalizedStmtStructure, YieldNotLast) {
  VarPtr i = idx("i"), a = idx("a");
  StmtPtr l = loop({.loopVar = i,
                    .stop = c(4),
                    .body = makeSeq({makeYield({}, at(2)), assignAt(a, i, 3)}),
                    .line = 1});
  expectOnly(norm(l), "NormalizedStmtStructure", 2, 2);
}

} // namespace
} // namespace pipecheck::testir

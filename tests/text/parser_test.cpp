// Parser semantics checked on the IR it builds (not through the printer):
// literal typing under annotations, constant folding, non-strict-SSA reuse,
// integer promotion casts, loop/if return vars, pipeline attrs, forward
// calls, tpop annotations, scalar re-typing next to tiles, comments, and
// the alias of the pl module.
#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "core/ir/equal.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

using namespace ir;

const std::string kHeader = "import pypto.language as pl\n\n@pl.program\nclass T:\n";

ProgramPtr parseBody(const std::string &sig, const std::string &body) {
  std::string text = kHeader + "    @pl.function\n    def main(self" + sig + "):\n" + body;
  auto r = parseProgram(text, "t.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str()) << "\n" << text;
  return r.ok() ? r.value() : nullptr;
}

std::vector<StmtPtr> bodyOf(const ProgramPtr &p, const char *fn = "main") {
  FunctionPtr f = p ? p->find(fn) : nullptr;
  EXPECT_TRUE(f) << fn;
  return f ? stmtList(f->body) : std::vector<StmtPtr>{};
}

const AssignStmt &assignAt(const ProgramPtr &p, std::size_t i) {
  auto stmts = bodyOf(p);
  EXPECT_LT(i, stmts.size());
  const AssignStmt *a = asAssign(stmts.at(i));
  EXPECT_TRUE(a);
  return *a;
}

DataType dtypeOf(const ExprPtr &e) { return asScalar(e->type)->dtype; }

TEST(Parser, AnnotatedLiteralsTakeTheAnnotatedDtype) {
  auto p = parseBody("", "        a: pl.Scalar[pl.INT64] = 7\n"
                         "        b: pl.Scalar[pl.FP16] = 2\n"
                         "        c = 2 * 8 + 1\n"
                         "        d = -1\n"
                         "        e = 1.5\n"
                         "        return a\n");
  ASSERT_TRUE(p);
  const ConstInt *a = asConstInt(assignAt(p, 0).value);
  ASSERT_TRUE(a);
  EXPECT_EQ(a->value, 7);
  EXPECT_EQ(a->dtype(), DataType::INT64);
  EXPECT_EQ(assignAt(p, 1).value->kind, ExprKind::ConstFloat);
  EXPECT_EQ(dtypeOf(assignAt(p, 1).value), DataType::FP16);
  const ConstInt *c = asConstInt(assignAt(p, 2).value);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->value, 17);
  EXPECT_EQ(c->dtype(), DataType::INDEX);
  ASSERT_TRUE(asConstInt(assignAt(p, 3).value));
  EXPECT_EQ(asConstInt(assignAt(p, 3).value)->value, -1);
  EXPECT_EQ(dtypeOf(assignAt(p, 4).value), DataType::FP32);
}

TEST(Parser, ExplicitConstTreesAreNotFolded) {
  auto p = parseBody("", "        d = pl.const(2, pl.INDEX) * pl.const(5, pl.INDEX)\n"
                         "        return d\n");
  ASSERT_TRUE(p);
  EXPECT_EQ(assignAt(p, 0).value->kind, ExprKind::Binary);
}

TEST(Parser, NarrowIntInIndexArithmeticIsCast) {
  auto p = parseBody(", i: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INT64]",
                     "        a = i + pl.const(1, pl.INT32)\n"
                     "        b = m + 2\n"
                     "        return a\n");
  ASSERT_TRUE(p);
  const BinaryExpr *a = asBinary(assignAt(p, 0).value);
  ASSERT_TRUE(a);
  const UnaryExpr *cast = asUnary(a->rhs);
  ASSERT_TRUE(cast);
  EXPECT_EQ(cast->op, UnaryOp::Cast);
  EXPECT_EQ(dtypeOf(a->rhs), DataType::INDEX);
  EXPECT_EQ(printExpr(assignAt(p, 0).value), "i + pl.cast(pl.const(1, pl.INT32), pl.INDEX)");
  // INDEX next to INT64 needs no cast; the result is INT64.
  EXPECT_EQ(dtypeOf(assignAt(p, 1).value), DataType::INT64);
  EXPECT_EQ(asBinary(assignAt(p, 1).value)->rhs->kind, ExprKind::ConstInt);
}

// The rule PyPTO's builder applies to every binary expression, the DSL's and
// the passes' own (probed on the kit: golden-kernels/cases/int_bounds):
// the narrower side is cast to the wider, at equal widths the right side to
// the left's dtype, INDEX and INT64 mix uncast and take the left's dtype.
TEST(Builder, MixedIntegerOperandsAreCastAsPyPTODoes) {
  VarPtr k = makeVar("k", makeScalarType(DataType::INT32));
  VarPtr m = makeVar("m", makeScalarType(DataType::INT64));
  VarPtr u = makeVar("u", makeScalarType(DataType::UINT32));
  // LowerPipelineLoops' `stop - start` over an INT32 bound read from a tensor.
  ExprPtr trip = sub(k, constInt(0));
  EXPECT_EQ(printExpr(trip), "pl.cast(k, pl.INDEX) - 0");
  EXPECT_EQ(dtypeOf(trip), DataType::INDEX);
  EXPECT_EQ(printExpr(mul(constInt(2), m)), "2 * m");
  EXPECT_EQ(dtypeOf(mul(constInt(2), m)), DataType::INDEX);
  EXPECT_EQ(dtypeOf(mul(m, constInt(2))), DataType::INT64);
  EXPECT_EQ(printExpr(add(u, k)), "u + pl.cast(k, pl.UINT32)");
  EXPECT_EQ(printExpr(add(k, u)), "k + pl.cast(u, pl.INT32)");
  EXPECT_EQ(printExpr(lt(k, m)), "pl.cast(k, pl.INT64) < m");
  EXPECT_EQ(dtypeOf(lt(k, m)), DataType::BOOL);
  EXPECT_EQ(printExpr(sub(k, k)), "k - k");
}

TEST(Parser, IntAndFloatScalarsDoNotMix) {
  std::string text = kHeader + "    @pl.function\n    def main(self, f: pl.Scalar[pl.FP32]):\n"
                               "        b = f > 0\n        return b\n";
  auto r = parseProgram(text, "t.py");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().str().find("t.py:7:"), std::string::npos) << r.error().str();
  EXPECT_NE(r.error().str().find("Operator 'gt' requires same numeric dtype category, got fp32 "
                                 "and index"),
            std::string::npos)
      << r.error().str();
}

TEST(Parser, NonSsaReassignmentReusesTheVar) {
  auto p = parseBody(", n: pl.Scalar[pl.INDEX]",
                     "        if n < 2:\n"
                     "            a = n + 10\n"
                     "        elif n < 5:\n"
                     "            a = n * 3\n"
                     "        else:\n"
                     "            a = n - 1\n"
                     "        return a\n");
  ASSERT_TRUE(p);
  auto stmts = bodyOf(p);
  const IfStmt *outer = asIf(stmts[0]);
  ASSERT_TRUE(outer);
  EXPECT_TRUE(outer->returnVars.empty());
  const AssignStmt *a1 = asAssign(outer->thenBody);
  const IfStmt *inner = asIf(outer->elseBody);
  ASSERT_TRUE(a1 && inner);
  const AssignStmt *a2 = asAssign(inner->thenBody), *a3 = asAssign(inner->elseBody);
  ASSERT_TRUE(a2 && a3);
  EXPECT_EQ(a1->var, a2->var);
  EXPECT_EQ(a2->var, a3->var);
  EXPECT_EQ(asReturn(stmts[1])->values[0], a1->var);
  // A for header always makes a fresh loop var, even for a reused name.
  auto q = parseBody("", "        for i in pl.range(2):\n"
                         "            x = i\n"
                         "        for i in pl.range(3):\n"
                         "            y = i\n"
                         "        return 0\n");
  ASSERT_TRUE(q);
  auto qs = bodyOf(q);
  EXPECT_NE(asFor(qs[0])->loopVar, asFor(qs[1])->loopVar);
  EXPECT_NE(printProgram(*q).find("for i_1 in pl.range(3):"), std::string::npos);
}

TEST(Parser, PipelineStagesIsAppendedAfterUserAttrs) {
  auto p = parseBody("", "        for i in pl.pipeline(0, 10, 2, stage=3, attrs={\"z\": 1, \"a\": \"s\"}):\n"
                         "            k = i\n"
                         "        return 0\n");
  ASSERT_TRUE(p);
  const ForStmt *f = asFor(bodyOf(p)[0]);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->forKind, ForKind::Pipeline);
  ASSERT_EQ(f->attrs.size(), 3u);
  EXPECT_EQ(f->attrs[0].first, "z");
  EXPECT_EQ(f->attrs[1].first, "a");
  EXPECT_EQ(f->attrs[2].first, kPipelineStagesAttr);
  EXPECT_EQ(std::get<int64_t>(f->attrs[2].second), 3);
  EXPECT_EQ(std::get<int64_t>(f->attrs[0].second), 1);
  EXPECT_EQ(std::get<std::string>(f->attrs[1].second), "s");
}

TEST(Parser, LoopReturnVarsComeFromTheYieldTarget) {
  auto p = parseBody(", s0: pl.Scalar[pl.INT64]",
                     "        for i, (a, b) in pl.range(0, 4, 1, init_values=(s0, 0)):\n"
                     "            c = a + i\n"
                     "            ra, rb = pl.yield_(c, b)\n"
                     "        return ra\n");
  ASSERT_TRUE(p);
  auto stmts = bodyOf(p);
  const ForStmt *f = asFor(stmts[0]);
  ASSERT_TRUE(f);
  ASSERT_EQ(f->returnVars.size(), 2u);
  EXPECT_EQ(f->returnVars[0]->name, "ra");
  EXPECT_EQ(dtypeOf(f->returnVars[0]), DataType::INT64); // from the iter arg
  EXPECT_EQ(dtypeOf(f->returnVars[1]), DataType::INDEX);
  EXPECT_EQ(f->iterArgs[0]->init, p->find("main")->params[0]);
  const ReturnStmt *r = asReturn(stmts[1]);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->values[0], f->returnVars[0]);
  const YieldStmt *y = asYield(stmtList(f->body).back());
  ASSERT_TRUE(y);
  EXPECT_EQ(y->values.size(), 2u);
}

TEST(Parser, IfReturnVarTypeFromAnnotationOrValue) {
  auto p = parseBody(", n: pl.Scalar[pl.INDEX]",
                     "        if n < 2:\n"
                     "            q: pl.Scalar[pl.INDEX] = pl.yield_(n)\n"
                     "        else:\n"
                     "            q: pl.Scalar[pl.INDEX] = pl.yield_(3)\n"
                     "        if n > 1:\n"
                     "            w = pl.yield_(pl.const(1, pl.INT32))\n"
                     "        else:\n"
                     "            w = pl.yield_(pl.const(2, pl.INT32))\n"
                     "        return q\n");
  ASSERT_TRUE(p);
  auto stmts = bodyOf(p);
  const IfStmt *a = asIf(stmts[0]), *b = asIf(stmts[1]);
  ASSERT_TRUE(a && b);
  ASSERT_EQ(a->returnVars.size(), 1u);
  EXPECT_EQ(asReturn(stmts[2])->values[0], a->returnVars[0]);
  EXPECT_EQ(dtypeOf(b->returnVars[0]), DataType::INT32);
}

TEST(Parser, ForwardCallsResolveAfterAllSignatures) {
  std::string text = kHeader +
                     "    @pl.function(type=pl.FunctionType.Orchestration)\n"
                     "    def a_orch(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n"
                     "        r = self.z_kern(x, 3)\n"
                     "        return r\n"
                     "    @pl.function(type=pl.FunctionType.InCore)\n"
                     "    def z_kern(x: pl.Tensor[[64], pl.FP32], k: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:\n"
                     "        return x\n";
  auto r = parseProgram(text, "t.py");
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_TRUE(r.value()->find("a_orch"));
  const AssignStmt *a = asAssign(stmtList(r.value()->find("a_orch")->body).at(0));
  ASSERT_TRUE(a);
  const Call *c = asCall(a->value);
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->isFunctionCall);
  EXPECT_EQ(c->op, "z_kern");
  EXPECT_TRUE(asTensor(c->type));
  EXPECT_EQ(r.value()->find("a_orch")->funcType, FunctionType::Orchestration);
  // Printed callee-first.
  std::string printed = printProgram(*r.value());
  EXPECT_LT(printed.find("def z_kern"), printed.find("def a_orch"));
}

TEST(Parser, TpopTakesItsTypeFromTheAnnotation) {
  std::string text = kHeader +
                     "    @pl.function(type=pl.FunctionType.AIC)\n"
                     "    def k(x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:\n"
                     "        p: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)\n"
                     "        pl.tile.tpush_to_aiv(p, split=0)\n"
                     "        return x\n";
  auto r = parseProgram(text, "t.py");
  ASSERT_TRUE(r.ok()) << r.error().str();
  auto stmts = stmtList(r.value()->find("k")->body);
  const AssignStmt *a = asAssign(stmts[0]);
  ASSERT_TRUE(a);
  const TileType *t = asTile(a->var->type);
  ASSERT_TRUE(t);
  EXPECT_EQ(t->memorySpace, MemorySpace::Mat);
  EXPECT_TRUE(asTile(a->value->type)) << "the call is rebuilt with the annotated type";
  EXPECT_EQ(stmts[1]->kind, StmtKind::Eval);
}

TEST(Parser, ScalarNextToATileIsRetyped) {
  std::string text = kHeader +
                     "    @pl.function(type=pl.FunctionType.InCore)\n"
                     "    def k(x: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:\n"
                     "        t = pl.tile.load(x, [0], [32])\n"
                     "        u = pl.tile.adds(t, 1)\n"
                     "        v = pl.add(u, 2)\n"
                     "        w = pl.mul(v, t)\n"
                     "        return x\n";
  auto r = parseProgram(text, "t.py");
  ASSERT_TRUE(r.ok()) << r.error().str();
  auto stmts = stmtList(r.value()->find("k")->body);
  const Call *load = asCall(asAssign(stmts[0])->value);
  ASSERT_EQ(load->args.size(), 4u); // valid_shape defaults to the shapes
  EXPECT_EQ(printExpr(load->args[3]), "[32]");
  EXPECT_EQ(std::get<MemorySpace>(load->kwargs.at(0).second), MemorySpace::Vec);
  const Call *adds = asCall(asAssign(stmts[1])->value);
  EXPECT_EQ(adds->args[1]->kind, ExprKind::ConstFloat);
  EXPECT_EQ(dtypeOf(adds->args[1]), DataType::FP32);
  const Call *add = asCall(asAssign(stmts[2])->value);
  EXPECT_EQ(add->op, "tile.adds");
  EXPECT_EQ(printExpr(add->args[1]), "2.0");
  EXPECT_EQ(asCall(asAssign(stmts[3])->value)->op, "tile.mul");
}

// Calls bind from the op table as PyPTO's wrappers bind them (KWARGS order,
// defaults, elisions: tests/golden-kernels/cases/kwarg_order has the kit's
// output for the same rules).
std::string kernelCall(const std::string &line) {
  std::string text = kHeader +
                     "    @pl.function(type=pl.FunctionType.InCore)\n"
                     "    def k(x: pl.Tensor[[4, 32], pl.FP32]) -> pl.Tensor[[4, 32], pl.FP32]:\n"
                     "        t: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = "
                     "pl.tile.load(x, [0, 0], [4, 32])\n"
                     "        u = " + line + "\n        return x\n";
  auto r = parseProgram(text, "t.py");
  if (!r.ok())
    return "error: " + r.error().message;
  return printExpr(asAssign(stmtList(r.value()->find("k")->body).at(1))->value);
}

TEST(Parser, KwargsTakeTheTablesOrderDefaultsAndElisions) {
  EXPECT_EQ(kernelCall("pl.tile.cast(t, mode='floor', target_type=pl.FP16)"),
            "pl.tile.cast(t, target_type=pl.FP16, mode='floor')");
  EXPECT_EQ(kernelCall("pl.tile.cast(t, pl.FP16)"),
            "pl.tile.cast(t, target_type=pl.FP16, mode='round')");
  EXPECT_EQ(kernelCall("pl.tile.load(x, [0, 0], [4, 32], clamp=True, target_memory=pl.Mem.Vec)"),
            "pl.tile.load(x, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec, clamp=True)");
  EXPECT_EQ(kernelCall("pl.tile.load(x, [0, 0], [4, 32], clamp=False)"),
            "pl.tile.load(x, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)");
  EXPECT_EQ(kernelCall("pl.tile.load(x, [0, 0], [4, 32], clamp=1)"),
            "pl.tile.load(x, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec, clamp=True)");
  EXPECT_EQ(kernelCall("pl.tile.move(t, blayout=None, target_memory=pl.Mem.Vec)"),
            "pl.tile.move(t, target_memory=pl.Mem.Vec)");
  EXPECT_EQ(kernelCall("pl.tile.full([4, 32], value=2, dtype=pl.FP32)"),
            "pl.tile.full([4, 32], dtype=pl.FP32, value=2)");
  EXPECT_EQ(kernelCall("pl.tile.full([4, 32], pl.FP32, value=1.5)"),
            "pl.tile.full([4, 32], dtype=pl.FP32, value=1.5)");
  EXPECT_EQ(kernelCall("pl.tile.ci(3, [1, 32], dtype=pl.INT16)"),
            "pl.tile.ci(pl.const(3, pl.INT16), [1, 32], dtype=pl.INT16, descending=False)");
  EXPECT_EQ(kernelCall("pl.tile.div(t, t, high_precision=False)"), "pl.tile.div(t, t)");
}

TEST(Parser, CallsBindLikeTheDslSignature) {
  // extract's target_memory is keyword-only; tpop takes no positional value.
  EXPECT_EQ(kernelCall("pl.tile.extract(t, 0, 0, [4, 16], pl.Mem.Vec)"),
            "error: pl.tile.extract() got too many positional arguments");
  EXPECT_EQ(kernelCall("pl.tile.cast(t, pl.FP16, target_type=pl.FP32)"),
            "error: pl.tile.cast() got multiple values for 'target_type'");
  EXPECT_EQ(kernelCall("pl.tile.full([4, 32], dtype=pl.FP32)"),
            "error: pl.tile.full() missing argument 'value'");
  EXPECT_EQ(kernelCall("pl.tile.slice(t, shape=[4, 16], offset=[0, 0])"),
            "pl.tile.slice(t, [4, 16], [0, 0])");
  // tensor.gather's DSL takes (input, dim, index) positionally; the printer
  // writes (input, index, dim=...), which the snapshot reading also reads
  // (PyPTO's own parser rejects it: text/pypto_readback.h).
  EXPECT_EQ(kernelCall("pl.tensor.gather(x, 1, x)"), "pl.tensor.gather(x, x, dim=1)");
  EXPECT_EQ(kernelCall("pl.tensor.gather(x, x, dim=1)"), "pl.tensor.gather(x, x, dim=1)");
  EXPECT_EQ(kernelCall("pl.tensor.gather(x, 1, x, dim=1)"),
            "error: pl.tensor.gather() got multiple values for 'dim'");
}

TEST(Parser, CommentsAttachToTheNextStatementAndRoundTrip) {
  auto p = parseBody("", "        # first\n"
                         "        a = 1\n"
                         "        for i in pl.range(2):\n"
                         "            # inner\n"
                         "            b = i\n"
                         "        return a\n");
  ASSERT_TRUE(p);
  auto stmts = bodyOf(p);
  ASSERT_EQ(stmts[0]->comments, std::vector<std::string>{"first"});
  std::string printed = printProgram(*p);
  EXPECT_NE(printed.find("        # first\n        a: pl.Scalar[pl.INDEX] = 1\n"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("            # inner\n            b:"), std::string::npos) << printed;
  auto again = parseProgram(printed, "t.py");
  ASSERT_TRUE(again.ok()) << again.error().str();
  EXPECT_EQ(printProgram(*again.value()), printed);
}

TEST(Parser, ModuleAliasAndSelfOptional) {
  std::string text = "import pypto.language as L\n\n@L.program\nclass A:\n"
                     "    @L.function(type=L.FunctionType.InCore, level=L.Level.CHIP_DIE)\n"
                     "    def k(self, x: L.Tensor[[8], L.FP32]) -> L.Tensor[[8], L.FP32]:\n"
                     "        return x\n";
  auto r = parseProgram(text, "t.py");
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(printProgram(*r.value()),
            "# pypto.program: A\nimport pypto.language as pl\n\n@pl.program\nclass A:\n"
            "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
            "role=pl.Role.SubWorker)\n"
            "    def k(x: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:\n"
            "        return x");
}

// A loop's yield is recognized by its dotted name under the module's alias
// (Elaborator::dottedIs): `L.yield_` under `import ... as L` is pl.yield_.
TEST(Parser, YieldUnderTheModuleAlias) {
  auto loop = [](const std::string &m) {
    return "import pypto.language as " + m + "\n\n@" + m + ".program\nclass A:\n    @" + m +
           ".function\n    def k(self, n: " + m + ".Scalar[" + m + ".INDEX]) -> " + m +
           ".Scalar[" + m + ".INDEX]:\n        for i, (acc,) in " + m +
           ".range(4, init_values=(n,)):\n            s = acc + i\n            r = " + m +
           ".yield_(s)\n        return r\n";
  };
  auto a = parseProgram(loop("pl"), "a.py");
  auto b = parseProgram(loop("L"), "b.py");
  ASSERT_TRUE(a.ok()) << a.error().str();
  ASSERT_TRUE(b.ok()) << b.error().str();
  EXPECT_TRUE(structuralEqual(*a, *b).equal);
  EXPECT_EQ(printProgram(**a), printProgram(**b));
}

TEST(Parser, StructurallyEqualRegardlessOfSpelling) {
  auto a = parseBody(", n: pl.Scalar[pl.INDEX]",
                     "        for i in pl.range(0, n, 1):\n"
                     "            k = i * 2\n"
                     "        return n\n");
  auto b = parseBody(", m: pl.Scalar[pl.INDEX]",
                     "        for j in pl.range(m):\n"
                     "            q: pl.Scalar[pl.INDEX] = j * 2\n"
                     "        return m\n");
  ASSERT_TRUE(a && b);
  EXPECT_TRUE(structuralEqual(a, b).equal);
  auto c = parseBody(", m: pl.Scalar[pl.INDEX]",
                     "        for j in pl.parallel(m):\n"
                     "            q: pl.Scalar[pl.INDEX] = j * 2\n"
                     "        return m\n");
  ASSERT_TRUE(c);
  EXPECT_FALSE(structuralEqual(a, c).equal);
}

// String literal values live beside the tokens (the tokens view them): many
// literals, some decoded from escapes and some longer than a short-string
// buffer, keep their values through the whole parse.
TEST(Parser, ManyStringLiteralsKeepTheirValues) {
  // Odd names outgrow a short-string buffer, even ones fit in it.
  auto nameOf = [](int k) {
    return k % 2 ? "Dim_number_" + std::to_string(k) + "_long_enough" : "S" + std::to_string(k);
  };
  std::string text = "import pypto.language as pl\n\n";
  const int n = 60;
  for (int k = 0; k < n; ++k) {
    std::string name = nameOf(k);
    // The first character written as an escape ("\x44" is 'D', "\x53" 'S'):
    // the value differs from the spelling.
    text += name + " = pl.dynamic(\"\\x" + (name[0] == 'D' ? "44" : "53") + name.substr(1) +
            "\")\n";
  }
  text += "\n@pl.program\nclass T:\n    @pl.function\n    def main(self";
  for (int k = 0; k < n; ++k)
    text += ", x" + std::to_string(k) + ": pl.Tensor[[" + nameOf(k) + "], pl.FP32]";
  text += ") -> pl.Scalar[pl.INDEX]:\n        return 0\n";
  auto r = parseProgram(text, "strings.py");
  ASSERT_TRUE(r.ok()) << r.error().str();
  const Program &p = **r;
  ASSERT_EQ(p.dynamicDims.size(), static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k)
    EXPECT_EQ(p.dynamicDims[static_cast<std::size_t>(k)]->name, nameOf(k));
}

} // namespace
} // namespace pipecheck::text

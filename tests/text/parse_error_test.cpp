// Parse errors: each malformed input gives one diagnostic at the right
// line:col with rule "parse", and nothing crashes or throws. Also a
// deterministic mutation fuzz over the golden inputs: every mutant either
// parses (and then prints something that parses again) or yields a
// diagnostic whose position lies inside the text.
#include <gtest/gtest.h>

#include <random>

#include "core/text/parser.h"
#include "core/text/printer.h"
#include "tests/text/text_test_util.h"

namespace pipecheck::text {
namespace {

using namespace testing;

struct ErrorCase {
  const char *name;
  std::string body;   // function body lines (8-space indented) or a whole file when raw
  int line, col;      // expected position (lines counted in the whole file)
  const char *message; // expected substring
  bool raw = false;
};

// Lines 1-5 are the header below, so body line k is file line 5 + k.
const std::string kHead = "import pypto.language as pl\n\n@pl.program\nclass T:\n"
                          "    @pl.function\n"
                          "    def main(self, x: pl.Tensor[[32], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n";

std::vector<ErrorCase> errorCases() {
  return {
      {"BadDedent", "        a = 1\n      b = 2\n        return a\n", 8, 7,
       "unindent does not match"},
      {"UnexpectedIndent", "        a = 1\n            b = 2\n        return a\n", 8, 13,
       "unexpected indent"},
      {"MissingBlock", "        for i in pl.range(4):\n        a = 1\n        return a\n", 8, 9,
       "expected an indented block"},
      {"UnknownOp", "        t = pl.tile.frobnicate(x)\n        return n\n", 7, 13, "unknown op"},
      {"UnknownSugar", "        t = pl.frobnicate(x)\n        return n\n", 7, 13,
       "unknown function 'pl.frobnicate'"},
      {"UnknownName", "        a = n + zz\n        return a\n", 7, 17, "name 'zz' is not defined"},
      {"TooManyArgs", "        t = pl.tile.exp(x, x)\n        return n\n", 7, 28,
       "pl.tile.exp() got too many positional arguments"},
      // tpop's DSL takes keywords only (the table's `*`): the positional
      // value is the error, at its own position.
      {"WrongArity", "        t = pl.tile.tpop_from_aiv(x, split=0)\n        return n\n", 7, 35,
       "pl.tile.tpop_from_aiv() got too many positional arguments"},
      {"MissingArg", "        t = pl.tile.load(x, [0])\n        return n\n", 7, 13,
       "missing argument 'shapes'"},
      {"UndeclaredKwarg", "        t = pl.tile.load(x, [0], [32], foo=1)\n        return n\n", 7, 13,
       "unexpected keyword argument 'foo'"},
      {"WrongArgKind", "        t = pl.tile.exp(x)\n        return n\n", 7, 13, "must be a Tile"},
      // ci fills one row: PyPTO's wrappers reject more (kit-probed messages).
      {"CiTwoRows", "        t = pl.tile.ci(0, [8, 16], dtype=pl.INT32)\n        return n\n", 7, 13,
       "The operator tile.ci only populates the first row because pto.tci ignores valid rows; "
       "leading dimensions must be 1, but got 8 at index 0"},
      {"TensorCiTwoRows", "        t = pl.tensor.ci(0, [1, 2, 16], dtype=pl.INT32)\n        return n\n",
       7, 13,
       "tensor.ci only populates the first row because pto.tci ignores valid rows; leading "
       "dimensions must be 1, but got 2 at index 1"},
      // Found by the fuzz_text soak of 2026-12-06: PyPTO rejects a load's
      // valid extent above its window extent (kit-probed); pipecheck read it
      // and then failed its own round trip.
      {"LoadValidAboveShape",
       "        t = pl.tile.load(x, [0], [8], [9], target_memory=pl.Mem.Vec)\n        return n\n", 7,
       13,
       "tile.load valid_shape 0 is 9, which exceeds the window extent 8; a valid region cannot be "
       "larger than the shape that holds it"},
      {"CiFloat", "        t = pl.tile.ci(0, [4, 16], dtype=pl.FP32)\n        return n\n", 7, 13,
       "The operator tile.ci requires dtype to be one of {INT16, INT32, UINT16, UINT32}, but got "
       "fp32"},
      {"TensorCiBf16", "        t = pl.tensor.ci(0, [1, 16], dtype=pl.BF16)\n        return n\n", 7,
       13, "tensor.ci dtype must be one of {INT16, INT32, UINT16, UINT32}, but got bfloat16"},
      {"MissingStage", "        for i in pl.pipeline(0, 8, 1):\n            a = i\n        return n\n",
       7, 18, "requires stage="},
      {"StageZero", "        for i in pl.pipeline(8, stage=0):\n            a = i\n        return n\n",
       7, 18, "stage must be >= 1"},
      {"StageNonConst",
       "        for i in pl.pipeline(0, 12, 1, stage=n):\n            a = i\n        return n\n", 7,
       18, "stage must be a compile-time constant integer"},
      {"StageFloat",
       "        for i in pl.pipeline(12, stage=2.0):\n            a = i\n        return n\n", 7, 18,
       "stage must be a compile-time constant integer"},
      {"StageOnRange", "        for i in pl.range(8, stage=2):\n            a = i\n        return n\n",
       7, 18, "stage= is only valid on pl.pipeline()"},
      {"UnknownLoopKeyword",
       "        for i in pl.range(8, foo=2):\n            a = i\n        return n\n", 7, 34,
       "unexpected keyword argument 'foo'"},
      {"UnrollInitValues",
       "        for i, (a,) in pl.unroll(4, init_values=(n,)):\n            r = pl.yield_(a)\n"
       "        return r\n",
       7, 24, "does not support init_values"},
      {"IterArgCountMismatch",
       "        for i, (a, b) in pl.range(4, init_values=(n,)):\n            r = pl.yield_(a)\n"
       "        return r\n",
       7, 13, "2 iter_args but 1 init_values"},
      {"BareYieldWithInitValues",
       "        for i, (a,) in pl.range(4, init_values=(n,)):\n            pl.yield_(a)\n"
       "        return n\n",
       8, 13, "must assign its pl.yield_"},
      {"UnterminatedString", "        a = \"abc\n        return n\n", 7, 13,
       "unterminated string literal"},
      {"UnterminatedTriple", "        a = '''abc\n        return n\n", 7, 13,
       "unterminated triple-quoted"},
      {"GarbageByte", std::string("        a = 1 \x01 2\n        return n\n"), 7, 15,
       "invalid byte 0x01"},
      {"HighByte", std::string("        a = \xff\n        return n\n"), 7, 13, "invalid byte 0xff"},
      {"InvalidChar", "        a = 1 $ 2\n        return n\n", 7, 15, "invalid character '$'"},
      {"UnclosedParen", "        a = (1 + 2\n        return n\n", 7, 13, "'(' was never closed"},
      {"UnmatchedParen", "        a = 1 + 2)\n        return n\n", 7, 18, "unmatched ')'"},
      {"ChainedComparison", "        a = 1 < n < 3\n        return n\n", 7, 19,
       "chained comparisons"},
      {"AugmentedAssign", "        n += 1\n        return n\n", 7, 11, "augmented assignment"},
      {"WhileLoop", "        while n:\n            pass\n        return n\n", 7, 9,
       "unsupported or misplaced statement 'while'"},
      {"IntOverflow", "        a = 99999999999999999999\n        return n\n", 7, 13,
       "integer literal too large"},
      {"FoldOverflow", "        a = 9223372036854775807 + 1\n        return n\n", 7, 13,
       "integer overflow"},
      {"DivByZero", "        a = 1 // 0\n        return n\n", 7, 13, "division or modulo by zero"},
      {"BadAnnotation", "        a: pl.Tile[[4], pl.FP32] = 1\n        return n\n", 7, 12,
       "annotation has dtype FP32 but the value has dtype INDEX"},
      {"UnknownDtype", "        a = pl.const(1, pl.INT128)\n        return n\n", 7, 25,
       "pl.const() needs a dtype"},
      {"BadMemberOfEnum",
       "        t = pl.tile.load(x, [0], [32], target_memory=pl.Mem.Nowhere)\n        return n\n",
       7, 54, "unknown member 'Nowhere' of pl.Mem"},
      {"UnknownSelfCall", "        a = self.nothing(n)\n        return a\n", 7, 13,
       "unknown function 'self.nothing'"},
      {"SelfCallArity", "        a = self.main(x)\n        return a\n", 7, 13,
       "main() takes 2 arguments, got 1"},
      {"TupleTargetWithoutYield", "        a, b = n, n\n        return a\n", 7, 9,
       "tuple targets need pl.yield_"},
      {"NoProgram", "import pypto.language as pl\nx = 1\n", 2, 1,
       "unsupported statement at module level", true},
      {"EmptyFile", "", 1, 1, "no @pl.program class found", true},
      {"LevelMismatch",
       "import pypto.language as pl\n@pl.program\nclass A:\n"
       "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP)\n"
       "    def k(x: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:\n        return x\n",
       4, 6, "level= does not match", true},
      {"ParamWithoutAnnotation",
       "import pypto.language as pl\n@pl.program\nclass A:\n    @pl.function\n"
       "    def k(self, x):\n        return x\n",
       5, 17, "needs a type annotation", true},
      {"MemRefWithoutSpace",
       "import pypto.language as pl\n@pl.program\nclass A:\n    @pl.function\n"
       "    def k(self, x: pl.Tile[[8], pl.FP32, pl.MemRef(\"m\", 0, 32)]) -> pl.Scalar[pl.INDEX]:\n"
       "        return 0\n",
       5, 20, "needs an explicit memory space", true},
      // MX-layout tensors hold MX scales: PyPTO loads them into Mat only, as
      // FP8E8M0 or UINT8 (kit-probed, its words), and refuses the DN
      // layout shorthand in a tensor annotation.
      {"MxLoadIntoVec",
       "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.FP8E8M0, pl.MX_A_ZZ]) -> pl.Scalar[pl.INDEX]:\n        m = pl.tile.load(e, [0, 0], [16, 2], target_memory=pl.Mem.Vec)\n        return 0\n",
       7, 13, "tile.load of an MX-layout tensor requires explicit target_memory=MemorySpace.Mat "
              "(MX scale loads are L1/Mat only); got MemorySpace.Vec", true},
      {"MxLoadOfInt8",
       "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.INT8, pl.MX_B_NN]) -> pl.Scalar[pl.INDEX]:\n        m = pl.tile.load(e, [0, 0], [16, 2], target_memory=pl.Mem.Mat)\n        return 0\n",
       7, 13, "The operator tile.load of an MX-layout tensor requires FP8E8M0 or UINT8 dtype, but "
              "got int8", true},
      {"DnShorthand",
       "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n"
       "    def k(self, e: pl.Tensor[[64, 64], pl.FP32, pl.DN]) -> pl.Scalar[pl.INDEX]:\n"
       "        return 0\n",
       6, 49, "pl.Tensor[..., pl.DN] is not supported: the DN layout-only shorthand", true},
      // A move into a scale buffer takes an MX scale tile from Mat with the
      // scale side's layout (kit-probed, PyPTO's order and words).
      {"ScaleMoveFromVec", "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.FP8E8M0]) -> pl.Scalar[pl.INDEX]:\n        m = pl.tile.load(e, [0, 0], [16, 2], target_memory=pl.Mem.Vec)\n        s = pl.tile.move(m, target_memory=pl.Mem.LeftScale)\n        return 0\n", 8, 13,
       "tile.move into LeftScale/RightScale requires the input tile to be in Mat memory", true},
      {"ScaleMoveOfFp32", "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        m = pl.tile.load(e, [0, 0], [16, 2], target_memory=pl.Mem.Mat)\n        s = pl.tile.move(m, target_memory=pl.Mem.RightScale)\n        return 0\n", 8, 13,
       "tile.move into LeftScale/RightScale requires UINT8 or FP8E8M0 dtype, but got fp32", true},
      {"ScaleMoveWrongSide", "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.FP8E8M0, pl.MX_A_ZZ]) -> pl.Scalar[pl.INDEX]:\n        m = pl.tile.load(e, [0, 0], [16, 2], target_memory=pl.Mem.Mat)\n        s = pl.tile.move(m, target_memory=pl.Mem.RightScale)\n        return 0\n", 8, 13,
       "tile.move into RightScale requires the source Mat tile to use the matching col/col/32 "
       "layout", true},
      // A reshape keeps the element count; a partly valid tile whose
      // elements are not stored row-major is not reshaped (kit-probed, its
      // words).
      {"ReshapeChangesSize", "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.BF16]) -> pl.Scalar[pl.INDEX]:\n        m = pl.tile.load(e, [0, 0], [32, 32], target_memory=pl.Mem.Mat)\n        r = pl.tile.reshape(m, [1, 4096])\n        return 0\n", 8, 13,
       "tile.reshape: cannot reshape tile of size 1024 into shape with size 4096", true},
      {"ReshapePartlyValidMat",
       "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.BF16]) -> pl.Scalar[pl.INDEX]:\n        m = pl.tile.load(e, [0, 0], [32, 32], target_memory=pl.Mem.Mat)\n        v = pl.tile.set_validshape(m, 32, 5)\n"
       "        r = pl.tile.reshape(v, [16, 64])\n        return 0\n", 9, 13,
       "tile.reshape: cannot reshape [32, 32] to [16, 64] because only part of it holds real data "
       "(valid_shape [32, 5]) and its elements are not stored row-major", true},
      // PyPTO's DSL loads into Vec or Mat only (its wrapper's rule: user
      // input is refused, a snapshot is read and judged by round-trip).
      {"LoadIntoLeft", "        t = pl.tile.load(x, [0], [32], target_memory=pl.Mem.Left)\n        return n\n", 7, 13,
       "target_memory for tile.load must be MemorySpace.Vec or MemorySpace.Mat, got MemorySpace.Left"},
      // The DSL wrapper wants one rank for offsets, shapes and valid_shape;
      // the op construction a load window inside its source (kit-probed,
      // its words; a snapshot is read and judged by round-trip instead).
      {"LoadRanksDiffer", "        t = pl.tile.load(x, [0, 0], [32])\n        return n\n", 7, 13,
       "offsets and shapes must have same number of dimensions, got 2 offsets and 1 shapes"},
      {"LoadValidRankDiffers", "        t = pl.tile.load(x, [0], [32], [16, 1])\n        return n\n", 7, 13,
       "valid_shape and shapes must have same number of dimensions, got 2 valid_shape dimensions "
       "and 1 shapes"},
      {"LoadPastTheEnd", "        t = pl.tile.load(x, [8], [32])\n        return n\n", 7, 13,
       "tile.load reads past the end of dimension 0: offset 8 + extent 32 exceeds the source "
       "extent 32. Pass clamp=True"},
      // A slice's window fits its tile; a partly valid tile reshapes only
      // where its real data is a prefix that the new shape can box
      // (kit-probed, its words).
      {"SlicePastTheEnd", "        t = pl.tile.load(x, [0], [32])\n        s = pl.tile.slice(t, [16], [24])\n        return n\n", 8, 13,
       "tile.slice reads past the end of dimension 0: offset 24 + extent 16 exceeds the source "
       "extent 32. An on-chip window has no clamping mechanism"},
      {"ReshapeUnevenCount", "        t = pl.tile.load(x, [0], [32], [20])\n        v = pl.tile.reshape(t, [2, 16])\n        w = pl.tile.load(x, [0], [32])\n        return n\n", 8, 13,
       "cannot reshape [32] to [2, 16] because only 20 of its elements hold real data (valid_shape "
       "[20]), and no region of [2, 16] covers exactly those 20 elements"},
      {"ReshapeRuntimeRows",
       "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n        t = pl.tile.load(e, [0, 0], [16, 16], [n, 16])\n        r = pl.tile.reshape(t, [8, 32])\n        return 0\n",
       8, 13, "cannot reshape [16, 16] to [8, 32] because its real data extends a runtime number of "
              "rows (n) and no dimension of [8, 32] has the matching row size of 16 elements", true},
      {"ReshapePartColumns",
       "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[64, 64], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        t = pl.tile.load(e, [0, 0], [16, 16], [16, 5])\n        r = pl.tile.reshape(t, [8, 32])\n        return 0\n",
       8, 13, "because only part of it holds real data (valid_shape [16, 5]). Dimension 1 is valid "
              "for 5 of 16, so the real data is scattered", true},
      // tile.ci fills a row: one column is refused first (kit-probed).
      {"CiOneColumn", "        t = pl.tile.ci(0, [2, 1], dtype=pl.INT32)\n        return n\n", 7, 13,
       "The operator tile.ci requires the innermost dimension (Cols) to be != 1, got 1"},
      // tensor.view's layouts (kit-probed, its words).
      {"TensorViewNz", "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[16, 16], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        r = pl.tensor.view(e, [16, 16], layout=pl.TensorLayout.NZ)\n        return 0\n", 7, 13,
       "tensor.view: NZ layout is not allowed on TensorType (NZ is tile-only)", true},
      {"TensorViewDnRank1", "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[16, 16], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        r = pl.tensor.view(e, [256], layout=pl.TensorLayout.DN)\n        return 0\n", 7, 13,
       "tensor.view: DN layout requires rank >= 2, got 1", true},
      // Four tensor ops and tile.gather_row's src want a plain TensorType,
      // no pld.DistributedTensor (kit-probed, tools/op_probe.py dist_*; its
      // three phrasings).
      {"DimOfDistributed", "import pypto.language as pl\nimport pypto.language.distributed as pld\n\n@pl.program\nclass T:\n    @pl.function(type=pl.FunctionType.Orchestration)\n    def k(self, e: pld.DistributedTensor[[16, 16], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        d = pl.tensor.dim(e, 0)\n        return d\n", 8, 13,
       "tensor.dim requires first argument to be a TensorType, but got DistributedTensorType", true},
      {"ConcatOfDistributed", "import pypto.language as pl\nimport pypto.language.distributed as pld\n\n@pl.program\nclass T:\n    @pl.function(type=pl.FunctionType.Orchestration)\n    def k(self, e: pl.Tensor[[16, 16], pl.FP32], f: pld.DistributedTensor[[16, 16], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        c = pl.tensor.concat(e, f)\n        return 0\n", 8, 13,
       "tensor.concat: src1 must be TensorType, got DistributedTensorType", true},
      {"GatherRowFromDistributed", "import pypto.language as pl\nimport pypto.language.distributed as pld\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pld.DistributedTensor[[16, 16], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        c = pl.tile.create([16, 16], dtype=pl.FP32)\n        g = pl.tile.gather_row(c, e, [0, 0], [0, 0], [1, 16])\n        return 0\n", 9, 13,
       "The operator tile.gather_row requires src to be a TensorType (GM), but got DistributedTensorType", true},
      // A full's value is a number as written, or negated once: PyPTO's
      // wrapper makes its constant from a Python int or float (kit-probed,
      // tools/op_probe.py full_value_*; pybind's words, then pipecheck's).
      {"FullValueProduct", "        f = pl.tile.full([8], dtype=pl.FP32, value=2 * 3)\n        return n\n", 7, 52,
       "pl.tile operation 'full': __init__(): incompatible function arguments"},
      {"FullValueDoubleMinus", "        f = pl.tile.full([8], dtype=pl.FP32, value=--2)\n        return n\n", 7, 52,
       "PyPTO builds tile.full's value from a Python int or float"},
      {"FullValueScalar", "        f = pl.tensor.full([8], dtype=pl.FP32, value=n)\n        return n\n", 7, 54,
       "pl.tensor operation 'full': __init__(): incompatible function arguments"},
      {"TensorViewValidOfWhole", "import pypto.language as pl\n\n@pl.program\nclass T:\n    @pl.function\n    def k(self, e: pl.Tensor[[16, 16], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n        r = pl.tensor.view(e, [16, 16], [16, 5])\n        return 0\n", 7, 13,
       "tensor.view: an explicit target valid_shape requires a source valid_shape", true},
  };
}

class ParseError : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(ParseError, ReportsPosition) {
  const ErrorCase &c = GetParam();
  std::string text = c.raw ? c.body : kHead + c.body;
  auto r = parseProgram(text, "bad.py");
  ASSERT_FALSE(r.ok()) << text;
  const ir::Diagnostic &d = r.error();
  EXPECT_EQ(d.rule, "parse");
  EXPECT_EQ(d.loc.file, "bad.py");
  EXPECT_EQ(d.loc.line, c.line) << d.str();
  EXPECT_EQ(d.loc.col, c.col) << d.str();
  EXPECT_NE(d.message.find(c.message), std::string::npos) << d.str();
  EXPECT_EQ(d.str().rfind("bad.py:" + std::to_string(c.line) + ":" + std::to_string(c.col) +
                              ": error: ",
                          0),
            0u)
      << d.str();
}

INSTANTIATE_TEST_SUITE_P(Cases, ParseError, ::testing::ValuesIn(errorCases()),
                         [](const auto &info) { return std::string(info.param.name); });

// A window or view of a pld.DistributedTensor is one too (kit-printed:
// tools/op_probe.py dist_first_slice, dist_first_view).
TEST(DistributedWindows, SliceAndViewStayDistributed) {
  auto r = parseProgram("import pypto.language as pl\nimport pypto.language.distributed as pld\n\n"
                        "@pl.program\nclass T:\n    @pl.function(type=pl.FunctionType.Orchestration)\n"
                        "    def k(self, e: pld.DistributedTensor[[16, 16], pl.FP32]) -> pl.Scalar[pl.INDEX]:\n"
                        "        s = pl.tensor.slice(e, [8, 16], [8, 0])\n"
                        "        v = pl.tensor.view(e, [16, 16])\n        return 0\n",
                        "dist.py");
  ASSERT_TRUE(r.ok()) << r.error().str();
  std::string printed = printProgram(**r);
  EXPECT_NE(printed.find("s: pld.DistributedTensor[[8, 16], pl.FP32] = pl.tensor.slice"),
            std::string::npos) << printed;
  EXPECT_NE(printed.find("v: pld.DistributedTensor[[16, 16], pl.FP32, pl.TensorView("),
            std::string::npos) << printed;
}

// What PyPTO's wrapper does read as a full's value: a literal, negated once,
// and a bool, which is an int there (it prints `value=1`; kit-probed).
TEST(FullValue, LiteralsAreReadAndABoolIsAnInt) {
  for (const char *value : {"-2", "-(2)", "(3)", "-2.5", "1e3", "True"}) {
    std::string text = kHead + "        f = pl.tile.full([8], dtype=pl.FP32, value=" + value +
                       ")\n        return n\n";
    auto r = parseProgram(text, "full.py");
    ASSERT_TRUE(r.ok()) << value << ": " << r.error().str();
    if (std::string(value) == "True") {
      EXPECT_NE(printProgram(**r).find("value=1)"), std::string::npos) << printProgram(**r);
    }
  }
}

TEST(ParseErrorDeep, NestingIsBoundedNotFatal) {
  std::string parens = kHead + "        a = " + std::string(100000, '(') + "1\n";
  auto r1 = parseProgram(parens, "deep.py");
  ASSERT_FALSE(r1.ok());
  EXPECT_NE(r1.error().message.find("too many nested parentheses"), std::string::npos);

  std::string unary = kHead + "        a = " + std::string(100000, '-') + "1\n        return a\n";
  auto r2 = parseProgram(unary, "deep.py");
  ASSERT_FALSE(r2.ok());
  EXPECT_NE(r2.error().message.find("nested too deeply"), std::string::npos);

  std::string nots = kHead + "        a = ";
  for (int k = 0; k < 20000; ++k)
    nots += "not ";
  nots += "n\n        return n\n";
  auto r3 = parseProgram(nots, "deep.py");
  ASSERT_FALSE(r3.ok());
  EXPECT_NE(r3.error().message.find("nested too deeply"), std::string::npos);

  std::string blocks = kHead;
  for (int k = 0; k < 200; ++k)
    blocks += std::string(8 + 4 * static_cast<std::size_t>(k), ' ') + "if n:\n";
  blocks += std::string(8 + 4 * 200, ' ') + "a = 1\n";
  auto r4 = parseProgram(blocks, "deep.py");
  ASSERT_FALSE(r4.ok());
  EXPECT_NE(r4.error().message.find("too many levels of indentation"), std::string::npos);

  // Left-associative chains and trailers build tall trees without recursion
  // in the parser; their height is bounded too.
  auto repeat = [](const std::string &s, int k) {
    std::string r;
    for (int i = 0; i < k; ++i)
      r += s;
    return r;
  };
  for (const std::string &expr :
       {repeat("n + ", 100000) + "1", "n" + repeat(".y", 100000), "n" + repeat("[0]", 100000),
        "pl.min(n, 1)" + repeat("(1)", 100000), repeat("n < 1 or ", 100000) + "n"}) {
    auto r = parseProgram(kHead + "        a = " + expr + "\n        return a\n", "tall.py");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("nested too deeply"), std::string::npos) << r.error().str();
  }
  std::string elifs = kHead + "        if n < 0:\n            a = 1\n";
  for (int k = 0; k < 20000; ++k)
    elifs += "        elif n < " + std::to_string(k) + ":\n            a = 2\n";
  auto r6 = parseProgram(elifs + "        return n\n", "elif.py");
  ASSERT_FALSE(r6.ok());
  EXPECT_NE(r6.error().message.find("too many nested blocks"), std::string::npos);

  // Moderate nesting is fine.
  std::string ok = kHead + "        a = " + std::string(50, '(') + "n" + std::string(50, ')') +
                   " + " + repeat("n + ", 150) + "n\n        return a\n";
  auto r5 = parseProgram(ok, "ok.py");
  EXPECT_TRUE(r5.ok()) << r5.error().str();
}

// Deterministic mutation fuzzing of golden inputs.
TEST(ParseErrorFuzz, MutantsNeverCrash) {
  auto files = listFiles("tests/golden/cases", [](const std::filesystem::path &p) {
    return p.filename() == "input.py" || p.filename() == "lower.py";
  });
  ASSERT_FALSE(files.empty());
  std::mt19937 rng(20240611);
  const std::string alphabet = "()[]{}:,.=+-*/%<>!'\"#\\\n \t0123456789abcxyz_@\x01\xff";
  int parsed = 0, rejected = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    std::string text = readFile(sourceDir() + "/" + files[rng() % files.size()]);
    int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits && !text.empty(); ++e) {
      std::size_t at = rng() % text.size();
      switch (rng() % 5) {
      case 0: text.erase(at, 1 + rng() % 8); break;
      case 1: text.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
      case 2: text[at] = alphabet[rng() % alphabet.size()]; break;
      case 3: text.resize(at); break;
      default: text.insert(at, text.substr(rng() % text.size(), rng() % 40)); break;
      }
    }
    auto r = parseProgram(text, "fuzz.py");
    if (!r.ok()) {
      ++rejected;
      const auto &d = r.error();
      int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
      EXPECT_GE(d.loc.line, 1) << d.str();
      EXPECT_LE(d.loc.line, lines + 1) << d.str();
      EXPECT_GE(d.loc.col, 1) << d.str();
      EXPECT_FALSE(d.message.empty());
      continue;
    }
    ++parsed;
    std::string printed = printProgram(*r.value());
    auto again = parseProgram(printed, "fuzz.py");
    EXPECT_TRUE(again.ok()) << (again.ok() ? "" : again.error().str()) << "\n" << printed;
    if (again.ok()) {
      EXPECT_EQ(printProgram(*again.value()), printed);
    }
  }
  EXPECT_GT(parsed, 0);
  EXPECT_GT(rejected, 0);
}

} // namespace
} // namespace pipecheck::text

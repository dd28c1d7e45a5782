// ParseOptions::hintsFromPrinter (core/text/printed_hints.h): a printed
// `B_k` takes the hint `B` only when B has a "__" part, another var of the
// function is named B, and the program still prints exactly as the text.
#include <gtest/gtest.h>

#include "core/ir/walk.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

std::string kernel(const std::string &first, const std::string &second) {
  return "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n"
         "    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, "
         "role=pl.Role.SubWorker)\n"
         "    def f(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:\n"
         "        " + first + ": pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], "
         "[16, 16], [16, 16], target_memory=pl.Mem.Vec)\n"
         "        " + second + ": pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(" + first +
         ")\n        return x";
}

// The hints of f's body definitions, in order.
std::vector<std::string> hints(const std::string &text, bool fromPrinter) {
  ParseOptions o;
  o.hintsFromPrinter = fromPrinter;
  auto p = parseProgram(text, "h.py", o);
  EXPECT_TRUE(p.ok()) << p.error().str();
  if (!p.ok())
    return {};
  EXPECT_EQ(printProgram(*p.value()), text) << "recovery must not change the print";
  std::vector<std::string> out;
  for (const ir::DefSite &d : ir::collectDefs(*p.value()->find("f")))
    if (d.stmt)
      out.push_back(d.var->name);
  return out;
}

TEST(PrintedHints, PrinterSuffixAfterAPassNameTakesTheBase) {
  std::string text = kernel("c__ssa_v0_Vec", "c__ssa_v0_Vec_1");
  EXPECT_EQ(hints(text, true), (std::vector<std::string>{"c__ssa_v0_Vec", "c__ssa_v0_Vec"}));
  EXPECT_EQ(hints(text, false), (std::vector<std::string>{"c__ssa_v0_Vec", "c__ssa_v0_Vec_1"}));
}

TEST(PrintedHints, LeavesWhatThePrinterCouldNotHaveMade) {
  // No "__" part: a hand-written name, a distinct hint in PyPTO too.
  EXPECT_EQ(hints(kernel("t", "t_1"), true), (std::vector<std::string>{"t", "t_1"}));
  // The suffixed var comes first: as one hint it would print `x__a` first, so
  // the renaming is refused.
  EXPECT_EQ(hints(kernel("x__a_1", "x__a"), true), (std::vector<std::string>{"x__a_1", "x__a"}));
  // No var named the base, and _0 is never a printer suffix.
  EXPECT_EQ(hints(kernel("y__b_1", "z__c"), true), (std::vector<std::string>{"y__b_1", "z__c"}));
  EXPECT_EQ(hints(kernel("w__d", "w__d_0"), true), (std::vector<std::string>{"w__d", "w__d_0"}));
}

} // namespace
} // namespace pipecheck::text

// bench/inputs/window_snapshot.py, the window bench's 3,500-line input (what
// the real PyPTO printed after NormalizeReturnOrder for
// bench/inputs/make_window_snapshot.py's frontend): it must stay a program the
// bench can time. It parses and prints back byte for byte, the nine model
// passes accept it, and every snapshot they produce prints, parses and
// prints back to the same text.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "tests/text/text_test_util.h"

namespace pipecheck::text {
namespace {

using testing::readFile;
using testing::sourceDir;
using testing::stripOneNewline;

TEST(BenchInput, WindowSnapshotRoundTripsAndPassesAcceptIt) {
  std::string text =
      stripOneNewline(readFile(sourceDir() + "/bench/inputs/window_snapshot.py"));
  EXPECT_GE(std::count(text.begin(), text.end(), '\n') + 1, 3500);
  auto prog = parseProgram(text, "window_snapshot.py");
  ASSERT_TRUE(prog.ok()) << prog.error().str();
  EXPECT_EQ(printProgram(*prog.value()), text) << "parse + print differs from PyPTO's text";
  pipeline::PipelineRun run =
      pipeline::runPipeline(prog.value(), pipeline::defaultPassList(), {});
  ASSERT_TRUE(run.ok()) << run.summary();
  ASSERT_EQ(run.snapshots.size(), 10u);
  for (const pipeline::Snapshot &s : run.snapshots) {
    SCOPED_TRACE(s.name);
    std::string printed = printProgram(*s.program);
    auto again = parseProgram(printed, s.name + ".py");
    ASSERT_TRUE(again.ok()) << again.error().str();
    EXPECT_EQ(printProgram(*again.value()), printed);
  }
}

} // namespace
} // namespace pipecheck::text

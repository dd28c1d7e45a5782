// The language of real-kernel window snapshots against the real PyPTO's text
// (tests/golden-kernels, made by make_goldens.py; see its README).
//
//  * cases/<c>/source.py (written for this folder) parses, and prints exactly
//    as PyPTO printed it (printed.py); printed.py parses with strict
//    annotations (every printed type equals the op table's inferred one) and
//    prints back to itself (print -> parse -> print is the identity). The
//    type_rules_* cases call ops without annotations, so their print is the
//    kit's inferred type for each rule.
//  * cases/<c>/window.py: pipecheck's nine model window passes (the `memory`
//    list, PYPTO planner, 910B) on the parsed program print exactly what the
//    real passes printed.
//  * dumps/<d>/NN_after_<Pass>.py: every window snapshot of PyPTO's whole
//    pipeline on dumps/<d>/frontend.py parses and prints back byte for byte,
//    and the model pass <Pass> (PyPTO's CamelCase name, accepted by the
//    registry) applied to the previous snapshot prints the next one.
//
// dumps/<d>/pending-ops.txt lists the ops a snapshot uses that pipecheck's op
// registry does not know yet. A snapshot that fails to parse is skipped (and
// says why) only when the parser's error names one of those ops; any other
// failure, and any text difference, fails the test. When the registry learns
// the ops, the snapshot is checked without an edit here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <map>
#include <sstream>
#include <set>

#include "core/ir/op_registry.h"
#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "tests/text/text_test_util.h"

namespace pipecheck::text {
namespace {

namespace fs = std::filesystem;
using testing::readFile;
using testing::sourceDir;
using testing::stripOneNewline;

const fs::path kRoot = fs::path(sourceDir()) / "tests/golden-kernels";

std::vector<std::string> subdirs(const fs::path &p) {
  std::vector<std::string> out;
  for (const auto &e : fs::directory_iterator(p))
    if (e.is_directory())
      out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// One op name a line; lines starting with '#' are comments.
std::set<std::string> opList(const fs::path &file) {
  std::set<std::string> ops;
  std::istringstream in(readFile(file.string()));
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    if (std::string w; words >> w && w[0] != '#')
      ops.insert(w);
  }
  return ops;
}

std::set<std::string> pendingOps(const fs::path &dir) { return opList(dir / "pending-ops.txt"); }

// Passes the model is known to get wrong on this dump, with what differs
// (known-divergences.txt, "PassName: reason" lines).
std::map<std::string, std::string> knownDivergences(const fs::path &dir) {
  std::map<std::string, std::string> out;
  fs::path file = dir / "known-divergences.txt";
  if (!fs::exists(file))
    return out;
  std::istringstream in(readFile(file.string()));
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#' && line.find(": ") != std::string::npos)
      out[line.substr(0, line.find(": "))] = line.substr(line.find(": ") + 2);
  return out;
}

// Whether a parse error is only an op the registry does not know yet.
bool onlyPendingOp(const ir::Diagnostic &d, const std::set<std::string> &ops) {
  for (const std::string &op : ops)
    if (d.message.find("'" + op + "'") != std::string::npos ||
        d.message.find("pl." + op + "'") != std::string::npos)
      return true;
  return false;
}

TEST(GoldenKernels, CasesPrintAsPyPTO) {
  std::vector<std::string> cases = subdirs(kRoot / "cases");
  ASSERT_GE(cases.size(), 8u);
  for (const std::string &c : cases) {
    SCOPED_TRACE(c);
    fs::path d = kRoot / "cases" / c;
    std::string printed = stripOneNewline(readFile((d / "printed.py").string()));
    auto src = parseProgram(readFile((d / "source.py").string()), "source.py");
    ASSERT_TRUE(src.ok()) << src.error().str();
    EXPECT_EQ(printProgram(*src.value()), printed) << "source.py does not print as PyPTO does";
    // Every annotation PyPTO printed is the type it inferred (or the one a
    // source annotation gave an op without a rule): strict parsing makes each
    // one a check of the op table's result-type rules.
    ParseOptions strict;
    strict.strictAnnotations = true;
    auto again = parseProgram(printed, "printed.py", strict);
    ASSERT_TRUE(again.ok()) << again.error().str();
    EXPECT_EQ(printProgram(*again.value()), printed) << "print -> parse -> print is not the identity";
  }
}

// Every op of the table is called in some PyPTO-printed golden (a case's
// printed.py or window.py, a dump snapshot), or listed in not-covered-ops.txt
// as one PyPTO's parser cannot print; the list holds no op a golden calls.
TEST(GoldenKernels, EveryOpIsCalledOrListedAsNotCovered) {
  std::string text;
  for (const char *group : {"cases", "dumps"})
    for (const std::string &d : subdirs(kRoot / group))
      for (const auto &e : fs::directory_iterator(kRoot / group / d)) {
        std::string f = e.path().filename().string();
        if (e.path().extension() == ".py" && f != "source.py" && f != "frontend.py")
          text += readFile(e.path().string());
      }
  auto called = [&](const std::string &head) {
    for (std::size_t at = text.find(head); at != std::string::npos; at = text.find(head, at + 1)) {
      char before = at ? text[at - 1] : ' ';
      if (!std::isalnum(static_cast<unsigned char>(before)) && before != '_' && before != '.')
        return true;
    }
    return false;
  };
  std::set<std::string> uncovered;
  for (const ir::OpInfo &op : ir::OpRegistry::instance().all()) {
    std::string printed = op.name.rfind("pld.", 0) == 0 ? op.name : "pl." + op.name;
    if (!called(printed + "(") && !called(printed + "_("))
      uncovered.insert(op.name);
  }
  std::set<std::string> listed = opList(kRoot / "not-covered-ops.txt");
  EXPECT_EQ(uncovered, listed) << "update tests/golden-kernels/not-covered-ops.txt and README.md";
  EXPECT_EQ(ir::OpRegistry::instance().all().size() - uncovered.size(), 294u)
      << "the README's coverage count";
}

TEST(GoldenKernels, CaseWindowsMatchTheRealPasses) {
  int checked = 0;
  for (const std::string &c : subdirs(kRoot / "cases")) {
    fs::path d = kRoot / "cases" / c;
    if (!fs::exists(d / "window.py"))
      continue;
    SCOPED_TRACE(c);
    auto prog = parseProgram(readFile((d / "printed.py").string()), "source.py");
    ASSERT_TRUE(prog.ok()) << prog.error().str();
    pipeline::PipelineOptions opts; // PYPTO planner, Ascend910B
    pipeline::PipelineRun run =
        pipeline::runPipeline(prog.value(), *pipeline::namedPipeline("memory"), opts);
    ASSERT_TRUE(run.ok()) << run.summary();
    EXPECT_EQ(printProgram(*run.finalProgram()),
              stripOneNewline(readFile((d / "window.py").string())));
    ++checked;
  }
  EXPECT_GE(checked, 1);
}

struct Snapshot {
  std::string file, pass; // "29_after_LowerPipelineLoops.py", "LowerPipelineLoops"
};

std::vector<Snapshot> snapshots(const fs::path &dir) {
  std::vector<Snapshot> out;
  for (const auto &e : fs::directory_iterator(dir)) {
    std::string f = e.path().filename().string();
    std::size_t at = f.find("_after_");
    if (at == 2 && f.size() > 10 && f.substr(f.size() - 3) == ".py")
      out.push_back({f, f.substr(9, f.size() - 12)});
  }
  std::sort(out.begin(), out.end(), [](const Snapshot &a, const Snapshot &b) { return a.file < b.file; });
  return out;
}

TEST(GoldenKernels, DumpSnapshotsRoundTripAndModelPassesMatch) {
  int parsed = 0, modelled = 0;
  std::vector<std::string> skipped, gaps;
  for (const std::string &dname : subdirs(kRoot / "dumps")) {
    fs::path dir = kRoot / "dumps" / dname;
    std::set<std::string> pending = pendingOps(dir);
    std::map<std::string, std::string> known = knownDivergences(dir);
    std::vector<Snapshot> snaps = snapshots(dir);
    ASSERT_EQ(snaps.size(), 10u) << dname << ": expected the window snapshots 26..35";
    ir::ProgramPtr previous;
    for (const Snapshot &s : snaps) {
      SCOPED_TRACE(dname + "/" + s.file);
      std::string text = stripOneNewline(readFile((dir / s.file).string()));
      ParseOptions dump; // a printout of PyPTO's in-memory IR (printed_hints.h)
      dump.hintsFromPrinter = true;
      auto prog = parseProgram(text, s.file, dump);
      if (!prog.ok()) {
        ASSERT_TRUE(onlyPendingOp(prog.error(), pending))
            << "fails for a reason other than a pending op: " << prog.error().str();
        skipped.push_back(dname + "/" + s.file + " (" + prog.error().message + ")");
        previous = nullptr;
        continue;
      }
      ++parsed;
      EXPECT_EQ(printProgram(*prog.value()), text) << "parse + print differs from PyPTO's text";
      if (previous && s.pass != "NormalizeReturnOrder") {
        // A named options object: g++ 12 warns (-Wmaybe-uninitialized, a false
        // positive) on the destructor of a braced temporary here.
        const pipeline::PipelineOptions defaults;
        pipeline::PipelineRun run = pipeline::runPipeline(previous, {s.pass}, defaults);
        ASSERT_TRUE(run.ok()) << run.summary();
        if (auto k = known.find(s.pass); k != known.end()) {
          // A listed model gap must still be one: a fixed gap is unlisted.
          EXPECT_NE(printProgram(*run.finalProgram()), text)
              << "the model " << s.pass << " now matches: remove it from known-divergences.txt";
          gaps.push_back(dname + "/" + s.file + ": " + k->second);
        } else {
          EXPECT_EQ(printProgram(*run.finalProgram()), text)
              << "the model " << s.pass << " differs from the real one";
          ++modelled;
        }
      }
      previous = prog.value();
    }
  }
  for (const std::string &s : skipped)
    std::cout << "[ pending op ] " << s << "\n";
  for (const std::string &g : gaps)
    std::cout << "[ model gap  ] " << g << "\n";
  EXPECT_GE(parsed, 30) << "fewer dump snapshots parse than when this test was written";
  EXPECT_GE(modelled, 27);
}

} // namespace
} // namespace pipecheck::text

namespace pipecheck::text {
namespace {

// --passes and the runner accept PyPTO's class names (the spelling of its pass
// dumps) as well as the factory names, and report the factory name.
TEST(GoldenKernels, PassNamesInEitherSpelling) {
  for (const auto &info : passes::registeredPasses()) {
    auto byClass = passes::findPass(info.className);
    ASSERT_TRUE(byClass.has_value()) << info.className;
    EXPECT_EQ(byClass->name, info.name);
  }
  EXPECT_FALSE(passes::findPass("LowerPipelineLoop").has_value());
  auto prog = parseProgram(
      stripOneNewline(readFile((kRoot / "dumps/scale/28_after_LowerPipelineToSlots.py").string())),
      "x.py");
  ASSERT_TRUE(prog.ok()) << prog.error().str();
  const pipeline::PipelineOptions defaults; // named: see DumpSnapshotsRoundTrip...
  pipeline::PipelineRun a = pipeline::runPipeline(prog.value(), {"LowerPipelineLoops"}, defaults);
  pipeline::PipelineRun b = pipeline::runPipeline(prog.value(), {"lower_pipeline_loops"}, defaults);
  ASSERT_TRUE(a.ok()) << a.summary();
  ASSERT_TRUE(b.ok()) << b.summary();
  EXPECT_EQ(a.snapshots.back().name, "lower_pipeline_loops");
  EXPECT_EQ(printProgram(*a.finalProgram()), printProgram(*b.finalProgram()));
  EXPECT_NE(printProgram(*a.finalProgram()), printProgram(*prog.value()));
  // Under PTOAS the planner drops memory_reuse whichever way it is spelled.
  EXPECT_EQ(pipeline::passesForPlanner({"MemoryReuse", "AllocateMemoryAddr", "InitMemRef"},
                                       passes::MemoryPlanner::PTOAS),
            std::vector<std::string>{"init_mem_ref"});
}

} // namespace
} // namespace pipecheck::text

namespace pipecheck::text {
namespace {

std::string withBody(const std::string &sig, const std::string &body) {
  return "import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function(type=pl.FunctionType."
         "Orchestration, auto_scope=False)\n    def main(self, " +
         sig + ") -> pl.Tensor[[64], pl.FP32]:\n" + body + "        return x\n";
}

// Bad scopes, unknown pl names and unresolved forward references are
// FILE:LINE:COL errors that name the offending construct.
TEST(GoldenKernels, BadInputNamesTheConstruct) {
  const std::string sig = "x: pl.Tensor[[64], pl.FP32]";
  struct Case {
    std::string text, needle;
    int line;
  } cases[] = {
      {withBody(sig, "        with pl.foo():\n            pass\n"), "'pl.foo' is not a scope", 7},
      {withBody(sig, "        with pl.scope(mode=pl.ScopeMode.BOGUS):\n            pass\n"),
       "unknown member 'BOGUS' of pl.ScopeMode", 7},
      {withBody(sig, "        with pl.at(level=pl.Level.CORE_GROUP, deps=[x]):\n            pass\n"),
       "'deps'", 7},
      {withBody(sig, "        with pl.scope() as tid:\n            pass\n"), "TaskId capture", 7},
      {withBody(sig, "        with pl.spmd(0):\n            pass\n"), "core_num must be a positive", 7},
      {withBody(sig, "        with pl.at(level=pl.Level.CHIP, optimizations=[pl.split(pl.SplitMode."
                     "UP_DOWN)]):\n            pass\n"),
       "optimizations= is only valid", 7},
      {withBody("x: pl.Tensor[[m, 64], pl.FP32]", ""), "name 'm' is not defined", 6},
      {withBody("x: pl.Foo[[64], pl.FP32]", ""), "unknown type 'pl.Foo'", 6},
      {withBody(sig, "        with pl.scope(), pl.scope():\n            pass\n"),
       "exactly one context manager", 7},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.text);
    auto r = parseProgram(c.text, "bad.py");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find(c.needle), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().loc.line, c.line);
    EXPECT_GT(r.error().loc.col, 0);
  }
}

} // namespace
} // namespace pipecheck::text

namespace pipecheck::text {
namespace {

// A type that names a var before (or outside) its definition: callee-first
// order prints a parameter type naming a var another function's body defines,
// and a function's own parameter types may name its body's vars. PyPTO's
// parser raises NameError on this text (checked with the kit); pipecheck
// reads it, with one Var for every mention, and prints it back unchanged.
TEST(GoldenKernels, ForwardReferencesInTypes) {
  std::string text =
      stripOneNewline(readFile((kRoot / "reads/forward_reference_in_types.py").string()));
  auto prog = parseProgram(text, "fwd.py");
  ASSERT_TRUE(prog.ok()) << prog.error().str();
  EXPECT_EQ(printProgram(*prog.value()), text);
  ir::FunctionPtr f = prog.value()->find("f"), main = prog.value()->find("main");
  ASSERT_TRUE(f && main);
  const ir::AssignStmt *def = ir::asAssign(ir::stmtList(main->body)[0]);
  ASSERT_TRUE(def);
  auto dim0 = [](const ir::VarPtr &p) { return ir::asTensor(p->type)->shape[0].get(); };
  EXPECT_EQ(dim0(f->params[0]), def->var.get()) << "f's parameter type names main's m";
  EXPECT_EQ(dim0(main->params[0]), def->var.get()) << "main's parameter type names its own m";
  // No pl.dynamic line appears: m is defined (in main), not a program-level symbol.
  EXPECT_EQ(printProgram(*prog.value()).find("pl.dynamic"), std::string::npos);
}

} // namespace
} // namespace pipecheck::text

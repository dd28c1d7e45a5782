// Building a finding report and writing its files; see report.h.
#include "oracle/report/report.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/ir/walk.h"
#include "core/text/printer.h"
#include "oracle/checks/catalogue.h"
#include "oracle/report/reproducer.h"

namespace pipecheck::report {
namespace {

// Statements of every function, SeqStmts not counted (the count
// reduce::countStatements reports, so reduced and unreduced reports agree).
uint32_t statementCount(const ir::Program &program) {
  uint32_t n = 0;
  for (const ir::FunctionPtr &f : program.functions)
    if (f->body)
      ir::forEachStmt(f->body, [&](const ir::StmtPtr &s) { n += s->kind != ir::StmtKind::Seq; });
  return n;
}

uint64_t fnv1a(uint64_t h, std::string_view s) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return h ^ 0xff; // separator, so ("ab","c") and ("a","bc") differ
}

std::string hex12(uint64_t h) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%012llx",
                static_cast<unsigned long long>(h & 0xffffffffffffULL));
  return buf;
}

std::string joined(const std::vector<std::string> &items, const char *sep = ",") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i ? sep : "") + items[i];
  return out;
}

// The printed snapshot `pass` of a pipeline run of input.source.
std::string snapshotText(const checks::CheckInput &input, const std::string &pass) {
  if (pass.empty())
    return {};
  checks::RunContext ctx(input);
  ir::ProgramPtr p = ctx.snapshot(pass);
  return p ? text::printProgram(*p) : std::string();
}

bool writeText(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

} // namespace

checks::Verdict judge(const checks::CheckInput &input, const std::string &property) {
  checks::RunContext ctx(input);
  std::vector<checks::Verdict> vs = checks::runCatalogue(ctx, {property});
  return vs.empty() ? checks::harnessError(property, "no verdict") : vs.front();
}

Report buildReport(const checks::CheckInput &input, const std::string &property,
                   const Reducer &reducer, std::optional<checks::Verdict> verdict) {
  Report r;
  r.input = input;
  r.verdict = verdict ? *verdict : judge(input, property);
  if (const checks::Property *p = checks::findProperty(property))
    r.contract = std::string(p->contract);
  r.sourceFile = input.fileName;
  r.reduction.statementsBefore = r.reduction.statementsAfter = statementCount(*input.source);
  if (r.verdict.outcome != checks::Outcome::Fails) {
    r.reduction.note = "not reduced: the property does not fail";
  } else if (!reducer) {
    r.reduction.note = "not reduced (no reducer given)";
  } else {
    StillFails stillFails = [&](const ir::ProgramPtr &candidate) {
      checks::CheckInput in = input;
      in.source = candidate;
      return judge(in, property).outcome == checks::Outcome::Fails;
    };
    Reduction red;
    auto t0 = std::chrono::steady_clock::now();
    ir::ProgramPtr small = reducer(input.source, stillFails, red);
    red.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    red.ran = true;
    red.statementsBefore = r.reduction.statementsBefore;
    if (small && small != input.source) {
      checks::CheckInput in = input;
      in.source = small;
      checks::Verdict again = judge(in, property);
      if (again.outcome == checks::Outcome::Fails) {
        r.input.source = small;
        r.verdict = again;
      } else {
        red.note += (red.note.empty() ? "" : "; ") +
                    std::string("the reduced program no longer fails; kept the input");
      }
    }
    red.statementsAfter = statementCount(*r.input.source);
    r.reduction = red;
  }
  r.programText = text::printProgram(*r.input.source) + "\n";
  r.snapshotName = r.verdict.pass;
  if (r.snapshotName.empty() && !passesRun(r).empty())
    r.snapshotName = passesRun(r).back();
  r.snapshotText = snapshotText(r.input, r.snapshotName);
  if (!r.input.passOptions.faults.empty()) {
    checks::CheckInput faithful = r.input;
    faithful.passOptions.faults.clear();
    r.faithfulText = snapshotText(faithful, r.snapshotName);
  }
  r.hash = reportHash(r);
  return r;
}

std::string reproduceCommand(const Report &r, const std::string &file) {
  return checkCommand(r.verdict.property, JudgedContext::of(r.input), file);
}

std::string reproducerText(const Report &r) {
  Reproducer rep;
  rep.verdict = r.verdict;
  rep.params = r.input.params;
  rep.inputSeed = r.input.seed;
  rep.context = JudgedContext::of(r.input);
  rep.implOrigin = r.input.givenOrigin;
  rep.generatorSeed = r.seed;
  if (r.reduction.ran) {
    rep.statementsBefore = r.reduction.statementsBefore;
    rep.statementsAfter = r.reduction.statementsAfter;
  }
  rep.programText = r.programText;
  return report::reproducerText(rep, r.reproducerPath.empty() ? "FILE" : r.reproducerPath);
}

std::vector<std::string> passesRun(const Report &r) {
  return pipeline::passesForPlanner(r.input.passes, r.input.passOptions.planner);
}

int passPosition(const Report &r) {
  std::vector<std::string> run = passesRun(r);
  for (std::size_t i = 0; i < run.size(); ++i)
    if (run[i] == r.verdict.pass)
      return static_cast<int>(i + 1);
  return 0;
}

std::string reportHash(const Report &r) {
  uint64_t h = 1469598103934665603ULL;
  h = fnv1a(h, r.verdict.property);
  h = fnv1a(h, r.programText);
  h = fnv1a(h, joined(r.input.passes));
  for (const auto &f : r.input.passOptions.faults)
    h = fnv1a(h, f);
  h = fnv1a(h, passes::backendName(r.input.passOptions.backend));
  h = fnv1a(h, passes::memoryPlannerName(r.input.passOptions.planner));
  h = fnv1a(h, paramsText(r.input.params));
  return hex12(h);
}

std::string textHash(std::string_view text) {
  return hex12(fnv1a(1469598103934665603ULL, text));
}

std::optional<std::string> writeReport(Report &r, const std::string &dir,
                                       const std::string &reproducer) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec)
    return dir + ": cannot create directory: " + ec.message();
  if (r.hash.empty())
    r.hash = reportHash(r);
  std::string stem = dir + "/" + r.verdict.property + "-" + r.hash;
  r.reproducerPath = reproducer.empty() ? stem + ".py" : reproducer;
  r.markdownPath = stem + ".md";
  r.jsonPath = stem + ".json";
  r.command = reproduceCommand(r, r.reproducerPath);
  if (reproducer.empty() && !writeText(r.reproducerPath, reproducerText(r)))
    return r.reproducerPath + ": cannot write file";
  if (!writeText(r.markdownPath, renderMarkdown(r)))
    return r.markdownPath + ": cannot write file";
  if (!writeText(r.jsonPath, renderJson(r)))
    return r.jsonPath + ": cannot write file";
  return std::nullopt;
}

} // namespace pipecheck::report

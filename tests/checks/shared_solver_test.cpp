// One Z3 context for many programs (CheckInput::solver, as `pipecheck
// campaign` and `pipecheck check` pass it) must judge every program exactly
// as a fresh context per program does: a session gives each check a fresh
// solver, and nothing asserted for one program may reach the next
// (tests/smt/session_test.cpp pins that at the solver level). Here each
// program is judged by the whole catalogue twice, once with its own context
// and once in the session every program before it used, and the verdicts
// must be identical field by field: outcome, message, witness (Z3's
// counterexample text included) and pass.
//
// The programs are every corpus file and campaign seed 41's first 40
// generated ones, three in four under zoo faults (a wrong tail, an unscaled
// main-loop step, a wrong slot index with a wrong cascade test), so that both
// Z3 properties refute something and print a model. The time limit per
// check is generous so that a loaded machine cannot turn one run's answer
// into a timeout. A one-off larger comparison (300 generated programs) is
// the disabled test below: run it with --gtest_also_run_disabled_tests.
#include <filesystem>
#include <memory>

#include "oracle/smt/solver.h"
#include "properties/gen/Generator.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;

std::vector<checks::Verdict> judge(checks::CheckInput in,
                                   std::shared_ptr<smt::SolverSession> session) {
  in.solver = std::move(session);
  checks::RunContext ctx(std::move(in));
  return checks::runCatalogue(ctx);
}

struct Counts {
  int programs = 0, z3Holds = 0, z3Models = 0;
};

// Judges `in` fresh and in `shared`, and requires the same verdicts.
void compare(const std::string &name, const checks::CheckInput &in,
             const std::shared_ptr<smt::SolverSession> &shared, Counts &counts) {
  std::vector<checks::Verdict> fresh = judge(in, nullptr);
  std::vector<checks::Verdict> same = judge(in, shared);
  ++counts.programs;
  ASSERT_EQ(fresh.size(), same.size()) << name;
  for (std::size_t k = 0; k < fresh.size(); ++k) {
    const checks::Verdict &a = fresh[k], &b = same[k];
    SCOPED_TRACE(name + ", " + a.property);
    EXPECT_EQ(a.property, b.property);
    EXPECT_EQ(a.outcome, b.outcome) << a.message << "\nvs\n" << b.message;
    EXPECT_EQ(a.message, b.message);
    EXPECT_EQ(a.witness, b.witness);
    EXPECT_EQ(a.pass, b.pass);
    bool z3 = a.property == "iteration-proof" || a.property == "slot-distinct";
    counts.z3Holds += z3 && a.outcome == checks::Outcome::Holds;
    counts.z3Models += z3 && a.outcome == checks::Outcome::Fails && !a.witness.empty();
  }
}

std::vector<fs::path> corpusFiles() {
  std::vector<fs::path> out;
  for (const auto &e : fs::directory_iterator(fs::path(PIPECHECK_SOURCE_DIR) / "corpus"))
    if (e.path().extension() == ".py")
      out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

void compareCorpus(const std::shared_ptr<smt::SolverSession> &shared, Counts &counts) {
  for (const fs::path &file : corpusFiles()) {
    std::string text = testing::readText(file);
    ir::ProgramPtr p = testing::parseFile(file);
    ASSERT_TRUE(p) << file;
    checks::CheckInput in;
    in.source = p;
    in.fileName = file.filename().string();
    auto at = text.find("# params:");
    if (at != std::string::npos)
      in.params = checks::parseParamRanges(text.substr(at + 9, text.find('\n', at) - at - 9));
    in.smtTimeoutMs = 20000;
    compare(file.filename().string(), in, shared, counts);
  }
}

// Campaign seed `campaignSeed`'s first `count` programs (tools/cmd_campaign.cpp's
// program seeds and options).
void compareGenerated(uint64_t campaignSeed, uint64_t count,
                      const std::shared_ptr<smt::SolverSession> &shared, Counts &counts) {
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t seed = campaignSeed * 1000003ULL + i;
    gen::PrngChoiceSource choices(seed);
    auto g = gen::generateProgram(choices);
    ASSERT_TRUE(g.ok()) << g.error().str();
    checks::CheckInput in;
    in.source = g->program;
    in.fileName = "generated.py";
    for (const auto &[name, r] : g->params)
      in.params[name] = {r.lo, r.hi};
    in.seed = seed;
    in.smtTimeoutMs = 20000;
    in.orderedBoundsOnly = true;
    // Wrong lowerings, so that some queries are satisfiable: a constraint
    // left over from an earlier check can only turn sat into unsat, and a
    // model is where a context's history could show.
    if (i % 4 == 1)
      in.passOptions.faults.insert("tail-off-by-one");
    if (i % 4 == 2)
      in.passOptions.faults.insert("main-step-unscaled");
    if (i % 4 == 3)
      in.passOptions.faults = {"slots-index-mod-f-minus-1", "cascade-rem-ge"};
    compare("seed " + std::to_string(seed), in, shared, counts);
  }
}

TEST(SharedSolver, CorpusAndGeneratedProgramsGetTheSameVerdictsInOneContext) {
  auto shared = std::make_shared<smt::SolverSession>();
  Counts counts;
  compareCorpus(shared, counts);
  compareGenerated(41, 40, shared, counts);
  // The comparison is not vacuous: Z3 proved loops and printed refutations.
  EXPECT_GT(counts.z3Holds, 10) << counts.z3Models;
  EXPECT_GT(counts.z3Models, 3) << counts.z3Holds;
  std::cout << counts.programs << " programs, " << counts.z3Holds << " Z3 proofs, "
            << counts.z3Models << " Z3 refutations with a model compared\n";
}

// The one-off larger comparison (about 2 minutes): 300 generated programs.
TEST(SharedSolver, DISABLED_ThreeHundredGeneratedPrograms) {
  auto shared = std::make_shared<smt::SolverSession>();
  Counts counts;
  compareGenerated(41, 300, shared, counts);
  std::cout << counts.programs << " programs, " << counts.z3Holds << " Z3 proofs, "
            << counts.z3Models << " Z3 refutations with a model compared\n";
}

} // namespace
} // namespace pipecheck

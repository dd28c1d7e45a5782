// One Z3 context for many programs (CheckInput::solver, as `pipecheck
// campaign` passes it since issue 15) must judge every program as a fresh
// context per program does: a session gives each check a fresh solver, and
// nothing asserted for one program may reach the next. The programs are
// campaign seed 21's first ones, every other one under a wrong tail
// (tail-off-by-one); the two Z3 properties are compared,
// outcome and (for verdicts without a model in them) message. The time
// limit per check is generous so that a loaded machine cannot turn one run's
// answer into a timeout.
#include <memory>

#include "oracle/smt/solver.h"
#include "properties/gen/Generator.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

std::vector<checks::Verdict> judge(checks::CheckInput in,
                                   std::shared_ptr<smt::SolverSession> session) {
  in.solver = std::move(session);
  checks::RunContext ctx(std::move(in));
  return checks::runCatalogue(ctx, {"iteration-proof", "slot-distinct"});
}

TEST(SharedSolver, CampaignProgramsGetTheSameVerdictsInOneContext) {
  auto shared = std::make_shared<smt::SolverSession>();
  int judged = 0, refuted = 0;
  for (uint64_t i = 0; i < 40; ++i) {
    uint64_t seed = 21 * 1000003ULL + i; // tools/cmd_campaign.cpp's program seeds
    gen::PrngChoiceSource choices(seed);
    auto g = gen::generateProgram(choices);
    ASSERT_TRUE(g.ok()) << g.error().str();
    checks::CheckInput in;
    in.source = g->program;
    for (const auto &[name, r] : g->params)
      in.params[name] = {r.lo, r.hi};
    in.seed = seed;
    in.smtTimeoutMs = 20000;
    in.orderedBoundsOnly = true;
    // Every other program under a lowering with a wrong tail, so that some
    // queries are satisfiable: a constraint left over from an earlier check
    // can only turn sat into unsat, never the reverse.
    if (i % 2 == 1)
      in.passOptions.faults.insert("tail-off-by-one");
    std::vector<checks::Verdict> fresh = judge(in, nullptr);
    std::vector<checks::Verdict> same = judge(in, shared);
    ASSERT_EQ(fresh.size(), same.size());
    for (std::size_t k = 0; k < fresh.size(); ++k) {
      SCOPED_TRACE("seed " + std::to_string(seed) + ", " + fresh[k].property);
      EXPECT_EQ(fresh[k].outcome, same[k].outcome) << fresh[k].message << "\nvs\n"
                                                   << same[k].message;
      if (fresh[k].outcome != checks::Outcome::Fails) { // a model may differ, not the verdict
        EXPECT_EQ(fresh[k].message, same[k].message);
      }
      judged += fresh[k].outcome == checks::Outcome::Holds;
      refuted += fresh[k].outcome == checks::Outcome::Fails;
    }
  }
  // The comparison is not vacuous: Z3 proved loops and refuted wrong tails.
  EXPECT_GT(judged, 5) << refuted;
  EXPECT_GT(refuted, 2) << judged;
}

} // namespace
} // namespace pipecheck

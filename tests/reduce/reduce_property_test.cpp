// End-to-end tests of the reducer with the catalogue oracle
// (propertyStillFails) against the bug zoo (core/passes/faults.h).
//
// A corpus program, lowered by a deliberately wrong pass variant, fails a
// property; the reduced program must still fail that same property under the
// same fault, be a valid input, and be small. The faithful pass must not fail
// the property on the reduced program either (so the reduction kept the bug
// of the pass, not a bug of its own). The sweep reduces one failing corpus
// program per fault and reports the sizes.
#include <algorithm>
#include <iostream>

#include <gtest/gtest.h>

#include "core/passes/faults.h"
#include "core/text/printer.h"
#include "oracle/checks/catalogue.h"
#include "properties/reduce/Reducer.h"
#include "tests/reduce/reduce_test_util.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;
using test::parseOrFail;
using test::readText;
using test::validityErrors;

struct Corpus {
  ProgramPtr program;
  checks::ParamRanges params;
};

Corpus loadCorpus(const std::string &name) {
  std::string text = readText(PIPECHECK_SOURCE_DIR "/corpus/" + name);
  Corpus c;
  c.program = parseOrFail(text);
  auto at = text.find("# params:");
  if (at != std::string::npos)
    c.params = checks::parseParamRanges(text.substr(at + 9, text.find('\n', at) - at - 9));
  return c;
}

checks::CheckInput templateFor(const Corpus &c, const std::string &fault) {
  checks::CheckInput in;
  in.source = c.program;
  in.fileName = "reduce-test.py";
  in.params = c.params;
  if (!fault.empty())
    in.passOptions.faults.insert(fault);
  return in;
}

checks::Outcome outcomeOf(const checks::CheckInput &templ, const ProgramPtr &p,
                          const std::string &property) {
  checks::CheckInput in = templ;
  in.source = p;
  checks::RunContext ctx(std::move(in));
  auto vs = checks::runCatalogue(ctx, {property});
  return vs.size() == 1 ? vs.front().outcome : checks::Outcome::HarnessError;
}

void reduceAndCheck(const std::string &file, const std::string &fault,
                    const std::string &property, uint32_t maxStatements) {
  SCOPED_TRACE(file + " with fault " + fault + ", property " + property);
  Corpus c = loadCorpus(file);
  ASSERT_TRUE(c.program);
  checks::CheckInput faulty = templateFor(c, fault);
  checks::CheckInput faithful = templateFor(c, "");
  ASSERT_EQ(outcomeOf(faulty, c.program, property), checks::Outcome::Fails);
  ASSERT_NE(outcomeOf(faithful, c.program, property), checks::Outcome::Fails);

  ReduceResult r = reduceProgram(c.program, propertyStillFails(faulty, property));
  std::string text = text::printProgram(*r.program);
  EXPECT_EQ(validityErrors(r.program), "") << text;
  EXPECT_EQ(outcomeOf(faulty, r.program, property), checks::Outcome::Fails) << text;
  EXPECT_NE(outcomeOf(faithful, r.program, property), checks::Outcome::Fails) << text;
  EXPECT_LE(r.statementsAfter, maxStatements) << text;
  EXPECT_LE(r.statementsAfter, r.statementsBefore);
  std::cout << "[reduce] " << file << " " << fault << " " << property << ": "
            << r.statementsBefore << " -> " << r.statementsAfter << " statements, "
            << r.candidatesTried << " candidates (" << r.accepted << " accepted)\n";
}

TEST(ReduceProperty, TailOffByOneDifferentialOnDocStatic) {
  reduceAndCheck("doc_static_n10_f4.py", "tail-off-by-one", "differential", 8);
}

TEST(ReduceProperty, TailOffByOneIterationCoverageOnDocStatic) {
  reduceAndCheck("doc_static_n10_f4.py", "tail-off-by-one", "iteration-coverage", 8);
}

TEST(ReduceProperty, OracleKeepsTheSameProperty) {
  // A candidate must fail the named property; another failing property does
  // not count. With a property the fault never breaks, nothing is accepted.
  Corpus c = loadCorpus("doc_static_n10_f4.py");
  ASSERT_TRUE(c.program);
  checks::CheckInput faulty = templateFor(c, "tail-off-by-one");
  ASSERT_NE(outcomeOf(faulty, c.program, "ssa-valid"), checks::Outcome::Fails);
  ReduceOptions opts;
  opts.maxCandidates = 200;
  ReduceResult r = reduceProgram(c.program, propertyStillFails(faulty, "ssa-valid"), opts);
  EXPECT_EQ(r.program, c.program);
  EXPECT_EQ(r.accepted, 0);
}

} // namespace
} // namespace pipecheck::reduce

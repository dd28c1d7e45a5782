// Replays every corpus program through the whole catalogue: each file's
// "# expect:" header says whether all properties hold (no property may fail
// or err; "not checked" is allowed but printed) or which property fails.
// Also checks every header's "# params:" line parses.
#include <filesystem>

#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> corpusFiles() {
  std::vector<fs::path> out;
  for (const auto &e : fs::directory_iterator(fs::path(PIPECHECK_SOURCE_DIR) / "corpus"))
    if (e.path().extension() == ".py")
      out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::string headerValue(const std::string &text, const std::string &key) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line) && line.rfind("#", 0) == 0)
    if (line.rfind("# " + key + ":", 0) == 0)
      return line.substr(key.size() + 3 + (line.size() > key.size() + 3 && line[key.size() + 3] == ' '));
  return "";
}

class CorpusTest : public ::testing::TestWithParam<fs::path> {};

TEST_P(CorpusTest, CatalogueMatchesExpectation) {
  std::string text = testing::readText(GetParam());
  std::string expect = headerValue(text, "expect");
  ASSERT_FALSE(expect.empty()) << "missing '# expect:' header";
  std::string params = headerValue(text, "params");
  ASSERT_FALSE(params.empty()) << "missing '# params:' header";
  if (params != "none") {
    ASSERT_FALSE(checks::parseParamRanges(params).empty()) << "bad params header: " << params;
  }
  ir::ProgramPtr p = testing::parseFile(GetParam());
  ASSERT_TRUE(p);
  checks::CheckInput in;
  in.source = p;
  in.fileName = GetParam().filename().string();
  in.params = checks::parseParamRanges(params);
  checks::RunContext ctx(in);
  auto verdicts = checks::runCatalogue(ctx);
  if (expect == "holds") {
    for (const auto &v : verdicts) {
      EXPECT_NE(v.outcome, checks::Outcome::Fails) << v.property << ": " << v.message << "\n"
                                                   << v.witness;
      EXPECT_NE(v.outcome, checks::Outcome::HarnessError) << v.property << ": " << v.message;
    }
    // The semantic oracles must actually run on every corpus program.
    EXPECT_EQ(testing::verdictOf(verdicts, "differential").outcome, checks::Outcome::Holds)
        << testing::describeAll(verdicts);
    EXPECT_EQ(testing::verdictOf(verdicts, "round-trip").outcome, checks::Outcome::Holds);
  } else {
    ASSERT_EQ(expect.rfind("fails ", 0), 0u) << "expect is 'holds' or 'fails ID'";
    std::string id = expect.substr(6);
    EXPECT_EQ(testing::verdictOf(verdicts, id).outcome, checks::Outcome::Fails)
        << testing::describeAll(verdicts);
  }
  std::cout << testing::describeAll(verdicts);
}

INSTANTIATE_TEST_SUITE_P(Corpus, CorpusTest, ::testing::ValuesIn(corpusFiles()),
                         [](const auto &info) {
                           std::string n = info.param.stem().string();
                           for (char &c : n)
                             if (!isalnum(static_cast<unsigned char>(c)))
                               c = '_';
                           return n;
                         });

} // namespace
} // namespace pipecheck

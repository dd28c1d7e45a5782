// skew-fifo-order reads the channel traffic that RunContext::exec records on
// its cached runs (oracle/checks/channel_log.h) instead of running the source
// and every snapshot again with a recorder of its own. Two things keep that
// exact, and both are checked here:
//   1. every cached run's channel log equals the log of a run made apart with
//      only a ChannelRecorder attached (what skew-fifo-order used to record),
//      and both runs end the same way;
//   2. skew-fifo-order's verdict is the same whether it makes the runs itself
//      (judged alone) or reads the ones differential cached (judged after
//      it): outcome, message, witness and pass.
// Programs: the cross-core golden-window inputs and corpus programs, faithful
// and under each skew fault of the zoo that skew-fifo-order is written
// against (properties/suites/fault_zoo.cpp), so that findings are compared
// too, not only holds.
#include <algorithm>
#include <filesystem>
#include <set>

#include "oracle/interp/interpreter.h"
#include "tests/checks/check_util.h"

namespace pipecheck {
namespace {

namespace fs = std::filesystem;
using checks::window::ChannelLog;

struct Program {
  std::string name, text;
};

std::vector<Program> crossCorePrograms() {
  std::vector<Program> out;
  fs::path src(PIPECHECK_SOURCE_DIR);
  for (const auto &e : fs::directory_iterator(src / "tests/golden-window/cases"))
    if (e.path().filename().string().rfind("xc_", 0) == 0)
      out.push_back({e.path().filename().string(), testing::readText(e.path() / "input.py")});
  for (const auto &e : fs::directory_iterator(src / "corpus")) {
    std::string text = testing::readText(e.path());
    if (e.path().extension() == ".py" && text.find("tpush") != std::string::npos)
      out.push_back({e.path().filename().string(), text});
  }
  std::sort(out.begin(), out.end(), [](auto &a, auto &b) { return a.name < b.name; });
  return out;
}

checks::CheckInput inputOf(const Program &p, const std::set<std::string> &faults) {
  checks::CheckInput in;
  in.source = testing::parseString(p.text);
  in.fileName = p.name;
  auto at = p.text.find("# params:");
  if (at != std::string::npos)
    in.params = checks::parseParamRanges(p.text.substr(at + 9, p.text.find('\n', at) - at - 9));
  in.passOptions.faults = faults;
  in.orderedBoundsOnly = true;
  return in;
}

// Same events (op, statement, loop values) function by function.
void expectSameLog(const ChannelLog &cached, const ChannelLog &solo, const std::string &where) {
  ASSERT_EQ(cached.size(), solo.size()) << where;
  for (const auto &[fn, events] : solo) {
    auto it = cached.find(fn);
    ASSERT_NE(it, cached.end()) << where << " " << fn;
    ASSERT_EQ(it->second.size(), events.size()) << where << " " << fn;
    for (std::size_t i = 0; i < events.size(); ++i) {
      EXPECT_EQ(it->second[i].op, events[i].op) << where << " " << fn << " #" << i;
      EXPECT_EQ(it->second[i].stmt, events[i].stmt) << where << " " << fn << " #" << i;
      EXPECT_EQ(it->second[i].loops, events[i].loops) << where << " " << fn << " #" << i;
    }
  }
}

TEST(FifoCache, CachedRunsCarryTheTrafficASeparateRecordedRunSees) {
  int logs = 0, events = 0, findings = 0;
  for (const Program &p : crossCorePrograms())
    for (std::set<std::string> faults :
         std::vector<std::set<std::string>>{{},
                                            {"skew-swaps-messages"},
                                            {"skew-consume-lag-off-by-one"},
                                            {"skew-depth-ignores-divisibility"}}) {
      std::string name = p.name + (faults.empty() ? "" : " under " + *faults.begin());
      SCOPED_TRACE(name);
      checks::RunContext alone(inputOf(p, faults));
      checks::Verdict a = checks::runCatalogue(alone, {"skew-fifo-order"}).at(0);
      checks::RunContext after(inputOf(p, faults));
      checks::Verdict b = checks::runCatalogue(after, {"differential", "skew-fifo-order"}).at(1);
      EXPECT_EQ(a.outcome, b.outcome) << a.message << "\nvs\n" << b.message;
      EXPECT_EQ(a.message, b.message);
      EXPECT_EQ(a.witness, b.witness);
      EXPECT_EQ(a.pass, b.pass);
      findings += a.outcome == checks::Outcome::Fails;
      std::vector<ir::ProgramPtr> programs{after.source()};
      for (const auto &s : after.outputs())
        programs.push_back(s.program);
      for (std::size_t k = 0; k < after.inputSets().size(); ++k) {
        const auto &set = after.inputSets()[k];
        for (const ir::ProgramPtr &prog : programs) {
          const checks::ExecResult &cached = after.exec(prog, k);
          ChannelLog solo;
          checks::window::ChannelRecorder rec(solo);
          interp::RunResult r =
              interp::run(*prog, set.entry, set.inputs, after.interpOptions(), &rec);
          EXPECT_FALSE(interp::firstDifference(r.outcome, cached.result.outcome)) << set.label;
          expectSameLog(cached.channels, solo, set.label);
          logs += !solo.empty();
          for (const auto &[fn, es] : solo)
            events += static_cast<int>(es.size());
        }
      }
    }
  // Not vacuous: runs that reach cross-core ops were compared, and the skew
  // faults made skew-fifo-order fail on some programs.
  EXPECT_GT(logs, 50) << events;
  EXPECT_GE(findings, 3) << logs;
  std::cout << logs << " run(s) with traffic, " << events << " event(s), " << findings
            << " skew-fifo-order finding(s)\n";
}

} // namespace
} // namespace pipecheck

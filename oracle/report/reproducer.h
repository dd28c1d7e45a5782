// The one writer of reproducer files and of the commands that replay them.
//
// A reproducer is a finding's program as pl text under a header that names
// the property, its contract, the verdict's message and witness, the seeds,
// and the ready commands that re-check and reduce it in the context it was
// judged in. `pipecheck check`, `reduce` and `report` read its "# params:"
// and "# input seed:" lines back (tools/cli.cpp), `report` the replay line's
// flags (tools/cmd_report.cpp). The campaign, `pipecheck reduce` and
// `pipecheck report` all write it through reproducerText(), and the Markdown,
// JSON and pytest renderers name the same checkCommand().
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "oracle/checks/context.h"
#include "oracle/checks/verdict.h"

namespace pipecheck::report {

// The context a verdict was judged in, as command-line flags.
struct JudgedContext {
  std::vector<std::string> passes; // as run (the default list is not spelled)
  std::vector<std::string> faults;
  passes::Backend backend = passes::Backend::Ascend910B;
  passes::MemoryPlanner planner = passes::MemoryPlanner::PYPTO;
  bool orderedBounds = false;
  interp::DivMode div = interp::DivMode::Floor;
  bool impl = false; // the snapshots were the real PyPTO's (--impl pypto)

  static JudgedContext of(const checks::CheckInput &in);
};

// " --passes a,b --fault F --backend B --planner P [--ordered-bounds]
// [--div trunc] [--impl pypto]": passes only when they are not the default
// list; backend and planner always, so the command means the same under
// other defaults.
std::string contextFlags(const JudgedContext &c);
// "pipecheck check --property ID<flags> FILE"
std::string checkCommand(const std::string &property, const JudgedContext &c,
                         const std::string &file);
// "pipecheck reduce FILE --property ID<flags>"
std::string reduceCommand(const std::string &property, const JudgedContext &c,
                          const std::string &file);

// "n=1..9 m=0..3", or "none": the "# params:" value.
std::string paramsText(const checks::ParamRanges &params);

struct Reproducer {
  checks::Verdict verdict; // on the program below
  checks::ParamRanges params;
  uint64_t inputSeed = 1; // the tensor contents' seed ("# input seed:" when not 1)
  JudgedContext context;
  std::string implOrigin; // "# impl:" the PyPTO whose passes failed; "" for the model
  std::optional<uint64_t> generatorSeed;
  uint32_t statementsBefore = 0, statementsAfter = 0; // 0: not reduced
  std::string programText; // printed program, ending in "\n"
};

// Header comments + program. `path` is where the file goes (the commands
// name it).
std::string reproducerText(const Reproducer &r, const std::string &path);

} // namespace pipecheck::report

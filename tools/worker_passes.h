// `--impl model|pypto`: which implementation's passes a command judges.
//
// Under `--impl model` (the default) the catalogue runs pipecheck's own
// passes, as always. Under `--impl pypto` the passes under test are the real
// PyPTO's, run by one long-lived worker process (tools/pypto_worker.py under
// PIPECHECK_PYTHON, default python3; or any command speaking the worker
// protocol, e.g. `pipecheck serve` in the tests). WorkerPasses sends each
// program's text with the pass list, backend and planner, parses the printed
// snapshots it gets back with pipecheck's parser, and hands them to the
// catalogue as CheckInput::givenSnapshots (givenOrigin names the PyPTO;
// a PyPTO exception becomes givenFailedPass/givenFailure, which clean-errors
// judges). So every property judges the real passes' output against the
// source, and nothing else changes for the properties.
//
// Trouble with the worker (start, crash, hang, garbage) is a harness error,
// never a finding. A program PyPTO's parser rejects, or a snapshot pipecheck's
// parser cannot read, leaves the program "not checked" with the reason.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/worker/client.h"
#include "oracle/checks/catalogue.h"
#include "properties/reduce/Reducer.h"
#include "tools/cli.h"

namespace pipecheck::tools {

struct ImplOptions {
  bool pypto = false;            // --impl pypto
  worker::WorkerOptions worker;  // how to start the worker
  // --readback kit|model: who decides whether PyPTO's parser reads each
  // snapshot PyPTO printed back (round-trip). kit (the default): the worker
  // re-parses them, which costs about ten times the rest of its round trip
  // (measured 0.8-1.4 s against 0.07-0.11 s for the nine passes on corpus
  // programs); model: pipecheck's model of PyPTO's parser rules decides
  // (text/pypto_readback.h; it agrees with the kit on tests/readback).
  bool kitReadback = true;
};
// --impl model|pypto, --worker SCRIPT (default: tools/pypto_worker.py, or
// $PIPECHECK_WORKER), --worker-command "ARGV ..." (replaces the python
// command line), --worker-timeout SECONDS (per request, default 20). Prints
// the error and returns nullopt on a bad value; --fault with --impl pypto is
// an error (the bug zoo lives in pipecheck's passes).
std::optional<ImplOptions> implOptions(const Args &args);

// Why a program got no verdicts from the real passes.
struct WorkerRun {
  enum class Status { Ready, NotChecked, Trouble };
  Status status = Status::Trouble;
  std::string reason;   // one line, for NotChecked and Trouble
  std::string category; // tally key: "pypto-parse", "snapshot-parse", or the trouble kind
  double seconds = 0;   // the round trip through the worker
};

class WorkerPasses;
// Under --impl pypto starts the worker into `real` and returns true; prints
// "error: --impl pypto: ..." and returns false when it cannot start. Under
// --impl model leaves `real` empty and returns true.
bool startImpl(const ImplOptions &impl, std::optional<WorkerPasses> &real);

// The interpreter that drives PyPTO (the worker, report --confirm):
// $PIPECHECK_PYTHON, default python3.
std::string pyptoPython();

class WorkerPasses {
public:
  explicit WorkerPasses(worker::WorkerOptions options, bool kitReadback = true)
      : client_(std::move(options)), kitReadback_(kitReadback) {}

  // Starts the worker and asks who it is; the error text when that fails.
  std::optional<std::string> start();
  // "pypto 0.1.0 (commit unknown, /path, Python 3.11.2)"; empty before start().
  const std::string &origin() const { return origin_; }
  int restarts() const { return client_.restarts(); }

  // Runs programText through the worker with in.passes and in.passOptions
  // (backend, planner); when Ready, in.givenSnapshots, in.givenOrigin and
  // (if a pass raised) in.givenFailedPass/givenFailure are filled.
  // `reparse` asks PyPTO to re-read every snapshot it printed (the kit's
  // answer for round-trip; off under --readback model).
  WorkerRun prepare(checks::CheckInput &in, const std::string &programText);
  WorkerRun prepare(checks::CheckInput &in, const std::string &programText, bool reparse);
  // prepare() and then the catalogue (or `only`); a program that is not
  // Ready gets notVerdicts(). runOut receives the WorkerRun when non-null.
  // PyPTO re-reads its snapshots up front only when round-trip is among the
  // properties judged (and --readback kit): re-parsing nine snapshots in
  // Python is most of a round trip (a reduction of an ssa-valid finding
  // would ask it of every candidate). Any failure, though, is judged again
  // after asking it, so a snapshot whose text is not its IR (PyPTO's printer
  // bug) never yields a finding on another property. With a profile, reading
  // the kit's answer (its snapshots parsed) is timed as "reading the kit's
  // output", and each property under its id, as the model campaign's.
  std::vector<checks::Verdict> judge(checks::CheckInput in, const std::string &programText,
                                     const std::vector<std::string> &only,
                                     WorkerRun *runOut = nullptr,
                                     checks::CpuProfile *profile = nullptr);
  // The reducer's oracle under --impl pypto: every candidate goes through
  // the worker (the template's given snapshots are stale for it).
  reduce::StillFails stillFails(const checks::CheckInput &templ, std::string property);
  // The same with PyPTO's re-read of its snapshots left out whatever
  // --readback says: pipecheck's model of PyPTO's parser rules
  // (text/pypto_readback.h) judges whether PyPTO reads the kit's snapshots
  // back. A cheaper oracle for round-trip reductions (kit_reduce.h); its
  // result still needs the kit's own re-read.
  reduce::StillFails stillFailsModelReadback(const checks::CheckInput &templ, std::string property);
  // Whether PyPTO itself decides readback (--readback kit, the default).
  bool kitReadback() const { return kitReadback_; }

private:
  std::vector<checks::Verdict> judgeWith(checks::CheckInput in, const std::string &programText,
                                         const std::vector<std::string> &only, bool kitReadback,
                                         WorkerRun *runOut, checks::CpuProfile *profile = nullptr);
  reduce::StillFails oracle(const checks::CheckInput &templ, std::string property,
                            bool kitReadback);

  worker::WorkerClient client_;
  bool kitReadback_;
  std::string origin_;
};

// Verdicts for a program that never reached the catalogue: every property
// of `only` (or of the catalogue) "not checked" with the reason, or a single
// harness error (property "worker") for worker trouble.
std::vector<checks::Verdict> notVerdicts(const WorkerRun &run, const std::vector<std::string> &only);

// Text sent for a program pipecheck holds as IR (generated, reduced).
std::string programText(const ir::ProgramPtr &program);

} // namespace pipecheck::tools

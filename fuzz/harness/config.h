// Configuration of the fuzz targets, read once from the environment.
//
// libFuzzer owns argv, so the targets take their switches from environment
// variables (the replay executables read the same ones):
//   PIPECHECK_FAULTS=name[,name]    wrong pass variants (core/passes/faults.cpp)
//   PIPECHECK_PLANNER=pypto|ptoas   memory planner (default pypto)
//   PIPECHECK_BACKEND=910B|950|none target SoC (default 910B)
//   PIPECHECK_PROPERTIES=id[,id]|all  run only these catalogue properties
//                                   (default: every one for fuzz_pipeline,
//                                   round-trip alone for fuzz_text)
//   PIPECHECK_NO_WAIVERS=1          report the known dynamic stop<start finding
//   PIPECHECK_FUZZ_VERBOSE=1        print every verdict that is not "holds"
// An unknown fault, planner, backend or property aborts at start with a
// message naming it, so a typo never silently fuzzes the faithful pipeline.
// The config is the fuzz targets' only process state (a function-local
// static, initialised on first use from LLVMFuzzerInitialize or the replay
// main); it holds the one Z3 context every input's proofs check in.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/passes/pass.h"
#include "oracle/checks/context.h"
#include "oracle/checks/verdict.h"

namespace pipecheck::fuzz {

struct FuzzConfig {
  passes::PassOptions passOptions;
  std::vector<std::string> passes; // the default list for the planner
  std::vector<std::string> properties; // empty: every catalogue property
  bool propertiesGiven = false;        // PIPECHECK_PROPERTIES was set ("all" included)
  bool waivers = true;
  bool verbose = false;
  // One Z3 context for every input (CheckInput::solver): creating one per
  // input costs about 9 ms of page faults, and a shared session gives the
  // verdicts and counterexamples a fresh one gives
  // (tests/checks/shared_solver_test.cpp). libFuzzer runs one input at a
  // time per process.
  std::shared_ptr<smt::SolverSession> solver;
};

// The configuration (reads the environment on first call; aborts on a bad value).
const FuzzConfig &fuzzConfig();

// A CheckInput for one program with the config applied and the per-exec
// budgets of the fuzz targets (fewer input sets, shorter Z3 timeout).
checks::CheckInput fuzzCheckInput(const ir::ProgramPtr &program, checks::ParamRanges params);

// Prints "pipecheck: property ID FAILS: witness" (or "HARNESS ERROR") to
// stderr and aborts, so libFuzzer records a crash whose message names the
// property. `what` is the first witness line (or the message).
[[noreturn]] void abortOnVerdict(const checks::Verdict &v, const char *target);

} // namespace pipecheck::fuzz

// pipecheck run: interpret a program (optionally after passes) on one input
// and print the outcome, an output digest and, with --trace, the iteration
// trace of its pipeline loops. --buffers runs it buffer-aware: tiles live in
// the bytes of their MemRefs (oracle/interp/buffer_store.h), so a wrong
// memory plan shows as wrong outputs; --addressing relative|absolute
// overrides how MemRef offsets are read (default: decided from the program).
#include <iostream>
#include <sstream>

#include "core/pipeline/pipeline.h"
#include "oracle/interp/buffer_store.h"
#include "oracle/interp/interpreter.h"
#include "oracle/interp/iteration_trace.h"
#include "tools/cli.h"

namespace pipecheck::tools {
namespace {

bool parseScalars(const std::string &text, std::map<std::string, int64_t> &out) {
  std::istringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    if (item.empty())
      continue;
    auto eq = item.find('=');
    if (eq == std::string::npos)
      return false;
    char *end = nullptr;
    long long v = std::strtoll(item.c_str() + eq + 1, &end, 10);
    if (*end || eq + 1 == item.size())
      return false;
    out[item.substr(0, eq)] = v;
  }
  return true;
}

} // namespace

int cmdRun(const std::vector<std::string> &argv) {
  Args args = parseArgs("run",
                        FlagTable{{"trace", FlagKind::Switch},
                                  {"buffers", FlagKind::Switch},
                                  {"args"},
                                  {"seed"},
                                  {"div"},
                                  {"entry"},
                                  {"addressing"}} +
                            passFlags(),
                        argv);
  if (args.help || !args.error.empty() || args.positional.size() != 1)
    return usageExit(args, "usage: pipecheck run [--args n=10,s=0] [--seed S] "
                           "[--div floor|trunc] [--entry F] [--passes a,b] [--backend B] "
                           "[--planner pypto|ptoas] [--fault NAME] [--trace] "
                           "[--buffers [--addressing relative|absolute]] FILE");
  auto loaded = loadProgram(args.positional[0]);
  if (!loaded)
    return kExitUsage;
  interp::Inputs inputs;
  inputs.seed = static_cast<uint64_t>(args.getInt("seed").value_or(1));
  if (!parseScalars(args.get("args"), inputs.scalars)) {
    std::cerr << "error: --args takes name=value pairs separated by commas\n";
    return kExitUsage;
  }
  interp::Options opts;
  if (args.get("div") == "trunc")
    opts.divMode = interp::DivMode::Trunc;
  if (args.has("buffers"))
    opts.storage = interp::TileStorage::Buffer;
  if (args.has("addressing")) {
    std::string a = args.get("addressing");
    if (a == "relative")
      opts.addressing = interp::BufferAddressing::Relative;
    else if (a == "absolute")
      opts.addressing = interp::BufferAddressing::Absolute;
    else if (a != "auto") {
      std::cerr << "error: --addressing takes auto, relative or absolute\n";
      return kExitUsage;
    }
  }
  ir::ProgramPtr program = loaded->program;
  if (args.has("passes")) {
    auto names = passList(args);
    auto popts = passOptions(args);
    if (!names || !popts)
      return kExitUsage;
    pipeline::PipelineOptions po;
    po.passOptions = *popts;
    auto run = pipeline::runPipeline(program, *names, po);
    if (!run.ok()) {
      std::cerr << "pass '" << *run.failedPass << "' failed: " << run.summary() << "\n";
      return kExitUsage;
    }
    program = run.finalProgram();
  }
  std::vector<std::string> entries = interp::entryFunctions(*program);
  std::string entry = args.get("entry", entries.empty() ? "" : entries.front());
  if (!program->find(entry)) {
    std::cerr << "error: no entry function '" << entry << "'\n";
    return kExitUsage;
  }
  interp::LoweredTraceRecorder lowered(*loaded->program);
  interp::SourceTraceRecorder source(*loaded->program);
  interp::ExecObserver *obs = nullptr;
  if (args.has("trace"))
    obs = program == loaded->program ? static_cast<interp::ExecObserver *>(&source) : &lowered;
  interp::RunResult r = interp::run(*program, entry, inputs, opts, obs);
  std::cout << entry << "(" << interp::formatScalarSet(inputs.scalars) << "): "
            << interp::describe(r.outcome) << "\n";
  if (const interp::Outputs *o = r.outputs())
    std::cout << "digest " << o->digest() << "\n";
  if (opts.storage == interp::TileStorage::Buffer) {
    interp::BufferAddressing a = opts.addressing == interp::BufferAddressing::Auto
                                     ? interp::detectAddressing(*program)
                                     : opts.addressing;
    std::cout << "tiles in buffers (" << interp::bufferAddressingName(a) << " addressing)\n";
  }
  std::cout << r.stats.statements << " statement(s), " << r.stats.opCalls << " op call(s)\n";
  if (args.has("trace"))
    std::cout << (program == loaded->program ? source.trace().str() : lowered.trace().str());
  return r.outputs() ? kExitOk : kExitFailed;
}

} // namespace pipecheck::tools

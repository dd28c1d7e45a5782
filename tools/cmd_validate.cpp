// pipecheck validate: judge pass outputs that pipecheck did not produce (a
// PyPTO pass-dump folder, one pair of snapshots, or a lowering) with the
// properties that belong to each pass.
//
//   validate [opts] DIR                      every consecutive pair of the window
//   validate [opts] --pass NAME BEFORE AFTER one pass (registry or PyPTO name)
//   validate [opts] SOURCE LOWERED           = --pass LowerPipelineLoops
//
// Each pair is judged by the structural verifiers, round-trip, differential
// and model-agrees, plus the properties of its pass (kPassProps). model-agrees
// runs once over the whole window (modelAgreesPerPass), so the model's chain
// of in-memory snapshots is kept while it agrees. Most run
// on a context whose source is the snapshot before and whose only snapshot
// is the one after. The memory properties read memberships and pre-reuse
// buffers from earlier snapshots, and buffer-differential compares with the
// window's input, so for them the context holds the whole window so far
// (source: the window's input; snapshots: every pass up to this one).
// A verdict names the real pass (PyPTO's name) and the file it judged.
#include <algorithm>
#include <iostream>
#include <sstream>

#include "core/text/parser.h"
#include "tools/cli.h"
#include "tools/dump_folder.h"

namespace pipecheck::tools {
namespace {

struct PassProps {
  std::string_view pass;
  std::vector<std::string> pair;   // context: before -> after
  std::vector<std::string> window; // context: window input -> ... -> after
};

const std::vector<std::string> kEveryPass = {"ssa-valid", "pipeline-loop-valid",
                                             "normalized-structure", "round-trip",
                                             "differential"};

const PassProps kPassProps[] = {
    {"skew_cross_core_pipeline",
     {"iteration-coverage", "iteration-proof", "cross-core-resolved", "skew-fifo-order",
      "window-differential"},
     {}},
    {"lower_pipeline_to_slots", {"iteration-coverage", "iteration-proof", "slot-distinct"}, {}},
    {"lower_pipeline_loops",
     {"iteration-coverage", "iteration-proof", "membership-tags", "marker", "acc-untagged",
      "idempotent"},
     {}},
    {"canonicalize_io_order", {"pipeline-resolved"}, {}},
    {"materialize_tensor_strides", {}, {}},
    {"init_mem_ref", {}, {"buffer-differential"}},
    {"materialize_semantic_aliases", {}, {"buffer-differential"}},
    {"memory_reuse",
     {},
     {"no-cross-stage-load-sharing", "stage-depth", "acc-single-buffer", "buffer-differential"}},
    {"allocate_memory_addr", {"capacity"}, {"buffer-differential"}},
};

const PassProps &propsOf(const std::string &pass) {
  for (const PassProps &p : kPassProps)
    if (p.pass == pass)
      return p;
  static const PassProps none{"", {}, {}};
  return none;
}

struct Snap {
  std::string path;
  std::string registry;  // "" for the window's input
  std::string realName;  // PyPTO's name
  ir::ProgramPtr program;
  std::string text;
};

std::optional<Snap> loadSnap(const std::string &path, std::string registry, std::string real) {
  auto text = readFile(path);
  if (!text) {
    std::cerr << path << ": error: cannot read file\n";
    return std::nullopt;
  }
  // Every file of a dump folder is a snapshot PyPTO printed, of its
  // in-memory IR (text/printed_hints.h).
  text::ParseOptions dump = text::snapshotReading();
  dump.hintsFromPrinter = true;
  auto parsed = text::parseProgram(*text, path, dump);
  if (!parsed.ok()) {
    std::cerr << parsed.error().str() << "\n";
    return std::nullopt;
  }
  return Snap{path, std::move(registry), std::move(real), *parsed, *text};
}

struct Settings {
  passes::PassOptions options;
  checks::ParamRanges params;
  interp::DivMode div = interp::DivMode::Floor;
  bool orderedBounds = false;
  std::string origin;
};

checks::CheckInput baseInput(const Settings &s, const Snap &source) {
  checks::CheckInput in;
  in.source = source.program;
  in.fileName = source.path;
  in.params = s.params;
  in.passOptions = s.options;
  in.div = s.div;
  in.orderedBoundsOnly = s.orderedBounds;
  in.givenOrigin = s.origin;
  return in;
}

void addSnapshot(checks::CheckInput &in, const Snap &s) {
  in.givenSnapshots.push_back({s.registry, s.program});
  in.givenTexts.push_back(s.text);
}

struct PairResult {
  const Snap *before;
  const Snap *after;
  std::vector<checks::Verdict> verdicts;
};

// Judges window[k-1] -> window[k] (window[0] is the window's input).
// agrees: the model-agrees verdict of this pass (from modelAgreesPerPass on
// the whole window, so the model's chain keeps its in-memory snapshots).
// contiguous: the pair is one pass apart (no missing dump between them).
PairResult judgePair(const Settings &s, const std::vector<Snap> &window, std::size_t k,
                     checks::Verdict agrees, bool contiguous) {
  const Snap &before = window[k - 1], &after = window[k];
  const PassProps &pp = propsOf(after.registry);
  std::vector<std::string> pairProps = kEveryPass;
  pairProps.insert(pairProps.end(), pp.pair.begin(), pp.pair.end());

  checks::CheckInput in = baseInput(s, before);
  addSnapshot(in, after);
  checks::RunContext ctx(std::move(in));
  PairResult r{&before, &after, checks::runCatalogue(ctx, pairProps)};
  if (!contiguous)
    agrees = checks::notChecked(
        "model-agrees", "the dump of a pass between " + before.path + " and " + after.path +
                            " is missing, so the snapshot before is not " + after.realName +
                            "'s input");
  r.verdicts.insert(r.verdicts.begin() + 5, std::move(agrees));
  if (!pp.window.empty()) {
    checks::CheckInput win = baseInput(s, window[0]);
    for (std::size_t j = 1; j <= k; ++j)
      addSnapshot(win, window[j]);
    checks::RunContext wctx(std::move(win));
    for (checks::Verdict &v : checks::runCatalogue(wctx, pp.window))
      r.verdicts.push_back(std::move(v));
  }
  for (checks::Verdict &v : r.verdicts)
    if (v.pass.empty() || v.pass == after.registry)
      v.pass = after.realName;
  return r;
}

// model-agrees for window[1..]: one verdict per pass.
std::vector<checks::Verdict> modelAgreement(const Settings &s, const std::vector<Snap> &window) {
  checks::CheckInput in = baseInput(s, window[0]);
  for (std::size_t j = 1; j < window.size(); ++j)
    addSnapshot(in, window[j]);
  checks::RunContext ctx(std::move(in));
  return checks::modelAgreesPerPass(ctx);
}

int printPairs(const std::string &title, const std::vector<PairResult> &pairs,
               const std::vector<std::string> &missing, bool json) {
  checks::Tally tally;
  for (const PairResult &p : pairs)
    tally.add(p.verdicts);
  if (json) {
    std::cout << "{\"validate\": \"" << jsonEscape(title) << "\", \"missing\": [";
    for (std::size_t i = 0; i < missing.size(); ++i)
      std::cout << (i ? ", " : "") << "\"" << jsonEscape(missing[i]) << "\"";
    std::cout << "], \"pairs\": [";
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      const PairResult &p = pairs[i];
      std::cout << (i ? ", " : "") << "{\"pass\": \"" << jsonEscape(p.after->realName)
                << "\", \"registry\": \"" << p.after->registry << "\", \"before\": \""
                << jsonEscape(p.before->path) << "\", \"after\": \"" << jsonEscape(p.after->path)
                << "\", \"verdicts\": [";
      for (std::size_t j = 0; j < p.verdicts.size(); ++j)
        std::cout << (j ? ", " : "") << verdictJson(p.verdicts[j]);
      std::cout << "]}";
    }
    std::cout << "], \"summary\": " << tallyJson(tally) << "}\n";
  } else {
    std::cout << title << "\n";
    if (!missing.empty()) {
      std::cout << "missing passes (no dump, not checked):";
      for (const std::string &m : missing)
        std::cout << " " << m;
      std::cout << "\n";
    }
    for (const PairResult &p : pairs) {
      std::cout << p.after->path << " (" << p.after->realName << ", after " << p.before->path
                << "):\n";
      for (const checks::Verdict &v : p.verdicts)
        std::cout << verdictLine(v);
    }
    std::cout << pairs.size() << " pass(es)" +
                     (missing.empty() ? std::string()
                                      : ", " + std::to_string(missing.size()) + " missing") +
                     ": "
              << tally.summary() << "\n";
  }
  bool bad = tally.count(checks::Outcome::Fails) || tally.count(checks::Outcome::HarnessError);
  return bad ? kExitFailed : kExitOk;
}

int validateFolder(const Settings &s, const std::string &dir, bool json) {
  std::string error;
  auto files = listDumpFolder(dir, error);
  std::optional<DumpWindow> w;
  if (files)
    w = findWindow(*files, s.options.planner, error);
  if (!w) {
    std::cerr << error << "\n";
    return kExitUsage;
  }
  std::vector<Snap> window;
  auto input = loadSnap(w->input.path, "", w->input.pass.empty() ? "frontend" : w->input.pass);
  if (!input)
    return kExitUsage;
  window.push_back(std::move(*input));
  for (std::size_t i = 0; i < w->passes.size(); ++i) {
    auto snap = loadSnap(w->passes[i].path, w->registry[i], w->passes[i].pass);
    if (!snap)
      return kExitUsage;
    window.push_back(std::move(*snap));
  }
  // A pair is one pass apart when no window pass between the two is missing.
  const std::vector<std::string> order = pipeline::defaultPassList(s.options.planner);
  std::vector<checks::Verdict> agrees = modelAgreement(s, window);
  std::vector<PairResult> pairs;
  for (std::size_t k = 1; k < window.size(); ++k) {
    auto at = std::find(order.begin(), order.end(), window[k].registry);
    bool contiguous = k == 1 ? at == order.begin()
                             : at != order.begin() && *(at - 1) == window[k - 1].registry;
    pairs.push_back(judgePair(s, window, k, agrees.at(k - 1), contiguous));
  }
  return printPairs(dir + ": PyPTO pass dump, window " + w->input.path + " .. " +
                        w->passes.back().path,
                    pairs, w->missing, json);
}

int validateOnePass(const Settings &s, const std::string &passName, const std::string &beforePath,
                    const std::string &afterPath, bool json) {
  auto info = passByAnyName(passName);
  if (!info) {
    std::cerr << "error: unknown pass '" << passName << "'; known:";
    for (const auto &p : passes::registeredPasses())
      std::cerr << " " << p.className << " (" << p.name << ")";
    std::cerr << "\n";
    return kExitUsage;
  }
  auto before = loadSnap(beforePath, "", "input");
  auto after = loadSnap(afterPath, info->name, info->className);
  if (!before || !after)
    return kExitUsage;
  std::vector<Snap> window = {std::move(*before), std::move(*after)};
  std::vector<PairResult> pairs = {judgePair(s, window, 1, modelAgreement(s, window).at(0), true)};
  return printPairs(info->className + ": " + afterPath + " after " + beforePath, pairs, {}, json);
}

} // namespace

int cmdValidate(const std::vector<std::string> &argv) {
  Args args = parseArgs("validate",
                        FlagTable{{"json", FlagKind::Switch},
                                  {"ordered-bounds", FlagKind::Switch},
                                  {"pass"},
                                  {"div"},
                                  {"backend"},
                                  {"planner"},
                                  {"params"},
                                  {"fault", FlagKind::Repeated}},
                        argv);
  const bool onePass = args.has("pass");
  const std::size_t want = onePass ? 2 : args.positional.size() == 1 ? 1 : 2;
  if (args.help || !args.error.empty() || args.positional.size() != want ||
      (args.has("div") && args.get("div") != "floor" && args.get("div") != "trunc"))
    return usageExit(args, "usage: pipecheck validate [--json] [--ordered-bounds] "
                           "[--div floor|trunc] [--backend B] [--planner P] "
                           "[--params \"n=0..8\"] (DIR | --pass NAME BEFORE AFTER | SOURCE LOWERED)");
  auto opts = passOptions(args);
  if (!opts)
    return kExitUsage;
  if (!args.faults.empty()) {
    std::cerr << "error: validate judges given snapshots; --fault applies to pipecheck's model "
                 "only (use check)\n";
    return kExitUsage;
  }
  Settings s;
  s.options = *opts;
  s.params = checks::parseParamRanges(args.get("params"));
  s.div = args.get("div") == "trunc" ? interp::DivMode::Trunc : interp::DivMode::Floor;
  s.orderedBounds = args.has("ordered-bounds");
  if (want == 1) {
    s.origin = "the PyPTO dump " + args.positional[0];
    return validateFolder(s, args.positional[0], args.has("json"));
  }
  s.origin = "the given snapshot " + args.positional[1];
  if (onePass)
    return validateOnePass(s, args.get("pass"), args.positional[0], args.positional[1],
                           args.has("json"));
  // The SOURCE LOWERED form: a params header on the source still applies.
  if (auto text = readFile(args.positional[0]); text && s.params.empty()) {
    std::istringstream lines(*text);
    std::string line;
    while (std::getline(lines, line) && line.rfind("#", 0) == 0)
      if (line.rfind("# params:", 0) == 0)
        s.params = checks::parseParamRanges(line.substr(9));
  }
  return validateOnePass(s, "lower_pipeline_loops", args.positional[0], args.positional[1],
                         args.has("json"));
}

} // namespace pipecheck::tools

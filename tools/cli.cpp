// Shared plumbing of the subcommands; see cli.h.
#include "tools/cli.h"

#include <charconv>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/passes/faults.h"
#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"

namespace pipecheck::tools {

std::optional<std::string> readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::optional<LoadedProgram> loadProgram(const std::string &path) {
  auto text = readFile(path);
  if (!text) {
    std::cerr << path << ": error: cannot read file\n";
    return std::nullopt;
  }
  std::string name = path.substr(path.find_last_of('/') + 1);
  auto parsed = text::parseProgram(*text, name);
  if (!parsed.ok()) {
    std::cerr << parsed.error().str() << "\n";
    return std::nullopt;
  }
  LoadedProgram lp{*parsed, path, {}, {}};
  std::istringstream lines(*text);
  std::string line;
  while (std::getline(lines, line) && line.rfind("#", 0) == 0) {
    if (line.rfind("# params:", 0) == 0)
      lp.params = checks::parseParamRanges(line.substr(9));
    if (line.rfind("# expect:", 0) == 0)
      lp.expect = line.substr(line.find_first_not_of(' ', 9));
    if (line.rfind("# input seed:", 0) == 0) {
      std::string v = line.substr(13);
      v.erase(0, v.find_first_not_of(' '));
      uint64_t seed = 0;
      auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), seed);
      if (ec != std::errc() || end != v.data() + v.size()) {
        std::cerr << path << ": error: '# input seed:' wants an unsigned integer, got '" << v
                  << "'\n";
        return std::nullopt;
      }
      lp.inputSeed = seed;
    }
  }
  return lp;
}

std::optional<std::vector<std::string>> passList(const Args &args) {
  // The default is the whole window in the real order (pipeline::kDefaultPipeline).
  std::string list = args.get("passes", std::string(pipeline::kDefaultPipeline));
  std::vector<std::string> names;
  if (auto named = pipeline::namedPipeline(list))
    names = *named;
  else
    names = pipeline::splitPassList(list);
  for (auto &n : names) {
    std::optional<passes::PassInfo> info = passes::findPass(n);
    if (!info) {
      std::cerr << "error: unknown pass '" << n << "'; known:";
      for (const auto &p : passes::registeredPasses())
        std::cerr << " " << p.name << " (" << p.className << ")";
      std::cerr << "\n";
      return std::nullopt;
    }
    n = info->name; // PyPTO's CamelCase spelling, as in its pass dumps, is accepted too
  }
  return names;
}

std::optional<passes::PassOptions> passOptions(const Args &args) {
  passes::PassOptions o;
  for (const auto &f : args.faults)
    o.faults.insert(f);
  if (auto st = passes::validateFaults(o); !st.ok()) {
    std::cerr << "error: " << st.error().message << "\n";
    return std::nullopt;
  }
  if (args.has("backend")) {
    std::optional<passes::Backend> b = passes::parseBackend(args.get("backend"));
    if (!b) {
      std::cerr << "error: unknown backend '" << args.get("backend") << "'; known: 910B 950 none\n";
      return std::nullopt;
    }
    o.backend = *b;
  }
  if (args.has("planner")) {
    std::optional<passes::MemoryPlanner> m = passes::parseMemoryPlanner(args.get("planner"));
    if (!m) {
      std::cerr << "error: unknown planner '" << args.get("planner") << "'; known: pypto ptoas\n";
      return std::nullopt;
    }
    o.planner = *m;
  }
  return o;
}

bool budgetFlag(const Args &args, checks::Budget &budget) {
  if (!args.has("budget-ms"))
    return true;
  auto ms = args.getInt("budget-ms");
  if (!ms || *ms <= 0 || *ms > 100'000'000) {
    std::cerr << "error: --budget-ms needs a positive integer (milliseconds), got '"
              << args.get("budget-ms") << "'\n";
    return false;
  }
  budget.setPropertyMs(static_cast<unsigned>(*ms));
  return true;
}

std::string jsonEscape(const std::string &s) {
  std::string out;
  for (unsigned char c : s) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    default:
      if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  return out;
}

std::string tallyJson(const checks::Tally &tally) {
  std::string out = "{";
  for (auto o : {checks::Outcome::Holds, checks::Outcome::Fails, checks::Outcome::NotChecked,
                 checks::Outcome::NotApplicable, checks::Outcome::HarnessError})
    out += (out.size() > 1 ? ", \"" : "\"") + std::string(checks::outcomeName(o)) +
           "\": " + std::to_string(tally.count(o));
  return out + "}";
}

std::string verdictJson(const checks::Verdict &v) {
  std::string contradicts; // the properties of a contradiction (harness error), else []
  for (const std::string &p : v.contradicts)
    contradicts += (contradicts.empty() ? "\"" : ", \"") + jsonEscape(p) + "\"";
  return "{\"property\": \"" + jsonEscape(v.property) + "\", \"outcome\": \"" +
         checks::outcomeName(v.outcome) + "\", \"message\": \"" + jsonEscape(v.message) +
         "\", \"witness\": \"" + jsonEscape(v.witness) + "\", \"pass\": \"" + jsonEscape(v.pass) +
         "\", \"contradicts\": [" + contradicts + "]}";
}

std::string verdictLine(const checks::Verdict &v) {
  std::string out = "  ";
  std::string oc = checks::outcomeName(v.outcome);
  out += oc + std::string(oc.size() < 14 ? 14 - oc.size() : 1, ' ') + v.property;
  if (!v.message.empty())
    out += ": " + v.message;
  out += "\n";
  if (!v.witness.empty()) {
    std::istringstream w(v.witness);
    std::string line;
    while (std::getline(w, line))
      out += "      " + line + "\n";
  }
  return out;
}

} // namespace pipecheck::tools

// Shared plumbing of the subcommands; see cli.h.
#include "tools/cli.h"

#include <fstream>
#include <iostream>
#include <sstream>

#include "core/passes/faults.h"
#include "core/pipeline/pipeline.h"
#include "core/text/parser.h"

namespace pipecheck::tools {

std::string Args::get(const std::string &f, const std::string &def) const {
  auto it = flags.find(f);
  return it == flags.end() ? def : it->second;
}

std::optional<long long> Args::getInt(const std::string &f) const {
  auto it = flags.find(f);
  if (it == flags.end())
    return std::nullopt;
  char *end = nullptr;
  long long v = std::strtoll(it->second.c_str(), &end, 10);
  if (it->second.empty() || *end)
    return std::nullopt;
  return v;
}

Args parseArgs(const std::vector<std::string> &argv, const std::vector<std::string> &switches) {
  Args a;
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string &s = argv[i];
    if (s.rfind("--", 0) != 0 || s == "--") {
      a.positional.push_back(s);
      continue;
    }
    std::string name = s.substr(2), value;
    bool isSwitch = false;
    for (const auto &sw : switches)
      isSwitch |= sw == name;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    } else if (!isSwitch) {
      if (i + 1 >= argv.size()) {
        a.error = "--" + name + " needs a value";
        return a;
      }
      value = argv[++i];
    }
    if (name == "fault")
      a.faults.push_back(value);
    else
      a.flags[name] = value;
  }
  return a;
}

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
  for (const auto &n : names)
    if (!passes::findPass(n)) {
      std::cerr << "error: unknown pass '" << n << "'; known:";
      for (const auto &p : passes::registeredPasses())
        std::cerr << " " << p.name;
      std::cerr << "\n";
      return std::nullopt;
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

// The one flag parser of the subcommands; see flags.h.
#include "tools/flags.h"

#include <cctype>
#include <cstdlib>
#include <iostream>

#include "tools/nearest.h"

namespace pipecheck::tools {

FlagTable passFlags() {
  return {{"passes"}, {"backend"}, {"planner"}, {"fault", FlagKind::Repeated}};
}

FlagTable implFlags() {
  return {{"impl"}, {"worker"}, {"worker-command"}, {"worker-timeout"}, {"readback"}};
}

FlagTable operator+(FlagTable a, const FlagTable &b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

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

namespace {

const FlagSpec *findFlag(const FlagTable &table, const std::string &name) {
  for (const FlagSpec &f : table)
    if (f.name == name)
      return &f;
  return nullptr;
}

std::string unknownFlag(const FlagTable &table, const std::string &given,
                        const std::string &bare) {
  std::vector<std::string> names;
  for (const FlagSpec &f : table)
    names.push_back(f.name);
  names.push_back("help");
  return "unknown flag " + given + " (did you mean --" + nearestName(bare, names) + "?)";
}

// "-5" and "-0.5" are values (negative numbers), not flags.
bool looksNumeric(const std::string &s) {
  return s.size() > 1 && s[0] == '-' && (std::isdigit(static_cast<unsigned char>(s[1])) ||
                                         s[1] == '.');
}

} // namespace

Args parseArgs(std::string_view command, const FlagTable &table,
               const std::vector<std::string> &argv) {
  Args a;
  auto fail = [&](const std::string &msg) {
    a.error = "pipecheck " + std::string(command) + ": error: " + msg;
    return a;
  };
  bool flagsEnded = false;
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string &s = argv[i];
    if (flagsEnded || s.size() < 2 || s[0] != '-' || looksNumeric(s)) {
      a.positional.push_back(s);
      continue;
    }
    if (s == "--") {
      flagsEnded = true;
      continue;
    }
    if (s[1] != '-') // no short flags: "-passes" is a typo of "--passes"
      return fail(unknownFlag(table, s, s.substr(1)));
    std::string name = s.substr(2), value;
    std::optional<std::size_t> eq;
    if (auto p = name.find('='); p != std::string::npos) {
      eq = p;
      value = name.substr(p + 1);
      name = name.substr(0, p);
    }
    if (name == "help" && !eq) {
      a.help = true;
      continue;
    }
    const FlagSpec *spec = findFlag(table, name);
    if (!spec)
      return fail(unknownFlag(table, "--" + name, name));
    if (spec->kind == FlagKind::Switch) {
      if (eq)
        return fail("flag --" + name + " takes no value (given '" + value + "')");
      a.flags[name] = "";
      continue;
    }
    if (!eq) {
      if (i + 1 >= argv.size() ||
          (argv[i + 1].rfind("--", 0) == 0 && argv[i + 1].size() > 2))
        return fail("flag --" + name + " needs a value");
      value = argv[++i];
    }
    if (value.empty())
      return fail("flag --" + name + " needs a value (given an empty one)");
    if (spec->kind == FlagKind::Repeated) {
      if (name == "fault")
        a.faults.push_back(value);
      std::string &all = a.flags[name];
      all += (all.empty() ? "" : ",") + value;
      continue;
    }
    auto [it, fresh] = a.flags.emplace(name, value);
    if (!fresh && it->second != value)
      return fail("flag --" + name + " given twice with different values ('" + it->second +
                  "' and '" + value + "')");
  }
  return a;
}

int usageExit(const Args &args, std::string_view usage) {
  if (args.help && args.error.empty()) {
    std::cout << usage << "\n";
    return 0;
  }
  if (!args.error.empty())
    std::cerr << args.error << "\n";
  std::cerr << usage << "\n";
  return 2;
}

} // namespace pipecheck::tools

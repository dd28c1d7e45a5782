// Reading a verdict's witness text back into fields; see witness.h.
#include "oracle/report/witness.h"

#include <cctype>
#include <sstream>

namespace pipecheck::report {
namespace {

std::string kindOf(const std::string &property, const std::string &witness) {
  if (witness.empty())
    return "none";
  if (property == "iteration-proof" || property == "slot-distinct")
    return "z3-counterexample";
  if (property == "iteration-coverage")
    return "iteration-trace";
  if (property == "differential" || property == "buffer-differential" ||
      property == "window-differential" || property == "skew-fifo-order")
    return "interpreter";
  if (property == "ssa-valid" || property == "normalized-structure" ||
      property == "round-trip" || property == "idempotent" || property == "clean-errors" ||
      property == "pipeline-resolved" || property == "pipeline-loop-valid" ||
      property == "marker" || property == "cross-core-resolved")
    return "diagnostic";
  return "text";
}

std::string trim(const std::string &s) {
  std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// "label: value" with a label of at most three words and no punctuation
// other than - _ . ( ) (snapshot names, "iteration trace", "source").
bool splitField(const std::string &line, std::string &label, std::string &value) {
  std::size_t colon = line.find(": ");
  if (colon == std::string::npos || colon == 0 || colon > 48)
    return false;
  std::string l = trim(line.substr(0, colon));
  int spaces = 0;
  for (char c : l) {
    if (c == ' ')
      ++spaces;
    else if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.' &&
             c != '(' && c != ')' && c != '[' && c != ']' && c != '#')
      return false;
  }
  if (l.empty() || spaces > 2)
    return false;
  label = l;
  value = trim(line.substr(colon + 2));
  return true;
}

// Every "identifier=INT" pair in `s` (also "identifier = INT", the Z3 witness
// spelling), INT optionally negative.
void collectBindings(const std::string &s, std::map<std::string, int64_t> &out) {
  auto isId = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (std::size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] != '=' || s[i + 1] == '=' || s[i - 1] == '=' || s[i - 1] == '!' ||
        s[i - 1] == '<' || s[i - 1] == '>')
      continue;
    std::size_t e = i, b = s[i - 1] == ' ' ? i - 1 : i;
    while (b > 0 && isId(s[b - 1]))
      --b;
    std::size_t nameEnd = s[i - 1] == ' ' ? i - 1 : i;
    if (b == nameEnd || std::isdigit(static_cast<unsigned char>(s[b])))
      continue;
    std::size_t v = i + 1;
    if (s[v] == ' ' && s[i - 1] == ' ')
      ++v;
    e = v;
    if (e < s.size() && s[e] == '-')
      ++e;
    std::size_t digits = e;
    while (e < s.size() && std::isdigit(static_cast<unsigned char>(s[e])))
      ++e;
    if (e == digits || (e < s.size() && (isId(s[e]) || s[e] == '.')))
      continue;
    try {
      out[s.substr(b, nameEnd - b)] = std::stoll(s.substr(v, e - v));
    } catch (...) {
      // out of range: not a binding worth keeping
    }
  }
}

} // namespace

StructuredWitness structureWitness(const std::string &property, const std::string &witness) {
  StructuredWitness w;
  w.kind = kindOf(property, witness);
  std::istringstream in(witness);
  std::string line;
  while (std::getline(in, line)) {
    w.lines.push_back(line);
    std::string label, value;
    if (splitField(line, label, value))
      w.fields.emplace_back(label, value);
    collectBindings(line, w.bindings);
  }
  return w;
}

} // namespace pipecheck::report

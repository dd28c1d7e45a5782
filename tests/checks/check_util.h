// Helpers shared by the checks tests: loading programs and running the catalogue.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "core/text/parser.h"
#include "oracle/checks/catalogue.h"

namespace pipecheck::testing {

inline std::string readText(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline ir::ProgramPtr parseFile(const std::filesystem::path &p) {
  auto r = text::parseProgram(readText(p), p.filename().string());
  EXPECT_TRUE(r.ok()) << p << ": " << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

inline ir::ProgramPtr parseString(const std::string &text) {
  auto r = text::parseProgram(text, "test.py");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() ? *r : nullptr;
}

inline checks::Verdict verdictOf(const std::vector<checks::Verdict> &vs, const std::string &id) {
  for (const auto &v : vs)
    if (v.property == id)
      return v;
  ADD_FAILURE() << "no verdict for " << id;
  return {};
}

inline std::string describeAll(const std::vector<checks::Verdict> &vs) {
  std::string out;
  for (const auto &v : vs)
    out += v.property + ": " + checks::outcomeName(v.outcome) + " " + v.message + "\n" +
           (v.witness.empty() ? "" : "    " + v.witness + "\n");
  return out;
}

} // namespace pipecheck::testing

// Assertions shared by the verifier tests: "exactly these findings".
#pragma once

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/verify/verifier.h"

namespace pipecheck::testir {

inline std::string dump(const ir::Diagnostics &ds) {
  std::string out;
  for (const ir::Diagnostic &d : ds)
    out += "  [" + d.rule + " " + std::to_string(d.code) + " line " + std::to_string(d.loc.line) +
           "] " + d.message + "\n";
  return out;
}

// Exactly one finding, with this rule, code and statement line; returns it.
inline ir::Diagnostic expectOnly(const ir::Diagnostics &ds, const std::string &rule, int code,
                                 int line) {
  EXPECT_EQ(ds.size(), 1u) << dump(ds);
  if (ds.empty())
    return {};
  EXPECT_EQ(ds[0].rule, rule) << dump(ds);
  EXPECT_EQ(ds[0].code, code) << dump(ds);
  EXPECT_EQ(ds[0].loc.line, line) << dump(ds);
  EXPECT_EQ(ds[0].severity, ir::Severity::Error);
  return ds[0];
}

inline bool startsWith(const std::string &s, const std::string &prefix) {
  return s.rfind(prefix, 0) == 0;
}

} // namespace pipecheck::testir

// main() of the property suites: sets RapidCheck's budget before any
// property runs. RC_PARAMS wins when set; otherwise a fixed seed (so CI is
// reproducible) and max_success = 40 * PIPECHECK_RC_SCALE (default 1; nightly
// runs use 20 or more) with shrinking capped so a failure still ends quickly.
#include <cstdlib>
#include <iostream>
#include <string>

#include <gtest/gtest.h>

#include "tools/env_switches.h"

extern char **environ;

int main(int argc, char **argv) {
  // A misspelt PIPECHECK_RC_SCALE would silently run the small budget.
  if (auto err = pipecheck::tools::checkEnvironment(environ)) {
    std::cerr << "property_suites: error: " << *err << "\n";
    return 2;
  }
  if (!std::getenv("RC_PARAMS")) {
    long scale = 1;
    if (const char *s = std::getenv("PIPECHECK_RC_SCALE"))
      scale = std::max(1L, std::strtol(s, nullptr, 10));
    std::string params = "seed=20261130 max_success=" + std::to_string(40 * scale) +
                         " max_size=60 max_discard_ratio=10 verbose_progress=0";
    setenv("RC_PARAMS", params.c_str(), 1);
  }
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}

// Shared machinery of the RapidCheck suites: generate a program from
// RapidCheck's choice stream (the one generator), judge one catalogue
// property on it, tag the distribution, and on failure print the shrunk
// program as pl text, the property, the witness and the replay line.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "oracle/checks/catalogue.h"
#include "properties/gen/Generator.h"

namespace pipecheck::suites {

struct Judged {
  ir::ProgramPtr program;
  checks::Verdict verdict;
  uint32_t statements = 0;
};

// Generates from `stream` and judges `property` (with `faults` switched on).
// Returns nullopt when generation failed (reported as a failure by the caller).
std::optional<Judged> judgeGenerated(const std::vector<uint64_t> &stream,
                                     const std::string &property,
                                     const std::vector<std::string> &faults = {});

// The RapidCheck body for one property: RC_ASSERTs that the verdict is not
// Fails or HarnessError, printing the reproducer on failure; tags the outcome
// and a few features.
void propertyHolds(const std::string &property);

// The pl text and verdict of a failure, for the RapidCheck failure message.
std::string failureReport(const Judged &j);

} // namespace pipecheck::suites

// The reduction families the driver runs, biggest cuts first. Each one walks
// its sites in pre-order, proposes candidates through Session::tryCandidate,
// re-collects sites after every accepted candidate, and returns whether it
// accepted anything. One file each.
#pragma once

#include "properties/reduce/Session.h"

namespace pipecheck::reduce {

bool reduceFunctions(Session &session); // ReduceFunctions.cpp
bool reduceStmtLists(Session &session); // ReduceStmtLists.cpp
bool reduceUnnest(Session &session);    // ReduceUnnest.cpp
bool reduceIterArgs(Session &session);  // ReduceIterArgs.cpp
bool reduceBypass(Session &session);    // ReduceBypass.cpp
bool reduceLoops(Session &session);     // ReduceLoops.cpp
bool reduceFold(Session &session);      // ReduceFold.cpp

} // namespace pipecheck::reduce

// The RapidCheck adapter of the generator's choice stream (header-only, so
// pc_gen itself does not depend on RapidCheck; only the suites that include
// this header do).
//
// rcChoiceStream() generates a vector of raw choices, each uniform in
// [0, 2^16) at every size; RapidCheck's size controls only the length (up to
// size * scale), and an exhausted stream gives zeros, so small sizes give
// small programs. RapidCheck shrinks the vector by dropping elements and
// moving them towards 0, which VectorChoiceSource turns into smaller, simpler
// programs. Use it as
//
//   RC_GTEST_PROP(Suite, Name, ()) {
//     auto stream = *pipecheck::gen::rcChoiceStream();
//     pipecheck::gen::VectorChoiceSource src(stream);
//     auto g = pipecheck::gen::generateProgram(src);
//     ...
//   }
//
// (A plain rc::gen::container<std::vector<uint64_t>>() also works: its
// elements grow with the size, and VectorChoiceSource folds values above
// 2^16 into range, but at small sizes all choices are then near 0.)
// A median program takes about 150 choices (90th percentile 360).
#pragma once

#include <cstdint>
#include <vector>

#include <rapidcheck.h>

#include "properties/gen/ChoiceSource.h"

namespace pipecheck::gen {

inline rc::Gen<std::vector<uint64_t>> rcChoiceStream(int scale = 4) {
  // inRange scales its range with the size; pin the elements at the nominal
  // size (100) so every element spans the full raw range.
  auto element = rc::gen::resize(100, rc::gen::inRange<uint64_t>(0, uint64_t{1} << kVectorChoiceBits));
  return rc::gen::withSize([=](int size) {
    return rc::gen::resize(size * scale, rc::gen::container<std::vector<uint64_t>>(element));
  });
}

} // namespace pipecheck::gen

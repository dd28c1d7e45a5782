// Inputs of a run, and the edge-value parameter sets for pipeline bounds.
//
// An Inputs value fixes everything the entry function reads from outside:
// tensor contents (from a seed, small exact values, see random.h; or given
// explicitly per param), dynamic scalar params (by name), and the sizes of
// pl.dynamic dimensions (by name, with a default large enough for typical
// kernels). Tensor param k is filled from stream k+1 of the seed, so adding
// a param does not change the contents of the others.
//
// edgeScalarSets() builds the scalar assignments that hit the corner cases of
// LowerPipelineLoops for every pipeline loop of a SOURCE function whose start
// or stop is a scalar param: trip counts 0 (start == stop), 1, F-1, F, F+1,
// 2F-1, 2F, 2F+1 (multiples of F, one less, one more; F from the loop's
// pipeline_stages attr), a stop that is not a multiple of the step away from
// start when |step| > 1, and the wrong direction (stop < start for a
// positive step). For a loop with a param stop the stop varies around the
// start; with a param start the start varies below the stop; when both are
// params the start stays at its base value (default 0). Params used in a
// bound through an expression (`n * 2`, `n + 1`) get the values -1 .. 2F+1
// instead. Every other scalar param keeps its base value (EdgeOptions.base,
// else the value giving trip F+1 for the loop it bounds, else 1). Params of
// each loop vary one loop at a time; the list is de-duplicated and ordered.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "core/ir/program.h"
#include "oracle/interp/machine.h"

namespace pipecheck::interp {

// Seeded tensor contents already generated, so that the source and every
// snapshot run on one input set (and every set with the same seed) share a
// tensor's bytes (copy-on-write, TensorObject::contents) instead of drawing
// them again: the contents are a function of (seed, param index, element
// type, element count) alone (tensorContents), which is the key. Drawing was
// a tenth of the interpreter's time in the catalogue (DESIGN.md, "Throughput
// notes"). Not thread-safe.
class FillCache {
public:
  using Key = std::tuple<uint64_t, std::size_t, ir::DataType, int64_t>;
  using Bytes = std::shared_ptr<const std::vector<std::byte>>;
  Bytes find(const Key &k) const {
    auto it = bytes_.find(k);
    return it == bytes_.end() ? nullptr : it->second;
  }
  void put(const Key &k, Bytes bytes) { bytes_.emplace(k, std::move(bytes)); }

private:
  std::map<Key, Bytes> bytes_;
};

struct Inputs {
  uint64_t seed = 1;
  std::map<std::string, int64_t> scalars; // scalar params by name
  std::map<std::string, int64_t> dims;    // pl.dynamic sizes by name
  // Explicit row-major contents by tensor param name (converted to the
  // element type); overrides the seed for that param.
  std::map<std::string, std::vector<double>> tensors;
  // Single elements set over those contents (seeded or explicit), by tensor
  // param name: a counterexample's "read:NAME[i,j]" value (smt/encode.h).
  std::map<std::string, std::vector<std::pair<std::vector<int64_t>, int64_t>>> pins;
  int64_t defaultDynamicDim = 1024;
  // Where seeded contents are remembered across runs (null: drawn each run).
  std::shared_ptr<FillCache> fillCache;
};

// The contents of the tensor param `paramIndex` named `name` of this shape:
// explicit contents when given (error when the element count differs), else
// seeded (shared with the fill cache when there is one); then its pins (an
// error when one is outside the shape).
ir::Result<std::shared_ptr<const std::vector<std::byte>>>
tensorContents(const std::string &name, ir::DataType dtype, const std::vector<int64_t> &shape,
               const Inputs &inputs, std::size_t paramIndex);

// Puts a solver model's values into inputs: "read:NAME[i,j]" (the symbol
// of a tensor.read of a read-only tensor) as a pin of NAME, anything else as
// the scalar param of that name.
void addModelValues(const std::map<std::string, int64_t> &values, Inputs &inputs);
// "n=3, read:lens[1]=5": the scalars, then the pins.
std::string formatInputs(const Inputs &inputs);

using ScalarSet = std::map<std::string, int64_t>;

struct EdgeOptions {
  std::map<std::string, int64_t> base; // fixed values for params not being varied
  int64_t defaultScalar = 1;
  int multiples = 2; // trip counts around F * k for k = 1..multiples
};

std::vector<ScalarSet> edgeScalarSets(const ir::Function &sourceFn, const EdgeOptions &opts = {});

// "n=4, s0=1" (for messages and test names).
std::string formatScalarSet(const ScalarSet &s);

} // namespace pipecheck::interp

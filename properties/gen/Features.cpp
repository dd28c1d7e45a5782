// Feature names and the distribution table. See Features.h.
#include "properties/gen/Features.h"

#include <cstdio>
#include <iterator>

namespace pipecheck::gen {

std::string_view featureName(Feature f) {
  static constexpr std::string_view kNames[] = {
      "static-bounds", "dyn-start", "dyn-stop", "dyn-both", "outer-index-bounds", "reused-param",
      "step-1", "step-2", "step-3", "step-4", "neg-step",
      "stage-1", "stage-2", "stage-3", "stage-4", "stage-5", "stage-6", "stage-7", "stage-8",
      "trip-0", "trip-below-F", "trip-eq-F", "trip-kF", "trip-kF+1", "trip-kF-1",
      "pipeline-depth-2", "pipeline-depth-3", "range-around-pipeline", "range-inside-pipeline",
      "loop-in-if",
      "scalar-carry", "tensor-carry", "acc-carry", "vec-carry", "multi-carry",
      "no-carry-pipeline",
      "if-else", "if-return-vars", "if-no-else", "if-in-pipeline",
      "vec-load",
      "store-vec", "store-acc", "mat-load", "move-left", "move-right", "matmul", "matmul-acc",
      "extract-left", "extract-right", "extract-acc",
      "double-buffer-c", "overlap-stores-false",
      "multi-kernel", "orchestration", "rank1-tensor", "inout-param",
      "cross-core", "xc-skewable", "xc-depth-1", "xc-depth-2", "xc-depth-3", "xc-depth-4+",
      "xc-demote-stage1", "xc-demote-trip-below-2", "xc-demote-dynamic",
      "xc-demote-multi-round-trip", "xc-demote-consumer-first", "xc-demote-carry",
      "xc-scalar-carry-recompute", "xc-no-iter-args", "xc-relay", "xc-same-core-after", "xc-tfree",
      "xc-one-way", "xc-pipe-setup", "dn-view",
      "slot-shaped", "slot-taken", "slot-mat-load", "slot-two-loads",
      "slot-decline-stored-directly", "slot-decline-nested-init", "slot-decline-yielded",
      "slot-decline-step2", "slot-decline-misaligned", "slot-decline-F>16",
      "slot-decline-capacity",
      "invariant-tile-in-loop",
      "zero-step", "dyn-neg-step", "sub-32-byte-tile", "vec-overflow", "old-carry-read",
      "slot-under-declined", "dbc-matmul-kernel",
      "op-scalar-binary", "op-binary", "op-unary", "row-reduce", "row-expand", "col-reduce",
      "col-expand", "expands", "cast-round-trip", "cast-after-load", "cast-before-store",
      "cast-mode", "full-init", "compute-chain", "slice", "concat", "reshape", "assemble",
      "validshape-fillpad",
      "create-assemble", "transpose-view", "gather", "validshape-dynamic", "validshape-restore", "transpose", "gather-row", "arg-reduce", "k-split", "softmax-carry", "select", "sort", "mrgsort", "mrgsort2", "scatter-mask",
      "tile-read", "block-idx", "subblock-idx", "tensor-read-stop", "array-carry", "array-carry-2", "tensor-write", "tensor-write-2", "tile-write", "ci-row",
      "dtype-bf16", "dtype-fp16", "dtype-int8", "dtype-int32",
      "cube-bf16",
      "aiv-kernel", "spmd-wrapper", "runtime-scope", "manual-scope", "dyn-dim-tensor",
      "dyn-dim-expr", "dyn-dim-cols", "task-dummy",
      "group-function", "tensor-create", "tensor-dim", "tensor-reshape", "tensor-view", "tensor-slice", "tensor-assemble",
      "table-offset", "load-reshape", "int-compute", "large-kernel", "orch-pipeline", "dist-tensor",
      "remote-store", "notify", "syncall", "wait", "put", "host-windows",
      "fallback", "trip-clamped",
  };
  static_assert(std::size(kNames) == kFeatureCount, "one name per Feature");
  int i = static_cast<int>(f);
  return i >= 0 && i < kFeatureCount ? kNames[i] : std::string_view("?");
}

void FeatureSet::merge(const FeatureSet &o) {
  for (int i = 0; i < kFeatureCount; ++i)
    counts[i] += o.counts[i];
  statements += o.statements;
}

void FeatureTally::add(const FeatureSet &fs) {
  ++programs_;
  statements_ += fs.statements;
  if (fs.statements > maxStatements_)
    maxStatements_ = fs.statements;
  for (int i = 0; i < kFeatureCount; ++i) {
    if (fs.counts[i])
      ++withFeature_[i];
    occurrences_[i] += fs.counts[i];
  }
}

std::string FeatureTally::table() const {
  std::string out;
  char line[160];
  std::snprintf(line, sizeof line, "%-28s %9s %7s %11s\n", "feature", "programs", "%",
                "occurrences");
  out += line;
  for (int i = 0; i < kFeatureCount; ++i) {
    double pct = programs_ ? 100.0 * static_cast<double>(withFeature_[i]) /
                                 static_cast<double>(programs_)
                           : 0.0;
    std::snprintf(line, sizeof line, "%-28s %9llu %6.1f%% %11llu\n",
                  std::string(featureName(static_cast<Feature>(i))).c_str(),
                  static_cast<unsigned long long>(withFeature_[i]), pct,
                  static_cast<unsigned long long>(occurrences_[i]));
    out += line;
  }
  double mean = programs_ ? static_cast<double>(statements_) / static_cast<double>(programs_) : 0;
  std::snprintf(line, sizeof line, "programs %llu, statements mean %.1f max %u\n",
                static_cast<unsigned long long>(programs_), mean, maxStatements_);
  out += line;
  return out;
}

std::string featureTable(const std::vector<FeatureSet> &sets) {
  FeatureTally t;
  for (const FeatureSet &fs : sets)
    t.add(fs);
  return t.table();
}

} // namespace pipecheck::gen

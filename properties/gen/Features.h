// Which features a generated program exercises, and the distribution table
// over many programs (`pipecheck gen --stats`, campaign summaries, RC_TAG).
//
// The generator counts each feature where it emits it, so the counts are
// exact, not re-derived from the IR. `fallback` counts the times a choice
// asked for an impossible shape and the generator used a simpler valid one
// instead (it never fails silently); `trip-clamped` counts trip counts cut
// down to keep the loop nest inside maxNestIterations.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pipecheck::gen {

enum class Feature : int {
  // bounds
  StaticBounds, DynStart, DynStop, DynBoth, OuterIndexBounds, ReusedParam,
  // steps
  Step1, Step2, Step3, Step4, NegStep,
  // stages
  Stage1, Stage2, Stage3, Stage4, Stage5, Stage6, Stage7, Stage8,
  // static trip counts relative to F (dynamic ranges span all of them)
  Trip0, TripBelowF, TripEqF, TripMulF, TripMulFPlus1, TripMulFMinus1,
  // nesting
  PipelineDepth2, PipelineDepth3, RangeAroundPipeline, RangeInsidePipeline, LoopInIf,
  // carries
  ScalarCarry, TensorCarry, AccCarry, VecCarry, MultiCarry, NoCarryPipeline,
  // ifs
  IfElse, IfReturnVars, IfNoElse, IfInPipeline,
  // tile ops
  VecLoad, StoreVec, StoreAcc,
  MatLoad, MoveLeft, MoveRight, Matmul, MatmulAcc, ExtractLeft, ExtractRight, ExtractAcc,
  // loop attrs
  DoubleBufferC, OverlapStoresFalse,
  // functions and tensors
  MultiKernel, Orchestration, Rank1Tensor, InOutParam,
  // cross-core programs (an AIC and an AIV function exchanging tiles): the
  // program kind, each side's loop as SkewCrossCorePipeline should classify
  // it (skewed at depth D, or demoted for the named reason), and the shapes
  CrossCore, XcSkewable, XcDepth1, XcDepth2, XcDepth3, XcDepth4Plus, XcDemoteStage1,
  XcDemoteTripBelow2, XcDemoteDynamic, XcDemoteMultiRoundTrip, XcDemoteConsumerFirst,
  XcDemoteCarry, XcScalarCarryRecompute, XcNoIterArgs, XcRelay, XcSameCoreAfter, XcFree,
  XcOneWay, XcPipeSetup, DnView,
  // slot-shaped same-core loops (LowerPipelineToSlots under PTOAS): taken, or
  // declined for the named reason
  SlotShaped, SlotTaken, SlotMatLoad, SlotTwoLoads, SlotDeclineStoredDirectly,
  SlotDeclineNestedInit, SlotDeclineYielded, SlotDeclineStep2, SlotDeclineMisaligned,
  SlotDeclineFOver16, SlotDeclineCapacity,
  // a Vec tile loaded before a loop and read first thing inside it (a bias
  // or scale tile, as real kernels do): its lifetime must span the loop
  InvariantTileInLoop,
  // contract edges once judged only on hand-written programs (GenKnobs,
  // "contract edges"): a step the pass must reject, Vec tiles smaller than
  // the 32-byte allocation unit, a Vec working set over capacity, a carry's
  // old value read after its update, a slottable loop under a declined one,
  // the dbC rule's reference shape (a kernel of its own, drawn last)
  ZeroStep, DynNegStep, SubAlignTile, VecOverflow, OldCarryRead, SlotUnderDeclined,
  DbcMatmulKernel,
  // ops drawn from the op table by family (GenKnobs::weightOp*), dtypes and
  // the casts between them (issue 13 item 6)
  OpScalarBinary, OpBinary, OpUnary, RowReduce, RowExpand, ColReduce, ColExpand, Expands,
  CastRoundTrip, CastAfterLoad, CastBeforeStore, CastMode, FullInit,
  // a compute statement that goes on with more ops on its result
  ComputeChain,
  // data movement (GenKnobs::weightOpDataMove): slice, concat, reshape, assemble,
  // set_validshape + fillpad, assembles into a tile.create, transpose views,
  // tile.gather with a created scratch tile
  DataSlice, DataConcat, DataReshape, DataAssemble, DataValidPad, DataCreateAssemble,
  DataTransposeView, DataGather, DataValidDynamic, DataValidRestore, DataTranspose,
  // a vec-load statement made by two tile.gather_row calls into a created tile
  GatherRow,
  // an arg reduction (INT32 indices) feeding an expand; a tile.matmul_acc
  // right after the tile.matmul that made its accumulator
  ArgReduce, KSplit,
  // a pipeline loop carrying an online softmax (row max and row sum)
  SoftmaxCarry,
  // a compare's packed mask choosing between two tiles or a tile and a
  // scalar (tile.cmp / cmps, tile.sel / sels)
  Select,
  // a row sorted with its indices (tile.sort32), its values taken back out
  // (tile.gather_mask)
  Sort,
  // the sorted pairs merged again before the values come out
  // (tile.mrgsort_format1)
  Mrgsort,
  // ... by tile.mrgsort_format2 (two halves and a scratch tile)
  Mrgsort2,
  // the sorted values scattered into a zero tile (tile.scatter_mask)
  ScatterMask,
  // a scalar op whose scalar is an element of another tile (tile.read)
  ReadScalar,
  // an offset scaled by the block index (tile.get_block_idx), or in an AIV
  // kernel by the sub-block index (tile.get_subblock_idx)
  BlockIdx, SubblockIdx,
  // a dynamic stop read from a tensor (tensor.read)
  TensorReadStop,
  // a pipeline loop carrying a scalar array it reads and updates (array.*)
  ArrayCarry,
  // ... that reads and updates a second item per iteration too
  ArrayCarry2,
  // a pipeline loop writing scalars into a carried INT32 out tensor (tensor.write)
  TensorWrite,
  // ... two items per iteration
  TensorWrite2,
  // an element of a computed tile overwritten in place (tile.write)
  WriteElement,
  // a col-expand op's row made by tile.ci
  CiRow,
  DtypeBF16, DtypeFP16, DtypeINT8, DtypeINT32, CubeBF16,
  // function types, wrappers and shapes of real kernels at the window
  AivKernel, SpmdWrapper, RuntimeScope, ManualScope, DynDimTensor, DynDimExpr, DynDimCols,
  // a MANUAL scope joined by a system.task_dummy
  TaskDummy,
  // a cross-core pair called through a Group function (and its Orchestration)
  GroupFunction,
  // an Orchestration caller that makes a kernel's Out tensor itself
  // (tensor.create) instead of taking it as a parameter, and a static
  // extent of it read from a parameter tensor's shape (tensor.dim)
  TensorCreate, TensorDim,
  // a kernel's tensor param passed as a tensor.reshape (or a shape-only
  // tensor.view) of the caller's own, or as a tensor.slice window of a
  // larger one
  TensorReshape, TensorView, TensorSlice,
  // a kernel's result copied into a larger caller tensor (tensor.assemble)
  TensorAssemble,
  // a load or store row offset read from a table: tensor.read(lens, [i % 4])
  TableOffset,
  // a Vec load used through two tile.reshape views of its buffer
  LoadReshape,
  // a Vec-only kernel computing on INT32 (GenKnobs::intComputeRatio)
  IntCompute,
  // a plain kernel drawn several times the usual size (GenKnobs::largeKernelRatio)
  LargeKernel,
  // a kernel called once per iteration of a pipeline loop of its
  // Orchestration caller (GenKnobs::orchPipelineRatio)
  OrchPipeline,
  // an In tensor typed pld.DistributedTensor (GenKnobs::distributedInRatio)
  DistributedIn,
  // a Vec tile written into a pld window (pld.tile.remote_store), the write
  // signalled (pld.system.notify), an all-core barrier (system.syncall)
  // (GenKnobs::remoteStoreRatio, notifyRatio, syncallRatio); a set-and-wait
  // handshake on a flag window (pld.system.notify op=Set, pld.system.wait)
  // and a tensor put into a window through a staging tile (pld.tile.put)
  // (GenKnobs::waitRatio, putRatio); a HOST-level orchestrator that makes
  // its kernels' windows (pld.system.world_size, pld.tensor.
  // alloc_window_buffer, pld.tensor.window; GenKnobs::hostWindowsRatio)
  RemoteStore, Notify, Syncall, Wait, Put, HostWindows,
  // bookkeeping
  Fallback, TripClamped,
  Count_
};

inline constexpr int kFeatureCount = static_cast<int>(Feature::Count_);

// Stable kebab-case name ("dyn-stop", "stage-3", "matmul-acc").
std::string_view featureName(Feature f);

struct FeatureSet {
  std::array<uint32_t, kFeatureCount> counts{};
  uint32_t statements = 0; // statements in the program (see countStatements)
  void add(Feature f, uint32_t n = 1) { counts[static_cast<int>(f)] += n; }
  uint32_t count(Feature f) const { return counts[static_cast<int>(f)]; }
  bool has(Feature f) const { return count(f) != 0; }
  void merge(const FeatureSet &o);
};

// Accumulates many FeatureSets: per feature, how many programs have it and
// how many times it occurs in total.
class FeatureTally {
public:
  void add(const FeatureSet &fs);
  uint64_t programs() const { return programs_; }
  uint64_t programsWith(Feature f) const { return withFeature_[static_cast<int>(f)]; }
  uint64_t occurrences(Feature f) const { return occurrences_[static_cast<int>(f)]; }
  // One row per feature: name, programs with it, percent, total occurrences;
  // then the mean and maximum statement count.
  std::string table() const;

private:
  uint64_t programs_ = 0;
  uint64_t statements_ = 0;
  uint32_t maxStatements_ = 0;
  std::array<uint64_t, kFeatureCount> withFeature_{};
  std::array<uint64_t, kFeatureCount> occurrences_{};
};

// The table for a batch of feature sets (FeatureTally::table).
std::string featureTable(const std::vector<FeatureSet> &sets);

} // namespace pipecheck::gen

// Internal state of the program generator (not part of pc_gen's interface).
//
// A Gen object generates one program in one pass. Its scope model:
//   - IndexVar: an INDEX expression with a known integer interval (loop
//     variables and bound parameters); only these appear in offsets and loop
//     bounds, so every offset has a provable range.
//   - Value: an SSA value the body may use. "Slots" that evolve (out tensors,
//     scalar accumulators, Acc and Vec tiles) are Values whose `expr` is
//     replaced by each new version; a loop or if copies the Env for its body
//     and writes its return vars back into the outer Env, so a stale version is
//     never referenced again. `writable` says whether a new version may be
//     made here: a tensor (or an in-place matmul_acc target) not carried by
//     the enclosing loops is read-only, so no store is ever lost.
// Failures of the op registry are generator bugs: they throw GenBug, which
// generateProgram turns into a Diagnostic (no exception leaves pc_gen).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/ir/builder.h"
#include "core/ir/op_registry.h"
#include "properties/gen/Generator.h"

namespace pipecheck::gen::detail {

// Constant extents as IR expressions, and as a tuple (a shape or offset
// argument: `[16, 32]`).
std::vector<ir::ExprPtr> constDims(const std::vector<int64_t> &shape);
ir::ExprPtr shapeTuple(const std::vector<int64_t> &shape);

struct GenBug : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Interval {
  int64_t lo = 0;
  int64_t hi = 0;
};

struct IndexVar {
  ir::ExprPtr expr;
  Interval range;
  bool loopVar = false;
};

enum class ValKind { Scalar, Tensor, Vec, Mat, Left, Right, Acc };

struct Value {
  ir::ExprPtr expr;
  ValKind kind = ValKind::Scalar;
  std::vector<int64_t> shape; // tiles only
  int tensor = -1;            // tensors: index into KernelCtx::tensors
  bool writable = true;       // may a new version be made in this scope?
  bool carried = false;       // an iter_arg of the innermost enclosing loop
  bool result = false;        // a loop/if return var (top-level ones are returned)
};

struct Env {
  std::vector<IndexVar> index; // innermost first (choice 0 picks the innermost)
  std::vector<Value> values;
  int loopDepth = 0;
  int pipelineDepth = 0;
  int rangeDepth = 0;
  bool inIf = false;
  int ifDepth = 0;
  int64_t nestIterations = 1; // product of the enclosing loops' maximum trips
  int64_t expansion = 1;      // product of the enclosing pipelines' body copies (GenLoops.cpp)
};

struct TensorInfo {
  ir::VarPtr var;
  bool out = false;
  ir::ParamDirection dir = ir::ParamDirection::In;
  ir::DataType dtype = ir::DataType::FP32; // element dtype (GenKnobs::weightLoad*, weightOut*)
  bool cube = false;                       // read by Mat loads feeding Left/Right only
  std::vector<int64_t> need; // extent each dimension must have (measured)
  // When var is a DN view: the param it views (of the transposed shape) and
  // the statement that makes the view, first in the kernel body.
  ir::VarPtr param;
  ir::StmtPtr viewDef;
  // A pld.DistributedTensor In param only pld.tile.remote_store writes and
  // pld.system.notify signals (Gen::remoteStore); never loaded, so no load
  // rises above a write of it (the real CanonicalizeIOOrder class of
  // corpus/finding_remote_store_load_hoisted_above_wait.py).
  bool window = false;
  // An In tensor only pld.tile.put reads (Gen::remoteStore): never loaded,
  // so its extents stay those of the window it is put into.
  bool putSource = false;
};

struct ParamInfo {
  ir::VarPtr var;
  ParamRange range;
  bool bound = false; // a loop-bound param (usable as an IndexVar)
};

struct KernelCtx {
  std::string name;
  ir::FunctionType funcType = ir::FunctionType::InCore;
  int rank = 2;
  std::vector<int64_t> vecShape;
  bool matmul = false;
  int64_t M = 8, K = 8, N = 8;
  // Element dtypes drawn per same-core kernel (FP32 elsewhere): Vec loads'
  // In tensors, and the Mat loads feeding Left/Right.
  ir::DataType loadDtype = ir::DataType::FP32;
  ir::DataType cubeDtype = ir::DataType::FP32;
  // What Vec values are computed on: FP32, or INT32 (GenKnobs::intComputeRatio).
  ir::DataType computeDtype = ir::DataType::FP32;
  bool drawOutDtypes = false; // out tensors draw GenKnobs::weightOut* (Vec-only kernels)
  // Tensors' dependent shape (GenKnobs::weightDyn*): static, [N_DYN, c],
  // [N_DYN * 2, c] or [r, M_DYN], over the program's pl.dynamic dims.
  enum class DynShape { Static, Rows, RowsScaled, Cols } dynShape = DynShape::Static;
  std::vector<TensorInfo> tensors;
  std::vector<ParamInfo> params;
  int budget = 0; // statements left
  // Statements emitted so far, each weighted by the body copies lowering
  // makes of the block it sits in (Env::expansion): an estimate of the
  // kernel's lowered size, held under GenKnobs::maxLoweredPerKernel
  // (Gen::tight). emitExpansion is the expansion of the block being
  // generated (Gen::genBlock).
  int64_t lowered = 0;
  int64_t emitExpansion = 1;
  // Statements per loop or branch body at most (GenKnobs::maxStmtsPerBlock,
  // or largeStmtsPerBlock in a large kernel).
  int stmtsPerBlock = 3;
  // `blk = pl.tile.get_block_idx()`, defined first in the body once an
  // offset has used it (finishKernel).
  ir::ExprPtr blockIdx;
  ir::StmtPtr blockIdxDef;
  // A same-core kernel of genKernel (not slot-shaped, cross-core or
  // double-buffer-C). Only such a kernel draws loop stops and row offsets
  // read from its INT32 tensor param `lens` (GenKnobs::tensorReadStopRatio,
  // tableOffsetRatio; a cross-core pair's trip counts come from one shared
  // scalar) and load views (loadReshapeRatio; the other kernels keep the
  // shapes their outcomes were planned for). The reads are defined first in
  // the body.
  bool plainKernel = false;
  ir::VarPtr lens;
  std::vector<ir::StmtPtr> readDefs;
  // The INT32 out tensor a top-level pipeline loop writes scalars into
  // (GenKnobs::tensorWriteRatio), and the loop's result finishKernel returns.
  ir::VarPtr cnt;
  ir::VarPtr cntResult;
  // The window Gen::remoteStore's notifies signal (a tensor id), once made;
  // the flag window its set-and-wait handshakes use, and how many it made
  // (each its own slot).
  int signal = -1;
  int flag = -1;
  int handshakes = 0;
};

// Extents measured by the first pass: [kernel][tensor][dim].
using SizeTable = std::vector<std::vector<std::vector<int64_t>>>;

using Stmts = std::vector<ir::StmtPtr>;

class Gen {
public:
  Gen(ChoiceSource &src, const GenKnobs &knobs, const SizeTable *sizes)
      : src_(src), k_(knobs), sizes_(sizes) {}

  ir::ProgramPtr run();
  const FeatureSet &features() const { return features_; }
  const ParamRanges &params() const { return params_; }
  const SizeTable &measured() const { return measured_; }

private:
  // Generator.cpp: program, kernels, orchestration.
  ir::FunctionPtr genKernel(int index);
  void beginKernel(KernelCtx &kc, int index, std::string name, ir::FunctionType type);
  // Returns every out tensor's final version (and top-level scalar results),
  // assembles the function and records the measured tensor extents.
  ir::FunctionPtr finishKernel(Env &env, Stmts &body);
  int addOutTensor(Env &env);
  // The Orchestration caller of `kernels`; Spmd wrappers it calls through are
  // appended to `wrappers`.
  // A pipeline loop of an Orchestration caller around one kernel call
  // (Generator.cpp, orchLoop / pipelineAround).
  struct OrchLoop {
    std::size_t sweep = 0;          // the kernel param the loop variable is passed for
    ParamRange range;               // its range: the loop runs over all of it
    std::vector<int> carriedArg;    // per result: the arg index it is carried into, or -1
    std::vector<ir::IterArgPtr> iterArgs;
    ir::VarPtr loopVar;
  };
  std::optional<OrchLoop> orchLoop(const ir::Function &k, std::vector<ir::ExprPtr> &args,
                                   std::size_t pick);
  std::vector<ir::ExprPtr> pipelineAround(const OrchLoop &l, Stmts &stmts,
                                          const std::vector<ir::ExprPtr> &results, int64_t stage);
  ir::FunctionPtr genOrchestration(const std::vector<ir::FunctionPtr> &kernels,
                                   std::vector<ir::FunctionPtr> &wrappers);
  // A Spmd function with the kernel's parameters that calls it and returns
  // its results.
  ir::FunctionPtr spmdWrapper(const ir::FunctionPtr &kernel);
  // Replaces some of a kernel call's tensor results rets[first..] by a
  // tensor.assemble of them into a larger Out param of the caller
  // (GenKnobs::tensorAssembleRatio); the statements go to `out`.
  void assembleResults(ir::Function &caller, std::vector<ir::ExprPtr> &rets, std::size_t first,
                       Stmts &out);
  // `self.callee(args, attrs=...)` assigned into `out`, unpacked into one
  // expression per return type of `callee`.
  std::vector<ir::ExprPtr> callAndUnpack(const ir::Function &callee, const std::string &name,
                                         std::vector<ir::ExprPtr> args, ir::AttrList attrs,
                                         Stmts &out);
  // A window of a buffer the HOST-level orchestrator allocates (hostWindows_,
  // GenKnobs::hostWindowsRatio) for the kernel's distributed param q, its
  // statements appended to out; null when q is not a static window.
  ir::ExprPtr hostWindow(const ir::Var &q, ir::Function &caller, Stmts &out);
  bool hostWindows_ = false;
  ir::VarPtr worldSize_;
  std::vector<ir::ExprPtr> forwardParams(const ir::Function &callee, ir::Function &caller,
                                         std::map<std::string, ir::VarPtr> *sharedScalars = nullptr,
                                         Stmts *created = nullptr);
  // `callee`'s Out tensor param `q` made in the caller's body (tensor.create,
  // with tensor.dim reads of the caller's params for static extents).
  ir::ExprPtr createOutTensor(const ir::Var &q, const ir::Function &caller, Stmts &out);
  static std::vector<const ir::OpInfo *> rowMajorViewOps();
  // Does `callee`'s body view, reshape or slice its param `q`? (Such a param
  // is never handed a window.)
  static bool viewedInBody(const ir::Function &callee, const ir::Var &q);
  // `callee`'s tensor param `q` passed as a tensor.slice window of a new,
  // larger caller param (null when q's shape does not allow one).
  ir::ExprPtr slicedParam(const ir::Var &q, ir::ParamDirection dir, int64_t extraRows,
                          int64_t extraCols, int64_t row, int64_t col, ir::Function &caller,
                          Stmts &out);
  // `callee`'s tensor param `q` passed as a tensor.reshape of a new caller
  // param of another shape (null when q's shape does not allow one).
  ir::ExprPtr reshapedParam(const ir::Var &q, ir::ParamDirection dir, bool foldRows,
                            const ir::OpInfo &viewOp, ir::Function &caller, Stmts &out);
  // The program's pl.dynamic dimension, made on first use.
  ir::VarPtr dynDim(const std::string &name);
  void epilogue(Env &env, Stmts &out);

  // GenStmts.cpp: blocks, statements, scalars, conditions.
  void genBlock(Env &env, Stmts &out, int count);
  void genStmt(Env &env, Stmts &out);
  void genScalar(Env &env, Stmts &out, int target);
  ir::ExprPtr genCond(Env &env);
  void genIf(Env &env, Stmts &out);
  void updateCarry(Env &env, Stmts &out, int slot);
  ir::ExprPtr scalarOperand(Env &env, bool allowConst, bool indexOnly = false);
  ir::VarPtr seedParam();
  ir::VarPtr boundParam(Env &env, int64_t lo, int64_t hi);

  // GenLoops.cpp: loops, bounds, carries.
  struct Bounds {
    ir::ExprPtr start, stop;
    int64_t step = 1;
    Interval var;
    int64_t maxTrip = 0;
  };
  void genLoop(Env &env, Stmts &out, bool forcePipeline, bool wrapInRange);
  Bounds planBounds(Env &env, bool pipeline, int64_t stage, int64_t room);
  Bounds staticBounds(int64_t stage, int64_t step, int64_t cap, bool pipeline);
  std::optional<Bounds> dynamicBounds(Env &env, int form, int64_t stage, int64_t step,
                                      int64_t cap);
  ir::VarPtr tensorReadStop();
  std::vector<int> chooseCarries(Env &env, Stmts &out);
  int64_t chooseStage(int64_t room);

  // GenTiles.cpp: tile statements and offsets.
  void genVecLoad(Env &env, Stmts &out);
  // Returns the index of the value it computed (target when target >= 0).
  int genVecCompute(Env &env, Stmts &out, int target);
  // A data-movement step (GenKnobs::weightOpDataMove) from lhs and another
  // Vec value of the kernel's shape; nullptr where the shape allows none.
  ir::ExprPtr dataMove(const Env &env, Stmts &out, const ir::ExprPtr &lhs,
                       const ir::ExprPtr &other);
  void writeElement(Env &env, Stmts &out, const ir::VarPtr &v, const ir::ExprPtr &def);
  // An index [r, c] (or [c]) drawn inside the kernel's Vec shape (tile.read / tile.write).
  ir::ExprPtr vecElementIndex();
  bool dataMoveOk(const std::vector<int64_t> &shape, ir::DataType d) const;
  // The table's ops of `family` whose required args are exactly `kinds`
  // (optional trailing args left out; variadic rows and integer-only ops
  // never), in table order. Throws GenBug when there is none.
  // One of `ops` (non-empty), weighted by the table's windowCalls plus
  // GenKnobs::opCallsFloor: as often as the real kernels call it, and every
  // op sometimes.
  const ir::OpInfo &pickByCalls(const std::vector<const ir::OpInfo *> &ops);
  std::vector<const ir::OpInfo *> tableOps(ir::OpFamily family,
                                           const std::vector<ir::ArgKind> &kinds) const;
  // tile.cast of a Vec tile to dtype `to` (the mode kwarg per castModeRatio),
  // emitted into `out` as a new variable.
  ir::ExprPtr castTile(Stmts &out, const ir::ExprPtr &tile, ir::DataType to);
  // The tile.cast call castTile binds (its mode drawn the same way).
  ir::ExprPtr castExpr(const ir::ExprPtr &tile, ir::DataType to);
  // A scalar operand of the kernel's compute dtype: v, or v as an integer.
  ir::ExprPtr scalarOperand(double v) const;
  // A Vec FP32 tile of the kernel's shape made by tile.full (a carry's seed).
  int fullTile(Env &env, Stmts &out);
  ir::DataType drawDtype(const std::vector<std::pair<int, ir::DataType>> &weights);
  void genStore(Env &env, Stmts &out, int tensorSlot, int tileSlot);
  // After a Vec store: the tile also written into a peer's window, maybe
  // signalled; or an all-core barrier (GenKnobs::remoteStoreRatio, syncallRatio).
  void remoteStore(Env &env, Stmts &out, const ir::ExprPtr &tile, const std::vector<int64_t> &shape);
  void handshake(Env &env, Stmts &out);
  void putTensor(Stmts &out, ir::DataType dtype);
  void genMatmul(Env &env, Stmts &out, int target);
  int newAccValue(Env &env, Stmts &out);
  int getLeft(Env &env, Stmts &out);
  int getRight(Env &env, Stmts &out);
  // mayGather: the load may be made by two tile.gather_row calls instead
  // (GenKnobs::gatherRowRatio; the vec-load statement only).
  int loadTile(Env &env, Stmts &out, ValKind kind, std::vector<int64_t> shape,
               bool mayGather = false);
  int cubeLoadTile(Env &env, Stmts &out, std::vector<int64_t> shape);
  // A loop-invariant Vec tile: loaded into `out` before a loop (returns its
  // slot, or -1 when this choice says no), then read by the first statement
  // of the loop's body.
  int invariantTileBefore(Env &env, Stmts &out);
  void readInvariantTile(Env &body, Stmts &out, int slot);
  // Offsets of a tile of tileShape in tensor; with `out`, a paged row offset
  // may add its tensor.read there (GenKnobs::tableOffsetRatio).
  ir::ExprPtr genOffsets(Env &env, int tensor, const std::vector<int64_t> &tileShape,
                         Stmts *out = nullptr);
  int pickInTensor(ir::DataType dtype = ir::DataType::FP32, bool cube = false);

  // GenEdges.cpp: contract edges (GenKnobs "contract edges", issue 16).
  // Bounds of a pipeline loop the pass must reject: form 1 a zero step
  // (static), form 2 a negative step with a dynamic start.
  Bounds invalidStepBounds(Env &env, int form);
  // Three live 64 KiB Vec tiles (over the 910B Vec capacity), summed and
  // stored into an out tensor; nothing when the kernel has no 2-D out tensor.
  void genOverflowPrefix(Env &env, Stmts &out);
  // `old + new` of the Vec carry in `slot` (old: its iter_arg), stored into a
  // writable out tensor of the body; nothing when there is none.
  void readOldCarry(Env &body, Stmts &out, const ir::ExprPtr &old, int slot);
  // The online-softmax carry (GenKnobs::softmaxCarryRatio, GenSoftmax.cpp):
  // its [rows, 1] inits before the loop, its update in the body, and the
  // use of the final row sums after the loop.
  bool softmaxCarryFits() const;
  std::pair<ir::VarPtr, ir::VarPtr> softmaxInits(Stmts &out);
  std::pair<ir::ExprPtr, ir::ExprPtr> softmaxStep(Env &body, Stmts &out, const ir::ExprPtr &max,
                                                 const ir::ExprPtr &sum);
  void softmaxUse(Env &env, Stmts &out, const ir::VarPtr &sum);
  // A kernel holding the dbC rule's reference shape (GenKnobs::dbcMatmulKernelRatio).
  ir::FunctionPtr genDbcMatmulKernel(int index);

  // GenCrossCore.cpp: an AIC and an AIV function exchanging tiles.
  struct XcSide;
  struct XcState;
  std::vector<ir::FunctionPtr> genCrossCorePair();
  // The Group function calling both sides of a pair (GenKnobs::xcGroupRatio).
  ir::FunctionPtr groupOf(const ir::FunctionPtr &aic, const ir::FunctionPtr &aiv);
  ir::FunctionPtr genCrossCoreSide(const XcSide &side, int index);
  void xcProduce(Env &env, Stmts &out, const XcSide &side, XcState &st);
  void xcConsume(Env &env, Stmts &out, const XcSide &side, XcState &st);
  void xcNoteClassification(const XcSide &side);
  void xcPipeSetup(Stmts &out, const XcSide &side);
  ir::VarPtr sharedParam(Env &env, const std::string &name, ParamRange range);

  // GenSlots.cpp: one kernel with a loop shaped for LowerPipelineToSlots.
  ir::FunctionPtr genSlotKernel();

  // Helpers (Generator.cpp).
  // Offsets (row, 0) for a tile whose first offset is a given expression
  // with a known interval (lo >= 0); records the tensor's needed extent.
  ir::ExprPtr rowOffsets(int tensor, const ir::ExprPtr &row, Interval rows,
                         const std::vector<int64_t> &tile);
  // A store evaluated for effect (no SSA result): nothing orders two such
  // stores to one tensor for the passes, so their regions must never
  // overlap. disjointRowOffsets gives the r-th of k stores of each iteration
  // of `loop` (started at `start`) its own rows, ((i - start) * k + r) * U,
  // with U (>= every such tile's row count) the same for all k stores.
  ir::ExprPtr disjointRowOffsets(int tensor, const IndexVar &loop, int64_t start, int k, int r,
                                 int64_t unit, const std::vector<int64_t> &tile);
  void storeEval(Env &env, Stmts &out, int tensorSlot, int tileSlot, ir::ExprPtr offs);
  ir::ExprPtr call(std::string_view op, std::vector<ir::ExprPtr> args, ir::AttrList kwargs = {});
  ir::VarPtr newVar(const std::string &hint, ir::TypePtr type);
  // `hint = value` appended to out; the new var.
  ir::VarPtr assign(Stmts &out, const std::string &hint, const ir::ExprPtr &value);
  int addValue(Env &env, Value v);
  // `hint = value` emitted into `out`, its var added to `env` as a value of
  // that kind and shape; returns its slot.
  int bindValue(Env &env, Stmts &out, const std::string &hint, const ir::ExprPtr &value,
                ValKind kind, std::vector<int64_t> shape);
  void emit(Stmts &out, ir::StmtPtr s);
  // No room for `stmts` more statements in env's block: the kernel's
  // statement budget, or its lowered-size estimate (KernelCtx::lowered)
  // once they are copied env.expansion times.
  bool tight(const Env &env, int stmts) const;
  ir::TypePtr tensorType(const std::vector<int64_t> &shape,
                         ir::DataType dtype = ir::DataType::FP32);
  int newTensor(bool out, ir::DataType dtype = ir::DataType::FP32, bool cube = false);
  // A window (TensorInfo::window) of `dtype`; no choice is drawn.
  // A static In tensor of its own that nothing loads, one Vec tile's worth
  // until an access says more: a pld.DistributedTensor window, or (not
  // distributed) the local tensor a pld.tile.put copies.
  int newWindow(ir::DataType dtype, const char *name, bool distributed = true);
  // Tensor `id`'s extents: the measured ones, or any shape while measuring.
  std::vector<int64_t> measuredShape(int id) const;
  std::vector<int> valuesOf(const Env &env, ValKind kind, bool writableOnly) const;
  int weighted(const std::vector<int> &weights);
  void note(Feature f) { features_.add(f); }

  ChoiceSource &src_;
  const GenKnobs &k_;
  const SizeTable *sizes_; // null in the measuring pass
  FeatureSet features_;
  ParamRanges params_;
  // The program's pl.dynamic dims (N_DYN, M_DYN), in order of first use,
  // shared by every kernel that uses them.
  std::vector<ir::VarPtr> dynDims_;
  SizeTable measured_;
  KernelCtx *kc_ = nullptr;
  int kernelIndex_ = 0;
  int pendingInvariant_ = -1; // a kernel-start invariant tile the next loop reads
  int pendingInvalidStep_ = 0; // the next pipeline loop's invalid step form (invalidStepBounds)
  int paramCounter_ = 0;
  bool cubeLoad_ = false; // the Mat load in progress feeds Left/Right (cubeLoadTile)
};

} // namespace pipecheck::gen::detail

// Every limit and ratio of the program generator, in one value type.
//
// Ranges are inclusive. Ratios are (n, d) probabilities drawn through
// ChoiceSource::chance, so a zero choice always means "no" (the simpler
// shape). Each default carries its reason. Drivers pass a GenKnobs value in;
// nothing here is global. Changing a default changes which program a given
// seed produces, so replay seeds are only stable for one set of knobs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "properties/gen/ChoiceSource.h"

namespace pipecheck::gen {

struct IntRange {
  int64_t lo = 0;
  int64_t hi = 0;
};

// Weights of the data-movement forms (GenKnobs::dataMoveFormWeights).
// The transpose form is drawn only where the kernel's rows keep 32-byte
// alignment (8 FP32 or INT32 rows: about one Vec kernel in ten), so it
// weighs 4 there to come out near the real kernels' transpose_view : reshape
// ratio (276 : 2,133); at 1 it came out 0 times in 1,000 programs. The
// gather form weighs 3 (was 1: 0.8 gathers per 100 loads against the real
// kernels' 6.7; 3.2 at 3, seed 12, 1,000 programs).
struct DataMoveFormWeights {
  int assemble = 2, concat = 1, reshape = 8, padded = 4, createAssemble = 8, transpose = 8,
      gather = 3, transposeCopy = 2;
};

struct GenKnobs {
  // --- program shape -------------------------------------------------------
  // Kernels per program: two already exercise per-function group numbering and
  // name disambiguation; more only slows interpretation. A program has more
  // than one kernel this often.
  int maxKernels = 3;
  Ratio multiKernelRatio{1, 3};
  // An Orchestration caller exercises function calls and the per-function
  // passes skipping non-InCore bodies, and brings the callers' own ops
  // (tensor.create, tensor.dim, tensor.reshape / view of params). Every real
  // kernel has one (76 Orchestration functions in 76 kernels); at 1 in 4 the
  // generator drew tensor.create 4.8 times per 100 loads against their 33.
  Ratio orchestrationRatio{3, 4};
  // Function types and wrappers as real kernels reach the window (issue 13
  // item 6; real-kernels.md counts AIV 509, Spmd 470, Orchestration 76): a
  // Vec-only same-core kernel is typed AIV this often (else InCore); an
  // Orchestration call of an AIV kernel goes through a Spmd wrapper function
  // (called with attrs core_num, as the outliner leaves pl.spmd blocks) this
  // often; each Orchestration call sits in a `with pl.scope()` block this
  // often, of which manualScopeRatio are MANUAL.
  Ratio aivKernelRatio{2, 3};
  Ratio spmdWrapperRatio{2, 3};
  Ratio runtimeScopeRatio{1, 2};
  Ratio manualScopeRatio{1, 4};
  // A MANUAL scope ends with `tk = pl.system.task_dummy(deps=[...])` this
  // often: a task that only orders others, as real Orchestration functions
  // join the tasks of a manual scope (42 task_dummy calls, 1.8 per 100
  // loads). Its deps are the function's previous task_dummy, if any, so a
  // chain of them runs through the caller. The passes leave Orchestration
  // bodies alone; this exercises reading, printing and carrying TASK_ID
  // scalars and list-valued kwargs through every pass. Tag `task-dummy`.
  Ratio taskDummyRatio{2, 3};
  // An Orchestration caller makes a kernel's Out tensor with tensor.create
  // this often (real-kernels.md: tensor.create 752 calls, the fifth most
  // frequent op at the window), rather than taking it as a parameter; each
  // static extent of it that some parameter tensor of the caller also has is
  // read with tensor.dim this often (tensor.dim: 187 calls). A dynamic
  // extent is spelled by its pl.dynamic name: PyPTO's parser folds
  // tensor.dim of a dynamic dimension into that name (probed on the kit).
  Ratio tensorCreateRatio{3, 4};
  Ratio tensorDimRatio{1, 2};
  // Each other tensor param of an Orchestration call is passed as a
  // tensor.reshape of a caller param of another shape this often
  // (real-kernels.md: tensor.reshape 305 calls, 76 Orchestration functions):
  // a static rank-2 [A, B] as a view of the caller's [2A, B/2] or [A/2, 2B].
  Ratio tensorReshapeRatio{1, 3};
  // Or, this often (drawn first), as a tensor.slice window of a larger
  // caller param (real-kernels.md: 44 tensor.slice calls): a static rank-2
  // [A, B] as `tensor.slice(p, [A, B], [r, c])` of the caller's [A + R, B +
  // C], R in 0..3, C in {0, 8, 16}, r <= R and c <= C a multiple of 8. The
  // kernel reads and writes through the parent's strides (oracle/interp:
  // tensor.slice), InitMemRef puts the window on the parent's base at its
  // first element's byte offset. Tag `tensor-slice`.
  Ratio tensorSliceRatio{1, 14};
  // A static rank-2 tensor result of a kernel call is copied into a larger
  // Out tensor of the caller ([A + 1..3, B], at row 0..extra), `b =
  // tensor.assemble(big, r, [row, 0])`, and b returned in r's place, this
  // often: a kernel computing one block of its caller's output (real
  // kernels: 4 tensor.assemble calls, 0.2 per 100 loads; drawn a little
  // more, it was never drawn). Exact in the interpreter (ops_tensor.cpp).
  // Tag `tensor-assemble`.
  Ratio tensorAssembleRatio{1, 30};
  // A kernel call of an Orchestration caller runs once per iteration of a
  // `pl.pipeline(lo, hi + 1, stage=F)` loop this often (F drawn from
  // orchPipelineStage): the loop variable is passed for one of the kernel's
  // scalar params, over its whole range, and every Out tensor and result is
  // carried (Gen::orchLoop); a runtime scope of the call is the loop body's
  // or wraps the loop, by halves. Real kernels' Orchestration functions loop over
  // kernel calls, and LowerPipelineLoops replicates such a body, scopes and
  // Spmd wrappers included (tests/golden-kernels/cases/
  // scope_in_pipeline_body). Tag `orch-pipeline`.
  Ratio orchPipelineRatio{1, 8};
  IntRange orchPipelineStage{2, 3};
  // A rank-2 same-core kernel's tensors take a module-level dynamic first
  // dimension this often (`N_DYN = pl.dynamic("N_DYN")`, then
  // `pl.Tensor[[N_DYN, 32], pl.FP32]`: real kernels' dependent shapes). The
  // interpreter sizes it CheckInput's default (1024 rows), more than any
  // extent the generator measures, so every access stays in bounds.
  Ratio dynDimRatio{1, 4};
  // Which dependent shape such a kernel's tensors take, by weight: the rows
  // are N_DYN (choice 0); the rows are an expression of it, N_DYN * 2 (real
  // kernels print `n * pl.const(32, pl.INDEX)`); or the columns are a second
  // dynamic dim, M_DYN, so MaterializeTensorStrides' row stride is a name.
  // (The interpreter sizes N_DYN * 2 at 2048 rows and M_DYN at 1024 columns.)
  // Shapes naming a scalar *parameter* are not drawn: PyPTO's parser rejects
  // them in the window's input (NameError; real kernels get them from the
  // frontend's IR, never from text), so no generated source could carry
  // one; pipecheck reads them in snapshots (tests/golden-kernels).
  int weightDynRows = 2, weightDynRowsScaled = 1, weightDynCols = 1;
  // Statements generated per loop or branch body (before the update that
  // keeps each carry alive). Three keeps bodies readable while giving the
  // reorderer (CanonicalizeIOOrder) regions with several tiers; Mat loads and
  // moves that feed a matmul come on top.
  int maxStmtsPerBlock = 3;
  // A hard cap on generated statements per kernel, so deep nesting cannot
  // blow up; near it every block is a single simple statement.
  int maxStmtsPerKernel = 40;
  // A plain same-core kernel is drawn large this often: bodies of up to
  // largeStmtsPerBlock statements, largeStmtsPerKernel in all. Real kernels'
  // bodies hold several times the ops a three-statement body can
  // (reference/real-kernels.md: 42,572 lines in 76 kernels), and a larger
  // body gives MemoryReuse many tiles live at once and CanonicalizeIOOrder
  // long regions to sort. Reports stay readable: campaigns reduce every one.
  // maxExpansion still bounds the lowering; 8 and 120 lowered some programs
  // past generated_size_test's 6,000 statements.
  Ratio largeKernelRatio{1, 8};
  int largeStmtsPerBlock = 6;
  int largeStmtsPerKernel = 90;
  // Loop nesting (all loop kinds) and pipeline nesting. The issue asks for
  // nested pipelines up to depth 3; one extra level lets a pl.range wrap them.
  int maxLoopDepth = 4;
  int maxPipelineDepth = 3;
  // Upper bound on the product of the maximum trip counts along any loop
  // nest, so a generated program interprets in well under a millisecond.
  int64_t maxNestIterations = 1500;
  // Upper bound on the product of body copies along any pipeline nest after
  // LowerPipelineLoops: a static loop copies its body F + trip % F times
  // (at most 2F - 1), a dynamic one F + F(F-1)/2 times (main loop plus the
  // remainder cascade), so three nested dynamic loops with F = 8, 4, 6 make
  // 36 * 10 * 21 = 7560 copies (a 28-line program lowering to 39,848 lines).
  // 64 still allows F = 8 dynamic inside a static F = 2 loop, or three nested
  // F = 2 loops, and with maxStmtsPerKernel keeps a lowering to a few
  // thousand statements (tests/properties: generated_size_test).
  int64_t maxExpansion = 64;
  // Upper bound on a kernel's lowered size, estimated as the statements
  // generated in each block times that block's body copies (KernelCtx::
  // lowered): near it, blocks get one simple statement (Gen::tight), as
  // near maxStmtsPerKernel. maxExpansion alone bounds copies, not the
  // statements copied: a 40-statement budget spent inside one F = 8 dynamic
  // loop (36 copies) lowered past 7,000 statements once the real kernels'
  // per-load reshapes, paged reads and data-move forms were drawn more often
  // (tests/properties: generated_size_test). 1,500 until 2026-12-07 night,
  // when the estimate began to count what a loop body gets after its block
  // (carry updates, array and tensor writes, softmax steps: they were
  // counted at the enclosing block's expansion) and the rates drew larger
  // forms; 1,200 keeps the test's largest snapshots at 4,647 statements
  // (default knobs, 750 programs) and 6,315 (every kernel large).
  int64_t maxLoweredPerKernel = 1200;
  // Out tensors per kernel: two distinct carries show iter_args threading in
  // a different order than the yields; three adds nothing new.
  int maxOutTensors = 2;
  // Distinct In tensors per kernel (loads pick one or make a new one).
  int maxInTensors = 3;
  // An out tensor is declared pl.InOut (its initial contents matter) this
  // often instead of pl.Out.
  Ratio inoutRatio{1, 6};

  // --- loops ---------------------------------------------------------------
  // Stage factor F; 1 is the marker case, 8 the largest the golden cases use.
  IntRange stage{1, 8};
  // A pipeline takes F = 2 outright this often (when it fits) before the
  // uniform draw over the allowed stages: stage=2 is 742 of the 779 real
  // pipelines (reference/real-kernels.md).
  Ratio stage2Ratio{1, 3};
  // Step magnitude: 1 is the common case, 2..4 make trip ceil-divisions and
  // iteration-unit remainders differ from index units.
  IntRange step{1, 4};
  // Negative static steps are supported only for static bounds (the pass
  // rejects dynamic ones); they exercise direction-aware trip counts.
  Ratio negStepRatio{1, 6};
  // Largest static start (offsets are shifted so any start stays in bounds).
  int64_t maxStaticStart = 6;
  // A generated loop inside a body is a pl.range (vs a pipeline) this often;
  // non-pipeline loops inside and around pipelines are common in real code.
  // (Phrased as the range ratio so the zero choice gives a pipeline.)
  Ratio rangeInBodyRatio{1, 3};
  // The kernel's forced pipeline is wrapped in a pl.range this often.
  Ratio rangeAroundRatio{1, 5};
  // Static and dynamic bounds are the pass's two code paths: choose each
  // dynamic form with these weights (static, dyn stop, dyn start, dyn both,
  // outer-index). Outer-index bounds need an enclosing loop.
  // Real kernels use constant bounds in 756 of 779 pipelines; the dynamic
  // forms stay frequent here because they are the pass's harder path.
  int weightStatic = 7, weightDynStop = 2, weightDynStart = 1, weightDynBoth = 1,
      weightOuterIndex = 2;
  // A dynamic-stop loop reuses an existing bound parameter this often, so two
  // loops share one runtime trip count.
  Ratio reuseParamRatio{1, 3};
  // Multiples of F used for large trip counts (k in trip = kF, kF +- 1, and
  // for the maximum of dynamic ranges).
  int maxTripMultiple = 3;
  // pipeline_double_buffer_c on a pipeline loop (changes Acc tagging and the
  // reorder key); pipeline_overlap_stores=False (changes the store tier).
  Ratio doubleBufferCRatio{1, 5};
  Ratio overlapStoresFalseRatio{1, 10};
  // Carries per loop. Several at once make the clone chains interleave.
  int maxIterArgs = 3;
  // A carried value the body did not change is updated before the yield
  // unless this fires (an unchanged carry is legal but rarely interesting).
  Ratio keepUnchangedCarryRatio{1, 8};
  // Range of the scalar params that seed scalar carries (s0 in the corpus).
  IntRange scalarParamRange{-3, 3};
  // Reversed dynamic ranges (stop < start for some param values). The source
  // runs zero iterations; the real pass's cascade may not. Off by default:
  // such inputs need a decision on whether they are in the contract.
  Ratio reversedDynRangeRatio{0, 1};

  // --- statements ----------------------------------------------------------
  // Weights of the statement kinds inside a block; 0-index (scalar) is the
  // simplest, loops and ifs the most complex.
  int weightScalar = 2, weightVecLoad = 3, weightVecCompute = 3, weightStore = 3,
      weightMatmul = 2, weightLoop = 1, weightIf = 1;
  // Kinds of loop carries (tensor first: the InOut threading is the point),
  // each either existing state or new state made just before the loop.
  int weightCarryTensor = 4, weightCarryScalar = 3, weightCarryVec = 2, weightCarryAcc = 2;
  // Nesting of ifs inside ifs (loops bound their own nesting).
  int maxIfDepth = 2;
  // If/else with merged return vars vs a plain if without else.
  Ratio ifNoElseRatio{1, 6};
  // An index term of an offset is subtracted (a reversed walk) this often.
  Ratio negativeIndexCoeffRatio{1, 8};
  // Largest extent of a tensor dimension (2-D, 1-D): offsets shrink their
  // coefficients, then fall back to constants, to stay inside. Keeps every
  // tensor at most 64K elements so inputs are cheap to fill and compare.
  int64_t maxTensorDim = 256;
  int64_t maxTensorDim1D = 1024;

  // --- tiles ---------------------------------------------------------------
  // Vec tile rows and columns: small so interpretation is fast, several sizes
  // so tensors of different shapes meet.
  IntRange vecRowsLog2{0, 3};  // 1..8 rows
  IntRange vecColsLog2{3, 5};  // 8..32 columns
  // Matmul dims M, K, N in {8, 16}.
  IntRange mmDimLog2{3, 4};
  // A kernel does matmul work at all this often (it needs Mat loads, moves
  // and Acc tiles; the rest is Vec).
  Ratio matmulKernelRatio{1, 3};
  // Use tile.extract (instead of tile.move) to feed Left/Right this often
  // (real kernels: extract 34 per 100 loads, move 11; at 1 in 3 the
  // generator drew 11 and 22).
  Ratio extractRatio{2, 3};
  // A new accumulator made by tile.matmul takes 1..maxKSplit tile.matmul_acc
  // onto it right away this often: a K split unrolled, as the real kernels
  // chain them (matmul_acc 421 calls against matmul 299; the generator drew
  // 3.5 matmul_acc per 100 loads against their 18; 8.0 with at most two,
  // 8.9 with three). Tag `k-split`.
  Ratio kSplitRatio{2, 3};
  int maxKSplit = 3;
  // Rank-1 tensors (Vec-only kernels) this often; most golden cases are 2-D.
  Ratio rank1Ratio{1, 6};

  // --- program kinds -------------------------------------------------------
  // The first decision of a program: same-core kernels (the original shape;
  // choice 0), one slot-shaped kernel (LowerPipelineToSlots' gates, taken or
  // declined), or a cross-core pair (an AIC and an AIV function whose
  // pipeline loops exchange tiles; SkewCrossCorePipeline's skew and demote
  // paths). Weights give about 65% / 15% / 20%.
  int weightSameCoreProgram = 13, weightSlotProgram = 3, weightCrossCoreProgram = 4;

  // --- cross-core ----------------------------------------------------------
  // Largest static trip of a cross-core loop (both sides run the same trip;
  // 8 lets F = 5 reach depth 4) and of the shared dynamic trip parameter.
  int64_t xcMaxTrip = 8;
  int64_t xcMaxDynTrip = 6;
  // Dynamic bounds (demoted) this often.
  Ratio xcDynamicRatio{1, 6};
  // A producer-first side carries a scalar address (recomputable: skewed)
  // or a tile / tile.read scalar (not recomputable: demoted) into its
  // consumer this often each.
  Ratio xcScalarCarryRatio{1, 4};
  Ratio xcOpaqueCarryRatio{1, 6};
  // The consumer stores with an EvalStmt into the out param (no iter_args).
  Ratio xcNoIterArgRatio{1, 4};
  // The AIV function continues with a same-core pipeline loop.
  Ratio xcSameCoreAfterRatio{1, 5};
  // Of the 10 weights of the pair's per-iteration event orders (4 of them
  // both-skewable), this many make a one-way pair instead: one side's loop
  // only pushes, the other's only pops (real kernels' commonest cross-core
  // shape: the cube computes, the vector post-processes; or the vector
  // prepares tiles the cube multiplies). Such a body has no
  // tpush/tpop pair, so SkewCrossCorePipeline leaves an F > 1 loop Pipeline
  // and LowerPipelineLoops and CanonicalizeIOOrder see the cross-core ops
  // (0..4; taken from the both-skewable weight, so other programs' streams
  // do not move).
  int xcOneWayWeight = 1;
  // The consumer releases each popped slot after its last use
  // (`pl.system.tfree_to_aic(g, split=0)` after the op that reads g; on the
  // AIC side `tfree_to_aiv` after the move to Left) this often. Real kernels
  // reach the window with a tfree for every tpop (StampTfreeSplit runs just
  // before it; real-kernels.md: 165 + 55 of each).
  Ratio xcFreeRatio{3, 4};
  // Each side opens with the pipe set-up ExpandMixedKernel leaves there
  // (real kernels: 54 aic/aiv_initialize_pipe each, 79 reserve_buffer and
  // import_peer_buffer), this often: the consumer of a direction reserves
  // its slot buffer (`system.reserve_buffer`, slot_num x slot_size bytes of
  // Vec on the AIV side, Mat on the AIC side), the producer imports it, and
  // `system.aic/aiv_initialize_pipe(c2v, v2c, dir_mask=.., slot_size=..,
  // slot_num=2)` names both (`pl.const(0, pl.INT32)` for a direction not
  // used). MemoryReuse and AllocateMemoryAddr then place every tile of that
  // space above the reserved bytes. Drawn after every other choice of the
  // pair. Tag `xc-pipe-setup`.
  Ratio xcPipeSetupRatio{3, 4};
  // The pair is called through a Group function (type Group, level
  // CORE_GROUP: it calls the AIC side, then the AIV side, and returns both
  // results), itself called by an Orchestration function, this often: how
  // the outliner leaves a mixed kernel (real-kernels.md counts 55 Group
  // functions in 76 kernels). The passes must leave the group alone; the
  // oracles still co-schedule the pair (interp::entryFunctions). Drawn after
  // every other choice of the pair, so it only appends functions.
  Ratio xcGroupRatio{1, 2};

  // --- slot-shaped loops -----------------------------------------------------
  // Weights of the slot loop's variants: slottable (choice 0), then each
  // decline of LowerPipelineToSlots (load stored directly, load as a nested
  // loop's init, load yielded, step 2, start not a multiple of F, F > 16,
  // F slots over the 910B Vec capacity).
  int weightSlotTaken = 10, weightSlotStored = 1, weightSlotNestedInit = 1,
      weightSlotYielded = 1, weightSlotStep2 = 1, weightSlotMisaligned = 1,
      weightSlotFOver16 = 1, weightSlotCapacity = 1;
  // A slottable loop (F in 2..4) nested in a pl.pipeline the planner declines
  // (step 2, two iterations): the inner loop must not be slotted either (NB
  // §6.1 step 3, §6.3, PTOAS#1118). Last in the variant order so the other
  // variants keep their choice values.
  int weightSlotUnderDeclined = 2;
  // Stage factor of a slot-shaped loop (the pass's kMinSlots..kMaxSlots).
  IntRange slotStage{2, 16};
  // The slot kernel is an AIV function (else InCore) / loads Mat tiles for a
  // matmul / loads a second tile this often.
  Ratio slotAivRatio{1, 3};
  Ratio slotMatRatio{1, 4};
  Ratio slotTwoLoadsRatio{1, 3};

  // --- loop-invariant tiles (issue 16) ---------------------------------------
  // A loop is preceded by a Vec tile load that its body reads first thing,
  // this often: real kernels read bias / scale tiles inside loops, and
  // MemoryReuse must keep such a tile live to the loop's end (on since the
  // second round of issue 16: it was 0/1, leaving reuse-no-loop-extension to
  // the zoo alone).
  Ratio invariantTileRatio{1, 4};

  // --- contract edges judged once only on hand-written programs (issue 16) -----
  // Each shape below exercises a contract clause the generator did not reach
  // before (docs/contracts.md rows 28, 61, 66, 55, 59, 60); gen --stats tags
  // them. All are on: the faithful passes handle each (an invalid step or an
  // overflow is a clean error the contract asks for, judged by clean-errors).
  //
  // A same-core program's first kernel's forced pipeline gets a step the pass
  // must reject (LPL §2, §4.3), this often, and then F = 2 (a marker loop is
  // never lowered, so it never errors): a zero step (static bounds) or a
  // negative step with a dynamic start, by weight. The whole pipeline then
  // stops with LowerPipelineLoops' InternalError; the source itself is
  // outside the interpreter's contract for a zero step (it never ends), so
  // tests that run sources skip Feature::ZeroStep programs. Rare: such a
  // program checks one clause only.
  Ratio invalidStepRatio{1, 40};
  int weightZeroStep = 1, weightDynNegStep = 1;
  // A Vec-only same-core kernel works on [1, 8] tiles loaded from an FP16
  // tensor this often: 16-byte tiles, so allocate_memory_addr's 32-byte
  // alignment of every slot is visible (every FP32 tile is a multiple of 32
  // bytes). BF16 / FP16 loads of one-row, eight-column tiles make the shape
  // rarely without it.
  Ratio smallFp16TileRatio{1, 12};
  // A same-core kernel starts with three [64, 256] FP32 Vec tiles live at
  // once (3 x 64 KiB > the 910B's 184 KiB Vec), summed and stored, this
  // often: the capacity ValueError of allocate_memory_addr (MR §10) must be
  // raised. Rare, for the same reason as invalidStepRatio.
  Ratio vecOverflowRatio{1, 40};
  // After a loop body updates a Vec carry, it reads the carry's old value
  // (the iter_arg) once more, adding it to the new one and storing the sum
  // into a carried out tensor, this often: MaterializeSemanticAliases must
  // not retarget the update onto the carry's buffer (MR §3).
  Ratio oldCarryReadRatio{1, 3};
  // A same-core program gets one more kernel, this often: the reference shape
  // of the dbC rule (MR §8, NB §8.4 step 8; docs/contracts.md rows 42, 57):
  // a top-level static pl.pipeline(k*F, stage=F) with F in [3, 6] and
  // pipeline_double_buffer_c whose body multiplies fresh operands into Acc
  // and stores the result. CanonicalizeIOOrder must rotate the F clones'
  // Acc stages mod 2 so MemoryReuse plans exactly two Acc buffers; with F = 2,
  // an in-place matmul_acc, a partial tail or an enclosing loop (what the
  // ordinary draws give) the rule is not judged, so a slip there survived
  // 400-program campaigns. Drawn after every other choice of the program, so
  // it only appends: no other program of a seed changes. Not drawn where
  // the knobs leave no room for it (maxKernels, matmulKernelRatio, stage, step). Real kernels never
  // set dbC (reference/real-kernels.md); this is a contract edge.
  Ratio dbcMatmulKernelRatio{1, 16};

  // --- ops from the op table (issue 13 item 6) --------------------------------
  // A Vec compute statement first draws an op family, then one op of that
  // family from the op table (core/ir/ops.def) whose argument schema fits
  // (Gen::tableOps): the generator keeps no op list of its own, so an op added
  // to the table is drawn without touching the generator. Weights follow the
  // op counts of the 76 real kernels (reference/real-kernels.md): tile-tile
  // binaries (add, mul, sub, maximum, div: ~1,600 calls) ahead of
  // tile-scalar ones (muls, adds, subs, ...: ~900), row/col-expand ops
  // (~950, each here preceded by the reduction that feeds it, row_sum /
  // row_max: ~340), unary math (exp, recip, neg, sqrt, ...: ~600), a cast
  // round trip through a narrow float (cast: 1,114 calls, most next to loads
  // and stores, see loadDtype / outDtype below), expands (rare). Choice 0 is a
  // tile-scalar op, the simplest. Rank-1 kernels skip the row/col families.
  // Per 100 loads (seed 12, 1,000 programs) with binary 8, row 7, col 5 and
  // the data moves at 18 (before 2026-12-07 night) -> with these: add 13 ->
  // 14 (real 22), mul 9.4 -> 10 (21), row_expand_mul 4.8 -> 8.1 (17),
  // col_expand_mul 5.5 -> 8.4 (16), reshape 47 -> 54 (93), tile.create 27
  // -> 36 (56), slice 16 -> 22 (35). Generated kernels stay load-heavy: their
  // Mat, slot and cross-core loads have no Vec compute of their own.
  int weightOpScalarBinary = 5, weightOpBinary = 10, weightOpUnary = 3, weightOpRowReduce = 12,
      weightOpColReduce = 7, weightOpCastRoundTrip = 2, weightOpExpands = 1;
  // A select (2-D kernels, tag `select`): `m = tile.cmp(lhs, other,
  // cmp_type=k)` or `tile.cmps(lhs, s, cmp_type=k)`, a packed UINT8 bit
  // mask of another shape than its operands ([R, 32] bytes, valid [R,
  // ceil(C/8)]), then `tile.sel(m, lhs, other, tmp)` or `tile.sels(m, lhs,
  // tmp, s)` with a scratch tile.create. Real kernels call cmp, cmps, sel
  // 8 times in all (0.3 per 100 loads); drawn somewhat more than that (about
  // 2 per 100 loads) because a mask's odd shape and a four-operand op with a
  // scratch tile are what MemoryReuse and InitMemRef size and share. The
  // interpreter runs them uninterpreted (their values a hash of their
  // inputs, scratch excluded), and verdicts say so.
  int weightOpSelect = 1;
  // A sort (one-row FP32 kernels, tag `sort`): `ix = tile.ci(0, [1, C])`,
  // `s = tile.sort32(lhs, ix)` (value and index pairs, [1, 2C]), then
  // `tile.gather_mask(s, mask_pattern=1)` takes the values back out ([1, C]),
  // as top-k routing kernels sort scores (real kernels: sort32 11 calls,
  // gather_mask 13, 0.5 per 100 loads). A result of twice the operand's
  // width, then one that never takes its input's buffer (flag `fresh`):
  // more for InitMemRef and MemoryReuse to size. tile.ci fills one row
  // only (PyPTO's rule), hence one-row kernels. Uninterpreted, as selects.
  int weightOpSort = 1;
  // The sorted pairs go through tile.mrgsort_format1(srt, 64) (a merge of
  // the sorted runs; block_len a multiple of 64, PyPTO's rule) before
  // gather_mask this often: real kernels call it 24 times against 11
  // sort32s. Its result never takes its input's buffer (flag `fresh`,
  // tests/passes_memory/real/mrgsort_fresh.py). Uninterpreted, as sorts.
  // Tag `mrgsort`.
  Ratio mrgsortRatio{2, 3};
  // The merge is tile.mrgsort_format2 instead, drawn against format1 by the
  // table's calls (7 against 24, plus opCallsFloor): the two halves of the
  // sorted pairs (tile.slice) merged through a scratch tile.create, the
  // variadic op's last argument (flag scratchlast). Tag `mrgsort2`.
  // After gather_mask, the values are scattered into a zero tile.full this
  // often: `tile.scatter_mask(z, h, mask_pattern=1 or 2)`, h the first half
  // of the values (the real kernels' top-k scatter: 4 calls against 11
  // sort32s). scatter_mask writes z in place (its result aliases it), so
  // InitMemRef and MemoryReuse must give the result z's buffer.
  // Uninterpreted, as sorts. Tag `scatter-mask`.
  Ratio scatterMaskRatio{1, 2};
  // The reduction that feeds a row/col-expand is an arg reduction
  // (tile.row_argmax, tile.col_argmin, ...: INT32 indices, with a scratch
  // tile.create) this often; a float kernel casts the indices to its dtype
  // before the expand. Real kernels call row_argmax 14 times (top-k
  // routing); the generator drew none. Tag `arg-reduce`.
  Ratio argReduceRatio{1, 8};
  // The op of a family is drawn by the table's calls=N (how often the real
  // kernels call it: muls 499 against adds 227, row_expand_mul 382 against
  // row_expand_add 1) plus this floor, so an op the real kernels never call
  // is still drawn now and then. Drawn uniformly before, row_expand_mul and
  // col_expand_mul came out 3 and 4 times in 500 programs against 8-11 for
  // each of their siblings; at a floor of 25 row_expand_mul still came out
  // no more often than row_expand_sub.
  int opCallsFloor = 15;
  // Data movement on a Vec value (real kernels: reshape ~2,100 calls, slice
  // ~800, assemble ~430, transpose_view ~280, concat ~50; tile.create
  // ~1,300): two half-width slices concatenated, a reshape to another row
  // width with a scalar op on it and back, a slice assembled into a
  // tile.full, two halves assembled into a tile.create, a scalar op on a
  // transpose view and back, or a tile.gather (gather ~150 calls). Each
  // keeps the kernel's Vec shape, so it composes with every other step;
  // drawn only where the halves, the reshaped rows and the transposed rows
  // stay 32-byte aligned.
  int weightOpDataMove = 30;
  // A compute statement continues on its result this often, up to
  // maxComputeChain more ops (GenStmts.cpp, tag `compute-chain`): the real
  // kernels call about 1.8 elementwise, expand and reduction ops per
  // tile.load (add 22, muls 22, mul 21, row_expand_mul 17 ... per 100
  // loads), the generator drew about 0.5 with one op per statement. (2 in
  // 3, up to 4, until 2026-12-07 night.)
  Ratio computeChainRatio{3, 4};
  int maxComputeChain = 5;
  // Each data-movement form's weight, about as often as real kernels call its
  // main op (reshape 2,133, create 1,287, assemble 433, transpose_view 276,
  // set_validshape + fillpad 291, gather 154, concat 49). The forms were
  // drawn uniformly before, which put reshape at 14 calls in 300 programs
  // against 1,514 loads (real kernels: 2,133 against 2,304).
  DataMoveFormWeights dataMoveFormWeights;
  // The padded form's valid column count is a runtime value this often
  // (`vc = iv % C + 1`, iv a non-negative loop var: the tail of a
  // sequence, as real kernels mask it), and its pad value then zero, min
  // or max (PadValue.min meets tile.maximum: a masked row max). Tag
  // `validshape-dynamic`.
  Ratio dynamicValidRatio{1, 2};
  // The padded form's result is restored to its full valid shape
  // (`tile.set_validshape(r, R, C)`) this often: real kernels call
  // set_validshape 215 times against 76 fillpads. When a carry yields it,
  // MaterializeSemanticAliases retargets its input and the view follows
  // (tests/passes_memory/real/validshape_yield_retargets.py). Tag
  // `validshape-restore`.
  Ratio validRestoreRatio{2, 3};
  // A Vec-only same-core kernel computes on INT32 instead of FP32 this often
  // (real kernels name INT32 6.4k times: indices, quantised values): its
  // loads read INT32 (or INT8, cast up) tensors, scalar operands are small
  // positive integers, and ops come from the same families minus the
  // table's floatonly ops (exp, sqrt, ...) and divisors (an integer zero
  // divisor traps), plus its intonly ones (shifts, ands, ors); a float
  // kernel never draws intonly ops. Integer elements wrap to their width
  // (oracle/interp/ops_elementwise.cpp). Tag `int-compute`.
  Ratio intComputeRatio{1, 8};
  // Ops an integer kernel leaves out besides those: tile.not (PyPTO wants
  // INT16 or UINT16 tiles; it is variadic in the table, so never drawn anyway).
  std::vector<std::string> intExcludedOps{"tile.not"};
  // Table ops a driver leaves out on purpose (default none), each with its
  // reason at the driver: `gen --agree` names the ops whose buffer rule
  // pipecheck's MemoryReuse does not model yet.
  std::vector<std::string> excludedOps;
  // Element dtypes of a same-core kernel's In tensors for Vec loads (weights
  // FP32, BF16, FP16; real kernels name FP32 23k times, BF16 6.6k, FP16 114):
  // a narrow load is cast to FP32 right after it, as real kernels do before
  // computing. Compute stays FP32 (PyPTO restricts many ops on BF16: div,
  // log, sin, row_expand_*, row_min ...).
  int weightLoadFP32 = 6, weightLoadBF16 = 3, weightLoadFP16 = 1;
  // Element dtype of each out tensor of a Vec-only kernel (FP32, BF16, FP16,
  // INT8, INT32; INT32 6.4k and INT8 1.5k in real kernels, as quantised
  // outputs and indices): a Vec tile is cast to it just before its store.
  // Matmul kernels keep FP32 outs (an Acc tile stores as FP32; tile.cast is
  // Vec-only).
  int weightOutFP32 = 8, weightOutBF16 = 4, weightOutFP16 = 1, weightOutINT8 = 1,
      weightOutINT32 = 1;
  // Dtype of the Mat loads that feed Left/Right in a matmul kernel (FP32,
  // BF16: real matmul chains take BF16 operands into an FP32 accumulator).
  // Accumulator seeds (tile.extract into Acc) always load FP32.
  int weightCubeFP32 = 1, weightCubeBF16 = 1;
  // The rounding mode kwarg of a float-to-narrower cast is drawn this often
  // (else left out: PyPTO's default, 'round'); a drawn mode is any of the
  // seven (none, rint, round, floor, ceil, trunc, odd).
  Ratio castModeRatio{1, 2};
  // A float kernel's scalar op takes its scalar from tile.read(other, [r,
  // c]) this often (real kernels: 125 reads, mostly a scale or a max fed
  // back into the vector ops).
  Ratio readScalarRatio{1, 4};
  // A driven first offset adds `blk * R` (blk = tile.get_block_idx(), R the
  // tile's rows) this often, the real kernels' per-block addressing (567
  // calls); blk is 0 in the interpreter (one block), so the extents are
  // those of the offset without it.
  Ratio blockIdxRatio{1, 2};
  // In an AIV kernel that index is tile.get_subblock_idx() this often.
  Ratio subblockIdxRatio{1, 3};
  // A same-core kernel's dynamic stop is read from a tensor this often:
  // `n0: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [c])` first in the body,
  // start 0 (tag tensor-read-stop; real kernels take sequence lengths so:
  // 988 tensor.read calls at the window). The interpreter fills an INT32
  // tensor with 0..7 (oracle/interp/random.cpp, fillSmallValues), which
  // tensorReadMax mirrors: the trip count is at most ceil(7 / step).
  Ratio tensorReadStopRatio{1, 3};
  int64_t tensorReadMax = 7;
  // A driven first offset of a plain kernel's load or store also adds
  // `pg * R`, pg = pl.tensor.read(lens, [iv % 4]) read in the body just
  // before (iv a non-negative loop var or param), this often: the block
  // tables real kernels page through (988 tensor.read calls at the window,
  // most of them not loop stops). pg is 0..tensorReadMax, as for stops.
  // (2 in 3 until 2026-12-07 night: tensor.read 23 per 100 loads, now 27;
  // real 43.)
  Ratio tableOffsetRatio{3, 4};
  // A 2-D Vec load is used through views of its buffer this often:
  // `lv = tile.reshape(t, [2R, C/2])`, then back to `[R, C]`, where the
  // half rows stay 32-byte aligned. Real kernels reshape nearly every
  // loaded tile (tile.reshape 2,133 calls against 2,304 tile.load), and a
  // view shares its source's buffer: MaterializeSemanticAliases and
  // MemoryReuse must keep the loaded buffer alive through the chain.
  Ratio loadReshapeRatio{3, 4};
  // A vec-load statement of a plain kernel without matmul (2-D, even row
  // count) is made by two tile.gather_row calls this often instead (tag
  // gather-row): a created tile, the window's first half of rows written at
  // [0, 0], its second at [R/2, 0], from the offsets the load would read (a
  // paged gather: real kernels call tile.gather_row 20 times, 0.9 per 100
  // loads). The halves write every element, so the created tile's contents
  // never show.
  Ratio gatherRowRatio{1, 30};
  // An In tensor of a static rank-2 plain kernel is read through a DN view
  // this often: the param holds the transposed shape [B, A] and the body
  // opens with `xt = pl.tensor.view(x, [A, B], layout=pl.TensorLayout.DN)`
  // (type `pl.TensorView(stride=[1, A], layout=pl.TensorLayout.DN)`), the
  // K-major weight of real kernels; every load of that tensor goes through
  // the view's strides (oracle/interp: TensorObject::strides). Tag `dn-view`.
  Ratio dnViewRatio{1, 16};
  // An In tensor of a plain kernel (not a DN view) is typed
  // `pld.DistributedTensor[...]` this often, in the kernel and in its
  // Orchestration caller: a window of a cross-rank buffer, which real
  // distributed kernels load from as from any tensor (reference/
  // real-kernels.md: 80 pld.* calls; the golden `dist_tensor`). The
  // caller never slices or reshapes one (plainRank2). Tag `dist-tensor`.
  Ratio distributedInRatio{1, 16};
  // After a Vec tile.store in a plain kernel: the stored tile is also
  // written into a window of its own (`win: pld.DistributedTensor`, an In
  // param never loaded) with `pld.tile.remote_store(t, win, 0, offsets)` this
  // often, and the write signalled with `pld.system.notify(sig, 0, [0, k],
  // 1, op=0)` notifyRatio of those times; an all-core barrier
  // `pl.system.syncall()` follows the store syncallRatio of the time
  // (Gen::remoteStore). Real kernels: 80 pld.* calls (remote_store 3, put 5,
  // notify 6, wait 6, the rest windows and sizes) and 9 syncall in 2,304
  // loads; drawn more often than that so campaigns meet them. Tags
  // `remote-store`, `notify`, `syncall`.
  Ratio remoteStoreRatio{1, 24};
  Ratio notifyRatio{1, 2};
  Ratio syncallRatio{1, 48};
  // After such a remote store, waitRatio of the time, a handshake on a
  // flag window of its own: `pld.system.notify(flag, 0, [0, k], V, op=1)`
  // (NotifyOp.Set) then `pld.system.wait(flag, [0, k], V, cmp=1)` (WaitCmp.Ge),
  // V in 8..15, above every seeded slot value (0..7), so the wait holds
  // after the set and never before it: a pass that hoists the wait above
  // the set deadlocks and the interpreter traps ("waits forever"). After a
  // Vec store, putRatio of the time, `pld.tile.put(win, 0, loc, st)` copies
  // an In tensor of its own into a window of its own through a Vec staging
  // tile `st = pl.tile.create(...)` (ConvertTensorToTileOps' form of
  // pld.tensor.put). Tags `wait`, `put`.
  Ratio waitRatio{1, 2};
  Ratio putRatio{1, 40};
  // The Orchestration caller is a HOST-level orchestrator this often
  // (`@pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)`, the
  // only place PyPTO's parser reads the two host-only ops) that makes every
  // static window it hands a kernel: `ws = pld.system.world_size()`, `buf
  // = pld.tensor.alloc_window_buffer(ws * BYTES)`, `w = pld.tensor.window(
  // buf, shape, dtype=...)` (12, 12 and 3 calls in the real kernels). Such
  // a window is the orchestrator's own, so a kernel's writes into it are
  // not observed: drawn only where a kernel has a window. Tag `host-windows`.
  Ratio hostWindowsRatio{1, 4};
  // A same-core kernel's pipeline loop carries a scalar array this often
  // (tag array-carry; 1,348 array.* calls at the window): `arr =
  // pl.array.create(4, dtype=pl.INDEX)` before the loop, carried as an
  // iter_arg; the body reads `k = pl.array.get_element(a, i % 4)` first,
  // may use k (0 or 8) in its offsets, and ends with `a_1 =
  // pl.array.update_element(a, (i + 1) % 4, i % 2 * 8)` (8 is
  // arrayItemMax), so each iteration reads what an earlier one wrote. An
  // array is updated in place (every name of it sees the update, as on the
  // device), so a carry left unthreaded changes nothing (the zoo's
  // iter-args-not-threaded stays bit-identical on it); what it exercises is
  // reading and printing array carries as PyPTO does, and order: a pass that
  // hoisted a clone's get_element above the previous clone's update_element
  // (the carry is their only edge) would change the result.
  // The body reads a second item, `k_1 = pl.array.get_element(a, (i + 2) %
  // 4)`, and writes a second, `a_2 = pl.array.update_element(a_1, (i + 3) %
  // 4, (i + 1) % 2 * 8)`, arraySecondAccessRatio of the time: the real
  // kernels read and update an array several times per array.create (get
  // 23, update 30, create 5.2 per 100 loads); with one access each the
  // generator drew 13 of each. Tag `array-carry-2`.
  Ratio arrayCarryRatio{1, 2};
  Ratio arraySecondAccessRatio{2, 3};
  // A pipeline loop of a plain FP32 kernel (rows > 1) carries an online
  // softmax this often (tag `softmax-carry`): a running row max and row sum
  // ([rows, 1] tiles seeded by tile.full) updated from a Vec tile of the
  // body as attention kernels do (row_max into tile.maximum, tile.exp of the
  // max's change, row_expand_sub, row_sum, mul and add), and the final sums
  // divide a tile after the loop (row_expand_div) that is stored. The row
  // sum starts at 1, so a zero-trip loop divides by 1. Reduction results
  // were only consumed at once before: none was carried.
  Ratio softmaxCarryRatio{1, 4};
  int64_t arrayItemMax = 8; // the items stored: 0 or this
  // A same-core kernel's top-level pipeline loop writes scalars into an INT32
  // out tensor this often (tag tensor-write; 599 tensor.write calls at the
  // window): `cnt: pl.Out[pl.Tensor[[4], pl.INT32]]`, a parameter carried
  // by the loop, gets `c_1 = pl.tensor.write(c, [i % 4], pl.cast(i,
  // pl.INT32))` last in the body and is returned, so the last iteration
  // to write each item decides what the kernel returns. One per kernel;
  // top-level loops only (the kernel returns the loop's result). A second
  // write, `c_2 = pl.tensor.write(c_1, [(i + 2) % 4], pl.cast(i + 1,
  // pl.INT32))`, follows tensorSecondWriteRatio of the time: two writes per
  // iteration whose items later iterations overwrite, so a pass that
  // reorders them against each other or across clones changes what is
  // returned (real kernels: 26 tensor.write per 100 loads; one write per
  // kernel drew 8). Tag `tensor-write-2`.
  Ratio tensorWriteRatio{3, 4};
  Ratio tensorSecondWriteRatio{2, 3};
  // A Vec compute result gets one element overwritten in place
  // (tile.write) this often (Gen::writeElement); inside a pipeline body at
  // the second ratio, off by default: the real CanonicalizeIOOrder sinks
  // such a write below its readers, a known finding
  // (corpus/finding_element_write_moved_after_reader.py).
  Ratio writeElementRatio{1, 8};
  Ratio writeElementInPipelineRatio{0, 1};
  // A col-expand op's row is an index row (tile.ci(k, [1, C]), cast to the
  // compute dtype) instead of a column reduction this often (94 ci calls in
  // the real kernels).
  Ratio ciRowRatio{1, 3};
  // A kernel's carried Vec state starts from tile.full (a zero or constant
  // tile, as real accumulators do: 591 tile.full calls, 1,613 loops with
  // init_values) instead of a load this often, inside a pipeline body too:
  // LowerPipelineLoops tags such a tile.full with pipeline_membership, as
  // the real pass does (gen --agree --impl pypto seed 31, N=200, at 3 in 4:
  // 186/186 identical, 9 programs with a tagged tile.full). Until
  // 2026-12-06 it was drawn outside pipelines only, for a model gap since
  // closed.
  Ratio fullInitRatio{1, 2};
};

} // namespace pipecheck::gen

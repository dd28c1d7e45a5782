// The op registry: the only global in pipecheck.
//
// One entry per PyPTO op (all 312 of reference/pypto-ops.tsv), read from the
// data table core/ir/ops.def (one PC_OP row per op; seeded from the tsv by
// scripts/gen_op_table.py, maintained by hand). A row says:
//   NAME       the IR op name ("tile.row_sum")
//   FAMILY     the op's family (OpFamily): selects its result-type rule here
//              and its semantics in oracle/interp, and the role flags
//   ARGS       the IR positional args, "name:K" with K = T tile, N tensor,
//              S scalar, L list, A any; "?" marks a trailing optional arg
//              ("name:K?=other": when left out, a copy of arg `other`, as
//              tile.load's valid_shape; "name:K@T": an integer literal there
//              is typed T, a dtype or the dtype kwarg named T, or when T
//              names an earlier arg any constant there takes that arg's
//              element type, as tile.sels' scalar@src; "name:K!": a
//              number literal only, in user input: ArgSpec::literalOnly),
//              "*" an
//              unknown / variadic tail (ops
//              whose DSL signature the tsv does not give)
//   KWARGS     the IR kwargs (attributes) in the order PyPTO prints them,
//              which is the order its DSL wrappers build them in, whatever
//              order a call writes them in. Each is `name` (kept as
//              written), `name=D` (D filled in when the call leaves it out),
//              `name?` (dropped when None) or `name?=D` (dropped when equal to
//              D, as `clamp=False`). D is an integer, False/True, a 'string', a
//              memory space (Vec), a dtype (INT32) or Family.value (PadValue.zero).
//              A `*` token starts the keyword-only ones (the DSL's `*`);
//              `@arg` places IR arg `arg` in the DSL's parameter order and
//              prints it as a kwarg (tile.full's value); `^arg` places it
//              there but prints it positionally, in ARGS order (tensor.gather
//              `dim ^index`: the DSL reads gather(x, 1, i) as dim=1, index=i,
//              the printer writes gather(x, i, dim=1), which PyPTO's own
//              parser rejects, text/pypto_readback.h)
//   IN_SPACES  PyPTO's memory-space spec, input side: per arg ";", the
//              allowed spaces "|"-separated, empty = any; "-" = no spec
//   OUT_MEMORY output side: a space, "inherit" (OutputMemoryInheritsInput),
//              "deferred", "none", or "-" (no spec)
//   EFFECTS    declared per-arg effects "i:R|W|RW", comma-separated
//   CHANNEL    the write channel ("Dma", "Scalar" or empty)
//   FLAGS      the role flags the passes ask for: load, store, write, move,
//              inplace=I, push, pop, free, view, cube, fresh (the output
//              takes no input's buffer), noalias=I,J (not these inputs'),
//              nodist=I,J (these tensor args refuse a pld.DistributedTensor),
//              retargetinput (OpInfo::retargetsInput), ownresult
//              (OpInfo::resultOwnsBuffer), scratchlast (a variadic op's
//              last argument is its scratch tile); the element
//              facts the generator asks for: floatonly, intonly, divisor;
//              dtypes=A,B (OpInfo::operandDtypes, PyPTO's dtype rule),
//              samedtype[=dst] (OpInfo::sameDtype); the
//              printing fact dquote (OpInfo::doubleQuotedStrings); the
//              parser-context facts hostonly and namedbyassign (OpInfo::
//              hostOnly, namedByAssignment); and
//              type=RULE, a result-type rule a few ops share apart from their
//              family's (type_rules.h: argN, elementwise, float_math, ...)
// The parser, type checker, verifiers, passes, interpreter and generator all
// consult this table (passes never match op names), so they cannot disagree
// about an op. Op semantics live in oracle/interp/op_semantics.cpp, grouped
// by family; an op without exact semantics runs as a deterministic
// uninterpreted function there.
//
// Adding an op: add one PC_OP row to ops.def (and, for exact semantics, a
// family case in oracle/interp). That is the whole checklist.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ir/expr.h"

namespace pipecheck::ir {

enum class ArgKind { Tile, Tensor, Scalar, Tuple, Any };

// Families group ops that share a result-type rule and a semantics rule.
enum class OpFamily {
  Load, Store, Read, Write, Move, Extract, Slice, Assemble, Concat, Reshape, Transpose,
  TransposeView, View, Fillpad, FillpadExpand, SetValidShape,
  Unary, Binary, ScalarBinary, Ternary, Expands, Cmp, Cmps, Select,
  RowExpand, ColExpand, RowReduce, ColReduce, RowArgReduce, ColArgReduce,
  Matmul, MatmulAcc, CubeOther, Cast, Full, Create, Ci, Index,
  Push, Pop, Free, PipeInit, ReserveBuffer, ImportPeerBuffer, Alloc, Dim, System, Array, Other
};
std::string_view familyName(OpFamily f);

enum class ArgEffect { Read, Write, ReadWrite };
enum class WriteChannel { None, Dma, Scalar };
// PyPTO's output-memory rule (OpMemorySpec.output_memory).
enum class OutMemoryRule { NoSpec, None, Fixed, InheritFromInput, Deferred };

struct ArgSpec {
  std::string name;
  ArgKind kind = ArgKind::Any;
  bool optional = false;
  std::string defaultFrom; // an optional arg left out is a copy of this arg
  // An integer literal written here is typed as this dtype, or as the value
  // of the kwarg this names (tile.ci's start takes its dtype=, tile.tri's
  // diagonal is INT32): PyPTO's wrappers re-type it so. Naming an earlier
  // argument instead, any constant here takes that argument's element type
  // (tile.sels' scalar is typed as its src tile's elements).
  std::string literalType;
  // "name:K!": PyPTO's DSL wrapper builds a constant from this arg as a
  // Python int or float, so user input must write a number literal here
  // (optionally negated): tile.full's and tensor.full's value. An expression,
  // a scalar var or pl.const is refused (text/parser_ops.cpp).
  bool literalOnly = false;
};

// One declared kwarg, as PyPTO's parser stores it.
struct KwargSpec {
  std::string name;
  enum class Omit { Never, WhenNone, WhenDefault } omit = Omit::Never;
  std::optional<AttrValue> deflt; // filled in (Never) or dropped when equal (WhenDefault)
  int argIndex = -1;              // `@arg`: IR arg argIndex, written as this kwarg
};

struct OpInfo {
  std::string name;                      // "tile.load"
  std::vector<ArgKind> args;             // required positional args
  int optionalArgs = 0;                  // trailing optional args (e.g. matmul_acc's init_cond)
  std::vector<std::string> kwargs;       // declared kwargs, print order (empty: not checked)
  // How PyPTO's parser treats each declared kwarg (KWARGS column): the
  // order it stores them in, defaults it fills in, values it drops.
  std::vector<KwargSpec> kwargSpecs;
  // The DSL's parameters in positional order: IR arg names and kwarg names
  // (tile.full: shape, dtype, value); the rest are keyword-only.
  std::vector<std::string> dslPositional;
  // The IR args the printer writes positionally, in order (argSpecs minus
  // the `@` ones). Differs from dslPositional's prefix where a `^` arg moved.
  std::vector<std::string> printedPositional;
  // Result type from the (already typed) args and kwargs; an error names the
  // problem (the caller adds the location). Unknown when the table has no
  // rule (the assignment's annotation then gives the type).
  std::function<Result<TypePtr>(const std::vector<ExprPtr> &, const AttrList &)> inferType;
  bool hasTypeRule = false;  // false: inferType gives Unknown (the annotation decides)
  std::string typeRule;      // the FLAGS column's type=RULE, empty for the family's rule
  bool isLoad = false;        // reads a tensor into a tile (tile.load) or tile.read
  bool isStore = false;       // writes a tile into a tensor
  bool isCubeMatmul = false;  // a tile.matmul* op (matmul, _acc, _bias, _mx*)
  bool isCrossCore = false;   // tpush/tpop/tfree
  int inPlaceArg = -1;        // result reuses this input's buffer (matmul_acc: 0, store: 2)
  bool isView = false;        // output aliases input 0's buffer (OutputMemoryInheritsInput)
  bool notInplaceSafe = false; // output must not alias any input's buffer (tile.extract)
  // Arguments whose buffer the output must not take (flag noalias=0,3):
  // tile.sel's mask and scratch, tile.sels' mask (probed on the kit's
  // MemoryReuse, tests/passes_memory/real/select_operands.py).
  std::vector<int> noAliasArgs;
  // Tensor arguments PyPTO's op construction wants as a plain TensorType,
  // refusing a pld.DistributedTensor (flag nodist=0 or nodist=0,1;
  // kit-probed, tools/op_probe.py dist_*): tensor.reshape, dim, transpose,
  // concat, tile.gather_row's src. Checked in makeOpCall, in PyPTO's words.
  std::vector<int> plainTensorArgs;
  std::optional<MemorySpace> outMemory; // default output memory space, if fixed

  // ---- table facts beyond the original subset ----
  OpFamily family = OpFamily::Other;
  std::vector<ArgSpec> argSpecs;           // every positional arg, in order
  bool variadic = false;                   // "*": more (unchecked) args may follow
  bool memorySpecDeclared = false;         // PyPTO declares an OpMemorySpec
  std::vector<std::vector<MemorySpace>> inputSpaces; // per arg, empty = any
  OutMemoryRule outMemoryRule = OutMemoryRule::NoSpec;
  std::vector<std::pair<int, ArgEffect>> effects; // declared per-arg effects
  WriteChannel writeChannel = WriteChannel::None;
  bool isMove = false;         // tile.move: copies a tile into another memory space
  bool isElementWrite = false; // tile.write: stores one element into a tile
  bool isPush = false, isPop = false, isFree = false; // cross-core roles
  // The core at the other end of a push / pop / free (tpush_to_aiv: Aiv,
  // tpop_from_aic: Aic); None for other ops.
  enum class Peer { None, Aic, Aiv } peer = Peer::None;
  bool isCubeOp = false;       // runs on the cube unit (matmul*, gemv*, batch_matmul*)
  bool isAliasView = false;    // a view that shares its input's buffer (view flag)
  // A zero-offset alias view (flag retargetinput: tile.set_validshape) that
  // MaterializeSemanticAliases does not decline as it declines other views
  // when a carry yields it: it retargets the view's input and the view
  // follows (reference/memory-reuse.md section 3; probed on the kit,
  // tests/passes_memory/real/validshape_yield_retargets.py).
  bool retargetsInput = false;
  // The op writes its inPlaceArg in place, but its bound result gets a
  // buffer of its own from InitMemRef (flag ownresult: PyPTO registers no
  // output_reuses_input_arg for it). Kit-probed: `r = tile.write(a, ...)`
  // takes a fresh MemRef, which MemoryReuse may then fold onto a's when a
  // dies there (tools/op_probe.py reuse).
  bool resultOwnsBuffer = false;
  // The last argument is a scratch tile (flag scratchlast): a variadic op
  // whose table schema names no argument, tile.mrgsort_format2(src0,
  // src1[, src2[, src3]], tmp) (PyPTO's DSL: "the last positional arg is
  // always tmp").
  bool lastArgIsScratch = false;
  bool producesTile = false;   // the result is a tile (tile.* data ops)
  bool isTileLevel = false;    // a tile.* op (not tensor-level, system or distributed)
  bool exactSemantics = false; // set by the interpreter's family table (see op_semantics)
  // Element types (flags floatonly / intonly; PyPTO's type rules, probed
  // with the kit on INT32 and INT8 tiles: exp, log, sqrt, sin ... reject or
  // are float math; shifts and bitwise ops want integers), and whether an
  // argument is a divisor (div, fmod, rem and their scalar / expand forms:
  // an integer zero divisor traps, so integer kernels leave them out).
  bool floatOnly = false;
  bool intOnly = false;
  bool divides = false;
  // The element types PyPTO's type rules accept for the first tile operand
  // (flag dtypes=A,B,...; empty: any). Probed on the kit, every dtype on a
  // [16, 16] probe (tools/op_probe.py; test pypto_dtype_rules_agree): a
  // call outside the set is a type error here too. An op whose set holds
  // integers only is intOnly, floats only floatOnly.
  std::vector<DataType> operandDtypes;
  // PyPTO's op construction wants both tile operands of one dtype (flag
  // samedtype; `samedtype=dst` when its message names the result too, as
  // tile.div's does), where other binaries promote (ir::promoteScalar).
  // Kit-probed over the Binary, RowExpand and ColExpand families on mixed
  // pairs: only tile.div and tile.row_expand_add ask it.
  enum class SameDtype { No, Operands, OperandsAndResult } sameDtype = SameDtype::No;
  // Printing (flag dquote): string kwargs print double-quoted where an IR arg
  // prints among them (the `@arg` form), as PyPTO's bespoke printer writes the
  // soft syncall: `pl.system.syncall(mode="soft", core_type="mix",
  // gm_workspace=ws, used_cores=2)` (its hard form keeps `core_type='mix'`).
  bool doubleQuotedStrings = false;
  // PyPTO's parser reads the op only in a function whose decorator says
  // level=pl.Level.HOST, outside InCore and Spmd scopes (flag hostonly:
  // pld.system.world_size, pld.tensor.alloc_window_buffer), and names it
  // after its assignment's target: only a plain assignment's whole right
  // side, the name unique in the program, never written as name= (flag
  // namedbyassign: alloc_window_buffer). Kit-probed (tools/op_probe.py
  // host_*); the parser applies both to user input.
  bool hostOnly = false;
  bool namedByAssignment = false;
  // Calls in the 76 real kernels' window inputs (flag calls=N,
  // reference/real-kernels.md; 0 when they never call it): the generator's
  // weight for the op within its family.
  int windowCalls = 0;

  bool isStoreLike() const { return isStore || isElementWrite; }
  // The declared effect on arg i, if any.
  std::optional<ArgEffect> effectOn(int i) const;
};

class OpRegistry {
public:
  static const OpRegistry &instance();
  const OpInfo *find(std::string_view name) const;
  const std::vector<OpInfo> &all() const { return ops_; }

private:
  OpRegistry();
  void registerOp(OpInfo info);
  std::vector<OpInfo> ops_;
  std::vector<std::pair<std::string_view, std::size_t>> index_; // sorted by name
};

// Convenience queries on a call (null / false for function calls and ops
// the table does not know).
const OpInfo *lookupOp(const Call &c);
bool callHasFamily(const Call &c, OpFamily f);
// True when args[k] of a call of the op with `nargs` arguments is a scratch
// tile (the table names it tmp or tmp_tile, or flags the last argument
// scratchlast): the device may clobber it and its contents never reach a
// result.
bool isScratchArg(const OpInfo &op, std::size_t k, std::size_t nargs);

// Builds a registered-op call: checks arity and declared kwargs, infers the
// result type. Errors carry loc; an unknown op is "unknown op 'NAME'".
Result<CallPtr> makeOpCall(std::string_view op, std::vector<ExprPtr> args, AttrList kwargs,
                           AttrList attrs = {}, SourceLoc loc = {});

} // namespace pipecheck::ir

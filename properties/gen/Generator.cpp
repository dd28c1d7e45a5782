// Program-level generation: the two-pass driver (measure tensor extents, then
// replay the recorded choices with tensors of that size), the program kind
// (same-core kernels here; slot-shaped kernels in GenSlots.cpp, cross-core
// pairs in GenCrossCore.cpp), kernels, the optional Orchestration caller,
// and the small helpers every part shares (beginKernel / finishKernel
// assemble any kernel's parameters, returns and measured extents).
//
// A kernel is: out tensors declared up front (the state its loops carry), a
// few optional statements, one forced pipeline loop (optionally wrapped in a
// pl.range), a few optional statements, an epilogue that stores tile results
// of top-level loops, and a return of every out tensor's final version plus
// the scalar results of top-level loops and ifs. Parameters are ordered: In
// tensors, scalar parameters, out tensors.
#include "properties/gen/GenContext.h"

#include "core/ir/equal.h"
#include "core/ir/walk.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

#include <algorithm>

namespace pipecheck::gen {

using namespace ir;
using namespace detail;

namespace detail {

ExprPtr Gen::call(std::string_view op, std::vector<ExprPtr> args, AttrList kwargs) {
  Result<CallPtr> r = makeOpCall(op, std::move(args), std::move(kwargs));
  if (!r.ok())
    throw GenBug("op registry rejected a generated call: " + r.error().str());
  return r.value();
}

VarPtr Gen::newVar(const std::string &hint, TypePtr type) { return makeVar(hint, std::move(type)); }

VarPtr Gen::assign(Stmts &out, const std::string &hint, const ExprPtr &value) {
  VarPtr v = newVar(hint, value->type);
  emit(out, makeAssign(v, value));
  return v;
}

int Gen::addValue(Env &env, Value v) {
  env.values.push_back(std::move(v));
  return static_cast<int>(env.values.size()) - 1;
}

int Gen::bindValue(Env &env, Stmts &out, const std::string &hint, const ExprPtr &value,
                   ValKind kind, std::vector<int64_t> shape) {
  VarPtr v = newVar(hint, value->type);
  emit(out, makeAssign(v, value));
  Value val;
  val.expr = v;
  val.kind = kind;
  val.shape = std::move(shape);
  return addValue(env, val);
}

void Gen::emit(Stmts &out, StmtPtr s) {
  out.push_back(std::move(s));
  --kc_->budget;
  kc_->lowered += kc_->emitExpansion;
}

bool Gen::tight(const Env &env, int stmts) const {
  return kc_->budget <= stmts ||
         kc_->lowered + static_cast<int64_t>(stmts + 1) * std::max<int64_t>(env.expansion, 1) >
             k_.maxLoweredPerKernel;
}

std::vector<ExprPtr> constDims(const std::vector<int64_t> &shape) {
  std::vector<ExprPtr> dims;
  for (int64_t d : shape)
    dims.push_back(constInt(d));
  return dims;
}

ExprPtr shapeTuple(const std::vector<int64_t> &shape) { return makeTuple(constDims(shape)); }

TypePtr Gen::tensorType(const std::vector<int64_t> &shape, DataType dtype) {
  return makeTensorType(dtype, constDims(shape));
}

VarPtr Gen::dynDim(const std::string &name) {
  for (const VarPtr &d : dynDims_)
    if (d->name == name)
      return d;
  dynDims_.push_back(makeVar(name, makeScalarType(DataType::INDEX)));
  return dynDims_.back();
}

DataType Gen::drawDtype(const std::vector<std::pair<int, DataType>> &weights) {
  std::vector<int> w;
  for (const auto &p : weights)
    w.push_back(p.first);
  DataType d = weights[static_cast<std::size_t>(weighted(w))].second;
  switch (d) {
  case DataType::BF16: note(Feature::DtypeBF16); break;
  case DataType::FP16: note(Feature::DtypeFP16); break;
  case DataType::INT8: note(Feature::DtypeINT8); break;
  case DataType::INT32: note(Feature::DtypeINT32); break;
  default: break;
  }
  return d;
}

std::vector<int64_t> Gen::measuredShape(int id) const {
  std::vector<int64_t> shape(kc_->rank, 1); // measuring pass: any shape will do
  if (sizes_) {
    const auto &need = (*sizes_)[kernelIndex_][id];
    for (int d = 0; d < kc_->rank; ++d) // never accessed: one Vec tile's worth
      shape[d] = need[d] > 0 ? need[d] : kc_->vecShape[d];
  }
  return shape;
}

int Gen::newWindow(DataType dtype, const char *name, bool distributed) {
  int id = static_cast<int>(kc_->tensors.size());
  std::vector<ExprPtr> dims;
  for (int64_t d : measuredShape(id))
    dims.push_back(constInt(d));
  TensorInfo t;
  t.dtype = dtype;
  t.window = distributed;
  t.putSource = !distributed;
  t.var = newVar(name, makeTensorType(dtype, std::move(dims), std::nullopt, nullptr, distributed));
  t.need.assign(kc_->rank, 0);
  kc_->tensors.push_back(std::move(t));
  return id;
}

int Gen::newTensor(bool out, DataType dtype, bool cube) {
  int id = static_cast<int>(kc_->tensors.size());
  std::vector<int64_t> shape = measuredShape(id);
  TensorInfo t;
  t.out = out;
  t.dir = ParamDirection::In;
  t.dtype = dtype;
  t.cube = cube;
  if (out) {
    t.dir = src_.chance(k_.inoutRatio) ? ParamDirection::InOut : ParamDirection::Out;
    if (t.dir == ParamDirection::InOut)
      note(Feature::InOutParam);
  }
  if (out && kc_->drawOutDtypes)
    t.dtype = drawDtype({{k_.weightOutFP32, DataType::FP32},
                         {k_.weightOutBF16, DataType::BF16},
                         {k_.weightOutFP16, DataType::FP16},
                         {k_.weightOutINT8, DataType::INT8},
                         {k_.weightOutINT32, DataType::INT32}});
  TypePtr type = tensorType(shape, t.dtype);
  if (kc_->dynShape != KernelCtx::DynShape::Static) { // over the program's pl.dynamic dims
    std::vector<ExprPtr> dims = asTensor(type)->shape;
    switch (kc_->dynShape) {
    case KernelCtx::DynShape::Rows: dims[0] = dynDim("N_DYN"); break;
    case KernelCtx::DynShape::RowsScaled: dims[0] = mul(dynDim("N_DYN"), constInt(2)); break;
    default: dims[1] = dynDim("M_DYN"); break;
    }
    type = makeTensorType(t.dtype, std::move(dims));
  }
  t.var = newVar(out ? "out" : "x", type);
  // Drawn for every In tensor of a plain kernel, whatever its shape, so the
  // measuring and the building pass draw alike.
  if (!out && kc_->plainKernel && kc_->rank == 2 && src_.chance(k_.dnViewRatio) &&
      kc_->dynShape == KernelCtx::DynShape::Static) {
    note(Feature::DnView);
    t.param = newVar("x", tensorType({shape[1], shape[0]}, t.dtype));
    TensorView dn;
    dn.stride = {constInt(1), constInt(shape[0])};
    dn.layout = TensorLayout::DN;
    t.var = newVar("xt", makeTensorType(t.dtype, {constInt(shape[0]), constInt(shape[1])}, dn));
    ExprPtr c = call("tensor.view", {t.param, shapeTuple(shape)}, {{"layout", TensorLayout::DN}});
    auto view = std::make_shared<Call>(static_cast<const Call &>(*c));
    view->type = t.var->type; // the annotation states the DN strides
    t.viewDef = makeAssign(t.var, view);
  }
  // An In tensor of a plain kernel is a pld.DistributedTensor this often (a
  // window of a cross-rank buffer: real distributed kernels load from them
  // as from tensors); drawn for every In tensor, as the DN view is.
  bool distributed = !out && kc_->plainKernel && src_.chance(k_.distributedInRatio);
  if (distributed && !t.param) {
    note(Feature::DistributedIn);
    const auto &shapeExprs = asTensor(t.var->type)->shape;
    t.var = newVar("x", makeTensorType(t.dtype, shapeExprs, std::nullopt, nullptr, true));
  }
  t.need.assign(kc_->rank, 0);
  kc_->tensors.push_back(std::move(t));
  return id;
}

std::vector<int> Gen::valuesOf(const Env &env, ValKind kind, bool writableOnly) const {
  std::vector<int> ids;
  for (int i = static_cast<int>(env.values.size()) - 1; i >= 0; --i) // most recent first
    if (env.values[i].kind == kind && (!writableOnly || env.values[i].writable))
      ids.push_back(i);
  return ids;
}

int Gen::weighted(const std::vector<int> &weights) {
  int total = 0;
  for (int w : weights)
    total += std::max(w, 0);
  if (total == 0)
    return 0;
  int r = static_cast<int>(src_.upTo(static_cast<uint64_t>(total - 1)));
  for (std::size_t i = 0; i < weights.size(); ++i) {
    int w = std::max(weights[i], 0);
    if (r < w)
      return static_cast<int>(i);
    r -= w;
  }
  return 0;
}

ProgramPtr Gen::run() {
  // The program kind comes first; choice 0 is the original same-core shape.
  int kind = weighted({k_.weightSameCoreProgram, k_.weightSlotProgram, k_.weightCrossCoreProgram});
  if (kind == 1) {
    note(Feature::SlotShaped);
    return makeProgram("Generated", {genSlotKernel()});
  }
  if (kind == 2) {
    note(Feature::CrossCore);
    std::vector<FunctionPtr> fns = genCrossCorePair();
    if (src_.chance(k_.xcGroupRatio)) {
      note(Feature::GroupFunction);
      fns.push_back(groupOf(fns[0], fns[1]));
      std::vector<FunctionPtr> none;
      fns.push_back(genOrchestration({fns.back()}, none));
    }
    return makeProgram("Generated", std::move(fns));
  }
  int kernels = 1;
  if (k_.maxKernels > 1 && src_.chance(k_.multiKernelRatio))
    kernels = static_cast<int>(src_.range(2, k_.maxKernels));
  if (kernels > 1)
    note(Feature::MultiKernel);
  std::vector<FunctionPtr> fns;
  for (int i = 0; i < kernels; ++i)
    fns.push_back(genKernel(i));
  if (src_.chance(k_.orchestrationRatio)) {
    note(Feature::Orchestration);
    std::vector<FunctionPtr> ks = fns, wrappers;
    fns.push_back(genOrchestration(ks, wrappers));
    fns.insert(fns.end(), wrappers.begin(), wrappers.end());
  }
  // The dbC edge kernel comes last of all draws (it only appends), where the
  // knobs allow its shape: another kernel, a matmul, F in [3, 6], step 1.
  bool dbcAllowed = kernels < k_.maxKernels && k_.matmulKernelRatio.n > 0 &&
                    k_.stage.lo <= 6 && k_.stage.hi >= 3 && k_.step.lo <= 1 && k_.step.hi >= 1;
  if (dbcAllowed && src_.chance(k_.dbcMatmulKernelRatio))
    fns.push_back(genDbcMatmulKernel(kernels));
  return makeProgram("Generated", std::move(fns), dynDims_);
}

void Gen::beginKernel(KernelCtx &kc, int index, std::string name, FunctionType type) {
  kc_ = &kc;
  kernelIndex_ = index;
  kc.name = std::move(name);
  kc.funcType = type;
  kc.budget = k_.maxStmtsPerKernel;
  kc.stmtsPerBlock = k_.maxStmtsPerBlock;
}

int Gen::addOutTensor(Env &env) {
  int t = newTensor(true);
  Value v;
  v.expr = kc_->tensors[t].var;
  v.kind = ValKind::Tensor;
  v.tensor = t;
  return addValue(env, v);
}

FunctionPtr Gen::genKernel(int index) {
  KernelCtx kc;
  beginKernel(kc, index, "kernel_" + std::to_string(index), FunctionType::InCore);
  kc.plainKernel = true;
  kc.matmul = src_.chance(k_.matmulKernelRatio);
  kc.rank = kc.matmul ? 2 : (src_.chance(k_.rank1Ratio) ? 1 : 2);
  if (kc.rank == 1) {
    note(Feature::Rank1Tensor);
    kc.vecShape = {int64_t{1} << src_.range(k_.vecColsLog2.lo, k_.vecColsLog2.hi)};
  } else {
    int64_t rows = int64_t{1} << src_.range(k_.vecRowsLog2.lo, k_.vecRowsLog2.hi);
    int64_t cols = int64_t{1} << src_.range(k_.vecColsLog2.lo, k_.vecColsLog2.hi);
    kc.vecShape = {rows, cols};
  }
  if (kc.matmul) {
    kc.M = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
    kc.K = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
    kc.N = int64_t{1} << src_.range(k_.mmDimLog2.lo, k_.mmDimLog2.hi);
    kc.cubeDtype = drawDtype({{k_.weightCubeFP32, DataType::FP32},
                              {k_.weightCubeBF16, DataType::BF16}});
  }
  kc.loadDtype = drawDtype({{k_.weightLoadFP32, DataType::FP32},
                            {k_.weightLoadBF16, DataType::BF16},
                            {k_.weightLoadFP16, DataType::FP16}});
  kc.drawOutDtypes = !kc.matmul;
  // Contract edges (issue 16): 16-byte FP16 tiles; a step the pass must
  // reject (the first kernel only, so a program has at most one).
  if (!kc.matmul && kc.rank == 2 && src_.chance(k_.smallFp16TileRatio)) {
    kc.vecShape = {1, 8};
    kc.loadDtype = DataType::FP16;
    note(Feature::DtypeFP16);
  }
  if (kc.loadDtype != DataType::FP32) {
    int64_t elems = 1;
    for (int64_t d : kc.vecShape)
      elems *= d;
    if (elems * byteSize(kc.loadDtype) % 32 != 0)
      note(Feature::SubAlignTile); // loads below the 32-byte allocation unit
  }
  pendingInvalidStep_ = 0;
  if (index == 0 && src_.chance(k_.invalidStepRatio))
    pendingInvalidStep_ = 1 + weighted({k_.weightZeroStep, k_.weightDynNegStep});
  // Drawn after the kernel's other shape choices, each in its own statement
  // (the order of draws is the decoding of every byte seed).
  bool aiv = !kc.matmul && src_.chance(k_.aivKernelRatio);
  if (aiv) {
    kc.funcType = FunctionType::AIV;
    note(Feature::AivKernel);
  }
  // Integer compute (drawn here, after the kernel's other dtypes): INT32
  // loads mostly, INT8 ones cast up.
  if (!kc.matmul && src_.chance(k_.intComputeRatio)) {
    note(Feature::IntCompute);
    kc.computeDtype = DataType::INT32;
    kc.loadDtype = drawDtype({{3, DataType::INT32}, {1, DataType::INT8}});
  }
  bool dyn = kc.rank == 2 && src_.chance(k_.dynDimRatio);
  if (dyn) {
    static const KernelCtx::DynShape kShapes[] = {KernelCtx::DynShape::Rows,
                                                  KernelCtx::DynShape::RowsScaled,
                                                  KernelCtx::DynShape::Cols};
    kc.dynShape = kShapes[weighted({k_.weightDynRows, k_.weightDynRowsScaled, k_.weightDynCols})];
    note(Feature::DynDimTensor);
    if (kc.dynShape == KernelCtx::DynShape::RowsScaled)
      note(Feature::DynDimExpr);
    if (kc.dynShape == KernelCtx::DynShape::Cols)
      note(Feature::DynDimCols);
  }
  if (src_.chance(k_.largeKernelRatio)) {
    kc.stmtsPerBlock = k_.largeStmtsPerBlock;
    kc.budget = k_.largeStmtsPerKernel;
    note(Feature::LargeKernel);
  }

  Env env;
  int outs = 1 + static_cast<int>(src_.upTo(static_cast<uint64_t>(std::max(k_.maxOutTensors, 1) - 1)));
  for (int i = 0; i < outs; ++i)
    addOutTensor(env);

  Stmts body;
  // Three live 64 KiB Vec tiles first: over capacity (issue 16 edge).
  if (src_.chance(k_.vecOverflowRatio))
    genOverflowPrefix(env, body);
  // The kernel's first tile may be a loop-invariant one its forced loop reads
  // (issue 16): first, so MemoryReuse has no older free buffer to prefer.
  pendingInvariant_ = invariantTileBefore(env, body);
  genBlock(env, body, static_cast<int>(src_.upTo(2)));
  genLoop(env, body, /*forcePipeline=*/true, /*wrapInRange=*/src_.chance(k_.rangeAroundRatio));
  pendingInvariant_ = -1;
  pendingInvalidStep_ = 0;
  genBlock(env, body, static_cast<int>(src_.upTo(2)));
  epilogue(env, body);
  return finishKernel(env, body);
}

FunctionPtr Gen::finishKernel(Env &env, Stmts &body) {
  KernelCtx &kc = *kc_;
  std::vector<ExprPtr> rets;
  std::vector<TypePtr> retTypes;
  for (const Value &v : env.values)
    if (v.kind == ValKind::Tensor || (v.kind == ValKind::Scalar && v.result)) {
      rets.push_back(v.expr);
      retTypes.push_back(v.expr->type);
    }
  if (kc.cntResult) {
    rets.push_back(kc.cntResult);
    retTypes.push_back(kc.cntResult->type);
  }
  body.push_back(makeReturn(rets));
  if (kc.blockIdxDef)
    body.insert(body.begin(), kc.blockIdxDef);
  body.insert(body.begin(), kc.readDefs.begin(), kc.readDefs.end());
  for (auto t = kc.tensors.rbegin(); t != kc.tensors.rend(); ++t)
    if (t->viewDef)
      body.insert(body.begin(), t->viewDef);

  auto fn = std::make_shared<Function>();
  fn->name = kc.name;
  fn->funcType = kc.funcType;
  for (const TensorInfo &t : kc.tensors)
    if (!t.out) {
      fn->params.push_back(t.param ? t.param : t.var);
      fn->directions.push_back(t.dir);
    }
  if (kc.lens) {
    fn->params.push_back(kc.lens);
    fn->directions.push_back(ParamDirection::In);
  }
  for (const ParamInfo &p : kc.params) {
    fn->params.push_back(p.var);
    fn->directions.push_back(ParamDirection::In);
  }
  for (const TensorInfo &t : kc.tensors)
    if (t.out) {
      fn->params.push_back(t.var);
      fn->directions.push_back(t.dir);
    }
  if (kc.cnt) {
    fn->params.push_back(kc.cnt);
    fn->directions.push_back(ParamDirection::Out);
  }
  fn->returnTypes = retTypes;
  fn->body = flattenSeq(body);

  std::vector<std::vector<int64_t>> need;
  for (const TensorInfo &t : kc.tensors)
    need.push_back(t.need);
  measured_.push_back(std::move(need));
  kc_ = nullptr;
  return fn;
}

// Stores the tile results (Acc or Vec carries) of top-level loops and ifs, so
// what the loops computed is observable through an out tensor.
void Gen::epilogue(Env &env, Stmts &out) {
  std::vector<int> outs = valuesOf(env, ValKind::Tensor, true);
  if (outs.empty())
    return;
  for (int i = 0; i < static_cast<int>(env.values.size()); ++i) {
    const Value &v = env.values[i];
    if (v.result && (v.kind == ValKind::Acc || v.kind == ValKind::Vec))
      genStore(env, out, outs.back(), i);
  }
}

// `self.name(args)` (a call of `callee` or of its wrapper) into `out`; a
// tuple result is unpacked so every element is a value of its own.
std::vector<ExprPtr> Gen::callAndUnpack(const Function &callee, const std::string &name,
                                        std::vector<ExprPtr> args, AttrList attrs, Stmts &out) {
  const std::vector<TypePtr> &types = callee.returnTypes;
  TypePtr rt = types.size() == 1 ? types[0] : makeTupleType(types);
  auto c = std::make_shared<Call>(name, std::move(args), AttrList{}, std::move(attrs), rt, true);
  VarPtr r = newVar("r", rt);
  out.push_back(makeAssign(r, c));
  if (types.size() == 1)
    return {r};
  std::vector<ExprPtr> elems;
  for (std::size_t j = 0; j < types.size(); ++j) {
    VarPtr e = newVar("e", types[j]);
    out.push_back(makeAssign(e, std::make_shared<TupleGetItem>(r, static_cast<int64_t>(j), types[j])));
    elems.push_back(e);
  }
  return elems;
}

// Appends a parameter to `caller` for each of `callee`'s (same name, type
// and direction, so scalar ranges carry over) and returns them as arguments.
// With `sharedScalars`, a scalar param whose name is already there is passed
// the caller's existing param instead (a name is one runtime value
// program-wide), and a new one is recorded there. With `created`, an Out
// tensor param is made in the caller instead (createOutTensor, its
// statements appended to *created) GenKnobs::tensorCreateRatio of the time.
std::vector<ExprPtr> Gen::forwardParams(const Function &callee, Function &caller,
                                        std::map<std::string, VarPtr> *sharedScalars,
                                        Stmts *created) {
  std::vector<ExprPtr> args;
  for (std::size_t i = 0; i < callee.params.size(); ++i) {
    const VarPtr &q = callee.params[i];
    if (created && callee.directions[i] == ParamDirection::Out && q->type->isTensor() &&
        src_.chance(k_.tensorCreateRatio)) {
      args.push_back(createOutTensor(*q, caller, *created));
      continue;
    }
    if (created && hostWindows_)
      if (ExprPtr w = hostWindow(*q, caller, *created)) {
        args.push_back(w);
        continue;
      }
    if (created && q->type->isTensor()) {
      // Every draw is made for every tensor param: the measuring pass sees
      // other extents than the build, and the two must make the same choices.
      bool slice = src_.chance(k_.tensorSliceRatio);
      int64_t extraRows = static_cast<int64_t>(src_.upTo(3));
      int64_t extraCols = 8 * static_cast<int64_t>(src_.upTo(2));
      int64_t row = static_cast<int64_t>(src_.upTo(static_cast<uint64_t>(extraRows)));
      int64_t col = 8 * static_cast<int64_t>(src_.upTo(static_cast<uint64_t>(extraCols / 8)));
      if (slice && !viewedInBody(callee, *q))
        if (ExprPtr view = slicedParam(*q, callee.directions[i], extraRows, extraCols, row, col,
                                       caller, *created)) {
          args.push_back(view);
          continue;
        }
      bool reshape = src_.chance(k_.tensorReshapeRatio);
      bool foldRows = src_.upTo(1) == 0;
      const ir::OpInfo &viewOp = pickByCalls(rowMajorViewOps());
      if (reshape)
        if (ExprPtr view =
                reshapedParam(*q, callee.directions[i], foldRows, viewOp, caller, *created)) {
          args.push_back(view);
          continue;
        }
    }
    bool shared = sharedScalars && q->type->isScalar();
    if (shared && sharedScalars->count(q->name)) {
      args.push_back(sharedScalars->at(q->name));
      continue;
    }
    VarPtr p = newVar(q->name, q->type);
    caller.params.push_back(p);
    caller.directions.push_back(callee.directions[i]);
    if (shared)
      (*sharedScalars)[q->name] = p;
    args.push_back(p);
  }
  return args;
}

// A kernel's Out tensor made by its Orchestration caller, as real callers
// make their outputs (they own them; the kernel writes into them): each
// static extent that a tensor param of the caller has too is read from that
// param with tensor.dim this often, else written as the constant; a dynamic
// extent is its pl.dynamic name, which is how PyPTO prints tensor.dim of a
// dynamic dimension after parsing (it folds the call, probed on the kit).
ExprPtr Gen::createOutTensor(const Var &q, const Function &caller, Stmts &out) {
  const auto *t = dynamic_cast<const TensorType *>(q.type.get());
  if (!t)
    throw GenBug("createOutTensor: " + q.name + " is no tensor");
  std::vector<ExprPtr> dims;
  for (const ExprPtr &d : t->shape) {
    const ConstInt *c = asConstInt(d);
    if (!c) {
      dims.push_back(d);
      continue;
    }
    // Every (param, axis) of the caller with this very extent.
    std::vector<std::pair<VarPtr, int64_t>> sources;
    // (tensor.dim refuses a pld.DistributedTensor: the table's nodist=0.)
    // Not an Out/InOut param: an earlier call may have been handed it as
    // Out, and any later read of it, a dim included, breaks PyPTO's InOut-use
    // discipline, on which the real CanonicalizeIOOrder leaves the whole
    // function unreordered, Pipeline loops and all (campaign seed 813 of
    // 2026-12-07: a false pipeline-resolved finding).
    for (std::size_t i = 0; i < caller.params.size(); ++i)
      if (const auto *pt = dynamic_cast<const TensorType *>(caller.params[i]->type.get());
          pt && !pt->distributed &&
          (i >= caller.directions.size() || caller.directions[i] == ParamDirection::In))
        for (std::size_t a = 0; a < pt->shape.size(); ++a)
          if (const ConstInt *pc = asConstInt(pt->shape[a]); pc && pc->value == c->value)
            sources.emplace_back(caller.params[i], static_cast<int64_t>(a));
    // Both draws are made whatever the sources: the measuring pass sees
    // other extents than the build (GenKnobs sizes), and the two must make
    // the same choices.
    bool read = src_.chance(k_.tensorDimRatio);
    std::size_t pick = static_cast<std::size_t>(src_.upTo(15));
    if (sources.empty() || !read) {
      dims.push_back(constInt(c->value));
      continue;
    }
    note(Feature::TensorDim);
    const auto &[from, axis] = sources[pick % sources.size()];
    VarPtr dim = newVar("d", makeScalarType(DataType::INDEX));
    out.push_back(makeAssign(dim, call("tensor.dim", {from, constInt(axis)})));
    dims.push_back(dim);
  }
  note(Feature::TensorCreate);
  // Not emit()/assign(): an Orchestration body is outside every kernel's
  // statement budget.
  ExprPtr made = call("tensor.create", {makeTuple(std::move(dims))},
                      {{"dtype", t->dtype}, {"layout", TensorLayout::ND}});
  VarPtr v = newVar(q.name, made->type);
  out.push_back(makeAssign(v, made));
  return v;
}

ExprPtr Gen::hostWindow(const Var &q, Function &caller, Stmts &out) {
  const auto *t = dynamic_cast<const TensorType *>(q.type.get());
  if (!t || !t->distributed || t->view)
    return nullptr;
  int64_t elements = 1;
  for (const ExprPtr &d : t->shape) {
    const ConstInt *c = asConstInt(d);
    if (!c)
      return nullptr;
    elements *= c->value;
  }
  note(Feature::HostWindows);
  // PyPTO's parser reads world_size and alloc_window_buffer only in a
  // function whose decorator says level=HOST: the caller becomes one.
  caller.funcType = FunctionType::Opaque;
  caller.explicitLevel = Level::HOST;
  caller.explicitRole = Role::Orchestrator;
  // Not emit()/assign(): an Orchestration body is outside every kernel's
  // statement budget.
  if (!worldSize_) {
    worldSize_ = newVar("ws", makeScalarType(DataType::INT64));
    out.push_back(makeAssign(worldSize_, call("pld.system.world_size", {})));
  }
  int64_t bytes = elements * static_cast<int64_t>(bitWidth(t->dtype) / 8);
  VarPtr buf = newVar("buf", makePtrType());
  out.push_back(makeAssign(
      buf, call("pld.tensor.alloc_window_buffer", {mul(worldSize_, constInt(bytes, DataType::INT64))})));
  ExprPtr w = call("pld.tensor.window", {buf, makeTuple(t->shape)}, {{"dtype", t->dtype}});
  auto typed = std::make_shared<Call>(static_cast<const Call &>(*w));
  typed->type = q.type; // the annotation says what the window is
  VarPtr v = newVar(q.name, q.type);
  out.push_back(makeAssign(v, typed));
  return v;
}

// The ops that view a tensor's bytes row-major with another shape:
// tensor.reshape and the shape-only tensor.view (305 and 65 calls at the
// window), drawn by their calls.
std::vector<const ir::OpInfo *> Gen::rowMajorViewOps() {
  const ir::OpRegistry &table = ir::OpRegistry::instance();
  return {table.find("tensor.reshape"), table.find("tensor.view")};
}

namespace {
// A static rank-2 plain tensor (no view, not distributed): its extents and
// dtype, or nullopt. What an Orchestration caller hands a kernel as a view,
// a window or an assembled block of a tensor of its own.
struct PlainRank2 {
  int64_t rows = 0, cols = 0;
  DataType dtype = DataType::FP32;
};
std::optional<PlainRank2> plainRank2(const TypePtr &type) {
  const auto *t = dynamic_cast<const TensorType *>(type.get());
  if (!t || t->view || t->distributed || t->shape.size() != 2)
    return std::nullopt;
  const ConstInt *a = asConstInt(t->shape[0]), *b = asConstInt(t->shape[1]);
  if (!a || !b)
    return std::nullopt;
  return PlainRank2{a->value, b->value, t->dtype};
}
} // namespace

// A kernel's tensor param `q` [A, B] passed as a `viewOp` (tensor.reshape
// or tensor.view) of a caller param of another shape with the same
// elements, as real Orchestration functions hand kernels views of their
// tensors (reference/real-kernels.md): the caller's param is [2A, B/2]
// (foldRows) or [A/2, 2B], same name, dtype and direction. Null when q is
// not a static rank-2 tensor or the halved extent is odd.
ExprPtr Gen::reshapedParam(const Var &q, ParamDirection dir, bool foldRows,
                           const ir::OpInfo &viewOp, Function &caller, Stmts &out) {
  std::optional<PlainRank2> t = plainRank2(q.type);
  if (!t)
    return nullptr;
  int64_t halved = foldRows ? t->cols : t->rows;
  if (halved < 2 || halved % 2 != 0)
    return nullptr;
  std::vector<int64_t> outer = foldRows ? std::vector<int64_t>{t->rows * 2, t->cols / 2}
                                        : std::vector<int64_t>{t->rows / 2, t->cols * 2};
  VarPtr p = newVar(q.name, tensorType(outer, t->dtype));
  caller.params.push_back(p);
  caller.directions.push_back(dir);
  note(viewOp.family == ir::OpFamily::Reshape ? Feature::TensorReshape : Feature::TensorView);
  // Not emit()/assign(): an Orchestration body is outside every kernel's
  // statement budget.
  ExprPtr view = call(viewOp.name, {p, shapeTuple({t->rows, t->cols})});
  VarPtr v = newVar(q.name + "_view", view->type);
  out.push_back(makeAssign(v, view));
  return v;
}

// Does the kernel's body take a view or reshape of its param q (a DN view,
// tag dn-view)? Such a param is never handed a slice: what a view of a
// window means depends on whether the callee sees its parent's strides, a
// question the references do not answer, and the interpreter traps on it.
bool Gen::viewedInBody(const Function &callee, const Var &q) {
  bool hit = false;
  forEachExpr(callee.body, [&](const ExprPtr &e) {
    const Call *c = asCall(e);
    if (hit || !c || c->args.empty() || asVar(c->args[0]) != &q)
      return;
    hit = callHasFamily(*c, OpFamily::View) || callHasFamily(*c, OpFamily::Reshape) ||
          callHasFamily(*c, OpFamily::Slice);
  });
  return hit;
}

// A kernel's tensor param `q` [A, B] passed as the window
// `tensor.slice(p, [A, B], [row, col])` of a caller param p [A + extraRows,
// B + extraCols] (same name, dtype and direction), as real Orchestration
// functions hand kernels a part of a tensor. Null when q is not a static
// rank-2 plain tensor.
ExprPtr Gen::slicedParam(const Var &q, ParamDirection dir, int64_t extraRows, int64_t extraCols,
                         int64_t row, int64_t col, Function &caller, Stmts &out) {
  std::optional<PlainRank2> t = plainRank2(q.type);
  if (!t || row > extraRows || col > extraCols)
    return nullptr;
  VarPtr p = newVar(q.name, tensorType({t->rows + extraRows, t->cols + extraCols}, t->dtype));
  caller.params.push_back(p);
  caller.directions.push_back(dir);
  note(Feature::TensorSlice);
  // Not emit()/assign(): an Orchestration body is outside every kernel's
  // statement budget.
  ExprPtr window = call("tensor.slice", {p, shapeTuple({t->rows, t->cols}), shapeTuple({row, col})});
  VarPtr v = newVar(q.name + "_win", window->type);
  out.push_back(makeAssign(v, window));
  return v;
}

// Each static rank-2 tensor result rets[k] (k >= first) of a kernel call is
// copied into a larger Out tensor of the caller, `b = tensor.assemble(big,
// r, [row, 0])`, and b returned in its place, GenKnobs::tensorAssembleRatio
// of the time: a kernel computing one block of the caller's output.
void Gen::assembleResults(Function &caller, std::vector<ExprPtr> &rets, std::size_t first,
                          Stmts &out) {
  for (std::size_t k = first; k < rets.size(); ++k) {
    // Every draw is made for every result: the measuring pass sees other
    // extents than the build, and the two must make the same choices.
    bool assemble = src_.chance(k_.tensorAssembleRatio);
    int64_t extraRows = 1 + static_cast<int64_t>(src_.upTo(3));
    int64_t row = static_cast<int64_t>(src_.upTo(static_cast<uint64_t>(extraRows)));
    std::optional<PlainRank2> t = plainRank2(rets[k]->type);
    if (!assemble || !t)
      continue;
    note(Feature::TensorAssemble);
    VarPtr big = newVar("big", tensorType({t->rows + extraRows, t->cols}, t->dtype));
    caller.params.push_back(big);
    caller.directions.push_back(ParamDirection::Out);
    // Not emit()/assign(): an Orchestration body is outside every kernel's
    // statement budget.
    ExprPtr asm_ = call("tensor.assemble", {big, rets[k], shapeTuple({row, 0})});
    VarPtr v = newVar("big", asm_->type);
    out.push_back(makeAssign(v, asm_));
    rets[k] = v;
  }
}

FunctionPtr Gen::spmdWrapper(const FunctionPtr &kernel) {
  auto fn = std::make_shared<Function>();
  fn->name = kernel->name + "_spmd";
  fn->funcType = FunctionType::Spmd;
  std::vector<ExprPtr> args = forwardParams(*kernel, *fn);
  Stmts body;
  std::vector<ExprPtr> rets = callAndUnpack(*kernel, kernel->name, std::move(args), {}, body);
  fn->returnTypes = kernel->returnTypes;
  body.push_back(makeReturn(rets));
  fn->body = flattenSeq(body);
  return fn;
}

// A pipeline loop of the caller around one call of kernel k (tag
// `orch-pipeline`): the loop variable is passed for one of k's INDEX scalar
// params (the pick-th, cyclically, of those the caller passes its own param
// for), over that param's whole range, so each iteration computes something
// else; every Out / InOut tensor arg is carried (the iteration's call writes
// into what the previous one returned), and so is every result. The kernel
// returns its tensors in the order of its Out / InOut tensor params
// (finishKernel), which is how results and carries pair up; where the types
// say otherwise, or no scalar param is there to sweep, the call is left
// alone. Real Orchestration functions call kernels in loops; LowerPipelineLoops
// replicates such a body like any other (tests/golden-kernels/cases/
// scope_in_pipeline_body).
constexpr int64_t kMaxOrchTrip = 8;

std::optional<Gen::OrchLoop> Gen::orchLoop(const Function &k, std::vector<ExprPtr> &args,
                                           std::size_t pick) {
  std::vector<std::size_t> sweepable;
  for (std::size_t j = 0; j < k.params.size(); ++j) {
    const auto *st = dynamic_cast<const ScalarType *>(k.params[j]->type.get());
    const auto *a = args[j]->kind == ExprKind::Var ? static_cast<const Var *>(args[j].get()) : nullptr;
    if (st && st->dtype == DataType::INDEX && a && params_.count(a->name))
      sweepable.push_back(j);
  }
  if (sweepable.empty())
    return std::nullopt;
  OrchLoop l;
  l.sweep = sweepable[pick % sweepable.size()];
  l.range = params_.at(static_cast<const Var &>(*args[l.sweep]).name);
  // At most kMaxOrchTrip calls: each iteration runs the whole kernel.
  l.range.hi = std::min(l.range.hi, l.range.lo + kMaxOrchTrip - 1);
  std::vector<std::size_t> outs;
  for (std::size_t j = 0; j < k.params.size(); ++j)
    if (k.params[j]->type->isTensor() && k.directions[j] != ParamDirection::In)
      outs.push_back(j);
  // A carry's type is its init's, and the call yields the param's type: the
  // result, the param and the arg passed for it must be one type (a
  // tensor.create sized by tensor.dim is not, by structure, though it is at
  // run time).
  std::size_t t = 0;
  for (const TypePtr &rt : k.returnTypes) {
    if (rt->isTensor()) {
      if (t >= outs.size() || !structuralEqualType(rt, k.params[outs[t]]->type).equal ||
          !structuralEqualType(args[outs[t]]->type, k.params[outs[t]]->type).equal)
        return std::nullopt;
      l.carriedArg.push_back(static_cast<int>(outs[t++]));
    } else if (const auto *st = dynamic_cast<const ScalarType *>(rt.get());
               st && st->dtype == DataType::INDEX) {
      l.carriedArg.push_back(-1);
    } else {
      return std::nullopt;
    }
  }
  if (t != outs.size())
    return std::nullopt;
  note(Feature::OrchPipeline);
  l.loopVar = newVar("p", makeScalarType(DataType::INDEX));
  for (std::size_t r = 0; r < l.carriedArg.size(); ++r) {
    int j = l.carriedArg[r];
    ExprPtr init = j >= 0 ? args[static_cast<std::size_t>(j)] : constInt(0);
    l.iterArgs.push_back(makeIterArg(j >= 0 ? "acc" : "sc", init->type, init));
    if (j >= 0)
      args[static_cast<std::size_t>(j)] = l.iterArgs.back();
  }
  args[l.sweep] = l.loopVar;
  return l;
}

// Wraps `stmts` (the call, perhaps in its scope) in loop l's pipeline,
// yielding the call's results; returns the loop's return vars in their place.
std::vector<ExprPtr> Gen::pipelineAround(const OrchLoop &l, Stmts &stmts,
                                         const std::vector<ExprPtr> &results, int64_t stage) {
  std::vector<VarPtr> rvs;
  for (const ExprPtr &r : results)
    rvs.push_back(newVar("rp", r->type));
  Stmts body = stmts;
  body.push_back(makeYield(results));
  ForSpec spec;
  spec.loopVar = l.loopVar;
  spec.start = constInt(l.range.lo);
  spec.stop = constInt(l.range.hi + 1);
  spec.step = constInt(1);
  spec.iterArgs = l.iterArgs;
  spec.body = flattenSeq(body);
  spec.returnVars = rvs;
  spec.kind = ForKind::Pipeline;
  spec.attrs.emplace_back(kPipelineStagesAttr, stage);
  stmts = {makeFor(std::move(spec))};
  return {rvs.begin(), rvs.end()};
}

// One call per kernel, each with its own parameters (same names, so scalar
// ranges carry over); every result is returned so nothing is dead. An AIV
// kernel may be called through a Spmd wrapper, and any call may sit in a
// runtime scope, as the outliner leaves `with pl.scope(): with pl.spmd(n):`.
FunctionPtr Gen::genOrchestration(const std::vector<FunctionPtr> &kernels,
                                  std::vector<FunctionPtr> &wrappers) {
  auto fn = std::make_shared<Function>();
  fn->name = "orchestrator";
  fn->funcType = FunctionType::Orchestration;
  // Drawn for every orchestrator; used only where a kernel has a static
  // window (hostWindow), so the measuring and the building pass draw alike.
  hostWindows_ = src_.chance(k_.hostWindowsRatio);
  worldSize_ = nullptr;
  Stmts body;
  std::vector<ExprPtr> rets;
  VarPtr lastTask; // the previous task_dummy's id (GenKnobs::taskDummyRatio)
  for (const FunctionPtr &k : kernels) {
    // Each Out tensor is the caller's own (tensor.create) this often, else
    // a parameter like the rest.
    Stmts made;
    std::vector<ExprPtr> args = forwardParams(*k, *fn, nullptr, &made);
    body.insert(body.end(), made.begin(), made.end());
    std::string callee = k->name;
    AttrList attrs;
    bool spmd = k->funcType == FunctionType::AIV && src_.chance(k_.spmdWrapperRatio);
    if (spmd) {
      note(Feature::SpmdWrapper);
      wrappers.push_back(spmdWrapper(k));
      callee = wrappers.back()->name;
      int64_t cores = int64_t{1} << src_.upTo(2);
      attrs.emplace_back("core_num", cores);
    }
    // The call runs once per iteration of a pipeline loop of the caller this
    // often (tag `orch-pipeline`): the drawn values are made for every call,
    // so the measuring and the building pass draw alike.
    bool piped = src_.chance(k_.orchPipelineRatio);
    int64_t orchStage = src_.range(k_.orchPipelineStage.lo, k_.orchPipelineStage.hi);
    std::size_t orchPick = static_cast<std::size_t>(src_.upTo(7));
    // In a runtime scope, the scope is the loop body's (each iteration its
    // own scope) or around the whole loop, by halves.
    bool scopeAroundLoop = src_.upTo(1) == 1;
    std::optional<OrchLoop> loop;
    if (piped)
      loop = orchLoop(*k, args, orchPick);
    Stmts call;
    std::vector<ExprPtr> results = callAndUnpack(*k, callee, std::move(args), std::move(attrs), call);
    const std::size_t firstResult = rets.size();
    bool scoped = src_.chance(k_.runtimeScopeRatio);
    if (!scoped) {
      if (loop)
        results = pipelineAround(*loop, call, results, orchStage);
      rets.insert(rets.end(), results.begin(), results.end());
      body.insert(body.end(), call.begin(), call.end());
      assembleResults(*fn, rets, firstResult, body);
      continue;
    }
    note(Feature::RuntimeScope);
    if (loop && scopeAroundLoop) {
      results = pipelineAround(*loop, call, results, orchStage);
      loop.reset();
    }
    auto scope = std::make_shared<ScopeStmt>();
    scope->scopeKind = ScopeKind::Runtime;
    bool manual = src_.chance(k_.manualScopeRatio);
    if (manual) {
      scope->manual = true;
      note(Feature::ManualScope);
      if (src_.chance(k_.taskDummyRatio)) {
        note(Feature::TaskDummy);
        std::vector<ExprPtr> deps;
        if (lastTask)
          deps.push_back(lastTask);
        lastTask = newVar("tk", makeScalarType(DataType::TASK_ID));
        call.push_back(makeAssign(lastTask, this->call("system.task_dummy", {},
                                                        {{"deps", makeTuple(std::move(deps))}})));
      }
    }
    scope->body = flattenSeq(call);
    Stmts scoped_{scope};
    if (loop) { // the scope inside the loop body, as real Orchestration loops scope each task
      results = pipelineAround(*loop, scoped_, results, orchStage);
      lastTask = nullptr; // a task made inside the loop is not in scope after it
    }
    rets.insert(rets.end(), results.begin(), results.end());
    body.insert(body.end(), scoped_.begin(), scoped_.end());
    // PyPTO's parser reads a hand-placed AUTO scope only in a function that
    // turns automatic scopes off (window snapshots always print it so).
    if (!manual && !findAttr(fn->attrs, "auto_scope"))
      fn->attrs.emplace_back("auto_scope", false);
    assembleResults(*fn, rets, firstResult, body);
  }
  for (const ExprPtr &r : rets)
    fn->returnTypes.push_back(r->type);
  body.push_back(makeReturn(rets));
  fn->body = flattenSeq(body);
  return fn;
}

} // namespace detail

Result<Generated> generateProgram(ChoiceSource &source, const GenKnobs &knobs) {
  try {
    RecordingChoiceSource recording(source);
    Gen measure(recording, knobs, nullptr);
    (void)measure.run();
    ReplayChoiceSource replay(recording.log());
    Gen build(replay, knobs, &measure.measured());
    ProgramPtr program = build.run();
    if (!replay.faithful() || build.measured() != measure.measured())
      return makeError("generator bug: the replay pass diverged from the measuring pass", {},
                       "gen");
    // Hand out the program its printed text reads back as. The builder gives
    // many vars of one function the same name hint (the printer tells them
    // apart as a, a_1, ...), and a pass that keys anything by name (the
    // slot MemRef "pipe_" + name of LowerPipelineToSlots, for one) then
    // behaves differently on the in-memory program than on its reproducer,
    // which is text: a campaign once counted an init_mem_ref rejection that
    // neither the reproducer nor PyPTO could show. PyPTO only ever reads
    // text, so the text is the program.
    Result<ProgramPtr> reread =
        text::parseProgram(text::printProgram(*program), "generated.py");
    if (!reread.ok())
      return makeError("generator bug: the printed program does not parse back: " +
                           reread.error().str(),
                       {}, "gen");
    Generated g{*reread, build.params(), build.features()};
    g.features.statements = countStatements(**reread);
    return g;
  } catch (const GenBug &e) {
    return makeError(std::string("generator bug: ") + e.what(), {}, "gen");
  }
}

namespace {
uint32_t countIn(const StmtPtr &s) {
  if (!s)
    return 0;
  switch (s->kind) {
  case StmtKind::Seq: {
    uint32_t n = 0;
    for (const StmtPtr &c : asSeq(s)->stmts)
      n += countIn(c);
    return n;
  }
  case StmtKind::For: return 1 + countIn(asFor(s)->body);
  case StmtKind::If: return 1 + countIn(asIf(s)->thenBody) + countIn(asIf(s)->elseBody);
  default: return 1;
  }
}
} // namespace

uint32_t countStatements(const Program &program) {
  uint32_t n = 0;
  for (const FunctionPtr &f : program.functions)
    n += countIn(f->body);
  return n;
}

} // namespace pipecheck::gen

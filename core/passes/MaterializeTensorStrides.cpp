// MaterializeTensorStrides: give every TensorView with an empty stride its
// packed canonical strides (reference/neighbour-passes.md §9).
//
// A program pass that touches only types: function params, return types and
// every type reachable from the body (vars, iter args, call results, tuple
// elements). A TensorType without a view (the usual case in pipecheck's IR
// subset, and in every golden) is left alone, so on such programs the pass
// is the identity and returns the same Program object. Strides are built per
// layout as the real BuildLogicalStridesFromLayout does: ND row-major
// (stride[n-1] = 1, stride[k] = stride[k+1] * shape[k+1]); DN column-major in
// the last two dims (stride[n-2] = 1, stride[n-1] = shape[n-2], then
// row-major over the DN block); NZ is left unmaterialised (the real pass
// skips it too); the MX layouts use row-major. Products of two constants are
// folded, a factor 1 is dropped, anything else becomes an INDEX Mul (our
// approximation of PyPTO's MakeIndexMul). A view of rank 0 gets no strides;
// a DN view of rank < 2 is left as it is (PyPTO raises there). Loops, attrs
// and statement order are never changed.
#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "core/passes/pass.h"

namespace pipecheck::passes {
namespace {

using namespace ir;

ExprPtr indexMul(const ExprPtr &a, const ExprPtr &b) {
  const ConstInt *ca = asConstInt(a);
  const ConstInt *cb = asConstInt(b);
  if (ca && cb)
    return constInt(
        static_cast<int64_t>(static_cast<uint64_t>(ca->value) * static_cast<uint64_t>(cb->value)),
        DataType::INDEX);
  if (ca && ca->value == 1)
    return b;
  if (cb && cb->value == 1)
    return a;
  return makeBinary(BinaryOp::Mul, a, b);
}

std::vector<ExprPtr> rowMajor(const std::vector<ExprPtr> &shape, std::size_t n) {
  std::vector<ExprPtr> strides(n);
  strides[n - 1] = constInt(1, DataType::INDEX);
  for (std::size_t k = n - 1; k-- > 0;)
    strides[k] = indexMul(strides[k + 1], shape[k + 1]);
  return strides;
}

std::optional<std::vector<ExprPtr>> packedStrides(const std::vector<ExprPtr> &shape,
                                                  TensorLayout layout) {
  const std::size_t n = shape.size();
  if (n == 0)
    return std::vector<ExprPtr>{};
  if (layout == TensorLayout::NZ)
    return std::nullopt;
  if (layout != TensorLayout::DN)
    return rowMajor(shape, n);
  if (n < 2)
    return std::nullopt;
  std::vector<ExprPtr> strides(n);
  strides[n - 2] = constInt(1, DataType::INDEX);
  strides[n - 1] = shape[n - 2];
  if (n >= 3) {
    strides[n - 3] = indexMul(shape[n - 2], shape[n - 1]);
    for (std::size_t k = n - 3; k-- > 0;)
      strides[k] = indexMul(strides[k + 1], shape[k + 1]);
  }
  return strides;
}

class StrideMaterializer : public IRMutator {
public:
  TypePtr mutateType(const TypePtr &t) override {
    TypePtr base = IRMutator::mutateType(t); // tuples and nested exprs first
    const TensorType *tensor = asTensor(base);
    if (!tensor || !tensor->view || !tensor->view->stride.empty())
      return base;
    std::optional<std::vector<ExprPtr>> strides =
        packedStrides(tensor->shape, tensor->view->layout);
    if (!strides || strides->empty())
      return base;
    TensorView view = *tensor->view;
    view.stride = std::move(*strides);
    return makeTensorType(tensor->dtype, tensor->shape, std::move(view), tensor->memref);
  }
  VarPtr param(const VarPtr &v) { return mutateDef(v); }
};

FunctionPtr materialize(const FunctionPtr &f) {
  StrideMaterializer m;
  bool changed = false;
  std::vector<VarPtr> params;
  for (const VarPtr &p : f->params) {
    params.push_back(m.param(p));
    changed = changed || params.back() != p;
  }
  std::vector<TypePtr> returns;
  for (const TypePtr &t : f->returnTypes) {
    returns.push_back(m.mutateType(t));
    changed = changed || returns.back() != t;
  }
  StmtPtr body = m.mutate(f->body);
  if (!changed && body == f->body)
    return f;
  auto out = std::make_shared<Function>(*f);
  out->params = std::move(params);
  out->returnTypes = std::move(returns);
  out->body = body;
  return out;
}

class MaterializeTensorStrides : public Pass {
public:
  std::string_view name() const override { return "materialize_tensor_strides"; }
  Result<ProgramPtr> run(const ProgramPtr &program, const PassOptions &) const override {
    auto out = std::make_shared<Program>(*program);
    bool changed = false;
    for (FunctionPtr &f : out->functions) {
      if (!f)
        continue;
      FunctionPtr g = materialize(f);
      changed = changed || g != f;
      f = g;
    }
    return changed ? ProgramPtr(out) : program;
  }
};

} // namespace

PassPtr createMaterializeTensorStridesPass() {
  return std::make_unique<MaterializeTensorStrides>();
}

} // namespace pipecheck::passes

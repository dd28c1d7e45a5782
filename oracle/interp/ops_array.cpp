// Scalar arrays (the table's Array family): array.create, array.get_element
// and array.update_element. Real kernels keep per-block offsets and counts in
// them (1,348 calls at the window, reference/real-kernels.md); uninterpreted,
// array.create had no value to give, so every run of such a kernel trapped
// and differential said "not checked".
//
// Rules:
//  * An array is a tuple value of `extent` scalars of its dtype (the dtype
//    kwarg, else the declared pl.Array type's), zero at creation.
//  * get_element(arr, i) is item i; an index outside [0, extent) traps
//    (outside the contract).
//  * update_element(arr, i, v) stores v, cast to the array's dtype, into
//    item i in place (the table declares the array ReadWrite and the result
//    its in-place twin): every name of that array sees it, and a bound result
//    is the same array.
#include "oracle/interp/op_family.h"
#include "oracle/interp/scalar_ops.h"

namespace pipecheck::interp {
namespace {

using ir::DataType;

// The array behind args[i] and the index args[i + 1], checked.
struct Item {
  std::vector<Value> *items;
  std::size_t index;
};

ir::Result<Item> itemOf(const OpArgs &args, const std::string &op) {
  const TupleRef *arr = args.empty() ? nullptr : args[0].tuple();
  if (!arr || !*arr)
    return trap("type error: " + op + " argument 0 must be an array");
  int64_t i = PC_TRY(intArg(args, 1, op));
  // An array's items are only ever replaced by update_element, in place: the
  // tuple is the array object, shared by every name bound to it.
  auto *items = const_cast<std::vector<Value> *>(arr->get());
  if (i < 0 || i >= static_cast<int64_t>(items->size()))
    return trap(op + ": index " + std::to_string(i) + " outside an array of " +
                std::to_string(items->size()));
  return Item{items, static_cast<std::size_t>(i)};
}

ir::Result<Value> opArrayCreate(OpContext &ctx, const ir::Call &call, const OpArgs &args) {
  int64_t extent = PC_TRY(intArg(args, 0, call.op));
  std::optional<DataType> dtype = kwDtype(call, "dtype");
  if (!dtype)
    if (const ir::ArrayType *declared = ir::asArray(ctx.resultType()))
      dtype = declared->dtype;
  if (!dtype)
    return trap("type error: " + call.op + " needs a dtype");
  if (extent < 0)
    return trap(call.op + ": negative extent " + std::to_string(extent));
  ScalarValue zero = PC_TRY(castScalar(ScalarValue::ofInt(0), *dtype));
  return Value(TupleRef(std::make_shared<std::vector<Value>>(static_cast<std::size_t>(extent),
                                                             Value(zero))));
}

ir::Result<Value> opArrayGet(OpContext &, const ir::Call &call, const OpArgs &args) {
  Item it = PC_TRY(itemOf(args, call.op));
  return (*it.items)[it.index];
}

ir::Result<Value> opArrayUpdate(OpContext &, const ir::Call &call, const OpArgs &args) {
  Item it = PC_TRY(itemOf(args, call.op));
  const ScalarValue *old = (*it.items)[it.index].scalar();
  if (!old)
    return internalError(call.op + ": an array item that is not a scalar");
  (*it.items)[it.index] = Value(PC_TRY(castScalar(PC_TRY(scalarArg(args, 2, call.op)), old->dtype)));
  return args[0];
}

} // namespace

OpSemantics arraySemantics(const ir::OpInfo &op) {
  if (op.family != ir::OpFamily::Array)
    return nullptr;
  if (op.name == "array.create")
    return opArrayCreate;
  if (op.name == "array.get_element")
    return opArrayGet;
  if (op.name == "array.update_element")
    return opArrayUpdate;
  return nullptr;
}

} // namespace pipecheck::interp

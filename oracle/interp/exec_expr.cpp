// Expression evaluation, the OpContext seen by op semantics, and the
// read-only EvalScope seen by observers.
//
// A statement's top-level call is evaluated with a result context: the type
// it is bound to (the AssignStmt var's annotation, which is where tpop's
// result type lives) and whether it is bound at all (EvalStmt: no). A call
// nested inside another expression is treated as bound with its own type.
// MakeTuple evaluates to a tuple value (the offset and shape lists of tile
// ops). emitTile() resolves the result var's MemRef only when the tile store
// asks for placements (buffer-aware executor, see machine.h).
#include <algorithm>
#include <cstring>

#include "core/ir/builder.h"
#include "core/ir/op_registry.h"

#include "oracle/interp/describe.h"
#include "oracle/interp/executor.h"
#include "oracle/interp/fault.h"
#include "oracle/interp/scalar_ops.h"

namespace pipecheck::interp {
namespace {

ir::DataType scalarType(const ir::ExprPtr &e, ir::DataType fallback) {
  if (const ir::ScalarType *s = ir::asScalar(e->type))
    return s->dtype;
  return fallback;
}

} // namespace

const Value *Executor::lookup(const ir::Var *v) const {
  if (!frames_.empty()) {
    const auto &env = frames_.back().env;
    auto it = env.find(v);
    if (it != env.end())
      return &it->second;
  }
  auto g = globals_.find(v);
  return g == globals_.end() ? nullptr : &g->second;
}

ir::Result<Value> Executor::eval(const ir::ExprPtr &e) {
  switch (e->kind) {
  case ir::ExprKind::Var:
  case ir::ExprKind::IterArg: {
    const auto *v = static_cast<const ir::Var *>(e.get());
    if (const Value *val = lookup(v)) {
      const TileRef *t = val->tile();
      if (t && *t && !writtenInPlace_.empty()) {
        auto it = writtenInPlace_.find(t->get());
        if (it != writtenInPlace_.end())
          return outsideContract("reads tile '" + v->name + "' after " + it->second.second +
                                 " updated it in place (a ReadWrite argument): under value "
                                 "semantics that read has no meaning");
      }
      if (t && *t && !freedSlots_.empty()) {
        if (auto it = freedSlots_.find(t->get()); it != freedSlots_.end()) {
          if (it->second.first.lock() == *t)
            return trap("reads popped tile '" + v->name + "' after " + it->second.second +
                        " returned its slot to the producer, which may already have "
                        "overwritten it");
          freedSlots_.erase(it); // stale: another tile now lives at that address
        }
      }
      return *val;
    }
    return trap("use of undefined variable '" + v->name + "'");
  }
  case ir::ExprKind::ConstInt: {
    const auto *c = static_cast<const ir::ConstInt *>(e.get());
    return Value(ScalarValue::ofInt(c->value, c->dtype()));
  }
  case ir::ExprKind::ConstFloat: {
    const auto *c = static_cast<const ir::ConstFloat *>(e.get());
    ir::DataType d = ir::isFloat(c->dtype()) ? c->dtype() : ir::DataType::FP32;
    return Value(ScalarValue::ofFloat(c->value, d));
  }
  case ir::ExprKind::ConstBool:
    return Value(ScalarValue::ofBool(static_cast<const ir::ConstBool *>(e.get())->value));
  case ir::ExprKind::Binary: {
    const auto *b = static_cast<const ir::BinaryExpr *>(e.get());
    ScalarValue x = PC_TRY(evalScalarStrict(b->lhs, "left operand"));
    ScalarValue y = PC_TRY(evalScalarStrict(b->rhs, "right operand"));
    auto r = evalBinary(b->op, x, y, scalarType(e, ir::promoteScalar(x.dtype, y.dtype)),
                        options_.divMode);
    if (!r.ok()) {
      ir::Diagnostic d = r.error();
      d.message +=
          " in " + describeExpr(e) + " with operands " + formatScalar(x) + ", " + formatScalar(y);
      return d;
    }
    return Value(*r);
  }
  case ir::ExprKind::Unary: {
    const auto *u = static_cast<const ir::UnaryExpr *>(e.get());
    ScalarValue x = PC_TRY(evalScalarStrict(u->operand, "operand"));
    ScalarValue r = PC_TRY(evalUnary(u->op, x, scalarType(e, x.dtype)));
    return Value(r);
  }
  case ir::ExprKind::Call: {
    const ir::TypePtr *savedType = resultType_;
    bool savedBound = resultBound_;
    resultType_ = &e->type;
    resultBound_ = true;
    auto r = evalCall(static_cast<const ir::Call &>(*e));
    resultType_ = savedType;
    resultBound_ = savedBound;
    return r;
  }
  case ir::ExprKind::MakeTuple: {
    std::vector<Value> out;
    for (const ir::ExprPtr &x : static_cast<const ir::MakeTuple &>(*e).elements)
      out.push_back(PC_TRY(eval(x)));
    return Value(std::make_shared<const std::vector<Value>>(std::move(out)));
  }
  case ir::ExprKind::TupleGetItem: {
    const auto &g = static_cast<const ir::TupleGetItem &>(*e);
    Value t = PC_TRY(eval(g.tuple));
    const TupleRef *tup = t.tuple();
    if (!tup)
      return trap("type error: indexing a " + std::string(t.kindName()) + " as a tuple");
    if (g.index < 0 || g.index >= static_cast<int64_t>((*tup)->size()))
      return trap("tuple index " + std::to_string(g.index) + " out of range (size " +
                  std::to_string((*tup)->size()) + ")");
    return (**tup)[static_cast<std::size_t>(g.index)];
  }
  }
  return internalError("unknown expression kind");
}

ir::Result<Value> Executor::evalBound(const ir::ExprPtr &e, const ir::TypePtr &bindType,
                                      bool bound) {
  if (e->kind != ir::ExprKind::Call)
    return eval(e);
  resultType_ = &bindType;
  resultBound_ = bound;
  auto r = evalCall(static_cast<const ir::Call &>(*e));
  resultType_ = nullptr;
  return r;
}

ir::Result<Value> Executor::evalCall(const ir::Call &c) {
  // Args first: nested calls set and restore their own result context.
  const ir::TypePtr *myType = resultType_;
  bool myBound = resultBound_;
  std::vector<Value> args;
  args.reserve(c.args.size());
  for (const ir::ExprPtr &a : c.args)
    args.push_back(PC_TRY(eval(a)));
  resultType_ = myType;
  resultBound_ = myBound;
  if (c.isFunctionCall) {
    ir::FunctionPtr fn = program_.find(c.op);
    if (!fn)
      return trap("call of unknown function '" + c.op + "'");
    return callFunction(*fn, std::move(args));
  }
  OpSemantics sem = findOpSemantics(c.op);
  if (!sem)
    return internalError("op '" + c.op + "' has no interpreter semantics");
  ++stats_.opCalls;
  // Two tile views are not their source's bytes laid out densely, although
  // they share its buffer: a tile.slice result is a strided window of it
  // (PyPTO's InitMemRef gives it the source's base at the window's byte
  // offset, its size the window's span), and a tile.transpose_view result
  // is the same bytes read column-major. Tiles live densely and row-major in
  // their MemRef bytes (buffer_store.h), so writing such a view there would
  // overwrite its source: a wrong result on a correct memory plan. The view
  // gets its own bytes instead, holding the source's values as the view
  // sees them. (Not judged, so: a memory plan that reuses the source's
  // buffer while the view is still read.) A view of such a view (a reshape
  // or set_validshape of a slice, which InitMemRef puts in the slice's very
  // MemRef) is not dense there either, and gets bytes of its own too.
  detachResult_ = false;
  if (machine_.tiles().wantsPlacement() && c.op.rfind("tile.", 0) == 0)
    if (const ir::OpInfo *info = ir::lookupOp(c)) {
      const TileRef *src = args.empty() ? nullptr : args[0].tile();
      detachResult_ = info->family == ir::OpFamily::Slice ||
                      info->family == ir::OpFamily::TransposeView ||
                      (info->isView && src && *src && (*src)->viewIn);
    }
  auto result = sem(*this, c, args);
  detachResult_ = false;
  Value out = PC_TRY(std::move(result));
  // Buffer-aware runs model the in-place update itself (the result shares
  // the argument's buffer). Under value semantics an op that returns its
  // update as a new tile (tile.matmul_acc) leaves the argument's old value
  // behind, which the hardware no longer has: the argument is marked spent.
  // An op whose semantics update the argument itself (tile.write as a
  // statement) already shows later reads the new value.
  if (!machine_.tiles().wantsPlacement())
    if (const TileRef *res = out.tile(); res && *res)
      if (const ir::OpInfo *op = ir::lookupOp(c))
        for (const auto &[i, effect] : op->effects)
          if (effect == ir::ArgEffect::ReadWrite && i >= 0 &&
              static_cast<std::size_t>(i) < args.size())
            if (const TileRef *t = args[i].tile(); t && *t && t->get() != res->get())
              writtenInPlace_.emplace(t->get(), std::make_pair(*t, c.op));
  // The freed tile's reads end here (its own tfree read it above).
  if (const ir::OpInfo *op = ir::lookupOp(c); op && op->isFree && !args.empty())
    if (const TileRef *t = args[0].tile(); t && *t) {
      // Entries of tiles that are gone go every time the map doubles, so it
      // stays as large as the freed tiles still alive, not the trip count.
      if (freedSlots_.size() >= freedSlotsPrune_) {
        std::erase_if(freedSlots_, [](const auto &kv) { return kv.second.first.expired(); });
        freedSlotsPrune_ = std::max<std::size_t>(64, 2 * freedSlots_.size());
      }
      freedSlots_.insert_or_assign(t->get(), std::make_pair(std::weak_ptr<TileObject>(*t), c.op));
    }
  return out;
}

ir::Result<ScalarValue> Executor::evalScalarStrict(const ir::ExprPtr &e, const char *what) {
  Value v = PC_TRY(eval(e));
  if (const ScalarValue *s = v.scalar())
    return *s;
  return trap(std::string("type error: ") + what + " " + describeExpr(e) + " is a " + v.kindName() +
              ", not a scalar");
}

ir::Result<int64_t> Executor::evalInt(const ir::ExprPtr &e, const char *what) {
  ScalarValue s = PC_TRY(evalScalarStrict(e, what));
  if (s.isFloat())
    return trap(std::string("type error: ") + what + " " + describeExpr(e) + " is the float " +
                formatScalar(s));
  return s.i;
}

ir::Result<std::vector<int64_t>> Executor::evalDims(const std::vector<ir::ExprPtr> &dims) {
  std::vector<int64_t> out;
  for (const ir::ExprPtr &d : dims)
    out.push_back(PC_TRY(evalInt(d, "dimension")));
  return out;
}

ir::Result<bool> Executor::resolvePlacement(const ir::TypePtr &type, TilePlacement &placement) {
  if (!machine_.tiles().wantsPlacement() || !type)
    return false;
  const ir::TileType *tt = ir::asTile(type);
  if (!tt || !tt->memref)
    return false;
  placement.bufferName = tt->memref->name;
  placement.size = tt->memref->size;
  if (tt->memref->base) {
    const Value *b = lookup(tt->memref->base.get());
    if (!b || !b->ptr())
      return trap("MemRef base '" + tt->memref->base->name + "' is not an allocation");
    placement.base = *b->ptr();
  }
  if (tt->memref->byteOffset)
    placement.byteOffset = PC_TRY(evalInt(tt->memref->byteOffset, "MemRef byte offset"));
  return true;
}

ir::Result<TileRef> Executor::emitTile(const TileMeta &meta, const std::byte *scratch) {
  TilePlacement placement;
  bool placed =
      resultType_ && !detachResult_ ? PC_TRY(resolvePlacement(*resultType_, placement)) : false;
  TileRef t = PC_TRY(machine_.tiles().newTile(meta, placed ? &placement : nullptr));
  std::memcpy(t->bytes.get(), scratch, static_cast<std::size_t>(meta.byteSize()));
  if (detachResult_ && resultType_ && PC_TRY(resolvePlacement(*resultType_, placement)))
    t->viewIn = placementKey(placement);
  return t;
}

std::tuple<std::string, int64_t, int64_t, uint64_t>
Executor::placementKey(const TilePlacement &p) {
  return {p.bufferName, p.base ? p.base->id : -1, p.byteOffset, p.size};
}

ir::Result<Value> Executor::carryInto(const ir::TypePtr &varType, Value v) {
  const TileRef *src = v.tile();
  TilePlacement placement;
  if (!src || !*src || !PC_TRY(resolvePlacement(varType, placement)))
    return v;
  // No implicit copy: the carry is whatever its own buffer holds. PyPTO puts
  // the init, the iter_arg, the yielded value and the return var in one buffer
  // (InitMemRef, MaterializeSemanticAliases, YieldFixup's tile.move); where a
  // pass leaves a yield elsewhere, the hardware reads stale bytes, and so does
  // this executor. (Copying here would mask a missing YieldFixup.)
  TileRef t = PC_TRY(machine_.tiles().newTile((*src)->meta, &placement));
  // Except for a view with bytes of its own (evalCall) carried in the buffer
  // it shares with its source. A transpose view: on the device that buffer
  // holds the source column-major, which read row-major IS the view, so the
  // carry reads the view's values; here the source's bytes are row-major
  // (buffer_store.h), so the carry takes the view's. Found by campaign seed
  // 3: `tv_1 = subs(transpose_view(v))`, `v_1 = transpose_view(tv_1)` yielded
  // into an if's return var planned on tv_1's buffer, where
  // buffer-differential blamed the kit's correct plan. (Not judged, so: the
  // column-major source read again after such a carry, which then sees the
  // view's layout.) A slice: the iter_arg and return var of a loop it seeds
  // take its MemRef, a window of its source's buffer; read densely there,
  // they made buffer-differential blame a zero-trip loop that only passes
  // the slice through (corpus/slice_carry_zero_trip.py). The carry is the
  // window, as the slice is. Whether the device addresses such a carry
  // strided is its code generator's business (DESIGN, "A slice carried").
  if ((*src)->viewIn && *(*src)->viewIn == placementKey(placement))
    std::memcpy(t->bytes.get(), (*src)->bytes.get(),
                static_cast<std::size_t>((*src)->meta.byteSize()));
  return Value(std::move(t));
}

std::optional<ScalarValue> Executor::pureEval(const ir::ExprPtr &e) {
  switch (e->kind) {
  case ir::ExprKind::Var:
  case ir::ExprKind::IterArg: {
    const Value *v = lookup(static_cast<const ir::Var *>(e.get()));
    if (v && v->scalar())
      return *v->scalar();
    return std::nullopt;
  }
  case ir::ExprKind::ConstInt:
  case ir::ExprKind::ConstFloat:
  case ir::ExprKind::ConstBool: {
    auto r = eval(e);
    return r.ok() && r->scalar() ? std::optional<ScalarValue>(*r->scalar()) : std::nullopt;
  }
  case ir::ExprKind::Binary: {
    const auto *b = static_cast<const ir::BinaryExpr *>(e.get());
    auto x = pureEval(b->lhs), y = pureEval(b->rhs);
    if (!x || !y)
      return std::nullopt;
    auto r = evalBinary(b->op, *x, *y, scalarType(e, ir::promoteScalar(x->dtype, y->dtype)),
                        options_.divMode);
    return r.ok() ? std::optional<ScalarValue>(*r) : std::nullopt;
  }
  case ir::ExprKind::Unary: {
    const auto *u = static_cast<const ir::UnaryExpr *>(e.get());
    auto x = pureEval(u->operand);
    if (!x)
      return std::nullopt;
    auto r = evalUnary(u->op, *x, scalarType(e, x->dtype));
    return r.ok() ? std::optional<ScalarValue>(*r) : std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

std::optional<ScalarValue> Executor::evalScalar(const ir::ExprPtr &e) { return pureEval(e); }

} // namespace pipecheck::interp

// Calls: every op of the table (pl.tile.X, pl.tensor.X, pl.system.X, ...,
// pld.X.Y, and the unified pl.X sugar for tile ops), the
// scalar builtins pl.const / pl.cast / pl.min / pl.max, calls to other
// functions of the program (self.f(...)), and the kwargs / attrs={...}
// readers.
//
// Op calls are bound as PyPTO's DSL wrappers bind them, from the op table
// alone (ARGS, KWARGS: no op is special here): positional values in the
// DSL's parameter order, keywords by name, an optional arg left out taking
// the arg its default names (tile.load's valid_shape), kwargs stored in the
// order PyPTO prints them with its defaults filled in and its elided values
// dropped. Then ir::makeOpCall gives the result type from the registry. A
// scalar rhs of add/sub/mul/div selects the *s form; a literal scalar next
// to a tile is re-typed to the tile's dtype (`1` -> `1.0` for FP32), but
// not a full's value (PyPTO prints `value=2` of an FP32 full as written);
// tile.alloc's memory space becomes an INDEX ConstInt. String kwargs that
// the printer could not write back (it single-quotes them unescaped, like
// PyPTO) are rejected.
#include <algorithm>
#include <array>

#include "core/text/parser_impl.h"
#include "core/text/pypto_readback.h"
#include "core/text/syntax.h"

namespace pipecheck::text {
namespace {

using namespace ir;
using VK = Value::Kind;

// Unified pl.X names that dispatch to tile ops.
bool isSugar(const std::string &n) {
  static constexpr std::array<std::string_view, 16> names = {
      "load", "store", "move", "add", "sub", "mul", "div", "matmul", "matmul_acc", "exp",
      "read", "write", "extract", "full", "create", "adds"};
  for (auto s : names)
    if (s == n)
      return true;
  return false;
}

std::optional<int64_t> castModeIndex(const std::string &s) {
  static constexpr std::array<std::string_view, 7> names = {"none", "rint",  "round", "floor",
                                                            "ceil", "trunc", "odd"};
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == s)
      return static_cast<int64_t>(i);
  return std::nullopt;
}

// The dtype an integer literal arg takes (ArgSpec::literalType): a dtype
// name, or the dtype kwarg it names, as written or by its table default.
std::optional<DataType> typeOfLiteral(const OpInfo &info, const std::string &what,
                                      const std::vector<std::pair<std::string, Value>> &kwargs) {
  if (auto dt = parseDataType(what))
    return dt;
  for (const auto &[key, v] : kwargs)
    if (key == what)
      return v.kind == VK::Enum && v.e.family == EnumFamily::DType
                 ? std::optional<DataType>(static_cast<DataType>(v.e.value))
                 : std::nullopt;
  for (const KwargSpec &k : info.kwargSpecs)
    if (k.name == what && k.deflt && std::holds_alternative<DataType>(*k.deflt))
      return std::get<DataType>(*k.deflt);
  return std::nullopt;
}

// A tile's or a tensor's element type; none for any other type.
std::optional<DataType> elementTypeOf(const TypePtr &t) {
  if (const TileType *tile = asTile(t))
    return tile->dtype;
  if (const TensorType *tensor = asTensor(t))
    return tensor->dtype;
  return std::nullopt;
}

Value exprValue(ExprPtr e, Pos p) {
  Value v;
  v.kind = VK::Expr;
  v.expr = std::move(e);
  v.pos = p;
  return v;
}

} // namespace

Res<AttrValue> Elaborator::kwargValue(const std::string &key, const Value &v) {
  switch (v.kind) {
  case VK::Int: return AttrValue(std::in_place_type<int64_t>, v.i);
  case VK::Bool: return AttrValue(std::in_place_type<bool>, v.b);
  case VK::Float: return AttrValue(std::in_place_type<double>, v.f);
  case VK::Str:
    if (key == "mode")
      if (auto m = castModeIndex(v.s))
        return AttrValue(std::in_place_type<int64_t>, *m);
    // The printer writes string kwargs single-quoted and unescaped, as
    // PyPTO does; a string it could not write back is rejected here.
    for (char c : v.s)
      if (c == '\'' || c == '\\' || static_cast<unsigned char>(c) < 0x20)
        return err(v.pos, "string keyword argument '" + key +
                              "' cannot contain quotes, backslashes or control characters",
                   "ParserValueError");
    return AttrValue(std::in_place_type<std::string>, v.s);
  case VK::Enum:
    switch (v.e.family) {
    case EnumFamily::DType: return AttrValue(static_cast<DataType>(v.e.value));
    case EnumFamily::Mem: return AttrValue(static_cast<MemorySpace>(v.e.value));
    case EnumFamily::TileLayout: return AttrValue(static_cast<TileLayout>(v.e.value));
    case EnumFamily::TensorLayout: return AttrValue(static_cast<TensorLayout>(v.e.value));
    case EnumFamily::Pad: return AttrValue(static_cast<PadValue>(v.e.value));
    case EnumFamily::Pipe: return AttrValue(static_cast<PipeType>(v.e.value));
    case EnumFamily::Atomic:
      return AttrValue(std::in_place_type<int64_t>, static_cast<int64_t>(v.e.value));
    default: break;
    }
    break;
  case VK::List:
  case VK::Tuple: {
    // A list naming values (task_dummy's deps=[t0, t1]) is kept as an
    // expression and prints as a list; otherwise the ints.
    if (std::any_of(v.items.begin(), v.items.end(),
                    [](const Value &item) { return item.kind == VK::Expr; }))
      return AttrValue(PC_TRY(toExpr(v)));
    std::vector<int64_t> ints;
    for (const auto &item : v.items) {
      if (item.kind != VK::Int)
        return err(v.pos, "keyword argument '" + key + "' must be a constant",
                   "ParserTypeError");
      ints.push_back(item.i);
    }
    return AttrValue(std::move(ints));
  }
  default: break;
  }
  return err(v.pos, "keyword argument '" + key + "' must be a constant", "ParserTypeError");
}

Res<AttrList> Elaborator::attrDict(const AstExpr &dict, bool loopAttrs) {
  if (dict.kind != AstKind::Dict)
    return err(dict.pos, "attrs= must be a dict literal", "ParserTypeError");
  AttrList out;
  for (std::size_t k = 0; k + 1 < dict.items.size(); k += 2) {
    const AstExpr &key = *dict.items[k];
    if (key.kind != AstKind::Str)
      return err(key.pos, "attrs keys must be string literals", "ParserTypeError");
    Value v = PC_TRY(eval(*dict.items[k + 1]));
    AttrValue av;
    if (v.kind == VK::Int)
      av = AttrValue(std::in_place_type<int64_t>, v.i);
    else if (v.kind == VK::Float)
      av = AttrValue(std::in_place_type<double>, v.f);
    else if (v.kind == VK::Bool)
      av = AttrValue(std::in_place_type<bool>, v.b);
    else if (v.kind == VK::Str)
      av = AttrValue(std::in_place_type<std::string>, v.s);
    else if (loopAttrs)
      return err(v.pos, "loop attrs values must be int, float, bool or str constants",
                 "ParserTypeError");
    else if ((v.kind == VK::List || v.kind == VK::Tuple) && !v.items.empty() &&
             std::all_of(v.items.begin(), v.items.end(),
                         [](const Value &i) { return i.kind == VK::Int; }))
      av = PC_TRY(kwargValue(key.name, v));
    else if (v.kind == VK::Enum && v.e.family != EnumFamily::Atomic &&
             v.e.family <= EnumFamily::Pad)
      av = PC_TRY(kwargValue(key.name, v));
    else if (v.kind == VK::Enum && v.e.family == EnumFamily::Split) // func attr "split"
      av = AttrValue(std::in_place_type<int64_t>, static_cast<int64_t>(v.e.value));
    else
      av = AttrValue(PC_TRY(toExpr(v)));
    bool replaced = false;
    for (auto &kv : out)
      if (kv.first == key.name) {
        kv.second = av;
        replaced = true;
      }
    if (!replaced)
      out.emplace_back(key.name, std::move(av));
  }
  return out;
}

Res<Value> Elaborator::functionCall(const std::string &fname, const AstExpr &call) {
  auto it = funcs_.find(fname);
  if (it == funcs_.end())
    return err(call.pos, "unknown function 'self." + fname + "'", "ParserNameError");
  const FuncSig &sig = it->second;
  std::vector<ExprPtr> args;
  for (std::size_t k = 1; k < call.items.size(); ++k)
    args.push_back(PC_TRY(evalExpr(*call.items[k])));
  AttrList attrs;
  for (const auto &[key, v] : call.kwargs) {
    if (key != "attrs")
      return err(v->pos, "unexpected keyword argument '" + key + "' in a call to " + fname,
                 "ParserTypeError");
    attrs = PC_TRY(attrDict(*v, false));
  }
  if (args.size() != sig.params.size())
    return err(call.pos,
               fname + "() takes " + std::to_string(sig.params.size()) + " arguments, got " +
                   std::to_string(args.size()),
               "ParserTypeError");
  TypePtr type = sig.returnTypes.size() == 1 ? sig.returnTypes[0]
                 : sig.returnTypes.empty()   ? makeUnknownType()
                                             : makeTupleType(sig.returnTypes);
  auto c = std::make_shared<Call>(fname, std::move(args), AttrList{}, std::move(attrs), type,
                                  true);
  c->loc = loc(call.pos);
  return exprValue(c, call.pos);
}

namespace {

// A Python int next to a tile or tensor takes its dtype; a Python float stays
// FP32 whatever the operand's dtype (the kit prints `pl.tile.muls(fp16_tile,
// 2.0)` with a plain FP32 2.0, and `tensor.muls(fp16, 2.0)` promotes to FP32:
// tests/golden-kernels/cases/scalar_literals).
ExprPtr retyped(const Value &v, DataType dt, const SourceLoc &loc) {
  if (v.kind == VK::Int)
    return isFloat(dt) ? constFloat(static_cast<double>(v.i), dt, loc)
           : isInt(dt) ? constInt(v.i, dt, loc)
                       : constInt(v.i, DataType::INDEX, loc);
  if (v.kind == VK::Float)
    return constFloat(v.f, DataType::FP32, loc);
  return constBool(v.b, loc);
}

} // namespace

Res<Value> Elaborator::opCall(const std::string &name, const AstExpr &call) {
  Pos p = call.pos;
  // Whether this call is a plain assignment's whole right side: asked
  // before the args are read (they may be calls too).
  const bool assigned = std::exchange(assignedCall_, nullptr) == &call;
  const std::string assignedName = assigned ? assignedName_ : std::string();
  std::vector<Value> pos;
  for (std::size_t k = 1; k < call.items.size(); ++k)
    pos.push_back(PC_TRY(eval(*call.items[k])));
  std::vector<std::pair<std::string, Value>> kws;
  AttrList attrs;
  for (const auto &[key, v] : call.kwargs) {
    if (key == "attrs")
      attrs = PC_TRY(attrDict(*v, false));
    else
      kws.emplace_back(key, PC_TRY(eval(*v)));
  }
  auto dtypeOf = [&](const Value &v) -> std::optional<DataType> {
    if (v.kind == VK::Enum && v.e.family == EnumFamily::DType)
      return static_cast<DataType>(v.e.value);
    return std::nullopt;
  };
  auto onlyArgs = [&](std::size_t n) -> ir::Status {
    if (pos.size() != n || !kws.empty() || !attrs.empty())
      return err(p, name + "() takes exactly " + std::to_string(n) + " positional arguments",
                 "ParserTypeError");
    return okStatus();
  };

  if (name == "pl.const") {
    PC_TRY(onlyArgs(2));
    auto dt = dtypeOf(pos[1]);
    if (!dt)
      return err(pos[1].pos, "pl.const() needs a dtype such as pl.INT64", "ParserTypeError");
    const Value &v = pos[0];
    if (v.kind == VK::Int && (isInt(*dt) || *dt == DataType::BOOL))
      return exprValue(constInt(v.i, *dt, loc(p)), p);
    if ((v.kind == VK::Int || v.kind == VK::Float) && isFloat(*dt))
      return exprValue(constFloat(v.kind == VK::Int ? static_cast<double>(v.i) : v.f, *dt, loc(p)),
                       p);
    if (v.kind == VK::Bool && *dt == DataType::BOOL)
      return exprValue(constBool(v.b, loc(p)), p);
    return err(v.pos, "pl.const() needs a numeric literal matching its dtype", "ParserTypeError");
  }
  if (name == "pl.cast") {
    PC_TRY(onlyArgs(2));
    auto dt = dtypeOf(pos[1]);
    if (!dt)
      return err(pos[1].pos, "pl.cast() needs a dtype such as pl.INDEX", "ParserTypeError");
    ExprPtr x = PC_TRY(toExpr(pos[0]));
    if (!asScalar(x->type))
      return err(pos[0].pos, "pl.cast() needs a scalar operand", "ParserTypeError");
    return exprValue(makeCast(x, *dt, loc(p)), p);
  }
  if (name == "pl.min" || name == "pl.max") {
    PC_TRY(onlyArgs(2));
    ExprPtr a = PC_TRY(toExpr(pos[0]));
    ExprPtr b = PC_TRY(toExpr(pos[1]));
    return exprValue(PC_TRY(binaryExpr(name == "pl.min" ? BinaryOp::Min : BinaryOp::Max, a, b, p)),
                     p);
  }
  if (name == "pl.yield_")
    return err(p, "pl.yield_(...) must be a statement of a for or if body");
  if (name == "pl.range" || name == "pl.parallel" || name == "pl.unroll" ||
      name == "pl.pipeline")
    return err(p, name + "() can only be used as a for-loop iterator");
  if (name == "pl.dynamic")
    return err(p, "pl.dynamic() is only allowed at module level");
  if (name == "pl.TileView" || name == "pl.TensorView" || name == "pl.MemRef")
    return err(p, name + "(...) is only valid inside a type annotation", "ParserTypeError");

  // pl.NS.OP names the table's op NS.OP (pl.tile.and_ is tile.and); pld.NS.OP
  // keeps its pld prefix; a bare pl.OP is the unified sugar for tile.OP.
  std::string op;
  if (name.rfind("pld.", 0) == 0)
    op = name;
  else if (name.find('.', 3) != std::string::npos)
    op = name.substr(3);
  else if (isSugar(name.substr(3)))
    op = "tile." + name.substr(3);
  else
    return err(p, "unknown function '" + name + "'", "ParserNameError");
  {
    std::size_t dot = op.rfind('.');
    std::string last = op.substr(dot + 1);
    if (last.size() > 1 && last.back() == '_' && isPythonKeyword(last.substr(0, last.size() - 1)))
      op.pop_back();
  }
  const OpInfo *info = OpRegistry::instance().find(op);
  if (!info)
    return err(p, "unknown op '" + op + "'", "ParserNameError");
  if (opts_.dslRules && (info->hostOnly || info->namedByAssignment)) {
    // PyPTO's parser-context rules, in its order and words (kit-probed,
    // tools/op_probe.py host_*): a named-by-assignment op anywhere but a
    // plain assignment's right side; a host-only op outside a HOST-level
    // function or inside an InCore / Spmd scope; a name taken twice; a
    // name= written out.
    if (info->namedByAssignment && !assigned)
      return err(p, op + " must appear as the RHS of a simple assignment (its "
                    "result must be bound to a named variable)");
    if (info->hostOnly && (bodyLevel_ != Level::HOST || deviceScopes_ > 0))
      return err(p, op + "() can only be called in HOST orchestration context (not inside InCore "
                         "/ SPMD scopes); current function level: " +
                        (bodyLevel_ ? "Level." + std::string(ir::name(*bodyLevel_)) : "None"));
    if (info->namedByAssignment) {
      if (!assignNamedOps_.insert(assignedName).second)
        return err(p, op + " name '" + assignedName + "' is already declared in this program");
      for (const auto &[key, v] : kws)
        if (key == "name")
          return err(p, op + " 'name' kwarg cannot be passed explicitly \u2014 it is auto-derived "
                             "from the assignment LHS ('" + assignedName + "')");
    }
  }
  bool tileOp = op.rfind("tile.", 0) == 0;
  bool tensorOp = op.rfind("tensor.", 0) == 0;

  // Bind the call as Python binds it to PyPTO's DSL wrapper: positional
  // values in the DSL's parameter order (the table's dslPositional), then
  // keywords by name; each lands on an IR arg or a kwarg.
  std::vector<std::optional<Value>> args;
  std::vector<std::pair<std::string, Value>> kwargs;
  if (info->variadic) { // the table does not know the signature: keep the call as written
    args.assign(pos.begin(), pos.end());
    kwargs = std::move(kws);
  } else {
    args.resize(info->argSpecs.size());
    auto bind = [&](const std::string &key, const Value &v) -> ir::Status {
      for (std::size_t k = 0; k < info->argSpecs.size(); ++k)
        if (info->argSpecs[k].name == key) {
          if (args[k])
            return err(v.pos, name + "() got multiple values for '" + key + "'", "ParserTypeError");
          args[k] = v;
          return okStatus();
        }
      for (const auto &kv : kwargs)
        if (kv.first == key)
          return err(v.pos, name + "() got multiple values for '" + key + "'", "ParserTypeError");
      kwargs.emplace_back(key, v);
      return okStatus();
    };
    auto bindAll = [&](const std::vector<std::string> &order) -> ir::Status {
      args.assign(info->argSpecs.size(), std::nullopt);
      kwargs.clear();
      for (std::size_t k = 0; k < pos.size(); ++k) {
        if (k >= order.size())
          return err(pos[k].pos, name + "() got too many positional arguments", "ParserTypeError");
        PC_TRY(bind(order[k], pos[k]));
      }
      for (const auto &[key, v] : kws)
        PC_TRY(bind(key, v));
      return okStatus();
    };
    // Where the printer writes an arg positionally that the DSL takes later
    // (a `^` arg: tensor.gather(x, i, dim=1)), PyPTO's own parser rejects the
    // printed text; pipecheck reads it in the printer's order (snapshot
    // reading), and the round-trip property reports the rejection.
    if (ir::Status st = bindAll(info->dslPositional); !st.ok()) {
      const std::vector<std::string> &printed = info->printedPositional;
      bool moved = printed.size() > info->dslPositional.size() ||
                   !std::equal(printed.begin(), printed.end(), info->dslPositional.begin());
      if (!moved || !bindAll(printed).ok())
        return st.error();
    }
    // Optional args left out (or None) are dropped from the end, or take
    // the arg their default names (tile.load's valid_shape is its shapes).
    for (std::size_t k = 0; k < args.size(); ++k)
      if (args[k] && args[k]->kind == VK::None)
        args[k].reset();
    while (!args.empty() && !args.back() && info->argSpecs[args.size() - 1].optional &&
           info->argSpecs[args.size() - 1].defaultFrom.empty())
      args.pop_back();
    for (std::size_t k = 0; k < args.size(); ++k) {
      const ArgSpec &spec = info->argSpecs[k];
      if (!args[k] && !spec.defaultFrom.empty())
        for (std::size_t j = 0; j < args.size(); ++j)
          if (info->argSpecs[j].name == spec.defaultFrom && args[j])
            args[k] = args[j];
      if (!args[k])
        return err(p, name + "() missing argument '" + spec.name + "'", "ParserTypeError");
    }
  }

  // PyPTO's DSL wrapper makes a literal-only arg a ConstInt / ConstFloat from
  // a Python int or float (a bool is an int there: `value=True` prints
  // `value=1`); anything else reaches pybind's constructor, which refuses it
  // (kit-probed: `value=2 * 3`, `value=+2`, `--2`, `~2`, a scalar var and
  // pl.const(2, pl.FP32) are refused; `-2`, `(3)`, `1e3`, `True` are read).
  // A snapshot never holds such a call: PyPTO prints the constant.
  for (std::size_t k = 0; k < args.size() && k < info->argSpecs.size(); ++k) {
    if (!info->argSpecs[k].literalOnly || !args[k])
      continue;
    if (args[k]->kind == VK::Bool) {
      args[k]->kind = VK::Int;
      args[k]->i = args[k]->b ? 1 : 0;
    }
    if (opts_.dslRules && args[k]->literal == Value::Literal::No)
      return err(args[k]->pos,
                   "pl." + op.substr(0, op.find('.')) + " operation '" + op.substr(op.find('.') + 1) +
                       "': __init__(): incompatible function arguments. The following argument "
                       "types are supported:\n(pipecheck: PyPTO builds " + op + "'s " +
                       info->argSpecs[k].name + " from a Python int or float; write a number)",
                   "InvalidOperationError");
  }

  std::vector<ExprPtr> irArgs;
  std::optional<DataType> dtype0; // arg 0's element type, a tile's or a tensor's
  for (std::size_t k = 0; k < args.size(); ++k) {
    const Value &v = *args[k];
    // The scalar operand of a tile-scalar op or of tile.expands (PyPTO
    // types `expands(int32_tile, 2)` as pl.const(2, pl.INT32) and
    // `expands(fp32_tile, 2)` as 2.0: tests/golden-ops/expands_scalar); the
    // same for their tensor forms (`tensor.ands(int32_tensor, 3)` prints
    // pl.const(3, pl.INT32)). Not tile.write's value: PyPTO keeps a literal
    // there INDEX (an int) or FP32 (a float), and its type rule then wants
    // the tile's own dtype (kit-probed on every dtype: a literal is read
    // only into an FP32 tile, and only as a float).
    // The tile-scalar-tile ternaries (tile.addsc / subsc) take their scalar
    // the same way (kit-probed on every dtype: tools/op_probe.py dtypes).
    bool scalarSlot =
        (tileOp || tensorOp) && ((k == 1 && (info->family == OpFamily::ScalarBinary ||
                                             info->family == OpFamily::Expands ||
                                             info->family == OpFamily::Cmps ||
                                             (info->family == OpFamily::Ternary &&
                                              k < info->argSpecs.size() &&
                                              info->argSpecs[k].kind == ArgKind::Scalar))));
    // `@name` naming an earlier argument: a constant there is typed as that
    // argument's elements (tile.sels' scalar as its src tile's: the kit
    // prints `sels(m, int32_tile, tmp, 1)` with pl.const(1, pl.INT32)).
    std::optional<DataType> likeArg;
    if (k < info->argSpecs.size() && !info->argSpecs[k].literalType.empty())
      for (std::size_t j = 0; j < k && j < irArgs.size(); ++j)
        if (info->argSpecs[j].name == info->argSpecs[k].literalType)
          likeArg = elementTypeOf(irArgs[j]->type);
    std::optional<DataType> literalType;
    if (!likeArg && v.kind == VK::Int && k < info->argSpecs.size() &&
        !info->argSpecs[k].literalType.empty())
      literalType = typeOfLiteral(*info, info->argSpecs[k].literalType, kwargs);
    if (likeArg && v.isConst()) {
      irArgs.push_back(retyped(v, *likeArg, loc(v.pos)));
    } else if (literalType) {
      irArgs.push_back(isFloat(*literalType)
                           ? constFloat(static_cast<double>(v.i), *literalType, loc(v.pos))
                           : constInt(v.i, *literalType, loc(v.pos)));
    } else if (scalarSlot && dtype0 && v.isConst()) {
      irArgs.push_back(retyped(v, *dtype0, loc(v.pos)));
    } else if (k == 0 && info->family == OpFamily::Alloc && v.kind == VK::Enum &&
               v.e.family == EnumFamily::Mem) {
      irArgs.push_back(constInt(v.e.value, DataType::INDEX, loc(v.pos)));
    } else if (k == 1 && tileOp && info->family == OpFamily::Read &&
               (v.kind == VK::Int || v.kind == VK::Expr) &&
               !(v.kind == VK::Expr && asTuple(v.expr->type))) {
      ExprPtr idx = PC_TRY(toExpr(v));
      irArgs.push_back(makeTuple({idx}, loc(v.pos)));
    } else {
      irArgs.push_back(PC_TRY(toExpr(v)));
    }
    if (k == 0)
      dtype0 = elementTypeOf(irArgs[0]->type);
  }

  // Scalar rhs of add/sub/mul/div selects the tile- or tensor-scalar op
  // (the table's Binary ops whose rhs may be a tile or a scalar and that
  // have a *s twin: tile.add/sub/mul/div and their tensor forms; the kit
  // prints `pl.tensor.mul(fp16, 3)` as `pl.tensor.muls(x, pl.const(3.0, pl.FP16))`).
  if ((tileOp || tensorOp) && info->family == OpFamily::Binary && irArgs.size() == 2 &&
      info->argSpecs.size() == 2 && info->argSpecs[1].kind == ArgKind::Any &&
      OpRegistry::instance().find(op + "s")) {
    const Value &rhs = *args[1];
    bool scalar = rhs.isConst() || (rhs.kind == VK::Expr && asScalar(rhs.expr->type));
    if (scalar) {
      op += "s";
      if (dtype0 && rhs.isConst())
        irArgs[1] = retyped(rhs, *dtype0, loc(rhs.pos));
    }
  }

  // Kwargs in the table's order, as PyPTO's wrappers build them: defaults
  // filled in, None and default-valued optional ones dropped (clamp=False,
  // atomic=pl.AtomicType.None_), then any the table does not declare, as
  // written (makeOpCall rejects them when the op declares its kwargs).
  AttrList irKwargs;
  std::vector<bool> used(kwargs.size());
  for (const KwargSpec &spec : info->kwargSpecs) {
    if (spec.argIndex >= 0)
      continue;
    std::size_t at = 0;
    while (at < kwargs.size() && kwargs[at].first != spec.name)
      ++at;
    if (at == kwargs.size() || kwargs[at].second.kind == VK::None) {
      if (at < kwargs.size())
        used[at] = true;
      if (spec.omit == KwargSpec::Omit::Never && spec.deflt)
        irKwargs.emplace_back(spec.name, *spec.deflt);
      continue;
    }
    used[at] = true;
    AttrValue v = PC_TRY(kwargValue(spec.name, kwargs[at].second));
    // A flag written as 0 / 1 is the flag (PyPTO tests its truth).
    if (spec.deflt && std::holds_alternative<bool>(*spec.deflt))
      if (const int64_t *i = std::get_if<int64_t>(&v))
        v = AttrValue(std::in_place_type<bool>, *i != 0);
    if (spec.omit == KwargSpec::Omit::WhenDefault && spec.deflt && v == *spec.deflt)
      continue;
    irKwargs.emplace_back(spec.name, std::move(v));
  }
  for (std::size_t k = 0; k < kwargs.size(); ++k)
    if (!used[k])
      irKwargs.emplace_back(kwargs[k].first, PC_TRY(kwargValue(kwargs[k].first, kwargs[k].second)));

  // Reading a snapshot (ParseOptions::freeVars), an operand may be a free
  // var of unknown type (PyPTO's NAME__FREE_VAR): the op's result type cannot
  // be inferred from it, so the call takes an unknown type and the
  // assignment's annotation gives the real one (assignType). The free-variable
  // reading then names the use, instead of a type error hiding it.
  bool freeOperand =
      opts_.freeVars && std::any_of(irArgs.begin(), irArgs.end(), [](const ExprPtr &a) {
        // an iter_arg initialised by a free variable is as untyped as it
        // (gen --agree seed 23000242: PyPTO's LowerPipelineLoops left a
        // carry's init undefined)
        return (a->kind == ExprKind::Var || a->kind == ExprKind::IterArg) &&
               a->type->kind == TypeKind::Unknown;
      });
  // PyPTO's parser names a named-by-assignment op after its target (a
  // `name` kwarg its printer never writes), in user input and in a
  // snapshot alike: a pass that clones such a call keeps the name, which
  // the clone's printed target then contradicts when the text is read back.
  if (info->namedByAssignment && assigned && !findAttr(irKwargs, "name"))
    irKwargs.emplace_back("name", AttrValue(std::in_place_type<std::string>, assignedName));
  std::vector<ExprPtr> argsIfFree = freeOperand ? irArgs : std::vector<ExprPtr>{};
  AttrList kwargsIfFree = freeOperand ? irKwargs : AttrList{};
  AttrList attrsIfFree = freeOperand ? attrs : AttrList{};
  // PyPTO's DSL wrappers judge user input before the op's type rules; a
  // snapshot is judged by the readback model instead (round-trip reports
  // text PyPTO cannot read back), so pipecheck still reads it.
  if (opts_.dslRules)
    if (auto d = pyptoDslRejects(op, irArgs, irKwargs, loc(p))) {
      d->rule = "parse";
      return *d;
    }
  auto callRes = makeOpCall(op, std::move(irArgs), std::move(irKwargs), std::move(attrs), loc(p));
  if (!callRes.ok() && freeOperand) {
    auto c = std::make_shared<Call>(std::string(op), std::move(argsIfFree), std::move(kwargsIfFree),
                                    std::move(attrsIfFree), makeUnknownType());
    c->loc = loc(p);
    return exprValue(c, p);
  }
  if (!callRes.ok()) {
    Diagnostic d = callRes.error();
    d.loc = loc(p);
    d.rule = "parse";
    d.kind = "ParserTypeError";
    return d;
  }
  if (opts_.dslRules)
    if (auto d = pyptoWindowRejects(**callRes, loc(p))) {
      d->rule = "parse";
      return *d;
    }
  // PyPTO's parser reads tensor.dim of a dimension that is a pl.dynamic name
  // as that name in an Orchestration function (any axis spelling, -1
  // included; a constant or compound extent stays a call, and so does
  // every tensor.dim of any other function type: probed on the kit).
  if (foldsDynamicDims() && op == "tensor.dim") {
    const Call &c = static_cast<const Call &>(*callRes.value());
    const TensorType *t = c.args.size() == 2 ? asTensor(c.args[0]->type) : nullptr;
    const ConstInt *axis = c.args.size() == 2 ? asConstInt(c.args[1]) : nullptr;
    if (t && axis) {
      int64_t rank = static_cast<int64_t>(t->shape.size());
      int64_t a = axis->value < 0 ? axis->value + rank : axis->value;
      if (a >= 0 && a < rank)
        if (ExprPtr dim = dynamicDim(t->shape[static_cast<std::size_t>(a)]))
          return exprValue(dim, p);
    }
  }
  return exprValue(callRes.value(), p);
}

ExprPtr Elaborator::dynamicDim(const ExprPtr &e) const {
  const Var *v = asVar(e);
  if (!v)
    return nullptr;
  for (const VarPtr &d : dynOrder_)
    if (d.get() == v)
      return e;
  return nullptr;
}

} // namespace pipecheck::text

// A run from start to finish: bind pl.dynamic sizes, build the entry's
// arguments from the inputs, execute, turn the first fault into an Outcome,
// and collect the observable outputs.
//
// Entry params: a tensor param becomes a fresh tensor root (named after the
// param, shape from its type with dynamic dims bound, contents from the
// inputs); a scalar param takes inputs.scalars[name] converted to its dtype
// (missing -> InternalError: the harness must supply every scalar).
// Outputs, in this order: every Out/InOut tensor param's final contents
// ("tensor NAME"), every returned value ("return[i]"; a tensor is read
// through its version, so returning a stale version is outside the
// contract), then every tile pushed to a cross-core channel
// ("tpush aic->aiv#k").
// Tile storage: the store passed in, else the one Options.storage names
// (buffer_store.h; value semantics by default).
#include <set>

#include "core/ir/walk.h"
#include "oracle/interp/buffer_store.h"
#include "oracle/interp/element.h"
#include "oracle/interp/executor.h"
#include "oracle/interp/fault.h"
#include "oracle/interp/scalar_ops.h"

namespace pipecheck::interp {
namespace {

OutputValue fromBytes(std::string label, ir::DataType d, std::vector<int64_t> shape,
                      const std::byte *p, int64_t n) {
  OutputValue o;
  o.label = std::move(label);
  o.dtype = d;
  o.shape = std::move(shape);
  o.bytes = std::make_shared<const std::vector<std::byte>>(p, p + n * elementBytes(d));
  return o;
}

// A tensor's output shares its contents (copy-on-write: a later write
// through the tensor copies, the output keeps what it read).
OutputValue tensorOutput(std::string label, const TensorObject &t) {
  OutputValue o;
  o.label = std::move(label);
  o.dtype = t.dtype;
  o.shape = t.shape;
  o.bytes = t.contents();
  return o;
}

OutputValue fromScalar(std::string label, const ScalarValue &s) {
  std::byte raw[8] = {};
  s.store(raw);
  return fromBytes(std::move(label), s.dtype, {}, raw, 1);
}

void collectCalls(const ir::StmtPtr &s, std::set<std::string> &out);

void collectCallsExpr(const ir::ExprPtr &e, std::set<std::string> &out) {
  ir::forEachExpr(e, [&](const ir::ExprPtr &x) {
    if (const ir::Call *c = ir::asCall(x); c && c->isFunctionCall)
      out.insert(c->op);
  });
}

void collectCalls(const ir::StmtPtr &s, std::set<std::string> &out) {
  if (!s)
    return;
  ir::visitStmt(*s, [&](const auto &n) {
    using N = std::decay_t<decltype(n)>;
    if constexpr (std::is_same_v<N, ir::SeqStmts>) {
      for (const auto &c : n.stmts)
        collectCalls(c, out);
    } else if constexpr (std::is_same_v<N, ir::AssignStmt>) {
      collectCallsExpr(n.value, out);
    } else if constexpr (std::is_same_v<N, ir::EvalStmt>) {
      collectCallsExpr(n.expr, out);
    } else if constexpr (std::is_same_v<N, ir::ForStmt>) {
      collectCalls(n.body, out);
    } else if constexpr (std::is_same_v<N, ir::IfStmt>) {
      collectCalls(n.thenBody, out);
      collectCalls(n.elseBody, out);
    } else if constexpr (std::is_same_v<N, ir::ScopeStmt>) {
      collectCalls(n.body, out);
    } else {
      for (const auto &v : n.values)
        collectCallsExpr(v, out);
    }
  });
}

} // namespace

Executor::Executor(const ir::Program &program, const Inputs &inputs, const Options &options,
                   ExecObserver *observer, std::unique_ptr<TileStore> store)
    : program_(program), inputs_(inputs), options_(options), observer_(observer),
      machine_(std::move(store)) {
  if (options.peer)
    machine_.attachPeer(options.peer, options.peerOut);
  for (const ir::VarPtr &d : program.dynamicDims) {
    auto it = inputs.dims.find(d->name);
    int64_t size = it != inputs.dims.end() ? it->second : inputs.defaultDynamicDim;
    globals_[d.get()] = ScalarValue::ofInt(size, ir::DataType::INDEX);
  }
}

ir::Result<std::vector<Value>> Executor::entryArgs(const ir::Function &fn) {
  std::vector<Value> args;
  // Shapes may mention dynamic dims: evaluate them in a frame with globals only.
  frames_.push_back(Frame{&fn, {}, {}});
  for (std::size_t i = 0; i < fn.params.size(); ++i) {
    const ir::VarPtr &p = fn.params[i];
    if (const ir::TensorType *t = ir::asTensor(p->type)) {
      if (!supportedElement(t->dtype))
        return outsideContract("tensor param '" + p->name + "' has element type " +
                               std::string(ir::name(t->dtype)) +
                               ", which the interpreter does not model");
      std::vector<int64_t> shape = PC_TRY(evalDims(t->shape));
      for (int64_t d : shape)
        if (d < 0)
          return internalError("tensor param '" + p->name + "' has a negative dimension");
      auto contents = PC_TRY(tensorContents(p->name, t->dtype, shape, inputs_, i));
      args.emplace_back(machine_.createTensor(p->name, t->dtype, shape, std::move(contents)));
    } else if (const ir::ScalarType *s = ir::asScalar(p->type)) {
      auto it = inputs_.scalars.find(p->name);
      if (it == inputs_.scalars.end())
        return internalError("no input value for scalar param '" + p->name + "' of " + fn.name);
      ScalarValue v =
          PC_TRY(castScalar(ScalarValue::ofInt(it->second, ir::DataType::INT64), s->dtype));
      args.emplace_back(v);
    } else {
      return internalError("entry param '" + p->name + "' is neither a tensor nor a scalar");
    }
  }
  frames_.pop_back();
  return args;
}

ir::Result<Outputs> Executor::collectOutputs(const ir::Function &fn, const std::vector<Value> &args,
                                             const Value &returned) {
  Outputs out;
  for (std::size_t i = 0; i < fn.params.size(); ++i) {
    ir::ParamDirection dir = i < fn.directions.size() ? fn.directions[i] : ir::ParamDirection::In;
    // A pld.DistributedTensor is a window other ranks read: what a run
    // writes into one (pld.tile.remote_store, notify: the table's Write
    // effects) is an effect of the run even when the param is In.
    const ir::TensorType *tt = ir::asTensor(fn.params[i]->type);
    bool window = tt && tt->distributed;
    if ((dir == ir::ParamDirection::In && !window) || !args[i].tensor())
      continue;
    const TensorObject &t = machine_.object(*args[i].tensor());
    out.values.push_back(tensorOutput("tensor " + t.name, t));
  }
  std::vector<Value> rets;
  if (const TupleRef *tup = returned.tuple())
    rets = **tup;
  else if (!returned.isNone())
    rets.push_back(returned);
  for (std::size_t i = 0; i < rets.size(); ++i) {
    std::string label = "return[" + std::to_string(i) + "]";
    const Value &v = rets[i];
    if (const ScalarValue *s = v.scalar()) {
      out.values.push_back(fromScalar(label, *s));
    } else if (const TensorRef *r = v.tensor()) {
      TensorObject *t = PC_TRY(machine_.live(*r, "return"));
      out.values.push_back(tensorOutput(label, *t));
    } else if (const TileRef *t = v.tile()) {
      out.values.push_back(fromBytes(label, (*t)->meta.dtype, (*t)->meta.shape, (*t)->bytes.get(),
                                     (*t)->meta.numElements()));
    } else {
      return trap("the entry returns a " + std::string(v.kindName()) +
                  ", which is not an observable value");
    }
  }
  for (Channel c : {Channel::ToAiv, Channel::ToAic}) {
    const auto &log = machine_.pushLog(c);
    for (std::size_t k = 0; k < log.size(); ++k)
      out.values.push_back(fromBytes(
          "tpush " + std::string(channelName(c)) + "#" + std::to_string(k), log[k]->meta.dtype,
          log[k]->meta.shape, log[k]->bytes.get(), log[k]->meta.numElements()));
  }
  return out;
}

RunResult Executor::run(std::string_view entry) {
  RunResult result{InternalError{"not run"}, {}};
  ir::FunctionPtr fn = program_.find(entry);
  if (!fn) {
    result.outcome = InternalError{"no function named '" + std::string(entry) + "'"};
    return result;
  }
  auto finish = [&](const ir::Diagnostic &d) {
    std::string_view k = d.kind;
    if (k == kTrapKind)
      result.outcome = Trap{d.message, where_};
    else if (k == kOutsideContractKind)
      result.outcome = OutsideContract{d.message, where_};
    else if (k == kFuelKind)
      result.outcome = FuelExhausted{options_.fuel, where_};
    else if (k == kDeadlineKind)
      result.outcome = FuelExhausted{options_.fuel, where_, true};
    else
      result.outcome = InternalError{d.message + (where_.empty() ? "" : " [" + where_.str() + "]")};
  };
  auto args = entryArgs(*fn);
  if (!args.ok()) {
    finish(args.error());
    return result;
  }
  auto returned = callFunction(*fn, *args);
  if (returned.ok()) {
    auto outs = collectOutputs(*fn, *args, *returned);
    if (outs.ok())
      result.outcome = Returned{std::move(outs).value()};
    else
      finish(outs.error());
  } else {
    finish(returned.error());
  }
  stats_.statements = fuelUsed_;
  result.stats = stats_;
  return result;
}

RunResult run(const ir::Program &program, std::string_view entry, const Inputs &inputs,
              const Options &options, ExecObserver *observer, std::unique_ptr<TileStore> store) {
  if (!store)
    store = makeTileStore(program, options); // null: value semantics
  Executor ex(program, inputs, options, observer, std::move(store));
  return ex.run(entry);
}

std::vector<std::string> entryFunctions(const ir::Program &program) {
  // A Group function runs its members (an AIC and an AIV function) at once on
  // the two cores of one core group; a sequential run of the group cannot
  // show that, so a call from a group does not hide its callee: each member
  // stays an entry of its own, which window-differential co-schedules.
  std::set<std::string> called;
  for (const ir::FunctionPtr &f : program.functions)
    if (f->funcType != ir::FunctionType::Group)
      collectCalls(f->body, called);
  std::vector<std::string> out;
  for (const ir::FunctionPtr &f : program.functions)
    if (!called.count(f->name))
      out.push_back(f->name);
  return out;
}

} // namespace pipecheck::interp

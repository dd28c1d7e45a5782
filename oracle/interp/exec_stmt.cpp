// Statement execution: sequences, assignments, loops, ifs, yields, returns
// and calls between functions. See interpreter.h for the semantics.
//
// Control flow is a small enum: a YieldStmt ends its block with Flow::Yield
// and leaves its values in pending_, which the nearest enclosing ForStmt
// (iter_args) or IfStmt (return vars) consumes; a ReturnStmt ends every
// block up to its function with Flow::Return. A fault keeps the innermost
// statement it happened in as its Where (captureWhere runs on the way out
// and only the first capture sticks).
#include <limits>

#include "oracle/interp/describe.h"
#include "oracle/interp/executor.h"
#include "oracle/interp/fault.h"

namespace pipecheck::interp {

ir::Result<ir::Unit> Executor::burn() {
  if (fuelUsed_ >= options_.fuel)
    return fuelExhausted("fuel of " + std::to_string(options_.fuel) + " statements used up");
  ++fuelUsed_;
  // The clock is read once per 1024 statements: cheap, and a budget of
  // milliseconds is still kept to well under a millisecond.
  if (options_.deadline && (fuelUsed_ & 1023) == 0 &&
      std::chrono::steady_clock::now() >= *options_.deadline)
    return deadlineReached("time budget reached after " + std::to_string(fuelUsed_) +
                           " statements");
  return ir::Unit{};
}

void Executor::captureWhere(const ir::Stmt &s) {
  if (whereSet_ || frames_.empty())
    return;
  whereSet_ = true;
  const Frame &fr = frames_.back();
  where_.function = fr.fn->name;
  where_.stmt = describeStmt(s);
  where_.loc = s.loc;
  for (const ActiveLoop &l : fr.loops)
    where_.loopVars.emplace_back(l.loop->loopVar->name, l.value);
}

ir::Result<Executor::Flow> Executor::exec(const ir::Stmt &s) {
  auto r = execInner(s);
  if (!r.ok())
    captureWhere(s);
  return r;
}

ir::Result<Executor::Flow> Executor::execInner(const ir::Stmt &s) {
  if (s.kind == ir::StmtKind::Seq) {
    for (const ir::StmtPtr &c : static_cast<const ir::SeqStmts &>(s).stmts) {
      Flow f = PC_TRY(exec(*c));
      if (f != Flow::Normal)
        return f;
    }
    return Flow::Normal;
  }
  PC_TRY(burn());
  if (observer_)
    observer_->onStmt(s, *this);
  switch (s.kind) {
  case ir::StmtKind::Assign: {
    const auto &a = static_cast<const ir::AssignStmt &>(s);
    Value v = PC_TRY(evalBound(a.value, a.var->type, true));
    frames_.back().env[a.var.get()] = std::move(v);
    return Flow::Normal;
  }
  case ir::StmtKind::Eval: {
    const auto &e = static_cast<const ir::EvalStmt &>(s);
    PC_TRY(evalBound(e.expr, e.expr->type, false));
    return Flow::Normal;
  }
  case ir::StmtKind::Yield:
  case ir::StmtKind::Return: {
    const auto &vals = s.kind == ir::StmtKind::Yield
                           ? static_cast<const ir::YieldStmt &>(s).values
                           : static_cast<const ir::ReturnStmt &>(s).values;
    std::vector<Value> out;
    out.reserve(vals.size());
    for (const ir::ExprPtr &e : vals)
      out.push_back(PC_TRY(eval(e)));
    pending_ = std::move(out);
    return s.kind == ir::StmtKind::Yield ? Flow::Yield : Flow::Return;
  }
  case ir::StmtKind::For:
    return execFor(static_cast<const ir::ForStmt &>(s));
  case ir::StmtKind::If:
    return execIf(static_cast<const ir::IfStmt &>(s));
  case ir::StmtKind::Scope:
    return execScope(static_cast<const ir::ScopeStmt &>(s));
  case ir::StmtKind::Seq:
    break;
  }
  return internalError("unknown statement kind");
}

// A scope groups statements for outlining, core placement or runtime
// dependency tracking; none of that changes values, so its body runs once,
// in place, and a yield or return inside it ends the enclosing body as it
// would without the scope. An SPMD scope runs its body once per block with a
// different block index, and a split_aiv scope once per AIV lane: neither is
// modelled, so they are reported as outside the contract (never as a value).
ir::Result<Executor::Flow> Executor::execScope(const ir::ScopeStmt &s) {
  if (s.scopeKind == ir::ScopeKind::Spmd || s.scopeKind == ir::ScopeKind::SplitAiv ||
      s.scopeKind == ir::ScopeKind::CommDomain)
    return outsideContract(std::string(s.typeName()) + ": per-block execution is not modelled");
  if (!s.body)
    return Flow::Normal;
  return exec(*s.body);
}

ir::Result<Executor::Flow> Executor::execFor(const ir::ForStmt &f) {
  int64_t start = PC_TRY(evalInt(f.start, "loop start"));
  int64_t stop = PC_TRY(evalInt(f.stop, "loop stop"));
  int64_t step = PC_TRY(evalInt(f.step, "loop step"));
  if (step == 0)
    return trap("loop step is zero");
  if (f.returnVars.size() != f.iterArgs.size())
    return trap("malformed loop: " + std::to_string(f.iterArgs.size()) + " iter_args but " +
                std::to_string(f.returnVars.size()) + " return vars");
  // A buffer-aware store keeps each carry in its iter_arg's buffer (init and
  // every yield are copied there) and the final value in the return var's.
  std::vector<Value> carried;
  for (const ir::IterArgPtr &ia : f.iterArgs)
    carried.push_back(PC_TRY(carryInto(ia->type, PC_TRY(eval(ia->init)))));
  const ir::ScalarType *lvType = ir::asScalar(f.loopVar->type);
  ir::DataType lvDtype = lvType && ir::isInt(lvType->dtype) ? lvType->dtype : ir::DataType::INDEX;

  if (observer_)
    observer_->onLoopBegin(f, start, stop, step);
  frames_.back().loops.push_back({&f, start});
  for (int64_t i = start; step > 0 ? i < stop : i > stop;) {
    PC_TRY(burn());
    frames_.back().loops.back().value = i;
    auto &env = frames_.back().env;
    env[f.loopVar.get()] = ScalarValue::ofInt(i, lvDtype);
    for (std::size_t j = 0; j < f.iterArgs.size(); ++j)
      env[f.iterArgs[j].get()] = carried[j];
    if (observer_)
      observer_->onIteration(f, i);
    Flow flow = PC_TRY(exec(*f.body));
    if (flow == Flow::Return) {
      frames_.back().loops.pop_back();
      if (observer_)
        observer_->onLoopEnd(f);
      return flow;
    }
    if (flow == Flow::Yield) {
      if (pending_.size() != f.iterArgs.size())
        return trap("loop body yields " + std::to_string(pending_.size()) + " values for " +
                    std::to_string(f.iterArgs.size()) + " iter_args");
      carried.clear();
      for (std::size_t j = 0; j < f.iterArgs.size(); ++j)
        carried.push_back(PC_TRY(carryInto(f.iterArgs[j]->type, std::move(pending_[j]))));
      pending_.clear();
    } else if (!f.iterArgs.empty()) {
      return trap("loop body ended without a yield for its " + std::to_string(f.iterArgs.size()) +
                  " iter_args");
    }
    if (__builtin_add_overflow(i, step, &i))
      break; // past any representable stop
  }
  frames_.back().loops.pop_back();
  if (observer_)
    observer_->onLoopEnd(f);
  auto &env = frames_.back().env;
  for (std::size_t j = 0; j < f.returnVars.size(); ++j)
    env[f.returnVars[j].get()] = PC_TRY(carryInto(f.returnVars[j]->type, carried[j]));
  return Flow::Normal;
}

ir::Result<Executor::Flow> Executor::execIf(const ir::IfStmt &s) {
  ScalarValue c = PC_TRY(evalScalarStrict(s.cond, "if condition"));
  bool taken = c.isFloat() ? c.f != 0.0 : c.i != 0;
  const ir::StmtPtr &branch = taken ? s.thenBody : s.elseBody;
  Flow flow = Flow::Normal;
  if (branch)
    flow = PC_TRY(exec(*branch));
  if (flow == Flow::Return)
    return flow;
  std::size_t want = s.returnVars.size();
  if (flow == Flow::Yield) {
    if (pending_.size() != want)
      return trap(std::string(taken ? "then" : "else") + " branch yields " +
                  std::to_string(pending_.size()) + " values for " + std::to_string(want) +
                  " return vars");
    auto &env = frames_.back().env;
    for (std::size_t j = 0; j < want; ++j)
      env[s.returnVars[j].get()] = PC_TRY(carryInto(s.returnVars[j]->type, std::move(pending_[j])));
    pending_.clear();
  } else if (want > 0) {
    return trap(std::string(taken ? "then" : "else") + " branch " +
                (branch ? "ended without a yield" : "is missing") + " for the if's " +
                std::to_string(want) + " return vars");
  }
  return Flow::Normal;
}

ir::Result<Value> Executor::callFunction(const ir::Function &fn, std::vector<Value> args) {
  if (static_cast<int>(frames_.size()) >= options_.maxCallDepth)
    return trap("call depth exceeds " + std::to_string(options_.maxCallDepth) + " calling " +
                fn.name);
  if (args.size() != fn.params.size())
    return trap("call of " + fn.name + " with " + std::to_string(args.size()) +
                " arguments; it has " + std::to_string(fn.params.size()) + " params");
  ++stats_.functionCalls;
  Frame frame{&fn, {}, {}};
  for (std::size_t i = 0; i < args.size(); ++i) {
    const ir::TypePtr &t = fn.params[i]->type;
    bool ok = (ir::asTensor(t) && args[i].tensor()) || (ir::asScalar(t) && args[i].scalar()) ||
              (ir::asTile(t) && args[i].tile()) ||
              (!ir::asTensor(t) && !ir::asScalar(t) && !ir::asTile(t));
    if (!ok)
      return trap("type error: param '" + fn.params[i]->name + "' of " + fn.name + " receives a " +
                  args[i].kindName());
    frame.env[fn.params[i].get()] = std::move(args[i]);
  }
  frames_.push_back(std::move(frame));
  if (observer_)
    observer_->onFunctionEnter(fn);
  Flow flow = Flow::Normal;
  if (fn.body)
    flow = PC_TRY(exec(*fn.body));
  if (flow == Flow::Yield)
    return trap("yield outside of a loop or if in " + fn.name);
  std::vector<Value> rets;
  if (flow == Flow::Return)
    rets = std::move(pending_);
  pending_.clear();
  if (observer_)
    observer_->onFunctionExit(fn);
  frames_.pop_back();
  if (rets.empty())
    return Value();
  if (rets.size() == 1)
    return std::move(rets[0]);
  return Value(std::make_shared<const std::vector<Value>>(std::move(rets)));
}

} // namespace pipecheck::interp

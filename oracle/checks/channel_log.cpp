// Cross-core ops and the channel recorder; see channel_log.h.
#include "oracle/checks/channel_log.h"

#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "oracle/interp/describe.h"

namespace pipecheck::checks::window {

XcOp crossCoreOp(const ir::Stmt &s) {
  const ir::Expr *e = nullptr;
  if (s.kind == ir::StmtKind::Assign)
    e = static_cast<const ir::AssignStmt &>(s).value.get();
  else if (s.kind == ir::StmtKind::Eval)
    e = static_cast<const ir::EvalStmt &>(s).expr.get();
  if (!e || e->kind != ir::ExprKind::Call)
    return XcOp::None;
  const ir::OpInfo *op = ir::lookupOp(static_cast<const ir::Call &>(*e));
  if (!op || !op->isTileLevel)
    return XcOp::None;
  bool aiv = op->peer == ir::OpInfo::Peer::Aiv;
  if (op->isPush)
    return aiv ? XcOp::PushToAiv : XcOp::PushToAic;
  if (op->isPop)
    return aiv ? XcOp::PopFromAiv : XcOp::PopFromAic;
  return XcOp::None;
}

bool isPush(XcOp op) { return op == XcOp::PushToAiv || op == XcOp::PushToAic; }
bool isPop(XcOp op) { return op == XcOp::PopFromAic || op == XcOp::PopFromAiv; }

bool hasCrossCoreOps(const ir::Function &f) {
  bool any = false;
  ir::forEachStmt(f.body, [&](const ir::StmtPtr &s) {
    any = any || crossCoreOp(*s) != XcOp::None;
  });
  return any;
}

bool hasCrossCoreOps(const ir::Program &p) {
  for (const auto &fn : p.functions)
    if (hasCrossCoreOps(*fn))
      return true;
  return false;
}

void ChannelRecorder::onStmt(const ir::Stmt &s, interp::EvalScope &scope) {
  XcOp op = crossCoreOp(s);
  if (op == XcOp::None)
    return;
  log_[scope.function().name].push_back({op, &s, active_});
}

void ChannelRecorder::onIteration(const ir::ForStmt &f, int64_t v) {
  if (!active_.empty() && active_.back().first == &f)
    active_.back().second = v;
  else
    active_.emplace_back(&f, v);
}

void ChannelRecorder::onLoopEnd(const ir::ForStmt &f) {
  if (!active_.empty() && active_.back().first == &f)
    active_.pop_back();
}

std::string eventText(const FifoEvent &e) {
  std::string s = interp::describeStmt(*e.stmt);
  if (e.stmt->loc.valid())
    s += " [" + e.stmt->loc.str() + "]";
  if (!e.loops.empty()) {
    s += " (";
    for (std::size_t i = 0; i < e.loops.size(); ++i)
      s += (i ? ", " : "") + e.loops[i].first->loopVar->name + "=" +
           std::to_string(e.loops[i].second);
    s += ")";
  }
  return s;
}

} // namespace pipecheck::checks::window

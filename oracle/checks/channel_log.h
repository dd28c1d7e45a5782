// What a cross-core op is, and the channel traffic of one interpreter run.
//
// A cross-core op is tile.tpush_to_aiv / tpush_to_aic / tpop_from_aic /
// tpop_from_aiv (the op table's push / pop roles) as the whole value of an
// AssignStmt or EvalStmt. A ChannelRecorder, attached to a run, keeps each
// function's pushes and pops in execution order with the values of the loop
// variables around them. RunContext::exec attaches one to every run it
// caches when the source has a cross-core op, so skew-fifo-order reads the
// runs that differential and iteration-coverage already made instead of
// running the source and every snapshot again (issue 15: it was 11% of the
// corpus catalogue). Events point into the run's program, which the
// RunContext keeps alive; their text is built only for a finding.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "oracle/interp/observer.h"

namespace pipecheck::checks::window {

enum class XcOp { None, PushToAiv, PushToAic, PopFromAic, PopFromAiv };
// The cross-core op a statement is (the whole value of an Assign/Eval), or None.
XcOp crossCoreOp(const ir::Stmt &s);
bool isPush(XcOp op);
bool isPop(XcOp op);
// Does any statement of the function's body (nested too) use a cross-core op?
bool hasCrossCoreOps(const ir::Function &f);
bool hasCrossCoreOps(const ir::Program &p);

struct FifoEvent {
  XcOp op = XcOp::None;
  const ir::Stmt *stmt = nullptr;
  // The loops around the event, outermost first, with their variable's value.
  std::vector<std::pair<const ir::ForStmt *, int64_t>> loops;
};

// Function name -> its cross-core events, in execution order.
using ChannelLog = std::map<std::string, std::vector<FifoEvent>>;

class ChannelRecorder final : public interp::ExecObserver {
public:
  explicit ChannelRecorder(ChannelLog &log) : log_(log) {}
  void onStmt(const ir::Stmt &s, interp::EvalScope &scope) override;
  void onIteration(const ir::ForStmt &f, int64_t v) override;
  void onLoopEnd(const ir::ForStmt &f) override;

private:
  ChannelLog &log_;
  std::vector<std::pair<const ir::ForStmt *, int64_t>> active_;
};

// "tile.tpop_from_aic(...) [file:3:9] (i=2, j=0)".
std::string eventText(const FifoEvent &e);

} // namespace pipecheck::checks::window

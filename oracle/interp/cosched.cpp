// Co-scheduled execution of a cross-core pair by re-running both sides to a
// fixpoint; see cosched.h for the model and its bounds.
#include "oracle/interp/cosched.h"

#include <memory>

namespace pipecheck::interp {

const char *coStatusName(CoStatus s) {
  switch (s) {
  case CoStatus::Completed: return "completed";
  case CoStatus::Deadlock: return "deadlock";
  case CoStatus::Failed: return "failed";
  case CoStatus::BudgetExhausted: return "budget exhausted";
  }
  return "?";
}

namespace {

std::size_t pushCount(const PeerFeed &f) { return f.toAiv.size() + f.toAic.size(); }

// Runs one side on the peer's pushes so far; returns the side's own pushes.
std::shared_ptr<PeerFeed> runSide(const ir::Program &program, CoSide &side, const Inputs &inputs,
                                  Options opts, std::shared_ptr<const PeerFeed> feed) {
  auto sink = std::make_shared<PeerFeed>();
  opts.peer = std::move(feed);
  opts.peerOut = sink;
  side.result = run(program, side.entry, inputs, opts);
  side.waiting = false;
  side.waitedAt = {};
  side.waitMessage.clear();
  if (const Trap *t = std::get_if<Trap>(&side.result.outcome);
      t && t->message.rfind(kPeerBlockedMessage, 0) == 0) {
    side.waiting = true;
    side.waitedAt = t->where;
    side.waitMessage = t->message;
  }
  return sink;
}

bool returned(const CoSide &s) { return std::holds_alternative<Returned>(s.result.outcome); }

std::string sideText(const char *core, const CoSide &s) {
  std::string head = std::string(core) + " '" + s.entry + "' ";
  if (s.waiting)
    return head + "waits " + s.waitedAt.str() + " (" + s.waitMessage + ")";
  if (returned(s))
    return head + "has returned";
  return head + "ended: " + describe(s.result.outcome);
}

} // namespace

CoRunResult coRun(const ir::Program &program, std::string_view aicEntry, const Inputs &aicInputs,
                  std::string_view aivEntry, const Inputs &aivInputs, const Options &options,
                  const CoOptions &co) {
  CoRunResult out;
  out.aic.entry = std::string(aicEntry);
  out.aiv.entry = std::string(aivEntry);
  auto fromAiv = std::make_shared<PeerFeed>();
  std::size_t lastPushes = 0;
  for (int round = 1; round <= co.maxRounds; ++round) {
    out.rounds = round;
    auto fromAic = runSide(program, out.aic, aicInputs, options, fromAiv);
    fromAiv = runSide(program, out.aiv, aivInputs, options, fromAic);
    out.statements += out.aic.result.stats.statements + out.aiv.result.stats.statements;
    for (const CoSide *s : {&out.aic, &out.aiv})
      if (!s->waiting && !returned(*s)) {
        out.status = CoStatus::Failed;
        out.message = sideText(s == &out.aic ? "aic" : "aiv", *s);
        return out;
      }
    if (returned(out.aic) && returned(out.aiv)) {
      out.status = CoStatus::Completed;
      out.message = "both sides returned after " + std::to_string(round) + " round(s)";
      return out;
    }
    std::size_t pushes = pushCount(*fromAic) + pushCount(*fromAiv);
    if (pushes == lastPushes) {
      // No side pushed anything new: whoever waits waits forever.
      out.status = CoStatus::Deadlock;
      out.message = "deadlock: " + sideText("aic", out.aic) + "; " + sideText("aiv", out.aiv);
      return out;
    }
    lastPushes = pushes;
    if (out.statements > co.maxStatements) {
      out.status = CoStatus::BudgetExhausted;
      out.message = "co-scheduling stopped after " + std::to_string(out.statements) +
                    " interpreted statements in " + std::to_string(round) + " round(s)";
      return out;
    }
  }
  out.status = CoStatus::BudgetExhausted;
  out.message = "co-scheduling stopped after " + std::to_string(co.maxRounds) + " rounds";
  return out;
}

} // namespace pipecheck::interp

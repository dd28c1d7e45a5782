// The slot-distinct queries (Collision, Range); see slot_query.h.
#include "oracle/smt/slot_query.h"

#include <optional>

#include "oracle/smt/encode.h"
#include "oracle/smt/queries.h"
#include "oracle/smt/solver.h"

namespace pipecheck::smt {
namespace {

// One iteration k of the loop: iv = start + k*step with k in [0, trip).
struct Iteration {
  TermPtr k, iv, slot;
  std::vector<TermPtr> inRange;
};

int64_t valueOf(const SolveResult &r, const std::string &name) {
  for (const auto &[n, v] : r.values)
    if (n == name)
      return v;
  return 0;
}

} // namespace

SlotProof proveSlotsDistinct(const SlotQuestion &q, const SlotQueryOptions &opts) {
  SlotProof out;
  std::optional<int64_t> step = constValue(q.loop->step);
  if (!step || *step == 0) {
    out.message = "the loop step is not a non-zero compile-time constant";
    return out;
  }
  if (q.slotCount < 1) {
    out.message = "slot_count is " + std::to_string(q.slotCount);
    return out;
  }
  TermFactory tf;
  FunctionEnv env = makeFunctionEnv(*q.program, *q.function, *q.function);
  // Bounds: exact over params (strict); the slot index: lenient.
  ExprEncoder bounds(tf, env, opts.div, /*strict=*/true);
  std::vector<TermPtr> outer;
  for (const ir::ForStmt *f : q.enclosing) {
    outer.push_back(intSym("outer:" + f->loopVar->name));
    bounds.bind(f->loopVar.get(), outer.back());
  }
  TermPtr start = bounds.intOf(q.loop->start), stop = bounds.intOf(q.loop->stop);
  if (bounds.failed()) {
    out.message = "the loop bounds are not integer expressions over parameters: " +
                  bounds.failure();
    return out;
  }
  bool approximated = false;
  auto iteration = [&](const std::string &name) {
    Iteration it;
    it.k = intSym("k_" + name);
    it.iv = add(start, mul(it.k, intConst(*step)));
    ExprEncoder enc(tf, env, opts.div, /*strict=*/false);
    for (std::size_t i = 0; i < q.enclosing.size(); ++i)
      enc.bind(q.enclosing[i]->loopVar.get(), outer[i]);
    enc.bind(q.loop->loopVar.get(), it.iv);
    it.slot = enc.intOf(q.slotIndex);
    approximated = approximated || enc.approximated();
    it.inRange = {le(intConst(0), it.k),
                  *step > 0 ? lt(it.iv, stop) : lt(stop, it.iv)};
    return it;
  };
  Iteration a = iteration("a"), b = iteration("b");

  std::vector<TermPtr> common = tf.sides(); // the div/mod side constraints of both
  for (const std::string &p : env.paramSyms) {
    auto r = p.empty() ? opts.paramRanges.end() : opts.paramRanges.find(p);
    if (r == opts.paramRanges.end())
      continue;
    common.push_back(le(intConst(r->second.first), intSym(p)));
    common.push_back(le(intSym(p), intConst(r->second.second)));
  }
  std::vector<Observation> obs = {{"a", a.iv}, {"b", b.iv}, {"slot_a", a.slot},
                                  {"slot_b", b.slot}};
  std::vector<TermPtr> minimize = {a.k, b.k};
  for (const std::string &p : env.paramSyms)
    if (!p.empty()) {
      obs.push_back({p, intSym(p)});
      minimize.push_back(intSym(p));
    }
  for (std::size_t i = 0; i < outer.size(); ++i)
    obs.push_back({q.enclosing[i]->loopVar->name, outer[i]});
  SolverOptions so;
  so.timeoutMs = opts.timeoutMs;
  so.deadline = opts.deadline;
  std::optional<SolverSession> own;
  SolverSession &session = opts.session ? *opts.session : own.emplace();

  auto finish = [&](const SolveResult &r, bool range) {
    out.verdict = verdictOf(r.status);
    if (r.status != SatStatus::Sat) {
      out.message = out.verdict == Verdict::Proved ? "" : r.reason;
      return out.verdict != Verdict::Proved;
    }
    if (approximated) {
      out.verdict = Verdict::Unknown;
      out.message = "a counterexample uses a value the encoder does not model";
      return true;
    }
    out.outOfRange = range;
    out.ivA = valueOf(r, "a");
    out.ivB = valueOf(r, "b");
    out.slotA = valueOf(r, "slot_a");
    out.slotB = valueOf(r, "slot_b");
    for (std::size_t i = 4; i < obs.size(); ++i)
      out.params.emplace_back(obs[i].name, valueOf(r, obs[i].name));
    return true;
  };

  // Range: one iteration whose slot is outside [0, F).
  std::vector<TermPtr> range = common;
  for (const TermPtr &t : a.inRange)
    range.push_back(t);
  range.push_back(orT({lt(a.slot, intConst(0)), le(intConst(q.slotCount), a.slot)}));
  range.push_back(eq(b.k, a.k));
  if (finish(session.solve(range, obs, minimize, so), true))
    return out;

  // Collision: two distinct iterations less than F apart share a slot.
  std::vector<TermPtr> coll = common;
  for (const Iteration *it : {&a, &b})
    for (const TermPtr &t : it->inRange)
      coll.push_back(t);
  coll.push_back(lt(a.k, b.k));
  coll.push_back(lt(sub(b.k, a.k), intConst(q.slotCount)));
  coll.push_back(eq(a.slot, b.slot));
  finish(session.solve(coll, obs, minimize, so), false);
  return out;
}

} // namespace pipecheck::smt

// Reduction family 6: simplify one ForStmt's header.
//
// Candidates for a loop, biggest cut first: a pipeline loop becomes a plain
// sequential one; attrs other than pipeline_stages go; dynamic bounds (a
// param, an outer loop var, an expression) become small constants; the stage
// F drops to 1, 2 or F-1 (kind Pipeline and the pipeline_stages attr stay
// together, which PipelineLoopValid demands); a constant trip count drops to
// 0, 1, ..., trip-1; a constant start moves to 0 and a step to 1 (keeping
// the trip count, or keeping the stop). Each step only ever lowers one of
// (dynamic bounds, kind, attrs, stage, step, start, trip), so the family
// cannot cycle. After an accepted candidate the same loop is tried again
// with fresh candidates.
#include <algorithm>

#include "core/ir/builder.h"
#include "properties/reduce/Edit.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

// Small constants tried for a dynamic stop, measured in iterations past the
// start; enough to land below, at and past a few multiples of the stage.
constexpr int64_t kMaxDynamicTrip = 16;
// Above this many iterations, trip counts are sampled instead of enumerated.
constexpr int64_t kEnumerateTrips = 64;

ExprPtr constLike(int64_t value, const ExprPtr &like) {
  return constInt(value, scalarDtype(like), like->loc);
}

std::optional<int64_t> constValue(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return c->value;
  return std::nullopt;
}

int64_t tripCount(int64_t start, int64_t stop, int64_t step) {
  if (step > 0)
    return stop > start ? (stop - start + step - 1) / step : 0;
  return start > stop ? (start - stop - step - 1) / -step : 0;
}

std::vector<int64_t> smallerTrips(int64_t trip) {
  std::vector<int64_t> out;
  if (trip <= kEnumerateTrips) {
    for (int64_t t = 0; t < trip; ++t)
      out.push_back(t);
    return out;
  }
  for (int64_t t = 0; t <= kEnumerateTrips / 2; ++t)
    out.push_back(t);
  for (int64_t t : {trip / 4, trip / 2, trip * 3 / 4, trip - 1})
    out.push_back(t);
  return out;
}

// Every simplified variant of the loop, biggest cut first.
std::vector<ForStmtPtr> simplifications(const ForStmt &loop) {
  std::vector<ForStmtPtr> out;
  auto variant = [&](auto edit) {
    ForSpec spec = specOf(loop);
    edit(spec);
    out.push_back(makeFor(std::move(spec)));
  };
  auto stages = getAttr<int64_t>(loop.attrs, kPipelineStagesAttr);

  if (loop.forKind == ForKind::Pipeline)
    variant([](ForSpec &s) {
      s.kind = ForKind::Sequential;
      s.attrs = withoutAttr(s.attrs, kPipelineStagesAttr);
    });
  AttrList onlyStages;
  for (const auto &a : loop.attrs)
    if (a.first == kPipelineStagesAttr)
      onlyStages.push_back(a);
  if (onlyStages.size() < loop.attrs.size())
    variant([&](ForSpec &s) { s.attrs = onlyStages; });

  auto start = constValue(loop.start), stop = constValue(loop.stop), step = constValue(loop.step);
  if (!step)
    variant([&](ForSpec &s) { s.step = constLike(1, loop.step); });
  if (!start)
    variant([&](ForSpec &s) { s.start = constLike(0, loop.start); });
  if (!stop) {
    int64_t base = start.value_or(0), by = step.value_or(1);
    if (by == 0)
      by = 1;
    int64_t maxTrip = std::min<int64_t>(kMaxDynamicTrip, 2 * stages.value_or(4) + 4);
    for (int64_t t = 0; t <= maxTrip; ++t)
      variant([&](ForSpec &s) { s.stop = constLike(base + t * by, loop.stop); });
  }

  std::vector<int64_t> smallerStages;
  for (int64_t f : {int64_t(1), int64_t(2), stages.value_or(1) - 1})
    if (f >= 1 && f < stages.value_or(1) &&
        std::find(smallerStages.begin(), smallerStages.end(), f) == smallerStages.end())
      smallerStages.push_back(f);
  for (int64_t f : smallerStages)
    variant([&](ForSpec &s) {
      for (auto &a : s.attrs)
        if (a.first == kPipelineStagesAttr)
          a.second = f;
    });

  if (start && stop && step && *step != 0) {
    int64_t trip = tripCount(*start, *stop, *step);
    for (int64_t t : smallerTrips(trip))
      variant([&](ForSpec &s) { s.stop = constLike(*start + t * *step, loop.stop); });
    if (*start != 0) {
      variant([&](ForSpec &s) {
        s.start = constLike(0, loop.start);
        s.stop = constLike(trip * *step, loop.stop);
      });
      variant([&](ForSpec &s) { s.start = constLike(0, loop.start); });
    }
    if (*step != 1) {
      variant([&](ForSpec &s) {
        s.step = constLike(1, loop.step);
        s.stop = constLike(*start + trip, loop.stop);
      });
      variant([&](ForSpec &s) { s.step = constLike(1, loop.step); });
    }
  }

  for (std::size_t i = 0; i < loop.attrs.size() && loop.attrs.size() > onlyStages.size() + 1; ++i)
    if (loop.attrs[i].first != kPipelineStagesAttr)
      variant([&](ForSpec &s) { s.attrs.erase(s.attrs.begin() + static_cast<std::ptrdiff_t>(i)); });
  return out;
}

// Tries the variants of loop k until one is accepted.
bool simplifyOnce(Session &session, std::size_t k) {
  auto loops = collectLoops(*session.current());
  for (const ForStmtPtr &cand : simplifications(*asFor(loops[k].stmt))) {
    if (session.exhausted())
      return false;
    if (session.tryCandidate(replaceStmt(session.current(), loops[k], cand)))
      return true;
  }
  return false;
}

} // namespace

bool reduceLoops(Session &session) {
  bool any = false;
  for (std::size_t k = 0; !session.exhausted(); ++k) {
    if (k >= collectLoops(*session.current()).size())
      break;
    while (!session.exhausted() && simplifyOnce(session, k))
      any = true;
  }
  return any;
}

} // namespace pipecheck::reduce

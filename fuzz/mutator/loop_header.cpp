// Loop-header mutations: bounds, stage and step of one for loop.
//
// These are the knobs LowerPipelineLoops branches on (static vs dynamic
// bounds, trip % F, step sign and size, F itself), so small moves of them
// reach the lowering's corner cases from any seed program. Bounds move by a
// small delta, or switch between a constant and a scalar INDEX parameter of
// the enclosing function (static <-> dynamic lowering). Stage sets a new F
// (1..6) on a pipeline loop, turns a sequential loop into a pipeline loop,
// or (rarely) a pipeline loop back into pl.range. Step picks from
// {1, 2, 3, 4, -1, -2}; a negative step swaps start and stop so the loop
// still runs.
#include "core/ir/attrs.h"
#include "core/ir/builder.h"
#include "fuzz/mutator/mutations.h"
#include "fuzz/mutator/sites.h"

namespace pipecheck::fuzz {
namespace {

bool isIndexScalar(const ir::TypePtr &t) {
  return t && t->isScalar() && static_cast<const ir::ScalarType &>(*t).dtype == ir::DataType::INDEX;
}

// A scalar INDEX parameter of the function, chosen by param, or null.
ir::ExprPtr scalarParam(const ir::Function &f, uint64_t param) {
  std::vector<ir::VarPtr> ps;
  for (const auto &v : f.params)
    if (isIndexScalar(v->type))
      ps.push_back(v);
  return ps.empty() ? nullptr : ps[param % ps.size()];
}

std::optional<ir::ProgramPtr> replaceLoop(const ir::ProgramPtr &p, const LoopSite &site,
                                          ir::ForSpec spec) {
  return replaceStmt(p, site.function, site.loop.get(), ir::makeFor(std::move(spec)));
}

bool isPipelineAttr(const std::string &key) { return key.rfind("pipeline_", 0) == 0; }

} // namespace

std::optional<ir::ProgramPtr> mutateLoopBounds(const ir::ProgramPtr &p, uint64_t pick,
                                               uint64_t param) {
  auto loops = collectLoops(*p);
  if (loops.empty())
    return std::nullopt;
  const LoopSite &site = pickSite(loops, pick);
  ir::ForSpec spec = ir::specOf(*site.loop);
  ir::ExprPtr &bound = (param & 1) ? spec.start : spec.stop;
  param >>= 1;
  const ir::ConstInt *c = ir::asConstInt(bound);
  if (param % 4 == 3 || !c) {
    // Switch static <-> dynamic.
    if (c) {
      ir::ExprPtr v = scalarParam(*p->functions[site.function], param >> 2);
      if (!v)
        return std::nullopt;
      bound = v;
    } else {
      bound = ir::constInt(static_cast<int64_t>((param >> 2) % 17));
    }
  } else {
    static const int64_t kDelta[] = {-3, -2, -1, 1, 2, 3, 4, 5};
    bound = ir::constInt(c->value + kDelta[(param >> 2) % 8]);
  }
  return replaceLoop(p, site, std::move(spec));
}

std::optional<ir::ProgramPtr> mutateLoopStage(const ir::ProgramPtr &p, uint64_t pick,
                                              uint64_t param) {
  auto loops = collectLoops(*p);
  if (loops.empty())
    return std::nullopt;
  const LoopSite &site = pickSite(loops, pick);
  ir::ForSpec spec = ir::specOf(*site.loop);
  if (spec.kind == ir::ForKind::Pipeline && param % 8 == 7) {
    ir::AttrList kept;
    for (const auto &a : spec.attrs)
      if (!isPipelineAttr(a.first))
        kept.push_back(a);
    spec.attrs = kept;
    spec.kind = ir::ForKind::Sequential;
    return replaceLoop(p, site, std::move(spec));
  }
  auto old = ir::getAttr<int64_t>(spec.attrs, ir::kPipelineStagesAttr);
  int64_t stage = 1 + static_cast<int64_t>(param % 6);
  if (old && *old == stage)
    stage = stage % 6 + 1;
  if (spec.kind != ir::ForKind::Pipeline && stage == 1)
    stage = 2;
  spec.kind = ir::ForKind::Pipeline;
  spec.attrs = ir::withAttrAtEnd(ir::withoutAttr(spec.attrs, ir::kPipelineStagesAttr),
                                 ir::kPipelineStagesAttr, stage);
  return replaceLoop(p, site, std::move(spec));
}

std::optional<ir::ProgramPtr> mutateLoopStep(const ir::ProgramPtr &p, uint64_t pick,
                                             uint64_t param) {
  auto loops = collectLoops(*p);
  if (loops.empty())
    return std::nullopt;
  const LoopSite &site = pickSite(loops, pick);
  ir::ForSpec spec = ir::specOf(*site.loop);
  static const int64_t kSteps[] = {1, 2, 3, 4, -1, -2};
  int64_t step = kSteps[param % 6];
  const ir::ConstInt *old = ir::asConstInt(spec.step);
  if (old && old->value == step)
    step = kSteps[(param + 1) % 6];
  bool wasNegative = old && old->value < 0;
  if ((step < 0) != wasNegative)
    std::swap(spec.start, spec.stop);
  spec.step = ir::constInt(step);
  return replaceLoop(p, site, std::move(spec));
}

} // namespace pipecheck::fuzz

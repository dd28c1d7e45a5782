// Adding an iter_arg to a loop: a new scalar INDEX carry c (init 0..4) that
// each iteration updates to c + i (i the loop var) and whose result is bound
// to a new, unused return var. The body's trailing yield gets the new value
// appended; a loop without iter_args gets a new trailing yield. Carries are
// what the lowering threads through every clone and the remainder cascade,
// so one more carry exercises that threading on loops that had none.
#include "core/ir/builder.h"
#include "fuzz/mutator/mutations.h"
#include "fuzz/mutator/sites.h"

namespace pipecheck::fuzz {

std::optional<ir::ProgramPtr> addIterArg(const ir::ProgramPtr &p, uint64_t pick, uint64_t param) {
  auto loops = collectLoops(*p);
  if (loops.empty())
    return std::nullopt;
  const LoopSite &site = pickSite(loops, pick);
  ir::ForSpec spec = ir::specOf(*site.loop);
  std::vector<ir::StmtPtr> body = ir::stmtList(spec.body);
  const ir::YieldStmt *y = body.empty() ? nullptr : ir::asYield(body.back());
  if (!y && !spec.iterArgs.empty())
    return std::nullopt;

  ir::TypePtr index = ir::makeScalarType(ir::DataType::INDEX);
  ir::IterArgPtr carry =
      ir::makeIterArg("c", index, ir::constInt(static_cast<int64_t>(param % 5)));
  ir::ExprPtr next = ir::add(carry, spec.loopVar);
  std::vector<ir::ExprPtr> values;
  if (y) {
    values = y->values;
    body.pop_back();
  }
  values.push_back(next);
  body.push_back(ir::makeYield(values));
  spec.iterArgs.push_back(carry);
  spec.returnVars.push_back(ir::makeVar("c_out", index));
  spec.body = ir::flattenSeq(body);
  return replaceStmt(p, site.function, site.loop.get(), ir::makeFor(std::move(spec)));
}

} // namespace pipecheck::fuzz

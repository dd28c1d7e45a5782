// Reduction family 7: fold constant integer arithmetic.
//
// Unnesting and loop simplification substitute constants into expressions,
// leaving `0 * 8 + j` and `0 + 5` behind. This family folds them: an Add,
// Sub, Mul, Min or Max of two integer constants becomes the constant, and
// x + 0, 0 + x, x - 0, x * 1, 1 * x become x (when x has the node's dtype).
// Nothing is folded that could change a trap (no division). Folding a loop
// bound can turn a dynamic loop into a static one, which the pass lowers
// differently, so it is proposed three ways, biggest first: the whole
// program, one function, one function with every loop bound left as it is.
// The oracle keeps whichever still shows the bug.
#include <algorithm>
#include <optional>

#include "core/ir/builder.h"
#include "core/ir/mutator.h"
#include "properties/reduce/Families.h"

namespace pipecheck::reduce {
namespace {

using namespace ir;

class ConstantFolder : public IRMutator {
public:
  explicit ConstantFolder(bool keepLoopBounds) : keepLoopBounds_(keepLoopBounds) {}

protected:
  ExprPtr visitBinary(const std::shared_ptr<const BinaryExpr> &op) override {
    ExprPtr e = IRMutator::visitBinary(op);
    const BinaryExpr *b = asBinary(e);
    if (!b)
      return e;
    DataType dt = scalarDtype(e);
    if (!isInt(dt))
      return e;
    const ConstInt *l = asConstInt(b->lhs), *r = asConstInt(b->rhs);
    if (l && r) {
      switch (b->op) {
      case BinaryOp::Add: return constInt(l->value + r->value, dt, e->loc);
      case BinaryOp::Sub: return constInt(l->value - r->value, dt, e->loc);
      case BinaryOp::Mul: return constInt(l->value * r->value, dt, e->loc);
      case BinaryOp::Min: return constInt(std::min(l->value, r->value), dt, e->loc);
      case BinaryOp::Max: return constInt(std::max(l->value, r->value), dt, e->loc);
      default: return e;
      }
    }
    auto same = [&](const ExprPtr &x) { return scalarDtype(x) == dt ? x : e; };
    bool add = b->op == BinaryOp::Add, mul = b->op == BinaryOp::Mul;
    if (r && r->value == 0 && (add || b->op == BinaryOp::Sub))
      return same(b->lhs);
    if (l && l->value == 0 && add)
      return same(b->rhs);
    if (r && r->value == 1 && mul)
      return same(b->lhs);
    if (l && l->value == 1 && mul)
      return same(b->rhs);
    return e;
  }

  StmtPtr visitFor(const ForStmtPtr &op) override {
    StmtPtr s = IRMutator::visitFor(op);
    if (!keepLoopBounds_ || s == op)
      return s;
    ForSpec spec = specOf(*asFor(s));
    spec.start = op->start;
    spec.stop = op->stop;
    spec.step = op->step;
    return makeFor(std::move(spec));
  }

private:
  bool keepLoopBounds_;
};

ProgramPtr folded(const ProgramPtr &p, std::optional<std::size_t> only, bool keepLoopBounds) {
  std::vector<FunctionPtr> fns = p->functions;
  for (std::size_t i = 0; i < fns.size(); ++i)
    if ((!only || *only == i) && fns[i]->body) {
      ConstantFolder folder(keepLoopBounds);
      fns[i] = withBody(fns[i], folder.mutate(fns[i]->body));
    }
  return makeProgram(p->name, fns, p->dynamicDims);
}

} // namespace

bool reduceFold(Session &session) {
  if (session.tryCandidate(folded(session.current(), std::nullopt, false)))
    return true;
  bool any = false;
  for (std::size_t i = 0; i < session.current()->functions.size() && !session.exhausted(); ++i)
    if (session.tryCandidate(folded(session.current(), i, false)) ||
        session.tryCandidate(folded(session.current(), i, true)))
      any = true;
  return any;
}

} // namespace pipecheck::reduce

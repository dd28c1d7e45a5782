// Source-program facts for the properties; see program_facts.h.
#include "oracle/checks/program_facts.h"

#include <charconv>
#include <algorithm>
#include <functional>

#include "core/ir/walk.h"

namespace pipecheck::checks {
namespace {

int64_t tripCount(int64_t start, int64_t stop, int64_t step) {
  if (step > 0 && start < stop)
    return (stop - start + step - 1) / step;
  if (step < 0 && start > stop)
    return (start - stop - step - 1) / -step;
  return 0;
}

// Pre-order walk that keeps the stack of enclosing replicating loops.
struct LoopWalker {
  std::vector<SourceLoopFact> *facts;
  DefChains *chains;
  std::string function;
  int counter = 0;
  std::vector<int> stack;

  void stmt(const ir::StmtPtr &s) {
    if (!s)
      return;
    switch (s->kind) {
    case ir::StmtKind::Seq:
      for (const auto &c : ir::asSeq(s)->stmts)
        stmt(c);
      break;
    case ir::StmtKind::Assign:
      if (chains) {
        const ir::AssignStmt *a = ir::asAssign(s);
        std::vector<int> chain(stack.rbegin(), stack.rend());
        auto &byName = (*chains)[function];
        // A name defined in two places is ambiguous: the lowered clones could
        // come from either, so it is recorded as such and not judged.
        auto [it, fresh] = byName.emplace(a->var->name, chain);
        if (!fresh)
          it->second = {-1};
      }
      break;
    case ir::StmtKind::If: {
      const ir::IfStmt *i = ir::asIf(s);
      stmt(i->thenBody);
      stmt(i->elseBody);
      break;
    }
    case ir::StmtKind::Scope:
      stmt(ir::asScope(s)->body);
      break;
    case ir::StmtKind::For: {
      const ir::ForStmt *f = ir::asFor(s);
      bool pushed = false;
      if (f->forKind == ir::ForKind::Pipeline) {
        SourceLoopFact fact;
        fact.function = function;
        fact.index = counter++;
        fact.loopVar = f->loopVar->name;
        fact.node = f;
        fact.stages = ir::getAttr<int64_t>(f->attrs, ir::kPipelineStagesAttr).value_or(1);
        fact.step = ir::constIntValue(f->step).value_or(0);
        auto a = ir::constIntValue(f->start), b = ir::constIntValue(f->stop);
        if (a && b && fact.step != 0)
          fact.staticTrip = tripCount(*a, *b, fact.step);
        fact.dbc = ir::getAttr<bool>(f->attrs, ir::kPipelineDoubleBufferCAttr).value_or(false);
        fact.replicates = fact.stages > 1 && (!fact.staticTrip || *fact.staticTrip > 0);
        fact.needsMainLoop =
            fact.stages > 1 && (!fact.staticTrip || *fact.staticTrip >= fact.stages);
        if (facts) {
          facts->push_back(fact);
          if (fact.replicates) {
            stack.push_back(static_cast<int>(facts->size()) - 1);
            pushed = true;
          }
        }
      }
      stmt(f->body);
      if (pushed)
        stack.pop_back();
      break;
    }
    default:
      break;
    }
  }
};

} // namespace

std::string SourceLoopFact::id() const {
  return function + "#" + std::to_string(index) + " (" + loopVar + ")";
}

std::vector<SourceLoopFact> sourcePipelineLoops(const ir::Program &source) {
  std::vector<SourceLoopFact> facts;
  for (const auto &fn : source.functions) {
    LoopWalker w{&facts, nullptr, fn->name};
    w.stmt(fn->body);
  }
  return facts;
}

DefChains tileDefChains(const ir::Program &source, const std::vector<SourceLoopFact> &) {
  // Re-walk with chain recording; the loop positions match sourcePipelineLoops().
  std::vector<SourceLoopFact> facts;
  DefChains chains;
  for (const auto &fn : source.functions) {
    LoopWalker w{&facts, &chains, fn->name};
    w.stmt(fn->body);
  }
  return chains;
}

std::optional<std::vector<MembershipPair>> parseMembership(std::string_view text) {
  std::vector<MembershipPair> out;
  while (!text.empty()) {
    std::size_t semi = text.find(';');
    std::string_view tok = text.substr(0, semi);
    std::size_t colon = tok.find(':');
    if (colon == std::string_view::npos)
      return std::nullopt;
    MembershipPair p;
    auto r1 = std::from_chars(tok.data(), tok.data() + colon, p.group);
    auto r2 = std::from_chars(tok.data() + colon + 1, tok.data() + tok.size(), p.stage);
    if (r1.ec != std::errc() || r2.ec != std::errc() || r1.ptr != tok.data() + colon ||
        r2.ptr != tok.data() + tok.size())
      return std::nullopt;
    out.push_back(p);
    if (semi == std::string_view::npos)
      break;
    text.remove_prefix(semi + 1);
  }
  return out;
}

std::vector<std::pair<std::string, const ir::ForStmt *>> pipelineLoopNodes(const ir::Program &p) {
  std::vector<std::pair<std::string, const ir::ForStmt *>> out;
  for (const auto &fn : p.functions)
    ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
      if (const ir::ForStmt *f = ir::asFor(s); f && f->forKind == ir::ForKind::Pipeline)
        out.emplace_back(fn->name, f);
    });
  return out;
}

std::optional<int64_t> evalParamExpr(const ir::ExprPtr &e,
                                     const std::map<std::string, int64_t> &params) {
  if (const ir::ConstInt *c = ir::asConstInt(e))
    return c->value;
  if (const ir::Var *v = ir::asVar(e)) {
    auto it = params.find(v->name);
    return it == params.end() ? std::nullopt : std::optional<int64_t>(it->second);
  }
  if (const ir::UnaryExpr *u = ir::asUnary(e)) {
    auto x = evalParamExpr(u->operand, params);
    if (!x || u->op != ir::UnaryOp::Neg)
      return std::nullopt;
    return -*x;
  }
  const ir::BinaryExpr *b = ir::asBinary(e);
  if (!b)
    return std::nullopt;
  auto l = evalParamExpr(b->lhs, params), r = evalParamExpr(b->rhs, params);
  if (!l || !r)
    return std::nullopt;
  switch (b->op) {
  case ir::BinaryOp::Add: return *l + *r;
  case ir::BinaryOp::Sub: return *l - *r;
  case ir::BinaryOp::Mul: return *l * *r;
  case ir::BinaryOp::Min: return std::min(*l, *r);
  case ir::BinaryOp::Max: return std::max(*l, *r);
  case ir::BinaryOp::FloorDiv:
  case ir::BinaryOp::FloorMod: {
    if (*r == 0)
      return std::nullopt;
    int64_t q = *l / *r;
    if ((*l % *r != 0) && ((*l < 0) != (*r < 0)))
      --q;
    return b->op == ir::BinaryOp::FloorDiv ? q : *l - q * *r;
  }
  default: return std::nullopt;
  }
}

ir::ProgramPtr loweredSnapshot(const RunContext &ctx) {
  if (ctx.input().givenLowered)
    return ctx.input().givenLowered;
  return ctx.snapshot("lower_pipeline_loops");
}

ir::ProgramPtr lowerInputSnapshot(const RunContext &ctx) {
  if (ctx.input().givenLowered)
    return ctx.source();
  ir::ProgramPtr before = ctx.source();
  for (const pipeline::Snapshot &s : ctx.outputs()) {
    if (s.name == "lower_pipeline_loops")
      return before;
    before = s.program;
  }
  return ctx.source();
}

} // namespace pipecheck::checks

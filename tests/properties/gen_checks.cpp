// Independent checks of generated programs; see gen_checks.h.
#include "tests/properties/gen_checks.h"

#include <deque>
#include <set>

#include "core/ir/walk.h"
#include "oracle/interp/inputs.h"

namespace pipecheck::gentest {

using namespace ir;

std::vector<std::string> checkSingleDefinition(const Program &p) {
  std::vector<std::string> out;
  for (const FunctionPtr &f : p.functions) {
    std::set<const Var *> seen;
    for (const DefSite &d : collectDefs(*f))
      if (!seen.insert(d.var.get()).second)
        out.push_back(f->name + ": var '" + d.var->name + "' bound twice");
  }
  return out;
}

std::vector<std::string> checkPipelineAttrs(const Program &p) {
  std::vector<std::string> out;
  for (const FunctionPtr &f : p.functions)
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const ForStmt *fs = asFor(s);
      if (!fs)
        return;
      auto stages = getAttr<int64_t>(fs->attrs, kPipelineStagesAttr);
      bool present = findAttr(fs->attrs, kPipelineStagesAttr) != nullptr;
      if (fs->forKind == ForKind::Pipeline && (!stages || *stages < 1))
        out.push_back(f->name + ": Pipeline loop without an int pipeline_stages >= 1");
      if (fs->forKind != ForKind::Pipeline && present)
        out.push_back(f->name + ": non-Pipeline loop with pipeline_stages");
    });
  return out;
}

std::vector<std::string> checkParamsHaveRanges(const Program &p, const gen::ParamRanges &ranges) {
  std::vector<std::string> out;
  for (const FunctionPtr &f : p.functions)
    for (const VarPtr &v : f->params) {
      if (!asScalar(v->type))
        continue;
      auto it = ranges.find(v->name);
      if (it == ranges.end())
        out.push_back(f->name + ": scalar param '" + v->name + "' has no range");
      else if (it->second.lo > it->second.hi)
        out.push_back(f->name + ": param '" + v->name + "' has an empty range");
    }
  return out;
}

namespace {

int64_t floorDivI(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// Walks one function with concrete index values.
class AccessWalker {
public:
  AccessWalker(std::string fn, std::vector<std::string> &out) : fn_(std::move(fn)), out_(out) {}
  std::map<const Var *, int64_t> env;
  uint64_t iterations = 0;
  std::vector<ChannelEvent> *events = nullptr; // collects tpush / tpop when set
  int ifDepth = 0;
  struct Region {
    const Var *tensor;
    std::vector<int64_t> offs, size;
  };
  std::vector<Region> *evalStores = nullptr; // collects EvalStmt stores when set

  void evalStore(const ExprPtr &e) {
    const Call *c = asCall(e);
    if (!evalStores || !c || c->isFunctionCall || c->op != "tile.store" || c->args.size() < 3)
      return;
    const Var *t = asVar(c->args[2]);
    if (!t)
      return problem("EvalStmt store into a non-variable tensor");
    Region r{t, tupleValues(c->args[1], "store offsets"), constShape(c->args[0]->type)};
    if (!failed_)
      evalStores->push_back(std::move(r));
  }

  void channelEvent(const ExprPtr &e, const TypePtr &assigned) {
    const Call *c = asCall(e);
    if (!events || !c || c->isFunctionCall)
      return;
    bool push = c->op == "tile.tpush_to_aiv" || c->op == "tile.tpush_to_aic";
    bool pop = c->op == "tile.tpop_from_aic" || c->op == "tile.tpop_from_aiv";
    if (!push && !pop)
      return;
    if (ifDepth > 0)
      return problem(c->op + " under an if");
    ChannelEvent ev;
    ev.push = push;
    ev.channel = (c->op == "tile.tpush_to_aiv" || c->op == "tile.tpop_from_aic") ? 0 : 1;
    TypePtr t = push ? (c->args.empty() ? nullptr : c->args[0]->type) : assigned;
    const TileType *tile = t ? asTile(t) : nullptr;
    if (!tile)
      return problem(c->op + ": the tile has no tile type");
    ev.shape = constShape(t);
    ev.dtype = tile->dtype;
    events->push_back(std::move(ev));
  }

  std::optional<int64_t> eval(const ExprPtr &e) {
    if (const ConstInt *c = asConstInt(e))
      return c->value;
    if (const Var *v = asVar(e)) {
      auto it = env.find(v);
      if (it == env.end())
        return unboundIsDynamicDim ? std::optional(interp::Inputs{}.defaultDynamicDim)
                                   : std::nullopt;
      return it->second;
    }
    if (const UnaryExpr *u = asUnary(e)) {
      auto x = eval(u->operand);
      if (x && u->op == UnaryOp::Neg)
        return -*x;
      // An integer cast of a small value (a paged offset's
      // pl.cast(pg, pl.INDEX), GenKnobs::tableOffsetRatio) keeps it.
      if (x && u->op == UnaryOp::Cast)
        return x;
      return std::nullopt;
    }
    const BinaryExpr *b = asBinary(e);
    if (!b)
      return std::nullopt;
    auto l = eval(b->lhs), r = eval(b->rhs);
    if (!l || !r)
      return std::nullopt;
    switch (b->op) {
    case BinaryOp::Add: return *l + *r;
    case BinaryOp::Sub: return *l - *r;
    case BinaryOp::Mul: return *l * *r;
    case BinaryOp::FloorDiv: return *r ? std::optional(floorDivI(*l, *r)) : std::nullopt;
    case BinaryOp::FloorMod: return *r ? std::optional(*l - floorDivI(*l, *r) * *r) : std::nullopt;
    case BinaryOp::Min: return std::min(*l, *r);
    case BinaryOp::Max: return std::max(*l, *r);
    default: return std::nullopt;
    }
  }

  std::vector<int64_t> constShape(const TypePtr &t) {
    std::vector<int64_t> dims;
    if (const ShapedType *s = asShaped(t))
      for (const ExprPtr &d : s->shape) {
        // A pl.dynamic dim (a var no param binds) is sized as the interpreter
        // sizes it when no input names it, also inside an expression
        // (N_DYN * 2); anything else is not a known extent.
        unboundIsDynamicDim = true;
        std::optional<int64_t> v = eval(d);
        unboundIsDynamicDim = false;
        dims.push_back(v.value_or(-1));
      }
    return dims;
  }
  bool unboundIsDynamicDim = false;

  std::vector<int64_t> tupleValues(const ExprPtr &e, const char *what) {
    std::vector<int64_t> vals;
    const MakeTuple *t = asMakeTuple(e);
    if (!t) {
      problem(std::string(what) + " is not a list");
      return vals;
    }
    for (const ExprPtr &x : t->elements) {
      auto v = eval(x);
      if (!v) {
        problem(std::string(what) + " is not evaluable from params and loop vars");
        return {};
      }
      vals.push_back(*v);
    }
    return vals;
  }

  void window(const std::string &op, const std::vector<int64_t> &offs,
              const std::vector<int64_t> &size, const std::vector<int64_t> &whole) {
    if (offs.size() != size.size() || size.size() != whole.size()) {
      problem(op + ": rank mismatch");
      return;
    }
    for (std::size_t d = 0; d < offs.size(); ++d)
      if (offs[d] < 0 || offs[d] + size[d] > whole[d]) {
        problem(op + ": dim " + std::to_string(d) + " offset " + std::to_string(offs[d]) +
                " size " + std::to_string(size[d]) + " outside extent " +
                std::to_string(whole[d]));
        return;
      }
  }

  void checkCall(const ExprPtr &e) {
    const Call *c = asCall(e);
    if (!c || c->isFunctionCall)
      return;
    if (c->op == "tile.load") {
      std::vector<int64_t> offs = tupleValues(c->args[1], "load offsets");
      window("tile.load", offs, tupleValues(c->args[2], "load shape"),
             constShape(c->args[0]->type));
    } else if (c->op == "tile.store") {
      std::vector<int64_t> offs = tupleValues(c->args[1], "store offsets");
      window("tile.store", offs, constShape(c->args[0]->type), constShape(c->args[2]->type));
    } else if (c->op == "tile.extract") {
      auto r = eval(c->args[1]), col = eval(c->args[2]);
      if (!r || !col)
        return problem("tile.extract: row/col not evaluable");
      window("tile.extract", {*r, *col}, tupleValues(c->args[3], "extract shape"),
             constShape(c->args[0]->type));
    }
  }

  void walk(const StmtPtr &s) {
    if (!s || failed_)
      return;
    switch (s->kind) {
    case StmtKind::Seq:
      for (const StmtPtr &c : asSeq(s)->stmts)
        walk(c);
      break;
    case StmtKind::Assign:
      // Scalar address arithmetic (`row = i * 2 * 8 + b`) is evaluated so
      // later offsets that use it can be checked.
      if (asScalar(asAssign(s)->var->type))
        if (auto v = eval(asAssign(s)->value))
          env[asAssign(s)->var.get()] = *v;
      // The block and sub-block indices are 0: the interpreter runs one
      // block (and its first sub-block).
      if (const Call *c = asCall(asAssign(s)->value);
          c && (c->op == "tile.get_block_idx" || c->op == "tile.get_subblock_idx"))
        env[asAssign(s)->var.get()] = 0;
      // A stop read from a tensor (GenKnobs::tensorReadStopRatio) takes the
      // largest value the interpreter's fill gives an INT32 tensor: the most
      // iterations, so the farthest accesses.
      if (const Call *c = asCall(asAssign(s)->value); c && c->op == "tensor.read")
        env[asAssign(s)->var.get()] = gen::GenKnobs{}.tensorReadMax;
      // An item of a carried array (GenKnobs::arrayCarryRatio) is 0 or
      // arrayItemMax; the generator adds it to offsets, so the larger one
      // gives the farthest access.
      if (const Call *c = asCall(asAssign(s)->value); c && c->op == "array.get_element")
        env[asAssign(s)->var.get()] = gen::GenKnobs{}.arrayItemMax;
      checkCall(asAssign(s)->value);
      channelEvent(asAssign(s)->value, asAssign(s)->var->type);
      break;
    case StmtKind::Eval:
      checkCall(asEval(s)->expr);
      evalStore(asEval(s)->expr);
      channelEvent(asEval(s)->expr, nullptr);
      break;
    case StmtKind::If:
      ++ifDepth;
      walk(asIf(s)->thenBody);
      walk(asIf(s)->elseBody);
      --ifDepth;
      break;
    case StmtKind::For: {
      const ForStmt *f = asFor(s);
      auto start = eval(f->start), stop = eval(f->stop), step = eval(f->step);
      if (!start || !stop || !step || *step == 0)
        return problem("loop bounds not evaluable (or zero step)");
      for (int64_t i = *start; *step > 0 ? i < *stop : i > *stop; i += *step) {
        if (++iterations > 5'000'000)
          return problem("more than 5e6 iterations");
        env[f->loopVar.get()] = i;
        walk(f->body);
        if (failed_)
          return;
      }
      env.erase(f->loopVar.get());
      break;
    }
    default: break;
    }
  }

  void problem(const std::string &msg) {
    out_.push_back(fn_ + ": " + msg);
    failed_ = true; // one report per walk is enough
  }

private:
  std::string fn_;
  std::vector<std::string> &out_;
  bool failed_ = false;
};

} // namespace

std::vector<std::string> checkAccessesInBounds(const Program &p,
                                               const std::map<std::string, int64_t> &values,
                                               uint64_t *iterations) {
  std::vector<std::string> out;
  if (iterations)
    *iterations = 0;
  for (const FunctionPtr &f : p.functions) {
    AccessWalker w(f->name, out);
    for (const VarPtr &v : f->params) {
      if (!asScalar(v->type))
        continue;
      auto it = values.find(v->name);
      if (it == values.end()) {
        w.problem("no value for param '" + v->name + "'");
        continue;
      }
      w.env[v.get()] = it->second;
    }
    w.walk(f->body);
    if (iterations)
      *iterations += w.iterations;
  }
  return out;
}

std::vector<std::string> checkEvalStoresDisjoint(const Program &p,
                                                 const std::map<std::string, int64_t> &values) {
  std::vector<std::string> out;
  for (const FunctionPtr &f : p.functions) {
    std::vector<AccessWalker::Region> regions;
    AccessWalker w(f->name, out);
    w.evalStores = &regions;
    for (const VarPtr &v : f->params)
      if (asScalar(v->type) && values.count(v->name))
        w.env[v.get()] = values.at(v->name);
    w.walk(f->body);
    for (std::size_t a = 0; a < regions.size(); ++a)
      for (std::size_t b = a + 1; b < regions.size(); ++b) {
        const auto &x = regions[a], &y = regions[b];
        if (x.tensor != y.tensor || x.offs.size() != y.offs.size() ||
            x.size.size() != x.offs.size() || y.size.size() != y.offs.size())
          continue;
        bool overlap = true;
        for (std::size_t d = 0; d < x.offs.size() && overlap; ++d)
          overlap = x.offs[d] < y.offs[d] + y.size[d] && y.offs[d] < x.offs[d] + x.size[d];
        if (overlap) {
          out.push_back(f->name + ": EvalStmt stores #" + std::to_string(a) + " and #" +
                        std::to_string(b) + " into '" + x.tensor->name + "' overlap");
          a = regions.size();
          break;
        }
      }
  }
  return out;
}

std::vector<ChannelEvent> channelEvents(const Function &f,
                                        const std::map<std::string, int64_t> &values,
                                        std::vector<std::string> &problems) {
  std::vector<ChannelEvent> events;
  AccessWalker w(f.name, problems);
  w.events = &events;
  for (const VarPtr &v : f.params) {
    if (!asScalar(v->type))
      continue;
    auto it = values.find(v->name);
    if (it == values.end()) {
      w.problem("no value for param '" + v->name + "'");
      return events;
    }
    w.env[v.get()] = it->second;
  }
  w.walk(f.body);
  return events;
}

std::vector<std::string> coSchedule(const std::vector<ChannelEvent> &aic,
                                    const std::vector<ChannelEvent> &aiv) {
  std::vector<std::string> out;
  const std::vector<ChannelEvent> *side[2] = {&aic, &aiv};
  const char *name[2] = {"AIC", "AIV"};
  // The channel each side pushes to: AIC -> channel 0, AIV -> channel 1.
  for (int s = 0; s < 2; ++s)
    for (const ChannelEvent &e : *side[s])
      if ((e.channel == s) != e.push) {
        out.push_back(std::string(name[s]) + (e.push ? " pushes to" : " pops from") +
                      " the wrong channel " + std::to_string(e.channel));
        return out;
      }
  std::deque<const ChannelEvent *> fifo[2];
  std::size_t pos[2] = {0, 0};
  bool progress = true;
  while (progress) {
    progress = false;
    for (int s = 0; s < 2; ++s)
      while (pos[s] < side[s]->size()) {
        const ChannelEvent &e = (*side[s])[pos[s]];
        if (e.push) {
          fifo[e.channel].push_back(&e);
        } else {
          if (fifo[e.channel].empty())
            break;
          const ChannelEvent *p = fifo[e.channel].front();
          fifo[e.channel].pop_front();
          if (p->shape != e.shape || p->dtype != e.dtype) {
            out.push_back(std::string(name[s]) + " pop #" + std::to_string(pos[s]) +
                          " does not match the tile pushed (shape or dtype)");
            return out;
          }
        }
        ++pos[s];
        progress = true;
      }
  }
  for (int s = 0; s < 2; ++s)
    if (pos[s] < side[s]->size())
      out.push_back(std::string(name[s]) + " blocked at event " + std::to_string(pos[s]) + " of " +
                    std::to_string(side[s]->size()) + " (deadlock)");
  for (int c = 0; c < 2; ++c)
    if (!fifo[c].empty())
      out.push_back("channel " + std::to_string(c) + " ends with " +
                    std::to_string(fifo[c].size()) + " tile(s) never popped");
  return out;
}

std::vector<std::map<std::string, int64_t>> cornerAssignments(const gen::ParamRanges &ranges) {
  std::vector<std::map<std::string, int64_t>> out;
  std::vector<std::pair<std::string, gen::ParamRange>> rs(ranges.begin(), ranges.end());
  if (rs.size() <= 4) {
    for (unsigned mask = 0; mask < (1u << rs.size()); ++mask) {
      std::map<std::string, int64_t> a;
      for (std::size_t i = 0; i < rs.size(); ++i)
        a[rs[i].first] = (mask >> i) & 1 ? rs[i].second.hi : rs[i].second.lo;
      out.push_back(a);
    }
  } else {
    for (int pattern = 0; pattern < 4; ++pattern) {
      std::map<std::string, int64_t> a;
      for (std::size_t i = 0; i < rs.size(); ++i) {
        bool hi = pattern == 1 || (pattern == 2 && i % 2 == 0) || (pattern == 3 && i % 2 == 1);
        a[rs[i].first] = hi ? rs[i].second.hi : rs[i].second.lo;
      }
      out.push_back(a);
    }
  }
  std::map<std::string, int64_t> mid;
  for (const auto &[name, r] : rs)
    mid[name] = r.lo + (r.hi - r.lo) / 2;
  out.push_back(mid);
  return out;
}

std::vector<LoopFact> loopFacts(const Program &p) {
  std::vector<LoopFact> out;
  for (const FunctionPtr &f : p.functions)
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const ForStmt *fs = asFor(s);
      if (!fs)
        return;
      LoopFact lf;
      lf.kind = fs->forKind;
      lf.stages = getAttr<int64_t>(fs->attrs, kPipelineStagesAttr).value_or(0);
      if (const ConstInt *c = asConstInt(fs->step)) {
        lf.constStep = true;
        lf.step = c->value;
      }
      lf.staticBounds = asConstInt(fs->start) && asConstInt(fs->stop);
      out.push_back(lf);
    });
  return out;
}

} // namespace pipecheck::gentest

// Site instances, source spaces and orders (see site_encoding.h).
#include "oracle/smt/site_encoding.h"

#include <set>

namespace pipecheck::smt {

using namespace ir;

SpaceEnv makeSpaceEnv(const LoopSpace &space, DivMode mode) {
  SpaceEnv env;
  env.space = &space;
  env.mode = mode;
  const Function &names = space.lowered ? *space.lowered : *space.source;
  env.source = makeFunctionEnv(*space.sourceProgram, *space.source, names);
  if (space.lowered)
    env.lowered = makeFunctionEnv(*space.loweredProgram, *space.lowered, names);
  return env;
}

TermPtr inRange(TermFactory &tf, const TermPtr &x, const TermPtr &start, const TermPtr &stop,
                int64_t step) {
  if (step > 0)
    return andT({le(start, x), lt(x, stop), eq(tf.floorMod(sub(x, start), step), intConst(0))});
  if (step < 0 && step != INT64_MIN)
    return andT({lt(stop, x), le(x, start), eq(tf.floorMod(sub(start, x), -step), intConst(0))});
  return boolConst(false);
}

TermPtr tripCount(TermFactory &tf, const TermPtr &start, const TermPtr &stop, int64_t step) {
  if (step > 0)
    return ite(lt(start, stop), tf.floorDiv(add(sub(stop, start), intConst(step - 1)), step),
               intConst(0));
  if (step < 0 && step != INT64_MIN)
    return ite(lt(stop, start), tf.floorDiv(add(sub(start, stop), intConst(-step - 1)), -step),
               intConst(0));
  return intConst(0);
}

Instance instantiate(TermFactory &tf, const SpaceEnv &env, const Site &site,
                     const std::vector<TermPtr> &comps, size_t frameLimit, size_t compLimit,
                     bool countMode) {
  Instance inst;
  inst.countTrip = intConst(1);
  const DefMap &defs = env.lowered.defs;
  std::vector<const ForStmt *> loops;
  for (size_t i = 0; i < frameLimit; ++i)
    if (const ForStmt *f = site.frames[i].forStmt())
      loops.push_back(f);
  std::vector<TermPtr> conds;
  std::set<const ForStmt *> unsolved(loops.begin(), loops.end());
  // Solve loop variables from the index expressions, one at a time.
  for (bool progress = true; progress && !unsolved.empty();) {
    progress = false;
    for (const ForStmt *m : loops) {
      if (!unsolved.count(m))
        continue;
      for (size_t k = 0; k < compLimit; ++k) {
        const ExprPtr &ix = site.index[k];
        auto c = linearCoeff(ix, m->loopVar.get(), defs);
        if (!c || *c == 0)
          continue;
        bool clean = true; // no other unsolved variable in this index
        for (const ForStmt *o : unsolved)
          if (o != m) {
            auto oc = linearCoeff(ix, o->loopVar.get(), defs);
            clean = clean && oc && *oc == 0;
          }
        if (!clean)
          continue;
        ExprEncoder rest(tf, env.lowered, env.mode, false);
        for (const auto &[f, t] : inst.loopValue)
          rest.bind(f->loopVar.get(), t);
        for (const ForStmt *o : unsolved)
          rest.bind(o->loopVar.get(), intConst(0));
        TermPtr diff = sub(comps[k], rest.intOf(ix));
        if (rest.approximated() && inst.approximation.empty())
          inst.approximation = rest.approximation();
        TermPtr value;
        if (*c == 1) {
          value = diff;
        } else if (*c == -1) {
          value = neg(diff);
        } else {
          auto [q, r] = tf.divMod(diff, intConst(*c), DivMode::Floor);
          conds.push_back(eq(r, intConst(0)));
          value = q;
        }
        inst.loopValue[m] = value;
        unsolved.erase(m);
        progress = true;
        break;
      }
    }
  }
  for (const ForStmt *m : unsolved) {
    TermPtr v = tf.freshInt("loop:" + m->loopVar->name);
    inst.loopValue[m] = v;
    inst.fresh.push_back(v);
    inst.freshLoops.push_back(m);
  }
  ExprEncoder enc(tf, env.lowered, env.mode, false);
  for (const auto &[f, t] : inst.loopValue)
    enc.bind(f->loopVar.get(), t);
  for (size_t k = 0; k < compLimit; ++k)
    conds.push_back(eq(enc.intOf(site.index[k]), comps[k]));
  for (size_t i = 0; i < frameLimit; ++i) {
    const Frame &fr = site.frames[i];
    if (const ForStmt *f = fr.forStmt()) {
      auto step = constValue(f->step);
      if (!step || *step == 0) {
        inst.error = "lowered loop over '" + f->loopVar->name + "' has a non-constant or zero step";
        break;
      }
      if (countMode && static_cast<int>(i) == site.countFrame)
        inst.countTrip = tripCount(tf, enc.intOf(f->start), enc.intOf(f->stop), *step);
      else
        conds.push_back(
            inRange(tf, inst.loopValue[f], enc.intOf(f->start), enc.intOf(f->stop), *step));
    } else if (const IfStmt *is = fr.ifStmt()) {
      TermPtr c = enc.boolOf(is->cond);
      conds.push_back(fr.index == 0 ? c : notT(c));
    }
  }
  if (enc.approximated() && inst.approximation.empty())
    inst.approximation = enc.approximation();
  inst.runs = andT(std::move(conds));
  return inst;
}

SourceFormulas sourceFormulas(TermFactory &tf, const SpaceEnv &env,
                              const std::vector<TermPtr> &comps, std::string *failure) {
  const LoopSpace &sp = *env.space;
  ExprEncoder enc(tf, env.source, env.mode, true);
  for (size_t k = 0; k < sp.components.size(); ++k)
    enc.bind(sp.components[k]->loopVar.get(), comps[k]);
  std::vector<TermPtr> encl, chain, fwd;
  size_t k = 0;
  for (const Frame &fr : sp.outer) {
    if (const IfStmt *is = fr.ifStmt()) {
      TermPtr c = enc.boolOf(is->cond);
      encl.push_back(fr.index == 0 ? c : notT(c));
    }
  }
  for (k = 0; k < sp.components.size(); ++k) {
    const ForStmt *f = sp.components[k];
    auto step = constValue(f->step);
    if (!step || *step == 0) {
      if (failure->empty())
        *failure = "source loop over '" + f->loopVar->name + "' has a non-constant or zero step";
      break;
    }
    TermPtr start = enc.intOf(f->start), stop = enc.intOf(f->stop);
    TermPtr in = inRange(tf, comps[k], start, stop, *step);
    if (k < sp.loopComponent) {
      encl.push_back(in);
    } else {
      chain.push_back(in);
      fwd.push_back(*step > 0 ? le(start, stop) : le(stop, start));
    }
  }
  if (enc.failed() && failure->empty())
    *failure = "source bounds: " + enc.failure();
  return {andT(std::move(encl)), andT(std::move(chain)), andT(std::move(fwd))};
}

TermPtr sourceBefore(const SpaceEnv &env, const std::vector<TermPtr> &a,
                     const std::vector<TermPtr> &b, std::string *failure) {
  const LoopSpace &sp = *env.space;
  TermPtr before = boolConst(false);
  for (size_t k = sp.components.size(); k-- > sp.loopComponent;) {
    auto step = constValue(sp.components[k]->step);
    if (!step || *step == 0) {
      *failure = "source step not constant";
      return boolConst(false);
    }
    TermPtr earlier = *step > 0 ? lt(a[k], b[k]) : lt(b[k], a[k]);
    before = orT({earlier, andT({eq(a[k], b[k]), before})});
  }
  return before;
}

TermPtr loweredBefore(const Site &a, const Instance &ia, const Site &b, const Instance &ib,
                      std::string *failure) {
  size_t common = 0;
  while (common < a.frames.size() && common < b.frames.size() &&
         a.frames[common].sameAs(b.frames[common]))
    ++common;
  // Static order at the divergence point (same parent node by construction).
  TermPtr before = boolConst(false);
  if (common < a.frames.size() && common < b.frames.size() &&
      a.frames[common].node == b.frames[common].node)
    before = boolConst(a.frames[common].index < b.frames[common].index);
  else if (common == a.frames.size() && common < b.frames.size())
    before = boolConst(false); // a's statement encloses b's: cannot happen for simple anchors
  for (size_t i = common; i-- > 0;) {
    const ForStmt *f = a.frames[i].forStmt();
    if (!f)
      continue;
    auto step = constValue(f->step);
    if (!step || *step == 0) {
      *failure = "lowered loop over '" + f->loopVar->name + "' has a non-constant step";
      return boolConst(false);
    }
    TermPtr va = ia.loopValue.at(f), vb = ib.loopValue.at(f);
    TermPtr earlier = *step > 0 ? lt(va, vb) : lt(vb, va);
    before = orT({earlier, andT({eq(va, vb), before})});
  }
  return before;
}

std::string describeSite(const LoopSpace &space, const Site &site) {
  const ExprPtr &ix = site.index[space.loopComponent];
  std::string out = ix ? "clone with " + space.loop->loopVar->name + " = " + exprText(ix)
                       : std::string("clone"); // count-only: no iteration to name
  for (const Frame &fr : site.frames) {
    if (const ForStmt *f = fr.forStmt())
      out += " in for " + f->loopVar->name + " in range(" + exprText(f->start) + ", " +
             exprText(f->stop) + ", " + exprText(f->step) + ")";
    else if (const IfStmt *is = fr.ifStmt())
      out += std::string(fr.index == 0 ? " under if " : " under else of if ") + exprText(is->cond);
  }
  if (site.stmt->loc.valid())
    out += " (" + site.stmt->loc.str() + ")";
  return out;
}

} // namespace pipecheck::smt

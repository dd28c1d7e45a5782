// Iteration-space extraction (see sites.h for the scheme and assumptions).
#include "oracle/smt/sites.h"

#include <algorithm>
#include <functional>

#include "oracle/smt/clone_match.h"
#include "oracle/smt/index_analysis.h"

namespace pipecheck::smt {

using namespace ir;

std::string LoopId::str() const {
  return function + (stages == 1 ? "#s1." : "#") + std::to_string(index);
}

const ForStmt *Frame::forStmt() const {
  return kind == Kind::For ? static_cast<const ForStmt *>(node) : nullptr;
}
const IfStmt *Frame::ifStmt() const {
  return kind == Kind::If ? static_cast<const IfStmt *>(node) : nullptr;
}

namespace {

// Pre-order walk over statements with their frames. f(stmt, frames) is called
// for every non-Seq statement before its children.
void walkWithFrames(const StmtPtr &root,
                    const std::function<void(const Stmt &, const std::vector<Frame> &)> &f) {
  std::vector<Frame> frames;
  std::function<void(const StmtPtr &)> rec = [&](const StmtPtr &s) {
    if (!s)
      return;
    if (const SeqStmts *seq = asSeq(s)) {
      for (size_t i = 0; i < seq->stmts.size(); ++i) {
        frames.push_back({Frame::Kind::Seq, seq, static_cast<int>(i)});
        rec(seq->stmts[i]);
        frames.pop_back();
      }
      return;
    }
    f(*s, frames);
    if (const ForStmt *fs = asFor(s)) {
      frames.push_back({Frame::Kind::For, fs, 0});
      rec(fs->body);
      frames.pop_back();
    } else if (const IfStmt *is = asIf(s)) {
      frames.push_back({Frame::Kind::If, is, 0});
      rec(is->thenBody);
      frames.back().index = 1;
      rec(is->elseBody);
      frames.pop_back();
    } else if (const ScopeStmt *sc = asScope(s)) {
      // A scope runs its body once, where it stands: no condition, no
      // order of its own, so it adds no frame (its body's SeqStmts does).
      rec(sc->body);
    }
  };
  rec(root);
}

struct AnchorChoice {
  const Stmt *anchor = nullptr;
  std::vector<const ForStmt *> chain;
};

// Every anchor candidate in L's body, best first (see sites.h, step 2):
// Assign/Eval statements before Ifs, each kind shallowest (fewest chain
// loops) first, then in pre-order; last, the body's own top-level
// Assign/Eval statements that do not use L's variable (their clones can
// only be attributed by a lowered loop with L's header, step 4). Statements
// under an If inside the body run conditionally and are never candidates.
// *named counts the candidates that use the variable.
std::vector<AnchorChoice> anchorCandidates(const ForStmt &loop, size_t *named) {
  const Var *v = loop.loopVar.get();
  std::vector<AnchorChoice> plain, ifs, unnamed;
  std::vector<const ForStmt *> chain;
  std::function<void(const StmtPtr &)> rec = [&](const StmtPtr &s) {
    if (!s)
      return;
    if (const SeqStmts *seq = asSeq(s)) {
      for (const StmtPtr &c : seq->stmts)
        rec(c);
      return;
    }
    switch (s->kind) {
    case StmtKind::Assign:
    case StmtKind::Eval:
      if (stmtMentions(*s, v))
        plain.push_back({s.get(), chain});
      else if (chain.empty())
        unnamed.push_back({s.get(), chain});
      break;
    case StmtKind::If:
      if (stmtMentions(*s, v))
        ifs.push_back({s.get(), chain});
      break; // bodies under an If run conditionally: never anchors
    case StmtKind::For: {
      const ForStmt *f = asFor(s);
      chain.push_back(f);
      rec(f->body);
      chain.pop_back();
      break;
    }
    case StmtKind::Scope: // runs its body once, unconditionally
      rec(asScope(s)->body);
      break;
    default:
      break;
    }
  };
  rec(loop.body);
  auto shallower = [](const AnchorChoice &a, const AnchorChoice &b) {
    return a.chain.size() < b.chain.size();
  };
  std::stable_sort(plain.begin(), plain.end(), shallower);
  std::stable_sort(ifs.begin(), ifs.end(), shallower);
  plain.insert(plain.end(), ifs.begin(), ifs.end());
  *named = plain.size();
  plain.insert(plain.end(), unnamed.begin(), unnamed.end());
  return plain;
}

// The source vars a lowering replaces by other expressions in its clones:
// every pipeline loop's var (an index expression or a folded constant) and
// iter_args (the previous clone's yield). The same set the iteration-trace
// anchors are tested with (oracle/interp/iteration_trace_anchor.cpp).
VarSet substitutableVars(const Function &f) {
  VarSet out;
  walkWithFrames(f.body, [&](const Stmt &s, const std::vector<Frame> &) {
    const ForStmt *fs = s.kind == StmtKind::For ? static_cast<const ForStmt *>(&s) : nullptr;
    if (!fs || fs->forKind != ForKind::Pipeline)
      return;
    out.insert(fs->loopVar.get());
    for (const auto &ia : fs->iterArgs)
      out.insert(ia.get());
  });
  return out;
}

std::string describeUnattributed(const ForStmt &f) {
  return "the anchor does not mention loop variable '" + f.loopVar->name +
         "' and no enclosing lowered loop has its header, so sites cannot be attributed to its "
         "iterations";
}

// True when s is an If whose branches hold a statement the anchor matches
// (see sites.h, step 4).
bool containsAnotherMatch(const Stmt &s, const Stmt &anchor, const CloneMatcher &m) {
  if (s.kind != StmtKind::If)
    return false;
  const auto &is = static_cast<const IfStmt &>(s);
  bool found = false;
  for (const StmtPtr &branch : {is.thenBody, is.elseBody})
    walkWithFrames(branch, [&](const Stmt &inner, const std::vector<Frame> &) {
      Bindings b;
      found = found || (inner.kind == anchor.kind && m.matchStmt(anchor, inner, b));
    });
  return found;
}

// True when every variable the header match bound anew (in `trial`, not in
// `before`) may stand for what it was bound to: a pipeline loop var or
// iter_arg of the source (a clone substitutes it: `i + 1`) binds anything;
// any other variable, defined once outside the clones (`n =
// pl.tensor.read(...)` before the loops) or in a body the lowering
// deep-copies under the same name hint, binds only a lowered variable of the
// same base name. Before, the header `range(0, n, 2)` of an enclosing range
// loop matched the lowered inner loop `range(0, 2, 2)` with n := 2, and
// iteration-proof called one correct clone a second run of its iteration
// (campaign seed 47, program 47005126: a false finding).
bool headerBindingsKeepNames(const Bindings &before, const Bindings &trial,
                             const VarSet &substitutable) {
  for (const auto &[v, e] : trial) {
    if (before.count(v) || substitutable.count(v))
      continue;
    const Var *lv = asVar(e);
    if (!lv || baseName(lv->name) != baseName(v->name))
      return false;
  }
  return true;
}

// How many lowered loops in frames[0..from] `accepts` takes.
int headerMatches(const std::vector<Frame> &frames, int from,
                  const std::function<bool(const ForStmt &)> &accepts) {
  int n = 0;
  for (int f = from; f >= 0; --f)
    if (const ForStmt *lf = frames[f].forStmt(); lf && accepts(*lf))
      ++n;
  return n;
}

bool dependsOn(const ExprPtr &e, const Var *v, const DefMap &defs) {
  std::optional<int64_t> c = linearCoeff(e, v, defs);
  return !c || *c != 0;
}

// Count-only spaces (sites.h, step 6): sets site.countFrame to the one
// lowered loop around the clone whose variable no enclosing component's
// index depends on. Its trip count is the number of times the clone runs
// per enclosing iteration only when nothing inside it (conditions, inner
// loop bounds) and no index depends on its variable; otherwise, or with two
// such loops (a product of trip counts), L is not checked and false is
// returned.
bool findCountLoop(LoopSpace &space, const DefMap &defs, Site &site) {
  auto dependsOnVar = [&](const Var *v) {
    for (size_t k = 0; k < space.loopComponent; ++k)
      if (dependsOn(site.index[k], v, defs))
        return true;
    return false;
  };
  for (size_t f = 0; f < site.frames.size(); ++f) {
    const ForStmt *lf = site.frames[f].forStmt();
    if (!lf || dependsOnVar(lf->loopVar.get()))
      continue;
    if (site.countFrame >= 0) {
      space.notChecked = "a clone of the anchor sits in two lowered loops that no enclosing loop "
                         "accounts for, so its count would be a product of trip counts";
      return false;
    }
    site.countFrame = static_cast<int>(f);
  }
  if (site.countFrame < 0)
    return true;
  const Var *v = site.frames[site.countFrame].forStmt()->loopVar.get();
  for (size_t f = site.countFrame + 1; f < site.frames.size(); ++f) {
    const Frame &fr = site.frames[f];
    bool uses = false;
    if (const IfStmt *is = fr.ifStmt())
      uses = dependsOn(is->cond, v, defs);
    else if (const ForStmt *inner = fr.forStmt())
      uses = dependsOn(inner->start, v, defs) || dependsOn(inner->stop, v, defs) ||
             dependsOn(inner->step, v, defs);
    if (uses) {
      space.notChecked = "a condition or bound around a clone of the anchor depends on lowered "
                         "loop variable '" + v->name + "', so the clone does not run once per "
                         "iteration of that loop";
      return false;
    }
  }
  return true;
}

void collectSites(LoopSpace &space, const CloneMatcher &m) {
  const size_t n = space.components.size();
  const DefMap defs = collectDefs(*space.lowered);
  const VarSet substitutable = substitutableVars(*space.source);
  walkWithFrames(space.lowered->body, [&](const Stmt &s, const std::vector<Frame> &frames) {
    if (!space.notChecked.empty() || s.kind != space.anchor->kind)
      return;
    Bindings b;
    if (!m.matchStmt(*space.anchor, s, b) || containsAnotherMatch(s, *space.anchor, m))
      return;
    Site site{&s, frames, std::vector<ExprPtr>(n)};
    for (size_t k = 0; k < n; ++k)
      if (auto it = b.find(space.components[k]->loopVar.get()); it != b.end())
        site.index[k] = it->second;
    // Whether lowered loop lf may stand for component kk; when it may, the
    // header match's bindings join b.
    auto takeLoop = [&](const ForStmt &lf, size_t kk, bool avoidInnerMentions) {
      // A lowered loop already stands for another component when that
      // component's index is its variable, or when the index of a
      // component enclosing kk in the source depends on it at all (`j + 0`,
      // through SSA definitions too): an enclosing loop's iteration cannot
      // be a function of kk's. The second rule keeps a correct lowering
      // whose clones read `(j + 0) * 4` from being judged as running an
      // iteration twice (docs/iteration-proof-coverage.md). An inner
      // component may depend on kk's loop (its bounds do), except on the
      // first scan below, where a direct mention keeps the loop for it.
      for (size_t k = 0; k < n; ++k) {
        const ExprPtr &e = site.index[k];
        if (!e)
          continue;
        if (asVar(e) == lf.loopVar.get())
          return false;
        if (k < kk) {
          std::optional<int64_t> c = linearCoeff(e, lf.loopVar.get(), defs);
          if (!c || *c != 0)
            return false;
        }
        if (k > kk && avoidInnerMentions && mentions(e, lf.loopVar.get()))
          return false;
      }
      // A source loop that is no pipeline keeps its kind in the lowering:
      // a lowered Pipeline loop (the main loop LowerPipelineLoops makes
      // of a pipeline inside it) never stands for it, whatever its header
      // (campaign seed 53, program 53008128: `pl.range(3, 9, 3)` around
      // `pl.pipeline(3, 9, stage=3)`, whose main loop has the same header).
      if (space.components[kk]->forKind != ForKind::Pipeline && lf.forKind == ForKind::Pipeline)
        return false;
      Bindings trial = b;
      if (!m.matchForHeader(*space.components[kk], lf, trial) ||
          !headerBindingsKeepNames(b, trial, substitutable))
        return false;
      b = std::move(trial);
      return true;
    };
    // Header fallback, innermost component first, scanning lowered loops
    // outward from the site. Each component is looked for twice: first
    // passing over a loop whose variable an inner component's index names
    // directly (that loop is most likely the inner component's own main
    // loop), then, when that finds none, over every loop. A stage=1 pipeline
    // around `pl.pipeline(3, 9, stage=3)` with the header (3, 9, 3) otherwise
    // took the inner main loop `range(3, 9, 3)`, whose clone reads `j + 1`,
    // and iteration-proof refuted a correct lowering ("j = 4 runs twice"). A
    // remainder clone that names the enclosing loop's var (`i + 4`) still
    // finds it on the second scan.
    int scan = static_cast<int>(frames.size()) - 1;
    for (size_t kk = n; kk-- > 0;) {
      if (site.index[kk] || (space.countOnly && kk == space.loopComponent))
        continue;
      bool found = false;
      const int from = scan;
      if (space.countOnly && headerMatches(frames, from, [&](const ForStmt &lf) {
            Bindings saved = b;
            bool ok = takeLoop(lf, kk, false);
            b = std::move(saved);
            return ok;
          }) > 1) {
        space.notChecked = "more than one lowered loop around a clone of the anchor has the header "
                           "of enclosing loop '" + space.components[kk]->loopVar->name +
                           "', so counting its clones could take the wrong one for it";
        return;
      }
      for (int attempt = 0; attempt < 2 && !found; ++attempt)
        for (scan = from; scan >= 0 && !found; --scan)
          if (const ForStmt *lf = frames[scan].forStmt(); lf && takeLoop(*lf, kk, attempt == 0)) {
            site.index[kk] = lf->loopVar;
            found = true;
          }
      if (!found) {
        space.notChecked = describeUnattributed(*space.components[kk]);
        return;
      }
    }
    if (space.countOnly && !findCountLoop(space, defs, site))
      return;
    space.sites.push_back(std::move(site));
  });
}

// The innermost lowered loop around a site, or null.
const ForStmt *innermostLoop(const Site &site) {
  for (size_t i = site.frames.size(); i-- > 0;)
    if (const ForStmt *f = site.frames[i].forStmt())
      return f;
  return nullptr;
}

LoopSpace makeSpace(const Program &srcProg, const Function &src, const Program &lowProg,
                    const Function *low, const ForStmt &loop, const std::vector<Frame> &outer,
                    LoopId id) {
  LoopSpace space;
  space.id = std::move(id);
  space.sourceProgram = &srcProg;
  space.loweredProgram = &lowProg;
  space.source = &src;
  space.lowered = low;
  space.loop = &loop;
  space.outer = outer;
  for (const Frame &f : outer)
    if (const ForStmt *fs = f.forStmt())
      space.components.push_back(fs);
  space.loopComponent = space.components.size();
  space.components.push_back(&loop);
  if (!low) {
    space.error = "function '" + src.name + "' is missing from the lowered program";
    return space;
  }
  if (low->params.size() != src.params.size()) {
    space.error = "function '" + src.name + "' has a different parameter list after lowering";
    return space;
  }
  if (!constValue(loop.step)) {
    space.notChecked = "the loop step is not a compile-time constant";
    return space;
  }
  size_t named = 0;
  std::vector<AnchorChoice> candidates = anchorCandidates(loop, &named);
  const std::string noneNamed = "no statement of the body (outside ifs) uses the loop variable '" +
                                loop.loopVar->name + "', so its clones cannot be told apart";
  if (candidates.empty()) {
    space.notChecked = noneNamed;
    return space;
  }
  // The anchor must identify one statement of the source, counting the
  // statements whose clones it could match once a lowering substitutes
  // their pipeline loop vars and iter_args (the wildcards).
  CloneMatcher self(srcProg, src, srcProg, src);
  VarSet wildcards = substitutableVars(src);
  self.setWildcards(&wildcards);
  CloneMatcher toLowered(srcProg, src, lowProg, *low);
  auto selfMatches = [&](const Stmt *anchor) {
    int count = 0;
    walkWithFrames(src.body, [&](const Stmt &s, const std::vector<Frame> &) {
      Bindings b;
      if (s.kind == anchor->kind && self.matchStmt(*anchor, s, b))
        ++count;
    });
    return count;
  };
  // Candidates in order: the first that is unambiguous and whose sites can
  // all be attributed is the anchor. Any candidate meets the anchor's
  // contract (it runs exactly once per iteration tuple of its chain), so
  // passing over one that cannot be used proves nothing weaker; the first
  // candidate's reason is reported when none can be used.
  // Every trial starts from the space as it is here (components: the
  // enclosing loops and L); a trial adds its own chain.
  const LoopSpace base = space;
  std::string firstReason;
  for (size_t c = 0; c < candidates.size(); ++c) {
    const AnchorChoice &a = candidates[c];
    LoopSpace trial = base;
    trial.anchor = a.anchor;
    trial.components.insert(trial.components.end(), a.chain.begin(), a.chain.end());
    std::string reason;
    if (selfMatches(a.anchor) != 1) {
      reason = "the anchor statement also matches another statement of the source function, so "
               "its clones would be ambiguous";
    } else {
      collectSites(trial, toLowered);
      // A statement that does not use L's variable is a top-level statement
      // of L's body, so each clone must sit directly in the lowered loop that
      // stands for L: a match with an enclosing loop further out (a
      // replicated outer loop whose header happens to be L's) would
      // attribute clones to the wrong loop.
      if (trial.notChecked.empty() && c >= named)
        for (const Site &site : trial.sites)
          if (innermostLoop(site) == nullptr ||
              asVar(site.index[trial.loopComponent]) != innermostLoop(site)->loopVar.get())
            trial.notChecked = "a clone of the anchor is not directly in the lowered loop "
                               "that stands for the loop";
      if (trial.notChecked.empty())
        return trial;
      reason = trial.notChecked;
    }
    if (firstReason.empty()) {
      firstReason = reason;
      space.anchor = trial.anchor;
      space.components = trial.components;
    }
  }
  // Step 6: count the clones of a top-level statement that does not use the
  // variable, the first one that is unambiguous and whose clones can all be
  // counted.
  std::string countReason;
  for (size_t c = named; c < candidates.size(); ++c) {
    if (selfMatches(candidates[c].anchor) != 1)
      continue;
    LoopSpace trial = base;
    trial.anchor = candidates[c].anchor;
    trial.countOnly = true;
    collectSites(trial, toLowered);
    if (trial.notChecked.empty())
      return trial;
    if (countReason.empty())
      countReason = trial.notChecked;
  }
  if (!countReason.empty())
    countReason = "; nor can its clones be counted: " + countReason;
  if (named == 0) {
    // Only statements without the variable, none of them inside a lowered
    // loop with L's header: the clones cannot be told apart.
    space.anchor = nullptr;
    space.components.resize(space.loopComponent + 1);
    space.notChecked = noneNamed + " (nor can any of the " + std::to_string(candidates.size()) +
                       " statement(s) that do not use it be the anchor: ambiguous, or in no "
                       "lowered loop with its header)" + countReason;
    return space;
  }
  space.notChecked = firstReason;
  if (candidates.size() > 1)
    space.notChecked += " (nor can the body's " + std::to_string(candidates.size() - 1) +
                        " other anchor candidate(s) be used)";
  space.notChecked += countReason;
  return space;
}

} // namespace

std::vector<LoopSpace> extractLoopSpaces(const Program &source, const Program &lowered) {
  std::vector<LoopSpace> out;
  for (const FunctionPtr &fn : source.functions) {
    FunctionPtr low = lowered.find(fn->name);
    int pipelined = 0, stage1 = 0;
    walkWithFrames(fn->body, [&](const Stmt &s, const std::vector<Frame> &frames) {
      if (s.kind != StmtKind::For)
        return;
      const auto *f = static_cast<const ForStmt *>(&s);
      if (f->forKind != ForKind::Pipeline)
        return;
      std::optional<int64_t> stages = getAttr<int64_t>(f->attrs, kPipelineStagesAttr);
      if (!stages || *stages < 1)
        return; // malformed; the pass does not lower it either
      LoopId id{fn->name, *stages > 1 ? pipelined++ : stage1++, *stages};
      out.push_back(makeSpace(source, *fn, lowered, low.get(), *f, frames, std::move(id)));
    });
  }
  return out;
}

} // namespace pipecheck::smt

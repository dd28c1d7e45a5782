// membership-tags and acc-untagged: the pipeline_membership attrs written by
// lower_pipeline_loops, judged against the source program's loop structure.
//
// The lowering keeps def-var name hints, so a lowered tile definition is
// traced back to its source definition by name, and the source says which
// replicating pipeline loops enclose it (innermost first). Contract checked:
//  (1) count: a tile-producing call (tile-typed AssignStmt with a Call RHS)
//      carries, after the pairs it had in the source, exactly one new pair
//      per enclosing replicating loop -- except a tile.matmul* into Acc,
//      which only gets pairs from loops with pipeline_double_buffer_c;
//  (2) stage range: the pair for loop L has stage < F(L);
//  (3) regions: within each group, the stages present are 0..m-1 and every
//      stage holds the same multiset of definitions (the clones of one
//      region are copies of one body);
//  (4) nothing outside a replicated region is tagged (the count rule with an
//      empty chain).
//  (6) one id, one region: a group id lower_pipeline_loops gives a region
//      names no region an earlier pass of the window tagged in the same
//      function (SkewCrossCorePipeline's ids start at 1 << 20 so the two
//      passes never meet, NB §2; MemoryReuse would otherwise mix up the two
//      pipelines' stages). Ids already in the source program are not judged.
//  (5) exact lists: the contract's lowering of the same input (our model of
//      lower_pipeline_loops, without faults, run on the program the pass
//      received) gives every tile definition its required list -- group ids
//      per function, stage = clone index within the group, pairs in the
//      order the pass appends them. When the judged lowering has the same
//      tile definitions in the same pre-order (same op, same source name),
//      each definition's list must equal the required one up to a renaming
//      of group ids (a bijection per function). This catches what (1)-(4)
//      cannot: every clone tagged stage 0, nested pairs in reverse order, a
//      main loop and its tail sharing one group.
// When the definitions do not line up (the lowering's shape differs from the
// contract's, which differential / model-agrees judge), (5) cannot derive
// the lists: the verdict is "not checked" unless (1)-(4) already fail.
//
// Names in a lowering read from text (validate, --impl pypto) are the
// printer's disambiguation, which can collide with source names: PyPTO
// prints the second clone of `t` as `t_1` while the source has its own `t_1`
// in another loop. Tracing such a name to the source `t_1` made false
// findings ("stage 1 tags different definitions than stage 0"). So a text
// lowering is traced through the contract's lowering printed by the same
// printer: when the definitions line up name for name, each one descends
// from the source def the contract's clone in that position was made from.
// When they do not, a name that could descend from two source defs is
// ambiguous and not judged by (1)-(4).
#include <map>
#include <optional>
#include <set>

#include "core/ir/walk.h"
#include "core/passes/pass.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "oracle/checks/catalogue.h"
#include "oracle/checks/program_facts.h"
#include "core/ir/op_registry.h"

namespace pipecheck::checks {
namespace {

struct TileDef {
  std::string function;
  std::string name;
  std::string op;
  bool accMatmul = false;   // tile.matmul* with an Acc result
  bool extractAcc = false;  // tile.extract into Acc
  std::vector<MembershipPair> pairs;
  bool malformed = false;
};

std::vector<TileDef> tileDefs(const ir::Program &p) {
  std::vector<TileDef> out;
  for (const auto &fn : p.functions)
    ir::forEachStmt(fn->body, [&](const ir::StmtPtr &s) {
      const ir::AssignStmt *a = ir::asAssign(s);
      const ir::TileType *t = a ? ir::asTile(a->var->type) : nullptr;
      const ir::Call *c = a ? ir::asCall(a->value) : nullptr;
      if (!t || !c)
        return;
      TileDef d;
      d.function = fn->name;
      d.name = a->var->name;
      d.op = c->op;
      bool acc = t->memorySpace == ir::MemorySpace::Acc;
      const ir::OpInfo *op = ir::lookupOp(*c);
      d.accMatmul = acc && op && op->isCubeMatmul;
      d.extractAcc = acc && op && op->family == ir::OpFamily::Extract;
      if (auto m = ir::getAttr<std::string>(c->attrs, ir::kPipelineMembershipAttr)) {
        auto parsed = parseMembership(*m);
        d.malformed = !parsed;
        if (parsed)
          d.pairs = *parsed;
      }
      out.push_back(std::move(d));
    });
  return out;
}

struct Expectation {
  std::vector<int> loops; // the loops that must add a pair, innermost first
  std::size_t prior = 0;  // pairs the source call already had
  bool known = false;     // the def was found in the source
  std::string sourceName; // the source def it was traced to
};

// The source name a lowered def descends from. In memory the clones keep the
// source's name hint; a lowering read from text carries the printer's
// disambiguation (`t_1`, `t_2`), so when the exact name is not a source def
// the `_N` suffixes are peeled off until one is. An exact match always wins
// (a source var really called `t_1` stays itself).
template <typename Defs>
std::optional<std::string> sourceNameOf(const std::string &name, const Defs &defs) {
  std::string n = name;
  while (true) {
    if (defs.count(n))
      return n;
    const std::size_t us = n.rfind('_');
    if (us == std::string::npos || us == 0 || us + 1 == n.size() ||
        n.find_first_not_of("0123456789", us + 1) != std::string::npos)
      return std::nullopt;
    n.resize(us);
  }
}

// True when `name` is a source def and also peels (`_N` suffixes) to
// another one: read from text, it may be either.
template <typename Defs> bool ambiguousInText(const std::string &name, const Defs &defs) {
  const std::size_t us = name.rfind('_');
  if (!defs.count(name) || us == std::string::npos || us == 0)
    return false;
  std::optional<std::string> shorter = sourceNameOf(name.substr(0, us), defs);
  return shorter && name.find_first_not_of("0123456789", us + 1) == std::string::npos;
}

// `traced`: the source name the def descends from when known from the
// contract's lowering (text mode); `fromText`: names are printed names.
Expectation expect(const TileDef &d, const DefChains &chains,
                   const std::vector<SourceLoopFact> &loops,
                   const std::map<std::pair<std::string, std::string>, std::size_t> &prior,
                   const std::optional<std::string> &traced, bool fromText,
                   bool &ambiguous) {
  Expectation e;
  auto fit = chains.find(d.function);
  if (fit == chains.end())
    return e;
  std::optional<std::string> name = traced;
  if (!name && fromText && ambiguousInText(d.name, fit->second)) {
    ambiguous = true;
    return e;
  }
  if (!name)
    name = sourceNameOf(d.name, fit->second);
  if (!name || !fit->second.count(*name))
    return e;
  auto dit = fit->second.find(*name);
  if (dit->second.size() == 1 && dit->second[0] < 0)
    return e; // defined in several places in the source: ambiguous
  e.known = true;
  e.sourceName = *name;
  for (int l : dit->second)
    if (!d.accMatmul || loops[l].dbc)
      e.loops.push_back(l);
  auto pit = prior.find({d.function, *name});
  e.prior = pit == prior.end() ? 0 : pit->second;
  return e;
}

std::string pairsText(const std::vector<MembershipPair> &ps) {
  std::string s;
  for (const auto &p : ps)
    s += (s.empty() ? "" : ";") + std::to_string(p.group) + ":" + std::to_string(p.stage);
  return s.empty() ? "(untagged)" : "\"" + s + "\"";
}

std::optional<Verdict> judgeExactLists(const char *prop, bool (*want)(const TileDef &),
                                       const ir::Result<ir::ProgramPtr> &contract,
                                       const DefChains &names,
                                       const std::vector<TileDef> &got, bool traced);

// The lowering was read from text (validate, --impl pypto), so its names are
// printed names rather than the name hints the model's clones keep.
bool loweredFromText(const RunContext &ctx) {
  return ctx.input().givenLowered || !ctx.input().givenSnapshots.empty();
}

// Text mode: the source def each lowered def descends from, read off the
// contract's lowering printed and re-read by pipecheck's printer (which
// model-agrees holds equal to PyPTO's). Only when every definition lines up
// by function, op and printed name; otherwise nothing is traced.
std::optional<std::vector<std::string>> traceThroughContract(const std::vector<TileDef> &got,
                                                             const ir::Program &contract) {
  auto reread = text::parseProgram(text::printProgram(contract), "contract", text::printedReading());
  if (!reread.ok())
    return std::nullopt;
  std::vector<TileDef> shown = tileDefs(**reread), made = tileDefs(contract);
  if (shown.size() != got.size() || made.size() != got.size())
    return std::nullopt;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (got[i].function != shown[i].function || got[i].op != shown[i].op ||
        got[i].name != shown[i].name)
      return std::nullopt;
    names.push_back(made[i].name);
  }
  return names;
}

// Shared core: checks the count/stage rules for the defs selected by `want`.
Verdict judgeTags(RunContext &ctx, const char *prop, bool (*want)(const TileDef &),
                  bool checkRegions) {
  ir::ProgramPtr lowered = loweredSnapshot(ctx);
  if (!lowered)
    return notApplicable(prop, "no lower_pipeline_loops output");
  ir::ProgramPtr before = lowerInputSnapshot(ctx);
  std::vector<SourceLoopFact> loops = sourcePipelineLoops(*before);
  DefChains chains = tileDefChains(*before, loops);
  std::map<std::pair<std::string, std::string>, std::size_t> prior;
  for (const TileDef &d : tileDefs(*before))
    prior[{d.function, d.name}] = d.pairs.size();

  passes::PassOptions clean = ctx.input().passOptions;
  clean.faults.clear(); // the contract, not the fault under test
  const ir::Result<ir::ProgramPtr> contract = passes::lowerPipelineLoops(before, clean);
  const std::vector<TileDef> got = tileDefs(*lowered);
  const bool fromText = loweredFromText(ctx);
  std::optional<std::vector<std::string>> traced;
  if (fromText && contract.ok())
    traced = traceThroughContract(got, **contract);

  // Rule (6): groups of the pass's input written by an earlier pass (absent
  // from the source program), per function.
  std::set<std::pair<std::string, int64_t>> sourceGroups, earlierGroups;
  for (const TileDef &d : tileDefs(*ctx.source()))
    for (const MembershipPair &p : d.pairs)
      sourceGroups.insert({d.function, p.group});
  for (const TileDef &d : tileDefs(*before))
    for (const MembershipPair &p : d.pairs)
      if (!sourceGroups.count({d.function, p.group}))
        earlierGroups.insert({d.function, p.group});

  long judged = 0, ambiguous = 0;
  // group -> stage -> multiset of def names, per function.
  std::map<std::pair<std::string, int64_t>, std::map<int64_t, std::multiset<std::string>>> groups;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const TileDef &d = got[i];
    if (!want(d))
      continue;
    std::string where = d.function + ": " + d.name + " = " + d.op + "(...)";
    if (d.malformed)
      return fails(prop, "malformed pipeline_membership", where, "lower_pipeline_loops");
    bool unsure = false;
    Expectation e = expect(d, chains, loops, prior,
                           traced ? std::optional<std::string>((*traced)[i]) : std::nullopt,
                           fromText, unsure);
    ambiguous += unsure;
    if (!e.known)
      continue;
    ++judged;
    std::size_t want_n = e.prior + e.loops.size();
    if (d.pairs.size() != want_n) {
      std::string why = d.accMatmul ? " (a matmul into Acc is tagged only by dbC loops)" : "";
      return fails(prop,
                   "expected " + std::to_string(e.loops.size()) + " new membership pair(s)" +
                       why + ", found " + std::to_string(d.pairs.size() - std::min(d.pairs.size(), e.prior)),
                   where + " carries " + pairsText(d.pairs), "lower_pipeline_loops");
    }
    for (std::size_t k = 0; k < e.loops.size(); ++k) {
      const MembershipPair &p = d.pairs[e.prior + k];
      const SourceLoopFact &l = loops[e.loops[k]];
      if (earlierGroups.count({d.function, p.group}))
        return fails(prop,
                     "group id " + std::to_string(p.group) + " of a region of loop " + l.id() +
                         " also names a region an earlier pass tagged in " + d.function +
                         " (one id, two pipelines; skew ids start at 1 << 20)",
                     where + " carries " + pairsText(d.pairs), "lower_pipeline_loops");
      if (p.stage < 0 || p.stage >= l.stages)
        return fails(prop,
                     "stage " + std::to_string(p.stage) + " out of range for loop " + l.id() +
                         " with F=" + std::to_string(l.stages),
                     where + " carries " + pairsText(d.pairs), "lower_pipeline_loops");
      groups[{d.function, p.group}][p.stage].insert(e.sourceName);
    }
  }
  const std::string untraced =
      std::to_string(ambiguous) +
      " printed tile name(s) could descend from two source definitions and the lowering does "
      "not line up with the contract's, so they were not traced";
  if (judged == 0)
    return ambiguous ? notChecked(prop, untraced) : notApplicable(prop, "no tile-producing call to judge");
  // Region equality needs every clone traced: a skipped clone would make its
  // stage look different from stage 0.
  if (checkRegions && ambiguous == 0)
    for (const auto &[key, stages] : groups) {
      int64_t expectStage = 0;
      for (const auto &[stage, names] : stages) {
        if (stage != expectStage)
          return fails(prop,
                       "group " + std::to_string(key.second) + " in " + key.first +
                           " has no stage " + std::to_string(expectStage) + " but has stage " +
                           std::to_string(stage),
                       "", "lower_pipeline_loops");
        if (names != stages.begin()->second)
          return fails(prop,
                       "group " + std::to_string(key.second) + " in " + key.first + ": stage " +
                           std::to_string(stage) + " tags different definitions than stage 0",
                       "", "lower_pipeline_loops");
        ++expectStage;
      }
    }
  if (auto v = judgeExactLists(prop, want, contract, chains, got, traced.has_value()))
    return *v;
  return holds(prop, std::to_string(judged) +
                         " tile definition(s) judged; every list equals the contract's");
}

// Rule (5): the lists of `got` against the contract's lowering of `before`.
// Returns a failing verdict, a "not checked" one (shapes differ), or nullopt
// when every judged definition carries exactly its required list. `traced`:
// the definitions were already lined up with the contract's by printed name.
std::optional<Verdict> judgeExactLists(const char *prop, bool (*want)(const TileDef &),
                                       const ir::Result<ir::ProgramPtr> &model,
                                       const DefChains &names,
                                       const std::vector<TileDef> &got, bool traced) {
  if (!model.ok())
    return notChecked(prop, "the contract's lowering of this input is an error (" +
                                model.error().message + "): required lists unknown");
  std::vector<TileDef> need = tileDefs(**model);
  auto base = [&](const TileDef &d) {
    auto fit = names.find(d.function);
    std::optional<std::string> n;
    if (fit != names.end())
      n = sourceNameOf(d.name, fit->second);
    return n ? *n : d.name;
  };
  if (need.size() != got.size())
    return notChecked(prop, "the lowering has " + std::to_string(got.size()) +
                                " tile definition(s), the contract's lowering of its input " +
                                std::to_string(need.size()) +
                                ": exact membership lists not derived (count and stage rules "
                                "hold; see differential and model-agrees)");
  for (std::size_t i = 0; i < got.size() && !traced; ++i)
    if (got[i].function != need[i].function || got[i].op != need[i].op ||
        base(got[i]) != base(need[i]))
      return notChecked(prop, "tile definition " + std::to_string(i + 1) + " (" +
                                  got[i].function + ": " + got[i].name + " = " + got[i].op +
                                  ") does not line up with the contract's lowering (" +
                                  need[i].name + " = " + need[i].op +
                                  "): exact membership lists not derived (count and stage rules "
                                  "hold; see differential and model-agrees)");
  // Group renaming, per function, in both directions.
  std::map<std::pair<std::string, int64_t>, int64_t> toNeed, toGot;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const TileDef &g = got[i], &n = need[i];
    if (!want(g))
      continue;
    std::string where = g.function + ": " + g.name + " = " + g.op + "(...)";
    std::string witness = where + " carries " + pairsText(g.pairs) + "; the contract requires " +
                          pairsText(n.pairs) + " (up to renaming groups)";
    bool same = g.pairs.size() == n.pairs.size();
    for (std::size_t k = 0; same && k < g.pairs.size(); ++k) {
      const MembershipPair &a = g.pairs[k], &b = n.pairs[k];
      auto [it1, new1] = toNeed.emplace(std::make_pair(g.function, a.group), b.group);
      auto [it2, new2] = toGot.emplace(std::make_pair(g.function, b.group), a.group);
      same = a.stage == b.stage && it1->second == b.group && it2->second == a.group;
    }
    if (!same) {
      std::string why = "membership list differs from the contract's";
      if (g.pairs.size() == n.pairs.size()) {
        for (std::size_t k = 0; k < g.pairs.size(); ++k)
          if (g.pairs[k].stage != n.pairs[k].stage) {
            why = "pair " + std::to_string(k + 1) + " has stage " +
                  std::to_string(g.pairs[k].stage) + ", the clone index is " +
                  std::to_string(n.pairs[k].stage);
            break;
          }
        if (why.rfind("pair", 0) != 0)
          why = "group ids do not match the contract's regions (pairs out of order, or one "
                "group id used for two regions)";
      }
      return fails(prop, why, witness, "lower_pipeline_loops");
    }
  }
  return std::nullopt;
}

bool anyTileDef(const TileDef &) { return true; }
bool accRelevant(const TileDef &d) { return d.accMatmul || d.extractAcc; }

} // namespace

Verdict checkMembershipTags(RunContext &ctx) {
  return judgeTags(ctx, "membership-tags", anyTileDef, true);
}

Verdict checkAccUntagged(RunContext &ctx) {
  return judgeTags(ctx, "acc-untagged", accRelevant, false);
}

} // namespace pipecheck::checks

// Scope statements: `with pl.at(...)`, `with pl.cluster(...)`,
// `with pl.spmd(...)`, `with pl.scope(...)` and `with pl.manual_scope()`.
//
// Each context call becomes one ir::ScopeStmt (see stmt.h for the kinds and
// the printed forms). pl.at at level CORE_GROUP is an InCore scope (its
// optimizations= list may hold one pl.split(pl.SplitMode.X)); at any other
// level it is a hierarchy scope with an optional role. pl.manual_scope() is
// pl.scope(mode=pl.ScopeMode.MANUAL), which is how PyPTO prints it back. The
// body is elaborated in the enclosing name scope: a scope binds nothing, so
// what it defines stays visible after it (PyPTO's parser does the same).
// Keywords PyPTO accepts but pipecheck does not model yet (deps=,
// allow_early_resolve=, predicate=, `as tid`) are errors that name them,
// never silently dropped.
#include "core/text/parser_impl.h"

namespace pipecheck::text {
namespace {

using namespace ir;
using VK = Value::Kind;

} // namespace

Res<StmtPtr> Elaborator::withStmt(const AstStmt &s) {
  const AstExpr &ctx = *s.value;
  auto fn = ctx.kind == AstKind::Call ? dotted(*ctx.items[0]) : std::nullopt;
  if (!fn)
    return err(ctx.pos, "a with statement must open a scope: pl.at, pl.cluster, pl.spmd, "
                        "pl.scope or pl.manual_scope");
  if (s.target)
    return err(s.target->pos, "'with " + *fn + "(...) as " + s.target->name +
                                  "' (TaskId capture) is not supported");
  auto scope = std::make_shared<ScopeStmt>();
  scope->loc = loc(s.pos);
  std::size_t nargs = ctx.items.size() - 1;
  auto noPositional = [&]() -> Status {
    if (nargs)
      return err(ctx.items[1]->pos, *fn + "() takes keyword arguments only", "ParserTypeError");
    return okStatus();
  };
  auto enumArg = [&](const AstExpr &v, EnumFamily f, const char *what) -> Res<int> {
    Value val = PC_TRY(eval(v));
    if (val.kind != VK::Enum || val.e.family != f)
      return err(v.pos, std::string("expected a ") + what, "ParserTypeError");
    return val.e.value;
  };
  auto strArg = [&](const AstExpr &v) -> Res<std::string> {
    Value val = PC_TRY(eval(v));
    if (val.kind != VK::Str)
      return err(v.pos, "name_hint= must be a string", "ParserTypeError");
    return val.s;
  };
  auto unexpectedKw = [&](const std::string &key, const AstExpr &v) {
    return err(v.pos, "unexpected or unsupported keyword argument '" + key + "' for " + *fn + "()",
               "ParserTypeError");
  };

  if (fn == "pl.at") {
    PC_TRY(noPositional());
    std::optional<Level> level;
    std::optional<Role> role;
    std::optional<SplitMode> split;
    const AstExpr *optsAt = nullptr;
    for (const auto &[key, v] : ctx.kwargs) {
      if (key == "level") {
        level = static_cast<Level>(PC_TRY(enumArg(*v, EnumFamily::Level, "pl.Level member")));
      } else if (key == "role") {
        role = static_cast<Role>(PC_TRY(enumArg(*v, EnumFamily::Role, "pl.Role member")));
      } else if (key == "name_hint") {
        scope->nameHint = PC_TRY(strArg(*v));
      } else if (key == "optimizations") {
        optsAt = v.get();
        if (v->kind != AstKind::List)
          return err(v->pos, "optimizations= must be a list literal", "ParserTypeError");
        for (const auto &o : v->items) {
          if (o->kind != AstKind::Call || dotted(*o->items[0]) != "pl.split" ||
              o->items.size() != 2 || !o->kwargs.empty())
            return err(o->pos, "only pl.split(pl.SplitMode.X) is supported in optimizations=",
                       "ParserTypeError");
          if (split)
            return err(o->pos, "optimizations= holds more than one pl.split", "ParserValueError");
          split = static_cast<SplitMode>(
              PC_TRY(enumArg(*o->items[1], EnumFamily::Split, "pl.SplitMode member")));
        }
      } else {
        return unexpectedKw(key, *v);
      }
    }
    if (!level)
      return err(ctx.pos, "pl.at() requires level=", "ParserTypeError");
    if (*level == Level::CORE_GROUP) {
      if (role)
        return err(ctx.pos, "pl.at(level=pl.Level.CORE_GROUP) takes no role=", "ParserTypeError");
      scope->scopeKind = ScopeKind::InCore;
      scope->split = split.value_or(SplitMode::NONE);
    } else {
      if (optsAt)
        return err(optsAt->pos, "optimizations= is only valid at level=pl.Level.CORE_GROUP",
                   "ParserTypeError");
      scope->scopeKind = ScopeKind::Hierarchy;
      scope->level = level;
      scope->role = role;
    }
  } else if (fn == "pl.cluster") {
    PC_TRY(noPositional());
    scope->scopeKind = ScopeKind::Cluster;
    for (const auto &[key, v] : ctx.kwargs) {
      if (key != "name_hint")
        return unexpectedKw(key, *v);
      scope->nameHint = PC_TRY(strArg(*v));
    }
  } else if (fn == "pl.spmd") {
    scope->scopeKind = ScopeKind::Spmd;
    if (nargs != 1)
      return err(ctx.pos, "pl.spmd() takes one positional argument (core_num)", "ParserTypeError");
    scope->coreNum = PC_TRY(evalExpr(*ctx.items[1]));
    const ScalarType *st = asScalar(scope->coreNum->type);
    if (!st || !isInt(st->dtype))
      return err(ctx.items[1]->pos, "pl.spmd() core_num must be an integer", "ParserTypeError");
    if (const ConstInt *c = asConstInt(scope->coreNum); c && c->value <= 0)
      return err(ctx.items[1]->pos, "core_num must be a positive integer", "ParserValueError");
    for (const auto &[key, v] : ctx.kwargs) {
      if (key == "name_hint") {
        scope->nameHint = PC_TRY(strArg(*v));
      } else if (key == "sync_start") {
        Value val = PC_TRY(eval(*v));
        if (val.kind != VK::Bool)
          return err(v->pos, "sync_start= must be True or False", "ParserTypeError");
        scope->syncStart = val.b;
      } else {
        return unexpectedKw(key, *v);
      }
    }
  } else if (fn == "pl.scope") {
    PC_TRY(noPositional());
    scope->scopeKind = ScopeKind::Runtime;
    for (const auto &[key, v] : ctx.kwargs) {
      if (key != "mode")
        return unexpectedKw(key, *v);
      scope->manual = static_cast<ScopeMode>(PC_TRY(enumArg(*v, EnumFamily::ScopeMode,
                                                            "pl.ScopeMode member"))) ==
                      ScopeMode::MANUAL;
    }
  } else if (fn == "pl.manual_scope") {
    PC_TRY(noPositional());
    if (!ctx.kwargs.empty())
      return unexpectedKw(ctx.kwargs[0].first, *ctx.kwargs[0].second);
    scope->scopeKind = ScopeKind::Runtime;
    scope->manual = true;
  } else {
    return err(ctx.pos, "'" + *fn + "' is not a scope (expected pl.at, pl.cluster, pl.spmd, "
                                    "pl.scope or pl.manual_scope)");
  }

  std::vector<StmtPtr> body;
  const bool device = scope->scopeKind == ScopeKind::InCore || scope->scopeKind == ScopeKind::Spmd;
  deviceScopes_ += device;
  for (const auto &bs : s.body)
    if (ir::Status st = statement(*bs, body); !st.ok()) {
      deviceScopes_ -= device;
      return st.error();
    }
  deviceScopes_ -= device;
  scope->body = flattenSeq(body, loc(s.pos));
  return StmtPtr(scope);
}

// `for lane in pl.split_aiv(count, mode=pl.SplitMode.M):` -- a SplitAiv scope
// (PyPTO's SplitAivScopeStmt), not a loop: the body's names stay visible after
// it, as after any scope, and `lane` is the AIV lane index.
Res<StmtPtr> Elaborator::splitAivStmt(const AstStmt &s) {
  const AstExpr &it = *s.value;
  if (it.items.size() != 2)
    return err(it.pos, "pl.split_aiv() takes one positional argument (the lane count)",
               "ParserTypeError");
  Value n = PC_TRY(eval(*it.items[1]));
  if (n.kind != VK::Int || n.i <= 0)
    return err(it.items[1]->pos, "pl.split_aiv() count must be a positive integer constant",
               "ParserTypeError");
  std::optional<SplitMode> mode;
  for (const auto &[key, v] : it.kwargs) {
    if (key != "mode")
      return err(v->pos, "unexpected keyword argument '" + key + "' for pl.split_aiv()",
                 "ParserTypeError");
    Value val = PC_TRY(eval(*v));
    if (val.kind != VK::Enum || val.e.family != EnumFamily::Split)
      return err(v->pos, "expected a pl.SplitMode member", "ParserTypeError");
    mode = static_cast<SplitMode>(val.e.value);
  }
  if (!mode)
    return err(it.pos, "pl.split_aiv() requires mode=", "ParserTypeError");
  if (s.target->kind != AstKind::Name)
    return err(s.target->pos, "a pl.split_aiv() target must be a name");
  auto scope = std::make_shared<ScopeStmt>();
  scope->loc = loc(s.pos);
  scope->scopeKind = ScopeKind::SplitAiv;
  scope->count = n.i;
  scope->split = *mode;
  VarPtr lane = makeVar(s.target->name, makeScalarType(DataType::INDEX), loc(s.target->pos));
  scope->laneVars.push_back(lane);
  bind(s.target->name, lane);
  std::vector<StmtPtr> body;
  for (const auto &bs : s.body)
    PC_TRY(statement(*bs, body));
  scope->body = flattenSeq(body, loc(s.pos));
  return StmtPtr(scope);
}

} // namespace pipecheck::text

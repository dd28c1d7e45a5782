// pipecheck's model of PyPTO's parser rejections; see pypto_readback.h.
#include "core/text/pypto_readback.h"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "core/text/free_vars.h"
#include "core/text/names.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

using namespace ir;

// Integer bounds with infinities (nullopt), as PyPTO's analysis proves them.
struct Bound {
  std::optional<int64_t> lo, hi;
};

std::optional<int64_t> add(std::optional<int64_t> a, std::optional<int64_t> b) {
  int64_t r;
  if (!a || !b || __builtin_add_overflow(*a, *b, &r))
    return std::nullopt;
  return r;
}
std::optional<int64_t> neg(std::optional<int64_t> a) {
  if (!a || *a == std::numeric_limits<int64_t>::min())
    return std::nullopt;
  return -*a;
}

// Product bounds, when both sides are finite or one side is a constant.
Bound mul(const Bound &a, const Bound &b) {
  auto m = [](std::optional<int64_t> x, std::optional<int64_t> y) -> std::optional<int64_t> {
    int64_t r;
    if (!x || !y || __builtin_mul_overflow(*x, *y, &r))
      return std::nullopt;
    return r;
  };
  auto isConst = [](const Bound &x) { return x.lo && x.hi && *x.lo == *x.hi; };
  if (isConst(b) && !isConst(a))
    return mul(b, a);
  if (isConst(a)) {
    int64_t c = *a.lo;
    if (c == 0)
      return {0, 0};
    Bound r{c > 0 ? m(b.lo, c) : m(b.hi, c), c > 0 ? m(b.hi, c) : m(b.lo, c)};
    // An infinite side stays infinite; a finite one that overflowed is unknown.
    return r;
  }
  if (a.lo && a.hi && b.lo && b.hi) {
    std::optional<int64_t> c[4] = {m(a.lo, b.lo), m(a.lo, b.hi), m(a.hi, b.lo), m(a.hi, b.hi)};
    if (std::all_of(c, c + 4, [](auto x) { return x.has_value(); }))
      return {std::min({*c[0], *c[1], *c[2], *c[3]}), std::max({*c[0], *c[1], *c[2], *c[3]})};
  }
  if (a.lo && *a.lo >= 0 && b.lo && *b.lo >= 0) // both non-negative
    return {m(a.lo, b.lo), std::nullopt};
  return {};
}

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

Bound bound(const ExprPtr &e) {
  if (const ConstInt *c = asConstInt(e))
    return {c->value, c->value};
  if (asVar(e))
    return {0, std::nullopt}; // a scalar var: >= 0, no known upper bound
  if (e->kind == ExprKind::Unary) {
    const auto &u = static_cast<const UnaryExpr &>(*e);
    Bound x = bound(u.operand);
    if (u.op == UnaryOp::Neg)
      return {neg(x.hi), neg(x.lo)};
    if (u.op == UnaryOp::Cast)
      return x;
    return {};
  }
  if (e->kind != ExprKind::Binary)
    return {};
  const auto &b = static_cast<const BinaryExpr &>(*e);
  Bound l = bound(b.lhs), r = bound(b.rhs);
  switch (b.op) {
  case BinaryOp::Add: return {add(l.lo, r.lo), add(l.hi, r.hi)};
  case BinaryOp::Sub: return {add(l.lo, neg(r.hi)), add(l.hi, neg(r.lo))};
  case BinaryOp::Mul: return mul(l, r);
  case BinaryOp::FloorDiv:
    if (r.lo && r.hi && *r.lo == *r.hi && *r.lo > 0)
      return {l.lo ? std::optional(floorDiv(*l.lo, *r.lo)) : std::nullopt,
              l.hi ? std::optional(floorDiv(*l.hi, *r.lo)) : std::nullopt};
    return {};
  case BinaryOp::FloorMod:
    if (r.lo && r.hi && *r.lo == *r.hi && *r.lo > 0)
      return {0, *r.lo - 1};
    return {};
  case BinaryOp::Min: return {l.lo && r.lo ? std::optional(std::min(*l.lo, *r.lo)) : std::nullopt,
                              l.hi && r.hi ? std::optional(std::min(*l.hi, *r.hi))
                                           : (l.hi ? l.hi : r.hi)};
  case BinaryOp::Max: return {l.lo && r.lo ? std::optional(std::max(*l.lo, *r.lo)) : (l.lo ? l.lo : r.lo),
                              l.hi && r.hi ? std::optional(std::max(*l.hi, *r.hi)) : std::nullopt};
  default: return {};
  }
}

// Where PyPTO puts a function-level error: the `def` line (our Function's
// loc is its decorator's; PyPTO's printer writes the def on one line, so its
// first param is on it), at the def's column or at column 1.
SourceLoc defLoc(const Function &f, bool column1) {
  SourceLoc at = f.loc;
  if (!f.params.empty() && f.params.front()->loc.valid())
    at.line = f.params.front()->loc.line;
  else if (at.valid())
    ++at.line;
  if (column1)
    at.col = 1;
  return at;
}

Diagnostic rejection(std::string kind, std::string message, SourceLoc loc) {
  Diagnostic d = makeError(std::move(message), std::move(loc), kPyptoParserRule);
  d.kind = std::move(kind);
  return d;
}

const std::vector<ExprPtr> *tupleItems(const ExprPtr &e) {
  if (!e || e->kind != ExprKind::MakeTuple)
    return nullptr;
  return &static_cast<const MakeTuple &>(*e).elements;
}

// A window [offset, offset + extent) per dimension against the extents of
// the tensor it reads or writes, as PyPTO's parser checks a tile.load or a
// tile.store: an offset whose upper bound is negative, or whose lower bound
// plus the (constant) extent passes the (constant) tensor extent, is
// rejected in the kit's words, which differ by op.
struct WindowWords {
  std::string op;          // "load"
  std::string startsIn;    // "a window must start inside its source"
  std::string pastEnd;     // "reads past the end of dimension "
  std::string tensorNoun;  // "source"
  std::string advice;      // after "exceeds the ... extent S"
};

std::optional<Diagnostic> windowOutside(const WindowWords &w, const std::vector<ExprPtr> &offsets,
                                        const std::vector<ExprPtr> &extents,
                                        const std::vector<ExprPtr> &tensorShape,
                                        const SourceLoc &loc) {
  std::string prefix = "pl.tile operation '" + w.op + "': tile." + w.op + " ";
  for (std::size_t d = 0; d < offsets.size() && d < extents.size() && d < tensorShape.size(); ++d) {
    Bound off = bound(offsets[d]);
    std::string expr = printExpr(offsets[d]);
    if (off.hi && *off.hi < 0)
      return rejection("InvalidOperationError",
                       prefix + "offset " + std::to_string(d) + " is provably negative (" + expr +
                           "); " + w.startsIn,
                       loc);
    const ConstInt *extent = asConstInt(extents[d]);
    const ConstInt *size = asConstInt(tensorShape[d]);
    std::optional<int64_t> end = extent ? add(off.lo, extent->value) : std::nullopt;
    if (size && end && *end > size->value)
      return rejection("InvalidOperationError",
                       prefix + w.pastEnd + std::to_string(d) + ": offset " + expr + " + extent " +
                           std::to_string(extent->value) + " exceeds the " + w.tensorNoun +
                           " extent " + std::to_string(size->value) + ". " + w.advice,
                       loc);
  }
  return std::nullopt;
}

} // namespace

std::optional<Diagnostic> pyptoDslRejects(std::string_view op, const std::vector<ExprPtr> &args,
                                          const AttrList &kwargs, const SourceLoc &at) {
  if (op != "tile.load" || args.empty())
    return std::nullopt;
  MemorySpace target = getAttr<MemorySpace>(kwargs, "target_memory").value_or(MemorySpace::Vec);
  const TensorType *src = asTensor(args[0]->type);
  const bool mx = src && src->holdsMxScales();
  const std::string got = "got MemorySpace." + std::string(name(target));
  if (mx && target != MemorySpace::Mat)
    return rejection("InvalidOperationError",
                     "pl.tile operation 'load': tile.load of an MX-layout tensor requires "
                     "explicit target_memory=MemorySpace.Mat (MX scale loads are L1/Mat only); " +
                         got,
                     at);
  if (target != MemorySpace::Vec && target != MemorySpace::Mat)
    return rejection("InvalidOperationError",
                     "pl.tile operation 'load': target_memory for tile.load must be "
                     "MemorySpace.Vec or MemorySpace.Mat, " + got,
                     at);
  // The window's ranks: offsets against shapes, then valid_shape against
  // shapes (kit-probed: a rank-1 shape with two offsets, three offsets into
  // a 3-D tensor with a 2-D shape).
  const auto *offsets = args.size() > 1 ? tupleItems(args[1]) : nullptr;
  const auto *shapes = args.size() > 2 ? tupleItems(args[2]) : nullptr;
  const auto *valid = args.size() > 3 ? tupleItems(args[3]) : nullptr;
  if (offsets && shapes && offsets->size() != shapes->size())
    return rejection("InvalidOperationError",
                     "pl.tile operation 'load': offsets and shapes must have same number of "
                     "dimensions, got " + std::to_string(offsets->size()) + " offsets and " +
                         std::to_string(shapes->size()) + " shapes",
                     at);
  if (offsets && offsets->empty())
    return rejection("InvalidOperationError",
                     "pl.tile operation 'load': offsets and shapes must have at least one "
                     "dimension",
                     at);
  if (valid && shapes && valid->size() != shapes->size())
    return rejection("InvalidOperationError",
                     "pl.tile operation 'load': valid_shape and shapes must have same number of "
                     "dimensions, got " + std::to_string(valid->size()) +
                         " valid_shape dimensions and " + std::to_string(shapes->size()) +
                         " shapes",
                     at);
  return std::nullopt;
}

namespace {

// tile.load's window rule on one call, or nullopt: its valid-shape argument
// against the source.
std::optional<Diagnostic> loadWindow(const Call &c, const SourceLoc &at) {
  if (c.op != "tile.load" || c.args.size() < 4)
    return std::nullopt;
  if (auto clamp = getAttr<bool>(c.kwargs, "clamp"); clamp && *clamp)
    return std::nullopt;
  const ShapedType *src = asShaped(c.args[0]->type);
  const auto *offsets = tupleItems(c.args[1]);
  const auto *valid = tupleItems(c.args[3]);
  if (!src || !offsets || !valid)
    return std::nullopt;
  static const WindowWords words{
      "load", "a window must start inside its source", "reads past the end of dimension ",
      "source",
      "Pass clamp=True -- pl.load(x, offsets, shapes, clamp=True) -- to narrow the read to the "
      "source edge instead"};
  return windowOutside(words, *offsets, *valid, src->shape, c.loc.valid() ? c.loc : at);
}

// tile.store's window rule on one call, or nullopt: the stored tile's valid
// extent (its shape where it has no valid_shape) against the target, in the
// kit's words (asked of the kit with static and bounded offsets: `[n % 4 +
// 5, 0]` of a 4-row tile into 8 rows is rejected, `[0, 24]` of a tile whose
// valid width is 8 into 32 columns is not). Found by `campaign --impl pypto`
// seed 277: the real LowerPipelineLoops printed a store clone past its target
// in dead code, which PyPTO's parser rejects and this model let through.
std::optional<Diagnostic> storeWindow(const Call &c, const SourceLoc &at) {
  if (c.op != "tile.store" || c.args.size() < 3)
    return std::nullopt;
  const TileType *tile = asTile(c.args[0]->type);
  const ShapedType *dst = asShaped(c.args[2]->type);
  const auto *offsets = tupleItems(c.args[1]);
  if (!tile || !dst || !offsets)
    return std::nullopt;
  const std::vector<ExprPtr> &valid =
      tile->view && !tile->view->validShape.empty() ? tile->view->validShape : tile->shape;
  // Judged only where tile, offsets and target have one rank: which target
  // dimensions a lower-rank tile covers was not asked of the kit.
  if (valid.size() != offsets->size() || dst->shape.size() != offsets->size())
    return std::nullopt;
  static const WindowWords words{
      "store", "a write must start inside its target", "writes past the end of dimension ",
      "target",
      "A store performs no layout conversion (RFC #1300 P7): the offsets and the tile extent "
      "must already be in the destination's coordinate system. If the tile was read through a "
      "view whose layout differs from the destination's -- a DN view transposes it -- take the "
      "matching view of the destination, pl.view(out, layout=...), and store into that"};
  return windowOutside(words, *offsets, valid, dst->shape, c.loc.valid() ? c.loc : at);
}

// tile.slice's window rule on one call, or nullopt: the slice's shape at its
// offsets against the source tile's shape (kit-probed: `slice(a, [8, 16],
// [m % 4 + 10, 0])` of a 16-row tile is rejected, `[m, 0]` is not; the
// shape counts, not a smaller valid_shape).
std::optional<Diagnostic> sliceWindow(const Call &c, const SourceLoc &at) {
  if (c.op != "tile.slice" || c.args.size() < 3)
    return std::nullopt;
  const TileType *src = asTile(c.args[0]->type);
  const auto *shape = tupleItems(c.args[1]);
  const auto *offsets = tupleItems(c.args[2]);
  if (!src || !shape || !offsets)
    return std::nullopt;
  static const WindowWords words{
      "slice", "a window must start inside its source", "reads past the end of dimension ",
      "source",
      "An on-chip window has no clamping mechanism, so it must fit: keep offset + shape inside "
      "the source tile, or clamp the read at the tensor boundary with pl.load(..., clamp=True) "
      "and slice the resulting tile in bounds"};
  return windowOutside(words, *offsets, *shape, src->shape, c.loc.valid() ? c.loc : at);
}

} // namespace

std::optional<Diagnostic> pyptoWindowRejects(const Call &c, const SourceLoc &at) {
  if (auto d = loadWindow(c, at))
    return d;
  if (auto d = sliceWindow(c, at))
    return d;
  return storeWindow(c, at);
}

namespace {

// The DSL binding rule on one call: the printer writes an op's IR args
// positionally in ARGS order, PyPTO's DSL wrapper binds positional values
// in its own parameter order (the table's dslPositional), so a printed
// kwarg whose DSL position a positional value took is bound twice
// (tensor.gather(x, i, dim=1): i lands on dim).
std::optional<Diagnostic> boundTwice(const Call &c, const SourceLoc &at) {
  const OpInfo *info = OpRegistry::instance().find(c.op);
  if (!info || info->variadic)
    return std::nullopt;
  std::size_t n = std::min(c.args.size(), info->printedPositional.size());
  n = std::min(n, info->dslPositional.size());
  for (const auto &[key, value] : c.kwargs) {
    auto taken = std::find(info->dslPositional.begin(), info->dslPositional.begin() + n, key);
    if (taken == info->dslPositional.begin() + n)
      continue;
    std::size_t dot = c.op.find('.');
    std::string family = c.op.substr(0, dot), shortName = c.op.substr(dot + 1);
    return rejection("InvalidOperationError",
                     "pl." + family + " operation '" + shortName + "': " + shortName +
                         "() got multiple values for argument '" + key + "'",
                     c.loc.valid() ? c.loc : at);
  }
  return std::nullopt;
}

class BodyRules {
public:
  BodyRules(const Function &f, const std::unordered_map<const Var *, std::string> &free) : f_(f), free_(free) {}

  std::optional<Diagnostic> stmt(const StmtPtr &s) {
    if (!s)
      return std::nullopt;
    switch (s->kind) {
    case StmtKind::Seq:
      for (const auto &c : static_cast<const SeqStmts &>(*s).stmts)
        if (auto d = stmt(c))
          return d;
      return std::nullopt;
    case StmtKind::For: {
      const auto &f = static_cast<const ForStmt &>(*s);
      for (const ExprPtr &e : {f.start, f.stop, f.step})
        if (auto d = exprs(e, locOf(*s)))
          return d;
      for (const auto &ia : f.iterArgs)
        if (auto d = exprs(ia->init, locOf(*s)))
          return d;
      auto d = stmt(f.body);
      if (d && !f.iterArgs.empty())
        return rejection("ParserSyntaxError",
                         "Failed to parse function '" + f_.name + "': For loop has " +
                             std::to_string(f.iterArgs.size()) +
                             " iteration arguments but 0 return variables. They must match.",
                         defLoc(f_, false));
      return d;
    }
    case StmtKind::If: {
      const auto &i = static_cast<const IfStmt &>(*s);
      if (auto d = exprs(i.cond, locOf(*s)))
        return d;
      if (auto d = stmt(i.thenBody))
        return d;
      return stmt(i.elseBody);
    }
    case StmtKind::Scope: {
      const auto &sc = static_cast<const ScopeStmt &>(*s);
      bool runtime = sc.scopeKind == ScopeKind::Runtime;
      if (runtime)
        if (auto d = runtimeScope(sc))
          return d;
      std::optional<Diagnostic> d;
      forEachOwnExpr(*s, [&](const ExprPtr &e) {
        if (!d)
          d = exprs(e, locOf(*s));
      });
      if (d)
        return d;
      int depth = manualDepth_;
      if (runtime && sc.manual)
        ++manualDepth_;
      d = stmt(sc.body);
      manualDepth_ = depth;
      return d;
    }
    default: {
      std::optional<Diagnostic> d;
      forEachOwnExpr(*s, [&](const ExprPtr &e) {
        if (!d)
          d = one(e, locOf(*s));
      });
      return d;
    }
    }
  }

private:
  // The placement rules of runtime scopes, checked where the parser meets
  // the `with`: MANUAL never inside MANUAL; AUTO only in a function that
  // turns automatic scopes off, and never inside MANUAL.
  std::optional<Diagnostic> runtimeScope(const ScopeStmt &sc) const {
    if (sc.manual) {
      if (manualDepth_ > 0)
        return rejection("ParserSyntaxError",
                         "a manual scope may not be nested inside another manual scope", sc.loc);
      return std::nullopt;
    }
    if (getAttr<bool>(f_.attrs, "auto_scope") != std::optional<bool>(false))
      return rejection("ParserSyntaxError",
                       "a hand-placed AUTO 'with pl.scope()' requires @pl.function(auto_scope=False)",
                       sc.loc);
    if (manualDepth_ > 0)
      return rejection("ParserSyntaxError", "an AUTO scope may not be nested inside a manual scope",
                       sc.loc);
    return std::nullopt;
  }

  const Function &f_;
  int manualDepth_ = 0; // MANUAL runtime scopes around the statement being judged
  const std::unordered_map<const Var *, std::string> &free_; // var -> spelling

  static SourceLoc locOf(const Stmt &s) { return s.loc; }

  // One node (forEachOwnExpr visits subtrees pre-order).
  std::optional<Diagnostic> one(const ExprPtr &e, const SourceLoc &at) {
    if (const Var *v = asVar(e); v && free_.count(v))
      return rejection("UndefinedVariableError",
                       "Undefined variable '" + free_.at(v) + "'",
                       v->loc.valid() ? v->loc : at);
    if (const Call *c = asCall(e)) {
      if (auto d = boundTwice(*c, at))
        return d;
      if (auto d = pyptoDslRejects(c->op, c->args, c->kwargs, c->loc.valid() ? c->loc : at))
        return d;
      return pyptoWindowRejects(*c, at);
    }
    return std::nullopt;
  }
  std::optional<Diagnostic> exprs(const ExprPtr &root, const SourceLoc &at) {
    std::optional<Diagnostic> d;
    if (root)
      forEachExpr(root, [&](const ExprPtr &e) {
        if (!d)
          d = one(e, at);
      });
    return d;
  }
};

// The signature rule: a param or return type that names a Var which is not
// a dynamic dimension (PyPTO reads signatures before binding any param, so
// even an earlier param's name is undefined there).
std::optional<Diagnostic> signature(const Program &p, const Function &f) {
  // By name: PyPTO resolves a signature name against the module, so `N`
  // there is the dynamic dim N even where pipecheck's reading bound it to a
  // param of the same name (`def f(N: pl.Scalar[...], x: pl.Tensor[[N, 64], ...])`).
  std::unordered_set<std::string> known;
  for (const auto &d : p.dynamicDims)
    known.insert(d->name);
  auto check = [&](const TypePtr &t) -> std::optional<Diagnostic> {
    std::vector<const Var *> vs;
    collectTypeVars(t, vs);
    for (const Var *v : vs)
      if (!known.count(v->name))
        return rejection("ParserSyntaxError", "NameError: name '" + v->name + "' is not defined",
                         defLoc(f, true));
    return std::nullopt;
  };
  for (const auto &param : f.params)
    if (auto d = check(param->type))
      return d;
  for (const auto &t : f.returnTypes)
    if (auto d = check(t))
      return d;
  return std::nullopt;
}

} // namespace

std::optional<Diagnostic> pyptoRejects(const Program &p) {
  std::unordered_map<const Var *, std::string> free;
  for (const auto &u : freeVarUses(p))
    free.emplace(u.var, u.spelling);
  for (const auto &f : p.functions) {
    if (!f)
      continue;
    if (auto d = signature(p, *f))
      return d;
    if (auto d = BodyRules(*f, free).stmt(f->body))
      return d;
  }
  return std::nullopt;
}

} // namespace pipecheck::text

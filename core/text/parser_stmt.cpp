// Statement elaboration: assignments (with PyPTO's annotation rules and
// non-strict-SSA reuse of a visible Var), yields, returns, evaluated calls,
// for loops (range / parallel / unroll / pipeline) and if/else.
//
// Return vars are fresh Vars named by the yield assignment at the top level
// of the body (`r = pl.yield_(x)`, `a, b = pl.yield_(x, y)`): a for loop's
// take their types from its iter args, an if's from the yield annotation or
// else the yielded values. pl.pipeline needs stage= (a constant int >= 1),
// stored as attrs["pipeline_stages"] after the user's attrs; stage= on any
// other iterator is an error. A pl.yield_ must be the last statement of its
// body and assign as many targets as it yields (anything else could not be
// printed back). A for body without iter args and an if without return vars
// leak their bindings to the enclosing scope.
#include "core/text/parser_impl.h"
#include "core/text/printer.h"

namespace pipecheck::text {
namespace {

using namespace ir;
using VK = Value::Kind;

// Comments are attached right after a statement node is created, while this
// parser still holds its only reference.
StmtPtr withComments(StmtPtr s, const std::vector<std::string> &comments) {
  if (s && !comments.empty())
    const_cast<Stmt &>(*s).comments = comments;
  return s;
}

std::vector<std::string> targetNames(const AstExpr &t) {
  std::vector<std::string> out;
  if (t.kind == AstKind::Name)
    out.push_back(t.name);
  else if (t.kind == AstKind::Tuple)
    for (const auto &i : t.items)
      out.push_back(i && i->kind == AstKind::Name ? i->name : std::string());
  return out;
}

const YieldStmt *lastYield(const std::vector<StmtPtr> &stmts) {
  for (auto it = stmts.rbegin(); it != stmts.rend(); ++it)
    if (const YieldStmt *y = asYield(*it))
      return y;
  return nullptr;
}

// The yield assignment that names a for/if's return vars: at the top level
// of the body, or inside a trailing `with` block (PyPTO searches scopes).
const AstStmt *lastYieldAssign(const std::vector<AstStmtPtr> &body, const Elaborator &el) {
  const AstStmt *found = nullptr;
  for (const auto &s : body)
    if (yieldAssignCall(*s, el))
      found = s.get();
  if (!found && !body.empty() && body.back()->kind == AstStmtKind::With)
    return lastYieldAssign(body.back()->body, el);
  return found;
}

std::string typeKey(const TypePtr &t) { return printType(withMemRef(t, nullptr)); }

// PyPTO's validate_annotation_consistency: an annotation may add a memory
// space, a view or a MemRef to the type the op's rule infers, but its dtype
// (INDEX matches any integer), rank and static dims must agree with it.
// Returns what differs, empty when they agree. (A load or create whose ND
// result FlattenTileNdTo2D printed as 2-D is exempt from the rank check, as
// in PyPTO's _normalize_inferred_type_for_annotation.)
std::string annotationConflict(const TypePtr &ann, const TypePtr &inferred, const ExprPtr &value) {
  auto dtypeOf = [](const TypePtr &t) -> std::optional<DataType> {
    if (const ScalarType *s = asScalar(t))
      return s->dtype;
    if (t->kind == TypeKind::Tensor || t->kind == TypeKind::Tile)
      return static_cast<const ShapedType &>(*t).dtype;
    return std::nullopt;
  };
  std::optional<DataType> a = dtypeOf(ann), i = dtypeOf(inferred);
  if (a && i && *a != *i && !(*a == DataType::INDEX && isInt(*i)) &&
      !(*i == DataType::INDEX && isInt(*a)))
    return "dtype " + std::string(name(*a)) + " but the value has dtype " + std::string(name(*i));
  if (ann->kind != inferred->kind || (ann->kind != TypeKind::Tensor && ann->kind != TypeKind::Tile))
    return "";
  const auto &as = static_cast<const ShapedType &>(*ann).shape;
  const auto &is = static_cast<const ShapedType &>(*inferred).shape;
  if (as.size() != is.size()) {
    const Call *c = value->kind == ExprKind::Call ? static_cast<const Call *>(value.get()) : nullptr;
    bool flattened = c && as.size() <= 2 && is.size() > 2 &&
                     (callHasFamily(*c, OpFamily::Load) || callHasFamily(*c, OpFamily::Create));
    if (flattened)
      return "";
    return "rank " + std::to_string(as.size()) + " but the value has rank " +
           std::to_string(is.size());
  }
  for (std::size_t k = 0; k < as.size(); ++k) {
    const ConstInt *x = asConstInt(as[k]), *y = asConstInt(is[k]);
    if (x && y && x->value != y->value)
      return "shape dimension " + std::to_string(k) + " = " + std::to_string(x->value) +
             " but the value has " + std::to_string(y->value);
  }
  return "";
}

// Position of a top-level pl.yield_ that is not the last statement of a body
// (the printer could only print it bare, which changes its meaning).
const AstStmt *misplacedYield(const std::vector<AstStmtPtr> &body, const Elaborator &el) {
  for (std::size_t k = 0; k + 1 < body.size(); ++k) {
    const AstStmt &s = *body[k];
    if (yieldAssignCall(s, el) ||
        (s.kind == AstStmtKind::Expr && isYieldCall(s.value.get(), el)))
      return &s;
  }
  return nullptr;
}

} // namespace

bool isYieldCall(const AstExpr *e, const Elaborator &el) {
  return e && e->kind == AstKind::Call && el.dottedIs(*e->items[0], "pl.yield_");
}

const AstExpr *yieldAssignCall(const AstStmt &s, const Elaborator &el) {
  if (s.kind == AstStmtKind::Assign && isYieldCall(s.value.get(), el))
    return s.value.get();
  return nullptr;
}

void Elaborator::popScope(bool leak) {
  auto top = std::move(scopes_.back());
  scopes_.pop_back();
  if (leak && !scopes_.empty())
    for (auto &kv : top)
      scopes_.back()[kv.first] = kv.second;
}

VarPtr Elaborator::pendingVar(const std::string &name, Pos p) {
  auto it = pending_.find(name);
  if (it == pending_.end())
    it = pending_.emplace(name, Pending{makeVar(name, makeScalarType(DataType::INDEX), loc(p)), p})
             .first;
  return it->second.var;
}

VarPtr Elaborator::takePending(const std::string &name, const TypePtr &type) {
  auto it = pending_.find(name);
  const ScalarType *st = asScalar(type);
  if (it == pending_.end() || !st || st->dtype != DataType::INDEX)
    return nullptr;
  VarPtr v = it->second.var;
  pending_.erase(it);
  return v;
}

ExprPtr Elaborator::lookup(const std::string &name) const {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it)
    if (auto f = it->find(name); f != it->end())
      return f->second;
  return nullptr;
}

Res<StmtPtr> Elaborator::block(const std::vector<AstStmtPtr> &stmts) {
  std::vector<StmtPtr> out;
  for (const auto &s : stmts)
    PC_TRY(statement(*s, out));
  return flattenSeq(out);
}

Res<StmtPtr> Elaborator::yieldStmt(const AstExpr &call, Pos p) {
  if (!call.kwargs.empty())
    return err(call.kwargs[0].second->pos, "pl.yield_() takes no keyword arguments");
  std::vector<ExprPtr> values;
  for (std::size_t k = 1; k < call.items.size(); ++k)
    values.push_back(PC_TRY(evalExpr(*call.items[k])));
  return makeYield(std::move(values), loc(p));
}

Status Elaborator::statement(const AstStmt &s, std::vector<StmtPtr> &out) {
  switch (s.kind) {
  case AstStmtKind::Pass: return okStatus();
  case AstStmtKind::Expr: {
    const AstExpr &e = *s.value;
    if (e.kind == AstKind::Str || e.kind == AstKind::Ellipsis)
      return okStatus(); // docstring or `...`
    if (isYieldCall(&e, *this)) {
      out.push_back(withComments(PC_TRY(yieldStmt(e, s.pos)), s.comments));
      return okStatus();
    }
    if (e.kind == AstKind::Call && dotted(*e.items[0]) == "pl.func_attr")
      return err(s.pos, "pl.func_attr(...) must be the first statement of a function");
    Value v = PC_TRY(eval(e));
    if (v.kind != VK::Expr || v.expr->kind != ExprKind::Call)
      return err(s.pos, "an expression statement must be a call");
    out.push_back(withComments(makeEval(v.expr, loc(s.pos)), s.comments));
    return okStatus();
  }
  case AstStmtKind::Assign: {
    std::size_t before = out.size();
    PC_TRY(assign(s, out));
    if (out.size() > before)
      withComments(out[before], s.comments);
    return okStatus();
  }
  case AstStmtKind::Return: {
    std::vector<ExprPtr> values;
    if (s.value) {
      if (s.value->kind == AstKind::Tuple && !s.value->parenthesized)
        for (const auto &item : s.value->items)
          values.push_back(PC_TRY(evalExpr(*item)));
      else
        values.push_back(PC_TRY(evalExpr(*s.value)));
    }
    out.push_back(withComments(makeReturn(std::move(values), loc(s.pos)), s.comments));
    return okStatus();
  }
  case AstStmtKind::For:
    out.push_back(withComments(PC_TRY(forStmt(s)), s.comments));
    return okStatus();
  case AstStmtKind::If:
    out.push_back(withComments(PC_TRY(ifStmt(s)), s.comments));
    return okStatus();
  case AstStmtKind::With:
    out.push_back(withComments(PC_TRY(withStmt(s)), s.comments));
    return okStatus();
  case AstStmtKind::Break:
  case AstStmtKind::Continue: return err(s.pos, "break and continue are not supported");
  case AstStmtKind::FunctionDef: return err(s.pos, "nested function definitions are not supported");
  case AstStmtKind::ClassDef: return err(s.pos, "nested class definitions are not supported");
  case AstStmtKind::Import: return err(s.pos, "import is only allowed at module level");
  }
  return err(s.pos, "unsupported statement");
}

Res<TypePtr> Elaborator::assignType(const AstStmt &s, const Value &v, ExprPtr &value) {
  if (!s.annotation) {
    value = PC_TRY(toExpr(v));
    return value->type;
  }
  AnnotatedType at = PC_TRY(annotation(*s.annotation));
  const ScalarType *annScalar = asScalar(at.type);
  if (v.isConst() && annScalar) { // a literal takes the annotated dtype
    DataType dt = annScalar->dtype;
    if (v.kind == VK::Bool)
      value = constBool(v.b, loc(v.pos));
    else if (v.kind == VK::Int && isFloat(dt))
      value = constFloat(static_cast<double>(v.i), dt, loc(v.pos));
    else if (v.kind == VK::Int)
      value = constInt(v.i, dt, loc(v.pos));
    else if (isFloat(dt))
      value = constFloat(v.f, dt, loc(v.pos));
    else
      return err(s.annotation->pos, "a float literal cannot have an integer annotation",
                 "ParserTypeError");
    return at.type;
  }
  value = PC_TRY(toExpr(v));
  TypePtr inferred = value->type;
  TypePtr merged;
  if (inferred->kind != TypeKind::Unknown) {
    std::string conflict = annotationConflict(at.type, inferred, value);
    if (!conflict.empty())
      return err(s.annotation->pos, "annotation has " + conflict, "ParserTypeError");
  }
  if (inferred->kind == TypeKind::Unknown) {
    merged = at.type;
  } else if (inferred->kind != at.type->kind) {
    return err(s.annotation->pos,
               "annotation " + printType(at.type) + " does not match the value's type " +
                   printType(inferred),
               "ParserTypeError");
  } else if (const TensorType *inf = asTensor(inferred)) {
    const TensorType *ann = asTensor(at.type);
    merged = makeTensorType(inf->dtype, inf->shape, at.hasTensorView ? ann->view : inf->view,
                            at.hasMemRef ? ann->memref : inf->memref);
  } else if (const TileType *inf = asTile(inferred)) {
    const TileType *ann = asTile(at.type);
    merged = makeTileType(inf->dtype, inf->shape, at.hasMemSpace ? ann->memorySpace : inf->memorySpace,
                          at.hasTileView ? ann->view : inf->view,
                          at.hasMemRef ? ann->memref : inf->memref);
  } else if (annScalar) {
    merged = at.type;
  } else {
    merged = inferred;
  }
  if (opts_.strictAnnotations && inferred->kind != TypeKind::Unknown &&
      typeKey(at.type) != typeKey(inferred))
    return err(s.annotation->pos,
               "annotation " + typeKey(at.type) + " differs from the inferred type " +
                   typeKey(inferred),
               "ParserTypeError");
  if (value->kind == ExprKind::Call && printType(merged) != printType(inferred)) {
    auto c = std::make_shared<Call>(static_cast<const Call &>(*value));
    c->type = merged;
    value = c;
  }
  return merged;
}

Status Elaborator::assign(const AstStmt &s, std::vector<StmtPtr> &out) {
  if (isYieldCall(s.value.get(), *this)) {
    std::size_t targets = targetNames(*s.target).size();
    if (s.value->items.size() - 1 != targets)
      return err(s.pos, "pl.yield_ yields " + std::to_string(s.value->items.size() - 1) +
                            " values into " + std::to_string(targets) + " targets",
                 "ParserTypeError");
    out.push_back(PC_TRY(yieldStmt(*s.value, s.pos)));
    return okStatus();
  }
  if (s.target->kind != AstKind::Name)
    return err(s.target->pos, "only a single name can be assigned (tuple targets need pl.yield_)");
  const std::string &name = s.target->name;
  assignedCall_ = s.value->kind == AstKind::Call ? s.value.get() : nullptr;
  assignedName_ = name;
  Value v = PC_TRY(eval(*s.value));
  ExprPtr value;
  TypePtr type = PC_TRY(assignType(s, v, value));
  // In an Orchestration function PyPTO's parser binds a name assigned a
  // pl.dynamic dimension (written so, or a folded tensor.dim) to the
  // dimension itself and keeps no statement (kit-probed; `d = m` of a
  // parameter stays, and so does every such assignment elsewhere).
  if (foldsDynamicDims() && dynamicDim(value) && type->isScalar() &&
      printType(type) == printType(value->type)) {
    bind(name, value);
    return okStatus();
  }
  VarPtr var;
  ExprPtr existing = lookup(name);
  // A name bound to a pl.dynamic dimension (above) gets a Var of its own
  // when assigned again: the dimension is the module's, never redefined.
  if (existing && existing->kind == ExprKind::Var && printType(existing->type) == printType(type) &&
      !dynamicDim(existing))
    var = varPtr(existing);
  else if (VarPtr fwd = existing ? nullptr : takePending(name, type))
    var = fwd;
  else
    var = makeVar(name, type, loc(s.target->pos));
  bind(name, var);
  out.push_back(makeAssign(var, value, loc(s.pos)));
  return okStatus();
}

Res<StmtPtr> Elaborator::forStmt(const AstStmt &s) {
  const AstExpr &it = *s.value;
  auto fn = it.kind == AstKind::Call ? dotted(*it.items[0]) : std::nullopt;
  if (fn == "pl.split_aiv")
    return splitAivStmt(s);
  ForKind kind;
  if (fn == "pl.range" || fn == "range")
    kind = ForKind::Sequential;
  else if (fn == "pl.parallel")
    kind = ForKind::Parallel;
  else if (fn == "pl.unroll")
    kind = ForKind::Unroll;
  else if (fn == "pl.pipeline")
    kind = ForKind::Pipeline;
  else
    return err(it.pos, "a for loop must iterate over pl.range, pl.parallel, pl.unroll, "
                       "pl.pipeline or pl.split_aiv");
  std::string what = *fn + "()";
  std::size_t nargs = it.items.size() - 1;
  if (nargs < 1 || nargs > 3)
    return err(it.pos, what + " takes 1 to 3 positional arguments", "ParserTypeError");
  std::vector<ExprPtr> bounds;
  for (std::size_t k = 1; k <= nargs; ++k) {
    ExprPtr b = PC_TRY(evalExpr(*it.items[k]));
    if (!asScalar(b->type))
      return err(it.items[k]->pos, what + " bounds must be scalars", "ParserTypeError");
    bounds.push_back(b);
  }
  ExprPtr start = nargs >= 2 ? bounds[0] : constInt(0, DataType::INDEX, loc(it.pos));
  ExprPtr stop = nargs >= 2 ? bounds[1] : bounds[0];
  ExprPtr step = nargs == 3 ? bounds[2] : constInt(1, DataType::INDEX, loc(it.pos));

  std::vector<ExprPtr> inits;
  AttrList attrs;
  const AstExpr *stageArg = nullptr;
  bool sawInit = false;
  for (const auto &[key, v] : it.kwargs) {
    if (key == "init_values") {
      if (v->kind != AstKind::Tuple && v->kind != AstKind::List)
        return err(v->pos, "init_values= must be a tuple", "ParserTypeError");
      for (const auto &item : v->items)
        inits.push_back(PC_TRY(evalExpr(*item)));
      sawInit = true;
    } else if (key == "attrs") {
      attrs = PC_TRY(attrDict(*v, true));
    } else if (key == "stage") {
      stageArg = v.get();
    } else {
      return err(v->pos, "unexpected keyword argument '" + key + "' for " + what,
                 "ParserTypeError");
    }
  }
  if (kind == ForKind::Pipeline) {
    if (!stageArg)
      return err(it.pos, "pl.pipeline() requires stage=");
    Value sv = PC_TRY(eval(*stageArg));
    if (sv.kind != VK::Int)
      return err(it.pos, "pl.pipeline() stage must be a compile-time constant integer");
    if (sv.i < 1)
      return err(it.pos, "pl.pipeline() stage must be >= 1, got " + std::to_string(sv.i));
    attrs = withAttrAtEnd(attrs, kPipelineStagesAttr, AttrValue(std::in_place_type<int64_t>, sv.i));
  } else if (stageArg) {
    return err(it.pos, "stage= is only valid on pl.pipeline(), not " + what);
  }
  if (kind == ForKind::Unroll) {
    if (sawInit)
      return err(it.pos, "pl.unroll() does not support init_values", "ParserTypeError");
    for (const auto &b : {start, stop, step})
      if (!asConstInt(b))
        return err(it.pos, "pl.unroll() bounds must be constant integers", "ParserTypeError");
    if (asConstInt(step)->value == 0)
      return err(it.pos, "pl.unroll() step cannot be 0", "ParserValueError");
  }

  // The loop var is INDEX unless the constant bounds carry another dtype.
  DataType loopType = DataType::INDEX;
  bool anyIndex = false;
  std::optional<DataType> other;
  for (const auto &b : {start, stop, step})
    if (const ConstInt *c = asConstInt(b)) {
      if (c->dtype() == DataType::INDEX)
        anyIndex = true;
      else if (!other)
        other = c->dtype();
    }
  if (!anyIndex && other)
    loopType = *other;

  const AstExpr &target = *s.target;
  std::string loopName;
  std::vector<std::string> iterNames;
  if (target.kind == AstKind::Name) {
    loopName = target.name;
  } else if (target.kind == AstKind::Tuple && target.items.size() == 2 &&
             target.items[0]->kind == AstKind::Name) {
    loopName = target.items[0]->name;
    const AstExpr &ia = *target.items[1];
    if (ia.kind == AstKind::Name)
      iterNames.push_back(ia.name);
    else if (ia.kind == AstKind::Tuple || ia.kind == AstKind::List)
      for (const auto &n : ia.items) {
        if (n->kind != AstKind::Name)
          return err(n->pos, "iter_args must be names");
        iterNames.push_back(n->name);
      }
    else
      return err(ia.pos, "iter_args must be a tuple of names");
  } else {
    return err(target.pos, "a loop target must be `i` or `i, (a, b, ...)`");
  }
  if (iterNames.size() != inits.size())
    return err(target.pos,
               "the loop has " + std::to_string(iterNames.size()) + " iter_args but " +
                   std::to_string(inits.size()) + " init_values",
               "ParserTypeError");

  VarPtr loopVar = makeVar(loopName, makeScalarType(loopType), loc(target.pos));
  std::vector<IterArgPtr> iterArgs;
  for (std::size_t k = 0; k < inits.size(); ++k)
    iterArgs.push_back(makeIterArg(iterNames[k], inits[k]->type, inits[k], loc(target.pos)));

  if (const AstStmt *bad = misplacedYield(s.body, *this))
    return err(bad->pos, "pl.yield_ must be the last statement of the loop body");
  const AstStmt *ya = lastYieldAssign(s.body, *this);
  std::vector<std::string> rvNames;
  if (ya) {
    rvNames = targetNames(*ya->target);
    if (rvNames.size() != iterArgs.size())
      return err(ya->pos,
                 "pl.yield_ assigns " + std::to_string(rvNames.size()) +
                     " values but the loop has " + std::to_string(iterArgs.size()) + " iter_args",
                 "ParserTypeError");
  } else {
    for (const auto &ia : iterArgs)
      rvNames.push_back(ia->name + "_out");
  }
  if (!iterArgs.empty())
    for (const auto &bs : s.body)
      if (bs->kind == AstStmtKind::Expr && isYieldCall(bs->value.get(), *this))
        return err(bs->pos, "a loop with init_values must assign its pl.yield_ (r = pl.yield_(...))");

  pushScope();
  bind(loopName, loopVar);
  for (const auto &ia : iterArgs)
    bind(ia->name, ia);
  std::vector<StmtPtr> body;
  for (const auto &bs : s.body) {
    Status st = statement(*bs, body);
    if (!st.ok()) {
      popScope(false);
      return st.error();
    }
  }
  popScope(iterArgs.empty());

  ForSpec spec;
  spec.loopVar = loopVar;
  spec.start = start;
  spec.stop = stop;
  spec.step = step;
  spec.iterArgs = iterArgs;
  spec.body = flattenSeq(body);
  spec.kind = kind;
  spec.attrs = std::move(attrs);
  spec.loc = loc(s.pos);
  // A return var's type is its iter arg's; only a MemRef written on the
  // yield annotation is taken over (after InitMemRef PyPTO gives the return
  // var a buffer of its own, and prints it there).
  // An iter arg of unknown type (a snapshot whose carry init is a free
  // variable) takes the whole annotated type instead.
  MemRefPtr rvMemRef;
  TypePtr rvAnnotated;
  if (ya && ya->annotation && iterArgs.size() == 1) {
    auto saved = pending_; // the annotation is read only for its type: no side effects
    Res<AnnotatedType> at = annotation(*ya->annotation);
    if (at.ok() && pending_.size() == saved.size()) {
      rvAnnotated = at.value().type;
      if (const ShapedType *st = asShaped(at.value().type); st && at.value().hasMemRef)
        rvMemRef = st->memref;
    }
    pending_ = std::move(saved);
  }
  for (std::size_t k = 0; k < iterArgs.size(); ++k) {
    if (rvNames[k].empty())
      return err(ya->pos, "pl.yield_ targets must be names");
    TypePtr t = rvMemRef ? withMemRef(iterArgs[k]->type, rvMemRef) : iterArgs[k]->type;
    if (iterArgs[k]->type->kind == TypeKind::Unknown && rvAnnotated)
      t = rvAnnotated;
    spec.returnVars.push_back(makeVar(rvNames[k], t, loc(s.pos)));
  }
  for (const auto &rv : spec.returnVars)
    bind(rv->name, rv);
  return StmtPtr(makeFor(std::move(spec)));
}

Res<StmtPtr> Elaborator::ifStmt(const AstStmt &s) {
  ExprPtr cond = PC_TRY(evalExpr(*s.value));
  if (!asScalar(cond->type))
    return err(s.value->pos, "an if condition must be a scalar", "ParserTypeError");
  for (const auto *b : {&s.body, &s.orelse})
    if (const AstStmt *bad = misplacedYield(*b, *this))
      return err(bad->pos, "pl.yield_ must be the last statement of its branch");
  const AstStmt *thenYa = lastYieldAssign(s.body, *this);
  const AstStmt *elseYa = lastYieldAssign(s.orelse, *this);
  std::vector<std::string> names = thenYa ? targetNames(*thenYa->target)
                                   : elseYa ? targetNames(*elseYa->target)
                                            : std::vector<std::string>{};
  if (thenYa && elseYa && targetNames(*elseYa->target).size() != names.size())
    return err(elseYa->pos, "the branches of an if yield different numbers of values",
               "ParserTypeError");
  for (const auto &n : names)
    if (n.empty())
      return err((thenYa ? thenYa : elseYa)->pos, "pl.yield_ targets must be names");
  bool hasRv = !names.empty();

  auto branch = [&](const std::vector<AstStmtPtr> &stmts) -> Res<std::vector<StmtPtr>> {
    pushScope();
    std::vector<StmtPtr> out;
    for (const auto &bs : stmts) {
      Status st = statement(*bs, out);
      if (!st.ok()) {
        popScope(false);
        return st.error();
      }
    }
    popScope(!hasRv);
    return out;
  };
  std::vector<StmtPtr> thenStmts = PC_TRY(branch(s.body));
  std::vector<StmtPtr> elseStmts;
  bool hasElse = !s.orelse.empty();
  if (hasElse)
    elseStmts = PC_TRY(branch(s.orelse));

  std::vector<VarPtr> rvs;
  for (std::size_t k = 0; k < names.size(); ++k) {
    TypePtr t;
    for (const AstStmt *ya : {thenYa, elseYa})
      if (!t && ya && ya->annotation && names.size() == 1)
        t = PC_TRY(annotation(*ya->annotation)).type;
    for (const auto *stmts : {&thenStmts, &elseStmts})
      if (!t)
        if (const YieldStmt *y = lastYield(*stmts); y && k < y->values.size())
          t = y->values[k]->type;
    if (!t)
      return err(s.pos, "cannot infer the type of if return var '" + names[k] + "'",
                 "ParserTypeError");
    rvs.push_back(makeVar(names[k], t, loc(s.pos)));
  }
  auto result = makeIf(cond, flattenSeq(thenStmts), hasElse ? flattenSeq(elseStmts) : nullptr,
                       rvs, loc(s.pos));
  for (const auto &rv : rvs)
    bind(rv->name, rv);
  return StmtPtr(result);
}

} // namespace pipecheck::text

// Structural equality engine; see equal.h for the rules.
//
// The comparison of two nodes of the same TypeName zips their field lists
// (field_list.h) and compares field by field according to the field kind, so
// a field added to any forEachField is compared without touching this file.
// Only the parts PyPTO itself hand-writes are special here: Var/IterArg (the
// alpha-mapping), the INDEX/INT64 leniency, tile/tensor view internals, and
// Program (a map of functions by name). The first mismatch stops the
// comparison; its path, reason and both sides are recorded.
#include "core/ir/equal.h"

#include <algorithm>
#include <deque>
#include <unordered_map>
#include <vector>

#include "core/ir/describe.h"
#include "core/ir/field_list.h"

namespace pipecheck::ir {
namespace {

bool lenientIntEqual(DataType a, DataType b) {
  auto norm = [](DataType d) { return d == DataType::INDEX ? DataType::INT64 : d; };
  return norm(a) == norm(b);
}

// A tile view equal to the implicit view for (shape, memory space) is the
// same as no view (PyPTO normalises it before comparing). A pointer into
// the type, not a copy: equality runs on every def of every snapshot.
const TileView *normalizedView(const TileType &t) {
  if (!t.view || isImplicitTileView(*t.view, t.shape, t.memorySpace))
    return nullptr;
  return &*t.view;
}

// A node's fields appended to `out` (fieldsOf without a fresh list).
template <class Node> void appendFields(const Node &n, FieldList &out) {
  Node::forEachField(n, detail::FieldCollector{out});
}
void appendStmtFields(const Stmt &s, FieldList &out) {
  visitStmt(s, [&](const auto &node) { appendFields(node, out); });
}
void appendExprFields(const Expr &e, FieldList &out) {
  visitExpr(e, [&](const auto &node) { appendFields(node, out); });
}
void appendTypeFields(const Type &t, FieldList &out) {
  switch (t.kind) {
  case TypeKind::Scalar:
    return appendFields(static_cast<const ScalarType &>(t), out);
  case TypeKind::Tensor:
    return appendFields(static_cast<const TensorType &>(t), out);
  case TypeKind::Tile:
    return appendFields(static_cast<const TileType &>(t), out);
  case TypeKind::Tuple:
    return appendFields(static_cast<const TupleType &>(t), out);
  case TypeKind::Array:
    return appendFields(static_cast<const ArrayType &>(t), out);
  case TypeKind::Handle:
    return appendFields(static_cast<const HandleType &>(t), out);
  case TypeKind::Ptr:
  case TypeKind::MemRef:
  case TypeKind::Unknown:
    return; // field-less (typeFields gives none either)
  }
}

class EqualImpl {
public:
  EqualResult result;

  bool program(const Program &l, const Program &r);
  bool function(const Function &l, const Function &r) {
    Lists f(*this);
    appendFields(l, f.l);
    appendFields(r, f.r);
    return nodeFields(f.l, f.r, /*constInt=*/false);
  }
  bool stmt(const StmtPtr &l, const StmtPtr &r);
  bool expr(const ExprPtr &l, const ExprPtr &r);
  bool type(const TypePtr &l, const TypePtr &r, bool lenient);

private:
  // The field lists of the node pair being compared, one pair per recursion
  // depth, reused from node to node: building two fresh lists per node pair
  // was a large share of equality's time in malloc and free (round-trip
  // compares every snapshot). A deque keeps the references of the outer
  // levels valid while deeper levels are added.
  std::deque<std::pair<FieldList, FieldList>> scratch_;
  std::size_t depth_ = 0;
  struct Lists {
    EqualImpl &self;
    FieldList &l, &r;
    explicit Lists(EqualImpl &s) : self(s), l(s.level().first), r(s.scratch_[s.depth_].second) {
      ++s.depth_;
    }
    ~Lists() { --self.depth_; }
    Lists(const Lists &) = delete;
    Lists &operator=(const Lists &) = delete;
  };
  std::pair<FieldList, FieldList> &level() {
    if (depth_ == scratch_.size())
      scratch_.emplace_back();
    auto &lists = scratch_[depth_];
    lists.first.clear();
    lists.second.clear();
    return lists;
  }

  std::unordered_map<const Var *, const Var *> l2r_, r2l_;
  bool autoMap_ = false;
  int transparent_ = 0;
  // Path parts are kept cheap (no formatting) until a mismatch renders them.
  struct PathPart {
    std::string_view field; // a field name, or empty
    int64_t index = -1;     // a vector index ("[i]") when >= 0
    std::string key;        // a map key ("['k']") when field is empty and index < 0
  };
  std::vector<PathPart> path_;

  bool fail(std::string reason, std::string lhs = {}, std::string rhs = {});
  bool nodeFields(const FieldList &l, const FieldList &r, bool constInt);
  bool field(const FieldRef &l, const FieldRef &r, bool constInt);
  bool var(const VarPtr &l, const VarPtr &r, bool lenient);
  bool varPair(const Var &l, const Var &r, bool lenient);
  bool exprVector(const std::vector<ExprPtr> &l, const std::vector<ExprPtr> &r);
  template <class V> bool defVector(const V &l, const V &r);
  bool stmtVector(const std::vector<StmtPtr> &l, const std::vector<StmtPtr> &r);
  bool attrs(const AttrList &l, const AttrList &r, std::string_view field);
  bool tileView(const TileType &l, const TileType &r);
  bool tensorView(const std::optional<TensorView> &l, const std::optional<TensorView> &r);
  bool sizes(std::size_t l, std::size_t r, std::string_view what) {
    if (l == r)
      return true;
    return fail(std::string(what) + " size mismatch (" + std::to_string(l) +
                " items != " + std::to_string(r) + " items)");
  }

  // Pushes a path element for the scope of one comparison. Field names are
  // suppressed inside a transparent container (Program, SeqStmts).
  struct Push {
    std::vector<PathPart> *path;
    Push(EqualImpl &self, std::string_view field)
        : path(self.transparent_ > 0 ? nullptr : &self.path_) {
      if (path)
        path->push_back({field, -1, {}});
    }
    Push(EqualImpl &self, std::size_t index) : path(&self.path_) {
      path->push_back({{}, static_cast<int64_t>(index), {}});
    }
    Push(EqualImpl &self, std::string key) : path(&self.path_) {
      path->push_back({{}, -1, std::move(key)});
    }
    ~Push() {
      if (path)
        path->pop_back();
    }
  };
  // Compares the fields of a non-transparent node: its field names show in
  // the path even when it sits inside a SeqStmts.
  struct Opaque {
    EqualImpl &self;
    int saved;
    explicit Opaque(EqualImpl &s) : self(s), saved(s.transparent_) { s.transparent_ = 0; }
    ~Opaque() { self.transparent_ = saved; }
  };
};

bool EqualImpl::fail(std::string reason, std::string lhs, std::string rhs) {
  if (!result.equal)
    return false;
  result.equal = false;
  for (const PathPart &part : path_) {
    if (!part.field.empty()) {
      if (!result.path.empty())
        result.path += ".";
      result.path += part.field;
    } else if (part.index >= 0) {
      result.path += "[" + std::to_string(part.index) + "]";
    } else {
      result.path += "['" + part.key + "']";
    }
  }
  result.reason = std::move(reason);
  result.lhs = std::move(lhs);
  result.rhs = std::move(rhs);
  return false;
}

bool EqualImpl::program(const Program &l, const Program &r) {
  auto sorted = [](const Program &p) {
    std::vector<FunctionPtr> fs = p.functions;
    std::stable_sort(fs.begin(), fs.end(),
                     [](const FunctionPtr &a, const FunctionPtr &b) { return a->name < b->name; });
    return fs;
  };
  std::vector<FunctionPtr> lf = sorted(l), rf = sorted(r);
  if (lf.size() != rf.size())
    return fail("Map size mismatch (" + std::to_string(lf.size()) +
                " items != " + std::to_string(rf.size()) + " items)");
  for (std::size_t i = 0; i < lf.size(); ++i) {
    if (lf[i]->name != rf[i]->name)
      return fail("Map key mismatch ('" + lf[i]->name + "' != '" + rf[i]->name + "')");
    Push p(*this, std::string(lf[i]->name));
    if (lf[i] != rf[i] && !function(*lf[i], *rf[i]))
      return false;
  }
  return true;
}

bool EqualImpl::stmt(const StmtPtr &l, const StmtPtr &r) {
  if (l == r)
    return true;
  if (!l || !r)
    return fail("One node is null, the other is not", describe(l), describe(r));
  if (l->typeName() != r->typeName()) // scope kinds are distinct node types
    return fail("Node type mismatch (" + std::string(l->typeName()) +
                    " != " + std::string(r->typeName()) + ")",
                describe(l), describe(r));
  Lists f(*this);
  appendStmtFields(*l, f.l);
  appendStmtFields(*r, f.r);
  if (l->kind == StmtKind::Seq) { // transparent: body[1], not body.stmts[1]
    ++transparent_;
    bool ok = nodeFields(f.l, f.r, false);
    --transparent_;
    return ok;
  }
  Opaque o(*this);
  return nodeFields(f.l, f.r, false);
}

bool EqualImpl::expr(const ExprPtr &l, const ExprPtr &r) {
  if (l == r && !asVar(l)) // vars go through the map even when shared
    return true;
  if (!l || !r)
    return fail("One node is null, the other is not", describe(l), describe(r));
  if (l->typeName() != r->typeName())
    return fail("Node type mismatch (" + std::string(l->typeName()) +
                    " != " + std::string(r->typeName()) + ")",
                describe(l), describe(r));
  Opaque o(*this);
  if (asVar(l))
    return varPair(static_cast<const Var &>(*l), static_cast<const Var &>(*r), false);
  Lists f(*this);
  appendExprFields(*l, f.l);
  appendExprFields(*r, f.r);
  return nodeFields(f.l, f.r, l->kind == ExprKind::ConstInt);
}

bool EqualImpl::var(const VarPtr &l, const VarPtr &r, bool lenient) {
  if (!l || !r)
    return fail("One node is null, the other is not");
  if (l->typeName() != r->typeName())
    return fail("Node type mismatch (" + std::string(l->typeName()) +
                    " != " + std::string(r->typeName()) + ")",
                l->name, r->name);
  return varPair(*l, *r, lenient);
}

// A Var or IterArg pair: mapping at defs (auto-map mode), lookup at uses. An
// IterArg then compares its remaining fields (the init value) generically.
bool EqualImpl::varPair(const Var &l, const Var &r, bool lenient) {
  if (!autoMap_) {
    auto li = l2r_.find(&l);
    auto ri = r2l_.find(&r);
    if (li != l2r_.end() || ri != r2l_.end()) {
      if (li == l2r_.end() || ri == r2l_.end() || li->second != &r || ri->second != &l)
        return fail("Variable mapping inconsistent (without auto-mapping)", "var " + l.name,
                    "var " + r.name);
    } else if (&l != &r) {
      return fail("Variable pointer mismatch (without auto-mapping)", "var " + l.name,
                  "var " + r.name);
    }
  } else {
    if (!type(l.type, r.type, lenient))
      return false;
    auto li = l2r_.find(&l);
    if (li != l2r_.end()) {
      if (li->second != &r)
        return fail("Variable mapping inconsistent ('" + l.name + "' cannot map to both '" +
                        li->second->name + "' and '" + r.name + "')",
                    "var " + l.name, "var " + r.name);
    } else {
      auto ri = r2l_.find(&r);
      if (ri != r2l_.end() && ri->second != &l)
        return fail("Variable mapping inconsistent ('" + r.name + "' is already mapped from '" +
                        ri->second->name + "', cannot map from '" + l.name + "')",
                    "var " + l.name, "var " + r.name);
      l2r_[&l] = &r;
      r2l_[&r] = &l;
    }
  }
  if (l.kind != ExprKind::IterArg)
    return true;
  Lists f(*this);
  appendExprFields(l, f.l);
  appendExprFields(r, f.r);
  for (std::size_t i = 0; i < f.l.size(); ++i)
    if (f.l[i].kind == FieldKind::Expr && !expr(f.l[i].expr(), f.r[i].expr()))
      return false;
  return true;
}

bool EqualImpl::nodeFields(const FieldList &l, const FieldList &r, bool constInt) {
  for (std::size_t i = 0; i < l.size(); ++i)
    if (!field(l[i], r[i], constInt))
      return false;
  return true;
}

bool EqualImpl::field(const FieldRef &l, const FieldRef &r, bool constInt) {
  if (l.kind == FieldKind::Ignored || l.kind == FieldKind::MemRef)
    return true;
  Push p(*this, l.name);
  switch (l.kind) {
  case FieldKind::Def: {
    bool saved = std::exchange(autoMap_, true);
    bool ok = var(l.var(), r.var(), l.name == "loop_var");
    autoMap_ = saved;
    return ok;
  }
  case FieldKind::Defs:
    return defVector(l.vars(), r.vars());
  case FieldKind::IterArgs:
    return defVector(l.iterArgs(), r.iterArgs());
  case FieldKind::Expr:
    return expr(l.expr(), r.expr());
  case FieldKind::OptExpr:
    if (!l.expr() != !r.expr())
      return fail("Optional field presence mismatch", l.expr() ? "has value" : "nullopt",
                  r.expr() ? "has value" : "nullopt");
    return !l.expr() || expr(l.expr(), r.expr());
  case FieldKind::Exprs:
    return exprVector(l.exprs(), r.exprs());
  case FieldKind::Stmt:
    return stmt(l.stmt(), r.stmt());
  case FieldKind::OptStmt:
    if (!l.stmt() != !r.stmt())
      return fail("Optional field presence mismatch", l.stmt() ? "has value" : "nullopt",
                  r.stmt() ? "has value" : "nullopt");
    return !l.stmt() || stmt(l.stmt(), r.stmt());
  case FieldKind::Stmts:
    return stmtVector(l.stmts(), r.stmts());
  case FieldKind::Type:
    return type(l.type(), r.type(), constInt && l.name == "type");
  case FieldKind::Types: {
    if (l.types().size() != r.types().size())
      return fail("Type vector size mismatch (" + std::to_string(l.types().size()) +
                  " types != " + std::to_string(r.types().size()) + " types)");
    for (std::size_t i = 0; i < l.types().size(); ++i)
      if (!type(l.types()[i], r.types()[i], false))
        return false;
    return true;
  }
  case FieldKind::Attrs:
    return attrs(l.attrs(), r.attrs(), l.name);
  case FieldKind::Data:
    if (l.data == r.data)
      return true;
    if (l.name == "op")
      return fail("Operator name mismatch (" + l.data.text() + " != " + r.data.text() + ")",
                  l.data.text(), r.data.text());
    return fail(std::string(l.name) + " mismatch (" + l.data.text() + " != " + r.data.text() + ")",
                l.data.text(), r.data.text());
  case FieldKind::TensorView:
    return tensorView(l.tensorView(), r.tensorView());
  case FieldKind::TileView: // only inside TileType, handled by type()
  case FieldKind::Ignored:
  case FieldKind::MemRef:
    return true;
  }
  return true;
}

template <class V> bool EqualImpl::defVector(const V &l, const V &r) {
  bool saved = std::exchange(autoMap_, true);
  bool ok = sizes(l.size(), r.size(), "Vector");
  for (std::size_t i = 0; ok && i < l.size(); ++i) {
    Push p(*this, i);
    ok = var(l[i], r[i], false);
  }
  autoMap_ = saved;
  return ok;
}

bool EqualImpl::exprVector(const std::vector<ExprPtr> &l, const std::vector<ExprPtr> &r) {
  if (!sizes(l.size(), r.size(), "Vector"))
    return false;
  for (std::size_t i = 0; i < l.size(); ++i) {
    Push p(*this, i);
    if (!expr(l[i], r[i]))
      return false;
  }
  return true;
}

bool EqualImpl::stmtVector(const std::vector<StmtPtr> &l, const std::vector<StmtPtr> &r) {
  if (!sizes(l.size(), r.size(), "Vector"))
    return false;
  for (std::size_t i = 0; i < l.size(); ++i) {
    Push p(*this, i);
    if (!stmt(l[i], r[i]))
      return false;
  }
  return true;
}

// Attr lists compare as maps: each lhs entry must match a distinct rhs entry
// with the same key, the same variant alternative and an equal value.
bool EqualImpl::attrs(const AttrList &l, const AttrList &r, std::string_view field) {
  // Messages are only built on a mismatch (equality is a hot path).
  auto what = [&] { return std::string(field); };
  if (l.size() != r.size())
    return fail(what() + " size mismatch (" + std::to_string(l.size()) +
                " != " + std::to_string(r.size()) + ")");
  std::vector<bool> used(r.size(), false);
  for (const auto &[key, lv] : l) {
    std::size_t j = 0;
    while (j < r.size() && (used[j] || r[j].first != key))
      ++j;
    if (j == r.size())
      return fail(what() + " key '" + key + "' missing on the right-hand side");
    used[j] = true;
    const AttrValue &rv = r[j].second;
    if (lv.index() != rv.index())
      return fail(what() + " value type mismatch for key '" + key + "'");
    if (const ExprPtr *le = std::get_if<ExprPtr>(&lv)) {
      Push p(*this, std::string(key));
      if (!expr(*le, std::get<ExprPtr>(rv)))
        return false;
    } else if (!(lv == rv)) {
      return fail(what() + " value mismatch for key '" + key + "'");
    }
  }
  return true;
}

bool EqualImpl::type(const TypePtr &l, const TypePtr &r, bool lenient) {
  if (l == r)
    return true;
  if (!l || !r)
    return fail("One type is null, the other is not");
  std::string ln(typeName(*l));
  if (l->kind != r->kind)
    return fail("Type name mismatch (" + ln + " != " + std::string(typeName(*r)) + ")", describe(l),
                describe(r));
  if (const ScalarType *ls = asScalar(l)) {
    DataType ld = ls->dtype, rd = asScalar(r)->dtype;
    if (ld == rd || (lenient && lenientIntEqual(ld, rd)))
      return true;
    return fail("ScalarType dtype mismatch (" + std::string(name(ld)) +
                    " != " + std::string(name(rd)) + ")",
                describe(l), describe(r));
  }
  Lists f(*this);
  appendTypeFields(*l, f.l);
  appendTypeFields(*r, f.r);
  const FieldList &lf = f.l, &rf = f.r;
  for (std::size_t i = 0; i < lf.size(); ++i) {
    const FieldRef &a = lf[i], &b = rf[i];
    auto what = [&] { return ln + " " + std::string(a.name); };
    switch (a.kind) {
    case FieldKind::Data:
      if (!(a.data == b.data))
        return fail(what() + " mismatch (" + a.data.text() + " != " + b.data.text() + ")",
                    describe(l), describe(r));
      break;
    case FieldKind::Exprs:
      if (a.exprs().size() != b.exprs().size())
        return fail(what() + " rank mismatch (" + std::to_string(a.exprs().size()) +
                        " != " + std::to_string(b.exprs().size()) + ")",
                    describe(l), describe(r));
      for (std::size_t k = 0; k < a.exprs().size(); ++k)
        if (!expr(a.exprs()[k], b.exprs()[k]))
          return false;
      break;
    case FieldKind::Types:
      if (a.types().size() != b.types().size())
        return fail(what() + " size mismatch (" + std::to_string(a.types().size()) +
                        " != " + std::to_string(b.types().size()) + ")",
                    describe(l), describe(r));
      for (std::size_t k = 0; k < a.types().size(); ++k)
        if (!type(a.types()[k], b.types()[k], false))
          return false;
      break;
    case FieldKind::TensorView:
      if (!tensorView(a.tensorView(), b.tensorView()))
        return false;
      break;
    case FieldKind::TileView:
      if (!tileView(static_cast<const TileType &>(*l), static_cast<const TileType &>(*r)))
        return false;
      break;
    default: // memref and anything ignored
      break;
    }
  }
  return true;
}

bool EqualImpl::tensorView(const std::optional<TensorView> &l, const std::optional<TensorView> &r) {
  if (l.has_value() != r.has_value())
    return fail("TensorType tensor_view presence mismatch", l ? "has value" : "nullopt",
                r ? "has value" : "nullopt");
  if (!l)
    return true;
  if (!sizes(l->validShape.size(), r->validShape.size(), "TensorView valid_shape") ||
      !sizes(l->stride.size(), r->stride.size(), "TensorView stride"))
    return false;
  for (std::size_t i = 0; i < l->validShape.size(); ++i)
    if (!expr(l->validShape[i], r->validShape[i]))
      return false;
  for (std::size_t i = 0; i < l->stride.size(); ++i)
    if (!expr(l->stride[i], r->stride[i]))
      return false;
  if (l->layout != r->layout)
    return fail("TensorView layout mismatch", std::string(name(l->layout)),
                std::string(name(r->layout)));
  if (l->pad != r->pad)
    return fail("TensorView pad mismatch", std::string(name(l->pad)), std::string(name(r->pad)));
  return true;
}

bool EqualImpl::tileView(const TileType &lt, const TileType &rt) {
  const TileView *l = normalizedView(lt), *r = normalizedView(rt);
  if (!l != !r)
    return fail("TileType tile_view presence mismatch", l ? "has value" : "nullopt",
                r ? "has value" : "nullopt");
  if (!l)
    return true;
  if (!sizes(l->validShape.size(), r->validShape.size(), "TileView valid_shape") ||
      !sizes(l->stride.size(), r->stride.size(), "TileView stride"))
    return false;
  for (std::size_t i = 0; i < l->validShape.size(); ++i)
    if (!expr(l->validShape[i], r->validShape[i]))
      return false;
  for (std::size_t i = 0; i < l->stride.size(); ++i)
    if (!expr(l->stride[i], r->stride[i]))
      return false;
  if (!l->startOffset != !r->startOffset)
    return fail("TileView start_offset presence mismatch");
  if (l->startOffset && !expr(l->startOffset, r->startOffset))
    return false;
  auto diff = [&](const char *what, const std::string &a, const std::string &b) {
    return fail(std::string("TileView ") + what + " mismatch (" + a + " != " + b + ")", a, b);
  };
  if (l->blayout != r->blayout)
    return diff("blayout", std::string(name(l->blayout)), std::string(name(r->blayout)));
  if (l->slayout != r->slayout)
    return diff("slayout", std::string(name(l->slayout)), std::string(name(r->slayout)));
  if (l->fractal != r->fractal)
    return diff("fractal", std::to_string(l->fractal), std::to_string(r->fractal));
  if (l->pad != r->pad)
    return diff("pad", std::string(name(l->pad)), std::string(name(r->pad)));
  if (l->compact != r->compact)
    return diff("compact", std::string(name(l->compact)), std::string(name(r->compact)));
  return true;
}

template <class T, class F> EqualResult run(const T &l, const T &r, F &&f) {
  EqualImpl impl;
  if (l != r) {
    if (!l || !r)
      impl.result = {false, "", "One node is null, the other is not", "", ""};
    else
      f(impl, *l, *r);
  }
  return impl.result;
}

} // namespace

std::string EqualResult::str() const {
  if (equal)
    return "structurally equal";
  std::string out = "Structural equality assertion failed";
  if (!path.empty())
    out += " at: " + path;
  out += "\n\n";
  if (!lhs.empty() || !rhs.empty())
    out += "Left-hand side:\n  " + lhs + "\n\nRight-hand side:\n  " + rhs + "\n\n";
  return out + "Reason: " + reason;
}

EqualResult structuralEqual(const ProgramPtr &lhs, const ProgramPtr &rhs) {
  return run(lhs, rhs, [](EqualImpl &i, const Program &l, const Program &r) { i.program(l, r); });
}

EqualResult structuralEqual(const FunctionPtr &lhs, const FunctionPtr &rhs) {
  return run(lhs, rhs,
             [](EqualImpl &i, const Function &l, const Function &r) { i.function(l, r); });
}

EqualResult structuralEqual(const StmtPtr &lhs, const StmtPtr &rhs) {
  EqualImpl impl;
  impl.stmt(lhs, rhs);
  return impl.result;
}

EqualResult structuralEqual(const ExprPtr &lhs, const ExprPtr &rhs) {
  EqualImpl impl;
  impl.expr(lhs, rhs);
  return impl.result;
}

EqualResult structuralEqualType(const TypePtr &lhs, const TypePtr &rhs) {
  EqualImpl impl;
  impl.type(lhs, rhs, false);
  return impl.result;
}

} // namespace pipecheck::ir

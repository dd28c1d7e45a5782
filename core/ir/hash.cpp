// Structural hash consistent with structuralEqual (equal.h).
//
// The hash walks the same field lists in the same order as the equality
// engine and mirrors each of its decisions: a var bound at a def field (or
// met while a def field is hashed, which is when equality auto-maps) gets the
// next binding index and hashes by that index; any other var hashes as one
// constant "free" tag (equality requires such vars to be the same pointer,
// so any constant is consistent). Names, spans, comments and memrefs are
// skipped; INDEX hashes as INT64 where equality is lenient; an implicit tile
// view hashes as no view; attrs hash order-independently (sum of entries);
// Program functions hash in name order with their names. Consistency is
// one-way: equal => same hash; unequal trees may collide.
#include <algorithm>
#include <bit>
#include <unordered_map>

#include "core/ir/equal.h"
#include "core/ir/field_list.h"
#include "core/ir/splitmix64.h"

namespace pipecheck::ir {
namespace {

uint64_t mix(uint64_t h, uint64_t v) {
  // splitmix64 finaliser over the combined value.
  return splitmix64Finalize(h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2)));
}

uint64_t hashStr(std::string_view s) {
  uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a
  for (unsigned char c : s)
    h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

uint64_t hashData(const DataValue &d) {
  uint64_t h = mix(0, d.value.index());
  std::visit(
      [&](const auto &v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, int64_t>)
          h = mix(h, static_cast<uint64_t>(v));
        else if constexpr (std::is_same_v<T, double>)
          h = mix(h, std::bit_cast<uint64_t>(v));
        else if constexpr (std::is_same_v<T, std::string>)
          h = mix(h, hashStr(v));
        else if constexpr (std::is_same_v<T, std::vector<int64_t>>)
          for (int64_t x : v)
            h = mix(h, static_cast<uint64_t>(x));
      },
      d.value);
  return h;
}

class Hasher {
public:
  uint64_t program(const Program &p);
  uint64_t function(const Function &f) {
    return mix(hashStr("Function"), fields(fieldsOf(f), false));
  }
  uint64_t stmt(const StmtPtr &s);
  uint64_t expr(const ExprPtr &e);

private:
  std::unordered_map<const Var *, uint64_t> bound_;
  uint64_t next_ = 0;
  bool defMode_ = false;

  uint64_t fields(const FieldList &fs, bool constInt);
  uint64_t field(const FieldRef &f, bool constInt);
  uint64_t var(const Var &v, bool lenient);
  uint64_t type(const TypePtr &t, bool lenient);
  uint64_t exprs(const std::vector<ExprPtr> &es) {
    uint64_t h = mix(0, es.size());
    for (const ExprPtr &e : es)
      h = mix(h, expr(e));
    return h;
  }
  template <class V> uint64_t defs(const V &vs) {
    bool saved = std::exchange(defMode_, true);
    uint64_t h = mix(0, vs.size());
    for (const auto &v : vs)
      h = mix(h, v ? var(*v, false) : 0);
    defMode_ = saved;
    return h;
  }
  uint64_t attrs(const AttrList &as);
};

uint64_t Hasher::program(const Program &p) {
  std::vector<FunctionPtr> fs = p.functions;
  std::stable_sort(fs.begin(), fs.end(),
                   [](const FunctionPtr &a, const FunctionPtr &b) { return a->name < b->name; });
  uint64_t h = mix(hashStr("Program"), fs.size());
  for (const FunctionPtr &f : fs)
    h = mix(mix(h, hashStr(f->name)), function(*f));
  return h;
}

uint64_t Hasher::stmt(const StmtPtr &s) {
  if (!s)
    return 0;
  return mix(hashStr(s->typeName()), fields(stmtFields(*s), false));
}

uint64_t Hasher::expr(const ExprPtr &e) {
  if (!e)
    return 0;
  uint64_t h = hashStr(e->typeName());
  if (const Var *v = asVar(e))
    return mix(h, var(*v, false));
  return mix(h, fields(exprFields(*e), e->kind == ExprKind::ConstInt));
}

uint64_t Hasher::var(const Var &v, bool lenient) {
  uint64_t h = 0;
  auto it = bound_.find(&v);
  if (it != bound_.end()) {
    h = mix(1, it->second);
  } else if (defMode_) {
    bound_[&v] = next_;
    h = mix(1, next_++);
  } else {
    h = 2; // free var
  }
  if (defMode_)
    h = mix(h, type(v.type, lenient));
  if (v.kind == ExprKind::IterArg)
    for (const FieldRef &f : exprFields(v))
      if (f.kind == FieldKind::Expr)
        h = mix(h, expr(f.expr()));
  return h;
}

uint64_t Hasher::fields(const FieldList &fs, bool constInt) {
  uint64_t h = mix(0, fs.size());
  for (const FieldRef &f : fs)
    h = mix(h, field(f, constInt));
  return h;
}

uint64_t Hasher::field(const FieldRef &f, bool constInt) {
  switch (f.kind) {
  case FieldKind::Def: {
    bool saved = std::exchange(defMode_, true);
    uint64_t h = f.var() ? var(*f.var(), f.name == "loop_var") : 0;
    defMode_ = saved;
    return h;
  }
  case FieldKind::Defs:
    return defs(f.vars());
  case FieldKind::IterArgs:
    return defs(f.iterArgs());
  case FieldKind::Expr:
    return expr(f.expr());
  case FieldKind::OptExpr:
    return f.expr() ? mix(1, expr(f.expr())) : 0;
  case FieldKind::Exprs:
    return exprs(f.exprs());
  case FieldKind::Stmt:
    return stmt(f.stmt());
  case FieldKind::OptStmt:
    return f.stmt() ? mix(1, stmt(f.stmt())) : 0;
  case FieldKind::Stmts: {
    uint64_t h = mix(0, f.stmts().size());
    for (const StmtPtr &s : f.stmts())
      h = mix(h, stmt(s));
    return h;
  }
  case FieldKind::Type:
    return type(f.type(), constInt && f.name == "type");
  case FieldKind::Types: {
    uint64_t h = mix(0, f.types().size());
    for (const TypePtr &t : f.types())
      h = mix(h, type(t, false));
    return h;
  }
  case FieldKind::Attrs:
    return attrs(f.attrs());
  case FieldKind::Data:
    return hashData(f.data);
  case FieldKind::TensorView:
  case FieldKind::TileView: // hashed by type()
  case FieldKind::Ignored:
  case FieldKind::MemRef:
    return 0;
  }
  return 0;
}

uint64_t Hasher::attrs(const AttrList &as) {
  uint64_t sum = 0; // order-independent
  for (const auto &[key, value] : as) {
    uint64_t h = mix(hashStr(key), value.index());
    std::visit(
        [&](const auto &v) {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, ExprPtr>)
            h = mix(h, expr(v));
          else if constexpr (std::is_same_v<T, std::string>)
            h = mix(h, hashStr(v));
          else if constexpr (std::is_same_v<T, double>)
            h = mix(h, std::bit_cast<uint64_t>(v == 0.0 ? 0.0 : v));
          else if constexpr (std::is_same_v<T, std::vector<int64_t>>)
            for (int64_t x : v)
              h = mix(h, static_cast<uint64_t>(x));
          else
            h = mix(h, static_cast<uint64_t>(v));
        },
        value);
    sum += h;
  }
  return mix(as.size(), sum);
}

uint64_t Hasher::type(const TypePtr &t, bool lenient) {
  if (!t)
    return 0;
  uint64_t h = hashStr(typeName(*t));
  if (const ScalarType *s = asScalar(t)) {
    DataType d = lenient && s->dtype == DataType::INDEX ? DataType::INT64 : s->dtype;
    return mix(h, static_cast<uint64_t>(d));
  }
  for (const FieldRef &f : typeFields(*t)) {
    switch (f.kind) {
    case FieldKind::Data:
      h = mix(h, hashData(f.data));
      break;
    case FieldKind::Exprs:
      h = mix(h, exprs(f.exprs()));
      break;
    case FieldKind::Types:
      for (const TypePtr &e : f.types())
        h = mix(h, type(e, false));
      break;
    case FieldKind::TensorView:
      if (const auto &v = f.tensorView()) {
        h = mix(mix(h, exprs(v->validShape)), exprs(v->stride));
        h = mix(mix(h, static_cast<uint64_t>(v->layout)), static_cast<uint64_t>(v->pad) + 1);
      }
      break;
    case FieldKind::TileView: {
      const auto &tile = static_cast<const TileType &>(*t);
      if (tile.view && !isImplicitTileView(*tile.view, tile.shape, tile.memorySpace)) {
        const TileView &v = *tile.view;
        h = mix(mix(h, exprs(v.validShape)), exprs(v.stride));
        h = mix(h, v.startOffset ? expr(v.startOffset) : 0);
        for (uint64_t x : {uint64_t(v.blayout), uint64_t(v.slayout), uint64_t(v.fractal),
                           uint64_t(v.pad), uint64_t(v.compact)})
          h = mix(h, x);
      }
      break;
    }
    default:
      break;
    }
  }
  return h;
}

} // namespace

uint64_t structuralHash(const ProgramPtr &p) { return p ? Hasher().program(*p) : 0; }
uint64_t structuralHash(const FunctionPtr &f) { return f ? Hasher().function(*f) : 0; }
uint64_t structuralHash(const StmtPtr &s) { return Hasher().stmt(s); }
uint64_t structuralHash(const ExprPtr &e) { return Hasher().expr(e); }

} // namespace pipecheck::ir

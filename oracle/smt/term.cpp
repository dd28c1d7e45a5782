// Term builders, printing, and the exact div/mod encoding (see term.h).
//
// Folding is deliberately shallow: constants, neutral elements and boolean
// short-circuits. It keeps generated formulas readable in messages; Z3 does
// the real simplification. Constant arithmetic that would overflow int64 is
// left unfolded.
#include "oracle/smt/term.h"

#include <sstream>

namespace pipecheck::smt {

namespace {

TermPtr make(TermKind k, std::vector<TermPtr> args) {
  auto t = std::make_shared<Term>();
  t->kind = k;
  t->args = std::move(args);
  return t;
}

} // namespace

bool Term::isBool() const {
  switch (kind) {
  case TermKind::BoolConst: case TermKind::BoolSym: case TermKind::Eq: case TermKind::Lt:
  case TermKind::Le: case TermKind::Not: case TermKind::And: case TermKind::Or:
    return true;
  case TermKind::Ite:
    return args[1]->isBool();
  default:
    return false;
  }
}

std::string_view name(DivMode m) { return m == DivMode::Floor ? "floor" : "trunc"; }

TermPtr intConst(int64_t v) {
  auto t = std::make_shared<Term>();
  t->kind = TermKind::IntConst;
  t->value = v;
  return t;
}

TermPtr boolConst(bool b) {
  auto t = std::make_shared<Term>();
  t->kind = TermKind::BoolConst;
  t->value = b ? 1 : 0;
  return t;
}

TermPtr intSym(std::string n) {
  auto t = std::make_shared<Term>();
  t->kind = TermKind::IntSym;
  t->name = std::move(n);
  return t;
}

TermPtr boolSym(std::string n) {
  auto t = std::make_shared<Term>();
  t->kind = TermKind::BoolSym;
  t->name = std::move(n);
  return t;
}

bool isIntConst(const TermPtr &t, int64_t *value) {
  if (t->kind != TermKind::IntConst)
    return false;
  if (value)
    *value = t->value;
  return true;
}
bool isTrue(const TermPtr &t) { return t->kind == TermKind::BoolConst && t->value == 1; }
bool isFalse(const TermPtr &t) { return t->kind == TermKind::BoolConst && t->value == 0; }

TermPtr add(TermPtr a, TermPtr b) {
  int64_t x, y, r;
  if (isIntConst(a, &x) && isIntConst(b, &y) && !__builtin_add_overflow(x, y, &r))
    return intConst(r);
  if (isIntConst(a, &x) && x == 0)
    return b;
  if (isIntConst(b, &y) && y == 0)
    return a;
  return make(TermKind::Add, {std::move(a), std::move(b)});
}

TermPtr sub(TermPtr a, TermPtr b) {
  int64_t x, y, r;
  if (isIntConst(a, &x) && isIntConst(b, &y) && !__builtin_sub_overflow(x, y, &r))
    return intConst(r);
  if (isIntConst(b, &y) && y == 0)
    return a;
  return make(TermKind::Sub, {std::move(a), std::move(b)});
}

TermPtr mul(TermPtr a, TermPtr b) {
  int64_t x, y, r;
  if (isIntConst(a, &x) && isIntConst(b, &y) && !__builtin_mul_overflow(x, y, &r))
    return intConst(r);
  if ((isIntConst(a, &x) && x == 0) || (isIntConst(b, &y) && y == 0))
    return intConst(0);
  if (isIntConst(a, &x) && x == 1)
    return b;
  if (isIntConst(b, &y) && y == 1)
    return a;
  return make(TermKind::Mul, {std::move(a), std::move(b)});
}

TermPtr neg(TermPtr a) {
  int64_t x;
  if (isIntConst(a, &x) && x != INT64_MIN)
    return intConst(-x);
  return make(TermKind::Neg, {std::move(a)});
}

TermPtr ite(TermPtr c, TermPtr a, TermPtr b) {
  if (isTrue(c))
    return a;
  if (isFalse(c))
    return b;
  return make(TermKind::Ite, {std::move(c), std::move(a), std::move(b)});
}

TermPtr eq(TermPtr a, TermPtr b) {
  int64_t x, y;
  if (isIntConst(a, &x) && isIntConst(b, &y))
    return boolConst(x == y);
  if (a == b)
    return boolConst(true);
  return make(TermKind::Eq, {std::move(a), std::move(b)});
}

TermPtr ne(TermPtr a, TermPtr b) { return notT(eq(std::move(a), std::move(b))); }

TermPtr lt(TermPtr a, TermPtr b) {
  int64_t x, y;
  if (isIntConst(a, &x) && isIntConst(b, &y))
    return boolConst(x < y);
  return make(TermKind::Lt, {std::move(a), std::move(b)});
}

TermPtr le(TermPtr a, TermPtr b) {
  int64_t x, y;
  if (isIntConst(a, &x) && isIntConst(b, &y))
    return boolConst(x <= y);
  return make(TermKind::Le, {std::move(a), std::move(b)});
}

TermPtr notT(TermPtr a) {
  if (a->kind == TermKind::BoolConst)
    return boolConst(a->value == 0);
  if (a->kind == TermKind::Not)
    return a->args[0];
  return make(TermKind::Not, {std::move(a)});
}

TermPtr andT(std::vector<TermPtr> xs) {
  std::vector<TermPtr> kept;
  for (TermPtr &x : xs) {
    if (isTrue(x))
      continue;
    if (isFalse(x))
      return boolConst(false);
    kept.push_back(std::move(x));
  }
  if (kept.empty())
    return boolConst(true);
  if (kept.size() == 1)
    return kept[0];
  return make(TermKind::And, std::move(kept));
}

TermPtr orT(std::vector<TermPtr> xs) {
  std::vector<TermPtr> kept;
  for (TermPtr &x : xs) {
    if (isFalse(x))
      continue;
    if (isTrue(x))
      return boolConst(true);
    kept.push_back(std::move(x));
  }
  if (kept.empty())
    return boolConst(false);
  if (kept.size() == 1)
    return kept[0];
  return make(TermKind::Or, std::move(kept));
}

TermPtr implies(TermPtr a, TermPtr b) { return orT({notT(std::move(a)), std::move(b)}); }
TermPtr minT(TermPtr a, TermPtr b) { return ite(le(a, b), a, b); }
TermPtr maxT(TermPtr a, TermPtr b) { return ite(le(a, b), b, a); }
TermPtr absT(TermPtr a) { return ite(lt(a, intConst(0)), neg(a), a); }

std::string str(const TermPtr &t) {
  switch (t->kind) {
  case TermKind::IntConst: return std::to_string(t->value);
  case TermKind::BoolConst: return t->value ? "true" : "false";
  case TermKind::IntSym: case TermKind::BoolSym: return t->name;
  default: break;
  }
  const char *op = "?";
  switch (t->kind) {
  case TermKind::Add: op = "+"; break;
  case TermKind::Sub: op = "-"; break;
  case TermKind::Mul: op = "*"; break;
  case TermKind::Neg: op = "neg"; break;
  case TermKind::Ite: op = "ite"; break;
  case TermKind::Eq: op = "="; break;
  case TermKind::Lt: op = "<"; break;
  case TermKind::Le: op = "<="; break;
  case TermKind::Not: op = "not"; break;
  case TermKind::And: op = "and"; break;
  case TermKind::Or: op = "or"; break;
  default: break;
  }
  std::ostringstream os;
  os << "(" << op;
  for (const TermPtr &a : t->args)
    os << " " << str(a);
  os << ")";
  return os.str();
}

TermPtr TermFactory::freshInt(const std::string &hint) {
  return intSym(hint + "!" + std::to_string(counter_++));
}
TermPtr TermFactory::freshBool(const std::string &hint) {
  return boolSym(hint + "!" + std::to_string(counter_++));
}

std::pair<TermPtr, TermPtr> TermFactory::divMod(const TermPtr &x, const TermPtr &d, DivMode mode) {
  auto key = std::make_tuple(str(x), str(d), static_cast<int>(mode));
  if (auto it = divCache_.find(key); it != divCache_.end())
    return it->second;
  int64_t xv, dv;
  TermPtr q, r;
  if (isIntConst(x, &xv) && isIntConst(d, &dv) && dv != 0 && !(xv == INT64_MIN && dv == -1)) {
    // Fold: C++ division truncates; adjust for floor when signs differ.
    int64_t tq = xv / dv, tr = xv % dv;
    if (mode == DivMode::Floor && tr != 0 && ((tr < 0) != (dv < 0))) {
      tq -= 1;
      tr += dv;
    }
    q = intConst(tq);
    r = intConst(tr);
  } else {
    q = freshInt("q");
    r = freshInt("r");
    TermPtr zero = intConst(0);
    TermPtr def = eq(x, add(mul(d, q), r));
    TermPtr range;
    if (mode == DivMode::Floor) {
      // r has the sign of d: d > 0 -> 0 <= r < d; d < 0 -> d < r <= 0.
      range = andT({implies(lt(zero, d), andT({le(zero, r), lt(r, d)})),
                    implies(lt(d, zero), andT({lt(d, r), le(r, zero)}))});
    } else {
      // r has the sign of x and |r| < |d|.
      range = andT({lt(absT(r), absT(d)), implies(le(zero, x), le(zero, r)),
                    implies(lt(x, zero), le(r, zero))});
    }
    // d == 0 is a program error (ZeroDivisionError); define q = 0, r = x so
    // the aux symbols stay total functions of (x, d).
    TermPtr byZero = andT({eq(q, zero), eq(r, x)});
    addSide(andT({implies(eq(d, zero), byZero), implies(ne(d, zero), andT({def, range}))}));
  }
  divCache_[key] = {q, r};
  return {q, r};
}

} // namespace pipecheck::smt

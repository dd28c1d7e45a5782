// A tiny quantifier-free integer/boolean term language, the only thing the
// encoders build.
//
// The iteration-space encoders (encode.h, site_encoding.h, queries, trip
// formulas) never touch Z3: they build Terms, and z3_solver.cpp alone turns
// Terms into Z3 expressions. That keeps Z3 out of every header and lets the
// encoders be unit-tested by printing. Integers are mathematical (unbounded):
// INDEX overflow is not modelled.
//
// Division and modulo are not primitive. TermFactory::divMod encodes them
// exactly with two auxiliary symbols q, r and side constraints
// (x = d*q + r plus the range of r for the chosen semantics). The aux symbols
// are functions of x and d (the side constraints determine them uniquely and
// are total, including d == 0, which is defined as q = 0, r = x), so the side
// constraints can always be asserted at the top level of a query even when the
// quotient is used under a negation or a disjunction.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace pipecheck::smt {

enum class TermKind {
  IntConst, BoolConst, IntSym, BoolSym, // leaves
  Add, Sub, Mul, Neg, Ite,              // integer (Ite: bool ? int : int)
  Eq, Lt, Le, Not, And, Or              // boolean (Eq on ints)
};

struct Term;
using TermPtr = std::shared_ptr<const Term>;

struct Term {
  TermKind kind;
  int64_t value = 0;         // IntConst; BoolConst (0/1)
  std::string name;          // IntSym / BoolSym
  std::vector<TermPtr> args; // operands
  bool isBool() const;
};

// Integer division semantics of the IR's `//` and `%`.
enum class DivMode {
  Floor, // Python / the IR's meaning: q = floor(x/d), r has the sign of d
  Trunc  // C / one backend's: q rounds toward zero, r has the sign of x
};
std::string_view name(DivMode);

// Builders. They fold constants and trivial boolean identities only.
TermPtr intConst(int64_t v);
TermPtr boolConst(bool b);
TermPtr intSym(std::string name);
TermPtr boolSym(std::string name);
TermPtr add(TermPtr a, TermPtr b);
TermPtr sub(TermPtr a, TermPtr b);
TermPtr mul(TermPtr a, TermPtr b);
TermPtr neg(TermPtr a);
TermPtr ite(TermPtr c, TermPtr a, TermPtr b);
TermPtr eq(TermPtr a, TermPtr b);
TermPtr ne(TermPtr a, TermPtr b);
TermPtr lt(TermPtr a, TermPtr b);
TermPtr le(TermPtr a, TermPtr b);
TermPtr notT(TermPtr a);
TermPtr andT(std::vector<TermPtr> xs);
TermPtr orT(std::vector<TermPtr> xs);
TermPtr implies(TermPtr a, TermPtr b);
TermPtr minT(TermPtr a, TermPtr b);
TermPtr maxT(TermPtr a, TermPtr b);
TermPtr absT(TermPtr a);

// The constant value of a term, when it is an IntConst.
bool isIntConst(const TermPtr &t, int64_t *value = nullptr);
bool isTrue(const TermPtr &t);
bool isFalse(const TermPtr &t);

// S-expression rendering, for messages and tests.
std::string str(const TermPtr &t);

// Mints fresh symbols and collects the side constraints of aux symbols.
// One factory per query: side constraints are asserted with the query.
class TermFactory {
public:
  // A fresh integer / boolean symbol "hint!N" (the '!' keeps it apart from
  // program names).
  TermPtr freshInt(const std::string &hint);
  TermPtr freshBool(const std::string &hint);
  // Exact quotient and remainder of x by d under the given semantics. Cached
  // per structurally equal (x, d, mode), so the same IR expression encoded for
  // several sites shares one pair of aux symbols.
  std::pair<TermPtr, TermPtr> divMod(const TermPtr &x, const TermPtr &d, DivMode mode);
  // Mathematical (floor) helpers that do not depend on the program's
  // semantics: used for range membership and trip counts.
  TermPtr floorDiv(const TermPtr &x, int64_t d) { return divMod(x, intConst(d), DivMode::Floor).first; }
  TermPtr floorMod(const TermPtr &x, int64_t d) { return divMod(x, intConst(d), DivMode::Floor).second; }
  void addSide(TermPtr c) { sides_.push_back(std::move(c)); }
  const std::vector<TermPtr> &sides() const { return sides_; }

private:
  int counter_ = 0;
  std::vector<TermPtr> sides_;
  std::map<std::tuple<std::string, std::string, int>, std::pair<TermPtr, TermPtr>> divCache_;
};

} // namespace pipecheck::smt

// TypeCheck: types agree wherever a value flows, and every op call has the
// type its op's rule gives.
//
// Two families of checks, per statement:
//  * PyPTO's TypeCheck (codes 101-108, reference/neighbour-passes.md
//    section 11): loop bounds are scalars (107), an if condition is a BOOL
//    scalar (106, 108), and the loop-carried and if-merged types agree:
//    iter_arg init value vs iter_arg, iter_arg vs yield value, yield value vs
//    return var, then-yield vs else-yield vs return var. Counts that differ
//    are SIZE_MISMATCH (105). Agreement is PyPTO's CheckTypeEquality: kind
//    (101), dtype (102), rank (103), each dim and the valid shape (104), and
//    tensor padding (101); memory space and layouts are not part of it.
//    TODO(imprecise): PyPTO proves dims equal symbolically; here two dims
//    agree only when structurally equal (n vs n + 0 would be reported).
//  * pipecheck's own (150-153): a registered-op Call is rebuilt through
//    ir::makeOpCall from its args and kwargs; a rejected call is CallInvalid
//    (151), and a re-inferred type that is not structurally equal (memrefs
//    ignored) to the stored one is CallTypeMismatch (150). A call to a program
//    function must have the callee's return type (one type, or a tuple). An
//    op whose rule yields UnknownType (tpop: its type comes from the
//    annotation) and a Call stored with UnknownType (the parser's forward
//    call) are not compared. An AssignStmt's var type must equal its value's
//    type (152; PyPTO's AssignTypeSymmetry, which PyPTO does not run by
//    default). A loop bound of a non-integer scalar dtype is 153.
#include "core/ir/describe.h"
#include "core/ir/equal.h"
#include "core/ir/field_list.h" // typeName(const Type &)
#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "core/verify/codes.h"
#include "core/verify/util.h"
#include "core/verify/verifier.h"

namespace pipecheck::verify {
namespace {

using namespace ir;
using TC = TypeCheckCode;

class TypeChecker {
public:
  TypeChecker(const Program &p, const Function &f, Diagnostics &out) : p_(p), f_(f), out_(out) {}

  void run() {
    forEachStmt(f_.body, [&](const StmtPtr &s) {
      loc_ = locOf(s);
      forEachOwnExpr(*s, [&](const ExprPtr &e) {
        if (const Call *c = asCall(e))
          checkCall(*c);
      });
      if (const AssignStmt *a = asAssign(s))
        checkAssign(*a);
      else if (const ForStmt *fs = asFor(s))
        checkFor(*fs);
      else if (const IfStmt *is = asIf(s))
        checkIf(*is);
    });
  }

private:
  const Program &p_;
  const Function &f_;
  Diagnostics &out_;
  SourceLoc loc_;

  void report(TC code, const std::string &msg) {
    out_.push_back(diag("TypeCheck", code, msg + inFunction(f_), loc_));
  }

  void checkCall(const Call &c) {
    TypePtr expected;
    std::string what = "Call to '" + c.op + "'";
    if (c.isFunctionCall) {
      FunctionPtr callee = p_.find(c.op);
      if (!callee)
        return report(TC::CallInvalid, what + ": no function of that name in the program");
      if (callee->returnTypes.empty())
        return;
      expected = callee->returnTypes.size() == 1 ? callee->returnTypes[0]
                                                 : makeTupleType(callee->returnTypes);
    } else {
      auto rebuilt = makeOpCall(c.op, c.args, c.kwargs, c.attrs);
      if (!rebuilt.ok())
        return report(TC::CallInvalid,
                      what + " is rejected by the op registry: " + rebuilt.error().message);
      expected = rebuilt.value()->type;
    }
    if (!expected || expected->kind == TypeKind::Unknown || !c.type ||
        c.type->kind == TypeKind::Unknown)
      return;
    EqualResult r = structuralEqualType(c.type, expected);
    if (!r.equal)
      report(TC::CallTypeMismatch, what + " has type " + describe(c.type) + " but its rule gives " +
                                       describe(expected) + " (" + r.reason + ")");
  }

  void checkAssign(const AssignStmt &a) {
    const TypePtr &vt = a.var->type, &et = a.value->type;
    if (!vt || !et || et->kind == TypeKind::Unknown)
      return;
    EqualResult r = structuralEqualType(vt, et);
    if (!r.equal)
      report(TC::AssignTypeMismatch, "AssignStmt var '" + a.var->name + "' has type " +
                                         describe(vt) + " but its value has type " + describe(et) +
                                         " (" + r.reason + ")");
  }

  void checkBound(const ExprPtr &e, const char *which) {
    std::string ctx = std::string("ForStmt ") + which;
    const ScalarType *s = asScalar(e->type);
    if (!s)
      return report(TC::ForRangeMustBeScalar,
                    ctx + " must be ScalarType, but got " + std::string(typeName(*e->type)));
    if (!isInt(s->dtype))
      report(TC::ForRangeMustBeInt,
             ctx + " must be an integer scalar, but got " + std::string(name(s->dtype)));
  }

  void checkFor(const ForStmt &f) {
    checkBound(f.start, "start");
    checkBound(f.stop, "stop");
    checkBound(f.step, "step");
    if (f.iterArgs.empty())
      return;
    const YieldStmt *y = asYield(lastStmt(f.body));
    if (!y) // SSAForm reports the missing yield
      return;
    std::size_t n = f.iterArgs.size();
    if (y->values.size() != n || f.returnVars.size() != n)
      return report(TC::SizeMismatch, "ForStmt size mismatch: iter_args=" + std::to_string(n) +
                                          ", yield values=" + std::to_string(y->values.size()) +
                                          ", return_vars=" + std::to_string(f.returnVars.size()));
    for (std::size_t i = 0; i < n; ++i) {
      std::string k = "[" + std::to_string(i) + "]";
      compatible(f.iterArgs[i]->init->type, f.iterArgs[i]->type, "ForStmt",
                 "iter_arg" + k + " initValue", "declared iter_arg" + k);
      compatible(f.iterArgs[i]->type, y->values[i]->type, "ForStmt", "declared iter_arg" + k,
                 "yield value" + k);
      compatible(y->values[i]->type, f.returnVars[i]->type, "ForStmt", "yield value" + k,
                 "return_var" + k);
    }
  }

  void checkIf(const IfStmt &s) {
    const ScalarType *c = asScalar(s.cond->type);
    if (!c)
      report(TC::IfConditionMustBeScalar, "IfStmt condition must be ScalarType, but got " +
                                              std::string(typeName(*s.cond->type)));
    else if (c->dtype != DataType::BOOL)
      report(TC::ConditionMustBeBool,
             "IfStmt condition dtype must be BOOL, but got " + std::string(name(c->dtype)));
    if (s.returnVars.empty() || !s.elseBody)
      return;
    const YieldStmt *ty = asYield(lastStmt(s.thenBody));
    const YieldStmt *ey = asYield(lastStmt(s.elseBody));
    if (!ty || !ey) // SSAForm reports the missing yield
      return;
    std::size_t n = s.returnVars.size();
    if (ty->values.size() != ey->values.size() || ty->values.size() != n)
      return report(TC::SizeMismatch,
                    "IfStmt size mismatch: then yield=" + std::to_string(ty->values.size()) +
                        ", else yield=" + std::to_string(ey->values.size()) +
                        ", return_vars=" + std::to_string(n));
    for (std::size_t i = 0; i < n; ++i) {
      std::string k = "[" + std::to_string(i) + "]";
      compatible(ty->values[i]->type, ey->values[i]->type, "IfStmt", "then yield value" + k,
                 "else yield value" + k);
      compatible(ty->values[i]->type, s.returnVars[i]->type, "IfStmt", "then yield value" + k,
                 "return_var" + k);
    }
  }

  // PyPTO's CheckTypeEquality at a control-flow boundary.
  void compatible(const TypePtr &a, const TypePtr &b, const std::string &ctx, const std::string &da,
                  const std::string &db) {
    if (!a || !b)
      return;
    if (a->kind != b->kind)
      return report(TC::TypeKindMismatch, "Type kind mismatch in " + ctx + ": " + da + " type '" +
                                              std::string(typeName(*a)) + "' != " + db + " type '" +
                                              std::string(typeName(*b)) + "'");
    if (const TupleType *ta = asTuple(a)) {
      const TupleType *tb = asTuple(b);
      if (ta->types.size() != tb->types.size())
        return report(TC::SizeMismatch, "Tuple size mismatch in " + ctx + ": " + da + " has " +
                                            std::to_string(ta->types.size()) + " elements, but " +
                                            db + " has " + std::to_string(tb->types.size()) +
                                            " elements");
      for (std::size_t i = 0; i < ta->types.size(); ++i) {
        std::string k = " tuple element[" + std::to_string(i) + "]";
        compatible(ta->types[i], tb->types[i], ctx, da + k, db + k);
      }
      return;
    }
    if (const ScalarType *sa = asScalar(a)) {
      if (sa->dtype != asScalar(b)->dtype)
        report(TC::DtypeMismatch,
               "Dtype mismatch in " + ctx + ": " + da + " dtype != " + db + " dtype");
      return;
    }
    const ShapedType *ha = asShaped(a), *hb = asShaped(b);
    if (!ha || !hb)
      return;
    if (ha->dtype != hb->dtype)
      report(TC::DtypeMismatch,
             "Dtype mismatch in " + ctx + ": " + da + " dtype != " + db + " dtype");
    if (!sameDims(ha->shape, hb->shape, "Shape", ctx, da, db))
      return;
    sameDims(validShape(a), validShape(b), "Valid shape", ctx, da, db);
    const TensorType *xa = asTensor(a), *xb = asTensor(b);
    if (xa && xb) {
      PadValue pa = xa->view ? xa->view->pad : PadValue::null;
      PadValue pb = xb->view ? xb->view->pad : PadValue::null;
      if (pa != pb)
        report(TC::TypeKindMismatch,
               "Tensor padding mismatch in " + ctx + ": " + da + " pad != " + db + " pad");
    }
  }

  static std::vector<ExprPtr> validShape(const TypePtr &t) {
    if (const TensorType *x = asTensor(t))
      return x->view && !x->view->validShape.empty() ? x->view->validShape : x->shape;
    const TileType *tl = asTile(t);
    TileView v = tl->effectiveView();
    return v.validShape.empty() ? tl->shape : v.validShape;
  }

  // Reports and returns false on a rank mismatch; reports each differing dim.
  bool sameDims(const std::vector<ExprPtr> &a, const std::vector<ExprPtr> &b,
                const std::string &what, const std::string &ctx, const std::string &da,
                const std::string &db) {
    if (a.size() != b.size()) {
      report(TC::ShapeDimensionMismatch, what + " dimension count mismatch in " + ctx + ": " + da +
                                             " has " + std::to_string(a.size()) +
                                             " dimensions, but " + db + " has " +
                                             std::to_string(b.size()) + " dimensions");
      return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!structuralEqual(a[i], b[i]).equal)
        report(TC::ShapeValueMismatch, what + " dimension mismatch in " + ctx + ": " + da +
                                           " dimension[" + std::to_string(i) +
                                           "] = " + describe(a[i]) + ", but " + db + " dimension[" +
                                           std::to_string(i) + "] = " + describe(b[i]));
    return true;
  }
};

} // namespace

Diagnostics verifyTypeCheck(const Program &program) {
  Diagnostics out;
  for (const FunctionPtr &f : program.functions)
    TypeChecker(program, *f, out).run();
  return out;
}

} // namespace pipecheck::verify

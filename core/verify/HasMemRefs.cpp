// HasMemRefs: every tile bound by an AssignStmt carries a MemRef.
//
// PyPTO's HasMemRefs property verifier (init_memref.cpp; reference/
// memory-reuse.md section 10, neighbour-passes.md section 10): each
// AssignStmt-bound TileType var must have a MemRef, except the buffer-less
// ones by design: results of tile.tpop_from_aic / tile.tpop_from_aiv, and
// views (registry isView) or bare aliases of an already buffer-less var.
// Iter_args and return vars are not checked (they are not AssignStmt-bound).
// A stage property: InitMemRef produces it, so the runner checks it only from
// there on.
#include <unordered_set>

#include "core/ir/op_registry.h"
#include "core/ir/walk.h"
#include "core/verify/codes.h"
#include "core/verify/util.h"
#include "core/verify/verifier.h"

namespace pipecheck::verify {

using namespace ir;

namespace {

bool isPop(const Call &c) {
  const OpInfo *info = lookupOp(c);
  return info && info->isPop;
}

bool isView(const Call &c) {
  if (c.isFunctionCall)
    return false;
  const OpInfo *info = OpRegistry::instance().find(c.op);
  return info && info->isView;
}

} // namespace

Diagnostics verifyHasMemRefs(const Program &program) {
  constexpr std::string_view kRule = "HasMemRefs";
  Diagnostics out;
  for (const FunctionPtr &f : program.functions) {
    std::unordered_set<const Var *> bufferless;
    auto isBufferless = [&](const ExprPtr &e) {
      const Var *v = asVar(e);
      return v && bufferless.count(v);
    };
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const AssignStmt *a = asAssign(s);
      if (!a)
        return;
      const TileType *tt = asTile(a->var->type);
      if (!tt)
        return;
      const Call *c = asCall(a->value);
      bool free = (c && isPop(*c)) ||
                  (c && isView(*c) && !c->args.empty() && isBufferless(c->args[0])) ||
                  (asVar(a->value) && isBufferless(a->value));
      if (free) {
        bufferless.insert(a->var.get());
        return;
      }
      if (!tt->memref)
        out.push_back(diag(kRule, HasMemRefsCode::MissingMemRef,
                           "tile '" + a->var->name + "'" + inFunction(*f) + " has no MemRef",
                           locOf(s)));
    });
  }
  return out;
}

} // namespace pipecheck::verify

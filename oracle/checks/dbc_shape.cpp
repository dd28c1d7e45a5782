// The documented dbC shape (see dbc_shape.h).
#include "oracle/checks/dbc_shape.h"

#include <cctype>
#include <functional>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/op_registry.h"
#include "core/ir/walk.h"

namespace pipecheck::checks {
namespace {

int64_t stagesOf(const ir::ForStmt &f) {
  return ir::getAttr<int64_t>(f.attrs, ir::kPipelineStagesAttr).value_or(1);
}

bool replicating(const ir::ForStmt &f) {
  return f.forKind == ir::ForKind::Pipeline && stagesOf(f) > 1;
}

bool isDbc(const ir::ForStmt &f) {
  return replicating(f) &&
         ir::getAttr<bool>(f.attrs, ir::kPipelineDoubleBufferCAttr).value_or(false);
}

const ir::OpInfo *cubeMatmul(const ir::ExprPtr &e) {
  const ir::Call *c = ir::asCall(e);
  if (!c || c->isFunctionCall)
    return nullptr;
  const ir::OpInfo *op = ir::OpRegistry::instance().find(c->op);
  return op && op->isCubeMatmul ? op : nullptr;
}

// The shape of one dbC loop's body, or why not; in-place results into a
// tile from outside the body go to `shape`.
std::optional<std::string> judgeBody(const ir::ForStmt &loop, DbcShape &shape) {
  // Tiles of the body's own: its top-level defs. A loop carry is not one:
  // a matmul_acc into the carry keeps every clone in the carry's buffer
  // beside the dbC results' two (campaign seed 11: 3 buffers, the real
  // PyPTO's plan too).
  std::unordered_map<const ir::Var *, ir::ExprPtr> topLevel; // def -> its value
  for (const ir::StmtPtr &s : ir::stmtList(loop.body)) {
    if (const ir::AssignStmt *a = ir::asAssign(s))
      topLevel.emplace(a->var.get(), a->value);
  }
  // Statements under a pipeline loop inside the body. The real
  // CanonicalizeIOOrder rotates the stages of matmuls under an inner
  // sequential loop (kit: `for j in pl.range(1)` gives 0:0, 0:1, 0:0, ...:
  // two Acc buffers) but not under an inner pl.pipeline loop, even of stage
  // 1 (0:0 .. 0:7: eight), so only the latter is outside the rule; the zoo's
  // canon-no-dbc-rotation is caught on generated programs of the former.
  std::unordered_set<const ir::Stmt *> inInnerLoop;
  ir::forEachStmt(loop.body, [&](const ir::StmtPtr &s) {
    if (const ir::ForStmt *f = ir::asFor(s); f && f->forKind == ir::ForKind::Pipeline)
      ir::forEachStmt(f->body, [&](const ir::StmtPtr &t) { inInnerLoop.insert(t.get()); });
  });
  std::optional<std::string> inner; // why the body is outside the shape
  // An Acc tile the body makes with an op that is no matmul (an extract or
  // move into Acc): its pipeline_membership keeps the clone's stage, which
  // CanonicalizeIOOrder rotates on matmuls only, and the fresh matmul
  // results beside it may share those unrotated buffers, whether or not a
  // matmul_acc then updates it (campaign seed 619, generator seed
  // 619002666: an extract into Acc carried by an inner pl.range loop beside
  // a fresh matmul, 4 Acc buffers under stage=6; the kit's plan too).
  ir::forEachStmt(loop.body, [&](const ir::StmtPtr &s) {
    const ir::AssignStmt *a = ir::asAssign(s);
    const ir::TileType *t = a ? ir::asTile(a->var->type) : nullptr;
    if (inner || !t || t->memorySpace != ir::MemorySpace::Acc || cubeMatmul(a->value) ||
        !ir::asCall(a->value) || ir::asCall(a->value)->isFunctionCall)
      return;
    inner = "'" + a->var->name + "' is an Acc tile made by an op that is no matmul (its "
            "pipeline_membership keeps the clone's stage: CanonicalizeIOOrder rotates matmuls "
            "only, and the fresh results may share its buffers)";
  });
  ir::forEachStmt(loop.body, [&](const ir::StmtPtr &s) {
    const ir::AssignStmt *a = ir::asAssign(s);
    const ir::OpInfo *op = a ? cubeMatmul(a->value) : nullptr;
    if (!op || inner)
      return;
    if (inInnerLoop.count(s.get())) {
      inner = "'" + a->var->name + "' is a matmul under a pipeline loop inside the dbC body "
              "(CanonicalizeIOOrder's stage % 2 rotation does not reach into it)";
      return;
    }
    const ir::Call *c = ir::asCall(a->value);
    if (op->inPlaceArg >= 0 && static_cast<std::size_t>(op->inPlaceArg) < c->args.size()) {
      const ir::Var *in = ir::asVar(c->args[static_cast<std::size_t>(op->inPlaceArg)]);
      auto def = in ? topLevel.find(in) : topLevel.end();
      std::string why;
      if (in && def == topLevel.end())
        why = "a tile not defined in the dbC body (a loop carry or a tile from before the "
              "loop: its results stay in that tile's buffer)";
      // The buffer's group is led by the tile the result updates, made by
      // another op (an extract into Acc): its membership keeps the clone's
      // stage, which CanonicalizeIOOrder rotates only on matmuls, so the
      // group asks for F buffers, not two (campaign seed 43: 3 Acc buffers
      // under stage=3, the kit's plan too), and the fresh matmul results
      // beside it may share those unrotated buffers (campaign seed 17,
      // generator seed 17001471: a fresh matmul's 8 clones in 4 Acc
      // buffers under stage=8, the kit's plan too). Outside the shape.
      else if (in && !cubeMatmul(def->second)) {
        if (!inner)
          inner = "'" + a->var->name + "' updates '" + in->name + "' in place, and '" +
                  in->name + "' is made by an op that is no matmul (its pipeline_membership "
                  "keeps the clone's stage: CanonicalizeIOOrder rotates matmuls only, and the "
                  "fresh results may share its buffers)";
        return;
      }
      if (!why.empty()) {
        shape.inPlaceOnForeign.insert(a->var->name);
        if (shape.inPlaceWhy.empty())
          shape.inPlaceWhy = "'" + a->var->name + "' updates '" + in->name + "' in place, " + why;
      }
    }
  });
  return inner;
}

} // namespace

bool cloneOfName(const std::string &planName, const std::string &sourceName) {
  if (planName == sourceName)
    return true;
  if (planName.size() <= sourceName.size() + 1 || planName.compare(0, sourceName.size(), sourceName) ||
      planName[sourceName.size()] != '_')
    return false;
  // The rest is one or more `_N` suffixes.
  for (std::size_t i = sourceName.size(); i < planName.size(); ++i) {
    char c = planName[i];
    if (c == '_' ? i + 1 == planName.size() || planName[i + 1] == '_' : !std::isdigit(static_cast<unsigned char>(c)))
      return false;
  }
  return true;
}

DbcShape dbcShapeOf(const ir::Function &fn) {
  DbcShape shape;
  std::optional<std::string> &why = shape.outside;
  std::function<void(const ir::StmtPtr &, int)> rec = [&](const ir::StmtPtr &s, int outer) {
    if (!s || why)
      return;
    if (const ir::ForStmt *f = ir::asFor(s)) {
      if (isDbc(*f)) {
        if (outer > 0) {
          why = "the dbC loop over '" + f->loopVar->name +
                "' is nested in another replicating pipeline loop (its clones carry that "
                "loop's stages too)";
          return;
        }
        if (auto w = judgeBody(*f, shape)) {
          why = "dbC loop over '" + f->loopVar->name + "': " + *w;
          return;
        }
      }
      rec(f->body, outer + (replicating(*f) ? 1 : 0));
      return;
    }
    if (const ir::IfStmt *i = ir::asIf(s)) {
      rec(i->thenBody, outer);
      rec(i->elseBody, outer);
      return;
    }
    if (const ir::ScopeStmt *sc = ir::asScope(s)) {
      rec(sc->body, outer);
      return;
    }
    if (const ir::SeqStmts *seq = ir::asSeq(s))
      for (const ir::StmtPtr &c : seq->stmts)
        rec(c, outer);
  };
  rec(fn.body, 0);
  return shape;
}

} // namespace pipecheck::checks

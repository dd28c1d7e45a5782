// The online-softmax carry (GenKnobs::softmaxCarryRatio): the loop shape of
// the real attention kernels, where reduction results are carried from one
// iteration to the next instead of being consumed at once.
//
//   m0 = tile.full([R, 1], -1e6)      l0 = tile.full([R, 1], 1.0)
//   for i, (..., mx, sm) in pl.pipeline(...):
//     red = tile.row_max(s, tmp)      mn = tile.maximum(mx, red)
//     e = tile.exp(tile.sub(mx, mn))  p = tile.exp(tile.row_expand_sub(s, mn))
//     rs = tile.row_sum(p, tmp)       ln = tile.add(tile.mul(sm, e), rs)
//     yield ..., mn, ln
//   sf = tile.row_expand_div(t, rsm)  -> stored
//
// s is a Vec value of the body (or a new load), t one after the loop. The
// values stay finite: s - mn <= 0, and the sum starts at 1 and only grows
// (a zero-trip loop divides by 1).
#include "properties/gen/GenContext.h"

namespace pipecheck::gen::detail {

using namespace ir;

bool Gen::softmaxCarryFits() const {
  return kc_->plainKernel && kc_->computeDtype == DataType::FP32 && kc_->vecShape.size() == 2 &&
         kc_->vecShape[0] > 1;
}

std::pair<VarPtr, VarPtr> Gen::softmaxInits(Stmts &out) {
  note(Feature::SoftmaxCarry);
  ExprPtr column = shapeTuple({kc_->vecShape[0], 1});
  AttrList fp32{{"dtype", DataType::FP32}};
  VarPtr m0 = assign(out, "m0", call("tile.full", {column, constFloat(-1e6)}, fp32));
  VarPtr l0 = assign(out, "l0", call("tile.full", {column, constFloat(1.0)}, fp32));
  return {m0, l0};
}

std::pair<ExprPtr, ExprPtr> Gen::softmaxStep(Env &body, Stmts &out, const ExprPtr &max,
                                             const ExprPtr &sum) {
  std::vector<int> vecs = valuesOf(body, ValKind::Vec, false);
  int s = vecs.empty() ? loadTile(body, out, ValKind::Vec, kc_->vecShape)
                       : vecs[src_.index(vecs.size())];
  ExprPtr src = body.values[s].expr;
  auto scratch = [&] {
    return ExprPtr(assign(out, "tmp", call("tile.create", {shapeTuple(kc_->vecShape)},
                                           {{"dtype", kc_->computeDtype}})));
  };
  ExprPtr red = assign(out, "red", call("tile.row_max", {src, scratch()}));
  ExprPtr mn = assign(out, "mn", call("tile.maximum", {max, red}));
  ExprPtr d = assign(out, "d", call("tile.sub", {max, mn}));
  ExprPtr e = assign(out, "e", call("tile.exp", {d}));
  ExprPtr p = assign(out, "p", call("tile.row_expand_sub", {src, mn}));
  ExprPtr pe = assign(out, "pe", call("tile.exp", {p}));
  ExprPtr rs = assign(out, "rs", call("tile.row_sum", {pe, scratch()}));
  ExprPtr le = assign(out, "le", call("tile.mul", {sum, e}));
  ExprPtr ln = assign(out, "ln", call("tile.add", {le, rs}));
  return {mn, ln};
}

void Gen::softmaxUse(Env &env, Stmts &out, const VarPtr &sum) {
  std::vector<int> vecs = valuesOf(env, ValKind::Vec, false);
  int t = vecs.empty() ? loadTile(env, out, ValKind::Vec, kc_->vecShape)
                       : vecs[src_.index(vecs.size())];
  ExprPtr c = call("tile.row_expand_div", {env.values[t].expr, sum});
  int v = bindValue(env, out, "sf", c, ValKind::Vec, kc_->vecShape);
  genStore(env, out, -1, v);
}

} // namespace pipecheck::gen::detail

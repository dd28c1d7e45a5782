// Input contents and edge-value parameter sets; see inputs.h.
#include "oracle/interp/inputs.h"

#include <algorithm>
#include <optional>
#include <set>

#include "core/ir/walk.h"
#include "oracle/interp/element.h"
#include "oracle/interp/fault.h"
#include "oracle/interp/op_support.h"
#include "oracle/interp/random.h"

namespace pipecheck::interp {
namespace {

void collectVars(const ir::ExprPtr &e, std::set<const ir::Var *> &out) {
  if (!e)
    return;
  if (const ir::Var *v = ir::asVar(e)) {
    out.insert(v);
    return;
  }
  if (const ir::BinaryExpr *b = ir::asBinary(e)) {
    collectVars(b->lhs, out);
    collectVars(b->rhs, out);
  } else if (const ir::UnaryExpr *u = ir::asUnary(e)) {
    collectVars(u->operand, out);
  } else if (const ir::Call *c = ir::asCall(e)) {
    for (const auto &a : c->args)
      collectVars(a, out);
  }
}

} // namespace

namespace {

ir::Result<std::shared_ptr<const std::vector<std::byte>>>
unpinnedContents(const std::string &name, ir::DataType dtype, int64_t n, const Inputs &inputs,
                 std::size_t paramIndex) {
  const int w = elementBytes(dtype);
  auto bytes = std::make_shared<std::vector<std::byte>>(static_cast<std::size_t>(n * w));
  auto it = inputs.tensors.find(name);
  if (it != inputs.tensors.end()) {
    if (static_cast<int64_t>(it->second.size()) != n)
      return internalError("explicit contents of tensor '" + name + "' have " +
                           std::to_string(it->second.size()) + " elements, the tensor has " +
                           std::to_string(n));
    for (int64_t k = 0; k < n; ++k) {
      std::byte *p = bytes->data() + k * w;
      if (ir::isFloat(dtype))
        storeFloat(p, dtype, it->second[static_cast<std::size_t>(k)]);
      else
        storeInt(p, dtype, static_cast<int64_t>(it->second[static_cast<std::size_t>(k)]));
    }
    return std::shared_ptr<const std::vector<std::byte>>(std::move(bytes));
  }
  const FillCache::Key key{inputs.seed, paramIndex, dtype, n};
  if (inputs.fillCache)
    if (FillCache::Bytes b = inputs.fillCache->find(key))
      return b;
  SplitMix64 rng(mixSeed(inputs.seed, paramIndex + 1));
  fillSmallValues(bytes->data(), dtype, n, rng);
  if (inputs.fillCache)
    inputs.fillCache->put(key, bytes);
  return std::shared_ptr<const std::vector<std::byte>>(std::move(bytes));
}

} // namespace

ir::Result<std::shared_ptr<const std::vector<std::byte>>>
tensorContents(const std::string &name, ir::DataType dtype, const std::vector<int64_t> &shape,
               const Inputs &inputs, std::size_t paramIndex) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  auto contents = PC_TRY(unpinnedContents(name, dtype, n, inputs, paramIndex));
  auto pins = inputs.pins.find(name);
  if (pins == inputs.pins.end())
    return contents;
  auto pinned = std::make_shared<std::vector<std::byte>>(*contents); // never the cached bytes
  for (const auto &[idx, value] : pins->second) {
    bool inside = idx.size() == shape.size();
    for (std::size_t k = 0; inside && k < idx.size(); ++k)
      inside = idx[k] >= 0 && idx[k] < shape[k];
    if (!inside)
      return internalError("pinned element of tensor '" + name + "' is outside its shape");
    // storeInt converts to a float dtype itself.
    storeInt(pinned->data() + flatIndex(shape, idx) * elementBytes(dtype), dtype, value);
  }
  return std::shared_ptr<const std::vector<std::byte>>(std::move(pinned));
}

void addModelValues(const std::map<std::string, int64_t> &values, Inputs &inputs) {
  for (const auto &[key, value] : values) {
    std::size_t open = key.find('[');
    if (key.rfind("read:", 0) != 0 || open == std::string::npos || key.back() != ']') {
      inputs.scalars[key] = value;
      continue;
    }
    std::vector<int64_t> idx;
    std::string inner = key.substr(open + 1, key.size() - open - 2);
    for (std::size_t pos = 0; pos <= inner.size();) {
      std::size_t comma = inner.find(',', pos);
      if (comma == std::string::npos)
        comma = inner.size();
      idx.push_back(std::stoll(inner.substr(pos, comma - pos)));
      pos = comma + 1;
    }
    inputs.pins[key.substr(5, open - 5)].emplace_back(std::move(idx), value);
  }
}

std::string formatInputs(const Inputs &inputs) {
  std::string out = formatScalarSet(inputs.scalars);
  for (const auto &[name, pins] : inputs.pins)
    for (const auto &[idx, value] : pins) {
      out += (out.empty() ? "read:" : ", read:") + name + "[";
      for (std::size_t k = 0; k < idx.size(); ++k)
        out += (k ? "," : "") + std::to_string(idx[k]);
      out += "]=" + std::to_string(value);
    }
  return out;
}

std::string formatScalarSet(const ScalarSet &s) {
  std::string out;
  for (const auto &[k, v] : s)
    out += (out.empty() ? "" : ", ") + k + "=" + std::to_string(v);
  return out;
}

std::vector<ScalarSet> edgeScalarSets(const ir::Function &fn, const EdgeOptions &opts) {
  // Integer scalar params by identity.
  std::map<const ir::Var *, std::string> params;
  for (const auto &p : fn.params)
    if (const ir::ScalarType *s = ir::asScalar(p->type))
      if (ir::isInt(s->dtype))
        params[p.get()] = p->name;

  struct Plan {
    std::string param;
    std::vector<int64_t> values;
    int64_t middle; // the trip F+1 value, used as the default elsewhere
  };
  std::vector<Plan> plans;

  // Every pipeline loop, scopes included (the generic walker visits every
  // statement field; a hand-written one here skipped scope bodies).
  ir::forEachStmt(fn.body, [&](const ir::StmtPtr &sp) {
    const ir::Stmt &s = *sp;
    if (s.kind != ir::StmtKind::For)
      return;
    const auto &loop = static_cast<const ir::ForStmt &>(s);
    if (loop.forKind != ir::ForKind::Pipeline)
      return;
    int64_t F =
        std::max<int64_t>(1, ir::getAttr<int64_t>(loop.attrs, ir::kPipelineStagesAttr).value_or(1));
    int64_t step = ir::constIntValue(loop.step).value_or(1);
    if (step == 0)
      step = 1;
    std::vector<int64_t> trips = {0, 1};
    for (int64_t k = 1; k <= opts.multiples; ++k)
      for (int64_t t : {F * k - 1, F * k, F * k + 1})
        if (t >= 0)
          trips.push_back(t);
    auto paramOf = [&](const ir::ExprPtr &e) -> const std::string * {
      if (const ir::Var *v = ir::asVar(e)) {
        auto it = params.find(v);
        if (it != params.end())
          return &it->second;
      }
      return nullptr;
    };
    const std::string *startP = paramOf(loop.start);
    const std::string *stopP = paramOf(loop.stop);
    std::optional<int64_t> startC = ir::constIntValue(loop.start);
    std::optional<int64_t> stopC = ir::constIntValue(loop.stop);
    int64_t sign = step > 0 ? 1 : -1;
    if (stopP && (startC || startP)) {
      int64_t S = startC ? *startC : (opts.base.count(*startP) ? opts.base.at(*startP) : 0);
      Plan p{*stopP, {}, S + (F + 1) * step};
      for (int64_t t : trips)
        p.values.push_back(S + t * step);
      p.values.push_back(S - step); // wrong direction
      if (step * sign > 1)
        p.values.push_back(S + F * step + sign); // trip F+1, stop not on the step grid
      plans.push_back(std::move(p));
      if (startP && !opts.base.count(*startP))
        plans.push_back(Plan{*startP, {}, S});
    } else if (startP && stopC) {
      int64_t E = *stopC;
      Plan p{*startP, {}, E - (F + 1) * step};
      for (int64_t t : trips)
        p.values.push_back(E - t * step);
      p.values.push_back(E + step);
      if (step * sign > 1)
        p.values.push_back(E - F * step - sign);
      plans.push_back(std::move(p));
    } else {
      // Params used through expressions: a small sweep.
      std::set<const ir::Var *> used;
      collectVars(loop.start, used);
      collectVars(loop.stop, used);
      for (const ir::Var *v : used) {
        auto it = params.find(v);
        if (it == params.end())
          continue;
        Plan p{it->second, {}, F + 1};
        for (int64_t x = -1; x <= 2 * F + 1; ++x)
          p.values.push_back(x);
        plans.push_back(std::move(p));
      }
    }
  });

  ScalarSet defaults;
  for (const auto &[v, name] : params)
    defaults[name] = opts.defaultScalar;
  for (auto it = plans.rbegin(); it != plans.rend(); ++it) // first plan wins
    defaults[it->param] = it->middle;
  for (const auto &[k, v] : opts.base)
    defaults[k] = v;

  std::set<ScalarSet> seen;
  std::vector<ScalarSet> out;
  auto add = [&](const ScalarSet &s) {
    if (seen.insert(s).second)
      out.push_back(s);
  };
  add(defaults);
  for (const Plan &p : plans) {
    for (int64_t v : p.values) {
      ScalarSet s = defaults;
      s[p.param] = v;
      add(s);
    }
  }
  return out;
}

} // namespace pipecheck::interp

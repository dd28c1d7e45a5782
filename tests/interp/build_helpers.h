// Small helpers for building test programs by hand with core/ir/builder.h,
// and for reading interpreter outputs back as numbers.
//
// FnBuilder collects params and top-level statements of one function;
// Block collects the statements of a nested body. op() builds a registered
// op call through ir::makeOpCall and fails the test when the registry
// rejects it. outputFloats()/outputInts() decode an OutputValue.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/ir/builder.h"
#include "core/ir/op_registry.h"
#include "oracle/interp/element.h"
#include "oracle/interp/interpreter.h"

namespace pipecheck::interp::testing {

using namespace pipecheck::ir;

inline ExprPtr ci(int64_t v) { return constInt(v); }
inline ExprPtr cf(double v) { return constFloat(v); }

inline ExprPtr ints(std::vector<int64_t> xs) {
  std::vector<ExprPtr> es;
  for (int64_t x : xs)
    es.push_back(constInt(x));
  return makeTuple(es);
}
inline ExprPtr list(std::vector<ExprPtr> xs) { return makeTuple(std::move(xs)); }

inline ExprPtr op(std::string_view name, std::vector<ExprPtr> args, AttrList kwargs = {}) {
  auto r = makeOpCall(name, std::move(args), std::move(kwargs));
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  if (!r.ok())
    return constInt(0);
  return *r;
}

// A Call with an explicit result type (tpop: Unknown; or a forced type).
inline ExprPtr rawCall(std::string name, std::vector<ExprPtr> args, TypePtr type,
                       AttrList kwargs = {}) {
  return makeCall(std::move(name), std::move(args), std::move(kwargs), {}, std::move(type));
}

inline TypePtr tensorT(std::vector<int64_t> shape, DataType d = DataType::FP32) {
  std::vector<ExprPtr> s;
  for (int64_t x : shape)
    s.push_back(constInt(x));
  return makeTensorType(d, s);
}
inline TypePtr tileT(std::vector<int64_t> shape, DataType d = DataType::FP32,
                     MemorySpace ms = MemorySpace::Vec) {
  std::vector<ExprPtr> s;
  for (int64_t x : shape)
    s.push_back(constInt(x));
  return makeTileType(d, s, ms);
}

struct Block {
  std::vector<StmtPtr> stmts;
  VarPtr let(std::string name, ExprPtr value, TypePtr type = nullptr) {
    VarPtr v = makeVar(std::move(name), type ? type : value->type);
    stmts.push_back(makeAssign(v, std::move(value)));
    return v;
  }
  void eval(ExprPtr e) { stmts.push_back(makeEval(std::move(e))); }
  void add(StmtPtr s) { stmts.push_back(std::move(s)); }
  void yield(std::vector<ExprPtr> vs) { stmts.push_back(makeYield(std::move(vs))); }
  StmtPtr seq() const { return stmts.size() == 1 ? stmts[0] : makeSeq(stmts); }
};

struct FnBuilder : Block {
  std::string name;
  FunctionType type = FunctionType::InCore;
  std::vector<VarPtr> params;
  std::vector<ParamDirection> dirs;
  explicit FnBuilder(std::string n) : name(std::move(n)) {}
  VarPtr tensor(std::string n, std::vector<int64_t> shape, ParamDirection dir = ParamDirection::In,
                DataType d = DataType::FP32) {
    VarPtr v = makeVar(std::move(n), tensorT(std::move(shape), d));
    params.push_back(v);
    dirs.push_back(dir);
    return v;
  }
  VarPtr scalar(std::string n, DataType d = DataType::INDEX) {
    VarPtr v = makeVar(std::move(n), makeScalarType(d));
    params.push_back(v);
    dirs.push_back(ParamDirection::In);
    return v;
  }
  void ret(std::vector<ExprPtr> vs) { stmts.push_back(makeReturn(std::move(vs))); }
  FunctionPtr build(std::vector<TypePtr> returns = {}) const {
    auto f = std::make_shared<Function>();
    f->name = name;
    f->funcType = type;
    f->params = params;
    f->directions = dirs;
    f->returnTypes = std::move(returns);
    f->body = seq();
    return f;
  }
};

inline ProgramPtr program(std::vector<FunctionPtr> fns) { return makeProgram("P", std::move(fns)); }

inline std::vector<double> outputFloats(const OutputValue &o) {
  std::vector<double> out;
  for (std::size_t k = 0; k < o.count(); ++k)
    out.push_back(loadFloat(o.bytes->data() + k * elementBytes(o.dtype), o.dtype));
  return out;
}
inline std::vector<int64_t> outputInts(const OutputValue &o) {
  std::vector<int64_t> out;
  for (std::size_t k = 0; k < o.count(); ++k)
    out.push_back(loadInt(o.bytes->data() + k * elementBytes(o.dtype), o.dtype));
  return out;
}

// Runs and expects Returned; returns its outputs (empty on failure).
inline Outputs runOk(const Program &p, std::string_view entry, const Inputs &in,
                     const Options &opt = {}) {
  RunResult r = run(p, entry, in, opt);
  EXPECT_TRUE(r.outputs()) << describe(r.outcome);
  return r.outputs() ? *r.outputs() : Outputs{};
}

inline const OutputValue *findOutput(const Outputs &o, std::string_view label) {
  for (const auto &v : o.values)
    if (v.label == label)
      return &v;
  return nullptr;
}

} // namespace pipecheck::interp::testing

// Small IR-building shorthands shared by the tests in tests/ir and tests/verify.
//
// Tests build IR by hand through core/ir/builder.h; these helpers only cut the
// noise (types, INDEX constants, a statement location per line number so a
// verifier diagnostic can be matched to "the offending statement" by line).
#pragma once

#include <string>
#include <vector>

#include "core/ir/builder.h"

namespace pipecheck::testir {

using namespace pipecheck::ir;

inline SourceLoc at(int line) { return SourceLoc{"t.py", line, 9}; }

inline TypePtr idxT() { return makeScalarType(DataType::INDEX); }
inline TypePtr scalarT(DataType d) { return makeScalarType(d); }
inline TypePtr tensorT(std::vector<int64_t> dims, DataType d = DataType::FP32) {
  std::vector<ExprPtr> shape;
  for (int64_t x : dims)
    shape.push_back(constInt(x));
  return makeTensorType(d, shape);
}
inline TypePtr tileT(std::vector<int64_t> dims, DataType d = DataType::FP32,
                     MemorySpace ms = MemorySpace::Vec, MemRefPtr memref = nullptr) {
  std::vector<ExprPtr> shape;
  for (int64_t x : dims)
    shape.push_back(constInt(x));
  return makeTileType(d, shape, ms, std::nullopt, std::move(memref));
}

inline ExprPtr c(int64_t v) { return constInt(v); }
inline VarPtr idx(std::string name) { return makeVar(std::move(name), idxT()); }

inline StmtPtr assignAt(VarPtr v, ExprPtr e, int line) { return makeAssign(v, e, at(line)); }

inline FunctionPtr fn(std::string name, std::vector<VarPtr> params, StmtPtr body,
                      std::vector<TypePtr> returnTypes = {},
                      FunctionType type = FunctionType::Opaque) {
  auto f = std::make_shared<Function>();
  f->name = std::move(name);
  f->funcType = type;
  f->directions.assign(params.size(), ParamDirection::In);
  f->params = std::move(params);
  f->returnTypes = std::move(returnTypes);
  f->body = std::move(body);
  return f;
}

inline ProgramPtr prog(std::vector<FunctionPtr> fs) { return makeProgram("P", std::move(fs)); }

struct LoopSpec {
  VarPtr loopVar;
  ExprPtr start, stop, step;
  std::vector<IterArgPtr> iterArgs;
  StmtPtr body;
  std::vector<VarPtr> returnVars;
  ForKind kind = ForKind::Sequential;
  AttrList attrs;
  int line = 0;
};
inline StmtPtr loop(LoopSpec s) {
  ForSpec f;
  f.loopVar = s.loopVar;
  f.start = s.start ? s.start : c(0);
  f.stop = s.stop;
  f.step = s.step ? s.step : c(1);
  f.iterArgs = s.iterArgs;
  f.body = s.body;
  f.returnVars = s.returnVars;
  f.kind = s.kind;
  f.attrs = s.attrs;
  f.loc = at(s.line);
  return makeFor(std::move(f));
}

} // namespace pipecheck::testir

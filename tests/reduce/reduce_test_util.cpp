// Helpers of the reducer tests; see reduce_test_util.h.
#include "tests/reduce/reduce_test_util.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/ir/equal.h"
#include "core/ir/walk.h"
#include "core/text/parser.h"
#include "core/text/printer.h"
#include "core/verify/verifier.h"

namespace pipecheck::reduce::test {

using namespace ir;

const char *const kBigProgram = R"(import pypto.language as pl

@pl.program
class Big:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def helper(y: pl.Tensor[[512], pl.FP32], out: pl.Out[pl.Tensor[[512], pl.FP32]]) -> pl.Tensor[[512], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            m: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            o2: pl.Tensor[[512], pl.FP32] = pl.tile.store(m, [i * 128], o)
            r: pl.Tensor[[512], pl.FP32] = pl.yield_(o2)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1280], pl.FP32], s0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1280], pl.FP32]]) -> pl.Tensor[[1280], pl.FP32]:
        a0: pl.Scalar[pl.INDEX] = s0 + 1
        b0: pl.Scalar[pl.INDEX] = a0 * 2
        for j, (acc,) in pl.range(3, init_values=(b0,)):
            acc2: pl.Scalar[pl.INDEX] = acc + j
            ra: pl.Scalar[pl.INDEX] = pl.yield_(acc2)
        for i, (o, c) in pl.pipeline(1, 10, stage=4, init_values=(out, ra)):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            if i % 2 == 0:
                e: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
                q: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
            else:
                f: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
                q: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.yield_(f)
            g: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.add(q, t)
            o2: pl.Tensor[[1280], pl.FP32] = pl.tile.store(g, [i * 128], o)
            c2: pl.Scalar[pl.INDEX] = c + i
            ro, rc = pl.yield_(o2, c2)
        d: pl.Scalar[pl.INDEX] = rc * 3
        for k, (o3,) in pl.pipeline(0, 2, stage=2, init_values=(ro,)):
            t3: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [k * 128], [128], [128], target_memory=pl.Mem.Vec)
            m3: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t3, 2.0)
            o4: pl.Tensor[[1280], pl.FP32] = pl.tile.store(m3, [k * 128], o3)
            r3: pl.Tensor[[1280], pl.FP32] = pl.yield_(o4)
        return r3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, y: pl.Tensor[[512], pl.FP32], out2: pl.Out[pl.Tensor[[512], pl.FP32]]) -> pl.Tensor[[512], pl.FP32]:
        r1: pl.Tensor[[512], pl.FP32] = self.helper(y, out2)
        return r1
)";


ProgramPtr parseOrFail(std::string_view text) {
  auto r = text::parseProgram(text, "test.py");
  if (!r.ok()) {
    ADD_FAILURE() << r.error().str();
    return nullptr;
  }
  return r.value();
}

std::string validityErrors(const ProgramPtr &program) {
  std::string out;
  for (std::string_view name : {"SSAForm", "UseAfterDef", "PipelineLoopValid", "TypeCheck"}) {
    const verify::Verifier *v = verify::findVerifier(name);
    if (!v) {
      out += "missing verifier " + std::string(name) + "\n";
      continue;
    }
    for (const Diagnostic &d : v->run(*program))
      if (d.severity == Severity::Error)
        out += d.str() + "\n";
  }
  auto parsed = text::parseProgram(text::printProgram(*program), "roundtrip.py");
  if (!parsed.ok())
    out += "reparse: " + parsed.error().str() + "\n";
  else if (auto eq = structuralEqual(parsed.value(), program); !eq)
    out += "round trip: " + eq.str() + "\n";
  return out;
}

bool hasOpInPipeline(const Program &program, std::string_view op, int64_t minStage) {
  bool found = false;
  for (const FunctionPtr &f : program.functions)
    forEachStmt(f->body, [&](const StmtPtr &s) {
      const ForStmt *loop = asFor(s);
      if (!loop || loop->forKind != ForKind::Pipeline)
        return;
      auto stages = getAttr<int64_t>(loop->attrs, kPipelineStagesAttr);
      if (!stages || *stages < minStage)
        return;
      forEachExpr(loop->body, [&](const ExprPtr &e) {
        const Call *c = asCall(e);
        found |= c && !c->isFunctionCall && c->op == op;
      });
    });
  return found;
}

std::string readText(const std::string &path) {
  std::ifstream in(path);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace pipecheck::reduce::test

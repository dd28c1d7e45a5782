// Helpers for the MemoryReuse tests: hand-written post-InitMemRef text in,
// buffer assignment out.
//
// kernelProgram() wraps a function body (already indented by 8 spaces) in the
// program/function header the golden files use; tileT() spells a tile type
// with a MemRef. runReuse() parses, runs memory_reuse (or a pass list) and
// returns the program; baseOf() names the MemRef base a tile var ends up on
// (first assignment with that name hint) and allocNames() lists the surviving
// top-level allocs. Expected values in the tests are derived by hand from
// reference/memory-reuse.md, never from running the pass.
#pragma once

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/ir/walk.h"
#include "core/passes/MemRefUtil.h"
#include "core/passes/MemoryReuse.h"
#include "core/text/parser.h"
#include "core/text/printer.h"

namespace pipecheck::reusetest {

inline std::string tileT(const std::string &base, int64_t size, const std::string &space = "Vec",
                         const std::string &shape = "[64, 64]",
                         const std::string &dtype = "FP32") {
  return "pl.Tile[" + shape + ", pl." + dtype + ", pl.MemRef(" + base + ", 0, " +
         std::to_string(size) + "), pl.Mem." + space + "]";
}

inline std::string allocLine(const std::string &base, int64_t size, const std::string &space) {
  return "        " + base + ": pl.Ptr = pl.tile.alloc(pl.Mem." + space + ", " +
         std::to_string(size) + ")\n";
}

inline std::string kernelProgram(const std::string &body,
                                 const std::string &funcType = "InCore",
                                 const std::string &extraParams = "") {
  return "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n"
         "    @pl.function(type=pl.FunctionType." + funcType +
         ")\n"
         "    def kernel(x: pl.Tensor[[256, 256], pl.FP32, pl.MemRef(\"mem_ddr_0\", 0, 262144)], "
         "out: pl.Out[pl.Tensor[[256, 256], pl.FP32, pl.MemRef(\"mem_ddr_1\", 0, 262144)]]" +
         extraParams + ") -> pl.Tensor[[256, 256], pl.FP32]:\n" + body;
}

// A pass's input is an IR state, as PyPTO prints one (a C++ pass may build
// what its DSL refuses, such as a tile.load straight into Acc): read as a
// snapshot.
inline ir::ProgramPtr parse(const std::string &text) {
  auto p = text::parseProgram(text, "input.py", text::snapshotReading());
  if (!p.ok())
    ADD_FAILURE() << "parse: " << p.error().str() << "\n" << text;
  return p.ok() ? p.value() : nullptr;
}

inline ir::Result<ir::ProgramPtr> runPasses(const ir::ProgramPtr &p,
                                            const std::vector<std::string> &names,
                                            const passes::PassOptions &opts) {
  ir::ProgramPtr cur = p;
  for (const std::string &n : names) {
    auto pass = passes::createPass(n);
    if (!pass.ok())
      return pass.error();
    cur = PC_TRY((*pass)->run(cur, opts));
  }
  return cur;
}

inline ir::ProgramPtr runReuse(const std::string &text, const passes::PassOptions &opts = {}) {
  ir::ProgramPtr p = parse(text);
  if (!p)
    return nullptr;
  auto r = runPasses(p, {"memory_reuse"}, opts);
  if (!r.ok()) {
    ADD_FAILURE() << "memory_reuse: " << r.error().str();
    return nullptr;
  }
  return *r;
}

inline const ir::Function &kernelOf(const ir::ProgramPtr &p) { return *p->functions.front(); }

// Base name of the MemRef of the first tile assignment named `var`.
inline std::string baseOf(const ir::ProgramPtr &p, const std::string &var) {
  for (const ir::DefSite &d : ir::collectDefs(kernelOf(p)))
    if (d.var->name == var && d.field == "var") {
      ir::MemRefPtr m = passes::memrefOfType(d.var->type);
      return m && m->base ? m->base->name : "<none>";
    }
  return "<no var " + var + ">";
}

inline std::vector<std::string> allocNames(const ir::ProgramPtr &p) {
  std::vector<std::string> out;
  for (const ir::StmtPtr &s : ir::stmtList(kernelOf(p).body))
    if (const ir::AssignStmt *a = ir::asAssign(s); a && passes::isAllocCall(a->value))
      out.push_back(a->var->name);
  return out;
}

inline std::string printed(const ir::ProgramPtr &p) { return p ? text::printProgram(*p) : "<null>"; }

inline std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace pipecheck::reusetest

// InitMemRef against the golden memory outputs (tests/golden/cases/*/reuse_*.py).
//
// The goldens show the program after the whole memory list (InitMemRef,
// MaterializeSemanticAliases, MemoryReuse, AllocateMemoryAddr), so this test
// checks what InitMemRef alone must already get right:
//  * every alloc of the golden (a base InitMemRef created and reuse kept) is
//    an alloc of InitMemRef's output with the same memory space and size;
//  * every param MemRef (never reused) has the golden's name and size;
//  * sharing is only ever coarsened later: the map "InitMemRef base of a var
//    -> golden base of the same var" is a function (MemoryReuse and the alias
//    retargeting merge whole sharing groups; vars the later passes add, like
//    the `_mv` moves, are ignored), and a tile var's golden MemRef size is its
//    InitMemRef buffer's size or that of the buffer it was merged into.
// Vars are matched by name: canon.py prints unique names per function and the
// parser keeps them.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "core/ir/walk.h"
#include "core/passes/MemRefUtil.h"
#include "tests/passes_memory/memory_test_util.h"

namespace pipecheck {
namespace {

using namespace ir;
namespace fs = std::filesystem;

struct Alloc {
  MemorySpace space;
  int64_t size;
};

std::map<std::string, Alloc> allocsOf(const Function &f) {
  std::map<std::string, Alloc> out;
  for (const StmtPtr &s : stmtList(f.body)) {
    const AssignStmt *a = asAssign(s);
    const Call *c = a ? asCall(a->value) : nullptr;
    if (!c || c->op != "tile.alloc")
      continue;
    out[a->var->name] = {static_cast<MemorySpace>(asConstInt(c->args[0])->value),
                         asConstInt(c->args[1])->value};
  }
  return out;
}

std::map<std::string, MemRefPtr> memrefsOf(const Function &f) {
  std::map<std::string, MemRefPtr> out;
  for (const DefSite &d : collectDefs(f))
    if (MemRefPtr m = passes::memrefOfType(d.var->type))
      out[d.var->name] = m;
  return out;
}

std::vector<fs::path> goldenFiles() {
  std::vector<fs::path> out;
  for (const auto &e : fs::directory_iterator(PIPECHECK_SOURCE_DIR "/tests/golden/cases"))
    for (const char *n : {"reuse_910B.py", "reuse_950.py"})
      if (fs::exists(e.path() / n))
        out.push_back(e.path() / n);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(InitMemRefGolden, BasesSizesAndSharingConsistentWithGoldens) {
  std::vector<fs::path> files = goldenFiles();
  ASSERT_EQ(files.size(), 29u);
  for (const fs::path &g : files) {
    SCOPED_TRACE(g.string());
    passes::PassOptions opts;
    opts.backend = g.filename() == "reuse_950.py" ? passes::Backend::Ascend950
                                                   : passes::Backend::Ascend910B;
    memtest::Outcome mine =
        memtest::runPasses(memtest::readFile((g.parent_path() / "canon.py").string()),
                           {"init_mem_ref"}, opts);
    ASSERT_TRUE(mine.ok) << mine.text;
    auto gold = text::parseProgram(memtest::readFile(g.string()), "reuse.py");
    ASSERT_TRUE(gold.ok()) << gold.error().message;
    ASSERT_EQ(mine.output->functions.size(), gold.value()->functions.size());
    for (std::size_t fi = 0; fi < mine.output->functions.size(); ++fi) {
      const Function &mf = *mine.output->functions[fi];
      const Function &gf = *gold.value()->functions[fi];
      SCOPED_TRACE(mf.name);
      std::map<std::string, Alloc> ma = allocsOf(mf), ga = allocsOf(gf);
      for (const auto &[name, a] : ga) {
        ASSERT_TRUE(ma.count(name)) << "golden alloc " << name << " not created by InitMemRef";
        EXPECT_EQ(ma[name].space, a.space) << name;
        EXPECT_EQ(ma[name].size, a.size) << name;
      }
      ASSERT_EQ(mf.params.size(), gf.params.size());
      for (std::size_t i = 0; i < mf.params.size(); ++i) {
        MemRefPtr m = passes::memrefOfType(mf.params[i]->type);
        MemRefPtr gm = passes::memrefOfType(gf.params[i]->type);
        ASSERT_EQ(!m, !gm) << mf.params[i]->name;
        if (m) {
          EXPECT_EQ(m->name, gm->name);
          EXPECT_EQ(m->size, gm->size);
        }
      }
      std::map<std::string, MemRefPtr> mm = memrefsOf(mf), gm = memrefsOf(gf);
      std::map<std::string, std::string> baseMap; // mine -> golden
      for (const auto &[var, m] : mm) {
        auto it = gm.find(var);
        if (it == gm.end())
          continue;
        if (m->name.rfind("mem_ddr", 0) == 0)
          continue; // tensor return vars re-parse differently; DDR is never reused
        auto [pos, fresh] = baseMap.try_emplace(m->name, it->second->name);
        EXPECT_EQ(pos->second, it->second->name)
            << "var " << var << ": InitMemRef base " << m->name << " maps to both "
            << pos->second << " and " << it->second->name;
        if (ga.count(it->second->name)) {
          EXPECT_EQ(static_cast<int64_t>(it->second->size), ga[it->second->name].size) << var;
        }
        EXPECT_TRUE(ma.count(m->name) || m->name.rfind("mem_ddr", 0) == 0) << var;
      }
    }
  }
}

} // namespace
} // namespace pipecheck

// The memory passes' registry rows: names, order, and property contracts
// (reference/neighbour-passes.md sections 0 and 1.1).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/passes/pass.h"
#include "core/verify/verifier.h"

namespace pipecheck {
namespace {

TEST(MemoryPassRegistry, RealOrderOfTheWindow) {
  std::vector<std::string> names;
  for (const passes::PassInfo &p : passes::registeredPasses())
    names.push_back(p.name);
  const std::vector<std::string> window = {
      "lower_pipeline_loops", "canonicalize_io_order", "materialize_tensor_strides",
      "init_mem_ref",         "materialize_semantic_aliases", "memory_reuse",
      "allocate_memory_addr"};
  std::vector<std::string> present;
  for (const std::string &n : names)
    if (std::find(window.begin(), window.end(), n) != window.end())
      present.push_back(n);
  EXPECT_EQ(present, window);
}

TEST(MemoryPassRegistry, InitMemRefProducesHasMemRefsAndInvalidatesSSA) {
  std::optional<passes::PassInfo> info = passes::findPass("init_mem_ref");
  ASSERT_TRUE(info);
  EXPECT_EQ(info->className, "InitMemRef");
  EXPECT_EQ(info->produces, (std::vector<std::string>{"HasMemRefs", "NormalizedStmtStructure"}));
  EXPECT_EQ(info->invalidates, (std::vector<std::string>{"SSAForm"}));
  ASSERT_NE(verify::findVerifier("HasMemRefs"), nullptr);
  EXPECT_EQ(verify::findVerifier("HasMemRefs")->run, &verify::verifyHasMemRefs);
  for (const char *n : {"materialize_semantic_aliases", "allocate_memory_addr"}) {
    auto p = passes::createPass(n);
    ASSERT_TRUE(p.ok()) << n;
    EXPECT_EQ(p.value()->name(), n);
  }
}

} // namespace
} // namespace pipecheck

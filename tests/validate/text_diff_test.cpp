// The unified diff that model-agrees prints as its witness.
#include <gtest/gtest.h>

#include "oracle/checks/text_diff.h"

namespace pipecheck::checks {
namespace {

TEST(TextDiff, EqualTextsGiveNoDiff) { EXPECT_EQ(unifiedDiff("a\nb\n", "a\nb\n", "x", "y"), ""); }

TEST(TextDiff, OneChangedLineWithContext) {
  std::string a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
  std::string b = "1\n2\n3\n4\nFIVE\n6\n7\n8\n9\n";
  EXPECT_EQ(unifiedDiff(a, b, "model", "given"),
            "--- model\n+++ given\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+FIVE\n 6\n 7\n 8\n");
}

TEST(TextDiff, InsertionDeletionAndFarApartHunks) {
  std::string a = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n";
  std::string b = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\n";
  EXPECT_EQ(unifiedDiff(a, b, "x", "y", 1), "--- x\n+++ y\n@@ -11,1 +11,2 @@\n k\n+l\n");
  std::string c = "X\nb\nc\nd\ne\nf\ng\nh\ni\nj\nY\n";
  EXPECT_EQ(unifiedDiff(a, c, "x", "y", 1),
            "--- x\n+++ y\n@@ -1,2 +1,2 @@\n-a\n+X\n b\n@@ -10,2 +10,2 @@\n j\n-k\n+Y\n");
  EXPECT_EQ(unifiedDiff("a\nb\n", "b\n", "x", "y", 0), "--- x\n+++ y\n@@ -1,1 +0,0 @@\n-a\n");
}

TEST(TextDiff, MissingFinalNewlineIsADifference) {
  EXPECT_EQ(unifiedDiff("a\n", "a", "x", "y"),
            "--- x\n+++ y\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n");
}

} // namespace
} // namespace pipecheck::checks

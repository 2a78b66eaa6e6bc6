// codegen/common's arena planner: places are aligned, reused best-fit once
// given back, split when larger than needed, and the arena grows only when
// nothing freed fits.
#include <gtest/gtest.h>

#include "codegen/common/arena.h"

namespace netc::codegen {
namespace {

TEST(ArenaPlanner, PlacesAreAlignedAndFollowEachOther) {
  ArenaPlanner a(64);
  EXPECT_EQ(a.take(10), 0u);
  EXPECT_EQ(a.take(64), 64u);
  EXPECT_EQ(a.take(65), 128u);
  EXPECT_EQ(a.size(), 256u);
}

TEST(ArenaPlanner, AFreedPlaceIsReusedBestFitAndSplit) {
  ArenaPlanner a(64);
  uint64_t big = a.take(1024), small = a.take(128), last = a.take(64);
  EXPECT_EQ(last, 1152u);
  a.give_back(big, 1024);
  a.give_back(small, 128);
  EXPECT_EQ(a.take(100), small);   // the smallest free place that fits
  EXPECT_EQ(a.take(256), big);     // the front of the large one ...
  EXPECT_EQ(a.take(512), big + 256);  // ... and then what is left of it
  EXPECT_EQ(a.size(), 1216u);      // nothing new at the end
  EXPECT_EQ(a.take(512), 1216u);   // 256 bytes free, not enough: a new place
  EXPECT_EQ(a.size(), 1728u);
}

}  // namespace
}  // namespace netc::codegen

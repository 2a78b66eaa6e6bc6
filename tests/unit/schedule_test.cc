// Learning-rate schedules against their definitions.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/schedule.h"

namespace netc::engine {
namespace {

TEST(Schedule, Constant) {
  for (int64_t s : {1, 50, 100}) EXPECT_DOUBLE_EQ(schedule_factor("constant()", s, 100, 10, 0.1), 1.0);
}

TEST(Schedule, StepDecaysEveryPeriodEpochs) {
  // 10 steps an epoch: epochs 0-1 x1, 2-3 x0.5, 4-5 x0.25.
  EXPECT_DOUBLE_EQ(schedule_factor("step(period = 2, gamma = 0.5)", 1, 60, 10, 0.1), 1.0);
  EXPECT_DOUBLE_EQ(schedule_factor("step(period = 2, gamma = 0.5)", 20, 60, 10, 0.1), 1.0);
  EXPECT_DOUBLE_EQ(schedule_factor("step(period = 2, gamma = 0.5)", 21, 60, 10, 0.1), 0.5);
  EXPECT_DOUBLE_EQ(schedule_factor("step(period = 2, gamma = 0.5)", 41, 60, 10, 0.1), 0.25);
}

TEST(Schedule, CosineFromOneToMinLr) {
  EXPECT_DOUBLE_EQ(schedule_factor("cosine()", 1, 100, 10, 0.1), 1.0);
  EXPECT_NEAR(schedule_factor("cosine()", 51, 100, 10, 0.1), 0.5, 1e-12);
  EXPECT_NEAR(schedule_factor("cosine(min_lr = 0.01)", 101, 100, 10, 0.1), 0.1, 1e-12);
}

TEST(Schedule, LinearWarmupThenTheNextSchedule) {
  EXPECT_DOUBLE_EQ(schedule_factor("warmup(steps = 4, then = cosine())", 1, 104, 10, 0.1), 0.25);
  EXPECT_DOUBLE_EQ(schedule_factor("warmup(steps = 4, then = cosine())", 4, 104, 10, 0.1), 1.0);
  EXPECT_DOUBLE_EQ(schedule_factor("warmup(steps = 4, then = cosine())", 5, 104, 10, 0.1), 1.0);
  EXPECT_NEAR(schedule_factor("warmup(steps = 4, then = cosine())", 55, 104, 10, 0.1), 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(schedule_factor("warmup(steps = 4)", 10, 104, 10, 0.1), 1.0);
}

}  // namespace
}  // namespace netc::engine

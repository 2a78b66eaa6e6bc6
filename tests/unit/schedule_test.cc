// Learning-rate schedules against their definitions.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/loop/schedule.h"

namespace netc::engine {
namespace {

using ir::Schedule;

Schedule step_of(int64_t period, double gamma) {
  Schedule s;
  s.kind = Schedule::Kind::Step;
  s.period = period;
  s.gamma = gamma;
  return s;
}

Schedule cosine_of(double min_lr) {
  Schedule s;
  s.kind = Schedule::Kind::Cosine;
  s.min_lr = min_lr;
  return s;
}

Schedule warmup(int64_t steps, Schedule then) {
  then.warmup_steps = steps;
  return then;
}

TEST(Schedule, Constant) {
  for (int64_t s : {1, 50, 100}) EXPECT_DOUBLE_EQ(schedule_factor(Schedule{}, s, 100, 10, 0.1), 1.0);
}

TEST(Schedule, StepDecaysEveryPeriodEpochs) {
  // 10 steps an epoch: epochs 0-1 x1, 2-3 x0.5, 4-5 x0.25.
  EXPECT_DOUBLE_EQ(schedule_factor(step_of(2, 0.5), 1, 60, 10, 0.1), 1.0);
  EXPECT_DOUBLE_EQ(schedule_factor(step_of(2, 0.5), 20, 60, 10, 0.1), 1.0);
  EXPECT_DOUBLE_EQ(schedule_factor(step_of(2, 0.5), 21, 60, 10, 0.1), 0.5);
  EXPECT_DOUBLE_EQ(schedule_factor(step_of(2, 0.5), 41, 60, 10, 0.1), 0.25);
}

TEST(Schedule, CosineFromOneToMinLr) {
  EXPECT_DOUBLE_EQ(schedule_factor(cosine_of(0), 1, 100, 10, 0.1), 1.0);
  EXPECT_NEAR(schedule_factor(cosine_of(0), 51, 100, 10, 0.1), 0.5, 1e-12);
  EXPECT_NEAR(schedule_factor(cosine_of(0.01), 101, 100, 10, 0.1), 0.1, 1e-12);
}

TEST(Schedule, LinearWarmupThenTheNextSchedule) {
  EXPECT_DOUBLE_EQ(schedule_factor(warmup(4, cosine_of(0)), 1, 104, 10, 0.1), 0.25);
  EXPECT_DOUBLE_EQ(schedule_factor(warmup(4, cosine_of(0)), 4, 104, 10, 0.1), 1.0);
  EXPECT_DOUBLE_EQ(schedule_factor(warmup(4, cosine_of(0)), 5, 104, 10, 0.1), 1.0);
  EXPECT_NEAR(schedule_factor(warmup(4, cosine_of(0)), 55, 104, 10, 0.1), 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(schedule_factor(warmup(4, Schedule{}), 10, 104, 10, 0.1), 1.0);
}

}  // namespace
}  // namespace netc::engine

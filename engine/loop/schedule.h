// Learning-rate schedules: the factor a train block's `schedule` applies to
// the optimizer's `lr` at each step.
#pragma once

#include <cstdint>

#include "ir/train.h"

namespace netc::engine {

// constant; step (lr x gamma every `period` epochs); cosine (from lr to
// min_lr over the run); each after a linear warm-up from 0 over
// `warmup_steps` steps when there is one. `step` counts from 1; `total` is
// the number of steps of the run.
double schedule_factor(const ir::Schedule& schedule, int64_t step, int64_t total, int64_t steps_per_epoch, double base_lr);

// The learning rate of batch `step` (from 1) of a run of `s` whose epochs are
// `steps_per_epoch` batches: the schedule counts optimizer steps, each
// `accumulate` batches.
float learning_rate(const ir::TrainSettings& s, int64_t step, int64_t steps_per_epoch);

}  // namespace netc::engine

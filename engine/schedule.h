// Learning-rate schedules: the factor a train block's `schedule` applies to
// the optimizer's `lr` at each step.
#pragma once

#include <cstdint>
#include <string>

namespace netc::engine {

// `schedule` as the checker prints it: constant(), step(period = P, gamma = G)
// (lr x G every P epochs), cosine(min_lr = M) (from lr to M over the run),
// warmup(steps = W, then = S) (linear from 0 over W steps, then S).
// `step` counts from 1; `total` is the number of steps of the run.
double schedule_factor(const std::string& schedule, int64_t step, int64_t total, int64_t steps_per_epoch, double base_lr);

}  // namespace netc::engine

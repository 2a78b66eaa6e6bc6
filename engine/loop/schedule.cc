#include "engine/loop/schedule.h"

#include <algorithm>
#include <cmath>

namespace netc::engine {

double schedule_factor(const ir::Schedule& s, int64_t step, int64_t total, int64_t steps_per_epoch, double base_lr) {
  if (s.warmup_steps > 0) {
    if (step <= s.warmup_steps) return static_cast<double>(step) / static_cast<double>(s.warmup_steps);
    step -= s.warmup_steps;
    total = std::max<int64_t>(1, total - s.warmup_steps);
  }
  switch (s.kind) {
    case ir::Schedule::Kind::Constant:
      return 1;
    case ir::Schedule::Kind::Cosine: {
      double t = static_cast<double>(step - 1) / static_cast<double>(std::max<int64_t>(1, total));
      double min_f = base_lr > 0 ? s.min_lr / base_lr : 0;
      return min_f + (1 - min_f) * 0.5 * (1 + std::cos(M_PI * t));
    }
    case ir::Schedule::Kind::Step: {
      int64_t epoch = (step - 1) / std::max<int64_t>(1, steps_per_epoch);
      return std::pow(s.gamma, static_cast<double>(epoch / std::max<int64_t>(1, s.period)));
    }
  }
  return 1;
}

float learning_rate(const ir::TrainSettings& s, int64_t step, int64_t steps_per_epoch) {
  const int64_t k = s.accumulate;
  const double lr = s.lr.value_or(0);
  return static_cast<float>(lr * schedule_factor(s.schedule, (step - 1) / k + 1, steps_per_epoch * s.epochs / k,
                                                 steps_per_epoch / k, lr));
}

}  // namespace netc::engine

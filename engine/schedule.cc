#include "engine/schedule.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace netc::engine {
namespace {

// A number argument of a schedule call: `step(period = 3, gamma = 0.5)`.
double call_arg(const std::string& call, const std::string& key, double dflt) {
  size_t at = call.find(key + " =");
  if (at == std::string::npos) at = call.find(key + "=");
  if (at == std::string::npos) return dflt;
  return std::atof(call.c_str() + call.find('=', at) + 1);
}

}  // namespace

double schedule_factor(const std::string& s, int64_t step, int64_t total, int64_t steps_per_epoch, double base_lr) {
  std::string sched = s;
  double factor = 1;
  if (sched.rfind("warmup", 0) == 0) {
    int64_t w = static_cast<int64_t>(call_arg(sched, "steps", 1));
    if (step <= w) return static_cast<double>(step) / static_cast<double>(w);
    size_t then = sched.find("then =");
    sched = then == std::string::npos ? "constant()" : sched.substr(then + 7);
    step -= w;
    total = std::max<int64_t>(1, total - w);
  }
  if (sched.rfind("cosine", 0) == 0) {
    double min_lr = call_arg(sched, "min_lr", 0);
    double t = static_cast<double>(step - 1) / static_cast<double>(std::max<int64_t>(1, total));
    double min_f = base_lr > 0 ? min_lr / base_lr : 0;
    factor = min_f + (1 - min_f) * 0.5 * (1 + std::cos(M_PI * t));
  } else if (sched.rfind("step", 0) == 0) {
    int64_t every = std::max<int64_t>(1, static_cast<int64_t>(call_arg(sched, "period", 1)));
    double gamma = call_arg(sched, "gamma", 0.1);
    int64_t epoch = (step - 1) / std::max<int64_t>(1, steps_per_epoch);
    factor = std::pow(gamma, static_cast<double>(epoch / every));
  }
  return factor;
}

}  // namespace netc::engine

#include "engine/exec/init_params.h"

#include <cmath>

#include "ir/hash.h"
#include "runtime/data.h"

namespace netc::engine {
namespace {

uint64_t hash_name(const std::string& s) {
  return fnv1a64(s);
}

double uniform01(uint64_t stream, int64_t i) {
  return (static_cast<double>(rt::splitmix64(stream ^ rt::splitmix64(static_cast<uint64_t>(i))) >> 11) + 0.5) *
         (1.0 / 9007199254740992.0);
}

}  // namespace

Status init_param(const std::string& name, const Initialiser& init, uint64_t seed, float* out, int64_t n) {
  using K = Initialiser::Kind;
  if (std::string e = initialiser_error(init); !e.empty())
    return Status::error("parameter `" + name + "`: `" + print_initialiser(init) + "`: " + e);
  uint64_t stream = rt::splitmix64(seed ^ hash_name(name));
  auto uniform = [&](double lo, double hi) {
    for (int64_t i = 0; i < n; ++i) out[i] = static_cast<float>(lo + (hi - lo) * uniform01(stream, i));
  };
  auto normal = [&](double mean, double std) {
    for (int64_t i = 0; i < n; ++i) {
      double u1 = uniform01(stream, 2 * i), u2 = uniform01(stream, 2 * i + 1);
      out[i] = static_cast<float>(mean + std * std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2));
    }
  };
  // He et al. for ReLU networks (gain sqrt(2)); Glorot and Bengio for xavier.
  double kaiming_var = 2.0 / init.fan_in, xavier_var = 2.0 / (init.fan_in + init.fan_out);
  switch (init.kind) {
    case K::Zeros:
    case K::Ones:
    case K::Constant: {
      float v = init.kind == K::Zeros ? 0.0f : init.kind == K::Ones ? 1.0f : static_cast<float>(init.value);
      for (int64_t i = 0; i < n; ++i) out[i] = v;
      break;
    }
    case K::Uniform: uniform(init.low, init.high); break;
    case K::Normal: normal(init.mean, init.std); break;
    case K::KaimingUniform: uniform(-std::sqrt(3.0 * kaiming_var), std::sqrt(3.0 * kaiming_var)); break;
    case K::KaimingNormal: normal(0, std::sqrt(kaiming_var)); break;
    case K::XavierUniform: uniform(-std::sqrt(3.0 * xavier_var), std::sqrt(3.0 * xavier_var)); break;
    case K::XavierNormal: normal(0, std::sqrt(xavier_var)); break;
  }
  return {};
}

}  // namespace netc::engine

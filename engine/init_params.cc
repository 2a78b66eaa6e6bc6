#include "engine/init_params.h"

#include <cmath>
#include <cstdlib>
#include <map>

#include "ir/hash.h"
#include "runtime/data.h"

namespace netc::engine {
namespace {

// `name(k = v, ...)` as the checker prints it; values are numbers.
bool parse_call(const std::string& text, std::string* name, std::map<std::string, double>* args) {
  size_t open = text.find('(');
  if (open == std::string::npos || text.back() != ')') return false;
  *name = text.substr(0, open);
  std::string inner = text.substr(open + 1, text.size() - open - 2);
  size_t pos = 0;
  int positional = 0;
  while (pos < inner.size()) {
    size_t comma = inner.find(',', pos);
    std::string part = inner.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    pos = comma == std::string::npos ? inner.size() : comma + 1;
    size_t eq = part.find('=');
    std::string key = eq == std::string::npos ? std::to_string(positional++) : part.substr(0, eq);
    std::string val = eq == std::string::npos ? part : part.substr(eq + 1);
    auto trim = [](std::string s) {
      size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
      return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
    };
    key = trim(key);
    val = trim(val);
    if (val.empty()) continue;
    char* end = nullptr;
    double v = std::strtod(val.c_str(), &end);
    if (!end || *end != '\0') return false;
    (*args)[key] = v;
  }
  return true;
}

uint64_t hash_name(const std::string& s) {
  return fnv1a64(s);
}

double uniform01(uint64_t stream, int64_t i) {
  return (static_cast<double>(rt::splitmix64(stream ^ rt::splitmix64(static_cast<uint64_t>(i))) >> 11) + 0.5) *
         (1.0 / 9007199254740992.0);
}

}  // namespace

rt::Status init_param(const std::string& name, const std::string& init, uint64_t seed, float* out, int64_t n) {
  std::string kind;
  std::map<std::string, double> a;
  if (!parse_call(init, &kind, &a)) return rt::Status::error("parameter `" + name + "`: cannot read initialiser `" + init + "`");
  auto arg = [&](const char* key, double dflt) {
    auto it = a.find(key);
    if (it != a.end()) return it->second;
    it = a.find("0");
    return it != a.end() && std::string(key) != "high" && std::string(key) != "std" ? it->second : dflt;
  };
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
  if (kind == "zeros") {
    for (int64_t i = 0; i < n; ++i) out[i] = 0;
  } else if (kind == "ones") {
    for (int64_t i = 0; i < n; ++i) out[i] = 1;
  } else if (kind == "constant") {
    float v = static_cast<float>(arg("value", 0));
    for (int64_t i = 0; i < n; ++i) out[i] = v;
  } else if (kind == "uniform") {
    uniform(arg("low", -1), a.count("high") ? a["high"] : a.count("1") ? a["1"] : 1);
  } else if (kind == "normal") {
    normal(arg("mean", 0), a.count("std") ? a["std"] : a.count("1") ? a["1"] : 1);
  } else if (kind == "kaiming_uniform" || kind == "kaiming_normal" || kind == "xavier_uniform" ||
             kind == "xavier_normal") {
    double fan_in = arg("fan_in", 0);
    double fan_out = a.count("fan_out") ? a["fan_out"] : a.count("1") ? a["1"] : fan_in;
    if (fan_in <= 0) return rt::Status::error("parameter `" + name + "`: `" + kind + "` needs fan_in > 0");
    // He et al. for ReLU networks (gain sqrt(2)); Glorot and Bengio for xavier.
    bool kaiming = kind[0] == 'k';
    double var = kaiming ? 2.0 / fan_in : 2.0 / (fan_in + fan_out);
    if (kind.find("uniform") != std::string::npos) {
      double bound = std::sqrt(3.0 * var);
      uniform(-bound, bound);
    } else {
      normal(0, std::sqrt(var));
    }
  } else {
    return rt::Status::error("parameter `" + name + "`: unknown initialiser `" + kind + "`");
  }
  return {};
}

}  // namespace netc::engine

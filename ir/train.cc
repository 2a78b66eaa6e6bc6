#include "ir/train.h"

#include <cmath>

#include "ir/printer.h"

namespace netc::ir {
namespace {

using K = Initialiser::Kind;

struct KindInfo {
  K kind;
  const char* name;
  std::vector<const char*> args;
};

const std::vector<KindInfo>& kinds() {
  static const std::vector<KindInfo> k = {
      {K::Zeros, "zeros", {}},
      {K::Ones, "ones", {}},
      {K::Constant, "constant", {"value"}},
      {K::Uniform, "uniform", {"low", "high"}},
      {K::Normal, "normal", {"mean", "std"}},
      {K::KaimingUniform, "kaiming_uniform", {"fan_in"}},
      {K::KaimingNormal, "kaiming_normal", {"fan_in"}},
      {K::XavierUniform, "xavier_uniform", {"fan_in", "fan_out"}},
      {K::XavierNormal, "xavier_normal", {"fan_in", "fan_out"}},
  };
  return k;
}

// An integral value as an integer (`784`), else the shortest double text.
std::string number(double v) {
  if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 9007199254740992.0 && !(v == 0 && std::signbit(v)))
    return std::to_string(static_cast<int64_t>(v));
  return print_double(v);
}

}  // namespace

const char* initialiser_name(K k) {
  for (const KindInfo& i : kinds())
    if (i.kind == k) return i.name;
  return "zeros";
}

std::optional<K> initialiser_kind(const std::string& name) {
  for (const KindInfo& i : kinds())
    if (name == i.name) return i.kind;
  return std::nullopt;
}

std::vector<const char*> initialiser_arguments(K k) {
  for (const KindInfo& i : kinds())
    if (i.kind == k) return i.args;
  return {};
}

double* initialiser_argument(Initialiser& init, const std::string& name) {
  if (name == "value") return &init.value;
  if (name == "low") return &init.low;
  if (name == "high") return &init.high;
  if (name == "mean") return &init.mean;
  if (name == "std") return &init.std;
  if (name == "fan_in") return &init.fan_in;
  if (name == "fan_out") return &init.fan_out;
  return nullptr;
}

std::string print_initialiser(const Initialiser& init) {
  std::string s = std::string(initialiser_name(init.kind)) + "(";
  Initialiser copy = init;
  const char* sep = "";
  for (const char* a : initialiser_arguments(init.kind)) {
    s += sep + std::string(a) + " = " + number(*initialiser_argument(copy, a));
    sep = ", ";
  }
  return s + ")";
}

std::string initialiser_error(const Initialiser& init) {
  Initialiser copy = init;
  for (const char* a : initialiser_arguments(init.kind))
    if (!std::isfinite(*initialiser_argument(copy, a))) return std::string("`") + a + "` must be a finite number";
  switch (init.kind) {
    case K::Uniform:
      if (init.low > init.high) return "`low` must not be above `high`";
      break;
    case K::Normal:
      if (init.std < 0) return "`std` must not be negative";
      break;
    case K::KaimingUniform:
    case K::KaimingNormal:
      if (init.fan_in <= 0) return "`fan_in` must be positive";
      break;
    case K::XavierUniform:
    case K::XavierNormal:
      if (init.fan_in <= 0 || init.fan_out <= 0) return "`fan_in` and `fan_out` must be positive";
      break;
    default:
      break;
  }
  return "";
}

std::string print_data_source(const DataSource& s) {
  std::string out = std::string(s.loader == DataSource::Loader::Idx ? "idx" : "csv") + "(" + quote_string(s.path);
  if (!s.columns.empty()) {
    out += ", columns = [";
    for (size_t i = 0; i < s.columns.size(); ++i) out += (i ? ", " : "") + std::to_string(s.columns[i]);
    out += "]";
  }
  if (s.skip_header) out += ", skip_header = true";
  return out + ")";
}

std::string print_schedule(const Schedule& s) {
  std::string then;
  switch (s.kind) {
    case Schedule::Kind::Constant: then = "constant()"; break;
    case Schedule::Kind::Step:
      then = "step(period = " + std::to_string(s.period) + ", gamma = " + print_double(s.gamma) + ")";
      break;
    case Schedule::Kind::Cosine: then = "cosine(min_lr = " + print_double(s.min_lr) + ")"; break;
  }
  if (s.warmup_steps == 0) return then;
  return "warmup(steps = " + std::to_string(s.warmup_steps) + ", then = " + then + ")";
}

}  // namespace netc::ir

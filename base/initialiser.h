// A parameter's initialiser as data, one for every layer: the checker writes
// it, the IR prints and reads it back (ir/train.h names it ir::Initialiser),
// the executors fill parameters by it (engine/exec/init_params.h) and a
// `netc build` library reads it from its descriptor. Header only, as
// dtype.h, so that a library that initialises its parameters carries nothing
// of the compiler for it. Printed form: `kaiming_uniform(fan_in = 784)`.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netc {

struct Initialiser {
  enum class Kind : uint8_t { Zeros, Ones, Constant, Uniform, Normal, KaimingUniform, KaimingNormal, XavierUniform, XavierNormal };
  Kind kind = Kind::Zeros;
  double value = 0;                // Constant
  double low = -1, high = 1;       // Uniform
  double mean = 0, std = 1;        // Normal
  double fan_in = 0, fan_out = 0;  // Kaiming (fan_in), Xavier (both)
  bool operator==(const Initialiser&) const = default;
};

// The shortest text that reads back as d, always marked as a double: 1e-07,
// 0.1, 3.0; nan, inf, -inf. (The IR text's doubles: ir/printer.h.)
inline std::string print_double(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d < 0 ? "-inf" : "inf";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, d);
  std::string s(buf, r.ptr);
  // Always mark a double as one, so `3.0` does not read back as an int.
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

namespace initialiser_detail {

struct KindInfo {
  Initialiser::Kind kind;
  const char* name;
  std::vector<const char*> args;
};

inline const std::vector<KindInfo>& kinds() {
  using K = Initialiser::Kind;
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
inline std::string number(double v) {
  if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 9007199254740992.0 && !(v == 0 && std::signbit(v)))
    return std::to_string(static_cast<int64_t>(v));
  return print_double(v);
}

}  // namespace initialiser_detail

// "kaiming_uniform", ...; the kind of a name, or nullopt.
inline const char* initialiser_name(Initialiser::Kind k) {
  for (const auto& i : initialiser_detail::kinds())
    if (i.kind == k) return i.name;
  return "zeros";
}

inline std::optional<Initialiser::Kind> initialiser_kind(const std::string& name) {
  for (const auto& i : initialiser_detail::kinds())
    if (name == i.name) return i.kind;
  return std::nullopt;
}

// The arguments a kind prints and reads, in order: {"fan_in", "fan_out"}.
inline std::vector<const char*> initialiser_arguments(Initialiser::Kind k) {
  for (const auto& i : initialiser_detail::kinds())
    if (i.kind == k) return i.args;
  return {};
}

// The argument `name` of `init`, for reading and writing by name.
inline double* initialiser_argument(Initialiser& init, const std::string& name) {
  if (name == "value") return &init.value;
  if (name == "low") return &init.low;
  if (name == "high") return &init.high;
  if (name == "mean") return &init.mean;
  if (name == "std") return &init.std;
  if (name == "fan_in") return &init.fan_in;
  if (name == "fan_out") return &init.fan_out;
  return nullptr;
}

// Its printed form; the C API of `netc build` libraries shows it too.
inline std::string print_initialiser(const Initialiser& init) {
  std::string s = std::string(initialiser_name(init.kind)) + "(";
  Initialiser copy = init;
  const char* sep = "";
  for (const char* a : initialiser_arguments(init.kind)) {
    s += sep + std::string(a) + " = " + initialiser_detail::number(*initialiser_argument(copy, a));
    sep = ", ";
  }
  return s + ")";
}

// What is wrong with its arguments (not finite, fan_in <= 0, std < 0,
// low > high), or "".
inline std::string initialiser_error(const Initialiser& init) {
  using K = Initialiser::Kind;
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

}  // namespace netc

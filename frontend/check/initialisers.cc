// Initialisers of model parameters and states (`param w: f32[o, i] =
// kaiming_uniform;`): each has a signature, checked like a call's, with
// numbers for arguments. What the checker accepts is written into the IR as
// one normal form, `name(arg = value, ...)` with every argument given, which
// engine/init_params.cc reads: nothing about an initialiser is decided or
// reported at run time.
//
// The fans of kaiming_* and xavier_* default to PyTorch's reading of the
// shape: a tensor [out, in, k...] has fan_in = in * prod(k) and fan_out =
// out * prod(k) (Linear's [out, in] and Conv2d's [out, in, k, k] weights).
#include <charconv>
#include <cmath>

#include "frontend/check/checker.h"

namespace netc::check {

using K = Val::Kind;

namespace {

enum class Default { None, Value, FanIn, FanOut };

struct InitArg {
  const char* name;
  Default dflt = Default::None;
  double value = 0;  // Default::Value
};

struct Initialiser {
  const char* name;
  std::vector<InitArg> args;
};

const Initialiser kInitialisers[] = {
    {"zeros", {}},
    {"ones", {}},
    {"constant", {{"value"}}},
    {"uniform", {{"low"}, {"high"}}},
    {"normal", {{"mean", Default::Value, 0.0}, {"std", Default::Value, 1.0}}},
    {"kaiming_uniform", {{"fan_in", Default::FanIn}}},
    {"kaiming_normal", {{"fan_in", Default::FanIn}}},
    {"xavier_uniform", {{"fan_in", Default::FanIn}, {"fan_out", Default::FanOut}}},
    {"xavier_normal", {{"fan_in", Default::FanIn}, {"fan_out", Default::FanOut}}},
};

const char* const kSignatures =
    "initialisers are zeros, ones, constant(value), uniform(low, high), normal(mean = 0, std = 1), "
    "kaiming_uniform(fan_in), kaiming_normal(fan_in), xavier_uniform(fan_in, fan_out), xavier_normal(fan_in, "
    "fan_out); the fans default to those of the shape [out, in, k...]";

// The shortest text that reads back as the same double: the engine
// initialises from this text, so no digit may be lost.
std::string number_text(double v) {
  char buf[64];
  return std::string(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

}  // namespace

std::optional<std::string> Checker::initialiser(const ast::Expr& e, const std::string& param,
                                                const ir::TensorType& type, Scope& scope, Context& ctx) {
  bool is_call = e.kind == ast::Expr::Kind::Call && e.lhs->kind == ast::Expr::Kind::Name;
  std::string name = is_call ? e.lhs->name : e.kind == ast::Expr::Kind::Name ? e.name : "";
  const Initialiser* init = nullptr;
  for (const Initialiser& i : kInitialisers)
    if (name == i.name) init = &i;
  if (!init) {
    Diagnostic& d = error(DiagKind::UnknownName, e.range, "unknown initialiser `" + (name.empty() ? text(e.range) : name) + "`");
    d.help = kSignatures;
    return std::nullopt;
  }

  // The arguments, bound to the signature as a call's are.
  std::vector<Val> pos;
  std::map<std::string, Val> named, args;
  bool ok = true;
  if (is_call) {
    for (const ast::Arg& a : e.args) {
      Val v = eval(*a.value, scope, ctx);
      if (v.is_error()) ok = false;
      if (!a.name) {
        pos.push_back(v);
      } else if (named.count(a.name->name)) {
        error(DiagKind::DuplicateArgument, a.name->range, "argument `" + a.name->name + "` is given twice");
        ok = false;
      } else {
        named[a.name->name] = v;
      }
    }
  }
  if (!ok) return std::nullopt;
  std::vector<Formal> formals;
  for (const InitArg& a : init->args) formals.push_back({a.name, a.dflt == Default::None});
  if (!bind_args(e, name, formals, pos, named, args)) return std::nullopt;

  // Every argument as a number; std::nullopt where it depends on sizes not
  // known yet (a generic model body, checked before its instances).
  std::map<std::string, std::optional<double>> value;
  std::map<std::string, SourceRange> where;
  for (const InitArg& a : init->args) {
    auto it = args.find(a.name);
    if (it != args.end()) {
      const Val& v = it->second;
      where[a.name] = v.range;
      if (v.kind == K::Int) {
        value[a.name] = v.dim.is_constant() ? std::optional<double>(static_cast<double>(v.dim.value())) : std::nullopt;
      } else if (v.kind == K::Float) {
        value[a.name] = v.number;
      } else {
        error(DiagKind::WrongKindOfValue, v.range,
              "argument `" + std::string(a.name) + "` of `" + name + "` must be a number, not " + kind_name(v.kind));
        ok = false;
      }
      continue;
    }
    where[a.name] = e.range;
    if (a.dflt == Default::Value) {
      value[a.name] = a.value;
      continue;
    }
    // A fan from the shape [out, in, k...].
    if (type.shape.size() < 2) {
      Diagnostic& d = error(DiagKind::MissingArgument, e.range,
                            "`" + name + "` needs `" + a.name + "` for parameter `" + param + "` of rank " +
                                std::to_string(type.shape.size()) +
                                ": fans are read from shapes [out, in, k...] of rank 2 or more");
      d.help = "write `" + name + "(" + a.name + " = N)`";
      ok = false;
      continue;
    }
    bool known = true;
    double receptive = 1;
    for (size_t i = 2; i < type.shape.size(); ++i) {
      known = known && type.shape[i].is_constant();
      if (known) receptive *= static_cast<double>(type.shape[i].value());
    }
    const ir::Dim& d = type.shape[a.dflt == Default::FanIn ? 1 : 0];
    value[a.name] = known && d.is_constant() ? std::optional<double>(static_cast<double>(d.value()) * receptive)
                                             : std::nullopt;
  }
  if (!ok) return std::nullopt;

  // The values each initialiser can take.
  auto invalid = [&](const char* arg, const std::string& why) {
    error(DiagKind::InvalidArgument, where[arg], "`" + std::string(arg) + "` of `" + name + "` " + why);
    ok = false;
  };
  for (const InitArg& a : init->args)
    if (value[a.name] && !std::isfinite(*value[a.name])) invalid(a.name, "must be a finite number");
  if (!ok) return std::nullopt;
  for (const char* fan : {"fan_in", "fan_out"})
    if (value.count(fan) && value[fan] && *value[fan] <= 0) invalid(fan, "must be > 0, not " + number_text(*value[fan]));
  if (value.count("std") && value["std"] && *value["std"] < 0)
    invalid("std", "must be >= 0, not " + number_text(*value["std"]));
  if (value.count("low") && value["low"] && value["high"] && *value["low"] > *value["high"])
    invalid("low", "must not be above `high` (" + number_text(*value["low"]) + " > " + number_text(*value["high"]) + ")");
  if (!ok) return std::nullopt;

  std::string out = name + "(";
  for (size_t i = 0; i < init->args.size(); ++i) {
    const char* a = init->args[i].name;
    out += (i ? ", " : "") + std::string(a) + " = " + (value[a] ? number_text(*value[a]) : "?");
  }
  return out + ")";
}

}  // namespace netc::check

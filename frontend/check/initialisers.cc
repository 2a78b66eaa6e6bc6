// Initialisers of model parameters and states (`param w: f32[o, i] =
// kaiming_uniform;`): each has a signature, checked like a call's, with
// numbers for arguments. What the checker accepts is written into the IR as
// one normal form, `name(arg = value, ...)` with every argument given, which
// engine/exec/init_params.cc reads: nothing about an initialiser is decided or
// reported at run time.
//
// The fans of kaiming_* and xavier_* default to the reading of a weight of
// rank 2, [out, in]: fan_in = in, fan_out = out. At rank 3 and more the
// layout is the layer's to say ([out, in, k, k] for a convolution, [heads,
// d, hd] for a projection per head read otherwise), so the fans must be
// given; the error shows what PyTorch's reading [out, in, k...] would give.
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
    "fan_out); the fans default to those of a shape [out, in] and must be given at other ranks";

// The shortest text that reads back as the same double, for messages.
std::string number_text(double v) {
  char buf[64];
  return std::string(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

// PyTorch's reading of `type` as [out, in, k...]: `fan_in = 3 * 5 * 5`, as
// a number when the sizes are.
std::string torch_fan(const ir::TensorType& type, const std::string& fan) {
  std::vector<ir::Dim> factors{type.shape[fan == "fan_in" ? 1 : 0]};
  factors.insert(factors.end(), type.shape.begin() + 2, type.shape.end());
  ir::Dim product(int64_t{1});
  std::string spelled;
  for (const ir::Dim& d : factors) {
    product = product * d;
    spelled += (spelled.empty() ? "" : " * ") + d.str();
  }
  return product.is_constant() ? product.str() : spelled;
}

}  // namespace

// A kaiming_*/xavier_* without the fans on a parameter whose rank does not
// say them: one error naming every missing fan, with the arguments that
// PyTorch's reading [out, in, k...] would give (rank 3 and more) as the fix.
void Checker::missing_fans(const ast::Expr& e, const std::string& name, const std::string& param,
                           const ir::TensorType& type, const std::vector<std::string>& missing) {
  std::string fans, given;
  for (const std::string& a : missing) fans += (fans.empty() ? "`" : " and `") + a + "`";
  bool bare = e.kind == ast::Expr::Kind::Name || (e.kind == ast::Expr::Kind::Call && e.args.empty());
  if (type.shape.size() < 2) {
    Diagnostic& d = error(DiagKind::MissingArgument, e.range,
                          "`" + name + "` needs " + fans + " for parameter `" + param + "` of rank " +
                              std::to_string(type.shape.size()) + ": a shape says its fans at rank 2 only ([out, in])");
    d.help = "write `" + name + "(" + missing[0] + " = N)`";
    return;
  }
  for (const std::string& a : missing) given += (given.empty() ? "" : ", ") + a + " = " + torch_fan(type, a);
  Diagnostic& d = error(DiagKind::MissingArgument, e.range,
                        "`" + name + "` needs " + fans + " for parameter `" + param + "` (`" + type_text(type) +
                            "`): at rank " + std::to_string(type.shape.size()) +
                            " the shape does not say which axes are the inputs and which the outputs");
  d.help = "for a convolution's weight [out, in, k...], as PyTorch reads it: `" + name + "(" + given +
           ")`; for another layout, the product of the input (output) axes";
  if (bare) d.fixits.push_back({e.range, name + "(" + given + ")"});
}

bool is_initialiser(const std::string& name) {
  for (const Initialiser& i : kInitialisers)
    if (name == i.name) return true;
  return false;
}

Val Checker::init_value(const std::string& name, SourceRange at, std::vector<Val> pos, std::map<std::string, Val> named) {
  Val v;
  v.kind = K::Init;
  v.range = at;
  v.init = std::make_shared<InitCall>(InitCall{name, std::move(pos), std::move(named)});
  return v;
}

std::optional<ir::Initialiser> Checker::initialiser(const ast::Expr& e, const std::string& param,
                                                const ir::TensorType& type, Scope& scope, Context& ctx) {
  // A name bound to an initialiser: a model's `init` parameter.
  // Its errors point where the caller wrote it.
  if (e.kind == ast::Expr::Kind::Name)
    if (const Val* v = scope.find(e.name); v && v->kind == K::Init) {
      ast::Expr written;
      bool bare = v->init->pos.empty() && v->init->named.empty();
      written.kind = bare ? ast::Expr::Kind::Name : ast::Expr::Kind::Call;  // a bare name gets the fans as a fix
      written.range = v->range;
      if (!bare) written.args.resize(1);
      return bind_initialiser(*v->init, written, param, type);
    }
  bool is_call = e.kind == ast::Expr::Kind::Call && e.lhs->kind == ast::Expr::Kind::Name;
  std::string name = is_call ? e.lhs->name : e.kind == ast::Expr::Kind::Name ? e.name : "";
  if (!is_initialiser(name)) {
    Diagnostic& d = error(DiagKind::UnknownName, e.range, "unknown initialiser `" + (name.empty() ? text(e.range) : name) + "`");
    d.help = kSignatures;
    return std::nullopt;
  }

  // The arguments, bound to the signature as a call's are.
  InitCall call{name, {}, {}};
  bool ok = true;
  if (is_call) {
    for (const ast::Arg& a : e.args) {
      Val v = eval(*a.value, scope, ctx);
      if (v.is_error()) ok = false;
      if (!a.name) {
        call.pos.push_back(v);
      } else if (call.named.count(a.name->name)) {
        error(DiagKind::DuplicateArgument, a.name->range, "argument `" + a.name->name + "` is given twice");
        ok = false;
      } else {
        call.named[a.name->name] = v;
      }
    }
  }
  if (!ok) return std::nullopt;
  return bind_initialiser(call, e, param, type);
}

// `call`'s arguments bound to its initialiser's signature, for parameter
// `param` of type `type` (whose shape gives the fans left out), at `e`.
std::optional<ir::Initialiser> Checker::bind_initialiser(const InitCall& call, const ast::Expr& e, const std::string& param,
                                                     const ir::TensorType& type) {
  const std::string& name = call.name;
  const Initialiser* init = nullptr;
  for (const Initialiser& i : kInitialisers)
    if (name == i.name) init = &i;
  std::map<std::string, Val> args;
  bool ok = true;
  std::vector<Formal> formals;
  for (const InitArg& a : init->args) formals.push_back({a.name, a.dflt == Default::None});
  std::vector<Val> pos = call.pos;
  std::map<std::string, Val> named = call.named;
  if (!bind_args(e, name, formals, pos, named, args)) return std::nullopt;

  // Every argument as a number; std::nullopt where it depends on sizes not
  // known yet (a generic model body, checked before its instances).
  std::map<std::string, std::optional<double>> value;
  std::map<std::string, SourceRange> where;
  std::vector<std::string> missing;  // fans the shape does not say
  for (const InitArg& a : init->args) {
    auto it = args.find(a.name);
    if (it != args.end()) {
      const Val& v = it->second;
      where[a.name] = v.range;
      if (v.kind == K::Int) {
        value[a.name] = v.dim.is_constant() ? std::optional<double>(static_cast<double>(v.dim.value())) : std::nullopt;
      } else if (v.kind == K::Float) {
        value[a.name] = v.number;
        if (v.number && !fits_dtype(*v.number, type.dtype, v.range)) ok = false;
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
    // A fan from the shape [out, in].
    if (type.shape.size() != 2) {
      missing.push_back(a.name);
      continue;
    }
    const ir::Dim& d = type.shape[a.dflt == Default::FanIn ? 1 : 0];
    value[a.name] = d.is_constant() ? std::optional<double>(static_cast<double>(d.value())) : std::nullopt;
  }
  if (!missing.empty()) missing_fans(e, name, param, type, missing);
  if (!ok || !missing.empty()) return std::nullopt;

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

  // An argument not known yet (in a generic body, whose instances are
  // checked again) is NaN, which the IR verifier would refuse.
  ir::Initialiser out;
  out.kind = *ir::initialiser_kind(name);
  for (const InitArg& a : init->args)
    *ir::initialiser_argument(out, a.name) = value[a.name] ? *value[a.name] : std::nan("");
  return out;
}

}  // namespace netc::check

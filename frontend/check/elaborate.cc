// Expressions: evaluates netc expressions to compile-time values, emitting a
// typed IR instruction for every tensor operation. Function and layer calls
// are inlined, so the IR of a model's `forward` is one flat block. Every
// dtype/shape/device rule is ir::infer_type's; this file only locates and
// explains its failures.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <sstream>

#include "frontend/check/checker.h"
#include "frontend/diagnostics/suggest.h"
#include "ir/elementwise.h"
#include "ir/infer.h"
#include "ir/printer.h"

namespace netc::check {

using ir::Dim;
using ir::Op;
using ir::Placement;
using ir::TensorType;
using K = Val::Kind;

const char* kind_name(Val::Kind k) {
  switch (k) {
    case K::Error: return "an invalid value";
    case K::Tensor: return "a tensor";
    case K::Int: return "an integer";
    case K::Float: return "a number";
    case K::Bool: return "a boolean";
    case K::String: return "a string";
    case K::Model: return "a model instance";
    case K::Dataset: return "a data set";
    case K::Batch: return "a batch";
    case K::DType: return "a type";
    case K::Device: return "a device";
    case K::List: return "a list";
    case K::Optimizer: return "an optimizer";
    case K::Schedule: return "a learning-rate schedule";
    case K::Init: return "an initialiser";
  }
  return "a value";
}

namespace {

// Whether the known sizes of `shape` multiply past the 2^40 elements a
// tensor may have (its sizes known only when the program runs aside).
bool past_element_limit(const std::vector<Dim>& shape) {
  long double count = 1;
  for (const Dim& d : shape)
    if (d.is_constant()) count *= static_cast<long double>(d.value());
  return count > static_cast<long double>(ir::kMaxDim);
}

std::string fmt_number(double v) {
  std::ostringstream ss;
  ss << v;
  std::string s = ss.str();
  if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
  return s;
}

struct BuiltinInfo {
  const char* name;
  std::vector<Checker::Formal> formals;
};

// The primitive operations callable from netc, with their argument names.
const std::vector<BuiltinInfo>& builtins() {
  static const std::vector<BuiltinInfo> table = [] {
    // The math functions: the elementwise ops of ir/ops.def called by name.
    std::vector<BuiltinInfo> t;
    for (Op op : ir::math_ops())
      t.push_back({ir::op_name(op), ir::op_arity(op) == 1 ? std::vector<Checker::Formal>{{"x"}}
                                                         : std::vector<Checker::Formal>{{"a"}, {"b"}}});
    std::vector<BuiltinInfo> rest = {
      {"where", {{"cond"}, {"a"}, {"b"}}}, {"if_training", {{"a"}, {"b"}}},
      {"matmul", {{"a"}, {"b"}}}, {"einsum", {{"spec"}, {"a"}, {"b", false}}}, {"transpose", {{"x"}, {"perm", false}}},
      {"reshape", {{"x"}, {"shape"}}}, {"reshape_as", {{"x"}, {"other"}}},
      {"flatten", {{"x"}, {"start_dim", false}, {"end_dim", false}}},
      {"concat", {{"xs"}, {"axis", false}}}, {"stack", {{"xs"}, {"axis", false}}},
      {"pad", {{"x"}, {"pads"}, {"value", false}}}, {"flip", {{"x"}, {"axis"}}},
      {"roll", {{"x"}, {"shift"}, {"axis"}}},
      {"split", {{"x"}, {"parts"}, {"axis", false}}},
      {"argmax", {{"x"}, {"axis", false}}}, {"softmax", {{"x"}, {"axis", false}}},
      {"log_softmax", {{"x"}, {"axis", false}}}, {"cumsum", {{"x"}, {"axis", false}}},
      {"topk", {{"x"}, {"k"}, {"axis", false}}},
      {"gather", {{"x"}, {"index"}, {"axis", false}}}, {"take_along_axis", {{"x"}, {"index"}, {"axis", false}}},
      {"scatter_add", {{"x"}, {"axis"}, {"index"}, {"src"}}}, {"index_select", {{"x"}, {"axis"}, {"index"}}},
      {"take", {{"table"}, {"index"}}}, {"one_hot", {{"labels"}, {"n"}}},
      {"broadcast_to", {{"x"}, {"shape"}}}, {"expand", {{"x"}, {"shape"}}},
      {"upsample", {{"x"}, {"scale"}, {"mode", false}}},
      {"conv2d", {{"x"}, {"weight"}, {"stride", false}, {"padding", false}}},
      {"conv_transpose2d", {{"x"}, {"weight"}, {"stride", false}, {"padding", false}, {"output_padding", false}}},
      {"max_pool2d", {{"x"}, {"kernel", false}, {"stride", false}}},
      {"avg_pool2d", {{"x"}, {"kernel", false}, {"stride", false}}},
      {"dropout", {{"x"}, {"p", false}}},
      {"replica_mean", {{"x"}}},
      {"cast", {{"x"}, {"dtype"}}}, {"to", {{"device"}, {"x"}}},
      {"zeros", {{"type"}}}, {"ones", {{"type"}}}, {"full", {{"type"}, {"value"}}},
      // PyTorch's x-shaped creations: x's dtype, shape and device.
      {"zeros_like", {{"x"}}}, {"ones_like", {{"x"}}}, {"full_like", {{"x"}, {"value"}}},
      {"rand_like", {{"x"}}}, {"randn_like", {{"x"}}},
      {"arange", {{"start"}, {"stop", false}, {"step", false}, {"dtype", false}}},
      {"uniform", {{"type"}, {"low", false}, {"high", false}}},
      {"normal", {{"type"}, {"mean", false}, {"std", false}}},
      // Learning-rate schedules (values of a train block's `schedule`).
      {"constant", {}}, {"step", {{"period"}, {"gamma", false}}}, {"cosine", {{"min_lr", false}}},
      {"warmup", {{"steps"}, {"then", false}}},
    };
    for (Op op : ir::reduction_ops())
      t.push_back({ir::op_name(op), {{"x"}, {"axis", false}, {"axes", false}, {"keepdims", false}}});
    // Reductions made of those (builtin_reduction): torch.var, torch.std
    // (correction 1 by default, as PyTorch), torch.logsumexp.
    for (const char* n : {"var", "std"})
      t.push_back({n, {{"x"}, {"axis", false}, {"axes", false}, {"keepdims", false}, {"correction", false}}});
    t.push_back({"logsumexp", {{"x"}, {"axis", false}, {"axes", false}, {"keepdims", false}}});
    t.insert(t.end(), rest.begin(), rest.end());
    return t;
  }();
  return table;
}

const BuiltinInfo* find_builtin(const std::string& n) {
  for (const BuiltinInfo& b : builtins())
    if (n == b.name) return &b;
  return nullptr;
}

// A math function (an elementwise op netc calls by name) of `arity` operands.
std::optional<Op> math_op(const std::string& n, int arity) {
  for (Op op : ir::math_ops())
    if (n == ir::op_name(op) && ir::op_arity(op) == arity) return op;
  return std::nullopt;
}

std::optional<Op> unary_op(const std::string& n) { return math_op(n, 1); }

std::optional<Op> binary_op(const std::string& n) {
  static const std::map<std::string, Op> m = {
      {"+", Op::Add}, {"-", Op::Sub},  {"*", Op::Mul}, {"/", Op::Div},  {"<", Op::Lt},       {"<=", Op::Le},
      {">", Op::Gt},  {">=", Op::Ge},  {"==", Op::Eq}, {"!=", Op::Ne},  {"&&", Op::And},     {"||", Op::Or}};
  auto it = m.find(n);
  if (it == m.end()) return math_op(n, 2);
  return it->second;
}

// A dimension as written in a type, as the expression it reads as in an
// index: `x[i + 1]` parses as a type. Null for `*S`, which is no expression.
ast::ExprPtr dim_expr(const ast::Dim& d) {
  auto e = std::make_unique<ast::Expr>();
  e->range = d.range;
  switch (d.kind) {
    case ast::Dim::Kind::Int:
      e->kind = ast::Expr::Kind::Int;
      e->int_value = d.value;
      e->overflow = d.overflow;
      return e;
    case ast::Dim::Kind::Name:
      e->kind = ast::Expr::Kind::Name;
      e->name = d.name;
      return e;
    case ast::Dim::Kind::Binary:
      e->kind = ast::Expr::Kind::Binary;
      e->name = std::string(1, d.op);
      e->lhs = dim_expr(*d.lhs);
      e->rhs = dim_expr(*d.rhs);
      return e->lhs && e->rhs ? std::move(e) : nullptr;
    case ast::Dim::Kind::Variadic: return nullptr;
  }
  return nullptr;
}

// Whether an unknown name before `[...]` was meant as a dtype (`f64`,
// `float32`, `int`) rather than as a value to index (`blocks[0]`).
bool looks_like_dtype(const std::string& n) {
  size_t letters = 0;
  while (letters < n.size() && std::isalpha(static_cast<unsigned char>(n[letters]))) ++letters;
  bool digits_after = letters < n.size() && std::all_of(n.begin() + static_cast<long>(letters), n.end(),
                                                        [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
  if (letters >= 1 && letters <= 2 && digits_after) return true;  // f64, u8, bf16
  std::string stem = n.substr(0, letters);
  return stem == "float" || stem == "double" || stem == "half" || stem == "int" || stem == "uint" || stem == "long" ||
         stem == "bfloat" || stem == "complex";
}

// `cuda` is `cuda:0`: one device, one name.
std::string builtin_device(const std::string& base) { return base == "cuda" ? "cuda:0" : base; }

}  // namespace

bool is_math_function(const std::string& name) {
  return unary_op(name) || math_op(name, 2);
}

namespace {

// The argument among `formals` that `name` most likely means: the closest
// name within a third of its length in edits (PyTorch's names netc spells
// otherwise, `dim` for `axis`, are torch_keyword's).
std::string argument_meant(const std::string& name, const std::vector<std::string>& formals) {
  return closest(name, formals, std::max<size_t>(2, name.size() / 3));
}

// What netc writes for a PyTorch (or NumPy) function or tensor method that it
// spells differently; "" when it has no entry. `x` is the tensor a method is
// called on ("x" for a function).
std::string torch_spelling(const std::string& name, const std::string& x) {
  if (name == "cat") return "concat([a, b], axis = ...)";
  if (name == "view" || name == "unsqueeze" || name == "squeeze") return "reshape(" + x + ", [...])";
  if (name == "view_as") return "reshape_as(" + x + ", other)";
  if (name == "permute") return "transpose(" + x + ", perm = [...])";
  if (name == "t") return "transpose(" + x + ")";
  if (name == "mm" || name == "bmm") return "matmul(a, b)";  // `@` places a value on a device
  if (name == "stop_gradient") return "detach(" + x + ")";
  if (name == "logsigmoid") return "-softplus(-" + x + ")";  // std.nn's; stable where log(sigmoid(x)) is not
  if (name == "normalize")
    return x + " / maximum(sqrt(sum(" + x + " * " + x + ", axis = -1, keepdims = true)), 1e-12)";
  if (name == "norm") return "sqrt(sum(" + x + " * " + x + ", axis = ...))";
  if (name == "index_add") return "scatter_add(x, axis, index, src)";  // an index of src's shape
  if (name == "randint") return "cast(floor(uniform(f32[...], low = 0.0, high = n)), i64)";
  if (name == "randn") return "normal(f32[...])";
  if (name == "chunk") return "split(" + x + ", parts, axis = ...)";
  if (name == "interpolate") return "upsample(" + x + ", scale, mode = \"nearest\" | \"bilinear\")";
  if (name == "square") return x + " * " + x;
  if (name == "rand") return "uniform(f32[...], low = 0.0, high = 1.0)";
  if (name == "empty" || name == "empty_like") return name == "empty" ? "zeros(f32[...])" : "zeros_like(" + x + ")";
  if (name == "clamp" || name == "clip") return "maximum(minimum(" + x + ", high), low)";
  if (name == "float") return "cast(" + x + ", f32)";
  if (name == "long") return "cast(" + x + ", i64)";
  if (name == "masked_fill") return "where(mask, value, " + x + ")";
  // Layers and losses std.nn and std.losses name otherwise.
  if (name == "BatchNorm2d") return "BatchNorm(channels)";
  if (name == "CrossEntropyLoss") return "cross_entropy(logits, labels)";
  if (name == "MSELoss") return "mse(pred, target)";
  if (name == "BCEWithLogitsLoss") return "bce_with_logits(logits, target)";
  return "";
}

// What netc writes for a PyTorch container or `nn.Parameter`; "" for any
// other name.
std::string torch_container(const std::string& name) {
  if (name == "Sequential" || name == "ModuleList")
    return "netc's `" + name + "` is a list of layers, applied in order: `body = [Linear(d, h), ReLU(), Linear(h, d)];`";
  if (name == "Parameter") return "a model declares a parameter in its body: `param w: f32[4, 4] = normal(std = 0.02);`";
  return "";
}

// What netc writes for a PyTorch learning-rate scheduler: a train block's
// `schedule`; "" for any other name.
std::string torch_schedule(const std::string& name) {
  const std::string schedules =
      "netc's schedules are a train block's setting: `schedule = constant();`, `step(period, gamma)`, "
      "`cosine(min_lr)` or `warmup(steps, then)`";
  if (name == "StepLR") return "a train block's `schedule = step(period, gamma);` is StepLR(step_size, gamma) in epochs";
  if (name == "ExponentialLR") return "a train block's `schedule = step(1, gamma);` is ExponentialLR(gamma)";
  if (name == "CosineAnnealingLR")
    return "a train block's `schedule = cosine(min_lr);` is CosineAnnealingLR over the run's epochs, to eta_min";
  if (name == "MultiStepLR" || name == "LinearLR" || name == "OneCycleLR" || name == "LambdaLR" ||
      name == "ReduceLROnPlateau" || name == "CosineAnnealingWarmRestarts" || name == "SequentialLR")
    return schedules;
  return "";
}

// std.nn's layers over [N, T, ...] that PyTorch makes batch-first by an
// argument (`batch_first = True`).
bool batch_first_layer(const std::string& callee) {
  return callee == "LSTM" || callee == "GRU" || callee == "TransformerEncoderLayer" || callee == "MultiheadAttention";
}

// Help for an argument PyTorch's layer or optimizer takes and netc's
// `callee` does not (`formals`: its arguments); "" when there is none.
std::string torch_argument(const std::string& callee, const std::string& name, const std::vector<std::string>& formals) {
  auto has = [&](const char* f) { return std::find(formals.begin(), formals.end(), f) != formals.end(); };
  const bool recurrent = callee == "LSTM" || callee == "GRU";
  if (name == "betas" && has("beta1") && has("beta2"))
    return "netc names PyTorch's `betas = (b1, b2)` one by one: `beta1 = b1, beta2 = b2`";
  if (name == "inplace") return "netc plans memory itself: there is no `inplace`; leave it out";
  if (callee == "Softmax" && (name == "dim" || name == "axis"))
    return "std.nn's `Softmax()` is over the last axis; over another, call the function `softmax(x, axis = k)`";
  if (name == "batch_first" && batch_first_layer(callee))
    return "std.nn's `" + callee + "` is batch-first: it takes [N, T, " + (recurrent ? "input_size" : "d") +
           "] (`transpose(x, perm = [1, 0, 2])` makes [T, N, ...] so)";
  if (recurrent && name == "bidirectional")
    return "run a second `" + callee + "` over the reversed sequence, `index_select(x, 1, T - 1 - arange(T))`, "
           "reverse its outputs the same way and `concat` both along the last axis";
  return "";
}

// Whether a PyTorch argument that netc's `callee` does not take asks for
// what it does anyway: `batch_first = true` of std.nn's batch-first layers.
bool torch_argument_met(const std::string& callee, const std::string& name, const Val& v) {
  return batch_first_layer(callee) && name == "batch_first" && v.kind == Val::Kind::Bool && v.flag && *v.flag;
}

// The argument of `formals` that PyTorch names `name` (`kernel_size` is
// netc's `kernel`, `in_features` Linear's `in`, `nhead` attention's `heads`);
// "" when netc names it alike or has no such argument.
std::string torch_keyword(const std::string& name, const std::vector<std::string>& formals) {
  static const std::vector<std::pair<const char*, const char*>> kNames = {
      {"kernel_size", "kernel"},  {"in_features", "in"},      {"out_features", "out"},
      {"num_embeddings", "vocab"}, {"embedding_dim", "dim"},  {"normalized_shape", "features"},
      {"num_features", "channels"}, {"d_model", "d"},         {"embed_dim", "d"},
      {"nhead", "heads"},          {"num_heads", "heads"},    {"dim_feedforward", "ff"},
      {"dropout", "drop"},         {"is_causal", "causal"},   {"in_channels", "channels"},
      {"dim", "axis"},             {"dims", "axes"},          {"keepdim", "keepdims"},
      {"bias", "use_bias"},  // PyTorch's `bias=False`: in netc `bias` names the tensor
      {"diagonal", "k"},           {"shifts", "shift"},       {"dims", "axis"},  // torch.triu, torch.roll
  };
  auto has = [&](const std::string& f) { return std::find(formals.begin(), formals.end(), f) != formals.end(); };
  if (has(name)) return "";
  for (const auto& [torch, netc] : kNames)
    if (name == torch && has(netc)) return netc;
  return "";
}

// Names that are Python modules, not netc values (`torch.relu`, `F.relu`).
bool python_module(const std::string& name) {
  return name == "torch" || name == "F" || name == "nn" || name == "np" || name == "numpy" || name == "jnp" ||
         name == "jax" || name == "math";
}

}  // namespace

std::string Checker::suggest(const std::string& name, const Scope* scope) {
  if (++suggestion_searches_ > kMaxSuggestionSearches) return "";
  std::string best;
  // Two edits make half of a short name another (`nope` is not `topk`):
  // one for names of up to 4 letters, a third of a longer one, at least 2.
  size_t best_d = (name.size() <= 4 ? 1 : std::max<size_t>(2, name.size() / 3)) + 1;
  auto consider = [&](const std::string& cand) {
    size_t d = edit_distance(name, cand, best_d - 1);
    if (d < best_d && cand != name) {
      best_d = d;
      best = cand;
    }
  };
  for (const Scope* s = scope; s; s = s->parent)
    for (auto& [n, v] : s->names) consider(n);
  for (auto& [n, d] : decls_) consider(n);
  for (const BuiltinInfo& b : builtins()) consider(b.name);
  return best;
}

// An axis: a number known when the program is checked. One that is not (a
// runtime size, `axis = N`) is an error; in a generic body, where a model's
// int arguments are symbols, it is left to each instance, silently.
std::optional<int64_t> Checker::axis_number(const Val& v) {
  if (v.kind == K::Int && v.dim.is_constant()) return v.dim.value();
  if (v.kind == K::Int && !generic_body())
    error(DiagKind::InvalidArgument, v.range,
          "an axis is a number known when the program is checked, but `" + text(v.range) + "` is " +
              (text(v.range) == v.dim.str() ? "" : "`" + v.dim.str() + "`, ") + "a size known only when it runs");
  return std::nullopt;
}

std::optional<int64_t> Checker::axis_of(const Val& v, const TensorType& t) {
  auto known = axis_number(v);
  if (!known) return std::nullopt;
  const int64_t rank = static_cast<int64_t>(t.rank()), axis = *known;
  if (axis < -rank || axis >= rank) {
    error(DiagKind::InvalidArgument, v.range,
          "axis " + std::to_string(axis) + " is out of range for `" + type_text(t) + "` of rank " + std::to_string(rank));
    return std::nullopt;
  }
  return axis < 0 ? axis + rank : axis;
}

std::string Checker::member_not_made(const Context& ctx, const std::string& name) {
  const ModelInst* m = ctx.model;
  if (!m || m->generic || !m->decl) return "";
  auto why = [&](const std::vector<ast::MemberCondition>& when) {
    std::string conds;
    for (const ast::MemberCondition& c : when)
      conds += std::string(conds.empty() ? "" : " and ") + (c.holds ? "`" : "not `") + text(c.cond->range) + "`";
    return "`" + name + "` is made only where " + conds + ", and `" + text(m->created_at) + "` does not make it";
  };
  for (const ast::ModelLayer& l : m->decl->layers)
    if (l.name.name == name && !l.when.empty()) return why(l.when);
  for (const ast::ModelParam& p : m->decl->tensors)
    if (p.name.name == name && !p.when.empty()) return why(p.when);
  return "";
}

ir::Loc Checker::loc(SourceRange r) {
  if (!r.valid()) return {};
  LineCol lc = sm_.line_col(r.file, r.begin);
  return {module_.file_index(sm_.file(r.file).path), lc.line, lc.col};
}

// ---- types, dims, devices ---------------------------------------------

bool Checker::is_device_set(const std::string& name) const {
  auto it = decls_.find(name);
  return it != decls_.end() && it->second.kind == Decl::Kind::Device &&
         static_cast<const ast::DeviceDecl*>(it->second.node)->is_set();
}

std::optional<Placement> Checker::resolve_device(const ast::DeviceRef& r, std::string* spelling) {
  const std::string& base = r.base.name;
  if (r.qualifier == "*") {
    error(DiagKind::InvalidDevice, r.range, "`" + r.spelling() + "` is every visible GPU, not one device")
        .help = base == "cuda" ? "declare a device set and use its name: `device gpus = cuda:* | cpu;`"
                               : "`*` follows `cuda` in a device set: `device gpus = cuda:* | cpu;`";
    return std::nullopt;
  }
  if (r.qualifier) {
    if (base == "cuda") {
      const std::string& qual = *r.qualifier;
      bool digits = !qual.empty() && std::all_of(qual.begin(), qual.end(), ::isdigit);
      if (qual == "auto" || (digits && qual.size() < 6)) {
        std::string name = "cuda:" + (digits ? std::to_string(std::stoi(qual)) : qual);
        used_devices_.insert(name);
        if (spelling) *spelling = name;
        return Placement::single(name);
      }
      error(DiagKind::InvalidDevice, r.range, "`" + r.spelling() + "` is not a CUDA device")
          .help = "write `cuda:K` with a device index K, or `cuda:auto` for the GPU with the most free memory";
      return std::nullopt;
    }
    if (base == "cpu") {
      error(DiagKind::InvalidDevice, r.range, "the cpu has no device index: `" + r.spelling() + "`").help = "write `cpu`";
      return std::nullopt;
    }
    Diagnostic& d = error(DiagKind::UnknownDevice, r.base.range, "unknown device kind `" + base + "`");
    d.help = "devices are `cpu`, `cuda`, `cuda:K`, `cuda:auto`, or a name declared with `device`";
    return std::nullopt;
  }
  if (base == "cpu" || base == "cuda") {
    std::string name = builtin_device(base);
    used_devices_.insert(name);
    if (spelling) *spelling = name;
    return Placement::single(name);
  }
  auto it = decls_.find(base);
  if (it != decls_.end() && it->second.kind == Decl::Kind::Device) {
    used_devices_.insert(base);
    if (spelling) *spelling = base;
    return is_device_set(base) ? Placement::replicated(base) : Placement::single(base);
  }
  Diagnostic& d = error(DiagKind::UnknownDevice, r.range, "unknown device `" + base + "`");
  std::string s;
  for (auto& [n, decl] : decls_)
    if (decl.kind == Decl::Kind::Device && edit_distance(n, base) <= 2) s = n;
  d.help = s.empty() ? "declare it (`device " + base + " = cuda:0 | cpu;`) or use `cpu`, `cuda`, `cuda:K`, `cuda:auto`"
                     : "did you mean `" + s + "`?";
  return std::nullopt;
}

bool Checker::overflows(SourceRange at, const Dim& a, char op, const Dim& b, bool show_values) {
  if (!Dim::overflows(op, a, b)) return false;
  std::string written = text(at), values = a.str() + " " + op + " " + b.str();
  error(DiagKind::IntegerOutOfRange, at,
        "`" + written + "` does not fit in 64 bits" + (show_values && values != written ? " (it is `" + values + "`)" : ""));
  return true;
}

std::optional<Dim> Checker::resolve_dim(const ast::Dim& d, const Scope& scope, std::map<std::string, Dim>* dim_vars) {
  switch (d.kind) {
    case ast::Dim::Kind::Int:
      if (d.overflow) return std::nullopt;
      return Dim(d.value);
    case ast::Dim::Kind::Name: {
      if (const Val* v = scope.find(d.name)) {
        if (v->kind == K::Int) return v->dim;
        if (v->is_error()) return std::nullopt;
        error(DiagKind::WrongKindOfValue, d.range, "`" + d.name + "` is " + kind_name(v->kind) + ", not a size");
        return std::nullopt;
      }
      if (dim_vars) {
        auto it = dim_vars->find(d.name);
        if (it != dim_vars->end()) return it->second;
      }
      return Dim::symbol(d.name);  // a named size: N, B, ...
    }
    case ast::Dim::Kind::Binary: {
      auto a = resolve_dim(*d.lhs, scope, dim_vars);
      auto b = resolve_dim(*d.rhs, scope, dim_vars);
      if (!a || !b) return std::nullopt;
      if (d.op != '/' && overflows(d.range, *a, d.op, *b)) return std::nullopt;
      switch (d.op) {
        case '+': return *a + *b;
        case '-': return *a - *b;
        case '*': return *a * *b;
        default: {
          auto r = Dim::floordiv(*a, *b);
          if (!r) error(DiagKind::InvalidDim, d.range, "division by zero in a dimension");
          return r;
        }
      }
    }
    case ast::Dim::Kind::Variadic:
      error(DiagKind::InvalidDim, d.range, "`*" + d.name + "` stands for several dimensions and is only allowed in a parameter's type");
      return std::nullopt;
  }
  return std::nullopt;
}

// A type written in an expression (`zeros(f32[N, d])`) names only sizes
// that have values where it is written: in a body, the named dims of its
// signature and its int arguments; in a train block, the batch `B` too. Any
// other name would stay a symbol that nothing binds, and the program would
// fail when it runs ("dimension `M` has no value").
bool Checker::sizes_known(const ast::Type& t, const Scope& scope, const Context& ctx) {
  const bool in_train_block = step_fn_ != nullptr && ctx.depth == 0;
  bool ok = true;
  auto visit = [&](const ast::Dim& d) {
    if (d.kind != ast::Dim::Kind::Name || scope.find(d.name) || (in_train_block && d.name == "B")) return;
    Diagnostic& diag = error(DiagKind::UnknownName, d.range, "`" + d.name + "` is not a size known here: nothing binds it");
    diag.help = ctx.depth > 0 ? "a body's sizes are the named dims of its signature (`x: f32[" + d.name +
                                    ", ...]`) and its `int` arguments"
                : in_train_block ? "a train block's one named size is the batch, `B`; other sizes are numbers or "
                                   "top-level constants"
                                 : "a tensor made at the top level has sizes that are numbers or top-level constants";
    ok = false;
  };
  for (const ast::Dim& d : t.dims) ast::for_each_dim(d, visit);
  return ok;
}

std::optional<TensorType> Checker::resolve_type(const ast::Type& t, const Scope& scope, const Context& ctx,
                                                std::map<std::string, Dim>* dim_vars) {
  TensorType out;
  auto dt = ir::parse_dtype(t.dtype.name);
  bool ok = true;
  if (!dt) {
    Diagnostic& d = error(DiagKind::UnknownType, t.dtype.range, "unknown dtype `" + t.dtype.name + "`");
    d.help = "the dtypes are f32, f16, bf16, i32, i64 and bool";
    ok = false;
  } else {
    out.dtype = *dt;
  }
  for (const ast::Dim& d : t.dims) {
    if (d.kind == ast::Dim::Kind::Variadic) {
      if (dim_vars) {
        // A generic body sees *S as one dimension named S.
        out.shape.push_back(Dim::symbol(d.name));
        continue;
      }
    }
    auto r = resolve_dim(d, scope, dim_vars);
    if (!r) {
      ok = false;
      continue;
    }
    if (r->is_constant() && (r->value() < 1 || r->value() > ir::kMaxDim)) {
      Diagnostic& diag = error(DiagKind::InvalidDim, d.range,
                               r->value() < 1 ? "dimension must be at least 1, but it is " + std::to_string(r->value())
                                              : "dimension " + std::to_string(r->value()) + " is too large (the limit is 2^40)");
      if (r->value() < 1) diag.help = "every dimension of a tensor holds at least one element";
      ok = false;
      continue;
    }
    out.shape.push_back(*r);
  }
  if (ok) {
    // The element count must also fit: 2^30 x 2^30 is as absurd as 2^60.
    if (past_element_limit(out.shape)) {
      error(DiagKind::InvalidDim, t.range, "tensor of type `" + text(t.range) + "` has more than 2^40 elements");
      ok = false;
    }
  }
  out.device = ctx.default_device;
  if (t.device) {
    auto p = resolve_device(*t.device);
    if (!p) ok = false;
    else out.device = *p;
  }
  if (!ok) return std::nullopt;
  return out;
}

// ---- tensors ----------------------------------------------------------------

bool Checker::fits_dtype(double value, ir::DType dt, SourceRange at) {
  double largest = dt == ir::DType::F32    ? double(std::numeric_limits<float>::max())
                   : dt == ir::DType::F16  ? 65504.0
                   : dt == ir::DType::BF16 ? 3.3895313892515355e38
                                           : 0;
  if (largest == 0 || !std::isfinite(value) || std::fabs(value) <= largest) return true;
  auto shown = [](double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.8g", x);
    return std::string(buf);
  };
  std::string written = text(at);
  bool literal = std::strtod(written.c_str(), nullptr) == value;  // else say what it computes to
  error(DiagKind::FloatOutOfRange, at,
        q(written) + (literal ? "" : " (" + shown(value) + ")") + " is beyond the range of `" + ir::dtype_name(dt) +
            "`, whose largest value is " + shown(largest))
      .help = "a number used as `" + std::string(ir::dtype_name(dt)) + "` must lie within ±" + shown(largest);
  return false;
}

Val Checker::constant(double value, const TensorType& type, SourceRange at) {
  if (!fits_dtype(value, type.dtype, at)) return Val::error(at);
  ir::Attrs attrs{{"value", value}};
  ir::ValueId id = fn_->add_value(type);
  append(ir::Inst{Op::Constant, id, {}, attrs, loc(at)});
  Val v;
  v.kind = K::Tensor;
  v.type = type;
  v.id = id;
  v.range = at;
  return v;
}

// A symbolic size as a scalar tensor of `scalar`'s dtype and device,
// computed when the program runs: each named dim s counted as the sum of a
// tensor of ones [s] (a dim is at least 1; exact in an integer dtype, below
// 2^24 in f32), then the size's polynomial over them (`T - 1`, `B * 49`).
// Nullopt for a size that holds a division or a power, whose terms are not
// recovered here.
std::optional<Val> Checker::size_value(const Dim& d, const TensorType& scalar, const ast::Expr& at, SourceRange range,
                                       const DeviceOrigin& origin) {
  const std::vector<std::string> syms = d.symbols();
  if (d.has_division() || syms.empty() || syms.size() > 4) return std::nullopt;
  // Its value with each symbol 0 or 1 gives the coefficient of every product
  // of distinct symbols (inclusion-exclusion); 2 everywhere checks that
  // there is no other term.
  const size_t k = syms.size(), subsets = size_t{1} << k;
  std::vector<int64_t> at_01(subsets), coef(subsets, 0);
  for (size_t mask = 0; mask < subsets; ++mask) {
    std::map<std::string, Dim> b;
    for (size_t i = 0; i < k; ++i) b[syms[i]] = Dim(static_cast<int64_t>((mask >> i) & 1));
    Dim x = d.substitute(b);
    if (!x.is_constant()) return std::nullopt;
    at_01[mask] = x.value();
  }
  for (size_t mask = 0; mask < subsets; ++mask)
    for (size_t sub = mask;; sub = (sub - 1) & mask) {
      coef[mask] += ((__builtin_popcountll(mask ^ sub) & 1) ? -1 : 1) * at_01[sub];
      if (sub == 0) break;
    }
  std::map<std::string, Dim> twos;
  for (const std::string& n : syms) twos[n] = Dim(int64_t{2});
  Dim at_2 = d.substitute(twos);
  int64_t want = 0;
  for (size_t mask = 0; mask < subsets; ++mask) want += coef[mask] << __builtin_popcountll(mask);
  if (!at_2.is_constant() || at_2.value() != want) return std::nullopt;

  std::vector<Val> count(k);
  for (size_t i = 0; i < k; ++i) {
    TensorType ones_t = scalar;
    ones_t.shape = {Dim::symbol(syms[i])};
    Val ones = constant(1.0, ones_t, range);
    if (ones.is_error()) return ones;
    ones.origin = origin;
    count[i] = emit(Op::Sum, {ones}, {}, at, nullptr, "the size `" + syms[i] + "`");
  }
  std::optional<Val> total;
  for (size_t mask = 0; mask < subsets; ++mask) {
    if (coef[mask] == 0) continue;
    std::optional<Val> term;  // coef times the product of the mask's counts
    if (coef[mask] != 1 || mask == 0) {
      term = constant(static_cast<double>(coef[mask]), scalar, range);
      term->origin = origin;
    }
    for (size_t i = 0; i < k; ++i)
      if ((mask >> i) & 1) term = term ? emit(Op::Mul, {*term, count[i]}, {}, at, nullptr, "`*`") : count[i];
    total = total ? emit(Op::Add, {*total, *term}, {}, at, nullptr, "`+`") : *term;
  }
  if (!total) total = constant(0.0, scalar, range);
  total->range = range;
  return total;
}

// Scalars in tensor arithmetic are weakly typed: `x / 255.0` takes x's dtype
// and device. A float literal does not silently make an integer tensor float.
Val Checker::to_tensor(const Val& v, const Val& like, const ast::Expr& at) {
  if (v.kind == K::Tensor || v.is_error()) return v;
  TensorType t;
  t.dtype = like.type.dtype;
  t.device = like.type.device.home();  // a number is the same on every replica: replicated, never split
  double value = 0;
  // A size known only when the program runs (the batch, a sequence's length
  // in a function compiled for any) is counted then: the sum of a tensor of
  // ones of that size, exact in an integer dtype and below 2^24 in f32. A
  // generic body, whose sizes are all symbols, is checked again per instance.
  if (v.kind == K::Int && !v.dim.is_constant() && !generic_body() && like.type.dtype != ir::DType::Bool) {
    // Under `replicas` each replica runs the step on its share of the batch:
    // counted there, the batch's size would be the share's, and K replicas
    // would not compute what one device does.
    const std::vector<std::string> syms = v.dim.symbols();
    if (like.type.device.on_set() && std::find(syms.begin(), syms.end(), "B") != syms.end()) {
      Diagnostic& d = error(DiagKind::BatchAxisMixed, v.range,
                            "`" + text(v.range) + "` is the batch's size (`" + v.dim.str() +
                                "`), and under `replicas` each replica holds only a share of the batch");
      d.help = "a number from the batch's size is the same on one device and on replicas only as a mean: "
               "write the computation with `mean`, or train without `replicas`";
      return Val::error(v.range);
    }
    if (std::optional<Val> n = size_value(v.dim, t, at, v.range, like.origin)) return *n;
  }
  // A number computed from such a size has no value to put in a constant:
  // an error, not a silent 0.
  const bool unknown = (v.kind == K::Int && !v.dim.is_constant()) || (v.kind == K::Float && !v.number);
  if (unknown && !generic_body()) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, v.range,
                          "`" + text(v.range) + "` is a number known only when the program runs" +
                              (v.kind == K::Int ? " (`" + v.dim.str() + "`)" : std::string()) +
                              ", and a number in tensor arithmetic is a constant");
    d.help = "compute it with tensors: `cast(N, f32)` is N as a tensor, counted when the program runs";
    return Val::error(v.range);
  }
  if (v.kind == K::Int) {
    if (v.dim.is_constant()) value = static_cast<double>(v.dim.value());
    if (like.type.dtype == ir::DType::Bool) {
      error(DiagKind::DTypeMismatch, v.range, "an integer cannot be combined with a `bool` tensor");
      return Val::error(v.range);
    }
  } else if (v.kind == K::Float) {
    value = v.number.value_or(0.0);
    if (!ir::is_float(like.type.dtype)) {
      Diagnostic& d = error(DiagKind::DTypeMismatch, v.range,
                            std::string("a floating-point number cannot be combined with an `") +
                                ir::dtype_name(like.type.dtype) + "` tensor");
      d.notes.push_back({like.range, "this is `" + type_text(like.type) + "`"});
      d.help = "convert the tensor first: `cast(" + text(like.range) + ", f32)`";
      return Val::error(v.range);
    }
  } else if (v.kind == K::Bool) {
    value = v.flag.value_or(false) ? 1 : 0;
    t.dtype = ir::DType::Bool;
  } else {
    error(DiagKind::WrongKindOfValue, v.range, std::string("expected a tensor or a number, found ") + kind_name(v.kind));
    return Val::error(v.range);
  }
  Val c = constant(value, t, v.range);
  c.origin = like.origin;
  return c;
}

std::string Checker::device_text(const Placement& p) const {
  if (p.kind == Placement::Kind::Replicated && !p.devices.empty()) return q(p.devices[0]);
  if (p.kind == Placement::Kind::Split && !p.devices.empty())
    return q(p.devices[0]) + ", split along axis " + std::to_string(p.split_axis);
  if (p.kind != Placement::Kind::Var || p.devices.empty()) return q(p.str());
  const std::string& n = p.devices[0];
  auto it = decls_.find(n);
  if (it != decls_.end() && it->second.kind == Decl::Kind::Model) return q(n) + "'s device";
  if (it != decls_.end() && it->second.kind == Decl::Kind::Optimizer)
    return "the device of the parameter " + q(n) + " updates";
  return q(n) + "'s device (that of its arguments)";
}

std::string Checker::type_text(const TensorType& t) const {
  if (t.device.kind == Placement::Kind::Var) return std::string(ir::dtype_name(t.dtype)) + t.shape_str();
  return t.str();
}

bool Checker::in_stdlib(SourceRange r) const { return r.valid() && r.file != kNoFile && sm_.file(r.file).stdlib; }

const Scope* Checker::globals_for(SourceRange r) const { return in_stdlib(r) ? &stdlib_globals_ : &globals_; }

SourceRange Checker::place_suffix(const ast::Type& t) const {
  if (!t.device) return {};
  // From the blanks before `@` to the device's end.
  std::string_view src = sm_.file(t.range.file).text;
  uint32_t at = t.device->range.begin;
  while (at > t.range.begin && src[at - 1] != '@') --at;
  if (at > t.range.begin) --at;
  while (at > t.range.begin && (src[at - 1] == ' ' || src[at - 1] == '\t')) --at;
  return {t.range.file, at, t.device->range.end};
}

std::optional<FixIt> Checker::move_fix(const Val& v, const Placement& target) {
  if (!v.range.valid()) return std::nullopt;
  bool is_transfer = v.transfer_call.valid() && v.transfer_call.file == v.range.file &&
                     v.transfer_call.begin == v.range.begin && v.transfer_call.end == v.range.end;
  // `to(cpu, x)` where `x` is already on the target: the transfer goes.
  if (is_transfer && v.transfer_from.home() == target.home()) return FixIt{v.range, text(v.transfer_source)};
  if (target.kind == Placement::Kind::Var) {
    // A created tensor that names another device is created on the body's
    // device without the name; the unknown device itself cannot be written.
    if (v.place_range.valid()) return FixIt{v.place_range, ""};
    return std::nullopt;
  }
  // A transfer of a transfer moves the original once.
  std::string what = is_transfer ? text(v.transfer_source) : text(v.range);
  return FixIt{v.range, "to(" + (target.on_set() ? target.devices[0] : target.str()) + ", " + what + ")"};
}

void Checker::report_cross_device(const ast::Expr& at, const std::string& what, const std::vector<Val>& all, size_t ia,
                                  size_t ib) {
  const Val& a = all[ia];
  const Val& b = all[ib];
  // The operand to move is the one alone on its device: count the operands
  // on each of the two devices. On a tie, a model's parameter or a value on
  // the body's own (generic) device stays where it is, then the first operand.
  auto count = [&](const Placement& p) {
    size_t n = 0;
    for (const Val& v : all)
      if (v.kind == K::Tensor && v.type.device.home() == p.home()) ++n;
    return n;
  };
  auto anchored = [](const Val& v) {
    return !v.param_name.empty() || v.type.device.kind == Placement::Kind::Var;
  };
  size_t na = count(a.type.device), nb = count(b.type.device);
  bool move_a = na < nb || (na == nb && anchored(b) && !anchored(a));
  const Val& stay = move_a ? b : a;
  const Val& moved = move_a ? a : b;
  Diagnostic& d = error(DiagKind::CrossDeviceOperation, at.range,
                        what + " on different devices: " + q(text(stay.range)) + " is on " + device_text(stay.type.device) +
                            " but " + q(text(moved.range)) + " is on " + device_text(moved.type.device));
  for (const Val* v : {&stay, &moved})
    if (v->origin.range.valid()) d.notes.push_back({v->origin.range, v->origin.note});
  for (const Val* v : {&stay, &moved}) {
    const Val& other = v == &stay ? moved : stay;
    if (v->type.rank() == 0 && v->type.device == Placement::single("cpu") && other.type.device.kind == Placement::Kind::Single &&
        other.type.device != Placement::single("cpu"))
      d.notes.push_back({{}, "PyTorch lets a 0-dim CPU tensor join an operation on a GPU, copying it at every use; netc "
                             "does not, so that every transfer between devices is written in the program and costs nothing unseen"});
  }
  if (!add_move_fix(d, moved, stay.type.device))
    d.help = "a function's tensors share its device: take " + q(text(moved.range)) +
             " as an argument, or create it in the body without `@`, so that it takes that device";
}

bool Checker::add_move_fix(Diagnostic& d, const Val& v, const Placement& target) {
  auto fix = move_fix(v, target);
  if (!fix) return false;
  if (fix->replacement.empty()) {
    std::string removed = text(fix->range);
    removed.erase(0, removed.find_first_not_of(" \t"));
    d.help = "remove `" + removed + "`, so that it is on " + device_text(target);
  } else if (fix->replacement.rfind("to(", 0) != 0) {
    d.help = "remove the transfer: `" + fix->replacement + "` is already on " + device_text(target);
  } else {
    d.help = "move it explicitly: `" + fix->replacement + "`";
  }
  d.fixits.push_back(*fix);
  return true;
}

Val Checker::cast_value(const Val& v, ir::DType d) {
  TensorType t = v.type;
  t.dtype = d;
  ir::ValueId id = fn_->add_value(t);
  append(ir::Inst{Op::Cast, id, {v.id}, {}, loc(v.range)});
  if (fn_ == step_fn_) step_ranges_[id] = v.range;
  Val r = v;
  r.type = t;
  r.id = id;
  return r;
}

namespace {

// Whether `operands` hold tensors of both `low` and f32.
bool mixes(const std::vector<Val>& operands, ir::DType low) {
  bool has_low = false, f32 = false;
  for (const Val& v : operands) {
    has_low = has_low || (v.kind == Val::Kind::Tensor && v.type.dtype == low);
    f32 = f32 || (v.kind == Val::Kind::Tensor && v.type.dtype == ir::DType::F32);
  }
  return has_low && f32;
}

}  // namespace

std::optional<std::vector<Val>> Checker::under_policy(Op op, const std::vector<Val>& operands) {
  const ir::DType policy = this->policy();
  if (policy == ir::DType::F32 || !mixes(operands, policy)) return std::nullopt;
  const bool product = op == Op::Matmul || op == Op::Conv2d || op == Op::Conv2dGradInput;
  const ir::DType to = product && !keep_f32_ ? policy : ir::DType::F32;
  std::vector<Val> cast = operands;
  for (Val& v : cast)
    if (v.kind == K::Tensor && (v.type.dtype == policy || v.type.dtype == ir::DType::F32) && v.type.dtype != to)
      v = cast_value(v, to);
  return cast;
}

std::optional<ir::DType> Checker::local_precision(const Val& v, SourceRange at, const std::string& where) {
  if (v.is_error()) return std::nullopt;
  if (v.kind == K::DType && !v.has_shape && (v.dtype == ir::DType::BF16 || v.dtype == ir::DType::F32)) return v.dtype;
  Diagnostic& d = error(DiagKind::InvalidArgument, at,
                        v.kind != K::DType || v.has_shape
                            ? "`precision` " + where + " is the dtype its matrix products compute in, not " +
                                  std::string(kind_name(v.kind))
                        : v.dtype == ir::DType::F16
                            ? "`precision = f16` " + where + " would need loss scaling, which only a train block's "
                              "policy has"
                            : std::string("`precision` ") + where + " is `bf16` or `f32`, not `" +
                                  ir::dtype_name(v.dtype) + "`");
  d.help = v.kind == K::DType && v.dtype == ir::DType::F16
               ? "write `precision = bf16;` here, or `precision = f16;` in the train block for the whole step"
               : "write `precision = bf16;` (its products in bf16 with f32 accumulation), or `precision = f32;` "
                 "(in f32 under the train block's policy, as autocast(enabled=False))";
  return std::nullopt;
}

bool Checker::misnamed_precision(const ast::Expr& e, const Scope& scope, const std::string& where) {
  if (e.kind != ast::Expr::Kind::Name || ir::parse_dtype(e.name) || scope.find(e.name)) return false;
  Diagnostic& d = error(DiagKind::InvalidArgument, e.range,
                        "`precision` " + where + " is `bf16` or `f32`, not `" + e.name + "`, which is no dtype");
  const std::string near = closest(e.name, {"bf16", "f32"}, 2);
  d.help = !near.empty() ? "did you mean `" + near + "`? `precision = bf16;` computes its products in bf16, "
                           "`precision = f32;` keeps them in f32 under the train block's policy"
                         : "write `precision = bf16;` (its products in bf16 with f32 accumulation), or `precision = "
                           "f32;` (in f32 under the train block's policy, as autocast(enabled=False))";
  return true;
}

Val Checker::emit(Op op, std::vector<Val> operands, ir::Attrs attrs, const ast::Expr& at, const TensorType* hint,
                  const std::string& what) {
  for (const Val& v : operands)
    if (v.is_error()) return Val::error(at.range);
  // A layer's or a function's policy: its products and convolutions read
  // their f32 operands cast to it, and give f32.
  const bool product = op == Op::Matmul || op == Op::Conv2d || op == Op::Conv2dGradInput;
  if (product && local_policy_ != ir::DType::F32 && !keep_f32_)
    for (Val& v : operands)
      if (v.kind == K::Tensor && v.type.dtype == ir::DType::F32) v = cast_value(v, local_policy_);
  // `precision = f32;`: marked for the block's policy to leave in f32.
  if (product && keep_f32_) attrs[std::string(ir::kPrecisionAttr)] = std::string("f32");
  std::vector<TensorType> types;
  for (const Val& v : operands) types.push_back(v.type);
  ir::InferResult r = ir::infer_type(op, types, attrs, hint);
  std::string name = what.empty() ? q(ir::op_name(op)) : what;
  // (A product's hint, conv_transpose2d's, is f32 whichever operands it mixes.)
  if (auto* e = std::get_if<ir::InferError>(&r); e && e->kind == ir::InferError::Kind::DType && (!hint || product))
    if (auto cast = under_policy(op, operands)) return emit(op, std::move(*cast), std::move(attrs), at, hint, what);
  if (auto* e = std::get_if<ir::InferError>(&r)) {
    using EK = ir::InferError::Kind;
    if (e->kind == EK::Device && e->operand_a >= 0 && e->operand_b >= 0) {
      report_cross_device(at, "operands of " + name + " are", operands, e->operand_a, e->operand_b);
      return Val::error(at.range);
    }
    DiagKind kind = e->kind == EK::DType       ? DiagKind::DTypeMismatch
                    : e->kind == EK::Broadcast ? DiagKind::BroadcastMismatch
                    : e->kind == EK::Matmul    ? DiagKind::MatmulShapeMismatch
                    : e->kind == EK::Rank      ? DiagKind::RankMismatch
                    : e->kind == EK::Shape     ? DiagKind::ShapeMismatch
                    : e->kind == EK::Device    ? DiagKind::CrossDeviceOperation
                    : e->kind == EK::Split     ? DiagKind::BatchAxisMixed
                                               : DiagKind::InvalidArgument;
    Diagnostic& d = error(kind, at.range, "in " + name + ": " + e->message);
    for (int i : {e->operand_a, e->operand_b})
      if (i >= 0 && static_cast<size_t>(i) < operands.size() && operands[i].range.valid())
        d.notes.push_back({operands[i].range, q(text(operands[i].range)) + " is `" + type_text(operands[i].type) + "`"});
    if (e->kind == EK::Matmul) d.help = "the last dimension of the first operand must equal the second-to-last of the second";
    if (e->kind == EK::DType) {
      d.help = "convert one operand with `cast(x, DTYPE)`";
      for (ir::DType low : {ir::DType::BF16, ir::DType::F16})
        if (mixes(operands, low))
          d.help += std::string(", or train under a precision policy, `precision = ") + ir::dtype_name(low) +
                    ";` (in the train block, or a layer's or function's body), which mixes them (products in " +
                    ir::dtype_name(low) + ", the rest in f32)";
    }
    if (e->kind == EK::Split)
      d.help = "each replica holds a share of the batch: compute this per example, or reduce over the batch "
               "first (`mean`, `sum`)";
    return Val::error(at.range);
  }
  TensorType t = std::get<TensorType>(r);
  // A result past the limit a declared type has (2^40 elements), made by an
  // op that grows its operand (broadcast_to, pad, upsample).
  if (past_element_limit(t.shape)) {
    error(DiagKind::InvalidDim, at.range, "the result of " + name + ", `" + type_text(t) + "`, has more than 2^40 elements");
    return Val::error(at.range);
  }
  ir::ValueId id = fn_->add_value(t);
  std::vector<ir::ValueId> ids;
  for (const Val& v : operands) ids.push_back(v.id);
  append(ir::Inst{op, id, ids, std::move(attrs), loc(at.range)});
  if (fn_ == step_fn_) step_ranges_[id] = at.range;
  Val v;
  v.kind = K::Tensor;
  v.type = t;
  v.id = id;
  v.range = at.range;
  v.origin = operands.empty() ? DeviceOrigin{} : operands[0].origin;
  return v;
}

// ---- expressions -------------------------------------------------------------

// A name: a local, a dtype, a declaration, a device.
Val Checker::eval_name(const ast::Expr& e, Scope& scope, Context& ctx) {
  if (e.device) {
    std::string spelling;
    auto p = resolve_device(*e.device, &spelling);
    if (!p) return Val::error(e.range);
    Val v;
    v.kind = K::Device;
    v.text = spelling;
    v.range = e.range;
    return v;
  }
  if (const Val* found = scope.find(e.name)) {
    Val v = *found;
    v.range = e.range;
    if (v.kind == K::Tensor && !v.param_name.empty() && !v.materialised) {
      // A model parameter: read it where it is used.
      ir::ValueId id = fn_->add_value(v.type);
      append(ir::Inst{Op::Param, id, {}, {{"name", v.param_name}}, loc(e.range)});
      v.id = id;
    }
    return v;
  }
  if (auto dt = ir::parse_dtype(e.name)) {
    Val v;
    v.kind = K::DType;
    v.dtype = *dt;
    v.range = e.range;
    return v;
  }
  const Decl* decl = find_decl(e.name, e.range);
  if (decl) {
    switch (decl->kind) {
      case Decl::Kind::Device: {
        used_devices_.insert(e.name);
        Val v;
        v.kind = K::Device;
        v.text = e.name;
        v.range = e.range;
        return v;
      }
      case Decl::Kind::Dataset: {
        Val v;
        v.kind = K::Dataset;
        v.dataset = static_cast<const ast::Dataset*>(decl->node);
        v.range = e.range;
        return v;
      }
      case Decl::Kind::Model:
        error(DiagKind::WrongKindOfValue, e.range, "`" + e.name + "` is a model, not a value")
            .help = "create an instance: `" + e.name + "(...)`";
        return Val::error(e.range);
      case Decl::Kind::Fn:
      case Decl::Kind::Optimizer:
        error(DiagKind::WrongKindOfValue, e.range, "`" + e.name + "` must be called: `" + e.name + "(...)`");
        return Val::error(e.range);
      case Decl::Kind::Binding:
        if (const auto* b = static_cast<const ast::Binding*>(decl->node); in_constants_ && constants_.count(b)) {
          evaluate_constant(*b);  // a constant that reads one defined after it
          if (const Val* found = globals_.find(e.name)) {
            Val v = *found;
            v.range = e.range;
            return v;
          }
        }
        break;  // declared later at top level: falls through to unknown (use before definition)
    }
  }
  if (is_initialiser(e.name)) return init_value(e.name, e.range, {}, {});  // `zeros`, for an `init` parameter
  if (e.name == "cpu" || e.name == "cuda") {
    std::string name = builtin_device(e.name);
    used_devices_.insert(name);
    Val v;
    v.kind = K::Device;
    v.text = name;
    v.range = e.range;
    return v;
  }
  Diagnostic& d = error(DiagKind::UnknownName, e.range, "unknown name `" + e.name + "`");
  if (decl && decl->kind == Decl::Kind::Binding) {
    bool in_body = ctx.depth > 0;
    d.message = in_body ? "`" + e.name + "` is a top-level value that is not a compile-time constant; the bodies of "
                          "models and functions read only top-level constants (integers, numbers, booleans, strings)"
                        : "`" + e.name + "` is used before it is defined";
    d.notes.push_back({decl->range, "`" + e.name + "` is defined here"});
    d.help = in_body ? "pass it in as an argument" : "move this use after the definition";
  } else if (python_module(e.name)) {
    d.help = "netc has no Python modules: call a function by its name (`relu(x)`, not `" + e.name +
             ".relu(x)`); std.nn's layers come with `import std.nn;`";
  } else if (e.name == "None") {  // numpy's x[:, None]
    d.help = "netc adds an axis of 1 with `reshape`: `reshape(x, [N, 1, d])` for `x[:, None]` of `[N, d]`";
  } else if (e.name == "_") {
    d.message = "`_` discards a value in `let (...)`, and names none";
    d.help = "give the value a name to read it: `let (a, b) = ...;`";
  } else if (std::string not_made = member_not_made(ctx, e.name); !not_made.empty()) {
    d.help = not_made + ": use it under the same `if`";
  } else if (std::string s = suggest(e.name, &scope); !s.empty()) {
    d.help = "did you mean `" + s + "`?";
  }
  return Val::error(e.range);
}

// `-x`, `!x`.
Val Checker::eval_unary(const ast::Expr& e, Scope& scope, Context& ctx) {
  Val x = eval(*e.lhs, scope, ctx);
  if (x.is_error()) return Val::error(e.range);
  if (e.name == "-") {
    if (x.kind == K::Int) {
      if (overflows(e.range, Dim(int64_t{0}), '-', x.dim, false)) return Val::error(e.range);
      x.dim = Dim(int64_t{0}) - x.dim;
      x.range = e.range;
      return x;
    }
    if (x.kind == K::Float) {
      if (x.number) x.number = -*x.number;
      x.range = e.range;
      return x;
    }
    if (x.kind == K::Tensor) return emit(Op::Neg, {x}, {}, e, nullptr, "`-`");
  } else {
    if (x.kind == K::Bool) {
      if (x.flag) x.flag = !*x.flag;
      x.range = e.range;
      return x;
    }
    if (x.kind == K::Tensor) return emit(Op::Not, {x}, {}, e, nullptr, "`!`");
  }
  error(DiagKind::WrongKindOfValue, e.range, "`" + e.name + "` cannot be applied to " + kind_name(x.kind));
  return Val::error(e.range);
}

// `a + b + c + ...` leans left, as deep as the chain is long: its left spine
// is walked with a loop, so that a chain of any length is checked without
// recursing once per term. Operands are evaluated left to right.
Val Checker::eval_binary(const ast::Expr& e, Scope& scope, Context& ctx) {
  std::vector<const ast::Expr*> spine;
  const ast::Expr* leftmost = &e;
  for (; leftmost->kind == ast::Expr::Kind::Binary; leftmost = leftmost->lhs.get()) spine.push_back(leftmost);
  Val acc = eval(*leftmost, scope, ctx);
  for (auto it = spine.rbegin(); it != spine.rend(); ++it) {
    Val b = eval(*(*it)->rhs, scope, ctx);
    acc = combine_binary(**it, acc, b);
  }
  return acc;
}

// Arithmetic, comparisons, logic and `@` (matrix product) on operands'
// values.
Val Checker::combine_binary(const ast::Expr& e, const Val& a, const Val& b) {
  if (a.is_error() || b.is_error()) return Val::error(e.range);
  const std::string& op = e.name;
  // Compile-time arithmetic on sizes and hyperparameters.
  if ((a.kind == K::Int || a.kind == K::Float) && (b.kind == K::Int || b.kind == K::Float)) {
    Val v;
    v.range = e.range;
    if (a.kind == K::Int && b.kind == K::Int && (op == "+" || op == "-" || op == "*" || op == "/" || op == "%")) {
      v.kind = K::Int;
      if ((op == "+" || op == "-" || op == "*") && overflows(e.range, a.dim, op[0], b.dim)) return Val::error(e.range);
      if (op == "+") v.dim = a.dim + b.dim;
      else if (op == "-") v.dim = a.dim - b.dim;
      else if (op == "*") v.dim = a.dim * b.dim;
      else if (op == "/") {
        auto r = Dim::floordiv(a.dim, b.dim);
        if (!r) {
          error(DiagKind::InvalidArgument, e.range, "division by zero");
          return Val::error(e.range);
        }
        v.dim = *r;
      } else {
        if (!a.dim.is_constant() || !b.dim.is_constant() || b.dim.value() == 0) {
          if (b.dim.is_constant() && b.dim.value() == 0) error(DiagKind::InvalidArgument, e.range, "division by zero");
          if (b.dim.is_constant() && b.dim.value() == 0) return Val::error(e.range);
          v.kind = K::Int;
          v.dim = Dim::symbol("(" + a.dim.str() + ") % (" + b.dim.str() + ")");
          return v;
        }
        // The remainder of floor division (the divisor's sign), as Python's:
        // a == (a / b) * b + a % b.
        int64_t r = a.dim.value() % b.dim.value();
        if (r != 0 && (r < 0) != (b.dim.value() < 0)) r += b.dim.value();
        v.dim = Dim(r);
      }
      return v;
    }
    auto num = [](const Val& x) -> std::optional<double> {
      if (x.kind == K::Float) return x.number;
      if (x.dim.is_constant()) return static_cast<double>(x.dim.value());
      return std::nullopt;
    };
    auto x = num(a), y = num(b);
    bool known = x && y;
    if (op == "+" || op == "-" || op == "*" || op == "/") {
      v.kind = K::Float;
      if (known) v.number = op == "+" ? *x + *y : op == "-" ? *x - *y : op == "*" ? *x * *y : *x / *y;
      return v;
    }
    if (op == "<" || op == "<=" || op == ">" || op == ">=" || op == "==" || op == "!=") {
      v.kind = K::Bool;
      if (known)
        v.flag = op == "<" ? *x < *y : op == "<=" ? *x <= *y : op == ">" ? *x > *y : op == ">=" ? *x >= *y
                 : op == "==" ? *x == *y : *x != *y;
      return v;
    }
  }
  // Strings compare when the program is checked (a model's `norm = "batch"`
  // chooses its layers by a compile-time `if`); in a generic body each
  // instance knows its own.
  if (a.kind == K::String && b.kind == K::String && (op == "==" || op == "!=")) {
    Val v;
    v.kind = K::Bool;
    v.range = e.range;
    if (!a.text_unknown && !b.text_unknown) v.flag = (a.text == b.text) == (op == "==");
    return v;
  }
  if (a.kind == K::Bool && b.kind == K::Bool && (op == "&&" || op == "||" || op == "==" || op == "!=")) {
    Val v;
    v.kind = K::Bool;
    v.range = e.range;
    if (a.flag && b.flag)
      v.flag = op == "&&" ? (*a.flag && *b.flag) : op == "||" ? (*a.flag || *b.flag) : (*a.flag == *b.flag) == (op == "==");
    return v;
  }
  if (a.kind == K::Tensor || b.kind == K::Tensor) {
    auto irop = binary_op(op);
    if (!irop) {
      error(DiagKind::WrongKindOfValue, e.range, "`" + op + "` is not defined on tensors");
      return Val::error(e.range);
    }
    const Val& like = a.kind == K::Tensor ? a : b;
    if (op == "/" && ir::is_int(like.type.dtype) && b.kind == K::Int && b.dim.is_constant() && b.dim.value() == 0) {
      error(DiagKind::InvalidArgument, e.range, "division by zero")
          .help = "an integer tensor divided by zero is 0 in every element; write that, or divide by another number";
      return Val::error(e.range);
    }
    Val ta = to_tensor(a, like, e), tb = to_tensor(b, like, e);
    return emit(*irop, {ta, tb}, {}, e, nullptr, "`" + op + "`");
  }
  Diagnostic& d = error(DiagKind::WrongKindOfValue, e.range,
                        "`" + op + "` cannot combine " + kind_name(a.kind) + " and " + kind_name(b.kind));
  if (a.kind == K::Init || b.kind == K::Init) {
    const ast::Expr& init = a.kind == K::Init ? *e.lhs : *e.rhs;
    d.help = "an initialiser without a type is a layer's argument; with one it is a random tensor to compute with: `" +
             (init.kind == ast::Expr::Kind::Call && init.lhs ? text(init.lhs->range) : std::string("normal")) +
             "(f32[...], ...)`";
  }
  return Val::error(e.range);
}

// `x.field`: a batch field, a model's layer or parameter, a tensor's property.
Val Checker::eval_field(const ast::Expr& e, Scope& scope, Context& ctx) {
  Val obj = eval(*e.lhs, scope, ctx);
  if (obj.is_error()) return Val::error(e.range);
  if (obj.kind == K::Model) {
    const ModelInst& m = *obj.model;
    if (auto l = m.layer(e.name)) {
      return Val::of_model(l, e.range);
    }
    for (auto& [n, t] : m.params)
      if (n == e.name) {
        Val v;
        v.kind = K::Tensor;
        v.type = t;
        v.range = e.range;
        v.origin = m.device_origin;
        v.param_name = m.path + "." + n;
        ir::ValueId id = fn_->add_value(t);
        append(ir::Inst{Op::Param, id, {}, {{"name", v.param_name}}, loc(e.range)});
        v.id = id;
        return v;
      }
    Diagnostic& d = error(DiagKind::UnknownField, e.name_range,
                          "model `" + m.decl->name.name + "` has no layer or parameter `" + e.name + "`");
    d.notes.push_back({m.decl->name.range, "`" + m.decl->name.name + "` is declared here"});
    if (e.name == "parameters" || e.name == "named_parameters")  // PyTorch's `Adam(net.parameters(), ...)`
      d.help = "a train block's optimizer updates every parameter of the trained model: write "
               "`optimizer = Adam(lr = 0.001);`";
    return Val::error(e.range);
  }
  if (obj.kind == K::Batch) {
    for (const ast::DatasetField& f : obj.dataset->fields)
      if (f.name.name == e.name) {
        const Val* field = scope.find("batch." + e.name);
        if (!field) return Val::error(e.range);
        Val v = *field;
        v.range = e.range;
        return v;
      }
    Diagnostic& d = error(DiagKind::UnknownField, e.name_range,
                          "data set `" + obj.dataset->name.name + "` has no field `" + e.name + "`");
    std::string fields;
    for (const ast::DatasetField& f : obj.dataset->fields) fields += (fields.empty() ? "`" : ", `") + f.name.name + "`";
    d.notes.push_back({obj.dataset->name.range, "its fields are " + fields});
    return Val::error(e.range);
  }
  Diagnostic& d =
      error(DiagKind::UnknownField, e.name_range, std::string(kind_name(obj.kind)) + " has no field `" + e.name + "`");
  if (obj.kind != K::Tensor) return Val::error(e.range);
  const std::string x = text(e.lhs->range);
  std::string call = torch_spelling(e.name, x);  // a PyTorch method: what netc writes for it
  if (call.empty() && (find_builtin(e.name) || is_math_function(e.name) || decls_.count(e.name)))
    call = e.name + "(" + x + ", ...)";
  if (e.name == "T" || e.name == "mT")  // PyTorch's transposed view
    d.help = "netc has functions, not tensor attributes: write `transpose(" + x + ")` (the last two axes)";
  else if (e.name == "shape" || e.name == "dtype" || e.name == "device" || e.name == "size")
    d.help = "a tensor's type says its dtype, shape and device: in the REPL `:type " + x +
             "` shows it, in a program its declaration does";
  else if (!call.empty())
    d.help = "netc has functions, not tensor methods: write `" + call + "`";
  return Val::error(e.range);
}

// `x @ device`: an instance or a tensor placed on a device.
Val Checker::eval_place(const ast::Expr& e, Scope& scope, Context& ctx) {
  Val x = eval(*e.lhs, scope, ctx);
  if (x.is_error()) return Val::error(e.range);
  if (const Val* v = e.device->qualifier ? nullptr : scope.find(e.device->base.name); v && !v->is_error()) {
    // `x @ w`, written for a matrix product as in Python.
    Diagnostic& d = error(DiagKind::WrongKindOfValue, e.device->range,
                          q(e.device->base.name) + " is " + kind_name(v->kind) +
                              ", not a device: `@` places a new model instance on a device");
    if (x.kind == K::Tensor && v->kind == K::Tensor)
      d.help = "for the matrix product, write `matmul(" + text(e.lhs->range) + ", " + e.device->base.name + ")`";
    return Val::error(e.range);
  }
  std::string spelling;
  auto p = resolve_device(*e.device, &spelling);
  if (!p) return Val::error(e.range);
  if (x.kind != K::Model || e.lhs->kind != ast::Expr::Kind::Call) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, e.range,
                          std::string("`@` places a new model instance, but this is ") + kind_name(x.kind));
    d.help = x.kind == K::Tensor ? "move a tensor with `to(" + spelling + ", " + text(e.lhs->range) + ")`"
                                 : "write `Model(...) @ " + spelling + "`";
    return Val::error(e.range);
  }
  if (ctx.model) {
    Diagnostic& d = error(DiagKind::DeviceInsideModel, e.device->range,
                          "a layer takes the device of its model; it cannot be placed on `" + spelling + "`");
    d.help = "remove `@ " + spelling + "`, and place the whole model where it is created";
    d.fixits.push_back({{e.range.file, e.lhs->range.end, e.range.end}, ""});
    return Val::error(e.range);
  }
  place_model(*x.model, *p, {e.device->range, "`" + text(e.lhs->range) + "` was placed on `" + spelling + "` here"});
  x.range = e.range;
  x.place_range = {e.range.file, e.lhs->range.end, e.range.end};
  return x;
}

// A type as a value: `f32[2, 3] @ gpu`.
Val Checker::eval_type_literal(const ast::Expr& e, Scope& scope, Context& ctx) {
  using EK = ast::Expr::Kind;
  // `x[0]` and `x[i + 1]` read as a type `NAME[dims]`; a name that is not
  // a dtype but a value in scope makes them an index, also when the value
  // failed: indexing it is then an error value, not reported again.
  if (const Val* named = scope.find(e.type->dtype.name);
      named && !ir::parse_dtype(e.type->dtype.name) && !e.type->device) {
    ast::Expr index;
    index.kind = EK::Index;
    index.range = e.range;
    index.lhs = std::make_unique<ast::Expr>();
    index.lhs->kind = EK::Name;
    index.lhs->name = e.type->dtype.name;
    index.lhs->range = e.type->dtype.range;
    for (const ast::Dim& d : e.type->dims) {
      ast::IndexItem item;
      item.range = d.range;
      item.start = dim_expr(d);
      if (!item.start) {
        error(DiagKind::InvalidArgument, d.range, "`*" + d.name + "` is not an index");
        return Val::error(e.range);
      }
      index.index.push_back(std::move(item));
    }
    return eval_index(index, scope, ctx);
  }
  if (!ir::parse_dtype(e.type->dtype.name) && !scope.find(e.type->dtype.name) && !looks_like_dtype(e.type->dtype.name)) {
    Diagnostic& d = error(DiagKind::UnknownName, e.type->dtype.range, "unknown name `" + e.type->dtype.name + "`");
    if (std::string s = suggest(e.type->dtype.name, &scope); !s.empty()) d.help = "did you mean `" + s + "`?";
    return Val::error(e.range);
  }
  if (!sizes_known(*e.type, scope, ctx)) return Val::error(e.range);
  auto t = resolve_type(*e.type, scope, ctx);
  if (!t) return Val::error(e.range);
  Val v;
  v.kind = K::DType;
  v.dtype = t->dtype;
  v.type = *t;
  v.has_shape = true;
  v.explicit_device = e.type->device.has_value();
  if (e.type->device) {
    v.device_range = e.type->device->range;
    v.place_range = place_suffix(*e.type);
  }
  v.range = e.range;
  return v;
}

Val Checker::eval(const ast::Expr& e, Scope& scope, Context& ctx) {
  using EK = ast::Expr::Kind;
  switch (e.kind) {
    case EK::Int: {
      if (e.overflow) return Val::error(e.range);
      Val v;
      v.kind = K::Int;
      v.dim = Dim(e.int_value);
      v.range = e.range;
      return v;
    }
    case EK::Float: {
      if (e.overflow) return Val::error(e.range);
      Val v;
      v.kind = K::Float;
      v.number = e.float_value;
      v.range = e.range;
      return v;
    }
    case EK::String: {
      Val v;
      v.kind = K::String;
      v.text = e.string_value;
      v.range = e.range;
      return v;
    }
    case EK::Bool: {
      Val v;
      v.kind = K::Bool;
      v.flag = e.bool_value;
      v.range = e.range;
      return v;
    }
    case EK::Name: return eval_name(e, scope, ctx);
    case EK::Unary: return eval_unary(e, scope, ctx);
    case EK::Binary: return eval_binary(e, scope, ctx);
    case EK::Call: return eval_call(e, scope, ctx);
    case EK::Field: return eval_field(e, scope, ctx);
    case EK::Place: return eval_place(e, scope, ctx);
    case EK::List: {
      Val v;
      v.kind = K::List;
      v.range = e.range;
      for (const ast::ExprPtr& el : e.elems) {
        Val x = eval(*el, scope, ctx);
        if (x.is_error()) return Val::error(e.range);
        v.elems.push_back(x);
      }
      return v;
    }
    case EK::Index: return eval_index(e, scope, ctx);
    case EK::TypeLit: return eval_type_literal(e, scope, ctx);
  }
  return Val::error(e.range);
}

bool Checker::bind_args(const ast::Expr& call, const std::string& callee, const std::vector<Formal>& formals,
                        std::vector<Val>& pos, std::map<std::string, Val>& named, std::map<std::string, Val>& out,
                        SourceRange decl_range) {
  bool ok = true;
  if (pos.size() > formals.size()) {
    const Val& extra = pos[formals.size()];
    Diagnostic& d = error(DiagKind::ArityMismatch, extra.range.valid() ? extra.range : call.range,
                          q(callee) + " takes " + std::to_string(formals.size()) +
                              (formals.size() == 1 ? " argument" : " arguments") + " but " +
                              std::to_string(pos.size() + named.size()) +
                              (pos.size() + named.size() == 1 ? " was given" : " were given"));
    if (decl_range.valid()) d.notes.push_back({decl_range, q(callee) + " is declared here"});
    ok = false;
  }
  for (size_t i = 0; i < pos.size() && i < formals.size(); ++i) out[formals[i].name] = pos[i];
  for (auto& [name, v] : named) {
    auto f = std::find_if(formals.begin(), formals.end(), [&](const Formal& x) { return x.name == name; });
    // Find the argument's name token for the location.
    SourceRange where = v.range;
    for (const ast::Arg& a : call.args)
      if (a.name && a.name->name == name) where = a.name->range;
    if (f == formals.end()) {
      if (torch_argument_met(callee, name, v)) continue;  // PyTorch's spelling of what the layer does
      std::vector<std::string> all;
      for (const Formal& x : formals) all.push_back(x.name);
      // PyTorch's name for an argument netc names otherwise: one error, with
      // the name to write, and the argument counts as given.
      if (std::string netc = torch_keyword(name, all); !netc.empty() && !named.count(netc) && !out.count(netc)) {
        Diagnostic& d = error(DiagKind::UnknownArgument, where,
                              q(callee) + " has no argument named `" + name + "`: netc names PyTorch's `" + name +
                                  "` `" + netc + "`");
        d.help = "write `" + netc + " = " + text(v.range) + "`";
        d.fixits.push_back({where, netc});
        out[netc] = v;
        ok = false;
        continue;
      }
      const bool batch_first = name == "batch_first" && batch_first_layer(callee);
      Diagnostic& d = error(DiagKind::UnknownArgument, where,
                            q(callee) + (batch_first ? " is batch-first only: `batch_first` can only be `true`"
                                                     : " has no argument named `" + name + "`"));
      std::string names;
      std::vector<std::string> candidates;  // those not given already
      for (size_t k = 0; k < formals.size(); ++k) {
        const Formal& x = formals[k];
        names += (names.empty() ? "`" : ", `") + x.name + "`";
        if (k >= pos.size() && !named.count(x.name)) candidates.push_back(x.name);
      }
      d.help = formals.empty() ? q(callee) + " takes no arguments" : "its arguments are " + names;
      if (std::string habit = torch_argument(callee, name, all); !habit.empty())
        d.help = habit;
      else if (std::string near = argument_meant(name, candidates); !near.empty())
        d.help = "did you mean `" + near + "`?" + (formals.size() > 1 ? " " + d.help : "");
      if (decl_range.valid()) d.notes.push_back({decl_range, q(callee) + " is declared here"});
      ok = false;
      continue;
    }
    if (out.count(name)) {
      error(DiagKind::DuplicateArgument, where, "argument `" + name + "` of " + q(callee) + " is given twice");
      ok = false;
      continue;
    }
    out[name] = v;
  }
  for (const Formal& f : formals)
    if (f.required && !out.count(f.name)) {
      Diagnostic& d = error(DiagKind::MissingArgument, call.range, q(callee) + " needs argument `" + f.name + "`");
      if (decl_range.valid()) d.notes.push_back({decl_range, q(callee) + " is declared here"});
      ok = false;
    }
  return ok;
}

Val Checker::eval_call(const ast::Expr& e, Scope& scope, Context& ctx) {
  // Arguments first: a bad argument is reported even when the callee is unknown.
  std::vector<Val> pos;
  std::map<std::string, Val> named;
  bool args_ok = true;
  for (const ast::Arg& a : e.args) {
    Val v = eval(*a.value, scope, ctx);
    if (v.is_error()) args_ok = false;
    if (a.name) {
      if (named.count(a.name->name)) {
        error(DiagKind::DuplicateArgument, a.name->range, "argument `" + a.name->name + "` is given twice");
        args_ok = false;
      }
      named[a.name->name] = v;
    } else {
      pos.push_back(v);
    }
  }

  const ast::Expr& callee = *e.lhs;
  if (callee.kind == ast::Expr::Kind::Field) {
    Val obj = eval(*callee.lhs, scope, ctx);
    if (obj.is_error() || !args_ok) return Val::error(e.range);
    if (obj.kind == K::Model) {
      const ModelInst& m = *obj.model;
      if (auto l = m.layer(callee.name)) return call_model(l, e, pos, named, text(callee.range), ctx);
      for (const ast::Fn& f : m.decl->fns)
        if (f.name.name == callee.name) return call_fn(f, e, pos, named, &m, text(callee.range), ctx);
    }
    Val field = eval(callee, scope, ctx);
    if (field.is_error()) return Val::error(e.range);
    error(DiagKind::NotCallable, callee.range, q(text(callee.range)) + " is " + kind_name(field.kind) + " and cannot be called");
    return Val::error(e.range);
  }
  if (callee.kind == ast::Expr::Kind::Place && !callee.device->qualifier) {
    // `x @ f(y)` reads as `(x @ f)(y)`: `@` is placement, not the matrix product.
    Diagnostic& d = error(DiagKind::NotCallable, callee.range,
                          "`@` places a new model instance on a device; `" + text(callee.range) + "` cannot be called");
    d.help = "for the matrix product, write `matmul(" + text(callee.lhs->range) + ", " +
             text({e.range.file, callee.device->range.begin, e.range.end}) + ")`";
    return Val::error(e.range);
  }
  if (callee.kind != ast::Expr::Kind::Name || callee.device) {
    // blocks[0](x): `blocks[0]` reads as an index, or as a type `NAME[dims]`.
    bool indexed = callee.kind == ast::Expr::Kind::Index || callee.kind == ast::Expr::Kind::TypeLit;
    // f(a)(b), PyTorch's `nn.CrossEntropyLoss()(logits, labels)`: the inner
    // call's own errors first (`nn`), then why its result is not called.
    bool called = callee.kind == ast::Expr::Kind::Call;
    Val f = indexed || called ? eval(callee, scope, ctx) : Val::error(callee.range);
    if (f.kind == K::Model && args_ok && indexed) return call_model(f.model, e, pos, named, text(callee.range), ctx);
    if (f.is_error() && (indexed || called)) return Val::error(e.range);
    Diagnostic& d = error(DiagKind::NotCallable, callee.range, "this expression cannot be called");
    if (called)
      d.help = f.kind == K::Model
                   ? "declare the layer in the model's body (`layer = " + text(callee.range) +
                         ";`) and call it there (`layer(x)`)"
                   : "netc does not call a call's result: losses and activations are functions, called once "
                     "(`cross_entropy(logits, labels)`)";
    return Val::error(e.range);
  }
  const std::string& name = callee.name;
  if (const Val* local = scope.find(name)) {
    if (local->is_error() || !args_ok) return Val::error(e.range);
    if (local->kind == K::Model) return call_model(local->model, e, pos, named, name, ctx);
    Diagnostic& d =
        error(DiagKind::NotCallable, callee.range, q(name) + " is " + kind_name(local->kind) + " and cannot be called");
    // `accuracy = accuracy(...);` binds a value that hides the function below it.
    const Decl* hidden = find_decl(name, callee.range);
    if (local->range.valid() && local->range.begin != callee.range.begin) d.notes.push_back({local->range, q(name) + " is bound here"});
    if (hidden && (hidden->kind == Decl::Kind::Fn || hidden->kind == Decl::Kind::Model))
      d.help = "that binding hides the " + std::string(hidden->kind == Decl::Kind::Fn ? "function" : "model") + " " +
               q(name) + "; give the value another name (`" + name + "_value = " + name + "(...);`)";
    return Val::error(e.range);
  }
  // Inside a model, its own functions are called by name: `return twice(x);`.
  if (ctx.model)
    for (const ast::Fn& f : ctx.model->decl->fns)
      if (f.name.name == name) {
        if (!args_ok) return Val::error(e.range);
        return call_fn(f, e, pos, named, ctx.model, name, ctx);
      }
  if (const Decl* decl = find_decl(name, callee.range)) {
    if (!args_ok) return Val::error(e.range);
    switch (decl->kind) {
      case Decl::Kind::Model:
        return instantiate_model(*static_cast<const ast::Model*>(decl->node), e, pos, named, ctx);
      case Decl::Kind::Fn:
        return call_fn(*static_cast<const ast::Fn*>(decl->node), e, pos, named, nullptr, name, ctx);
      case Decl::Kind::Optimizer:
        return make_optimizer(*static_cast<const ast::Optimizer*>(decl->node), e, pos, named);
      default: {
        Diagnostic& d = error(DiagKind::NotCallable, callee.range, q(name) + " cannot be called");
        d.notes.push_back({decl->range, q(name) + " is declared here"});
        return Val::error(e.range);
      }
    }
  }
  // `normal(std = 0.02)` without a type is an initialiser, for a model's
  // `init` parameter; with one it makes a tensor.
  bool typed = named.count("type") > 0;
  for (const Val& v : pos) typed = typed || v.kind == K::DType;
  if (is_initialiser(name) && (!typed || !find_builtin(name))) {
    if (!args_ok) return Val::error(e.range);
    return init_value(name, e.range, pos, named);
  }
  if (find_builtin(name)) {
    if (!args_ok) return Val::error(e.range);
    return eval_builtin(name, e, pos, named, ctx);
  }
  if (name == "repeat") {
    error(DiagKind::InvalidStatement, callee.range, "`repeat` builds the layers of a model, in its body")
        .help = "declare them in a model: `blocks = repeat(depth, Block(d));`, and call `blocks(x)`";
    return Val::error(e.range);
  }
  Diagnostic& d = error(DiagKind::UnknownName, callee.range, "unknown function, layer or model `" + name + "`");
  if (name == "print")  // a Python habit
    d.help = "netc has no `print`: in the REPL an expression alone shows its value (`x`); `netc run` prints the "
             "loss and metrics";
  else if (std::string not_made = member_not_made(ctx, name); !not_made.empty())
    d.help = not_made + ": call it under the same `if`";
  else if (std::string c = torch_container(name); !c.empty())
    d.help = c;
  else if (name == "len")
    d.help = "a tensor's sizes are named in its type: `fn f(x: f32[N, d])` names its length `N`";
  else if (std::string t = torch_spelling(name, "x"); !t.empty())
    d.help = "netc writes `" + name + "` as `" + t + "`";
  else if (std::string sched = torch_schedule(name); !sched.empty())
    d.help = sched;
  else if (std::string m = std_module_declaring(program_, name); !m.empty())
    d.help = "`" + name + "` is in " + m + ": add `import " + m + ";`";
  else if (std::string s = suggest(name, &scope); !s.empty())
    d.help = "did you mean `" + s + "`?";
  return Val::error(e.range);
}

// ---- builtins ---------------------------------------------------------------

namespace {

std::optional<int64_t> const_int(const Val& v) {
  if (v.kind == K::Int && v.dim.is_constant()) return v.dim.value();
  return std::nullopt;
}

}  // namespace

Val Checker::fold_math(const std::string& name, const ast::Expr& call, const std::vector<Val>& args) {
  Val v;
  v.kind = K::Float;
  v.range = call.range;
  std::vector<double> x;
  for (const Val& a : args) {
    if (a.kind == K::Float && a.number) x.push_back(*a.number);
    else if (a.kind == K::Int && a.dim.is_constant()) x.push_back(static_cast<double>(a.dim.value()));
    else return v;  // unknown in a generic body: checked per instance
  }
  const double r = ir::evaluate_double(*ir::parse_op(name), x);
  if (!std::isfinite(r)) {
    std::string given;
    for (size_t i = 0; i < x.size(); ++i) given += (i ? ", " : "") + fmt_number(x[i]);
    error(DiagKind::InvalidArgument, call.range,
          "`" + name + "(" + given + ")` is not a finite number" +
              (std::isnan(r) ? " (the argument is outside the function's domain)" : ""));
    return Val::error(call.range);
  }
  v.number = r;
  return v;
}

const Val* Checker::Builtin::arg(const std::string& n) const {
  auto it = a.find(n);
  return it == a.end() ? nullptr : &it->second;
}

bool Checker::Builtin::want(const std::string& n, Val::Kind k) {
  const Val* v = arg(n);
  if (!v || v->kind == k || v->is_error()) return v && !v->is_error();
  Diagnostic& d = c.error(DiagKind::WrongKindOfValue, v->range,
                          "argument `" + n + "` of `" + name + "` must be " + kind_name(k) + ", not " + kind_name(v->kind));
  if (k == K::Tensor && v->kind == K::DType) d.help = "create a tensor: `zeros(" + c.text(v->range) + ")`";
  return false;
}

bool Checker::Builtin::want_int(const std::string& n, int64_t dflt, int64_t lo, int64_t* out) {
  const Val* v = arg(n);
  if (!v) {
    *out = dflt;
    return true;
  }
  if (!want(n, K::Int)) return false;
  auto i = const_int(*v);
  if (!i) {
    *out = dflt;  // symbolic in a generic body: checked per instance
    return true;
  }
  if (*i < lo) {
    c.error(DiagKind::InvalidArgument, v->range, "`" + n + "` of `" + name + "` must be at least " + std::to_string(lo) +
                                                     ", not " + std::to_string(*i));
    return false;
  }
  *out = *i;
  return true;
}

bool Checker::Builtin::want_number(const std::string& n, double dflt, double* out) {
  const Val* v = arg(n);
  *out = dflt;
  if (!v) return true;
  if (v->kind == K::Int) {
    if (v->dim.is_constant()) *out = static_cast<double>(v->dim.value());
    return true;
  }
  if (!want(n, K::Float)) return false;
  *out = v->number.value_or(dflt);
  return c.fits_dtype(*out, ir::DType::F32, v->range);  // the builtins compute with it as f32 or narrower
}

Val Checker::eval_builtin(const std::string& name, const ast::Expr& call, std::vector<Val>& pos,
                          std::map<std::string, Val>& named, Context& ctx) {
  const BuiltinInfo& info = *find_builtin(name);
  Builtin b{*this, name, call, {}};
  if (!bind_args(call, name, info.formals, pos, named, b.a)) return Val::error(call.range);
  for (auto group : {&Checker::builtin_elementwise, &Checker::builtin_matmul, &Checker::builtin_einsum, &Checker::builtin_shape,
                     &Checker::builtin_reduction, &Checker::builtin_statistics, &Checker::builtin_conv, &Checker::builtin_creation})
    if (std::optional<Val> v = (this->*group)(b, ctx)) return *v;
  return builtin_schedule(b, ctx);
}

// Elementwise builtins: math functions (folded on numbers), maximum,
// minimum, pow, if_training, where.
std::optional<Val> Checker::builtin_elementwise(Builtin& bc, Context& ctx) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  // On numbers the math functions are compile-time arithmetic, like `+`:
  // `uniform(low = -1.0 / sqrt(in), ...)`.
  auto is_number = [](const Val& v) { return v.kind == K::Int || v.kind == K::Float; };
  if (is_math_function(name) &&
      (unary_op(name) ? is_number(*bc.arg("x")) : is_number(*bc.arg("a")) && is_number(*bc.arg("b"))))
    return fold_math(name, call, unary_op(name) ? std::vector<Val>{*bc.arg("x")} : std::vector<Val>{*bc.arg("a"), *bc.arg("b")});
  if (auto op = unary_op(name)) {
    if (!bc.want("x", K::Tensor)) return Val::error(call.range);
    return emit(*op, {*bc.arg("x")}, {}, call, nullptr, "`" + name + "`");
  }
  if (math_op(name, 2)) {
    Val x = *bc.arg("a"), y = *bc.arg("b");
    if (x.kind != K::Tensor && y.kind != K::Tensor) {
      bc.want("a", K::Tensor);
      return Val::error(call.range);
    }
    const Val& like = x.kind == K::Tensor ? x : y;
    return emit(*binary_op(name), {to_tensor(x, like, call), to_tensor(y, like, call)}, {}, call, nullptr, "`" + name + "`");
  }
  if (name == "if_training") {  // a in a training step, b everywhere else
    Val x = *bc.arg("a"), y = *bc.arg("b");
    if (x.kind != K::Tensor && y.kind != K::Tensor) {
      bc.want("a", K::Tensor);
      return Val::error(call.range);
    }
    const Val& like = x.kind == K::Tensor ? x : y;
    // In a frozen model (Context::frozen) the step takes `b` too.
    ir::Attrs attrs;
    if (ctx.frozen) attrs[ir::kFrozenAttr] = true;
    return emit(Op::IfTraining, {to_tensor(x, like, call), to_tensor(y, like, call)}, attrs, call, nullptr, "`if_training`");
  }
  if (name == "where") {
    const Val& c = *bc.arg("cond");
    if (c.kind == K::Bool) {  // decided at compile time
      if (c.flag) return *c.flag ? *bc.arg("a") : *bc.arg("b");
      return *bc.arg("a");  // unknown in a generic body: both sides were checked
    }
    if (!bc.want("cond", K::Tensor)) return Val::error(call.range);
    Val x = *bc.arg("a"), y = *bc.arg("b");
    const Val& like = x.kind == K::Tensor ? x : y.kind == K::Tensor ? y : c;
    Val tx = x.kind == K::Tensor ? x : to_tensor(x, like, call);
    Val ty = y.kind == K::Tensor ? y : to_tensor(y, like, call);
    return emit(Op::Where, {c, tx, ty}, {}, call, nullptr, "`where`");
  }
  return std::nullopt;
}

// matmul and transpose.
std::optional<Val> Checker::builtin_matmul(Builtin& bc, Context& /*ctx*/) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  if (name == "matmul") {
    if (!bc.want("a", K::Tensor) | !bc.want("b", K::Tensor)) return Val::error(call.range);
    // numpy's rule for vectors: a first operand [k] is the row [1, k], a
    // second operand [k] the column [k, 1], and the added axis goes again.
    Val a = *bc.arg("a"), b = *bc.arg("b");
    if ((a.type.rank() == 1 && b.type.rank() >= 1) || (b.type.rank() == 1 && a.type.rank() >= 2)) {
      const Dim& ka = a.type.shape.back();
      const Dim& kb = b.type.shape[b.type.rank() == 1 ? 0 : b.type.rank() - 2];
      if (ka != kb) {  // said of the operands as written, not of their matrix forms
        Diagnostic& d = error(DiagKind::MatmulShapeMismatch, call.range,
                              "in `matmul`: inner dimensions differ: `" + a.type.shape_str() + "` times `" +
                                  b.type.shape_str() + "` (`" + ka.str() + "` vs `" + kb.str() + "`)");
        for (const Val* v : {&a, &b}) d.notes.push_back({v->range, q(text(v->range)) + " is `" + type_text(v->type) + "`"});
        d.help = "a vector's length must equal the dimension of the other operand it is multiplied with";
        return Val::error(call.range);
      }
    }
    auto as_matrix = [&](Val& v, bool row) {
      if (v.type.rank() != 1) return false;
      TensorType t = v.type;
      t.shape.insert(row ? t.shape.begin() : t.shape.end(), Dim(int64_t{1}));
      Val r = emit(Op::Reshape, {v}, {}, call, &t, "`matmul`");
      r.range = v.range;
      r.origin = v.origin;
      v = r;
      return true;
    };
    bool row = as_matrix(a, true), column = as_matrix(b, false);
    Val v = emit(Op::Matmul, {a, b}, {}, call, nullptr, "`matmul`");
    if (v.is_error() || (!row && !column)) return v;
    TensorType t = v.type;
    if (column) t.shape.erase(t.shape.end() - 1);
    if (row) t.shape.erase(t.shape.end() - 1 - (column ? 0 : 1));
    return emit(Op::Reshape, {v}, {}, call, &t, "`matmul`");
  }
  if (name == "transpose") {
    if (!bc.want("x", K::Tensor)) return Val::error(call.range);
    ir::Attrs attrs;
    if (const Val* p = bc.arg("perm")) {
      if (!bc.want("perm", K::List)) return Val::error(call.range);
      std::vector<int64_t> perm;
      for (const Val& el : p->elems) {
        auto c = const_int(el);
        if (!c) {
          error(DiagKind::InvalidArgument, el.range, "a permutation entry must be an integer");
          return Val::error(call.range);
        }
        perm.push_back(*c);
      }
      attrs["perm"] = perm;
    }
    return emit(Op::Transpose, {*bc.arg("x")}, attrs, call, nullptr, "`transpose`");
  }
  return std::nullopt;
}

// concat, stack, split, broadcast_to (expand), reshape and flatten.
std::optional<Val> Checker::builtin_shape(Builtin& bc, Context& /*ctx*/) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  if (name == "concat" || name == "stack" || name == "split") return eval_join_split(name, call, bc.a);
  if (name == "pad") return pad(bc);
  if (name == "flip" || name == "roll") return flip_roll(bc);
  if (name == "broadcast_to" || name == "expand") {  // numpy's rule; -1 keeps the axis (torch's expand)
    if (!bc.want("x", K::Tensor) | !bc.want("shape", K::List)) return Val::error(call.range);
    const Val& x = *bc.arg("x");
    const std::vector<Val>& dims = bc.arg("shape")->elems;
    TensorType t = x.type;
    t.shape.clear();
    for (size_t k = 0; k < dims.size(); ++k) {
      const Val& el = dims[k];
      const size_t lead = dims.size() - std::min(dims.size(), x.type.rank());
      const bool keep = el.kind == K::Int && el.dim.is_constant() && el.dim.value() == -1 && k >= lead;
      if (el.kind != K::Int || (!keep && el.dim.is_constant() && el.dim.value() < 1)) {
        error(DiagKind::InvalidArgument, el.range, "a shape entry must be a size of at least 1 (or -1 to keep an axis of `" +
                                                       text(x.range) + "`)");
        return Val::error(call.range);
      }
      t.shape.push_back(keep ? x.type.shape[k - lead] : el.dim);
    }
    if (t.shape == x.type.shape) return x;
    return emit(Op::BroadcastTo, {x}, {}, call, &t, "`" + name + "`");
  }
  if (name == "reshape" || name == "reshape_as" || name == "flatten") {
    if (!bc.want("x", K::Tensor)) return Val::error(call.range);
    const Val& x = *bc.arg("x");
    TensorType t = x.type;
    if (name == "reshape_as") {  // PyTorch's `x.view_as(other)`: other's shape, whatever its rank
      if (!bc.want("other", K::Tensor)) return Val::error(call.range);
      t.shape = bc.arg("other")->type.shape;
    } else if (name == "flatten") {
      // nn.Flatten's dims (start_dim = 1, end_dim = -1: the first dimension
      // kept), negative ones counted from the end, as torch.flatten's.
      const int64_t rank = static_cast<int64_t>(x.type.rank());
      int64_t dims[2] = {1, -1};
      const char* names[2] = {"start_dim", "end_dim"};
      for (int k = 0; k < 2; ++k) {
        const Val* v = bc.arg(names[k]);
        if (!v) continue;
        if (!bc.want(names[k], K::Int)) return Val::error(call.range);
        auto a = axis_number(*v);
        if (!a) return Val::error(call.range);
        dims[k] = *a;
      }
      if (rank == 0) {
        error(DiagKind::RankMismatch, call.range, "`flatten` joins dimensions, but `" + text(x.range) + "` is a scalar")
            .help = "`reshape(" + text(x.range) + ", [1])` makes it 1-D";
        return Val::error(call.range);
      }
      const bool column = rank == 1 && !bc.arg("start_dim") && !bc.arg("end_dim");  // [N] -> [N, 1], as always
      if (column) dims[0] = dims[1] = 0;
      for (int k = 0; k < 2; ++k) {
        const int64_t d = dims[k] < 0 ? dims[k] + rank : dims[k];
        if (d < 0 || d >= rank) {
          const Val* v = bc.arg(names[k]);
          error(DiagKind::RankMismatch, v ? v->range : call.range,
                "`flatten`'s " + std::string(names[k]) + " " + std::to_string(dims[k]) + " is not a dimension of `" +
                    text(x.range) + "`, which is `" + ir::dtype_name(x.type.dtype) + x.type.shape_str() + "`")
              .help = "a dimension from " + std::to_string(-rank) + " to " + std::to_string(rank - 1) +
                      " (`flatten(x, start_dim = 0)` makes any tensor 1-D)";
          return Val::error(call.range);
        }
        dims[k] = d;
      }
      if (dims[0] > dims[1]) {
        error(DiagKind::InvalidArgument, call.range,
              "`flatten`'s start_dim " + std::to_string(dims[0]) + " comes after its end_dim " + std::to_string(dims[1]) +
                  " in `" + ir::dtype_name(x.type.dtype) + x.type.shape_str() + "`")
            .help = "join the dimensions from start_dim to end_dim, start_dim first";
        return Val::error(call.range);
      }
      Dim joined(int64_t{1});
      for (int64_t i = dims[0]; i <= dims[1]; ++i) joined = joined * x.type.shape[static_cast<size_t>(i)];
      t.shape.assign(x.type.shape.begin(), x.type.shape.begin() + dims[0]);
      t.shape.push_back(joined);
      t.shape.insert(t.shape.end(), x.type.shape.begin() + dims[1] + 1, x.type.shape.end());
      if (column) t.shape.push_back(Dim(int64_t{1}));
    } else {
      if (!bc.want("shape", K::List)) return Val::error(call.range);
      t.shape.clear();
      int infer_at = -1;
      for (const Val& el : bc.arg("shape")->elems) {
        if (el.kind != K::Int) {
          error(DiagKind::InvalidArgument, el.range, "a shape entry must be an integer or a size");
          return Val::error(call.range);
        }
        if (el.dim.is_constant() && el.dim.value() == -1 && infer_at < 0) {
          infer_at = static_cast<int>(t.shape.size());
          t.shape.push_back(Dim(int64_t{1}));
          continue;
        }
        if (el.dim.is_constant() && el.dim.value() < 1) {
          error(DiagKind::InvalidDim, el.range, "a shape entry must be at least 1 (or -1, once, to infer it)");
          return Val::error(call.range);
        }
        t.shape.push_back(el.dim);
      }
      if (infer_at >= 0) {
        Dim total(int64_t{1}), known(int64_t{1});
        for (const Dim& d : x.type.shape) total = total * d;
        for (size_t i = 0; i < t.shape.size(); ++i)
          if (static_cast<int>(i) != infer_at) known = known * t.shape[i];
        auto q = Dim::floordiv(total, known);
        if (q) t.shape[infer_at] = *q;
      }
      // In a generic body, sizes with a division that may not be exact
      // (`[B, T, heads, d / heads]` of [B, T, d]) cannot be compared: each
      // instance, whose sizes are numbers, checks the reshape.
      Dim from(int64_t{1}), to(int64_t{1});
      for (const Dim& d : x.type.shape) from = from * d;
      for (const Dim& d : t.shape) to = to * d;
      if (generic_body() && from != to && (from.has_division() || to.has_division())) {
        Val v = x;
        v.type = t;
        v.id = fn_->add_value(t);
        append(ir::Inst{Op::Reshape, v.id, {x.id}, {}, loc(call.range)});
        v.range = call.range;
        return v;
      }
    }
    return emit(Op::Reshape, {x}, {}, call, &t, "`" + name + "`");
  }
  return std::nullopt;
}

// A reduction's `axis`, `axes` and `keepdims` as its op's attributes;
// nullopt after an error it reported.
std::optional<ir::Attrs> Checker::reduction_attrs(Builtin& bc) {
  ir::Attrs attrs;
  std::vector<int64_t> axes;
  if (const Val* ax = bc.arg("axis")) {
    if (!bc.want("axis", K::Int)) return std::nullopt;
    auto a = axis_number(*ax);
    if (!a) return std::nullopt;
    axes.push_back(*a);
  }
  if (const Val* ax = bc.arg("axes")) {
    if (!bc.want("axes", K::List)) return std::nullopt;
    for (const Val& el : ax->elems) {
      auto a = axis_number(el);
      if (!a) return std::nullopt;
      axes.push_back(*a);
    }
  }
  if (!axes.empty()) attrs["axes"] = axes;
  if (const Val* k = bc.arg("keepdims")) {
    if (!bc.want("keepdims", K::Bool)) return std::nullopt;
    attrs["keepdims"] = k->flag.value_or(false);
  }
  return attrs;
}

// var, std and logsumexp: reductions made of others (sum, mean, max).
std::optional<Val> Checker::builtin_statistics(Builtin& bc, Context& /*ctx*/) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  if (name != "var" && name != "std" && name != "logsumexp") return std::nullopt;
  if (!bc.want("x", K::Tensor)) return Val::error(call.range);
  auto attrs = reduction_attrs(bc);
  if (!attrs) return Val::error(call.range);
  const Val& x = *bc.arg("x");
  const std::string what = "`" + name + "`";
  if (!ir::is_float(x.type.dtype)) {
    error(DiagKind::DTypeMismatch, x.range, what + " needs a float tensor, not `" + type_text(x.type) + "`")
        .help = "convert it: `cast(" + text(x.range) + ", f32)`";
    return Val::error(call.range);
  }
  ir::Attrs kept = *attrs;
  kept["keepdims"] = true;
  auto op = [&](Op o, std::vector<Val> operands, ir::Attrs a = {}) {
    return emit(o, std::move(operands), std::move(a), call, nullptr, what);
  };
  auto number = [&](double v) {
    Val n;
    n.kind = K::Float;
    n.number = v;
    n.range = call.range;
    return to_tensor(n, x, call);
  };
  if (name == "logsumexp") {
    // max + log(sum(exp(x - max))): no exp overflows. The max, kept with
    // its reduced axes of 1, is summed over them to drop them.
    Val m = op(Op::Max, {x}, kept);
    return op(Op::Add, {op(Op::Log, {op(Op::Sum, {op(Op::Exp, {op(Op::Sub, {x, m})})}, *attrs)}), op(Op::Sum, {m}, *attrs)});
  }
  // sum((x - mean)^2) / (n - correction).
  double correction = 1;
  if (const Val* c = bc.arg("correction")) {
    if (c->kind == K::Int && c->dim.is_constant()) correction = static_cast<double>(c->dim.value());
    else if (c->kind == K::Float && c->number) correction = *c->number;
    else {
      error(DiagKind::InvalidArgument, c->range, "`correction` is a number known when the program is checked")
          .help = "1 (PyTorch's default) divides by n - 1, 0 by n";
      return Val::error(call.range);
    }
  }
  // n, the elements reduced: a number when their sizes are; else counted as
  // a sum of ones (a size known only at run time, or under replicas the
  // whole batch's).
  std::optional<double> n = 1;
  const std::vector<int64_t> axes = ir::attr_ints(*attrs, "axes");
  for (size_t a = 0; a < x.type.rank(); ++a) {
    const bool reduced = axes.empty() || std::any_of(axes.begin(), axes.end(), [&](int64_t k) {
      return static_cast<size_t>(k < 0 ? k + static_cast<int64_t>(x.type.rank()) : k) == a;
    });
    if (!reduced) continue;
    if (!x.type.shape[a].is_constant()) n.reset();
    if (n) *n *= static_cast<double>(x.type.shape[a].value());
  }
  Val denominator = n ? number(*n - correction)
                      : op(Op::Sub, {op(Op::Sum, {op(Op::Add, {op(Op::Mul, {x, number(0.0)}), number(1.0)})}, *attrs),
                                     number(correction)});
  Val d = op(Op::Sub, {x, op(Op::Mean, {x}, kept)});
  Val v = op(Op::Div, {op(Op::Sum, {op(Op::Mul, {d, d})}, *attrs), denominator});
  return name == "std" ? op(Op::Sqrt, {v}) : v;
}

// Reductions (sum, mean, max, argmax), softmax, cumsum, gather, take_along_axis, scatter_add, take and
// one_hot.
std::optional<Val> Checker::builtin_reduction(Builtin& bc, Context& /*ctx*/) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  auto reduction = ir::parse_op(name);
  if (reduction && ir::op_kind(*reduction) == ir::OpKind::Reduction) {
    if (!bc.want("x", K::Tensor)) return Val::error(call.range);
    auto attrs = reduction_attrs(bc);
    if (!attrs) return Val::error(call.range);
    return emit(*reduction, {*bc.arg("x")}, *attrs, call, nullptr, "`" + name + "`");
  }
  if (name == "replica_mean") {  // a mean over the batch, the whole batch's on every replica (ir/ops.def)
    if (!bc.want("x", K::Tensor)) return Val::error(call.range);
    return emit(Op::ReplicaMean, {*bc.arg("x")}, {}, call, nullptr, "`replica_mean`");
  }
  if (name == "argmax" || name == "softmax" || name == "log_softmax" || name == "cumsum") {
    if (!bc.want("x", K::Tensor)) return Val::error(call.range);
    int64_t axis = -1;
    if (const Val* ax = bc.arg("axis")) {
      if (!bc.want("axis", K::Int)) return Val::error(call.range);
      auto a = axis_number(*ax);
      if (!a) return Val::error(call.range);
      axis = *a;
    }
    Op op = *ir::parse_op(name);
    return emit(op, {*bc.arg("x")}, {{"axis", axis}}, call, nullptr, "`" + name + "`");
  }
  if (name == "topk") {  // (values, positions): the op topk, and take_along_axis for the values
    int64_t k, axis = -1;
    if (!bc.want("x", K::Tensor) | !bc.want_int("k", 1, 1, &k)) return Val::error(call.range);
    if (const Val* ax = bc.arg("axis")) {
      if (!bc.want("axis", K::Int)) return Val::error(call.range);
      auto a = axis_number(*ax);
      if (!a) return Val::error(call.range);
      axis = *a;
    }
    const Val& x = *bc.arg("x");
    Val idx = emit(Op::Topk, {x}, {{"axis", axis}, {"k", k}}, call, nullptr, "`topk`");
    if (idx.is_error()) return idx;
    Val values = emit(Op::TakeAlongAxis, {x, idx}, {{"axis", axis}}, call, nullptr, "`topk`");
    if (values.is_error()) return values;
    Val pair;
    pair.kind = K::List;
    pair.range = call.range;
    pair.elems = {values, idx};
    return pair;
  }
  if (name == "index_select") {
    if (!bc.want("x", K::Tensor) | !bc.want("axis", K::Int) | !bc.want("index", K::Tensor)) return Val::error(call.range);
    const Val &x = *bc.arg("x"), &index = *bc.arg("index");
    if (index.type.rank() != 1) {
      error(DiagKind::RankMismatch, index.range, "`index_select` takes a vector of indices, not `" + type_text(index.type) + "`");
      return Val::error(call.range);
    }
    if (!ir::is_int(index.type.dtype)) {
      error(DiagKind::DTypeMismatch, index.range,
            std::string("`index_select` needs indices of `i32` or `i64`, not `") + ir::dtype_name(index.type.dtype) + "`")
          .help = "positions are integers: `cast(" + text(index.range) + ", i64)`";
      return Val::error(call.range);
    }
    auto axis = axis_of(*bc.arg("axis"), x.type);
    if (!axis) return Val::error(call.range);
    return select_along(x, *axis, index, call, "`index_select`");
  }
  // Along one axis with several indices per row: gather with indices of the
  // tensor's rank (torch.gather) or an axis, take_along_axis, scatter_add.
  const bool along = name == "take_along_axis" || name == "scatter_add" ||
                     (name == "gather" && (bc.arg("axis") || (bc.arg("x") && bc.arg("index") && bc.arg("x")->kind == K::Tensor &&
                                                              bc.arg("index")->kind == K::Tensor &&
                                                              bc.arg("x")->type.rank() == bc.arg("index")->type.rank())));
  if (along) {
    const bool scatter = name == "scatter_add";
    if (!bc.want("x", K::Tensor) | !bc.want("index", K::Tensor) | (scatter && !bc.want("src", K::Tensor)))
      return Val::error(call.range);
    int64_t axis = -1;
    if (const Val* ax = bc.arg("axis")) {
      if (!bc.want("axis", K::Int)) return Val::error(call.range);
      auto a = axis_number(*ax);
      if (!a) return Val::error(call.range);
      axis = *a;
    }
    std::vector<Val> operands{*bc.arg("x"), *bc.arg("index")};
    if (scatter) operands.push_back(*bc.arg("src"));
    return emit(scatter ? Op::ScatterAdd : Op::TakeAlongAxis, operands, {{"axis", axis}}, call, nullptr, "`" + name + "`");
  }
  if (name == "gather" || name == "take") {
    std::string first = name == "gather" ? "x" : "table";
    if (!bc.want(first, K::Tensor) | !bc.want("index", K::Tensor)) return Val::error(call.range);
    return emit(name == "gather" ? Op::Gather : Op::Take, {*bc.arg(first), *bc.arg("index")}, {}, call, nullptr, "`" + name + "`");
  }
  if (name == "one_hot") {  // labels == arange(n), as f32: no gradient reaches the labels
    int64_t n;
    if (!bc.want("labels", K::Tensor) | !bc.want_int("n", 1, 1, &n)) return Val::error(call.range);
    const Val& labels = *bc.arg("labels");
    if (!ir::is_int(labels.type.dtype)) {
      error(DiagKind::DTypeMismatch, labels.range,
            std::string("`one_hot` needs integer labels (`i32` or `i64`), not `") + ir::dtype_name(labels.type.dtype) + "`")
          .help = "labels are class numbers: `cast(" + text(labels.range) + ", i64)`";
      return Val::error(call.range);
    }
    const Placement& at = labels.type.device;
    TensorType classes{labels.type.dtype, {bc.arg("n")->dim}, at.is_split() ? at.home() : at};
    TensorType column = labels.type;
    column.shape.push_back(Dim(int64_t{1}));
    Val hits = emit(Op::Eq, {emit(Op::Reshape, {labels}, {}, call, &column, "`one_hot`"),
                             emit(Op::Arange, {}, {{"start", int64_t{0}}, {"step", int64_t{1}}}, call, &classes, "`one_hot`")},
                    {}, call, nullptr, "`one_hot`");
    if (hits.is_error()) return hits;
    TensorType f = hits.type;
    f.dtype = ir::DType::F32;
    return emit(Op::Cast, {hits}, {}, call, &f, "`one_hot`");
  }
  return std::nullopt;
}

Val Checker::select_along(const Val& x, int64_t axis, const Val& index, const ast::Expr& call, const std::string& what) {
  if (x.is_error() || index.is_error()) return Val::error(call.range);  // said already
  TensorType column = index.type, wide = index.type;
  column.shape.assign(x.type.rank(), Dim(int64_t{1}));
  column.shape[static_cast<size_t>(axis)] = index.type.shape[0];
  wide.shape = x.type.shape;
  wide.shape[static_cast<size_t>(axis)] = index.type.shape[0];
  Val spread = emit(Op::Reshape, {index}, {}, call, &column, what);
  if (wide.shape != column.shape) spread = emit(Op::BroadcastTo, {spread}, {}, call, &wide, what);
  // Under replicas the index is the same for every example: each replica
  // takes its share of the rows, as `x` is split.
  if (x.type.device.is_split() && !spread.type.device.is_split() && !spread.is_error()) {
    wide.device = x.type.device;
    spread = emit(Op::To, {spread}, {}, call, &wide, what);
  }
  spread.range = index.range;  // a message about the indices points at them
  return emit(Op::TakeAlongAxis, {x, spread}, {{"axis", axis}}, call, nullptr, what);
}

// PyTorch's bilinear upsampling (align_corners = false), along W and then H
// as it computes: output o reads the source position p = (o + 0.5) / scale
// - 0.5 (at least 0), x[i0] (1 - l) + x[i1] l with i0 = floor(p), i1 =
// min(i0 + 1, n - 1), l = p - i0. The positions are computed from arange
// (the same f32 operations as PyTorch's), the two reads are select_along.
// Where n is known only when the program runs (a model's f32[N, C, H, W]),
// n - 1 is the largest i0 (p < n - 0.5, and p >= n - 1 at the last o).
Val Checker::upsample_bilinear(const Val& x, const Dim& factor, int64_t scale, const ast::Expr& call) {
  const std::string what = "`upsample`";
  const ir::Placement at = x.type.device.is_split() ? x.type.device.home() : x.type.device;
  auto number = [&](double c, ir::DType dt) {
    TensorType t{dt, {}, at};
    return emit(Op::Constant, {}, {{"value", c}}, call, &t, what);
  };
  auto op = [&](Op o, const Val& a, const Val& b) { return emit(o, {a, b}, {}, call, nullptr, what); };
  auto cast = [&](const Val& v, ir::DType dt, std::vector<Dim> shape) {
    TensorType t{dt, std::move(shape), at};
    return emit(Op::Cast, {v}, {}, call, &t, what);
  };
  Val v = x;
  for (int64_t axis : {3, 2}) {
    const Dim n = x.type.shape[static_cast<size_t>(axis)], m = n * factor;
    TensorType positions{ir::DType::F32, {m}, at};
    Val o = emit(Op::Arange, {}, {{"start", int64_t{0}}, {"step", int64_t{1}}}, call, &positions, what);
    Val p = op(Op::Maximum, op(Op::Sub, op(Op::Mul, op(Op::Add, o, number(0.5, ir::DType::F32)),
                                           number(1.0 / static_cast<double>(scale), ir::DType::F32)),
                                 number(0.5, ir::DType::F32)),
               number(0.0, ir::DType::F32));
    Val i0 = cast(p, ir::DType::I64, {m});
    Val last = n.is_constant() ? number(static_cast<double>(n.value() - 1), ir::DType::I64)
                               : emit(Op::Max, {i0}, {{"axes", std::vector<int64_t>{0}}}, call, nullptr, what);
    Val i1 = op(Op::Minimum, op(Op::Add, i0, number(1, ir::DType::I64)), last);
    Val l = op(Op::Sub, p, cast(i0, ir::DType::F32, {m}));
    if (axis == 2) {
      TensorType column{ir::DType::F32, {m, Dim(int64_t{1})}, at};
      l = emit(Op::Reshape, {l}, {}, call, &column, what);
    }
    v = op(Op::Add, op(Op::Mul, select_along(v, axis, i0, call, what), op(Op::Sub, number(1.0, ir::DType::F32), l)),
           op(Op::Mul, select_along(v, axis, i1, call, what), l));
    if (v.is_error()) return v;  // said already; the next axis would read its shape
  }
  return v;
}

// conv2d, conv_transpose2d, pooling, upsample and dropout.
std::optional<Val> Checker::builtin_conv(Builtin& bc, Context& ctx) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  if (name == "conv2d") {
    int64_t stride, padding;
    if (!bc.want("x", K::Tensor) | !bc.want("weight", K::Tensor) | !bc.want_int("stride", 1, 1, &stride) |
        !bc.want_int("padding", 0, 0, &padding))
      return Val::error(call.range);
    Val v = emit(Op::Conv2d, {*bc.arg("x"), *bc.arg("weight")}, {{"stride", stride}, {"padding", padding}}, call, nullptr, "`conv2d`");
    // In a generic body the sizes may be symbolic: the output size is then the formula.
    Dim s = bc.arg("stride") ? bc.arg("stride")->dim : Dim(int64_t{1}), p = bc.arg("padding") ? bc.arg("padding")->dim : Dim(int64_t{0});
    if (!v.is_error() && (!s.is_constant() || !p.is_constant()))
      for (int i = 2; i < 4; ++i)
        v.type.shape[i] = *Dim::floordiv(bc.arg("x")->type.shape[i] + Dim(int64_t{2}) * p - bc.arg("weight")->type.shape[i], s) + Dim(int64_t{1});
    if (!v.is_error()) fn_->values[v.id].type = v.type;
    return v;
  }
  if (name == "conv_transpose2d") {  // conv2d's input gradient, with x as the gradient: no op of its own
    int64_t stride, padding, extra;
    if (!bc.want("x", K::Tensor) | !bc.want("weight", K::Tensor) | !bc.want_int("stride", 1, 1, &stride) |
        !bc.want_int("padding", 0, 0, &padding) | !bc.want_int("output_padding", 0, 0, &extra))
      return Val::error(call.range);
    const Val &x = *bc.arg("x"), &w = *bc.arg("weight");
    if (extra >= stride) {
      error(DiagKind::InvalidArgument, bc.arg("output_padding")->range,
            "`output_padding` must be smaller than `stride` (" + std::to_string(stride) + "), not " + std::to_string(extra))
          .help = "it adds rows and columns that a stride skipped; PyTorch has the same rule";
      return Val::error(call.range);
    }
    for (const Val* v : {&x, &w})
      if (v->type.rank() != 4) {
        error(DiagKind::RankMismatch, v->range,
              std::string("`conv_transpose2d` needs ") + (v == &x ? "an input [N, C, H, W]" : "a weight [in, out, KH, KW]") +
                  ", not `" + type_text(v->type) + "`");
        return Val::error(call.range);
      }
    if (x.type.shape[1] != w.type.shape[0]) {
      Diagnostic& d = error(DiagKind::ShapeMismatch, call.range,
                            "the input has `" + x.type.shape[1].str() + "` channels but the weight [in, out, KH, KW] expects `" +
                                w.type.shape[0].str() + "`");
      d.notes.push_back({w.range, "`" + text(w.range) + "` is `" + type_text(w.type) + "`"});
      return Val::error(call.range);
    }
    // (H - 1) * stride - 2 * padding + KH + output_padding, as PyTorch's; in a
    // generic body the arguments may be sizes, and the result their formula.
    auto dim_of = [&](const char* n, int64_t v) { return bc.arg(n) ? bc.arg(n)->dim : Dim(v); };
    const Dim s = dim_of("stride", 1), p = dim_of("padding", 0), e = dim_of("output_padding", 0);
    TensorType out = x.type;
    out.dtype = ir::product_dtype(x.type.dtype);  // bf16 or f16 operands: f32, as conv2d's
    out.shape[1] = w.type.shape[1];
    for (int i = 2; i < 4; ++i) {
      out.shape[i] = (x.type.shape[i] - Dim(int64_t{1})) * s - Dim(int64_t{2}) * p + w.type.shape[i] + e;
      if (out.shape[i].is_constant() && out.shape[i].value() <= 0) {
        error(DiagKind::ShapeMismatch, call.range,
              "`conv_transpose2d` of `" + type_text(x.type) + "` with padding " + std::to_string(padding) + " leaves no output");
        return Val::error(call.range);
      }
    }
    const bool known = s.is_constant() && p.is_constant() && e.is_constant();
    if (generic_body() && !known) {  // symbolic sizes: each instance checks the numbers
      Val v = x;
      v.type = out;
      v.id = fn_->add_value(out);
      append(ir::Inst{Op::Conv2dGradInput, v.id, {x.id, w.id}, {{"stride", stride}, {"padding", padding}}, loc(call.range)});
      v.range = call.range;
      return v;
    }
    return emit(Op::Conv2dGradInput, {x, w}, {{"stride", stride}, {"padding", padding}}, call, &out, "`conv_transpose2d`");
  }
  if (name == "max_pool2d" || name == "avg_pool2d") {
    int64_t kernel, stride;
    if (!bc.want("x", K::Tensor) | !bc.want_int("kernel", 2, 1, &kernel)) return Val::error(call.range);
    if (!bc.want_int("stride", kernel, 1, &stride)) return Val::error(call.range);
    Val v = emit(name == "max_pool2d" ? Op::MaxPool2d : Op::AvgPool2d, {*bc.arg("x")}, {{"kernel", kernel}, {"stride", stride}},
                 call, nullptr, "`" + name + "`");
    Dim k = bc.arg("kernel") ? bc.arg("kernel")->dim : Dim(int64_t{2});
    Dim s = bc.arg("stride") ? bc.arg("stride")->dim : k;
    if (!v.is_error() && (!k.is_constant() || !s.is_constant()))
      for (int i = 2; i < 4; ++i) v.type.shape[i] = *Dim::floordiv(bc.arg("x")->type.shape[i] - k, s) + Dim(int64_t{1});
    if (!v.is_error()) fn_->values[v.id].type = v.type;
    return v;
  }
  if (name == "upsample") {  // nearest: each pixel repeated into a scale x scale block, by broadcasting
    int64_t scale;
    if (!bc.want("x", K::Tensor) | !bc.want_int("scale", 2, 1, &scale)) return Val::error(call.range);
    const Val* mode = bc.arg("mode");
    // A model's `mode` argument in its generic body: each instance decides.
    if (mode && mode->kind == K::String && mode->text_unknown) mode = nullptr;
    if (mode && (!bc.want("mode", K::String) || (mode->text != "nearest" && mode->text != "bilinear"))) {
      if (mode->kind == K::String)
        error(DiagKind::InvalidArgument, mode->range,
              "`upsample` has the modes \"nearest\" and \"bilinear\", not \"" + mode->text + "\"");
      return Val::error(call.range);
    }
    const Val& x = *bc.arg("x");
    if (x.type.rank() != 4) {
      error(DiagKind::RankMismatch, x.range, "`upsample` needs images [N, C, H, W], not `" + type_text(x.type) + "`");
      return Val::error(call.range);
    }
    if (mode && mode->text == "bilinear") return upsample_bilinear(x, bc.arg("scale")->dim, scale, call);
    const std::vector<Dim>& d = x.type.shape;
    const Dim s = bc.arg("scale")->dim, one(int64_t{1});
    TensorType apart = x.type, spread = x.type, out = x.type;
    apart.shape = {d[0], d[1], d[2], one, d[3], one};
    spread.shape = {d[0], d[1], d[2], s, d[3], s};
    out.shape = {d[0], d[1], d[2] * s, d[3] * s};
    Val v = emit(Op::Reshape, {x}, {}, call, &apart, "`upsample`");
    if (!(s.is_constant() && s.value() == 1)) v = emit(Op::BroadcastTo, {v}, {}, call, &spread, "`upsample`");
    return emit(Op::Reshape, {v}, {}, call, &out, "`upsample`");
  }
  if (name == "dropout") {
    double p;
    if (!bc.want("x", K::Tensor) | !bc.want_number("p", 0.5, &p)) return Val::error(call.range);
    if (p < 0 || p >= 1) {
      error(DiagKind::InvalidArgument, bc.arg("p")->range, "dropout probability must be in [0, 1), not " + fmt_number(p));
      return Val::error(call.range);
    }
    // Each dropout gets its own seed, so two dropouts of the same size do not
    // share a mask; the run's --seed is added at run time.
    int64_t seed = ++unique_;
    if ((p == 0 && bc.arg("p")) || ctx.frozen) {  // keeps everything: no op, no mask (the seed is still drawn, so
                                                 // others keep theirs); a frozen model's too
      Val x = *bc.arg("x");
      x.range = call.range;
      return x;
    }
    return emit(Op::Dropout, {*bc.arg("x")}, {{"p", p}, {"seed", seed}}, call, nullptr, "`dropout`");
  }
  return std::nullopt;
}

// Tensors made from nothing or moved: arange, cast, to, zeros, ones, full,
// uniform, normal.
// `cast(x, dtype)` of a number: a scalar tensor on the body's device. A
// known number converts as PyTorch's tensor(x).to(dtype) does: toward zero
// to an integer, nonzero to true, a bool to 1 or 0; a size known only when
// the program runs is counted then (`cast(N * H * W, f32)`).
Val Checker::cast_number(Builtin& bc, const Val& x, Context& ctx) {
  if (!bc.want("dtype", K::DType)) return Val::error(bc.call.range);
  const ir::DType d = bc.arg("dtype")->dtype;
  TensorType scalar{d, {}, ctx.default_device.home()};
  std::optional<double> value = x.kind == K::Float ? x.number
                                : x.kind == K::Bool ? std::optional<double>(x.flag.value_or(false) ? 1.0 : 0.0)
                                : x.dim.is_constant() ? std::optional<double>(static_cast<double>(x.dim.value()))
                                                       : std::nullopt;
  if (!value && x.kind == K::Bool) return Val::error(bc.call.range);  // unknown in a generic body
  if (value) {
    double v = d == ir::DType::Bool ? (*value != 0 ? 1.0 : 0.0) : ir::is_float(d) ? *value : std::trunc(*value);
    Val c = constant(v, scalar, x.range);
    c.origin = ctx.default_origin;
    c.range = bc.call.range;
    return c;
  }
  if (d == ir::DType::Bool) {
    error(DiagKind::DTypeMismatch, x.range, "a size is a number, not a `bool`");
    return Val::error(bc.call.range);
  }
  Val like;  // a size known only when the program runs: counted then
  like.kind = K::Tensor;
  like.type = scalar;
  like.origin = ctx.default_origin;
  like.range = bc.call.range;
  return to_tensor(x, like, bc.call);
}

std::optional<Val> Checker::builtin_creation(Builtin& bc, Context& ctx) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  if (name == "arange") {  // arange(n) is 0, 1, ..., n - 1; arange(a, b, step) as Python's range
    if (!bc.want("start", K::Int) || (bc.arg("stop") && !bc.want("stop", K::Int)) || (bc.arg("step") && !bc.want("step", K::Int)) ||
        (bc.arg("dtype") && !bc.want("dtype", K::DType)))
      return Val::error(call.range);
    Dim start = bc.arg("stop") ? bc.arg("start")->dim : Dim(int64_t{0});
    Dim stop = bc.arg("stop") ? bc.arg("stop")->dim : bc.arg("start")->dim;
    Dim step = bc.arg("step") ? bc.arg("step")->dim : Dim(int64_t{1});
    if (!step.is_constant() || step.value() < 1 || !start.is_constant()) {
      const Val* bad = !step.is_constant() || step.value() < 1 ? bc.arg("step") : bc.arg("start");
      error(DiagKind::InvalidArgument, bad->range,
            !step.is_constant() || step.value() < 1 ? "the step of `arange` must be a positive number, not `" + step.str() + "`"
                                                    : "the start of `arange` must be a number, not `" + start.str() + "`");
      return Val::error(call.range);
    }
    // The count, checked before anything is made for it.
    if (overflows(call.range, stop, '-', start) || overflows(call.range, stop - start, '+', Dim(step.value() - 1)))
      return Val::error(call.range);
    Dim count = step.value() == 1 ? stop - start : *Dim::floordiv(stop - start + Dim(step.value() - 1), step);
    if (count.is_constant() && count.value() < 1) {
      error(DiagKind::InvalidArgument, call.range,
            "`arange` from " + start.str() + " to " + stop.str() + " makes no elements")
          .help = "the stop is excluded: `arange(n)` is 0 to n - 1";
      return Val::error(call.range);
    }
    if (count.is_constant() && count.value() > ir::kMaxDim) {
      error(DiagKind::InvalidDim, call.range,
            "`arange` from " + start.str() + " to " + stop.str() + " makes " + count.str() +
                " elements, more than a tensor may have (2^40)");
      return Val::error(call.range);
    }
    TensorType t{bc.arg("dtype") ? bc.arg("dtype")->dtype : ir::DType::I64, {count}, ctx.default_device};
    Val v = emit(Op::Arange, {}, {{"start", start.value()}, {"step", step.value()}}, call, &t, "`arange`");
    if (!v.is_error())
      v.origin = ctx.default_origin.range.valid() ? ctx.default_origin
                                                  : DeviceOrigin{call.range, "created on `" + t.device.str() + "` (the default) here"};
    return v;
  }
  if (name == "cast") {
    // A number as a scalar tensor of the dtype, on the body's device: a size
    // known only when the program runs is counted then (`cast(N * H * W, f32)`).
    if (const Val* x = bc.arg("x"); x && (x->kind == K::Int || x->kind == K::Float || x->kind == K::Bool))
      return cast_number(bc, *x, ctx);
    if (!bc.want("x", K::Tensor) | !bc.want("dtype", K::DType)) return Val::error(call.range);
    TensorType t = bc.arg("x")->type;
    t.dtype = bc.arg("dtype")->dtype;
    return emit(Op::Cast, {*bc.arg("x")}, {}, call, &t, "`cast`");
  }
  if (name == "to") {
    if (!bc.want("device", K::Device) | !bc.want("x", K::Tensor)) return Val::error(call.range);
    const Val& x = *bc.arg("x");
    const std::string& dev = bc.arg("device")->text;
    TensorType t = x.type;
    // Onto a device set, a batch (leading dim `B`) is split over the
    // replicas and anything else is copied whole to each.
    bool batch = x.type.rank() > 0 && x.type.shape[0].is_symbol() && x.type.shape[0].symbol_name() == "B";
    t.device = !is_device_set(dev) ? Placement::single(dev)
               : batch             ? Placement::split(0, dev)
                                   : Placement::replicated(dev);
    if (x.type.device.home() == t.device.home()) {
      Diagnostic& d = error(DiagKind::UselessTransfer, call.range,
                            "`" + text(x.range) + "` is already on `" + dev + "`; this copy does nothing");
      if (x.origin.range.valid()) d.notes.push_back({x.origin.range, x.origin.note});
      d.help = "remove the `to`: write `" + text(x.range) + "`";
      d.fixits.push_back({call.range, text(x.range)});
    }
    Val v = emit(Op::To, {x}, {}, call, &t, "`to`");
    if (!v.is_error()) {
      v.origin = {call.range, "`" + text(x.range) + "` is moved to `" + dev + "` here"};
      v.transfer_call = call.range;
      v.transfer_source = x.range;
      v.transfer_from = x.type.device;
    }
    return v;
  }
  if (name == "zeros_like" || name == "ones_like" || name == "full_like" || name == "rand_like" || name == "randn_like")
    return like(bc);
  if (name == "zeros" || name == "ones" || name == "full" || name == "uniform" || name == "normal") {
    const Val* t = bc.arg("type");
    if (t->is_error()) return Val::error(call.range);
    if (t->kind != K::DType || !t->has_shape) {
      Diagnostic& d = error(DiagKind::WrongKindOfValue, t->range,
                            "`" + name + "` needs the type of the tensor to create, like `f32[2, 3]`, not " + kind_name(t->kind));
      d.help = "write `" + name + "(f32[2, 3])`";
      return Val::error(call.range);
    }
    if (ctx.model && t->explicit_device && t->type.device != ctx.default_device) {
      Diagnostic& d = error(DiagKind::DeviceInsideModel, t->device_range,
                            "tensors created inside a model live on the model's device; this one asks for `" +
                                t->type.device.str() + "`");
      d.help = "remove `@ " + t->type.device.str() + "`: it will be created on the model's device";
      if (t->place_range.valid()) d.fixits.push_back({t->place_range, ""});
      if (ctx.model->device_origin.range.valid()) d.notes.push_back({ctx.model->device_origin.range, ctx.model->device_origin.note});
      return Val::error(call.range);
    }
    ir::Attrs attrs;
    Op op = Op::Zeros;
    double x = 0, y = 1;
    if (name == "ones") op = Op::Ones;
    if (name == "full") {
      if (!bc.want_number("value", 0, &x)) return Val::error(call.range);
      op = Op::Constant;
      attrs["value"] = x;
    }
    if (name == "uniform") {
      if (!bc.want_number("low", -1, &x) | !bc.want_number("high", 1, &y)) return Val::error(call.range);
      op = Op::Uniform;
      attrs["seed"] = int64_t{++unique_};  // each draw its own stream, like dropout
      attrs["low"] = x;
      attrs["high"] = y;
    }
    if (name == "normal") {
      if (!bc.want_number("mean", 0, &x) | !bc.want_number("std", 1, &y)) return Val::error(call.range);
      op = Op::Normal;
      attrs["seed"] = int64_t{++unique_};
      attrs["mean"] = x;
      attrs["std"] = y;
    }
    // In a train block's step on a device set, a tensor with the batch
    // (leading dim `B`, the batch's) is created by each replica for its
    // share, like the batch it goes with. Outside a step `B` is a size like
    // any other: a model's function checked on its own takes replicated
    // arguments, whatever their dims are named.
    TensorType type = t->type;
    if (step_fn_ && type.device.on_set() && !type.device.is_split() && type.rank() > 0 && type.shape[0].is_symbol() &&
        type.shape[0].symbol_name() == "B" && !type.device.devices.empty())
      type.device = Placement::split(0, type.device.devices[0]);
    Val v = emit(op, {}, attrs, call, &type, "`" + name + "`");
    if (t->explicit_device) v.place_range = t->place_range;
    if (!v.is_error())
      v.origin = t->explicit_device ? DeviceOrigin{t->device_range, "created on `" + t->type.device.str() + "` here"}
                 : ctx.default_origin.range.valid()
                     ? ctx.default_origin
                     : DeviceOrigin{call.range, "created on `" + t->type.device.str() + "` (the default) here"};
    return v;
  }
  return std::nullopt;
}

// zeros_like(x), ones_like(x), full_like(x, value), rand_like(x) (uniform
// in [0, 1)) and randn_like(x) (normal): a tensor of x's type, made where
// x is (each draw its own stream, fresh at every step, like dropout's).
Val Checker::like(Builtin& bc) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  const bool random = name == "rand_like" || name == "randn_like";
  double value = 0;
  if (!bc.want("x", K::Tensor) | (name == "full_like" && !bc.want_number("value", 0, &value))) return Val::error(call.range);
  const Val& x = *bc.arg("x");
  if (random && !ir::is_float(x.type.dtype)) {
    error(DiagKind::DTypeMismatch, x.range,
          "`" + name + "` draws floating-point numbers; `" + text(x.range) + "` is `" + type_text(x.type) + "`")
        .help = "draw in f32 and cast: `cast(" + name + "(cast(" + text(x.range) + ", f32)), " +
                ir::dtype_name(x.type.dtype) + ")`";
    return Val::error(call.range);
  }
  ir::Attrs attrs;
  Op op = name == "zeros_like" ? Op::Zeros : name == "ones_like" ? Op::Ones : Op::Constant;
  if (name == "full_like") attrs["value"] = value;
  if (random) {
    op = name == "rand_like" ? Op::Uniform : Op::Normal;
    attrs["seed"] = int64_t{++unique_};
    if (op == Op::Uniform) attrs["low"] = 0.0, attrs["high"] = 1.0;
    else attrs["mean"] = 0.0, attrs["std"] = 1.0;
  }
  TensorType type = x.type;
  Val v = emit(op, {}, attrs, call, &type, "`" + name + "`");
  if (!v.is_error()) v.origin = x.origin;
  return v;
}

// Learning-rate schedules: constant, step, warmup, cosine.
Val Checker::builtin_schedule(Builtin& bc, Context& /*ctx*/) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  // Learning-rate schedules.
  Val s;
  s.kind = K::Schedule;
  s.range = call.range;
  // Every argument computed: `step(3, gamma = 0.5 * 0.5)` is
  // step(period = 3, gamma = 0.25).
  if (name == "step") {
    int64_t every;
    double gamma;
    if (!bc.want_int("period", 1, 1, &every) | !bc.want_number("gamma", 0.1, &gamma)) return Val::error(call.range);
    s.schedule.kind = ir::Schedule::Kind::Step;
    s.schedule.period = every;
    s.schedule.gamma = gamma;
  } else if (name == "warmup") {
    int64_t steps;
    if (!bc.want_int("steps", 1, 1, &steps)) return Val::error(call.range);
    if (const Val* then = bc.arg("then")) {
      if (!bc.want("then", K::Schedule)) return Val::error(call.range);
      if (then->schedule.warmup_steps > 0) {
        Diagnostic& d = error(DiagKind::InvalidArgument, then->range, "a warm-up cannot be followed by another warm-up");
        d.help = "warm up once: `warmup(steps = " + std::to_string(steps + then->schedule.warmup_steps) + ", then = ...)`";
        return Val::error(call.range);
      }
      s.schedule = then->schedule;
    }
    s.schedule.warmup_steps = steps;
  } else if (name == "cosine") {
    double min_lr;
    if (!bc.want_number("min_lr", 0, &min_lr)) return Val::error(call.range);
    s.schedule.kind = ir::Schedule::Kind::Cosine;
    s.schedule.min_lr = min_lr;
  }
  return s;

}

}  // namespace netc::check

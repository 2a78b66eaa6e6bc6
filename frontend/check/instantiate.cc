// Calls of netc-defined things: functions (inlined, with their signatures
// matched against the arguments: dtype, named dims, device), model
// instantiation and placement, and optimizer construction.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "frontend/check/checker.h"

namespace netc::check {

using ir::Dim;
using ir::Placement;
using ir::TensorType;
using K = Val::Kind;

namespace {

constexpr int kMaxInlineDepth = 64;

// `repeat(n, Model(...))`, which builds a model's layers.
bool is_repeat(const ast::Expr& e) {
  return e.kind == ast::Expr::Kind::Call && e.lhs->kind == ast::Expr::Kind::Name && !e.lhs->device && e.lhs->name == "repeat";
}

// The kind of value a scalar parameter's type (`int`, `float`, `bool`,
// `init`, `string`) takes.
K kind_of(const std::string& scalar_type) {
  return scalar_type == "int"     ? K::Int
         : scalar_type == "float" ? K::Float
         : scalar_type == "bool"  ? K::Bool
         : scalar_type == "init"  ? K::Init
                                  : K::String;
}

}  // namespace

// The names visible inside a model's body: its scalar parameters, its layers
// and its tensor parameters.
void fill_model_scope(const ModelInst& m, Scope& s) {
  for (auto& [n, v] : m.args) s.names[n] = v;
  for (auto& [n, l] : m.layers) {
    Val v;
    v.kind = K::Model;
    v.model = l;
    s.names[n] = v;
  }
  for (auto& [n, t] : m.params) {
    Val v;
    v.kind = K::Tensor;
    v.type = t;
    v.param_name = m.path + "." + n;
    v.state = m.states.count(n) > 0;
    v.origin = m.device_origin;
    s.names[n] = v;
  }
  for (auto& [n, where] : m.undecided)
    if (!s.names.count(n)) s.names[n] = Val::error(where);
}

void Checker::run_body(const std::vector<ast::Stmt>& body, Scope& scope, Context& ctx, Val* result) {
  if (!run_stmts(body, scope, ctx, result)) result->kind = K::Error, result->range = {};
}

// The condition of a compile-time `if`: a bool the program's sizes and
// arguments decide; nullopt in a generic body, which does not know them
// (each instance is checked), and after an error.
std::optional<bool> Checker::condition(const ast::Expr& cond, Scope& scope, Context& ctx, bool& ok) {
  Val c = eval(cond, scope, ctx);
  if (c.is_error()) {
    ok = false;
    return std::nullopt;
  }
  if (c.kind != K::Bool) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, cond.range,
                          std::string("`if` chooses by a bool known when the program is checked, not ") + kind_name(c.kind));
    d.help = c.kind == K::Tensor ? "to choose per element, write `where(c, a, b)`"
                                 : "compare a model's int and bool arguments: `if stride != 1 || cin != cout { ... }`";
    ok = false;
    return std::nullopt;
  }
  return c.flag;
}

// Runs statements in order; true when one of them returned (into *result).
bool Checker::run_stmts(const std::vector<ast::Stmt>& body, Scope& scope, Context& ctx, Val* result) {
  bool returned = false;
  for (const ast::Stmt& st : body) {
    if (returned) break;  // statements after `return` are not reached
    switch (st.kind) {
      case ast::Stmt::Kind::If: {
        // Only the side taken is checked; its names stay bound after it.
        bool ok = true;
        std::optional<bool> taken = condition(*st.value, scope, ctx, ok);
        if (!taken) {  // an error, or a generic body: each instance decides
          undecided_ = true;
          *result = Val::error(st.range);
          return true;
        }
        returned = run_stmts(*taken ? st.then_body : st.else_body, scope, ctx, result);
        break;
      }
      case ast::Stmt::Kind::Let: {
        Val v = eval(*st.value, scope, ctx);
        if (!st.names.empty()) {
          bind_elements(st, v, scope);
          break;
        }
        if (st.type && !v.is_error()) {
          auto t = resolve_type(*st.type, scope, ctx);
          if (t && v.kind == K::Tensor && *t != v.type) {
            Diagnostic& d = error(t->dtype != v.type.dtype ? DiagKind::DTypeMismatch : DiagKind::ShapeMismatch,
                                  st.value->range, "`" + st.name.name + "` is declared `" + type_text(*t) + "` but its value is `" +
                                                       type_text(v.type) + "`");
            d.notes.push_back({st.type->range, "declared here"});
            v = Val::error(st.value->range);
          }
        }
        // `let x = x + f(x);` binds a new `x` from the old one, as Rust
        // shadows: the later statements see the new value.
        v.range = st.name.range;
        if (v.kind == K::Tensor) v.range = st.value->range;
        scope.names[st.name.name] = v;
        scope.where[st.name.name] = st.name.range;
        break;
      }
      case ast::Stmt::Kind::For: {
        undecided_ = false;
        if (!run_for(st, scope, ctx) && undecided_) {  // an `if` in it each instance decides
          *result = Val::error(st.range);
          return true;
        }
        break;
      }
      case ast::Stmt::Kind::Yield:
        run_yield(st, scope, ctx);
        break;
      case ast::Stmt::Kind::Return:
        *result = eval(*st.value, scope, ctx);
        returned = true;
        returned_at_ = st.range;
        break;
      case ast::Stmt::Kind::Assign: {
        // A model's `state` takes a new value when a training step runs;
        // reads after the assignment see it.
        const Val* target = scope.find(st.name.name);
        if (!target && st.name.name == "precision") {
          // `precision = bf16;` (or `f32;`): the policy of the rest of the
          // function (call_fn restores the caller's when it returns).
          if (misnamed_precision(*st.value, scope, "in a function")) break;
          if (auto d = local_precision(eval(*st.value, scope, ctx), st.value->range, "in a function"))
            set_local_precision(*d);
          break;
        }
        if (!target || target->kind != K::Tensor || !target->state) {
          Diagnostic& d = error(DiagKind::InvalidStatement, st.range,
                                "assignment to `" + st.name.name +
                                    "`: only a model's `state` tensors and an optimizer's parameter and states can be assigned");
          d.help = target && target->kind == K::Tensor && !target->param_name.empty()
                       ? "a trained parameter changes only through the optimizer; declare `state " + st.name.name +
                             ": ...;` for a value the model updates itself"
                       : "bind a new name with `let " + st.name.name + " = ...;`";
          eval(*st.value, scope, ctx);
          break;
        }
        Val v = eval(*st.value, scope, ctx);
        if (v.is_error()) break;
        if (v.kind != K::Tensor || v.type != target->type) {
          error(DiagKind::ShapeMismatch, st.value->range,
                "state `" + st.name.name + "` is `" + type_text(target->type) + "`, but this is " +
                    (v.kind == K::Tensor ? "`" + type_text(v.type) + "`" : std::string(kind_name(v.kind))))
              .help = "a state keeps its declared type";
          break;
        }
        std::string global = target->param_name;
        auto& updates = fn_->updates;
        updates.erase(std::remove_if(updates.begin(), updates.end(), [&](const ir::StateUpdate& u) { return u.name == global; }),
                      updates.end());
        if (!ctx.frozen) updates.push_back({global, v.id});  // a frozen model's states stay
        Val nv = v;
        nv.range = st.name.range;
        nv.state = true;
        nv.param_name = global;
        nv.materialised = true;
        scope.names[st.name.name] = nv;
        break;
      }
    }
  }
  return returned;
}

// `let (a, b) = v;`: one name per element of the list v, `_` discarding its
// element (as often as it is written). After an error every name is still
// defined (as an error), so that later uses say nothing.
// What `value` (its value `v`) gives, for a destructuring that names
// another count: "`f(x)` gives 3 values" (a call's results), "this is a
// list of 3", "this is a tensor".
std::string Checker::values_given(const Val& v, const ast::Expr& value) {
  const std::string count = std::to_string(v.elems.size());
  if (v.kind != K::List) return "this is " + std::string(kind_name(v.kind));
  if (value.kind == ast::Expr::Kind::Call)
    return "`" + text(value.range) + "` gives " + count + (count == "1" ? " value" : " values");
  return "this is a list of " + count;
}

void Checker::bind_elements(const ast::Stmt& st, const Val& v, Scope& scope) {
  bool fits = v.kind == K::List && v.elems.size() == st.names.size();
  if (!v.is_error() && !fits) {
    const std::string count = std::to_string(v.elems.size());
    Diagnostic& d = error(DiagKind::WrongKindOfValue, st.value->range,
                          "`let (...)` names " + std::to_string(st.names.size()) + (st.names.size() == 1 ? " value" : " values") +
                              ", but " + values_given(v, *st.value));
    if (v.kind == K::List) {
      std::string names;
      for (size_t i = 0; i < v.elems.size() && i < 26; ++i) names += (i ? ", " : "") + std::string(1, char('a' + i));
      d.help = "name each of its " + count + ": `let (" + names + ") = ...;`";
    }
  }
  for (size_t i = 0; i < st.names.size(); ++i) {
    const ast::Ident& name = st.names[i];
    if (name.name == "_") continue;
    // A name may shadow an earlier one, but not another of the same `let`.
    for (size_t j = 0; j < i; ++j)
      if (st.names[j].name == name.name) {
        Diagnostic& d = error(DiagKind::DuplicateDefinition, name.range, "`" + name.name + "` is named twice in this `let`");
        d.notes.push_back({st.names[j].range, "first named here"});
      }
    Val e = fits ? v.elems[i] : Val::error(name.range);
    if (e.kind != K::Tensor) e.range = name.range;
    scope.names[name.name] = e;
    scope.where[name.name] = name.range;
  }
}

// `v` as the value of scalar parameter `p` (int, float, bool, string, init) of
// `callee` (quoted): an int where a float is wanted becomes one.
bool Checker::scalar_argument(const ast::Param& p, Val& v, const std::string& callee) {
  const K want = kind_of(p.scalar_type->name);
  if (v.kind == K::Int && want == K::Float) {
    v.kind = K::Float;
    if (v.dim.is_constant()) v.number = static_cast<double>(v.dim.value());
  }
  if (v.kind == want) return true;
  Diagnostic& d = error(DiagKind::WrongKindOfValue, v.range,
                        "argument `" + p.name.name + "` of " + callee + " must be " + kind_name(want) + ", not " +
                            kind_name(v.kind));
  d.notes.push_back({p.range, "declared here"});
  // PyTorch's pair for both sides of an image: `kernel_size=(3, 3)`,
  // `AdaptiveAvgPool2d((1, 1))`.
  if (v.kind == K::List && want == K::Int && v.elems.size() == 2 && v.elems[0].kind == K::Int &&
      v.elems[1].kind == K::Int && v.elems[0].dim.is_constant() && v.elems[0].dim == v.elems[1].dim)
    d.help = "netc's `" + p.name.name + "` is one number for both sides: write `" + p.name.name + " = " +
             v.elems[0].dim.str() + "`";
  return false;
}

// Binds argument `p` of a call (its value in `args`, else the default)
// to the parameter: kind, dtype, device (shared by a function's tensors) and
// shape, the named sizes bound on the way. False after an error.
bool Checker::bind_param(const ast::Param& p, const std::map<std::string, Val>& args, CallBinding& cb, Scope& scope,
                         Scope& model_scope, Context& inner, const ModelInst* self, const std::string& callee_text,
                         const ast::Expr& call) {
  auto it = args.find(p.name.name);
  Val v;
  if (it != args.end()) {
    v = it->second;
  } else {
    // A default sees the parameters before it and the sizes they bound
    // (`h0: f32[N, hid] = zeros(f32[N, hid])`), and creates its tensors
    // where the call's tensors live.
    Context dctx = inner;
    if (!self && cb.fn_device) dctx.default_device = *cb.fn_device;
    Scope before;
    before.parent = &scope;
    bind_sizes(cb, before);
    v = eval(*p.default_value, before, dctx);
  }
  if (v.is_error() || p.model_type) return false;  // a function's model parameter: refused by signature_values
  if (p.scalar_type) {
    if (!scalar_argument(p, v, q(callee_text))) return false;
    scope.names[p.name.name] = v;
    if (v.kind == K::Int) {  // a size the later parameters' and the result's types may use: `-> f32[N / seq, ...]`
      cb.dim_vars[p.name.name] = v.dim;
      cb.dim_var_from[p.name.name] = v.range;
    }
    return true;
  }
  const ast::Type& pt = *p.tensor_type;
  if (v.kind != K::Tensor) {
    if ((v.kind == K::Float || v.kind == K::Int) && pt.dims.empty() && cb.fn_device) {
      // A number passed as a scalar tensor (a runtime size counted when the
      // program runs, as in arithmetic).
      Val like;
      like.kind = K::Tensor;
      like.type.device = *cb.fn_device;
      if (auto dt = ir::parse_dtype(pt.dtype.name)) like.type.dtype = *dt;
      like.origin = inner.default_origin;
      like.range = v.range;
      Val c = to_tensor(v, like, call);
      if (c.is_error()) return false;
      scope.names[p.name.name] = c;
      return true;
    }
    Diagnostic& d = error(DiagKind::WrongKindOfValue, v.range,
                          "argument `" + p.name.name + "` of " + q(callee_text) + " must be a tensor, not " + kind_name(v.kind));
    d.notes.push_back({p.range, "declared here"});
    return false;
  }
  // Under a precision policy a bf16 (f16) tensor goes where f32 is declared
  // (a layer's input), cast.
  if (policy() != ir::DType::F32 && v.type.dtype == policy() && pt.dtype.name == "f32") v = cast_value(v, ir::DType::F32);
  if (!param_dtype_fits(p, v, callee_text)) return false;
  if (!param_device_fits(p, v, it, cb, self, callee_text)) return false;
  if (!param_shape_fits(p, v, cb, scope, model_scope, self, callee_text)) return false;
  scope.names[p.name.name] = v;
  scope.where[p.name.name] = p.name.range;
  return true;
}

bool Checker::param_dtype_fits(const ast::Param& p, const Val& v, const std::string& callee_text) {
  const ast::Type& pt = *p.tensor_type;
  auto dt = ir::parse_dtype(pt.dtype.name);
  if (!dt) return false;  // reported when the signature was checked
  if (*dt != v.type.dtype) {
    Diagnostic& d = error(DiagKind::DTypeMismatch, v.range,
                          "argument `" + p.name.name + "` of " + q(callee_text) + " must be `" + pt.dtype.name +
                              "`, but `" + text(v.range) + "` is `" + ir::dtype_name(v.type.dtype) + "`");
    d.notes.push_back({pt.range, "declared `" + text(pt.range) + "` here"});
    d.help = std::string("convert it: `cast(") + text(v.range) + ", " + pt.dtype.name + ")`";
    if (ir::is_half(v.type.dtype) && pt.dtype.name == "f32")
      d.help += std::string(", or train under a precision policy, `precision = ") + ir::dtype_name(v.type.dtype) +
                ";`, which takes " + ir::dtype_name(v.type.dtype) + " inputs";
    return false;
  }
  return true;
}

// The device: p's own, else the one the function's tensors share, which
// the first tensor argument without one sets (`arg`, its entry in the
// call's arguments).
bool Checker::param_device_fits(const ast::Param& p, const Val& v, std::map<std::string, Val>::const_iterator arg,
                                CallBinding& cb, const ModelInst* self, const std::string& callee_text) {
  const ast::Type& pt = *p.tensor_type;
  std::optional<Placement> want_dev;
  if (pt.device) {
    want_dev = resolve_device(*pt.device);
    if (!want_dev) return false;
  } else if (cb.fn_device) {
    want_dev = cb.fn_device;
  } else {
    cb.fn_device = v.type.device.home();  // on a set: what the body creates is replicated
    cb.fn_device_from = &arg->second;
  }
  if (!want_dev || want_dev->home() == v.type.device.home()) return true;
  std::string target = device_text(*want_dev);
  Diagnostic* d;
  if (self && !pt.device) {
    d = &error(DiagKind::CrossDeviceOperation, v.range,
               q(callee_text) + " runs on " + target + " but its argument is on " + device_text(v.type.device));
    if (self->device_origin.range.valid()) d->notes.push_back({self->device_origin.range, self->device_origin.note});
  } else if (cb.fn_device_from && !pt.device) {
    d = &error(DiagKind::CrossDeviceOperation, v.range,
               "arguments of " + q(callee_text) + " are on different devices: `" + text(cb.fn_device_from->range) +
                   "` is on " + target + " but `" + text(v.range) + "` is on " + device_text(v.type.device));
    if (cb.fn_device_from->origin.range.valid()) d->notes.push_back({cb.fn_device_from->origin.range, cb.fn_device_from->origin.note});
  } else {
    d = &error(DiagKind::CrossDeviceOperation, v.range,
               "argument `" + p.name.name + "` of " + q(callee_text) + " must be on " + target + " but `" +
                   text(v.range) + "` is on " + device_text(v.type.device));
    d->notes.push_back({pt.device->range, "required here"});
  }
  if (v.origin.range.valid()) d->notes.push_back({v.origin.range, v.origin.note});
  if (!add_move_fix(*d, v, *want_dev))
    d->help = "a function's tensors share its device: take `" + text(v.range) + "` as an argument of the body";
  return false;
}

// The shape: its rank, then each dimension against p's, binding the named
// sizes (`N`) and lists (`*S`) the first argument that has them sets.
bool Checker::param_shape_fits(const ast::Param& p, const Val& v, CallBinding& cb, const Scope& scope,
                               Scope& model_scope, const ModelInst* self, const std::string& callee_text) {
  const ast::Type& pt = *p.tensor_type;
  size_t variadic = pt.dims.size();
  for (size_t i = 0; i < pt.dims.size(); ++i)
    if (pt.dims[i].kind == ast::Dim::Kind::Variadic) variadic = i;
  size_t fixed = pt.dims.size() - (variadic < pt.dims.size() ? 1 : 0);
  bool rank_ok = variadic < pt.dims.size() ? v.type.rank() >= fixed : v.type.rank() == fixed;
  if (!rank_ok) {
    Diagnostic& d = error(DiagKind::RankMismatch, v.range,
                          "argument `" + p.name.name + "` of " + q(callee_text) + " must have " +
                              (variadic < pt.dims.size() ? "at least " : "") + std::to_string(fixed) +
                              (fixed == 1 ? " dimension" : " dimensions") + ", but `" + text(v.range) + "` is `" +
                              type_text(v.type) + "`");
    d.notes.push_back({pt.range, "declared `" + text(pt.range) + "` here"});
    return false;
  }
  size_t extra = v.type.rank() - fixed;
  size_t ai = 0;
  for (size_t i = 0; i < pt.dims.size(); ++i) {
    const ast::Dim& pd = pt.dims[i];
    if (pd.kind == ast::Dim::Kind::Variadic) {
      std::vector<Dim> got(v.type.shape.begin() + ai, v.type.shape.begin() + ai + extra);
      ai += extra;
      if (!bind_list_var(pd, got, v, cb, callee_text)) return false;
      continue;
    }
    const Dim& actual = v.type.shape[ai++];
    bool is_var = pd.kind == ast::Dim::Kind::Name && !model_scope.find(pd.name) && !scope.find(pd.name);
    if (is_var) {
      if (!bind_dim_var(pd, actual, v, cb, callee_text)) return false;
      continue;
    }
    auto expected = resolve_dim(pd, model_scope, &cb.dim_vars);
    if (!expected) return false;
    if (*expected != actual) {
      std::string spelled = text(pd.range);
      Diagnostic& d = error(DiagKind::ShapeMismatch, v.range,
                            "dimension " + std::to_string(ai - 1) + " of `" + text(v.range) + "` is `" + actual.str() +
                                "`, but " + q(callee_text) + " expects `" + expected->str() + "`" +
                                (spelled != expected->str() ? " (`" + spelled + "`)" : ""));
      d.notes.push_back({pt.range, "`" + p.name.name + "` is declared `" + text(pt.range) + "` here"});
      if (self && self->created_at.valid() && self->created_at.file != kNoFile && self->decl->name.range.begin != self->created_at.begin)
        d.notes.push_back({self->created_at, "`" + callee_text + "` is `" + text(self->created_at) + "`"});
      if (actual.is_symbol() && actual.symbol_name() == "B" && expected->is_constant())
        d.help = "`B` is a train block's batch size, which varies (an epoch's last batch may be smaller, and "
                 "evaluation batches differ): declare this dimension as a name, `" + p.name.name + ": f32[N, ...]`";
      return false;
    }
  }
  return true;
}

// `*S` of a parameter's type is `got` in argument v: bound now, or the same
// as where it was bound.
bool Checker::bind_list_var(const ast::Dim& pd, const std::vector<Dim>& got, const Val& v, CallBinding& cb,
                            const std::string& callee_text) {
  auto lv = cb.list_vars.find(pd.name);
  if (lv == cb.list_vars.end()) {
    cb.list_vars[pd.name] = got;
    cb.dim_var_from["*" + pd.name] = v.range;
    return true;
  }
  if (lv->second == got) return true;
  TensorType a, b;
  a.shape = lv->second;
  b.shape = got;
  Diagnostic& d = error(DiagKind::NamedDimConflict, v.range,
                        "`*" + pd.name + "` is `" + b.shape_str() + "` here but `" + a.shape_str() +
                            "` in an earlier argument of " + q(callee_text));
  d.notes.push_back({cb.dim_var_from["*" + pd.name], "`*" + pd.name + "` was bound here"});
  return false;
}

// The named size `N` of a parameter's type is `actual` in argument v: bound
// now, or the same as where it was bound.
bool Checker::bind_dim_var(const ast::Dim& pd, const Dim& actual, const Val& v, CallBinding& cb,
                           const std::string& callee_text) {
  auto dv = cb.dim_vars.find(pd.name);
  if (dv == cb.dim_vars.end()) {
    cb.dim_vars[pd.name] = actual;
    cb.dim_var_from[pd.name] = v.range;
    return true;
  }
  if (dv->second == actual) return true;
  Diagnostic& d = error(DiagKind::NamedDimConflict, v.range,
                        "`" + pd.name + "` is `" + actual.str() + "` in `" + text(v.range) + "` but `" +
                            dv->second.str() + "` in an earlier argument of " + q(callee_text));
  d.notes.push_back({cb.dim_var_from[pd.name], "`" + pd.name + "` was bound to `" + dv->second.str() + "` here"});
  d.notes.push_back({pd.range, "both must have the size `" + pd.name + "`"});
  return false;
}

Val Checker::call_fn(const ast::Fn& fn, const ast::Expr& call, std::vector<Val> pos, std::map<std::string, Val> named,
                     const ModelInst* self, const std::string& callee_text, Context& ctx) {
  if (broken_.count(&fn) || (self && self->broken)) return Val::error(call.range);
  if (ctx.depth > kMaxInlineDepth) {
    error(DiagKind::RecursiveModel, call.range, "calls nested more than " + std::to_string(kMaxInlineDepth) + " deep");
    // Other chains through fn stop here without another message: a chain
    // of N calls gets N / 64 errors, not N, in time linear in N.
    broken_.insert(&fn);
    return Val::error(call.range);
  }
  std::vector<Formal> formals;
  for (const ast::Param& p : fn.params) formals.push_back({p.name.name, p.default_value == nullptr});
  std::map<std::string, Val> args;
  if (!bind_args(call, callee_text, formals, pos, named, args, fn.name.range)) return Val::error(call.range);

  // Instructions made by a model's code are in its scope until it returns;
  // its precision policy (or the caller's) holds until then too.
  struct ScopeGuard {
    std::string& scope;
    std::string saved;
    ir::DType& policy;
    ir::DType saved_policy;
    bool& keep_f32;
    bool saved_keep_f32;
    ~ScopeGuard() {
      scope = saved;
      policy = saved_policy;
      keep_f32 = saved_keep_f32;
    }
  } guard{scope_, scope_, local_policy_, local_policy_, keep_f32_, keep_f32_};
  if (self && !self->generic) scope_ = self->path;
  if (self && self->precision) set_local_precision(*self->precision);
  Scope model_scope;
  model_scope.parent = globals_for(fn.name.range);
  if (self) fill_model_scope(*self, model_scope);
  Scope scope;
  scope.parent = &model_scope;

  Context inner = ctx;
  inner.depth = ctx.depth + 1;
  inner.model = self ? self : nullptr;
  inner.frozen = ctx.frozen || (self && frozen_in_step(*self));
  if (self) {
    inner.default_device = self->device;
    inner.default_origin = self->device_origin;
  }

  CallBinding cb;
  if (self) cb.fn_device = self->device;
  bool ok = true;

  for (const ast::Param& p : fn.params)
    if (!bind_param(p, args, cb, scope, model_scope, inner, self, callee_text, call)) ok = false;
  if (!ok) return Val::error(call.range);

  bind_sizes(cb, scope);
  // A generic body that cannot tell whether fn's facts hold for this call
  // (its instances do) takes the declared result: fn was checked assuming them.
  const Facts facts = facts_hold(fn.facts, scope, call.range);
  if (facts == Facts::Broken) return Val::error(call.range);
  const bool body_skipped = fn.signature || facts == Facts::Unknown;
  // A function's tensors without `@` are created on the device its tensor
  // arguments share, as a model's are on the model's.
  if (!self && cb.fn_device) {
    inner.default_device = *cb.fn_device;
    if (cb.fn_device_from && cb.fn_device_from->origin.range.valid()) inner.default_origin = cb.fn_device_from->origin;
    else if (cb.fn_device_from)
      inner.default_origin = {cb.fn_device_from->range, "created on the device of `" + text(cb.fn_device_from->range) + "`"};
  }

  // Variadic dims are substituted as their list; others through cb.dim_vars.
  Val result;
  size_t errors_before = diags_.error_count();
  if (!body_skipped) run_body(fn.body, scope, inner, &result);
  if (result.is_error() && !body_skipped) {
    if (diags_.error_count() == errors_before && !result.range.valid()) {
      Diagnostic& d = error(DiagKind::MissingReturn, fn.name.range, "`" + fn.name.name + "` has no `return` statement");
      d.help = "end its body with `return EXPR;`";
      broken_.insert(&fn);
    }
    return Val::error(call.range);
  }
  auto declared = declared_result(fn, cb, model_scope, result);
  if (!declared) return Val::error(call.range);
  if (body_skipped) {  // a model argument or unknown facts in a generic body: values of the declared types
    std::vector<Val> values;
    for (const TensorType& t : *declared) {
      Val v;
      v.kind = K::Tensor;
      v.type = t;
      v.id = fn_->add_value(t, "");
      v.origin = self ? self->device_origin : DeviceOrigin{};
      values.push_back(v);
    }
    if (values.size() == 1) {
      result = values.front();
    } else {
      result.kind = K::List;
      result.elems = std::move(values);
    }
  }
  if (!returns_declared(fn, result, *declared)) return Val::error(call.range);
  result.range = call.range;
  return result;
}

// The sizes the signature names are int values in the body, bound to this
// call's sizes: `zeros(f32[N, d])`, `reshape(x, [B * T, d])`, `1.0 / sqrt(d)`.
void Checker::bind_sizes(CallBinding& cb, Scope& scope) {
  for (auto& [n, dim] : cb.dim_vars) {
    if (scope.names.count(n)) continue;
    Val sz;
    sz.kind = K::Int;
    sz.dim = dim;
    sz.range = cb.dim_var_from[n];
    scope.names[n] = sz;
    scope.where[n] = cb.dim_var_from[n];
  }
}

// The declared result type of fn, with the bindings of this call (`result`,
// what the body returned, gives the device where neither the signature nor
// the arguments do). A variadic name used as one dim stands for the product
// of its dims: `f32[N, *S] -> f32[N, S]` flattens. Nullopt after an error.
std::optional<std::vector<TensorType>> Checker::declared_result(const ast::Fn& fn, CallBinding& cb, Scope& model_scope,
                                                                const Val& result) {
  for (auto& [name, dims] : cb.list_vars) {
    if (cb.dim_vars.count(name)) continue;
    Dim product(int64_t{1});
    for (const Dim& d : dims) product = product * d;
    cb.dim_vars[name] = product;
  }
  std::vector<TensorType> out;
  bool declared_ok = true;
  for (size_t i = 0; i < fn.results.size(); ++i) {
    const ast::Type& rt = fn.results[i];
    // The value returned at this place, for the device the type leaves open.
    const Val& returned = result.kind == K::List && i < result.elems.size() ? result.elems[i] : result;
    TensorType declared;
    if (auto dt = ir::parse_dtype(rt.dtype.name)) declared.dtype = *dt;
    else declared_ok = false;
    for (const ast::Dim& d : rt.dims) {
      if (d.kind == ast::Dim::Kind::Variadic) {
        auto lv = cb.list_vars.find(d.name);
        if (lv != cb.list_vars.end()) declared.shape.insert(declared.shape.end(), lv->second.begin(), lv->second.end());
        else declared.shape.push_back(Dim::symbol(d.name));
        continue;
      }
      auto r = resolve_dim(d, model_scope, &cb.dim_vars);
      if (!r) declared_ok = false;
      else declared.shape.push_back(*r);
    }
    if (rt.device) {
      auto p = resolve_device(*rt.device);
      if (p) declared.device = *p;
      else declared_ok = false;
    } else {
      declared.device = cb.fn_device ? *cb.fn_device : returned.type.device;
    }
    out.push_back(declared);
  }
  if (!declared_ok) return std::nullopt;
  return out;
}

// Whether fn's body returned tensors of its declared types, one or a tuple
// of them; on a device set a result may be split however the body split it.
bool Checker::returns_declared(const ast::Fn& fn, const Val& result, const std::vector<TensorType>& declared) {
  if (declared.size() > 1) {
    if (result.kind != K::List || result.elems.size() != declared.size()) {
      Diagnostic& d = error(DiagKind::ReturnTypeMismatch, result.range,
                            "`" + fn.name.name + "` must return " + std::to_string(declared.size()) + " values, `(" +
                                std::string(declared.size() == 2 ? "a, b" : "a, b, ...") + ")`, but this is " +
                                (result.kind == K::List ? std::to_string(result.elems.size()) + " values"
                                                        : std::string(kind_name(result.kind))));
      d.notes.push_back({fn.results_range, "declared to return `" + text(fn.results_range) + "` here"});
      return false;
    }
    bool ok = true;
    for (size_t i = 0; i < declared.size(); ++i)
      if (!returns_type(fn, fn.results[i], result.elems[i], declared[i])) ok = false;
    return ok;
  }
  if (result.kind == K::List) {
    Diagnostic& d = error(DiagKind::ReturnTypeMismatch, result.range,
                          "`" + fn.name.name + "` returns " + std::to_string(result.elems.size()) +
                              " values, but is declared to return one tensor");
    d.notes.push_back({fn.results_range, "declared here"});
    d.help = "declare each result: `-> (T1, T2)`";
    return false;
  }
  return returns_type(fn, fn.results[0], result, declared[0]);
}

// One returned value against its declared type `rt`.
bool Checker::returns_type(const ast::Fn& fn, const ast::Type& rt, const Val& result, const TensorType& declared) {
  if (result.kind != K::Tensor) {
    Diagnostic& d = error(DiagKind::ReturnTypeMismatch, result.range,
                          "`" + fn.name.name + "` must return a tensor, but this is " + kind_name(result.kind));
    d.notes.push_back({rt.range, "declared to return `" + text(rt.range) + "` here"});
    return false;
  }
  bool same = result.type.dtype == declared.dtype && result.type.shape == declared.shape &&
              result.type.device.home() == declared.device.home();
  if (same) return true;
  std::string why = result.type.dtype != declared.dtype ? "dtype"
                    : result.type.shape != declared.shape ? "shape"
                                                          : "device";
  // Show the device only when it is what differs.
  auto shown = [&](const TensorType& t) {
    return why == "device" ? type_text(t) : std::string(ir::dtype_name(t.dtype)) + t.shape_str();
  };
  Diagnostic& d = error(DiagKind::ReturnTypeMismatch, result.range,
                        "`" + fn.name.name + "` returns `" + shown(result.type) + "`, but is declared to return `" +
                            shown(declared) + "` (the " + why + " differs)");
  d.notes.push_back({rt.range, "declared here"});
  auto divides = [](const TensorType& t) {
    return std::any_of(t.shape.begin(), t.shape.end(), [](const Dim& x) { return x.has_division(); });
  };
  if (why == "shape" && generic_body() && (divides(result.type) || divides(declared)))
    d.help = "a division of sizes is exact only where they divide: say which do after the signature, "
             "`where d % heads == 0` (each instance checks it)";
  return false;
}

bool Checker::signature_values(const ast::Fn& f, const Scope& scope, const Placement& device, const std::string& dev_note,
                               std::vector<Val>& pos, TensorType* result) {
  std::map<std::string, Dim> dim_vars = assumed_sizes(f, scope);  // `where N % seq == 0`: N is seq * ((N)/seq)
  bool ok = true;
  for (const ast::Param& p : f.params) {
    Val v;
    v.range = p.name.range;
    if (p.model_type) {
      Diagnostic& d = error(DiagKind::WrongKindOfValue, p.range, "only a model's parameters in `(...)` can be models");
      d.help = "make `" + f.name.name + "` a model that takes `" + p.name.name + "`, or pass the tensors it needs";
      ok = false;
      continue;
    }
    if (p.tensor_type) {
      Context ctx;
      ctx.default_device = device;
      auto t = resolve_type(*p.tensor_type, scope, ctx, &dim_vars);
      if (!t) {
        ok = false;
        continue;
      }
      v.kind = K::Tensor;
      v.type = *t;
      v.id = scratch_.add_value(*t, p.name.name);
      v.origin = {p.name.range, dev_note};
      if (p.tensor_type->device) {
        v.origin = {p.tensor_type->device->range, "`" + p.name.name + "` is declared on `" + t->device.str() + "` here"};
        v.place_range = place_suffix(*p.tensor_type);
      }
    } else {
      const std::string& st = p.scalar_type->name;
      if (st == "int") v.kind = K::Int, v.dim = dim_vars.count(p.name.name) ? dim_vars[p.name.name] : Dim::symbol(p.name.name);
      else if (st == "float") v.kind = K::Float;
      else if (st == "bool") v.kind = K::Bool;
      else if (st == "string") v.kind = K::String, v.text_unknown = true;
      else {
        error(DiagKind::UnknownType, p.scalar_type->range, "unknown parameter type `" + st + "`")
            .help = "a parameter is a tensor type like `f32[N, 4]`, or `int`, `float`, `bool`, `string`";
        ok = false;
        continue;
      }
    }
    pos.push_back(v);
  }
  // The result type is checked here too, so that its errors are reported
  // even for a function whose arguments are fine.
  Context ctx;
  ctx.default_device = device;
  for (const ast::Type& rt : f.results) {
    auto r = resolve_type(rt, scope, ctx, &dim_vars);
    if (!r) ok = false;
    else if (result) *result = *r;  // a signature has one result
  }
  return ok;
}

// The argument's forward is called once, generically, on values of the
// signature's input types (its named dims and `*S` as symbols, the model's
// int arguments as this instance has them), and its result must have the
// declared type. So a model that takes `inner` is checked once for every
// model that fits, and each argument once for the signature.
bool Checker::fits_signature(const ast::Param& p, const std::map<std::string, Val>& args,
                             const std::shared_ptr<ModelInst>& arg, SourceRange at, const std::string& owner) {
  const ast::Fn& sig = p.model_type->fns[0];
  Scope s;
  s.parent = globals_for(p.range);
  for (auto& [n, a] : args) s.names[n] = a;
  ir::Function* saved_fn = fn_;
  const int saved_unique = unique_;  // the trial's dropout seeds are given back
  fn_ = &scratch_;
  const size_t from = diags_.all().size();
  std::vector<Val> pos;
  TensorType want;
  Val got;
  if (signature_values(sig, s, arg->device, "the device of `" + owner + "`", pos, &want)) {
    ast::Expr call;
    call.kind = ast::Expr::Kind::Call;
    call.range = at;
    Context ctx;
    ctx.default_device = arg->device;
    got = call_model(arg, call, pos, {}, text(at), ctx);
  }
  fn_ = saved_fn;
  unique_ = saved_unique;
  auto shown = [](const TensorType& t) { return std::string(ir::dtype_name(t.dtype)) + t.shape_str(); };
  std::string inputs;
  for (const Val& v : pos) inputs += (inputs.empty() ? "" : ", ") + (v.kind == K::Tensor ? q(shown(v.type)) : q(v.dim.str()));
  std::string reason;
  DiagKind kind = DiagKind::ModelArgumentMismatch;
  for (size_t i = from; i < diags_.all().size() && reason.empty(); ++i)
    if (diags_.all()[i].severity == Severity::Error) reason = "for " + inputs + ", " + diags_.all()[i].message;
  if (reason.empty() && got.kind == K::Tensor && (got.type.dtype != want.dtype || got.type.shape != want.shape))
    reason = "for " + inputs + ", it returns " + q(shown(got.type)) + ", but the signature says " + q(shown(want));
  else if (reason.empty() && got.kind != K::Tensor)
    reason = "its forward cannot be called with " + inputs;
  diags_.truncate(from);  // the trial's own messages are summarised below
  if (reason.empty()) return true;
  Diagnostic& d = error(kind, at, q(text(at)) + " does not fit " + q(text(p.range)) + " of " + q(owner) + ": " + reason);
  d.notes.push_back({p.range, "`" + p.name.name + "` is declared here"});
  d.help = "pass a model whose forward takes " + inputs + " and returns " + q(shown(want));
  return false;
}

std::shared_ptr<ModelInst> Checker::generic_instance(const ast::Model& m) {
  auto it = generic_models_.find(&m);
  if (it != generic_models_.end()) return it->second;
  generic_models_[&m] = nullptr;  // a cycle reaching here finds null: the recursion check reports it
  std::vector<Val> pos;
  std::map<std::string, Val> named;
  for (const ast::Param& p : m.params) {
    Val v;
    v.range = p.name.range;
    if (p.tensor_type) {
      Diagnostic& d = error(DiagKind::WrongKindOfValue, p.range, "a model's parameters in `(...)` are sizes and settings, not tensors");
      d.help = "declare tensors in the body: `param " + p.name.name + ": " + text(p.tensor_type->range) + ";`";
      continue;
    }
    if (p.model_type) continue;  // below, once the sizes are known
    const std::string& st = p.scalar_type->name;
    if (st == "int") v.kind = K::Int, v.dim = Dim::symbol(p.name.name);
    else if (st == "float") v.kind = K::Float;
    else if (st == "bool") v.kind = K::Bool;
    else if (st == "string") v.kind = K::String, v.text_unknown = true;
    else if (st == "init") v.kind = K::Init, v.init = std::make_shared<InitCall>(InitCall{"zeros", {}, {}});
    else {
      error(DiagKind::UnknownType, p.scalar_type->range, "unknown parameter type `" + st + "`")
          .help = "a model parameter is `int`, `float`, `bool`, `string` or `init` (an initialiser)";
      continue;
    }
    named[p.name.name] = v;
  }
  {  // `where d % heads == 0`: the body is checked with d = heads * ((d)/heads)
    Scope sizes;
    sizes.parent = globals_for(m.name.range);
    sizes.names = named;
    assume_facts(m.facts, sizes);
    named = sizes.names;
  }
  // A model argument is a stand-in that any model fitting its signature
  // could be: calling it gives a value of the declared result type.
  bool signatures_ok = true;
  for (const ast::Param& p : m.params) {
    if (!p.model_type) continue;
    if (p.model_type->fns.empty()) {
      error(DiagKind::UnknownType, p.model_type->range, "a model parameter declares what its forward takes and returns")
          .help = "write `" + p.name.name + ": model(f32[*S, d]) -> f32[*S, d]` with the types `" + p.name.name + "(x)` needs";
      signatures_ok = false;
      continue;
    }
    auto stand_in = std::make_shared<ModelInst>();
    stand_in->decl = p.model_type.get();
    stand_in->stand_in = true;
    stand_in->path = m.name.name + "." + p.name.name;
    for (auto& [n, a] : named) stand_in->args[n] = a;
    Scope s;
    s.parent = globals_for(m.name.range);
    for (auto& [n, a] : named) s.names[n] = a;
    std::vector<Val> ignored;
    if (!signature_values(p.model_type->fns[0], s, Placement::var(m.name.name), "the device of `" + m.name.name + "`", ignored))
      signatures_ok = false;
    Val v;
    v.kind = K::Model;
    v.model = stand_in;
    v.range = p.name.range;
    named[p.name.name] = v;
  }
  if (!signatures_ok) return nullptr;
  ast::Expr fake;
  fake.kind = ast::Expr::Kind::Call;
  fake.range = m.name.range;
  Context ctx;
  ctx.default_device = Placement::var(m.name.name);
  Val inst = instantiate_model(m, fake, {}, named, ctx);
  if (inst.is_error()) return nullptr;
  inst.model->generic = true;
  inst.model->path = m.name.name;
  place_model(*inst.model, Placement::var(m.name.name), {m.name.range, "the device of `" + m.name.name + "`"});
  generic_models_[&m] = inst.model;
  return inst.model;
}

Val Checker::repeat_layers(const ast::Expr& call, const std::string& name, const ModelInst& owner, Scope& scope,
                           Context& ctx) {
  auto usage = [&](SourceRange at, const std::string& what) {
    error(DiagKind::InvalidArgument, at, what).help = "write `" + name + " = repeat(depth, Block(...));`";
    return Val::error(call.range);
  };
  if (call.args.size() != 2 || call.args[0].name || call.args[1].name)
    return usage(call.range, "`repeat` takes a count and a new instance: `repeat(n, Model(...))`");
  Val n = eval(*call.args[0].value, scope, ctx);
  if (n.is_error()) return Val::error(call.range);
  if (n.kind != K::Int) return usage(n.range, std::string("the count of `repeat` must be an integer, not ") + kind_name(n.kind));
  if (n.dim.is_constant() && (n.dim.value() < 1 || n.dim.value() > kMaxCount))
    return usage(n.range, "the count of `repeat` must be 1 to " + std::to_string(kMaxCount) + ", not " + n.dim.str());
  const ast::Expr& layer = *call.args[1].value;
  if (layer.kind != ast::Expr::Kind::Call)
    return usage(layer.range, "`repeat` builds new instances: its second argument is a call `Model(...)`");
  auto seq = std::make_shared<ModelInst>();
  seq->sequence = true;
  seq->path = owner.path + "." + name;
  seq->created_at = call.range;
  seq->device = ctx.default_device;
  // Each evaluation of the call creates an instance with parameters of its
  // own; a generic body's unknown count builds one, which stands for all.
  int64_t count = n.dim.is_constant() ? n.dim.value() : 1;
  seq->count_unknown = !n.dim.is_constant();
  const int64_t made_before = instances_made_;
  for (int64_t k = 0; k < count; ++k) {
    // The first layer says how many instances each makes (its own layers
    // and theirs): the others are refused before they are made.
    if (const int64_t each = instances_made_ - made_before;
        k == 1 && passes_instance_limit(n.range, each * (count - 1),
                                        "`repeat` would make " + std::to_string(each * count) + " model instances (" +
                                            std::to_string(count) + " layers of " + std::to_string(each) + ")",
                                        &owner))
      return Val::error(call.range);
    Val v = eval(layer, scope, ctx);
    if (v.is_error()) return Val::error(call.range);
    if (v.kind != K::Model) return usage(layer.range, std::string("`repeat` repeats a layer, not ") + kind_name(v.kind));
    seq->decl = v.model->decl;
    v.model->path = seq->path + "." + std::to_string(k);
    v.model->owned = true;
    seq->layers.push_back({std::to_string(k), v.model});
  }
  return Val::of_model(seq, call.range);
}

// `body = [Linear(d, 4 * d), GELU(), Linear(4 * d, d)];`: layers of any
// models, applied in order, named by position as PyTorch's nn.Sequential
// names them (`body.0.weight`).
Val Checker::sequence_layers(const ast::Expr& list, const std::string& name, const ModelInst& owner, Scope& scope,
                             Context& ctx) {
  if (list.elems.empty()) {
    error(DiagKind::InvalidArgument, list.range, "layer `" + name + "` is an empty list of layers")
        .help = "list the layers to apply in order: `" + name + " = [Linear(d, h), GELU(), Linear(h, d)];`";
    return Val::error(list.range);
  }
  auto seq = std::make_shared<ModelInst>();
  seq->sequence = true;
  seq->path = owner.path + "." + name;
  seq->created_at = list.range;
  seq->device = ctx.default_device;
  bool ok = true;
  for (size_t k = 0; k < list.elems.size(); ++k) {
    const ast::Expr& layer = *list.elems[k];
    Val v = eval(layer, scope, ctx);
    if (v.is_error()) {
      ok = false;
      continue;
    }
    if (v.kind != K::Model || layer.kind != ast::Expr::Kind::Call || v.model->owned) {
      Diagnostic& d = error(DiagKind::WrongKindOfValue, layer.range,
                            "element " + std::to_string(k) + " of layer `" + name + "` must be a new instance `Model(...)`, not " +
                                (v.kind == K::Model ? std::string("an instance made elsewhere") : kind_name(v.kind)));
      d.help = v.kind == K::Model ? "create it in the list, so that it has parameters of its own"
                                  : "an activation is a layer too: `ReLU()`, `GELU()`, `Tanh()`";
      ok = false;
      continue;
    }
    if (!seq->decl) seq->decl = v.model->decl;
    v.model->path = seq->path + "." + std::to_string(k);
    v.model->owned = true;
    seq->layers.push_back({std::to_string(k), v.model});
  }
  if (!ok) return Val::error(list.range);
  return Val::of_model(seq, list.range);
}

void Checker::note_instance(size_t from, const ModelInst& m) {
  if (m.generic || !m.created_at.valid() || !m.decl) return;
  const SourceRange& decl = m.decl->range;
  for (size_t i = from; i < diags_.all().size(); ++i) {
    Diagnostic& d = diags_.at(i);
    if (d.severity != Severity::Error || d.range.file != decl.file || d.range.begin < decl.begin || d.range.end > decl.end)
      continue;
    std::string note = "in the instance `" + text(m.created_at) + "` created here";
    bool has = std::any_of(d.notes.begin(), d.notes.end(), [&](const auto& n) { return n.message == note; });
    if (!has) d.notes.push_back({m.created_at, note});
  }
}

Val Checker::call_model(const std::shared_ptr<ModelInst>& m, const ast::Expr& call, std::vector<Val> pos,
                        std::map<std::string, Val> named, const std::string& callee_text, Context& ctx) {
  if (m->broken) return Val::error(call.range);
  if (m->sequence) {
    if (pos.size() != 1 || !named.empty()) {
      error(DiagKind::ArityMismatch, call.range,
            "`" + callee_text + "` applies its layers one after the other, so it takes one argument");
      return Val::error(call.range);
    }
    Val x = pos[0];
    for (auto& [n, layer] : m->layers) {
      x = call_model(layer, call, {x}, {}, callee_text + "[" + n + "]", ctx);
      if (x.is_error()) return x;
    }
    return x;
  }
  for (const ast::Fn& f : m->decl->fns)
    if (f.name.name == "forward") {
      size_t from = diags_.all().size();
      Val v = call_fn(f, call, pos, named, m.get(), callee_text, ctx);
      note_instance(from, *m);
      return v;
    }
  Diagnostic& d = error(DiagKind::NotCallable, call.lhs ? call.lhs->range : call.range,
                        "model `" + m->decl->name.name + "` has no `forward` function");
  d.notes.push_back({m->decl->name.range, "`" + m->decl->name.name + "` is declared here"});
  return Val::error(call.range);
}

bool Checker::passes_instance_limit(SourceRange at, int64_t more, const std::string& what, const ModelInst* owner) {
  if (instance_limit_reported_) return true;
  if (instances_made_ + more <= kMaxInstances) return false;
  instance_limit_reported_ = true;
  Diagnostic& d = error(DiagKind::InvalidArgument, at,
                        what + "; a program may have at most " + std::to_string(kMaxInstances) + " model instances");
  if (owner && owner->created_at.valid() && !owner->generic)
    d.notes.push_back({owner->created_at, "in the instance `" + text(owner->created_at) + "` created here"});
  d.help = "use fewer or smaller layers";
  return true;
}

Val Checker::instantiate_model(const ast::Model& m, const ast::Expr& call, std::vector<Val> pos,
                               std::map<std::string, Val> named, Context& ctx) {
  if (broken_.count(&m)) return Val::error(call.range);
  if (passes_instance_limit(call.range, 1, "this instance is one too many", nullptr)) return Val::error(call.range);
  ++instances_made_;
  std::vector<Formal> formals;
  for (const ast::Param& p : m.params) formals.push_back({p.name.name, p.default_value == nullptr});
  std::map<std::string, Val> args;
  if (!bind_args(call, m.name.name, formals, pos, named, args, m.name.range)) return Val::error(call.range);

  auto inst = std::make_shared<ModelInst>();
  inst->decl = &m;
  inst->path = m.name.name;
  inst->created_at = call.range;
  inst->device = ctx.default_device;
  if (!bind_scalar_args(m, args, *inst) || !bind_model_args(m, args, *inst)) return Val::error(call.range);

  Scope scope;
  scope.parent = globals_for(m.name.range);
  fill_model_scope(*inst, scope);  // its arguments and model arguments: no tensors yet
  if (facts_hold(m.facts, scope, call.range) == Facts::Broken) return Val::error(call.range);
  Context inner;
  inner.model = inst.get();
  inner.default_device = ctx.default_device;
  inner.depth = ctx.depth + 1;
  if (inner.depth > kMaxInlineDepth) return Val::error(call.range);

  std::set<std::string> members;
  bool ok = true;
  // A member inside `if`s is made when each holds for this instance (in a
  // generic body, which cannot tell, it is not made but noted undecided:
  // instances are checked).
  std::map<const ast::Expr*, std::optional<bool>> decided;
  auto made = [&](const std::vector<ast::MemberCondition>& when, const ast::Ident& name) {
    for (const ast::MemberCondition& c : when) {
      if (!decided.count(c.cond)) decided[c.cond] = condition(*c.cond, scope, inner, ok);
      if (!decided[c.cond]) inst->undecided.emplace(name.name, name.range);
      if (!decided[c.cond] || *decided[c.cond] != c.holds) return false;
    }
    return true;
  };
  for (const ast::ModelLayer& l : m.layers)
    if (made(l.when, l.name) && (!new_member(l.name, m, scope, members) || !add_layer(l, m, *inst, scope, inner)))
      ok = false;
  bool sizes_ok = true;
  for (const ast::ModelParam& p : m.tensors)
    if (made(p.when, p.name) &&
        (!new_member(p.name, m, scope, members) || !add_tensor(p, m, call, *inst, scope, inner, sizes_ok)))
      ok = false;
  for (const ast::Fn& f : m.fns)
    if (!new_member(f.name, m, scope, members)) ok = false;
  if (!ok) return Val::error(call.range);
  return Val::of_model(inst, call.range);
}

// The argument given for p, or its default, which sees the scalar arguments
// bound before it.
Val Checker::argument_value(const ast::Model& m, const ast::Param& p, const std::map<std::string, Val>& args,
                            const ModelInst& inst) {
  auto it = args.find(p.name.name);
  if (it != args.end()) return it->second;
  Scope s;
  s.parent = globals_for(m.name.range);
  for (auto& [n, a] : inst.args) s.names[n] = a;
  Context dctx;
  const size_t before = diags_.all().size();
  Val v = eval(*p.default_value, s, dctx);
  // An error in the default (written in the model's declaration) says
  // which instance's arguments made it.
  for (size_t i = before; i < diags_.all().size(); ++i)
    if (diags_.at(i).severity == Severity::Error)
      diags_.at(i).notes.push_back({inst.created_at, "in the default of `" + p.name.name + "` for `" +
                                                         text(inst.created_at) + "`, made here"});
  return v;
}

bool Checker::bind_scalar_args(const ast::Model& m, const std::map<std::string, Val>& args, ModelInst& inst) {
  // The facts on the arguments the call gives are checked before any default
  // is computed from them (`fan_in = in_channels / groups` with `groups = 0`
  // is a broken fact, not a division by zero in std.nn).
  Scope given;
  given.parent = globals_for(m.name.range);
  for (const ast::Param& p : m.params)
    if (auto it = args.find(p.name.name); it != args.end() && p.scalar_type) {
      // Sizes, flags and strings of the declared kind: another is reported once, below.
      const K want = kind_of(p.scalar_type->name);
      if (it->second.kind == want && (want == K::Int || want == K::Bool || want == K::String))
        given.names[p.name.name] = it->second;
    }
  if (facts_hold(m.facts, given, inst.created_at, /*only_bound=*/true) == Facts::Broken)
    return false;
  bool ok = true;
  for (const ast::Param& p : m.params) {
    if (p.model_type) continue;  // bind_model_args, once every size is bound
    Val v = argument_value(m, p, args, inst);
    // An argument in error is still bound, as an error: a default computed
    // from it (`fan_in = in_channels / groups`) then says nothing more.
    if (v.is_error() || (p.scalar_type && !scalar_argument(p, v, "`" + m.name.name + "`"))) {
      inst.args[p.name.name] = Val::error(v.range);
      ok = false;
      continue;
    }
    if (!p.scalar_type) continue;
    inst.args[p.name.name] = v;
  }
  return ok;
}

// Model arguments become layers named like their parameter, as PyTorch
// names a module stored in an attribute: `net.res.inner.weight`.
bool Checker::bind_model_args(const ast::Model& m, const std::map<std::string, Val>& args, ModelInst& inst) {
  bool ok = true;
  for (const ast::Param& p : m.params) {
    if (!p.model_type) continue;
    Val v = argument_value(m, p, args, inst);
    if (v.is_error() || !model_argument(p, m, v, inst)) {
      ok = false;
      continue;
    }
    v.model->owned = true;
    v.model->path = inst.path + "." + p.name.name;
    inst.layers.push_back({p.name.name, v.model});
  }
  return ok;
}

// Whether v may be the model argument p of a new instance of m: a new
// instance, not placed itself, that fits p's signature.
bool Checker::model_argument(const ast::Param& p, const ast::Model& m, const Val& v, const ModelInst& inst) {
  if (v.kind != K::Model) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, v.range,
                          "argument `" + p.name.name + "` of `" + m.name.name + "` must be a model instance, not " +
                              kind_name(v.kind));
    d.notes.push_back({p.range, "declared here"});
    return false;
  }
  if (v.model->owned) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, v.range,
                          "argument `" + p.name.name + "` of `" + m.name.name + "` must be a new instance, but " +
                              q(text(v.range)) + " is already a layer or a top-level instance");
    d.help = "create one for it: `" + m.name.name + "(..., " + (v.model->decl ? v.model->decl->name.name : "Model") +
             "(...))`; two owners would share its parameters";
    return false;
  }
  if (!v.model->stand_in && v.model->device_origin.range.valid()) {
    Diagnostic& d = error(DiagKind::DeviceInsideModel, v.range,
                          "argument `" + p.name.name + "` of `" + m.name.name +
                              "` takes the device of its model; it cannot be placed itself");
    // An argument is written without `@`; placing the model that takes
    // it would move that whole model, which is not what the `@` asked.
    std::string placed = "@ " + v.model->device.str();
    if (v.place_range.valid()) {
      placed = text(v.place_range);
      placed.erase(0, placed.find('@'));
      d.fixits.push_back({v.place_range, ""});
    }
    d.help = "remove `" + placed + "` from the argument: it runs on the device of the `" + m.name.name + "` that takes it";
    return false;
  }
  return v.model->stand_in || fits_signature(p, inst.args, v.model, v.range, m.name.name);
}

// Whether `id` is a new name in m's body: not an argument, a layer or an
// earlier member (`members`, which it joins); DuplicateDefinition if not.
bool Checker::new_member(const ast::Ident& id, const ast::Model& m, const Scope& scope, std::set<std::string>& members) {
  const ast::Param* arg = nullptr;
  for (const ast::Param& p : m.params)
    if (p.name.name == id.name) arg = &p;
  if (arg && !members.count(id.name)) {  // `self.dropout = nn.Dropout(dropout)` in PyTorch
    Diagnostic& d = error(DiagKind::DuplicateDefinition, id.range,
                          "`" + id.name + "` is an argument of `" + m.name.name + "`; a layer cannot take its name");
    d.notes.push_back({arg->name.range, "the argument"});
    d.help = "name the layer otherwise (`" + id.name + "_layer`), or the argument (`p_" + id.name + "`)";
    return false;
  }
  if (scope.names.count(id.name) || !members.insert(id.name).second) {
    Diagnostic& d = error(DiagKind::DuplicateDefinition, id.range, "`" + id.name + "` is already defined in `" + m.name.name + "`");
    d.notes.push_back({m.name.range, "in this model"});
    return false;
  }
  return true;
}

// Layer l of the new instance `inst` of m: a new instance (or `repeat`),
// owned by inst and named in its scope.
bool Checker::add_layer(const ast::ModelLayer& l, const ast::Model& m, ModelInst& inst, Scope& scope, Context& inner) {
  if (l.name.name == "precision" && !is_repeat(*l.value) && l.value->kind != ast::Expr::Kind::List) {
    // `precision = bf16;` (or `f32;`): the policy of this model's functions, not a layer.
    if (misnamed_precision(*l.value, scope, "of a model")) return false;
    Val v = eval(*l.value, scope, inner);
    if (v.kind != K::Model) {
      auto d = local_precision(v, l.value->range, "of a model");
      if (d) inst.precision = *d;
      return d.has_value();
    }
  }
  bool repeated = is_repeat(*l.value) && !decls_.count("repeat");
  bool listed = l.value->kind == ast::Expr::Kind::List;
  Val v = repeated ? repeat_layers(*l.value, l.name.name, inst, scope, inner)
          : listed ? sequence_layers(*l.value, l.name.name, inst, scope, inner)
                   : eval(*l.value, scope, inner);
  if (v.is_error()) return false;
  if (v.kind != K::Model) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, l.value->range,
                          "layer `" + l.name.name + "` must be a model instance, not " + kind_name(v.kind));
    d.help = "declare tensors with `param " + l.name.name + ": f32[...];`, values inside `fn`";
    return false;
  }
  bool ok = true;
  if ((l.value->kind == ast::Expr::Kind::Call || listed) && !v.model->owned) {
    v.model->owned = true;
    v.model->path = inst.path + "." + l.name.name;
    for (auto& [n, e] : v.model->layers)
      if (v.model->sequence) e->path = v.model->path + "." + n;
    inst.layers.push_back({l.name.name, v.model});
  } else {
    // The same instance bound twice would share parameters silently.
    error(DiagKind::WrongKindOfValue, l.value->range, "layer `" + l.name.name + "` must be a new instance: `Model(...)`");
    ok = false;
  }
  scope.names[l.name.name] = v;
  return ok;
}

// Parameter or state p of the new instance `inst` of m (made by `call`): its
// type with inst's sizes, floating-point, and its initialiser. `sizes_ok`
// turns false at the first type that does not resolve; the initialisers
// after it are not checked.
bool Checker::add_tensor(const ast::ModelParam& p, const ast::Model& m, const ast::Expr& call, ModelInst& inst,
                         Scope& scope, Context& inner, bool& sizes_ok) {
  if (p.type.device) {
    Diagnostic& d = error(DiagKind::DeviceInsideModel, p.type.device->range,
                          std::string(p.state ? "state `" : "parameter `") + p.name.name +
                              "` takes the device of its model; it cannot be placed on `" +
                              p.type.device->spelling() + "`");
    d.help = "remove `@ " + p.type.device->spelling() + "` and place the model instead: `" + m.name.name + "(...) @ " +
             p.type.device->spelling() + "`";
    d.fixits.push_back({place_suffix(p.type), ""});
    return false;
  }
  size_t reported = diags_.all().size();
  auto t = resolve_type(p.type, scope, inner);
  if (!t) {
    // Point from the declaration back to the instance whose sizes broke it.
    if (call.range.begin != m.name.range.begin || call.range.file != m.name.range.file)
      for (size_t i = reported; i < diags_.all().size(); ++i)
        diags_.at(i).notes.push_back({call.range, "in the instance `" + text(call.range) + "` created here"});
    sizes_ok = false;
    return false;
  }
  if (!ir::is_float(t->dtype)) {
    error(DiagKind::DTypeMismatch, p.type.dtype.range,
          (p.state ? "state `" + p.name.name + "` is initialised like a parameter, so it"
                   : "parameter `" + p.name.name + "` is trained, so it") +
              " must be floating-point (f32, f16, bf16), not `" +
              std::string(ir::dtype_name(t->dtype)) + "`");
    return false;
  }
  ir::Initialiser init;  // zeros()
  // After a size error in this instance (a size of 0, say), its
  // initialisers' values (1 / 0) would only repeat it.
  if (p.init && sizes_ok) {
    auto checked = initialiser(*p.init, p.name.name, *t, scope, inner);
    if (!checked) return false;
    init = *checked;
  }
  inst.params.push_back({p.name.name, *t});
  if (p.state) inst.states.insert(p.name.name);
  inst.param_init[p.name.name] = init;
  inst.param_loc[p.name.name] = p.name.range;
  return true;
}

void Checker::place_model(ModelInst& inst, const Placement& p, const DeviceOrigin& origin) {
  inst.device = p;
  inst.device_origin = origin;
  for (auto& [n, t] : inst.params) t.device = p;
  for (auto& [n, l] : inst.layers) place_model(*l, p, origin);
}

Val Checker::make_optimizer(const ast::Optimizer& o, const ast::Expr& call, std::vector<Val> pos,
                            std::map<std::string, Val> named) {
  if (broken_.count(&o)) return Val::error(call.range);
  std::vector<Formal> formals;
  for (const ast::Param& p : o.params) formals.push_back({p.name.name, p.default_value == nullptr});
  std::map<std::string, Val> args;
  if (!bind_args(call, o.name.name, formals, pos, named, args, o.name.range)) return Val::error(call.range);
  auto oc = std::make_shared<OptimizerCall>();
  oc->decl = &o;
  oc->text = text(call.range);
  oc->call = call.range;
  bool ok = true;
  for (const ast::Param& p : o.params) {
    auto it = args.find(p.name.name);
    if (it == args.end()) continue;
    Val v = it->second;
    const std::string st = p.scalar_type ? p.scalar_type->name : "tensor";
    K want = kind_of(st);
    if (v.kind == K::Int && want == K::Float) {  // a runtime size stays unknown, not 0
      v.kind = K::Float;
      v.number = v.dim.is_constant() ? std::optional<double>(double(v.dim.value())) : std::nullopt;
    }
    if (v.kind != want) {
      Diagnostic& d = error(DiagKind::WrongKindOfValue, v.range,
                            "argument `" + p.name.name + "` of `" + o.name.name + "` must be " + kind_name(want) + ", not " +
                                kind_name(v.kind));
      d.notes.push_back({p.range, "declared here"});
      ok = false;
      continue;
    }
    if (want == K::Float && v.number && (*v.number < 0 || !std::isfinite(*v.number))) {
      error(DiagKind::InvalidArgument, v.range, "`" + p.name.name + "` of `" + o.name.name + "` must be a finite number >= 0");
      ok = false;
      continue;
    }
    if (want == K::Float && v.number && !fits_dtype(*v.number, ir::DType::F32, v.range)) {  // its update computes in f32
      ok = false;
      continue;
    }
    oc->args[p.name.name] = v;
  }
  if (!ok) return Val::error(call.range);
  Val v;
  v.kind = K::Optimizer;
  v.optimizer = oc;
  v.range = call.range;
  return v;
}

}  // namespace netc::check

// The checker's driver over declarations: collects the names of every loaded
// file, checks devices, recursion and every declaration's body once
// (generically: a model's sizes stay symbolic), then the program's own values
// in order: model instances (whose forward functions become IR), data sets and
// training runs (whose steps become IR).
#include <algorithm>
#include <cmath>
#include <functional>

#include "frontend/check/checker.h"
#include "frontend/diagnostics/suggest.h"
#include "ir/printer.h"
#include "ir/replicas.h"

namespace netc {

ir::Module check_program(const Program& program, const SourceManager& sm, Diagnostics& diags,
                         std::map<std::string, Constant>* constants) {
  check::Checker c(program, sm, diags);
  ir::Module m = c.run();
  if (constants) *constants = c.constants();
  return m;
}

namespace check {

using ir::Dim;
using ir::Placement;
using ir::TensorType;
using K = Val::Kind;

namespace {

// Whether `v` or a value it is computed from in f (through operands)
// satisfies found(value, its instruction in f or null).
template <class Found>
bool computed_from(const ir::Function& f, ir::ValueId v, Found found) {
  std::map<ir::ValueId, const ir::Inst*> def;
  for (const ir::Inst& i : f.body) def[i.result] = &i;
  std::set<ir::ValueId> seen;
  std::vector<ir::ValueId> pending{v};
  while (!pending.empty()) {
    ir::ValueId x = pending.back();
    pending.pop_back();
    if (!seen.insert(x).second) continue;
    auto it = def.find(x);
    const ir::Inst* d = it == def.end() ? nullptr : it->second;
    if (found(x, d)) return true;
    if (d)
      for (ir::ValueId o : d->operands) pending.push_back(o);
  }
  return false;
}

}  // namespace

Checker::Checker(const Program& program, const SourceManager& sm, Diagnostics& diags)
    : program_(program), sm_(sm), diags_(diags) {
  fn_ = &scratch_;
}

ir::Module Checker::run() {
  if (!program_.modules.empty()) module_.file_index(sm_.file(program_.modules[0]->file).path);
  collect_declarations();
  check_devices();
  check_recursion();
  check_constants();
  check_generic_bodies();
  check_bindings();
  check_datasets();
  check_trains();
  emit_devices();
  return std::move(module_);
}

std::map<std::string, Constant> Checker::constants() const {
  std::map<std::string, Constant> out;
  if (program_.modules.empty()) return out;
  for (const ast::Binding& b : program_.modules[0]->bindings) {
    const Val* v = globals_.find(b.name.name);
    if (!v) continue;
    if (v->kind == K::Int && v->dim.is_constant()) out[b.name.name] = v->dim.value();
    else if (v->kind == K::Float && v->number) out[b.name.name] = *v->number;
    else if (v->kind == K::Bool && v->flag) out[b.name.name] = *v->flag;
    else if (v->kind == K::String) out[b.name.name] = v->text;
  }
  return out;
}

// Files are visited imports-first. A declaration of the program's own
// hides a standard-library one of its name, as a crate's item hides a glob
// import in Rust: the program means its own, the library's bodies their own
// (find_decl), so a new std.nn layer never breaks a program that defined
// one of that name. Two of the program's own are an error.
void Checker::collect_declarations() {
  auto add = [&](const ast::Ident& name, Decl::Kind kind, const void* node) {
    if (name.name == "cpu" || name.name == "cuda") {
      error(DiagKind::DuplicateDefinition, name.range, "`" + name.name + "` is a built-in device and cannot be redefined");
      return;
    }
    auto it = decls_.find(name.name);
    const bool hides_stdlib = it != decls_.end() && in_stdlib(it->second.range) && !in_stdlib(name.range);
    if (hides_stdlib) {
      stdlib_decls_[name.name] = it->second;
    } else if (it != decls_.end()) {
      Diagnostic& d = error(DiagKind::DuplicateDefinition, name.range, "`" + name.name + "` is already defined");
      d.notes.push_back({it->second.range, "first defined here"});
      d.help = "rename one of them";
      return;
    }
    decls_[name.name] = Decl{kind, node, name.range};
  };
  for (auto m = program_.modules.rbegin(); m != program_.modules.rend(); ++m) {
    const ast::Module& mod = **m;
    if (mod.order.empty() && m == program_.modules.rend() - 1) {
      SourceRange r{mod.file, 0, 0};
      error(DiagKind::EmptyProgram, r, "`" + sm_.file(mod.file).path + "` declares nothing")
          .help = "start with a model: `model M(d: int) { ... }`; see docs/language.md";
    }
    for (auto [kind, i] : mod.order) {
      using DK = ast::Module::DeclKind;
      switch (kind) {
        case DK::Device: add(mod.devices[i].name, Decl::Kind::Device, &mod.devices[i]); break;
        case DK::Model: add(mod.models[i].name, Decl::Kind::Model, &mod.models[i]); break;
        case DK::Fn: add(mod.fns[i].name, Decl::Kind::Fn, &mod.fns[i]); break;
        case DK::Dataset: add(mod.datasets[i].name, Decl::Kind::Dataset, &mod.datasets[i]); break;
        case DK::Optimizer: add(mod.optimizers[i].name, Decl::Kind::Optimizer, &mod.optimizers[i]); break;
        case DK::Binding: add(mod.bindings[i].name, Decl::Kind::Binding, &mod.bindings[i]); break;
        default: break;
      }
    }
  }
}

void Checker::check_devices() {
  for (auto& [name, d] : decls_) {
    if (d.kind != Decl::Kind::Device) continue;
    const auto* dev = static_cast<const ast::DeviceDecl*>(d.node);
    std::set<std::string> seen;
    for (const ast::DeviceCandidate& c : dev->candidates) {
      std::string spelling;
      if (check_device_candidate(name, c, &spelling) && !seen.insert(spelling).second)
        error(DiagKind::InvalidDevice, c.range, "`" + spelling + "` is listed twice in `" + name + "`");
    }
  }
}

// One candidate of the device `name`: a physical device, `cuda:*` (every
// visible GPU), or a list of devices for a set's replicas, where the CPU
// may repeat (replicas in one process) but a GPU may not. `spelling`: the
// candidate as the IR writes it.
bool Checker::check_device_candidate(const std::string& name, const ast::DeviceCandidate& c, std::string* spelling) {
  std::set<std::string> gpus;
  std::vector<std::string> members;
  bool ok = true;
  for (const ast::DeviceRef& r : c.members) {
    bool builtin = r.base.name == "cpu" || r.base.name == "cuda";
    if (!builtin && !r.qualifier) {
      Diagnostic& diag = error(DiagKind::InvalidDevice, r.range,
                               "a device's candidates are physical devices, but `" + r.base.name + "` is " +
                                   (decls_.count(r.base.name) ? "a name" : "unknown"));
      diag.help = "list physical devices: `cuda:0 | cpu`, `cuda:auto`, `cuda`, `cpu`, `cuda:*`, `[cuda:0, cuda:1]`";
      ok = false;
      continue;
    }
    if (r.base.name == "cuda" && r.qualifier == "*") {
      if (c.list) {
        error(DiagKind::InvalidDevice, r.range, "`cuda:*` is every visible GPU already; it cannot be one of a list")
            .help = "write `cuda:*` alone, or list the GPUs: `[cuda:0, cuda:1]`";
        ok = false;
      }
      members.push_back("cuda:*");
      continue;
    }
    std::string one;
    std::set<std::string> used = used_devices_;  // candidates are not uses
    bool resolved = resolve_device(r, &one).has_value();
    used_devices_ = used;
    if (!resolved) {
      ok = false;
      continue;
    }
    if (c.list && one == "cuda:auto") {
      error(DiagKind::InvalidDevice, r.range, "a list of devices names each one; `cuda:auto` is picked at start")
          .help = "name the GPUs: `[cuda:0, cuda:1]`, or take every visible one with `cuda:*`";
      ok = false;
    }
    if (c.list && one != "cpu" && !gpus.insert(one).second) {
      error(DiagKind::InvalidDevice, r.range, "`" + one + "` is listed twice in the set `" + name + "`")
          .help = "each GPU trains one replica; only `cpu` may repeat (replicas in one process)";
      ok = false;
    }
    members.push_back(one);
  }
  std::string s;
  for (const std::string& m : members) s += (s.empty() ? "" : ", ") + m;
  *spelling = c.list ? "[" + s + "]" : s;
  return ok;
}

// Models may not contain themselves and functions may not call themselves:
// both are inlined when a program is compiled.
void Checker::check_recursion() {
  // Nodes are models, functions and a model's own functions (which call
  // each other by name inside the model).
  std::map<const void*, std::vector<std::pair<const void*, SourceRange>>> edges;
  std::set<const void*> models;
  // An edge for expression `e` of `from` when it calls a model or function
  // (inside model `in`, whose functions are called by name).
  auto edge = [&](const ast::Expr& e, const void* from, const ast::Model* in) {
    if (e.kind != ast::Expr::Kind::Call || e.lhs->kind != ast::Expr::Kind::Name) return;
    const ast::Fn* method = nullptr;
    if (in)
      for (const ast::Fn& f : in->fns)
        if (f.name.name == e.lhs->name) method = &f;
    const Decl* callee = find_decl(e.lhs->name, e.lhs->range);
    if (method)
      edges[from].push_back({method, e.lhs->range});
    else if (callee && (callee->kind == Decl::Kind::Model || callee->kind == Decl::Kind::Fn))
      edges[from].push_back({callee->node, e.lhs->range});
  };
  std::map<const void*, std::string> names;
  for (auto& [name, decl] : all_decls()) {
    const Decl& d = *decl;
    names[d.node] = name;
    if (d.kind == Decl::Kind::Model) {
      const auto* m = static_cast<const ast::Model*>(d.node);
      models.insert(m);
      for (const ast::ModelLayer& l : m->layers)
        ast::for_each_subexpr(*l.value, [&](const ast::Expr& e) { edge(e, m, nullptr); });
      for (const ast::Fn& f : m->fns) {
        names[&f] = name + "." + f.name.name;
        edges[m].push_back({&f, f.name.range});
        ast::for_each_expr(f.body, [&](const ast::Expr& e) { edge(e, &f, m); });
      }
    } else if (d.kind == Decl::Kind::Fn) {
      const auto* f = static_cast<const ast::Fn*>(d.node);
      ast::for_each_expr(f->body, [&](const ast::Expr& e) { edge(e, f, nullptr); });
    }
  }
  // Depth-first search; a back edge closes a cycle.
  std::map<const void*, int> state;  // 0 new, 1 on stack, 2 done
  std::vector<const void*> stack;
  std::function<void(const void*)> dfs = [&](const void* n) {
    state[n] = 1;
    stack.push_back(n);
    for (auto& [to, at] : edges[n]) {
      if (state[to] == 1) {
        std::string path;
        auto start = std::find(stack.begin(), stack.end(), to);
        for (auto it = start; it != stack.end(); ++it) path += names[*it] + " -> ";
        path += names[to];
        bool is_model = models.count(to) > 0;
        Diagnostic& d = error(DiagKind::RecursiveModel, at,
                              std::string(is_model ? "model `" : "function `") + names[to] +
                                  (is_model ? "` contains itself: " : "` calls itself: ") + path);
        d.help = is_model ? "a model cannot contain an instance of itself; repeat layers explicitly"
                          : "functions are inlined, so recursion is not allowed";
        for (auto it = start; it != stack.end(); ++it) broken_.insert(*it);
      } else if (state[to] == 0) {
        dfs(to);
      }
    }
    stack.pop_back();
    state[n] = 2;
  };
  for (auto& [name, d] : all_decls())
    if ((d->kind == Decl::Kind::Model || d->kind == Decl::Kind::Fn) && state[d->node] == 0) dfs(d->node);
}

const Decl* Checker::find_decl(const std::string& name, SourceRange from) const {
  if (in_stdlib(from))
    if (auto it = stdlib_decls_.find(name); it != stdlib_decls_.end()) return &it->second;
  auto it = decls_.find(name);
  return it == decls_.end() ? nullptr : &it->second;
}

std::vector<std::pair<std::string, const Decl*>> Checker::all_decls() const {
  std::vector<std::pair<std::string, const Decl*>> all;
  for (auto& [name, d] : decls_) all.push_back({name, &d});
  for (auto& [name, d] : stdlib_decls_) all.push_back({name, &d});
  return all;
}

// A top-level binding is a compile-time constant when its value is made of
// literals, arithmetic, the math functions on numbers and other constants:
// `HIDDEN = 32;`, `SCALE = 1.0 / sqrt(HIDDEN);`. This says whether `e` is
// made of those, the top-level values it names aside (collected in `reads`).
bool Checker::constant_parts(const ast::Expr& e, std::vector<const ast::Binding*>& reads) const {
  using EK = ast::Expr::Kind;
  switch (e.kind) {
    case EK::Int: case EK::Float: case EK::Bool: case EK::String: return true;
    case EK::Unary: return constant_parts(*e.lhs, reads);
    case EK::Binary: {  // a loop down the left spine: `1 + 2 + ...` may be any length
      std::vector<const ast::Expr*> operands = binary_operands(e);
      for (const ast::Expr* x : operands)
        if (!constant_parts(*x, reads)) return false;
      return true;
    }
    case EK::Name: {
      if (e.device) return false;
      auto it = decls_.find(e.name);
      if (it == decls_.end() || it->second.kind != Decl::Kind::Binding) return false;
      reads.push_back(static_cast<const ast::Binding*>(it->second.node));
      return true;
    }
    case EK::Call: {
      if (e.lhs->kind != EK::Name || e.lhs->device || !is_math_function(e.lhs->name) || decls_.count(e.lhs->name))
        return false;
      for (const ast::Arg& a : e.args)
        if (!constant_parts(*a.value, reads)) return false;
      return true;
    }
    default: return false;
  }
}

void Checker::evaluate_constant(const ast::Binding& b) {
  if (globals_.names.count(b.name.name)) return;
  auto cycle = std::find(evaluating_.begin(), evaluating_.end(), &b);
  if (cycle != evaluating_.end()) {
    std::string path;
    for (auto it = cycle; it != evaluating_.end(); ++it) path += (*it)->name.name + " -> ";
    Diagnostic& d = error(DiagKind::RecursiveModel, b.name.range,
                          "the value of `" + b.name.name + "` depends on itself: " + path + b.name.name);
    d.help = "give one of them a value that does not read the others";
    for (auto it = cycle; it != evaluating_.end(); ++it) globals_.names[(*it)->name.name] = Val::error((*it)->value->range);
    return;
  }
  evaluating_.push_back(&b);
  Context ctx;
  Val v = eval(*b.value, globals_, ctx);  // into scratch_: a constant makes no instruction
  evaluating_.pop_back();
  if (globals_.names.count(b.name.name)) return;  // a cycle through it was reported
  v.range = b.value->range;
  globals_.names[b.name.name] = v;
  globals_.where[b.name.name] = b.name.range;
}

// Constants are evaluated before any body is checked, in any order of
// definition (a constant may read one defined after it), so that model
// arguments, sizes and the bodies of models and functions can read them.
void Checker::check_constants() {
  // A binding is not a constant when its own value has a part that is not,
  // or when it reads (directly or not) a binding that is not: one pass over
  // the readers of each, so that long chains of constants stay linear.
  std::vector<const ast::Binding*> bindings, work;
  std::map<const ast::Binding*, std::vector<const ast::Binding*>> readers;
  std::set<const ast::Binding*> not_constant;
  for (auto m = program_.modules.rbegin(); m != program_.modules.rend(); ++m)
    for (auto [kind, i] : (*m)->order) {
      if (kind != ast::Module::DeclKind::Binding) continue;
      const ast::Binding& b = (*m)->bindings[i];
      // A duplicate, or a built-in name: already reported.
      if (auto d = decls_.find(b.name.name); d == decls_.end() || d->second.node != &b) continue;
      bindings.push_back(&b);
      std::vector<const ast::Binding*> reads;
      if (!constant_parts(*b.value, reads) && not_constant.insert(&b).second) work.push_back(&b);
      for (const ast::Binding* r : reads) readers[r].push_back(&b);
    }
  while (!work.empty()) {
    const ast::Binding* b = work.back();
    work.pop_back();
    for (const ast::Binding* r : readers[b])
      if (not_constant.insert(r).second) work.push_back(r);
  }
  for (const ast::Binding* b : bindings)
    if (!not_constant.count(b)) constants_.insert(b);
  fn_ = &scratch_;
  in_constants_ = true;
  for (const ast::Binding* b : bindings)
    if (constants_.count(b)) evaluate_constant(*b);
  in_constants_ = false;
}

// Each declaration's body is checked once, on symbolic sizes and an unknown
// device, so that errors in it are reported once whether or not (and however
// often) it is used. A declaration with errors is marked broken: its uses
// produce error values without further reports.
void Checker::check_generic_bodies() {
  fn_ = &scratch_;
  // The IR of generic bodies is dropped, so the random streams they drew
  // (dropout seeds) are given back: a program's seeds do not depend on what
  // else the standard library declares.
  const int first_unused = unique_;
  for (auto& [name, decl] : all_decls()) {
    const Decl& d = *decl;
    if (broken_.count(d.node)) continue;
    size_t before = diags_.error_count();
    if (d.kind == Decl::Kind::Fn) {
      const auto* f = static_cast<const ast::Fn*>(d.node);
      if (!valid_facts(f->facts, nullptr, f)) {
        broken_.insert(f);
        continue;
      }
      call_generically(*f, *globals_for(f->name.range), Placement::var(name),
                       "the device of the arguments of `" + name + "`", nullptr, name);
    } else if (d.kind == Decl::Kind::Model) {
      check_generic_model(name, *static_cast<const ast::Model*>(d.node));
    } else if (d.kind == Decl::Kind::Optimizer) {
      check_generic_optimizer(name, *static_cast<const ast::Optimizer*>(d.node));
    }
    if (diags_.error_count() > before) broken_.insert(d.node);
  }
  unique_ = first_unused;
}

// Calls f with a value of each parameter's type (signature_values), on
// `device`; false, and f broken, where its signature has errors.
bool Checker::call_generically(const ast::Fn& f, const Scope& scope, const Placement& device, const std::string& dev_note,
                               const ModelInst* self, const std::string& callee_text) {
  std::vector<Val> pos;
  if (!signature_values(f, scope, device, dev_note, pos)) {
    broken_.insert(&f);
    return false;
  }
  ast::Expr fake;
  fake.kind = ast::Expr::Kind::Call;
  fake.range = f.name.range;
  Context ctx;
  call_fn(f, fake, pos, {}, self, callee_text, ctx);
  return true;
}

// Each function of a model, on an instance with symbolic sizes. A model
// without forward is legal (a container), but calls of it are not.
void Checker::check_generic_model(const std::string& name, const ast::Model& m) {
  bool facts_ok = valid_facts(m.facts, &m, nullptr);
  for (const ast::Fn& f : m.fns)
    if (!valid_facts(f.facts, &m, &f)) facts_ok = false;
  if (!facts_ok) {
    broken_.insert(&m);
    return;
  }
  auto inst = generic_instance(m);
  if (!inst) {
    broken_.insert(&m);
    return;
  }
  Scope s;
  s.parent = globals_for(m.name.range);
  fill_model_scope(*inst, s);
  for (const ast::Fn& f : m.fns) {
    size_t fb = diags_.error_count();
    call_generically(f, s, inst->device, "the device of `" + name + "`", inst.get(), name + "." + f.name.name);
    if (diags_.error_count() > fb) broken_.insert(&f);
  }
}

// An optimizer's update rule, once, on a parameter of unknown shape and
// device.
void Checker::check_generic_optimizer(const std::string& name, const ast::Optimizer& o) {
  Scope s;
  s.parent = globals_for(o.name.range);
  for (const ast::Param& p : o.params) {
    Val v;
    v.range = p.name.range;
    std::string st = p.scalar_type ? p.scalar_type->name : "";
    if (st == "float") v.kind = K::Float;
    else if (st == "int") v.kind = K::Int, v.dim = Dim::symbol(p.name.name);
    else if (st == "bool") v.kind = K::Bool;
    else {
      error(DiagKind::UnknownType, p.range, "an optimizer's hyperparameter is `float`, `int` or `bool`");
      continue;
    }
    s.names[p.name.name] = v;
  }
  TensorType t;
  t.shape = {Dim::symbol("S")};
  t.device = Placement::var(name);
  auto tensor = [&](const ast::Ident& id) {
    Val v;
    v.kind = K::Tensor;
    v.type = t;
    v.id = scratch_.add_value(t, id.name);
    v.range = id.range;
    v.origin = {id.range, "the device of the parameter"};
    return v;
  };
  Val step;
  step.kind = K::Tensor;
  step.type = TensorType{ir::DType::F32, {}, t.device};
  step.id = scratch_.add_value(step.type, "step");
  s.names["step"] = step;
  s.names[o.update_param.name] = tensor(o.update_param);
  s.names[o.update_grad.name] = tensor(o.update_grad);
  std::set<std::string> states;
  for (const ast::Ident& st : o.states) {
    if (s.names.count(st.name)) {
      error(DiagKind::DuplicateDefinition, st.range, "`" + st.name + "` is already defined in `" + name + "`");
      continue;
    }
    s.names[st.name] = tensor(st);
    states.insert(st.name);
  }
  Context ctx;
  ctx.default_device = t.device;
  for (const ast::Stmt& st : o.update) check_update_stmt(st, o, name, t, states, s, ctx);
}

// A statement of optimizer o's update (the parameter's type `t`): a `let`,
// or an assignment of the parameter or a state that keeps its type.
void Checker::check_update_stmt(const ast::Stmt& st, const ast::Optimizer& o, const std::string& name,
                                const TensorType& t, const std::set<std::string>& states, Scope& s, Context& ctx) {
  if (st.kind == ast::Stmt::Kind::For || st.kind == ast::Stmt::Kind::Yield) {
    error(DiagKind::InvalidStatement, st.range, "an optimizer's update has no loops: it updates one parameter")
        .help = "write the update of one parameter; it is applied to every trained parameter";
    return;
  }
  Val v = eval(*st.value, s, ctx);
  if (st.kind == ast::Stmt::Kind::Return) {
    error(DiagKind::InvalidStatement, st.range, "an optimizer's update does not return; it assigns the parameter and its state")
        .help = "write `" + o.update_param.name + " = ...;`";
    return;
  }
  if (st.kind == ast::Stmt::Kind::Assign) {
    bool target = st.name.name == o.update_param.name || states.count(st.name.name);
    if (!target) {
      Diagnostic& dd = error(DiagKind::InvalidStatement, st.name.range,
                             "`" + st.name.name + "` is neither the parameter nor a state of `" + name + "`");
      dd.help = "declare it with `state " + st.name.name + ";`, or bind a value with `let`";
      return;
    }
    if (!v.is_error() && (v.kind != K::Tensor || v.type != t)) {
      error(DiagKind::ShapeMismatch, st.value->range,
            "`" + st.name.name + "` must keep the parameter's type `" + t.str() + "`, but this is " +
                (v.kind == K::Tensor ? "`" + type_text(v.type) + "`" : std::string(kind_name(v.kind))));
      return;
    }
    Val nv = v;
    nv.range = st.name.range;
    s.names[st.name.name] = nv;
  } else if (!st.names.empty()) {
    bind_elements(st, v, s);
  } else {
    // A `let` may shadow an earlier one, but not the parameter or a state:
    // the update would then never reach them.
    if (st.name.name == o.update_param.name || states.count(st.name.name))
      error(DiagKind::DuplicateDefinition, st.name.range,
            "`let " + st.name.name + "` would hide " +
                (st.name.name == o.update_param.name ? "the parameter" : "the state") + " `" + st.name.name +
                "` instead of updating it")
          .help = "assign it: `" + st.name.name + " = ...;`";
    s.names[st.name.name] = v;
  }
}

void Checker::check_bindings() {
  // Top-level tensors and the forward functions of top-level models.
  ir::Function top;
  top.name = "top";
  std::vector<const ast::Module*> order;
  for (auto m = program_.modules.rbegin(); m != program_.modules.rend(); ++m) order.push_back(m->get());
  for (const ast::Module* mod : order) {
    for (auto [kind, i] : mod->order) {
      if (kind != ast::Module::DeclKind::Binding) continue;
      const ast::Binding& b = mod->bindings[i];
      // A duplicate, or a built-in name: already reported.
      if (auto d = decls_.find(b.name.name); d == decls_.end() || d->second.node != &b) continue;
      if (constants_.count(&b)) continue;           // evaluated by check_constants
      fn_ = &top;
      Context ctx;
      Val v = eval(*b.value, globals_, ctx);
      if (b.destructures > 0) v = destructured(v, text(b.name.range), b.destructures, *b.value);
      if (v.kind == K::Model) bind_top_instance(b, v);
      fn_ = &top;
      if (v.kind == K::Tensor) {
        top.values[v.id].name = b.name.name;
        top.results.push_back(v.id);
      }
      v.range = b.value->range;
      globals_.names[b.name.name] = v;
      globals_.where[b.name.name] = b.name.range;
    }
  }
  if (!top.body.empty()) module_.functions.push_back(std::move(top));
  fn_ = &scratch_;
}

// The value of `(a, b) = value;` (`key`), which names `count` values: v
// when it is a list of as many (a function's several results), else an
// error, reported.
Val Checker::destructured(const Val& v, const std::string& key, size_t count, const ast::Expr& value) {
  if (v.is_error() || (v.kind == K::List && v.elems.size() == count)) return v;
  Diagnostic& d = error(DiagKind::WrongKindOfValue, value.range,
                        "`" + key + " = ...` names " + std::to_string(count) + " values, but " + values_given(v, value));
  if (v.kind == K::List) d.help = "name each of its " + std::to_string(v.elems.size()) + " values";
  else d.help = "bind one value with `name = ...;`";
  return Val::error(value.range);
}

// The top-level binding b of a model instance (its value v): a new
// instance, placed, its parameters named by their paths, and each of its
// functions made an IR function on concrete sizes. v becomes an error
// where the binding would share another's parameters.
void Checker::bind_top_instance(const ast::Binding& b, Val& v) {
  std::shared_ptr<ModelInst> inst = v.model;
  if (b.value->kind != ast::Expr::Kind::Place && b.value->kind != ast::Expr::Kind::Call) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, b.value->range,
                          "`" + b.name.name + "` would share the parameters of `" + text(b.value->range) + "`");
    d.help = "create a new instance: `" + inst->decl->name.name + "(...)`";
    v = Val::error(b.value->range);
    return;
  }
  if (b.value->kind == ast::Expr::Kind::Call)
    place_model(*inst, Placement::single("cpu"),
                {b.name.range, "`" + b.name.name + "` was created without `@ device`, so it lives on `cpu`"});
  else  // name the instance by its binding in notes: "`net` was placed on `gpu` here"
    place_model(*inst, inst->device,
                {inst->device_origin.range, "`" + b.name.name + "` was placed on `" + inst->device.home().devices[0] + "` here"});
  used_devices_.insert(inst->device.home().devices[0]);
  // Paths name every parameter: net.fc1.weight.
  std::function<void(ModelInst&, const std::string&)> name_all = [&](ModelInst& m, const std::string& path) {
    m.path = path;
    if (!m.sequence) module_.instances.push_back({path, m.decl->name.name, loc(m.decl->name.range)});
    for (auto& [n, t] : m.params)
      module_.params.push_back(
          ir::GlobalParam{path + "." + n, t, m.param_init[n], loc(m.param_loc[n]), m.states.count(n) == 0});
    for (auto& [n, l] : m.layers) name_all(*l, path + "." + n);
  };
  name_all(*inst, b.name.name);
  inst->owned = true;
  instances_[b.name.name] = inst;
  for (const ast::Fn& f : inst->decl->fns) {
    if (broken_.count(&f) || broken_.count(inst->decl)) continue;
    add_instance_fn(b, *inst, f);
  }
}

// A leading `*S` of f's parameters (a layer for inputs of any rank) is one
// batch dimension, named N as everywhere else, unless the signature names
// an N of its own: the substitution, empty where none applies.
static std::map<std::string, ir::Dim> batch_dims(const ast::Fn& f) {
  std::map<std::string, ir::Dim> batch;
  for (const ast::Param& p : f.params)
    if (p.tensor_type && !p.tensor_type->dims.empty() && p.tensor_type->dims[0].kind == ast::Dim::Kind::Variadic)
      batch.emplace(p.tensor_type->dims[0].name, ir::Dim::symbol("N"));
  for (const ast::Param& p : f.params)
    if (p.tensor_type)
      for (const ast::Dim& d : p.tensor_type->dims)
        if (d.kind == ast::Dim::Kind::Name && d.name == "N") batch.clear();
  if (batch.size() > 1) batch.clear();
  return batch;
}

// Function f of the top-level instance `inst` (bound by b) as the IR
// function `b.f`, on concrete sizes; none where f has scalar parameters or
// `where` facts about its own sizes (those are only inlined: their calls
// know the sizes) or errors.
void Checker::add_instance_fn(const ast::Binding& b, ModelInst& inst, const ast::Fn& f) {
  if (!f.facts.empty()) return;
  ir::Function irf;
  irf.name = b.name.name + "." + f.name.name;
  irf.loc = loc(f.name.range);
  fn_ = &irf;
  Scope s;
  s.parent = globals_for(inst.decl->name.range);
  fill_model_scope(inst, s);
  std::vector<Val> pos;
  std::map<std::string, Dim> dim_vars;
  const std::map<std::string, Dim> batch = batch_dims(f);
  for (const ast::Param& p : f.params) {
    Val a;
    a.range = p.name.range;
    if (!p.tensor_type) return;  // functions with scalar parameters are only inlined
    Context pctx;
    pctx.default_device = inst.device;
    auto t = resolve_type(*p.tensor_type, s, pctx, &dim_vars);
    if (!t) return;
    for (Dim& d : t->shape) d = d.substitute(batch);
    a.kind = K::Tensor;
    a.type = *t;
    a.id = irf.add_value(*t, p.name.name);
    a.origin = inst.device_origin;
    irf.params.push_back(a.id);
    pos.push_back(a);
  }
  ast::Expr fake;
  fake.kind = ast::Expr::Kind::Call;
  fake.range = f.name.range;
  Context fctx;
  size_t from = diags_.all().size();
  Val r = call_fn(f, fake, pos, {}, &inst, b.name.name + "." + f.name.name, fctx);
  note_instance(from, inst);
  if (r.is_error()) return;
  if (r.kind == K::List)
    for (const Val& e : r.elems) irf.results.push_back(e.id);
  else
    irf.results.push_back(r.id);
  module_.functions.push_back(std::move(irf));
}

void Checker::check_datasets() {
  for (auto& [name, d] : decls_) {
    if (d.kind != Decl::Kind::Dataset) continue;
    const auto* ds = static_cast<const ast::Dataset*>(d.node);
    ir::Dataset out;
    out.name = name;
    out.loc = loc(ds->name.range);
    std::set<std::string> seen;
    bool ok = true;
    if (ds->fields.empty()) {
      error(DiagKind::InvalidArgument, ds->name.range, "data set `" + name + "` has no fields")
          .help = "declare its fields: `images: f32[28, 28] = idx(\"...\");`";
      ok = false;
    }
    for (const ast::DatasetField& f : ds->fields) {
      if (!seen.insert(f.name.name).second) {
        error(DiagKind::DuplicateDefinition, f.name.range, "field `" + f.name.name + "` is already defined in `" + name + "`");
        ok = false;
        continue;
      }
      Context ctx;
      if (f.type.device && f.type.device->base.name != "cpu") {
        Diagnostic& dd = error(DiagKind::InvalidDevice, f.type.device->range,
                               "data sets are loaded into `cpu` memory; a field cannot live on `" + f.type.device->spelling() + "`");
        dd.help = "move batches where they are needed with `to(" + f.type.device->spelling() + ", batch." + f.name.name + ")`";
        ok = false;
        continue;
      }
      auto t = resolve_type(f.type, globals_, ctx);
      if (!t) {
        ok = false;
        continue;
      }
      for (const Dim& dim : t->shape)
        if (!dim.is_constant()) {
          error(DiagKind::InvalidDim, f.type.range, "the shape of one example must be known: `" + dim.str() + "` is not a number");
          ok = false;
        }
      // The loader: idx("file") or csv("file", column = K).
      const ast::Expr& src = *f.source;
      std::string loader = src.kind == ast::Expr::Kind::Call && src.lhs->kind == ast::Expr::Kind::Name ? src.lhs->name : "";
      if (loader != "idx" && loader != "csv") {
        Diagnostic& dd = error(DiagKind::UnknownName, src.range, "unknown data loader `" + (loader.empty() ? text(src.range) : loader) + "`");
        dd.help = "load IDX files with `idx(\"file.gz\")` or CSV columns with `csv(\"file.csv\", columns = [0, 1])`";
        ok = false;
        continue;
      }
      std::vector<Val> pos;
      std::map<std::string, Val> named;
      Context actx;
      for (const ast::Arg& a : src.args) {
        Val v = eval(*a.value, globals_, actx);
        if (a.name) named[a.name->name] = v;
        else pos.push_back(v);
      }
      std::map<std::string, Val> args;
      std::vector<Formal> formals = {{"path"}};
      if (loader == "csv") formals.push_back({"columns", false}), formals.push_back({"skip_header", false});
      if (!bind_args(src, loader, formals, pos, named, args)) {
        ok = false;
        continue;
      }
      if (args["path"].kind != K::String) {
        if (!args["path"].is_error())
          error(DiagKind::WrongKindOfValue, args["path"].range, std::string("the path must be a string, not ") + kind_name(args["path"].kind));
        ok = false;
        continue;
      }
      if (args["path"].text.empty()) {
        error(DiagKind::InvalidArgument, args["path"].range, "the path of `" + loader + "` is empty")
            .help = loader == "idx" ? "name the file to load: `idx(\"train-images-idx3-ubyte.gz\")`"
                                    : "name the file to load: `csv(\"train.csv\", columns = [0, 1])`";
        ok = false;
        continue;
      }
      ir::DataSource source;
      source.loader = loader == "idx" ? ir::DataSource::Loader::Idx : ir::DataSource::Loader::Csv;
      source.path = args["path"].text;
      if (args.count("columns")) {
        const Val& c = args["columns"];
        bool cols_ok = c.kind == K::List;
        for (const Val& e : c.elems) {
          cols_ok = cols_ok && e.kind == K::Int && e.dim.is_constant() && e.dim.value() >= 0;
          if (cols_ok) source.columns.push_back(e.dim.value());
        }
        if (!cols_ok) {
          error(DiagKind::InvalidArgument, c.range, "`columns` must be a list of column numbers from 0, such as `[0, 2]`");
          ok = false;
          continue;
        }
      }
      if (args.count("skip_header")) {
        const Val& h = args["skip_header"];
        if (h.kind != K::Bool || !h.flag) {
          error(DiagKind::WrongKindOfValue, h.range, "`skip_header` must be `true` or `false`");
          ok = false;
          continue;
        }
        source.skip_header = *h.flag;
      }
      out.fields.push_back(ir::DatasetField{f.name.name, *t, source});
    }
    if (ok) module_.datasets.push_back(std::move(out));
    else broken_.insert(ds);
  }
}

void Checker::check_trains() {
  for (auto m = program_.modules.rbegin(); m != program_.modules.rend(); ++m)
    for (const ast::Train& t : (*m)->trains) check_train(t);
  fn_ = &scratch_;
}

// The settings a train block knows; any other name binds a value of the step.
const std::set<std::string> kTrainSettings = {"batch",      "replicas",   "epochs",   "seed",
                                              "loss",       "optimizer",  "schedule", "checkpoint",
                                              "evaluate",   "clip_grad_norm", "accumulate",
                                              "precision"};

// Train blocks run in order. The first one's functions are named
// `train.<models>.<data set>` and its optimizer state `optim.<state>.<param>`;
// the k-th one's `train<k>....` and `optim<k>....`, so that two blocks never
// share names or optimizer state (each starts its optimizer afresh).
void Checker::check_train(const ast::Train& t) {
  int block = ++train_blocks_;
  std::string ordinal = block == 1 ? "" : std::to_string(block);
  std::string run_name = "train" + ordinal;
  bool ok = true;
  for (const ast::Ident& id : t.models) run_name += "." + id.name;
  std::vector<std::shared_ptr<ModelInst>> models = train_models(t, ok);
  const ast::Dataset* ds = train_dataset(t, ok);
  run_name += "." + t.dataset.name;

  ir::Function step;
  step.name = run_name + ".step";
  step.loc = loc(t.range);
  fn_ = &step;
  step_fn_ = &step;
  struct StepEnds {  // however the block's check ends
    const ir::Function*& step;
    std::vector<std::string>& trained;
    ~StepEnds() {
      step = nullptr;
      trained.clear();
    }
  } step_ends{step_fn_, trained_models_};
  for (const ast::Ident& id : t.models) trained_models_.push_back(id.name);
  step_ranges_.clear();
  Scope scope;
  scope.parent = &globals_;
  if (ds) batch_inputs(*ds, step, scope);
  ir::TrainRun run;
  run.name = run_name;
  for (const ast::Ident& id : t.models) run.models.push_back(id.name);
  run.dataset = t.dataset.name;
  run.step = step.name;
  run.loc = loc(t.range);
  // The block's precision policy reaches every line, those above it too.
  struct PolicyOfBlock {
    ir::DType& policy;
    ~PolicyOfBlock() { policy = ir::DType::F32; }
  } policy_of_block{policy_};
  for (const ast::TrainItem& it : t.items)
    if (it.key.name == "precision" && it.value && it.value->kind == ast::Expr::Kind::Name)
      if (auto d = ir::parse_dtype(it.value->name); d && ir::is_half(*d)) policy_ = *d;
  std::map<std::string, SourceRange> seen;
  Val loss, optimizer;
  std::vector<OptimizerGroup> groups;
  std::vector<std::pair<std::string, Val>> metrics;
  std::vector<std::pair<const ast::TrainItem*, Val>> named;  // bindings that are not settings
  for (const ast::TrainItem& it : t.items) {
    const std::string& key = it.key.name;
    if (seen.count(key)) {
      Diagnostic& d = error(DiagKind::DuplicateDefinition, it.key.range, "`" + key + "` is already set in this train block");
      d.notes.push_back({seen[key], "first set here"});
      ok = false;
      continue;
    }
    seen[key] = it.key.range;
    if (key == "batch" && ds == nullptr) continue;
    Context ctx;
    Val v = eval(*it.value, scope, ctx);
    if (v.is_error()) {
      ok = false;
      if (key == "loss") loss = v;
      // A named value that failed still names something: its uses give
      // errors without another report.
      if (!kTrainSettings.count(key)) scope.names[key] = v;
      continue;
    }
    if (it.destructures > 0) {  // `(a, b) = f(x);`: the items after it name its elements
      v = destructured(v, key, it.destructures, *it.value);
      if (v.is_error()) ok = false;
      scope.names[key] = v;
      continue;
    }
    if (it.group) {  // `optimizer net.backbone = ...;`
      if (!optimizer_group(it, v, models, groups)) ok = false;
      continue;
    }
    if (!check_setting_form(it)) ok = false;
    if (kTrainSettings.count(key)) {
      if (!check_setting(it, v, ds, run.settings, loss, optimizer)) ok = false;
    } else {
      // A named value of the step; scalars are reported as metrics.
      Val local = v;
      if (v.kind == K::Tensor) local.range = it.value->range;
      scope.names[key] = local;
      named.push_back({&it, v});
      if (v.kind == K::Tensor && v.type.rank() == 0) metrics.push_back({key, v});
      continue;
    }
  }
  if (!check_named_values(t, named, step)) ok = false;
  for (const char* required : {"loss", "optimizer", "epochs"})
    if (!seen.count(required)) {
      Diagnostic& d = error(DiagKind::InvalidTrainBlock, t.range,
                            std::string("this train block has no `") + required + "`");
      d.help = std::string(required) == "loss"        ? "add `loss = cross_entropy(net(x), batch.labels);`"
               : std::string(required) == "optimizer" ? "add `optimizer = SGD(lr = 0.1);`"
                                                      : "add `epochs = 10;`";
      ok = false;
    }
  if (ok && !check_replicas(t, models, run.settings)) ok = false;
  if (!ok || loss.kind != K::Tensor) {
    fn_ = &scratch_;
    return;
  }
  step.values[loss.id].name = "loss";
  step.results.push_back(loss.id);
  for (auto& [n, v] : metrics) {
    if (v.id == loss.id) continue;
    step.values[v.id].name = n;
    step.results.push_back(v.id);
  }
  step_fn_ = nullptr;
  if (run.settings.replicas) {
    auto plan = ir::plan_replicas(step);
    if (auto* bad = std::get_if<ir::NonSeparable>(&plan)) {
      auto at = step_ranges_.find(bad->at);
      Diagnostic& d = error(DiagKind::NonSeparableLoss, at != step_ranges_.end() ? at->second : t.range, bad->message);
      d.help = bad->help;
      // An op of a standard-library function (cross_entropy's ignore_index):
      // a note at the train block's binding that reaches it.
      if (in_stdlib(d.range)) {
        std::vector<std::pair<std::string, Val>> bindings = {{"loss", loss}};
        bindings.insert(bindings.end(), metrics.begin(), metrics.end());
        for (const auto& [name, v] : bindings)
          if (v.range.valid() && computed_from(step, v.id, [&](ir::ValueId x, const ir::Inst*) { return x == bad->at; })) {
            d.notes.push_back({v.range, "in `" + name + "`, computed here"});
            break;
          }
      }
      fn_ = &scratch_;
      return;
    }
  }
  module_.functions.push_back(std::move(step));
  if (optimizer.kind == K::Optimizer) lower_optimizer("optim" + ordinal, models, *optimizer.optimizer, groups, run);
  if (run.settings.accumulate > 1) declare_accumulators(run);
  if (run.settings.precision == ir::DType::F16) declare_loss_scaler(run);
  module_.trains.push_back(std::move(run));
  fn_ = &scratch_;
}

// `optimizer net.backbone = SGD(lr = 0.01);`: a layer this block trains
// (or the whole of a model it trains) and an optimizer, appended to groups.
bool Checker::optimizer_group(const ast::TrainItem& it, const Val& v,
                              const std::vector<std::shared_ptr<ModelInst>>& models, std::vector<OptimizerGroup>& groups) {
  bool ok = true;
  std::shared_ptr<ModelInst> layer = instance_at(*it.group, ok);
  if (!layer) return false;
  if (v.kind != K::Optimizer) {
    error(DiagKind::WrongKindOfValue, it.value->range,
          "`optimizer " + it.group->name + " = ...` takes an optimizer, not " + kind_name(v.kind))
        .help = "e.g. `optimizer " + it.group->name + " = SGD(lr = 0.01);`";
    return false;
  }
  const bool trained = std::any_of(models.begin(), models.end(), [&](const std::shared_ptr<ModelInst>& m) {
    return layer->path == m->path || layer->path.rfind(m->path + ".", 0) == 0;
  });
  if (!trained) {
    error(DiagKind::InvalidTrainBlock, it.group->range,
          "`" + it.group->name + "` is not trained by this block: its optimizer would update nothing")
        .help = "name a layer of a model the block trains";
    return false;
  }
  groups.push_back({layer->path, v.optimizer});
  return true;
}

bool Checker::frozen_in_step(const ModelInst& self) const {
  if (!step_fn_ || self.generic) return false;
  for (const std::string& m : trained_models_)
    if (self.path == m || self.path.rfind(m + ".", 0) == 0) return false;
  return true;
}

namespace {

// Whether `v` is computed from the step's inputs (the batch, the parameters)
// rather than from constants alone.
bool computed_from_inputs(const ir::Function& f, ir::ValueId v) {
  const std::set<ir::ValueId> inputs(f.params.begin(), f.params.end());
  return computed_from(f, v, [&](ir::ValueId x, const ir::Inst* d) {
    return inputs.count(x) || (d && d->op == ir::Op::Param);
  });
}

}  // namespace

// A named value of a train block that is not a setting must be used: read by
// another line, or a scalar computed from the batch, which is reported as a
// metric. Anything else (`schedual = cosine();`, `clip = 1.0;`) would vanish
// without a word, so it is an error, with the setting it may have meant.
bool Checker::check_named_values(const ast::Train& t, const std::vector<std::pair<const ast::TrainItem*, Val>>& named,
                                 const ir::Function& step) {
  std::set<std::string> read;
  // `r[0]` and `r[k]` parse as a type (a name with dims) until checked as
  // indexing: their names are read too.
  auto dim_names = [&](const ast::Dim& dim) {
    ast::for_each_dim(dim, [&](const ast::Dim& d) {
      if (d.kind == ast::Dim::Kind::Name || d.kind == ast::Dim::Kind::Variadic) read.insert(d.name);
    });
  };
  for (const ast::TrainItem& it : t.items)
    ast::for_each_subexpr(*it.value, [&](const ast::Expr& e) {
      if (e.kind == ast::Expr::Kind::Name) read.insert(e.name);
      if (e.kind == ast::Expr::Kind::TypeLit && e.type) {
        read.insert(e.type->dtype.name);
        for (const ast::Dim& d : e.type->dims) dim_names(d);
      }
    });
  bool ok = true;
  for (const auto& [it, v] : named) {
    const std::string& key = it->key.name;
    if (read.count(key)) continue;
    bool scalar = v.kind == K::Tensor && v.type.rank() == 0;
    if (scalar && computed_from_inputs(step, v.id)) continue;  // a metric
    std::vector<std::string> settings(kTrainSettings.begin(), kTrainSettings.end());
    std::string near = closest(key, settings, std::max<size_t>(2, key.size() / 3));
    if (v.kind == K::Tensor && !scalar && near.empty()) {
      Diagnostic& d = error(DiagKind::UnknownSetting, it->key.range,
                            "`" + key + "` is computed but nothing reads it, and only scalars are reported as metrics");
      d.help = "use it in another line, report a scalar of it (`" + key + " = mean(...);`) or remove it";
      ok = false;
      continue;
    }
    Diagnostic& d = error(DiagKind::UnknownSetting, it->key.range,
                          "`" + key + "` is not a setting of a train block, and nothing reads it: it would be ignored");
    static const std::map<std::string, std::string> kPyTorchHabits = {
        {"lr", "the learning rate is the optimizer's: `optimizer = SGD(lr = 0.1);`"},
        {"learning_rate", "the learning rate is the optimizer's: `optimizer = SGD(lr = 0.1);`"},
        {"weight_decay", "weight decay is the optimizer's: `optimizer = AdamW(lr = 0.001, weight_decay = 0.01);`"},
        {"momentum", "momentum is the optimizer's: `optimizer = SGD(lr = 0.1, momentum = 0.9);`"},
        {"batch_size", "did you mean `batch`?"},
        {"scheduler", "did you mean `schedule`?"},
        {"lr_scheduler", "did you mean `schedule`?"},
        {"num_epochs", "did you mean `epochs`?"},
        {"max_epochs", "did you mean `epochs`?"},
        {"n_epochs", "did you mean `epochs`?"},
        {"gradient_accumulation_steps", "did you mean `accumulate`? (`accumulate = 4;`: 4 batches per optimizer step)"},
        {"accumulation_steps", "did you mean `accumulate`? (`accumulate = 4;`: 4 batches per optimizer step)"},
        {"grad_accum", "did you mean `accumulate`? (`accumulate = 4;`: 4 batches per optimizer step)"},
        {"mixed_precision", "did you mean `precision`? (`precision = bf16;`, or `f16`)"},
        {"amp", "did you mean `precision`? (`precision = bf16;`, or `f16`)"},
        {"dtype", "did you mean `precision`? (`precision = bf16;`, or `f16`)"},
        {"device", "a train block runs where its model is placed: `net = M() @ gpu;`, and `to(gpu, ...)` its batch"},
        {"shuffle", "`shuffle` is a flag of the batch: `batch = 64, shuffle;`"},
        {"drop_last", "`drop_last` is a flag of the batch: `batch = 64, drop_last;`"}};
    if (auto habit = kPyTorchHabits.find(key); habit != kPyTorchHabits.end()) {
      d.help = habit->second;
    } else if (!near.empty()) {
      d.help = "did you mean `" + near + "`?";
    } else {
      std::string list;
      for (size_t k = 0; k < settings.size(); ++k)
        list += std::string(k == 0 ? "" : k + 1 == settings.size() ? " and " : ", ") + "`" + settings[k] + "`";
      d.help = "the settings are " + list +
               "; any other name is a value for the lines below it, or a metric when it is a scalar computed from the batch";
    }
    ok = false;
  }
  return ok;
}

// The instance `net`, or its layer `net.head`, that `id` names.
std::shared_ptr<ModelInst> Checker::instance_at(const ast::Ident& id, bool& ok) {
  const std::string top = id.name.substr(0, id.name.find('.'));
  const Val* v = globals_.find(top);
  if (!v) {
    Diagnostic& d = error(DiagKind::UnknownName, id.range, "unknown model `" + top + "`");
    if (std::string s = suggest(top, &globals_); !s.empty()) d.help = "did you mean `" + s + "`?";
    ok = false;
    return nullptr;
  }
  if (v->is_error()) {
    ok = false;
    return nullptr;
  }
  if (v->kind != K::Model) {
    error(DiagKind::WrongKindOfValue, id.range, "`" + top + "` is " + kind_name(v->kind) + "; `train` trains model instances");
    ok = false;
    return nullptr;
  }
  std::shared_ptr<ModelInst> model = v->model;
  for (size_t at = top.size(); model && at < id.name.size();) {
    size_t next = id.name.find('.', at + 1);
    const std::string part = id.name.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1);
    std::shared_ptr<ModelInst> inner = model->layer(part);
    if (!inner) {
      std::string names;
      for (const auto& [n, l] : model->layers) names += (names.empty() ? "`" : ", `") + n + "`";
      error(DiagKind::UnknownField, id.range, "`" + id.name.substr(0, at) + "` has no layer `" + part + "`").help =
          names.empty() ? "it has no layers: train it whole" : "its layers are " + names;
      ok = false;
    }
    model = inner;
    at = next == std::string::npos ? id.name.size() : next;
  }
  return model;
}

// The models a train block trains, all on one device.
std::vector<std::shared_ptr<ModelInst>> Checker::train_models(const ast::Train& t, bool& ok) {
  std::vector<std::shared_ptr<ModelInst>> models;
  for (const ast::Ident& id : t.models) {
    // `net`, or a layer of it (`net.head`: its parameters alone are trained).
    std::shared_ptr<ModelInst> model = instance_at(id, ok);
    if (!model) continue;
    // One parameter, one optimizer step: a layer listed with its model is trained twice.
    for (size_t k = 0; k < models.size(); ++k) {
      const std::string& other = models[k]->path;
      if (model->path == other || model->path.rfind(other + ".", 0) == 0 || other.rfind(model->path + ".", 0) == 0) {
        error(DiagKind::InvalidTrainBlock, id.range,
              "`" + id.name + "` and `" + other + "` share parameters; list each model once")
            .help = "train the whole model, or one of its layers";
        ok = false;
      }
    }
    models.push_back(model);
  }
  // One optimizer step updates the parameters on one device: one error names
  // every model that is not on the first one's.
  std::vector<size_t> elsewhere;
  for (size_t i = 1; i < models.size(); ++i)
    if (models[i]->device != models[0]->device) elsewhere.push_back(i);
  if (!elsewhere.empty()) {
    std::string others;
    for (size_t k = 0; k < elsewhere.size(); ++k) {
      size_t i = elsewhere[k];
      others += std::string(k == 0 ? "" : k + 1 == elsewhere.size() ? " and " : ", ") + "`" + t.models[i].name + "` is on " +
                device_text(models[i]->device);
    }
    Diagnostic& d = error(DiagKind::CrossDeviceOperation, t.models[elsewhere[0]].range,
                          "one optimizer would update parameters on " +
                              std::string(elsewhere.size() == 1 ? "two devices" : "several devices") + ": `" +
                              t.models[0].name + "` is on " + device_text(models[0]->device) + " but " + others);
    d.notes.push_back({models[0]->device_origin.range, models[0]->device_origin.note});
    for (size_t i : elsewhere) d.notes.push_back({models[i]->device_origin.range, models[i]->device_origin.note});
    d.help = "place all the models of one train block on the same device";
    ok = false;
  }
  return models;
}

// `replicas = S` and the models' placement agree: models on a set train
// only with `replicas` naming it, and `replicas` needs its models there.
bool Checker::check_replicas(const ast::Train& t, const std::vector<std::shared_ptr<ModelInst>>& models,
                             const ir::TrainSettings& set) {
  if (models.empty()) return true;
  const ModelInst& m = *models[0];
  const std::string& name = t.models[0].name;
  SourceRange at = t.models[0].range;
  for (const ast::TrainItem& it : t.items)
    if (it.key.name == "replicas") at = it.value->range;
  if (set.replicas && (!m.device.on_set() || m.device.devices[0] != *set.replicas)) {
    Diagnostic& d = error(DiagKind::InvalidTrainBlock, at,
                          "`replicas = " + *set.replicas + "` trains a replica of `" + name + "` on each device of `" +
                              *set.replicas + "`, but `" + name + "` is placed on " + device_text(m.device));
    if (m.device_origin.range.valid()) d.notes.push_back({m.device_origin.range, m.device_origin.note});
    d.help = "place the model on the set: `" + name + " = ... @ " + *set.replicas + ";`";
    return false;
  }
  if (!set.replicas && m.device.on_set()) {
    const std::string& s = m.device.devices[0];
    Diagnostic& d = error(DiagKind::InvalidTrainBlock, t.models[0].range,
                          "`" + name + "` is replicated over `" + s + "`, but this train block does not split its batch over it");
    if (m.device_origin.range.valid()) d.notes.push_back({m.device_origin.range, m.device_origin.note});
    d.help = "add `replicas = " + s + ";`: the block's batch is then the global batch, split over the replicas";
    return false;
  }
  return true;
}

// The data set a train block reads.
const ast::Dataset* Checker::train_dataset(const ast::Train& t, bool& ok) {
  const ast::Dataset* ds = nullptr;
  auto dit = decls_.find(t.dataset.name);
  if (dit == decls_.end() || dit->second.kind != Decl::Kind::Dataset) {
    Diagnostic& d = error(DiagKind::UnknownName, t.dataset.range,
                          dit == decls_.end() ? "unknown data set `" + t.dataset.name + "`"
                                              : "`" + t.dataset.name + "` is not a data set");
    if (dit == decls_.end())
      if (std::string s = suggest(t.dataset.name, &globals_); !s.empty()) d.help = "did you mean `" + s + "`?";
    ok = false;
  } else {
    ds = static_cast<const ast::Dataset*>(dit->second.node);
    if (broken_.count(ds)) ok = false;
  }
  return ds;
}

// `batch` and `batch.<field>` in a train block: the step's inputs, one per
// field of the data set, with the batch dim `B` in front.
void Checker::batch_inputs(const ast::Dataset& ds, ir::Function& step, Scope& scope) {
  Val batch;
  batch.kind = K::Batch;
  batch.dataset = &ds;
  scope.names["batch"] = batch;
  // The batch's size as a value, as a model's named sizes are: `sum(l) / B`.
  Val size;
  size.kind = K::Int;
  size.dim = Dim::symbol("B");
  scope.names["B"] = size;
  for (const ast::DatasetField& f : ds.fields) {
    Context ctx;
    auto ft = resolve_type(f.type, globals_, ctx);
    if (!ft) continue;
    TensorType bt = *ft;
    bt.shape.insert(bt.shape.begin(), Dim::symbol("B"));
    Val v;
    v.kind = K::Tensor;
    v.type = bt;
    v.id = step.add_value(bt, "batch." + f.name.name);
    step.params.push_back(v.id);
    v.origin = {ds.name.range, "`batch." + f.name.name + "` comes from `" + ds.name.name + "`, which lives on `cpu`"};
    scope.names["batch." + f.name.name] = v;
  }
}

// Flags and `every` belong to particular settings: `batch = 64, shuffle`,
// `checkpoint = "f" every 2 epochs`.
bool Checker::check_setting_form(const ast::TrainItem& it) {
  const std::string& key = it.key.name;
  bool ok = true;
  std::set<std::string> allowed_flags;
  if (key == "batch") allowed_flags = {"shuffle", "drop_last"};
  for (const ast::Ident& f : it.flags)
    if (!allowed_flags.count(f.name)) {
      Diagnostic& d = error(DiagKind::InvalidTrainBlock, f.range, "`" + key + "` takes no flag `" + f.name + "`");
      d.help = key == "batch" ? "`batch` takes the flags `shuffle` and `drop_last`" : "remove `, " + f.name + "`";
      ok = false;
    }
  if (it.has_every) {
    bool allowed = key == "checkpoint" || key == "evaluate";
    std::string unit = it.every_unit ? it.every_unit->name : "";
    if (!allowed) {
      error(DiagKind::InvalidTrainBlock, it.range, "`every` applies to `checkpoint` and `evaluate`, not to `" + key + "`");
      ok = false;
    } else if (unit == "step" || unit == "steps") {
      Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.every_unit->range,
                            "`" + key + "` runs at the end of epochs; `every` counts epochs, not steps");
      d.help = "write `every epoch` or `every N epochs`";
      ok = false;
    } else if (unit != "epoch" && unit != "epochs") {
      error(DiagKind::InvalidTrainBlock, it.every_unit ? it.every_unit->range : it.range,
            "`every` counts `epoch`s, not `" + unit + "`");
      ok = false;
    } else if (it.every_count < 1) {
      error(DiagKind::InvalidTrainBlock, it.range, "`every` needs a count of at least 1");
      ok = false;
    }
  }
  return ok;
}

// A setting of a train block, checked and written into `set` in its normal
// form (`batch = 4 * 4` is 16). `loss` and `optimizer` receive those values.
bool Checker::check_setting(const ast::TrainItem& it, const Val& v, const ast::Dataset* ds, ir::TrainSettings& set,
                            Val& loss, Val& optimizer) {
  const std::string& key = it.key.name;
  bool ok = true;
  auto want = [&](K k, const char* what) {
    if (v.kind == k) return true;
    Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                          "`" + key + "` must be " + what + ", not " + kind_name(v.kind));
    (void)d;
    ok = false;
    return false;
  };
  // The IR holds each setting as the checked value (`batch = 4 * 4` is 16).
  int64_t every = it.has_every ? it.every_count : 1;
  int64_t number = v.kind == K::Int && v.dim.is_constant() ? v.dim.value() : 0;
  if (key == "batch" || key == "epochs" || key == "seed") {
    if (want(K::Int, "an integer")) {
      int64_t lo = key == "seed" ? 0 : 1;
      if (!v.dim.is_constant() || v.dim.value() < lo) {
        error(DiagKind::InvalidTrainBlock, it.value->range, "`" + key + "` must be at least " + std::to_string(lo));
        ok = false;
      } else if (key == "epochs" && v.dim.value() > (int64_t{1} << 53)) {  // what a checkpoint counts exactly
        error(DiagKind::InvalidTrainBlock, it.value->range, "`epochs` must be at most 9007199254740992 (2^53)");
        ok = false;
      }
    }
    if (key == "batch") {
      set.batch = number;
      for (const ast::Ident& f : it.flags) {
        if (f.name == "shuffle") set.shuffle = true;
        if (f.name == "drop_last") set.drop_last = true;
      }
    } else if (key == "epochs") {
      set.epochs = number;
    } else {
      set.seed = static_cast<uint64_t>(std::max<int64_t>(0, number));
    }
  } else if (key == "loss") {
    set.loss = text(it.value->range);
    loss = v;
    if (v.kind != K::Tensor || v.type.dtype != ir::DType::F32 || v.type.rank() != 0) {
      Diagnostic& d = error(DiagKind::LossNotScalar, it.value->range,
                            "the loss must be a scalar `f32[]`, but this is " +
                                (v.kind == K::Tensor ? "`" + type_text(v.type) + "`" : std::string(kind_name(v.kind))));
      d.help = v.kind == K::Tensor && v.type.rank() > 0 ? "reduce it: `mean(" + text(it.value->range) + ")`" : "";
      ok = false;
      loss = Val::error();
    }
  } else if (key == "optimizer") {
    set.optimizer = text(it.value->range);
    if (want(K::Optimizer, "an optimizer such as `SGD(lr = 0.1)`")) optimizer = v;
  } else if (key == "schedule") {
    if (want(K::Schedule, "a schedule: `constant()`, `step(period = N)`, `cosine()` or `warmup(steps = N, then = ...)`"))
      set.schedule = v.schedule;
  } else if (key == "checkpoint") {
    if (want(K::String, "a file name")) {
      set.checkpoint = v.text;
      set.checkpoint_every = every;
      if (v.text.empty()) {
        error(DiagKind::InvalidTrainBlock, it.value->range, "the checkpoint file name is empty");
        ok = false;
      }
    }
  } else if (key == "replicas") {
    if (want(K::Device, "a device set")) {
      if (is_device_set(v.text)) {
        set.replicas = v.text;
      } else {
        Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                              "`replicas` trains a replica on each device of a set, but `" + v.text + "` is one device");
        d.help = "declare a set, `device gpus = cuda:* | cpu;` (or `[cpu, cpu]` for replicas on the CPU), and place "
                 "the models on it";
        ok = false;
      }
    }
  } else if (key == "clip_grad_norm") {
    // A number known when the program is checked: `1.0`, `1`, a constant.
    std::optional<double> n = v.kind == K::Float ? v.number
                              : v.kind == K::Int && v.dim.is_constant() ? std::optional<double>(static_cast<double>(number))
                                                                         : std::nullopt;
    if (!n) {
      Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                            "`clip_grad_norm` must be a number known before training, not " +
                                (v.kind == K::Tensor ? "a tensor computed by the step" : std::string(kind_name(v.kind))));
      d.help = "write the largest global 2-norm of the gradients: `clip_grad_norm = 1.0;`";
      ok = false;
    } else if (!(*n > 0) || !std::isfinite(*n)) {
      Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                            "`clip_grad_norm` must be a positive number: the gradients are scaled down to this global 2-norm");
      d.help = "remove the line to train without clipping";
      ok = false;
    } else {
      set.clip_grad_norm = *n;
    }
  } else if (key == "precision") {
    // The precision policy: the dtype matrix products and convolutions read
    // their operands in (ir/passes/mixed_precision.h).
    if (want(K::DType, "a dtype, `bf16`, `f16` or `f32`")) {
      if (v.has_shape) {
        Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                              "`precision` is the dtype matrix products compute in, not a type with a shape");
        d.help = "write the dtype alone: `precision = " + std::string(ir::dtype_name(v.dtype)) + ";`";
        ok = false;
      } else if (v.dtype == ir::DType::F32 || ir::is_half(v.dtype)) {
        set.precision = v.dtype;
      } else {
        Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                              std::string("`precision` is the dtype matrix products compute in, not `") +
                                  ir::dtype_name(v.dtype) + "`");
        d.help = "write `precision = bf16;` (products in bf16 with f32 accumulation), `precision = f16;` (in f16, "
                 "with loss scaling), or remove the line for f32";
        ok = false;
      }
    }
  } else if (key == "accumulate") {
    // A whole number of micro-batches, known when the program is checked.
    if (v.kind != K::Int || !v.dim.is_constant()) {
      const bool whole = v.kind == K::Float && v.number && *v.number >= 1 && *v.number < 1e9 && std::floor(*v.number) == *v.number;
      Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                            "`accumulate` must be a whole number of micro-batches per optimizer step, not " +
                                (v.kind == K::Tensor  ? std::string("a tensor computed by the step")
                                 : v.kind == K::Float ? "the float `" + text(it.value->range) + "`"
                                                      : std::string(kind_name(v.kind))));
      d.help = whole ? "write it as an integer: `accumulate = " + std::to_string(static_cast<int64_t>(*v.number)) + ";`"
                     : "write how many batches of `batch` examples make one step: `accumulate = 4;`";
      ok = false;
    } else if (number < 1) {
      Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                            "`accumulate` must be at least 1: the number of micro-batches per optimizer step");
      d.help = "remove the line to update after every batch";
      ok = false;
    } else {
      set.accumulate = number;
    }
  } else if (key == "evaluate") {
    // The step reads the evaluation set's fields as it reads the training
    // set's: the same fields, in the same order, of the same types.
    if (want(K::Dataset, "a data set") && v.dataset) {
      set.evaluate = v.dataset->name.name;
      set.evaluate_every = every;
    }
    if (v.kind == K::Dataset && ds && v.dataset) {
      const ir::Dataset *tr = module_.find_dataset(ds->name.name), *ev = module_.find_dataset(v.dataset->name.name);
      auto fields = [](const ir::Dataset& d) {
        std::string out;
        for (const ir::DatasetField& f : d.fields) out += (out.empty() ? "" : ", ") + f.name + ": " + f.example.str();
        return out;
      };
      if (tr && ev && tr != ev && fields(*tr) != fields(*ev)) {
        Diagnostic& d = error(DiagKind::InvalidTrainBlock, it.value->range,
                              "`" + ev->name + "` cannot evaluate a step that reads `" + tr->name + "`: its fields are (" +
                                  fields(*ev) + "), not (" + fields(*tr) + ")");
        d.notes.push_back({v.dataset->name.range, "`" + ev->name + "` is declared here"});
        d.help = "declare the same fields, in the same order and with the same types, as `" + tr->name + "`";
        ok = false;
      }
    }
  }
  return ok;
}

// The optimizer's update rule, instantiated for every trained parameter into
// one IR function `<run>.update(lr, step, grads...) -> (new params and states)`.
// `lr` and `step` are inputs so that a schedule can change the learning rate
// without recompiling; every other hyperparameter is a constant. Optimizer
// state lives in module parameters named `<state_prefix>.<state>.<parameter>`.
void Checker::lower_optimizer(const std::string& state_prefix,
                              const std::vector<std::shared_ptr<ModelInst>>& models,
                              const OptimizerCall& block_opt, const std::vector<OptimizerGroup>& groups,
                              ir::TrainRun& run) {
  ir::Function upd;
  upd.name = run.update_name();
  upd.loc = loc(block_opt.decl->update_range);
  fn_ = &upd;
  Placement dev = models[0]->device;
  TensorType scalar{ir::DType::F32, {}, dev};
  auto input = [&](const TensorType& t, const std::string& name, SourceRange at) {
    Val v;
    v.kind = K::Tensor;
    v.type = t;
    v.id = upd.add_value(t, name);
    v.range = at;
    v.origin = models[0]->device_origin;
    upd.params.push_back(v.id);
    return v;
  };
  Val lr = input(scalar, "lr", block_opt.decl->name.range);
  Val step = input(scalar, "step", block_opt.decl->name.range);
  std::vector<const ir::GlobalParam*> trained;
  for (const auto& m : models)
    for (const ir::GlobalParam& p : module_.params)
      if (p.trainable && p.name.rfind(m->path + ".", 0) == 0) trained.push_back(&p);
  std::vector<std::pair<std::string, TensorType>> params;
  for (const ir::GlobalParam* p : trained) params.push_back({p->name, p->type});
  std::vector<Val> grads;
  for (auto& [name, t] : params) grads.push_back(input(t, name + ".grad", block_opt.decl->update_grad.range));
  std::set<std::string> declared;  // the globals' names: a search of module_.params per state was quadratic
  for (const ir::GlobalParam& p : module_.params) declared.insert(p.name);

  // Hyperparameters: the call's arguments, then defaults. The block's `lr`
  // is the update's input, which the schedule sets; a group's is that input
  // times its ratio to the block's, so that the schedule moves it too.
  std::vector<const OptimizerCall*> calls{&block_opt};
  for (const OptimizerGroup& g : groups) calls.push_back(g.opt.get());
  std::vector<Scope> hypers(calls.size());
  for (size_t k = 0; k < calls.size(); ++k) {
    const ast::Optimizer& o = *calls[k]->decl;
    Scope& hyper = hypers[k];
    hyper.parent = globals_for(o.name.range);
    for (const ast::Param& p : o.params) {
      auto it = calls[k]->args.find(p.name.name);
      Val v;
      if (it != calls[k]->args.end()) v = it->second;
      else if (p.default_value) {
        Context dctx;
        v = eval(*p.default_value, hyper, dctx);
      }
      if (p.name.name == "lr") {
        std::optional<double> value;
        if (v.kind == K::Float && v.number) value = *v.number;
        if (v.kind == K::Int && v.dim.is_constant()) value = static_cast<double>(v.dim.value());
        if (k == 0) {
          run.settings.lr = value;
          v = lr;
        } else if (!value || !run.settings.lr || *run.settings.lr == 0) {
          error(DiagKind::InvalidTrainBlock, calls[k]->call,
                "a group's learning rate follows the block's schedule as a multiple of the block's `lr`, so both are "
                "numbers and the block's is not 0")
              .help = "give the block's `optimizer` and this one a learning rate above 0, e.g. `lr = 0.01`";
          fn_ = &scratch_;
          return;
        } else {
          Val ratio = constant(*value / *run.settings.lr, scalar, calls[k]->call);
          Val scaled = lr;
          scaled.id = upd.add_value(scalar, "lr." + std::to_string(k));
          upd.body.push_back(ir::Inst{ir::Op::Mul, scaled.id, {lr.id, ratio.id}, {}, loc(calls[k]->call)});
          v = scaled;
        }
      }
      hyper.names[p.name.name] = v;
    }
    hyper.names["step"] = step;
  }

  for (size_t i = 0; i < params.size(); ++i) {
    const auto& [name, type] = params[i];
    // The group of the longest path the parameter lies under, else the block's.
    size_t chosen = 0;
    for (size_t g = 0; g < groups.size(); ++g)
      if (name.rfind(groups[g].path + ".", 0) == 0 &&
          (chosen == 0 || groups[g].path.size() > groups[chosen - 1].path.size()))
        chosen = g + 1;
    const OptimizerCall& opt = *calls[chosen];
    const ast::Optimizer& o = *opt.decl;
    Scope s;
    s.parent = &hypers[chosen];
    auto read = [&](const std::string& global, SourceRange at) {
      Val v;
      v.kind = K::Tensor;
      v.type = type;
      v.range = at;
      v.origin = models[0]->device_origin;
      v.id = upd.add_value(type);
      upd.body.push_back(ir::Inst{ir::Op::Param, v.id, {}, {{"name", global}}, loc(at)});
      return v;
    };
    s.names[o.update_param.name] = read(name, o.update_param.range);
    s.names[o.update_grad.name] = grads[i];
    for (const ast::Ident& st : o.states) {
      std::string global = optimizer_state_name(state_prefix, st.name, name);
      if (declared.insert(global).second)
        module_.params.push_back(ir::GlobalParam{global, type, ir::Initialiser{}, loc(st.range), /*trainable=*/false});
      s.names[st.name] = read(global, st.range);
    }
    Context ctx;
    ctx.default_device = dev;
    for (const ast::Stmt& st : o.update) {
      if (st.kind == ast::Stmt::Kind::Return || st.kind == ast::Stmt::Kind::For || st.kind == ast::Stmt::Kind::Yield)
        continue;  // reported by the generic check
      size_t reported = diags_.all().size();
      Val v = eval(*st.value, s, ctx);
      if (v.is_error()) {
        // An error that depends on this parameter's type, which the generic
        // check of the update could not see: it lies in the optimizer's
        // body (often the standard library's), so say which parameter and
        // where the program chose the optimizer; a fix to write into the
        // standard library is not the program's to make.
        for (size_t k = reported; k < diags_.all().size(); ++k) {
          Diagnostic& d = diags_.at(k);
          if (d.severity != Severity::Error) continue;
          d.notes.push_back({opt.call, "in `" + o.name.name + "`'s update of `" + name + "`, which is `" + type.str() + "`"});
          if (in_stdlib(d.range)) {
            d.help = "`" + o.name.name + "` cannot update a parameter of this type; declare `" + name +
                     "` with a type it takes, or use another optimizer";
            d.fixits.clear();
          }
        }
        fn_ = &scratch_;
        return;
      }
      if (!st.names.empty()) bind_elements(st, v, s);
      else s.names[st.name.name] = v;
    }
    auto result = [&](const std::string& local, const std::string& global) {
      ir::ValueId id = s.names[local].id;
      if (upd.values[id].name.empty()) upd.values[id].name = global + ".new";
      upd.results.push_back(id);
    };
    result(o.update_param.name, name);
    run.update_targets.push_back(name);
    for (const ast::Ident& st : o.states) {
      result(st.name, optimizer_state_name(state_prefix, st.name, name));
      run.update_targets.push_back(optimizer_state_name(state_prefix, st.name, name));
    }
  }
  keep_states_the_update_reads(upd, run);
  module_.functions.push_back(std::move(upd));
  fn_ = &scratch_;
}

// `accumulate = K`: each trained parameter's gradient accumulator, zero at
// the start, optimizer state (the update reads and replaces it once the
// pipeline has written the accumulation, ir/passes/accumulate.h); train
// blocks that accumulate share it (each leaves it zero).
void Checker::declare_accumulators(const ir::TrainRun& run) {
  for (const std::string& name : run.update_targets) {
    const ir::GlobalParam* p = module_.find_param(name);
    if (!p || !p->trainable || module_.find_param(ir::accumulator_name(name))) continue;
    ir::GlobalParam acc{ir::accumulator_name(name), p->type, ir::Initialiser{}, p->loc, /*trainable=*/false};
    module_.params.push_back(std::move(acc));
  }
}

// `precision = f16`: the loss scaler's state (ir/passes/loss_scale.h), f32[]
// globals on the update's device, declared once for the train blocks that
// scale.
void Checker::declare_loss_scaler(const ir::TrainRun& run) {
  const ir::Function* upd = nullptr;
  for (const ir::Function& f : module_.functions)
    if (f.name == run.update_name()) upd = &f;
  if (!upd || upd->params.size() < 2 || module_.find_param(ir::kLossScale)) return;
  const ir::TensorType scalar = upd->values[upd->params[1]].type;  // `step`
  ir::Initialiser scale{ir::Initialiser::Kind::Constant};
  scale.value = ir::kInitialLossScale;
  module_.params.push_back(ir::GlobalParam{ir::kLossScale, scalar, scale, run.loc, /*trainable=*/false});
  for (const char* name : {ir::kLossScaleGoodSteps, ir::kLossScaleSkipped})
    module_.params.push_back(ir::GlobalParam{name, scalar, ir::Initialiser{}, run.loc, /*trainable=*/false});
}

// An optimizer state whose old value the update never reads needs no memory
// from one step to the next, so it is not kept: SGD without momentum
// (`where(momentum > 0.0, ..., grad)` chooses at compile time) has no
// velocity, as in PyTorch. The instructions nothing reads then go too.
void Checker::keep_states_the_update_reads(ir::Function& upd, ir::TrainRun& run) {
  auto live_values = [&] {
    std::vector<bool> live(upd.values.size(), false);
    for (ir::ValueId r : upd.results) live[r] = true;
    for (auto it = upd.body.rbegin(); it != upd.body.rend(); ++it)
      if (live[it->result])
        for (ir::ValueId o : it->operands) live[o] = true;
    return live;
  };
  std::vector<bool> live = live_values();
  std::set<std::string> read;
  for (const ir::Inst& i : upd.body)
    if (live[i.result] && i.op == ir::Op::Param) read.insert(std::get<std::string>(i.attrs.at("name")));
  std::set<std::string> dropped;
  std::vector<ir::ValueId> results;
  std::vector<std::string> targets;
  for (size_t k = 0; k < upd.results.size() && k < run.update_targets.size(); ++k) {
    const ir::GlobalParam* g = module_.find_param(run.update_targets[k]);
    if (g && !g->trainable && !read.count(g->name)) {
      dropped.insert(g->name);
      continue;
    }
    results.push_back(upd.results[k]);
    targets.push_back(run.update_targets[k]);
  }
  if (dropped.empty()) return;
  upd.results = std::move(results);
  run.update_targets = std::move(targets);
  live = live_values();
  std::erase_if(upd.body, [&](const ir::Inst& i) { return !live[i.result]; });
  std::erase_if(module_.params, [&](const ir::GlobalParam& p) { return dropped.count(p.name) > 0; });
}

void Checker::emit_devices() {
  // Built-in devices that are used are listed with themselves as candidate,
  // declared ones with their fallback list, so the IR names every device it uses.
  std::set<std::string> names = used_devices_;
  for (const ir::GlobalParam& p : module_.params)
    if (!p.type.device.devices.empty()) names.insert(p.type.device.devices[0]);
  for (const ir::Function& f : module_.functions)
    for (const ir::Value& v : f.values)
      if (v.type.device.kind == Placement::Kind::Single) names.insert(v.type.device.str());
  for (auto& [name, d] : decls_)
    if (d.kind == Decl::Kind::Device) names.insert(name);
  if (!module_.datasets.empty()) names.insert("cpu");
  for (const std::string& n : names) {
    auto it = decls_.find(n);
    ir::DeviceDecl out;
    out.name = n;
    if (it != decls_.end() && it->second.kind == Decl::Kind::Device) {
      for (const ast::DeviceCandidate& c : static_cast<const ast::DeviceDecl*>(it->second.node)->candidates)
        out.candidates.push_back(c.spelling());
    } else if (n.rfind("cuda", 0) == 0 || n == "cpu") {
      out.candidates.push_back(n);
    } else {
      continue;
    }
    module_.devices.push_back(out);
  }
}

}  // namespace check
}  // namespace netc

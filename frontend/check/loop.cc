// `for t in 0..T { ... }`: a loop over a size, lowered to one IR `loop`
// (ir/ir.h, "Loops") whose body is a function of its own, checked once
// whatever T is.
//
//   let (h, c) = (h0, c0);
//   let hs = for t in 0..T {
//     let (h, c) = cell(x[:, t], h, c);   // h, c from outside bound again: carried
//     yield h;                            // one output per step, stacked: [T, N, hid]
//   };
//
// Every tensor visible outside the loop is, inside it, a parameter of the
// body (one per name, unused ones dropped when the body is done). A name from
// outside that the body binds again with `let` is carried: the next step
// sees its new value, and after the loop the name is its last one; it must
// keep its type (device, dtype, shape) across a step. `x[:, t]` on a tensor
// from outside scans x along that axis (a sequence of the loop) instead of
// indexing it; `t` itself is an `i64[]` tensor, the step's number. The
// layers a body calls read their weights with `param`: those reads are moved
// out of the body and passed in as invariants, so that every step uses the
// same weights and autodiff sums their gradients over the steps.
#include <algorithm>
#include <set>

#include "frontend/check/checker.h"
#include "ir/infer.h"
#include "ir/split_rule.h"

namespace netc::check {

using ir::Dim;
using ir::Op;
using ir::TensorType;
using ir::ValueId;
using K = Val::Kind;

// The loop being built: the body's parameters and where each comes from.
struct Checker::LoopBuild {
  ir::Function body;
  std::string var;                 // the loop's variable (`t`)
  Dim count;                       // its number of steps
  ir::Placement device;            // where the step numbers (`t`) live
  ValueId index = UINT32_MAX;      // the body parameter of `t`
  struct Outside {                 // a body parameter for a value from outside
    ValueId param, outer;
  };
  std::map<std::string, Outside> names;  // a tensor named outside, by its name
  std::vector<Outside> lists;      // tensors inside lists named outside
  struct Sequence {                // x[:, t]: x scanned along an axis
    ValueId param, outer;
    int64_t axis;
    ValueId source;                // the body parameter x had
    SourceRange at;
  };
  std::vector<Sequence> sequences;
  std::vector<Outside> globals;    // the weights the body read with `param`, moved out
  std::optional<Val> yielded;      // the value of the body's `yield`
  SourceRange yield_at;
};

// A name the body binds again: carried from one step to the next.
struct Checker::LoopCarry {
  std::string name;
  ValueId param, outer, next;
  Val after;
};

// The phases of building one loop (build_loop calls them in order), apart
// from the Checker's own methods; each uses the Checker it is given.
struct Checker::LoopBuilder {
  Checker& c_;
  std::optional<Dim> loop_count(const ast::Stmt& st, Scope& scope, Context& ctx);
  bool check_loop_body(const ast::Stmt& st, const Dim& count, LoopBuild& lb, Scope& scope, Scope& inner, Context& ctx);
  bool loop_carries(LoopBuild& lb, Scope& scope, Scope& inner, std::vector<LoopCarry>& carries);
  bool loop_outputs(const ast::Stmt& st, LoopBuild& lb, std::vector<Val>& outputs);
  void loop_parameters(const ast::Stmt& st, LoopBuild& lb, const std::vector<LoopCarry>& carries,
                       const std::vector<Val>& outputs, std::vector<ValueId>& operands, std::vector<int64_t>& scan_axes);
  bool append_loop(const ast::Stmt& st, LoopBuild& lb, size_t n_carries, size_t n_outputs,
                   const std::vector<ValueId>& operands, const std::vector<int64_t>& scan_axes,
                   std::vector<ValueId>& ids, std::vector<TensorType>& results);
  void bind_after_loop(const ast::Stmt& st, const LoopBuild& lb, const std::vector<LoopCarry>& carries,
                       const std::vector<Val>& outputs, const std::vector<ValueId>& ids,
                       const std::vector<TensorType>& results, Scope& scope);
};

namespace {

bool is_zero(const Val& v) { return v.kind == K::Int && v.dim.is_constant() && v.dim.value() == 0; }

// Whether a value is used by the body: an operand or a result.
std::set<ValueId> used_values(const ir::Function& f) {
  std::set<ValueId> used(f.results.begin(), f.results.end());
  for (const ir::Inst& i : f.body) used.insert(i.operands.begin(), i.operands.end());
  return used;
}

}  // namespace

// A tensor from outside as a parameter of the body (lists element by
// element); `name` is the name it has, null inside a list.
void Checker::loop_param(LoopBuild& lb, Val& v, const std::string* name) {
  if (v.kind == K::List) {
    for (Val& e : v.elems) loop_param(lb, e, nullptr);
    return;
  }
  if (v.kind != K::Tensor || v.id == UINT32_MAX || (!v.param_name.empty() && !v.materialised)) return;
  const ValueId outer = v.id;
  v.id = lb.body.add_value(v.type, name ? *name : fn_->values.at(outer).name);
  if (name) lb.names.emplace(*name, LoopBuild::Outside{v.id, outer});
  else lb.lists.push_back({v.id, outer});
}

bool Checker::run_for(const ast::Stmt& st, Scope& scope, Context& ctx) {
  if (!st.value) return run_for_each(st, scope, ctx);
  if (build_loop(st, scope, ctx)) return true;
  // After an error the names the loop binds are errors, which say nothing more.
  for (const ast::Ident& n : st.results) {
    scope.names[n.name] = Val::error(n.range);
    scope.where[n.name] = n.range;
  }
  return false;
}

// A body of `loop` that returned: an error at its `return`, unless an `if`
// not decided here (a generic body's) ended it.
void Checker::return_in_loop(const ast::Stmt& loop) {
  if (undecided_) return;
  Diagnostic& d = error(DiagKind::InvalidStatement, returned_at_, "a `return` inside a `for` loop");
  d.notes.push_back({loop.range, "the loop"});
  d.help = "a loop's steps end at the closing `}`; return after the loop";
}

bool Checker::run_for_each(const ast::Stmt& st, Scope& scope, Context& ctx) {
  Val all = eval(*st.start, scope, ctx);
  if (all.is_error()) return false;
  std::vector<Val> items;
  if (all.kind == K::Model && all.model->sequence) {
    for (const auto& [name, layer] : all.model->layers) items.push_back(Val::of_model(layer, st.start->range));
  } else if (all.kind == K::List) {
    items = all.elems;
  } else {
    Diagnostic& d = error(DiagKind::InvalidLoopRange, st.start->range,
                          "`for " + st.name.name + " in ...` runs its body for each layer of a sequence or element of a "
                          "list, but `" + text(st.start->range) + "` is " + kind_name(all.kind));
    d.help = "a loop over a size is `for t in 0..T { ... }`; over layers, `for blk in blocks { ... }` with `blocks = "
             "[Linear(d, d), ...]` or `repeat(n, Block(d))`";
    return false;
  }
  std::function<bool(const std::vector<ast::Stmt>&)> has_yield = [&](const std::vector<ast::Stmt>& body) {
    return std::any_of(body.begin(), body.end(), [&](const ast::Stmt& s) {
      return s.kind == ast::Stmt::Kind::Yield || has_yield(s.then_body) || has_yield(s.else_body);
    });
  };
  const bool yields = !st.results.empty() || has_yield(st.then_body);
  if (yields) {
    Diagnostic& d = error(DiagKind::InvalidStatement, st.range,
                          "a loop over layers runs them in turn and stacks nothing: it has no `yield`");
    d.help = "carry a value with `let` (`let h = blk(h);`), or stack the layers' outputs with `stack([...])`";
    return false;
  }
  // The loop's name is the layer in the body only; a name it hides is seen again after.
  std::optional<Val> hidden;
  if (auto it = scope.names.find(st.name.name); it != scope.names.end()) hidden = it->second;
  bool ok = true;
  for (const Val& item : items) {
    scope.names[st.name.name] = item;
    scope.where[st.name.name] = st.name.range;
    const size_t errors = diags_.error_count();
    Val ret;
    undecided_ = false;
    if (run_stmts(st.then_body, scope, ctx, &ret)) {
      return_in_loop(st);
      ok = false;
    }
    if (!ok || diags_.error_count() != errors) {  // one report, not one per layer
      ok = false;
      break;
    }
  }
  if (hidden) scope.names[st.name.name] = *hidden;
  else scope.names.erase(st.name.name);
  return ok;
}

// The loop's phases, in order: its range, its body checked into a function
// of its own, what the body carries and yields, the body's parameters, the
// IR loop, and the names bound after it.
bool Checker::build_loop(const ast::Stmt& st, Scope& scope, Context& ctx) {
  LoopBuilder build{*this};
  std::optional<Dim> count = build.loop_count(st, scope, ctx);
  if (!count) return false;
  LoopBuild lb;
  Scope inner;
  inner.parent = &scope;
  if (!build.check_loop_body(st, *count, lb, scope, inner, ctx)) return false;
  std::vector<LoopCarry> carries;
  std::vector<Val> outputs;
  bool ok = build.loop_carries(lb, scope, inner, carries);
  ok = build.loop_outputs(st, lb, outputs) && ok;
  if (!ok) return false;
  std::vector<ValueId> operands;
  std::vector<int64_t> scan_axes;
  build.loop_parameters(st, lb, carries, outputs, operands, scan_axes);
  std::vector<ValueId> ids;
  std::vector<TensorType> results;
  if (!build.append_loop(st, lb, carries.size(), outputs.size(), operands, scan_axes, ids, results)) return false;
  build.bind_after_loop(st, lb, carries, outputs, ids, results, scope);
  return true;
}

// The range: 0..n, n a size; the number of steps.
std::optional<Dim> Checker::LoopBuilder::loop_count(const ast::Stmt& st, Scope& scope, Context& ctx) {
  Val lo = c_.eval(*st.start, scope, ctx), hi = c_.eval(*st.value, scope, ctx);
  if (lo.is_error() || hi.is_error()) return std::nullopt;
  if (!is_zero(lo)) {
    c_.error(DiagKind::InvalidLoopRange, st.start->range, "a loop counts from 0, not from " + q(c_.text(st.start->range)))
        .help = "loop over `0..n` and add the offset to `t` in the body";
    return std::nullopt;
  }
  if (hi.kind != K::Int) {
    Diagnostic& d = c_.error(DiagKind::InvalidLoopRange, st.value->range,
                          "a loop runs a number of steps that is a size (an int), not " + std::string(kind_name(hi.kind)));
    d.help = hi.kind == K::Tensor ? "the number of steps is known when the program is compiled: take it from a type, "
                                    "`fn f(x: f32[N, T, d])` names it `T`"
                                  : "write a size: an int, a model's int argument or a dimension named in a type";
    if (hi.kind == K::Tensor) d.notes.push_back({hi.range, q(c_.text(hi.range)) + " is `" + c_.type_text(hi.type) + "`"});
    return std::nullopt;
  }
  if (hi.dim.is_constant() && hi.dim.value() < 1) {
    c_.error(DiagKind::InvalidLoopRange, st.value->range, "a loop of " + hi.dim.str() + " steps runs nothing")
        .help = "a loop runs at least one step";
    return std::nullopt;
  }
  return hi.dim;
}

// The body checked into lb.body, with every tensor named outside as a
// parameter; false after an error it reported.
bool Checker::LoopBuilder::check_loop_body(const ast::Stmt& st, const Dim& count, LoopBuild& lb, Scope& scope, Scope& inner,
                              Context& ctx) {
  const auto loops = std::count_if(c_.fn_->body.begin(), c_.fn_->body.end(), [](const ir::Inst& i) { return i.op == Op::Loop; });
  lb.body.name = c_.fn_->name + ".loop" + std::to_string(loops);
  lb.body.loc = c_.loc(st.range);
  lb.var = st.name.name;
  lb.count = count;
  lb.device = ctx.default_device;

  // Inside: every tensor named outside as a parameter, one per name (the
  // innermost binding of each name).
  std::set<std::string> seen;
  for (const Scope* s = &scope; s; s = s->parent)
    for (const auto& [name, val] : s->names) {
      if (!seen.insert(name).second) continue;
      if (val.kind != K::Tensor && val.kind != K::List) continue;
      Val v = val;
      c_.loop_param(lb, v, &name);
      if (v.id != val.id || v.kind == K::List) inner.names[name] = v;
    }
  Val t;
  t.kind = K::Tensor;
  t.type = TensorType{ir::DType::I64, {}, lb.device};
  t.id = lb.index = lb.body.add_value(t.type, st.name.name);
  t.range = st.name.range;
  t.loop_level = static_cast<int>(c_.loops_.size());
  inner.names[st.name.name] = t;
  inner.where[st.name.name] = st.name.range;

  // The body, checked into its own function.
  ir::Function* outer_fn = c_.fn_;
  const bool was_generic = c_.in_generic_loop_;
  c_.in_generic_loop_ = c_.generic_body();
  c_.fn_ = &lb.body;
  c_.loops_.push_back(&lb);
  const size_t errors = c_.diags_.error_count();
  Val ret;
  const bool returned = c_.run_stmts(st.then_body, inner, ctx, &ret);
  c_.loops_.pop_back();
  c_.fn_ = outer_fn;
  c_.in_generic_loop_ = was_generic;
  if (returned) {
    c_.return_in_loop(st);
    return false;
  }
  if (!lb.body.updates.empty()) {
    c_.error(DiagKind::InvalidStatement, st.range, "a model's `state` is assigned inside a `for` loop")
        .help = "assign the state after the loop, from the values the loop carries";
    return false;
  }
  return c_.diags_.error_count() == errors;
}

// The carried names: bound again by the body, each of its type; a name the
// loop carries is not a sequence (`x[:, t]`). False after an error.
bool Checker::LoopBuilder::loop_carries(LoopBuild& lb, Scope& scope, Scope& inner, std::vector<LoopCarry>& carries) {
  bool ok = true;
  for (auto& [name, o] : lb.names) {
    auto it = inner.names.find(name);
    if (it == inner.names.end() || (it->second.kind == K::Tensor && it->second.id == o.param)) continue;
    const Val& after = it->second;
    const Val& before = *scope.find(name);
    if (after.is_error()) {
      ok = false;
      continue;
    }
    if (after.kind != K::Tensor) {
      c_.error(DiagKind::CarryChanged, after.range,
            q(name) + " is a tensor outside the loop, so the loop carries it, but a step makes it " + kind_name(after.kind))
          .notes.push_back({before.range, q(name) + " is bound here"});
      ok = false;
      continue;
    }
    if (after.type != before.type) {
      const bool device = after.type.device != before.type.device;
      Diagnostic& d = c_.error(
          DiagKind::CarryChanged, after.range,
          q(name) + " is carried from one step to the next, but it enters the loop " +
              (device ? "on " + c_.device_text(before.type.device) + " and a step makes it on " + c_.device_text(after.type.device)
                      : "as `" + c_.type_text(before.type) + "` and a step makes it `" + c_.type_text(after.type) + "`"));
      d.notes.push_back({before.range, q(name) + " enters as `" + c_.type_text(before.type) + "`"});
      if (!device || !c_.add_move_fix(d, after, before.type.device))
        d.help = "a carried value keeps its type: give it that type before the loop, or bind the new value to "
                 "another name";
      ok = false;
      continue;
    }
    carries.push_back({name, o.param, o.outer, after.id, after});
  }
  // x[:, t] scans x: a name the loop carries is not a sequence.
  for (const LoopBuild::Sequence& s : lb.sequences)
    for (const LoopCarry& c : carries)
      if (s.source == c.param) {
        c_.error(DiagKind::InvalidArgument, s.at,
              q(c.name) + " is carried by the loop, so it changes from step to step: `" + lb.var +
                  "` indexes only a tensor the loop does not change")
            .help = "index a tensor from before the loop, or bind the new value to another name";
        ok = false;
      }
  return ok;
}

// The outputs: what `yield` gave, one tensor or a list of them, bound to
// names exactly when the loop is. False after an error.
bool Checker::LoopBuilder::loop_outputs(const ast::Stmt& st, LoopBuild& lb, std::vector<Val>& outputs) {
  bool ok = true;
  if (lb.yielded) outputs = lb.yielded->kind == K::List ? lb.yielded->elems : std::vector<Val>{*lb.yielded};
  for (const Val& o : outputs)
    if (o.kind != K::Tensor) {
      c_.error(DiagKind::WrongKindOfValue, lb.yield_at, std::string("a loop yields tensors, not ") + kind_name(o.kind));
      ok = false;
    }
  if (!st.results.empty() && !lb.yielded) {
    c_.error(DiagKind::InvalidStatement, st.range, "the loop is bound to " + q(st.results[0].name) + " but yields nothing")
        .help = "end each step with `yield` and the value to stack: `yield h;`";
    ok = false;
  }
  if (st.results.empty() && lb.yielded) {
    c_.error(DiagKind::InvalidStatement, lb.yield_at, "the loop yields values but nothing names them")
        .help = "bind the stacked values: `let hs = for " + lb.var + " in ... { ... }`";
    ok = false;
  }
  return ok;
}

// The body's parameters in the IR's order: carries, sequences (`t`'s
// numbers when it is used or nothing else is scanned), invariants, then the
// weights read inside, each `param` moved out and its value passed in; the
// loop's operands alike, and the axes its sequences are scanned along.
void Checker::LoopBuilder::loop_parameters(const ast::Stmt& st, LoopBuild& lb, const std::vector<LoopCarry>& carries,
                              const std::vector<Val>& outputs, std::vector<ValueId>& operands,
                              std::vector<int64_t>& scan_axes) {
  const std::set<ValueId> used = used_values(lb.body);
  std::vector<ValueId> params;
  std::set<ValueId> carried;
  for (const LoopCarry& c : carries) {
    params.push_back(c.param);
    operands.push_back(c.outer);
    carried.insert(c.param);
    lb.body.results.push_back(c.next);
  }
  for (const Val& o : outputs) lb.body.results.push_back(o.id);
  const bool scan_index = used.count(lb.index) || lb.sequences.empty();
  std::optional<ValueId> arange;
  if (scan_index) {
    TensorType steps{ir::DType::I64, {lb.count}, lb.device};
    arange = c_.fn_->add_value(steps, st.name.name + ".steps");
    c_.append(ir::Inst{Op::Arange, *arange, {}, {{"start", int64_t{0}}, {"step", int64_t{1}}}, c_.loc(st.name.range)});
    params.push_back(lb.index);
    operands.push_back(*arange);
    scan_axes.push_back(0);
  }
  for (const LoopBuild::Sequence& s : lb.sequences) {
    params.push_back(s.param);
    operands.push_back(s.outer);
    scan_axes.push_back(s.axis);
  }
  auto invariant = [&](const LoopBuild::Outside& o) {
    if (used.count(o.param) && !carried.count(o.param)) {
      params.push_back(o.param);
      operands.push_back(o.outer);
    }
  };
  for (const auto& [name, o] : lb.names) invariant(o);
  for (const LoopBuild::Outside& o : lb.lists) invariant(o);
  // The weights read inside: each `param` moved out, its value passed in.
  std::map<std::string, ValueId> read_outside;
  std::vector<ir::Inst> kept;
  for (ir::Inst& i : lb.body.body) {
    if (i.op != Op::Param) {
      kept.push_back(std::move(i));
      continue;
    }
    const std::string& global = std::get<std::string>(i.attrs.at("name"));
    auto at = read_outside.find(global);
    if (at == read_outside.end()) {
      const ValueId outside = c_.fn_->add_value(lb.body.type_of(i.result), global);
      c_.append(ir::Inst{Op::Param, outside, {}, i.attrs, i.loc});
      at = read_outside.emplace(global, outside).first;
    }
    if (lb.body.values[i.result].name.empty()) lb.body.values[i.result].name = global;
    params.push_back(i.result);
    operands.push_back(at->second);
  }
  lb.body.body = std::move(kept);
  lb.body.params = std::move(params);
}

// The IR loop and a `loop_result` for each of its other results: `ids` and
// `results` their values and types, carries first. False after an error.
bool Checker::LoopBuilder::append_loop(const ast::Stmt& st, LoopBuild& lb, size_t n_carries, size_t n_outputs,
                          const std::vector<ValueId>& operands, const std::vector<int64_t>& scan_axes,
                          std::vector<ValueId>& ids, std::vector<TensorType>& results) {
  ir::Attrs attrs{{"carries", static_cast<int64_t>(n_carries)},
                  {"sequences", static_cast<int64_t>(scan_axes.size())},
                  {"scan_axes", scan_axes},
                  {"stack_axes", std::vector<int64_t>(n_outputs, 0)}};
  std::vector<TensorType> types;
  for (ValueId v : operands) types.push_back(c_.fn_->type_of(v));
  auto typed = ir::infer_loop(lb.body, types, attrs);
  if (auto* e = std::get_if<ir::InferError>(&typed)) {  // what the checks above let through
    c_.error(DiagKind::InvalidStatement, st.range, "this loop does not type-check: " + e->message);
    return false;
  }
  results = std::get<std::vector<TensorType>>(typed);
  ir::Inst l{Op::Loop, c_.fn_->add_value(results[0]), operands, attrs, c_.loc(st.range)};
  l.body = std::make_shared<const ir::Function>(std::move(lb.body));
  ids.push_back(l.result);
  c_.append(std::move(l));
  for (size_t k = 1; k < results.size(); ++k) {
    ids.push_back(c_.fn_->add_value(results[k]));
    c_.append(ir::Inst{Op::LoopResult, ids.back(), {ids[0]}, {{"index", static_cast<int64_t>(k)}}, c_.loc(st.range)});
  }
  return true;
}

// After the loop: the carried names are their last values, the bound
// names the stacked outputs.
void Checker::LoopBuilder::bind_after_loop(const ast::Stmt& st, const LoopBuild& lb, const std::vector<LoopCarry>& carries,
                              const std::vector<Val>& outputs, const std::vector<ValueId>& ids,
                              const std::vector<TensorType>& results, Scope& scope) {
  for (size_t k = 0; k < carries.size(); ++k) {
    Val v = carries[k].after;
    v.id = ids[k];
    scope.names[carries[k].name] = v;
  }
  std::vector<Val> stacked;
  for (size_t k = 0; k < outputs.size(); ++k) {
    Val v = outputs[k];
    v.id = ids[carries.size() + k];
    v.type = results[carries.size() + k];
    v.range = st.results.empty() ? st.range : st.results[0].range;
    stacked.push_back(v);
  }
  if (st.results.empty()) return;
  Val bound;
  if (lb.yielded->kind == K::List) {
    bound.kind = K::List;
    bound.elems = stacked;
    bound.range = st.range;
  } else {
    bound = stacked[0];
  }
  ast::Stmt as_let;
  as_let.kind = ast::Stmt::Kind::Let;
  if (st.tuple_results) {
    as_let.names = st.results;
    ast::Expr whole;
    whole.kind = ast::Expr::Kind::Name;
    whole.range = st.range;
    as_let.value = std::make_unique<ast::Expr>(std::move(whole));
    c_.bind_elements(as_let, bound, scope);
    return;
  }
  bound.range = st.results[0].range;
  scope.names[st.results[0].name] = bound;
  scope.where[st.results[0].name] = st.results[0].range;
}

// `yield v;` in a loop's body: the step's outputs.
void Checker::run_yield(const ast::Stmt& st, Scope& scope, Context& ctx) {
  Val v = eval(*st.value, scope, ctx);
  if (loops_.empty()) {
    error(DiagKind::InvalidStatement, st.range, "`yield` outside a `for` loop")
        .help = "a function gives its results with `return`";
    return;
  }
  LoopBuild& lb = *loops_.back();
  if (lb.yielded) {
    error(DiagKind::InvalidStatement, st.range, "a loop's step yields once")
        .notes.push_back({lb.yield_at, "it yields here already"});
    return;
  }
  if (v.is_error()) return;
  lb.yielded = v;
  lb.yield_at = st.range;
}

// `x[..., t, ...]`, `t` the innermost loop's variable: x scanned along that
// axis, the step's slice. nullopt when the index does not use `t` so.
std::optional<Val> Checker::scan_index(const ast::Expr& e, Scope& scope, Context& ctx) {
  if (loops_.empty()) return std::nullopt;
  LoopBuild& lb = *loops_.back();
  size_t at = SIZE_MAX;
  for (size_t k = 0; k < e.index.size(); ++k) {
    const ast::IndexItem& i = e.index[k];
    if (i.kind != ast::IndexItem::Kind::Point || i.start->kind != ast::Expr::Kind::Name || i.start->device) continue;
    const Val* v = scope.find(i.start->name);
    if (v && v->kind == K::Tensor && v->loop_level == static_cast<int>(loops_.size()) - 1) at = k;
  }
  if (at == SIZE_MAX) return std::nullopt;
  Val x = eval(*e.lhs, scope, ctx);
  if (x.is_error()) return Val::error(e.range);
  const ast::IndexItem& item = e.index[at];
  auto whole = [](const ast::IndexItem& i) {
    return i.kind == ast::IndexItem::Kind::Range && !i.start && !i.stop && !i.step;
  };
  for (size_t k = 0; k < e.index.size(); ++k)
    if (k != at && !whole(e.index[k]) && e.index[k].kind != ast::IndexItem::Kind::Ellipsis) {
      error(DiagKind::InvalidArgument, e.index[k].range,
            "an index by the loop's `" + lb.var + "` takes whole axes elsewhere (`:`)")
          .help = "take the step's slice first, then index it: `let xt = " + text(e.lhs->range) + "[...];`";
      return Val::error(e.range);
    }
  // The axis `t` names (counted from the end after a `...`).
  bool after_ellipsis = false;
  for (size_t k = 0; k < at; ++k) after_ellipsis |= e.index[k].kind == ast::IndexItem::Kind::Ellipsis;
  const int64_t rank = x.kind == K::Tensor ? static_cast<int64_t>(x.type.rank()) : 0;
  const int64_t axis = after_ellipsis ? rank - static_cast<int64_t>(e.index.size() - at) : static_cast<int64_t>(at);
  const LoopBuild::Outside* source = nullptr;
  for (const auto& [name, o] : lb.names)
    if (x.kind == K::Tensor && o.param == x.id) source = &o;
  for (const LoopBuild::Outside& o : lb.lists)
    if (x.kind == K::Tensor && o.param == x.id) source = &o;
  if (!source) {
    Diagnostic& d = error(DiagKind::InvalidArgument, item.range,
                          "`" + lb.var + "` indexes a tensor from outside the loop, and " + q(text(e.lhs->range)) +
                              " is computed inside it");
    d.help = "index the tensor the loop scans before computing with it: `f(x[:, " + lb.var + "])`, not `f(x)[:, " + lb.var + "]`";
    return Val::error(e.range);
  }
  if (axis < 0 || axis >= rank) {
    error(DiagKind::RankMismatch, e.range, "the index names " + std::to_string(e.index.size()) + " axes, but " +
                                               q(text(e.lhs->range)) + " has " + std::to_string(rank))
        .notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
    return Val::error(e.range);
  }
  const Dim len = x.type.shape[static_cast<size_t>(axis)];
  if (len != lb.count) {
    Diagnostic& d = error(DiagKind::ShapeMismatch, item.range,
                          "the loop runs " + q(lb.count.str()) + " steps, but axis " + std::to_string(axis) + " of " +
                              q(text(e.lhs->range)) + " has " + q(len.str()) + " elements");
    d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
    d.help = "loop over the axis it scans: `for " + lb.var + " in 0.." + len.str() + "`";
    return Val::error(e.range);
  }
  ValueId param = UINT32_MAX;
  for (const LoopBuild::Sequence& s : lb.sequences)
    if (s.source == source->param && s.axis == axis) param = s.param;
  TensorType slice = x.type;
  slice.shape.erase(slice.shape.begin() + axis);
  // Under replicas a share of the batch is scanned along another axis; the
  // slice keeps the split (ir::infer_loop's rule).
  std::optional<ir::Placement> where = ir::scanned_placement(x.type.device, axis);
  if (!where) {
    Diagnostic& d = error(DiagKind::BatchAxisMixed, item.range,
                          "`" + lb.var + "` scans axis " + std::to_string(axis) + " of " + q(text(e.lhs->range)) +
                              ", which is split over the replicas: each holds a share of those steps");
    d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
    d.help = "scan another axis (a sequence's time axis), or reduce over the batch first (`mean`, `sum`)";
    return Val::error(e.range);
  }
  slice.device = *where;
  if (param == UINT32_MAX) {
    param = lb.body.add_value(slice, lb.body.values[source->param].name + "." + lb.var);
    lb.sequences.push_back({param, source->outer, axis, source->param, item.range});
  }
  Val v = x;
  v.type = slice;
  v.id = param;
  v.range = e.range;
  return v;
}

}  // namespace netc::check

// Reverse-mode autodiff (see ir/passes/autodiff.h). Three steps over the one
// block of the forward function:
//   1. which values depend on a parameter we differentiate ("active"),
//   2. which values the loss depends on ("needed"); only values that are both
//      get a gradient, so side computations (metrics, other models) cost
//      nothing,
//   3. a reverse sweep that appends, for each instruction whose result has a
//      gradient, the instructions computing its operands' gradients, adding up
//      the contributions of every use.
// Helper instructions get their types from ir::infer_type, the typing rule the
// verifier uses, so the backward graph verifies by construction; every
// gradient is checked to have exactly its value's type (shape, dtype and
// device) as it is produced.
#include "ir/passes/autodiff.h"

#include "ir/replicas.h"

#include "ir/passes/for_training.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "ir/elementwise.h"
#include "ir/infer.h"

namespace netc::ir {
namespace {

// Whether operand `i` of `op` can carry a gradient: its elementwise rule
// gives it one, or ops.def's line lists it. Indices, conditions,
// comparisons, argmax and creation ops are piecewise constant: they pass none.
bool differentiable_operand(Op op, size_t i) {
  if (const ElementwiseRule* r = elementwise_rule(op)) return i < r->grads.size() && r->grads[i].has_value();
  const std::string grads = op_grads(op) ? op_grads(op) : "";
  return grads == "*" || (i < 10 && grads.find(static_cast<char>('0' + i)) != std::string::npos);
}

class Differentiator {
 public:
  Differentiator(const Module& m, const Function& f) : m_(m), f_(f), fn_(f) {}

  Expected<GradResult> run(size_t loss_result, const std::vector<std::string>& wrt) {
    if (loss_result >= f_.results.size())
      return Status::error("@" + f_.name + " has " + std::to_string(f_.results.size()) + " results, so result " +
                           std::to_string(loss_result) + " cannot be the loss");
    const ValueId loss = f_.results[loss_result];
    const TensorType& lt = f_.type_of(loss);
    if (lt.rank() != 0 || !is_float(lt.dtype))
      return Status::error("the loss must be a floating-point scalar, but result " + std::to_string(loss_result) +
                           " of @" + f_.name + " is `" + lt.str() + "`");
    std::set<std::string> wrt_set;
    for (const std::string& name : wrt) {
      if (!m_.find_param(name)) return Status::error("no parameter `@" + name + "` is declared");
      wrt_set.insert(name);
    }

    mark_relevant(loss, wrt_set);
    const size_t n_forward = f_.values.size();
    adjoint_.assign(n_forward, std::nullopt);
    if (relevant_[loss]) {
      loc_ = defining_loc(loss);
      adjoint_[loss] = constant(1.0, lt);
    }
    if (!sweep()) return Status::error(error_);

    GradResult out;
    out.params = wrt;
    for (const std::string& name : wrt) {
      const GlobalParam* gp = m_.find_param(name);
      std::optional<ValueId> total;
      for (const Inst& inst : f_.body) {
        if (inst.op != Op::Param || !adjoint_[inst.result]) continue;
        auto it = inst.attrs.find("name");
        if (it == inst.attrs.end() || std::get_if<std::string>(&it->second) == nullptr ||
            std::get<std::string>(it->second) != name)
          continue;
        loc_ = inst.loc;
        total = total ? emit_inferred(Op::Add, {*total, *adjoint_[inst.result]}) : *adjoint_[inst.result];
      }
      // In a replica's localised step, a replicated parameter is on the set
      // as one device.
      const TensorType want = local_type(gp->type);
      if (!total) {  // the loss does not depend on it
        loc_ = gp->loc;
        total = emit(Op::Zeros, {}, want);
      }
      if (fn_.type_of(*total) != want)
        return Status::error("internal error: the gradient of `@" + name + "` is `" + fn_.type_of(*total).str() +
                             "`, not the parameter's `" + want.str() + "`");
      if (fn_.values[*total].name.empty()) fn_.values[*total].name = "grad." + name;
      fn_.results.push_back(*total);
    }
    if (!error_.empty()) return Status::error(error_);
    // The step's new model states (BatchNorm's running averages) come last.
    for (const StateUpdate& u : fn_.updates) {
      fn_.results.push_back(u.value);
      out.states.push_back(u.name);
    }
    fn_.updates.clear();
    fn_.name = f_.name + ".grad";
    out.fn = std::move(fn_);
    return out;
  }

  // The vector-Jacobian product of f (a loop's body, run backwards): a
  // function of f's parameters and then a cotangent per result (of its
  // type), whose results are the gradients of the parameters in `wrt`
  // (indices into f.params; zeros where nothing reaches one).
  Expected<Function> run_vjp(const std::vector<size_t>& wrt) {
    std::vector<ValueId> cots;
    for (size_t k = 0; k < f_.results.size(); ++k) {
      cots.push_back(fn_.add_value(f_.type_of(f_.results[k]), "cot" + std::to_string(k)));
      fn_.params.push_back(cots.back());
    }
    std::vector<bool> active(f_.values.size(), false);
    for (size_t i : wrt) active[f_.params[i]] = is_float(f_.type_of(f_.params[i]).dtype);
    std::vector<ValueId> seeds;
    for (size_t k = 0; k < f_.results.size(); ++k)
      if (is_float(f_.type_of(f_.results[k]).dtype)) seeds.push_back(f_.results[k]);
    mark_relevant(seeds, active);
    for (size_t i : wrt) relevant_[f_.params[i]] = active[f_.params[i]];  // a param is relevant where it is active
    adjoint_.assign(f_.values.size(), std::nullopt);
    loc_ = f_.loc;
    for (size_t k = 0; k < f_.results.size(); ++k)
      if (relevant_[f_.results[k]]) {
        auto& a = adjoint_[f_.results[k]];
        a = a ? bin(Op::Add, *a, cots[k]) : cots[k];
      }
    if (!sweep()) return Status::error(error_);
    fn_.results.clear();
    for (size_t i : wrt) {
      const ValueId p = f_.params[i];
      loc_ = f_.loc;
      fn_.results.push_back(adjoint_[p] ? *adjoint_[p] : emit(Op::Zeros, {}, f_.type_of(p)));
    }
    if (!error_.empty()) return Status::error(error_);
    fn_.updates.clear();
    fn_.name = f_.name + ".vjp";
    return std::move(fn_);
  }

 private:
  // The reverse sweep over f's instructions, from the adjoints known.
  bool sweep() {
    for (size_t k = f_.body.size(); k-- > 0;) {
      const Inst& inst = f_.body[k];
      // A loop is seeded by its own adjoint or its loop_results' (loop_cots_).
      const bool seeded = adjoint_[inst.result] || (inst.op == Op::Loop && loop_cots_.count(inst.result));
      if (!relevant_[inst.result] || !seeded || inst.op == Op::Param) continue;
      loc_ = inst.loc;
      forward_index_ = k;
      const size_t before = fn_.body.size();
      if (!backward(inst, adjoint_[inst.result] ? *adjoint_[inst.result] : UINT32_MAX)) break;
      // A product kept in f32 (`precision = f32;`) has its gradient's
      // products kept in f32 too, as autocast(enabled=False)'s backward.
      if (keeps_f32(inst.attrs))
        for (size_t j = before; j < fn_.body.size(); ++j)
          if (const Op op = fn_.body[j].op;
              op == Op::Matmul || op == Op::Conv2d || op == Op::Conv2dGradInput || op == Op::Conv2dGradWeight)
            fn_.body[j].attrs[kPrecisionAttr] = std::string("f32");
    }
    return error_.empty();
  }

  const Module& m_;
  const Function& f_;
  Function fn_;                                  // the result: f's values and body, then the backward part
  std::vector<bool> relevant_;                   // on a path from a differentiated parameter to the loss
  std::vector<std::optional<ValueId>> adjoint_;  // the loss's gradient w.r.t. each forward value, once known
  Loc loc_;                                      // the forward instruction being differentiated
  size_t forward_index_ = 0;                     // its index in f's (and fn_'s) body
  std::string error_;
  std::map<ValueId, std::map<int64_t, ValueId>> loop_cots_;  // per loop: its results' adjoints, by index

  Loc defining_loc(ValueId v) const {
    for (const Inst& inst : f_.body)
      if (inst.result == v) return inst.loc;
    return f_.loc;
  }

  // The globals in `wrt` read by `param` are where gradients start.
  void mark_relevant(ValueId loss, const std::set<std::string>& wrt) {
    std::vector<bool> active(f_.values.size(), false);
    for (const Inst& inst : f_.body)
      if (inst.op == Op::Param) {
        auto it = inst.attrs.find("name");
        auto* name = it == inst.attrs.end() ? nullptr : std::get_if<std::string>(&it->second);
        active[inst.result] = name && wrt.count(*name);
      }
    mark_relevant({loss}, std::move(active));
  }

  // `active`: the values gradients start from (parameters, function
  // inputs); `seeds`: the values whose gradients are given.
  void mark_relevant(const std::vector<ValueId>& seeds, std::vector<bool> active) {
    const size_t n = f_.values.size();
    std::vector<bool> needed(n, false);
    for (const Inst& inst : f_.body) {
      bool a = active[inst.result];
      for (size_t i = 0; i < inst.operands.size(); ++i)
        a = a || (differentiable_operand(inst.op, i) && active[inst.operands[i]]);
      active[inst.result] = a && is_float(f_.type_of(inst.result).dtype);
    }
    for (ValueId v : seeds) needed[v] = true;
    for (size_t k = f_.body.size(); k-- > 0;) {
      const Inst& inst = f_.body[k];
      if (!needed[inst.result]) continue;
      for (size_t i = 0; i < inst.operands.size(); ++i)
        if (differentiable_operand(inst.op, i)) needed[inst.operands[i]] = true;
    }
    relevant_.assign(n, false);
    for (size_t v = 0; v < n; ++v) relevant_[v] = active[v] && needed[v];
  }

  // --- emitting ------------------------------------------------------------

  TensorType type(ValueId v) const { return fn_.type_of(v); }  // a copy: add_value may reallocate

  ValueId emit(Op op, std::vector<ValueId> operands, TensorType t, Attrs attrs = {}) {
    ValueId r = fn_.add_value(std::move(t));
    fn_.body.push_back(Inst{op, r, std::move(operands), std::move(attrs), loc_});
    return r;
  }

  // An instruction whose type the typing rule derives (or checks, with a hint).
  ValueId emit_inferred(Op op, std::vector<ValueId> operands, Attrs attrs = {}, const TensorType* hint = nullptr) {
    std::vector<TensorType> types;
    for (ValueId v : operands) types.push_back(type(v));
    InferResult r = infer_type(op, types, attrs, hint);
    if (auto* e = std::get_if<InferError>(&r)) {
      if (error_.empty()) error_ = std::string("internal error: the backward `") + op_name(op) + "` does not type-check: " + e->message;
      return operands.empty() ? 0 : operands[0];
    }
    return emit(op, std::move(operands), std::get<TensorType>(r), std::move(attrs));
  }

  ValueId with_type(Op op, std::vector<ValueId> operands, const TensorType& t, Attrs attrs = {}) {
    return emit_inferred(op, std::move(operands), std::move(attrs), &t);
  }

  ValueId constant(double value, const TensorType& like) {
    TensorType t = like;
    t.shape.clear();
    return emit(Op::Constant, {}, t, {{"value", value}});
  }

  ValueId bin(Op op, ValueId a, ValueId b) { return emit_inferred(op, {a, b}); }
  ValueId un(Op op, ValueId a) { return emit_inferred(op, {a}); }

  // Sums a broadcast gradient back to an operand's shape (a no-op when equal).
  ValueId sum_to(ValueId g, const TensorType& target) {
    TensorType t = type(g);
    if (t.shape == target.shape) return g;
    t.shape = target.shape;
    return with_type(Op::SumTo, {g}, t);
  }

  // v as a `d` tensor (a cast; v itself when it is one).
  ValueId as_dtype(ValueId v, DType d) {
    TensorType t = type(v);
    if (t.dtype == d) return v;
    t.dtype = d;
    return with_type(Op::Cast, {v}, t);
  }

  // A convolution `op` of a and b giving an operand's gradient of type `t`:
  // as matmul, bf16 or f16 operands give an f32 product (base/dtype.h), so
  // both are read in t's dtype (g is f32) and the product cast back to it.
  ValueId conv_grad(Op op, ValueId a, ValueId b, const TensorType& t, const Attrs& attrs) {
    TensorType made = t;
    made.dtype = product_dtype(t.dtype);
    return as_dtype(with_type(op, {as_dtype(a, t.dtype), as_dtype(b, t.dtype)}, made, attrs), t.dtype);
  }

  ValueId reshape(ValueId g, const std::vector<Dim>& shape) {
    TensorType t = type(g);
    if (t.shape == shape) return g;
    t.shape = shape;
    return with_type(Op::Reshape, {g}, t);
  }

  ValueId swap_last_two(ValueId v) {
    size_t r = type(v).rank();
    std::vector<int64_t> perm;
    for (size_t i = 0; i < r; ++i) perm.push_back(static_cast<int64_t>(i));
    std::swap(perm[r - 1], perm[r - 2]);
    return emit_inferred(Op::Transpose, {v}, {{"perm", perm}});
  }

  ValueId where_else_zero(ValueId mask, ValueId g) { return emit_inferred(Op::Where, {mask, g, constant(0.0, type(g))}); }

  // The reduced axes of a sum/mean/max, and its result's shape with them kept as 1.
  std::pair<std::vector<bool>, std::vector<Dim>> reduction(const Inst& inst) const {
    const TensorType& x = f_.type_of(inst.operands[0]);
    std::vector<int64_t> axes = attr_ints(inst.attrs, "axes");
    std::vector<bool> reduced(x.rank(), axes.empty());
    for (int64_t a : axes) reduced[a < 0 ? a + static_cast<int64_t>(x.rank()) : a] = true;
    std::vector<Dim> kept = x.shape;
    for (size_t i = 0; i < x.rank(); ++i)
      if (reduced[i]) kept[i] = Dim(int64_t{1});
    return {reduced, kept};
  }

  void accumulate(ValueId operand, ValueId contribution) {
    if (!error_.empty()) return;
    if (type(contribution) != f_.type_of(operand)) {
      error_ = "internal error: the gradient of an operand of type `" + f_.type_of(operand).str() + "` came out as `" +
               type(contribution).str() + "`";
      return;
    }
    auto& a = adjoint_[operand];
    a = a ? bin(Op::Add, *a, contribution) : contribution;
  }

  // --- the rules -----------------------------------------------------------

  // What a rule sees: the instruction, g (the gradient of its result), and
  // how to hand a gradient to an operand.
  struct Rule {
    Differentiator& d;
    const Inst& inst;
    ValueId g;
    bool wants(size_t i) const {
      return i < inst.operands.size() && differentiable_operand(inst.op, i) && d.relevant_[inst.operands[i]];
    }
    // Accumulates make() into operand i's adjoint when i needs a gradient
    // (make is not called otherwise, so nothing is emitted for it).
    template <class Make>
    void give(size_t i, Make&& make) const {
      if (wants(i)) d.accumulate(inst.operands[i], make());
    }
    TensorType T(size_t i) const { return d.f_.type_of(inst.operands[i]); }
    // A gradient formula's variables (ir/elementwise.h): x0..x2, y, g.
    std::vector<ValueId> formula_vars() const {
      std::vector<ValueId> vars = inst.operands;
      vars.resize(Formula::kY);
      vars.push_back(inst.result);
      vars.push_back(g);
      return vars;
    }
    ValueId one() const { return d.constant(1.0, d.type(g)); }
    ValueId zero() const { return d.constant(0.0, d.type(g)); }
  };

  // Appends the gradients of inst's relevant operands, given g, the gradient
  // of its result. Returns false on an unsupported case (error_ says why).
  // Elementwise ops and reductions by their ops.def rules, structural ops by
  // their NETC_GRADIENT formula or the rule their NETC_GRADIENT_RULE names.
  bool backward(const Inst& inst, ValueId g) {
    const Rule r{*this, inst, g};
    if (op_kind(inst.op) == OpKind::Control) {
      loop_rule(r);
      return error_.empty();
    }
    // Each family handles its ops; an op none handles is not differentiable
    // (nothing is active through it).
    if (!elementwise_rule(r) && !reduction_rule(r) && !formula_rule(r))
      if (RuleFn rule = named_rule(inst.op)) (this->*rule)(r);
    return error_.empty();
  }

  // Elementwise ops: operand k's gradient is its formula in ir/ops.def,
  // built as IR (an op a formula names is emitted as that op), and summed
  // back to the operand's shape where the operand was broadcast.
  struct IrScalar {
    using V = ValueId;
    Differentiator& d;
    const Rule& r;
    size_t operand;
    ValueId number(double v, const ValueId* like) const { return d.constant(v, like ? d.type(*like) : d.type(r.g)); }
    ValueId op(Op o, const std::vector<ValueId>& a) const { return d.emit_inferred(o, a); }
    ValueId prim(Prim p, const std::vector<ValueId>& a) const {
      switch (p) {
        case Prim::Truth: case Prim::Bool: return a[0];  // a comparison's result is a bool tensor already
        case Prim::IsNan: return d.bin(Op::Ne, a[0], a[0]);
        case Prim::Either: return d.bin(Op::Or, a[0], a[1]);
        case Prim::Select: return d.emit_inferred(Op::Where, a);
        case Prim::Cast: return d.with_type(Op::Cast, a, r.T(operand));
        default: return d.emit_inferred(*parse_op(prim_name(p)), a);
      }
    }
  };

  // Reductions: an element's gradient is its formula in ir/ops.def, with y
  // and g at the element's output (reshaped with the reduced axes kept as
  // 1, so they broadcast), n the number reduced, and count(p) a sum of p
  // over the reduced axes.
  struct ReductionScalar : IrScalar {
    std::vector<int64_t> axes;
    ValueId count(ValueId p) const {
      TensorType as_x = r.T(0);
      as_x.shape = d.type(p).shape;
      ValueId hits = d.with_type(Op::Cast, {p}, as_x);
      return d.emit_inferred(Op::Sum, {hits}, {{"axes", axes}, {"keepdims", true}});
    }
  };

  bool reduction_rule(const Rule& r) {
    const ReductionRule* rule = ir::reduction_rule(r.inst.op);
    if (!rule) return false;
    r.give(0, [&] {
      auto [reduced, kept] = reduction(r.inst);
      auto uses = [&](int var) { return mentions(rule->grad, var); };
      std::vector<ValueId> vars(Formula::kN + 1, 0);
      vars[0] = r.inst.operands[0];
      if (uses(Formula::kG)) vars[Formula::kG] = reshape(r.g, kept);
      if (uses(Formula::kY)) vars[Formula::kY] = reshape(r.inst.result, kept);
      if (uses(Formula::kN)) vars[Formula::kN] = element_count(r.T(0), reduced);
      ReductionScalar b{{*this, r, 0}, all_axes(reduced)};
      ValueId v = evaluate(b, rule->grad, vars);
      return type(v).shape == r.T(0).shape ? v : with_type(Op::BroadcastTo, {v}, r.T(0));
    });
    return true;
  }

  static bool mentions(const Formula& f, int var) {
    if (f.kind == Formula::Kind::Var) return f.var == var;
    for (const Formula& a : f.args)
      if (mentions(a, var)) return true;
    return false;
  }

  bool elementwise_rule(const Rule& r) {
    const ElementwiseRule* rule = ir::elementwise_rule(r.inst.op);
    if (!rule) return false;
    const std::vector<ValueId> vars = r.formula_vars();
    for (size_t k = 0; k < rule->grads.size(); ++k)
      if (rule->grads[k]) r.give(k, [&] {
        IrScalar b{*this, r, k};
        return sum_to(evaluate(b, *rule->grads[k], vars), r.T(k));
      });
    return true;
  }

  // Structural ops whose gradients are other ops (ops.def's NETC_GRADIENT):
  // each op of the formula with the instruction's attributes, the outermost
  // typed as the operand, the ones inside by their typing rules.
  bool formula_rule(const Rule& r) {
    const GradientRule* rule = ir::gradient_rule(r.inst.op);
    if (!rule) return false;
    const std::vector<ValueId> vars = r.formula_vars();
    for (size_t k = 0; k < rule->grads.size(); ++k)
      if (rule->grads[k]) r.give(k, [&] {
        const TensorType t = r.T(k);
        return build_structural(*rule->grads[k], vars, r.inst.attrs, &t);
      });
    return true;
  }

  ValueId build_structural(const Formula& f, const std::vector<ValueId>& vars, const Attrs& attrs,
                           const TensorType* type) {
    if (f.kind == Formula::Kind::Var) return vars.at(static_cast<size_t>(f.var));
    std::vector<ValueId> args;
    for (const Formula& a : f.args) args.push_back(build_structural(a, vars, attrs, nullptr));
    return emit_inferred(f.op, std::move(args), attrs, type);
  }

  // The gradients that need C++, one function per rule that ops.def's
  // NETC_GRADIENT_RULE lines name (rule_<Name>); the rest are formulas.

  // Type, device and layout changes: the gradient goes back the same way.
  void rule_ReplicaMean(const Rule& r) {  // the replicas' gradients meet as the loss's combine (ops.def)
    r.give(0, [&] { return emit_inferred(Op::ReplicaMean, {r.g}, {{"backward", int64_t{1}}}); });
  }

  void rule_Transpose(const Rule& r) {
    const ValueId g = r.g;
    const Inst& inst = r.inst;
    r.give(0, [&] {
      std::vector<int64_t> perm = attr_ints(inst.attrs, "perm");
      const int64_t rank = static_cast<int64_t>(r.T(0).rank());
      if (perm.empty()) return swap_last_two(g);
      std::vector<int64_t> inverse(perm.size());
      for (size_t i = 0; i < perm.size(); ++i) inverse[perm[i] < 0 ? perm[i] + rank : perm[i]] = static_cast<int64_t>(i);
      return emit_inferred(Op::Transpose, {g}, {{"perm", inverse}});
    });
  }

  void rule_Concat(const Rule& r) {  // each operand's part of g, sliced out along the axis
    const std::vector<ValueId>& ops = r.inst.operands;
    const ValueId y = r.inst.result;
    const ValueId g = r.g;
    const Inst& inst = r.inst;
    const int64_t rank = static_cast<int64_t>(type(y).rank());
    int64_t axis = attr_int(inst.attrs, "axis", 0);
    if (axis < 0) axis += rank;
    const auto a = static_cast<size_t>(axis);
    // Where each part starts: counted from the front while the sizes
    // before it are known, else from the back (a negative start) when
    // the sizes from it to the end are. Parts of one size (SimCLR's
    // concat([z1, z2]) over the batch, [B, B]) are rows of g with the
    // axis split in two: [.., k * B, ..] as [.., k, B, ..].
    bool one_size = true;
    for (size_t i = 1; i < ops.size(); ++i) one_size = one_size && r.T(i).shape[a] == r.T(0).shape[a];
    Dim before(int64_t{0});
    for (size_t i = 0; i < ops.size(); ++i) {
      const Dim from_back = type(y).shape[a] - before;
      std::vector<int64_t> starts(static_cast<size_t>(rank), 0), steps(static_cast<size_t>(rank), 1);
      if (before.is_constant()) starts[a] = before.value();
      else if (from_back.is_constant()) starts[a] = -from_back.value();
      else if (one_size) {
        r.give(i, [&] {
          TensorType parts = type(y);
          parts.shape[a] = Dim(static_cast<int64_t>(ops.size()));
          parts.shape.insert(parts.shape.begin() + axis + 1, r.T(i).shape[a]);
          TensorType part = parts;
          part.shape[a] = Dim(int64_t{1});
          std::vector<int64_t> at(static_cast<size_t>(rank) + 1, 0), step(static_cast<size_t>(rank) + 1, 1);
          at[a] = static_cast<int64_t>(i);
          ValueId rows = with_type(Op::Slice, {with_type(Op::Reshape, {g}, parts)}, part, {{"starts", at}, {"steps", step}});
          return with_type(Op::Reshape, {rows}, r.T(i));
        });
        before = before + r.T(i).shape[a];
        continue;
      } else if (r.wants(i)) {
        error_ = "the gradient of `concat` along an axis whose sizes before and after an operand are both known only "
                 "when the program runs (`" + before.str() + "`, `" + from_back.str() + "`) is not supported";
        break;
      }
      r.give(i, [&] { return with_type(Op::Slice, {g}, r.T(i), {{"starts", starts}, {"steps", steps}}); });
      before = before + r.T(i).shape[a];
    }
  }

  // Products, and the ops along one axis.
  void rule_Matmul(const Rule& r) {  // batch dims of an operand that were broadcast are summed back
    const std::vector<ValueId>& ops = r.inst.operands;
    const ValueId g = r.g;
    // Low-precision operands give an f32 product (base/dtype.h): g is
    // read in their dtype, and each gradient is cast back to its operand's.
    const DType d = r.T(0).dtype;
    r.give(0, [&] { return as_dtype(sum_to(bin(Op::Matmul, as_dtype(g, d), swap_last_two(ops[1])), r.T(0)), d); });
    r.give(1, [&] {
      // A matrix applied to a batch ([..., M, K] x [K, N], a Linear's
      // weight): the rows of every batch element are rows of one
      // product, x^T g over [... * M] rows, not a product per element
      // summed afterwards (a [..., K, N] partial for each).
      if (r.T(1).rank() == 2 && r.T(0).rank() > 2) {
        const std::vector<Dim>& xs = r.T(0).shape;
        Dim rows = xs[0];
        for (size_t i = 1; i + 1 < xs.size(); ++i) rows = rows * xs[i];
        const ValueId x = reshape(ops[0], {rows, xs.back()});
        const ValueId gd = as_dtype(g, d);
        return as_dtype(bin(Op::Matmul, swap_last_two(x), reshape(gd, {rows, type(gd).shape.back()})), d);
      }
      return as_dtype(sum_to(bin(Op::Matmul, swap_last_two(ops[0]), as_dtype(g, d)), r.T(1)), d);
    });
  }

  void rule_Softmax(const Rule& r) {  // y (g - sum(g y))
    const ValueId y = r.inst.result;
    const ValueId g = r.g;
    const Inst& inst = r.inst;
    r.give(0, [&] {
      ValueId s = emit_inferred(Op::Sum, {bin(Op::Mul, g, y)}, axis_keep(inst, r.T(0).rank()));
      return bin(Op::Mul, y, bin(Op::Sub, g, s));
    });
  }

  void rule_Cumsum(const Rule& r) {  // each x[j] reaches y[j..]: g summed the other way
    const ValueId g = r.g;
    const Inst& inst = r.inst;
    r.give(0, [&] {
      Attrs a = inst.attrs;
      a["reverse"] = attr_int(inst.attrs, "reverse", 0) == 0;
      return emit_inferred(Op::Cumsum, {g}, a);
    });
  }

  void rule_LogSoftmax(const Rule& r) {  // g - exp(y) sum(g)
    const ValueId y = r.inst.result;
    const ValueId g = r.g;
    const Inst& inst = r.inst;
    r.give(0, [&] {
      ValueId s = emit_inferred(Op::Sum, {g}, axis_keep(inst, r.T(0).rank()));
      return bin(Op::Sub, g, bin(Op::Mul, un(Op::Exp, y), s));
    });
  }

  // Indexing, convolution and pooling: their gradients are backward ops.
  void rule_TakeAlongAxis(const Rule& r) {  // g added back where each element was read
    r.give(0, [&] { return emit_inferred(Op::ScatterAdd, {emit(Op::Zeros, {}, r.T(0)), r.inst.operands[1], r.g}, r.inst.attrs); });
  }

  void rule_Conv2d(const Rule& r) {
    const std::vector<ValueId>& ops = r.inst.operands;
    r.give(0, [&] { return conv_grad(Op::Conv2dGradInput, r.g, ops[1], r.T(0), r.inst.attrs); });
    r.give(1, [&] { return conv_grad(Op::Conv2dGradWeight, ops[0], r.g, r.T(1), r.inst.attrs); });
  }

  // The backward ops are linear in their gradient operand; their own
  // gradients are the adjoint ops (so a gradient can be differentiated).
  void rule_BroadcastTo(const Rule& r) { r.give(0, [&] { return sum_to(r.g, r.T(0)); }); }  // nothing to sum: g itself

  void rule_Conv2dGradInput(const Rule& r) {  // <conv(x, w), g0> = <x, y>
    const std::vector<ValueId>& ops = r.inst.operands;
    r.give(0, [&] { return conv_grad(Op::Conv2d, r.g, ops[1], r.T(0), r.inst.attrs); });
    r.give(1, [&] { return conv_grad(Op::Conv2dGradWeight, r.g, ops[0], r.T(1), r.inst.attrs); });
  }

  void rule_Conv2dGradWeight(const Rule& r) {  // <conv(x, w), g0> = <w, y>
    const std::vector<ValueId>& ops = r.inst.operands;
    r.give(0, [&] { return conv_grad(Op::Conv2dGradInput, ops[1], r.g, r.T(0), r.inst.attrs); });
    r.give(1, [&] { return conv_grad(Op::Conv2d, ops[0], r.g, r.T(1), r.inst.attrs); });
  }

  void rule_MaxPool2dGrad(const Rule& r) {
    if (r.wants(1)) error_ = "the gradient of `max_pool2d_grad` with respect to its gradient operand is not supported";
  }

  // The rule ops.def's NETC_GRADIENT_RULE line names for op, or null.
  using RuleFn = void (Differentiator::*)(const Rule&);
  static RuleFn named_rule(Op op) {
    static const std::vector<RuleFn> table = [] {
      std::vector<RuleFn> t(kOpCount, nullptr);
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_GRADIENT_RULE(name, rule) t[static_cast<size_t>(Op::name)] = &Differentiator::rule_##rule;
#include "ir/ops.def"
#undef NETC_GRADIENT_RULE
#undef NETC_OP
      return t;
    }();
    return table[static_cast<size_t>(op)];
  }

  // A loop (ir/ir.h, "Loops") backwards is a loop in reverse. The forward
  // loop also stacks the carries each step starts from; the backward loop's
  // body recomputes the step from them and runs the body's vector-Jacobian
  // product (run_vjp), carrying the carries' cotangents back and the
  // invariants' (weights') gradients summed over the steps, and stacking the
  // sequences' gradients along their scanned axes. loop_result passes its
  // adjoint to its loop.
  void loop_rule(const Rule& r) {
    const Inst& l = r.inst;
    if (l.op == Op::LoopResult) {
      auto& cot = loop_cots_[l.operands[0]][attr_int(l.attrs, "index", 0)];
      cot = cot ? bin(Op::Add, cot, r.g) : r.g;
      return;
    }
    const Function& body = *l.body;
    const size_t C = static_cast<size_t>(attr_int(l.attrs, "carries", 0));
    const size_t S = static_cast<size_t>(attr_int(l.attrs, "sequences", 0));
    const size_t O = body.results.size() - C, I = l.operands.size() - C - S;
    const std::vector<int64_t> scan = attr_ints(l.attrs, "scan_axes"), stack = attr_ints(l.attrs, "stack_axes");
    std::map<int64_t, ValueId> cots = loop_cots_[l.result];
    if (r.g != UINT32_MAX) cots[0] = cots.count(0) ? bin(Op::Add, cots[0], r.g) : r.g;
    // The loop's result types (its own and the stacked outputs').
    std::vector<TensorType> results;
    for (size_t k = 0; k < C; ++k) results.push_back(type(l.operands[k]));
    const Dim count = type(l.operands[C]).shape[static_cast<size_t>(scan[0])];
    for (size_t k = 0; k < O; ++k) {
      TensorType t = body.type_of(body.results[C + k]);
      t.shape.insert(t.shape.begin() + stack[k], count);
      results.push_back(t);
    }
    auto cot = [&](size_t k) { return cots.count(static_cast<int64_t>(k)) ? cots[static_cast<int64_t>(k)] : emit(Op::Zeros, {}, results[k]); };

    // What the body differentiates: its float carries always (their
    // cotangents go back a step), the sequences and invariants wanted.
    std::vector<size_t> wrt, seqs, invs;
    for (size_t k = 0; k < C; ++k) wrt.push_back(k);
    for (size_t j = C; j < C + S; ++j)
      if (r.wants(j) && is_float(type(l.operands[j]).dtype)) seqs.push_back(j);
    for (size_t j = C + S; j < l.operands.size(); ++j)
      if (r.wants(j) && is_float(type(l.operands[j]).dtype)) invs.push_back(j);
    wrt.insert(wrt.end(), seqs.begin(), seqs.end());
    wrt.insert(wrt.end(), invs.begin(), invs.end());
    Differentiator inner(m_, body);
    auto vjp = inner.run_vjp(wrt);
    if (!vjp.ok()) {
      error_ = vjp.message();
      return;
    }
    Function b = std::move(*vjp);  // params: body's (C, S, I), cotangents (C, O); results: per wrt

    // The forward loop also stacks each step's carries (along axis 0).
    std::vector<ValueId> saved;
    if (C > 0) {
      Inst& fwd = fn_.body[forward_index_];
      auto aug = std::make_shared<Function>(body);
      aug->name = body.name + ".saving";  // another body than the step's: another name
      std::vector<int64_t> fstack = stack;
      for (size_t k = 0; k < C; ++k) {
        aug->results.push_back(aug->params[k]);
        fstack.push_back(0);
      }
      fwd.body = aug;
      fwd.attrs["stack_axes"] = fstack;
      for (size_t k = 0; k < C; ++k) {
        TensorType t = type(l.operands[k]);
        t.shape.insert(t.shape.begin(), count);
        saved.push_back(emit(Op::LoopResult, {l.result}, t, {{"index", static_cast<int64_t>(C + O + k)}}));
        fn_.body.back().scope = l.scope;  // kept for backward by the loop's layer (`netc mem`)
      }
    }

    // The backward body: carries (carries' cotangents, invariants' sums),
    // sequences (saved carries, the sequences, outputs' cotangents),
    // invariants (the loop's).
    std::vector<ValueId> bp, ops, next;
    std::vector<int64_t> bscan, bstack;
    for (size_t k = 0; k < C; ++k) {
      bp.push_back(b.params[C + S + I + k]);
      ops.push_back(cot(k));
      next.push_back(b.results[k]);
    }
    for (size_t i = 0; i < invs.size(); ++i) {
      const ValueId sum = b.add_value(b.type_of(b.params[invs[i]]), "sum");
      const ValueId step = b.results[C + seqs.size() + i];
      const ValueId added = b.add_value(b.type_of(sum));
      b.body.push_back(Inst{Op::Add, added, {sum, step}, {}, l.loc});
      bp.push_back(sum);
      ops.push_back(emit(Op::Zeros, {}, type(l.operands[invs[i]])));
      next.push_back(added);
    }
    for (size_t k = 0; k < C; ++k) {
      bp.push_back(b.params[k]);
      ops.push_back(saved[k]);
      bscan.push_back(0);
    }
    for (size_t j = 0; j < S; ++j) {
      bp.push_back(b.params[C + j]);
      ops.push_back(l.operands[C + j]);
      bscan.push_back(scan[j]);
    }
    for (size_t k = 0; k < O; ++k) {
      bp.push_back(b.params[C + S + I + C + k]);
      ops.push_back(cot(C + k));
      bscan.push_back(stack[k]);
    }
    for (size_t j = 0; j < I; ++j) {
      bp.push_back(b.params[C + S + j]);
      ops.push_back(l.operands[C + S + j]);
    }
    for (size_t i = 0; i < seqs.size(); ++i) {
      next.push_back(b.results[C + i]);
      bstack.push_back(scan[seqs[i] - C]);
    }
    const size_t bcarries = C + invs.size();
    if (next.empty()) return;
    b.params = bp;
    b.results = next;
    b.name = body.name + ".grad";
    Attrs attrs{{"carries", static_cast<int64_t>(bcarries)},
                {"sequences", static_cast<int64_t>(bscan.size())},
                {"scan_axes", bscan},
                {"stack_axes", bstack},
                {"reverse", attr_int(l.attrs, "reverse", 0) == 0}};
    std::vector<TensorType> types;
    for (ValueId v : ops) types.push_back(type(v));
    auto typed = infer_loop(b, types, attrs);
    if (auto* e = std::get_if<InferError>(&typed)) {
      error_ = "internal error: the backward loop does not type-check: " + e->message;
      return;
    }
    const auto& rt = std::get<std::vector<TensorType>>(typed);
    Inst back{Op::Loop, fn_.add_value(rt[0]), ops, attrs, loc_};
    back.body = std::make_shared<const Function>(std::move(b));
    std::vector<ValueId> got{back.result};
    fn_.body.push_back(std::move(back));
    for (size_t k = 1; k < rt.size(); ++k)
      got.push_back(emit(Op::LoopResult, {got[0]}, rt[k], {{"index", static_cast<int64_t>(k)}}));
    for (size_t k = 0; k < C; ++k)
      if (r.wants(k)) accumulate(l.operands[k], got[k]);
    for (size_t i = 0; i < invs.size(); ++i) accumulate(l.operands[invs[i]], got[C + i]);
    for (size_t i = 0; i < seqs.size(); ++i) accumulate(l.operands[seqs[i]], got[bcarries + i]);
  }

  static std::vector<int64_t> all_axes(const std::vector<bool>& reduced) {
    std::vector<int64_t> axes;
    for (size_t i = 0; i < reduced.size(); ++i)
      if (reduced[i]) axes.push_back(static_cast<int64_t>(i));
    return axes;
  }

  static Attrs axis_keep(const Inst& inst, size_t rank) {
    int64_t a = attr_int(inst.attrs, "axis", -1);
    if (a < 0) a += static_cast<int64_t>(rank);
    return {{"axes", std::vector<int64_t>{a}}, {"keepdims", true}};
  }

  // The number of elements a mean reduces, as a scalar of x's dtype: a
  // constant when the reduced dims are, else counted at run time (N, B).
  ValueId element_count(const TensorType& x, const std::vector<bool>& reduced) {
    std::vector<Dim> dims;
    Dim count(int64_t{1});
    for (size_t i = 0; i < x.rank(); ++i)
      if (reduced[i]) {
        dims.push_back(x.shape[i]);
        count = count * x.shape[i];
      }
    if (count.is_constant()) return constant(static_cast<double>(count.value()), x);
    TensorType ones = x;
    ones.shape = dims;
    return emit_inferred(Op::Sum, {emit(Op::Ones, {}, ones)});
  }
};

}  // namespace

Expected<GradResult> differentiate(const Module& m, const Function& f, size_t loss_result,
                                   const std::vector<std::string>& wrt_params) {
  Function training = for_training(f);
  return Differentiator(m, training).run(loss_result, wrt_params);
}

}  // namespace netc::ir

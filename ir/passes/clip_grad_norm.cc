#include "ir/passes/clip_grad_norm.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "ir/infer.h"

namespace netc::ir {

namespace {

class Clip {
 public:
  explicit Clip(const Function& f) : fn_(f) {
    fn_.body.clear();
    if (!f.body.empty()) loc_ = f.body.front().loc;
    else loc_ = f.loc;
  }

  Function run(const Function& update, size_t first_grad, double max_norm) {
    std::vector<ValueId> grads(update.params.begin() + static_cast<std::ptrdiff_t>(std::min(first_grad, update.params.size())),
                               update.params.end());
    if (grads.empty()) {
      fn_.body = update.body;
      return std::move(fn_);
    }
    // The squares of every gradient, summed in f32.
    std::optional<ValueId> total;
    for (ValueId g : grads) {
      ValueId x = to_f32(g);
      ValueId sq = emit_inferred(Op::Sum, {emit_inferred(Op::Mul, {x, x})});
      total = total ? emit_inferred(Op::Add, {*total, sq}) : sq;
    }
    const TensorType scalar = fn_.values[*total].type;  // a copy: emit() grows `values`
    ValueId norm = emit_inferred(Op::Sqrt, {*total});
    fn_.values[norm].name = unique("grad_norm");
    ValueId denom = emit_inferred(Op::Add, {norm, constant(1e-6, scalar)});
    ValueId coef = emit_inferred(Op::Minimum, {emit_inferred(Op::Div, {constant(max_norm, scalar), denom}), constant(1.0, scalar)});
    fn_.values[coef].name = unique("clip_coef");
    std::map<ValueId, ValueId> clipped;
    for (ValueId g : grads) {
      TensorType gt = fn_.values[g].type;
      ValueId c = coef;
      if (gt.dtype != DType::F32) {
        TensorType ct = scalar;
        ct.dtype = gt.dtype;
        c = emit(Op::Cast, {coef}, ct);
      }
      clipped[g] = emit_inferred(Op::Mul, {g, c});
    }
    for (Inst i : update.body) {
      for (ValueId& o : i.operands)
        if (auto it = clipped.find(o); it != clipped.end()) o = it->second;
      fn_.body.push_back(std::move(i));
    }
    for (ValueId& r : fn_.results)
      if (auto it = clipped.find(r); it != clipped.end()) r = it->second;
    return std::move(fn_);
  }

 private:
  ValueId emit(Op op, std::vector<ValueId> operands, TensorType t, Attrs attrs = {}) {
    ValueId r = fn_.add_value(std::move(t));
    fn_.body.push_back(Inst{op, r, std::move(operands), std::move(attrs), loc_});
    return r;
  }

  // The typing rule's result; the operands here always type-check.
  ValueId emit_inferred(Op op, std::vector<ValueId> operands) {
    std::vector<TensorType> types;
    for (ValueId v : operands) types.push_back(fn_.values[v].type);
    InferResult r = infer_type(op, types, {}, nullptr);
    return emit(op, std::move(operands), std::get<TensorType>(r));
  }

  ValueId constant(double value, const TensorType& scalar) { return emit(Op::Constant, {}, scalar, {{"value", value}}); }

  ValueId to_f32(ValueId g) {
    TensorType t = fn_.values[g].type;
    if (t.dtype == DType::F32) return g;
    t.dtype = DType::F32;
    return emit(Op::Cast, {g}, t);
  }

  // `base`, or `base.2`, ..., a name no value of the function has.
  std::string unique(const std::string& base) {
    std::string name = base;
    for (int k = 2; taken(name); ++k) name = base + "." + std::to_string(k);
    return name;
  }
  bool taken(const std::string& name) const {
    for (const Value& v : fn_.values)
      if (v.name == name) return true;
    return false;
  }

  Function fn_;
  Loc loc_;
};

}  // namespace

Function clip_grad_norm(const Function& update, size_t first_grad, double max_norm) {
  return Clip(update).run(update, first_grad, max_norm);
}

}  // namespace netc::ir

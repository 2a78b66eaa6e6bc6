#include "ir/passes/clip_grad_norm.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "ir/passes/emitter.h"

namespace netc::ir {

namespace {

class Clip : public Emitter {
 public:
  explicit Clip(const Function& f) : Emitter(f) {}

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
      ValueId x = cast(g, DType::F32);
      ValueId sq = emit_inferred(Op::Sum, {emit_inferred(Op::Mul, {x, x})});
      total = total ? emit_inferred(Op::Add, {*total, sq}) : sq;
    }
    const TensorType scalar = fn_.values[*total].type;  // a copy: emit() grows `values`
    ValueId norm = emit_inferred(Op::Sqrt, {*total});
    name(norm, "grad_norm");
    ValueId denom = emit_inferred(Op::Add, {norm, constant(1e-6, scalar)});
    ValueId coef = emit_inferred(Op::Minimum, {emit_inferred(Op::Div, {constant(max_norm, scalar), denom}), constant(1.0, scalar)});
    name(coef, "clip_coef");
    std::map<ValueId, ValueId> clipped;
    for (ValueId g : grads) clipped[g] = emit_inferred(Op::Mul, {g, cast(coef, fn_.values[g].type.dtype)});
    append_replacing(update.body, clipped);
    for (ValueId& r : fn_.results)
      if (auto it = clipped.find(r); it != clipped.end()) r = it->second;
    return std::move(fn_);
  }
};

}  // namespace

Function clip_grad_norm(const Function& update, size_t first_grad, double max_norm) {
  return Clip(update).run(update, first_grad, max_norm);
}

}  // namespace netc::ir

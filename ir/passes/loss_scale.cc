#include "ir/passes/loss_scale.h"

#include <limits>
#include <map>
#include <optional>
#include <utility>

#include "ir/passes/emitter.h"
#include "ir/train.h"

namespace netc::ir {

namespace {

class ScaleLoss : public Emitter {
 public:
  explicit ScaleLoss(const Function& f) : Emitter(f) {}

  Function run(const Function& step) {
    fn_.body = step.body;
    ValueId loss = fn_.results.at(0);
    loc_ = fn_.body.empty() ? step.loc : fn_.body.back().loc;
    TensorType scalar = fn_.values[loss].type;
    scalar.dtype = DType::F32;
    ValueId s = emit(Op::Param, {}, scalar, {{"name", std::string(kLossScale)}});
    fn_.results[0] = emit_inferred(Op::Mul, {loss, cast(s, fn_.values[loss].type.dtype)});
    name(fn_.results[0], "scaled_loss");
    return std::move(fn_);
  }
};

class ScaledUpdate : public Emitter {
 public:
  explicit ScaledUpdate(const Function& f) : Emitter(f) {}

  Function run(const Function& update, size_t first_grad, const std::vector<std::string>& targets) {
    const ValueId step = update.params.at(1);
    const TensorType scalar = fn_.values[step].type;  // f32[], on the update's device
    auto read = [&](const char* global) { return emit(Op::Param, {}, scalar, {{"name", std::string(global)}}); };
    const ValueId scale = read(kLossScale), good = read(kLossScaleGoodSteps), skipped = read(kLossScaleSkipped);
    const ValueId inv = emit_inferred(Op::Div, {constant(1.0, scalar), scale});
    // Whether every gradient is finite: the largest |g| (NaN when any is)
    // is at most the largest f32.
    std::optional<ValueId> largest;
    std::map<ValueId, ValueId> replaced;
    for (size_t k = first_grad; k < update.params.size(); ++k) {
      const ValueId g = update.params[k];
      ValueId m = cast(emit_inferred(Op::Max, {emit_inferred(Op::Abs, {g})}), DType::F32);
      largest = largest ? emit_inferred(Op::Maximum, {*largest, m}) : m;
      replaced[g] = emit_inferred(Op::Mul, {g, cast(inv, fn_.values[g].type.dtype)});
      name(replaced[g], fn_.values[g].name.empty() ? "unscaled" : fn_.values[g].name + ".unscaled");
    }
    const ValueId finite =
        largest ? emit_inferred(Op::Le, {*largest, constant(std::numeric_limits<float>::max(), scalar)})
                : emit_inferred(Op::Eq, {scale, scale});
    name(finite, "grads_finite");
    replaced[step] = emit_inferred(Op::Sub, {step, skipped});
    name(replaced[step], "steps_taken");
    append_replacing(update.body, replaced);
    // A step whose gradient is not finite changes nothing but the scaler.
    keep_old_unless(finite, targets, replaced);
    const ValueId zero = constant(0.0, scalar), one = constant(1.0, scalar);
    const ValueId next = emit_inferred(Op::Add, {good, one});
    const ValueId grow = emit_inferred(Op::Ge, {next, constant(static_cast<double>(kLossScaleGrowthInterval), scalar)});
    const ValueId grown = emit_inferred(Op::Where, {grow, emit_inferred(Op::Mul, {scale, constant(2.0, scalar)}), scale});
    const ValueId new_scale =
        emit_inferred(Op::Where, {finite, grown, emit_inferred(Op::Mul, {scale, constant(0.5, scalar)})});
    name(new_scale, "loss_scale");
    fn_.results.push_back(new_scale);
    fn_.results.push_back(emit_inferred(Op::Where, {finite, emit_inferred(Op::Where, {grow, zero, next}), zero}));
    fn_.results.push_back(emit_inferred(Op::Add, {skipped, emit_inferred(Op::Where, {finite, zero, one})}));
    return std::move(fn_);
  }
};

}  // namespace

Function scale_loss(const Function& step) { return ScaleLoss(step).run(step); }

Expected<Function> unscale_loss(Function grad) {
  const ValueId scaled = grad.results.at(0);
  for (const Inst& i : grad.body)
    if (i.result == scaled && i.op == Op::Mul && i.operands.size() == 2) {
      grad.results[0] = i.operands[0];
      return grad;
    }
  return Status::error("internal error: the scaled loss of the gradient is not the loss times the loss scale");
}

Function loss_scaled_update(const Function& update, size_t first_grad, const std::vector<std::string>& targets) {
  return ScaledUpdate(update).run(update, first_grad, targets);
}

}  // namespace netc::ir

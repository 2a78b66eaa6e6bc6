#include "ir/passes/accumulate.h"

#include <map>
#include <utility>

#include "ir/passes/emitter.h"

namespace netc::ir {

namespace {

class Accumulate : public Emitter {
 public:
  explicit Accumulate(const Function& f) : Emitter(f) {}

  Function run(const Function& update, size_t first_grad, int64_t k, const std::vector<std::string>& trained,
               const std::vector<std::string>& targets) {
    const ValueId step = update.params.at(1);
    const TensorType scalar = fn_.values[step].type;  // f32[], on the update's device
    const double kd = static_cast<double>(k);
    // The optimizer step and whether this micro-batch ends it.
    ValueId micro0 = emit_inferred(Op::Sub, {step, constant(1.0, scalar)});
    ValueId group = cast(cast(emit_inferred(Op::Div, {micro0, constant(kd, scalar)}), DType::I64), scalar.dtype);
    ValueId opt_step = emit_inferred(Op::Add, {group, constant(1.0, scalar)});
    name(opt_step, "opt_step");
    ValueId apply = emit_inferred(Op::Eq, {step, emit_inferred(Op::Mul, {opt_step, constant(kd, scalar)})});
    name(apply, "apply_update");
    // Each gradient added, / K, to its accumulator.
    std::map<ValueId, ValueId> replaced = {{step, opt_step}};
    std::vector<ValueId> sums;
    for (size_t i = 0; i < trained.size() && first_grad + i < update.params.size(); ++i) {
      ValueId g = update.params[first_grad + i];
      TensorType gt = fn_.values[g].type;
      ValueId old = emit(Op::Param, {}, gt, {{"name", accumulator_name(trained[i])}});
      TensorType ks = scalar;
      ks.dtype = gt.dtype;
      ValueId sum = emit_inferred(Op::Add, {old, emit_inferred(Op::Mul, {g, constant(1.0 / kd, ks)})});
      name(sum, trained[i] + ".grad.accumulated");
      replaced[g] = sum;
      sums.push_back(sum);
    }
    append_replacing(update.body, replaced);
    // The update's results where it applies, the old values elsewhere.
    keep_old_unless(apply, targets, replaced);
    // The accumulators: zero after an applied step, the sum before.
    for (ValueId sum : sums) {
      TensorType zt = scalar;
      zt.dtype = fn_.values[sum].type.dtype;
      fn_.results.push_back(emit_inferred(Op::Where, {apply, constant(0.0, zt), sum}));
    }
    return std::move(fn_);
  }
};

}  // namespace

Function accumulate(const Function& update, size_t first_grad, int64_t k, const std::vector<std::string>& trained,
                    const std::vector<std::string>& targets) {
  return Accumulate(update).run(update, first_grad, k, trained, targets);
}

}  // namespace netc::ir

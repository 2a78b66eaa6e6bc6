#include "engine/exec/cpu_step.h"

#include <utility>

namespace netc::engine {

std::vector<void*> tensor_ptrs(std::vector<rt::Tensor>& v) {
  std::vector<void*> p;
  for (rt::Tensor& t : v) p.push_back(t.data());
  return p;
}

StepValues gradient_values(const std::vector<rt::Tensor>& grad_out, size_t first_grad) {
  StepValues v;
  v.loss = grad_out[0].data_as<float>()[0];
  for (size_t j = 1; j < first_grad; ++j) v.metrics.push_back(grad_out[j].data_as<float>()[0]);
  return v;
}

Expected<StepValues> step_after_gradient(CpuStepBuffers& b, const CpuStepLayout& layout,
                                         const std::vector<bool>& grad_in_place, float lr, int64_t step,
                                         const CpuUpdateCall& update) {
  StepValues values = gradient_values(b.grad_out, layout.first_grad);
  if (!values.finite()) return values;  // the caller stops, or takes the step back
  b.scalars[0] = lr;
  b.scalars[1] = static_cast<float>(step);
  std::vector<void*> inputs = {&b.scalars[0], &b.scalars[1]};
  for (size_t g = layout.first_grad; g < layout.first_state; ++g) inputs.push_back(b.grad_out[g].data());
  auto swap_in = [&](size_t target, rt::Tensor& value) {
    std::swap(b.params[target], value);
    b.param_ptrs[target] = b.params[target].data();
  };
  for (size_t k = 0; k < layout.state_targets->size(); ++k) {
    size_t r = layout.first_state + k;
    if (r < grad_in_place.size() && grad_in_place[r]) continue;
    swap_in((*layout.state_targets)[k], b.grad_out[r]);
  }
  auto in_place = update(inputs.data());
  if (!in_place.ok()) return in_place.status();
  for (size_t j = 0; j < layout.update_targets->size(); ++j) {
    if (*in_place && (**in_place)[j]) continue;
    swap_in((*layout.update_targets)[j], b.update_out[j]);
  }
  return values;
}

}  // namespace netc::engine

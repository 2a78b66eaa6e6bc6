#include "engine/exec/cpu_ir_plans.h"

namespace netc::engine {

Expected<const cpu::CpuPlan*> CpuIrPlans::plan(const ir::Function& f, const cpu::DimBindings& dims,
                                               const cpu::LowerOptions& options) {
  std::lock_guard<std::mutex> lock(mu_);
  Key key{&f, dims, options.in_place, options.tasks, options.row_runs};
  auto it = made_.find(key);
  if (it != made_.end()) return &it->second;
  auto planned = cpu::cpu_plan(m_, f, dims, options);
  if (!planned.ok()) return planned.status();
  return &made_.emplace(std::move(key), std::move(*planned)).first->second;
}

Expected<const cpu::CompiledFunction*> CpuIrPlans::compile(const ir::Function& f, const cpu::DimBindings& dims,
                                                           const cpu::LowerOptions& options) {
  std::lock_guard<std::mutex> lock(compile_mu_);
  Key key{&f, dims, options.in_place, options.tasks, options.row_runs};
  auto it = compiled_.find(key);
  if (it != compiled_.end()) return &it->second;
  auto planned = plan(f, dims, options);
  if (!planned.ok()) return planned.status();
  if (!jit_) {
    auto jit = cpu::Jit::create();
    if (!jit.ok()) return jit.status();
    jit_ = std::move(*jit);
  }
  auto code = jit_->compile(m_, f, dims, options, *planned);
  if (!code.ok()) return code.status();
  return &compiled_.emplace(std::move(key), std::move(*code)).first->second;
}

}  // namespace netc::engine

#include "engine/exec/cpu_ir_plans.h"

namespace netc::engine {

Expected<const cpu::CpuPlan*> CpuIrPlans::plan(const ir::Function& f, const cpu::DimBindings& dims,
                                               const cpu::LowerOptions& options) {
  std::lock_guard<std::mutex> lock(mu_);
  auto key = std::make_tuple(&f, dims, options.in_place, options.tasks);
  auto it = made_.find(key);
  if (it != made_.end()) return &it->second;
  auto planned = cpu::cpu_plan(m_, f, dims, options);
  if (!planned.ok()) return planned.status();
  return &made_.emplace(std::move(key), std::move(*planned)).first->second;
}

}  // namespace netc::engine

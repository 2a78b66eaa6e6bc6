// The CPU plans netc makes from a module's IR (codegen/cpu/lower.h's
// CpuPlan: where each value lives, which products run as tasks), each
// function planned once per binding of its dims and handed to every stage
// that needs it: in `netc run`, the CPU's memory check (engine/memory/
// memory_plan.h), then the JIT compiles of the CPU executor (step_program.h);
// and the code compiled from them, once per plan: the replicas of a set
// that bind a function alike run the same code (it keeps no state of its
// own: each call is handed its buffers and workspace). The driver makes one
// CpuIrPlans and hands it on, so that `--time-passes` counts one buffer plan
// and one JIT compile per function and binding; with it, whether it checked
// the dtypes of the functions (codegen/common/dtypes.h), so that the
// executors' compiles do not check them again. In netc_engine (it plans
// from IR).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>

#include "base/status.h"
#include "codegen/cpu/jit.h"
#include "codegen/cpu/lower.h"
#include "ir/ir.h"

namespace netc::engine {

class CpuIrPlans {
 public:
  // `dtypes_checked`: the caller checked that the backends compute every
  // dtype of `m` and of the train blocks' functions it plans through this
  // (codegen::check_dtypes_computed with them).
  explicit CpuIrPlans(const ir::Module& m, bool dtypes_checked = false) : m_(m), dtypes_checked_(dtypes_checked) {}
  CpuIrPlans(const CpuIrPlans&) = delete;
  CpuIrPlans& operator=(const CpuIrPlans&) = delete;

  // `f` (a function that outlives this) for the binding `dims` of its dims,
  // lowered with `options` (only its in-place results and tasks change a
  // plan): made on the first ask, the same plan after, valid while this
  // lives. Thread-safe (the replicas of a set compile on their own threads).
  Expected<const cpu::CpuPlan*> plan(const ir::Function& f, const cpu::DimBindings& dims,
                                     const cpu::LowerOptions& options = {});
  // `f` compiled by the JIT from plan(f, dims, options): on the first ask,
  // the same code after (a replica that asks while another compiles waits
  // for it), valid while this lives. Thread-safe.
  Expected<const cpu::CompiledFunction*> compile(const ir::Function& f, const cpu::DimBindings& dims,
                                                 const cpu::LowerOptions& options = {});
  bool dtypes_checked() const { return dtypes_checked_; }

 private:
  using Key = std::tuple<const ir::Function*, cpu::DimBindings, std::map<size_t, std::string>, bool, bool>;
  const ir::Module& m_;
  const bool dtypes_checked_;
  std::mutex mu_;
  std::map<Key, cpu::CpuPlan> made_;
  std::mutex compile_mu_;  // taken before mu_, never after
  std::unique_ptr<cpu::Jit> jit_;
  std::map<Key, cpu::CompiledFunction> compiled_;
};

}  // namespace netc::engine

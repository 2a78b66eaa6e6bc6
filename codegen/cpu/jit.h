// The JIT: optimises lowered functions for the host CPU (AVX2 where it has
// it) with LLVM's O3 pipeline and runs them through ORC LLJIT. Generated code
// resolves libm and the kernels of kernels.h (netc_k_sgemm, which calls
// OpenBLAS, among them) in this process.
#pragma once

#include <memory>
#include <string>

#include "base/status.h"
#include "codegen/cpu/lower.h"

namespace netc::cpu {

using CompiledFn = void (*)(void** inputs, void** outputs, void** params, char* workspace, int64_t step, int64_t seed);

struct CompiledFunction {
  CompiledFn fn = nullptr;
  size_t workspace_bytes = 0;
  std::vector<bool> result_in_place;  // per result: its parameter was updated in place
  std::vector<std::vector<int64_t>> input_shapes;
  std::vector<std::vector<int64_t>> output_shapes;
};

class Jit {
 public:
  static Expected<std::unique_ptr<Jit>> create();
  ~Jit();

  // Lowers, optimises and compiles `f` for one binding of its dims, with
  // its plan `planned` when the caller made it (lower_function).
  Expected<CompiledFunction> compile(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                     const LowerOptions& options = {}, const CpuPlan* planned = nullptr);

  // The optimised LLVM IR of `f`, as `netc emit llvm` shows it.
  Expected<std::string> llvm_ir(const ir::Module& m, const ir::Function& f, const DimBindings& dims);

 private:
  Jit();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// As Jit::llvm_ir, for a CPU named as `netc build --target-cpu` names it
// (make_aot_target_machine), so the text is the same on every machine; or
// why the CPU is unknown or `f` cannot be lowered.
Expected<std::string> optimised_llvm_ir(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                        const std::string& target_cpu);

}  // namespace netc::cpu

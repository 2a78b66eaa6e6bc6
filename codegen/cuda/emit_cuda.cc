// IR -> CUDA C (see emit_cuda.h): binds a function's dims, plans its fusion
// (codegen/common/plan.h) and hands it to the emitter (emitter.h), which
// writes the kernels and the launch list; and describe(), a launch in words.
#include "codegen/cuda/emit_cuda.h"

#include <sstream>

#include "codegen/common/dtypes.h"
#include "codegen/common/plan.h"
#include "codegen/cuda/emitter.h"

namespace netc::cuda {

std::string describe(const Launch& l) {
  std::ostringstream o;
  if (l.kind == Launch::Kind::Loop) {
    o << "loop: " << l.steps << (l.steps == 1 ? " step" : " steps") << (l.reverse ? " in reverse" : "") << " of the next "
      << l.body << (l.body == 1 ? " launch" : " launches");
    return o.str();
  }
  if (l.kind == Launch::Kind::ReplicaMean) {
    o << "NCCL all-reduce of " << l.count << (l.count == 1 ? " float" : " floats")
      << " over the replicas, weighted by their shares (replica_mean" << (l.backward ? "'s gradient" : "") << ")";
    if (l.backward)
      o << "; where the loss sums: added, then " << l.kernel << " <<<" << (l.threads + l.block - 1) / l.block << ", "
        << l.block << ">>> scales it by the replica's share";
    return o.str();
  }
  if (l.kind == Launch::Kind::Gemm) {
    o << (ir::is_half(l.operands) ? "cuBLAS " + std::string(ir::dtype_name(l.operands)) + " gemm m=" : "cuBLAS sgemm m=") << l.m << " n=" << l.n << " k=" << l.k << (l.trans_a ? " A^T" : "") << (l.trans_b ? " B^T" : "")
      << (l.batch > 1 ? " batch=" + std::to_string(l.batch) : "");
    const char* names[3] = {"A", "B", "C"};
    for (int j = 0; j < 3; ++j)
      if (l.scratch_at[j] >= 0) o << " " << names[j] << "=scratch+" << l.scratch_at[j];
    return o.str();
  }
  auto grid = [&](int64_t threads) { return "<<<" + std::to_string((threads + l.block - 1) / l.block) + ", " + std::to_string(l.block) + ">>>"; };
  o << l.kernel << " " << grid(l.threads);
  if (!l.finish_kernel.empty()) o << ", then " << l.finish_kernel << " " << grid(l.finish_threads);
  if (l.scratch_bytes > 0) o << " (scratch " << l.scratch_bytes << " bytes)";
  return o.str();
}

Expected<CudaFunction> emit_cuda(const ir::Module& m, const ir::Function& f, const std::map<std::string, int64_t>& dims,
                                 const EmitOptions& options) {
  if (!options.dtypes_checked)
    if (auto st = codegen::check_dtypes_computed(m, f); !st.ok()) return st;
  ir::Function bound = codegen::bind_sizes(f, dims);
  auto plan = codegen::make_plan(bound, dims);
  if (!plan.ok()) return plan.status();
  detail::Emitter em(m, bound, std::move(*plan), options, dims);
  auto cf = em.run();
  if (cf.ok()) cf->bound = std::move(bound);
  return cf;
}

}  // namespace netc::cuda

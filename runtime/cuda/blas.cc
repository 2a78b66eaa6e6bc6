#include "runtime/cuda/blas.h"

#include <climits>
#include <string>

#include "runtime/cuda/error.h"

namespace netc::rt::cuda {

ColumnMajorCall column_major_call(const Gemm& g) {
  // B's memory, read column-major, is B^T when B is stored [K, N] (no
  // operation needed) and op(B) when it is stored [N, K] (transpose it); a
  // leading dimension is the stored row-major row length. The same for A.
  ColumnMajorCall c;
  c.trans_first = g.trans_b;
  c.trans_second = g.trans_a;
  c.m = g.n;
  c.n = g.m;
  c.k = g.k;
  c.ld_first = g.trans_b ? g.k : g.n;
  c.ld_second = g.trans_a ? g.m : g.k;
  c.ldc = g.n;
  c.stride_first = g.stride_b;
  c.stride_second = g.stride_a;
  c.stride_c = g.stride_c;
  return c;
}

Status gemm(cublasHandle_t handle, int device, const Gemm& g, const void* a, const void* b, float* out) {
  // netc's dims are at least 1; K = 0 would leave C unwritten instead of zero.
  if (g.m <= 0 || g.n <= 0 || g.k <= 0 || g.batch <= 0)
    return Status::error("cuda:" + std::to_string(device) + ": internal error: a matrix product with an empty dimension");
  for (int64_t v : {g.m, g.n, g.k, g.batch})
    if (v > INT_MAX)
      return Status::error("cuda:" + std::to_string(device) + ": a matrix product of " + std::to_string(g.m) + "x" +
                           std::to_string(g.k) + " by " + std::to_string(g.k) + "x" + std::to_string(g.n) +
                           " is too large for cuBLAS's 32-bit sizes");
  const float alpha = 1.0f, beta = g.beta;
  ColumnMajorCall c = column_major_call(g);
  auto i = [](int64_t v) { return static_cast<int>(v); };
  cublasOperation_t op_first = c.trans_first ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t op_second = c.trans_second ? CUBLAS_OP_T : CUBLAS_OP_N;
  const bool half = is_half(g.operands);
  std::string what = (half ? "cuBLAS " + std::string(dtype_name(g.operands)) + " gemm " : "cuBLAS sgemm ") +
                     std::to_string(g.m) + "x" +
                     std::to_string(g.n) + "x" + std::to_string(g.k) + (g.batch > 1 ? " (batch " + std::to_string(g.batch) + ")" : "");
  if (half) {
    const cudaDataType type = g.operands == DType::F16 ? CUDA_R_16F : CUDA_R_16BF;
    if (g.batch == 1)
      return check(cublas().cublasGemmEx(handle, op_first, op_second, i(c.m), i(c.n), i(c.k), &alpha, b, type,
                                         i(c.ld_first), a, type, i(c.ld_second), &beta, out, CUDA_R_32F, i(c.ldc),
                                         CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
                   device, what);
    return check(cublas().cublasGemmStridedBatchedEx(handle, op_first, op_second, i(c.m), i(c.n), i(c.k), &alpha, b,
                                                     type, i(c.ld_first), c.stride_first, a, type,
                                                     i(c.ld_second), c.stride_second, &beta, out, CUDA_R_32F, i(c.ldc),
                                                     c.stride_c, i(g.batch), CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
                 device, what);
  }
  const auto* fa = static_cast<const float*>(a);
  const auto* fb = static_cast<const float*>(b);
  if (g.batch == 1)
    return check(cublas().cublasSgemm(handle, op_first, op_second, i(c.m), i(c.n), i(c.k), &alpha, fb, i(c.ld_first), fa,
                             i(c.ld_second), &beta, out, i(c.ldc)),
                 device, what);
  return check(cublas().cublasSgemmStridedBatched(handle, op_first, op_second, i(c.m), i(c.n), i(c.k), &alpha, fb, i(c.ld_first),
                                         c.stride_first, fa, i(c.ld_second), c.stride_second, &beta, out, i(c.ldc),
                                         c.stride_c, i(g.batch)),
               device, what);
}

}  // namespace netc::rt::cuda

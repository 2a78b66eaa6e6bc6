#include "runtime/cuda/blas.h"

#include <climits>
#include <string>

#include "runtime/cuda/error.h"

namespace netc::rt::cuda {

Status sgemm(cublasHandle_t handle, int device, const Gemm& g, const float* a, const float* b, float* c) {
  // netc's dims are at least 1; K = 0 would leave C unwritten instead of zero.
  if (g.m <= 0 || g.n <= 0 || g.k <= 0 || g.batch <= 0)
    return Status::error("cuda:" + std::to_string(device) + ": internal error: a matrix product with an empty dimension");
  for (int64_t v : {g.m, g.n, g.k, g.batch})
    if (v > INT_MAX)
      return Status::error("cuda:" + std::to_string(device) + ": a matrix product of " + std::to_string(g.m) + "x" +
                           std::to_string(g.k) + " by " + std::to_string(g.k) + "x" + std::to_string(g.n) +
                           " is too large for cuBLAS's 32-bit sizes");
  const float alpha = 1.0f, beta = 0.0f;
  int m = static_cast<int>(g.m), n = static_cast<int>(g.n), k = static_cast<int>(g.k);
  // Column-major C^T[N, M] = op(B)^T[N, K] op(A)^T[K, M]. B's memory, read
  // column-major, is B^T when B is [K, N] (no operation needed) and op(B)
  // when B is stored [N, K] (transpose it); its leading dimension is its
  // row-major row length. The same for A.
  cublasOperation_t op_b = g.trans_b ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t op_a = g.trans_a ? CUBLAS_OP_T : CUBLAS_OP_N;
  int ldb = g.trans_b ? k : n, lda = g.trans_a ? m : k, ldc = n;
  std::string what = "cuBLAS sgemm " + std::to_string(g.m) + "x" + std::to_string(g.n) + "x" + std::to_string(g.k) +
                     (g.batch > 1 ? " (batch " + std::to_string(g.batch) + ")" : "");
  if (g.batch == 1)
    return check(cublasSgemm(handle, op_b, op_a, n, m, k, &alpha, b, ldb, a, lda, &beta, c, ldc), device, what);
  return check(cublasSgemmStridedBatched(handle, op_b, op_a, n, m, k, &alpha, b, ldb, g.stride_b, a, lda, g.stride_a,
                                         &beta, c, ldc, g.stride_c, static_cast<int>(g.batch)),
               device, what);
}

}  // namespace netc::rt::cuda
